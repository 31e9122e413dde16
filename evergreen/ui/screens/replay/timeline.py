"""The replay's timeline along the bottom: the game's seasons as bands, its rounds as ticks,
the point shown as a handle to drag, and marks of any kind laid on it (``Mark``: the review
will put its grades there).

Geometry (where a point of the game lies, which point a pixel is) is apart from drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from evergreen.rules import Season
from evergreen.rules.tables import SEASON_OF_ROUND
from evergreen.session.replay import Replay
from evergreen.ui.art import planet_art
from evergreen.ui.game import corner
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE
from evergreen.ui.kit.text import INK, LIGHT, em, fit, font
from evergreen.ui.words.names import season_name

#: The strip in design pixels (x, y, w, h), under the board, and the counter beside it.
STRIP = (20, 698, 592, 42)
COUNTER = (618, 698, 82, 42)
#: The strip's inner margin: the first and last points stand this far from its ends.
PAD = 10
#: A click this far (design pixels) above or below the strip still takes the handle.
REACH = 8
UNPLAYED = (250, 248, 240, 150)
TICK = (62, 107, 72)
HANDLE = (196, 120, 28)


@dataclass(frozen=True)
class Mark:
    """Something to point out at a point of the game (a review's grade, later)."""

    index: int
    colour: tuple[int, int, int]


@dataclass(frozen=True)
class Timeline:
    """The strip for one replay in one window."""

    replay: Replay
    layout: Layout

    @property
    def rect(self) -> pygame.Rect:
        """The strip in window pixels."""
        return self.layout.rect(*STRIP)

    @property
    def counter_rect(self) -> pygame.Rect:
        """Where 'point / points' is written."""
        return self.layout.rect(*COUNTER)

    def x_of(self, index: int) -> int:
        """The pixel column of the point after ``index`` commands."""
        r, pad = self.rect, self.layout.px(PAD)
        n = max(1, len(self.replay))
        return round(r.x + pad + (r.width - 2 * pad) * index / n)

    def index_at(self, x: int) -> int:
        """The point nearest a pixel column (clamped to the game)."""
        r, pad = self.rect, self.layout.px(PAD)
        span = max(1, r.width - 2 * pad)
        n = len(self.replay)
        return max(0, min(n, round((x - r.x - pad) * n / span)))

    def grabs(self, pos: tuple[int, int]) -> bool:
        """True if a press at ``pos`` takes the handle (on the strip, or just by it)."""
        return self.rect.inflate(0, 2 * self.layout.px(REACH)).collidepoint(pos)

    def seasons(self) -> list[tuple[Season, int, int]]:
        """Each season's band: the season and its first and last point."""
        starts = self.replay.season_starts
        bands = []
        for k, start in enumerate(starts):
            end = starts[k + 1] if k + 1 < len(starts) else len(self.replay)
            rnd = self.replay.state_at(start).round if k else 0
            season = Season(int(SEASON_OF_ROUND[min(rnd, len(SEASON_OF_ROUND) - 1)]))
            bands.append((season, start, end))
        return bands

    # -- drawing ----------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        index: int,
        bands: Sequence[tuple[Season, int, int]],
        marks: Sequence[Mark] = (),
    ) -> None:
        """The strip with the point ``index`` shown: bands, ticks, marks and the handle."""
        lay, r = self.layout, self.rect
        radius = lay.px(8)
        pygame.draw.rect(surface, LIGHT, r, border_radius=radius)
        for season, start, end in bands:
            self._band(surface, season, start, end)
        for start in self.replay.round_starts[1:]:
            x = self.x_of(start)
            pygame.draw.line(surface, TICK, (x, r.bottom - lay.px(12)), (x, r.bottom - 2), 2)
        handle = self.x_of(index)
        ahead = pygame.Rect(handle, r.y, r.right - handle, r.height)
        if ahead.width > 0:
            veil = pygame.Surface(ahead.size, pygame.SRCALPHA)
            veil.fill(UNPLAYED)
            surface.blit(veil, ahead)
        for mark in marks:
            x = self.x_of(mark.index)
            size = lay.px(5)
            points = [(x, r.y + size * 2), (x - size, r.y + size), (x, r.y), (x + size, r.y + size)]
            pygame.draw.polygon(surface, mark.colour, points)
        pygame.draw.rect(surface, EDGE, r, lay.px(2), border_radius=radius)
        self._handle(surface, handle)
        self._counter(surface, index)

    def _band(self, surface: pygame.Surface, season: Season, start: int, end: int) -> None:
        lay, r = self.layout, self.rect
        left = r.x if start == 0 else self.x_of(start)
        right = r.right if end >= len(self.replay) else self.x_of(end)
        band = pygame.Rect(left, r.y, right - left, r.height)
        colour = planet_art.SKY[season][1]
        pygame.draw.rect(surface, colour, band.inflate(0, -lay.px(4)))
        spot = self.name_rect(start, end)
        size = None if spot is None else self.name_size(season_name(season), spot.width)
        if spot is not None and size is not None:
            name = fit(season_name(season), size, spot.width, INK, True)
            surface.blit(name, spot.topleft)

    def name_size(self, name: str, room: int) -> float | None:
        """The size a season's name fits its band at, down to the game's smallest text; None
        if even that is too wide (the band's colour says the season: 'Autumn' shrank to
        12 px at 130 % text in a 1024×640 window, the game nearly over)."""
        size, floor = float(self.layout.px(17)), corner.smallest_em(self.layout)
        while font(size, True).size(name)[0] > room:
            if em(size - 0.5) < floor:
                return None
            size -= 0.5
        return size

    def name_rect(self, start: int, end: int) -> pygame.Rect | None:
        """Where a season's band writes its name (None if the band is too narrow): past the
        handle standing at the band's first point, so the handle never hides a letter."""
        lay, r = self.layout, self.rect
        left = self.handle_rect(start).right + lay.px(3)
        right = r.right if end >= len(self.replay) else self.x_of(end)
        room = right - left - lay.px(4)
        if room <= lay.px(24):
            return None
        return pygame.Rect(left, r.y + lay.px(5), room, lay.px(22))

    def handle_rect(self, index: int) -> pygame.Rect:
        """The handle at the point ``index``, its outline included."""
        lay, r = self.layout, self.rect
        bar = pygame.Rect(0, 0, lay.px(6), r.height + lay.px(8))
        bar.center = (self.x_of(index), r.centery)
        return bar.inflate(lay.px(2), lay.px(2))

    def _handle(self, surface: pygame.Surface, x: int) -> None:
        lay, r = self.layout, self.rect
        bar = pygame.Rect(0, 0, lay.px(6), r.height + lay.px(8))
        bar.center = (x, r.centery)
        pygame.draw.rect(surface, INK, bar.inflate(lay.px(2), lay.px(2)), border_radius=lay.px(3))
        pygame.draw.rect(surface, HANDLE, bar, border_radius=lay.px(3))

    def _counter(self, surface: pygame.Surface, index: int) -> None:
        box = self.counter_rect
        words = f"{index} / {len(self.replay)}"
        img = fit(words, self.layout.px(type_scale.CAPTION), box.width, INK, True)
        surface.blit(img, img.get_rect(center=box.center))
