"""What the rules reference's figures share: where a figure is drawn (its box, the clock of
its animation, the window's layout for sizes) and its words, wrapped to the room they have,
all at the size of the page's own text (no label shrunk below its neighbours)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import INK, Colour, wrap

#: The figures' words, in design pixels: labels (as the page's text), and the larger ones.
LABEL = type_scale.BODY
BIG = type_scale.HEADING


@dataclass(frozen=True)
class Fig:
    """A figure being drawn: onto ``surface`` inside ``box``; ``clock`` (seconds) drives the
    animated ones; ``lay`` scales its sizes with the window."""

    surface: pygame.Surface
    box: pygame.Rect
    clock: float
    lay: Layout

    def px(self, design: float) -> int:
        """Window pixels of a design size."""
        return self.lay.px(design)

    def words(
        self,
        text: str,
        centre_x: int,
        top: int,
        width: int,
        size: float = LABEL,
        colour: Colour = INK,
        bold: bool = False,
        lines: int = 2,
    ) -> int:
        """``text`` centred under ``(centre_x, top)``, wrapped to ``width`` (``lines`` at
        most); the bottom of what was drawn."""
        for img in wrap(text, self.px(size), width, colour, max_lines=lines, bold=bold):
            self.surface.blit(img, img.get_rect(midtop=(centre_x, top)))
            top += img.get_height()
        return top

    def words_left(
        self,
        text: str,
        left: int,
        middle: int,
        width: int,
        size: float = LABEL,
        colour: Colour = INK,
        bold: bool = False,
        lines: int = 2,
    ) -> None:
        """``text`` left-aligned from ``left``, centred on the height ``middle``."""
        imgs = wrap(text, self.px(size), width, colour, max_lines=lines, bold=bold)
        y = middle - sum(img.get_height() for img in imgs) // 2
        for img in imgs:
            self.surface.blit(img, (left, y))
            y += img.get_height()


def columns(box: pygame.Rect, n: int) -> list[pygame.Rect]:
    """``box`` cut into ``n`` equal columns, side by side."""
    w = box.width // n
    return [pygame.Rect(box.x + k * w, box.y, w, box.height) for k in range(n)]
