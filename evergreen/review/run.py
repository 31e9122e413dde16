"""A game's review made in a bot worker process, one decision per question, so the window
keeps its frame rate: ``ReviewRun.step`` is called once a frame and never blocks.

The run owns its worker (a child process of its own, started with the first question and
ended when the review is done or cancelled: no process is left behind). Every decision
judged is kept at once beside the save (``review_file``), so a cancelled or interrupted
review goes on where it stopped, and a finished one is read back, never made again; a kept
file that is damaged, changed, of another game or of an earlier point of this one, or that
says what the game and the judge could not (``review_check``), is ignored and the review
made again.

A puzzle ("learn from your mistakes") is judged the same way: ``judge_try`` asks the worker
about the player's own try at a decision, with the decision's worlds.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Protocol

from evergreen.ai.worker import Reply, WorkerError
from evergreen.persistence import SaveError
from evergreen.review.analysis import (
    THRESHOLDS,
    Grade,
    Review,
    decisions_to_review,
    judge_seed,
    reviewed_as,
)
from evergreen.review.judge import Judgement
from evergreen.review.kept import read_review, write_review
from evergreen.rules import Command, GameState
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.session.replay import Decision, Replay

log = logging.getLogger("evergreen")

#: A try at a puzzle is found if it loses less than this (VP): not even an inaccuracy.
FOUND_WITHIN = dict(THRESHOLDS)[Grade.INACCURACY]


class ReviewWorker(Protocol):
    """What a review needs of a worker (``ai.worker.BotWorker``)."""

    def judge(
        self, state: GameState, taken: list[Command], budget: int, seed: int, engine: str = ...
    ) -> int: ...

    def poll(self) -> Reply | None: ...

    def close(self) -> None: ...


class Status(Enum):
    RUNNING = "running"
    DONE = "done"
    CANCELLED = "cancelled"
    FAILED = "failed"


def review_engine(match: Match) -> str:
    """The bot that reviews a game: the Expert if one sat at its table (as with hints),
    the Hard bot otherwise."""
    return SeatKind.EXPERT.value if SeatKind.EXPERT in match.seats else SeatKind.HARD.value


@dataclass
class ReviewRun:
    """One game's review being made (or read back)."""

    match: Match
    replay: Replay
    save: Path | None  # where the review is kept (None: made, not kept)
    budget: int
    make_worker: Callable[[], ReviewWorker]
    review: Review
    todo: list[Decision]
    total: int
    status: Status = Status.RUNNING
    worker: ReviewWorker | None = None
    asked: tuple[Decision, GameState] | None = None
    error: str = ""
    engine: str = "hard"  # the bot that judges (``review_engine``)

    @classmethod
    def start(
        cls,
        match: Match,
        replay: Replay,
        save: Path | None,
        budget: int,
        make_worker: Callable[[], ReviewWorker],
    ) -> ReviewRun:
        """The review of ``match``: what is kept beside ``save`` (if sound), the rest to do."""
        engine = review_engine(match)
        kept = None if save is None else read_review(save, match, budget, engine)
        review = Review(budget) if kept is None else kept[0]
        wanted = decisions_to_review(match)
        done = {r.decision.start for r in review.decisions}
        todo = [d for d in wanted if d.start not in done]
        run = cls(match, replay, save, budget, make_worker, review, todo, len(wanted))
        run.engine = engine
        if not todo:
            run.finish()
        return run

    @property
    def done(self) -> int:
        """Decisions judged so far."""
        return self.total - len(self.todo)

    @property
    def fraction(self) -> float:
        return 1.0 if not self.total else self.done / self.total

    def step(self) -> bool:
        """Ask the next question or collect an answer (never blocks); True if the review
        moved on (a decision judged, or the run ended)."""
        if self.status is not Status.RUNNING:
            return False
        if self.asked is None:
            self._ask(self.todo[0])
            return False
        try:
            answer = self._worker().poll()
        except WorkerError as exc:
            self.error = str(exc)
            self._end(Status.FAILED)
            return True
        if not isinstance(answer, Judgement):
            return False
        decision, state = self.asked
        self.asked = None
        self.review.decisions.append(reviewed_as(decision, answer, state.round))
        self.review.decisions.sort(key=lambda r: r.decision.start)
        self.todo.pop(0)
        self._keep()
        if not self.todo:
            self.finish()
        return True

    def cancel(self) -> None:
        """Stop now: the worker process is ended; what was judged stays kept."""
        if self.status is Status.RUNNING:
            self._end(Status.CANCELLED)

    def finish(self) -> None:
        self._end(Status.DONE)

    def _end(self, status: Status) -> None:
        self.status, self.asked = status, None
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def _worker(self) -> ReviewWorker:
        if self.worker is None:
            self.worker = self.make_worker()
        return self.worker

    def _ask(self, decision: Decision) -> None:
        state = self.replay.state_at(decision.start)
        taken = list(self.replay.log[decision.start : decision.end])
        seed = judge_seed(self.match, decision)
        self._worker().judge(state, taken, self.budget, seed, self.engine)
        self.asked = (decision, state)

    def _keep(self) -> None:
        if self.save is None:
            return
        try:
            write_review(self.save, self.match, self.review, not self.todo, self.engine)
        except SaveError as exc:
            log.warning("review not kept: %s", exc)


@dataclass
class PuzzleTry:
    """The player's try at one decision, judged in a worker of its own."""

    match: Match
    decision: Decision
    state: GameState  # the position
    budget: int
    make_worker: Callable[[], ReviewWorker]
    tried: list[Command] = field(default_factory=list)
    judgement: Judgement | None = None
    worker: ReviewWorker | None = None
    error: str = ""

    def judge_try(self, tried: list[Command]) -> None:
        """Ask how good ``tried`` (the whole decision) is, in the decision's own worlds."""
        self.tried, self.judgement = list(tried), None
        if self.worker is None:
            self.worker = self.make_worker()
        seed = judge_seed(self.match, self.decision)
        self.worker.judge(self.state, self.tried, self.budget, seed, review_engine(self.match))

    @property
    def judging(self) -> bool:
        return self.worker is not None and self.judgement is None and not self.error

    def step(self) -> bool:
        """Collect the answer (never blocks); True once it has come."""
        if self.worker is None or self.judgement is not None:
            return False
        try:
            answer = self.worker.poll()
        except WorkerError as exc:
            self.error = str(exc)
            self.close()
            return True
        if isinstance(answer, Judgement):
            self.judgement = answer
            self.close()
            return True
        return False

    @property
    def found(self) -> bool:
        """True if the try is worth at least the best found less ``FOUND_WITHIN`` VP."""
        return self.judgement is not None and self.judgement.loss < FOUND_WITHIN

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
