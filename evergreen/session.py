"""One running game: the current state, undo history, the command log and who plays each seat.

Scenes never change game state themselves: they hand commands to ``Session.play``.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from enum import StrEnum

from evergreen.ai.random_bot import RandomBot
from evergreen.rules import Command, Event, EventKind, GameState, IllegalCommand, apply, new_game
from evergreen.rules import legal_commands as rules_legal_commands

#: Events after which nothing before can be undone: new cards were revealed (DESIGN 7).
REVEALING = frozenset((EventKind.DEALT, EventKind.RESHUFFLED))


class SeatKind(StrEnum):
    """Who plays a seat."""

    HUMAN = "human"
    BOT = "bot"  # random legal moves until the bots issue brings levels
    AUTOMA = "automa"  # the solo automa: the rules engine plays it


@dataclass
class Session:
    """A game in progress: apply commands, undo within a turn, and drain events for views."""

    state: GameState
    seats: tuple[SeatKind, ...]
    log: list[Command] = field(default_factory=list)
    history: list[GameState] = field(default_factory=list)
    events: deque[Event] = field(default_factory=deque)
    bot_seed: int = 0
    _bots: dict[int, RandomBot] = field(default_factory=dict)

    @classmethod
    def start(cls, players: int, seed: int, seats: tuple[SeatKind, ...] | None = None) -> Session:
        """A new game; seats default to all human (plus the automa in a solo game)."""
        state = new_game(players, seed)
        kinds = seats or tuple(SeatKind.HUMAN for _ in range(players))
        if len(kinds) != players:
            raise ValueError(f"{players} players need {players} seat kinds, got {len(kinds)}")
        if players == 1:
            kinds = (*kinds, SeatKind.AUTOMA)
        session = cls(state, kinds, bot_seed=seed)
        session.events.extend(state.events)
        return session

    @property
    def awaiting_kind(self) -> SeatKind | None:
        """Who must act now: a human, a bot, or None when the game is over."""
        seat = self.state.awaiting
        return None if seat is None else self.seats[seat]

    def legal(self) -> list[Command]:
        """The legal commands now."""
        return list(rules_legal_commands(self.state))

    def play(self, cmd: Command) -> str | None:
        """Apply a command; returns None, or the reason it is illegal (nothing changes then)."""
        try:
            new = apply(self.state, cmd)
        except IllegalCommand as exc:
            return str(exc)
        if new.awaiting != self.state.awaiting or any(e.kind in REVEALING for e in new.events):
            self.history.clear()
        else:
            self.history.append(self.state)
        self.state = new
        self.log.append(cmd)
        self.events.extend(new.events)
        return None

    @property
    def can_undo(self) -> bool:
        """True while the awaited seat has steps it may take back (before confirming)."""
        return bool(self.history) and self.awaiting_kind is SeatKind.HUMAN

    def undo(self) -> bool:
        """Take back the last step of the current seat's turn; False if there is none."""
        if not self.can_undo:
            return False
        self.state = self.history.pop()
        self.log.pop()
        return True

    def bot_move(self) -> Command | None:
        """If a bot is awaited, its command (not yet played); else None."""
        seat = self.state.awaiting
        if seat is None or self.seats[seat] is not SeatKind.BOT:
            return None
        bot = self._bots.setdefault(seat, RandomBot(self.bot_seed * 8 + seat))
        return bot.choose(self.state)
