"""Settings, in titled groups with every value in sight: Game (animation speed, Reduce motion,
the Hard bot's thinking time), Display (text size, window size, fullscreen), Language, Sound
(on or off, and the master, effects, music and ambience volumes on sliders, in decibels). Each change applies at
once (a new language or text size rebuilds every screen; a volume is heard as the slider
moves) and is kept in the user config folder. Drawn over the title or the pause menu, with
a veil."""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import LANGUAGES, N_, _, language, number
from evergreen.persistence.settings import HARD_SECONDS
from evergreen.ui.kit import text
from evergreen.ui.kit.speed import Speed
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.settings.groups import (
    GROUP_SIZE,
    HINT_SIZE,
    LABEL_SIZE,
    TITLE_SIZE,
    Arrangement,
    Control,
    Group,
    arrange,
)
from evergreen.ui.screens.settings.host import SettingsHost
from evergreen.ui.sound.cues import Cue

SIZES = [(1024, 640), (1280, 800), (1600, 1000), (1920, 1200)]
#: Each language by its own name (never translated: a player must find their own).
LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}
SPEED_NAMES = {"off": N_("Off"), "normal": N_("Normal"), "fast": N_("Fast")}
#: A group's panel inside the settings panel, and its title's colour (the panel's border
#: green: 4.5:1 and more on the group's paper).
GROUP_FILL = (236, 230, 212)
GROUP_EDGE = (214, 204, 178)
GROUP_INK = (52, 96, 62)
#: The volume sliders, in the order of ``App.volumes``.
VOLUMES = ("master", "effects", "music", "ambience")


def hard_value(seconds: float) -> str:
    """A thinking time as a button value ('0.5', '1', ...): a name, never shown."""
    return format(seconds, "g")


def on_off() -> list[tuple[str, str, str | None]]:
    """The options of a switch: Off, On."""
    return [("off", _("Off"), None), ("on", _("On"), None)]


def language_group() -> Group:
    """Every language by its own name."""
    return Group(
        _("Language"),
        [
            Control(
                "language",
                None,
                [(code, LANGUAGE_NAMES[code], None) for code in LANGUAGES],
                language(),
            )
        ],
    )


class SettingsScene(WidgetScene):
    """Segmented controls in titled groups; a press sets the value shown pressed in."""

    opaque = False
    escape_closes = True
    #: The App, as this screen sees it (more than any other scene's ``Host``).
    app: SettingsHost

    def __init__(self, app: SettingsHost) -> None:
        super().__init__(app)
        self.arrangement: Arrangement | None = None
        #: The volume sliders by name (their moves reach ``on_slider``).
        self.sliders: dict[str, pygame_gui.elements.UIHorizontalSlider] = {}
        self._moved = False  # a volume changed since it was last kept
        self._held = False  # the left mouse button is down (a slider may be dragged)

    def groups(self) -> list[Group]:
        """What the screen shows, group by group (a Sound group goes last)."""
        return [self.game_group(), self.display_group(), language_group(), self.sound_group()]

    def game_group(self) -> Group:
        """Animation speed, Reduce motion, the Hard bot's thinking time."""
        app = self.app
        return Group(
            _("Game"),
            [
                Control(
                    "speed",
                    _("Animation speed"),
                    [(s.value, _(SPEED_NAMES[s.value]), None) for s in Speed],
                    app.speed.value,
                    _("A click always skips an animation"),
                ),
                Control(
                    "motion",
                    _("Reduce motion"),
                    on_off(),
                    "on" if app.reduce_motion else "off",
                    _(
                        "Only the motion needed to follow the game: shorter moves, no pulsing,"
                        " no sweeping light"
                    ),
                ),
                Control(
                    "bots",
                    _("Hard bot's thinking time"),
                    [
                        (hard_value(s), _("{seconds} s").format(seconds=number(s)), None)
                        for s in HARD_SECONDS
                    ],
                    hard_value(app.hard_seconds),
                    _("How long the Hard bot and the hint think about each move"),
                ),
            ],
        )

    def display_group(self) -> Group:
        """Text size, window size (the size now if it is none of the choices), fullscreen."""
        app = self.app
        w, h = app.windowed
        sized = app.windowed in SIZES
        window_hint = (
            _("You can also drag the window's edge")
            if sized
            else _("Now {width} × {height}; you can also drag the window's edge").format(
                width=w, height=h
            )
        )
        return Group(
            _("Display"),
            [
                Control(
                    "scale",
                    _("Text size"),
                    [(str(p), _("{percent}%").format(percent=p), None) for p in text.UI_SCALES],
                    str(round(text.ui_scale() * 100)),
                    _("Bigger text where there is room; at 100% no text is smaller than 14 px"),
                ),
                Control(
                    "size",
                    _("Window size"),
                    [(f"{sw}x{sh}", f"{sw} × {sh}", None) for sw, sh in SIZES],
                    f"{w}x{h}",
                    window_hint,
                ),
                Control(
                    "full",
                    _("Fullscreen"),
                    on_off(),
                    "on" if app.fullscreen else "off",
                    None,
                ),
            ],
        )

    def sound_group(self) -> Group:
        """Sound on or off, and the four volume sliders."""
        app = self.app
        m_tip = _("M turns the sound off and on, on any screen")
        return Group(
            _("Sound"),
            [
                Control(
                    "sound",
                    None,
                    [("off", _("Off"), m_tip), ("on", _("On"), m_tip)],
                    "off" if app.sound.muted else "on",
                    _("No sound device was found: the game is silent (the settings are kept)")
                    if app.sound.silent
                    else None,
                ),
                *(
                    Control(name, label, [], str(value), kind="slider")
                    for name, label, value in zip(
                        VOLUMES,
                        (_("Volume"), _("Effects"), _("Music"), _("Ambience")),
                        app.volumes,
                        strict=True,
                    )
                ),
            ],
        )

    def measure(self, words: str, size: float, width: float, bold: bool) -> tuple[int, float]:
        """Lines and line height (design units) of ``words`` wrapped in ``width``."""
        lay = self.layout
        nominal = lay.px(size)
        lines = text.line_count(words, nominal, lay.px(width), bold) if words else 1
        return lines, text.font(nominal, bold).get_height() / lay.scale

    def build(self) -> None:
        self.arrangement = arrange(self.groups(), self.measure)
        self.sliders = {}
        for group in self.arrangement.groups:
            for placed in group.controls:
                c = placed.control
                if c.kind == "slider":
                    self.sliders[c.name] = pygame_gui.elements.UIHorizontalSlider(
                        self.layout.rect(*placed.box),
                        int(c.chosen),
                        (0, 100),
                        self.ui,
                        click_increment=5,
                        object_id="#volume",
                    )
                else:
                    self.add_choice(c.name, *placed.box, c.options, c.chosen)
        self.add_button("back", *self.arrangement.back, _("Back (Esc)"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            for name, slider in self.sliders.items():
                if event.ui_element is slider:
                    self.on_slider(name, int(event.value))
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._held = True
        handled = super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._held = False
            if self._moved:
                self.keep_volumes()
        return handled

    def on_slider(self, name: str, value: int) -> None:
        """A volume slider moved: heard at once, kept once the mouse lets go (an arrow's
        click moves it after the button is up: kept at once)."""
        volumes = dict(zip(VOLUMES, self.app.volumes, strict=True))
        volumes[name] = max(0, min(100, value))
        self.app.set_volumes(*(volumes[v] for v in VOLUMES))
        self._moved = True
        if not self._held:
            self.keep_volumes()

    def keep_volumes(self) -> None:
        """Keep the volumes set; a sample of the effects at their new level."""
        self._moved = False
        self.app.keep_settings()
        self.app.sound.play(Cue.VP_TICK)

    def exit(self) -> None:
        if self._moved:
            self.keep_volumes()

    def on_button(self, name: str) -> None:
        app = self.app
        kind, _sep, value = name.partition(":")
        if kind == "back":
            app.scenes.pop()
            return
        if kind == "language":
            app.set_language(value)
            return  # every scene, this one included, was rebuilt
        if kind == "scale":
            app.set_ui_scale(int(value))
            return
        if kind == "speed":
            app.speed = Speed(value)
        elif kind == "motion":
            app.reduce_motion = value == "on"
        elif kind == "size":
            width, height = (int(v) for v in value.split("x"))
            app.set_window((width, height), fullscreen=False)
        elif kind == "full":
            app.set_window(app.windowed, fullscreen=value == "on")
        elif kind == "bots":
            app.set_hard_seconds(next(s for s in HARD_SECONDS if hard_value(s) == value))
        elif kind == "sound":
            app.set_muted(value == "off")
        else:
            return
        app.keep_settings()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.veil(surface)
        a = self.arrangement
        if a is None:
            super().draw(surface)
            return
        lay = self.layout
        self.panel(surface, *a.panel)  # covers the pause panel it may sit on
        self.title(surface, _("Settings"), a.title_y, TITLE_SIZE, a.panel[2] - 40)
        for group in a.groups:
            r = lay.rect(*group.panel)
            pygame.draw.rect(surface, GROUP_FILL, r, border_radius=lay.px(10))
            pygame.draw.rect(surface, GROUP_EDGE, r, max(1, lay.px(1.5)), lay.px(10))
            gx, gy, gw, _gh = group.title
            img = text.fit(group.group.title, lay.px(GROUP_SIZE), lay.px(gw), GROUP_INK, True)
            surface.blit(img, lay.rect(gx, gy, 0, 0).topleft)
            for placed in group.controls:
                if placed.control.kind == "slider" and placed.label is not None:
                    self.draw_slider_label(
                        surface, placed.control.name, placed.control.label, placed.label
                    )
                elif placed.label is not None and placed.control.label:
                    x, y, w, _h = placed.label
                    img = text.fit(placed.control.label, lay.px(LABEL_SIZE), lay.px(w))
                    surface.blit(img, lay.rect(x, y, 0, 0).topleft)
                if placed.hint is not None and placed.control.hint:
                    x, y, w, _h = placed.hint
                    top = lay.rect(x, y, 0, 0).topleft
                    for line in text.wrap(
                        placed.control.hint, lay.px(HINT_SIZE), lay.px(w), text.MUTED
                    ):
                        surface.blit(line, top)
                        top = (top[0], top[1] + line.get_height())
        super().draw(surface)

    def draw_slider_label(
        self,
        surface: pygame.Surface,
        name: str,
        label: str | None,
        rect: tuple[float, float, float, float],
    ) -> None:
        """A volume's name at the left above its slider, its value at the right."""
        lay = self.layout
        x, y, w, _h = lay.rect(*rect)
        value = dict(zip(VOLUMES, self.app.volumes, strict=True))[name]
        shown = _("{percent}%").format(percent=value)
        size = lay.px(LABEL_SIZE)
        number = text.fit(shown, size, w, text.ACCENT_INK, True)
        surface.blit(number, number.get_rect(topright=(x + w, y)))
        words = text.fit(label or "", size, max(1, w - number.get_width() - lay.px(8)))
        surface.blit(words, (x, y))
