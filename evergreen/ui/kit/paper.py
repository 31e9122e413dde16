"""The window's paper: the background, the colours of its panels, a rounded panel, and a
tooltip by the mouse."""

from __future__ import annotations

import pygame

from evergreen.ui.kit import type_scale
from evergreen.ui.kit.bounded_cache import bounded
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


#: The one tooltip style. Every tooltip of the window is drawn by ``tooltip`` below: the
#: painted tips of the board, the cards and the panels, and pygame_gui's tips of buttons and
#: choices (``widgets``' manager hands them here instead of drawing its own box), so a
#: button's tip and a tile's are the same picture: dark ink, light text at the scale's body
#: size, an amber edge, rounded corners, a soft shadow, the same padding and placement.
TIP_FILL: Colour = INK
TIP_TEXT: Colour = LIGHT
TIP_EDGE: Colour = ACCENT
#: The tips' nominal text size (``type_scale.BODY``: 16-pixel glyphs at 100 %), their widest
#: line and their corner radius, in design pixels at the 1280×800 design.
TIP_SIZE = type_scale.BODY
TIP_WIDTH = 320
TIP_RADIUS = 6
#: Room between a tip's edge and its text: left and right, top and bottom.
TIP_PAD = 8
TIP_PAD_Y = 6
#: How far from the mouse's point a tip stands (right and below, or left and above near the
#: window's edges), in design pixels, but never less than ``POINTER`` window pixels: the
#: pointer's picture does not shrink with a small window (an arrow is 16 × 20 px or so).
TIP_OFFSET = 18
POINTER = 24
#: The tip's drop shadow: its offset down and its blur, in design pixels, and its darkness.
TIP_SHADOW_DROP = 2
TIP_SHADOW_BLUR = 4
TIP_SHADOW_ALPHA = 90
#: Seconds the mouse rests on a thing before its tip shows: every tip shows at once, the
#: board's as the buttons' (a tile's, a card's and a panel's tips always have; pygame_gui's
#: waited a second); a click or a key puts them away until the mouse moves (``tips``).
TIP_DELAY = 0.0


def tip_box(
    lay: Layout, pos: tuple[int, int], size: tuple[int, int], window: pygame.Rect
) -> pygame.Rect:
    """Where a tip of ``size`` goes for the mouse at ``pos``: below and right of the pointer,
    flipped left of it or above it where the window's edge is near, so that it stays inside
    ``window`` and never covers the pointer (``TIP_OFFSET`` round it)."""
    off = max(lay.px(TIP_OFFSET), POINTER)
    box = pygame.Rect((0, 0), size)
    box.left = (
        pos[0] + off if pos[0] + off + box.width <= window.right else pos[0] - off - box.width
    )
    box.top = (
        pos[1] + off if pos[1] + off + box.height <= window.bottom else pos[1] - off - box.height
    )
    return box.clamp(window)


def tip_lines(lay: Layout, text: str) -> list[pygame.Surface]:
    """A tip's text, wrapped at its widest line."""
    return wrap(text, lay.px(TIP_SIZE), lay.px(TIP_WIDTH), TIP_TEXT)


def tip_size(lay: Layout, lines: list[pygame.Surface]) -> tuple[int, int]:
    """A tip's box for its lines: one line as wide as its words, wrapped lines the whole
    width, with the padding round them."""
    inner = max(img.get_width() for img in lines) if len(lines) == 1 else lay.px(TIP_WIDTH)
    height = sum(img.get_height() for img in lines)
    return inner + 2 * lay.px(TIP_PAD), height + 2 * lay.px(TIP_PAD_Y)


@bounded("kit.paper._tip_shadow", 16, 2**20, by_area=True)
def _tip_shadow(size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
    """The soft shadow under a tip of ``size`` (``blur`` pixels of margin round it)."""
    shadow = pygame.Surface((size[0] + 2 * blur, size[1] + 2 * blur), pygame.SRCALPHA)
    body = pygame.Rect(blur, blur, *size)
    pygame.draw.rect(shadow, (0, 0, 0, TIP_SHADOW_ALPHA), body, border_radius=radius)
    return pygame.transform.gaussian_blur(shadow, max(1, blur // 2)) if blur > 1 else shadow


def tooltip(surface: pygame.Surface, lay: Layout, pos: tuple[int, int], text: str) -> pygame.Rect:
    """A small box of wrapped text by the mouse at ``pos`` (``TIP_*``'s style, ``tip_box``'s
    place); returns the box."""
    lines = tip_lines(lay, text)
    box = tip_box(lay, pos, tip_size(lay, lines), surface.get_rect())
    radius, blur = lay.px(TIP_RADIUS), lay.px(TIP_SHADOW_BLUR)
    shadow = _tip_shadow(box.size, radius, blur)
    surface.blit(shadow, (box.x - blur, box.y - blur + lay.px(TIP_SHADOW_DROP)))
    pygame.draw.rect(surface, TIP_FILL, box, border_radius=radius)
    pygame.draw.rect(surface, TIP_EDGE, box, 1, border_radius=radius)
    y = box.y + lay.px(TIP_PAD_Y)
    for img in lines:
        surface.blit(img, (box.x + lay.px(TIP_PAD), y))
        y += img.get_height()
    return box
