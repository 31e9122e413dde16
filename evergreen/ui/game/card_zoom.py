"""A market card shown large: a right-click on a card of the market shows its face three
times its market size beside the market (over the planet's edge), until the mouse leaves
the card or a click or key comes. The face is the same picture as the market's, drawn at
that size (``cards.card_face``)."""

from __future__ import annotations

import pygame

from evergreen.ui.art.cards import card_face
from evergreen.ui.kit.layout import Layout

#: How much larger than in the market a card is shown.
ZOOM = 3


def zoom_rect(lay: Layout, window: pygame.Rect) -> pygame.Rect:
    """Where the large card lies: three times a market card (less if the window is too
    short), its top with the market's, its right edge just left of the market."""
    card = lay.card_rect(0, 1)
    margin = lay.px(12)
    scale = min(ZOOM, (window.height - 2 * margin) / card.height)
    rect = pygame.Rect(0, 0, round(card.width * scale), round(card.height * scale))
    rect.topright = (lay.market.left - margin, lay.market.top)
    return rect.clamp(window.inflate(-2 * margin, -2 * margin))


def draw_zoom(surface: pygame.Surface, lay: Layout, card: int) -> None:
    """The card ``card`` shown large (see ``zoom_rect``)."""
    rect = zoom_rect(lay, surface.get_rect())
    surface.blit(card_face(rect.width, rect.height, card), rect)
