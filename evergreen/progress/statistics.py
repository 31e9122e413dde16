"""The figures the Statistics screen and ``python -m evergreen stats --json`` show, drawn
from the history alone (so they always equal what the recorded games say).

- games: every finished game recorded, and by how it came to be (new, code, daily, branch,
  loaded);
- against the bots: for each bot level met, the games in which a person played it and how
  they ended for the best-placed person (won, lost, drawn on VP);
- solo: the games against the automa under the rulebook's supply (house-rule games and
  today's deal played again as practice are left out: they do not measure the same thing),
  their best, mean and median, the count of each rank, the last 50 scores, and the VP by
  source (mean, and of the best game);
- today's deal: the days played, the current streak of days in a row (today, or up to
  yesterday while today is still open), the longest, and the days the Hard bot was beaten.
"""

from __future__ import annotations

import statistics as stats
from collections import Counter
from datetime import date, timedelta
from typing import Any

from evergreen.rules.data_files import game_data
from evergreen.seats import SeatKind
from evergreen.session.daily import calendar_day

from .history import Entry

SOURCES = ("start", "buds", "light", "forest", "fertility")
LAST_SCORES = 50


def solo_games(entries: list[Entry]) -> list[Entry]:
    """The solo games the statistics measure (rulebook supply, not practice)."""
    return [e for e in entries if e.solo and not e.unlimited and not e.practice]


def figures(entries: list[Entry], today: date | None = None) -> dict[str, Any]:
    """Every figure, as JSON-ready values (see the module's docstring)."""
    return {
        "games": len(entries),
        "by_mode": dict(Counter(e.origin for e in entries)),
        "against_bots": against_bots(entries),
        "solo": solo(entries),
        "daily": daily(entries, today or date.today()),
    }


def against_bots(entries: list[Entry]) -> dict[str, dict[str, int]]:
    """Per bot level: games, won, lost, drawn (the best-placed person against that bot)."""
    found: dict[str, dict[str, int]] = {}
    for e in entries:
        people = [e.seats[s].score for s in e.human_seats()]
        if not people:
            continue
        mine = max(people)
        for seat in e.seats:
            if seat.kind in (SeatKind.HUMAN.value, SeatKind.AUTOMA.value):
                continue
            row = found.setdefault(seat.kind, {"games": 0, "won": 0, "lost": 0, "drawn": 0})
            row["games"] += 1
            row["won" if mine > seat.score else "lost" if mine < seat.score else "drawn"] += 1
    return found


def solo(entries: list[Entry]) -> dict[str, Any]:
    """The solo figures."""
    games = solo_games(entries)
    scores = [e.seats[0].score for e in games]
    ranks = Counter(e.rank for e in games)
    best = max(games, key=lambda e: e.seats[0].score, default=None)
    return {
        "games": len(games),
        "best": max(scores, default=None),
        "mean": round(stats.fmean(scores), 2) if scores else None,
        "median": stats.median(scores) if scores else None,
        "ranks": {rank.name: ranks.get(rank.name, 0) for rank in game_data().ranks},
        "last_scores": scores[-LAST_SCORES:],
        "sources_mean": {
            s: round(stats.fmean(getattr(e.seats[0], s) for e in games), 2) for s in SOURCES
        }
        if games
        else dict.fromkeys(SOURCES, 0.0),
        "sources_best": {s: getattr(best.seats[0], s) for s in SOURCES}
        if best is not None
        else dict.fromkeys(SOURCES, 0),
    }


def daily(entries: list[Entry], today: date) -> dict[str, Any]:
    """Today's deal: days played (the scored attempts), streaks, days the bot was beaten."""
    days = sorted(
        {day for e in entries if not e.practice and (day := calendar_day(e.daily)) is not None}
    )
    played = set(days)
    current = 0
    day = today if today in played else today - timedelta(days=1)
    while day in played:
        current += 1
        day -= timedelta(days=1)
    longest = run = 0
    for n, d in enumerate(days):
        run = run + 1 if n and d - days[n - 1] == timedelta(days=1) else 1
        longest = max(longest, run)
    return {"days": len(days), "streak": current, "longest_streak": longest}
