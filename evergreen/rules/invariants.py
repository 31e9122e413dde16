"""Consistency checks on a whole game state (used when loading JSON, and by the tests)."""

from __future__ import annotations

from .cards import all_cards
from .enums import PLANET_BIOMES, Phase, Piece, Power, PowerStage, Source
from .errors import StateError
from .layout import layout
from .setup import MAX_PLAYERS
from .state import NONE, GameState
from .tables import LAST_LEVEL, SOLO_MARKET, SUPPLY_BUSHES, SUPPLY_LAKES, TOTAL_ROUNDS


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
