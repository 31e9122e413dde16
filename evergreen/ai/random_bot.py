"""The simplest bot: a seeded random legal command, preferring to act over stopping early."""

from __future__ import annotations

import random

from evergreen.rules import Command, GameState, Verb, apply, legal_commands


class RandomBot:
    """Picks uniformly among the legal commands, but stops early only when nothing else is left."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState) -> Command:
        """A legal command for the awaited seat."""
        legal = list(legal_commands(state))
        if not legal:
            raise ValueError("the game is over: there is nothing to choose")
        acting = [c for c in legal if c.verb is not Verb.STOP]
        return self._rng.choice(acting or legal)

    def plan(self, state: GameState) -> list[Command]:
        """Random commands up to and including ``end`` (or the one ``take`` of a draft)."""
        seat = state.awaiting
        out = [self.choose(state)]
        while out[-1].verb not in (Verb.END, Verb.TAKE):
            state = apply(state, out[-1])
            if state.awaiting != seat:  # cannot happen before `end`; kept as a guard
                break
            out.append(self.choose(state))
        return out
