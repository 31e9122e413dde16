"""What every bot offers (``Bot``) and the plan-then-replay base of the real bots (their
strengths are seat kinds: ``evergreen.seats``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from evergreen.rules import Command, GameState, Phase, Verb, apply, legal_commands


@runtime_checkable
class Bot(Protocol):
    """A player that only uses the public rules API."""

    def choose(self, state: GameState) -> Command:
        """The next single command for ``state.awaiting``."""
        ...

    def plan(self, state: GameState) -> list[Command]:
        """The awaited seat's whole remaining turn up to and including ``end``, or its pick."""
        ...


class PlanningBot(ABC):
    """Plans a whole turn (or a draft pick) at once and replays it command by command while
    the game follows the plan; any other position is planned afresh."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._queue: list[tuple[GameState, Command]] = []

    def choose(self, state: GameState) -> Command:
        """The next command: the next step of the current plan, or the first of a new one."""
        if self._queue:
            expected, cmd = self._queue[0]
            if expected is state or expected == state:
                del self._queue[0]
                return cmd
        plan = self.plan(state)
        self._queue = _expected_states(state, plan)[1:]
        return plan[0]

    def plan(self, state: GameState) -> list[Command]:
        """The awaited seat's pick in the draft, or its whole remaining turn ending in ``end``."""
        if state.awaiting is None:
            raise ValueError("the game is over: there is nothing to choose")
        if state.phase is Phase.DRAFT:
            return [self.pick(state)]
        return list(self.turn(state))

    @abstractmethod
    def pick(self, state: GameState) -> Command:
        """The card to take in the draft."""

    @abstractmethod
    def turn(self, state: GameState) -> Sequence[Command]:
        """The rest of the turn, ending with ``end``."""


def _expected_states(state: GameState, plan: list[Command]) -> list[tuple[GameState, Command]]:
    """Each command of a plan with the position it is meant for (``end`` is not applied)."""
    out: list[tuple[GameState, Command]] = []
    for cmd in plan:
        out.append((state, cmd))
        if cmd.verb is Verb.END or cmd.verb is Verb.TAKE:
            break
        state = apply(state, cmd)
    return out


def play_through(state: GameState, commands: Sequence[Command]) -> GameState:
    """The state after ``commands`` in order (each checked), each state's menu worked out
    once (``LegalCommands.after``: the caller's cache, the engine keeps none)."""
    legal = legal_commands(state)
    for cmd in commands:
        legal = legal.after(cmd)
    return legal.state
