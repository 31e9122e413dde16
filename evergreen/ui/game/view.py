"""What the game screen's input and status line ask of the game scene.

The input (``input``) and the status line (``status``) see the scene through ``GameView``:
the scene implements it and neither imports the scene (which makes them), so the game room
has no import circle. The view is the session's running match, the person's ``Look``, and
the intents the input hands over (play a command, say something, leave the guide). What the
screen draws is the scene's ``Table`` (``table.py``), which the sections read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from evergreen.ui.game.table import TableView, Target

if TYPE_CHECKING:
    import pygame
    import pygame_gui

    from evergreen.rules import Command
    from evergreen.session.match import Match
    from evergreen.ui.game.log_panel import LogPanel
    from evergreen.ui.game.look import Look

__all__ = ["GameView", "Target"]


class GameView(TableView, Protocol):
    """The game scene as its input and status line see it."""

    #: What the person looks at and was told.
    look: Look
    #: The game log's section (its button, the wheel and the mouse over it come first).
    game_log: LogPanel
    #: The Leave button of the guided game (None in other games).
    leave: pygame_gui.elements.UIButton | None

    @property
    def match(self) -> Match:
        """The game shown: the session's running match."""
        ...

    @property
    def human_turn(self) -> bool:
        """True when a person is to act (not a bot, not the demo)."""
        ...

    def play(self, cmd: Command, at: pygame.Rect | None = None) -> bool:
        """Hand a command to the match; show why if it is refused (at ``at`` too)."""
        ...

    def say(
        self, text: str, error: bool = False, seat: int | None = None, at: pygame.Rect | None = None
    ) -> None:
        """Put a message on the status line (a refusal also beside ``at``)."""
        ...

    def show(self, seat: int) -> None:
        """Show ``seat``'s planet."""
        ...

    def home_seat(self) -> int | None:
        """The planet of the person playing (None if no person plays)."""
        ...

    def changed(self) -> None:
        """After a change of state: buttons, viewed planet, preview."""
        ...

    def leave_guide(self) -> None:
        """The player goes on alone."""
        ...
