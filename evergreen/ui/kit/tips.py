"""When a tooltip may show: a tip belongs to a hover that is still current.

A click, a key, a change of what the screen shows (a command played, a bot's move, a
season's scoring) or a new scene closes every tip, the painted ones and pygame_gui's;
they come back when the mouse moves again. So a button just pressed never goes on saying
"You cannot do that now…" about the state before the press, and a tip never shows text
about a state that has passed.
"""

from __future__ import annotations

import pygame
import pygame_gui

#: pygame_gui counts a hovered element's time towards its tooltip's delay; a closed gate
#: sets it this far back, so no tooltip appears until the mouse moves again.
HELD_BACK = -1e9

#: What a change is compared with before the first one is seen.
_NOTHING = object()


class TipGate:
    """Open while the mouse's hover is current; closed by a click, a key, a change of state
    or of scene, until the mouse moves."""

    def __init__(self) -> None:
        self.closed = False
        self._watched: object = _NOTHING
        #: Where the mouse was when the gate closed (a motion event to the same place, as
        #: some systems send after a click, is not a move).
        self._at: tuple[int, int] | None = None
        self._last: tuple[int, int] | None = None

    @property
    def open(self) -> bool:
        """True if tips may show now."""
        return not self.closed

    def event(self, event: pygame.event.Event, ui: pygame_gui.UIManager | None) -> None:
        """Follow the input: a move opens the gate; a click, a wheel or a key closes it."""
        if event.type == pygame.MOUSEMOTION:
            self._last = event.pos
            if self.closed and event.pos != self._at:
                self.closed = False
                if ui is not None:
                    _restart_hover(ui)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYDOWN):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._last = event.pos
            self.close(ui)

    def watch(self, shown: object, ui: pygame_gui.UIManager | None) -> None:
        """What the screen shows now (compared by identity): when it changed, the tips
        about the old one close."""
        if shown is self._watched:
            return
        first = self._watched is _NOTHING
        self._watched = shown
        if not first:
            self.close(ui)

    def close(self, ui: pygame_gui.UIManager | None) -> None:
        """Close every tip until the mouse moves (and pygame_gui's of ``ui``)."""
        self.closed = True
        self._at = self._last
        if ui is not None:
            _hold_back(ui)

    def new_scene(self, ui: pygame_gui.UIManager | None) -> None:
        """Another scene is on top: what it shows is new."""
        self._watched = _NOTHING
        self.close(ui)


def _elements(ui: pygame_gui.UIManager) -> list[pygame_gui.core.UIElement]:
    return [e for e in ui.get_sprite_group().sprites() if isinstance(e, pygame_gui.core.UIElement)]


def _hold_back(ui: pygame_gui.UIManager) -> None:
    """Take down pygame_gui's tooltips and keep them down while the mouse rests."""
    for element in _elements(ui):
        tip = getattr(element, "tool_tip", None)
        if tip is not None:
            tip.kill()
            element.tool_tip = None
        element.hover_time = HELD_BACK


def _restart_hover(ui: pygame_gui.UIManager) -> None:
    """The mouse moved: a hovered element's tooltip waits its usual delay again."""
    for element in _elements(ui):
        if element.hover_time < 0:
            element.hover_time = 0.0


def held_back(element: pygame_gui.core.UIElement) -> bool:
    """True if ``element``'s tooltip is being kept down by a closed gate."""
    return float(getattr(element, "hover_time", 0.0)) < 0
