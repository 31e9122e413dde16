"""A tree's tip says whether it is lit now (issue 52, point 13: a tile's tip never said
whether its tree was lit): lit and what it would score if the season ended now, or in
shade, in the game's words (R9.1)."""

from __future__ import annotations

import dataclasses

import pytest

from evergreen import i18n
from evergreen.rules import GameState, Planet, Sun, light_score, new_game
from evergreen.rules.enums import Piece
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.sections import BoardSection, light_now
from evergreen.ui.kit.layout import Hit
from evergreen.ui.words.tips import space_tip
from tests.ui.driver import game_app

BIG, SHADED, LIT, EMPTY = 10, 17, 31, 24  # a column from the sun at the top


def planted() -> GameState:
    """A new game whose first planet has a Big Tree shading the Small Tree under it, and a
    Small Tree beyond its shadow."""
    state = new_game(2, 1)
    assert state.sun is Sun.TOP
    planet = Planet.empty()
    for index, piece in (
        (BIG, Piece.BIG_TREE),
        (SHADED, Piece.SMALL_TREE),
        (LIT, Piece.SMALL_TREE),
    ):
        planet = planet.put(index, int(piece))
    assert set(light_score(planet, Sun.TOP).shaded) == {SHADED}
    first = state.players[0]._replace(planet=planet)
    return state._replace(players=(first, *state.players[1:]))


@pytest.fixture(autouse=True)
def _english() -> object:
    yield
    i18n.set_language("en")


def test_each_tree_says_if_it_is_lit_now() -> None:
    state = planted()
    assert light_now(state, 0, BIG) == "Lit now: +2 VP if the season ended now."
    assert light_now(state, 0, LIT) == "Lit now: +1 VP if the season ended now."
    assert light_now(state, 0, SHADED) == "In shade now: no VP if the season ended now."
    assert light_now(state, 0, EMPTY) == ""


def test_the_tile_tip_says_it_in_both_languages() -> None:
    """The board's hover tip: what the space is, then whether its tree is lit."""
    _app, game = game_app(players=2, seed=1)
    assert isinstance(game, GameScene)
    board = next(s for s in game.sections if isinstance(s, BoardSection))
    table = dataclasses.replace(game.table(), state=planted(), viewed=0)
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        shade = i18n._("In shade now: no VP if the season ended now.")
        lit = i18n._("Lit now: +{vp} VP if the season ended now.").format(vp=1)
        assert (shade == "In shade now: no VP if the season ended now.") == (lang == "en")
        tip = board.tip((Hit.SPACE, SHADED), table)
        assert tip == f"{space_tip(table.state, 0, SHADED)} {shade}"
        assert board.tip((Hit.SPACE, LIT), table) == f"{space_tip(table.state, 0, LIT)} {lit}"
        assert board.tip((Hit.SPACE, EMPTY), table) == space_tip(table.state, 0, EMPTY)
    assert "в тени" in shade and "на свету" in lit
