"""The rating list: Bradley–Terry on the Elo scale, the anchor fixed, order of no matter."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from evergreen.ai.ratings import ANCHOR, ANCHOR_RATING, RatingList, Tally


def rating_of(ratings: RatingList, entry: str) -> float:
    return next(r.rating for r in ratings.ratings() if r.entry == entry)


def test_a_gap_reads_as_elo_odds_and_the_anchor_stays_put() -> None:
    ratings = RatingList([Tally(ANCHOR, "medium", wins=7, draws=0, games=8)])
    assert rating_of(ratings, ANCHOR) == pytest.approx(ANCHOR_RATING)
    # 7 wins and 1 loss, plus the prior's draw: 7.5 to 1.5
    expected = 400 * math.log10(7.5 / 1.5)
    assert rating_of(ratings, ANCHOR) - rating_of(ratings, "medium") == pytest.approx(expected)


def test_a_clean_sweep_gives_a_large_but_finite_gap() -> None:
    ratings = RatingList([Tally("medium", "random", wins=400, games=400)])
    gap = rating_of(ratings, "medium") - rating_of(ratings, "random")
    assert 800 < gap < 1500


def test_games_add_pairwise_results_and_their_order_does_not_matter() -> None:
    games = [
        (["hard", "medium", "easy"], [170, 150, 120]),
        (["medium", "hard", "easy"], [160, 160, 100]),
        (["easy", "medium", "hard"], [130, 125, 171]),
        (["hard", ANCHOR], [165, 160]),
        ([ANCHOR, "hard"], [170, 168]),
    ]
    forward, backward = RatingList(), RatingList()
    for entries, scores in games:
        forward.add_game(entries, scores)
    for entries, scores in reversed(games):
        backward.add_game(entries, scores)
    assert [(r.entry, round(r.rating, 6)) for r in forward.ratings()] == [
        (r.entry, round(r.rating, 6)) for r in backward.ratings()
    ]
    pair = {(t.a, t.b): t for t in forward.tallies()}
    assert pair[("hard", "medium")].games == 3
    assert pair[("hard", "medium")].score() == 2.5  # won twice, drew once
    assert pair[("easy", "hard")].score() == 0
    names = [r.entry for r in forward.ratings()]
    assert names.index("hard") < names.index("medium") < names.index("easy")


def test_the_list_round_trips_through_its_file(tmp_path: Path) -> None:
    ratings = RatingList()
    ratings.add_game(["hard", "medium"], [170, 150])
    ratings.add_game(["hard", ANCHOR], [160, 165])
    path = tmp_path / "ratings.json"
    ratings.save(path)
    again = RatingList.load(path)
    assert again.tallies() == ratings.tallies()
    assert "| hard-v1 (anchor) | 1500 |" in again.table()
    assert RatingList.load(tmp_path / "none.json").ratings() == []


def test_a_broken_file_is_refused_with_its_name(tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    path.write_text('{"format": "something"}', encoding="utf-8")
    with pytest.raises(ValueError, match=r"ratings\.json: not a rating list"):
        RatingList.load(path)


def test_a_game_needs_two_entries_with_their_scores() -> None:
    with pytest.raises(ValueError, match="two to four entries"):
        RatingList().add_game(["hard"], [170])
