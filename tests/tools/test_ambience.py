"""Each season's ambience (assets/sounds/ambience_<season>.ogg, made by tools/ambience.py
through tools/make_sounds.py and committed): a seamless stereo loop of 45-90 s, quiet (about
-30 LUFS), within its budget, read as the game reads it. And its synthesis: the same seed
gives the same loop, and a loop made circularly has no seam."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from evergreen.rules import Season
from evergreen.ui.sound.cues import AMBIENCE, SOUNDS_DIR, all_files, cue_file
from tests.mixer_decoding import decode
from tools import ambience
from tools import sound_measure as sm
from tools import sound_synth as ss

RATE = 44100
#: The loops' length (s), loudness (integrated LUFS, with its tolerance) and budget (bytes).
LENGTH = (45.0, 90.0)
LUFS = -30.0
LUFS_TOLERANCE = 1.0
BUDGET = 4 * 1024 * 1024


@pytest.fixture(scope="module")
def loops() -> Iterator[dict[Season, np.ndarray]]:
    """Each season's loop (stereo, -1..1) as the mixer decodes it."""
    decoded = decode({season: cue_file(name) for season, name in AMBIENCE.items()})
    yield decoded


def seam_jump(x: np.ndarray) -> tuple[float, float]:
    """The step from a loop's last sample to its first (the larger of the two channels'),
    and the loop's own usual largest step (the 99.9th percentile of its sample-to-sample
    steps)."""
    jump = float(np.max(np.abs(x[0] - x[-1])))
    usual = float(np.percentile(np.abs(np.diff(x, axis=0)), 99.9))
    return jump, usual


def test_every_season_has_its_loop_among_the_files() -> None:
    assert set(AMBIENCE) == set(Season)
    for name in AMBIENCE.values():
        assert name in all_files()
        assert (SOUNDS_DIR / f"{name}.ogg").is_file(), name


def test_the_loops_are_long_stereo_and_wide(loops: dict[Season, np.ndarray]) -> None:
    for season, x in loops.items():
        assert LENGTH[0] <= len(x) / RATE <= LENGTH[1], season
        r = sm.correlation(x)
        assert 0.0 < r < 0.9, (season, r)


def test_the_loops_are_quiet(loops: dict[Season, np.ndarray]) -> None:
    """About -30 LUFS: under the music, never in front; no true peak over -1 dBTP."""
    for season, x in loops.items():
        assert sm.integrated_lufs(x, RATE) == pytest.approx(LUFS, abs=LUFS_TOLERANCE), season
        assert sm.true_peak(x) <= -1.0, season


def test_the_loops_are_seamless(loops: dict[Season, np.ndarray]) -> None:
    """The end flows into the start: the step across the seam is no larger than the loop's
    usual steps (no click), and the loudness either side of it is the same (no bump)."""
    for season, x in loops.items():
        jump, usual = seam_jump(x)
        assert jump <= usual, (season, jump, usual)
        tenth = int(0.1 * RATE)
        before = ss.db(float(np.sqrt(np.mean(x[-tenth:] ** 2))))
        after = ss.db(float(np.sqrt(np.mean(x[:tenth] ** 2))))
        assert abs(before - after) <= 3.0, (season, before, after)


def test_the_loops_fit_their_budget() -> None:
    total = sum((SOUNDS_DIR / f"{name}.ogg").stat().st_size for name in AMBIENCE.values())
    assert total <= BUDGET, f"{total / 1e6:.2f} MB"


# ---------------------------------------------------------------- the synthesis


def test_a_loop_is_made_the_same_way_and_joins_itself() -> None:
    """The same seed, the same loop; played twice over, its seam is as smooth as any other
    point of it (made circularly: the filters, the swells, the events and the reverb's tail
    all wrap around)."""
    for season in (Season.SPRING, Season.AUTUMN):
        a = ambience.render_ambience(season, RATE, np.random.default_rng(5), seconds=4.0)
        b = ambience.render_ambience(season, RATE, np.random.default_rng(5), seconds=4.0)
        assert np.array_equal(a, b), season
        jump, usual = seam_jump(a)
        assert jump <= usual, (season, jump, usual)


def test_a_swell_and_an_event_wrap_around_the_loop() -> None:
    n = 8000
    swell = ambience.cycles(n, RATE, np.random.default_rng(1), (0.05, 0.03))
    assert abs(swell[0] - swell[-1]) <= np.max(np.abs(np.diff(swell)))
    out = np.zeros((n, 2))
    ambience.place_loop(out, np.ones(3000), n / RATE - 1000 / RATE, RATE, 0.0, 1.0)
    assert np.allclose(out[:2000], 1.0) and np.allclose(out[-1000:], 1.0)
    assert np.allclose(out[2000:-1000], 0.0)
