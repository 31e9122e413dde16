"""Every refusal is a value: each kind comes out of ``why_illegal`` (and ``IllegalCommand``)
in a real position, with the parameters the window words it from, and an English sentence."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from evergreen.rules import (
    Command,
    GameState,
    IllegalCommand,
    Piece,
    Power,
    Refusal,
    Verb,
    Why,
    apply,
    legal_commands,
    new_game,
    why_illegal,
)
from tests.rules.helpers import acting, play
from tests.rules.test_actions_powers import board, idx
from tests.rules.test_supply import others_hold

Case = Callable[[], tuple[GameState, Command]]


def over() -> GameState:
    state = new_game(2, 3)
    while not state.is_over:
        state = apply(state, next(iter(legal_commands(state))))
    return state


def drafting() -> GameState:
    return new_game(2, 5)


def snow(**cells: str) -> GameState:
    return acting("snow/bush", board(r0c2="s", r1c1="T", r1c2="b", r2c2="~", **cells))


CASES: dict[Why, Case] = {
    Why.MALFORMED: lambda: (drafting(), Command(0, Verb.END, "x")),  # type: ignore[arg-type]
    Why.GAME_OVER: lambda: (over(), Command(0, Verb.END)),
    Why.NO_SUCH_SEAT: lambda: (drafting(), Command(3, Verb.END)),
    Why.AUTOMA: lambda: (new_game(1, 1), Command(1, Verb.END)),
    Why.NOT_YOUR_TURN: lambda: (
        drafting(),
        Command(1 - (drafting().awaiting or 0), Verb.TAKE, drafting().market[0]),
    ),
    Why.WRONG_STEP: lambda: (drafting(), Command(drafting().awaiting or 0, Verb.END)),
    Why.NO_ARGUMENT: lambda: (snow(), Command(0, Verb.POWER, 3)),
    Why.NOT_IN_MARKET: lambda: (drafting(), Command(drafting().awaiting or 0, Verb.TAKE, 41)),
    Why.NOT_AN_ACTION: lambda: (snow(), Command(0, Verb.ACTION, 7)),
    Why.NOT_A_SPACE: lambda: (play(snow(), "P1 action D"), Command(0, Verb.PLANT, 0)),
    Why.RAVINE: lambda: (play(snow(), "P1 action D"), Command(0, Verb.PLANT, idx("r1c3"))),
    Why.OCCUPIED: lambda: (play(snow(), "P1 action D"), Command(0, Verb.PLANT, idx("r1c1"))),
    Why.CANNOT_GROW: lambda: (play(snow(), "P1 action D"), Command(0, Verb.GROW, idx("r1c2"))),
    Why.NOT_BY_LAKE: lambda: (
        play(acting("snow/lake", board(r0c2="s", r4c4="s")), "P1 power", "P1 lake r0c3"),
        Command(0, Verb.GROW, idx("r4c4")),
    ),
    Why.POWER_TARGET: lambda: (  # Big growth grows a Small Tree, not a Sprout
        play(acting("snow/big-growth", board(r0c2="s", r0c3="t")), "P1 power"),
        Command(0, Verb.GROW, idx("r0c2")),
    ),
    Why.WRONG_BIOME: lambda: (play(snow(), "P1 action A"), Command(0, Verb.PLANT, idx("r6c3"))),
    Why.USED_BY_ACTION: lambda: (
        play(snow(r0c3="s"), "P1 action B", "P1 grow r0c2"),
        Command(0, Verb.GROW, idx("r0c2")),
    ),
    Why.SUPPLY_EMPTY: lambda: (
        others_hold(acting("snow/bush", players=2), "b", 20),
        Command(0, Verb.BUSH, idx("r0c2")),
    ),
}


def test_every_kind_has_a_case() -> None:
    assert set(CASES) == set(Why)


@pytest.mark.parametrize("kind", list(Why))
def test_each_kind_comes_from_the_rules(kind: Why) -> None:
    state, cmd = CASES[kind]()
    if kind is Why.SUPPLY_EMPTY:
        cmd = cmd._replace(seat=state.awaiting or 0)
    found = why_illegal(state, cmd)
    assert isinstance(found, Refusal) and found.kind is kind, found
    text = str(found)
    assert len(text) > 10 and text.endswith(".") and "{" not in text and "None" not in text
    if kind is not Why.MALFORMED:
        with pytest.raises(IllegalCommand) as info:
            apply(state, cmd)
        assert info.value.refusal == found and str(info.value) == text


def test_the_parameters_say_what_the_window_needs() -> None:
    state, cmd = CASES[Why.WRONG_BIOME]()
    found = why_illegal(state, cmd)
    assert found is not None
    assert (found.space, found.biome is not None, found.needed) == (idx("r6c3"), True, found.needed)
    assert found.needed is not None and found.needed.label == "Snow"
    state, cmd = CASES[Why.WRONG_STEP]()
    found = why_illegal(state, cmd)
    assert found is not None and found.expected == (Verb.TAKE,) and found.verb is Verb.END
    state, cmd = CASES[Why.POWER_TARGET]()
    found = why_illegal(state, cmd)
    assert found is not None and found.power is Power.BIG_GROWTH and found.piece is None
    state, cmd = CASES[Why.OCCUPIED]()
    found = why_illegal(state, cmd)
    assert found is not None and found.piece is Piece.BIG_TREE
