"""The real program from the command line: --frames, direct start, no display."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """python -m evergreen with arguments."""
    return subprocess.run(
        [sys.executable, "-m", "evergreen", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env or ENV,
        check=False,
    )


def test_frames_draws_the_title_and_exits_zero() -> None:
    """--frames N renders N frames and exits 0, logging that the title scene drew."""
    out = run("--frames", "5")
    assert out.returncode == 0, out.stderr
    assert "first frame drawn: TitleScene" in out.stderr


def test_direct_start_and_demo() -> None:
    """--players/--seed start a game directly; --demo plays itself."""
    out = run("--players", "3", "--seed", "9", "--frames", "5")
    assert out.returncode == 0 and "first frame drawn: GameScene" in out.stderr
    out = run("--demo", "--frames", "30", "--speed", "fast")
    assert out.returncode == 0 and "first frame drawn: GameScene" in out.stderr


def test_bad_arguments_get_one_clear_line() -> None:
    """Out-of-range players: a message, exit 2, no traceback."""
    out = run("--players", "7", "--frames", "1")
    assert out.returncode == 2
    assert "players" in out.stderr and "Traceback" not in out.stderr


def test_no_display_is_one_sentence_not_a_traceback() -> None:
    """If the window cannot open, the program says so in one sentence and exits 1."""
    env = {k: v for k, v in ENV.items() if k != "DISPLAY"}
    env["SDL_VIDEODRIVER"] = "x11"
    out = run("--frames", "1", env=env)
    assert out.returncode == 1
    assert "cannot open the game window" in out.stderr
    assert "Traceback" not in out.stderr


def test_text_mode_prints_a_whole_game() -> None:
    """--text plays a bots-only game in the terminal and prints the breakdown."""
    out = run("--text", "--players", "2", "--seed", "3")
    assert out.returncode == 0
    assert "Total" in out.stdout and "Winner" in out.stdout


def test_frames_draws_that_many_frames_even_when_nothing_moves(tmp_path: Path) -> None:
    """--frames N is a smoke test: N frames are drawn and the program ends, although the
    frame loop would otherwise sleep on an idle title screen."""
    done = subprocess.run(
        [sys.executable, "-m", "evergreen", "--frames", "30", "--size", "1024x640"],
        capture_output=True,
        text=True,
        timeout=60,
        env={
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "EVERGREEN_CONFIG_DIR": str(tmp_path),
        },
    )
    assert done.returncode == 0, done.stderr
