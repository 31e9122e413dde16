"""The game screen's crowded corners at every window size in English at 100 % and Russian at
130 % text (issue 52, point 20): the market's cards stand below its heading, the '1st'
marker and 'to play' stand apart on a player's panel."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from evergreen import i18n
from evergreen.rules import new_game
from evergreen.ui.game import panels
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from evergreen.ui.words.colours import player_colour
from evergreen.ui.words.names import Seating

SIZES = [(1280, 800), (1024, 640), (1920, 1080)]
LOOKS = [("en", 100), ("ru", 130), ("ru", 115)]


@pytest.fixture(autouse=True)
def _restore() -> Iterator[None]:
    pygame.font.init()
    yield
    i18n.set_language("en")
    text.set_ui_scale(100)
    text.set_window_scale(1.0)


def look(lang: str, scale: int, size: tuple[int, int], players: int) -> Layout:
    """The language, the text size and the window's size set as the game sets them."""
    i18n.set_language(lang)
    text.set_ui_scale(scale)
    lay = Layout(*size, players=players)
    text.set_window_scale(lay.scale)
    return lay


@pytest.mark.parametrize(("lang", "scale"), LOOKS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_market_cards_stand_below_its_heading(
    lang: str, scale: int, size: tuple[int, int], players: int
) -> None:
    """The defect: at 130 % the market's cards covered the foot of «Рынок». The heading's
    ink ends above every card, the one under the mouse (raised) too."""
    lay = look(lang, scale, size, players)
    state = new_game(players, 3)
    n = len(state.market)
    heading = panels.market_heading(lay, state)
    ink = heading[0].get_bounding_rect().move(heading[1])
    for hover in range(n):
        for slot in range(n):
            card = panels.market_card(lay, state, slot, hover)
            assert ink.bottom < card.top, (slot, hover, ink, card)


@pytest.mark.parametrize(("lang", "scale"), LOOKS)
@pytest.mark.parametrize("size", SIZES)
def test_to_play_and_the_first_player_marker_stand_apart(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    """The defect: on the panel of a player both first and to play, «ходит» and «1-й» ran
    into each other (3 px apart). As drawn, the 'to play' badge (the player's colour) ends
    a clear gap (6 design pixels between the frames) before the marker (amber) begins, and
    its word is not cut."""
    lay = look(lang, scale, size, 4)
    state = new_game(4, 3)
    seat = state.awaiting
    assert seat is not None and seat == state.first
    colours = (4, 5, 6, 7)
    surface = pygame.Surface(size)
    viewed = (seat + 1) % 4  # its ring is amber too: on another panel
    with text.recording() as drawn:
        panels.draw_players(surface, lay, state, viewed, [0.0] * 4, Seating(colours=colours))
    said = [d for d in drawn if d.text == i18n._("to play")]
    assert said and not said[0].cut
    rect = lay.player_rect(seat)
    fill = player_colour(colours[seat])
    amber = [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top + lay.px(20), rect.bottom)
        if tuple(surface.get_at((x, y)))[:3] == text.ACCENT
    ]
    token = pygame.Rect(min(p[0] for p in amber), min(p[1] for p in amber), 1, 1)
    token.width = max(p[0] for p in amber) - token.x + 1
    token.height = max(p[1] for p in amber) - token.y + 1
    badge = [
        x
        for x in range(rect.left, rect.right)
        for y in range(token.top, token.bottom)
        if tuple(surface.get_at((x, y)))[:3] == fill
    ]
    assert badge, "no 'to play' badge on the row of the marker"
    rims = lay.px(2) + lay.px(1)  # the marker's ring and the badge's rim, between the fills
    assert token.left - max(badge) >= lay.px(6) + rims, (max(badge), token)
