"""Conformance: seeded random games checked at every step (DESIGN practice 12)."""

from __future__ import annotations

import random

import pytest

from evergreen.rules import (
    Command,
    GameState,
    IllegalCommand,
    Phase,
    Verb,
    apply,
    legal_commands,
    new_game,
    why_illegal,
)
from evergreen.rules.state import card_locations, check_state
from evergreen.rules.tables import TOTAL_ROUNDS

SEEDS = range(15)


def all_commands(seats: int) -> list[Command]:
    """Every command any seat could ever send (the universe legal_commands draws from)."""
    out: list[Command] = []
    for seat in range(seats):
        out += [Command(seat, Verb.TAKE, c) for c in range(42)]
        out += [Command(seat, Verb.ACTION, a) for a in range(4)]
        out += [Command(seat, v) for v in (Verb.POWER, Verb.STOP, Verb.END)]
        for v in (Verb.PLANT, Verb.GROW, Verb.BUSH, Verb.LAKE):
            out += [Command(seat, v, i) for i in range(49)]
    return out


def check_step(state: GameState, rng: random.Random, universe: list[Command]) -> GameState:
    """Check one state thoroughly; return the successor along a random legal command."""
    before = state.to_json()
    legal = list(legal_commands(state))
    assert len(legal) == len(set(legal)) == len(legal_commands(state))
    assert GameState.from_json(before) == state
    nexts = []
    for cmd in legal:
        assert cmd in legal_commands(state)
        assert why_illegal(state, cmd) is None
        assert Command.parse(str(cmd)) == cmd
        nxt = apply(state, cmd)
        check_state(nxt)
        assert all(a <= b for a, b in zip(state.scores, nxt.scores, strict=True))
        nexts.append(nxt)
    for cmd in rng.sample(universe, 25):
        if cmd in legal:
            continue
        assert why_illegal(state, cmd) is not None
        with pytest.raises(IllegalCommand):
            apply(state, cmd)
    assert state.to_json() == before, "apply changed its input"
    return rng.choice(nexts)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_conformance(players: int, seed: int) -> None:
    """Every legal command applies, illegal ones raise and change nothing, invariants hold."""
    rng = random.Random(seed * 10 + players)
    state = new_game(players, seed)
    universe = all_commands(state.seats)
    rounds, drafts = {state.round}, 1
    while not state.is_over:
        check_state(state)
        assert sorted(card_locations(state)) == list(range(42))
        nxt = check_step(state, rng, universe)
        if nxt.phase is Phase.DRAFT and (
            state.phase is not Phase.DRAFT or nxt.round != state.round
        ):
            drafts += 1
        rounds.add(nxt.round)
        state = nxt
    assert rounds == set(range(TOTAL_ROUNDS))
    assert drafts == TOTAL_ROUNDS
    assert list(legal_commands(state)) == []
    assert len(state.scores) == players
    with pytest.raises(IllegalCommand, match="over"):
        apply(state, Command(0, Verb.END))


def play_log(players: int, seed: int, choice_seed: int) -> list[tuple[str, str]]:
    """(command text, state JSON) for a whole seeded random game."""
    rng = random.Random(choice_seed)
    state = new_game(players, seed)
    log = [("", state.to_json())]
    while not state.is_over:
        cmd = rng.choice(list(legal_commands(state)))
        state = apply(state, cmd)
        log.append((str(cmd), state.to_json()))
    return log


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_same_seed_and_commands_give_identical_games(players: int) -> None:
    """R12.4: a game is reproducible from its seed and its commands."""
    first = play_log(players, 11, 5)
    assert play_log(players, 11, 5) == first
    # Replaying the command texts alone from the seed reproduces every state.
    state = new_game(players, 11)
    for text, snapshot in first[1:]:
        state = apply(state, Command.parse(text))
        assert state.to_json() == snapshot


def test_different_seeds_give_different_games() -> None:
    """The seed drives the shuffles and the first player."""
    decks = {new_game(2, seed).deck for seed in range(20)}
    assert len(decks) == 20
