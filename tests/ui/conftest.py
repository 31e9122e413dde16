"""Headless pygame for UI tests: the dummy video and audio drivers, set before pygame loads."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest


@pytest.fixture(autouse=True)
def _close_apps() -> object:
    """End every app's bot worker after each test: no process outlives its test."""
    from tests.ui.driver import APPS

    yield
    while APPS:
        APPS.pop().close()
