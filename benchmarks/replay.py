"""`python -m benchmarks.replay`: a jump of the replay viewer to any point of a game.

The viewer opened on the 4-player finished example at 1280x800 (and 1920x1080), under the
dummy driver: after its card pictures are drawn ahead (what it does by itself in its first
seconds), seeded random jumps, each the state from the nearest snapshot and the whole frame
drawn: median, 90th percentile and max ms. Then the state alone (``Table.go``), and whether
the viewer at rest asks for any frame (``wake_in``: None, as the game waiting for a person).
Target (issue 32): a jump ≤ 50 ms at 1280x800.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from evergreen.persistence import CONFIG_DIR_ENV, EXAMPLES_DIR, SAVE_DIR_ENV
from evergreen.ui.app import App, Options
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.source import ReplaySource

TARGET_MS = 50.0


def viewer(size: tuple[int, int], example: str) -> tuple[App, ReplayScene]:
    """An App showing the replay of an example save, its pictures drawn ahead."""
    app = App(Options(size=size, speed=Speed.OFF))
    app.step(1 / 60)
    scene = ReplayScene(app, ReplaySource.of_save(EXAMPLES_DIR / example))
    app.scenes.push(scene)
    app.step(1 / 60)
    while scene.wake_in() == 0.0:  # the card pictures, one a frame
        app.step(1 / 60)
    return app, scene


def jump_times(app: App, scene: ReplayScene, jumps: int, seed: int = 1) -> list[float]:
    """Milliseconds per jump to a random point, the frame drawn."""
    rng = random.Random(seed)
    end = len(scene.source.replay)
    times = []
    for _ in range(jumps):
        t0 = time.perf_counter()
        scene.go(rng.randrange(end + 1))
        app.step(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def state_times(scene: ReplayScene, jumps: int, seed: int = 2) -> list[float]:
    """Milliseconds per jump of the table alone (no drawing)."""
    rng = random.Random(seed)
    end = len(scene.source.replay)
    times = []
    for _ in range(jumps):
        t0 = time.perf_counter()
        scene.table.go(rng.randrange(end + 1))
        times.append((time.perf_counter() - t0) * 1000)
    return times


def row(label: str, times: list[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return (
        f"{label:<40} median {statistics.median(times):6.1f} ms  p90 {p90:6.1f}  "
        f"max {ordered[-1]:6.1f}  ({len(times)} jumps)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a tiny smoke run")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ[SAVE_DIR_ENV] = os.path.join(folder, "saves")
        os.environ[CONFIG_DIR_ENV] = os.path.join(folder, "config")
        example = "solo-mid-autumn.json" if args.quick else "finished-4p.json"
        jumps = 8 if args.quick else 200
        sizes = [(1280, 800)] if args.quick else [(1280, 800), (1920, 1080)]
        for size in sizes:
            app, scene = viewer(size, example)
            times = jump_times(app, scene, jumps)
            print(row(f"replay jump, {size[0]}x{size[1]}, frame drawn", times))
            if size == (1280, 800):
                print(row("replay jump, state alone", state_times(scene, jumps)))
                rest = "none (asleep)" if scene.wake_in() is None else f"{scene.wake_in()} s"
                print(f"replay at rest: next frame asked {rest}; target ≤ {TARGET_MS:.0f} ms")
            app.close()


if __name__ == "__main__":
    main()
