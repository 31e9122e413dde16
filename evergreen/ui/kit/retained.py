"""Pictures of the window's panels kept from the frame that drew them.

A panel (the market, the fertility zone, the tracks, the players, the top bar) is drawn on
the window once for what it shows; while that stays the same (its *key*: the state, the
viewed seat, the window's size, language and text scale, the sky beneath its corners…) later
frames blit the kept picture instead of drawing it again. What is drawn over panels
(tooltips, flying cards, floating points) is drawn after them every frame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from evergreen.i18n import language
from evergreen.ui.kit import text


class Retained:
    """One kept picture per panel name."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Hashable, pygame.Surface]] = {}
        #: How many panels were drawn afresh and how many blitted (for tests and benchmarks).
        self.drawn = 0
        self.reused = 0

    def draw(
        self,
        surface: pygame.Surface,
        name: str,
        rect: pygame.Rect,
        key: Hashable,
        paint: Callable[[], None],
    ) -> None:
        """Blit the kept picture of panel ``name`` if it was drawn for the same ``key`` and
        window; else ``paint()`` it on ``surface`` and keep what lies in ``rect``."""
        area = rect.clip(surface.get_rect())
        if self.is_current(surface, name, rect, key) and not text.is_recording():
            surface.blit(self._kept[name][1], area)
            self.reused += 1
            return
        paint()
        self.drawn += 1
        if area.width > 0 and area.height > 0:
            full = _full_key(surface, rect, key)
            self._kept[name] = (full, surface.subsurface(area).copy())

    def is_current(
        self, surface: pygame.Surface, name: str, rect: pygame.Rect, key: Hashable
    ) -> bool:
        """True if the kept picture of ``name`` shows ``key`` in this window."""
        kept = self._kept.get(name)
        return kept is not None and kept[0] == _full_key(surface, rect, key)

    def forget(self) -> None:
        """Drop every kept picture (the next frame draws every panel)."""
        self._kept.clear()


def _full_key(surface: pygame.Surface, rect: pygame.Rect, key: Hashable) -> Hashable:
    """What a kept picture depends on: its key, where it lies in which window, the
    language and the text size."""
    area = rect.clip(surface.get_rect())
    return (key, tuple(area), surface.get_size(), language(), text.text_factor())
