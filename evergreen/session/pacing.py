"""The pace of a match's bots: each of their steps is seen and read before the next.

A bot thinks a whole turn at once (``bot_play``), but a person watching must follow it: its
commands are handed out one at a time, ``BOT_DELAY`` seconds apart at normal speed (scaled by
the speed setting: 0 plays at once). Whoever shows the match (the window's game screen, a
tool) asks ``Pacer.tick`` each frame while nothing else moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from evergreen.rules import Command
from evergreen.session.match import Match

#: Seconds between two steps of another seat's turn at normal speed: each is seen and read.
BOT_DELAY = 0.7


@dataclass
class Pacer:
    """Hands out the awaited bot's commands one at a time, ``BOT_DELAY`` apart."""

    #: Seconds since the last step (or since the bot's turn began).
    waited: float = 0.0

    def tick(self, match: Match, dt: float, factor: float = 1.0) -> Command | None:
        """``dt`` seconds pass on ``match``: the awaited bot's next command once the delay
        (times ``factor``, the speed setting) has passed and the worker has answered, else
        None (a person's turn, or the bot still thinking: asked again next frame)."""
        kind = match.awaiting_kind
        if kind is None or not kind.is_bot:
            return None
        self.waited += dt
        if self.waited < BOT_DELAY * factor:
            return None
        return self.next(match)

    def next(self, match: Match) -> Command | None:
        """The awaited bot's next command now, whatever the delay (once it has answered)."""
        cmd = match.bot_command()
        if cmd is not None:
            self.waited = 0.0
        return cmd
