"""Hypothesis stateful test: random command sequences, legal and not, against the invariants."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from evergreen.rules import (
    Command,
    GameState,
    IllegalCommand,
    Verb,
    apply,
    legal_commands,
    new_game,
)
from evergreen.rules.state import check_state

commands = st.builds(
    Command,
    seat=st.integers(-1, 4),
    verb=st.sampled_from(list(Verb)),
    arg=st.integers(-2, 50),
)


class GameMachine(RuleBasedStateMachine):
    """Drives one game with hypothesis-chosen commands."""

    state: GameState
    best: tuple[int, ...]

    @initialize(players=st.integers(1, 4), seed=st.integers(0, 2**64))
    def start(self, players: int, seed: int) -> None:
        self.state = new_game(players, seed)
        self.best = self.state.scores

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def play_legal(self, data: st.DataObject) -> None:
        legal = list(legal_commands(self.state))
        self.state = apply(self.state, data.draw(st.sampled_from(legal)))

    @rule(cmd=commands)
    def try_any(self, cmd: Command) -> None:
        before = self.state.to_json()
        if cmd in legal_commands(self.state):
            self.state = apply(self.state, cmd)
            return
        try:
            apply(self.state, cmd)
        except IllegalCommand as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{cmd} is not legal yet applied")
        assert self.state.to_json() == before

    @invariant()
    def consistent(self) -> None:
        check_state(self.state)
        assert all(a <= b for a, b in zip(self.best, self.state.scores, strict=True))
        self.best = self.state.scores
        assert bool(list(legal_commands(self.state))) != self.state.is_over


GameMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestGame = GameMachine.TestCase
