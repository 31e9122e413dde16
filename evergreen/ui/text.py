"""Cached text rendering (text surfaces are made once per string, size and colour)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import pygame

Colour = tuple[int, int, int]

INK: Colour = (33, 37, 33)
PAPER: Colour = (244, 240, 226)
MUTED: Colour = (110, 116, 104)
LIGHT: Colour = (250, 248, 240)
ACCENT: Colour = (196, 120, 28)
ERROR: Colour = (176, 48, 40)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's font (Noto Sans, as pygame_gui's widgets use) at a pixel size."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    try:
        with resources.as_file(resources.files("pygame_gui.data") / name) as path:
            return pygame.font.Font(path, max(8, round(size * 0.8)))
    except (OSError, ModuleNotFoundError):  # fall back to pygame's own font
        f = pygame.font.Font(None, max(8, size))
        f.set_bold(bold)
        return f


@lru_cache(maxsize=2048)
def render(text: str, size: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """A text surface (antialiased, transparent background)."""
    return font(size, bold).render(text, True, colour)


def fit(
    text: str, size: int, width: int, colour: Colour = INK, bold: bool = False
) -> pygame.Surface:
    """Render ``text`` at ``size`` or smaller so that it fits ``width`` pixels."""
    while size > 9 and font(size, bold).size(text)[0] > width:
        size -= 1
    return render(text, size, colour, bold)


def blit_centered(surface: pygame.Surface, text: pygame.Surface, rect: pygame.Rect) -> None:
    """Blit a text surface centred in a rect."""
    surface.blit(text, text.get_rect(center=rect.center))
