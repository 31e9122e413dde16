"""The application: window, frame loop, scene stack and the settings the scenes share."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from enum import StrEnum

import pygame

from evergreen.session import SeatKind, Session
from evergreen.ui.layout import clamp_size
from evergreen.ui.scene import SceneManager

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

    size: tuple[int, int] = (1280, 800)
    players: int | None = None
    seed: int | None = None
    demo: bool = False
    frames: int | None = None
    speed: Speed = Speed.NORMAL
    started: float = field(default_factory=time.perf_counter)


class App:
    """Owns the window and runs frames; scenes do the rest."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.speed = options.speed
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Evergreen")
        self.screen = pygame.display.set_mode(clamp_size(*options.size), pygame.RESIZABLE)
        self.scenes = SceneManager()
        self.running = True
        self.frames = 0
        self.fullscreen = False
        self._top_name = ""
        self.clock = pygame.time.Clock()
        self.scenes.push(self.first_scene())

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        return self.screen.get_size()

    def first_scene(self) -> object:
        """Title screen, or straight into a game (--players/--seed) or the demo (--demo)."""
        from evergreen.ui.scenes.game import GameScene
        from evergreen.ui.scenes.title import TitleScene

        opts = self.options
        seed = opts.seed if opts.seed is not None else int(time.time())
        if opts.demo:
            players = opts.players or 3
            return GameScene(
                self, Session.start(players, seed, (SeatKind.BOT,) * players), demo=True
            )
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
        self.screen.fill(BACKGROUND)
        self.scenes.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            top = type(self.scenes.top).__name__
            ms = (time.perf_counter() - self.options.started) * 1000
            log.info("first frame drawn: %s after %.0f ms", top, ms)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: quit, resize and F1 here; the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
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
        self.scenes.resize(self.size)

    def set_window(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Switch between a window of ``size`` and fullscreen."""
        self.fullscreen = fullscreen
        if fullscreen:
            self.options.size = self.size
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(clamp_size(*size), pygame.RESIZABLE)
        self.scenes.resize(self.size)

    def toggle_help(self) -> None:
        """Open or close the rules overlay from any scene."""
        from evergreen.ui.scenes.help import HelpScene

        if isinstance(self.scenes.top, HelpScene):
            self.scenes.pop()
        else:
            self.scenes.push(HelpScene(self))

    def run(self) -> int:
        """The frame loop; returns the exit code."""
        while self.running:
            dt = self.clock.tick(60) / 1000
            self.step(min(dt, 0.1))
            if self.options.frames is not None and self.frames >= self.options.frames:
                break
        pygame.quit()
        return 0
