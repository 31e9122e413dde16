"""What the Settings screen asks of the App besides what any scene may (``kit.scene.Host``):
the window's size and mode, the volumes, the Hard bot's thinking time, the language and text
size, and keeping them. Only this screen changes them; the App makes it (``settings_screen``),
so no other screen needs more than a ``Host``."""

from __future__ import annotations

from typing import Protocol

from evergreen.ui.kit.scene import Host


class SettingsHost(Host, Protocol):
    """The App as the Settings screen sees it."""

    #: The window's size when not fullscreen, and whether it is fullscreen.
    windowed: tuple[int, int]
    fullscreen: bool
    #: The volume sliders (percent): master, effects, music, ambience.
    volumes: tuple[int, int, int, int]
    #: The Hard bot's (and the hint's) thinking time per turn, in seconds.
    hard_seconds: float

    def set_window(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Switch between a window of ``size`` and fullscreen."""
        ...

    def set_volumes(self, master: int, effects: int, music: int, ambience: int) -> None:
        """The volume sliders' values (percent), heard at once."""
        ...

    def set_hard_seconds(self, seconds: float) -> None:
        """Change the Hard bot's thinking time."""
        ...

    def set_language(self, language: str) -> None:
        """Switch the language now (every scene's widgets are rebuilt) and keep the choice."""
        ...

    def set_ui_scale(self, percent: int) -> None:
        """Make text ``percent`` % of its normal size now, and keep the choice."""
        ...

    def keep_settings(self) -> None:
        """Write the settings the player has now, if they changed."""
        ...
