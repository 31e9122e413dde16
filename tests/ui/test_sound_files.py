"""The game's sound files (assets/sounds, made by tools/make_sounds.py and committed): one per
effect and each of its variants, per piece of each season's music (music.json) and per
season's ambience loop, each decoding in the mixer, in stereo; mastered (true peaks under
-1 dBTP, levels the player can trust: levels.json agrees with the files), soft up high, the
effects ringing out before they end (never cut), the pieces following one another with no
gap, every pitched cue in the key of the music it plays over. They are read as the game reads
them: through pygame's mixer (the dummy audio driver), at a known format. No oggenc needed;
the synthesiser's pure parts and the measures of ``make sound-check`` are tested too (the
score's own tests: tests/tools/test_music_score.py)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator

import numpy as np
import pytest

from evergreen.rules import Season
from evergreen.ui.sound import score
from evergreen.ui.sound.cues import (
    AMBIENCE,
    LEVELS_FILE,
    SOUNDS_DIR,
    Cue,
    all_files,
    cue_file,
    effect_files,
    heard_over,
    music_files,
)
from evergreen.ui.sound.mix import ENVELOPE_BLOCK, read_levels
from tests.mixer_decoding import decode
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
    decoded = decode({name: cue_file(name) for name in all_files()})
    yield decoded


def _effects(sounds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {name: sounds[name] for cue in Cue for name in effect_files(cue)}


def _pieces(sounds: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {name: sounds[name] for s in Season for name in music_files(s)}


def _music_json() -> dict[str, dict[str, object]]:
    """music.json: each piece's season, body (s), length, key, instruments, MIDI's hash."""
    return dict(json.loads((SOUNDS_DIR / "music.json").read_text(encoding="utf-8")))


def _mono(x: np.ndarray) -> np.ndarray:
    return np.asarray(x.mean(axis=1))


# ---------------------------------------------------------------- the files


def test_every_sound_has_its_file_and_no_other_sound_is_there() -> None:
    expected = set(all_files())
    assert len(expected) == len(all_files())  # no name twice
    found = {path.stem for path in SOUNDS_DIR.glob("*.ogg")}
    assert found == expected
    others = {p.name for p in SOUNDS_DIR.iterdir() if p.suffix != ".ogg"}
    # the note, the measured levels, the pieces' list and the soundfont's licence
    assert others == {"README.md", LEVELS_FILE.name, "music.json", "SOUNDFONT-LICENSE.txt"}


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


@pytest.mark.slow  # every piece measured whole: half a minute; make test-slow
def test_every_true_peak_is_under_minus_one_dbtp(sounds: dict[str, np.ndarray]) -> None:
    peaks = {name: sm.true_peak(x) for name, x in sounds.items()}
    assert max(peaks.values()) <= TRUE_PEAK, max(peaks.items(), key=lambda kv: kv[1])


@pytest.mark.slow  # every piece measured whole: half a minute; make test-slow
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


@pytest.mark.slow  # every piece measured whole: half a minute; make test-slow
def test_nothing_harsh_above_8_khz(sounds: dict[str, np.ndarray]) -> None:
    for name, x in sounds.items():
        assert ss.high_share_db(_mono(x), RATE) < -25.0, name


@pytest.mark.slow  # every piece measured whole: half a minute; make test-slow
def test_the_music_has_colour_above_1_khz(sounds: dict[str, np.ndarray]) -> None:
    """Heard, not a hum: every piece keeps a share of its energy above 1 kHz (the old loops
    were at 0.04-0.5 %; Summer's marimba and guitar, the darkest, about -18 dB)."""
    for name, x in _pieces(sounds).items():
        assert sm.high_share_db(x, RATE, 1000) > -22.0, name


# ---------------------------------------------------------------- stereo


@pytest.mark.slow  # every piece measured whole: half a minute; make test-slow
def test_the_music_is_wide_yet_whole_in_mono(sounds: dict[str, np.ndarray]) -> None:
    """Each piece: left and right related but not the same (its instruments placed across
    the field, the soundfont's reverb), and nothing lost when the two are summed."""
    for name, x in _pieces(sounds).items():
        r = sm.correlation(x)
        assert 0.25 <= r < 0.9, (name, r)
        mono = sm.integrated_lufs(_mono(x), RATE) + 3.01  # as loud as the stereo if whole
        assert mono >= sm.integrated_lufs(x, RATE) - 2.0, name


@pytest.mark.slow  # every piece decoded and measured: make test-slow
def test_the_ambience_is_stereo_and_under_the_music(sounds: dict[str, np.ndarray]) -> None:
    """Each season's loop: its two sides not the same (wind and birds placed across the
    field), and quieter in its file than the music's pieces (the player lays it beneath)."""
    music = max(sm.integrated_lufs(x, RATE) for x in _pieces(sounds).values())
    for name in AMBIENCE.values():
        x = sounds[name]
        assert sm.correlation(x) < 0.9, name
        assert sm.integrated_lufs(x, RATE) < music - 5.0, name


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


def test_effects_fade_in_and_out(sounds: dict[str, np.ndarray]) -> None:
    """No click as an effect starts or stops: it begins and ends near silence."""
    for name, x in _effects(sounds).items():
        assert np.max(np.abs(x[0])) < 0.01, name
        assert np.max(np.abs(x[-20:])) < 0.003, name


@pytest.mark.slow  # every piece decoded and measured: make test-slow
def test_the_pieces_follow_one_another_without_a_gap(sounds: dict[str, np.ndarray]) -> None:
    """Any piece after any other of its season (the player starts the next at the last
    one's body's end, music.json's ``body``, over its tail): each file is its body and a
    tail of at most 6 s, and the music through the join never falls away (its momentary
    loudness stays above -45 LUFS, 25 LU under the pieces' -20; a piece ending and the next
    beginning breathe, measured at -30 to -38)."""
    described = _music_json()
    for season in Season:
        names = music_files(season)
        for n in names:
            tail = len(sounds[n]) / RATE - float(described[n]["body"])  # type: ignore[arg-type]
            assert 0.0 <= tail <= 6.0 + 0.05, (n, tail)
        for a, b in itertools.permutations(names, 2):
            x, y = sounds[a], sounds[b]
            body = int(float(described[a]["body"]) * RATE)  # type: ignore[arg-type]
            join = np.zeros((body + len(y), 2))
            join[: len(x)] += x
            join[body:] += y
            around = join[body - 3 * RATE : body + 3 * RATE]
            assert float(np.min(sm.momentary_lufs(around, RATE))) >= -45.0, (a, b)


def test_the_growth_sounds_rise_with_the_tree(sounds: dict[str, np.ndarray]) -> None:
    """Sprout < Small Tree < Big Tree: the lowest strong note of each is higher, in the
    takes of every season."""

    def lowest_strong_note(x: np.ndarray) -> float:
        m = _mono(x)
        power = np.abs(np.fft.rfft(m * np.hanning(len(m)))) ** 2
        freqs = np.fft.rfftfreq(len(m), 1.0 / RATE)
        band = (freqs > 200) & (freqs < 1300)
        strong = freqs[band][power[band] >= power[band].max() * 10 ** (-1.2)]
        return float(strong.min())

    for season in Season:
        pitches = [
            lowest_strong_note(sounds[effect_files(c, season)[0]])
            for c in (Cue.SPROUT, Cue.GROW_SMALL, Cue.GROW_BIG)
        ]
        assert pitches == sorted(pitches) and len(set(pitches)) == 3, (season, pitches)


# ---------------------------------------------------------------- keys


def _season_scales() -> dict[Season, frozenset[int]]:
    """The notes a cue may use over each season's music: those in the key of every one of
    its pieces (music.json's keys, read by ``score.key_scale``)."""
    out = {}
    for season in Season:
        scale = frozenset(range(12))
        for entry in _music_json().values():
            if entry["season"] == season.name.lower():
                scale &= score.key_scale(str(entry["key"]))
        out[season] = scale
    return out


def test_each_season_moves_the_cues_key_into_its_own() -> None:
    """The cues are written in G major pentatonic; each season's shift (``score.cue_shift``
    of its pieces' keys, as make_sounds moves them) puts those five notes inside the key of
    every one of the season's pieces, and it is the nearest such move (at most a tritone)."""
    scales = _season_scales()
    shifts = ms.cue_shifts()
    for season in Season:
        moved = score.transposed(score.PENTATONIC, shifts[season])
        assert moved <= scales[season], (season, shifts[season])
        assert abs(shifts[season]) <= 6
        nearer = [k for k in range(-6, 7) if abs(k) < abs(shifts[season])]
        assert not any(score.transposed(score.PENTATONIC, k) <= scales[season] for k in nearer)
    # the score's four signatures do not all hold one pentatonic: without the shifts a cue
    # would clash somewhere, so this test is about something
    assert len(set(shifts.values())) > 1


def test_every_tuned_cue_is_in_the_key_of_the_music_under_it(
    sounds: dict[str, np.ndarray],
) -> None:
    """One key scheme: the notes heard in every take of every tuned cue made for a season lie
    in its shifted pentatonic, and so in the key of every piece of that season; a tuned cue
    has takes for every season it can sound over, and only for those."""
    scales = _season_scales()
    shifts = ms.cue_shifts()
    for cue in sorted(ms.PITCHED):
        for season in Season:
            names = effect_files(cue, season)
            assert bool(names) == (season in heard_over(cue)), (cue, season)
            moved = score.transposed(score.PENTATONIC, shifts[season])
            for name in names:
                notes = sm.notes_heard(sounds[name], RATE)
                assert notes and notes <= moved <= scales[season], (name, notes)


def test_the_keys_of_the_pieces_are_read() -> None:
    """Every piece's key in music.json is one the key scheme reads (a mode it knows), each
    a seven-note scale."""
    for name, entry in _music_json().items():
        assert len(score.key_scale(str(entry["key"]))) == 7, name


# ---------------------------------------------------------------- the synthesiser (no oggenc)


def test_the_script_makes_every_sound_of_the_list() -> None:
    """make_sounds makes the effects and the ambience; the pieces are tools.music's (their
    names are music.json's); together they are every file the game plays."""
    assert set(ms.EFFECTS) == set(Cue)
    effects = [name for cue in Cue for name in effect_files(cue)]
    assert ms.all_names() == effects + [AMBIENCE[season] for season in Season]
    pieces = [name for season in Season for name in music_files(season)]
    assert sorted(pieces) == sorted(_music_json())
    assert sorted(ms.all_names() + pieces) == sorted(all_files())


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
    """A cue's variants: other takes of the same sound (a pitched one stays in tune: the
    sprout's G in Summer's takes, moved up to A in Spring's)."""
    for season, note in ((Season.SUMMER, 7), (Season.SPRING, 9)):
        a, b = ms.render_effect(Cue.SPROUT, 0, season), ms.render_effect(Cue.SPROUT, 1, season)
        assert not np.array_equal(a[: min(len(a), len(b))], b[: min(len(a), len(b))])
        assert sm.notes_heard(a, RATE) == sm.notes_heard(b, RATE) == {note}


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
