"""The title screen."""

from __future__ import annotations

import pygame

from evergreen.session import SeatKind, Session
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.text import MUTED, render


class TitleScene(WidgetScene):
    """New game, demo, rules, animation speed, quit."""

    def build(self) -> None:
        x, w = 520, 240
        self.add_button("new", x, 330, w, 52, "New game", "Set up a game: 1-4 players", "#big")
        self.add_button("demo", x, 394, w, 44, "Watch a demo", "Bots play a game on their own")
        self.add_button("rules", x, 450, w, 44, "Rules (F1)", "How to play Evergreen")
        self.add_button(
            "settings", x, 506, w, 44, "Settings", "Animation speed, window size, fullscreen"
        )
        self.add_button("quit", x, 562, w, 44, "Quit")

    def on_button(self, name: str) -> None:
        from evergreen.ui.scenes.game import GameScene
        from evergreen.ui.scenes.setup import SetupScene

        if name == "new":
            self.app.scenes.push(SetupScene(self.app))
        elif name == "demo":
            seed = pygame.time.get_ticks()
            session = Session.start(3, seed, (SeatKind.BOT,) * 3)
            self.app.scenes.push(GameScene(self.app, session, demo=True))
        elif name == "rules":
            self.app.toggle_help()
        elif name == "settings":
            from evergreen.ui.scenes.settings import SettingsScene

            self.app.scenes.push(SettingsScene(self.app))
        elif name == "quit":
            self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        self.decor(surface)
        self.title(surface, "Evergreen", 190, 96)
        sub = render("grow the greenest planet", self.layout.px(26), MUTED)
        surface.blit(sub, sub.get_rect(center=self.layout.rect(0, 262, 1280, 0).center))
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
