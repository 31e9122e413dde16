"""Memory of the running game (resident set size), in fresh processes under SDL's dummy
driver (the memory is the game's own pictures: the same with any driver).

Scenarios, each run ``--runs`` times (medians printed):
- title: the title screen at 1280×800 after 60 frames;
- game: a 2-player game at 1280×800 after 120 frames;
- drag: a game whose window is dragged from 1024×640 to 3840×2160 in 150 sizes (two frames
  each), against a fresh start at the final size;
- rebuild: a fresh start at 3840×2160 whose text size then changes to 130 % (every screen
  built again at the same size; its peak counts the start's too);
- demo: ``--demo --speed fast`` for ``--minutes`` (30 by default; 15 s with ``--quick``),
  sampled each minute (each 3 s with ``--quick``), the growth from minute 5 to the end and
  the slope per minute (a least-squares line); ``--demo-runs`` of them (one by default: a
  run is half an hour); ``--demo-only`` skips the other scenarios.

Targets (issue 39): peak ≤ 300 MB in every scenario; after the drag within 20 % of a
fresh start at the final size; the demo grows ≤ 5 % from minute 5 to minute 30.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time

MB = 2**20
ENV = {
    **os.environ,
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "EVERGREEN_SAVE_DIR": tempfile.mkdtemp(prefix="evergreen-bench-"),
    "EVERGREEN_CONFIG_DIR": tempfile.mkdtemp(prefix="evergreen-bench-"),
}

_IN_PROCESS = textwrap.dedent(
    """
    import os, sys, tempfile
    os.environ["EVERGREEN_SAVE_DIR"] = tempfile.mkdtemp()
    os.environ["EVERGREEN_CONFIG_DIR"] = tempfile.mkdtemp()
    from evergreen.session.match import Match
    from evergreen.ui.app import App, Options
    from evergreen.ui.kit.speed import Speed

    def status(key):
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1]) * 1024
        return 0

    def frames(app, n):
        for _ in range(n):
            app.frame(1 / 60)

    mode, final = sys.argv[1], (3840, 2160)
    start = (1024, 640) if mode == "drag" else final
    app = App(Options(size=start, speed=Speed.OFF))
    game = app.open_game(Match.start(2, 46))
    app.scenes.push(game)
    frames(app, 10)
    if mode == "drag":
        for step in range(150):
            w = 1024 + (final[0] - 1024) * (step + 1) // 150
            h = 640 + (final[1] - 640) * (step + 1) // 150
            app.resize(w, h)
            frames(app, 2)
    frames(app, 10)
    app.sound.wait_loaded()  # a session's sound is loaded a few seconds in: count it
    frames(app, 2)
    if mode == "rebuild":  # every screen built again at the same size: the text's size
        app.set_ui_scale(130)
        frames(app, 12)
    print(status("VmRSS"), status("VmHWM"))
    app.close()
    """
)


def rss_of(pid: int) -> int:
    """A process's resident set size in bytes (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        return 0
    return 0


def peak_of(args: list[str]) -> int:
    """Peak RSS of ``python -m evergreen ARGS`` (bytes)."""
    proc = subprocess.Popen([sys.executable, "-m", "evergreen", *args], env=ENV)
    peak = 0
    while proc.poll() is None:
        peak = max(peak, rss_of(proc.pid))
        time.sleep(0.05)
    return peak


def in_process(mode: str) -> tuple[int, int]:
    """RSS at the end and peak RSS of a game at 3840×2160 (``mode``: drag, fresh or rebuild)."""
    out = subprocess.run(
        [sys.executable, "-c", _IN_PROCESS, mode], env=ENV, capture_output=True, text=True
    )
    if out.returncode:
        raise RuntimeError(out.stderr)
    now, peak = out.stdout.strip().splitlines()[-1].split()
    return int(now), int(peak)


def demo(minutes: float, every: float) -> list[int]:
    """RSS samples of a ``--demo --speed fast`` run."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "evergreen",
            "--demo",
            "--speed",
            "fast",
            "--size",
            "1280x800",
            "--seconds",
            str(minutes * 60),
        ],
        env=ENV,
    )
    samples: list[int] = []
    began = time.monotonic()
    while proc.poll() is None:
        time.sleep(max(0.0, began + every * (len(samples) + 1) - time.monotonic()))
        value = rss_of(proc.pid)
        if value:
            samples.append(value)
    return samples


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="one short run of each (smoke test)")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--minutes", type=float, default=30.0)
    p.add_argument("--demo-only", action="store_true", help="only the long --demo run")
    p.add_argument("--demo-runs", type=int, default=1, help="long --demo runs (one after another)")
    args = p.parse_args()
    runs = 1 if args.quick else args.runs
    minutes = 0.25 if args.quick else args.minutes
    every = 3.0 if args.quick else 60.0
    if not args.demo_only:
        pictures(runs)
    for _ in range(1 if args.quick else args.demo_runs):
        demo_growth(args.quick, minutes, every)


def pictures(runs: int) -> None:
    """The title, a game, a resize drag, a fresh start at 3840×2160 and a rebuild there."""

    def med(values: list[int]) -> float:
        return statistics.median(values) / MB

    title = [peak_of(["--frames", "60", "--size", "1280x800"]) for _ in range(runs)]
    game = [
        peak_of(["--players", "2", "--seed", "46", "--frames", "120", "--size", "1280x800"])
        for _ in range(runs)
    ]
    dragged = [in_process("drag") for _ in range(runs)]
    started = [in_process("fresh") for _ in range(runs)]
    rebuilt = [in_process("rebuild") for _ in range(runs)]
    drag, fresh = [d[0] for d in dragged], [f[0] for f in started]
    print(f"title  1280x800 peak RSS: median {med(title):.0f} MB ({runs} runs)")
    print(f"game   1280x800 peak RSS: median {med(game):.0f} MB")
    ratio = statistics.median(drag) / statistics.median(fresh)
    print(
        f"drag   1024x640 -> 3840x2160: median {med(drag):.0f} MB; a fresh start at "
        f"3840x2160: {med(fresh):.0f} MB ({ratio:.2f}x; target <= 1.20x)"
    )
    print(
        f"peak   drag {med([d[1] for d in dragged]):.0f} MB, fresh start at 3840x2160 "
        f"{med([f[1] for f in started]):.0f} MB (target <= 300 MB)"
    )
    print(
        f"rebuild at 3840x2160 (text 100 -> 130 %): end {med([r[0] for r in rebuilt]):.0f} MB, "
        f"peak {med([r[1] for r in rebuilt]):.0f} MB"
    )


def demo_growth(quick: bool, minutes: float, every: float) -> None:
    """A long ``--demo``: RSS each ``every`` seconds, the growth from minute 5 to the end,
    sample to sample and along a least-squares line through the samples from minute 5 (a
    sample moves by ±8 MB with what the game draws at that moment: the line says whether
    the memory keeps growing)."""
    samples = demo(minutes, every)
    first = 0 if quick else min(len(samples) - 1, int(5 * 60 / every) - 1)
    if len(samples) - first >= 2:
        start = samples[first]
        growth = (samples[-1] - start) / start * 100
        tail = [((i + 1) * every / 60, s / MB) for i, s in enumerate(samples) if i >= first]
        line = statistics.linear_regression([t for t, _ in tail], [m for _, m in tail])
        begin, end = tail[0][0], tail[-1][0]
        along = line.slope * (end - begin) / (line.intercept + line.slope * begin) * 100
        print(
            f"demo   {minutes:g} min: {samples[0] / MB:.0f} -> {samples[-1] / MB:.0f} MB, "
            f"peak {max(samples) / MB:.0f} MB; from minute {begin:g}: {growth:+.1f} % "
            f"sample to sample, {along:+.1f} % along the line ({line.slope:+.2f} MB/min); "
            "target <= 5 %"
        )
    print("samples (MB):", " ".join(f"{s / MB:.0f}" for s in samples))


if __name__ == "__main__":
    main()
