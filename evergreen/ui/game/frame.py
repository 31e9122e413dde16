"""How a frame of the game screen is composed: the sky, the sections (kept ones blitted
while what they show is unchanged), the log, and what moves over them; and which frames
may redraw only the planet and the buttons (``draw_frame``)."""

from __future__ import annotations

import time
from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING, Protocol

import pygame
import pygame_gui

from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.art import planet_art
from evergreen.ui.art.board import planet_area
from evergreen.ui.game import ambient, callout, card_flight, hud, scoring_anim
from evergreen.ui.game.card_zoom import draw_zoom
from evergreen.ui.game.kinds import (
    Deal,
    PointsFloat,
    Pop,
    SeatScore,
    SunMove,
)
from evergreen.ui.game.log_panel import LogPanel
from evergreen.ui.game.motion_layers import Composer, changed_boxes
from evergreen.ui.game.table import Table, TableView
from evergreen.ui.kit import text, widgets
from evergreen.ui.kit.paper import tooltip
from evergreen.ui.kit.retained import Retained

if TYPE_CHECKING:
    from evergreen.ui.game.sections import ActionBarSection, BoardSection, Section


class FrameView(TableView, Protocol):
    """A screen as its frame sees it: its table, and the sections it is made of."""

    #: The screen's sections in drawing order; the board and the top bar by name.
    sections: list[Section]
    board: BoardSection
    top_bar: Section
    #: The action bar's faces (drawn over its widgets).
    actions: ActionBarSection
    #: The game log's section.
    game_log: LogPanel
    #: The large planet's ambient motion.
    ambient: ambient.Ambient

    def widgets(self) -> list[pygame_gui.elements.UIButton]:
        """Every button of the screen."""
        ...


#: The animations that move on the large planet alone (see ``GameFrame.frame_key``); the
#: sun's glow reaches a little past the board, under the top bar and the market, which are
#: drawn over it in every frame. A season's scoring moves on the board, and its points fly
#: from there to the players' panels (their boxes are redrawn: ``panels_region``).
BOARD_KINDS = (Pop, SeatScore, SunMove)
#: The animations that move over the panels: points rising as scores roll, and the new
#: market sliding in (its section's picture is then stale, so its rect is redrawn).
PANEL_KINDS = (PointsFloat, Deal)


#: A frame that keeps a bot's move prepares the next frame's pictures until it has taken
#: this long (ms; its move, the rules' events, an autosave counted): the frames stay within
#: a 60 Hz frame's 16.7 ms with room for the rest of its step.
PREPARE_WITHIN_MS = 9.0


class GameFrame:
    """Draws the game scene's frames."""

    def __init__(self, scene: FrameView) -> None:
        self.scene = scene
        #: The sections' pictures kept from the frames that drew them.
        self.retained = Retained()
        #: The last frame's ``frame_key`` and window size (see ``draw_frame``).
        self._frame_key: tuple[object, ...] = ()
        #: Where the rising points stood in the last frame (their plates).
        self._floated: list[pygame.Rect] = []
        #: Set by the scene in a frame that played a bot's move (and kept it): that frame
        #: presents nothing new and the next one draws the move, so the move's keeping and
        #: its drawing, each a third of a frame, fall in two frames (``draw_frame``).
        self.hold = False
        #: When the frame that set ``hold`` began (``time.perf_counter``): what is left of
        #: ``PREPARE_WITHIN_MS`` then goes to the next frame's pictures (``prepare``).
        self.held_at = 0.0
        #: A window-sized scratch surface the panels' pictures are prepared on (made the
        #: first time bots play).
        self._scratch: pygame.Surface | None = None
        #: The board drawn in the last frame was at rest (``board_still``): while it stays
        #: so and the frame's key is the same, the board is not drawn or presented again.
        self._still = False
        #: The ambient motion's step in the last frame (None: still): a new one redraws the
        #: board alone, as a moving board does.
        self._breeze: int | None = None
        #: The pictures the ambient motion's steps are laid from (``motion_layers``).
        self.composer = Composer()
        #: The top bar's key as the window shows it (None: unknown, drawn in the next frame).
        self._top_shown: Hashable | None = None

    def prepare(self, surface: pygame.Surface, table: Table, budget_ms: float) -> None:
        """In the frame that keeps a bot's move (``hold``), while ``budget_ms`` lasts: the
        pictures the next frame, which draws the move, would make: the planet's
        (``BoardSection.prepare``), then each panel's whose key the move changed, painted on
        a scratch window over the sky as ``draw_frame`` paints them and kept
        (``Retained``). The next frame then lays them: a move's landing cost 20-25 ms at
        1280x800, half of it these pictures, in a frame that costs next to nothing."""
        began = time.perf_counter()

        def left() -> bool:
            return (time.perf_counter() - began) * 1000 < budget_ms

        scene = self.scene
        if not left():
            return
        scene.board.prepare(table)
        size = surface.get_size()
        if self._scratch is None or self._scratch.get_size() != size:
            self._scratch = pygame.Surface(size, 0, surface)
        scratch = self._scratch
        season, height = table.shown.season, surface.get_height()
        for section in scene.sections[1:]:  # the top bar and the panels (not the board)
            key = section.key(table)
            rect = section.rect().clip(scratch.get_rect())
            if key is None or self.retained.is_current(scratch, section.name, rect, key):
                continue
            if not left():
                return
            planet_art.blit_sky(scratch, season, height, rect.topleft, rect)
            paint = partial(section.draw, scratch, table)
            self.retained.draw(scratch, section.name, section.rect(), key, paint)

    def draw(self, surface: pygame.Surface) -> None:
        """The whole window: the sky, each section (kept ones blitted while unchanged), the
        log, then what moves over them: flying cards, floating points, the buttons, the
        hint's and guide's marks, tooltips."""
        self.draw_table(surface, self.scene.table())

    def draw_table(self, surface: pygame.Surface, table: Table) -> None:
        """The whole window showing ``table`` (see ``draw``)."""
        scene = self.scene
        lay, moving = scene.layout, table.moving
        planet_art.blit_sky(surface, table.shown.season, surface.get_height())
        self.draw_sections(surface, scene.sections, table)
        scene.game_log.draw(surface, table)
        hud.draw_floaters(surface, lay, moving)
        card_flight.draw(surface, lay, moving, table.state)
        scoring_anim.draw_flights(surface, lay, moving)
        if table.guided:
            hud.draw_guide_note(surface, lay, table.step.note if table.step else "")
        widgets.draw_widgets(scene.ui, surface)  # their tips last, over everything
        scene.actions.draw(surface, table)
        self.draw_marks(surface, table)
        self._floated = self.moving_boxes(table)
        self.draw_tips(surface, self.tips(table), table)

    def tips(self, table: Table) -> list[str]:
        """The tooltips of what lies under the mouse: its hover text, then why a disabled
        button cannot be pressed (none, one or both)."""
        scene = self.scene
        if not scene.app.scenes.tips.open:  # a click, a key or a change closed them
            return []
        tip = scene.game_log.hover_tip(table.mouse) or self.hover_text(table)
        return [t for t in (tip, scene.actions.why_disabled(table.mouse, table)) if t]

    def draw_tips(self, surface: pygame.Surface, tips: list[str], table: Table) -> None:
        """The ``tips`` by the mouse and the market card shown large, over everything else."""
        if table.zoom is not None:
            draw_zoom(surface, self.scene.layout, table.zoom)
        for tip in tips:
            tooltip(surface, self.scene.layout, table.mouse, tip)
        widgets.draw_tips(self.scene.ui, surface)  # a button's, drawn as the others

    def hover_text(self, table: Table) -> str:
        """The hover text of what the mouse is over, from the section it lies in."""
        hover = table.hover
        if hover is None:
            return ""
        for section in self.scene.sections:
            if section.hit(table.mouse, table) == hover:
                return section.tip(hover, table)
        return ""

    def draw_marks(self, surface: pygame.Surface, table: Table) -> None:
        """What is drawn over the board and panels: the hint's steps, the keyboard's focus,
        the guide's ring, the banner."""
        lay, state = self.scene.layout, table.state
        if table.hint is not None:
            hud.draw_hint(surface, lay, state, list(table.hint), table.viewed)
        if table.focus is not None:
            hud.draw_focus(surface, lay, state, table.focus)
        if table.step is not None:
            pulse_on = not self.scene.app.reduce_motion
            hud.draw_guide_ring(surface, lay, state, table.step.command, pulse_on)
        if table.refusal is not None:  # said where the player looked
            callout.draw(surface, lay, table.refusal)
        hud.draw_banner(surface, lay, table.moving)

    def frame_key(self, table: Table) -> tuple[object, ...]:
        """Everything the window shows but the large planet's own motion and the points
        rising over the players' panels: while it stays the same from one frame to the next,
        only those moved (a piece growing, the scoring's light sweeping, points rising), and
        the frame redraws the board and the panels' region alone (``draw_frame``)."""
        scene = self.scene
        return (
            table.state,
            table.held,
            table.viewed,
            table.hover,
            table.mouse,
            scene.app.scenes.tips.open,
            table.status,
            table.about,
            table.error,
            table.refusal,
            table.focus,
            table.zoom,
            table.hint,
            table.guided,
            table.step,
            table.moving.progress(BOARD_KINDS + PANEL_KINDS),
            self.ring_phase(table),
            scene.game_log.key(),
            tuple(
                (w.hovered, w.is_enabled, w.held, w.tool_tip is not None) for w in scene.widgets()
            ),
        )

    def ring_phase(self, table: Table) -> int:
        """The guide's pulsing ring, when it is on a card or a button (off the board, so a
        board-only frame would not redraw it): its step, which makes such frames whole."""
        step = table.step
        if step is None or step.command.verb in SPACE_VERBS or self.scene.app.reduce_motion:
            return 0
        return int(pygame.time.get_ticks() / 1000 / hud.GUIDE_PULSE) % 2

    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        """A whole frame, unless only the large planet moved since the last one: then the
        board alone is drawn again and only its rect is presented (a frame of the season's
        scoring costs a fraction of a whole one, present included), with the top bar (from
        its kept picture unless its words changed: the thinking dots), the points rising over
        the panels, and a tooltip over any of them, each clipped to its part. The board, while
        it rests, is neither drawn nor presented again: a frame while a bot thinks presents the
        top bar alone (presenting the board cost 15-20 ms a frame at 1920x1080 in X); a step
        of the planet's ambient motion alone redraws the planet's rect (``ambient.region``)
        with what lies over it, not the action bar."""
        scene = self.scene
        hold, self.hold = self.hold, False  # the next draw only, whatever it draws
        if hold and not full and not text.is_recording():
            self._frame_key = ()  # the next frame draws whole
            spent = (time.perf_counter() - self.held_at) * 1000
            self.prepare(surface, scene.table(), PREPARE_WITHIN_MS - spent)
            return []
        table = scene.table()
        key = (self.frame_key(table), surface.get_size())
        same = not full and key == self._frame_key and not text.is_recording()
        self._frame_key = key
        was_still, self._still = self._still, self.board_still(table)
        breeze, self._breeze = self._breeze, scene.ambient.key()
        if not same:
            self._top_shown = None
            if self.composer.key != key:  # the motion's pictures show another frame: let go
                self.composer.forget()
            self.draw_table(surface, table)
            return None
        lay = scene.layout
        season, height = table.shown.season, surface.get_height()
        top = pygame.Rect(0, 0, surface.get_width(), lay.top_bar.bottom)
        board = planet_area(lay).union(lay.action_bar)  # the planet and the buttons
        board.height, board.top = board.bottom - top.bottom, top.bottom  # under the top bar
        motion = was_still and self._still and breeze != self._breeze
        if motion:
            board = ambient.region(lay)  # the planet's ambient motion stepped: it alone
            was_still = False
        bar = scene.top_bar
        bar_key = bar.key(table)
        # the top bar in every frame (small; its buttons' looks may change on their own),
        # but the motion's steps while it shows the same (the frame's key holds its buttons')
        parts = [] if motion and bar_key == self._top_shown else [top]
        self._top_shown = bar_key
        tips = self.tips(table)  # worked out once, drawn in each part
        if motion:  # laid from kept pictures, the motion between them; what it changed
            parts += self.draw_motion(surface, board, table, key, tips)
        elif not (was_still and self._still):  # the board moved, or came to rest this frame
            self.draw_board_part(surface, board, table)
            parts.append(board)
        if top in parts:
            paint = partial(bar.draw, surface, table)
            self.retained.draw(surface, bar.name, top, bar_key, paint)
        panels = self.panels_region(surface, table)
        for rect in (*parts, *panels):  # nothing is drawn outside what is presented
            if motion and rect is not top and rect not in panels:
                continue  # all drawn already
            surface.set_clip(rect)
            try:
                if rect in panels:  # the panels beneath, then the points rising over them
                    planet_art.blit_sky(surface, season, height, rect.topleft, rect)
                    self.draw_sections(surface, scene.sections[2:], table)
                    hud.draw_floaters(surface, lay, table.moving)
                    scoring_anim.draw_flights(surface, lay, table.moving)
                widgets.draw_widgets(scene.ui, surface)  # the buttons: their looks may change
                if rect is board:
                    self.draw_over_board(surface, rect, table)
                # a tooltip (the same as last frame's: the mouse and what it is over are in
                # the key) lies over everything: drawn again where the rest was
                self.draw_tips(surface, tips, table)
            finally:
                surface.set_clip(None)
        return [*parts, *panels]

    def draw_over_board(self, surface: pygame.Surface, rect: pygame.Rect, table: Table) -> None:
        """What a frame that redraws the board's ``rect`` lays over it: the action bar's
        faces (if it lies there), the marks, the season's points flying."""
        lay = self.scene.layout
        if rect.colliderect(lay.action_bar):
            self.scene.actions.draw(surface, table)
        self.draw_marks(surface, table)
        scoring_anim.draw_flights(surface, lay, table.moving)

    def draw_motion(
        self,
        surface: pygame.Surface,
        region: pygame.Rect,
        table: Table,
        key: tuple[object, ...],
        tips: list[str],
    ) -> list[pygame.Rect]:
        """A step of the ambient motion in ``region`` (``ambient.region``). Once its pictures
        for the frame's ``key`` are made (``motion_layers``, while the window sleeps:
        ``draw_ahead``): what lies under the motion, the motion, then what lies over it,
        presenting only where the motion changed since the last moment drawn. Until then, the
        region drawn whole, as a moving board is. Returns the boxes to present."""
        region = region.clip(surface.get_rect())
        ambient = self.scene.ambient
        before = ambient.footprint
        layers = self.composer.ready(key)
        if layers is None:
            self.draw_region(surface, region, table, tips)
            return [region]
        surface.set_clip(region)
        try:
            surface.blit(layers.under, region)
            between = partial(surface.blit, layers.between, region)
            self.scene.board.draw_motion(surface, table, between)
            surface.blit(layers.over, region)
        finally:
            surface.set_clip(None)
        after = ambient.footprint
        if before is None or after is None:
            return [region]
        return changed_boxes(after.changed(before), region)

    def draw_ahead(self, surface: pygame.Surface) -> bool:
        """While the window sleeps: a stage of the ambient motion's pictures for the frame
        it shows (``motion_layers``), if they are wanted and not made yet; True if a stage
        was done. The first stage draws the planet's rect without its motion on ``surface``
        (the window: the next step draws the rect whole over it before presenting)."""
        scene, key, composer = self.scene, self._frame_key, self.composer
        if not self._still or not key or key[1] != surface.get_size() or not scene.ambient.on():
            return False  # (asked at every look for input: the answer costs nothing)
        if composer.ready(key) is not None:
            return False
        if composer.started(key):
            composer.step()
            return True
        table = scene.table()
        if (self.frame_key(table), key[1]) != key:  # changed since: the next frame is whole
            return False
        region = ambient.region(scene.layout).clip(surface.get_rect())
        drawn = self.draw_still(surface, region, table)
        if drawn is not None:
            composer.start(key, *drawn)
        return drawn is not None

    def draw_still(
        self, surface: pygame.Surface, region: pygame.Rect, table: Table
    ) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface] | None:
        """The ``region`` drawn without its motion (``Ambient.quiet``) on ``surface``: copies
        of it where the motion would be drawn, where the sun's glow and token would, and at
        the end; None if the board has no motion now."""
        captured: list[pygame.Surface] = []

        def capture(drawn: pygame.Surface) -> None:
            captured.append(drawn.subsurface(region).copy())

        with self.scene.ambient.quiet(capture):
            self.draw_region(surface, region, table, self.tips(table))
        if len(captured) != 2:
            return None
        return captured[0], captured[1], surface.subsurface(region).copy()

    def draw_region(
        self, surface: pygame.Surface, region: pygame.Rect, table: Table, tips: list[str]
    ) -> None:
        """The board's ``region`` drawn whole: the planet, then the buttons, what lies over
        the board and the ``tips``, clipped to it."""
        self.draw_board_part(surface, region, table)
        surface.set_clip(region)
        try:
            widgets.draw_widgets(self.scene.ui, surface)
            self.draw_over_board(surface, region, table)
            self.draw_tips(surface, tips, table)
        finally:
            surface.set_clip(None)

    def draw_board_part(self, surface: pygame.Surface, board: pygame.Rect, table: Table) -> None:
        """The large planet again, and the sky between it and the action bar."""
        lay, season, height = self.scene.layout, table.shown.season, surface.get_height()
        surface.set_clip(board)
        try:
            below = planet_area(lay).clip(board)  # the board's own blit covers that
            strip = pygame.Rect(board.x, below.bottom, board.width, board.bottom - below.bottom)
            planet_art.blit_sky(surface, season, height, strip.topleft, strip)
            self.scene.board.draw(surface, table)
        finally:
            surface.set_clip(None)

    @staticmethod
    def board_still(table: Table) -> bool:
        """True if nothing on the board moves by itself now: no animation, no pulsing
        targets, no guide's ring (what else changes there is in the frame's key)."""
        return not table.moving.busy and table.pulse is None and table.step is None

    def panels_region(self, surface: pygame.Surface, table: Table) -> list[pygame.Rect]:
        """Where, beside the board, this frame changes: the points rising over the players'
        panels now and in the last frame, and the panels whose picture is no longer current
        (a score rolling); none if nothing there moves."""
        scene, lay = self.scene, self.scene.layout
        boxes = self.moving_boxes(table)
        stale = [
            s.rect()
            for s in scene.sections[2:]
            if (key := s.key(table)) is None
            or not self.retained.is_current(surface, s.name, s.rect(), key)
        ]
        region = [*boxes, *self._floated, *stale]
        self._floated = boxes
        if not region:
            return []
        beside = surface.get_rect()  # the panels, right of the board (drawn on its own)
        beside.left = planet_area(lay).right
        union = region[0].unionall(region[1:]).clip(beside)
        return [union] if union.width and union.height else []

    def moving_boxes(self, table: Table) -> list[pygame.Rect]:
        """What moves over the panels now: points rising over them, the season's points
        flying to a score."""
        lay, moving = self.scene.layout, table.moving
        return hud.floater_plates(lay, moving) + scoring_anim.flight_boxes(lay, moving)

    def draw_sections(self, surface: pygame.Surface, sections: list[Section], table: Table) -> None:
        """Draw these sections, the kept ones from their pictures while current."""
        for section in sections:
            key = section.key(table)
            if key is None:
                section.draw(surface, table)
            else:
                paint = partial(section.draw, surface, table)
                self.retained.draw(surface, section.name, section.rect(), key, paint)
