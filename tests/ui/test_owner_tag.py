"""Whose planet the big board shows is named on the board, in that seat's colour, and the
planet of the person playing comes back with one click or the Home key (issue 31, defect 6:
another seat's turn took over the board with only the status line to say whose it was)."""

from __future__ import annotations

import pygame
import pytest

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


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scale", [100, 130])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_todays_deal_label_is_whole_clear_of_the_planet_and_never_small(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    """The defect (issue 52): at 130 % text in a 1024×640 window the label's lines
    («Расклад дня · тренировка», «Сложный бот: играет…») shrank to 12 px. Every way the
    label reads, its lines are whole at the game's smallest text or larger, and it covers
    no space of the planet."""
    from evergreen import i18n
    from evergreen.rules.layout import layout as planet_layout
    from evergreen.session.match import Origin, OriginKind
    from evergreen.ui.game import corner
    from evergreen.ui.kit.layout import Layout

    i18n.set_language(lang)
    text.set_ui_scale(scale)
    lay = Layout(*size, players=1)
    text.set_window_scale(lay.scale)
    try:
        for practice in (False, True):
            for rival in (None, 126):
                origin = Origin(OriginKind.DAILY, "2026-11-28", practice=practice)
                with text.recording() as drawn:
                    label, lines = owner_tag.daily_label(lay, origin, rival)
                assert label is not None and lines
                least = text.MIN_EM if scale >= 130 else corner.smallest_em(lay)
                assert all(d.em >= least and not d.cut for d in drawn), drawn
                for space in planet_layout("classic").spaces:
                    assert not label.colliderect(lay.space_rect(space)), (space, label)
    finally:
        i18n.set_language("en")
        text.set_ui_scale(100)
        text.set_window_scale(1.0)
