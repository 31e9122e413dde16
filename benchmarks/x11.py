"""`python -m benchmarks.x11`: what the window costs in a real X server (Xvfb).

The dummy video driver hides the cost of presenting a frame, so these run the game under a
private Xvfb server:

- **idle CPU**: the game run for 20 s on the title screen, in a game waiting for the player
  and in the replay viewer at rest (issue 32: no more than the game), with no input; its CPU
  time over the wall time (the frame loop sleeps when nothing moves, so this should be a
  few percent at most).
- **idle CPU of issue 33's screens**: Statistics (both tabs) and Achievements at rest over
  a few finished games, measured the same way (they should cost no more than the title).
- **season scoring frames**: the median time of a frame while the end-of-season scoring
  animates, present included, against a bare ``pygame.display.flip()`` of the same window
  measured in the same run (the present is the floor no drawing can go under).

Needs ``Xvfb`` on the PATH (``.ci/run`` installs it); prints "not measurable here" if not.
"""

from __future__ import annotations

import argparse
import json
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from evergreen.rules import Command
    from evergreen.session.match import Match

IDLE_SECONDS = 20.0
SIZES = ((1280, 800), (1920, 1080))


@contextmanager
def xvfb(size: tuple[int, int] = (1920, 1080), timeout: float = 60.0) -> Iterator[str]:
    """A private Xvfb server; yields its DISPLAY name once it accepts connections. The server
    takes a free display number itself and writes it to a pipe when it is ready
    (``-displayfd``): no two runs on one machine race for a number, nobody polls."""
    read, write = os.pipe()
    screen = f"{size[0]}x{size[1]}x24"
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write,),
    )
    os.close(write)
    try:
        told = b""
        while not told.endswith(b"\n"):
            if not select.select([read], [], [], timeout)[0]:
                raise RuntimeError(f"Xvfb was not ready after {timeout:.0f} s")
            chunk = os.read(read, 64)
            if not chunk:
                raise RuntimeError(f"Xvfb ended before it was ready ({server.wait()})")
            told += chunk
        yield f":{told.decode().strip()}"
    finally:
        os.close(read)
        server.terminate()
        server.wait(timeout=10)


def x11_env(display: str, folder: str) -> dict[str, str]:
    """The environment of a game run in the X server, its saves and settings in ``folder``."""
    return {
        **os.environ,
        "DISPLAY": display,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "EVERGREEN_SAVE_DIR": str(Path(folder, "saves")),
        "EVERGREEN_CONFIG_DIR": str(Path(folder, "config")),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def idle_cpu(
    display: str,
    extra: list[str],
    seconds: float = IDLE_SECONDS,
    reduce_motion: bool = False,
    settle: float | None = None,
    command: list[str] | None = None,
) -> float:
    """Percent of one core the game (its process and its bot worker) used over ``seconds``
    with no input, once settled: the CPU time is read from /proc after ``SETTLE`` seconds
    (start-up, the first frames and the art they cache) and again ``seconds`` later;
    ``reduce_motion``: with that setting on; ``settle``: instead of ``SETTLE``; ``command``:
    another program than the game's (it takes ``--seconds``), ``extra`` then unused."""
    settle = SETTLE if settle is None else settle
    with tempfile.TemporaryDirectory(prefix="evergreen-idle-") as folder:
        if reduce_motion:
            from evergreen.persistence import save_settings
            from evergreen.persistence.settings import Settings

            save_settings(Settings(reduce_motion=True), Path(folder, "config"))
        if command is None:
            command = [sys.executable, "-m", "evergreen", "--size", "1280x800", *extra]
        child = subprocess.Popen(
            [*command, "--seconds", str(settle + seconds + 2)],
            env=x11_env(display, folder),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            time.sleep(settle)
            before = tree_cpu(child.pid)
            time.sleep(seconds)
            used = tree_cpu(child.pid) - before
        finally:
            child.wait(timeout=60)
    return 100.0 * max(0.0, used) / seconds


#: Scoring sequences timed per window size (a run's ratio swings with the X server's load).
SCORING_RUNS = 5
#: Seconds a game is given to start and settle before its idle CPU is measured.
SETTLE = 4.0


def tree_cpu(root: int) -> float:
    """CPU seconds used so far by a process and its living descendants (Linux /proc)."""
    parents: dict[int, int] = {}
    ticks: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue  # gone meanwhile
        pid = int(entry.name)
        parents[pid], ticks[pid] = int(fields[1]), int(fields[11]) + int(fields[12])
    tree, grew = {root}, True
    while grew:
        found = {pid for pid, parent in parents.items() if parent in tree} - tree
        grew = bool(found)
        tree |= found
    return sum(ticks.get(pid, 0) for pid in tree) / os.sysconf("SC_CLK_TCK")


def scoring_frames(display: str, size: tuple[int, int]) -> dict[str, float]:
    """Median ms of a frame during season scoring and of a bare flip, in a child process."""
    with tempfile.TemporaryDirectory(prefix="evergreen-frames-") as folder:
        out = subprocess.run(
            [sys.executable, "-m", "benchmarks.x11", "--child", f"{size[0]}x{size[1]}"],
            env=x11_env(display, folder),
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def before_scoring(players: int = 2, seed: int = 7) -> tuple[Match, Command]:
    """A match one command before Spring's scoring, and that command."""
    from evergreen.rules import EventKind, apply
    from evergreen.session.match import Match

    match = Match.start(players, seed)
    while True:  # play on until the next command ends Spring
        cmd = match.legal()[-1]
        if any(e.kind is EventKind.SEASON_ENDED for e in apply(match.state, cmd).events):
            return match, cmd
        match.play(cmd)


def child(size: tuple[int, int]) -> None:
    """In the X server: time frames of a season's scoring, then bare flips; print JSON."""
    import pygame

    from evergreen.ui.app import App, Options
    from evergreen.ui.game.scene import GameScene
    from evergreen.ui.kit.speed import Speed

    app = App(Options(size=size, speed=Speed.NORMAL))
    match, cmd = before_scoring()
    game = app.open_game(match)
    assert isinstance(game, GameScene)
    app.scenes.reset(game)
    for _ in range(30):
        app.step(1 / 60)
    game.play(cmd)
    frames: list[float] = []
    app.step(1 / 60)
    while game.anim.busy and len(frames) < 600:
        t0 = time.perf_counter()
        app.step(1 / 60)
        frames.append((time.perf_counter() - t0) * 1000)
    flips = []
    for _ in range(max(60, len(frames))):
        t0 = time.perf_counter()
        pygame.display.flip()
        flips.append((time.perf_counter() - t0) * 1000)
    app.close()
    print(
        json.dumps(
            {
                "frames": len(frames),
                "frame_ms": statistics.median(frames),
                "flip_ms": statistics.median(flips),
            }
        )
    )


#: The replay viewer at rest, for its idle CPU: ``python -m benchmarks.x11 --replay``.
REPLAY = [sys.executable, "-m", "benchmarks.x11", "--replay"]
#: Seconds the viewer is given before its idle CPU is measured: in its first seconds it
#: draws the game's card pictures ahead, one a frame (75 for the 4-player example, 3-5 s of
#: a core on a loaded machine), so that a jump later finds them drawn; then it rests.
REPLAY_SETTLE = 15.0


def replay_child(seconds: float) -> None:
    """In the X server: the replay viewer opened over the title on the 4-player example,
    half-way through the game, left at rest for ``seconds`` (the App's own frame loop)."""
    from evergreen.persistence import EXAMPLES_DIR
    from evergreen.ui.app import App, Options
    from evergreen.ui.screens.replay.scene import ReplayScene
    from evergreen.ui.screens.replay.source import ReplaySource

    app = App(Options(size=(1280, 800), seconds=seconds))
    scene = ReplayScene(app, ReplaySource.of_save(EXAMPLES_DIR / "finished-4p.json"))
    app.scenes.push(scene)
    scene.go(len(scene.source.replay) // 2)
    app.run()


#: Issue 33's screens measured at rest, by the name ``--screen`` takes.
SCREENS = ("stats", "stats-games", "achievements")


def screen_child(screen: str, seconds: float) -> None:
    """In the X server: a few finished games in the history, then the screen at rest."""
    from evergreen.ai.random_bot import RandomBot
    from evergreen.persistence import autosave
    from evergreen.progress.history import record
    from evergreen.session.match import Match
    from evergreen.ui.app import App, Options
    from evergreen.ui.screens.progress.achievements_scene import AchievementsScene
    from evergreen.ui.screens.progress.stats_scene import StatsScene

    for seed in range(5):
        match, bot = Match.start(1, seed), RandomBot(seed)
        while not match.is_over:
            match.play(bot.choose(match.state))
        record(match, autosave(match))
    app = App(Options(size=(1280, 800), seconds=seconds))
    if screen == "achievements":
        app.scenes.push(AchievementsScene(app))
    else:
        stats = StatsScene(app)
        app.scenes.push(stats)
        if screen == "stats-games":
            stats.on_button("view:games")
    app.run()


def main(argv: list[str] | None = None) -> int:
    """Print the table (or, with --child, measure inside the X server)."""
    p = argparse.ArgumentParser(prog="benchmarks.x11", description=__doc__)
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--replay", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--screen", choices=SCREENS, help=argparse.SUPPRESS)
    p.add_argument("--seconds", type=float, default=IDLE_SECONDS, help="idle run length")
    p.add_argument("--quick", action="store_true", help="a tiny workload (the smoke test)")
    args = p.parse_args(argv)
    quick = args.quick
    if quick:  # one idle case, briefly settled; one size, one scoring run
        args.seconds = 0.2
    if args.screen:
        screen_child(args.screen, args.seconds)
        return 0
    if args.child:
        w, h = (int(v) for v in args.child.split("x"))
        child((w, h))
        return 0
    if args.replay:
        replay_child(args.seconds)
        return 0
    if shutil.which("Xvfb") is None:
        print("Xvfb: not measurable here (no Xvfb)")
        return 0
    with xvfb() as display:
        game = ["--players", "2", "--seed", "3"]
        cases = [
            ("title screen", [], False),
            ("game waiting for the player", game, False),
            ("title screen, Reduce motion", [], True),
            ("game waiting for the player, Reduce motion", game, True),
        ]
        for label, extra, calm in cases[:1] if quick else cases:
            cpu = idle_cpu(display, extra, args.seconds, calm, 0.5 if quick else None)
            print(f"idle CPU, {label}, {args.seconds:.0f} s at 1280x800: {cpu:.1f}% of a core")
        settle = 1.5 if quick else REPLAY_SETTLE  # its card pictures are drawn ahead first
        cpu = idle_cpu(display, [], args.seconds, settle=settle, command=REPLAY)
        label = "replay viewer at rest (4 players, mid-game)"
        print(f"idle CPU, {label}, {args.seconds:.0f} s at 1280x800: {cpu:.1f}% of a core")
        for screen in SCREENS[:1] if quick else SCREENS:
            command = [sys.executable, "-m", "benchmarks.x11", "--screen", screen]
            settle = 0.5 if quick else 2 * SETTLE  # the history is made first
            cpu = idle_cpu(display, [], args.seconds, settle=settle, command=command)
            print(
                f"idle CPU, {screen} screen, {args.seconds:.0f} s at 1280x800: {cpu:.1f}% of a core"
            )
        count = 1 if quick else SCORING_RUNS
        for size in SIZES[:1] if quick else SIZES:
            runs = [scoring_frames(display, size) for _ in range(count)]
            ratios = sorted(r["frame_ms"] / r["flip_ms"] for r in runs)
            frame = statistics.median(r["frame_ms"] for r in runs)
            flip = statistics.median(r["flip_ms"] for r in runs)
            print(
                f"season scoring at {size[0]}x{size[1]}, {count} runs: frame median"
                f" {frame:.2f} ms, bare flip {flip:.2f} ms; ratio median"
                f" {statistics.median(ratios):.2f} (runs {ratios[0]:.2f}-{ratios[-1]:.2f})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
