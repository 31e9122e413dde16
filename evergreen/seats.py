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
    """A person, one of the four bot strengths (weakest first), or the solo automa."""

    HUMAN = "human"
    RANDOM = "random"  # uniform over the legal commands (the demo of old saves; not offered)
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
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
)


def bot_kind(name: str | SeatKind) -> SeatKind:
    """The bot strength called ``name`` ("random", "easy", "medium", "hard"); ValueError
    naming the choices for anything else (a person or the automa is no bot)."""
    try:
        kind = SeatKind(name)
    except ValueError:
        kind = None
    if kind is None or not kind.is_bot:
        choices = ", ".join(k.value for k in BOT_KINDS)
        raise ValueError(f"unknown bot level {str(name)!r} (one of {choices})")
    return kind


def default_names(seats: Sequence[SeatKind]) -> tuple[str, ...]:
    """'Player 1', 'Player 2', ... and 'Automa' for the solo automa's seat."""
    return tuple(
        "Automa" if kind is SeatKind.AUTOMA else f"Player {seat + 1}"
        for seat, kind in enumerate(seats)
    )


def full_names(names: Sequence[str], seats: Sequence[SeatKind]) -> tuple[str, ...]:
    """Given names, padded with the defaults (a solo game's names may leave out the automa)."""
    given = tuple(names)
    if len(given) > len(seats):
        raise ValueError(f"{len(seats)} seats cannot have {len(given)} names")
    return given + default_names(seats)[len(given) :]


def check_seats(state: GameState, seats: Sequence[SeatKind]) -> None:
    """Raise ValueError unless ``seats`` fit the game: one per seat, the automa only solo."""
    if len(seats) != state.seats:
        raise ValueError(f"this game has {state.seats} seats, not {len(seats)}")
    for seat, kind in enumerate(seats):
        if seat == state.automa_seat and kind is not SeatKind.AUTOMA:
            raise ValueError(f"seat {seat + 1} of a solo game is the automa's, not {kind.value}")
        if seat != state.automa_seat and kind is SeatKind.AUTOMA:
            raise ValueError(f"seat {seat + 1} cannot be the automa: only a solo game has one")
