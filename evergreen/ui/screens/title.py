"""The title screen: a small living planet of the game's art (trees grow on it, the sun goes
round it) beside the game's name and its menu; Continue says which game it resumes.

The planet moves in slow steps and only where it moves is drawn again (``draw_frame``);
between steps the window sleeps (``wake_in``). With Reduce motion, or animations off, it
stands still.

The screens the menu leads to (New game, Load, Statistics, Achievements, the guided game)
are imported when first opened: the title is the first frame, and those screens with the
game's (``ui/app.py``) would add about a quarter of a second of imports before it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from evergreen.i18n import _
from evergreen.persistence import SaveError, continue_latest, latest_info
from evergreen.persistence_words import error_text, fallback_text
from evergreen.progress.daily_record import Day
from evergreen.rules import Season
from evergreen.session.match import Match, Mode
from evergreen.ui.art import title_art
from evergreen.ui.game.demo import demo_match
from evergreen.ui.kit import text, type_scale
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.paper import tooltip
from evergreen.ui.kit.scene import Host, Scene
from evergreen.ui.kit.speed import Speed
from evergreen.ui.kit.text import INK, fit
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.menu_look import ON_SKY, season_of
from evergreen.ui.screens.progress import today
from evergreen.ui.words.saves import continue_summary
from evergreen.version import VERSION

MENU_NAMES = (
    "continue",
    "new",
    "today",
    "learn",
    "load",
    "demo",
    "stats",
    "achievements",
    "rules",
    "settings",
    "quit",
)
#: The menu's column, right of the planet (design pixels): its left edge and width.
MENU_X, MENU_W = 846, 348
#: Continue (the primary button: the way back into a game), the line saying what it resumes,
#: then the rest, Today's deal with its state under it, pairs side by side, Quit a little
#: apart (every button of one height: tests/ui/test_contrast.py).
CONTINUE_Y, CONTINUE_H = 262, 42
CAPTION_Y = 308
FIRST_Y, BUTTON_H, GAP = 362, 42, 8
#: Today's deal's state, under its button (design y of the line's centre).
TODAY_Y = FIRST_Y + BUTTON_H + GAP
TODAY_CAPTION_Y = TODAY_Y + BUTTON_H + 14
HALF = (MENU_W - GAP) / 2


def _row(k: float) -> float:
    """The design y of the k-th row after Today's deal's caption."""
    return TODAY_Y + BUTTON_H + 32 + k * (BUTTON_H + GAP)


#: Design-space rects (x, y, w, h) of the menu's buttons, top to bottom.
MENU = {
    "continue": (MENU_X, CONTINUE_Y, MENU_W, CONTINUE_H),
    "new": (MENU_X, FIRST_Y, MENU_W, BUTTON_H),
    "today": (MENU_X, TODAY_Y, MENU_W, BUTTON_H),
    "learn": (MENU_X, _row(0), MENU_W, BUTTON_H),
    "load": (MENU_X, _row(1), HALF, BUTTON_H),
    "demo": (MENU_X + HALF + GAP, _row(1), HALF, BUTTON_H),
    "stats": (MENU_X, _row(2), HALF, BUTTON_H),
    "achievements": (MENU_X + HALF + GAP, _row(2), HALF, BUTTON_H),
    "rules": (MENU_X, _row(3), HALF, BUTTON_H),
    "settings": (MENU_X + HALF + GAP, _row(3), HALF, BUTTON_H),
    "quit": (MENU_X, _row(4) + 10, MENU_W, BUTTON_H),
}
#: What a frame redraws when only the buttons may have changed (hover, press, focus ring).
MENU_AREA = (
    MENU_X - 12,
    CONTINUE_Y - 12,
    MENU_W + 24,
    MENU["quit"][1] + BUTTON_H + 24 - CONTINUE_Y,
)
#: The game's name: its centre and size (design pixels), and its colours.
LOGO_CENTRE = (MENU_X + MENU_W / 2, 140)
LOGO_SIZE = type_scale.LOGO
LOGO_WIDTH = 400
LOGO_INK = (36, 84, 52)
LOGO_DEEP = (16, 40, 26)
LOGO_HALO = (255, 252, 236)
TAGLINE_Y = 210


class TitleScene(WidgetScene):
    """New game, demo, rules, animation speed, quit, beside the living planet."""

    partial_frames = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        #: When the title appeared, on the game clock (the planet's age counts from it).
        self.born = pygame.time.get_ticks()
        #: What Continue resumes, in one line ('' when there is nothing to continue).
        self.summary: tuple[str, str] = ("", "")
        #: Where the player stands on today's deal (read with the menu).
        self.today = Day(today.today(), None, None, None)
        self.season = Season.SPRING
        self.mouse = (-1, -1)
        #: What the last frame drew, so the next one redraws only what changed.
        self._shown: Shown | None = None
        self._planet: tuple[object, pygame.Surface] | None = None
        self._poked = False

    # -- the menu -------------------------------------------------------------------------
    def build(self) -> None:
        latest = latest_info()
        self.summary = continue_summary(latest) if latest is not None else ("", "")
        self.season = season_of(latest)
        self.today = today.standing()[0]
        rows: dict[str, tuple[str, str | None, Callable[[], object]]] = {
            "continue": (
                _("Continue"),
                _("Resume the last game where it was") if latest else None,
                self.continue_game,
            ),
            "new": (_("New game"), _("Set up a game: 1-4 players"), self.new_game),
            "today": (
                _("Today's deal"),
                _("One solo deal a day, the same for everyone, against the Hard bot's game"),
                lambda: today.start_today(self.app),
            ),
            "learn": (
                _("Learn to play"),
                _("A guided solo game: what to click, and why"),
                self.learn,
            ),
            "load": (_("Load"), _("Your saves and the example games"), self.load),
            "demo": (_("Watch a demo"), _("Bots play a game on their own"), self.demo),
            "stats": (
                _("Statistics"),
                _("Your finished games in figures and charts"),
                self.statistics,
            ),
            "achievements": (
                _("Achievements"),
                _("Goals of your own, and how near they are"),
                self.achievements,
            ),
            "rules": (_("Rules (F1)"), _("How to play Evergreen"), self.app.toggle_help),
            "settings": (
                _("Settings"),
                _("Language, text size, animation speed, window size"),
                lambda: self.app.scenes.push(self.app.settings_screen()),
            ),
            "quit": (_("Quit"), None, self.app.quit),
        }
        for name, (label, tip, action) in rows.items():
            style = "#primary" if name == "continue" else None
            enabled = bool(latest) or name != "continue"
            self.add_button(name, *MENU[name], label, tip, style, enabled, action)

    def new_game(self) -> None:
        """The New game screen."""
        from evergreen.ui.screens.setup.scene import SetupScene  # lazy: see the docstring

        self.app.scenes.push(SetupScene(self.app))

    def load(self) -> None:
        """The Load screen."""
        from evergreen.ui.screens.load.scene import LoadScene  # lazy: see the docstring

        self.app.scenes.push(LoadScene(self.app))

    def learn(self) -> None:
        """The guided first game (the App gives it its guide)."""
        from evergreen.ui.game import tutorial  # lazy: see the docstring

        match = Match.start(tutorial.PLAYERS, tutorial.SEED, mode=Mode.GUIDED)
        self.play(self.app.open_game(match))

    def demo(self) -> None:
        """Bots play a game on their own."""
        seed = pygame.time.get_ticks()
        self.play(self.app.open_game(demo_match(3, seed), demo=True))

    def statistics(self) -> None:
        """The Statistics screen."""
        from evergreen.ui.screens.progress.stats_scene import StatsScene  # lazy: see the docstring

        self.app.scenes.push(StatsScene(self.app))

    def achievements(self) -> None:
        """The Achievements screen."""
        from evergreen.ui.screens.progress import achievements_scene  # lazy: see the docstring

        self.app.scenes.push(achievements_scene.AchievementsScene(self.app))

    def continue_game(self) -> None:
        """Continue: the latest autosave (or, if it is damaged, the newest one that loads)."""
        try:
            found = continue_latest()
        except SaveError as exc:
            self.app.notice(_("Cannot continue: {reason}").format(reason=error_text(exc)))
            return
        if found is None:
            self.app.notice(_("There is no game to continue yet."))
            self.rebuild()
            return
        loaded, fallback = found
        if self.play(self.app.open_game(loaded.match)) and fallback is not None:
            self.app.notice(fallback_text(fallback))

    def play(self, game: Scene | None) -> bool:
        """Show the game (if it could be opened)."""
        if game is not None:
            self.app.scenes.push(game)
        return game is not None

    def pause(self) -> None:
        """A screen over the title: its planet's picture is let go (drawn again on return;
        15 MB at 3840×2160, kept under a game)."""
        super().pause()
        self._planet = None

    def resume(self) -> None:
        """Back on the title: Continue may have become possible (or a save was deleted)."""
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._poked = True  # the buttons may look different: the next frame redraws them
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        return super().handle_event(event)

    def disabled_tip(self) -> str:
        """Why Continue cannot be pressed, while the mouse is on it ('' otherwise, or while
        tips are closed)."""
        if not self.app.scenes.tips.open:
            return ""
        for button, name in self.buttons.items():
            if (
                name == "continue"
                and not button.is_enabled
                and button.rect.collidepoint(self.mouse)
            ):
                return _("There is no game in progress to continue: start a New game.")
        return ""

    # -- the living planet ----------------------------------------------------------------
    def still(self) -> bool:
        """True when the planet stands still: Reduce motion, or animations off."""
        return self.app.reduce_motion or self.app.speed is Speed.OFF

    def age(self) -> float:
        """Seconds since the title appeared (the game clock)."""
        return max(0.0, (pygame.time.get_ticks() - self.born) / 1000)

    def world(self) -> title_art.World:
        """The planet as it is now."""
        return title_art.world_at(None if self.still() else self.age())

    def wake_in(self) -> float | None:
        """The planet's next step (none when it stands still), or the buttons' own wait."""
        waits = [super().wake_in()]
        if not self.still():
            waits.append(title_art.next_change(self.age()))
        known = [w for w in waits if w is not None]
        return min(known) if known else None

    # -- drawing --------------------------------------------------------------------------
    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        """The whole window, or only what changed since the last frame: the sun's old and
        new places, the pieces growing, the part of the planet a grown piece changed (all
        of it when the light comes from a new side) and the menu after input. Each part is
        drawn by the same ``draw`` under a clip, so it looks exactly like a whole frame."""
        geo = title_art.Geometry(self.layout)
        world = self.world()
        tipped = self.disabled_tip() != "" or any(
            getattr(b, "tool_tip", None) is not None for b in self.buttons
        )
        buttons = tuple(
            (b.hovered, b.held, b.is_enabled, b.is_selected, str(b.text)) for b in self.buttons
        )
        shown = Shown(surface.get_size(), world, buttons, self.focus, tipped)
        last, self._shown = self._shown, shown
        poked, self._poked = self._poked, False
        if full or last is None or text.is_recording() or tipped or last.tipped:
            self.draw(surface, world)
            return None
        if last.size != shown.size:
            self.draw(surface, world)
            return None
        was = last.world
        dirty: list[pygame.Rect] = []
        if (was.planet, was.light) != (world.planet, world.light):
            dirty += geo.changed(was, world)
        if was.sun_angle != world.sun_angle:
            dirty.append(geo.sun_region(was.sun_angle).union(geo.sun_region(world.sun_angle)))
        if was.pops != world.pops:
            dirty += [geo.pop_rect(space) for space, *_rest in (*was.pops, *world.pops)]
        if poked or (last.buttons, last.focus) != (shown.buttons, shown.focus):
            dirty.append(self.layout.rect(*MENU_AREA))
        bounds = surface.get_rect()
        dirty = [r.clip(bounds) for r in dirty]
        dirty = [r for r in dirty if r.width and r.height]
        for rect in dirty:
            surface.set_clip(rect)
            try:
                self.draw(surface, world)
            finally:
                surface.set_clip(None)
        return dirty

    def draw(self, surface: pygame.Surface, world: title_art.World | None = None) -> None:
        lay = self.layout
        geo = title_art.Geometry(lay)
        world = world or self.world()
        title_art.blit_backdrop(surface, self.season, lay)
        area = geo.area
        surface.blit(self.planet_on_sky(geo, world), area)
        geo.draw_pops(surface, world)
        geo.draw_sun(surface, world.sun_angle)
        logo = logo_picture(lay.px(LOGO_SIZE), lay.px(LOGO_WIDTH))
        surface.blit(logo, logo.get_rect(center=lay.rect(*LOGO_CENTRE, 0, 0).topleft))
        tagline = fit(
            _("grow the greenest planet"), lay.px(type_scale.HEADING), lay.px(MENU_W + 60), ON_SKY
        )
        surface.blit(
            tagline,
            tagline.get_rect(
                center=lay.rect(*LOGO_CENTRE, 0, 0)
                .move(0, lay.px(TAGLINE_Y - LOGO_CENTRE[1]))
                .topleft
            ),
        )
        self.draw_caption(surface)
        self.draw_today(surface)
        surface.blit(*self.version_label(surface.get_size()))
        super().draw(surface)
        tip = self.disabled_tip()
        if tip:
            tooltip(surface, lay, self.mouse, tip)

    def version_label(self, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
        """The game's version, small, in the bottom-right corner of a window of ``size``:
        its picture and where it goes."""
        lay = self.layout
        img = fit(
            _("version {version}").format(version=VERSION),
            lay.px(type_scale.CAPTION),
            lay.px(300),
            ON_SKY,
        )
        corner = (size[0] - lay.px(12), size[1] - lay.px(8))
        return img, img.get_rect(bottomright=corner)

    def draw_caption(self, surface: pygame.Surface) -> None:
        """Under Continue: what it resumes (two lines: where the game stands, the points),
        or that there is nothing to resume yet."""
        lay = self.layout
        width = lay.px(MENU_W + 40)
        x = lay.rect(MENU_X + MENU_W / 2, 0, 0, 0).x
        first, second = self.summary
        if not first:
            img = fit(_("No game in progress yet"), lay.px(type_scale.CAPTION), width, ON_SKY)
            surface.blit(img, img.get_rect(center=(x, lay.rect(0, CAPTION_Y + 20, 0, 0).y)))
            return
        top = fit(first, lay.px(type_scale.CAPTION), width, INK)
        surface.blit(top, top.get_rect(midbottom=(x, lay.rect(0, CAPTION_Y + 22, 0, 0).y)))
        if second:
            low = fit(second, lay.px(type_scale.CAPTION), width, INK, bold=True)
            surface.blit(low, low.get_rect(midtop=(x, lay.rect(0, CAPTION_Y + 22, 0, 0).y)))

    def draw_today(self, surface: pygame.Surface) -> None:
        """Under Today's deal: where the player stands on it today."""
        lay = self.layout
        x = lay.rect(MENU_X + MENU_W / 2, 0, 0, 0).x
        line = today.state_line(self.today)
        colour = INK if self.today.played else ON_SKY
        img = fit(
            line, lay.px(type_scale.CAPTION), lay.px(MENU_W + 40), colour, bold=self.today.played
        )
        surface.blit(img, img.get_rect(center=(x, lay.rect(0, TODAY_CAPTION_Y, 0, 0).y)))

    def planet_on_sky(self, geo: title_art.Geometry, world: title_art.World) -> pygame.Surface:
        """The planet's picture on the sky behind it as one opaque picture (kept while the
        planet, the light, the season and the window stay the same)."""
        picture = geo.picture(world)
        area = geo.area
        key = (picture, self.season, tuple(area), (geo.lay.width, geo.lay.height))
        if self._planet is None or self._planet[0] != key:
            out = pygame.Surface(area.size)
            title_art.blit_backdrop(out, self.season, geo.lay, (0, 0), area)
            out.blit(picture, (0, 0))
            if pygame.display.get_surface() is not None:
                out = out.convert()
            self._planet = (key, out)
        return self._planet[1]


@dataclass(frozen=True)
class Shown:
    """What a frame showed: the next frame redraws where this differs."""

    size: tuple[int, int]
    world: title_art.World
    buttons: tuple[tuple[bool, bool, bool, bool, str], ...]
    focus: str | None
    tipped: bool


@bounded("screens.title.logo_picture", 4)
def logo_picture(pixels: int, width: int) -> pygame.Surface:
    """The game's name as a heading at most ``width`` wide: deep green letters on a soft
    pale halo (it reads on every season's sky) with a low shadow beneath."""
    name = "Evergreen"
    while pixels > 8 and text.font_em(pixels, bold=True).size(name)[0] > width:
        pixels -= 1
    face = text.font_em(pixels, bold=True)
    ink = face.render(name, True, LOGO_INK)
    pad = max(4, pixels // 4)
    size = (ink.get_width() + 2 * pad, ink.get_height() + 2 * pad)
    out = pygame.Surface(size, pygame.SRCALPHA)
    halo = pygame.Surface(size, pygame.SRCALPHA)
    halo.blit(face.render(name, True, LOGO_HALO), (pad, pad))
    halo = pygame.transform.gaussian_blur(halo, max(1, pixels // 10))
    out.blit(halo, (0, 0))
    out.blit(halo, (0, 0))
    deep = pygame.Surface(size, pygame.SRCALPHA)
    deep.blit(face.render(name, True, LOGO_DEEP), (pad, pad + max(1, pixels // 28)))
    deep = pygame.transform.gaussian_blur(deep, max(1, pixels // 36))
    deep.fill((255, 255, 255, 140), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(deep, (0, 0))
    out.blit(ink, (pad, pad))
    return out
