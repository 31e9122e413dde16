"""Builders for rule tests: exact situations made from real games by small, checked edits."""

from __future__ import annotations

from evergreen.rules import (
    Command,
    GameState,
    Phase,
    Piece,
    Planet,
    Power,
    apply,
    card,
    legal_commands,
    new_game,
)
from evergreen.rules.cards import card_by_name
from evergreen.rules.state import PlayerState, Supply, ZoneCard, check_state
from evergreen.rules.tables import SUPPLY_BUSHES, SUPPLY_LAKES


def cid(name: str) -> int:
    """Card id from its text name, e.g. 'wheat/lake'."""
    return card_by_name()[name].id


def play(state: GameState, *texts: str) -> GameState:
    """Apply commands given as text, in order."""
    for text in texts:
        state = apply(state, Command.parse(text))
    return state


def texts(state: GameState) -> list[str]:
    """The legal commands as text."""
    return [str(c) for c in legal_commands(state)]


def swap_cards(state: GameState, a: int, b: int) -> GameState:
    """Exchange the places of two cards everywhere (keeps all 42 cards in one place each)."""

    def sw(c: int) -> int:
        return b if c == a else a if c == b else c

    def tup(cards: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sw(c) for c in cards)

    players = tuple(p._replace(hand=tup(p.hand)) for p in state.players)
    zone = tuple(tuple(ZoneCard(sw(z.card), z.face_up) for z in stack) for stack in state.zone)
    marker = sw(state.marker) if state.marker >= 0 else state.marker
    return state._replace(
        deck=tup(state.deck),
        discard=tup(state.discard),
        market=tup(state.market),
        automa=tup(state.automa),
        players=players,
        zone=zone,
        marker=marker,
    )


def set_market(state: GameState, names: list[str]) -> GameState:
    """Make the market exactly these cards, left to right (cards swapped in from elsewhere)."""
    assert state.phase is Phase.DRAFT and len(names) == len(state.market)
    for slot, name in enumerate(names):
        state = swap_cards(state, state.market[slot], cid(name))
    return state


def set_planet(state: GameState, seat: int, text: str) -> GameState:
    """Replace a player's planet with one given in the planet notation (the shared supply
    of Bushes and Lakes follows what the planets then hold, R1.2)."""
    player = state.players[seat]._replace(planet=Planet.from_text(text))
    players = state.players[:seat] + (player,) + state.players[seat + 1 :]
    return state._replace(players=players, supply=supply_for(state, players))


def supply_for(state: GameState, players: tuple[PlayerState, ...]) -> Supply:
    """What the shared supply holds with these planets (full with unlimited pieces)."""
    if state.options.unlimited_pieces:
        return Supply(SUPPLY_BUSHES, SUPPLY_LAKES)
    bushes = sum(p.planet.pieces.count(Piece.BUSH) for p in players)
    lakes = sum(p.planet.pieces.count(Piece.LAKE) for p in players)
    return Supply(SUPPLY_BUSHES - bushes, SUPPLY_LAKES - lakes)


def set_levels(state: GameState, seat: int, **levels: int) -> GameState:
    """Set power levels by name, e.g. lake=2."""
    lv = list(state.players[seat].levels)
    for name, value in levels.items():
        lv[Power[name.upper()]] = value
    player = state.players[seat]._replace(levels=tuple(lv))
    return state._replace(players=state.players[:seat] + (player,) + state.players[seat + 1 :])


def draft_all(state: GameState) -> GameState:
    """Finish the draft, every seat taking the leftmost card."""
    while state.phase is Phase.DRAFT:
        state = apply(state, next(iter(legal_commands(state))))
    return state


def acting(
    card_name: str,
    planet: str | None = None,
    players: int = 1,
    seed: int = 0,
    unlimited: bool = False,
    **levels: int,
) -> GameState:
    """A state in the action phase where the awaited seat has drafted ``card_name``.

    ``planet`` (notation) replaces that seat's planet; keyword levels set its power levels;
    ``unlimited``: the house rule of unlimited Bushes and Lakes.
    """
    want = cid(card_name)
    state = draft_all(new_game(players, seed, unlimited_pieces=unlimited))
    while any(z.card == want for stack in state.zone for z in stack):  # keep stacks valid
        seed += 1
        state = draft_all(new_game(players, seed, unlimited_pieces=unlimited))
    seat = state.awaiting
    assert seat is not None
    state = swap_cards(state, state.players[seat].hand[-1], want)
    if planet is not None:
        state = set_planet(state, seat, planet)
    if levels:
        state = set_levels(state, seat, **levels)
    check_state(state)
    return state


EMPTY_PLANET = """
. . _ _ _ . .
. _ _ # _ _ .
_ _ _ _ _ _ _
_ _ _ # _ _ _
_ _ # _ _ _ _
. _ _ # _ _ .
. . _ _ _ . .
"""

# The Classic biomes as DATA.md prints them (row 0 is the top), written out independently
# of the engine's data file so tests can check the file against it.
CLASSIC_GRID = [
    "..NNG..",
    ".NN#GG.",
    "SSNNGGG",
    "SSS#FFF",
    "RR#WWFF",
    ".RR#WW.",
    "..RWW..",
]

__all__ = [
    "CLASSIC_GRID",
    "EMPTY_PLANET",
    "acting",
    "card",
    "cid",
    "draft_all",
    "play",
    "set_levels",
    "set_market",
    "set_planet",
    "swap_cards",
    "texts",
]
