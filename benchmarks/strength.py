"""`python -m benchmarks.strength`: the fast simulator against the engine, on random games.

Random full games (uniform over the legal commands, the same games both ways): once through
the engine's ``LegalCommands.after`` (each menu worked out once, the fastest way to play the
public API) and once on the fast simulator (``evergreen.rules.Sim``) the searches use.
Every figure is the median of several timed repeats on one core, by the wall clock and by
the process's CPU time (``cpu games/s``: on a machine shared with other work, the wall clock
mostly measures the others; the CPU time is what this process used). A fixed pure-Python
baseline workload timed in the same run makes figures from a busy machine comparable by
the ratio (games per second times the baseline's seconds).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from evergreen.rules import Sim, legal_commands, new_game


def engine_game(players: int, seed: int) -> int:
    """One random game through ``LegalCommands.after``; the number of commands."""
    legal = legal_commands(new_game(players, seed))
    rng = random.Random(seed)
    steps = 0
    while not legal.state.is_over:
        legal = legal.after(rng.choice(list(legal)))
        steps += 1
    return steps


def sim_game(players: int, seed: int) -> int:
    """The same game on the fast simulator; the number of commands."""
    sim = Sim.of(new_game(players, seed))
    rng = random.Random(seed)
    steps = 0
    while not sim.is_over:
        sim.play(rng.choice(sim.legal()))
        steps += 1
    return steps


def baseline() -> int:
    """A fixed pure-Python workload (tuple building, dict and list work) to calibrate speed."""
    total = 0
    for i in range(20_000):
        t = tuple(range(i % 40))
        d = {k: k * k for k in t[:8]}
        total += sum(d.values()) + len([x for x in t if x & 1])
    return total


def timed(fn: Callable[[], object], repeats: int) -> list[float]:
    """Wall-clock seconds of each of ``repeats`` calls."""
    return [wall for wall, _ in timed_both(fn, repeats)]


def timed_both(fn: Callable[[], object], repeats: int) -> list[tuple[float, float]]:
    """(Wall-clock seconds, CPU seconds of this process) of each of ``repeats`` calls."""
    out = []
    for _ in range(repeats):
        start, cpu = time.perf_counter(), time.process_time()
        fn()
        out.append((time.perf_counter() - start, time.process_time() - cpu))
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    p = argparse.ArgumentParser(prog="benchmarks.strength", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=200, help="games per repeat and table size")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--quick", action="store_true", help="a tiny workload (the smoke test)")
    args = p.parse_args(argv)
    games, repeats = (4, 1) if args.quick else (args.games, args.repeats)
    base = statistics.median(timed(baseline, repeats))
    print(f"baseline workload: median {base * 1000:.1f} ms")
    print(
        f"{'players':>7} {'games/s':>9} {'commands/s':>11} {'cmds/game':>9} {'x baseline':>11}"
        f" {'cpu games/s':>12} {'cpu commands/s':>15}"
    )
    for label, game in (("engine (after)", engine_game), ("fast simulator", sim_game)):
        print(f"{label}:")
        for players in (1, 2, 3, 4):
            counts: list[int] = []

            def run(
                players: int = players,
                counts: list[int] = counts,
                game: Callable[[int, int], int] = game,
            ) -> None:
                counts.append(sum(game(players, seed) for seed in range(games)))

            times = timed_both(run, repeats)
            secs = statistics.median(wall for wall, _ in times)
            cpu = statistics.median(used for _, used in times)
            steps = statistics.median(counts)
            rate = games / secs
            print(
                f"{players:>7} {rate:>9.1f} {steps / secs:>11.0f} {steps / games:>9.1f}"
                f" {rate * base:>11.2f} {games / cpu:>12.1f} {steps / cpu:>15.0f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
