"""Who plays a seat: a person, a bot of some strength, or the solo automa.

One concept for the setup screen, the saves, the match and the bots: a bot's strength *is*
its seat kind (``make_bot(SeatKind.HARD)``), so there is no second list of levels to keep in
step. This module imports nothing of ours but the rules, so every layer may use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from evergreen.rules import GameState


class SeatKind(StrEnum):
    """A person, one of the five bot strengths (weakest first), or the solo automa."""

    HUMAN = "human"
    RANDOM = "random"  # uniform over the legal commands (the demo of old saves; not offered)
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"  # above Hard: the same search, deeper and longer (2 s a decision)
    AUTOMA = "automa"  # the solo automa: the rules engine itself plays it

    @property
    def is_bot(self) -> bool:
        """True for a seat a bot plays (the automa is played by the rules engine itself)."""
        return self in BOT_KINDS


#: The bot strengths, weakest first.
BOT_KINDS: tuple[SeatKind, ...] = (
    SeatKind.RANDOM,
    SeatKind.EASY,
    SeatKind.MEDIUM,
    SeatKind.HARD,
    SeatKind.EXPERT,
)


def bot_kind(name: str | SeatKind) -> SeatKind:
    """The bot strength called ``name`` ("random", "easy", "medium", "hard", "expert");
    ValueError naming the choices for anything else (a person or the automa is no bot)."""
    try:
        kind = SeatKind(name)
    except ValueError:
        kind = None
    if kind is None or not kind.is_bot:
        choices = ", ".join(k.value for k in BOT_KINDS)
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
