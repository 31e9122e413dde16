"""The system clipboard, where there is one (the pause menu's code, the replay's record)."""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)

#: Video drivers with no clipboard shared with other programs (SDL would keep the text to
#: itself and say it copied).
NO_CLIPBOARD = frozenset({"dummy", "offscreen"})


def copy_text(words: str) -> bool:
    """Put ``words`` on the system clipboard; False where there is none (never raises)."""
    try:
        if not pygame.display.get_init() or pygame.display.get_driver() in NO_CLIPBOARD:
            return False
        pygame.scrap.put_text(words)
        return bool(pygame.scrap.get_text() == words)
    except (pygame.error, AttributeError, NotImplementedError, OSError) as exc:
        log.info("no clipboard: %s", exc)
        return False
