"""The window itself: opening it at a size (and telling the text its scale), and its icon."""

from __future__ import annotations

import logging
import os

import pygame

from evergreen.resources import asset
from evergreen.ui.kit import bounded_cache, text
from evergreen.ui.kit.layout import Layout, clamp_size

log = logging.getLogger("evergreen")


#: The largest window opened where no desktop size is known (a virtual driver).
MAX_WINDOW = (3840, 2160)
#: Video drivers whose "desktop" is made up: no real screen limits the window.
VIRTUAL_DRIVERS = frozenset({"dummy", "offscreen"})


def window_limit() -> tuple[int, int]:
    """The largest window that fits: the desktop the window opens on (the first display),
    or ``MAX_WINDOW`` where no desktop size is known."""
    try:
        virtual = pygame.display.get_driver() in VIRTUAL_DRIVERS
        sizes = [] if virtual else pygame.display.get_desktop_sizes()
    except pygame.error:
        sizes = []
    if not sizes or min(sizes[0]) <= 0:
        return MAX_WINDOW
    return sizes[0][0], sizes[0][1]


def fit_window(size: tuple[int, int]) -> tuple[int, int]:
    """A window size within the desktop (a settings file may ask for 16384×16384: a hand
    edit, or a large monitor since unplugged) and no smaller than the minimum."""
    most_w, most_h = window_limit()
    return clamp_size(min(size[0], most_w), min(size[1], most_h))


def open_window(size: tuple[int, int], flags: int) -> pygame.Surface:
    """The window at ``size``, fitted to the desktop (``flags``: resizable or fullscreen);
    the text is told how large it is against the design (small windows' text)."""
    if not flags & pygame.FULLSCREEN:
        size = fit_window(size)
    present_in_parts()
    screen = pygame.display.set_mode(size, flags)
    scale = Layout(*screen.get_size(), players=0).scale
    text.set_window_scale(scale)
    bounded_cache.set_scale(scale)  # pictures of sizes left behind go
    return screen


#: The video drivers whose own window framebuffer presents only the parts of the window a
#: frame updates (X11's shared-memory images).
PARTIAL_PRESENT_DRIVERS = frozenset({"x11"})


def present_in_parts() -> None:
    """On X11, the window's own framebuffer rather than SDL's texture framebuffer (set before
    the window's surface is first made; a value the person set in the environment stands).

    SDL's texture framebuffer uploads and presents the whole window whatever part a frame
    updates: in Xvfb 8 ms of the game's CPU a frame at 1280x800 and 17 ms at 1920x1080 for a
    40-pixel square (measured), so a frame that redraws the planet alone, eight times a
    second for its ambient motion, cost as much as a whole one. X11's own framebuffer
    presents the rects updated, as shared-memory images: a few microseconds of the game's
    CPU. Other drivers (Wayland, Windows, macOS) keep SDL's choice."""
    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return
    if driver in PARTIAL_PRESENT_DRIVERS:
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def last_resize_only(events: list[pygame.event.Event]) -> list[pygame.event.Event]:
    """``events`` without the window sizes a later event in them replaces: a drag of the
    window's edge sends a size for every step of the mouse, and each size applied builds
    every screen's widgets and pictures anew; only the last of a frame's is applied."""
    last = max((i for i, e in enumerate(events) if e.type == pygame.VIDEORESIZE), default=-1)
    return [e for i, e in enumerate(events) if e.type != pygame.VIDEORESIZE or i == last]


def set_icon() -> None:
    """The window's icon, from the same drawn source as the packaged app's icons."""
    try:
        pygame.display.set_icon(
            pygame.image.load_sized_svg(asset("icons", "evergreen.svg"), (64, 64))
        )
    except (pygame.error, FileNotFoundError, OSError) as exc:
        log.warning("no window icon: %s", exc)
