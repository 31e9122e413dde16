"""One running game: the current state, undo history, the command log and who plays each seat.

Scenes never change game state themselves: they hand commands to ``Session.play``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from evergreen.rules import Command, Event, EventKind, GameState, IllegalCommand, apply, new_game
from evergreen.rules import legal_commands as rules_legal_commands

#: Events after which nothing before can be undone: new cards were revealed (DESIGN 7).
REVEALING = frozenset((EventKind.DEALT, EventKind.RESHUFFLED))


class SeatKind(StrEnum):
    """Who plays a seat: a person, a bot of some strength, or the solo automa."""

    HUMAN = "human"
    BOT = "bot"  # random legal moves (the demo of old saves; not offered in the setup)
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    AUTOMA = "automa"  # the solo automa: the rules engine plays it

    @property
    def is_bot(self) -> bool:
        """True for a seat a bot plays (the automa is played by the rules engine itself)."""
        return self in _BOT_LEVELS

    @property
    def level(self) -> str:
        """The bot level (``evergreen.ai.Level`` value) of a bot seat."""
        return _BOT_LEVELS[self]

    @property
    def label(self) -> str:
        """How the setup screen and panels name it."""
        return {SeatKind.BOT: "Bot (random)", SeatKind.AUTOMA: "Automa"}.get(
            self, self.value.capitalize() if self.is_bot else "Human"
        )


_BOT_LEVELS = {
    SeatKind.BOT: "random",
    SeatKind.EASY: "easy",
    SeatKind.MEDIUM: "medium",
    SeatKind.HARD: "hard",
}


class ReplayError(ValueError):
    """A command of a replayed log that is illegal where it stands (``Session.restore``)."""

    def __init__(self, index: int, command: Command, reason: str) -> None:
        super().__init__(f"command {index + 1} ({command}) is illegal there: {reason}")
        self.index = index
        self.command = command
        self.reason = reason


def default_names(seats: Sequence[SeatKind]) -> tuple[str, ...]:
    """'Player 1', 'Player 2', ... and 'Automa' for the solo automa's seat."""
    return tuple(
        "Automa" if kind is SeatKind.AUTOMA else f"Player {seat + 1}"
        for seat, kind in enumerate(seats)
    )


@dataclass
class Session:
    """A game in progress: apply commands, undo within a turn, and drain events for views."""

    state: GameState
    seats: tuple[SeatKind, ...]
    log: list[Command] = field(default_factory=list)
    history: list[GameState] = field(default_factory=list)
    events: deque[Event] = field(default_factory=deque)
    bot_seed: int = 0
    names: tuple[str, ...] = ()
    #: Called after each command that hands play to another seat or ends the game
    #: (a confirmed turn or draft pick): the autosave hook. Never called by ``restore``.
    on_confirm: Callable[[Session], object] | None = None
    _legal: tuple[GameState | None, tuple[Command, ...]] = field(
        default=(None, ()), repr=False, compare=False
    )

    def __post_init__(self) -> None:
        if not self.names:
            self.names = default_names(self.seats)
        if len(self.names) != len(self.seats):
            raise ValueError(f"{len(self.seats)} seats need {len(self.seats)} names")

    @classmethod
    def start(
        cls,
        players: int,
        seed: int,
        seats: tuple[SeatKind, ...] | None = None,
        names: Sequence[str] = (),
    ) -> Session:
        """A new game; seats default to all human (plus the automa in a solo game)."""
        state = new_game(players, seed)
        kinds = seats or tuple(SeatKind.HUMAN for _ in range(players))
        if len(kinds) != players:
            raise ValueError(f"{players} players need {players} seat kinds, got {len(kinds)}")
        if players == 1:
            kinds = (*kinds, SeatKind.AUTOMA)
        session = cls(state, kinds, bot_seed=seed, names=_full_names(names, kinds))
        session.events.extend(state.events)
        return session

    @classmethod
    def restore(
        cls,
        start: GameState,
        seats: Sequence[SeatKind],
        log: Iterable[Command],
        names: Sequence[str] = (),
        bot_seed: int | None = None,
    ) -> Session:
        """The session that playing ``log`` from the new game ``start`` gives, with the undo
        history of the turn in progress rebuilt; raises ReplayError on an illegal command.

        ``seats`` covers every seat, the solo automa's too. No events are left to animate.
        """
        kinds = tuple(seats)
        check_seats(start, kinds)
        seed = start.seed if bot_seed is None else bot_seed
        session = cls(start, kinds, bot_seed=seed, names=_full_names(names, kinds))
        for index, cmd in enumerate(log):
            reason = session.play(cmd)
            if reason is not None:
                raise ReplayError(index, cmd, reason)
        session.events.clear()
        return session

    @property
    def awaiting_kind(self) -> SeatKind | None:
        """Who must act now: a human, a bot, or None when the game is over."""
        seat = self.state.awaiting
        return None if seat is None else self.seats[seat]

    def legal(self) -> tuple[Command, ...]:
        """The legal commands now (worked out once per state: views ask every frame)."""
        state = self.state
        if self._legal[0] is not state:
            self._legal = (state, tuple(rules_legal_commands(state)))
        return self._legal[1]

    def play(self, cmd: Command) -> str | None:
        """Apply a command; returns None, or the reason it is illegal (nothing changes then)."""
        try:
            new = apply(self.state, cmd)
        except IllegalCommand as exc:
            return str(exc)
        confirmed = new.awaiting != self.state.awaiting
        if confirmed or any(e.kind in REVEALING for e in new.events):
            self.history.clear()
        else:
            self.history.append(self.state)
        self.state = new
        self.log.append(cmd)
        self.events.extend(new.events)
        if confirmed and self.on_confirm is not None:
            self.on_confirm(self)
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
        """If a bot is awaited, its command (not yet played); else None.

        The choice depends only on the bot seed, the seat and the log's length, so a session
        restored from a save goes on exactly as the saved one would have.
        """
        seat = self.state.awaiting
        if seat is None or not self.seats[seat].is_bot:
            return None
        from evergreen.ai import make_bot

        settings = {"time": None, "iterations": 8} if self.seats[seat] is SeatKind.HARD else {}
        bot = make_bot(self.seats[seat].level, self.bot_seed_for(seat), **settings)
        return bot.choose(self.state)

    def bot_seed_for(self, seat: int) -> int:
        """The seed a bot of ``seat`` thinks with now: from the game's bot seed, the seat and
        the log's length, so a restored session goes on exactly as the saved one would."""
        return (self.bot_seed * 8 + seat) * 1_000_003 + len(self.log)


def check_seats(state: GameState, seats: Sequence[SeatKind]) -> None:
    """Raise ValueError unless ``seats`` fit the game: one per seat, the automa only solo."""
    if len(seats) != state.seats:
        raise ValueError(f"this game has {state.seats} seats, not {len(seats)}")
    for seat, kind in enumerate(seats):
        if seat == state.automa_seat and kind is not SeatKind.AUTOMA:
            raise ValueError(f"seat {seat + 1} of a solo game is the automa's, not {kind.value}")
        if seat != state.automa_seat and kind is SeatKind.AUTOMA:
            raise ValueError(f"seat {seat + 1} cannot be the automa: only a solo game has one")


def _full_names(names: Sequence[str], seats: Sequence[SeatKind]) -> tuple[str, ...]:
    """Given names, padded with the defaults (a solo game's names may leave out the automa)."""
    given = tuple(names)
    if len(given) > len(seats):
        raise ValueError(f"{len(seats)} seats cannot have {len(given)} names")
    return given + default_names(seats)[len(given) :]
