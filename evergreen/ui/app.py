"""The application: window, frame loop, scene stack and the settings the scenes share."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

import pygame

from evergreen import i18n
from evergreen.i18n import _
from evergreen.rules import Command, GameState
from evergreen.session import Session
from evergreen.ui.layout import clamp_size
from evergreen.ui.scene import SceneManager

if TYPE_CHECKING:
    from evergreen.ui.bot_driver import BotDriver

log = logging.getLogger("evergreen")
BACKGROUND = (226, 221, 204)


class Speed(StrEnum):
    """Animation speed setting."""

    OFF = "off"
    NORMAL = "normal"
    FAST = "fast"

    @property
    def factor(self) -> float:
        """Multiplier on animation durations (0 = no animation)."""
        return {Speed.OFF: 0.0, Speed.NORMAL: 1.0, Speed.FAST: 0.4}[self]

    def next(self) -> Speed:
        """The next setting in the cycle off → normal → fast → off."""
        order = list(Speed)
        return order[(order.index(self) + 1) % len(order)]


@dataclass
class Options:
    """What the command line asked for."""

    size: tuple[int, int] | None = None  # None: the saved setting
    players: int | None = None
    seed: int | None = None
    demo: bool = False
    frames: int | None = None
    speed: Speed | None = None  # None: the saved setting
    started: float = field(default_factory=time.perf_counter)


class App:
    """Owns the window and runs frames; scenes do the rest."""

    def __init__(self, options: Options) -> None:
        from evergreen.persistence.settings import language_chosen, load_settings
        from evergreen.ui import text

        self.options = options
        self.settings, problem = load_settings()
        #: The language the player chose, or None: the system's is followed.
        self.language: str | None = (
            self.settings.language if language_chosen(self.settings) else None
        )
        i18n.set_language(self.language or i18n.system_language())
        log.info("language: %s%s", i18n.language(), "" if self.language else " (the system's)")
        if problem:  # said again, now in the player's language
            self.settings, problem = load_settings()
        text.set_ui_scale(self.settings.ui_scale)
        self.speed = options.speed or Speed(self.settings.animation)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Evergreen")
        set_icon()
        self.windowed = clamp_size(*(options.size or self.settings.window_size))
        self.screen = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        self.scenes = SceneManager()
        self.notices = Notices()
        self.running = True
        self.frames = 0
        self.fullscreen = False
        self._top_name = ""
        self.crashed = False
        self._bots: BotDriver | None = None
        #: The Hard bot's (and the hint's) thinking time per turn, in seconds.
        self.hard_seconds = self.settings.hard_seconds
        self.clock = pygame.time.Clock()
        if problem:
            self.notice(problem)
        if options.size is None and self.settings.fullscreen:
            self.set_window(self.windowed, fullscreen=True)
        self.scenes.push(self.first_scene())

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        return self.screen.get_size()

    def first_scene(self) -> object:
        """Title screen, or straight into a game (--players/--seed) or the demo (--demo)."""
        from evergreen.ui.scenes.game import GameScene, demo_session
        from evergreen.ui.scenes.title import TitleScene

        opts = self.options
        seed = opts.seed if opts.seed is not None else int(time.time())
        if opts.demo:
            players = opts.players or 3
            return GameScene(self, demo_session(players, seed), demo=True)
        if opts.players:
            return GameScene(self, Session.start(opts.players, seed))
        return TitleScene(self)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw."""
        for event in pygame.event.get():
            self.dispatch(event)
        self.scenes.update(dt)
        top = type(self.scenes.top).__name__
        if top != self._top_name:
            log.info("scene: %s", top)
            self._top_name = top
        self.notices.update(dt)
        self.screen.fill(BACKGROUND)
        self.scenes.draw(self.screen)
        self.notices.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            top = type(self.scenes.top).__name__
            ms = (time.perf_counter() - self.options.started) * 1000
            log.info("first frame drawn: %s after %.0f ms", top, ms)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: quit, resize and F1 here; the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize(event.w, event.h)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.toggle_help()
        else:
            self.scenes.handle_event(event)

    def resize(self, width: int, height: int) -> None:
        """Apply a new window size (never below the minimum)."""
        size = clamp_size(width, height)
        if size != self.size and not self.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if not self.fullscreen:
            self.windowed = self.size
        self.scenes.resize(self.size)

    def set_window(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Switch between a window of ``size`` and fullscreen."""
        if fullscreen:
            if not self.fullscreen:
                self.windowed = self.size
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.windowed = clamp_size(*size)
            self.screen = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        self.fullscreen = fullscreen
        self.scenes.resize(self.size)

    def toggle_help(self) -> None:
        """Open or close the rules overlay from any scene."""
        from evergreen.ui.scenes.help import HelpScene

        if isinstance(self.scenes.top, HelpScene):
            self.scenes.pop()
        else:
            self.scenes.push(HelpScene(self))

    def set_language(self, language: str) -> None:
        """Switch the language now (every scene's widgets are rebuilt) and keep the choice."""
        i18n.set_language(language)
        self.language = language
        self.scenes.resize(self.size)
        self.keep_settings()

    def set_ui_scale(self, percent: int) -> None:
        """Make text ``percent`` % of its normal size now, and keep the choice."""
        from evergreen.ui import text

        text.set_ui_scale(percent)
        self.scenes.resize(self.size)
        self.keep_settings()

    def notice(self, text: str) -> None:
        """Tell the player something for a few seconds, over any scene (a save failed...)."""
        log.info("notice: %s", text)
        self.notices.add(text)

    def keep_settings(self) -> None:
        """Write the settings the player has now (window, animation speed, language, text
        size) if they changed."""
        from evergreen.persistence import SaveError, save_settings
        from evergreen.persistence.settings import language_chosen
        from evergreen.ui import text

        update: dict[str, object] = {
            "window_size": self.windowed,
            "fullscreen": self.fullscreen,
            "animation": self.speed.value,
            "ui_scale": round(text.ui_scale() * 100),
            "hard_seconds": self.hard_seconds,
        }
        if self.language is not None:
            update["language"] = self.language
        new = self.settings.model_copy(update=update)
        chose = language_chosen(new) and not language_chosen(self.settings)
        if new == self.settings and not chose:
            return
        try:
            save_settings(new)
        except SaveError as exc:
            self.notice(_("Settings not kept: {reason}").format(reason=exc))
        self.settings = new

    def autosave(self) -> None:
        """Autosave the game in progress, if any (the demo's games are not kept)."""
        from evergreen.ui.scenes.game import GameScene

        game = self.scenes.find(GameScene)
        if isinstance(game, GameScene):
            game.autosave()

    @property
    def bots(self) -> BotDriver:
        """The bot driver and its worker process (started when a bot first thinks)."""
        if self._bots is None:
            from evergreen.ai.worker import BotWorker
            from evergreen.ui.bot_driver import BotDriver

            self._bots = BotDriver(BotWorker(), hard_time=float(self.hard_seconds))
        return self._bots

    def set_hard_seconds(self, seconds: float) -> None:
        """Change the Hard bot's thinking time (kept with the other settings)."""
        self.hard_seconds = seconds
        if self._bots is not None:
            self._bots.hard_time = float(seconds)

    @property
    def bots_thinking(self) -> bool:
        """True while the worker thinks (without starting it)."""
        return self._bots is not None and self._bots.thinking

    def bots_hint(self, state: GameState) -> list[Command] | None:
        """The hint for ``state`` if one has arrived (without starting the worker)."""
        return None if self._bots is None else self._bots.hint_now(state)

    def close(self) -> None:
        """End the bot worker (even mid-thought): no process is left behind."""
        if self._bots is not None:
            self._bots.worker.close()
            self._bots = None

    def quit(self) -> None:
        """Leave: the game in progress and the settings are kept first."""
        self.autosave()
        self.keep_settings()
        self.close()
        self.running = False

    def frame(self, dt: float) -> None:
        """One frame; an unexpected error shows the apology screen instead of ending the
        program (an error on that screen too ends it)."""
        try:
            self.step(dt)
        except Exception as exc:
            if self.crashed:
                raise
            self.crash(exc)

    def crash(self, exc: Exception) -> None:
        """Log the error to a file, keep the game (autosave), show the apology."""
        from evergreen.ui.crash import CrashScene, write_crash_log

        self.crashed = True
        path = write_crash_log(exc)
        saved = False
        try:
            from evergreen.ui.scenes.game import GameScene

            game = self.scenes.find(GameScene)
            if isinstance(game, GameScene):
                saved = game.autosave()
        except Exception as err:  # the state is kept by the previous autosave
            log.error("autosave after the error failed: %s", err)
        self.scenes.reset(CrashScene(self, path, saved))

    def run(self) -> int:
        """The frame loop; returns the exit code."""
        while self.running:
            dt = self.clock.tick(60) / 1000
            self.frame(min(dt, 0.1))
            if self.options.frames is not None and self.frames >= self.options.frames:
                break  # a smoke test: nothing is saved
        self.close()
        pygame.quit()
        return 0


def set_icon() -> None:
    """The window's icon, from the same drawn source as the packaged app's icons."""
    from evergreen.resources import asset

    try:
        pygame.display.set_icon(
            pygame.image.load_sized_svg(asset("icons", "evergreen.svg"), (64, 64))
        )
    except (pygame.error, FileNotFoundError, OSError) as exc:
        log.warning("no window icon: %s", exc)


class Notices:
    """Short messages to the player, shown one at a time at the bottom of the window."""

    SECONDS = 5.0

    def __init__(self) -> None:
        self.queue: list[str] = []
        self.left = 0.0

    def add(self, text: str) -> None:
        """Queue a message (a repeat of the one showing is dropped)."""
        if not (self.queue and self.queue[-1] == text):
            self.queue.append(text)
        if len(self.queue) == 1:
            self.left = self.SECONDS

    @property
    def current(self) -> str | None:
        """The message showing now."""
        return self.queue[0] if self.queue else None

    def update(self, dt: float) -> None:
        """Count down; the next message follows."""
        if not self.queue:
            return
        self.left -= dt
        if self.left <= 0:
            self.queue.pop(0)
            self.left = self.SECONDS

    def draw(self, surface: pygame.Surface) -> None:
        """A dark box with the message, wrapped, at the bottom centre."""
        from evergreen.ui.layout import Layout
        from evergreen.ui.text import wrap

        if not self.queue:
            return
        lay = Layout(*surface.get_size(), players=0)
        lines = wrap(self.queue[0], lay.px(18), lay.px(520), max_lines=6)
        h = sum(img.get_height() for img in lines) + lay.px(20)
        w = max(img.get_width() for img in lines) + lay.px(32)
        box = pygame.Rect(0, 0, w, h)
        box.topright = lay.rect(1270, 54, 0, 0).topleft
        pygame.draw.rect(surface, (33, 37, 33), box, border_radius=lay.px(10))
        pygame.draw.rect(surface, (196, 120, 24), box, lay.px(2), border_radius=lay.px(10))
        y = box.y + lay.px(10)
        for img in lines:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
