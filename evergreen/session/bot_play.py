"""A match's bot seats and hints, thought out by a worker so a window keeps drawing.

``BotPlay.next_command`` is asked (each frame, by whoever paces the game) while a bot seat
is awaited: the first call sends the position to the worker, later calls return None
("thinking") until the bot's whole turn arrives; its commands are then handed out one at a
time, so the turn is animated like a person's. A hint is the Hard bot's (or, with
``hint_kind``, the Expert's) plan for a person's turn, shown and never played.

The worker is anything with ``BotWorker``'s API: the child process of the window, or the
in-process ``InlineWorker`` of tools and tests.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from evergreen.ai.expert import EXPERT_TIME
from evergreen.ai.hard import DEFAULT_TIME
from evergreen.ai.random_bot import RandomBot
from evergreen.ai.worker import Reply, WorkerError
from evergreen.review.judge import Judgement
from evergreen.rules import Command, GameState
from evergreen.seats import SeatKind

log = logging.getLogger("evergreen")


class Worker(Protocol):
    """What BotPlay needs of a worker (``evergreen.ai.worker.BotWorker``'s API)."""

    def ask(
        self,
        state: GameState,
        level: str,
        seed: int = 0,
        settings: dict[str, Any] | None = None,
        whole_turn: bool = False,
    ) -> int:
        """Start thinking about ``state``."""
        ...

    def poll(self) -> Reply | None:
        """The answer once ready, else None; WorkerError if the bot failed."""
        ...

    @property
    def thinking(self) -> bool:
        """True while a question awaits its answer."""
        ...

    def cancel(self) -> None:
        """Drop the question in flight."""
        ...


@dataclass
class BotPlay:
    """One question at a time to the worker: a bot's turn, or a hint."""

    worker: Callable[[], Worker]  # the worker, started the first time a bot thinks
    hard_time: float = DEFAULT_TIME  # seconds per Hard decision unless settings say otherwise
    expert_time: float = EXPERT_TIME  # seconds per Expert decision
    hint_kind: SeatKind = SeatKind.HARD  # the bot whose plan a hint shows (Hard or Expert)
    plan: list[Command] = field(default_factory=list)
    asked: tuple[str, GameState] | None = None
    hint: list[Command] | None = None
    hint_for: GameState | None = None

    @property
    def thinking(self) -> bool:
        """True while the worker thinks about this match (the status line shows it)."""
        return self.asked is not None and self.worker().thinking

    @property
    def hinting(self) -> bool:
        """True while a hint is being thought out."""
        return self.thinking and self.asked is not None and self.asked[0] == "hint"

    def settings(self, kind: SeatKind) -> dict[str, Any]:
        """The bot's settings: the player's thinking time for a timed bot (Hard), the
        Expert's own time budget; nothing for the others."""
        if kind.entry.timed:
            return {"time": self.hard_time}
        return {"time": self.expert_time} if kind is SeatKind.EXPERT else {}

    def next_command(
        self, state: GameState, kinds: Sequence[SeatKind], seed: int, legal: Sequence[Command]
    ) -> Command | None:
        """The awaited bot's next command once its turn is thought out, else None.

        ``seed`` is the bot's seed for this decision, ``legal`` the legal commands now.
        """
        seat = state.awaiting
        if seat is None or not kinds[seat].is_bot:
            return None
        if self.plan and self.plan[0] in legal:
            return self.plan.pop(0)
        self.plan = []
        if self.asked != ("bot", state):
            kind = kinds[seat]
            self.worker().ask(state, kind.value, seed, self.settings(kind), whole_turn=True)
            self.asked = ("bot", state)
        try:
            answer = self.poll()
        except WorkerError as exc:  # the game goes on: a random legal move this time
            log.error("bot failed, playing a random move: %s", exc)
            self.asked = None
            return RandomBot(seed).choose(state)
        if answer is None:
            return None
        self.asked = None
        self.plan = answer
        return self.plan.pop(0) if self.plan and self.plan[0] in legal else None

    def ask_hint(self, state: GameState, seed: int, kinds: Sequence[SeatKind] = ()) -> None:
        """Start thinking about what the Hard (or a stronger search) bot would do in the
        awaited person's place: the strongest search bot chosen for one of the table's seats
        (``kinds``) if it is stronger than ``hint_kind``, ``hint_kind`` otherwise."""
        self.hint, self.hint_for = None, None
        kind = max((self.hint_kind, *(k for k in kinds if k.entry.searches)), key=_strength)
        self.worker().ask(state, kind.value, seed, self.settings(kind), whole_turn=True)
        self.asked = ("hint", state)

    def hint_now(self, state: GameState) -> list[Command] | None:
        """The hint for ``state`` once it has arrived (forgotten as soon as the state moves)."""
        if self.asked is not None and self.asked[0] == "hint":
            if self.asked[1] is not state:
                self.worker().cancel()
                self.asked = None
            else:
                try:
                    answer = self.poll()
                except WorkerError as exc:
                    log.error("hint failed: %s", exc)
                    self.asked, answer = None, []
                if answer is not None:
                    self.hint, self.hint_for, self.asked = answer, state, None
        return self.hint if self.hint_for is state else None

    def poll(self) -> list[Command] | None:
        """The worker's answer as a list of commands, None while thinking; WorkerError if
        the bot failed on the question."""
        answer = self.worker().poll()
        if answer is None:
            return None
        if isinstance(answer, Judgement):  # a review's answer, never a bot's move
            raise WorkerError("the worker answered a judgement to a bot's question")
        return list(answer) if isinstance(answer, list) else [answer]

    def forget(self) -> None:
        """Drop any plan, hint or question (undo, leaving the game)."""
        self.plan, self.hint, self.hint_for = [], None, None
        if self.asked is not None:
            self.worker().cancel()
            self.asked = None


def _strength(kind: SeatKind) -> int:
    return kind.entry.strength
