"""The players' panels in a four-player game hold the longest names a player can give at the
game's smallest text or larger (issue 52: at 130 % text in a 1024×640 window they shrank to
12 px, and were cut even so): a name too long for one line beside its chip is drawn in two
lines across the panel, whole; only a word wider than the panel may be cut (the panel's tip
says the name whole)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from evergreen import i18n
from evergreen.rules import new_game
from evergreen.ui.game import panels
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from evergreen.ui.words.names import Seating
from tests.ui.tour import LONG_NAMES, NAMES

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def _restore() -> Iterator[None]:
    pygame.font.init()
    yield
    i18n.set_language("en")
    text.set_ui_scale(100)
    text.set_window_scale(1.0)


def drawn_names(lang: str, scale: int, size: tuple[int, int]) -> list[text.Drawn]:
    """The names as the four panels draw them (the tour's names: the longest in both
    alphabets, a short one and a default one)."""
    i18n.set_language(lang)
    text.set_ui_scale(scale)
    lay = Layout(*size, players=4)
    text.set_window_scale(lay.scale)
    state = new_game(4, 3)
    seating = Seating(NAMES)  # the third by its default name ('Player 3', «Игрок 3»)
    with text.recording() as drawn:
        panels.draw_players(pygame.Surface(size), lay, state, 0, [0.0] * 4, seating)
    names = {seating.name(seat) for seat in range(4)}
    return [d for d in drawn if d.text in names]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scale", [100, 130])
@pytest.mark.parametrize("size", SIZES)
def test_every_name_is_whole_at_the_smallest_text_or_larger(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    names = drawn_names(lang, scale, size)
    assert len(names) == 4
    assert len({d.em for d in names}) == 1, names  # one size for the four
    if size[0] >= 1280 or scale >= 130:
        assert min(d.em for d in names) >= text.MIN_EM, names
    assert not any(d.cut for d in names), names  # two lines hold even the longest


def test_a_name_with_a_word_wider_than_the_panel_is_cut_not_shrunk() -> None:
    """One unbroken word as long as a name can be: cut with an ellipsis, at full size."""
    i18n.set_language("en")
    text.set_ui_scale(130)
    size = (1024, 640)
    lay = Layout(*size, players=4)
    text.set_window_scale(lay.scale)
    word = "W" * len(next(iter(LONG_NAMES)))
    seating = Seating(("Ada", word, "Bo", "Cy"))
    with text.recording() as drawn:
        panels.draw_players(pygame.Surface(size), lay, new_game(4, 3), 0, [0.0] * 4, seating)
    said = [d for d in drawn if d.text == word]
    assert said and said[0].cut and said[0].em >= text.MIN_EM
