"""Final results: the R10.4 breakdown per player, the winner and tie-break, the solo rank."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.rules import GameState
from evergreen.ui.app import App
from evergreen.ui.names import player_label
from evergreen.ui.prompts import result_rows, verdict
from evergreen.ui.scene import Corner
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.text import ACCENT, INK, MUTED, fit, render


class ResultsScene(WidgetScene):
    """The breakdown table and buttons to play again."""

    def __init__(self, app: App, state: GameState) -> None:
        super().__init__(app)
        self.state = state

    def build(self) -> None:
        self.add_button("again", 420, 730, 200, 48, _("New game"), None, "#primary")
        self.add_button("title", 660, 730, 200, 48, _("Title screen"))

    def on_button(self, name: str) -> None:
        from evergreen.ui.scenes.setup import SetupScene

        self.app.to_title()
        if name == "again":
            self.app.scenes.push(SetupScene(self.app))

    def notice_corner(self) -> Corner:
        """Below the table, right of the buttons: the winner line stays readable."""
        return (1270, 716, "bottomright")

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.title(surface, _("Final scores"), 44, 48)
        self.title(surface, verdict(self.state), 92, 26)
        rows = result_rows(self.state)
        n = len(self.state.players)
        col = min(140, 760 // max(1, n))
        x0 = 640 - (260 + col * n) // 2
        for seat in range(n):
            head = render(player_label(seat), lay.px(22), INK, bold=True)
            surface.blit(
                head,
                head.get_rect(
                    midright=lay.rect(x0 + 260 + col * (seat + 1) - 16, 140, 0, 0).topleft
                ),
            )
        for i, (label, values) in enumerate(rows):
            y = 160 + i * 28
            last = i == len(rows) - 1
            colour = ACCENT if last else (INK if any(values) else MUTED)
            img = fit(label, lay.px(20), lay.px(250), colour, last)
            surface.blit(img, lay.rect(x0, y, 0, 0).topleft)
            for seat, v in enumerate(values):
                img = render(str(v), lay.px(20), colour, last)
                surface.blit(
                    img,
                    img.get_rect(
                        topright=lay.rect(x0 + 260 + col * (seat + 1) - 16, y, 0, 0).topleft
                    ),
                )
        super().draw(surface)
