"""Headless pygame for UI tests: the dummy video and audio drivers, set before pygame loads."""

from __future__ import annotations

import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest


@pytest.fixture(autouse=True)
def _own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts from default settings in a folder of its own: what one test leaves
    there (the New game screen remembers its last setup) never reaches another."""
    from evergreen.persistence.paths import CONFIG_DIR_ENV

    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "own-config"))


@pytest.fixture(autouse=True)
def _close_apps() -> object:
    """End every app's bot worker after each test: no process outlives its test."""
    from tests.ui.driver import APPS

    yield
    while APPS:
        APPS.pop().close()


@pytest.fixture
def fonts() -> None:
    """pygame's fonts ready, for tests that draw text without a window."""
    import pygame

    pygame.font.init()


@pytest.fixture
def fresh_settings(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """No settings file: the test starts from the defaults (the system language), and the
    only settings it meets are the ones it writes."""
    monkeypatch.setenv("EVERGREEN_CONFIG_DIR", str(tmp_path))


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves and settings of the test's own, and today's deal's games made afresh: the
    saves folder (a test file with more to set up defines its own)."""
    from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
    from evergreen.ui.screens.progress import today

    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    today.REBUILT.clear()
    return tmp_path / "saves"
