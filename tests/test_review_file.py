"""A review kept beside its save: made once and read back the same; damaged, truncated or
of another game, it is made again, never shown wrong; a review cut short goes on where it
stopped; deleting the save deletes it, and the clean-up removes one whose save is gone."""

from __future__ import annotations

from pathlib import Path

import pytest

from evergreen.ai.greedy import MediumBot
from evergreen.persistence import autosave, delete_save, games, tidy
from evergreen.review.analysis import Review
from evergreen.review.kept import engine_id, read_review, review_path, reviewed
from evergreen.session.match import Match

BUDGET = 2


def short_game() -> Match:
    match = Match.start(1, 21)
    bot = MediumBot(21)
    while len(match.log) < 14:
        for cmd in bot.plan(match.state):
            match.play(cmd)
    return match


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Match, Path]:
    match = short_game()
    return match, autosave(match, tmp_path)


def as_rows(review: Review) -> list[dict[str, object]]:
    return [r.as_json() for r in review.decisions]


def test_made_once_then_read_back_the_same(saved: tuple[Match, Path]) -> None:
    match, save = saved
    review, complete = reviewed(save, match, BUDGET)
    assert complete and review.decisions and review_path(save).exists()
    kept = read_review(save, match, BUDGET)
    assert kept is not None and kept[1] and as_rows(kept[0]) == as_rows(review)
    calls = []
    again, _ = reviewed(save, match, BUDGET, progress=lambda d, t: calls.append(d))
    assert as_rows(again) == as_rows(review) and calls == []  # nothing judged again


@pytest.mark.parametrize("damage", ["garbage", "truncated", "other game", "other budget"])
def test_a_bad_review_is_made_again(saved: tuple[Match, Path], damage: str) -> None:
    match, save = saved
    review, _ = reviewed(save, match, BUDGET)
    path = review_path(save)
    if damage == "garbage":
        path.write_bytes(b"\x00\xff not json")
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    elif damage == "other game":
        other = short_game()
        other.play(other.legal()[0])
        assert read_review(save, other, BUDGET) is None
        return
    else:
        assert read_review(save, match, BUDGET + 1) is None
        return
    assert read_review(save, match, BUDGET) is None
    again, complete = reviewed(save, match, BUDGET)
    assert complete and as_rows(again) == as_rows(review)


def test_a_review_cut_short_goes_on_where_it_stopped(saved: tuple[Match, Path]) -> None:
    match, save = saved
    judged: list[int] = []
    partial, complete = reviewed(
        save,
        match,
        BUDGET,
        progress=lambda d, t: judged.append(d),
        should_stop=lambda: len(judged) >= 2,
    )
    assert not complete and len(partial.decisions) == 2
    kept = read_review(save, match, BUDGET)
    assert kept is not None and not kept[1]
    whole, complete = reviewed(save, match, BUDGET)
    assert complete and as_rows(whole)[:2] == as_rows(partial)
    fresh, _ = reviewed(save.with_name("x.json"), match, BUDGET)
    assert as_rows(fresh) == as_rows(whole)


def test_deleting_the_save_deletes_its_review_and_tidy_removes_orphans(
    saved: tuple[Match, Path], tmp_path: Path
) -> None:
    match, save = saved
    reviewed(save, match, BUDGET)
    (entry,) = games(tmp_path)
    delete_save(entry, tmp_path)
    assert not review_path(save).exists()
    orphan = tmp_path / "gone.json.review"
    orphan.write_text("{}")
    keep = tmp_path / "notes.review"
    keep.write_text("mine")
    tidy(tmp_path)
    assert not orphan.exists() and keep.exists()


def test_a_review_belongs_to_the_engine_that_made_it(saved: tuple[Match, Path]) -> None:
    """Issue 35: the Expert's review is not the Hard bot's: each is made by its own engine."""
    match, save = saved
    reviewed(save, match, BUDGET, engine="hard")
    assert read_review(save, match, BUDGET, "hard") is not None
    assert read_review(save, match, BUDGET, "expert") is None  # made again by the Expert
    _, complete = reviewed(save, match, BUDGET, engine="expert")
    assert complete and read_review(save, match, BUDGET, "expert") is not None
    assert engine_id("hard") != engine_id("expert")


def test_a_review_is_stale_when_either_model_it_judges_by_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hard judges solo games by the shipped model and tables by the first one: a review's
    engine names both files, so a new model of either kind makes old reviews stale."""
    from evergreen.ai import models

    solo, table = tmp_path / "value.json", tmp_path / "hard_value.json"
    solo.write_text("solo 1")
    table.write_text("table 1")
    monkeypatch.setattr(models, "model_paths", lambda: (solo, table))
    first = engine_id("hard")
    table.write_text("table 2")
    second = engine_id("hard")
    solo.write_text("solo 2")
    assert len({first, second, engine_id("hard")}) == 3
