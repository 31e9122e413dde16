"""Learn from your mistakes: the costliest decisions of a review, one by one, as puzzles.

The position is the game's at the decision; the player plays the decision on the board as in
the live game (a space or a market card clicked becomes the legal command there, the legal
spaces highlighted; the other steps are the game's own action bar, Undo included), and the whole try is judged in a worker process with the decision's own worlds
(``review_run.PuzzleTry``): found if it loses less than an inaccuracy. Then the bot's
answer is shown, as the hint draws it.
"""

from __future__ import annotations

from collections.abc import Callable

from evergreen.review.analysis import Reviewed
from evergreen.review.run import PuzzleTry, ReviewWorker
from evergreen.rules import Command, GameState, Verb, apply, legal_commands
from evergreen.rules.commands import SPACE_VERBS
from evergreen.session.match import Match
from evergreen.session.replay import Replay


class Puzzle:
    """The puzzles of one review, and the try at the one shown."""

    def __init__(
        self,
        match: Match,
        replay: Replay,
        costliest: list[Reviewed],
        budget: int,
        make_worker: Callable[[], ReviewWorker],
    ) -> None:
        self.match, self.replay, self.costliest = match, replay, costliest
        self.budget, self.make_worker = budget, make_worker
        self.number = 0
        self.tried: list[Command] = []
        self.state = self.position
        self.judging: PuzzleTry | None = None

    @property
    def reviewed(self) -> Reviewed:
        return self.costliest[self.number]

    @property
    def position(self) -> GameState:
        return self.replay.state_at(self.reviewed.decision.start)

    @property
    def answered(self) -> bool:
        """True once the try is judged (the bot's answer is then shown)."""
        return self.judging is not None and self.judging.judgement is not None

    @property
    def found(self) -> bool:
        return self.judging is not None and self.judging.found

    def legal(self) -> list[Command]:
        if self.judging is not None or self.state.awaiting is None:
            return []
        return list(legal_commands(self.state))

    def at_space(self, space: int) -> bool:
        """The legal command on ``space`` played, if there is one."""
        found = [c for c in self.legal() if c.verb in SPACE_VERBS and c.space == space]
        return bool(found) and self.play(found[0])

    def at_card(self, card_id: int) -> bool:
        found = [c for c in self.legal() if c.verb is Verb.TAKE and c.card == card_id]
        return bool(found) and self.play(found[0])

    def play(self, cmd: Command) -> bool:
        """Play one step of the try; a pick or an ``end`` completes it (then judged)."""
        if cmd not in self.legal():
            return False
        self.state = apply(self.state, cmd)
        self.tried.append(cmd)
        if cmd.verb in (Verb.TAKE, Verb.END):
            self.judge()
        return True

    @property
    def can_undo(self) -> bool:
        """True while a step of the try can be taken back (not once it is weighed)."""
        return bool(self.tried) and self.judging is None

    def undo(self) -> bool:
        """Take back the try's last step (the game's Undo): the try is played again from the
        position without it."""
        if not self.can_undo:
            return False
        tried, self.state = self.tried[:-1], self.position
        for cmd in tried:
            self.state = apply(self.state, cmd)
        self.tried = tried
        return True

    def judge(self) -> None:
        start = self.reviewed.decision
        self.judging = PuzzleTry(self.match, start, self.position, self.budget, self.make_worker)
        self.judging.judge_try(self.tried)

    def step(self) -> bool:
        """Collect the judgement (once a frame); True once it has come."""
        return self.judging is not None and self.judging.step()

    def again(self) -> None:
        """Start the try over at the position."""
        self.close()
        self.tried, self.state = [], self.position

    def next(self) -> bool:
        """The next puzzle; False after the last."""
        if self.number + 1 >= len(self.costliest):
            return False
        self.number += 1
        self.again()
        return True

    def close(self) -> None:
        if self.judging is not None:
            self.judging.close()
            self.judging = None
