"""`python -m evergreen.ai.tournament`: seeded bot games, seats rotated, with the statistics.

    python -m evergreen.ai.tournament --games 400 --seats medium,easy --jobs 2
    python -m evergreen.ai.tournament --games 400 --seats hard,medium --hard-time 0.5
    python -m evergreen.ai.tournament --solo hard --games 200
    python -m evergreen.ai.tournament --games 400 --seats hard,hard-v1
    python -m evergreen.ai.tournament --ratings-table
    python -m evergreen.ai.tournament --paired new.json old.json

Table games: game ``g`` uses the deal of seed ``seed + g // seats`` with the seat list rotated
``g % seats`` places, so every level plays every deal from every seat. A win is the best VP;
equal best VP shares the win (the R10.3 tie-break favours a seat, not a level). Win rates
come with Wilson 95% confidence intervals. Solo games (against the automa, R11) report the
mean, median and the R11.3 rank distribution. Times are per whole turn (all of a turn's
commands) and per draft pick.

Table games also update the rating list (``ratings``, kept in ``docs/ratings.json`` when run
from the repository, or ``--ratings PATH``; ``--no-ratings`` for trials): an entry is its
level's name, with any settings given to it in brackets (``hard[time=2.0]``), so every
rated result stays comparable. Besides the bot strengths a seat may be ``hard-v1``: the
previous Hard bot (its first learned model and its search settings, frozen), the list's
anchor.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from evergreen.rules import Phase, Verb, apply, new_game, solo_rank
from evergreen.seats import bot_kind

from .bots import make_bot
from .ratings import ANCHOR, RatingList

Settings = dict[str, dict[str, Any]]
#: Entries a tournament seats besides the bot strengths: (the bot, its settings).
ALIASES: dict[str, tuple[str, dict[str, Any]]] = {
    # the Hard bot before issue 35: the first learned model, its search as it was then
    ANCHOR: (
        "hard",
        {
            "model": "v1",
            "time": 0.5,
            "candidates": 8,
            "width": 256,
            "per_stage": 24,
            "depth": 1,
            "rollout_width": 8,
            "draft_candidates": 3,
            "prior": 4.0,
            "real_picks": False,
        },
    ),
}
#: Where the rating list is kept when a tournament runs from the repository's root.
RATINGS_PATH = Path("docs") / "ratings.json"


@dataclass
class GameRecord:
    """One finished game, seen from the entries of the seat list (not the seats)."""

    seed: int
    rotation: int
    scores: list[int]  # per entry
    shares: list[float]  # per entry: 1 for the sole best VP, 1/k for a k-way VP tie
    turn_times: list[list[float]]  # per entry: seconds per whole turn
    pick_times: list[list[float]]  # per entry: seconds per draft pick


@dataclass
class EntryStats:
    """Summary for one entry of the seat list."""

    level: str
    games: int
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    mean_score: float
    median_score: float
    sd_score: float
    mean_turn_ms: float
    max_turn_ms: float
    mean_pick_ms: float
    ranks: dict[str, int] = field(default_factory=dict)


def play_game(
    levels: Sequence[str], seed: int, rotation: int = 0, settings: Settings | None = None
) -> GameRecord:
    """Play one seeded game; ``levels[k]`` sits at seat ``(k + rotation) % seats``."""
    n = len(levels)
    players = 1 if n == 1 else n
    state = new_game(players, seed)
    seat_of = [(k + rotation) % n for k in range(n)]
    entry_of = {seat: k for k, seat in enumerate(seat_of)}
    bots = [entry_bot(levels[k], seed * 8 + seat_of[k], settings) for k in range(n)]
    turn_times: list[list[float]] = [[] for _ in range(n)]
    pick_times: list[list[float]] = [[] for _ in range(n)]
    running = [0.0] * n
    while not state.is_over:
        seat = state.awaiting
        assert seat is not None
        k = entry_of[seat]
        drafting = state.phase is Phase.DRAFT
        start = time.perf_counter()
        cmd = bots[k].choose(state)
        spent = time.perf_counter() - start
        state = apply(state, cmd)
        if drafting:
            pick_times[k].append(spent)
        else:
            running[k] += spent
            if cmd.verb is Verb.END:
                turn_times[k].append(running[k])
                running[k] = 0.0
    scores = [state.players[seat_of[k]].vp if seat_of[k] < players else 0 for k in range(n)]
    if players == 1:
        scores = scores[:1]
    best = max(scores)
    tied = scores.count(best)
    shares = [1.0 / tied if s == best else 0.0 for s in scores]
    return GameRecord(seed, rotation, scores, shares, turn_times, pick_times)


def entry_bot(level: str, seed: int, settings: Settings | None = None) -> Any:
    """The bot of a seat list entry: a bot strength or an alias (``ALIASES``), with the
    settings given to that entry on top of the alias's."""
    kind, base = ALIASES.get(level, (level, {}))
    return make_bot(kind, seed, **{**base, **(settings or {}).get(level, {})})


def rated_name(level: str, settings: Settings | None = None) -> str:
    """An entry's name on the rating list: its level, with its own settings if any."""
    given = (settings or {}).get(level, {})
    if not given:
        return level
    return f"{level}[{','.join(f'{k}={given[k]}' for k in sorted(given))}]"


def rate(ratings: RatingList, levels: Sequence[str], records: Sequence[GameRecord],
         settings: Settings | None = None) -> None:  # fmt: skip
    """Add the table games' results to the rating list."""
    names = [rated_name(level, settings) for level in levels]
    for r in records:
        ratings.add_game(names, r.scores)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a win rate (95% by default)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarize(levels: Sequence[str], records: Sequence[GameRecord]) -> list[EntryStats]:
    """Per entry of the seat list: wins, Wilson interval, scores, times (and solo ranks)."""
    out = []
    for k, level in enumerate(levels):
        scores = [r.scores[k] for r in records]
        wins = sum(r.shares[k] for r in records)
        turns = [t for r in records for t in r.turn_times[k]]
        picks = [t for r in records for t in r.pick_times[k]]
        low, high = wilson(wins, len(records))
        ranks = Counter(solo_rank(s) for s in scores) if len(levels) == 1 else Counter()
        out.append(
            EntryStats(
                level=level,
                games=len(records),
                wins=wins,
                win_rate=wins / len(records) if records else 0.0,
                ci_low=low,
                ci_high=high,
                mean_score=statistics.mean(scores) if scores else 0.0,
                median_score=statistics.median(scores) if scores else 0.0,
                sd_score=statistics.stdev(scores) if len(scores) > 1 else 0.0,
                mean_turn_ms=1000 * statistics.mean(turns) if turns else 0.0,
                max_turn_ms=1000 * max(turns) if turns else 0.0,
                mean_pick_ms=1000 * statistics.mean(picks) if picks else 0.0,
                ranks=dict(ranks),
            )
        )
    return out


def run(
    levels: Sequence[str],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    settings: Settings | None = None,
    progress: bool = False,
) -> list[GameRecord]:
    """Play ``games`` games of the seat list, rotated; ``jobs`` worker processes."""
    n = len(levels)
    tasks = [(tuple(levels), seed + g // n, g % n, settings or {}) for g in range(games)]
    records: list[GameRecord] = []
    started = time.monotonic()
    for record in _results(tasks, jobs):
        records.append(record)
        if progress and (len(records) % max(1, games // 20) == 0 or len(records) == games):
            took = time.monotonic() - started
            print(f"  {len(records)}/{games} games, {took:.0f} s", file=sys.stderr, flush=True)
    records.sort(key=lambda r: (r.seed, r.rotation))
    return records


def paired(a: Path, b: Path) -> str:
    """Two solo runs (their ``--json`` files) on the deals both played: each one's mean and
    median, and the mean of A - B deal by deal with its standard error (the same deals
    cancel most of the luck of the cards)."""
    first, second = (_solo_scores(path) for path in (a, b))
    deals = sorted(set(first) & set(second))
    if len(deals) < 2:
        raise ValueError("the two runs share fewer than two deals")
    diff = [first[d] - second[d] for d in deals]
    error = statistics.stdev(diff) / math.sqrt(len(diff))
    return (
        f"{len(deals)} deals (seeds {deals[0]}-{deals[-1]}): "
        f"A mean {statistics.mean(first[d] for d in deals):.2f} "
        f"median {statistics.median(first[d] for d in deals):g} | "
        f"B mean {statistics.mean(second[d] for d in deals):.2f} "
        f"median {statistics.median(second[d] for d in deals):g} | "
        f"A - B {statistics.mean(diff):+.2f} ± {error:.2f}"
    )


def _solo_scores(path: Path) -> dict[int, int]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if len(data["levels"]) != 1:
        raise ValueError(f"{path.name} is not a solo run")
    return {int(g["seed"]): int(g["scores"][0]) for g in data["games"]}


def format_table(stats: Sequence[EntryStats], solo: bool) -> str:
    """The printed report."""
    lines = []
    if solo:
        s = stats[0]
        lines.append(
            f"{s.level}: {s.games} solo games  mean {s.mean_score:.1f}  median "
            f"{s.median_score:.1f}  sd {s.sd_score:.1f}"
        )
        order = [r for r in _RANK_ORDER if r in s.ranks]
        dist = "  ".join(f"{r} {s.ranks[r]} ({100 * s.ranks[r] / s.games:.1f}%)" for r in order)
        lines.append(f"  ranks (R11.3): {dist}")
        lines.append(
            f"  time per turn: mean {s.mean_turn_ms:.0f} ms, max {s.max_turn_ms:.0f} ms;"
            f" per draft pick: mean {s.mean_pick_ms:.0f} ms"
        )
        return "\n".join(lines)
    head = (
        f"{'seat list entry':<16}{'games':>6}{'wins':>8}{'win rate':>9}  {'95% CI':<15}"
        f"{'mean VP':>8}{'sd':>6}{'turn ms':>9}{'max ms':>8}{'pick ms':>8}"
    )
    lines.append(head)
    for k, s in enumerate(stats):
        ci = f"[{s.ci_low:.3f}, {s.ci_high:.3f}]"
        lines.append(
            f"{f'{k + 1}. {s.level}':<16}{s.games:>6}{s.wins:>8.1f}{s.win_rate:>9.3f}  {ci:<15}"
            f"{s.mean_score:>8.1f}{s.sd_score:>6.1f}{s.mean_turn_ms:>9.1f}{s.max_turn_ms:>8.0f}"
            f"{s.mean_pick_ms:>8.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    p = argparse.ArgumentParser(prog="evergreen.ai.tournament", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seats", default="medium,easy", help="levels, one per seat (2-4)")
    p.add_argument("--solo", metavar="LEVEL", help="solo games of one level against the automa")
    p.add_argument("--seed", type=int, default=0, help="first deal's seed")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--hard-time", type=float, help="hard bot's seconds per decision")
    p.add_argument("--hard-iterations", type=int, help="hard bot's sampled worlds per decision")
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="LEVEL.KEY=VALUE",
        help="any bot setting, e.g. hard.candidates=6 (repeatable; values are JSON)",
    )
    p.add_argument("--json", metavar="PATH", help="also write the summary as JSON")
    p.add_argument("--ratings", type=Path, help=f"the rating list (default {RATINGS_PATH})")
    p.add_argument("--no-ratings", action="store_true", help="leave the rating list alone")
    p.add_argument("--ratings-table", action="store_true", help="print the list and stop")
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    p.add_argument(
        "--paired",
        nargs=2,
        metavar=("A.json", "B.json"),
        help="compare two solo runs' --json files deal by deal and stop",
    )
    args = p.parse_args(argv)
    if args.paired:
        return _print_paired(p, args.paired)
    ratings_path = args.ratings or RATINGS_PATH
    if args.ratings_table:
        return _print_ratings(p, ratings_path)
    levels = [args.solo] if args.solo else [s.strip() for s in args.seats.split(",")]
    try:
        for level in levels:
            bot_kind(ALIASES.get(level, (level, {}))[0])
        settings = _settings(args)
    except ValueError as exc:
        p.error(str(exc))
    if not args.solo and not 2 <= len(levels) <= 4:
        p.error("--seats needs 2 to 4 levels (use --solo LEVEL for solo games)")
    if args.games < 1 or args.jobs < 1:
        p.error("--games and --jobs must be at least 1")
    started = time.monotonic()
    records = run(levels, args.games, args.seed, args.jobs, settings, progress=not args.quiet)
    stats = summarize(levels, records)
    print(format_table(stats, solo=bool(args.solo)))
    print(f"({time.monotonic() - started:.0f} s wall, {args.jobs} job(s), settings {settings})")
    if not args.solo and not args.no_ratings:
        _update_ratings(ratings_path, levels, records, settings, given=args.ratings is not None)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            games = [{"seed": r.seed, "rotation": r.rotation, "scores": r.scores} for r in records]
            json.dump({"levels": levels, "settings": settings, "seed": args.seed,
                       "stats": [asdict(s) for s in stats], "games": games}, fh, indent=1)  # fmt: skip
    return 0


_RANK_ORDER = (
    "Broccoli",
    "Bonsai",
    "Olive",
    "Holly",
    "Birch",
    "Pine",
    "Oak",
    "Baobab",
    "Legendary Sequoia",
)


def _print_ratings(p: argparse.ArgumentParser, path: Path) -> int:
    try:
        print(RatingList.load(path).table())
    except ValueError as err:
        p.error(str(err))
    return 0


def _print_paired(p: argparse.ArgumentParser, files: list[str]) -> int:
    try:
        print(paired(Path(files[0]), Path(files[1])))
    except (OSError, ValueError, KeyError) as err:
        p.error(f"--paired: {err}")
    return 0


def _update_ratings(
    path: Path, levels: Sequence[str], records: Sequence[GameRecord], settings: Settings,
    given: bool,
) -> None:  # fmt: skip
    """Add the results to the list kept in ``path`` and print it (skipped, said so, if the
    default place is not here: a tournament run outside the repository)."""
    if not given and not path.parent.is_dir():
        print(f"(not rated: no {path.parent}/ here; --ratings PATH to keep a list)")
        return
    try:
        ratings = RatingList.load(path)
    except ValueError as err:
        print(f"(not rated: {err})", file=sys.stderr)
        return
    rate(ratings, levels, records, settings)
    ratings.save(path)
    print(f"rating list ({path}):")
    print(ratings.table())


def _settings(args: argparse.Namespace) -> Settings:
    out: Settings = {}
    if args.hard_time is not None:
        out.setdefault("hard", {})["time"] = args.hard_time
    if args.hard_iterations is not None:
        out.setdefault("hard", {})["iterations"] = args.hard_iterations
        out["hard"].setdefault("time", None)
    for item in args.set:
        name, _, value = item.partition("=")
        level, _, key = name.partition(".")
        if not key or not value:
            raise ValueError(f"--set {item!r}: expected LEVEL.KEY=VALUE")
        bot_kind(ALIASES.get(level, (level, {}))[0])
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        out.setdefault(level, {})[key] = parsed
    return out


def _play(task: tuple[tuple[str, ...], int, int, Settings]) -> GameRecord:
    levels, seed, rotation, settings = task
    return play_game(levels, seed, rotation, settings)


def _results(
    tasks: list[tuple[tuple[str, ...], int, int, Settings]], jobs: int
) -> Iterator[GameRecord]:
    if jobs == 1:
        yield from map(_play, tasks)
        return
    with mp.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_play, tasks, chunksize=1)


if __name__ == "__main__":
    mp.freeze_support()
    raise SystemExit(main())
