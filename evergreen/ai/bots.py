"""The bot factory: ``make_bot(level, seed, **settings)``, and ``hint`` for the hint button."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from evergreen.rules import Command, GameState
from evergreen.seats import SeatKind, bot_kind

from .base import Bot
from .hard import DEFAULT_TIME

#: The hint button's default thinking time, in seconds.
HINT_TIME = DEFAULT_TIME


def make_bot(level: str | SeatKind, seed: int = 0, **settings: Any) -> Bot:
    """A bot of the given strength (``SeatKind.EASY`` or its name "easy"; "random", "easy",
    "medium", "hard", "expert"); ``settings`` are passed to its constructor (e.g.
    ``time=0.5`` or ``iterations=8`` for the hard and expert bots). ValueError for anything
    that is not a bot."""
    return bot_class(bot_kind(level))(seed, **settings)


def bot_class(kind: SeatKind) -> Callable[..., Bot]:
    """The class of the bot that plays ``kind``, as its registry entry names it
    ("module:Class"), imported the first time it is asked for; ValueError if that is no
    class with a bot's ``choose`` and ``plan``."""
    module, _colon, name = kind.entry.bot.partition(":")
    found = getattr(importlib.import_module(module), name, None)
    if not (isinstance(found, type) and all(hasattr(found, m) for m in ("choose", "plan"))):
        raise ValueError(f"the seat kind {kind.value!r} names no bot: {kind.entry.bot!r}")
    return cast("Callable[..., Bot]", found)


def hint(
    state: GameState, seed: int = 0, level: str | SeatKind = SeatKind.HARD, **settings: Any
) -> list[Command]:
    """The suggestion of the hard bot (or ``level``: another search bot, "expert") for the
    awaited seat: its whole remaining turn (up to and including ``end``) in the action phase,
    or ``[take <card>]`` in the draft."""
    kind = bot_kind(level)
    if not kind.entry.searches:
        raise ValueError(f"a hint comes from a search bot (hard, expert), not {kind.value}")
    if kind.entry.timed:
        settings.setdefault("time", HINT_TIME)
    return make_bot(kind, seed, **settings).plan(state)
