"""How often each grade of the review fires: seeded solo games in which a bot plays the
player's seat, each reviewed as the window reviews it (``analysis.review_match``, the Hard bot
judging, the default budget unless told).

    nice -n 10 python tools/grade_counts.py --games 30 --seed 1000 --level medium

Prints a line per game as it is reviewed (its score, its counts, its accuracy and the
review's time), then the totals: the figures docs/REVIEW.md gives beside the thresholds. A
Medium bot at the player's seat should make visible mistakes; the Hard bot far fewer.
"""

from __future__ import annotations

import argparse
import statistics
import time

from evergreen.ai.bots import make_bot
from evergreen.review.analysis import Grade, Review, review_match
from evergreen.review.judge import DEFAULT_BUDGET
from evergreen.seats import bot_kind
from evergreen.session.match import Match


def played(level: str, seed: int) -> Match:
    """A whole solo game of ``level`` at the player's seat (the automa plays itself)."""
    kind = bot_kind(level)
    match = Match.start(1, seed, seats=(kind,))
    bot = make_bot(kind, seed)
    while not match.state.is_over:
        reason = match.play(bot.choose(match.state))
        assert reason is None, reason
    return match


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--games", type=int, default=30)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--level", default="medium", help="the bot at the player's seat")
    p.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    args = p.parse_args(argv)
    totals = dict.fromkeys(Grade, 0)
    accuracies: list[float] = []
    times: list[float] = []
    decisions = 0
    for seed in range(args.seed, args.seed + args.games):
        match = played(args.level, seed)
        t0 = time.perf_counter()
        review: Review = review_match(match, args.budget, seats=(0,))
        spent = time.perf_counter() - t0
        counts = review.counts()
        for grade, n in counts.items():
            totals[grade] += n
        decisions += len(review.decisions)
        accuracies.append(review.accuracy())
        times.append(spent)
        said = " ".join(f"{g.value} {n}" for g, n in counts.items())
        print(
            f"seed {seed}: {match.state.scores[0]} VP, {len(review.decisions)} decisions: {said};"
            f" accuracy {review.accuracy():.0f}%; review {spent:.1f} s",
            flush=True,
        )
    games = len(accuracies)
    print(f"\n{games} solo games, {args.level} at the player's seat, budget {args.budget}:")
    for grade, n in totals.items():
        print(
            f"  {grade.value:<11} {n:5d}  {100 * n / max(1, decisions):5.1f} % of decisions"
            f"  {n / max(1, games):5.2f} a game"
        )
    print(
        f"  accuracy median {statistics.median(accuracies):.0f}% "
        f"(range {min(accuracies):.0f}-{max(accuracies):.0f}); review time median "
        f"{statistics.median(times):.1f} s (range {min(times):.1f}-{max(times):.1f})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
