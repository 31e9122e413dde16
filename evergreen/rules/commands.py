"""Commands: small frozen values with a readable text form (``P1 plant r2c3``)."""

from __future__ import annotations

import re
from enum import StrEnum
from typing import NamedTuple

from .cards import card, card_by_name
from .data_files import GRID
from .enums import Action
from .errors import CommandSyntaxError

MAX_SEATS = 4
NO_ARG = -1


class Verb(StrEnum):
    """What a command does; its argument's meaning depends on the verb."""

    TAKE = "take"  # arg: card id (draft, R4.3)
    ACTION = "action"  # arg: Action (R5.2)
    POWER = "power"  # use the drafted card's power now (R6.1)
    PLANT = "plant"  # arg: space; a Sprout (action or Sprout power)
    GROW = "grow"  # arg: space; action growth, growth power or Lake growth
    BUSH = "bush"  # arg: space (Bush power)
    LAKE = "lake"  # arg: space (Lake power)
    STOP = "stop"  # apply no more effects of the current action, power or Lake
    END = "end"  # confirm the turn (R12.3)


SPACE_VERBS = frozenset((Verb.PLANT, Verb.GROW, Verb.BUSH, Verb.LAKE))
_BARE = frozenset((Verb.POWER, Verb.STOP, Verb.END))
_TEXT = re.compile(r"\s*[pP]([0-9]+)\s+([a-zA-Z]+)(?:\s+(\S+))?\s*")
_SPACE = re.compile(r"[rR]([0-9]+)[cC]([0-9]+)")
#: Digits a number in a command may have: more is refused before converting (Python refuses
#: integers of thousands of digits with a plain ValueError).
_MAX_DIGITS = 6


class Command(NamedTuple):
    """One step of play by a seat (0-based; 'P1' in text). Frozen and hashable."""

    seat: int
    verb: Verb
    arg: int = NO_ARG

    def __str__(self) -> str:
        head = f"P{self.seat + 1} {self.verb.value}"
        if self.verb in _BARE:
            return head
        return f"{head} {arg_text(self.verb, self.arg)}"

    def __repr__(self) -> str:
        return f"Command.parse({str(self)!r})"

    # What the argument is, by verb: each raises ValueError for a command of another verb,
    # so a card is never read as a space (``arg`` stays the raw number, for the searches).
    @property
    def card(self) -> int:
        """The card id a ``take`` takes."""
        if self.verb is not Verb.TAKE:
            raise ValueError(f"'{self}' takes no card")
        return self.arg

    @property
    def action(self) -> Action:
        """The action an ``action`` command chooses."""
        if self.verb is not Verb.ACTION:
            raise ValueError(f"'{self}' chooses no action")
        return Action(self.arg)

    @property
    def space(self) -> int:
        """The space (grid index) a ``plant``, ``grow``, ``bush`` or ``lake`` acts on."""
        if self.verb not in SPACE_VERBS:
            raise ValueError(f"'{self}' acts on no space")
        return self.arg

    @classmethod
    def parse(cls, text: str) -> Command:
        """Parse the text form; raises CommandSyntaxError with the reason."""
        if not isinstance(text, str):
            raise CommandSyntaxError(f"a command is text, not {type(text).__name__}")
        m = _TEXT.fullmatch(text)
        if not m:
            raise CommandSyntaxError(f"cannot read {_quoted(text)}: expected e.g. 'P1 plant r2c3'")
        seat_no, word, arg = _number(m[1]), m[2].lower(), m[3]
        if not 1 <= seat_no <= MAX_SEATS:
            raise CommandSyntaxError(f"{_quoted(text)}: players are P1 to P{MAX_SEATS}")
        try:
            verb = Verb(word)
        except ValueError:
            known = ", ".join(v.value for v in Verb)
            raise CommandSyntaxError(
                f"{_quoted(text)}: unknown verb {_quoted(word)} ({known})"
            ) from None
        if verb in _BARE:
            if arg is not None:
                raise CommandSyntaxError(f"{_quoted(text)}: '{verb}' takes nothing after it")
            return cls(seat_no - 1, verb)
        if arg is None:
            raise CommandSyntaxError(f"{_quoted(text)}: '{verb}' needs {_ARG_HELP[verb]}")
        return cls(seat_no - 1, verb, _parse_arg(verb, arg, text))


def space_name(index: int) -> str:
    """'r2c3' for a grid index."""
    return f"r{index // GRID}c{index % GRID}"


def arg_text(verb: Verb, arg: int) -> str:
    """Text of a command argument."""
    if verb is Verb.TAKE:
        return card(arg).name
    if verb is Verb.ACTION:
        return Action(arg).name
    return space_name(arg)


_ARG_HELP = {
    Verb.TAKE: "a card such as 'snow/lake'",
    Verb.ACTION: "an action A, B, C or D",
    Verb.PLANT: "a space such as r2c3",
    Verb.GROW: "a space such as r2c3",
    Verb.BUSH: "a space such as r2c3",
    Verb.LAKE: "a space such as r2c3",
}


def _parse_arg(verb: Verb, arg: str, text: str) -> int:
    if verb is Verb.TAKE:
        found = card_by_name().get(arg.lower())
        if found is None:
            raise CommandSyntaxError(f"{_quoted(text)}: no card named {_quoted(arg)}")
        return found.id
    if verb is Verb.ACTION:
        if arg.upper() not in Action.__members__:
            raise CommandSyntaxError(f"{_quoted(text)}: the actions are A, B, C and D")
        return int(Action[arg.upper()])
    m = _SPACE.fullmatch(arg)
    if not m or not (_number(m[1]) < GRID and _number(m[2]) < GRID):
        raise CommandSyntaxError(f"{_quoted(text)}: {_quoted(arg)} is not a space r0c0 to r6c6")
    return int(m[1]) * GRID + int(m[2])


def _quoted(text: str, limit: int = 40) -> str:
    """``repr`` of a text, cut short if long (an error message stays one readable line)."""
    return repr(text if len(text) <= limit else f"{text[:limit]}…")


def _number(digits: str) -> int:
    """A number of a command; one too long to be meaningful reads as out of every range."""
    return int(digits) if len(digits) <= _MAX_DIGITS else 10**_MAX_DIGITS
