"""The guided first game: its highlights alone play a legal game to the end, explaining the
ideas in the first season, and it never blocks another legal move."""

from __future__ import annotations

import random

import pytest

from evergreen import i18n
from evergreen.rules import apply, legal_commands, new_game
from evergreen.ui.game.tutorial import GOAL_NOTE, GUIDED_ROUNDS, PLAYERS, SEED, Guide


def test_following_the_highlights_alone_finishes_the_game() -> None:
    guide, state = Guide(), new_game(PLAYERS, SEED)
    first_round_notes = []
    second_take: str | None = None
    while not state.is_over:
        step = guide.step(state)
        assert step is not None, "the guided player is always awaited in a solo game"
        assert step.command in legal_commands(state)
        if state.round == 0:
            first_round_notes.append(step.note)
        if state.round == 1 and second_take is None:
            second_take = step.note
        if state.round >= GUIDED_ROUNDS:
            assert step.note == ""
        state = apply(state, step.command)
    assert first_round_notes[0] == i18n._(GOAL_NOTE)
    assert second_take is not None and second_take.startswith("Each round starts with the draft")
    assert any("End turn" in n for n in first_round_notes)
    assert all(first_round_notes), "every step of the first round is explained"
    assert state.scores[0] > 100  # a sensible game, not just a legal one


def test_the_guide_follows_the_player_who_does_something_else() -> None:
    guide, state = Guide(), new_game(PLAYERS, SEED)
    rng = random.Random(1)
    for _ in range(150):
        if state.is_over:
            break
        step = guide.step(state)
        assert step is not None and step.command in legal_commands(state)
        other = rng.choice(list(legal_commands(state)))  # the player ignores the guide
        state = apply(state, other)
    assert guide.step(state) is None or guide.step(state).command in legal_commands(state)  # type: ignore[union-attr]


def test_the_guided_game_in_the_window_by_following_the_highlights_only() -> None:
    """Title → Learn to play; clicking only where the guide's ring is finishes the game."""
    from evergreen.ui.game.scene import GameScene
    from evergreen.ui.game.season_scoring import SeasonScoringScene
    from evergreen.ui.screens.results.scene import ResultsScene
    from tests.ui.driver import click, click_button, frames, make_app, top, where

    app = make_app()
    frames(app, 2)
    click_button(app, "learn")
    game = top(app)
    assert isinstance(game, GameScene) and game.guide is not None
    assert game.match.state.seed == SEED and game.match.state.options.players == 1
    notes = 0
    while not game.match.state.is_over:
        if isinstance(top(app), SeasonScoringScene):
            click_button(app, "continue")
            continue
        step = game.guide_step()
        assert step is not None
        notes += bool(step.note)
        before = len(game.match.log)
        click(app, where(game, step.command))
        assert game.match.log[before:] == [step.command]
    frames(app, 2)
    click_button(app, "continue")
    frames(app, 60)
    assert isinstance(top(app), ResultsScene)
    assert notes > 20


def test_leaving_the_guide_lets_the_game_go_on_alone() -> None:
    from evergreen.ui.game.scene import GameScene
    from tests.ui.driver import click, click_button, frames, make_app, top, where

    app = make_app()
    frames(app, 2)
    click_button(app, "learn")
    game = top(app)
    assert isinstance(game, GameScene) and game.leave is not None
    click(app, game.leave.rect.center)
    assert game.guide is None and game.guide_step() is None
    cmd = game.match.legal()[-1]
    click(app, where(game, cmd))
    assert game.match.log[-1] == cmd


def test_the_guide_says_the_goal_before_the_first_click() -> None:
    """The defect: the guided game opened with 'Click the highlighted card' before saying
    what the game is about. Its first note says the goal (four seasons; light, forests,
    fertility) in two sentences, then what to click."""
    step = Guide().step(new_game(PLAYERS, SEED))
    assert step is not None
    goal, click = step.note.split(". Click ")
    assert goal.count(". ") == 1 and click == "the highlighted card."
    for word in ("four seasons", "lit trees", "forest", "fertility"):
        assert word in goal, word


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_guide_note_fits_its_panel_at_the_smallest_text_or_larger(
    lang: str, size: tuple[int, int]
) -> None:
    """The defect (issue 52): at 130 % text in a 1024×640 window the Russian notes of the
    first steps shrank to 11-12 px. Every note (the longest action and power names put in)
    fits the panel over the Leave button, whole, at 14 px or larger."""
    import pygame

    from evergreen import i18n
    from evergreen.ui.game import hud, tutorial
    from evergreen.ui.kit import text
    from evergreen.ui.kit.layout import Layout

    pygame.font.init()
    i18n.set_language(lang)
    text.set_ui_scale(130)
    lay = Layout(*size, players=1)
    text.set_window_scale(lay.scale)
    try:
        notes = [tutorial.GOAL_NOTE, *tutorial.FIRST_NOTES.values(), *tutorial.AGAIN_NOTES.values()]
        box = lay.rect(*hud.GUIDE_PANEL)
        width = box.width - lay.px(28)
        room = lay.rect(*hud.GUIDE_LEAVE).top - lay.px(4) - box.y - lay.px(10)
        for note in notes:
            words = i18n._(note).format(action="D", power=i18n._("Small growth"))
            note_set = hud.guide_note_set(lay, words, width, room)
            assert note_set.fits and text.em(note_set.size) >= text.MIN_EM, (words, note_set)
    finally:
        i18n.set_language("en")
        text.set_ui_scale(100)
        text.set_window_scale(1.0)
