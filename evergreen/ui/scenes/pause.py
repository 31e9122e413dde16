"""The pause menu, drawn over the game."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.ui.scenes.base import WidgetScene


class PauseScene(WidgetScene):
    """Resume, rules, animation speed, leave the game."""

    opaque = False
    escape_closes = True

    def build(self) -> None:
        x, w = 500, 280
        match = self.app.match
        can_save = match is not None and match.keeper is not None
        self.add_button("resume", x, 262, w, 44, _("Resume (Esc)"), None, "#primary")
        self.add_button(
            "save",
            x,
            314,
            w,
            44,
            _("Save game…"),
            _("Keep this game under a name"),
            enabled=can_save,
        )
        self.add_button("load", x, 366, w, 44, _("Load…"), _("Your saves and the example games"))
        self.add_button("rules", x, 418, w, 44, _("Rules (F1)"))
        self.add_button(
            "settings",
            x,
            470,
            w,
            44,
            _("Settings"),
            _("Language, text size, animation speed, window size"),
        )
        self.add_button(
            "title",
            x,
            522,
            w,
            44,
            _("Leave to title"),
            _("The game is autosaved: Continue resumes it"),
        )
        self.add_button(
            "quit", x, 574, w, 44, _("Quit Evergreen"), _("The game is autosaved first")
        )

    def on_button(self, name: str) -> None:

        if name == "resume":
            self.app.scenes.pop()
        elif name == "save" and self.app.match is not None:
            from evergreen.ui.scenes.save import SaveScene

            self.app.scenes.push(SaveScene(self.app, self.app.match))
        elif name == "load":
            from evergreen.ui.scenes.load import LoadScene

            self.app.scenes.push(LoadScene(self.app))
        elif name == "rules":
            self.app.toggle_help()
        elif name == "settings":
            from evergreen.ui.scenes.settings import SettingsScene

            self.app.scenes.push(SettingsScene(self.app))
        elif name == "title":
            self.app.to_title()
        elif name == "quit":
            self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        self.veil(surface)  # what lies beneath is background while the dialog is open
        self.panel(surface, 460, 160, 360, 480)
        self.title(surface, _("Paused"), 206, 40, 340)
        super().draw(surface)
