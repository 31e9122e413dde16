"""The review of a game through the real scenes: "Review this game" runs in a worker process
of its own (a Cancel ends it and leaves no process; the frames go on meanwhile), the
progress is kept beside the save and goes on after a cancel, a damaged review file is made
again; the timeline's marks are the Review's grades; a mark clicked (or N) shows the better
move, legal at its point; the summary draws the analysis' own figures; a puzzle takes a move
worth at least the threshold and refuses a worse one. Small budgets: the review's figures
are the same at any budget, only their noise differs."""

from __future__ import annotations

import multiprocessing as mp
import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import load
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.review.analysis import Grade, Review, review_match
from evergreen.review.kept import read_review, review_path
from evergreen.review.run import FOUND_WITHIN, ReviewRun, Status
from evergreen.rules import Command, Verb, apply
from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.app import App
from evergreen.ui.game import hud
from evergreen.ui.game.buttons import command_of
from evergreen.ui.kit.layout import ACTION_BAR
from evergreen.ui.kit.text import recording
from evergreen.ui.screens.replay import review as review_panel
from evergreen.ui.screens.replay import review_bars
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.results.scene import ResultsScene
from tests.persistence.helpers import EXAMPLES
from tests.ui.driver import DT, click, frames, key, make_app, top

BUDGET = 1


@pytest.fixture(autouse=True)
def small_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    monkeypatch.setattr(review_panel, "BUDGET", BUDGET)


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """A solo game the player saved (its review is kept beside it)."""
    path = tmp_path / "saves" / "solo.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(EXAMPLES["solo"], path)
    return path


def viewer(save: Path) -> tuple[App, ReplayScene]:
    app = make_app()
    scene = ReplayScene(app, ReplaySource.of_save(save))
    app.scenes.push(scene)
    frames(app, 2)
    return app, scene


def press(app: App, scene: ReplayScene, name: str) -> None:
    """Click a button of the viewer by its name."""
    widget = next(w for w, n in scene.buttons.items() if n == name)
    click(app, widget.rect.center)


def until(app: App, scene: ReplayScene, done: Callable[[], object], what: str) -> None:
    """Frames until ``done()``, each waiting up to a frame's time for the worker's news."""
    end = time.monotonic() + 120
    while not done():
        assert time.monotonic() < end, f"timed out waiting: {what}"
        app.step(DT)
        panel = scene.review
        worker = panel.run.worker if panel.run is not None else None
        if panel.puzzle is not None and panel.puzzle.judging is not None:
            worker = panel.puzzle.judging.worker
        ready = getattr(worker, "ready", None)
        if ready is not None:
            ready(DT)


def reviewed(app: App, scene: ReplayScene) -> Review:
    press(app, scene, "review")
    until(app, scene, lambda: not scene.review.running, "the review")
    run = scene.review.run
    assert run is not None and run.status is Status.DONE, run and run.error
    return run.review


def expected(save: Path) -> Review:
    return review_match(load(save).match, BUDGET)


@pytest.mark.slow
def test_the_review_runs_in_a_worker_and_cancel_leaves_no_process(save: Path) -> None:
    app, scene = viewer(save)
    press(app, scene, "review")
    run = scene.review.run
    assert run is not None and run.status is Status.RUNNING
    until(app, scene, lambda: run.done >= 2, "two decisions judged")
    worker = run.worker
    pid = getattr(worker, "pid", None)
    assert pid is not None and pid in [p.pid for p in mp.active_children()]
    with recording() as drawn:  # the window goes on drawing while the worker judges
        frames(app, 3)
    progress = [d.text for d in drawn if d.text.startswith("Reviewing decision")]
    assert len(progress) == 3 and run.status is Status.RUNNING
    judged = run.done
    press(app, scene, "review-cancel")
    assert run.status is Status.CANCELLED
    assert pid not in [p.pid for p in mp.active_children()]
    kept = read_review(save, load(save).match, BUDGET)
    assert kept is not None and not kept[1] and len(kept[0].decisions) >= judged
    # the review goes on from what was kept, and ends as the whole review made at once
    press(app, scene, "review")
    assert scene.review.run is not None and scene.review.run.done >= judged
    until(app, scene, lambda: not scene.review.running, "the rest of the review")
    assert scene.review.review == expected(save)


@pytest.mark.slow
def test_marks_are_the_reviews_grades_and_n_jumps_to_the_better_move(
    save: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, scene = viewer(save)
    review = reviewed(app, scene)
    assert review == expected(save)
    graded = [r for r in review.decisions if r.grade in review_panel.COLOURS]
    marks = scene.review.marks()
    assert [(m.index, m.colour) for m in marks] == [
        (r.decision.start, review_panel.COLOURS[r.grade]) for r in graded
    ]
    worst = [r for r in graded if r.grade in (Grade.MISTAKE, Grade.BLUNDER)]
    assert worst, "a solo game with no mistakes at this budget: pick another"
    scene.go(0)
    key(app, pygame.K_n)
    assert scene.review.selected == worst[0]
    assert scene.index == worst[0].decision.start
    # the better move is legal at its point
    state = scene.table.state
    for cmd in worst[0].judgement.best:
        state = apply(state, cmd)
    # a mark clicked on the timeline selects its decision (a turn's: its better move begins
    # with an action, whose button the hint would frame in a game)
    last = next(r for r in reversed(worst) if not r.judgement.pick)
    x = scene.timeline.x_of(last.decision.start)
    click(app, (x, scene.timeline.rect.y + scene.layout.px(4)))
    assert scene.review.selected == last and scene.index == last.decision.start
    rings: list[pygame.Rect] = []
    monkeypatch.setattr(hud, "draw_ring", lambda surface, lay, rect, *rest: rings.append(rect))
    with recording() as drawn:
        frames(app, 1)
    texts = " ".join(d.text for d in drawn)
    assert "Better" in texts and "Played" in texts and "light" in texts  # the figures that differ
    # the better move is never framed on the action bar the viewer's controls stand over
    bar = scene.layout.action_bar
    assert not any(bar.colliderect(r) for r in rings), rings


def test_the_summary_shows_the_analysis_figures_and_its_rows_jump(save: Path) -> None:
    app, scene = viewer(save)
    review = reviewed(app, scene)
    with recording() as drawn:
        frames(app, 1)
    texts = [d.text for d in drawn]
    assert f"Accuracy {review.accuracy():.0f}%" in texts
    lost = review.lost_by_season()
    assert f"Spring: {lost[0]:.1f}" in texts and f"Summer: {lost[1]:.1f}" in texts
    kinds = review.lost_by_kind()
    assert any(
        t.startswith("Actions: ") and t.endswith(f"{list(kinds.values())[1]:.1f}") for t in texts
    )
    costliest = review.costliest(3)
    assert len(scene.review.rows) == len(costliest)
    rect, row = scene.review.rows[1]
    assert row == costliest[1]
    click(app, rect.center)
    assert scene.review.selected == costliest[1] and scene.index == costliest[1].decision.start


def play_through_the_board(app: App, scene: ReplayScene, commands: tuple[Command, ...]) -> None:
    """Play a decision in a puzzle as a player would: spaces and cards clicked, the other
    steps by their buttons."""
    lay = scene.layout
    for cmd in commands:
        p = scene.review.puzzle
        assert p is not None
        if cmd.verb in SPACE_VERBS:
            click(app, lay.space_rect(cmd.arg).center)
        elif cmd.verb is Verb.TAKE:
            market = p.state.market
            rect = lay.card_rect(market.index(cmd.arg), len(market))
            click(app, rect.center)
        else:  # the game's own action bar, under the board
            b = next(b for b in ACTION_BAR if command_of(b, cmd.seat) == cmd)
            press(app, scene, f"bar:{ACTION_BAR.index(b)}")
        assert p.tried and p.tried[-1] == cmd, f"{cmd} not played"


def test_a_puzzle_takes_a_good_move_and_refuses_a_worse_one(save: Path) -> None:
    app, scene = viewer(save)
    review = reviewed(app, scene)
    first = review.costliest(3)[0]
    assert first.judgement.loss >= FOUND_WITHIN
    press(app, scene, "learn")
    puzzle = scene.review.puzzle
    assert puzzle is not None and puzzle.reviewed == first
    assert scene.table.state == puzzle.position
    play_through_the_board(app, scene, first.judgement.taken)  # the move played: worse
    until(app, scene, lambda: puzzle.answered, "the try judged")
    assert not puzzle.found
    assert puzzle.judging is not None and puzzle.judging.judgement is not None
    assert puzzle.judging.judgement.loss >= FOUND_WITHIN
    press(app, scene, "puzzle-again")
    best = first.judgement.best
    if first.judgement.pick:  # the better card, then its turn is not part of a pick
        best = best[:1]
    play_through_the_board(app, scene, best)
    until(app, scene, lambda: puzzle.answered, "the better move judged")
    assert puzzle.found
    press(app, scene, "puzzle-end")
    assert scene.review.puzzle is None and not mp.active_children()


@pytest.mark.slow
def test_a_kept_review_is_read_back_and_a_damaged_one_is_made_again(save: Path) -> None:
    app, scene = viewer(save)
    first = reviewed(app, scene)
    app2, again = viewer(save)
    press(app2, again, "review")
    assert again.review.run is not None and again.review.run.status is Status.DONE
    assert again.review.review == first  # computed once
    path = review_path(save)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"vp_best": ', '"vp_best": "', 1), encoding="utf-8")
    app3, third = viewer(save)
    press(app3, third, "review")
    assert third.review.running  # not shown wrong: made again
    until(app3, third, lambda: not third.review.running, "the review made again")
    assert third.review.review == first


def test_review_this_game_on_the_results_screen(save: Path) -> None:
    match = load(EXAMPLES["finished"]).match
    app = make_app()
    frames(app, 1)
    results = app.results_screen(match.state, match, False)
    app.scenes.push(results)
    frames(app, 2)
    assert isinstance(results, ResultsScene)
    widget = next(w for w, n in results.buttons.items() if n == "review")
    click(app, widget.rect.center)
    scene = top(app)
    assert isinstance(scene, ReplayScene) and scene.review.running
    press(app, scene, "review-cancel")
    app.scenes.pop()
    assert not mp.active_children()


def done_review(size: tuple[int, int] = (1280, 800)) -> tuple[App, ReplayScene, Review]:
    """The solo example's viewer with its review done (made here, as the tour makes it)."""
    from tests.ui.tour_review import SOLO, no_worker, solo_review

    app = make_app(size)
    scene = ReplayScene(app, ReplaySource.of_save(SOLO))
    app.scenes.push(scene)
    match, review = solo_review()
    replay = scene.source.replay
    run = ReviewRun(match, replay, None, 1, no_worker, review, [], len(review.decisions))
    run.status = Status.DONE
    scene.review.run = run
    scene.press_review("review")
    frames(app, 2)
    return app, scene, review


def test_the_summary_draws_each_loss_as_a_bar_on_one_scale_and_fills_its_panel() -> None:
    """Issue 53 (point 5): the VP lost by season and by kind are bars beside their words
    (one scale, the costliest in red), and the costliest decisions' rows take the room
    down to the buttons: no half-empty panel."""
    app, scene, review = done_review()
    lay, panel = scene.layout, scene.review
    losses = [*review.lost_by_season(), *review.lost_by_kind().values()]
    assert len(panel.bars) == len(losses) == 8
    top = max(losses)
    for bar, track, lost in zip(panel.bars, panel.tracks, losses, strict=True):
        assert bar.topleft == track.topleft
        expected = round(track.width * lost / top)
        if lost:  # a small loss is still a round bar
            expected = max(bar.height, expected)
        assert abs(bar.width - expected) <= 1, (bar, track, lost, top)
    worst = panel.bars[losses.index(top)]
    assert app.screen.get_at(worst.center)[:3] == review_bars.COSTLIEST
    last = panel.rows[-1][0]
    assert panel.foot_top - last.bottom <= lay.px(60), (last, panel.foot_top)


def test_a_decision_shows_its_figures_as_bars_in_the_marks_colours() -> None:
    """Issue 53 (point 5): under a decision's two moves, the figures they differ in as
    pairs of bars, the played one's in the lilac of its letters on the board, the better
    one's in the hint's blue, above the buttons."""
    app, scene, review = done_review()
    chosen = max(review.decisions, key=lambda r: r.judgement.loss)
    scene.select(chosen)
    frames(app, 2)
    panel = scene.review
    assert panel.bars, "no figures chart"
    chart = panel.bars[-1]
    assert chart.bottom <= panel.foot_top
    found = panel.explained(chosen)
    assert found.better.figures is not None
    colours = {
        app.screen.get_at((x, y))[:3]
        for x in range(chart.x, chart.right, 3)
        for y in range(chart.y, chart.bottom, 2)
    }
    assert hud.HINT in colours
    if any(found.played.figures.get(f, 0) > 0 for f in found.differences):  # type: ignore[union-attr]
        assert review_panel.PLAYED in colours
