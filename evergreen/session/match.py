"""One running game, owned by the App: its state, undo history, command log, seats, identity,
bot play and autosave policy.

Scenes observe a match and hand it commands (``Match.play``); they never change the state
themselves, and nothing reaches the game by looking for a scene. A match knows nothing of
windows or files: it is told how to keep itself (a ``Keeper``, the saves' autosaver) and how
to ask its bots (``BotPlay``), and calls the keeper when the rules say a turn was confirmed or
a card taken.
"""

from __future__ import annotations

import secrets
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from evergreen.rules import (
    Command,
    Event,
    EventKind,
    GameState,
    IllegalCommand,
    Refusal,
    Sun,
    Verb,
    apply,
    new_game,
)
from evergreen.rules import legal_commands as rules_legal_commands
from evergreen.seats import SeatKind, check_seats, seat_colours, seat_names
from evergreen.session.bot_play import BotPlay

#: Events after which nothing before can be undone: new cards were revealed (DESIGN 7).
REVEALING = frozenset((EventKind.DEALT, EventKind.RESHUFFLED))
#: Events that close a decision: a turn confirmed, a card taken, the game over. The match is
#: kept (autosaved) after each.
MILESTONES = frozenset((EventKind.TURN_ENDED, EventKind.TOOK, EventKind.GAME_OVER))
#: Milestones nothing before can be undone after: a confirmed turn, the game's end. A card
#: taken is not one of them: it reveals nothing (the market lies face up), so the pick may be
#: taken back until another seat acts or a new card is dealt (issue 52).
CLOSING = frozenset((EventKind.TURN_ENDED, EventKind.GAME_OVER))
#: Characters of a game id (lowercase hex).
GAME_ID_LENGTH = 12


class Mode(StrEnum):
    """What kind of game a match is, beyond its seats."""

    STANDARD = "standard"
    GUIDED = "guided"  # the guided first game ("Learn to play")


class UndoStop(StrEnum):
    """Why nothing can be undone now (``Match.undo_stop``): what closed the undo history."""

    NOTHING = "nothing"  # nothing has been played in this turn yet
    CONFIRMED = "confirmed"  # the last turn was confirmed (or the game is over)
    REVEALED = "revealed"  # new cards were dealt (or the deck reshuffled) since
    OTHER_SEAT = "other seat"  # another seat has played since


class Keeper(Protocol):
    """Keeps a match somewhere safe (the saves' autosaver); never raises."""

    def keep(self, match: Match) -> bool:
        """Keep the match as it stands now; False if that failed (the keeper tells why)."""
        ...


class ReplayError(ValueError):
    """A command of a replayed log that is illegal where it stands (``Match.restore``)."""

    def __init__(self, index: int, command: Command, reason: Refusal) -> None:
        super().__init__(f"command {index + 1} ({command}) is illegal there: {reason}")
        self.index = index
        self.command = command
        self.reason = reason


class OriginKind(StrEnum):
    """How a game came to be: what history and statistics count it as."""

    NEW = "new"  # set up afresh (or the title's quick start)
    CODE = "code"  # dealt from a challenge code typed or pasted
    DAILY = "daily"  # today's deal
    BRANCH = "branch"  # played on from a point of a replay
    LOADED = "loaded"  # played on from a named save
    EXAMPLE = "example"  # played on from an example shipped with the game


@dataclass(frozen=True)
class Origin:
    """Where a game came from: its kind and, by kind, the day of a daily deal (and whether
    it is a practice game: played again after that day's scored attempt), or the game id
    (and for a branch, the commands of it) it was played on from."""

    kind: OriginKind = OriginKind.NEW
    date: str = ""
    source: str = ""
    ply: int = 0
    practice: bool = False


def new_game_id() -> str:
    """A fresh game identity: 12 random lowercase hex digits."""
    return secrets.token_hex(GAME_ID_LENGTH // 2)


def is_game_id(text: str) -> bool:
    """True for a well-formed game id."""
    return len(text) == GAME_ID_LENGTH and all(ch in "0123456789abcdef" for ch in text)


@dataclass
class Match:
    """A game in progress: apply commands, undo within a turn, drain events for views, play
    bot seats, and keep itself after every confirmed turn and draft pick."""

    state: GameState
    seats: tuple[SeatKind, ...]
    log: list[Command] = field(default_factory=list)
    #: The states before each step that may still be taken back, oldest first: the steps
    #: of one seat (``undo_seat``) since its pick or the start of its turn. Each is a state
    #: the rules made, kept as it was.
    history: list[GameState] = field(default_factory=list)
    events: deque[Event] = field(default_factory=deque)
    bot_seed: int = 0
    #: Per seat, the name given at setup ('' for none: the window shows a default, 'You' or
    #: 'Player 2' in the player's language).
    names: tuple[str, ...] = ()
    #: Per seat, its colour (an index into the window's player colours).
    colours: tuple[int, ...] = ()
    game_id: str = field(default_factory=new_game_id)
    mode: Mode = Mode.STANDARD
    origin: Origin = field(default_factory=Origin)
    #: Steps taken back with Undo in this game (None: not known, a game saved before
    #: the count was kept).
    undos: int | None = 0
    #: Where the match is kept after each milestone (None: not kept, as in the demo).
    keeper: Keeper | None = field(default=None, repr=False, compare=False)
    #: How the bot seats (and the hint) think; set by whoever runs the match.
    bots: BotPlay | None = field(default=None, repr=False, compare=False)
    #: The seat whose steps ``history`` takes back (None: no step to take back).
    undo_seat: int | None = None
    #: Why nothing can be undone, once the history is empty.
    undo_stop: UndoStop = UndoStop.NOTHING
    _legal: tuple[GameState | None, tuple[Command, ...]] = field(
        default=(None, ()), repr=False, compare=False
    )

    def __post_init__(self) -> None:
        self.names = seat_names(self.names, self.seats)  # ValueError if too many
        self.colours = seat_colours(self.colours, len(self.seats))
        if not is_game_id(self.game_id):
            raise ValueError(f"a game id is {GAME_ID_LENGTH} lowercase hex digits")

    @classmethod
    def start(
        cls,
        players: int,
        seed: int,
        seats: Sequence[SeatKind] | None = None,
        names: Sequence[str] = (),
        mode: Mode = Mode.STANDARD,
        unlimited_pieces: bool = False,
        colours: Sequence[int] = (),
        sun: Sun = Sun.TOP,
    ) -> Match:
        """A new game with a new identity; seats default to all human (plus the automa in a
        solo game); names and colours chosen at setup go to the first seats (the others get
        none, and the colours left); ``unlimited_pieces`` is the house rule of unlimited
        Bushes and Lakes; ``sun``: the side the sun starts on."""
        state = new_game(players, seed, sun, unlimited_pieces=unlimited_pieces)
        kinds = tuple(seats or (SeatKind.HUMAN,) * players)
        if len(kinds) != players:
            raise ValueError(f"{players} players need {players} seat kinds, got {len(kinds)}")
        if players == 1:
            kinds = (*kinds, SeatKind.AUTOMA)
        check_seats(state, kinds)
        match = cls(
            state, kinds, bot_seed=seed, names=tuple(names), colours=tuple(colours), mode=mode
        )
        match.events.extend(state.events)
        return match

    @classmethod
    def restore(
        cls,
        start: GameState,
        seats: Sequence[SeatKind],
        log: Iterable[Command],
        names: Sequence[str] = (),
        bot_seed: int | None = None,
        game_id: str | None = None,
        mode: Mode = Mode.STANDARD,
        colours: Sequence[int] = (),
    ) -> Match:
        """The match that playing ``log`` from the new game ``start`` gives, with the undo
        history of the turn in progress rebuilt; raises ReplayError on an illegal command.

        ``seats`` covers every seat, the solo automa's too. No events are left to animate,
        and nothing is kept while replaying (no keeper is set yet).
        """
        kinds = tuple(seats)
        check_seats(start, kinds)
        seed = start.seed if bot_seed is None else bot_seed
        match = cls(
            start,
            kinds,
            bot_seed=seed,
            names=tuple(names),
            colours=tuple(colours),
            game_id=game_id or new_game_id(),
            mode=mode,
        )
        for index, cmd in enumerate(log):
            reason = match.play(cmd)
            if reason is not None:
                raise ReplayError(index, cmd, reason)
        match.events.clear()
        return match

    # -- where the game stands ----------------------------------------------------------
    @property
    def awaiting_kind(self) -> SeatKind | None:
        """Who must act now: a human, a bot, or None when the game is over."""
        seat = self.state.awaiting
        return None if seat is None else self.seats[seat]

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.state.is_over

    def legal(self) -> tuple[Command, ...]:
        """The legal commands now (worked out once per state: views ask every frame)."""
        state = self.state
        if self._legal[0] is not state:
            self._legal = (state, tuple(rules_legal_commands(state)))
        return self._legal[1]

    # -- changing it ----------------------------------------------------------------------
    def play(self, cmd: Command) -> Refusal | None:
        """Apply a command; returns None, or why it is illegal (nothing changes then).

        After a milestone (a confirmed turn, a card taken, the game's end) the match is kept.
        What may be undone after it: see ``_remember``.
        """
        try:
            new = apply(self.state, cmd)
        except IllegalCommand as exc:
            return exc.refusal
        kinds = {e.kind for e in new.events}
        milestone = not kinds.isdisjoint(MILESTONES)
        self._remember(cmd, kinds)
        self.state = new
        self.log.append(cmd)
        self.events.extend(new.events)
        if milestone:
            self.keep()
        return None

    def _remember(self, cmd: Command, kinds: set[EventKind]) -> None:
        """Keep the state before ``cmd`` if it may be taken back (DESIGN 7): a seat's steps
        since its pick or its turn's start, until it confirms its turn, another seat plays
        or a new card is shown. What closed the history last says why nothing before can be
        undone."""
        if not kinds.isdisjoint(REVEALING):
            self._close(UndoStop.REVEALED)
        elif not kinds.isdisjoint(CLOSING):
            self._close(UndoStop.CONFIRMED)
        else:
            if self.history and cmd.seat != self.undo_seat:
                self._close(UndoStop.OTHER_SEAT)
            self.history.append(self.state)
            self.undo_seat = cmd.seat

    def _close(self, why: UndoStop) -> None:
        """Nothing played so far can be undone any more, because of ``why``."""
        self.history.clear()
        self.undo_seat = None
        self.undo_stop = why

    @property
    def can_undo(self) -> bool:
        """True while a person has steps to take back: of their turn before confirming it,
        or their pick while no other seat has played since and no new card was shown."""
        seat = self.undo_seat
        return bool(self.history) and seat is not None and self.seats[seat] is SeatKind.HUMAN

    def why_no_undo(self) -> UndoStop | None:
        """Why Undo cannot be pressed now (None: it can)."""
        if self.can_undo:
            return None
        if self.history:  # a bot's steps: it played after the person's last one
            return UndoStop.OTHER_SEAT
        return self.undo_stop

    def undo(self) -> bool:
        """Take back the last step that may be (the state before it, as the rules made it,
        comes back); False if there is none. A pick taken back is kept again at once: the
        saved game had it."""
        if not self.can_undo:
            return False
        self.state = self.history.pop()
        took = self.log.pop().verb is Verb.TAKE
        if not self.history:
            self.undo_seat = None  # what closed the history before still says why
        if self.undos is not None:
            self.undos += 1
        if self.bots is not None:
            self.bots.forget()
        if took and self.keeper is not None:
            self.keeper.keep(self)
        return True

    def keep(self) -> bool:
        """Keep the match now (leaving, quitting, after an error too); False if it was not
        kept: no keeper, nothing played yet, or the keeper failed."""
        if self.keeper is None or not self.log:
            return False
        return self.keeper.keep(self)

    # -- bots -----------------------------------------------------------------------------
    def bot_command(self) -> Command | None:
        """The awaited bot's next command once thought out (not yet played), else None."""
        if self.bots is None:
            raise RuntimeError("this match has no bot play set up")
        return self.bots.next_command(
            self.state, self.seats, self.bot_seed_for(self.state.awaiting or 0), self.legal()
        )

    def ask_hint(self) -> None:
        """Start thinking about what the Hard bot (the Expert, if one plays at this table)
        would do in the awaited seat's place."""
        if self.bots is None:
            raise RuntimeError("this match has no bot play set up")
        seed = self.bot_seed_for(self.state.awaiting or 0)
        self.bots.ask_hint(self.state, seed, self.seats)

    def hint(self) -> list[Command] | None:
        """The hint for the position now, once it has arrived."""
        return None if self.bots is None else self.bots.hint_now(self.state)

    @property
    def bot_thinking(self) -> bool:
        """True while a bot (or the hint) is thinking about this match."""
        return self.bots is not None and self.bots.thinking

    def bot_seed_for(self, seat: int) -> int:
        """The seed a bot of ``seat`` thinks with now: from the game's bot seed, the seat and
        the log's length, so a restored match goes on exactly as the saved one would."""
        return (self.bot_seed * 8 + seat) * 1_000_003 + len(self.log)
