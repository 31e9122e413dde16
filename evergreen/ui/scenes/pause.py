"""The pause menu, drawn over the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from evergreen.i18n import _
from evergreen.ui.scenes.base import WidgetScene

if TYPE_CHECKING:
    from evergreen.ui.scenes.game import GameScene


class PauseScene(WidgetScene):
    """Resume, rules, animation speed, leave the game."""

    opaque = False
    escape_closes = True

    def build(self) -> None:
        x, w = 500, 280
        game = self.game
        can_save = game is not None and not game.demo
        self.add_button("resume", x, 250, w, 52, _("Resume (Esc)"), None, "#big")
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

    @property
    def game(self) -> GameScene | None:
        """The game this menu pauses, if any."""
        from evergreen.ui.scenes.game import GameScene

        found = self.app.scenes.find(GameScene)
        return found if isinstance(found, GameScene) else None

    def on_button(self, name: str) -> None:
        from evergreen.ui.scenes.title import TitleScene

        if name == "resume":
            self.app.scenes.pop()
        elif name == "save" and self.game is not None:
            from evergreen.ui.scenes.save import SaveScene

            self.app.scenes.push(SaveScene(self.app, self.game.session))
        elif name == "load":
            from evergreen.ui.scenes.load import LoadScene

            self.app.scenes.push(LoadScene(self.app))
        elif name == "rules":
            self.app.toggle_help()
        elif name == "settings":
            from evergreen.ui.scenes.settings import SettingsScene

            self.app.scenes.push(SettingsScene(self.app))
        elif name == "title":
            self.app.autosave()
            self.app.scenes.reset(TitleScene(self.app))
        elif name == "quit":
            self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        self.panel(surface, 460, 160, 360, 480)
        self.title(surface, _("Paused"), 206, 40, 340)
        super().draw(surface)
