"""A short rules overlay (F1 from any scene); the full illustrated reference comes later."""

from __future__ import annotations

import pygame

from evergreen.i18n import N_, _
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.text import INK, fit, wrap

RULES = [
    (N_("Goal"), N_("Grow the planet that scores the most VP after 4 seasons (14 rounds).")),
    (
        N_("Draft"),
        N_(
            "In turn order, take one market card. The leftmost card after the first pick "
            "carries the first-player marker: whoever takes it goes first next round."
        ),
    ),
    (
        N_("Action"),
        N_(
            "In the card's biome: A plant 3 Sprouts, B grow 2 different spaces, C plant 1 and "
            "grow 1 other; D plant or grow once anywhere. Wild: any biome."
        ),
    ),
    (
        N_("Power"),
        N_(
            "Before or after the action: the track moves up one, then use it that many times "
            "(Sprout, Small growth, Big growth, Bush, Lake + 2 growths, Buds = VP)."
        ),
    ),
    (
        N_("Light"),
        N_(
            "At each season end, lit Small Trees score 1 and lit Big Trees 2. A tree is shaded "
            "by a tree as tall or taller within 1 (small) or 2 (big) spaces sunward."
        ),
    ),
    (N_("Forest"), N_("Your largest group of connected trees and bushes scores 1 VP per piece.")),
    (N_("End"), N_("Each Big Tree scores its biome's fertility (the flowers showing).")),
]


class HelpScene(WidgetScene):
    """The rules in a dozen lines, over whatever scene is open."""

    opaque = False
    escape_closes = True

    def build(self) -> None:
        self.add_button("close", 540, 660, 200, 44, _("Close (F1)"))

    def on_button(self, name: str) -> None:
        self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.panel(surface, 140, 90, 1000, 630)
        self.title(surface, _("How to play"), 130, 40, 960)
        y = lay.rect(0, 172, 0, 0).y
        for head, line in RULES:
            img = fit(_(head), lay.px(22), lay.px(150), INK, bold=True)
            surface.blit(img, (lay.rect(170, 0, 0, 0).x, y))
            for img in wrap(_(line), lay.px(22), lay.px(810), INK, max_lines=2):
                surface.blit(img, (lay.rect(330, 0, 0, 0).x, y))
                y += img.get_height()
            y += lay.px(8)
        super().draw(surface)
