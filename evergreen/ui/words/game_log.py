"""The game log: every step of a game in words, with the VP it gave and where it happened.

A pure model (no drawing; the log panel, ``log_panel``, draws it). Entries are made from the
rules' events. The log follows a running match one batch of events at a time, as the game
scene takes them in; it is rebuilt from the whole game (the match's commands replayed from
the rules' setup) when it is first made, and whenever the match is not the one it followed.
Entries keep the events, not words: they are worded when shown, in the language of the
moment.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import NamedTuple, Protocol

from evergreen.i18n import _, ngettext, pgettext
from evergreen.rules import (
    Action,
    Biome,
    Command,
    Event,
    EventKind,
    GameState,
    IllegalCommand,
    Piece,
    Season,
    Source,
    all_cards,
    legal_commands,
    new_game,
)
from evergreen.rules.state import NONE
from evergreen.rules.tables import SEASON_OF_ROUND, SEASON_ROUNDS, first_round_of
from evergreen.ui.words.names import (
    Seated,
    Seating,
    biome_name,
    card_name,
    power_said,
    season_end,
    season_name,
)
from evergreen.ui.words.prompts import action_said, placing

log = logging.getLogger("evergreen")

#: The events that make an entry of their own (a Buds VP joins its power's entry; a
#: shade, a deal or a marker is shown by the board, not the log).
LOGGED = frozenset(
    (
        EventKind.TOOK,
        EventKind.FIRST_PLAYER,
        EventKind.RESHUFFLED,
        EventKind.FERTILITY,
        EventKind.ARIDITY,
        EventKind.DISCARDED,
        EventKind.ACTION,
        EventKind.POWER,
        EventKind.PLACED,
        EventKind.VP,
        EventKind.TURN_ENDED,
        EventKind.SEASON_ENDED,
        EventKind.SUN_MOVED,
        EventKind.GAME_OVER,
    )
)


class Entry(NamedTuple):
    """One step of the game: what happened (``event``), when (``step``: commands played by
    then, 0 for the setup; ``round``: 0-13) and the VP it gave (None: it gives none)."""

    step: int
    round: int
    event: Event
    vp: int | None = None

    @property
    def seat(self) -> int:
        """Whose step it was (NONE for the table's: the deal's left-over card, the sun)."""
        return self.event.seat

    @property
    def season(self) -> Season:
        """The season it happened in."""
        return SEASON_OF_ROUND[self.round]

    @property
    def spaces(self) -> tuple[int, ...]:
        """The spaces of the seat's planet it concerns: the one placed on or grown, or the
        trees and forest that scored."""
        e = self.event
        if e.kind is EventKind.PLACED:
            return (e.space,)
        return e.spaces if e.kind is EventKind.VP else ()


class Played(Protocol):
    """A game as its log is worded from: its id, the commands played, and the state they led
    to (the running match, or a table at a point of a replay)."""

    @property
    def game_id(self) -> str:
        """The game's id (another id: another game, worded afresh)."""
        ...

    @property
    def log(self) -> Sequence[Command]:
        """The commands played, in order."""
        ...

    @property
    def state(self) -> GameState:
        """Where they led."""
        ...


class GameLog:
    """The entries of one match, oldest first (``newest_first`` to show them)."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        #: The commands the entries cover (the match's log when last followed).
        self.commands: list[Command] = []
        self.game_id = ""
        #: The round of the events taken in last (-1 before the setup's first player).
        self.round = -1

    @classmethod
    def of(cls, match: Played) -> GameLog:
        """The log of a match's whole game so far."""
        found = cls()
        found.rebuild(match)
        return found

    def newest_first(self) -> list[Entry]:
        """The entries, newest first."""
        return self.entries[::-1]

    def rebuild(self, match: Played) -> None:
        """Word the whole game again: its commands replayed from the setup through the rules,
        each one's events taken in. A match that did not start at the rules' setup (one made
        up mid-game) has no past to show: its log starts now."""
        self.entries, self.round, self.game_id = [], -1, match.game_id
        self.commands = list(match.log)
        state = start_of(match.state)
        self.add(0, state.events)
        legal = legal_commands(state)
        try:
            for step, cmd in enumerate(self.commands, 1):
                legal = legal.after(cmd)
                self.add(step, legal.state.events)
        except IllegalCommand:
            legal = legal_commands(state)
        if legal.state != match.state:
            log.info("game log: the match did not start at the setup; its log starts now")
            self.entries, self.round = [], match.state.round

    def follow(self, match: Played, batch: Sequence[Event]) -> None:
        """Take in a batch of the match's new events (those of its last command); steps
        taken back (Undo) leave the log."""
        if match.game_id != self.game_id:
            self.rebuild(match)
            return
        played = match.log
        same = common_start(self.commands, played)
        if same < len(self.commands):
            self.entries = [e for e in self.entries if e.step <= same]
            del self.commands[same:]
            self.round = self.entries[-1].round if self.entries else -1
        new = len(played) - same
        if new == 1:
            self.commands.append(played[-1])
            self.add(len(played), batch)
        elif new or batch:  # several commands in one batch: whose events are whose is lost
            self.rebuild(match)

    def add(self, step: int, events: Iterable[Event]) -> None:
        """Entries for the events of one command (``step``: commands played with it)."""
        for e in events:
            if e.kind is EventKind.FIRST_PLAYER:
                self.round += 1
            if e.kind not in LOGGED or _quiet(e):
                continue
            last = self.entries[-1] if self.entries else None
            if _buds(e) and last is not None and last.event.kind is EventKind.POWER:
                self.entries[-1] = last._replace(vp=e.value)
                continue
            vp = e.value if e.kind is EventKind.VP else None
            self.entries.append(Entry(step, max(0, self.round), e, vp))


def start_of(state: GameState) -> GameState:
    """The new game ``state`` began as: the rules' setup from its options and seed."""
    o = state.options
    return new_game(o.players, state.seed, o.sun_start, o.planet, o.unlimited_pieces)


def common_start(a: Sequence[Command], b: Sequence[Command]) -> int:
    """How many commands two logs share from the start."""
    n = min(len(a), len(b))
    if tuple(a[:n]) == tuple(b[:n]):  # (a list and a tuple are never equal)
        return n
    return next(k for k in range(n) if a[k] != b[k])


def round_title(round_index: int) -> str:
    """'Summer · round 2 of 4': a round of the game, as the top bar names it."""
    season = SEASON_OF_ROUND[round_index]
    return _("{season} · round {round} of {rounds}").format(
        season=season_name(season),
        round=round_index - first_round_of(season) + 1,
        rounds=SEASON_ROUNDS[season],
    )


def describe(entry: Entry, state: GameState, seating: Seated | None = None) -> str:
    """An entry in words, without whose step it was (the log shows that beside it):
    'plants a Sprout in Swamp', or beside 'You' (the solo player, unnamed) 'plant a Sprout
    in Swamp'. ``state`` is any state of the game (its planets' layout); ``seating`` who sits
    where (the names given at setup; by default the state's default names)."""
    e = entry.event
    if e.seat != NONE and Seating.of(seating or state).is_you(e.seat):
        yours = _your_row(e, state)
        if yours is not None:
            return yours
    kind = e.kind
    if kind is EventKind.PLACED:
        return placing(state, e.seat, e.space, Piece(e.piece), 2)
    if kind is EventKind.VP:
        return _scored(e)
    if kind is EventKind.TOOK:
        return _("takes “{card}”").format(card=card_name(e.card))
    if kind is EventKind.ACTION:
        action = Action(e.value)
        return _("chooses action {action}: {what}").format(
            action=action.name, what=action_said(action)
        )
    if kind is EventKind.POWER and e.power is not None:
        return _("uses the {power} power (level {level})").format(
            power=power_said(e.power), level=e.level
        )
    return _WORDS[kind](e, state)


def _your_row(e: Event, state: GameState) -> str | None:
    """A step of the solo player's in the second person, as a row beside 'You' ("You |
    take “…”", «Вы | берёте карту «…»»); None for the rows that read the same beside any
    name (the VP, the first player's)."""
    kind = e.kind
    if kind is EventKind.PLACED:
        return placing(state, e.seat, e.space, Piece(e.piece), 3)
    if kind is EventKind.TOOK:
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        return _("take “{card}”").format(card=card_name(e.card))
    if kind is EventKind.ACTION:
        action = Action(e.value)
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        return _("choose action {action}: {what}").format(
            action=action.name, what=action_said(action)
        )
    if kind is EventKind.POWER and e.power is not None:
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        return _("use the {power} power (level {level})").format(
            power=power_said(e.power), level=e.level
        )
    if kind is EventKind.TURN_ENDED:
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        return pgettext("log", "end the turn")
    return None


def seat_of(entry: Entry, state: GameState) -> int | None:
    """The seat shown beside an entry; None for what happens to the table (the card left
    in the market, the sun, a season's end, a solo game's end)."""
    e = entry.event
    if e.seat == NONE or (e.kind is EventKind.GAME_OVER and state.automa_seat is not None):
        return None
    return e.seat


def _scored(e: Event) -> str:
    """A VP event by its source, in the words of the final scores' table."""
    if e.source is Source.LIGHT:
        return _("Light, {season}").format(season=season_name(Season(e.detail)))
    if e.source is Source.FOREST:
        return _("Forest, {season}").format(season=season_name(Season(e.detail)))
    if e.source is Source.FERTILITY:
        return _("Fertility, {biome}").format(biome=biome_name(Biome(e.detail)))
    if e.source is Source.BUDS:
        return _("Buds")
    return _("Start")


def _left_over(e: Event, state: GameState) -> str:
    """The card left in the market goes to the fertility zone, or is discarded (R4.5-4.7)."""
    if e.kind is EventKind.FERTILITY:
        biome = all_cards()[e.card].biome
        return _("“{card}” is left over: {biome} fertility +{flowers}").format(
            card=card_name(e.card), biome=biome_name(biome), flowers=e.value
        )
    if e.kind is EventKind.ARIDITY:
        where = biome_name(all_cards()[e.card].biome)
        if e.cards:
            text = _("“{card}” is left over: aridity in {biome}, its top card turned face down")
        else:
            text = _("“{card}” is left over: aridity in {biome}")
        return text.format(card=card_name(e.card), biome=where)
    return _("“{card}” is left over and discarded").format(card=card_name(e.cards[0]))


def _game_over(e: Event, state: GameState) -> str:
    if e.seat == NONE or state.automa_seat is not None:
        return _("Game over")
    return _("wins the game")


#: The words of the other kinds of entries.
_WORDS = {
    # TRANSLATORS: a row of the game log beside any player's name, "You" or the automa's:
    # no verb to agree with them.
    EventKind.FIRST_PLAYER: lambda e, s: _("first to play this round"),
    EventKind.RESHUFFLED: lambda e, s: ngettext(
        "The discard pile ({n} card) is shuffled into a new deck",
        "The discard pile ({n} cards) is shuffled into a new deck",
        e.value,
    ).format(n=e.value),
    EventKind.FERTILITY: _left_over,
    EventKind.ARIDITY: _left_over,
    EventKind.DISCARDED: _left_over,
    EventKind.TURN_ENDED: lambda e, s: _("ends the turn"),
    EventKind.SEASON_ENDED: lambda e, s: season_end(Season(e.value)),
    EventKind.SUN_MOVED: lambda e, s: _("The sun moves a quarter turn clockwise"),
    EventKind.GAME_OVER: _game_over,
}


def _quiet(e: Event) -> bool:
    """Events logged elsewhere or of no interest: the season's hands discarded (the season's
    end says so), a biome with no Big Tree scoring no fertility, the first player's (and a
    solo player's) 0 VP at the start."""
    if e.kind is EventKind.DISCARDED:
        return len(e.cards) != 1
    if e.kind is EventKind.VP and e.source is Source.START:
        return e.value == 0
    return e.kind is EventKind.VP and e.source is Source.FERTILITY and not e.spaces


def _buds(e: Event) -> bool:
    return e.kind is EventKind.VP and e.source is Source.BUDS


def ringed_tip(entry: Entry, seating: Seated) -> str:
    """What the rings on the board show while ``entry``'s row is hovered: the space it
    placed on, or the trees and forest it scored ('' for an entry of no space)."""
    if not entry.spaces:
        return ""
    seats = Seating.of(seating)
    if seats.is_you(entry.seat):
        return _your_rings(entry)
    who = seats.name(entry.seat)
    e = entry.event
    if e.kind is EventKind.PLACED:
        return _("Ringed on the board: the space, on {who}'s planet.").format(who=who)
    if e.source is Source.FOREST:
        return _("Ringed on the board: the largest forest of {who}.").format(who=who)
    n = len(entry.spaces)
    if e.source is Source.FERTILITY:
        text = ngettext(
            "Ringed on the board: {who}'s Big Tree that scored.",
            "Ringed on the board: {who}'s {n} Big Trees that scored.",
            n,
        )
    else:
        text = ngettext(
            "Ringed on the board: {who}'s lit tree that scored.",
            "Ringed on the board: {who}'s {n} lit trees that scored.",
            n,
        )
    return text.format(who=who, n=n)


def _your_rings(entry: Entry) -> str:
    """``ringed_tip`` of the solo player's own entry ('your planet', not 'You's')."""
    e = entry.event
    if e.kind is EventKind.PLACED:
        return _("Ringed on the board: the space, on your planet.")
    if e.source is Source.FOREST:
        return _("Ringed on the board: your largest forest.")
    n = len(entry.spaces)
    if e.source is Source.FERTILITY:
        text = ngettext(
            "Ringed on the board: your Big Tree that scored.",
            "Ringed on the board: your {n} Big Trees that scored.",
            n,
        )
    else:
        text = ngettext(
            "Ringed on the board: your lit tree that scored.",
            "Ringed on the board: your {n} lit trees that scored.",
            n,
        )
    return text.format(n=n)
