"""Each benchmark of `make bench` still runs: `python -m benchmarks.<name> --quick` (a tiny
workload, a few seconds at most) exits 0 and prints its table. The figures are not checked:
that is what `make bench` is for."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Benchmark module → lines its quick run must print.
EXPECTED = {
    "rules": ["games/s", "playing with after:"],
    "ai": ["hard    turn", "worlds sampled"],
    "persistence": ["save/load of a finished 4-player game", "load "],
    "replay": ["replay jump, 1280x800, frame drawn", "replay at rest: next frame asked none"],
    "review": ["review, solo game, budget 1", "review, 4 players, budget 1"],
    "ui": [
        "game, 4p late, animating",
        "sound on / off",
        "sun moves: tiles painted",
        "launch to first title frame",
    ],
    "strength": ["fast simulator:", "commands/s"],
    "memory": [
        "title  1280x800 peak RSS",
        "drag   1024x640 -> 3840x2160",
        "rebuild at 3840x2160",
        "demo   ",
    ],
    "x11": (
        ["idle CPU, title screen", "idle CPU, replay viewer at rest", "season scoring at 1280x800"]
        if shutil.which("Xvfb")
        else ["not measurable here"]
    ),
}


#: Quick runs too long for `make test` (minutes: the memory one drags a window to 4K and
#: plays the demo): they run in `make test-slow`, and in full in `make bench`.
SLOW = {"memory", "ui", "x11"}


@pytest.mark.parametrize(
    "name",
    [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in sorted(EXPECTED)],
)
def test_each_benchmark_runs_quickly(name: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", f"benchmarks.{name}", "--quick"],
        cwd=ROOT,  # the benchmarks are run from the repository, not installed
        env={
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "TMPDIR": str(tmp_path),  # what they keep in temporary folders goes with the test
        },
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for line in EXPECTED[name]:
        assert line in done.stdout, done.stdout


def test_the_benchmarks_are_not_part_of_the_game() -> None:
    """They live outside the package: neither installed with it nor packaged in the app."""
    assert not list((ROOT / "evergreen").rglob("bench*.py"))
    import tomllib

    found = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert found["packages"]["find"]["include"] == ["evergreen*"]
