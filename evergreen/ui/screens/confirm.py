"""A yes/no question over the current screen (deleting a save, replacing one)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from evergreen.i18n import _
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, wrap
from evergreen.ui.kit.widget_scene import WidgetScene


class ConfirmScene(WidgetScene):
    """Asks first; ``on_yes`` runs only after the player says yes (Esc or No: nothing)."""

    opaque = False
    escape_closes = True

    def __init__(self, app: Host, question: str, yes: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.yes = yes
        self.on_yes = on_yes

    def build(self) -> None:
        self.add_button("yes", 440, 440, 190, 48, self.yes, None, "#primary")
        self.add_button("no", 650, 440, 190, 48, _("Cancel (Esc)"))

    def on_button(self, name: str) -> None:
        self.app.scenes.pop()
        if name == "yes":
            self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.veil(surface)  # what lies beneath is background while the dialog is open
        self.panel(surface, 400, 280, 480, 230)
        y = lay.rect(0, 310, 0, 0).y
        for img in wrap(self.question, lay.px(type_scale.LABEL), lay.px(440), INK, max_lines=4):
            surface.blit(img, img.get_rect(midtop=(lay.rect(640, 0, 0, 0).x, y)))
            y += img.get_height()
        super().draw(surface)
