"""Settings: animation speed, window size, fullscreen; kept in the user config folder."""

from __future__ import annotations

import pygame

from evergreen.ui.scenes.base import WidgetScene

SIZES = [(1024, 640), (1280, 800), (1600, 1000), (1920, 1200)]


class SettingsScene(WidgetScene):
    """Each button cycles or toggles one setting."""

    opaque = False
    escape_closes = True

    def build(self) -> None:
        app = self.app
        w, h = app.size
        self.add_button(
            "speed",
            500,
            300,
            280,
            48,
            f"Animation: {app.speed.value}",
            "Off, normal or fast; a click always skips an animation",
        )
        self.add_button(
            "size",
            500,
            360,
            280,
            48,
            f"Window: {w} x {h}",
            "Cycle through window sizes (you can also drag the window's edge)",
        )
        self.add_button(
            "full", 500, 420, 280, 48, f"Fullscreen: {'on' if app.fullscreen else 'off'}"
        )
        self.add_button("back", 500, 500, 280, 48, "Back (Esc)", None, "#big")

    def on_button(self, name: str) -> None:
        app = self.app
        if name == "speed":
            app.speed = app.speed.next()
        elif name == "size":
            sizes = [s for s in SIZES if s != app.size]
            bigger = [s for s in sizes if s > app.size]
            app.set_window((bigger or sizes)[0], fullscreen=False)
        elif name == "full":
            app.set_window(app.windowed, fullscreen=not app.fullscreen)
        elif name == "back":
            app.scenes.pop()
            return
        app.keep_settings()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.panel(surface, 440, 180, 400, 420)  # covers the pause panel it may sit on
        self.title(surface, "Settings", 262, 36)
        super().draw(surface)
