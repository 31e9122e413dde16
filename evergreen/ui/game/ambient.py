"""The large planet's ambient motion on the game screen: its clock, and the layer the board
draws with it (``ui/art/ambient_art`` draws it).

The motion is stepped (``STEP``): between two steps nothing on the planet changes, so the
window sleeps and a waiting game costs a few frames a second, each redrawing the planet's
rect alone (``GameFrame.draw_frame``). It is still, exactly as without it, with Reduce
motion or animations off; and it never asks for a frame while the window is hidden or
minimised (``window_shown``): the planet then stays as last drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from evergreen.rules import Piece, Planet, Season, Sun
from evergreen.ui.art import ambient_art
from evergreen.ui.art.board import PLANET_RADIUS, SIDE_ANGLE, grid_edges, planet_area
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.speed import Speed

#: Seconds between two steps of the motion (eight a second: a sway of a few pixels, a
#: drifting soft shadow and falling snow read as smooth at this rate, and a waiting game
#: stays within its budget: each step is a frame drawn and presented).
STEP = 0.125

#: The pieces the layer draws itself (left out of the planet's picture), and how it draws
#: them with the rest of the motion over the picture (see ``board.draw_planet``).
Layer = tuple[frozenset[int], Callable[[pygame.Surface], None]]


def window_shown() -> bool:
    """True unless the window is hidden or minimised (no window yet counts as shown)."""
    if pygame.display.get_surface() is None:
        return True
    return bool(pygame.display.get_active())


def seconds_now() -> float:
    """The game clock in seconds (pygame's ticks)."""
    return pygame.time.get_ticks() / 1000


class Ambient:
    """The ambient motion of one game screen: whether it moves, the moment it shows, when it
    next changes, and the layer it lays over the planet."""

    def __init__(self, host: Host, seed: int = 0) -> None:
        self.host = host
        self.seed = seed
        #: Where the time comes from (None: ``seconds_now``; tests set a clock of their own).
        self.clock: Callable[[], float] | None = None

    def now(self) -> float:
        """The clock's time, in seconds."""
        return (self.clock or seconds_now)()

    def on(self) -> bool:
        """True when the planet moves: not with Reduce motion, not with animations off."""
        return not self.host.reduce_motion and self.host.speed is not Speed.OFF

    def moment(self) -> float | None:
        """The moment shown now, stepped (None: the planet is still)."""
        if not self.on():
            return None
        return math.floor(self.now() / STEP + 1e-6) * STEP

    def key(self) -> int | None:
        """The step shown now (None while still): a frame whose key is the same as the last
        one's shows the same motion."""
        t = self.moment()
        return None if t is None else round(t / STEP)

    def wake_in(self) -> float | None:
        """Seconds until the next step, or None: still, or the window hidden or minimised
        (no frame is asked for what nobody sees)."""
        if not self.on() or not window_shown():
            return None
        now = self.now()
        return max(0.001, (math.floor(now / STEP + 1e-6) + 1) * STEP - now)

    def layer(
        self,
        lay: Layout,
        planet: Planet,
        sun: Sun,
        shaded: frozenset[int],
        season: Season,
        busy: frozenset[int] = frozenset(),
    ) -> Layer | None:
        """The motion over the large ``planet`` at this moment: its swaying pieces (but the
        ``busy`` ones, growing in), a cloud's shadow, the ``season``'s particles; None while
        still. It draws within the planet's rect below the top bar only."""
        t = self.moment()
        if t is None:
            return None
        seed = self.seed
        swaying = frozenset(
            i
            for i in planet.layout.plantable
            if planet.pieces[i] and ambient_art.sways(Piece(planet.pieces[i])) and i not in busy
        )
        edges = grid_edges(lay)
        radius = lay.px(PLANET_RADIUS)
        centre = disc_centre(lay)

        def draw(surface: pygame.Surface) -> None:
            clip = surface.get_clip()
            surface.set_clip(clip.clip(region(lay)))
            try:
                for i in sorted(swaying):
                    rect = lay.space_rect(i)
                    c = i % 7
                    w = edges[0][c + 1] - edges[0][c]
                    level = ambient_art.sway_level(i, t, seed)
                    img = ambient_art.sway_sprite(
                        w, Piece(planet.pieces[i]), i in shaded, sun, i, level
                    )
                    surface.blit(img, (rect.x, rect.y))
                ambient_art.cloud_pictures(radius)  # baked with the first frame, not later
                cloud = ambient_art.cloud_at(t, seed)
                if cloud is not None:
                    ambient_art.draw_cloud(surface, centre, radius, cloud)
                ambient_art.draw_particles(surface, centre, radius, season, t, seed)
            finally:
                surface.set_clip(clip)

        return swaying, draw

    def draw_breath(self, surface: pygame.Surface, lay: Layout, side: Sun) -> None:
        """The sun token's glow swelling and ebbing (under the token, drawn after it)."""
        t = self.moment()
        if t is None:
            return
        centre, orbit = lay.sun_orbit()
        angle = math.radians(SIDE_ANGLE[Sun(side)])
        size = lay.sun_rect(Sun(side)).width
        glow = ambient_art.breath_glow(
            round(size * ambient_art.GLOW_SPAN), ambient_art.breath_level(t)
        )
        at = glow.get_rect(
            center=(
                round(centre[0] + math.cos(angle) * orbit),
                round(centre[1] + math.sin(angle) * orbit),
            )
        )
        clip = surface.get_clip()
        surface.set_clip(clip.clip(region(lay)))
        try:
            surface.blit(glow, at)
        finally:
            surface.set_clip(clip)


def disc_centre(lay: Layout) -> tuple[float, float]:
    """The large planet's centre in the window (its grid is centred on its disc)."""
    edges = grid_edges(lay)
    g = lay.grid
    return g.x + edges[0][-1] / 2, g.y + edges[1][-1] / 2


def region(lay: Layout) -> pygame.Rect:
    """Where the motion may draw: the planet's rect below the top bar (what a frame that
    redraws the board alone covers; nothing it keeps as a picture lies there)."""
    area = planet_area(lay)
    top = max(area.top, lay.top_bar.bottom)
    return pygame.Rect(area.x, top, area.width, max(0, area.bottom - top))
