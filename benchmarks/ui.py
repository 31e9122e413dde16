"""`python -m benchmarks.ui`: frame times of the game scene and launch time.

The game scene with 4 players late in the game on full planets, idle and while animations
run, at 1280x800 and 1920x1080, uncapped, under the dummy driver: median and 99th
percentile ms per frame; the frames as the sun moves (its first frame, and all until the
board is still). Sound: the frames of a season's scoring with the sound on (the
mixer playing the music and the scoring's cues under the dummy audio driver) against the
same with the sound off, runs interleaved in one process, medians compared. Launch: process
start to the first drawn title frame.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import wave
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from evergreen.persistence import SAVE_DIR_ENV
from evergreen.rules import EventKind, Source, Verb, apply
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import FPS, App, Options
from evergreen.ui.game.kinds import Deal, PointsFloat, Pop
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.anim import Tween
from evergreen.ui.kit.speed import Speed


def late_game(seed: int = 3) -> Match:
    """A 4-player game in Winter whose planets are full of trees, bushes and lakes: played
    through the rules from the start, every seat putting pieces down whenever it may (so the
    state is one the rules made: the shared supply and the planets agree)."""
    from evergreen.rules.commands import SPACE_VERBS

    match = Match.start(4, seed, (SeatKind.HUMAN,) * 4)
    rng = random.Random(seed)
    while match.state.round < 12:
        legal = match.legal()
        placing = [c for c in legal if c.verb in SPACE_VERBS]
        match.play(rng.choice(placing or legal))
    return match


def keep_busy(scene: GameScene, n: int) -> None:
    """Frame ``n`` of a busy game: once the animations are over, pieces pop again, points
    rise and a card is dealt."""
    if not scene.anim.busy:
        for i in scene.match.state.players[0].planet.layout.plantable[::3]:
            scene.anim.add(Tween(Pop(scene.look.viewed, i), 0.5))
        scene.anim.add(Tween(PointsFloat(n, 1, 3, Source.LIGHT), 0.5))
        scene.anim.add(Tween(Deal(), 0.5))


def frame_times(size: tuple[int, int], animate: bool, frames: int) -> list[float]:
    """Milliseconds per frame of the game scene."""
    app = App(Options(size=size, speed=Speed.NORMAL))
    scene = app.open_game(late_game())
    assert scene is not None
    app.scenes.reset(scene)
    app.step(1 / 60)  # the first frame opens the mixer; its files load in a thread
    app.sound.wait_loaded()  # (else the first frames measured share the CPU with it)
    times = []
    for n in range(frames + 20):
        if animate:
            keep_busy(scene, n)
        t0 = time.perf_counter()
        app.step(1 / 60)
        if n >= 20:  # warm-up frames fill the caches
            times.append((time.perf_counter() - t0) * 1000)
    return times


def moving_frame_times(size: tuple[int, int], seconds: float) -> list[float]:
    """Milliseconds per frame of a 4-player late game waiting for its person, its planet's
    ambient motion on, run by the window's own loop for ``seconds``: a frame at each step
    of the motion, the rest of the time asleep (drawing ahead: the pictures its steps are
    laid from). The first second's frames (the screen's first pictures) are not counted."""
    app = App(Options(size=size, speed=Speed.NORMAL))
    scene = app.open_game(late_game())
    assert scene is not None
    app.scenes.reset(scene)
    app.step(1 / 60)
    app.sound.wait_loaded()
    try:
        return window_loop_times(app, seconds, lambda: True)
    finally:
        app.close()


def window_loop_times(app: App, seconds: float, going: Callable[[], bool]) -> list[float]:
    """Milliseconds per frame of ``app`` run by the window's own loop (as ``App.run``: a
    frame when one is due, at most FPS a second, asleep and drawing ahead otherwise) for
    ``seconds`` or while ``going()``; the first ``OPENING`` second's frames not counted."""
    times: list[float] = []
    start = time.monotonic()
    while time.monotonic() < start + seconds and going():
        if not app.needs_frame():
            app.sleep()
            continue
        dt = app.clock.tick(FPS) / 1000
        t0 = time.perf_counter()
        app.frame(min(dt, 0.1))
        if time.monotonic() - start >= OPENING:
            times.append((time.perf_counter() - t0) * 1000)
    return times


def sound_folder() -> Path:
    """The game's sound files, or (before they are made) stand-ins of the same shape: short
    effects, five 20-second stereo pieces a season (``music.json``: a 16-second body) and
    each season's 20-second ambience, at 44.1 kHz, written to a temporary folder."""
    from evergreen.rules import Season
    from evergreen.ui.sound.cues import AMBIENCE, MUSIC, PIECES_FILE, SOUNDS_DIR, Cue

    real = Path(SOUNDS_DIR)
    if real.is_dir() and any(real.glob("*.ogg")):
        return real
    folder = Path(tempfile.mkdtemp(prefix="evergreen-sounds-"))
    rng = random.Random(1)
    pieces = {f"{MUSIC[s]}_{n}": s for s in Season for n in range(1, 6)}
    listed = {
        name: {"season": s.name.lower(), "body": 16.0, "seconds": 20.0}
        for name, s in pieces.items()
    }
    (folder / PIECES_FILE.name).write_text(json.dumps(listed, sort_keys=True), encoding="utf-8")
    music = [*pieces, *AMBIENCE.values()]
    for name, seconds in [(c.value, 0.4) for c in Cue] + [(m, 20.0) for m in music]:
        with wave.open(str(folder / f"{name}.wav"), "wb") as f:
            f.setnchannels(2)
            f.setsampwidth(2)
            f.setframerate(44100)
            noise = bytes(rng.getrandbits(8) & 0x0F for _ in range(44100 * 4))
            for _ in range(int(seconds)) if seconds >= 1 else [0]:
                f.writeframes(noise if seconds >= 1 else noise[: int(44100 * 4 * seconds)])
    return folder


def before_season_end(seed: int = 3) -> tuple[Match, object]:
    """A 4-player late game one command before a season ends, and that command."""
    match = late_game(seed)
    rng = random.Random(seed)
    while True:
        legal = match.legal()
        cmd = rng.choice([c for c in legal if c.verb is not Verb.STOP] or legal)
        if any(e.kind is EventKind.SEASON_ENDED for e in apply(match.state, cmd).events):
            return match, cmd
        match.play(cmd)


def scoring_frame_times(
    size: tuple[int, int], runs: int = 6
) -> tuple[list[float], list[float], int]:
    """Milliseconds per frame of a season's scoring, sound on and off (runs interleaved in
    one App: the mixer playing, then muted), and how many cues the runs with sound played."""
    app = App(Options(size=size, speed=Speed.NORMAL, sounds=sound_folder()))
    app.step(1 / 60)  # the first frame opens the mixer
    app.sound.wait_loaded()
    start, cmd = before_season_end()
    times: dict[bool, list[float]] = {True: [], False: []}
    for run in range(2 * runs):
        on = run % 2 == 0
        app.set_muted(not on)
        match = Match.start(4, 3, (SeatKind.HUMAN,) * 4)
        match.state = start.state
        scene = app.open_game(match)
        assert isinstance(scene, GameScene)
        app.scenes.reset(scene)
        for _ in range(30):  # settled: the music fades in, caches filled
            app.step(1 / 60)
        scene.play(cmd)  # type: ignore[arg-type]
        app.step(1 / 60)
        while scene.anim.busy:
            t0 = time.perf_counter()
            app.step(1 / 60)
            times[on].append((time.perf_counter() - t0) * 1000)
    cues = len(app.sound.played)
    app.close()
    return times[True], times[False], cues


def sun_move_frame_times(
    size: tuple[int, int], moves: int = 4, settle: int = 600
) -> tuple[list[float], list[float], int]:
    """Milliseconds per frame as the sun moves (issue 53: the planet's tiles lit from the
    new side), in a 2-player game played by random commands: each command that moves the
    sun (a season's end: its scoring comes first, then the board lit from the new side) is
    played once the window's own loop before it (its frames when due and its drawing ahead
    while it sleeps, for at most ``settle`` sixtieths of a second: a person's last turn of
    a season gives the window seconds) has drawn ahead what the game will show, then its
    frames are measured until the game's screen is still (the scoring's Continue pressed
    once it is shown). Returns the first frame after each such command, every frame measured,
    and how many tiles those frames painted (none when they were lit ahead)."""
    from evergreen.ui.kit.bounded_cache import BoundedCache

    app = App(Options(size=size, speed=Speed.NORMAL))
    match = Match.start(2, 11, (SeatKind.HUMAN,) * 2)
    scene = app.open_game(match)
    assert isinstance(scene, GameScene)
    app.scenes.reset(scene)
    app.step(1 / 60)
    app.sound.wait_loaded()
    rng = random.Random(11)
    first: list[float] = []
    every: list[float] = []
    painted = [0]
    real = BoundedCache.get

    def get(self: BoundedCache[object], key: object, make: Callable[[], object]) -> object:
        def counted() -> object:
            painted[0] += self.name == "art.terrain.tile"
            return make()

        return real(self, key, counted)

    while len(first) < moves and not match.is_over:
        legal = match.legal()
        cmd = rng.choice([c for c in legal if c.verb is not Verb.STOP] or legal)
        if not any(e.kind is EventKind.SUN_MOVED for e in apply(match.state, cmd).events):
            match.play(cmd)
            continue
        # the person's turn: the window's own loop until the coming pictures are drawn ahead
        deadline = time.monotonic() + settle / 60  # (frames when due, the rest as it sleeps)
        while scene.warmer.pending and time.monotonic() < deadline:
            if app.needs_frame():
                app.step(1 / 60)
            else:
                app.sleep()
        scene.play(cmd)
        drawn: list[float] = []
        setattr(BoundedCache, "get", get)  # noqa: B010 (counts the tiles painted)
        try:
            while (not drawn or scene.anim.busy or app.scenes.top is not scene) and len(
                drawn
            ) < 900:
                top = app.scenes.top
                if isinstance(top, SeasonScoringScene) and top.wake_in() is None:
                    top.close()  # its scoring shown: the person's Continue
                t0 = time.perf_counter()
                app.step(1 / 60)
                drawn.append((time.perf_counter() - t0) * 1000)
        finally:
            setattr(BoundedCache, "get", real)  # noqa: B010
        first.append(drawn[0])
        every += drawn
    app.close()
    return first, every, painted[0]


#: Seconds the thinking benchmark may run at most (it stops sooner once it has its frames).
THINKING_LIMIT = 120.0
#: Seconds at the start of the thinking benchmark not counted in its every-frame figure.
OPENING = 1.0


def bots_playing(size: tuple[int, int]) -> tuple[App, Match]:
    """A window of ``size`` showing a late game of 4 Hard bots, at the normal speed."""
    app = App(Options(size=size, speed=Speed.NORMAL))
    match = late_game()
    match.seats = (SeatKind.HARD,) * 4
    scene = app.open_game(match)
    assert scene is not None
    app.scenes.reset(scene)
    return app, match


def thinking_loop_times(size: tuple[int, int], seconds: float) -> list[float]:
    """Milliseconds per frame while Hard bots play (4 Hard bots, late game), run by the
    window's own loop for ``seconds`` (a frame when one is due, asleep and drawing ahead
    otherwise), after the first second: what a person waiting for the bots sees."""
    app, match = bots_playing(size)
    try:
        return window_loop_times(app, seconds, lambda: not match.is_over)
    finally:
        app.close()


def thinking_frame_times(size: tuple[int, int], frames: int) -> tuple[list[float], list[float]]:
    """Milliseconds per frame while Hard bots play (4 Hard bots, late game): the frames that
    start while a bot thinks in the worker (``frames`` of them), and every frame after the
    first second (those a move lands on and the ones that draw it included): the frames a
    person sees while waiting for a bot."""
    app, match = bots_playing(size)
    thinking_times: list[float] = []
    every: list[float] = []
    start = time.monotonic()
    try:
        while len(thinking_times) < frames and time.monotonic() < start + THINKING_LIMIT:
            thinking = match.bot_thinking
            t0 = time.perf_counter()
            app.step(1 / 60)
            took = (time.perf_counter() - t0) * 1000
            if thinking:
                thinking_times.append(took)
            if time.monotonic() - start >= OPENING:  # (not the screen's first pictures)
                every.append(took)
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))  # a real 60 fps loop
    finally:
        app.close()
    return thinking_times, every


def launch_ms(command: list[str], runs: int, cold: bool = False) -> list[float]:
    """Wall-clock ms from starting ``command`` (with --frames 1) to its log line saying the
    first frame was drawn. ``cold`` drops the OS page cache before each run (root only)."""
    out = []
    env = {**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy")}
    for _ in range(runs):
        if cold and not drop_caches():
            return []
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            [*command, "--frames", "1"], stderr=subprocess.PIPE, text=True, env=env
        )
        assert proc.stderr is not None
        for line in proc.stderr:
            if "first frame drawn" in line:
                out.append((time.perf_counter() - t0) * 1000)
                break
        proc.communicate(timeout=60)
    return out


def drop_caches() -> bool:
    """Empty the page cache so the next start reads everything from disk (a cold start)."""
    try:
        os.sync()
        with open("/proc/sys/vm/drop_caches", "w") as f:
            f.write("3\n")
    except OSError:
        return False
    return True


def report_launch(label: str, times: list[float]) -> None:
    """One line: median, min and max of launch times."""
    if not times:
        print(f"{label}: not measurable here")
        return
    print(
        f"{label}: median {statistics.median(times):.0f} ms"
        f" (min {min(times):.0f}, max {max(times):.0f}, {len(times)} runs)"
    )


def p99(values: list[float]) -> float:
    """99th percentile."""
    return statistics.quantiles(values, n=100)[98]


def main(argv: list[str] | None = None) -> int:
    """Print the table (the benchmark's games are kept in a throwaway saves folder)."""
    p = argparse.ArgumentParser(prog="benchmarks.ui", description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="a tiny workload (the smoke test)")
    quick = p.parse_args(argv).quick
    os.environ[SAVE_DIR_ENV] = tempfile.mkdtemp(prefix="evergreen-bench-")
    print(f"{'scene':<28} {'size':>10} {'median ms':>10} {'p99 ms':>8}")
    for size in ((1280, 800),) if quick else ((1280, 800), (1920, 1080)):
        for animate in (False, True):
            t = frame_times(size, animate, 5 if quick else 400)
            name = "game, 4p late" + (", animating" if animate else ", idle")
            print(f"{name:<28} {size[0]}x{size[1]:>5} {statistics.median(t):>10.2f} {p99(t):>8.2f}")
        t = moving_frame_times(size, 1.5 if quick else 20.0)
        name = "game, 4p late, planet moving"
        print(f"{name:<28} {size[0]}x{size[1]:>5} {statistics.median(t):>10.2f} {p99(t):>8.2f}")
    on, off, cues = scoring_frame_times((1280, 800), 1 if quick else 6)
    for name, t in (("season scoring, sound on", on), ("season scoring, sound off", off)):
        print(f"{name:<28} {1280}x{800:>5} {statistics.median(t):>10.2f} {p99(t):>8.2f}")
    ratio = statistics.median(on) / statistics.median(off)
    print(f"sound on / off: {ratio:.2f}x of the median frame ({cues} cues played; target 1.10)")
    first, moving, painted = sun_move_frame_times(
        (1280, 800), 1 if quick else 3, 5 if quick else 90
    )
    for name, times in (("sun moves: first frame", first), ("sun moves: every frame", moving)):
        top = max(times) if len(times) < 2 else p99(times)
        print(f"{name:<28} {1280}x{800:>5} {statistics.median(times):>10.2f} {top:>8.2f}")
    print(f"sun moves: tiles painted in those frames: {painted} (0: lit ahead)")
    t, every = thinking_frame_times((1280, 800), 3 if quick else 240)
    for name, times in (("game, Hard bot thinking", t), ("game, bots playing: every", every)):
        if times:
            print(
                f"{name:<28} {1280}x{800:>5} {statistics.median(times):>10.2f} {p99(times):>8.2f}"
            )
    for size in ((1280, 800),) if quick else ((1280, 800), (1920, 1080)):
        t = thinking_loop_times(size, 2.0 if quick else 30.0)
        name = "bots playing: window's loop"
        print(f"{name:<28} {size[0]}x{size[1]:>5} {statistics.median(t):>10.2f} {p99(t):>8.2f}")
    source = [sys.executable, "-m", "evergreen"]
    report_launch("launch to first title frame, from source", launch_ms(source, 1 if quick else 5))
    app = Path(__file__).resolve().parents[1] / "dist" / "Evergreen" / "Evergreen"
    if app.exists() and not quick:  # after `make app`
        report_launch("packaged app, warm", launch_ms([str(app)], 5))
        report_launch("packaged app, cold (page cache dropped)", launch_ms([str(app)], 3, True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
