"""Every game kept: the real App, playing in a subprocess, is SIGKILLed at random moments in
every mode (solo, hotseat, against a bot, four players, the guided game); each time the next
start's Continue resumes at the last confirmed turn or draft pick, or later.

The default run kills 40 times (8 per mode); ``make test-slow`` (the ``slow`` marker) kills
1,000 times.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from evergreen.persistence import autosave_path, continue_latest, games, load_with_fallback
from evergreen.persistence.lock import is_claimed, lock_path
from tests.ui.kill_child import MODES
from tests.waiting import DEADLINE, PipeText, flock_free

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Tally:
    """What the kills of one mode found."""

    kills: int = 0
    games_over: int = 0
    behind: list[str] = field(default_factory=list)


def last_number(lines: list[str], word: str) -> int | None:
    """N of the last 'word N' line."""
    found = [int(line.split()[1]) for line in lines if line.startswith(word + " ")]
    return found[-1] if found else None


def trial(mode: str, folder: Path, seed: int, delay: float, tally: Tally) -> None:
    """Start the player, kill it after ``delay`` seconds of play, and check what Continue
    finds against the last turn the player saw kept."""
    env = {
        **os.environ,
        "EVERGREEN_SAVE_DIR": str(folder / "saves"),
        "EVERGREEN_CONFIG_DIR": str(folder / "config"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    err = folder / "err.txt"
    with err.open("w") as errors:
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.kill_child", mode, str(seed)],
            stdout=subprocess.PIPE,
            stderr=errors,
            env=env,
            cwd=ROOT,
        )
    assert child.stdout is not None
    with child, child.stdout:
        out = PipeText(child.stdout)
        out.until(lambda text: "\n" in text)  # "resumed ...": the game is open (or it failed)
        with contextlib.suppress(subprocess.TimeoutExpired):
            child.wait(timeout=delay)  # it plays until killed at this random moment, or ends
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=DEADLINE)
        lines = out.drain().splitlines()  # all it wrote (its bot worker may hold the pipe)
    assert lines and lines[0].startswith("resumed"), f"{mode}: {lines} {err.read_text()[-2000:]}"
    game_id = lines[0].split()[2]
    kept = max(last_number(lines, "kept") or 0, last_number(lines, "resumed") or 0)
    tally.kills += 1
    saves = folder / "saves"
    # A bot worker forked at the kill holds the lock until it starts its own program
    # (milliseconds), no longer.
    assert flock_free(lock_path(saves, game_id)), f"{mode}: the killed player's lock outlived it"
    assert not is_claimed(saves, game_id)
    own = load_with_fallback(autosave_path(game_id, saves))[0].match if kept else None
    if own is not None and own.is_over:  # it ended (perhaps just before the kill)
        tally.games_over += 1
        assert len(own.log) >= kept
        return
    found = continue_latest(saves)
    resumed = "nothing" if found is None else found[0].match.game_id
    have = 0 if found is None else len(found[0].match.log)
    if kept and (resumed != game_id or have < kept):
        listing = [(i.path.name, i.over, i.error, str(i.saved_at)) for i in games(saves)]
        tally.behind.append(
            f"{mode}: game {game_id} kept {kept}, Continue resumed {resumed} at {have}; "
            f"saw {lines[-3:]}; files {listing}"
        )


def kill_mode(mode: str, kills: int, folder: Path, seed: int) -> Tally:
    """``kills`` trials of one mode in its own saves folder."""
    rng = random.Random(seed)
    tally = Tally()
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(kills):
        delay = rng.choice([0.0, rng.uniform(0, 0.05), rng.uniform(0.05, 0.6)])
        trial(mode, folder, seed * 1000 + n, delay, tally)
    return tally


def run(kills_per_mode: int, tmp_path: Path) -> dict[str, Tally]:
    """Every mode, two at a time (the machine has two cores)."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {
            mode: pool.submit(kill_mode, mode, kills_per_mode, tmp_path / mode, i + 1)
            for i, mode in enumerate(MODES)
        }
        return {mode: future.result() for mode, future in futures.items()}


def check(results: dict[str, Tally], kills_per_mode: int) -> None:
    behind = [line for tally in results.values() for line in tally.behind]
    assert behind == []
    assert all(tally.kills == kills_per_mode for tally in results.values())


@pytest.mark.slow
def test_killed_games_resume_at_their_last_confirmed_turn(tmp_path: Path) -> None:
    """40 kills: 8 in each of the five modes (a third of make test's time went to 100;
    make test-slow kills 1,000 times)."""
    results = run(8, tmp_path)
    check(results, 8)


@pytest.mark.slow
def test_a_thousand_kills(tmp_path: Path) -> None:
    results = run(200, tmp_path)
    check(results, 200)
    print({mode: (t.kills, t.games_over) for mode, t in results.items()})
