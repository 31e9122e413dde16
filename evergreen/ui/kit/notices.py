"""Short messages to the player (a save failed, the sound is off), shown one at a time over
any scene, at the corner the scene leaves free."""

from __future__ import annotations

import pygame

from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.scene import Corner
from evergreen.ui.kit.text import wrap


class Notices:
    """Short messages to the player, shown one at a time at the bottom of the window."""

    SECONDS = 5.0

    def __init__(self) -> None:
        self.queue: list[str] = []
        self.left = 0.0

    def add(self, text: str) -> None:
        """Queue a message (a repeat of the one showing is dropped)."""
        if not (self.queue and self.queue[-1] == text):
            self.queue.append(text)
        if len(self.queue) == 1:
            self.left = self.SECONDS

    @property
    def current(self) -> str | None:
        """The message showing now."""
        return self.queue[0] if self.queue else None

    def update(self, dt: float) -> None:
        """Count down; the next message follows."""
        if not self.queue:
            return
        self.left -= dt
        if self.left <= 0:
            self.queue.pop(0)
            self.left = self.SECONDS

    def draw(self, surface: pygame.Surface, corner: Corner) -> None:
        """A dark box with the message, wrapped, at the scene's corner for notices."""
        box, lines = self.box(surface.get_size(), corner)
        if box is None:
            return
        lay = Layout(*surface.get_size(), players=0)
        pygame.draw.rect(surface, (33, 37, 33), box, border_radius=lay.px(10))
        pygame.draw.rect(surface, (196, 120, 24), box, lay.px(2), border_radius=lay.px(10))
        y = box.y + lay.px(10)
        for img in lines:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()

    def box(
        self, size: tuple[int, int], corner: Corner
    ) -> tuple[pygame.Rect | None, list[pygame.Surface]]:
        """Where the notice showing now stands, and its lines (None if there is none)."""
        if not self.queue:
            return None, []
        lay = Layout(*size, players=0)
        lines = wrap(self.queue[0], lay.px(type_scale.CAPTION), lay.px(520), max_lines=6)
        h = sum(img.get_height() for img in lines) + lay.px(20)
        w = max(img.get_width() for img in lines) + lay.px(32)
        box = pygame.Rect(0, 0, w, h)
        x, y, anchor = corner
        setattr(box, anchor, lay.rect(x, y, 0, 0).topleft)
        return box, lines
