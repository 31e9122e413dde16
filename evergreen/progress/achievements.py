"""Achievements: goals of our own, reached by finished games.

Each has a name, one line, and a measure: a count drawn from the player's history (and a
few facts kept beside it: today's deals against the Hard bot, reviews without a blunder)
that reaches its goal. Yes-or-no ones have a goal of 1; others count up (10 games
finished, a 7-day streak) and show their progress. The date earned is the finish of the
game that reached the goal, so the list can be worked out again from the history at any
time: nothing of it is stored that the history does not say.

What never unlocks anything: the demo and replays (never in the history), the guided game
and games played on from an example (not in it either). House-rule games (unlimited Bushes
and Lakes) do not count for the rank achievements, and the screen says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from evergreen.i18n import N_
from evergreen.seats import SeatKind

from .history import Entry
from .history_entries import rank_names
from .statistics import daily

#: The solo ranks with an achievement of their own (R11.3), lowest first.
RANKED = ("Holly", "Birch", "Pine", "Oak", "Baobab", "Legendary Sequoia")


@dataclass(frozen=True)
class Facts:
    """What the achievements are measured on: the history, oldest first, and beside it the
    days today's deal was won against the Hard bot and the reviewed games without a blunder
    (each with when it happened)."""

    entries: Sequence[Entry]
    daily_wins: Sequence[datetime] = ()
    clean_reviews: Sequence[datetime] = ()


Measure = Callable[[Sequence[Entry]], int]


@dataclass(frozen=True)
class Achievement:
    """One goal: ``measure`` of the history up to a game reaches ``goal``."""

    id: str
    name: str
    line: str
    measure: Measure
    goal: int = 1
    #: True for the rank achievements (house-rule games do not count for them).
    rank: bool = False
    #: For goals measured beside the history (daily wins, reviews): which list.
    beside: str = ""


@dataclass(frozen=True)
class Standing:
    """Where the player stands on one achievement."""

    achievement: Achievement
    progress: int
    earned: datetime | None = None

    @property
    def unlocked(self) -> bool:
        return self.earned is not None


def _people(e: Entry) -> list[int]:
    return e.human_seats()


def _most(e: Entry, attr: str) -> int:
    return max((getattr(e.seats[s], attr) for s in _people(e)), default=0)


def _best_rank(entries: Sequence[Entry]) -> int:
    """The index in the rank table of the best solo rank under the rulebook's supply (-1
    if none; a rank the table does not have counts for nothing)."""
    names = rank_names()
    found = [names.index(e.rank) for e in entries if e.solo and not e.unlimited and e.rank in names]
    return max(found, default=-1)


def _rank(name: str) -> Measure:
    def measure(entries: Sequence[Entry]) -> int:
        names = rank_names()
        return int(name in names and _best_rank(entries) >= names.index(name))

    return measure


def _beat(kind: SeatKind) -> Measure:
    def measure(entries: Sequence[Entry]) -> int:
        for e in entries:
            people = _people(e)
            bots = [seat.score for seat in e.seats if seat.kind == kind.value]
            if people and bots and _most(e, "score") > max(bots):
                return 1
        return 0

    return measure


def _any(test: Callable[[Entry], bool]) -> Measure:
    return lambda entries: int(any(test(e) for e in entries))


def _most_of(attr: str) -> Measure:
    return lambda entries: max((_most(e, attr) for e in entries), default=0)


def _streak(entries: Sequence[Entry]) -> int:
    """The longest run of days in a row with today's deal played (its scored attempt)."""
    return int(daily(list(entries), datetime.now().date())["longest_streak"])


def _won_by_one(e: Entry) -> bool:
    people = [e.seats[s].score for s in _people(e)]
    others = [seat.score for seat in e.seats if seat.kind not in ("human", "automa")]
    return bool(people and others) and max(people) - max(others) == 1


ALL: tuple[Achievement, ...] = (
    *(
        Achievement(
            f"rank-{name.lower().replace(' ', '-')}",
            name,
            N_("Reach this rank in a solo game."),
            _rank(name),
            rank=True,
        )
        for name in RANKED
    ),
    Achievement("first-game", N_("Seedling"), N_("Finish a game."), len),
    Achievement("ten-games", N_("Grove keeper"), N_("Finish 10 games."), len, goal=10),
    Achievement("fifty-games", N_("Old growth"), N_("Finish 50 games."), len, goal=50),
    Achievement(
        "forest-15",
        N_("Deep woods"),
        N_("Score a forest of 15 pieces in one season."),
        _most_of("best_forest"),
        goal=15,
    ),
    Achievement(
        "light-20",
        N_("Sunbather"),
        N_("Score 20 light in one season."),
        _most_of("best_light"),
        goal=20,
    ),
    Achievement(
        "big-tree-every-biome",
        N_("Arboretum"),
        N_("End a game with a Big Tree in every biome."),
        _most_of("big_tree_biomes"),
        goal=6,
    ),
    Achievement(
        "power-top",
        N_("Full power"),
        N_("Bring a power to its last level."),
        _most_of("top_levels"),
    ),
    Achievement(
        "all-powers-top",
        N_("Overgrowth"),
        N_("End a game with three powers at their last level."),
        _most_of("top_levels"),
        goal=3,
    ),
    Achievement(
        "fertility-20",
        N_("Green fingers"),
        N_("Score 20 VP of fertility in one game."),
        _most_of("fertility"),
        goal=20,
    ),
    Achievement("beat-easy", N_("First win"), N_("Beat the Easy bot."), _beat(SeatKind.EASY)),
    Achievement("beat-medium", N_("Rising"), N_("Beat the Medium bot."), _beat(SeatKind.MEDIUM)),
    Achievement("beat-hard", N_("Canopy"), N_("Beat the Hard bot."), _beat(SeatKind.HARD)),
    Achievement("beat-expert", N_("Emergent"), N_("Beat the Expert bot."), _beat(SeatKind.EXPERT)),
    Achievement(
        "no-undo",
        N_("Steady hand"),
        N_("Finish a game without taking back a step."),
        _any(lambda e: e.undos == 0 and bool(_people(e))),
    ),
    Achievement(
        "four-players",
        N_("Full table"),
        N_("Finish a game of four players."),
        _any(lambda e: len(e.seats) == 4),
    ),
    Achievement("by-one", N_("Photo finish"), N_("Win by a single VP."), _any(_won_by_one)),
    Achievement(
        "daily-week",
        N_("Every day a deal"),
        N_("Play today's deal 7 days in a row."),
        _streak,
        goal=7,
    ),
    Achievement(
        "daily-beat-hard",
        N_("Daily champion"),
        N_("Beat the Hard bot on today's deal."),
        len,
        beside="daily_wins",
    ),
    Achievement(
        "clean-review",
        N_("No blunders"),
        N_("Have a game reviewed without a single blunder."),
        len,
        beside="clean_reviews",
    ),
)


def standings(facts: Facts) -> list[Standing]:
    """Every achievement with its progress and, once reached, when."""
    found = []
    for a in ALL:
        if a.beside:
            times = sorted(getattr(facts, a.beside))
            earned = times[a.goal - 1] if len(times) >= a.goal else None
            found.append(Standing(a, min(len(times), a.goal), earned))
            continue
        found.append(_standing(a, facts.entries))
    return found


def _standing(a: Achievement, entries: Sequence[Entry]) -> Standing:
    """Walk the history in order: the game at which the measure reached the goal."""
    ordered = sorted(entries, key=lambda e: e.finished_at)
    if a.measure(ordered) < a.goal:
        return Standing(a, min(a.measure(ordered), a.goal))
    low, high = 1, len(ordered)
    while low < high:  # the shortest prefix that reaches the goal (measures only grow)
        mid = (low + high) // 2
        if a.measure(ordered[:mid]) >= a.goal:
            high = mid
        else:
            low = mid + 1
    return Standing(a, a.goal, ordered[low - 1].finished_at)


def newly_earned(before: Facts, after: Facts) -> list[Achievement]:
    """The achievements ``after`` has earned that ``before`` had not (for the toast)."""
    had = {s.achievement.id for s in standings(before) if s.unlocked}
    return [s.achievement for s in standings(after) if s.unlocked and s.achievement.id not in had]
