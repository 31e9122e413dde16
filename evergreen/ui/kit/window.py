"""The window itself: opening it at a size (and telling the text its scale), and its icon."""

from __future__ import annotations

import logging

import pygame

from evergreen.ui.kit.layout import Layout

log = logging.getLogger("evergreen")


def open_window(size: tuple[int, int], flags: int) -> pygame.Surface:
    """The window at ``size`` (``flags``: resizable or fullscreen); the text is told how
    large it is against the design (small windows' text)."""
    from evergreen.ui.kit import text

    screen = pygame.display.set_mode(size, flags)
    text.set_window_scale(Layout(*screen.get_size(), players=0).scale)
    return screen


def set_icon() -> None:
    """The window's icon, from the same drawn source as the packaged app's icons."""
    from evergreen.resources import asset

    try:
        pygame.display.set_icon(
            pygame.image.load_sized_svg(asset("icons", "evergreen.svg"), (64, 64))
        )
    except (pygame.error, FileNotFoundError, OSError) as exc:
        log.warning("no window icon: %s", exc)
