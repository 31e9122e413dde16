"""The real program in a real X window (Xvfb), clicked with xdotool like a person would."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.x11 import xvfb
from evergreen.ui.kit.layout import Layout
from evergreen.ui.screens.setup.plan import START
from evergreen.ui.screens.title import MENU
from tests.waiting import DEADLINE, PipeText, process_ended

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


class Game:
    """The real program started in the X server, its log read from its pipe as it comes."""

    def __init__(self, display: str, speed: str, folders: Path | None = None) -> None:
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "SDL_VIDEO_WINDOW_POS": "0,0",  # no window manager: pin the window, click pixels
        }
        if folders is not None:
            self.env["EVERGREEN_SAVE_DIR"] = str(folders / "saves")
            self.env["EVERGREEN_CONFIG_DIR"] = str(folders / "config")
        size = f"{SIZE[0]}x{SIZE[1]}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "evergreen", "--size", size, "--speed", speed],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=self.env,
        )
        assert self.process.stdout is not None
        self.log = PipeText(self.process.stdout)

    def wait_for(self, text: str, count: int = 1) -> None:
        """Wait until the program's log holds ``text`` ``count`` times."""
        log = self.log
        if not log.until(lambda got: got.count(text) >= count):
            raise AssertionError(f"{text!r} never appeared {count} times in the log:\n{log.text}")


def test_click_through_to_a_started_game(display: str) -> None:
    """Title → New game → Start → take a card: the log shows the game advancing. Each step
    waits for the log line that says the last one was done (read from the program's pipe
    as it comes), never for a while."""
    started = Game(display, "off")
    game, log, wait_for, env = started.process, started.log, started.wait_for, started.env

    def click(x: int, y: int) -> None:
        xdo(display, "mousemove", "--sync", str(x), str(y), "click", "1")

    try:
        wait_for("scene: TitleScene")
        lay = Layout(*SIZE, players=2)
        click(*lay.rect(*MENU["new"]).center)  # New game
        wait_for("scene: SetupScene")
        click(*lay.rect(*START).center)  # Start
        wait_for("scene: GameScene")
        for played, count in enumerate((3, 2), 1):  # both hotseat players take the leftmost card
            click(*lay.card_rect(0, count).center)
            wait_for("played: P", played)
        if shutil.which("import"):  # ImageMagick (.ci/run installs it): a picture to look at
            shots = Path("artefacts")
            shots.mkdir(exist_ok=True)
            subprocess.run(
                ["import", "-window", "root", str(shots / "x11_game.png")],
                env=env,
                check=False,
                capture_output=True,
                timeout=30,
            )
        assert game.poll() is None, log.drain()
        assert log.drain().count("played: P") == 2
    finally:
        game.terminate()
        game.wait(timeout=DEADLINE)
        game.stdout.close()


def test_open_a_save_as_a_replay_and_step_in_it(display: str, tmp_path: Path) -> None:
    """Title → Load → the first entry (an example: the saves folder is empty) → Replay, then
    Right steps forward (animated), Shift+Right a turn, Left back: the viewer's log line says
    where it stands after each, read from the program's pipe as it comes."""
    started = Game(display, "normal", tmp_path)
    game, log, wait_for, env = started.process, started.log, started.wait_for, started.env

    def press(*keys: str) -> None:
        xdo(display, "key", "--delay", "40", *keys)

    def click(x: int, y: int) -> None:
        xdo(display, "mousemove", "--sync", str(x), str(y), "click", "1")

    def at() -> int:
        """Where the viewer said it stands last."""
        return int(log.text.rsplit("replay: at ", 1)[1].split()[0])

    try:
        wait_for("scene: TitleScene")
        lay = Layout(*SIZE, players=2)
        click(*lay.rect(*MENU["load"]).center)
        wait_for("scene: LoadScene")
        press("Down")  # the first entry is chosen
        click(*lay.rect(460, 690, 180, 52).center)  # Replay (LoadScene.build's place)
        wait_for("scene: ReplayScene")
        press("Right")  # a step forward, animated
        wait_for("replay: at 1 of ")
        press("Right")
        wait_for("replay: at 2 of ")
        press("shift+Right")  # to the next decision
        wait_for("replay: at ", 3)
        turn = at()
        assert turn > 2
        press("Left")  # a step back
        wait_for("replay: at ", 4)
        assert at() == turn - 1
        if shutil.which("import"):
            shots = Path("artefacts")
            shots.mkdir(exist_ok=True)
            subprocess.run(
                ["import", "-window", "root", str(shots / "x11_replay.png")],
                env=env,
                check=False,
                capture_output=True,
                timeout=30,
            )
        assert game.poll() is None, log.drain()
        assert "Traceback" not in log.drain()
    finally:
        game.terminate()
        game.wait(timeout=DEADLINE)
        game.stdout.close()


def children(pid: int) -> list[int]:
    """The living child processes of ``pid`` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if entry.name.isdigit() and int(stat[1]) == pid:
            found.append(int(entry.name))
    return found


def test_the_progress_screens_in_a_real_window(display: str, tmp_path: Path) -> None:
    """Issue 33's screens clicked through: Statistics, its Games tab, a row's replay,
    Achievements, then today's deal, whose Hard bot plays in a process of its own; the game
    killed, that process ends too (no process outlives the game)."""
    from evergreen.persistence import autosave
    from evergreen.progress.history import record
    from evergreen.session.match import Match
    from evergreen.ui.screens.progress.achievements_scene import BUTTONS_Y
    from evergreen.ui.screens.progress.history_rows import AREA, ROW_H
    from tests.persistence.helpers import played

    saves = tmp_path / "saves"
    match: Match = played(1, 31)
    assert record(match, autosave(match, saves), saves)
    started = Game(display, "off", tmp_path)
    game, log, wait_for = started.process, started.log, started.wait_for

    def click(x: float, y: float) -> None:
        xdo(display, "mousemove", "--sync", str(round(x)), str(round(y)), "click", "1")

    lay = Layout(*SIZE, players=2)
    try:
        wait_for("scene: TitleScene")
        click(*lay.rect(*MENU["stats"]).center)
        wait_for("scene: StatsScene")
        click(*lay.rect(1170, 44, 0, 0).topleft)  # the Games tab
        wait_for("statistics: games")  # shown: a click on a row before it would meet Figures
        click(*lay.rect(AREA[0] + 400, AREA[1] + ROW_H / 2, 0, 0).topleft)  # its first row
        wait_for("scene: ReplayScene")
        xdo(display, "key", "Escape")
        wait_for("scene: StatsScene", 2)
        click(*lay.rect(960, BUTTONS_Y + 22, 0, 0).topleft)  # Achievements
        wait_for("scene: AchievementsScene")
        xdo(display, "key", "Escape")
        wait_for("scene: StatsScene", 3)
        xdo(display, "key", "Escape")
        wait_for("scene: TitleScene", 2)
        click(*lay.rect(*MENU["today"]).center)
        wait_for("scene: GameScene")
        helpers = children(game.pid)
        assert helpers, "today's deal started no Hard bot's game"
        assert game.poll() is None, log.drain()
    finally:
        game.kill()  # as a crash: nothing of the game cleans up
        game.wait(timeout=DEADLINE)
        game.stdout.close()
    for pid in helpers:
        assert process_ended(pid), f"process {pid} outlived the game"
