"""What the game screen's parts read of the game scene, and ask of it.

The sections, the frame, the input and the season's scoring see the scene through
``GameView``: the scene implements it and none of them imports the scene (which makes them),
so the game room has no import circle. The view is the scene's state as the parts show it
(state → views → frame) and the few things they ask (play a command, say something).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from evergreen.ui.kit.layout import Hit

if TYPE_CHECKING:
    import pygame
    import pygame_gui

    from evergreen.rules import Command, GameState, Piece
    from evergreen.session.match import Match
    from evergreen.ui.game.callout import Refusal
    from evergreen.ui.game.hud import Preview
    from evergreen.ui.game.log_panel import LogPanel
    from evergreen.ui.game.tutorial import Guide, Step
    from evergreen.ui.kit.anim import Animator
    from evergreen.ui.kit.layout import Button, Layout
    from evergreen.ui.kit.scene import Host

#: What the mouse is over: a kind of thing and which one (a card slot, a space, a seat...).
Target = tuple[Hit, int]


class GameView(Protocol):
    """The game scene as its parts see it."""

    app: Host
    layout: Layout
    #: The screen's widgets (the buttons of the bars, the log's, the guide's Leave).
    ui: pygame_gui.UIManager
    buttons: dict[Button, pygame_gui.elements.UIButton]
    #: The Leave button of the guided game (None in other games).
    leave: pygame_gui.elements.UIButton | None
    #: The running tweens and their sounds.
    anim: Animator
    #: The game log's section.
    game_log: LogPanel
    demo: bool
    guide: Guide | None
    #: The seat whose planet is shown.
    viewed: int
    hover: Target | None
    mouse: tuple[int, int]
    #: The status line's message (a refusal, a note), whether it is an error.
    message: str
    message_error: bool
    #: The seat the message is about (its name is drawn in that seat's colour), if any.
    message_seat: int | None
    #: A refused click said at the place clicked (None: none now).
    refusal: Refusal | None
    #: The command the keyboard is on.
    focus: Command | None
    #: A hint was asked for (the status line says so until it shows).
    asked_hint: bool
    #: The state shown while a season's scoring plays (None: the match's).
    held: GameState | None
    #: The scores the shown ones roll to while a season's scoring plays (None: the match's).
    goals: tuple[int, ...] | None
    #: What the viewed planet would score if the season ended now.
    preview: Preview
    #: The scores shown, rolling towards the real ones.
    scores: list[float]

    @property
    def match(self) -> Match:
        """The game shown: the App's running match."""
        ...

    @property
    def human_turn(self) -> bool:
        """True when a person is to act (not a bot, not the demo)."""
        ...

    def shown_state(self) -> GameState:
        """The state the header, market, zone and sun show."""
        ...

    def play(self, cmd: Command, at: pygame.Rect | None = None) -> bool:
        """Hand a command to the match; show why if it is refused (at ``at`` too)."""
        ...

    def say(
        self, text: str, error: bool = False, seat: int | None = None, at: pygame.Rect | None = None
    ) -> None:
        """Put a message on the status line (a refusal also beside ``at``)."""
        ...

    def home_seat(self) -> int | None:
        """The planet of the person playing (None if no person plays)."""
        ...

    def changed(self) -> None:
        """After a change of state: buttons, viewed planet, preview."""
        ...

    def refresh_preview(self) -> None:
        """Work the viewed planet's preview out again."""
        ...

    def announce(self) -> None:
        """At a hotseat table, say whose turn it is."""
        ...

    def roll_scores(self, dt: float) -> None:
        """Shown scores count up towards the real ones."""
        ...

    def leave_guide(self) -> None:
        """The player goes on alone."""
        ...

    def hit(self, pos: tuple[int, int]) -> Target | None:
        """What is under the mouse."""
        ...

    def space_command(self, space: int) -> Command | None:
        """The command a click on a space of the awaited seat's planet gives, if legal."""
        ...

    def targets(self) -> frozenset[int]:
        """Spaces of the viewed planet a click would act on."""
        ...

    def ghost(self, space: int | None) -> Piece | None:
        """The piece a click on a highlighted space would leave there."""
        ...

    def marks(self) -> frozenset[int]:
        """The spaces marked as the viewed seat's last moves."""
        ...

    def pulse(self) -> float | None:
        """How bright the targets' pulse is now, or None once they rest."""
        ...

    def guide_step(self) -> Step | None:
        """The guide's suggestion now."""
        ...

    def status(self) -> str:
        """The status line."""
        ...

    def status_line(self) -> tuple[str, int | None]:
        """The status line's text and the seat it is about."""
        ...

    def disabled_tip(self, pos: tuple[int, int]) -> str:
        """Why the disabled button under ``pos`` cannot be pressed now."""
        ...

    def widgets(self) -> list[pygame_gui.elements.UIButton]:
        """Every button of the screen."""
        ...
