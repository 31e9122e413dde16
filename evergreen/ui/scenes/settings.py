"""Settings: language, text size, animation speed, Reduce motion, window size, fullscreen,
the Hard bot's time; kept in the user config folder. Each change applies at once (a new language redraws every screen)."""

from __future__ import annotations

import pygame

from evergreen.i18n import LANGUAGES, N_, _, language, number
from evergreen.persistence.settings import HARD_SECONDS
from evergreen.ui import text
from evergreen.ui.scenes.base import WidgetScene

SIZES = [(1024, 640), (1280, 800), (1600, 1000), (1920, 1200)]
#: Each language by its own name (never translated: a player must find their own).
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}
SPEED_NAMES = {"off": N_("off"), "normal": N_("normal"), "fast": N_("fast")}
#: Design rects (x, y, w, h) of the buttons, top to bottom.
ROWS = {
    "language": (490, 258, 300, 46),
    "scale": (490, 310, 300, 46),
    "speed": (490, 362, 300, 46),
    "motion": (490, 414, 300, 46),
    "size": (490, 466, 300, 46),
    "full": (490, 518, 300, 46),
    "bots": (490, 570, 300, 46),
    "back": (490, 636, 300, 46),
}


class SettingsScene(WidgetScene):
    """Each button cycles or toggles one setting."""

    opaque = False
    escape_closes = True

    def build(self) -> None:
        app = self.app
        w, h = app.size
        percent = round(text.ui_scale() * 100)
        rows = {
            "language": (
                _("Language: {name}").format(name=LANGUAGE_NAMES[language()]),
                " / ".join(LANGUAGE_NAMES[code] for code in LANGUAGES),
            ),
            "scale": (
                _("Text size: {percent}%").format(percent=percent),
                _("Bigger text where there is room; at 100% no text is smaller than 14 px"),
            ),
            "speed": (
                _("Animation: {speed}").format(speed=_(SPEED_NAMES[app.speed.value])),
                _("Off, normal or fast; a click always skips an animation"),
            ),
            "motion": (
                _("Reduce motion: on") if app.reduce_motion else _("Reduce motion: off"),
                _(
                    "Only the motion needed to follow the game: shorter moves, no pulsing,"
                    " no sweeping light"
                ),
            ),
            "size": (
                _("Window: {width} × {height}").format(width=w, height=h),
                _("Cycle through window sizes (you can also drag the window's edge)"),
            ),
            "full": (_("Fullscreen: on") if app.fullscreen else _("Fullscreen: off"), None),
            "bots": (
                _("Hard bot: {seconds} s a turn").format(seconds=number(app.hard_seconds)),
                _("How long the Hard bot and the hint think about each move"),
            ),
            "back": (_("Back (Esc)"), None),
        }
        for name, (label, tip) in rows.items():
            style = "#primary" if name == "back" else None
            self.add_button(name, *ROWS[name], label, tip, style)

    def on_button(self, name: str) -> None:
        app = self.app
        if name == "language":
            now = LANGUAGES.index(language())
            app.set_language(LANGUAGES[(now + 1) % len(LANGUAGES)])
            return  # every scene, this one included, was rebuilt
        if name == "scale":
            now = text.UI_SCALES.index(round(text.ui_scale() * 100))
            app.set_ui_scale(text.UI_SCALES[(now + 1) % len(text.UI_SCALES)])
            return
        if name == "speed":
            app.speed = app.speed.next()
        elif name == "motion":
            app.reduce_motion = not app.reduce_motion
        elif name == "size":
            sizes = [s for s in SIZES if s != app.size]
            bigger = [s for s in sizes if s > app.size]
            app.set_window((bigger or sizes)[0], fullscreen=False)
        elif name == "full":
            app.set_window(app.windowed, fullscreen=not app.fullscreen)
        elif name == "bots":
            longer = [s for s in HARD_SECONDS if s > app.hard_seconds]
            app.set_hard_seconds((longer or HARD_SECONDS)[0])
        elif name == "back":
            app.scenes.pop()
            return
        app.keep_settings()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.veil(surface)
        self.panel(surface, 440, 170, 400, 530)  # covers the pause panel it may sit on
        self.title(surface, _("Settings"), 222, 36, 380)
        super().draw(surface)
