"""When something unexpected breaks: a crash log in the user log folder, the game autosaved,
and a short apology on screen instead of the window vanishing."""

from __future__ import annotations

import logging
import os
import traceback
from datetime import datetime
from pathlib import Path

import pygame

from evergreen.i18n import _
from evergreen.persistence import write_new
from evergreen.persistence.paths import user_dirs
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.text import INK, MUTED, wrap
from evergreen.ui.kit.widget_scene import WidgetScene

log = logging.getLogger("evergreen")
LOG_DIR_ENV = "EVERGREEN_LOG_DIR"


def log_dir() -> Path:
    """The user log folder ($EVERGREEN_LOG_DIR, else platformdirs', e.g. ~/.local/state)."""
    override = os.environ.get(LOG_DIR_ENV, "")
    if override:
        return Path(override).expanduser()
    return Path(user_dirs().user_log_dir)


def write_crash_log(exc: BaseException) -> Path | None:
    """Write the traceback to crash-YYYYmmdd-HHMMSS.log (-2, -3... for more crashes in the
    same second: none overwrites another); None if even that fails."""
    text = "".join(traceback.format_exception(exc))
    log.error("unexpected error:\n%s", text)
    try:
        stem = datetime.now().strftime("crash-%Y%m%d-%H%M%S")
        path = write_new(log_dir(), stem, ".log", text.encode("utf-8"))
    except OSError as err:
        log.error("could not write the crash log: %s", err)
        return None
    return path


class CrashScene(WidgetScene):
    """The apology: what happened, where the log is, that the game is kept."""

    def __init__(self, app: object, log_path: Path | None, saved: bool) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.log_path = log_path
        self.saved = saved

    def build(self) -> None:
        self.add_button("title", 420, 560, 200, 52, _("Title screen"), None, "#primary")
        self.add_button("quit", 660, 560, 200, 52, _("Quit"))

    def on_button(self, name: str) -> None:

        if name == "title":
            self.app.to_title()
        else:
            self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.title(surface, _("Sorry: something went wrong"), 200, type_scale.TITLE)
        where = str(self.log_path) if self.log_path else _("(the log could not be written)")
        if self.saved:
            kept = _("Your game was autosaved: Continue on the title screen resumes it.")
        else:
            kept = _("Your last autosave is untouched: Continue on the title screen resumes it.")
        lines = [
            (kept, INK),
            (_("What happened is written in this file; sending it to us helps fix it:"), MUTED),
            (where, INK),
        ]
        y = lay.rect(0, 280, 0, 0).y
        for text, colour in lines:
            for img in wrap(text, lay.px(type_scale.BODY), lay.px(1100), colour, max_lines=2):
                surface.blit(img, img.get_rect(midtop=(lay.rect(640, 0, 0, 0).x, y)))
                y += img.get_height()
            y += lay.px(18)
        super().draw(surface)
