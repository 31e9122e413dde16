"""The system clipboard, where there is one: the pause menu's code and the replay's record
copied, a game record pasted on the Load screen."""

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


def paste_text() -> str:
    """The text on the clipboard ('' if none or no clipboard; never raises). Under a
    driver with no shared clipboard it is SDL's own, which only this window filled."""
    try:
        if not pygame.display.get_init():
            return ""
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError, OSError, UnicodeError) as exc:
        log.info("no clipboard: %s", exc)
        return ""
    return text if isinstance(text, str) else ""
