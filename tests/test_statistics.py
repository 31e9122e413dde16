"""The statistics against figures computed directly from constructed games: today's deal's
streaks (today still open counts up to yesterday, practice never counts, the longest run),
and every chart's totals equal the breakdowns they draw (games by mode, results against
each bot level, the rank bars, the VP by source, the last 50 scores)."""

from __future__ import annotations

import random
import statistics as stats
from datetime import date, timedelta
from typing import Any

import pytest

from evergreen.progress.statistics import LAST_SCORES, SOURCES, daily, figures
from evergreen.rules.scoring import solo_rank
from evergreen.seats import bot_kinds
from tests.test_achievements import entry, seat, solo

TODAY = date(2026, 11, 25)


def day_game(n: int, back: int, practice: bool = False) -> Any:
    when = (TODAY - timedelta(days=back)).isoformat()
    return solo(n, 150, origin="daily", daily=when, practice=practice)


def test_streaks_of_todays_deal() -> None:
    games = [day_game(n, back) for n, back in enumerate((10, 9, 8, 5, 4, 2, 1))]
    games.append(day_game(20, 3, practice=True))  # practice on a day missed: not played
    found = daily(games, TODAY)
    assert found == {"days": 7, "streak": 2, "longest_streak": 3}  # today still open
    found = daily([*games, day_game(21, 0)], TODAY)
    assert found == {"days": 8, "streak": 3, "longest_streak": 3}
    assert daily(games, TODAY + timedelta(days=2))["streak"] == 0  # yesterday missed
    again = [day_game(30 + n, 1) for n in range(3)]  # three games of one day: one day
    assert daily(again, TODAY) == {"days": 1, "streak": 1, "longest_streak": 1}


def scored(rng: random.Random) -> tuple[int, dict[str, int]]:
    """A seat's VP and their sources (adding up, as a real game's do)."""
    parts = {s: rng.randint(0, 60) for s in SOURCES}
    return sum(parts.values()), parts


def test_every_charts_totals_equal_the_breakdowns() -> None:
    rng = random.Random(33)
    games = []
    for n in range(140):
        total, parts = scored(rng)
        kind = rng.choice(["solo", "solo", "bots", "house", "practice"])
        if kind == "bots":
            bot = rng.choice(bot_kinds()).value
            games.append(entry(n, seat(score=total, **parts), seat(bot, rng.randint(100, 200))))
            continue
        extra: dict[str, Any] = {"origin": rng.choice(["new", "code", "branch", "loaded"])}
        if kind == "house":
            extra["unlimited"] = True
        if kind == "practice":
            extra.update(origin="daily", daily="2026-11-20", practice=True)
        me = seat(score=total, **parts)
        games.append(entry(n, me, seat("automa", 0), rank=solo_rank(total), **extra))
    found = figures(games, TODAY)
    assert found["games"] == len(games) == sum(found["by_mode"].values())
    counted = [e for e in games if e.solo and not e.unlimited and not e.practice]
    scores = [e.seats[0].score for e in counted]
    solo_figures = found["solo"]
    assert solo_figures["games"] == len(counted) == sum(solo_figures["ranks"].values())
    assert solo_figures["best"] == max(scores) and solo_figures["median"] == stats.median(scores)
    assert solo_figures["last_scores"] == scores[-LAST_SCORES:] and len(scores) > LAST_SCORES
    assert sum(solo_figures["sources_best"].values()) == solo_figures["best"]
    assert sum(solo_figures["sources_mean"].values()) == pytest.approx(
        solo_figures["mean"], abs=0.03
    )  # each mean rounded to 0.01
    for kind, row in found["against_bots"].items():
        met = [e for e in games if any(s.kind == kind for s in e.seats)]
        assert row["games"] == len(met) == row["won"] + row["lost"] + row["drawn"]
        won = [e for e in met if e.seats[0].score > e.seats[1].score]
        assert row["won"] == len(won)
