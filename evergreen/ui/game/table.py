"""What a table shows at one moment, as one read-only value that every screen draws.

The game screen's sections (``sections``), its frame (``frame``) and the game log's panel
(``log_panel``) draw a ``Table``: the state shown, who sits at each seat (names, colours,
kinds), the seat looked at, what the mouse is over, the spaces a click would act on, the
marks of the last moves, the status line, the hint, the guide's suggestion, the refused
click, and what is moving (read through ``Moving``, never changed). They never reach into
the scene that made it.

Three screens make tables:

- the game screen, from the running ``Match`` of the session and its own looking-state (the
  seat viewed, the hover, the message): ``GameScene.table`` (through ``ui/game/look.py``);
- the replay viewer, from a ``Replay`` at the point shown: ``ReplayTable.table``;
- the puzzles of the review, from the puzzle's position and the try so far: the replay
  viewer's table at that position.

A ``Table`` is made afresh for each frame (``TableView.table``): cheap, since what costs is
kept by its maker (the legal targets once per state, the ghost piece once per space).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from evergreen.rules import Command, GameState, Piece
from evergreen.seats import SeatKind
from evergreen.session.match import Origin, UndoStop
from evergreen.ui.game.callout import Refusal
from evergreen.ui.game.hud import Preview
from evergreen.ui.game.tutorial import Step
from evergreen.ui.kit.anim import Animator, Moving
from evergreen.ui.kit.layout import Hit
from evergreen.ui.words.names import Seating

if TYPE_CHECKING:
    import pygame_gui

    from evergreen.ui.kit.layout import Button, Layout
    from evergreen.ui.kit.scene import Host

#: What the mouse is over: a kind of thing and which one (a card slot, a space, a seat...).
Target = tuple[Hit, int]


@dataclass(frozen=True)
class Seats:
    """Who sits at a table: each seat's kind (a person, the automa, a bot), the names and
    colours shown (``seating``), and where the game came from (today's deal, a code...)."""

    kinds: tuple[SeatKind, ...]
    seating: Seating
    origin: Origin = field(default_factory=Origin)

    @classmethod
    def of(
        cls,
        seats: Sequence[SeatKind],
        names: Sequence[str],
        colours: Sequence[int],
        state: GameState,
        origin: Origin | None = None,
    ) -> Seats:
        """The seats of a game as its match or its save holds them."""
        seating = Seating(tuple(names), tuple(colours), state.automa_seat, tuple(seats))
        return cls(tuple(seats), seating, origin or Origin())


@dataclass(frozen=True)
class Table:
    """What a table shows at one moment (see the module's docstring)."""

    #: The game as it stands: the rules' state at the point shown.
    state: GameState
    #: What is moving on it (the tweens running, read only).
    moving: Moving = field(compare=False)
    #: The commands played to reach it (the game log's rows are worded from them).
    log: tuple[Command, ...]
    #: The game's id (a new game's log is worded afresh).
    game_id: str
    seats: Seats
    #: The seat whose planet is shown large.
    viewed: int
    #: The scores shown, rolling towards the real ones after points were scored.
    scores: tuple[float, ...]
    #: What the viewed planet would score if the season ended now.
    preview: Preview
    #: While a season's scoring plays: the state before it (the season it scores), which the
    #: header, market, zone and sun show; None otherwise.
    held: GameState | None = None
    #: What the mouse is over, and where it is.
    hover: Target | None = None
    mouse: tuple[int, int] = (0, 0)
    #: Spaces of the viewed planet a click would act on, how bright their pulse is now (None:
    #: at rest), and the piece a click on the hovered one would leave there.
    targets: frozenset[int] = frozenset()
    pulse: float | None = None
    ghost: Piece | None = None
    #: The spaces marked as the viewed seat's last moves.
    marks: frozenset[int] = frozenset()
    #: The status line, the seat it is about (its chip), and whether it says an error.
    status: str = ""
    about: int | None = None
    error: bool = False
    #: Where the status line ends (design x; 0: before the game's Hint button): the replay's
    #: top bar has more buttons.
    status_end: float = 0
    #: A refused click, said beside what was clicked.
    refusal: Refusal | None = None
    #: Why Undo takes nothing back now (its disabled button's tip says it).
    undo_stop: UndoStop = UndoStop.NOTHING
    #: The legal command the keyboard is on.
    focus: Command | None = None
    #: The market card shown large (a right-click on it), if one is.
    zoom: int | None = None
    #: The hint shown (the steps of a turn), if one is.
    hint: tuple[Command, ...] | None = None
    #: The guided game: True while the guide is there (its note shows), and its suggestion.
    guided: bool = False
    step: Step | None = None
    #: No person is to act (a bot's turn, the demo, a replay): prompts say what the one
    #: awaited is doing, not what to press.
    watching: bool = True
    #: The demo: bots play on their own.
    demo: bool = False
    #: Today's deal: the Hard bot's VP on the same deal once its game is kept (None before
    #: it is, and in any other game).
    rival: int | None = None

    @property
    def shown(self) -> GameState:
        """The state the header, market, zone and sun show: the season being scored while its
        scoring plays, else the state."""
        return self.held or self.state

    @property
    def seating(self) -> Seating:
        """The names and colours shown."""
        return self.seats.seating

    @property
    def hovered_space(self) -> int | None:
        """The space of the viewed planet under the mouse, if one is."""
        return self.hover[1] if self.hover and self.hover[0] is Hit.SPACE else None

    @property
    def hovered_card(self) -> int | None:
        """The market slot under the mouse, if one is."""
        return self.hover[1] if self.hover and self.hover[0] is Hit.CARD else None


class TableView(Protocol):
    """A screen that shows a table, as the game screen's parts see it: its table, where and
    with which widgets it is drawn, and what moves on it."""

    app: Host
    layout: Layout
    #: The screen's widgets (the buttons of the bars, the log's, the guide's Leave).
    ui: pygame_gui.UIManager
    buttons: dict[Button, pygame_gui.elements.UIButton]
    #: The running tweens (a table reads them as ``Moving``).
    anim: Animator

    def table(self) -> Table:
        """What the table shows now."""
        ...

    def hit(self, pos: tuple[int, int]) -> Target | None:
        """What is under the mouse."""
        ...
