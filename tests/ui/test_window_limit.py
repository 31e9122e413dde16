"""A window never larger than the desktop it opens on: a settings file asking for
16384×16384 (a hand edit, a large monitor since unplugged) opened a window that size (17 s
to start, minutes a frame under the dummy driver)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import Settings, save_settings, settings_path
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.ui.kit import window as app_module
from tests.ui.driver import click_button, frames, make_app, top


@pytest.fixture
def huge_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    save_settings(Settings(window_size=(16384, 16384)))
    return settings_path()


def test_with_no_desktop_known_the_window_stops_at_4k(huge_settings: Path) -> None:
    app = make_app(size=None)
    frames(app, 1)
    assert app.size == app_module.MAX_WINDOW
    app.keep_settings()
    assert json.loads(huge_settings.read_text())["window_size"] == list(app_module.MAX_WINDOW)


@pytest.fixture
def desktop(monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """A real driver's desktop of 1920×1080 (the dummy driver makes one up)."""
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    return 1920, 1080


def test_the_window_fits_the_desktop_at_start(
    huge_settings: Path, desktop: tuple[int, int]
) -> None:
    app = make_app(size=None)
    frames(app, 1)
    assert app.size == desktop


def test_the_window_fits_the_desktop_when_settings_are_applied(
    desktop: tuple[int, int],
) -> None:
    app = make_app(size=(1024, 640))
    app.set_window((16384, 9000), fullscreen=False)
    assert app.size == desktop
    app.resize(5000, 500)
    assert app.size == (1920, 640)  # the minimum height still holds
    app.set_window((1280, 800), fullscreen=False)
    assert app.size == (1280, 800)
    frames(app, 1)
    click_button(app, "settings")
    assert type(top(app)).__name__ == "SettingsScene"
