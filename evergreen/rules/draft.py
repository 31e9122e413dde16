"""The draft (R4.3–R4.5), clean-up, and the solo automa's choice (R11.2)."""

from __future__ import annotations

from .cards import all_cards
from .enums import Biome, Phase
from .scoring import fertility
from .state import NONE, Event, EventKind, GameState, Turn, ZoneCard
from .step import Step


def take(
    state: GameState, seat: int, card_id: int, events: list[Event]
) -> tuple[GameState, Step | None]:
    """Seat takes a card from the market; the first pick places the marker (R4.4)."""
    market = tuple(c for c in state.market if c != card_id)
    marker, next_first = state.marker, state.next_first
    events.append(Event(EventKind.TOOK, seat, card=card_id))
    if state.picks == 0:
        marker = market[0]
        events.append(Event(EventKind.MARKER, card=marker))
    elif card_id == marker:
        next_first = seat
    if seat == state.automa_seat:
        state = state._replace(automa=state.automa + (card_id,))
    else:
        player = state.players[seat]
        player = player._replace(hand=player.hand + (card_id,))
        state = state._replace(players=state.players[:seat] + (player,) + state.players[seat + 1 :])
    state = state._replace(
        market=market, marker=marker, next_first=next_first, picks=state.picks + 1
    )
    if state.picks == state.seats:
        return state, Step.CLEANUP
    return state, (Step.AUTOMA if state.awaiting == state.automa_seat else None)


def automa_choice(state: GameState) -> int:
    """The card the automa takes (R11.2): Wild, else most flowers, else the aridity card of
    the least fertile biome, else (ruling) the leftmost; leftmost among equals."""
    cards = [all_cards()[c] for c in state.market]
    for c in cards:
        if c.biome is Biome.WILD:
            return c.id
    most = max(c.flowers for c in cards)
    if most:
        return next(c.id for c in cards if c.flowers == most)
    arid = [c for c in cards if c.aridity]
    if arid:
        return min(arid, key=lambda c: fertility(state.zone[c.biome])).id
    return cards[0].id


def automa_pick(state: GameState, events: list[Event]) -> tuple[GameState, Step | None]:
    """The automa takes its card by R11.2."""
    seat = state.automa_seat
    assert seat is not None
    return take(state, seat, automa_choice(state), events)


def cleanup(state: GameState, events: list[Event]) -> tuple[GameState, Step | None]:
    """The card left in the market goes by its top icon (R4.5–R4.7); actions begin."""
    (left,) = state.market
    c = all_cards()[left]
    zone, discard = state.zone, state.discard
    if c.flowers:
        zone = _with_stack(zone, c.biome, zone[c.biome] + (ZoneCard(left),))
        events.append(Event(EventKind.FERTILITY, card=left, value=c.flowers))
    elif c.aridity:
        stack = zone[c.biome]
        flipped = stack[-1].card if stack else NONE
        if stack:
            stack = stack[:-1] + (stack[-1]._replace(face_up=False),)
        zone = _with_stack(zone, c.biome, stack + (ZoneCard(left),))
        events.append(Event(EventKind.ARIDITY, card=left, cards=(flipped,) if stack else ()))
    else:
        discard = discard + (left,)
        events.append(Event(EventKind.DISCARDED, cards=(left,)))
    state = state._replace(
        market=(), zone=zone, discard=discard, phase=Phase.ACTIONS, acted=0, turn=Turn()
    )
    return state, None


def _with_stack(
    zone: tuple[tuple[ZoneCard, ...], ...], biome: int, stack: tuple[ZoneCard, ...]
) -> tuple[tuple[ZoneCard, ...], ...]:
    return zone[:biome] + (stack,) + zone[biome + 1 :]
