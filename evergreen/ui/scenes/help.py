"""A short rules overlay (F1 from any scene); the full illustrated reference comes later."""

from __future__ import annotations

import pygame

from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.text import INK, render

RULES = [
    ("Goal", "Grow the planet that scores the most VP after 4 seasons (14 rounds)."),
    ("Draft", "In turn order, take one market card. The leftmost card after the first pick"),
    ("", "carries the first-player marker: whoever takes it goes first next round."),
    ("Action", "In the card's biome: A plant 3 Sprouts, B grow 2 different spaces,"),
    ("", "C plant 1 and grow 1 other; D plant or grow once anywhere. Wild: any biome."),
    ("Power", "Before or after the action: the track moves up one, then use it that many"),
    ("", "times (Sprout, Small growth, Big growth, Bush, Lake + 2 growths, Buds = VP)."),
    ("Light", "At each season end, lit Small Trees score 1 and lit Big Trees 2. A tree is"),
    ("", "shaded by a tree as tall or taller within 1 (small) or 2 (big) spaces sunward."),
    ("Forest", "Your largest group of connected trees and bushes scores 1 VP per piece."),
    ("End", "Each Big Tree scores its biome's fertility (the flowers showing)."),
]


class HelpScene(WidgetScene):
    """The rules in a dozen lines, over whatever scene is open."""

    opaque = False
    escape_closes = True

    def build(self) -> None:
        self.add_button("close", 540, 660, 200, 44, "Close (F1)")

    def on_button(self, name: str) -> None:
        self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.panel(surface, 140, 90, 1000, 630)
        self.title(surface, "How to play", 130, 40)
        for i, (head, line) in enumerate(RULES):
            y = 180 + i * 42
            if head:
                img = render(head, lay.px(22), INK, bold=True)
                surface.blit(img, lay.rect(180, y, 0, 0).topleft)
            surface.blit(render(line, lay.px(22), INK), lay.rect(300, y, 0, 0).topleft)
        super().draw(surface)
