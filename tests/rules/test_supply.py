"""R1.2: 20 Bushes and 20 Lakes in one supply shared by all players; placed pieces never
return; with a kind exhausted its power has no target (the marker still moves), and a
placement is refused naming the empty supply. The house rule lifts the limit."""

from __future__ import annotations

import pytest

from evergreen.rules import (
    Command,
    GameState,
    IllegalCommand,
    Phase,
    Piece,
    Power,
    Verb,
    Why,
    apply,
    legal_commands,
    new_game,
)
from evergreen.rules.state import check_state
from evergreen.rules.tables import SUPPLY_BUSHES, SUPPLY_LAKES
from tests.rules.helpers import EMPTY_PLANET, acting, cid, set_planet, swap_cards

KINDS = [
    pytest.param("snow/bush", Verb.BUSH, Piece.BUSH, "b", id="bush"),
    pytest.param("snow/lake", Verb.LAKE, Piece.LAKE, "~", id="lake"),
]


def filled(symbol: str, n: int) -> str:
    """The empty Classic planet with ``n`` pieces of ``symbol`` on its first empty spaces."""
    out, left = [], n
    for ch in EMPTY_PLANET:
        if ch == "_" and left:
            out.append(symbol)
            left -= 1
        else:
            out.append(ch)
    assert left == 0, "not enough room"
    return "".join(out)


def others_hold(state: GameState, symbol: str, total: int) -> GameState:
    """The seats other than the awaited one hold ``total`` pieces of a kind between them."""
    seat = state.awaiting
    others = [s for s in range(len(state.players)) if s != seat]
    share, extra = divmod(total, len(others))
    for k, other in enumerate(others):
        state = set_planet(state, other, filled(symbol, share + (k < extra)))
    check_state(state)
    return state


def left(state: GameState, piece: Piece) -> int:
    return state.supply.bushes if piece is Piece.BUSH else state.supply.lakes


def placed(state: GameState, piece: Piece) -> int:
    return sum(p.planet.pieces.count(piece) for p in state.players)


def space_for(state: GameState) -> int:
    seat = state.awaiting
    assert seat is not None
    planet = state.players[seat].planet
    return next(i for i in planet.layout.plantable if planet.pieces[i] == 0)


def place(state: GameState, seat: int, verb: Verb, n: int) -> GameState:
    """``n`` uses of the active Bush or Lake power (each Lake's growths stopped)."""
    for _ in range(n):
        state = apply(state, Command(seat, verb, space_for(state)))
        if state.turn.lake >= 0:
            state = apply(state, Command(seat, Verb.STOP))
    return state


def test_a_new_game_has_the_full_supply() -> None:
    state = new_game(4, 1)
    assert tuple(state.supply) == (SUPPLY_BUSHES, SUPPLY_LAKES) == (20, 20)
    assert state.pieces_left == state.supply and not state.options.unlimited_pieces


@pytest.mark.parametrize(("card", "verb", "piece", "symbol"), KINDS)
def test_the_21st_piece_is_refused_in_a_four_player_game(
    card: str, verb: Verb, piece: Piece, symbol: str
) -> None:
    state = others_hold(acting(card, players=4, **{verb.value: 2}), symbol, 18)
    seat = state.awaiting
    assert seat is not None and left(state, piece) == 2
    state = apply(state, Command(seat, Verb.POWER))  # level 3: three uses, two pieces left
    state = place(state, seat, verb, 2)
    assert left(state, piece) == 0 and placed(state, piece) == 20
    assert state.players[seat].levels[Power[verb.name]] == 3
    assert not any(c.verb is verb for c in legal_commands(state))  # the third use: no target
    with pytest.raises(IllegalCommand) as info:
        apply(state, Command(seat, verb, space_for(state)))
    assert info.value.refusal.kind is Why.SUPPLY_EMPTY and info.value.refusal.piece is piece
    assert "supply" in str(info.value)
    check_state(state)


@pytest.mark.parametrize(("card", "verb", "piece", "symbol"), KINDS)
def test_with_none_left_the_power_still_moves_its_marker(
    card: str, verb: Verb, piece: Piece, symbol: str
) -> None:
    state = others_hold(acting(card, players=3, **{verb.value: 1}), symbol, 20)
    seat = state.awaiting
    assert seat is not None and left(state, piece) == 0
    assert Command(seat, Verb.POWER) in legal_commands(state)
    after = apply(state, Command(seat, Verb.POWER))
    assert after.players[seat].levels[Power[verb.name]] == 2  # R6.5: the marker moved
    assert not any(c.verb is verb for c in legal_commands(after))


def test_the_earlier_seat_gets_the_last_piece() -> None:
    """Simultaneous actions draw in turn order from the round's first player (R1.2, R12.1)."""
    state = others_hold(acting("snow/bush", players=4, bush=1), "b", 19)
    first = state.awaiting
    assert first is not None
    order = state.acting_order()
    later = order[order.index(first) + 1]
    state = swap_cards(state, state.players[later].hand[-1], cid("rock/bush"))
    state = apply(state, Command(first, Verb.POWER))  # level 2, one piece left
    state = apply(state, Command(first, Verb.BUSH, space_for(state)))
    assert state.supply.bushes == 0
    while state.awaiting == first:
        state = apply(state, next(c for c in legal_commands(state) if c.verb is not Verb.POWER))
    assert state.awaiting == later and state.phase is Phase.ACTIONS
    state = apply(state, Command(later, Verb.POWER))
    assert not any(c.verb is Verb.BUSH for c in legal_commands(state))
    with pytest.raises(IllegalCommand, match="No Bush is left"):
        apply(state, Command(later, Verb.BUSH, space_for(state)))


@pytest.mark.parametrize(("card", "verb", "piece", "symbol"), KINDS)
def test_the_house_rule_allows_more(card: str, verb: Verb, piece: Piece, symbol: str) -> None:
    state = others_hold(acting(card, players=4, unlimited=True, **{verb.value: 2}), symbol, 20)
    seat = state.awaiting
    assert seat is not None and state.options.unlimited_pieces
    state = apply(state, Command(seat, Verb.POWER))
    state = place(state, seat, verb, 3)
    assert placed(state, piece) == 23
    assert tuple(state.supply) == (SUPPLY_BUSHES, SUPPLY_LAKES)  # the supply is not used
    check_state(state)


def test_the_supply_survives_json() -> None:
    state = others_hold(acting("snow/bush", players=2), "b", 7)
    again = GameState.from_json(state.to_json())
    assert again == state and again.supply.bushes == 13


def test_a_supply_that_disagrees_with_the_planets_is_refused() -> None:
    import json

    from evergreen.rules import StateError

    raw = json.loads(others_hold(acting("snow/bush", players=2), "b", 7).to_json())
    raw["supply"]["bushes"] = 20
    with pytest.raises(StateError, match="20 Bushes left in the supply with 7 of 20"):
        GameState.from_json(json.dumps(raw))
