"""A card taken from the market: it lifts, flies to its taker and lands.

The flight (a ``CardFlight`` tween, linear: each part eases on its own) has three parts:

- the lift: the card rises a little out of its slot and grows, its shadow widening under it
  (``LIFT`` of the flight);
- the flight: it travels to where its taker keeps it (fast, then slowing: ease-out
  cubic, as ART.md says), tilting a little into the turn and shrinking to its size there;
- the landing: it settles there, its shadow closing in; where the table shows no taken card
  (a player's panel during the draft) it sinks into the panel instead.

Where it lands: the automa's 'Cards it took this season' row (solo); the 'Drafted this
round' row in the market's place once the round's last card is taken; else its taker's
panel. While it flies, the market keeps its other cards in their places and shows the slot
left empty (``market_slots``), and the automa's row leaves out the card on its way.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from evergreen.rules import GameState, Phase
from evergreen.ui.art.cards import card_face
from evergreen.ui.game.kinds import CardFlight, Deal
from evergreen.ui.game.panels import automa_card_rect, drafted_rect, drafting_seats
from evergreen.ui.kit.anim import Moving
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout

#: The share of the flight the card spends lifting out of its slot, and where it lands.
LIFT = 0.2
LAND = 0.82
#: How much larger the lifted card is, and how high it rises (a share of its height).
LIFT_SCALE = 1.12
LIFT_RISE = 0.08
#: The tilt into the turn at the flight's middle, in degrees.
TILT = 5.0
#: A card sinking into a panel ends at this share of its market size.
INTO_PANEL = 0.45
#: The shadow under a lifted card: how dark, and how far below it at the top of the lift.
SHADOW_ALPHA = 110
SHADOW_DROP = 0.1


class Pose(NamedTuple):
    """Where a flying card is drawn: its box, how high it is lifted (0-1: its shadow), its
    tilt in degrees and its opacity (0-255)."""

    rect: pygame.Rect
    lift: float
    tilt: float
    alpha: int


def destination(lay: Layout, state: GameState, flight: CardFlight) -> tuple[pygame.Rect, bool]:
    """Where a taken card lands, and whether the table shows it there (else it sinks into
    its taker's panel)."""
    seat, card = flight.seat, flight.card
    start = pygame.Rect(flight.start)
    if seat == state.automa_seat:
        taken = state.automa
        k = taken.index(card) if card in taken else len(taken)
        return automa_card_rect(lay, k, max(len(taken), k + 1)), True
    if not state.market and state.phase is Phase.ACTIONS:
        seats = drafting_seats(state)
        if seat in seats:
            return drafted_rect(lay, seats.index(seat), len(seats)), True
    if seat < len(state.players):
        centre = lay.player_rect(seat).center
    else:
        centre = lay.players_panel.bottomright
    w, h = round(start.width * INTO_PANEL), round(start.height * INTO_PANEL)
    return pygame.Rect(centre[0] - w // 2, centre[1] - h // 2, w, h), False


def pose(u: float, start: pygame.Rect, end: pygame.Rect, stays: bool) -> Pose:
    """The card ``u`` (0-1, linear) of the way from its slot (``start``) to ``end``;
    ``stays``: the table shows it there (else it fades as it lands)."""
    u = max(0.0, min(1.0, u))
    rise = round(start.height * LIFT_RISE)
    lifted = _scaled(start, LIFT_SCALE).move(0, -rise)
    above = _scaled(end, 1 + (LIFT_SCALE - 1) / 2).move(0, -rise // 2)
    if u < LIFT:
        a = _ease_out(u / LIFT)
        return Pose(_between(start, lifted, a), a, 0.0, 255)
    if u < LAND:
        v = _ease_out((u - LIFT) / (LAND - LIFT))
        lean = math.copysign(TILT, start.centerx - end.centerx) * math.sin(math.pi * v)
        return Pose(_between(lifted, above, v), 1 - 0.4 * v, lean, 255)
    v = _ease_out((u - LAND) / (1 - LAND))
    alpha = 255 if stays else round(255 * (1 - v))
    return Pose(_between(above, end, v), 0.6 * (1 - v), 0.0, alpha)


def draw(surface: pygame.Surface, lay: Layout, moving: Moving, state: GameState) -> None:
    """Every drafted card in flight, its shadow under it."""
    for t in moving.each(CardFlight):
        if not t.started:
            continue
        start = pygame.Rect(t.what.start)
        end, stays = destination(lay, state, t.what)
        p = pose(t.value, start, end, stays)
        face = card_face(start.width, start.height, t.what.card)
        if p.lift > 0:  # the shadow baked once at the card's size, stretched to the pose
            shade = shadow(start.width, start.height, lay.px(6))
            k = p.rect.width / start.width
            size = (round(shade.get_width() * k), round(shade.get_height() * k))
            shade = pygame.transform.smoothscale(shade, size)
            drop = round(p.rect.height * SHADOW_DROP * p.lift)
            shade.set_alpha(round(SHADOW_ALPHA * p.lift))
            surface.blit(shade, shade.get_rect(center=(p.rect.centerx, p.rect.centery + drop)))
        scale = p.rect.width / start.width
        img = pygame.transform.rotozoom(face, p.tilt, scale) if p.tilt else None
        if img is None:
            size = (max(1, p.rect.width), max(1, p.rect.height))
            img = face if size == face.get_size() else pygame.transform.smoothscale(face, size)
        if p.alpha < 255:
            img = img.copy() if img is face else img
            img.set_alpha(p.alpha)
        surface.blit(img, img.get_rect(center=p.rect.center))


def market_slots(moving: Moving, state: GameState) -> tuple[int | None, ...] | None:
    """While a taken card flies: the market as it stood before the take, with None where a
    card has left it (taken, or gone to the fertility zone with the round's last take), so
    the others keep their places; None when no card flies or a new market is being dealt."""
    flights = moving.each(CardFlight)
    if not flights:
        return None
    deal = moving.get(Deal)
    before = flights[0].what.market
    if (deal is not None and deal.started) or not before:
        return None
    if any(card not in before for card in state.market):
        return None
    return tuple(card if card in state.market else None for card in before)


def flying_to(moving: Moving, seat: int | None) -> frozenset[int]:
    """The cards on their way to ``seat`` (not yet in its row)."""
    return frozenset(t.what.card for t in moving.each(CardFlight) if t.what.seat == seat)


@bounded("game.card_flight.shadow", 8)
def shadow(width: int, height: int, blur: int) -> pygame.Surface:
    """A soft dark shadow the size of a card (``blur``: its softness in pixels). Cached:
    scale a copy, do not draw on it."""
    pad = 2 * blur
    surf = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    box = pygame.Rect(pad, pad, width, height)
    pygame.draw.rect(surf, (20, 24, 18, 255), box, border_radius=max(2, width // 10))
    return pygame.transform.gaussian_blur(surf, max(1, blur))


def _scaled(rect: pygame.Rect, scale: float) -> pygame.Rect:
    out = pygame.Rect(0, 0, round(rect.width * scale), round(rect.height * scale))
    out.center = rect.center
    return out


def _between(a: pygame.Rect, b: pygame.Rect, v: float) -> pygame.Rect:
    """The box ``v`` of the way from ``a`` to ``b`` (centre and size)."""
    w = round(a.width + (b.width - a.width) * v)
    h = round(a.height + (b.height - a.height) * v)
    out = pygame.Rect(0, 0, max(1, w), max(1, h))
    out.center = (
        round(a.centerx + (b.centerx - a.centerx) * v),
        round(a.centery + (b.centery - a.centery) * v),
    )
    return out


def _ease_out(v: float) -> float:
    return 1 - (1 - v) ** 3
