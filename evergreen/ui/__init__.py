"""The game window: pygame-ce scenes, board views, animation (see DESIGN.md)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
