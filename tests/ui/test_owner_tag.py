"""Whose planet the big board shows is named on the board, in that seat's colour, and the
planet of the person playing comes back with one click or the Home key (issue 31, defect 6:
another seat's turn took over the board with only the status line to say whose it was)."""

from __future__ import annotations

import pygame

from evergreen.ui.game import owner_tag
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Button, Hit
from evergreen.ui.words.names import Seating, seat_colour
from tests.ui.driver import click, frames, game_app, key


def names_on_board(game: object) -> list[str]:
    with text.recording() as drawn:
        game.board.draw(game.app.screen, game.table())  # type: ignore[attr-defined]
    return [d.text for d in drawn]


def test_the_board_names_its_owner_and_brings_yours_back() -> None:
    app, game = game_app(players=3, seed=9)
    seating = Seating.of(game.match)
    mine = game.home_seat()
    assert mine is not None and game.look.viewed == mine
    assert seating.name(mine) in names_on_board(game)
    assert not game.buttons[Button.HOME].visible  # on your own planet: nothing to go back to
    other = (mine + 1) % 3
    click(app, game.layout.player_rect(other).center)  # another seat's panel
    assert game.look.viewed == other
    assert seating.name(other) in names_on_board(game)
    plate = game.layout.rect(*owner_tag.PLATE)
    edge = app.screen.get_at((plate.centerx, plate.top + 1))[:3]
    assert edge == seat_colour(game.match, other)  # edged in the owner's colour
    home = game.buttons[Button.HOME]
    assert home.visible
    click(app, home.rect.center)
    assert game.look.viewed == mine and not game.buttons[Button.HOME].visible
    click(app, game.layout.player_rect(other).center)
    assert game.look.viewed == other
    key(app, pygame.K_HOME)
    assert game.look.viewed == mine


def test_the_home_button_does_not_cover_a_planet_space() -> None:
    app, game = game_app(players=2, seed=9)
    frames(app, 1)
    home = game.layout.button_rect(Button.HOME)
    plate = game.layout.rect(*owner_tag.PLATE)
    planet = game.match.state.players[0].planet
    for space in planet.layout.spaces:
        rect = game.layout.space_rect(space)
        assert not rect.colliderect(home) and not rect.colliderect(plate), space
    assert game.hit(home.center) != (Hit.SPACE, 0)
