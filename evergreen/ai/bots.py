"""The bot factory: ``make_bot(level, seed, **settings)``, and ``hint`` for the hint button."""

from __future__ import annotations

from typing import Any

from evergreen.rules import Command, GameState
from evergreen.seats import SeatKind, bot_kind

from .base import Bot
from .easy import EasyBot
from .expert import ExpertBot
from .greedy import MediumBot
from .hard import DEFAULT_TIME, HardBot
from .random_bot import RandomBot

#: The hint button's default thinking time, in seconds.
HINT_TIME = DEFAULT_TIME


def make_bot(level: str | SeatKind, seed: int = 0, **settings: Any) -> Bot:
    """A bot of the given strength (``SeatKind.EASY`` or its name "easy"; "random", "easy",
    "medium", "hard", "expert"); ``settings`` are passed to its constructor (e.g.
    ``time=0.5`` or ``iterations=8`` for the hard and expert bots). ValueError for anything
    that is not a bot."""
    kind = bot_kind(level)
    if kind is SeatKind.RANDOM:
        return RandomBot(seed, **settings)
    if kind is SeatKind.EASY:
        return EasyBot(seed, **settings)
    if kind is SeatKind.MEDIUM:
        return MediumBot(seed, **settings)
    if kind is SeatKind.EXPERT:
        return ExpertBot(seed, **settings)
    return HardBot(seed, **settings)


def hint(
    state: GameState, seed: int = 0, level: str | SeatKind = SeatKind.HARD, **settings: Any
) -> list[Command]:
    """The suggestion of the hard bot (or ``level``: "expert") for the awaited seat: its
    whole remaining turn (up to and including ``end``) in the action phase, or
    ``[take <card>]`` in the draft."""
    kind = bot_kind(level)
    if kind not in (SeatKind.HARD, SeatKind.EXPERT):
        raise ValueError(f"a hint comes from the hard or the expert bot, not {kind.value}")
    if kind is SeatKind.HARD:
        settings.setdefault("time", HINT_TIME)
    return make_bot(kind, seed, **settings).plan(state)
