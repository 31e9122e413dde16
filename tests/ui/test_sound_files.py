"""The game's sound files (assets/sounds, made by tools/make_sounds.py and committed): one per
effect and each of its variants, per phrase of each season's music and per note of its
layers, each decoding in the mixer, in stereo; mastered (true peaks under -1 dBTP, levels the
player can trust: levels.json agrees with the files), soft up high, ringing out before they
end (never cut), the phrases joining into one another with no seam, every pitched cue in the
key of the music it plays over. They are read as the game reads them: through pygame's mixer
(the dummy audio driver), at a known format. No oggenc needed; the synthesiser's pure parts
and the measures of ``make sound-check`` are tested too."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from evergreen.rules import Season
from evergreen.ui.sound import score
from evergreen.ui.sound.cues import (
    LAYERS,
    LEVELS_FILE,
    SOUNDS_DIR,
    Cue,
    all_files,
    cue_file,
    effect_files,
    music_files,
    note_files,
)
from evergreen.ui.sound.mix import ENVELOPE_BLOCK, read_levels
from tools import make_sounds as ms
from tools import sound_measure as sm
from tools import sound_synth as ss

RATE = 44100
#: The true peak every file stays under (dBTP).
TRUE_PEAK = -1.0


@pytest.fixture(scope="module")
def sounds() -> Iterator[dict[str, np.ndarray]]:
    """Every sound's samples (stereo, -1..1) as the mixer decodes them at 44.1 kHz, 16-bit,
    stereo (the mixer is put back as it was after)."""
    before = pygame.mixer.get_init()
    if before:
        pygame.mixer.quit()
    pygame.mixer.init(RATE, -16, 2)
    try:
        assert pygame.mixer.get_init() == (RATE, -16, 2)
        decoded = {}
        for name in all_files():
            raw = pygame.sndarray.array(pygame.mixer.Sound(cue_file(name)))
            assert raw.ndim == 2 and raw.shape[1] == 2, name
            decoded[name] = raw.astype(np.float64) / 32768.0
    finally:
        pygame.mixer.quit()
        if before:
            pygame.mixer.init(*before)
    yield decoded


def _effects(sounds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {name: sounds[name] for cue in Cue for name in effect_files(cue)}


def _phrases(sounds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {name: sounds[name] for s in Season for name in music_files(s)}


def _notes(sounds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {name: sounds[name] for layer in LAYERS for name in note_files(layer)}


def _mono(x: np.ndarray) -> np.ndarray:
    return np.asarray(x.mean(axis=1))


# ---------------------------------------------------------------- the files


def test_every_sound_has_its_file_and_no_other_sound_is_there() -> None:
    expected = set(all_files())
    assert len(expected) == len(all_files())  # no name twice
    found = {path.stem for path in SOUNDS_DIR.glob("*.ogg")}
    assert found == expected
    others = {p.name for p in SOUNDS_DIR.iterdir() if p.suffix != ".ogg"}
    assert others == {"README.md", LEVELS_FILE.name}  # the note, the measured levels


def test_the_folder_is_small() -> None:
    """The contract's budget for the whole folder (the effects', the ambience's and the
    music's own budgets are their tests')."""
    total = sum(p.stat().st_size for p in SOUNDS_DIR.iterdir())
    assert total <= 30 * 1024 * 1024, f"{total / 1e6:.2f} MB"


def test_every_file_decodes_with_sound_in_it(sounds: dict[str, np.ndarray]) -> None:
    for name, x in sounds.items():
        assert len(x) > RATE // 20, name
        assert ss.peak_db(x) > -20, f"{name} is (nearly) silent"


# ---------------------------------------------------------------- levels


def test_every_true_peak_is_under_minus_one_dbtp(sounds: dict[str, np.ndarray]) -> None:
    peaks = {name: sm.true_peak(x) for name, x in sounds.items()}
    assert max(peaks.values()) <= TRUE_PEAK, max(peaks.items(), key=lambda kv: kv[1])


def test_levels_json_tells_each_files_level(sounds: dict[str, np.ndarray]) -> None:
    """The player sets every cue's gain and keeps the mix under its ceiling from
    levels.json: it must agree with the files (make sounds writes both)."""
    levels = read_levels(LEVELS_FILE)
    assert set(levels) == set(all_files())
    for name, x in sounds.items():
        level = levels[name]
        phrase = name.startswith(("music_", "ambience_"))
        loud = sm.integrated_lufs(x, RATE) if phrase else sm.max_momentary_lufs(x, RATE)
        assert level.lufs == pytest.approx(loud, abs=0.1), name
        for ch in range(2):
            assert ss.db(level.peak[ch]) == pytest.approx(sm.true_peak(x[:, ch]), abs=0.05), name
        if phrase:
            continue
        block = int(ENVELOPE_BLOCK * RATE)
        for ch in range(2):
            envelope = level.envelope[ch]
            assert len(envelope) == -(-len(x) // block), name
            blocks = [
                np.max(np.abs(x[k * block : (k + 1) * block, ch])) for k in range(len(envelope))
            ]
            assert all(e >= b - 1e-9 for e, b in zip(envelope, blocks, strict=True)), name
            assert max(envelope) <= level.peak[ch] * 10 ** (0.5 / 20), name


def test_effects_are_levelled_to_a_loudness(sounds: dict[str, np.ndarray]) -> None:
    """Each effect's loudest 400 ms at its synthesis' loudness (the season's moments a
    little louder), unless its peak holds it lower (a click: the player makes up the rest
    from levels.json)."""
    for cue in Cue:
        target = ms.EFFECTS[cue].lufs
        for name in effect_files(cue):
            loud = sm.max_momentary_lufs(sounds[name], RATE)
            assert target - 5.0 <= loud <= target + 0.5, (name, loud)


def test_nothing_harsh_above_8_khz(sounds: dict[str, np.ndarray]) -> None:
    for name, x in sounds.items():
        assert ss.high_share_db(_mono(x), RATE) < -25.0, name


def test_the_music_has_colour_above_1_khz(sounds: dict[str, np.ndarray]) -> None:
    """Heard, not a hum: the phrases keep a share of their energy above 1 kHz (the loops were
    at 0.04-0.5 %), the layers' notes far more."""
    for name, x in _phrases(sounds).items():
        assert sm.high_share_db(x, RATE, 1000) > -22.0, name
    for name, x in _notes(sounds).items():
        assert sm.high_share_db(x, RATE, 1000) > -15.0, name


# ---------------------------------------------------------------- stereo


def test_the_music_is_wide_yet_whole_in_mono(sounds: dict[str, np.ndarray]) -> None:
    """Each season's phrases: left and right related but not the same (the pads' voices
    spread, the hall's two sides), and nothing lost when the two are summed."""
    for season in Season:
        joined = np.concatenate([sounds[n] for n in music_files(season)])
        r = sm.correlation(joined)
        assert 0.25 <= r <= 0.8, (season, r)
        mono = sm.integrated_lufs(_mono(joined), RATE) + 3.01  # as loud as the stereo if whole
        assert mono >= sm.integrated_lufs(joined, RATE) - 2.0, season


def test_effects_are_stereo_with_their_room(sounds: dict[str, np.ndarray]) -> None:
    """Effects are placed by the player; their files are centred with the room's two sides
    (the light's sweep and the season's chime spread wide)."""
    wide = (Cue.LIGHT_SWEEP, Cue.SEASON_CHIME, Cue.GAME_END)
    for cue in Cue:
        for name in effect_files(cue):
            x = sounds[name]
            assert not np.array_equal(x[:, 0], x[:, 1]), name
            r = sm.correlation(x)
            assert (r < 0.9) if cue in wide else (r > 0.8), name


# ---------------------------------------------------------------- lengths and ends


def _tail_db(x: np.ndarray) -> float:
    """How far under its loudest 20 ms a sound is in its last 50 ms before its 30 ms fade."""
    m = _mono(x) if x.ndim == 2 else x
    top = float(ss.window_rms(m, RATE, 0.02).max())
    end = m[-int(0.08 * RATE) : -int(0.03 * RATE)]
    return ss.db(float(np.sqrt(np.mean(end**2)))) - ss.db(top)


def test_effects_are_short_and_ring_out_before_they_end(sounds: dict[str, np.ndarray]) -> None:
    """An effect is heard for under a second (its loudness falls 20 dB within one; the
    season's moments within their length), but its file runs on until its tail has died:
    45 dB under its loudest at least where it ends (the old files were cut 18-19 dB down,
    their partials still ringing)."""
    for cue in Cue:
        effect = ms.EFFECTS[cue]
        for name in effect_files(cue):
            x = sounds[name]
            assert len(x) / RATE <= effect.limit, name
            assert _tail_db(x) <= -45.0, (name, _tail_db(x))
            rms = ss.window_rms(_mono(x), RATE, 0.02)
            heard = np.flatnonzero(rms >= rms.max() * 0.1)[-1] * 0.02
            assert heard <= (effect.seconds if cue in ms.LONG else 1.0), (name, heard)
    for name, x in _notes(sounds).items():
        assert _tail_db(x) <= -45.0, name


def test_effects_fade_in_and_out(sounds: dict[str, np.ndarray]) -> None:
    """No click as an effect starts or stops: it begins and ends near silence."""
    for name, x in _effects(sounds).items():
        assert np.max(np.abs(x[0])) < 0.01, name
        assert np.max(np.abs(x[-20:])) < 0.003, name


def test_the_phrases_join_one_another_without_a_seam(sounds: dict[str, np.ndarray]) -> None:
    """Any phrase after any other of its season (the player starts the next as the last
    one's chords end, ``Mood.body``): the music through the join is as full as through a
    change of chord inside a phrase (its momentary loudness dips no lower), and a phrase's
    file holds all of its tail (it ends 45 dB under its loudest)."""
    for season in Season:
        mood = score.MOODS[season]
        names = music_files(season)
        body = int(mood.body * RATE)
        inner = min(
            float(np.min(sm.momentary_lufs(sounds[n][int(mood.slot * RATE) : body], RATE)))
            for n in names
        )
        for a, b in itertools.product(names, repeat=2):
            if a == b:
                continue
            x, y = sounds[a], sounds[b]
            join = np.zeros((body + len(y), 2))
            join[: len(x)] += x
            join[body:] += y
            around = join[body - int(mood.slot * RATE) : body + int(mood.slot * RATE)]
            assert float(np.min(sm.momentary_lufs(around, RATE))) >= inner - 1.0, (a, b)
        for n in names:
            assert _tail_db(sounds[n]) <= -45.0, n
            assert len(sounds[n]) / RATE >= mood.body + mood.slot * 0.6, n


def test_the_growth_sounds_rise_with_the_tree(sounds: dict[str, np.ndarray]) -> None:
    """Sprout < Small Tree < Big Tree: the lowest strong note of each is higher."""

    def lowest_strong_note(x: np.ndarray) -> float:
        m = _mono(x)
        power = np.abs(np.fft.rfft(m * np.hanning(len(m)))) ** 2
        freqs = np.fft.rfftfreq(len(m), 1.0 / RATE)
        band = (freqs > 200) & (freqs < 1300)
        strong = freqs[band][power[band] >= power[band].max() * 10 ** (-1.2)]
        return float(strong.min())

    pitches = [
        lowest_strong_note(sounds[c.value]) for c in (Cue.SPROUT, Cue.GROW_SMALL, Cue.GROW_BIG)
    ]
    assert pitches == sorted(pitches) and len(set(pitches)) == 3, pitches


# ---------------------------------------------------------------- keys


def test_every_pitched_cue_is_in_the_key_of_the_music_under_it(
    sounds: dict[str, np.ndarray],
) -> None:
    """One key scheme: the notes of every pitched cue (and of each of its variants) lie in
    the scale of every season it can sound over (Summer's loop was in F, the cues in G: B
    against B flat), and so do the layers' notes."""
    for cue in sorted(ms.PITCHED):
        for name in effect_files(cue):
            notes = sm.notes_heard(sounds[name], RATE)
            assert notes, name
            for season in Season:
                if season.name.lower() not in ms.plays_over(cue):
                    continue
                assert notes <= score.MOODS[season].scale, (name, season, notes)
    for name, x in _notes(sounds).items():
        assert sm.notes_heard(x, RATE) <= score.PENTATONIC, name


def test_each_season_is_heard_in_its_key(sounds: dict[str, np.ndarray]) -> None:
    """The phrases of a season, measured: the diatonic scale holding most of their chroma is
    the one of their key, with nearly all of it."""
    for season in Season:
        profile = sm.chroma(np.concatenate([sounds[n] for n in music_files(season)]), RATE)
        scale, _name, share = sm.scale_heard(profile)
        assert scale == score.MOODS[season].scale or share < 0, season
        assert share >= 0.9, (season, share)


def test_the_score_keeps_to_one_key_scheme() -> None:
    """Every chord of every phrase in its season's scale; every phrase from the home chord;
    the cues' pentatonic inside every season's scale; the layers' notes in it too."""
    for season, mood in score.MOODS.items():
        home = {phrase[0] for phrase in mood.phrases}
        assert len(home) == 1, season
        assert len({len(p) for p in mood.phrases}) == 1, season
        for phrase in mood.phrases:
            for chord in phrase:
                assert score.chord_classes(chord) <= mood.scale, (season, chord)
        assert mood.scale >= score.PENTATONIC, season
    for note in score.BELLS + score.PLUCKS:
        assert score.midi(note) % 12 in score.PENTATONIC, note


# ---------------------------------------------------------------- the synthesiser (no oggenc)


def test_the_script_makes_every_sound_of_the_list() -> None:
    assert set(ms.EFFECTS) == set(Cue)
    assert set(score.MOODS) == set(Season)
    assert ms.all_names() == all_files()


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
        for variant in (0, 1):
            x = ms.render_effect(cue, variant)
            assert x.shape[1] == 2
            assert sm.true_peak(x) <= ms.TRUE_PEAK + 1e-6
            loud = sm.max_momentary_lufs(x, RATE)
            assert loud == pytest.approx(ms.EFFECT_LUFS, abs=0.05) or (
                sm.true_peak(x) == pytest.approx(ms.TRUE_PEAK, abs=0.01)
            )
            assert np.all(x[0] == 0.0) and np.max(np.abs(x[-1])) < 1e-4


def test_variants_differ_a_little() -> None:
    """A cue's variants: other takes of the same sound (a pitched one stays in tune)."""
    a, b = ms.render_effect(Cue.SPROUT, 0), ms.render_effect(Cue.SPROUT, 1)
    assert not np.array_equal(a[: min(len(a), len(b))], b[: min(len(a), len(b))])
    assert sm.notes_heard(a, RATE) == sm.notes_heard(b, RATE) == {7}


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


# ---------------------------------------------------------------- the measures (sound_check)


def test_the_loudness_meter_reads_a_known_tone() -> None:
    """A 997 Hz sine at -20 dBFS (mono) reads -23.0 LUFS (BS.1770: -3.01 dB for a sine)."""
    t = np.arange(5 * RATE) / RATE
    tone = 10 ** (-20 / 20) * np.sin(2 * np.pi * 997 * t)
    assert sm.integrated_lufs(tone, RATE) == pytest.approx(-23.0, abs=0.1)
    both = np.stack([tone, tone], axis=1)  # the same in both channels: 3 dB louder
    assert sm.integrated_lufs(both, RATE) == pytest.approx(-20.0, abs=0.1)
    assert sm.max_momentary_lufs(tone, RATE) == pytest.approx(-23.0, abs=0.1)


def test_the_true_peak_sees_between_the_samples() -> None:
    """A sine at a quarter of the rate sampled 45° off its crests: the samples peak 3 dB
    under the wave."""
    n = np.arange(4096)
    x = 0.5 * np.sin(2 * np.pi * n / 4 + np.pi / 4)
    assert sm.peak(x) == pytest.approx(ss.db(0.5) - 3.01, abs=0.05)
    assert sm.true_peak(x) == pytest.approx(ss.db(0.5), abs=0.3)


def test_stereo_correlation_and_chroma() -> None:
    rng = np.random.default_rng(1)
    a, b = rng.normal(size=RATE), rng.normal(size=RATE)
    assert sm.correlation(np.stack([a, a], axis=1)) == pytest.approx(1.0)
    assert abs(sm.correlation(np.stack([a, b], axis=1))) < 0.05
    g = ss.bell(ss.note("G4"), 1.0, RATE)
    assert sm.notes_of(sm.chroma(g, RATE)) == {7}  # G: the bell's partials lie low
    string = ss.pluck(ss.note("G3"), 1.0, RATE, rng, 0.996, 0.9)
    assert sm.notes_heard(string, RATE) == {7}  # its harmonics are its timbre, not notes
    assert [round(f) for f in sm.fundamentals(string, RATE)] == [196]
    scale, name, share = sm.scale_heard(
        sm.chroma(
            sum(ss.bell(ss.note(n), 1.0, RATE) for n in ("F4", "A4", "C5", "Bb4", "D5")), RATE
        )
    )
    assert 10 in scale and 11 not in scale and share > 0.9, name  # B flat, not B: F major
