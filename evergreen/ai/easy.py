"""Easy: plausible moves with mistakes. Short-sighted, narrow, and now and then careless."""

from __future__ import annotations

import random
from collections.abc import Sequence

from evergreen.rules import Command, GameState, Verb

from .base import PlanningBot
from .evaluate import Judge, Weights
from .greedy import card_values
from .turns import enumerate_turns

#: Easy sees mostly this season: later seasons, fertility and levels count little.
EASY_WEIGHTS = Weights(
    light_later=0.2,
    forest_later=0.2,
    fertility=0.4,
    sprout=0.6,
    sprout_fertility=0.0,
    small_fertility=0.1,
    levels=(0.02, 0.02, 0.02, 0.02, 0.02, 0.05),
    project=0.0,
)


class EasyBot(PlanningBot):
    """Plays a good-looking turn by a short-sighted evaluation, but with probability
    ``mistakes`` one of the next few instead; drafts carelessly half of the time."""

    def __init__(
        self,
        seed: int = 0,
        mistakes: float = 0.4,
        careless_draft: float = 0.5,
        width: int = 4,
        weights: Judge = EASY_WEIGHTS,
    ) -> None:
        super().__init__(seed)
        self._rng = random.Random(seed)
        self.mistakes = mistakes
        self.careless_draft = careless_draft
        self.width = width
        self.weights = weights

    def turn(self, state: GameState) -> Sequence[Command]:
        """The best turn seen, or (a mistake) one of the four next best."""
        seat = state.awaiting
        assert seat is not None
        found = enumerate_turns(state, self.weights.evaluator(state, seat), self.width, 2)
        if len(found) > 1 and self._rng.random() < self.mistakes:
            return self._rng.choice(found[1:5]).commands
        return found[0].commands

    def pick(self, state: GameState) -> Command:
        """A card that looks good now, or (careless) any card."""
        if self._rng.random() < self.careless_draft:
            seat = state.awaiting
            assert seat is not None
            return Command(seat, Verb.TAKE, self._rng.choice(state.market))
        return card_values(state, self.weights, 2, 2)[0][1]
