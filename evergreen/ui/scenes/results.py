"""Final results: the R10.4 breakdown per player, the winner and tie-break, the solo rank."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.rules import GameState
from evergreen.ui.app import App
from evergreen.ui.names import Seated, Seating
from evergreen.ui.player_tags import Tag, draw_tag, tip_at
from evergreen.ui.prompts import result_rows, verdict
from evergreen.ui.scene import Corner
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.text import ACCENT_INK, INK, MUTED, fit, render
from evergreen.ui.views import tooltip


class ResultsScene(WidgetScene):
    """The breakdown table (a column per player, under their name and colour) and buttons
    to play again."""

    def __init__(self, app: App, state: GameState, seating: Seated) -> None:
        super().__init__(app)
        self.state = state
        self.seating = Seating.of(seating)
        self.mouse = (-1, -1)
        #: The players' names as last drawn (a cut one shows whole under the mouse).
        self.tags: list[Tag] = []

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

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.title(surface, _("Final scores"), 44, 48)
        self.title(surface, verdict(self.state, self.seating), 92, 26)
        rows = result_rows(self.state)
        n = len(self.state.players)
        col = min(180, 880 // max(1, n))
        x0 = 640 - (260 + col * n) // 2
        self.tags = []
        for seat in range(n):
            right = lay.rect(x0 + 260 + col * (seat + 1) - 16, 118, 0, 0).topleft
            room = lay.px(col - 12)
            tag = draw_tag(surface, self.seating, seat, right, lay.px(20), room, align="right")
            self.tags.append(tag)
            band = pygame.Rect(0, tag.rect.bottom + lay.px(3), room, lay.px(4))
            band.right = right[0]
            pygame.draw.rect(surface, self.seating.colour(seat), band, border_radius=lay.px(2))
        for i, (label, values) in enumerate(rows):
            y = 160 + i * 28
            last = i == len(rows) - 1
            colour = ACCENT_INK if last else (INK if any(values) else MUTED)
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
        tip = tip_at(self.tags, self.mouse)
        if tip:
            tooltip(surface, lay, self.mouse, tip)
