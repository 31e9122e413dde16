"""`python -m benchmarks.review`: how long the review of a whole game takes (issue 32).

Made as the window makes it (``review_run.ReviewRun`` asking a bot worker process, a
decision per question, at the worker's low priority, its start included), at the default
budget, nothing kept: a whole solo game with the Medium bot at the player's seat (every
decision of that seat), and a 4-player game of Medium bots (every decision of every seat).
Medians over ``--repeats`` runs (the review is the same every time; only its time varies),
and the median time of one decision. Target: a solo game in ≤ 60 s on a 2-core machine.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time

from evergreen.ai.bots import make_bot
from evergreen.ai.worker import BotWorker
from evergreen.review.judge import DEFAULT_BUDGET
from evergreen.review.run import ReviewRun, Status
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.session.replay import Replay

TARGET_S = 60.0
#: The games reviewed: seeded, played by the Medium bot at every seat.
SOLO_SEED, FOUR_SEED = 1000, 2000


def played(players: int, seed: int) -> Match:
    """A whole seeded game with the Medium bot at every seat (and the automa in solo)."""
    match = Match.start(players, seed, seats=(SeatKind.MEDIUM,) * players)
    bots = [make_bot(SeatKind.MEDIUM, seed * 8 + k) for k in range(players)]
    while not match.state.is_over:
        seat = match.state.awaiting
        assert seat is not None
        reason = match.play(bots[seat].choose(match.state))
        assert reason is None, reason
    return match


Run = tuple[float, float, int]


def children_cpu() -> float:
    """CPU seconds of the ended child processes (the worker, once closed)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def review_time(match: Match, budget: int, limit: int | None = None) -> Run:
    """Seconds to review ``match`` in a worker process (its first ``limit`` decisions only,
    if given), the worker's CPU seconds, and how many decisions were judged."""
    cpu = children_cpu()
    t0 = time.perf_counter()
    run = ReviewRun.start(match, Replay.of(match), None, budget, BotWorker)
    if limit is not None:
        del run.todo[limit:]
        run.total = len(run.todo)
    while run.status is Status.RUNNING:
        if not run.step() and isinstance(run.worker, BotWorker):
            run.worker.ready(0.05)  # waits for the answer, never past it
    assert run.status is Status.DONE, run.error
    return time.perf_counter() - t0, children_cpu() - cpu, run.done


def row(label: str, runs: list[Run]) -> str:
    """Wall time (what the player waits), the worker's CPU time (what the review costs on
    a free core), a decision's share."""
    times = [t for t, _c, _n in runs]
    count = runs[0][2]
    per = statistics.median(t / max(1, n) for t, _c, n in runs)
    cpu = statistics.median(c for _t, c, _n in runs)
    return (
        f"{label:<34} median {statistics.median(times):6.1f} s  (runs {min(times):.1f}-"
        f"{max(times):.1f}, {len(runs)} runs; worker CPU {cpu:.1f} s)  {count} decisions,"
        f" {per:.2f} s a decision"
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="benchmarks.review", description=__doc__)
    p.add_argument("--quick", action="store_true", help="a tiny smoke run (budget 1)")
    p.add_argument("--repeats", type=int, default=3, help="runs of the solo review")
    p.add_argument("--repeats-4p", type=int, default=1, help="runs of the 4-player review")
    p.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    args = p.parse_args(argv)
    budget = 1 if args.quick else args.budget
    solo, four = played(1, SOLO_SEED), played(4, FOUR_SEED)
    repeats = 1 if args.quick else args.repeats
    limit = 4 if args.quick else None
    runs = [review_time(solo, budget, limit) for _ in range(repeats)]
    print(row(f"review, solo game, budget {budget}", runs), f"(target ≤ {TARGET_S:.0f} s)")
    runs = [review_time(four, budget, limit) for _ in range(1 if args.quick else args.repeats_4p)]
    print(row(f"review, 4 players, budget {budget}", runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
