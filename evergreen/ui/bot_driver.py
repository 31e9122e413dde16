"""Bots and hints for the window, thought out in a worker process so frames keep coming.

The game scene asks ``BotDriver.next_command`` each frame while a bot seat is awaited: the
first call sends the position to the worker, later calls return None ("thinking") until
the bot's whole turn arrives; its commands are then handed out one at a time, so the turn
is animated like a person's. A hint is the hard bot's plan for a person's turn, shown and
never played.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from evergreen.ai.hard import DEFAULT_TIME
from evergreen.ai.worker import BotWorker, WorkerError
from evergreen.rules import Command, GameState
from evergreen.session import Session

log = logging.getLogger("evergreen")


@dataclass
class BotDriver:
    """One question at a time to the worker: a bot's turn, or a hint."""

    worker: BotWorker
    hard_time: float = DEFAULT_TIME  # seconds per Hard turn unless the settings say otherwise
    plan: list[Command] = field(default_factory=list)
    asked: tuple[str, GameState] | None = None
    hint: list[Command] | None = None
    hint_for: GameState | None = None

    @property
    def thinking(self) -> bool:
        """True while the worker thinks (the status line shows it)."""
        return self.worker.thinking

    @property
    def hinting(self) -> bool:
        """True while a hint is being thought out."""
        return self.thinking and self.asked is not None and self.asked[0] == "hint"

    def settings(self, level: str) -> dict[str, Any]:
        """The bot's settings: the hard bot's time budget."""
        return {"time": self.hard_time} if level == "hard" else {}

    def next_command(self, session: Session) -> Command | None:
        """The awaited bot's next command once its turn is thought out, else None."""
        state, seat = session.state, session.state.awaiting
        if seat is None or not session.seats[seat].is_bot:
            return None
        if self.plan and self.plan[0] in session.legal():
            return self.plan.pop(0)
        self.plan = []
        if self.asked != ("bot", state):
            level = session.seats[seat].level
            seed = session.bot_seed_for(seat)
            self.worker.ask(state, level, seed, self.settings(level), whole_turn=True)
            self.asked = ("bot", state)
            return None
        try:
            answer = self.poll()
        except WorkerError as exc:  # the game goes on: a random legal move this time
            log.error("bot failed, playing a random move: %s", exc)
            self.asked = None
            from evergreen.ai import RandomBot

            return RandomBot(session.bot_seed_for(seat)).choose(state)
        if answer is None:
            return None
        self.plan = answer
        return self.plan.pop(0) if self.plan and self.plan[0] in session.legal() else None

    def ask_hint(self, session: Session) -> None:
        """Start thinking about what the hard bot would do in the awaited person's place."""
        state = session.state
        self.hint, self.hint_for = None, None
        seed = session.bot_seed_for(state.awaiting or 0)
        self.worker.ask(state, "hard", seed, self.settings("hard"), whole_turn=True)
        self.asked = ("hint", state)

    def hint_now(self, state: GameState) -> list[Command] | None:
        """The hint for ``state`` once it has arrived (forgotten as soon as the state moves)."""
        if self.asked is not None and self.asked[0] == "hint":
            if self.asked[1] is not state:
                self.worker.cancel()
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
        answer = self.worker.poll()
        if answer is None:
            return None
        return list(answer) if isinstance(answer, list) else [answer]

    def forget(self) -> None:
        """Drop any plan, hint or question (undo, a new game, leaving the scene)."""
        self.plan, self.hint, self.hint_for = [], None, None
        if self.asked is not None:
            self.worker.cancel()
            self.asked = None
