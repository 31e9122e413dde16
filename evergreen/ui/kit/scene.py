"""Scenes with a lifecycle, a stack of them drawn from the topmost opaque one, and what a scene
may ask of the application that shows them (``Host``).

The App implements ``Host``; no scene imports the App. The protocol lives beside ``Scene``
because each names the other (a scene is made with its host; the host opens scenes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame
import pygame_gui

from evergreen.ui.kit import bounded_cache, widgets
from evergreen.ui.kit.paper import BACKGROUND
from evergreen.ui.kit.tips import TipGate

if TYPE_CHECKING:
    from evergreen.persistence.settings import LastSetup, Settings
    from evergreen.rules import GameState, Season
    from evergreen.session.match import Match
    from evergreen.ui.kit.speed import Speed
    from evergreen.ui.sound.player import Player


#: The frames after a resize by which the new widgets have drawn their looks (one a frame,
#: five at most): the memory the drawing left in the heap is given back then.
SETTLE_FRAMES = 8
#: Where a notice stands: a design point and which corner of its box goes there.
Corner = tuple[float, float, str]
#: Under the top bar, at the right (clear of the game's board and status line).
NOTICE_CORNER: Corner = (1270, 54, "topright")


class Scene:
    """A screen or an overlay. Subclasses override what they need."""

    #: An opaque scene hides everything below it; overlays (pause, dialogs) are not opaque.
    opaque = True
    #: True if ``draw_frame`` may redraw a part of the window only. An overlay that always
    #: draws whole (a dialog's veil over everything) makes the scenes beneath it draw whole
    #: too: its veil over a part left from the last frame would darken it again each frame.
    partial_frames = False
    #: True for a scene under which the running game's music plays at full (the game, its
    #: season's scoring); any other scene on top ducks it.
    music_in_full = False
    #: True if the scene stack draws this scene's widgets' tooltips (``ui``) over all the
    #: scene draws, when it is on top (a scene of widgets, over what it draws after them:
    #: the New game's swatches, a screen's own tips); a scene that draws them itself, in
    #: its own order (the game, the replay viewer), leaves it False.
    widget_tips_over = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def music_season(self) -> Season | None:
        """The season whose music this scene plays (the game's shown season), None for a
        scene with no music of its own (the App asks the scenes beneath, top first)."""
        return None

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the window surface."""

    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        """Draw this frame and say what changed: the rects drawn anew, or None when the
        whole window was (then the App presents it all). ``full``: the window must be drawn
        whole (something beneath or around changed). Scenes that can redraw only what moved
        override this; the default draws everything, an opaque scene over the window's
        background laid anew (the App lays it only when the whole window is due: drawn over
        the last frame instead, what the scene drew before stays under what it draws now,
        as the Load screen's old message did under its new one)."""
        if self.opaque:
            surface.fill(BACKGROUND)
        self.draw(surface)
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to an event; True if consumed."""
        return False

    def notice_corner(self) -> Corner:
        """Where notices go over this scene (a corner nothing important is under)."""
        return NOTICE_CORNER

    def wake_in(self) -> float | None:
        """When what the scene draws next changes by time alone, in seconds: 0 while it
        moves (tweens: a frame each refresh), a delay for a step animation (a pulse, a
        thinking bot's dots), None if it changes only on events. The App sleeps meanwhile:
        nothing moves, so nothing is drawn."""
        return None

    def draw_ahead(self, budget_ms: float) -> bool:
        """Draw, within about ``budget_ms``, pictures the scene will show soon, while the
        window sleeps between frames (nothing is drawn on the window); True if some are
        still to draw. None by default."""
        return False


class SceneManager:
    """A stack of scenes: the top one gets events and updates; drawing starts at the topmost
    opaque scene so overlays show what lies beneath them."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        #: Set when the stack changed (the App draws a frame, then clears it).
        self.changed = True
        #: Whether tooltips may show (closed by clicks, keys, changes and new scenes).
        self.tips = TipGate()
        #: Set when a scene left the stack: its widgets hold their pictures (pygame_gui's
        #: shape atlases of 4 MB each, text, images) in reference cycles that Python's
        #: collector may leave for many minutes; ``give_back`` collects them after the next
        #: frame and clears it (a 10-minute ``--demo`` grew 180 -> 300 MB of such garbage).
        self.dropped = False
        #: Frames still to draw before the memory a resize left is given back (``give_back``).
        self._settling = 0

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top (the previous top is paused)."""
        self.changed = True
        if self.top:
            self.top.pause()
            _tidy(self.top)
        self.stack.append(scene)
        scene.enter()
        self.tips.new_scene(_ui(scene))

    def pop(self) -> Scene | None:
        """Remove the top scene (the one below resumes)."""
        if not self.stack:
            return None
        self.changed = self.dropped = True
        scene = self.stack.pop()
        scene.exit()
        if self.top:
            self.top.resume()
        self.tips.new_scene(_ui(self.top))
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        self.changed = True
        if self.stack:
            self.stack.pop().exit()
            self.dropped = True
        self.stack.append(scene)
        scene.enter()
        self.tips.new_scene(_ui(scene))

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again from ``scene``."""
        while self.stack:
            self.stack.pop().exit()
            self.dropped = True
        self.push(scene)

    def reset_to_nothing(self) -> None:
        """Close every scene (the App closing: what they hold is let go)."""
        while self.stack:
            self.stack.pop().exit()
        self.changed = self.dropped = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give an event to the top scene (the tooltips follow it first)."""
        self.tips.event(event, _ui(self.top))
        return bool(self.top and self.top.handle_event(event))

    def wake_in(self) -> float | None:
        """When the top scene next changes by itself (see ``Scene.wake_in``)."""
        return self.top.wake_in() if self.top else None

    def draw_ahead(self, budget_ms: float) -> bool:
        """The top scene draws ahead (see ``Scene.draw_ahead``)."""
        return bool(self.top and self.top.draw_ahead(budget_ms))

    def update(self, dt: float) -> None:
        """Update the top scene."""
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole window, from the topmost opaque scene up."""
        self.draw_frame(surface, True)

    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        """Draw from the topmost opaque scene up; the rects changed, or None if the whole
        window was drawn (a scene drawing whole makes those above it draw whole too, and an
        overlay that draws whole makes those beneath it draw whole)."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        whole = full or not all(scene.partial_frames for scene in self.stack[start + 1 :])
        damage: list[pygame.Rect] | None = None if whole else []
        for scene in self.stack[start:]:
            got = scene.draw_frame(surface, damage is None)
            if got is None:
                damage = None
            elif damage is not None:
                damage += got
        self._draw_tips(surface, damage)
        return damage

    def _draw_tips(self, surface: pygame.Surface, damage: list[pygame.Rect] | None) -> None:
        """The top scene's widgets' tooltips over everything (``Scene.widget_tips_over``),
        within the parts drawn afresh when the frame is partial."""
        ui = _ui(self.top)
        if ui is None or self.top is None or not self.top.widget_tips_over:
            return
        for rect in [surface.get_rect()] if damage is None else damage:
            surface.set_clip(rect)
            try:
                widgets.draw_tips(ui, surface)
            finally:
                surface.set_clip(None)

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the window size changed. The widgets of the size before, which
        pygame_gui holds in reference cycles, are collected now, before the new size's
        pictures are drawn: a resize drag otherwise drew each size's board while the last
        size's widgets waited for the collector (at 3840×2160, 45 MB of their looks)."""
        self.changed = True
        for scene in self.stack:  # every screen's widgets go first, before any is built anew
            ui = _ui(scene)
            if ui is not None:
                widgets.clear(ui)
        for scene in self.stack:
            scene.resize(size)
            if scene is not self.top:
                _tidy(scene)
        bounded_cache.give_back(collect=True)
        self._settling = SETTLE_FRAMES

    def give_back(self) -> None:
        """Called after each frame: after a scene left the stack, its widgets' cycles are
        collected; the frames after a resize, in which the new widgets draw their looks,
        give the memory freed in the heap back to the system (glibc keeps it otherwise:
        25 MB after a drag to 3840×2160, the looks' temporaries); other frames do nothing."""
        if not (self.dropped or self._settling):
            return
        # the first frame after a resize read the events the old widgets posted as they
        # went (a hover ended), which held them: the collector runs once more, then trims
        collect = self.dropped or self._settling == SETTLE_FRAMES
        self.dropped = False
        self._settling = max(0, self._settling - 1)
        bounded_cache.give_back(collect=collect)


def _tidy(scene: Scene) -> None:
    """A scene beneath another holds no temporary pictures of its widgets."""
    ui = _ui(scene)
    if ui is not None:
        widgets.tidy(ui, drawn=False)


def _ui(scene: Scene | None) -> pygame_gui.UIManager | None:
    """A scene's widget manager, if it has one (its tooltips close with the gate)."""
    ui = getattr(scene, "ui", None)
    return ui if isinstance(ui, pygame_gui.UIManager) else None


class Host(Protocol):
    """What a scene may ask of the application: the App implements it, and no scene imports
    the App. Scenes push, pop and replace scenes on its stack, read the running match (the
    App owns it: no scene does), the settings and the animation speed, tell the player
    something, play sounds, open a game, and ask for the screens that lead back to where
    they came from (the pause menu, the results, the title, the settings), which the App
    makes, so no screen imports one that imports it."""

    #: The stack of scenes: ``push``, ``pop``, ``replace``, ``reset``; ``top`` is on show.
    scenes: SceneManager
    #: The game being played (None on the title and the menus around it).
    match: Match | None
    #: Effects and each season's music.
    sound: Player
    #: The animation speed setting.
    speed: Speed
    #: Only the motion needed to follow the game (moves shorter, no pulse, no sweep).
    reduce_motion: bool
    #: The frame loop slept (and drew ahead, ``Scene.draw_ahead``) since the last frame.
    rested: bool

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        ...

    @property
    def motion(self) -> float:
        """How long animations last, as a factor (0: none at all)."""
        ...

    @property
    def settings(self) -> Settings:
        """The settings as last kept (the New game screen reads the last setup from them)."""
        ...

    def notice(self, text: str) -> None:
        """Tell the player something for a few seconds, over any scene."""
        ...

    def open_game(self, match: Match, *, demo: bool = False) -> Scene | None:
        """Make ``match`` the running game and give the scene that shows it (None, with a
        notice, if another running copy of Evergreen plays it)."""
        ...

    def to_title(self) -> None:
        """Back to the title screen (the running game is kept and let go)."""
        ...

    def toggle_help(self) -> None:
        """Open or close the rules reference over any scene."""
        ...

    def set_muted(self, muted: bool, say: bool = False) -> None:
        """Sound off or on again, kept with the settings (``say``: a notice tells which)."""
        ...

    def keep_setup(self, setup: LastSetup) -> None:
        """Remember the New game screen's choices for the next game."""
        ...

    def quit(self) -> None:
        """Leave (the game in progress and the settings are kept first)."""
        ...

    def title_screen(self) -> Scene:
        """A new title screen."""
        ...

    def pause_screen(self) -> Scene:
        """The pause menu, to push over the game."""
        ...

    def settings_screen(self) -> Scene:
        """The Settings screen, to push over the title or the pause menu."""
        ...

    def results_screen(
        self, state: GameState, match: Match, demo: bool, live: bool = False
    ) -> Scene:
        """The results of the finished game ``state`` (the demo's go on to its next game),
        after the end-of-game ceremony when the game ended in front of the player (``live``)."""
        ...


def until_next_step(period: float) -> float:
    """Seconds until a step animation of ``period`` seconds (on the game clock) changes."""
    now = pygame.time.get_ticks() / 1000
    return period - now % period + 0.001
