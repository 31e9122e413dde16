"""The big board's free corner: the room at its bottom left that no space of the planet
covers, above the action bar. 'If the season ended now' stands there in play, and a
seat's points as its season is scored; both are sized to the room, never past it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from evergreen.rules.layout import layout as planet_layout
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import BOARD_X, GRID, Layout

#: A line of text to lay out there: its words, colour and whether it is bold.
Line = tuple[str, text.Colour, bool]
#: Design pixels between the room and the spaces, the bar and the window's edge.
GAP = 4


def room(lay: Layout, planet: str = "classic") -> pygame.Rect:
    """The corner's room in window pixels: right of the board's edge, left of the bottom
    row's first space, below every space left of that, above the action bar and within the
    board's square (what the board's section redraws)."""
    spaces = planet_layout(planet).spaces
    gap = lay.px(GAP)
    bottom_row = [i for i in spaces if i // GRID == GRID - 1]
    right = min(lay.space_rect(i).left for i in bottom_row) - gap
    top = max(lay.space_rect(i).bottom for i in spaces if lay.space_rect(i).left < right) + gap
    left = lay.rect(BOARD_X + GAP, 0, 0, 0).x
    bottom = min(lay.board.bottom, lay.action_bar.top - gap)
    return pygame.Rect(left, top, right - left, bottom - top)


def smallest_em(lay: Layout) -> int:
    """The smallest glyphs the game's fitted text may shrink to: the game's smallest text at
    the 100 % text size in this window (14 px at 1280×800, 12.5 px at 1024×640), but never
    under ``text.MIN_EM`` once the text size is raised (at 130 % in a 1024×640 window the
    corner's plate and the scoring's headings shrank to 12-13 px)."""
    least = round(lay.px(text.MIN_SIZE) * text.EM * text.base_factor())
    return max(least, text.MIN_EM) if text.ui_scale() > 1 else least


def fitting(height: int, measure: Callable[[float], int], lay: Layout, step: float = 0.04) -> float:
    """The largest factor (1 or under) of the text's sizes at which ``measure`` (the height
    the text takes at that factor) is ``height`` or less; the smallest allowed if none is
    (its smallest text, nominal 18 times the factor, at ``smallest_em``)."""
    factor = 1.0
    while measure(factor) > height and text.em(lay.px(text.MIN_SIZE) * (factor - step)) >= (
        smallest_em(lay)
    ):
        factor -= step
    return factor


def height_of(lines: list[Line], size: float, width: int) -> int:
    """How tall ``lines`` are wrapped to ``width`` at nominal ``size`` (none shrunk)."""
    return sum(
        text.line_count(words, size, width, bold) * text.font(size, bold).get_height()
        for words, _colour, bold in lines
    )
