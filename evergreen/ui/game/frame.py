"""How a frame of the game screen is composed: the sky, the sections (kept ones blitted
while what they show is unchanged), the log, and what moves over them; and which frames
may redraw only the planet and the buttons (``draw_frame``)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

import pygame

from evergreen.rules import Season
from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.art import planet_art
from evergreen.ui.art.board import planet_area
from evergreen.ui.game import callout, hud, scoring_anim
from evergreen.ui.game.kinds import (
    Deal,
    PointsFloat,
    Pop,
    SeatScore,
    SunMove,
)
from evergreen.ui.game.view import GameView
from evergreen.ui.kit import text
from evergreen.ui.kit.paper import tooltip
from evergreen.ui.kit.retained import Retained

if TYPE_CHECKING:
    from evergreen.ui.game.sections import ActionBarSection, Section


class FrameView(GameView, Protocol):
    """The game scene as its frame sees it: its view, and the sections it is made of."""

    #: The screen's sections in drawing order; the board and the top bar by name.
    sections: list[Section]
    board: Section
    top_bar: Section
    #: The action bar's faces (drawn over its widgets).
    actions: ActionBarSection

    def draw(self, surface: pygame.Surface) -> None:
        """The whole window (which the frame draws: one entry point)."""
        ...


#: The animations that move on the large planet alone (see ``GameFrame.frame_key``); the
#: sun's glow reaches a little past the board, under the top bar and the market, which are
#: drawn over it in every frame. A season's scoring moves on the board, and its points fly
#: from there to the players' panels (their boxes are redrawn: ``panels_region``).
BOARD_KINDS = (Pop, SeatScore, SunMove)
#: The animations that move over the panels: points rising as scores roll, and the new
#: market sliding in (its section's picture is then stale, so its rect is redrawn).
PANEL_KINDS = (PointsFloat, Deal)


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
        #: The board drawn in the last frame was at rest (``board_still``): while it stays
        #: so and the frame's key is the same, the board is not drawn or presented again.
        self._still = False

    def draw(self, surface: pygame.Surface) -> None:
        """The whole window: the sky, each section (kept ones blitted while unchanged), the
        log, then what moves over them: flying cards, floating points, the buttons, the
        hint's and guide's marks, tooltips."""
        scene = self.scene
        lay, state, anim = scene.layout, scene.match.state, scene.anim
        planet_art.blit_sky(surface, scene.shown_state().season, surface.get_height())
        self.draw_sections(surface, scene.sections)
        scene.game_log.draw(surface)
        hud.draw_floaters(surface, lay, anim)
        hud.draw_taken(surface, lay, anim, len(state.players))
        scoring_anim.draw_flights(surface, lay, anim)
        step = scene.guide_step()
        if scene.guide is not None:
            hud.draw_guide_note(surface, lay, step.note if step else "")
        scene.ui.draw_ui(surface)
        scene.actions.draw(surface)
        self.draw_marks(surface)
        self._floated = self.moving_boxes()
        self.draw_tips(surface, self.tips())

    def tips(self) -> list[str]:
        """The tooltips of what lies under the mouse: its hover text, then why a disabled
        button cannot be pressed (none, one or both)."""
        scene = self.scene
        if not scene.app.scenes.tips.open:  # a click, a key or a change closed them
            return []
        tip = scene.game_log.hover_tip(scene.mouse) or self.hover_text()
        return [t for t in (tip, scene.disabled_tip(scene.mouse)) if t]

    def draw_tips(self, surface: pygame.Surface, tips: list[str]) -> None:
        """The ``tips`` by the mouse, over everything else."""
        for tip in tips:
            tooltip(surface, self.scene.layout, self.scene.mouse, tip)

    def hover_text(self) -> str:
        """The hover text of what the mouse is over, from the section it lies in."""
        scene = self.scene
        hover = scene.hover
        if hover is None:
            return ""
        for section in scene.sections:
            if section.hit(scene.mouse) == hover:
                return section.tip(hover)
        return ""

    def draw_marks(self, surface: pygame.Surface) -> None:
        """What is drawn over the board and panels: the hint's steps, the keyboard's focus,
        the guide's ring, the banner."""
        scene = self.scene
        lay, state = scene.layout, scene.match.state
        hint = scene.match.hint()
        if hint is not None:
            hud.draw_hint(surface, lay, state, hint, scene.viewed)
        if scene.focus is not None and scene.focus in scene.match.legal():
            hud.draw_focus(surface, lay, state, scene.focus)
        step = scene.guide_step()
        if step is not None:
            hud.draw_guide_ring(surface, lay, state, step.command, not scene.app.reduce_motion)
        if scene.refusal is not None:  # said where the player looked
            callout.draw(surface, lay, scene.refusal)
        hud.draw_banner(surface, lay, scene.anim)

    def frame_key(self) -> tuple[object, ...]:
        """Everything the window shows but the large planet's own motion and the points
        rising over the players' panels: while it stays the same from one frame to the next,
        only those moved (a piece growing, the scoring's light sweeping, points rising), and
        the frame redraws the board and the panels' region alone (``draw_frame``)."""
        scene = self.scene
        return (
            scene.match.state,
            scene.held,
            scene.viewed,
            scene.hover,
            scene.mouse,
            scene.app.scenes.tips.open,
            scene.message,
            scene.message_error,
            scene.refusal,
            scene.focus,
            scene.match.hint(),
            scene.guide,
            scene.anim.progress(BOARD_KINDS + PANEL_KINDS),
            self.ring_phase(),
            scene.game_log.key(),
            tuple(
                (w.hovered, w.is_enabled, w.held, w.tool_tip is not None) for w in scene.widgets()
            ),
        )

    def ring_phase(self) -> int:
        """The guide's pulsing ring, when it is on a card or a button (off the board, so a
        board-only frame would not redraw it): its step, which makes such frames whole."""
        scene = self.scene
        step = scene.guide_step()
        if step is None or step.command.verb in SPACE_VERBS or scene.app.reduce_motion:
            return 0
        return int(pygame.time.get_ticks() / 1000 / hud.GUIDE_PULSE) % 2

    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        """A whole frame, unless only the large planet moved since the last one: then the
        board alone is drawn again and only its rect is presented (a frame of the season's
        scoring costs a fraction of a whole one, present included), with the top bar (from
        its kept picture unless its words changed: the thinking dots), the points rising over
        the panels, and a tooltip over any of them, each clipped to its part. The board, while
        it rests, is neither drawn nor presented again: a frame while a bot thinks presents the
        top bar alone (presenting the board cost 15-20 ms a frame at 1920x1080 in X)."""
        scene = self.scene
        hold, self.hold = self.hold, False  # the next draw only, whatever it draws
        if hold and not full and not text.is_recording():
            self._frame_key = ()  # the next frame draws whole
            return []
        key = (self.frame_key(), surface.get_size())
        same = not full and key == self._frame_key and not text.is_recording()
        self._frame_key = key
        was_still, self._still = self._still, self.board_still()
        if not same:
            scene.draw(surface)  # the scene's draw, which is ours: one entry point
            return None
        lay = scene.layout
        season, height = scene.shown_state().season, surface.get_height()
        top = pygame.Rect(0, 0, surface.get_width(), lay.top_bar.bottom)
        board = planet_area(lay).union(lay.action_bar)  # the planet and the buttons
        board.height, board.top = board.bottom - top.bottom, top.bottom  # under the top bar
        bar = scene.top_bar
        parts = [top]  # always (small; its buttons' looks may change on their own)
        if not (was_still and self._still):  # the board moved, or came to rest this frame
            self.draw_board_part(surface, board, season, height)
            parts.append(board)
        self.retained.draw(surface, bar.name, top, bar.key(), partial(bar.draw, surface))
        panels = self.panels_region(surface)
        tips = self.tips()  # worked out once, drawn in each part
        for rect in (*parts, *panels):  # nothing is drawn outside what is presented
            surface.set_clip(rect)
            try:
                if rect in panels:  # the panels beneath, then the points rising over them
                    planet_art.blit_sky(surface, season, height, rect.topleft, rect)
                    self.draw_sections(surface, [s for s in scene.sections[2:]])
                    hud.draw_floaters(surface, lay, scene.anim)
                    scoring_anim.draw_flights(surface, lay, scene.anim)
                scene.ui.draw_ui(surface)  # the buttons: their looks may change on their own
                if rect is board:
                    scene.actions.draw(surface)
                    self.draw_marks(surface)
                    scoring_anim.draw_flights(surface, lay, scene.anim)
                # a tooltip (the same as last frame's: the mouse and what it is over are in
                # the key) lies over everything: drawn again where the rest was
                self.draw_tips(surface, tips)
            finally:
                surface.set_clip(None)
        return [*parts, *panels]

    def draw_board_part(
        self, surface: pygame.Surface, board: pygame.Rect, season: Season, height: int
    ) -> None:
        """The large planet again, and the sky between it and the action bar."""
        lay = self.scene.layout
        surface.set_clip(board)
        try:
            below = planet_area(lay).clip(board)  # the board's own blit covers that
            strip = pygame.Rect(board.x, below.bottom, board.width, board.bottom - below.bottom)
            planet_art.blit_sky(surface, season, height, strip.topleft, strip)
            self.scene.board.draw(surface)
        finally:
            surface.set_clip(None)

    def board_still(self) -> bool:
        """True if nothing on the board moves by itself now: no animation, no pulsing
        targets, no guide's ring (what else changes there is in the frame's key)."""
        scene = self.scene
        return not scene.anim.busy and scene.pulse() is None and scene.guide_step() is None

    def panels_region(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Where, beside the board, this frame changes: the points rising over the players'
        panels now and in the last frame, and the panels whose picture is no longer current
        (a score rolling); none if nothing there moves."""
        scene, lay = self.scene, self.scene.layout
        boxes = self.moving_boxes()
        stale = [
            s.rect()
            for s in scene.sections[2:]
            if (key := s.key()) is None
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

    def moving_boxes(self) -> list[pygame.Rect]:
        """What moves over the panels now: points rising over them, the season's points
        flying to a score."""
        lay, anim = self.scene.layout, self.scene.anim
        return hud.floater_plates(lay, anim) + scoring_anim.flight_boxes(lay, anim)

    def draw_sections(self, surface: pygame.Surface, sections: list[Section]) -> None:
        """Draw these sections, the kept ones from their pictures while current."""
        for section in sections:
            key = section.key()
            if key is None:
                section.draw(surface)
            else:
                paint = partial(section.draw, surface)
                self.retained.draw(surface, section.name, section.rect(), key, paint)
