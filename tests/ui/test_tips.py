"""A tip belongs to a hover that is still current (issue 31, defect 1): a click, a key, a
change of state or a new scene closes every tip, painted or pygame_gui's, until the mouse
moves again."""

from __future__ import annotations

import pygame

from evergreen.ui.kit.layout import Button
from tests.ui.driver import click, frames, game_app, key, top


def move(app: object, pos: tuple[int, int]) -> None:
    """The mouse moves to ``pos`` (one frame passes)."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)  # type: ignore[arg-type]


def test_a_click_closes_the_disabled_buttons_tip_until_the_mouse_moves() -> None:
    app, game = game_app(players=2, seed=9)
    end = game.layout.button_rect(Button.END).center
    move(app, end)
    assert any("expects" in t for t in game.frame.tips(game.table()))  # hovered: says why
    click(app, end)  # the defect: the tip stayed up after the click
    assert game.frame.tips(game.table()) == []
    frames(app, 30)
    assert game.frame.tips(game.table()) == []  # resting still: still closed
    move(app, (end[0] + 2, end[1]))
    assert any("expects" in t for t in game.frame.tips(game.table()))


def test_a_key_and_a_change_of_state_close_the_board_tip() -> None:
    app, game = game_app(players=2, seed=9)
    space = game.layout.space_rect(18).center
    move(app, space)
    assert game.frame.tips(game.table()) != []  # the board space's tip
    key(app, pygame.K_RIGHT)  # keyboard play: the tip over the planet goes
    assert game.frame.tips(game.table()) == []
    move(app, (space[0] + 1, space[1]))
    assert game.frame.tips(game.table()) != []
    game.play(game.match.legal()[0])  # a move (a bot's, or the player's by key)
    frames(app, 1)
    assert game.frame.tips(game.table()) == []  # text about a state that has passed is gone


def test_a_new_scene_closes_the_tips() -> None:
    app, game = game_app(players=2, seed=9)
    end = game.layout.button_rect(Button.END).center
    move(app, end)
    assert game.frame.tips(game.table()) != []
    app.scenes.push(app.pause_screen())
    frames(app, 1)
    app.scenes.pop()
    frames(app, 1)
    assert top(app) is game and game.frame.tips(game.table()) == []


def test_pygame_gui_tooltips_stay_down_after_a_click_until_the_mouse_moves() -> None:
    app, game = game_app(players=2, seed=9)
    hint = game.buttons[Button.HINT]
    assert hint.tool_tip_text
    at = hint.rect.center
    move(app, at)
    frames(app, 90)  # 1.5 s of rest: the tooltip shows
    assert hint.tool_tip is not None
    key(app, pygame.K_LSHIFT)
    assert hint.tool_tip is None
    frames(app, 120)
    assert hint.tool_tip is None  # still resting: kept down
    move(app, (at[0] + 1, at[1]))
    frames(app, 90)
    assert hint.tool_tip is not None
