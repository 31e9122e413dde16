"""A review's puzzle is played as in the live game (issue 52, point 1): its legal spaces are
marked as the game marks them, the status line names the step of the decision and is never
the replay's last caption, the game's own action bar (its words: "Power", "Stop", "Undo",
"End turn") stands under the board, and the puzzle's panel leaves the market, the fertility
zone and the powers in sight at every window size."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from evergreen import i18n
from evergreen.review.analysis import Reviewed
from evergreen.review.run import ReviewRun, Status
from evergreen.rules import Verb
from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.app import App
from evergreen.ui.game.buttons import BUTTON_TEXT
from evergreen.ui.kit.layout import ACTION_BAR, Button, Layout
from evergreen.ui.screens.replay import review as review_panel
from evergreen.ui.screens.replay.puzzle import Puzzle
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.source import ReplaySource
from tests.ui.driver import frames, make_app
from tests.ui.tour_review import SOLO, no_worker, solo_review


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def puzzle_of(pick: bool, lang: str = "en") -> tuple[App, ReplayScene, Puzzle]:
    """The solo example's viewer, its review made, a puzzle of its costliest turn (or pick)
    started with Learn from your mistakes."""
    match, review = solo_review()
    app = make_app()
    app.set_language(lang)
    scene = ReplayScene(app, ReplaySource.of_save(SOLO))
    app.scenes.push(scene)
    replay = scene.source.replay
    run = ReviewRun(match, replay, None, 1, no_worker, review, [], len(review.decisions))
    run.status = Status.DONE
    scene.review.run = run
    scene.press_review("review")
    scene.press_review("learn")
    chosen: Reviewed = max(
        (r for r in review.decisions if r.judgement.pick == pick), key=lambda r: r.judgement.loss
    )
    puzzle = scene.review.puzzle
    assert puzzle is not None
    puzzle.costliest = [chosen]
    puzzle.again()  # the try starts at that position
    scene.show_puzzle()
    scene.build()
    frames(app, 2)
    return app, scene, puzzle


def bar(scene: ReplayScene, b: Button) -> object:
    return next(w for w, n in scene.buttons.items() if n == f"bar:{ACTION_BAR.index(b)}")


def test_a_turns_puzzle_marks_its_legal_spaces_and_names_each_step() -> None:
    _app, scene, puzzle = puzzle_of(pick=False)
    replay_caption = scene.table.status_line  # the viewer's words before the puzzle
    shown = scene.table.table()
    assert shown.status.startswith("Step 1 of 4: choose an action A-D"), shown.status
    assert not shown.watching
    seat = puzzle.reviewed.decision.seat
    assert shown.viewed == seat
    action = next(c for c in puzzle.legal() if c.verb is Verb.ACTION)
    b = Button(action.action.name)
    widget = bar(scene, b)
    assert widget.is_enabled and not bar(scene, Button.END).is_enabled  # type: ignore[attr-defined]
    scene.press(scene.buttons[widget])  # type: ignore[index]
    shown = scene.table.table()
    legal_spaces = {c.space for c in puzzle.legal() if c.verb in SPACE_VERBS}
    assert legal_spaces and shown.targets == legal_spaces, "the legal spaces are not marked"
    assert shown.status.startswith(f"Step 2 of 4: action {b.value}"), shown.status
    assert bar(scene, Button.UNDO).is_enabled  # type: ignore[attr-defined]
    space = min(legal_spaces)
    assert puzzle.at_space(space)
    scene.show_puzzle()
    after = scene.table.table()
    assert after.targets == {c.space for c in puzzle.legal() if c.verb in SPACE_VERBS}
    assert after.state == puzzle.state and after.status.startswith("Step ")
    assert replay_caption()[0] == after.status  # the status follows the try, not the replay
    scene.press_bar(Button.UNDO)
    scene.press_bar(Button.UNDO)
    assert puzzle.tried == [] and scene.table.table().status.startswith("Step 1 of 4")


def test_a_picks_puzzle_says_its_one_step() -> None:
    _app, scene, puzzle = puzzle_of(pick=True)
    assert puzzle.state.market
    assert scene.table.table().status == "Step 1 of 1: take a card from the market."


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_puzzles_buttons_are_the_games_own_words(lang: str) -> None:
    """The action bar's Power, Stop, Undo and End turn say what the game screen says, and
    every button a puzzle shows begins with a capital letter."""
    _app, scene, _puzzle = puzzle_of(pick=False, lang=lang)
    labels = {n: str(w.text) for w, n in scene.buttons.items()}  # type: ignore[attr-defined]
    for b, words in BUTTON_TEXT.items():
        if b in ACTION_BAR:
            assert labels[f"bar:{ACTION_BAR.index(b)}"] == i18n._(words)
    assert all(text[:1].isupper() for text in labels.values() if text), labels
    assert "puzzle-again" in labels.values() or "puzzle-again" in labels


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
def test_the_puzzle_panel_leaves_market_fertility_and_powers_in_sight(
    size: tuple[int, int],
) -> None:
    lay = Layout(*size, players=2)
    box = lay.rect(*getattr(review_panel, "PUZZLE", review_panel.PANEL))  # (before: one panel)
    for name in ("market", "zone", "tracks"):
        assert not box.colliderect(getattr(lay, name)), f"the puzzle covers the {name}"
    assert box.bottom <= size[1] and box.right <= size[0]
