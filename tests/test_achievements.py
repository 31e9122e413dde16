"""Achievements: each is unlocked by a constructed or seeded game, with the date of the game
that reached it; progress counts up; house-rule games do not count for ranks; nothing
outside the history (the demo, the guided game, replays, examples) unlocks anything."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from evergreen.persistence import load
from evergreen.progress.achievements import ALL, Facts, newly_earned, standings
from evergreen.progress.history import Entry, SeatRecord, entry_of
from evergreen.rules.scoring import solo_rank
from evergreen.session.match import Match, Mode, Origin, OriginKind
from tests.persistence.helpers import EXAMPLES, played

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def seat(kind: str = "human", score: int = 150, **kw: int) -> SeatRecord:
    fields: dict[str, Any] = dict.fromkeys(
        (
            "start",
            "buds",
            "light",
            "forest",
            "fertility",
            "best_light",
            "best_forest",
            "big_tree_biomes",
            "top_levels",
        ),
        0,
    )
    fields.update(kw)
    return SeatRecord(name="", kind=kind, score=score, **fields)


def entry(n: int, *seats: SeatRecord, **kw: Any) -> Entry:
    fields: dict[str, Any] = {
        "game_id": f"{n:012x}",
        "file": f"autosave-{n:012x}.json",
        "finished_at": T0 + timedelta(days=n),
        "origin": "new",
        "daily": "",
        "practice": False,
        "code": "",
        "unlimited": False,
        "undos": 3,
        "seats": list(seats) or [seat(), seat("automa", 0)],
        "rank": "",
    }
    fields.update(kw)
    if "rank" not in kw and any(s.kind == "automa" for s in fields["seats"]):
        fields["rank"] = solo_rank(fields["seats"][0].score)  # a solo game has its rank
    return Entry(**fields)


def solo(n: int, score: int, **kw: Any) -> Entry:
    return entry(n, seat(score=score), seat("automa", 0), rank=solo_rank(score), **kw)


def earned(entries: list[Entry], **beside: Any) -> dict[str, datetime | None]:
    return {s.achievement.id: s.earned for s in standings(Facts(entries, **beside))}


WAYS: dict[str, list[Entry]] = {
    "rank-holly": [solo(1, 151)],
    "rank-birch": [solo(1, 161)],
    "rank-pine": [solo(1, 171)],
    "rank-oak": [solo(1, 181)],
    "rank-baobab": [solo(1, 191)],
    "rank-legendary-sequoia": [solo(1, 201)],
    "first-game": [solo(1, 100)],
    "ten-games": [solo(n, 100) for n in range(1, 11)],
    "fifty-games": [solo(n, 100) for n in range(1, 51)],
    "forest-15": [entry(1, seat(best_forest=15), seat("automa", 0))],
    "light-20": [entry(1, seat(best_light=20), seat("automa", 0))],
    "big-tree-every-biome": [entry(1, seat(big_tree_biomes=6), seat("automa", 0))],
    "power-top": [entry(1, seat(top_levels=1), seat("automa", 0))],
    "all-powers-top": [entry(1, seat(top_levels=3), seat("automa", 0))],
    "fertility-20": [entry(1, seat(fertility=20), seat("automa", 0))],
    "beat-easy": [entry(1, seat(score=150), seat("easy", 120))],
    "beat-medium": [entry(1, seat(score=150), seat("medium", 149))],
    "beat-hard": [entry(1, seat(score=170), seat("hard", 160))],
    "beat-expert": [entry(1, seat(score=170), seat("expert", 169))],
    "no-undo": [entry(1, undos=0)],
    "four-players": [entry(1, seat(), seat(), seat(), seat())],
    "by-one": [entry(1, seat(score=150), seat("hard", 149))],
    "daily-week": [solo(n, 150, origin="daily", daily=f"2026-01-{n:02d}") for n in range(1, 8)],
}


@pytest.mark.parametrize("goal", [a.id for a in ALL if not a.beside])
def test_each_achievement_is_unlocked_by_a_game(goal: str) -> None:
    entries = WAYS[goal]
    found = earned(entries)
    assert found[goal] == entries[-1].finished_at, "earned by the game that reached it"
    assert earned(entries[:-1])[goal] is None


def test_the_ones_beside_the_history_unlock_from_their_facts() -> None:
    when = T0 + timedelta(days=3)
    found = earned([], daily_wins=[when], clean_reviews=[when])
    assert found["daily-beat-hard"] == when and found["clean-review"] == when


def test_progress_counts_up_to_the_goal() -> None:
    facts = Facts([solo(n, 100) for n in range(1, 8)])
    ten = next(s for s in standings(facts) if s.achievement.id == "ten-games")
    assert ten.progress == 7 and not ten.unlocked


def test_house_rule_games_do_not_count_for_ranks() -> None:
    found = earned([solo(1, 205, unlimited=True)])
    assert found["rank-holly"] is None and found["first-game"] is not None


def test_newly_earned_tells_what_a_game_unlocked() -> None:
    before = Facts([solo(1, 150)])
    after = Facts([solo(1, 150), solo(2, 182)])
    assert {a.id for a in newly_earned(before, after)} >= {"rank-oak", "rank-holly"}


def test_seeded_games_unlock_through_their_real_entries() -> None:
    versus = Match.start(2, 3)
    from evergreen.ai.random_bot import RandomBot

    bot = RandomBot(1)
    while not versus.is_over:
        versus.play(bot.choose(versus.state))
    e = entry_of(versus, Path("x.json"), T0)
    assert e is not None and e.undos == 0
    assert earned([e])["no-undo"] == T0 and earned([e])["first-game"] == T0


def test_the_guided_game_and_examples_never_enter_so_never_unlock() -> None:
    guided = played(1, 9)
    guided.mode = Mode.GUIDED
    assert entry_of(guided, Path("x.json"), T0) is None
    example = load(EXAMPLES["finished"]).match
    assert example.origin.kind is OriginKind.EXAMPLE
    assert entry_of(example, Path("x.json"), T0) is None
    demo_like = played(2, 4)
    demo_like.origin = Origin(OriginKind.EXAMPLE)
    assert entry_of(demo_like, Path("x.json"), T0) is None


def test_there_are_about_two_dozen_with_names_and_lines() -> None:
    assert 22 <= len(ALL) <= 30
    assert len({a.id for a in ALL}) == len(ALL)
    assert all(a.name and a.line for a in ALL)


def test_beating_each_bot_level_the_setup_offers_has_its_own() -> None:
    from evergreen.seats import SeatKind, bot_kinds

    offered = [k for k in bot_kinds() if k is not SeatKind.RANDOM]  # Random: old saves only
    ids = {a.id for a in ALL}
    assert {f"beat-{k.value}" for k in offered} <= ids
    drawn = earned([entry(1, seat(score=150), seat("expert", 150))])
    assert drawn["beat-expert"] is None  # a draw beats no one
