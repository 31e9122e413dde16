"""Achievement toasts (issue 52, point 8): what a finished game earned shows on its results
once they are on the screen (never during the final scoring's animation, never over its
headers, never while the ribbon opens), a few at once with the rest counted and shown
after, and never over another screen: leaving the results drops them."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from evergreen.progress.achievements import ALL
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit import text
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.progress import toast
from evergreen.ui.screens.results.scene import ResultsScene
from tests.ui.driver import click_button, frames, make_app, top


def drawn(app: App) -> list[str]:
    """Every text drawn in the next frame (the whole window), as it reads (the no-break
    spaces that keep a toast's achievement name on one line read as spaces)."""
    app.scenes.changed = True
    with text.recording() as found:
        frames(app)
    return [d.text.replace(toast.NO_BREAK, " ") for d in found]


def toasts_drawn(app: App) -> list[str]:
    return [t for t in drawn(app) if t.startswith("Achievement earned")]


def to_final_scoring(app: App, seed: int = 3) -> GameScene:
    """A solo game played through its scene to its end: the final scoring on show."""
    match = Match.start(1, seed)
    game = app.open_game(match)
    assert isinstance(game, GameScene)
    app.scenes.reset(game)
    rng = random.Random(seed)
    for _ in range(5000):
        scene = top(app)
        if match.state.is_over:
            break
        if isinstance(scene, SeasonScoringScene):
            scene.close()
            continue
        game.play(rng.choice(list(match.legal())))
        game.update(0.0)
    for _ in range(50):
        frames(app)
        if isinstance(top(app), SeasonScoringScene):
            break
    assert match.state.is_over and isinstance(top(app), SeasonScoringScene)
    return game


def expected(app: App) -> list[str]:
    """The toasts' first lines that should show now: the first few of the queue."""
    return [f"Achievement earned: {toast.words(a)[0]}" for a in app.toasts.queue[: toast.AT_ONCE]]


def to_results(app: App) -> ResultsScene:
    """Continue from the final scoring, frames until the results show (at normal speed
    the end-of-game ceremony plays first, ten seconds at most: no toast over it either)."""
    click_button(app, "continue")
    for _ in range(900):
        if isinstance(top(app), ResultsScene):
            break
        shown = toasts_drawn(app)  # nothing before the results are on the screen
        assert shown == [] or isinstance(top(app), ResultsScene), type(top(app))
    scene = top(app)
    assert isinstance(scene, ResultsScene)
    return scene


def test_toasts_wait_for_the_results_never_during_the_final_scoring(folders: Path) -> None:
    app = make_app(speed=Speed.NORMAL)
    frames(app, 2)
    game = to_final_scoring(app)
    for _ in range(20):  # the final scoring's animation: no toast over it
        assert toasts_drawn(app) == []
    assert game.match.game_id in app.toasts.waiting  # the first game earned Seedling
    results = to_results(app)
    assert results.celebrating
    assert toasts_drawn(app) == []  # not while the ribbon opens
    results.anim.skip()
    shown = toasts_drawn(app)
    assert shown == expected(app) and "Achievement earned: Seedling" in shown
    assert not app.toasts.waiting


def test_no_toast_is_carried_to_another_screen(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    to_final_scoring(app)
    to_results(app)
    assert "Achievement earned: Seedling" in toasts_drawn(app)
    click_button(app, "title")
    for _ in range(3):
        assert toasts_drawn(app) == []
    click_button(app, "stats")
    for _ in range(3):
        assert toasts_drawn(app) == []
    assert app.toasts.queue == [] and app.toasts.owner is None


def test_a_screen_over_the_results_hides_them_and_they_come_back(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    to_final_scoring(app)
    results = to_results(app)
    assert toasts_drawn(app)
    app.toggle_help()  # the rules over the results: no toast over them
    assert toasts_drawn(app) == []
    app.toggle_help()
    assert top(app) is results and toasts_drawn(app) == expected(app) != []


def test_a_few_at_once_the_rest_counted_then_shown(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    to_final_scoring(app)
    results = to_results(app)
    app.toasts.show(list(ALL[:5]), results)  # five more earned at once
    while app.toasts.queue:
        waiting = len(app.toasts.queue) - toast.AT_ONCE
        words = drawn(app)
        on_show = [t for t in words if t.startswith("Achievement earned")]
        assert on_show == expected(app) and len(on_show) == min(3, len(app.toasts.queue))
        counted = [t for t in words if t.startswith("+") and "more achievement" in t]
        assert counted == (
            [f"+{waiting} more achievement{'s' if waiting > 1 else ''}"] if waiting > 0 else []
        )
        app.toasts.update(toast.SECONDS + 0.1, app.scenes.stack)
    assert toasts_drawn(app) == [] and app.toasts.owner is None


def test_the_toasts_stand_inside_the_window_clear_of_the_ribbon(folders: Path) -> None:
    app = make_app((1024, 640))
    frames(app, 2)
    to_final_scoring(app)
    results = to_results(app)
    app.toasts.show(list(ALL[:4]), results)
    frames(app)
    box = app.toasts.draw(pygame.Surface(app.size), results)
    assert box is not None and app.screen.get_rect().contains(box)
    assert not box.colliderect(results.ribbon_band)
    for button in results.buttons:
        assert not box.colliderect(button.rect)
