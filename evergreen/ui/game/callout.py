"""A refusal said where the player looked: a click the rules refuse (a space, a card) rings
what was clicked and explains why on a paper plate beside it, in dark ink, pointing at it.

It stays until the player does something else (a click, a key, a move played) or the mouse
leaves the place; the status line still says it too.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import ERROR, INK, PAPER, wrap

#: Design sizes: the text, the plate's widest line, the padding, the gap to what was clicked.
SIZE = type_scale.CAPTION
WIDTH = 300
PAD = 8
GAP = 10
#: How far (in design pixels) the mouse may wander from what was clicked before it closes.
REACH = 120


class Refusal(NamedTuple):
    """Why a click was refused, and where (the rect of what was clicked, window pixels)."""

    text: str
    at: pygame.Rect

    def near(self, lay: Layout, pos: tuple[int, int]) -> bool:
        """True while the mouse is close to what was clicked."""
        return self.at.inflate(2 * lay.px(REACH), 2 * lay.px(REACH)).collidepoint(pos)


def plate_rect(lay: Layout, refusal: Refusal, lines: list[pygame.Surface]) -> pygame.Rect:
    """Where the plate goes: above what was clicked if there is room under the top bar,
    else below it; centred on it, kept inside the window."""
    pad, gap = lay.px(PAD), lay.px(GAP)
    w = max(img.get_width() for img in lines) + 2 * pad
    h = sum(img.get_height() for img in lines) + 2 * pad
    plate = pygame.Rect(0, 0, w, h)
    plate.centerx = refusal.at.centerx
    plate.bottom = refusal.at.top - gap
    if plate.top < lay.top_bar.bottom + gap:
        plate.top = refusal.at.bottom + gap
    window = pygame.Rect(0, 0, lay.width, lay.height).inflate(-2 * gap, -2 * gap)
    return plate.clamp(window)


def draw(surface: pygame.Surface, lay: Layout, refusal: Refusal) -> pygame.Rect:
    """Ring what was clicked and draw the plate with the reason beside it; the rect drawn."""
    ring = refusal.at.inflate(lay.px(6), lay.px(6))
    pygame.draw.rect(surface, ERROR, ring, lay.px(3), border_radius=lay.px(8))
    lines = wrap(refusal.text, lay.px(SIZE), lay.px(WIDTH), INK, 5)
    plate = plate_rect(lay, refusal, lines)
    tip = _pointer(plate, ring, lay.px(GAP))
    pygame.draw.polygon(surface, ERROR, tip)
    pygame.draw.rect(surface, PAPER, plate, border_radius=lay.px(8))
    pygame.draw.rect(surface, ERROR, plate, lay.px(2), border_radius=lay.px(8))
    y = plate.y + lay.px(PAD)
    for img in lines:
        surface.blit(img, (plate.x + lay.px(PAD), y))
        y += img.get_height()
    return plate.union(ring)


def _pointer(plate: pygame.Rect, ring: pygame.Rect, size: int) -> list[tuple[int, int]]:
    """A small triangle from the plate's edge towards what was clicked."""
    x = min(max(ring.centerx, plate.left + 2 * size), plate.right - 2 * size)
    if plate.bottom <= ring.top:  # the plate above
        return [(x - size, plate.bottom - 1), (x + size, plate.bottom - 1), (x, ring.top)]
    return [(x - size, plate.top + 1), (x + size, plate.top + 1), (x, ring.bottom)]
