"""The fast simulator (``Sim``) plays the same game as the engine: every menu, every state
and every score, on seeded random games of every table size and option.

``make test`` plays 500 games (a few seconds); ``make test-slow`` plays 10,000.
"""

from __future__ import annotations

import random

import pytest

from evergreen.rules import (
    Action,
    Command,
    GameState,
    IllegalCommand,
    Phase,
    Sim,
    Sun,
    Verb,
    apply,
    largest_forest,
    legal_commands,
    light_score,
    new_game,
)
from evergreen.rules.bits import bits
from evergreen.rules.planet import Planet


def without_events(state: GameState) -> GameState:
    """The engine's state as a ``Sim`` gives it back: the simulator records no events."""
    return state._replace(events=())


def game_options(g: int) -> tuple[int, Sun, bool]:
    """Players, starting sun and unlimited pieces of random game ``g``: every mix comes up."""
    return 1 + g % 4, Sun((g // 4) % 4), g % 5 == 0


def play_both(g: int, every_state: bool) -> int:
    """Play random game ``g`` with the engine and the simulator side by side; the number of
    commands. Every menu is compared, and the states at every step or only at the end."""
    players, sun, unlimited = game_options(g)
    legal = legal_commands(new_game(players, 7_000_000 + g, sun=sun, unlimited_pieces=unlimited))
    sim = Sim.of(legal.state)
    rng = random.Random(g)
    steps = 0
    while not legal.state.is_over:
        commands = list(legal)
        assert list(sim.legal()) == commands, f"game {g}, step {steps}: menus differ"
        cmd = rng.choice(commands)
        legal = legal.after(cmd)
        sim.play(cmd)
        if every_state:
            assert sim.state() == without_events(legal.state), f"game {g}, step {steps}"
        steps += 1
    assert sim.is_over and sim.legal() == ()
    assert sim.state() == without_events(legal.state), f"game {g}: final states differ"
    assert sim.vps == list(legal.state.scores), f"game {g}: scores differ"
    return steps


@pytest.mark.parametrize("part", range(5))
def test_the_simulator_plays_the_engines_game(part: int) -> None:
    """500 random games: the same menus, states and scores (states at every step in 40)."""
    games = range(part * 100, (part + 1) * 100)
    assert sum(play_both(g, every_state=g % 25 < 2) for g in games) > 100 * 80


@pytest.mark.slow
def test_the_simulator_plays_the_engines_game_ten_thousand_times() -> None:
    """The soak run: 10,000 random games (minutes), states compared at every step in 1%."""
    for g in range(500, 10_500):
        play_both(g, every_state=g % 100 == 0)


def test_a_state_goes_in_and_comes_back_out_unchanged() -> None:
    legal = legal_commands(new_game(3, 12))
    rng = random.Random(12)
    while not legal.state.is_over:
        assert Sim.of(legal.state).state() == without_events(legal.state)
        legal = legal.after(rng.choice(list(legal)))


def test_an_illegal_command_is_refused_as_the_engine_refuses_it() -> None:
    state = new_game(2, 3)
    sim = Sim.of(state)
    for cmd in (
        Command(1 - state.awaiting, Verb.TAKE, state.market[0]),  # not your turn
        Command(state.awaiting, Verb.END),  # wrong step
        Command(state.awaiting, Verb.TAKE, 99),  # not in the market
    ):
        with pytest.raises(IllegalCommand) as engine:
            apply(state, cmd)
        with pytest.raises(IllegalCommand) as fast:
            sim.play(cmd)
        assert fast.value.refusal == engine.value.refusal
    assert sim.state() == without_events(state)  # a refused command changes nothing


def test_a_copy_is_independent() -> None:
    sim = Sim.of(new_game(2, 5))
    other = sim.copy()
    rng = random.Random(5)
    for _ in range(60):
        sim.play(rng.choice(sim.legal()))
    assert other.state() == without_events(new_game(2, 5))
    assert sim.state() != other.state()


def test_light_and_forest_on_bit_sets_match_the_engine() -> None:
    rng = random.Random(1)
    b = bits()
    empty = Planet.empty()
    spaces = [i for i, _ in b.plantable]
    for _ in range(300):
        pieces = list(empty.pieces)
        for i in spaces:
            pieces[i] = rng.choice((0, 0, 1, 2, 3, 3, 4, 5))
        planet = Planet(tuple(pieces), empty.layout)
        _, small, big, bush, _ = b.masks(planet.pieces)
        assert b.pieces(b.masks(planet.pieces)) == planet.pieces
        for sun in Sun:
            assert b.light(small, big, sun) == light_score(planet, sun).total
        assert b.largest_forest(small | big | bush) == largest_forest(planet)


def test_a_command_is_read_as_the_engine_reads_it() -> None:
    """An ``Action`` is an int to the engine (``P1 action A`` built from ``Action.A``); a
    bool is not."""
    state = new_game(1, 4)
    sim = Sim.of(state)
    while sim.phase is not Phase.ACTIONS:
        sim.play(sim.legal()[0])
    cmd = Command(0, Verb.ACTION, Action.A)
    assert cmd in legal_commands(sim.state())
    assert sim.allows(cmd)
    assert not sim.allows(Command(0, Verb.ACTION, True))  # type: ignore[arg-type]
    assert not sim.allows(Command(0, Verb.ACTION, 9))


def test_the_indices_of_a_mask_are_its_bits_in_order() -> None:
    """``Bits.indices`` (the menus' targets, a table look-up per byte) lists every bit set."""
    b = bits()
    rng = random.Random(3)
    for _ in range(500):
        mask = rng.getrandbits(b.size) & rng.getrandbits(b.size)
        assert b.indices(mask) == tuple(i for i in range(b.size) if mask >> i & 1)
    assert b.indices(0) == ()
    assert b.indices(b.plantable_mask) == tuple(i for i, _ in b.plantable)
