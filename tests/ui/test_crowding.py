"""The game screen's crowded corners at every window size in English at 100 % and Russian at
130 % text (issue 52, point 20): the market's cards stand below its heading, the '1st'
marker and 'to play' stand apart on a player's panel."""

from __future__ import annotations

import itertools
import os
import random
from collections import Counter

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from evergreen import i18n
from evergreen.rules import Event, new_game
from evergreen.session.match import Match
from evergreen.ui.game import corner, panels
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from evergreen.ui.words.colours import player_colour
from evergreen.ui.words.names import Seating
from tests.ui.driver import make_app

SIZES = [(1280, 800), (1024, 640), (1920, 1080)]
LOOKS = [("en", 100), ("ru", 130), ("ru", 115)]


pytestmark = pytest.mark.usefixtures("fonts")  # language and sizes: reset by tests/conftest.py


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
    a clear gap (6 design pixels between the frames) before the marker (amber) begins, or
    the marker stands on the score's row above it (where the badge's row is too short for
    both: «ходит» shrank to 12 px at 130 % text in a 1024×640 window), and its word is
    neither cut nor shrunk (issue 52)."""
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
    assert said[0].em == text.em(lay.px(18))
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
    fills = [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(token.top, rect.bottom)  # (the name's chip stands above)
        if tuple(surface.get_at((x, y)))[:3] == fill
    ]
    assert fills, "no 'to play' badge"
    if min(p[1] for p in fills) > token.bottom:  # the marker on the score's row, above it
        return
    badge = [x for x, y in fills if token.top <= y < token.bottom]
    assert badge, "no 'to play' badge on the row of the marker"
    rims = lay.px(2) + lay.px(1)  # the marker's ring and the badge's rim, between the fills
    assert token.left - max(badge) >= lay.px(6) + rims, (max(badge), token)


def finished(players: int) -> tuple[Match, list[Event]]:
    """A game played to its end by random legal moves, and the events of its last move
    (the End of Winter's scoring)."""
    match = Match.start(players, 5)
    rng = random.Random(5)
    while not match.is_over:
        match.play(rng.choice(match.legal()))
    return match, list(match.state.events)


@pytest.mark.parametrize(("lang", "scale"), [*LOOKS, ("en", 130)])
@pytest.mark.parametrize("size", SIZES)
def test_the_season_tables_headings_are_whole_and_evenly_apart(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    """The defects: the season's table squeezed its headings to 11-13 px at 130 % text (each
    in a fixed room: «свет» in 36 design pixels), and the End of Winter's headings stood
    unevenly apart. As drawn on the End of Winter's table: the five headings in one size,
    whole, at least 14 px at 1280x800 (the game's smallest elsewhere), the same gap
    between each two."""
    from evergreen.ui.game.scene import GameScene
    from evergreen.ui.game.season_scoring import SeasonScoringScene

    app = make_app(size)
    match, events = finished(2)
    game = app.open_game(match)
    assert isinstance(game, GameScene)
    lay = look(lang, scale, size, 2)
    scoring = SeasonScoringScene(game, events)
    surface = pygame.Surface(size)
    with text.recording() as drawn:
        scoring.draw_table(surface)
    heads = [i18n._(w) for w in ("light", "forest", "fertility", "scored", "VP now")]
    said = [d for d in drawn if d.text in heads]
    assert [d.text for d in said] == heads
    assert len({d.em for d in said}) == 1
    assert said[0].em >= (text.MIN_EM if size == (1280, 800) else corner.smallest_em(lay))
    inked = _ink_runs(surface, lay, said[0].em)
    assert len(inked) == len(heads), inked
    gaps = [b[0] - a[1] for a, b in itertools.pairwise(inked)]
    assert max(gaps) - min(gaps) <= 2 and min(gaps) >= lay.px(10) - 2, gaps


def _ink_runs(surface: pygame.Surface, lay: Layout, em: int) -> list[list[int]]:
    """The headings' row as drawn: the runs of ink from the names' column to the panel's
    right (letters of one heading, and its words, closer than a third of an em)."""
    top = lay.rect(0, 316, 0, 0).y
    tall = text.font_em(em, True).get_height()
    band = range(top + tall * 2 // 5, top + tall * 7 // 10)
    xs = range(lay.rect(820, 0, 0, 0).x - 4, lay.rect(1254, 0, 0, 0).x)
    back = Counter(tuple(surface.get_at((x, y))) for x in xs for y in band).most_common(1)[0][0]
    runs: list[list[int]] = []
    for x in xs:
        if not any(tuple(surface.get_at((x, y))) != back for y in band):
            continue
        if runs and x - runs[-1][1] <= max(em // 2, 6):
            runs[-1][1] = x
        else:
            runs.append([x, x])
    return runs


@pytest.mark.parametrize(("lang", "scale"), LOOKS)
@pytest.mark.parametrize("size", SIZES)
def test_the_automa_panel_shows_every_card_it_took_this_season(
    lang: str, scale: int, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The defect: 'Cards it took this season' showed the last 4 of the 5 cards the automa
    takes in Spring. Each card is drawn, inside the panel."""
    match = Match.start(1, 4)
    while len(match.state.automa) < 5:
        match.play(match.legal()[0])
    state = match.state
    lay = look(lang, scale, size, len(state.players) + 1)
    faces: list[tuple[int, pygame.Rect]] = []
    real = panels.card_face

    def face(w: int, h: int, card: int) -> pygame.Surface:
        faces.append((card, pygame.Rect(0, 0, w, h)))
        return real(w, h, card)

    monkeypatch.setattr(panels, "card_face", face)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    panels.draw_solo(surface, lay, state, 0, state)
    assert [card for card, _r in faces] == list(state.automa)
    area = lay.players_panel
    ink = surface.get_bounding_rect()
    assert area.contains(ink), (ink, area)
