"""`python -m benchmarks.rules`: random full games per second and commands per second.

Every figure is the median of several timed repeats on one core. A fixed pure-Python
baseline workload is timed in the same run, so results from a noisy shared machine can be
compared across runs by the ratio rather than the raw rate.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from evergreen.rules import apply, legal_commands, new_game


def random_game(players: int, seed: int) -> int:
    """Play one game choosing uniformly among the legal commands; returns the command count.

    Each step asks ``legal_commands(state)`` and plays with ``apply``, as most callers do."""
    state = new_game(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        state = apply(state, rng.choice(list(legal_commands(state))))
        steps += 1
    return steps


def random_game_chained(players: int, seed: int) -> int:
    """The same game played through ``LegalCommands.after``: the caller keeps each state's
    menu (the engine keeps no cache), so each menu is worked out once."""
    legal = legal_commands(new_game(players, seed))
    rng = random.Random(seed)
    steps = 0
    while not legal.state.is_over:
        legal = legal.after(rng.choice(list(legal)))
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
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return times


def main(argv: list[str] | None = None) -> int:
    """Print the benchmark table."""
    p = argparse.ArgumentParser(prog="benchmarks.rules", description=__doc__)
    p.add_argument("--games", type=int, default=100, help="games per repeat and player count")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--quick", action="store_true", help="a tiny workload (the smoke test)")
    args = p.parse_args(argv)
    if args.quick:
        args.games, args.repeats = 2, 1
    base = statistics.median(timed(baseline, args.repeats))
    print(f"baseline workload: median {base * 1000:.1f} ms")
    print(
        f"{'players':>7} {'games/s':>9} {'commands/s':>11} {'cmds/game':>9} {'games/baseline':>15}"
    )
    for label, game in (("apply", random_game), ("after", random_game_chained)):
        print(f"playing with {label}:")
        for players in (1, 2, 3, 4):
            counts: list[int] = []

            def run(
                players: int = players,
                counts: list[int] = counts,
                game: Callable[[int, int], int] = game,
            ) -> None:
                counts.append(sum(game(players, seed) for seed in range(args.games)))

            secs = statistics.median(timed(run, args.repeats))
            steps = statistics.median(counts)
            rate = args.games / secs
            print(
                f"{players:>7} {rate:>9.1f} {steps / secs:>11.0f} {steps / args.games:>9.1f}"
                f" {rate * base:>15.2f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
