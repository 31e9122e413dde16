"""The bot factory: ``make_bot(level, seed, **settings)``, and ``hint`` for the hint button."""

from __future__ import annotations

from typing import Any

from evergreen.rules import Command, GameState
from evergreen.seats import SeatKind, bot_kind

from .base import Bot
from .easy import EasyBot
from .greedy import MediumBot
from .hard import DEFAULT_TIME, HardBot
from .random_bot import RandomBot

#: The hint button's default thinking time, in seconds.
HINT_TIME = DEFAULT_TIME


def make_bot(level: str | SeatKind, seed: int = 0, **settings: Any) -> Bot:
    """A bot of the given strength (``SeatKind.EASY`` or its name "easy"; "random", "easy",
    "medium", "hard"); ``settings`` are passed to its constructor (e.g. ``time=0.5`` or
    ``iterations=8`` for the hard bot). ValueError for anything that is not a bot."""
    kind = bot_kind(level)
    if kind is SeatKind.RANDOM:
        return RandomBot(seed, **settings)
    if kind is SeatKind.EASY:
        return EasyBot(seed, **settings)
    if kind is SeatKind.MEDIUM:
        return MediumBot(seed, **settings)
    return HardBot(seed, **settings)


def hint(state: GameState, seed: int = 0, **settings: Any) -> list[Command]:
    """The hard bot's suggestion for the awaited seat: its whole remaining turn (up to and
    including ``end``) in the action phase, or ``[take <card>]`` in the draft."""
    settings.setdefault("time", HINT_TIME)
    return make_bot(SeatKind.HARD, seed, **settings).plan(state)
