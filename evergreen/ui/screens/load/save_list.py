"""The Load screen's list: games in progress, the player's saves, finished games, game
records to import and the examples, in groups under headings; each entry a small picture of its planet and two lines.

Geometry (which row is where, what is under the mouse, scrolling) is kept apart from
drawing, in design pixels of the 1280×800 space, so it is tested without a window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from evergreen.i18n import N_, _
from evergreen.persistence import SaveInfo
from evergreen.rules.data_files import GRID
from evergreen.ui.art import menu_art, planet_art
from evergreen.ui.art.board import mini_planet
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE
from evergreen.ui.kit.text import INK, MUTED, fit

#: The list's box in design pixels (x, y, w, h): its height the most it takes; a shorter
#: list's sheet is as tall as its rows (no half-empty sheet), never under ``LEAST_H``.
BOX = (100, 100, 1080, 520)
LEAST_H = 200
#: Room under the last row in a sheet sized to its rows.
FOOT_PAD = 12
HEADER_H = 36
ROW_H = 80
THUMB = 66
#: Design pixels one wheel notch scrolls.
WHEEL_STEP = ROW_H
ERROR = (170, 40, 20)
CHOSEN = (214, 232, 206)
HOVER = (232, 238, 222)
#: The groups, in the order they are listed, with their headings.
GROUPS = (
    ("playing", N_("Games in progress")),
    ("named", N_("Your saves")),
    ("finished", N_("Finished games")),
    ("record", N_("Game records to import (.egr files beside the saves)")),
    ("example", N_("Examples")),
)


def group_of(info: SaveInfo) -> str:
    """Which group an entry is listed under."""
    if info.example:
        return "example"
    if info.record:
        return "record"
    if not info.autosave:
        return "named"
    return "finished" if info.over else "playing"


@dataclass(frozen=True)
class Row:
    """One line of the list: a heading (``info`` None) or an entry; ``y`` and ``h`` are in
    design pixels from the top of the list's content."""

    y: int
    h: int
    heading: str = ""
    info: SaveInfo | None = None


def rows_of(saves: Sequence[SaveInfo]) -> list[Row]:
    """The list's rows: each non-empty group's heading, then its entries (their order kept)."""
    rows, y = [], 0
    for key, heading in GROUPS:
        members = [info for info in saves if group_of(info) == key]
        if not members:
            continue
        rows.append(Row(y, HEADER_H, heading=heading))
        y += HEADER_H
        for info in members:
            rows.append(Row(y, ROW_H, info=info))
            y += ROW_H
    return rows


class SaveList:
    """The rows, the scroll position, and drawing them into the list's box."""

    def __init__(self, saves: Sequence[SaveInfo]) -> None:
        self.rows = rows_of(saves)
        self.scroll = 0  # design pixels of content above the box

    @property
    def entries(self) -> list[SaveInfo]:
        """The entries in list order."""
        return [row.info for row in self.rows if row.info is not None]

    @property
    def height(self) -> int:
        """The content's height in design pixels."""
        return self.rows[-1].y + self.rows[-1].h if self.rows else 0

    @property
    def box_h(self) -> int:
        """The sheet's height in design pixels: the rows', up to ``BOX``'s."""
        return max(LEAST_H, min(BOX[3], self.height + FOOT_PAD))

    def box(self, lay: Layout) -> pygame.Rect:
        """The sheet's rect in the window now."""
        return lay.rect(BOX[0], BOX[1], BOX[2], self.box_h)

    def scroll_by(self, amount: int) -> None:
        """Scroll (positive: down), kept within the content."""
        room = max(0, self.height - self.box_h)
        self.scroll = max(0, min(room, self.scroll + amount))

    def show(self, info: SaveInfo) -> None:
        """Scroll so the entry is wholly in view."""
        for row in self.rows:
            if row.info is info:
                if row.y < self.scroll:
                    self.scroll_by(row.y - self.scroll - (HEADER_H if row.y else 0))
                elif row.y + row.h > self.scroll + self.box_h:
                    self.scroll_by(row.y + row.h - self.scroll - self.box_h)

    def rect_of(self, lay: Layout, info: SaveInfo) -> pygame.Rect | None:
        """Where an entry is drawn in the window now (None if scrolled out of view)."""
        for row in self.rows:
            top = row.y - self.scroll
            if row.info is info and top >= 0 and top + row.h <= self.box_h:
                return lay.rect(BOX[0], BOX[1] + top, BOX[2], row.h)
        return None

    def at(self, lay: Layout, pos: tuple[int, int]) -> SaveInfo | None:
        """The entry under a window pixel, if any."""
        box = self.box(lay)
        if not box.collidepoint(pos):
            return None
        y = (pos[1] - box.y) / lay.scale + self.scroll
        for row in self.rows:
            if row.info is not None and row.y <= y < row.y + row.h:
                return row.info
        return None

    def draw(
        self,
        surface: pygame.Surface,
        lay: Layout,
        chosen: SaveInfo | None,
        hover: SaveInfo | None,
        describe: Callable[[SaveInfo], tuple[str, str]],
    ) -> None:
        """The box, the visible rows (clipped to it) and a scroll bar if it scrolls."""
        box = self.box(lay)
        menu_art.draw_sheet(surface, box, lay.px(10), max(1, lay.px(2)))
        before = surface.get_clip()
        surface.set_clip(box.inflate(-lay.px(4), -lay.px(4)))
        for row in self.rows:
            top = row.y - self.scroll
            if top + row.h <= 0 or top >= self.box_h:
                continue
            rect = lay.rect(BOX[0], BOX[1] + top, BOX[2], row.h)
            if row.info is None:
                self._heading(surface, lay, rect, _(row.heading))
            else:
                fill = CHOSEN if row.info is chosen else HOVER if row.info is hover else None
                self._entry(surface, lay, rect, row.info, fill, describe(row.info))
        surface.set_clip(before)
        pygame.draw.rect(surface, EDGE, box, lay.px(2), border_radius=lay.px(10))
        self._scroll_bar(surface, lay, box)

    def _heading(self, surface: pygame.Surface, lay: Layout, rect: pygame.Rect, text: str) -> None:
        img = fit(text, lay.px(type_scale.CAPTION), rect.w - lay.px(40), EDGE, bold=True)
        surface.blit(img, img.get_rect(midleft=(rect.x + lay.px(20), rect.centery + lay.px(4))))

    def _entry(
        self,
        surface: pygame.Surface,
        lay: Layout,
        rect: pygame.Rect,
        info: SaveInfo,
        fill: tuple[int, int, int] | None,
        lines: tuple[str, str],
    ) -> None:
        inner = rect.inflate(-lay.px(16), -lay.px(6))
        inner.w -= lay.px(14)  # clear of the scroll bar
        if fill is not None:
            pygame.draw.rect(surface, fill, inner, border_radius=lay.px(8))
        thumb = lay.px(THUMB)
        spot = pygame.Rect(0, 0, thumb, thumb)
        spot.midleft = (inner.x + lay.px(10), inner.centery)
        if info.record:
            _page(surface, lay, spot)
        elif info.planet is not None:
            cell = max(2, thumb // GRID)
            img = mini_planet(info.planet, cell)
            surface.blit(img, img.get_rect(center=spot.center))
        else:  # no planet to show (a damaged file): its bare body, greyed
            body = planet_art.mini_disc(round(thumb * 0.45)).copy()
            body.fill((150, 150, 150, 150), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(body, body.get_rect(center=spot.center))
        x = spot.right + lay.px(16)
        width = inner.right - x - lay.px(12)
        colour = ERROR if info.error else INK
        first = fit(lines[0], lay.px(type_scale.HEADING), width, colour, bold=True)
        second = fit(lines[1], lay.px(type_scale.CAPTION), width, MUTED)
        surface.blit(first, (x, inner.centery - first.get_height() + lay.px(2)))
        surface.blit(second, (x, inner.centery + lay.px(4)))

    def _scroll_bar(self, surface: pygame.Surface, lay: Layout, box: pygame.Rect) -> None:
        if self.height <= self.box_h:
            return
        track = pygame.Rect(
            box.right - lay.px(12), box.y + lay.px(8), lay.px(6), box.h - lay.px(16)
        )
        share = self.box_h / self.height
        knob = pygame.Rect(track.x, 0, track.w, max(lay.px(24), int(track.h * share)))
        room = max(1, self.height - self.box_h)
        knob.y = track.y + int((track.h - knob.h) * self.scroll / room)
        pygame.draw.rect(surface, (214, 208, 190), track, border_radius=track.w // 2)
        pygame.draw.rect(surface, EDGE, knob, border_radius=track.w // 2)


def _page(surface: pygame.Surface, lay: Layout, spot: pygame.Rect) -> None:
    """A game record's picture: a written page with a folded corner."""
    page = pygame.Rect(0, 0, round(spot.w * 0.62), round(spot.h * 0.8))
    page.center = spot.center
    fold = page.w // 4
    outline = [
        page.topleft,
        (page.right - fold, page.top),
        (page.right, page.top + fold),
        page.bottomright,
        page.bottomleft,
    ]
    pygame.draw.polygon(surface, (250, 246, 232), outline)
    pygame.draw.polygon(surface, EDGE, outline, max(1, lay.px(2)))
    corner = [(page.right - fold, page.top), (page.right - fold, page.top + fold)]
    pygame.draw.lines(surface, EDGE, False, [*corner, (page.right, page.top + fold)], 1)
    step = max(3, page.h // 7)
    for n, y in enumerate(range(page.top + fold + step, page.bottom - step // 2, step)):
        right = page.right - lay.px(6) - (page.w // 3 if n % 3 == 2 else 0)
        pygame.draw.line(surface, MUTED, (page.left + lay.px(6), y), (right, y), 1)
