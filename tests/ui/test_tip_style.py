"""One tooltip style (issue 52, point 13; issue 53, point 6): a button's tip (pygame_gui's)
and a tile's (painted by the game) drawn with the same fill, edge and text size."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from evergreen.ui.kit import paper, text, widgets
from evergreen.ui.kit.layout import Layout

SHORT = "Ravine: nothing is ever placed here."
LONG = "Ends your turn. You cannot undo after this; the next player plays on from here."


def _fill_and_edge(surface: pygame.Surface, box: pygame.Rect) -> tuple[pygame.Color, pygame.Color]:
    """The box's commonest colour (its fill) and the colour at the middle of its top edge."""
    inner = box.inflate(-4, -4)
    counts = Counter(
        tuple(surface.get_at((x, y)))
        for x in range(inner.left, inner.right)
        for y in range(inner.top, inner.bottom)
    )
    fill = pygame.Color(*counts.most_common(1)[0][0])
    return fill, surface.get_at((box.centerx, box.top))


def _ink_height(surface: pygame.Surface, box: pygame.Rect, fill: pygame.Color) -> int:
    """How many rows inside the box hold light text pixels (the glyphs' height)."""
    inner = box.inflate(-6, -6)
    rows = [
        y
        for y in range(inner.top, inner.bottom)
        if any(
            sum(surface.get_at((x, y))[:3]) > sum(fill[:3]) + 300
            for x in range(inner.left, inner.right)
        )
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


@pytest.mark.parametrize("words", [SHORT, LONG])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
def test_the_painted_tip_and_pygame_guis_tip_look_the_same(
    size: tuple[int, int], words: str
) -> None:
    """The same fill and edge, the same text size, the same width for the same words (a
    short tip as wide as its words, a long one wrapped at the same width)."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    text.set_window_scale(Layout(*size, players=0).scale)
    lay = Layout(*size, players=0)
    painted = pygame.Surface(size)
    painted.fill(paper.BACKGROUND)
    box = paper.tooltip(painted, lay, (100, 100), words)

    ui = widgets.manager(size)
    gui = pygame.Surface(size)
    gui.fill(paper.BACKGROUND)
    tip = ui.create_tool_tip(words, (300, 300), (0, 0), None, None)
    ui.update(0.01)
    ui.draw_ui(gui)
    gui_box = tip.rect

    fill, edge = _fill_and_edge(painted, box)
    gui_fill, gui_edge = _fill_and_edge(gui, gui_box)
    assert fill == gui_fill == pygame.Color(*paper.TIP_FILL)
    assert edge == gui_edge == pygame.Color(*paper.TIP_EDGE)
    ours, theirs = _ink_height(painted, box, fill), _ink_height(gui, gui_box, gui_fill)
    assert ours > 0 and abs(ours - theirs) <= 2, (ours, theirs)
    assert abs(box.width - gui_box.width) <= lay.px(6), (box, gui_box)
