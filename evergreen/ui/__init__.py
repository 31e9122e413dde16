"""The game window (pygame-ce), in rooms that follow the data's flow (see docs/ARCHITECTURE.md):
``app`` (the App), ``kit`` (reusable pieces), ``sound``, ``words`` (texts, no pygame), ``art``
(drawn in code), ``game`` (the game screen) and ``screens`` (the others)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
