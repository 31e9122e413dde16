"""The effects as a player hears them (assets/sounds, made by tools/foley.py through
tools/make_sounds.py and committed), read as the game reads them: foley that sounds like its
object and still sounds on a laptop's small speakers, tuned cues in the cues' key, several
takes of every cue that repeats, and a hierarchy (the season's moments stand out, the light's
sweep is one gesture). No oggenc needed: the committed files are measured."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np
import pytest
from scipy import signal  # type: ignore[import-untyped]

from evergreen.rules import Season
from evergreen.ui.sound import score
from evergreen.ui.sound.cues import TUNED, VARIANTS, Cue, cue_file, effect_files, heard_over
from tests.mixer_decoding import decode
from tools import foley
from tools import make_sounds as ms
from tools import sound_measure as sm
from tools import sound_synth as ss

RATE = 44100
#: A laptop's speakers: a 250 Hz high-pass (4th-order Butterworth, 24 dB an octave); an
#: effect loses no more than this (LU, integrated loudness by pyloudnorm) through it.
LAPTOP_CUTOFF = 250.0
MAX_LAPTOP_LOSS = 6.0
#: One sine line: the share of a sound's energy within 1 % (a sixth of a semitone) of its
#: strongest spectral peak. The old beeps held 92-99 % there (vp_tick, bot_turn) and hint
#: 71 %. A plucked string or a struck bar keeps much of its energy in its fundamental, but
#: its harmonics, its contact's noise and a second note hold a third or more: at most 70 %
#: for any effect, and at most 60 % for the interface's cues and the points' tick, the ones
#: that were sine beeps.
MAX_LINE_SHARE = 0.70
MAX_LINE_SHARE_CLICKS = 0.60
CLICKS = frozenset({Cue.PRESS, Cue.HINT, Cue.UNDO, Cue.BOT_TURN, Cue.REFUSE, Cue.VP_TICK})
#: A tuned cue's notes: each within this many cents of a note of the cues' key.
MAX_CENTS = 15.0
#: The cues played once in a long while (not "repeating"): the light's sweep (one gesture a
#: season's scoring) and the game's end.
ONCE = frozenset({Cue.LIGHT_SWEEP, Cue.GAME_END})
#: The effects' files together, at most (bytes): every tuned cue is made in four keys (one a
#: season), 182 files of 3.1 MB; the sounds' 30 MB in all is the issue's bound.
EFFECTS_BUDGET = 4 * 1024 * 1024


@pytest.fixture(scope="module")
def effects() -> Iterator[dict[str, np.ndarray]]:
    """Every effect file's samples (stereo, -1..1) as the mixer decodes them."""
    decoded = decode({n: cue_file(n) for cue in Cue for n in effect_files(cue)})
    yield decoded


def laptop(x: np.ndarray) -> np.ndarray:
    """``x`` as a laptop's speakers play it: through the 250 Hz high-pass."""
    sos = signal.butter(4, LAPTOP_CUTOFF / (RATE / 2), "highpass", output="sos")
    return np.asarray(signal.sosfilt(sos, x, axis=0))


def laptop_loss(x: np.ndarray) -> float:
    """How much quieter (LU) a sound is through a laptop's speakers."""
    return sm.integrated_lufs(x, RATE) - sm.integrated_lufs(laptop(x), RATE)


def line_share(x: np.ndarray) -> float:
    """The share of a sound's energy within 1 % of its strongest spectral peak."""
    m = x.mean(axis=1) if x.ndim == 2 else x
    power = np.abs(np.fft.rfft(m * np.hanning(len(m)))) ** 2
    freqs = np.fft.rfftfreq(len(m), 1.0 / RATE)
    k = int(np.argmax(power))
    reach = max(3, int(freqs[k] * 0.01 / freqs[1]))
    return float(power[max(0, k - reach) : k + reach + 1].sum() / power.sum())


def cents_off_key(freq: float, scale: frozenset[int]) -> float:
    """How far (cents) a frequency lies from the nearest note of ``scale`` (A4 = 440)."""
    midi = 69 + 12 * np.log2(freq / 440.0)
    notes = [m for m in range(int(midi) - 2, int(midi) + 3) if m % 12 in scale]
    return float(min(abs(midi - m) for m in notes) * 100)


# ---------------------------------------------------------------- the measures themselves


def test_the_measures_tell_a_sine_from_a_pluck_and_a_thump_from_paper() -> None:
    """The line share of a sine is nearly all of it, of a bright plucked string well under
    it; a 170 Hz thump loses far more than 6 LU through the laptop, paper noise nothing."""
    t = ss.times(0.5, RATE)
    sine = np.sin(2 * np.pi * 1318.5 * t) * ss.decay(len(t), RATE, 0.1)
    assert line_share(sine) > 0.9
    pluck = ss.pluck(ss.note("G4"), 0.5, RATE, np.random.default_rng(2), 0.996, 0.9, pick=7)
    assert line_share(pluck) < 0.7
    thump = ss.body_thump(170.0, 0.3, RATE)
    assert laptop_loss(thump) > 10.0
    paper = ss.bandpass(ss.noise(RATE // 2, np.random.default_rng(3)), RATE, 1200, 6000)
    assert laptop_loss(paper) < 0.5
    key = foley.CUE_SCALE
    assert cents_off_key(ss.note("D5"), key) < 0.1
    assert cents_off_key(ss.note("F#5"), key) > 90  # F sharp: not in G major pentatonic
    assert cents_off_key(ss.note("D5") * 2 ** (46 / 1200), key) == pytest.approx(46, abs=0.1)


# ---------------------------------------------------------------- a laptop's speakers


def test_every_effect_sounds_on_a_laptop(effects: dict[str, np.ndarray]) -> None:
    """Every effect file loses at most 6 LU through a 250 Hz high-pass (refuse lost 16.8,
    aridity 11.4, card_zone 6.8: their loudest parts were thumps under 200 Hz)."""
    losses = {name: laptop_loss(x) for name, x in effects.items()}
    worst = max(losses.items(), key=lambda kv: kv[1])
    assert worst[1] <= MAX_LAPTOP_LOSS, worst


def test_a_card_is_paper(effects: dict[str, np.ndarray]) -> None:
    """A card's slide, snap and slap: most of its energy above 1 kHz, its loudest band not
    the old 150-190 Hz thump."""
    for cue in (Cue.CARD_TAKE, Cue.CARD_ZONE, Cue.ARIDITY):
        for name in effect_files(cue):
            x = effects[name]
            assert sm.high_share_db(x, RATE, 1000) > ss.db(0.5**0.5), name  # over half
            low = sm.band_levels(x, RATE, 100, 250, window=0.05).max()
            high = sm.band_levels(x, RATE, 1000, 6000, window=0.05).max()
            assert high > low + 12, name


def test_a_token_is_wood_set_down(effects: dict[str, np.ndarray]) -> None:
    """A marker's peg: the crack of its contact (noise over 3 kHz in its first 5 ms, 10 dB
    more of it there than in the ring after) as well as the wood's ring."""
    for name in effect_files(Cue.MARKER):
        x = effects[name].mean(axis=1)
        start = int(np.argmax(np.abs(x) > 0.01))
        first = x[start : start + int(0.005 * RATE)]
        later = x[start + int(0.03 * RATE) : start + int(0.08 * RATE)]
        crack = sm.high_share_db(first, RATE, 3000) - sm.high_share_db(later, RATE, 3000)
        assert crack >= 10.0, (name, crack)


# ---------------------------------------------------------------- not sine beeps


def test_no_effect_is_one_sine_line(effects: dict[str, np.ndarray]) -> None:
    for cue in Cue:
        bound = MAX_LINE_SHARE_CLICKS if cue in CLICKS else MAX_LINE_SHARE
        for name in effect_files(cue):
            assert line_share(effects[name]) <= bound, (name, line_share(effects[name]))


def test_tuned_cues_are_in_the_cues_key(effects: dict[str, np.ndarray]) -> None:
    """Every note of every tuned cue, in every take made for a season, within 15 cents of G
    major pentatonic moved into that season's key (the game's end had C and F sharp; the
    marker's and the press's takes sat 45-48 cents off)."""
    assert frozenset({7, 9, 11, 2, 4}) == foley.CUE_SCALE
    assert foley.PITCHED == TUNED
    shifts = ms.cue_shifts()
    for cue in sorted(foley.PITCHED):
        for season in heard_over(cue):
            scale = score.transposed(foley.CUE_SCALE, shifts[season])
            for name in effect_files(cue, season):
                found = sm.fundamentals(effects[name], RATE)
                assert found, name
                worst = max(cents_off_key(f, scale) for f in found)
                assert worst <= MAX_CENTS, (name, [round(f, 1) for f in found], worst)


def test_a_seasons_takes_are_the_same_cue_moved_into_its_key(
    effects: dict[str, np.ndarray],
) -> None:
    """A tuned cue's takes for two seasons are one performance in two keys: the strongest
    note of Spring's first take lies its shift above Summer's (two semitones, within 15
    cents), so the cue is recognised in every season."""
    shifts = ms.cue_shifts()
    step = shifts[Season.SPRING] - shifts[Season.SUMMER]
    assert step != 0
    for cue in (Cue.VP_TICK, Cue.BOT_TURN, Cue.HINT):
        low = sm.fundamentals(effects[effect_files(cue, Season.SUMMER)[0]], RATE)
        high = sm.fundamentals(effects[effect_files(cue, Season.SPRING)[0]], RATE)
        moved = sorted(1200 * np.log2(h / f) for f in low for h in high)
        assert any(abs(c - 100 * step) <= MAX_CENTS for c in moved), (cue, moved)


# ---------------------------------------------------------------- takes


def test_every_repeating_cue_has_three_takes_that_differ(
    effects: dict[str, np.ndarray],
) -> None:
    """Every cue but the once-a-scoring sweep and the game's end has 3 takes or more, and
    no two of them are the same sound (their waveforms correlate under 0.95), so the
    player's round robin never plays one take twice running."""
    sets = [
        (cue, effect_files(cue, season))
        for cue in Cue
        if cue not in ONCE
        for season in (heard_over(cue) if cue in TUNED else (None,))
    ]
    for cue, names in sets:
        assert len(names) >= 3 and VARIANTS[cue] == len(names), names
        for a, b in itertools.combinations(names, 2):
            x, y = effects[a].mean(axis=1), effects[b].mean(axis=1)
            n = min(len(x), len(y))
            r = float(np.corrcoef(x[:n], y[:n])[0, 1])
            assert r < 0.95, (a, b, r)


def test_the_same_take_is_made_the_same_way() -> None:
    """Deterministic: the same cue and take give the same samples; another take other
    ones."""
    for cue in (Cue.CARD_TAKE, Cue.MARKER, Cue.LAKE):
        a, b = ms.render_effect(cue, 1), ms.render_effect(cue, 1)
        assert np.array_equal(a, b), cue
        c = ms.render_effect(cue, 2)
        assert len(a) != len(c) or not np.array_equal(a, c), cue


# ---------------------------------------------------------------- the hierarchy


def test_the_seasons_moments_stand_out(effects: dict[str, np.ndarray]) -> None:
    """A season's chime and the game's end: louder in their files than any play cue (by
    their measured loudest 400 ms), and longer and fuller (heard for over 2.5 s, with more
    notes)."""
    ordinary = max(
        sm.max_momentary_lufs(effects[n], RATE)
        for cue in Cue
        if cue not in (Cue.SEASON_CHIME, Cue.GAME_END)
        for n in effect_files(cue)
    )
    for cue in (Cue.SEASON_CHIME, Cue.GAME_END):
        for name in effect_files(cue):
            x = effects[name]
            assert sm.max_momentary_lufs(x, RATE) >= ordinary + 1.5, name
            rms = ss.window_rms(x.mean(axis=1), RATE, 0.02)
            heard = np.flatnonzero(rms >= rms.max() * 0.1)[-1] * 0.02
            assert heard >= 2.5, (name, heard)
            assert len(sm.fundamentals(x, RATE)) >= 2, name


def test_the_light_sweeps_once(effects: dict[str, np.ndarray]) -> None:
    """A season's scoring is one gesture of light: one take, long enough to span the
    scoring's opening (over 3 s heard), its loudness one swell (no dip of more than 6 LU
    between its rise and its fall), moving from left to right."""
    assert effect_files(Cue.LIGHT_SWEEP) == [Cue.LIGHT_SWEEP.value]
    x = effects[Cue.LIGHT_SWEEP.value]
    loud = sm.momentary_lufs(x, RATE, 0.2)
    heard = np.flatnonzero(loud >= loud.max() - 20)
    assert (heard[-1] - heard[0]) * 0.05 >= 3.0
    top = int(np.argmax(loud))
    rising, falling = loud[heard[0] : top + 1], loud[top : heard[-1] + 1]
    assert np.max(np.maximum.accumulate(rising) - rising) <= 6.0
    assert np.max(np.maximum.accumulate(falling[::-1]) - falling[::-1]) <= 6.0
    quarter = len(x) // 4
    early, late = x[quarter : 2 * quarter], x[2 * quarter : 3 * quarter]
    assert np.sum(early[:, 0] ** 2) > np.sum(early[:, 1] ** 2)
    assert np.sum(late[:, 1] ** 2) > np.sum(late[:, 0] ** 2)


# ---------------------------------------------------------------- the budget


def test_the_effects_fit_their_budget() -> None:
    from evergreen.ui.sound.cues import SOUNDS_DIR

    total = sum(
        (SOUNDS_DIR / f"{name}.ogg").stat().st_size for cue in Cue for name in effect_files(cue)
    )
    assert total <= EFFECTS_BUDGET, f"{total / 1e6:.2f} MB"


def test_a_plucked_string_excites_its_harmonics_alike_in_every_take() -> None:
    """A pluck's burst has every harmonic in it, falling off smoothly (1/n) with a random
    phase: in no take does one harmonic hold most of the sound by chance (a bare noise
    burst's harmonics are Rayleigh-random: some takes of a G4 had 80 % in one line)."""
    shares = []
    for seed in range(12):
        pluck = ss.pluck(ss.note("A4"), 1.0, RATE, np.random.default_rng(seed), 0.998, 0.85, 7)
        shares.append(line_share(pluck))
    assert max(shares) - min(shares) < 0.1, shares
    assert max(shares) < 0.7, shares
