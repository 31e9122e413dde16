"""Medium: greedy. The best immediate outcome by the hand-made evaluation, for turns and picks."""

from __future__ import annotations

from collections.abc import Sequence

from evergreen.rules import Command, GameState, Verb, hypothetical_turn

from .base import PlanningBot
from .evaluate import Judge, Weights
from .models import judge_for
from .turns import best_turn


class MediumBot(PlanningBot):
    """Plays the turn whose resulting position evaluates best; drafts the card whose best turn
    evaluates best. Deterministic, looks only at public information."""

    def __init__(
        self,
        seed: int = 0,
        width: int = 32,
        per_stage: int = 5,
        draft_width: int = 8,
        weights: Judge | None = None,
        model: str | None = None,
    ) -> None:
        super().__init__(seed)
        self.width = width
        self.per_stage = per_stage
        self.draft_width = draft_width
        self.weights: Judge = weights or Weights()
        #: a learned model to judge by instead (``models.judge_for``; gauging models)
        self.model = model

    def _judge(self, state: GameState) -> Judge:
        return self.weights if self.model is None else judge_for(state, self.model)

    def turn(self, state: GameState) -> Sequence[Command]:
        """The best turn found by the beam."""
        seat = state.awaiting
        assert seat is not None
        score = self._judge(state).evaluator(state, seat)
        return best_turn(state, score, self.width, self.per_stage).commands

    def pick(self, state: GameState) -> Command:
        """The market card that allows the best turn (leftmost among equals)."""
        return card_values(state, self._judge(state), self.draft_width, self.per_stage)[0][1]


def card_values(
    state: GameState, weights: Judge, width: int, per_stage: int
) -> list[tuple[float, Command]]:
    """Each market card with the value of the best turn it allows the awaited seat, best first."""
    seat = state.awaiting
    assert seat is not None
    score = weights.evaluator(state, seat)
    out = []
    for k, card_id in enumerate(state.market):
        what_if = hypothetical_turn(state, seat, card_id)
        value = best_turn(what_if, score, width, per_stage).value
        out.append((value, -k, Command(seat, Verb.TAKE, card_id)))
    out.sort(reverse=True)
    return [(v, c) for v, _, c in out]
