"""The real program in a real X window (Xvfb), clicked with xdotool like a person would."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from evergreen.ui.bench_x11 import xvfb
from evergreen.ui.kit.layout import Layout
from evergreen.ui.screens.setup.plan import START
from evergreen.ui.screens.title import MENU

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="needs Xvfb and xdotool (.ci/run installs them)",
)
SIZE = (1280, 800)


@pytest.fixture
def display() -> Iterator[str]:
    """A private Xvfb server (the one the X benchmarks use)."""
    with xvfb((1400, 900)) as name:
        yield name


def xdo(disp: str, *args: str) -> str:
    """Run xdotool on the display."""
    out = subprocess.run(
        ["xdotool", *args],
        capture_output=True,
        text=True,
        timeout=30,
        env={**os.environ, "DISPLAY": disp},
        check=True,
    )
    return out.stdout.strip()


def wait_for(log: Path, text: str, seconds: float = 20) -> None:
    """Wait until the program's log contains ``text``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if text in log.read_text():
            return
        time.sleep(0.1)
    raise AssertionError(f"{text!r} never appeared in the log:\n{log.read_text()}")


def test_click_through_to_a_started_game(display: str, tmp_path: Path) -> None:
    """Title → New game → Start → take a card: the log shows the game advancing."""
    log = tmp_path / "evergreen.log"
    env = {
        **os.environ,
        "DISPLAY": display,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "SDL_VIDEO_WINDOW_POS": "0,0",  # no window manager: pin the window, click screen pixels
    }
    with log.open("w") as sink:
        game = subprocess.Popen(
            [sys.executable, "-m", "evergreen", "--size", f"{SIZE[0]}x{SIZE[1]}", "--speed", "off"],
            stderr=sink,
            stdout=sink,
            env=env,
        )
    try:
        wait_for(log, "scene: TitleScene")
        lay = Layout(*SIZE, players=2)

        def click(x: int, y: int) -> None:
            xdo(display, "mousemove", str(x), str(y))
            time.sleep(0.2)
            xdo(display, "click", "1")
            time.sleep(0.3)

        click(*lay.rect(*MENU["new"]).center)  # New game
        wait_for(log, "scene: SetupScene")
        click(*lay.rect(*START).center)  # Start
        wait_for(log, "scene: GameScene")
        for count in (3, 2):  # both hotseat players take the leftmost card
            click(*lay.card_rect(0, count).center)
        wait_for(log, "played: P")
        shots = Path("artefacts")
        shots.mkdir(exist_ok=True)
        subprocess.run(
            ["import", "-window", "root", str(shots / "x11_game.png")],
            env=env,
            check=False,
            capture_output=True,
            timeout=30,
        )
        assert game.poll() is None, log.read_text()
        assert log.read_text().count("played: P") == 2
    finally:
        game.terminate()
        game.wait(timeout=10)
