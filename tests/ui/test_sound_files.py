"""The game's sound files (assets/sounds, made by tools/make_sounds.py and committed): one per
effect and season, each decoding in the mixer, levelled (peaks under -1 dBFS, effects a few dB
apart, the music far under them), short, soft up high, fading in and out, the music looping
without a seam. They are read as the game reads them: through pygame's mixer (the dummy audio
driver), at a known format. No oggenc needed; the synthesiser's pure parts are tested too."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from evergreen.rules import Season
from evergreen.ui.sound.cues import MUSIC, SOUNDS_DIR, Cue, cue_file
from tools import make_sounds as ms
from tools import sound_synth as ss

RATE = 44100
#: The effects allowed to last longer than a second (but no more than 2.5 s).
LONG = {Cue.LIGHT_SWEEP, Cue.SEASON_CHIME, Cue.GAME_END}
#: The mixer's usual effects volume, for the test of several sounds at once.
EFFECTS_VOLUME = 0.7


@pytest.fixture(scope="module")
def sounds() -> Iterator[dict[str, np.ndarray]]:
    """Every sound's samples (mono, -1..1) as the mixer decodes them at 44.1 kHz, 16-bit,
    stereo (the mixer is put back as it was after)."""
    before = pygame.mixer.get_init()
    if before:
        pygame.mixer.quit()
    pygame.mixer.init(RATE, -16, 2)
    try:
        assert pygame.mixer.get_init() == (RATE, -16, 2)
        decoded = {}
        for name in ms.all_names():
            raw = pygame.sndarray.array(pygame.mixer.Sound(cue_file(name)))
            assert raw.ndim == 2 and raw.shape[1] == 2, name
            assert np.array_equal(raw[:, 0], raw[:, 1]), f"{name}: not mono"
            decoded[name] = raw[:, 0].astype(np.float64) / 32768.0
    finally:
        pygame.mixer.quit()
        if before:
            pygame.mixer.init(*before)
    yield decoded


def _effects(sounds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {cue.value: sounds[cue.value] for cue in Cue}


def _music(sounds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {name: sounds[name] for name in MUSIC.values()}


# ---------------------------------------------------------------- the files


def test_every_sound_has_its_file_and_no_other_sound_is_there() -> None:
    expected = {cue.value for cue in Cue} | set(MUSIC.values())
    assert len(expected) == len(Cue) + len(MUSIC) == 23
    found = {path.stem for path in SOUNDS_DIR.glob("*.ogg")}
    assert found == expected
    others = {p.name for p in SOUNDS_DIR.iterdir() if p.suffix != ".ogg"}
    assert others == {"README.md"}  # the note: the project's own work, how it is made


def test_the_folder_is_small() -> None:
    total = sum(p.stat().st_size for p in SOUNDS_DIR.iterdir())
    assert total <= 4 * 1024 * 1024, f"{total / 1e6:.2f} MB"


def test_every_file_decodes_with_sound_in_it(sounds: dict[str, np.ndarray]) -> None:
    for name, x in sounds.items():
        assert len(x) > RATE // 20, name
        assert ss.peak_db(x) > -20, f"{name} is (nearly) silent"


# ---------------------------------------------------------------- levels


def test_every_peak_is_below_minus_one_dbfs(sounds: dict[str, np.ndarray]) -> None:
    peaks = {name: ss.peak_db(x) for name, x in sounds.items()}
    assert max(peaks.values()) < -1.0, peaks


def test_effects_are_within_a_few_db_of_each_other(sounds: dict[str, np.ndarray]) -> None:
    levels = {name: ss.active_rms_db(x, RATE) for name, x in _effects(sounds).items()}
    spread = max(levels.values()) - min(levels.values())
    assert spread <= 6.0, levels
    assert all(-28 < level < -16 for level in levels.values()), levels


def test_the_music_is_far_under_the_effects(sounds: dict[str, np.ndarray]) -> None:
    quietest_effect = min(ss.active_rms_db(x, RATE) for x in _effects(sounds).values())
    for name, x in _music(sounds).items():
        assert ss.active_rms_db(x, RATE) <= quietest_effect - 4.0, name
        assert ss.db(float(np.sqrt(np.mean(x**2)))) < -26.0, name


def test_four_effects_at_once_do_not_clip(sounds: dict[str, np.ndarray]) -> None:
    """Any four effects started together at the usual effects volume stay under full scale."""
    effects = {name: x.astype(np.float32) for name, x in _effects(sounds).items()}
    worst = 0.0
    for combo in itertools.combinations(effects.values(), 4):
        mix = np.zeros(max(len(x) for x in combo), dtype=np.float32)
        for x in combo:
            mix[: len(x)] += x
        worst = max(worst, float(np.max(np.abs(mix))) * EFFECTS_VOLUME)
    assert ss.db(worst) < -0.5, f"four effects peak at {ss.db(worst):.2f} dBFS"


def test_nothing_harsh_above_8_khz(sounds: dict[str, np.ndarray]) -> None:
    for name, x in sounds.items():
        assert ss.high_share_db(x, RATE) < -25.0, name


# ---------------------------------------------------------------- lengths and ends


def test_effects_are_short(sounds: dict[str, np.ndarray]) -> None:
    for cue in Cue:
        seconds = len(sounds[cue.value]) / RATE
        assert seconds <= (2.5 if cue in LONG else 1.0), (cue, seconds)


def test_each_season_loop_lasts_40_to_60_seconds(sounds: dict[str, np.ndarray]) -> None:
    for name, x in _music(sounds).items():
        assert 40.0 <= len(x) / RATE <= 60.0 + 1e-3, name


def test_effects_fade_in_and_out(sounds: dict[str, np.ndarray]) -> None:
    """No click as an effect starts or stops: it begins and ends near silence."""
    for name, x in _effects(sounds).items():
        assert abs(x[0]) < 0.01, name
        assert np.max(np.abs(x[-20:])) < 0.003, name


def test_the_music_loops_without_a_seam(sounds: dict[str, np.ndarray]) -> None:
    """Played on a loop, the last sample leads into the first as any sample into the next,
    and the sound around the join is as loud on both sides."""
    for name, x in _music(sounds).items():
        steps = np.abs(np.diff(x))
        seam = abs(float(x[0] - x[-1]))
        assert seam <= float(np.percentile(steps, 99.9)), (name, seam)
        window = RATE // 100  # 10 ms
        end, start = ss.window_rms(x[-window:], RATE)[0], ss.window_rms(x[:window], RATE)[0]
        assert abs(ss.db(end) - ss.db(start)) < 3.0, name
        assert ss.db(start) > -50, f"{name} starts in silence: it fades, it does not loop"


def test_the_growth_sounds_rise_with_the_tree(sounds: dict[str, np.ndarray]) -> None:
    """Sprout < Small Tree < Big Tree: the lowest strong note of each is higher."""

    def lowest_strong_note(x: np.ndarray) -> float:
        power = np.abs(np.fft.rfft(x * np.hanning(len(x)))) ** 2
        freqs = np.fft.rfftfreq(len(x), 1.0 / RATE)
        band = (freqs > 200) & (freqs < 1300)
        strong = freqs[band][power[band] >= power[band].max() * 10 ** (-1.2)]
        return float(strong.min())

    pitches = [
        lowest_strong_note(sounds[c.value]) for c in (Cue.SPROUT, Cue.GROW_SMALL, Cue.GROW_BIG)
    ]
    assert pitches == sorted(pitches) and len(set(pitches)) == 3, pitches


# ---------------------------------------------------------------- the synthesiser (no oggenc)


def test_the_script_makes_every_sound_of_the_list() -> None:
    assert set(ms.EFFECTS) == set(Cue)
    assert set(ms.MOODS) == set(Season) == set(MUSIC)
    assert ms.all_names() == [c.value for c in Cue] + list(MUSIC.values())


def test_the_normaliser_hits_its_target() -> None:
    t = ss.times(0.5, RATE)
    tone = np.sin(2 * np.pi * 440 * t) * ss.decay(len(t), RATE, 0.1)
    level, _ = ss.normalise(tone, RATE, -22.0, ceiling=-3.0)
    assert ss.active_rms_db(level, RATE) == pytest.approx(-22.0, abs=0.01)
    spiky = np.zeros(RATE // 2)
    spiky[100] = 1.0
    spiky[2000:2441] = 0.001
    held, _ = ss.normalise(spiky, RATE, -10.0, ceiling=-3.0)
    assert ss.peak_db(held) == pytest.approx(-3.0, abs=0.01)


def test_a_rendered_effect_is_levelled_and_faded() -> None:
    for cue in (Cue.CARD_TAKE, Cue.VP_TICK, Cue.PRESS):
        x = ms.render_effect(cue)
        assert ss.peak_db(x) <= ms.PEAK_CEILING + 1e-6
        target = ms.EFFECTS[cue].rms
        assert ss.active_rms_db(x, RATE) == pytest.approx(target, abs=0.05) or (
            ss.peak_db(x) == pytest.approx(ms.PEAK_CEILING, abs=0.01)
        )
        assert x[0] == 0.0 and abs(x[-1]) < 1e-4


def test_the_same_seed_gives_the_same_samples() -> None:
    a, b = ms.render_effect(Cue.BUSH), ms.render_effect(Cue.BUSH)
    assert np.array_equal(a, b)
    rng1, rng2 = np.random.default_rng(5), np.random.default_rng(5)
    assert np.array_equal(ss.pluck(330, 0.3, RATE, rng1), ss.pluck(330, 0.3, RATE, rng2))


def test_a_pluck_rings_at_its_pitch() -> None:
    for freq in (ss.note("G4"), ss.note("B5")):
        x = ss.pluck(freq, 1.0, RATE, np.random.default_rng(1), damping=0.999)
        power = np.abs(np.fft.rfft(x * np.hanning(len(x)))) ** 2
        freqs = np.fft.rfftfreq(len(x), 1.0 / RATE)
        band = (freqs > freq * 0.7) & (freqs < freq * 1.3)
        assert freqs[band][power[band].argmax()] == pytest.approx(freq, rel=0.003)


def test_note_names() -> None:
    assert ss.note("A4") == 440.0
    assert ss.note("C5") == pytest.approx(523.25, abs=0.01)
    assert ss.note("F#3") == pytest.approx(185.0, abs=0.01)
    assert ss.note("Bb2") == pytest.approx(116.54, abs=0.01)


def test_folding_makes_a_render_loop_as_its_repetition() -> None:
    """A render longer than the loop, folded, equals the same notes repeated every loop: the
    loop played twice is the render laid at 0 and again one loop later."""
    rng = np.random.default_rng(3)
    length = 1000
    render = rng.normal(size=1700) * np.exp(-np.arange(1700) / 400)
    loop = ss.fold(render, length)
    repeated = np.zeros(3 * length)
    for k in range(3):
        repeated[k * length : k * length + len(render)] += render[: 3 * length - k * length]
    assert np.allclose(np.tile(loop, 2), repeated[length : 3 * length])


def test_circular_filters_keep_a_loop_a_loop() -> None:
    """A loop filtered circularly is what an endless stream of it filtered would be: the
    middle of its repetition filtered as one long sound."""
    rng = np.random.default_rng(4)
    loop = rng.normal(size=4096)
    filtered = ss.lowpass(loop, RATE, 2000, circular=True)
    stream = ss.lowpass(np.tile(loop, 5), RATE, 2000)
    assert np.allclose(filtered, stream[2 * 4096 : 3 * 4096], atol=1e-6)
