"""The window's paper: the background, the colours of its panels, a rounded panel, and a
tooltip by the mouse."""

from __future__ import annotations

import pygame

from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import ACCENT, INK, LIGHT, Colour, wrap

#: The window's background (the App fills it under every frame drawn whole).
BACKGROUND = (226, 221, 204)
#: A panel's paper and the green of its edges and headings.
PANEL = (236, 231, 214)
EDGE = (62, 107, 72)


def panel(surface: pygame.Surface, rect: pygame.Rect, lay: Layout) -> None:
    """A rounded paper panel."""
    pygame.draw.rect(surface, PANEL, rect, border_radius=lay.px(10))
    pygame.draw.rect(surface, (200, 194, 172), rect, lay.px(1), border_radius=lay.px(10))


#: The one tooltip style: the painted tips below and pygame_gui's (``widgets.theme`` gives
#: its ``tool_tip`` these), so a button's tip and a tile's read as one thing: dark ink, light
#: text at one size, an amber edge, rounded corners.
TIP_FILL: Colour = INK
TIP_TEXT: Colour = LIGHT
TIP_EDGE: Colour = ACCENT
#: The tips' nominal text size (as ``text.wrap`` takes it: 15-pixel glyphs at 100 %), their
#: widest line and their corner radius, in design pixels at the 1280×800 design.
TIP_SIZE = 19
TIP_WIDTH = 320
TIP_RADIUS = 6
#: Room between a tip's edge and its text, left and right.
TIP_PAD = 8


def tooltip(surface: pygame.Surface, lay: Layout, pos: tuple[int, int], text: str) -> pygame.Rect:
    """A small box of wrapped text near the mouse (``TIP_*``'s style); returns the box."""
    width = lay.px(TIP_WIDTH)
    lines = wrap(text, lay.px(TIP_SIZE), width, TIP_TEXT)
    h = sum(img.get_height() for img in lines) + lay.px(12)
    # one line: as wide as its words; wrapped: the whole width (as pygame_gui's tips)
    w = (max(img.get_width() for img in lines) if len(lines) == 1 else width) + 2 * lay.px(TIP_PAD)
    box = pygame.Rect(pos[0] + lay.px(16), pos[1] + lay.px(16), w, h)
    box.clamp_ip(surface.get_rect())
    radius = lay.px(TIP_RADIUS)
    pygame.draw.rect(surface, TIP_FILL, box, border_radius=radius)
    pygame.draw.rect(surface, TIP_EDGE, box, 1, border_radius=radius)
    y = box.y + lay.px(6)
    for img in lines:
        surface.blit(img, (box.x + lay.px(TIP_PAD), y))
        y += img.get_height()
    return box
