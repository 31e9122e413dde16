"""The pause menu, drawn over the game."""

from __future__ import annotations

import pygame

from evergreen.ui.scenes.base import WidgetScene


class PauseScene(WidgetScene):
    """Resume, rules, animation speed, leave the game."""

    opaque = False
    escape_closes = True

    def build(self) -> None:
        x, w = 500, 280
        self.add_button("resume", x, 280, w, 52, "Resume (Esc)", None, "#big")
        self.add_button("rules", x, 344, w, 44, "Rules (F1)")
        self.add_button(
            "settings", x, 400, w, 44, "Settings", "Animation speed, window size, fullscreen"
        )
        self.add_button(
            "title",
            x,
            456,
            w,
            44,
            "Leave to title screen",
            "The game in progress is not kept yet (saves come next)",
        )
        self.add_button("quit", x, 512, w, 44, "Quit Evergreen")

    def on_button(self, name: str) -> None:
        from evergreen.ui.scenes.title import TitleScene

        if name == "resume":
            self.app.scenes.pop()
        elif name == "rules":
            self.app.toggle_help()
        elif name == "settings":
            from evergreen.ui.scenes.settings import SettingsScene

            self.app.scenes.push(SettingsScene(self.app))
        elif name == "title":
            self.app.scenes.reset(TitleScene(self.app))
        elif name == "quit":
            self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        self.panel(surface, 460, 200, 360, 380)
        self.title(surface, "Paused", 240, 40)
        super().draw(surface)
