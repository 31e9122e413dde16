"""The title screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from evergreen.i18n import _
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.text import MUTED, fit

if TYPE_CHECKING:
    from evergreen.ui.scenes.game import GameScene

MENU_NAMES = ("continue", "new", "learn", "load", "demo", "rules", "settings", "quit")
MENU_HEIGHTS = (44,) * 8
#: Design-space rects (x, y, w, h) of the menu's buttons, top to bottom.
MENU = {
    name: (520, 280 + sum(MENU_HEIGHTS[:i]) + 8 * i, 240, MENU_HEIGHTS[i])
    for i, name in enumerate(MENU_NAMES)
}


class TitleScene(WidgetScene):
    """New game, demo, rules, animation speed, quit."""

    def build(self) -> None:
        from evergreen.persistence import latest_game

        latest = latest_game()
        rows = {
            "continue": (_("Continue"), _("Resume the last game where it was") if latest else None),
            "new": (_("New game"), _("Set up a game: 1-4 players")),
            "learn": (_("Learn to play"), _("A guided solo game: what to click, and why")),
            "load": (_("Load"), _("Your saves and the example games")),
            "demo": (_("Watch a demo"), _("Bots play a game on their own")),
            "rules": (_("Rules (F1)"), _("How to play Evergreen")),
            "settings": (_("Settings"), _("Language, text size, animation speed, window size")),
            "quit": (_("Quit"), None),
        }
        for name, (text, tip) in rows.items():
            style = "#primary" if name == "continue" else None
            enabled = bool(latest) or name != "continue"
            self.add_button(name, *MENU[name], text, tip, style, enabled=enabled)

    def on_button(self, name: str) -> None:
        from evergreen.ui.scenes.game import demo_match
        from evergreen.ui.scenes.setup import SetupScene

        if name == "continue":
            self.continue_game()
        elif name == "load":
            from evergreen.ui.scenes.load import LoadScene

            self.app.scenes.push(LoadScene(self.app))
        elif name == "new":
            self.app.scenes.push(SetupScene(self.app))
        elif name == "learn":
            from evergreen.match import Match, Mode
            from evergreen.ui import tutorial

            match = Match.start(tutorial.PLAYERS, tutorial.SEED, mode=Mode.GUIDED)
            self.play(self.app.open_game(match, guide=tutorial.Guide()))
        elif name == "demo":
            seed = pygame.time.get_ticks()
            self.play(self.app.open_game(demo_match(3, seed), demo=True))
        elif name == "rules":
            self.app.toggle_help()
        elif name == "settings":
            from evergreen.ui.scenes.settings import SettingsScene

            self.app.scenes.push(SettingsScene(self.app))
        elif name == "quit":
            self.app.quit()

    def continue_game(self) -> None:
        """Continue: the latest autosave (or, if it is damaged, the newest one that loads)."""
        from evergreen.persistence import SaveError, continue_latest

        try:
            found = continue_latest()
        except SaveError as exc:
            self.app.notice(_("Cannot continue: {reason}").format(reason=exc))
            return
        if found is None:
            self.app.notice(_("There is no game to continue yet."))
            self.rebuild()
            return
        loaded, message = found
        if self.play(self.app.open_game(loaded.match)) and message:
            self.app.notice(message)

    def play(self, game: GameScene | None) -> bool:
        """Show the game (if it could be opened)."""
        if game is not None:
            self.app.scenes.push(game)
        return game is not None

    def resume(self) -> None:
        """Back on the title: Continue may have become possible (or a save was deleted)."""
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.decor(surface)
        self.title(surface, "Evergreen", 160, 96)
        sub = fit(_("grow the greenest planet"), self.layout.px(26), self.layout.px(1200), MUTED)
        surface.blit(sub, sub.get_rect(center=self.layout.rect(0, 232, 1280, 0).center))
        super().draw(surface)

    def decor(self, surface: pygame.Surface) -> None:
        """A row of drawn trees along the bottom."""
        from evergreen.rules import Piece
        from evergreen.ui import art

        size = self.layout.px(72)
        for i in range(16):
            piece = (Piece.BIG_TREE, Piece.SMALL_TREE, Piece.BUSH, Piece.BIG_TREE)[i % 4]
            img = art.piece_sprite(size, piece)
            surface.blit(img, self.layout.rect(8 + i * 80, 700, 72, 72))
