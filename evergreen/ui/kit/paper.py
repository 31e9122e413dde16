"""The window's paper: the background, the colours of its panels, a rounded panel, and a
tooltip by the mouse."""

from __future__ import annotations

import pygame

from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import INK, wrap

#: The window's background (the App fills it under every frame drawn whole).
BACKGROUND = (226, 221, 204)
#: A panel's paper and the green of its edges and headings.
PANEL = (236, 231, 214)
EDGE = (62, 107, 72)


def panel(surface: pygame.Surface, rect: pygame.Rect, lay: Layout) -> None:
    """A rounded paper panel."""
    pygame.draw.rect(surface, PANEL, rect, border_radius=lay.px(10))
    pygame.draw.rect(surface, (200, 194, 172), rect, lay.px(1), border_radius=lay.px(10))


def tooltip(surface: pygame.Surface, lay: Layout, pos: tuple[int, int], text: str) -> None:
    """A small box of wrapped text near the mouse."""
    width = lay.px(320)
    lines = wrap(text, lay.px(18), width)
    h = sum(img.get_height() for img in lines) + lay.px(12)
    w = max(img.get_width() for img in lines) + lay.px(16)
    box = pygame.Rect(pos[0] + lay.px(16), pos[1] + lay.px(16), w, h)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, INK, box, border_radius=lay.px(6))
    y = box.y + lay.px(6)
    for img in lines:
        surface.blit(img, (box.x + lay.px(8), y))
        y += img.get_height()
