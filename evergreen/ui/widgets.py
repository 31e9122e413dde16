"""Thin helpers over pygame_gui (the standard widgets: buttons, tooltips, text entry)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from evergreen.resources import asset

THEME = asset("theme.json")


def theme_path() -> str | None:
    """The theme file, if the assets folder is present."""
    return str(THEME) if THEME.exists() else None


def manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    """A UI manager with the game's theme."""
    return pygame_gui.UIManager(size, theme_path())


def button(
    ui: pygame_gui.UIManager,
    rect: pygame.Rect,
    text: str,
    tip: str | None = None,
    style: str | None = None,
) -> pygame_gui.elements.UIButton:
    """A themed button; ``style`` is a theme object id such as '#big' or '#chosen'."""
    return pygame_gui.elements.UIButton(
        rect, text, manager=ui, tool_tip_text=tip, object_id=ObjectID(object_id=style)
    )


__all__ = ["button", "manager", "theme_path"]
