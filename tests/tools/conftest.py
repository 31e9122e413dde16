"""Headless pygame for the sound tools' tests (the mixer decodes the files as the game
does): the dummy video and audio drivers, set before pygame loads."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
