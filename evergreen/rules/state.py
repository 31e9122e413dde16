"""The immutable game state: small NamedTuple records, JSON round trip, consistency checks.

``GameState.from_json`` checks a loaded state with ``check_state`` (defined here, below the
records it reads), which the tests also run after every command.
"""

from __future__ import annotations

import json
from enum import Enum, StrEnum
from functools import cache
from typing import Any, NamedTuple

from pydantic import TypeAdapter, ValidationError

from .cards import all_cards
from .commands import Command
from .data_files import planet_names
from .enums import PLANET_BIOMES, Action, Phase, Piece, Power, PowerStage, Season, Source, Sun
from .errors import StateError
from .layout import layout
from .planet import Planet
from .tables import (
    LAST_LEVEL,
    SEASON_OF_ROUND,
    SOLO_MARKET,
    SUPPLY_BUSHES,
    SUPPLY_LAKES,
    TOTAL_ROUNDS,
    first_round_of,
)

NONE = -1
#: The most players a game has (seats P1 to P4).
MAX_PLAYERS = 4


class Options(NamedTuple):
    """Game options fixed at setup."""

    players: int  # 1 to MAX_PLAYERS; 1 = solo against the automa (R11)
    sun_start: Sun = Sun.TOP  # R2.1
    planet: str = "classic"
    unlimited_pieces: bool = False  # house rule: Bushes and Lakes never run out (R1.2)


class Supply(NamedTuple):
    """Bushes and Lakes left in the shared supply (R1.2); in a game with unlimited pieces
    (the house rule) it stays full."""

    bushes: int
    lakes: int


#: ``GameState.pieces_left`` with the house rule of unlimited Bushes and Lakes.
UNLIMITED_SUPPLY = Supply(10**6, 10**6)


class ZoneCard(NamedTuple):
    """A card in a fertility-zone stack; face-down cards count no flowers (R4.5)."""

    card: int
    face_up: bool = True


class ScoreEntry(NamedTuple):
    """VP gained and why: detail is the season (light, forest), biome (fertility) or level (buds)."""

    source: Source
    amount: int
    detail: int = NONE


class EventKind(StrEnum):
    """What an event records (see Event)."""

    SETUP_REVEALED = "setup_revealed"  # cards: revealed at setup (R2.3)
    DEALT = "dealt"  # cards: the new market (R4.1)
    RESHUFFLED = "reshuffled"  # value: discards shuffled into a new deck (R4.2)
    TOOK = "took"  # seat took card (R4.3; the automa's seat too)
    MARKER = "marker"  # card: the first-player marker goes on it (R4.4)
    FIRST_PLAYER = "first_player"  # seat: first player of the new round
    FERTILITY = "fertility"  # card to its biome's stack; value: flowers added (R4.5)
    ARIDITY = "aridity"  # card on its stack; cards: the card it flipped, if any (R4.5-4.6)
    DISCARDED = "discarded"  # cards to the discard pile
    ACTION = "action"  # seat chose action value (R5.2)
    POWER = "power"  # seat used its card's power; level: the marker's new level (R6.1)
    PLACED = "placed"  # seat: piece placed or grown on space; value: previous piece
    VP = "vp"  # seat gained value VP from source, detail (spaces: what scored)
    SHADED = "shaded"  # spaces: seat's trees in shadow at season end (R9.1)
    TURN_ENDED = "turn_ended"  # seat confirmed the turn
    SEASON_ENDED = "season_ended"  # value: the season that ended
    SUN_MOVED = "sun_moved"  # value: the new side (R9.4)
    GAME_OVER = "game_over"  # seat: the winner (R10.3)


class Event(NamedTuple):
    """One thing a command caused; the window animates from these."""

    kind: EventKind
    seat: int = NONE
    card: int = NONE
    space: int = NONE
    piece: int = NONE
    value: int = 0
    source: Source | None = None
    detail: int = NONE  # with VP: season (light, forest), biome (fertility) or level (buds)
    cards: tuple[int, ...] = ()
    spaces: tuple[int, ...] = ()
    power: Power | None = None  # with POWER: the power used
    level: int = NONE  # with POWER: the level its marker reached


class Turn(NamedTuple):
    """Progress of the acting seat's turn in the action phase (R5, R6)."""

    action: Action | None = None
    action_done: bool = False
    effects: tuple[Command, ...] = ()  # the action's effects so far
    power: PowerStage = PowerStage.UNUSED
    uses_left: int = 0
    lake: int = NONE  # a Lake placed by this use, awaiting its growths
    lake_grown: tuple[int, ...] = ()


class PlayerState(NamedTuple):
    """One player's planet, power levels, cards this season and VP ledger."""

    planet: Planet
    levels: tuple[int, ...] = (0,) * len(Power)
    hand: tuple[int, ...] = ()
    ledger: tuple[ScoreEntry, ...] = ()

    @property
    def vp(self) -> int:
        """Total VP."""
        return sum(e.amount for e in self.ledger)


class GameState(NamedTuple):
    """The whole game; never changed in place (use ``apply``)."""

    options: Options
    seed: int
    rng: int
    round: int  # 0..13 (R3.1)
    phase: Phase
    sun: Sun
    first: int  # first player's seat this round
    next_first: int  # seat that took the marked card, or NONE (R4.4)
    marker: int  # card id under the first-player marker, or NONE
    market: tuple[int, ...]
    picks: int  # seats that have drafted this round
    deck: tuple[int, ...]  # deck[0] is the top card
    discard: tuple[int, ...]
    zone: tuple[tuple[ZoneCard, ...], ...]  # fertility zone, one stack per biome
    players: tuple[PlayerState, ...]
    automa: tuple[int, ...]  # cards the automa took this season (R11.1)
    supply: Supply  # Bushes and Lakes left (R1.2)
    acted: int  # seats that confirmed their turn this round
    turn: Turn
    events: tuple[Event, ...]  # what the last command caused

    # -- derived views -------------------------------------------------
    @property
    def seats(self) -> int:
        """Seats at the table: the players, plus the automa in a solo game."""
        return max(2, self.options.players)

    @property
    def automa_seat(self) -> int | None:
        """The automa's seat in a solo game, else None."""
        return 1 if self.options.players == 1 else None

    @property
    def season(self) -> Season:
        """The current season."""
        return SEASON_OF_ROUND[self.round]

    @property
    def round_in_season(self) -> int:
        """0-based round within the season."""
        return self.round - first_round_of(self.season)

    @property
    def is_over(self) -> bool:
        """True once the game has ended (R10)."""
        return self.phase is Phase.OVER

    @property
    def pieces_left(self) -> Supply:
        """Bushes and Lakes that may still be placed (R1.2): the supply, or a number no game
        reaches when the house rule makes them unlimited."""
        return UNLIMITED_SUPPLY if self.options.unlimited_pieces else self.supply

    @property
    def scores(self) -> tuple[int, ...]:
        """VP per player (the automa has none)."""
        return tuple(p.vp for p in self.players)

    @property
    def awaiting(self) -> int | None:
        """The seat whose input is awaited, or None when the game is over."""
        phase = self.phase
        if phase is Phase.DRAFT:
            return _ORDERS[self.options.players][self.first][self.picks]
        if phase is Phase.ACTIONS:
            return _ACTING[self.options.players][self.first][self.acted]
        return None

    def seat_order(self) -> tuple[int, ...]:
        """Seats in this round's order, from the first player clockwise (R4.3)."""
        return _ORDERS[self.options.players][self.first]

    def acting_order(self) -> tuple[int, ...]:
        """The players' seats in this round's order (the automa does not act)."""
        return _ACTING[self.options.players][self.first]

    def hand_of(self, seat: int) -> tuple[int, ...]:
        """Cards a seat (the automa too) took this season."""
        if seat == self.automa_seat:
            return self.automa
        return self.players[seat].hand

    # -- JSON ------------------------------------------------------------
    def to_json(self) -> str:
        """The whole state as JSON text; ``GameState.from_json`` gives it back exactly."""
        return json.dumps(_plain(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> GameState:
        """Parse and check a state from ``to_json``; raises StateError if malformed."""
        try:
            state = _adapter().validate_json(text, strict=True)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "(whole state)"
            raise StateError(f"bad game state at {where}: {first['msg']}") from None
        except ValueError as exc:  # a planet or enum value rejected inside validation
            raise StateError(f"bad game state: {exc}") from None
        if state.options.planet not in planet_names():
            name = state.options.planet[:40]
            raise StateError(
                f"bad game state at options.planet: {name!r} is not a planet layout "
                "this version knows"
            )
        check_state(state)
        return state


def _orders(players: int) -> tuple[tuple[int, ...], ...]:
    seats = max(2, players)
    return tuple(tuple((first + k) % seats for k in range(seats)) for first in range(seats))


#: [players][first] -> seat order; _ACTING leaves out the solo automa (seat 1)
_ORDERS = {n: _orders(n) for n in range(1, 5)}
_ACTING = {
    n: tuple(tuple(s for s in o if n > 1 or s == 0) for o in _orders(n)) for n in range(1, 5)
}


@cache
def _adapter() -> TypeAdapter[GameState]:
    return TypeAdapter(GameState)


def _plain(value: Any) -> Any:
    if isinstance(value, Planet):
        return {"layout": value.layout.key, "rows": value.rows()}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        if hasattr(value, "_fields"):
            return {k: _plain(v) for k, v in zip(value._fields, value, strict=True)}
        return [_plain(v) for v in value]
    return value


# -- consistency ------------------------------------------------------------------------
# Checks on a whole game state: run by ``GameState.from_json`` on every loaded state, and by
# the tests after every command.


def check_state(state: GameState) -> None:
    """Raise StateError naming the first inconsistency found in ``state``."""
    for check in (_options, _counters, _cards, _zone, _players, _supply, _turn):
        problem = check(state)
        if problem:
            raise StateError(f"inconsistent game state: {problem}")


def card_locations(state: GameState) -> list[int]:
    """Every card id where it lies now: deck, discard, market, hands, fertility zone."""
    cards = list(state.deck) + list(state.discard) + list(state.market) + list(state.automa)
    for p in state.players:
        cards += p.hand
    for stack in state.zone:
        cards += [z.card for z in stack]
    return cards


def _options(s: GameState) -> str | None:
    n = s.options.players
    if not 1 <= n <= MAX_PLAYERS:
        return f"{n} players (1 to {MAX_PLAYERS})"
    if len(s.players) != n:
        return f"{len(s.players)} player records for {n} players"
    layout(s.options.planet)
    if any(p.planet.layout.key != s.options.planet for p in s.players):
        return "a planet does not use the game's layout"
    return None


def _counters(s: GameState) -> str | None:
    if not 0 <= s.round < TOTAL_ROUNDS:
        return f"round {s.round} (0 to {TOTAL_ROUNDS - 1})"
    if not 0 <= s.first < s.seats or not (s.next_first == NONE or 0 <= s.next_first < s.seats):
        return "first player is not a seat"
    market = SOLO_MARKET if s.options.players == 1 else s.seats + 1
    if s.phase is Phase.DRAFT and (not 0 <= s.picks < s.seats or len(s.market) != market - s.picks):
        return f"{len(s.market)} cards in the market after {s.picks} picks"
    if s.phase is not Phase.DRAFT and s.market:
        return "cards in the market outside the draft"
    if s.phase is Phase.ACTIONS and not 0 <= s.acted < len(s.players):
        return f"{s.acted} players have acted"
    if s.marker != NONE and not 0 <= s.marker < len(all_cards()):
        return "the first-player marker is on no card"
    return None


def _cards(s: GameState) -> str | None:
    found = card_locations(s)
    if sorted(found) != list(range(len(all_cards()))):
        return f"the {len(all_cards())} cards are not each in exactly one place"
    expected = s.round_in_season + (0 if s.phase is Phase.DRAFT else 1)
    for seat in range(s.seats):
        hand = len(s.hand_of(seat))
        drafted = s.phase is Phase.DRAFT and seat in s.seat_order()[: s.picks]
        if hand != expected + drafted and s.phase is not Phase.OVER:
            return f"seat P{seat + 1} holds {hand} cards in round {s.round_in_season + 1} of the season"
    return None


def _zone(s: GameState) -> str | None:
    if len(s.zone) != len(PLANET_BIOMES):
        return "the fertility zone needs one stack per biome"
    cards = all_cards()
    for biome, stack in enumerate(s.zone):
        if any(cards[z.card].biome != biome for z in stack):
            return f"a card lies on the wrong fertility stack ({PLANET_BIOMES[biome].label})"
    return None


def _players(s: GameState) -> str | None:
    for seat, p in enumerate(s.players):
        if len(p.levels) != len(Power) or not all(0 <= lv <= LAST_LEVEL for lv in p.levels):
            return f"P{seat + 1} power levels {p.levels}"
        if any(e.amount < 0 for e in p.ledger):
            return f"P{seat + 1} has a negative VP entry"
        if sum(1 for e in p.ledger if e.source is Source.START) != 1:
            return f"P{seat + 1} needs exactly one starting VP entry"
        lay = p.planet.layout
        if any(p.planet.pieces[i] for i in range(len(lay.cell)) if lay.cell[i] < 0):
            return f"P{seat + 1} has a piece off the plantable spaces"
    return None


def _supply(s: GameState) -> str | None:
    """R1.2: the supply is what the box holds less what lies on the planets (it stays full in
    a game with unlimited pieces)."""
    full = (SUPPLY_BUSHES, SUPPLY_LAKES)
    if s.options.unlimited_pieces:
        return None if tuple(s.supply) == full else "a supply was used with unlimited pieces"
    for name, piece, total, left in (
        ("Bushes", Piece.BUSH, SUPPLY_BUSHES, s.supply.bushes),
        ("Lakes", Piece.LAKE, SUPPLY_LAKES, s.supply.lakes),
    ):
        placed = sum(p.planet.pieces.count(piece) for p in s.players)
        if left != total - placed or left < 0:
            return f"{left} {name} left in the supply with {placed} of {total} on the planets"
    return None


def _turn(s: GameState) -> str | None:
    t = s.turn
    if s.phase is not Phase.ACTIONS:
        return None if t == type(t)() else "a turn in progress outside the action phase"
    if t.uses_left < 0 or (t.power is not PowerStage.ACTIVE and (t.uses_left or t.lake != NONE)):
        return "power uses without an active power"
    if t.action is None and (t.action_done or t.effects):
        return "action effects before an action was chosen"
    if t.lake != NONE and not 0 <= t.lake < len(s.players[0].planet.pieces):
        return "the pending Lake is not on the planet"
    seat = s.awaiting
    if any(e.seat != seat for e in t.effects):
        return "action effects of another seat"
    return None
