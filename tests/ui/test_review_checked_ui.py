"""Issue 56, item 3, through the real replay viewer: a review file beside a solo game that
names a seat the game does not have (seat 4) crashed the review screen with an IndexError;
it is set aside and the review made again, and every decision of the review made again is
shown (selected, drawn) without a fault. The review is constructed (a worker that judges at
once, ``Grader``), so no bot thinks."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.review.kept import write_review
from evergreen.ui.screens.replay import review as review_panel
from evergreen.ui.screens.replay.source import ReplaySource
from tests.persistence.helpers import EXAMPLES
from tests.test_clean_reviews import constructed
from tests.test_review_checks import decision, forge
from tests.ui.driver import frames
from tests.ui.test_progress_finish import Grader
from tests.ui.test_review_ui import press, until, viewer


@pytest.fixture
def save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A solo game the player saved, with a review of every decision kept beside it."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    monkeypatch.setattr(review_panel, "BUDGET", 1)
    path = tmp_path / "saves" / "solo.json"
    path.parent.mkdir(parents=True)
    shutil.copy(EXAMPLES["solo"], path)
    match = ReplaySource.of_save(path).match
    write_review(path, match, constructed(match, {1: 5.0}), True)
    return path


def test_a_kept_review_is_shown_at_once(save: Path) -> None:
    """The control: the constructed review is sound, so it is shown, made by no worker."""
    assert review_panel.has_review(ReplaySource.of_save(save))


def test_a_review_for_a_seat_the_game_does_not_have_is_made_again(save: Path) -> None:
    forge(save, decision(0, seat=4))
    assert not review_panel.has_review(ReplaySource.of_save(save))
    app, scene = viewer(save)
    scene.review.make_worker = lambda: Grader({1: 5.0})
    press(app, scene, "review")
    assert scene.review.running  # not shown: made again
    until(app, scene, lambda: not scene.review.running, "the review made again")
    review = scene.review.review
    assert review is not None and review.decisions
    for r in review.decisions:
        assert r.decision.seat == 0
        scene.select(r)
        frames(app, 1)
    assert review_panel.has_review(ReplaySource.of_save(save))  # kept, sound, this time
