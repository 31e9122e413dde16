"""A scene with pygame_gui widgets laid out in the 1280×800 design space."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui

from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.scene import Host, Scene
from evergreen.ui.kit.text import INK, fit
from evergreen.ui.sound.cues import Cue

#: The keyboard focus ring.
FOCUS = (80, 170, 230)
#: How often a focused text box is redrawn (its cursor blinks).
CURSOR_BLINK = 0.25


class WidgetScene(Scene):
    """Owns a UI manager; ``build`` (re)creates the widgets for the current window size."""

    #: Esc pops this scene (overlays and sub-screens).
    escape_closes = False
    #: The scene stack draws the widgets' tooltips over all the scene draws.
    widget_tips_over = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.ui = widgets.manager(app.size)
        self.layout = Layout(*app.size, players=0)
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        #: What a button given an action does when pressed (``on_button`` runs it).
        self.actions: dict[str, Callable[[], object]] = {}
        #: The button the keyboard is on (Tab moves it, Enter or Space presses it).
        self.focus: str | None = None
        self._veil: pygame.Surface | None = None

    def enter(self) -> None:
        self.rebuild()

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size, UI scale or language: a new manager (its fonts are scaled to
        the window) and new widgets."""
        self.ui = widgets.manager(size)
        self.layout = Layout(*size, players=self.layout.players)
        self.rebuild()

    def rebuild(self) -> None:
        """Drop all widgets and build them again (the keyboard stays on the same button)."""
        widgets.clear(self.ui)
        self.buttons.clear()
        self.actions.clear()
        self.build()
        if self.focus is not None and self.focus not in self.focusable():
            self.focus = None

    def build(self) -> None:
        """Create the widgets (override)."""

    def add_button(
        self,
        name: str,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        tip: str | None = None,
        style: str | None = None,
        enabled: bool = True,
        action: Callable[[], object] | None = None,
    ) -> pygame_gui.elements.UIButton:
        """A button at a design-space rect; its presses reach ``on_button(name)``, which
        runs ``action`` if one is given (screens dispatch on the action, not the name)."""
        b = widgets.button(self.ui, self.layout.rect(x, y, w, h), text, tip, style)
        if not enabled:
            widgets.set_enabled(b, False)
        self.buttons[b] = name
        if action is not None:
            self.actions[name] = action
        return b

    def add_choice(
        self,
        name: str,
        x: float,
        y: float,
        w: float,
        h: float,
        options: Sequence[tuple[str, str, str | None]],
        chosen: str,
        gap: float = 6,
        enabled: bool = True,
    ) -> list[pygame_gui.elements.UIButton]:
        """A segmented control: ``options`` (value, label, tip) side by side in the design
        rect, the ``chosen`` one shown pressed in (``#chosen``); a press reaches
        ``on_button(f"{name}:{value}")``. Every option is visible, none cycles. The labels
        share one font (the largest at which all fit)."""
        n = max(1, len(options))
        each = (w - gap * (n - 1)) / n
        made = []
        for i, (value, label, tip) in enumerate(options):
            style = "#chosen" if value == chosen else None
            b = self.add_button(
                f"{name}:{value}", x + i * (each + gap), y, each, h, label, tip, style, enabled
            )
            made.append(b)
        widgets.fit_group(self.ui, made)
        return made

    def on_button(self, name: str) -> None:
        """A button was pressed: its action, if it was given one (a screen with buttons of
        other kinds overrides this and hands the rest on to it)."""
        action = self.actions.get(name)
        if action is not None:
            action()

    def focusable(self) -> list[str]:
        """The enabled buttons in the order they were built (the Tab order)."""
        return [name for b, name in self.buttons.items() if b.is_enabled]

    def typing(self) -> bool:
        """True while a text box has the keyboard (keys go to it, not to the buttons)."""
        return widgets.typing_box(self.ui) is not None

    def move_focus(self, step: int) -> None:
        """Tab / Shift+Tab: the next (or previous) enabled button."""
        names = self.focusable()
        if not names:
            return
        if self.focus in names:
            self.focus = names[(names.index(self.focus) + step) % len(names)]
        else:
            self.focus = names[0 if step > 0 else -1]
        self.ui.set_focus_set(None)  # out of any text box

    def keyboard(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab between buttons, Enter or Space presses the one with the focus."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        pressing = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if pressing and self.focus in self.focusable() and not self.typing():
            self.app.sound.play(Cue.PRESS)  # as a click on it would
            self.on_button(self.focus)
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.escape_closes and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        if self.keyboard(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.on_button(self.buttons[event.ui_element])
            return True
        if widgets.screen_typing(event, self.ui):
            return True
        return widgets.process_events(self.ui, event)

    def wake_in(self) -> float | None:
        """A text box with the keyboard blinks its cursor; a tooltip waits to appear."""
        if self.typing():
            return CURSOR_BLINK
        if widgets.tooltip_pending(self.buttons):
            return widgets.TOOLTIP_WATCH
        return None

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        widgets.tidy(self.ui)

    def draw(self, surface: pygame.Surface) -> None:
        """The widgets (their tooltips come last, over whatever the screen draws after
        this: ``SceneManager`` draws them)."""
        widgets.draw_widgets(self.ui, surface)
        for button, name in self.buttons.items():
            if name == self.focus:
                ring = button.rect.inflate(self.layout.px(8), self.layout.px(8))
                pygame.draw.rect(surface, FOCUS, ring, self.layout.px(3), self.layout.px(10))

    def title(
        self,
        surface: pygame.Surface,
        text: str,
        y: float,
        size: float = type_scale.TITLE,
        width: float = 1200,
    ) -> None:
        """A heading centred at design height ``y`` (at most ``width`` design pixels wide)."""
        img = fit(text, self.layout.px(size), self.layout.px(width), INK, bold=True)
        surface.blit(img, img.get_rect(center=self.layout.rect(0, y, 1280, 0).center))

    def veil(self, surface: pygame.Surface) -> None:
        """Dim the scenes beneath a modal panel, so what the panel cuts across (the title's
        big heading, a paused board) reads as background."""
        size = surface.get_size()
        if self._veil is None or self._veil.get_size() != size:
            self._veil = pygame.Surface(size, pygame.SRCALPHA)
            self._veil.fill((226, 220, 204, 190))
        surface.blit(self._veil, (0, 0))

    def panel(self, surface: pygame.Surface, x: float, y: float, w: float, h: float) -> None:
        """A paper panel with a border (for overlays)."""
        r = self.layout.rect(x, y, w, h)
        pygame.draw.rect(surface, (244, 240, 226), r, border_radius=self.layout.px(14))
        pygame.draw.rect(
            surface, (62, 107, 72), r, self.layout.px(3), border_radius=self.layout.px(14)
        )
