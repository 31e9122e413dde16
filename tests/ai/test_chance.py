"""The chance API: bots imagine the hidden deck through the rules, never by editing a state,
and nothing they do can depend on the real order of the deck."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import evergreen.ai
from evergreen.ai import make_bot
from evergreen.rules import (
    GameState,
    Phase,
    apply,
    determinize,
    hypothetical_turn,
    legal_commands,
    new_game,
    unseen_cards,
)
from evergreen.rules.state import check_state

AI_DIR = Path(evergreen.ai.__file__).parent
RULES_TYPES = {"GameState", "PlayerState", "Turn", "Options", "Supply", "ZoneCard", "Planet"}


def played(players: int, seed: int, steps: int) -> GameState:
    state = new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state = apply(state, rng.choice(list(legal_commands(state))))
    return state


def reordered(state: GameState) -> GameState:
    """The same position with the hidden deck in another order (a test may make one)."""
    return state._replace(deck=tuple(reversed(state.deck)))


def test_unseen_cards_are_the_deck_in_id_order() -> None:
    state = played(3, 2, 40)
    assert unseen_cards(state) == tuple(sorted(state.deck))
    assert unseen_cards(reordered(state)) == unseen_cards(state)


def test_a_world_depends_only_on_what_is_seen_and_the_seed() -> None:
    state = played(2, 4, 30)
    world = determinize(state, 99)
    assert world == determinize(reordered(state), 99)
    assert sorted(world.deck) == sorted(state.deck) and world.rng != state.rng
    assert world._replace(deck=state.deck, rng=state.rng) == state  # nothing else differs
    assert determinize(state, 100).deck != world.deck
    check_state(world)
    again = world
    while not again.is_over:  # a world plays on by the rules
        again = apply(again, next(iter(legal_commands(again))))


def test_a_hypothetical_turn_acts_now_with_the_card() -> None:
    state = new_game(3, 8)
    seat = state.awaiting
    assert seat is not None and state.phase is Phase.DRAFT
    card = state.market[1]
    what_if = hypothetical_turn(state, seat, card)
    assert what_if.phase is Phase.ACTIONS and what_if.awaiting == seat
    assert what_if.players[seat].hand[-1] == card and what_if.market == ()
    assert any(True for _ in legal_commands(what_if))
    with pytest.raises(ValueError, match="seat"):
        hypothetical_turn(state, 7, card)


@pytest.mark.parametrize(
    ("level", "settings"),
    [
        ("easy", {}),
        ("medium", {}),
        ("hard", {"time": None, "iterations": 6}),
        ("expert", {"time": None, "iterations": 3}),
    ],
)
@pytest.mark.parametrize("steps", [0, 9, 31])
def test_a_bots_choice_ignores_the_hidden_order(
    level: str, settings: dict[str, object], steps: int
) -> None:
    """Two states that differ only in the order of the deck get the same plan."""
    state = played(2, 11, steps)
    other = reordered(state)
    assert other.deck != state.deck
    first = make_bot(level, 5, **settings).plan(state)
    second = make_bot(level, 5, **settings).plan(other)
    assert first == second


def edits(folder: Path) -> list[str]:
    """Every ``_replace`` and every rules record built in the modules of ``folder``."""
    offenders = []
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "_replace":
                offenders.append(f"{path.name}:{node.lineno} _replace")
            called = node.func if isinstance(node, ast.Call) else None
            if isinstance(called, ast.Name) and called.id in RULES_TYPES:
                offenders.append(f"{path.name}:{node.lineno} {called.id}(...)")
    return offenders


def test_bots_make_no_states_of_their_own() -> None:
    """No ``_replace`` on rules values, no rules record built in ai/: only the rules make
    states."""
    assert edits(AI_DIR) == []


def test_the_check_would_see_an_edit(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(
        "def f(s):\n    return s._replace(deck=())\n\ndef g():\n    return Turn()\n"
    )
    assert sorted(edits(tmp_path)) == ["bad.py:2 _replace", "bad.py:5 Turn(...)"]


def test_the_hard_bot_plays_on_when_the_supply_runs_out() -> None:
    """Found by a tournament: a pick's planned turn used a Bush the others had placed in the
    meantime, and cached turns ignored the supply. A four-player game in which the Bushes
    run out plays to its end with every command legal."""
    state = new_game(4, 20000)
    bots = [make_bot("hard", 20000, time=None, iterations=2)] + [
        make_bot("medium", k) for k in (1, 2, 3)
    ]
    while not state.is_over:
        seat = state.awaiting
        assert seat is not None
        state = apply(state, bots[seat].choose(state))
    assert state.supply.bushes == 0
