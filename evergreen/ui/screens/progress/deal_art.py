"""Today's deal drawn as the game draws it, for the side of the two planets' screen whose
game is not played yet (the Hard bot's, while it plays in its own process): the planet the
deal starts from, painted and lit from its first sun, and the deal's first market cards as
their illustrated faces, with the deal's challenge code. Not a text panel: the words say
only that the bot is still playing.

Pure drawing of the day's deal (``evergreen.progress.daily_record.daily_match``); the
planet's picture is baked once per size and day (``bounded``)."""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

import pygame

from evergreen.i18n import _
from evergreen.progress.daily_record import daily_match
from evergreen.rules import Planet, Sun
from evergreen.session.challenge import Challenge
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art.cards import card_face
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import ACCENT_INK, INK, MUTED, fit, wrap
from evergreen.ui.screens.results.cards import CHART_H, HEADER_H, RADIUS_PER_CELL

#: A card's height over its width (the market's cards).
CARD_RATIO = 1.4
#: The deal's cards shown at most (the market's, then the deck's top).
CARDS = 4


class Deal(NamedTuple):
    """What the day's deal starts from: the planet, the first sun, the first cards, the
    code that deals it again."""

    planet: Planet
    sun: Sun
    cards: tuple[int, ...]
    code: str


@bounded("screens.deal_art.deal_of", 2)
def deal_of(day: date) -> Deal:
    """The deal of ``day`` as its game starts (worked out once per day)."""
    state = daily_match(day).state
    cards = (state.market + state.deck)[:CARDS]
    challenge = Challenge.of(state)
    code = challenge.code if challenge is not None else ""
    return Deal(state.players[0].planet, Sun(state.sun), cards, code)


def draw_waiting(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, day: date) -> None:
    """The Hard bot's card while it plays ``day``'s deal: the card's paper, the planet it
    starts from (as large as the player's on the card beside it), and where the chart will
    be, that it is still playing, the deal's first cards and its code."""
    deal = deal_of(day)
    pygame.draw.rect(surface, PANEL, rect, border_radius=lay.px(12))
    pygame.draw.rect(surface, (200, 194, 172), rect, lay.px(1), border_radius=lay.px(12))
    pad = lay.px(12)
    head = fit(_("Today's deal"), lay.px(type_scale.LABEL), rect.width - 2 * pad, INK, True)
    surface.blit(head, (rect.x + pad, rect.y + lay.px(14)))
    foot = pygame.Rect(
        rect.x + pad, rect.bottom - lay.px(10) - lay.px(CHART_H), rect.width - 2 * pad, 0
    )
    foot.height = rect.bottom - lay.px(10) - foot.y
    top = rect.y + lay.px(HEADER_H + 4)
    room_h = foot.y - lay.px(8) - top
    side = max(lay.px(40), min(rect.width - lay.px(16), room_h))
    box = pygame.Rect(0, 0, side, side)
    box.center = (rect.centerx, top + room_h // 2)
    draw_planet(surface, box, deal)
    draw_foot(surface, lay, foot, deal)


def draw_planet(surface: pygame.Surface, box: pygame.Rect, deal: Deal) -> pygame.Rect:
    """The deal's planet as it starts, fitting the square ``box``, the sun's token on its
    rim; returns where the picture went."""
    cell = max(4, int(box.width / (2 * RADIUS_PER_CELL * 1.125)))
    pic = planet_picture(deal.planet, deal.sun, cell)
    at = surface.blit(pic, pic.get_rect(center=box.center))
    token = sprites.sun_token(max(10, round(cell * 0.9)))
    ux, uy = planet_art.TOWARD_SUN[deal.sun]
    radius = cell * RADIUS_PER_CELL
    centre = (round(box.centerx + ux * radius), round(box.centery + uy * radius))
    surface.blit(token, token.get_rect(center=centre))
    return at


@bounded("screens.deal_art.planet_picture", 2)
def planet_picture(planet: Planet, sun: Sun, cell: int) -> pygame.Surface:
    """The planet painted with the game's tiles and pieces, ``cell`` pixels a space."""
    edges = (tuple(k * cell for k in range(8)), tuple(k * cell for k in range(8)))
    radius = round(cell * RADIUS_PER_CELL)
    return planet_art.board_picture(planet, sun, edges, radius, frozenset(), frozenset())


def draw_foot(surface: pygame.Surface, lay: Layout, room: pygame.Rect, deal: Deal) -> None:
    """Under the planet: that the bot is still playing, then the deal's first cards in a
    row (their faces, as in the market) and its code beside them."""
    y = room.y
    line = _("The Hard bot is still playing the same deal…")
    for img in wrap(line, lay.px(type_scale.BODY), room.width, ACCENT_INK, max_lines=2, bold=True):
        surface.blit(img, img.get_rect(midtop=(room.centerx, y)))
        y += img.get_height()
    y += lay.px(6)
    label = fit(_("Challenge code"), lay.px(type_scale.CAPTION), room.width // 3, MUTED)
    code = fit(deal.code, lay.px(type_scale.BODY), room.width // 3, INK, True)
    words_w = max(label.get_width(), code.get_width())
    height = room.bottom - y
    width = min(round(height / CARD_RATIO), (room.width - words_w - lay.px(24)) // CARDS)
    if width >= lay.px(24):
        height = round(width * CARD_RATIO)
        row = CARDS * width + (CARDS - 1) * lay.px(6) + lay.px(18) + words_w
        x = room.centerx - row // 2
        for card in deal.cards:
            surface.blit(card_face(width, height, card), (x, y))
            x += width + lay.px(6)
        x += lay.px(12)
    else:  # no room for the faces (the largest text in the smallest window): the code alone
        x = room.centerx - words_w // 2
    mid = y + min(height, room.bottom - y) // 2
    surface.blit(label, (x, mid - label.get_height()))
    surface.blit(code, (x, mid))
