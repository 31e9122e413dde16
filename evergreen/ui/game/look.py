"""The looking half of a screen that shows a table: which planet is shown, where the mouse
is, what was said, and the scores as they roll.

The game screen and the replay viewer each keep a ``Look`` and make their ``Table`` from it
and from the game they show (``table.py``): the running match for the one, a point of a
replay for the other. Nothing here changes a game: a ``Look`` changes as the person looks
around, a click is refused, points are scored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from evergreen.rules import Command, GameState
from evergreen.ui.game.callout import Refusal
from evergreen.ui.game.hud import Preview
from evergreen.ui.game.table import Target

#: How close a rolling score must come to the real one to show it.
ROLLED = 0.05
#: How fast the shown scores close on the real ones (the share of the gap a second).
ROLL_RATE = 6


@dataclass
class Look:
    """What a person looks at on a table, and what they were told."""

    #: The seat whose planet is shown large.
    viewed: int = 0
    #: What the mouse is over, and where it is.
    hover: Target | None = None
    mouse: tuple[int, int] = (0, 0)
    #: The status line's message (a refusal, a note), whether it is an error, and the seat
    #: it is about (its name is drawn in that seat's colour), if any.
    message: str = ""
    message_error: bool = False
    message_seat: int | None = None
    #: A refused click said at the place clicked (None: none now).
    refusal: Refusal | None = None
    #: The command the keyboard is on (Tab moves it, Enter does it).
    focus: Command | None = None
    #: The market card shown large (a right-click on it), until the mouse leaves it.
    zoom: int | None = None
    #: A hint was asked for (the status line says so until it shows).
    asked_hint: bool = False
    #: While a season's scoring plays: the state before it (the season it scores), which
    #: the header, market, zone and sun show; and the scores the shown ones roll to
    #: meanwhile (each seat's once its points land). None otherwise.
    held: GameState | None = None
    goals: tuple[int, ...] | None = None
    #: What the viewed planet would score if the season ended now.
    preview: Preview = field(default_factory=lambda: Preview(0, frozenset(), frozenset()))
    #: The scores shown, rolling towards the real ones.
    scores: list[float] = field(default_factory=list)

    def show(self, seat: int, state: GameState) -> None:
        """Look at ``seat``'s planet (its preview worked out for ``state``)."""
        self.viewed = seat
        self.refresh_preview(state)

    def refresh_preview(self, state: GameState) -> None:
        """Light and forest the viewed planet would score if the season ended now."""
        self.preview = Preview.of(state.players[self.viewed].planet, state.sun)

    def tell(
        self, text: str, error: bool = False, seat: int | None = None, at: pygame.Rect | None = None
    ) -> None:
        """Put a message on the status line (about ``seat``, if it names a player); a refused
        click is said beside what was clicked (``at``) too."""
        self.message, self.message_error, self.message_seat = text, error, seat
        self.refusal = Refusal(text, at) if error and at is not None and text else None
        self.asked_hint = False

    def set_scores(self, real: Sequence[int]) -> None:
        """Show the scores as they are, at once."""
        self.scores = [float(s) for s in real]

    def roll(self, real: Sequence[int], dt: float, at_once: bool = False) -> None:
        """The scores shown count up towards ``real`` (the goals instead while a season's
        scoring lands its points); ``at_once``: no rolling (animations off)."""
        for seat, goal in enumerate(self.goals or real):
            shown = self.scores[seat]
            if at_once or abs(goal - shown) < ROLLED:
                self.scores[seat] = float(goal)
            else:
                self.scores[seat] = shown + (goal - shown) * min(1.0, dt * ROLL_RATE)

    def rolling(self, real: Sequence[int]) -> bool:
        """True while a shown score has not yet reached the real one."""
        return any(abs(a - b) >= ROLLED for a, b in zip(self.scores, real, strict=False))

    def end_scoring(self) -> None:
        """A season's scoring closed: the new season shows."""
        self.held = self.goals = None
