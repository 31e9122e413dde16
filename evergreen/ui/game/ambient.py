"""The large planet's ambient motion on the game screen: its clock, and the layer the board
draws with it (``ui/art/ambient_art`` draws it).

The motion is stepped (``STEP``): between two steps nothing on the planet changes, so the
window sleeps and a waiting game costs a few frames a second, each laying the planet's rect
from pictures kept under and over the motion and presenting only where the motion changed
(``Footprint``, ``GameFrame.draw_motion``). It is still, exactly as without it, with Reduce
motion or animations off; and it never asks for a frame while the window is hidden or
minimised (``window_shown``): the planet then stays as last drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

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


@dataclass
class Footprint:
    """Where the motion was drawn at one moment: each swaying piece's lean and space, the
    boxes of what drifts (particles, the cloud's shadow) and the sun's glow's level and box.
    Two moments' footprints say what changed between them (``changed``)."""

    leans: dict[int, tuple[int, pygame.Rect]] = field(default_factory=dict)
    drifting: list[pygame.Rect] = field(default_factory=list)
    glow: tuple[int, pygame.Rect] | None = None

    def changed(self, before: Footprint) -> list[pygame.Rect]:
        """The boxes where a frame showing this differs from one showing ``before`` (the
        rest of the picture being the same): the pieces whose lean changed, what drifts then
        and now, the glow if its level changed."""
        out = [*before.drifting, *self.drifting]
        for space in self.leans.keys() | before.leans.keys():
            now, then = self.leans.get(space), before.leans.get(space)
            if now is None or then is None or now[0] != then[0]:
                out.append((now or then)[1])  # type: ignore[index]
        if self.glow is not None and before.glow is not None:
            if self.glow[0] != before.glow[0] or self.glow[1] != before.glow[1]:
                out += [self.glow[1], before.glow[1]]
        elif self.glow is not None or before.glow is not None:
            out.append((self.glow or before.glow)[1])  # type: ignore[index]
        return [r for r in out if r.width and r.height]


class Ambient:
    """The ambient motion of one game screen: whether it moves, the moment it shows, when it
    next changes, and the layer it lays over the planet."""

    def __init__(self, host: Host, seed: int = 0) -> None:
        self.host = host
        self.seed = seed
        #: Where the time comes from (None: ``seconds_now``; tests set a clock of their own).
        self.clock: Callable[[], float] | None = None
        #: While set (``quiet``), the layer draws nothing but hands the surface to this, just
        #: after the planet's picture is laid, and the sun's glow is not drawn.
        self._capture: Callable[[pygame.Surface], None] | None = None
        #: Where the motion was last drawn (None: not yet, or not since it was left out).
        self.footprint: Footprint | None = None

    @contextmanager
    def quiet(self, capture: Callable[[pygame.Surface], None]) -> Iterator[None]:
        """Within: the board is drawn without its motion (the swaying pieces left out, no
        particles, cloud or glow) nor the sun token the glow lies under, and ``capture`` is
        given the surface twice: where the motion would be drawn (over the planet's picture,
        under the rings and marks), and where the glow and the token would (over those, under
        the corner's plates). ``GameFrame`` parts the board's layers there (``compose``)."""
        self._capture = capture
        self.footprint = None  # the motion is left out of what is drawn now
        try:
            yield
        finally:
            self._capture = None

    def part(self, surface: pygame.Surface) -> bool:
        """Where the sun's glow and token are drawn: within ``quiet``, the surface is handed
        to its capture and True is returned (leave them out); else False."""
        if self._capture is None:
            return False
        self._capture(surface)
        return True

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
        if self._capture is not None:
            return swaying, self._capture

        def draw(surface: pygame.Surface) -> None:
            clip = surface.get_clip()
            within = clip.clip(region(lay))
            surface.set_clip(within)
            drawn = Footprint()
            try:
                for i in sorted(swaying):
                    rect = lay.space_rect(i)
                    c = i % 7
                    w = edges[0][c + 1] - edges[0][c]
                    level = ambient_art.sway_level(i, t, seed)
                    img = ambient_art.sway_sprite(
                        w, Piece(planet.pieces[i]), i in shaded, sun, i, level
                    )
                    at = surface.blit(img, (rect.x, rect.y))
                    drawn.leans[i] = (level, at.union(rect).clip(within))
                ambient_art.cloud_pictures(radius)  # baked with the first frame, not later
                cloud = ambient_art.cloud_at(t, seed)
                if cloud is not None:
                    drawn.drifting.append(ambient_art.draw_cloud(surface, centre, radius, cloud))
                drawn.drifting += ambient_art.draw_particles(
                    surface, centre, radius, season, t, seed
                )
            finally:
                surface.set_clip(clip)
            drawn.drifting = [r.clip(within) for r in drawn.drifting]
            self.footprint = drawn

        return swaying, draw

    def draw_breath(self, surface: pygame.Surface, lay: Layout, side: Sun) -> None:
        """The sun token's glow swelling and ebbing (under the token, drawn after it)."""
        t = self.moment()
        if t is None or self._capture is not None:
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
        within = clip.clip(region(lay))
        surface.set_clip(within)
        try:
            surface.blit(glow, at)
        finally:
            surface.set_clip(clip)
        if self.footprint is not None:
            self.footprint.glow = (ambient_art.breath_level(t), at.clip(within))


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
