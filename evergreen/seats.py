"""Who plays a seat: a person, a bot of some strength, or the solo automa.

One registry for the setup screen, the saves, the settings, the match, the bots, the hint,
the review and the words: a bot's strength *is* its seat kind (``make_bot(SeatKind.HARD)``),
and each kind is one entry (``register``), so there is no second list of kinds to keep in
step. This module imports nothing of ours but the rules and the message marker, so every
layer may use it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

from evergreen.i18n import N_
from evergreen.rules import GameState


class SeatKind(str):
    """A kind of seat by its id, as saves, records and settings write it ("hard").

    Each kind is one entry of the registry below (``SeatKindEntry``): ``SeatKind("hard")``
    is the registered kind (the same object every time, so ``is`` compares kinds) and
    ValueError for an id nobody registered. The kinds the game ships are class attributes
    (``SeatKind.HARD``); ``value`` is the plain id."""

    HUMAN: ClassVar[SeatKind]
    RANDOM: ClassVar[SeatKind]
    EASY: ClassVar[SeatKind]
    MEDIUM: ClassVar[SeatKind]
    HARD: ClassVar[SeatKind]
    EXPERT: ClassVar[SeatKind]
    AUTOMA: ClassVar[SeatKind]

    def __new__(cls, value: str) -> SeatKind:
        entry = _REGISTRY.get(str(value))
        if entry is None:
            known = ", ".join(_REGISTRY)
            raise ValueError(f"{str(value)!r} is not a kind of seat (one of {known})")
        return entry.kind

    def __repr__(self) -> str:
        return f"SeatKind({str(self)!r})"

    @property
    def value(self) -> str:
        """The kind's id as a plain string."""
        return str.__str__(self)

    @property
    def entry(self) -> SeatKindEntry:
        """What the registry says of this kind."""
        return _REGISTRY[self.value]

    @property
    def is_bot(self) -> bool:
        """True for a seat a bot plays (the automa is played by the rules engine itself)."""
        return bool(self.entry.bot)


@dataclass(frozen=True)
class SeatKindEntry:
    """Everything the game knows of one kind of seat, read by the setup, the saves, the
    settings, the worker, the hint, the review and the words: adding a bot is one entry
    (``register``) plus the translations of its words.

    ``bot`` is where the bot that plays it is made ("module:Class", imported when first
    needed: this module stays below the bots), '' for a person or the automa. ``strength``
    orders the bots, weakest first. ``offered``: a choice on the New game screen.
    ``searches``: a search bot (a budget of time, may be stopped mid-thought, may give the
    hint and judge a review). ``timed``: the player's thinking time setting applies to it.
    The words are message ids (``N_``), translated where they are shown: ``name`` on the
    setup's seat buttons, ``bot_name`` beside a player ("Hard bot"), ``about`` the setup's
    line on what it does.
    """

    kind: SeatKind
    name: str
    bot: str = ""
    strength: int = 0
    offered: bool = False
    searches: bool = False
    timed: bool = False
    bot_name: str = ""
    about: str = ""


_REGISTRY: dict[str, SeatKindEntry] = {}


def register(
    kind_id: str,
    name: str,
    *,
    bot: str = "",
    strength: int = 0,
    offered: bool = False,
    searches: bool = False,
    timed: bool = False,
    bot_name: str = "",
    about: str = "",
) -> SeatKind:
    """Add a kind of seat to the registry and return it; ValueError if the id is taken or
    not lower-case ASCII letters, digits and hyphens (it is written in saves and records)."""
    if kind_id in _REGISTRY:
        raise ValueError(f"the seat kind {kind_id!r} is registered already")
    if not kind_id or not all(ch in "abcdefghijklmnopqrstuvwxyz0123456789-" for ch in kind_id):
        raise ValueError(f"a seat kind's id is lower-case letters, digits and '-': {kind_id!r}")
    kind = str.__new__(SeatKind, kind_id)
    _REGISTRY[kind_id] = SeatKindEntry(
        kind, name, bot, strength, offered, searches, timed, bot_name, about
    )
    return kind


def unregister(kind: SeatKind) -> None:
    """Take a kind out of the registry (tests that add a throwaway kind)."""
    _REGISTRY.pop(kind.value, None)


def seat_kinds() -> Iterator[SeatKind]:
    """Every kind of seat, in the order registered."""
    return (entry.kind for entry in list(_REGISTRY.values()))


def bot_kinds() -> tuple[SeatKind, ...]:
    """The bot strengths, weakest first."""
    bots = [e for e in _REGISTRY.values() if e.bot]
    return tuple(e.kind for e in sorted(bots, key=lambda e: e.strength))


def offered_kinds() -> tuple[SeatKind, ...]:
    """Who may play a seat at setup, in the order offered: a person, then the offered bots
    weakest first (the automa is no choice: a solo game has it)."""
    return (SeatKind.HUMAN, *(k for k in bot_kinds() if k.entry.offered))


def search_kinds() -> tuple[SeatKind, ...]:
    """The search bots (they may give the hint and judge a review), weakest first."""
    return tuple(k for k in bot_kinds() if k.entry.searches)


SeatKind.HUMAN = register("human", N_("Human"), offered=True, about=N_("A person at this screen"))
SeatKind.RANDOM = register(
    "random",
    N_("Bot (random)"),
    bot="evergreen.ai.random_bot:RandomBot",  # uniform over the legal commands (old demos)
    strength=0,
    bot_name=N_("Random bot"),
)
SeatKind.EASY = register(
    "easy",
    N_("Easy"),
    bot="evergreen.ai.easy:EasyBot",
    strength=10,
    offered=True,
    bot_name=N_("Easy bot"),
    about=N_("Sees only this season and often picks a weaker move"),
)
SeatKind.MEDIUM = register(
    "medium",
    N_("Medium"),
    bot="evergreen.ai.greedy:MediumBot",
    strength=20,
    offered=True,
    bot_name=N_("Medium bot"),
    about=N_("Greedy: plays the move that looks best right now"),
)
SeatKind.HARD = register(
    "hard",
    N_("Hard"),
    bot="evergreen.ai.hard:HardBot",
    strength=30,
    offered=True,
    searches=True,
    timed=True,
    bot_name=N_("Hard bot"),
    about=N_("Plays out its best moves in many possible futures"),
)
SeatKind.EXPERT = register(
    "expert",
    N_("Expert"),
    bot="evergreen.ai.expert:ExpertBot",  # the same search, deeper and longer (2 s a decision)
    strength=40,
    offered=True,
    searches=True,
    bot_name=N_("Expert bot"),
    about=N_("As Hard, weighing more moves for longer: 2 seconds a move"),
)
SeatKind.AUTOMA = register("automa", N_("Automa"))  # the solo automa: the rules engine plays it


def known_kind(kind: str) -> str:
    """``kind`` if it is a registered kind's id (a validator for files that name kinds);
    ValueError naming the known ones otherwise."""
    if kind not in _REGISTRY:
        raise ValueError(f"a seat is played by one of {', '.join(_REGISTRY)}")
    return kind


def bot_kind(name: str | SeatKind) -> SeatKind:
    """The bot strength called ``name`` ("random", "easy", "medium", "hard", "expert"...);
    ValueError naming the choices for anything else (a person or the automa is no bot)."""
    kind = _REGISTRY[name].kind if isinstance(name, str) and name in _REGISTRY else None
    if kind is None or not kind.is_bot:
        choices = ", ".join(k.value for k in bot_kinds())
        raise ValueError(f"unknown bot level {str(name)!r} (one of {choices})")
    return kind


#: Characters a player's name may have (longer names are cut when given).
NAME_MAX = 16
#: How many player colours there are (``seat_colours`` picks among them).
COLOURS = 4


def clean_name(text: str) -> str:
    """A name as typed, made safe to keep and show: control and other unprintable characters
    dropped, runs of white space made one space, trimmed, at most ``NAME_MAX`` characters.
    '' means the seat has no name of its own (the window shows a default in its language)."""
    kept = "".join(" " if ch.isspace() else ch for ch in text if ch.isprintable() or ch.isspace())
    return " ".join(kept.split())[:NAME_MAX].rstrip()


def seat_names(names: Sequence[str], seats: Sequence[SeatKind]) -> tuple[str, ...]:
    """One cleaned name per seat: the given ones, then '' (no name of its own) for the rest
    (a solo game's names may leave out the automa)."""
    given = tuple(names)
    if len(given) > len(seats):
        raise ValueError(f"{len(seats)} seats cannot have {len(given)} names")
    return tuple(clean_name(name) for name in given) + ("",) * (len(seats) - len(given))


def seat_colours(colours: Sequence[int], seats: int) -> tuple[int, ...]:
    """One colour (0 to ``COLOURS`` - 1) per seat: the chosen ones, then the first colours
    nobody chose, in order; ValueError if a colour is unknown or chosen twice."""
    chosen = tuple(colours)
    if len(chosen) > seats:
        raise ValueError(f"{seats} seats cannot have {len(chosen)} colours")
    if any(not 0 <= colour < COLOURS for colour in chosen):
        raise ValueError(f"a seat's colour is a number from 0 to {COLOURS - 1}")
    if len(set(chosen)) != len(chosen):
        raise ValueError("two seats cannot have the same colour")
    free = [colour for colour in range(COLOURS) if colour not in chosen]
    return chosen + tuple(free[: seats - len(chosen)])


def check_seats(state: GameState, seats: Sequence[SeatKind]) -> None:
    """Raise ValueError unless ``seats`` fit the game: one per seat, the automa only solo."""
    if len(seats) != state.seats:
        raise ValueError(f"this game has {state.seats} seats, not {len(seats)}")
    for seat, kind in enumerate(seats):
        if seat == state.automa_seat and kind is not SeatKind.AUTOMA:
            raise ValueError(f"seat {seat + 1} of a solo game is the automa's, not {kind.value}")
        if seat != state.automa_seat and kind is SeatKind.AUTOMA:
            raise ValueError(f"seat {seat + 1} cannot be the automa: only a solo game has one")
