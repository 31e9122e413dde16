"""`python -m benchmarks.persistence`: save and load times of a finished 4-player game.

Both include everything a player waits for: saving builds the file, writes a temp file,
fsyncs, keeps the backup and renames; loading reads, validates, replays the whole log from
the seed and checks the snapshot. Medians over several runs, in a temporary folder.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence.saves import load, save_match
from evergreen.seats import SeatKind
from evergreen.session.match import Match


def finished_game(players: int = 4, seed: int = 4242) -> Match:
    """A full game between seeded random bots."""
    match = Match.start(players, seed, (SeatKind.RANDOM,) * players)
    bot = RandomBot(seed)
    while not match.state.is_over:
        match.play(bot.choose(match.state))
    return match


def main(argv: list[str] | None = None) -> int:
    """Print the median save and load times."""
    p = argparse.ArgumentParser(prog="benchmarks.persistence", description=__doc__)
    p.add_argument("--runs", type=int, default=30)
    p.add_argument("--dir", type=Path, help="folder to save in (default: a temporary one)")
    p.add_argument("--quick", action="store_true", help="a tiny workload (the smoke test)")
    args = p.parse_args(argv)
    if args.quick:
        args.runs = 2
    match = finished_game()
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        saves, loads = [], []
        path = save_match(match, "bench", folder)
        load(path)  # warm the validators' caches
        for _ in range(args.runs):
            t0 = time.perf_counter()
            save_match(match, "bench", folder)
            t1 = time.perf_counter()
            loaded = load(path)
            t2 = time.perf_counter()
            assert loaded.match.state == match.state
            saves.append(t1 - t0)
            loads.append(t2 - t1)
        size = path.stat().st_size
    print(
        f"save/load of a finished 4-player game ({len(match.log)} commands, {size / 1024:.0f} KB),"
        f" median of {args.runs}:"
    )
    print(f"  save {statistics.median(saves) * 1000:6.1f} ms  (incl. fsync and backup)")
    print(f"  load {statistics.median(loads) * 1000:6.1f} ms  (incl. replay and snapshot check)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
