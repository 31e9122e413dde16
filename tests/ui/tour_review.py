"""The tour's screens of the replay viewer and its review (issue 32): the viewer, then the
review's panels: the summary, a decision beside the better move, a puzzle and its answer.
``tour.tour`` visits them after the game's screens, so the text-overflow tests check them in
every language and text size, and ``tools/shots.py`` takes their pictures."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import replace

from evergreen.persistence import EXAMPLES_DIR, load
from evergreen.review.analysis import Review, review_match
from evergreen.review.run import PuzzleTry, ReviewRun, ReviewWorker, Status
from evergreen.rules import Verb
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.kit.layout import ACTION_BAR, Button
from evergreen.ui.screens.replay.puzzle import Puzzle
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.source import ReplaySource
from tests.ui.driver import frames, make_app

SOLO = EXAMPLES_DIR / "solo-mid-autumn.json"


@functools.cache
def solo_review() -> tuple[Match, Review]:
    """The solo example's review at the smallest budget, made once per process (its words
    are what the panels show, whatever the budget)."""
    match = load(SOLO).match
    return match, review_match(match, 1)


def shown(name: str, app: App) -> tuple[str, App]:
    frames(app, 2)
    return name, app


def review_screens(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    """The viewer of the solo example mid-game, then its review's panels (the review made
    here beforehand, not in a worker: the panels show the same)."""
    app = make_app(size)
    scene = ReplayScene(app, ReplaySource.of_save(SOLO))
    app.scenes.push(scene)
    scene.go(len(scene.source.replay) // 2)
    yield shown("replay", app)
    match, review = solo_review()
    replay = scene.source.replay
    run = ReviewRun(match, replay, None, 1, no_worker, review, [], len(review.decisions))
    run.status = Status.DONE
    scene.review.run = run
    scene.press_review("review")  # the panel opens on the summary: nothing left to judge
    yield shown("review-summary", app)
    longest = max(review.decisions, key=lambda r: (len(r.judgement.best), r.judgement.loss))
    scene.select(longest)  # the longest better move: the most lines to wrap
    yield shown("review-comparison", app)
    scene.press_review("review-summary")
    scene.press_review("learn")
    yield shown("review-puzzle", app)
    puzzle = scene.review.puzzle
    assert puzzle is not None
    first = next(c for c in puzzle.legal() if c.verb is Verb.ACTION)  # step 2: its spaces
    scene.press(f"bar:{next(k for k, b in enumerate(ACTION_BAR) if b.value == first.action.name)}")
    yield shown("review-puzzle-step", app)
    scene.press("bar:" + str(ACTION_BAR.index(Button.UNDO)))
    judged = puzzle.reviewed
    tried = PuzzleTry(match, judged.decision, puzzle.position, 1, no_worker)
    tried.judgement = replace(judged.judgement)  # the try was the move played: not found
    puzzle.tried, puzzle.judging = list(judged.judgement.taken), tried
    scene.show_puzzle()
    scene.build()
    yield shown("review-puzzle-answered", app)
    scene.press_review("puzzle-end")
    pick = max((r for r in review.decisions if r.judgement.pick), key=lambda r: r.judgement.loss)
    source = scene.source
    scene.review.puzzle = Puzzle(source.match, source.replay, [pick], 1, no_worker)
    scene.table.puzzle = scene.review.puzzle
    scene.show_puzzle()
    scene.build()
    yield shown("review-puzzle-draft", app)


def no_worker() -> ReviewWorker:
    raise AssertionError("the tour's review is made beforehand, in this process")
