"""Drawing the results screen's cards: each player's card (their final planet as the Winter
scoring saw it, and the chart of their VP by season and source) and the legend. The solo
ladder is ``ladder``'s, the winner's ribbon and the falling leaves ``celebration``'s.

Pure drawing of ``data``'s values; the scene (``scene.py``) lays the cards out and keeps
what the mouse can hover (``Hover``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from evergreen.i18n import _
from evergreen.rules import Planet, Source, Sun
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art.player_tags import Tag, chip_size, draw_tag
from evergreen.ui.art.shapes import mix, shade
from evergreen.ui.game.panels import colour_band
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import ACCENT, ACCENT_INK, INK, MUTED, PAPER, fit, font, render
from evergreen.ui.screens.legible import legible_size
from evergreen.ui.screens.results.data import (
    SOURCES,
    Phase,
    PlayerResult,
    Results,
    Row,
    phase_name,
    source_label,
)
from evergreen.ui.words.colours import Colour
from evergreen.ui.words.names import Seated, Seating, vp

#: The sources' colours: told apart with every common colour vision (tests/ui/test_results:
#: CIEDE2000 ≥ 15 between any two), each also named in the legend and the hover tip.
SOURCE_COLOURS: dict[Source, Colour] = {
    Source.START: (150, 146, 138),
    Source.BUDS: (170, 68, 153),
    Source.LIGHT: (230, 159, 0),
    Source.FOREST: (17, 119, 51),
    Source.FERTILITY: (86, 180, 233),
}
#: The winner's gold (frame, medal, halo).
GOLD: Colour = (214, 160, 40)
SILVER: Colour = (170, 176, 182)
BRONZE: Colour = (184, 118, 70)
#: A row of the chart, in design units.
ROW_H = 28
#: The chart's height: its six rows.
CHART_H = ROW_H * len(Phase)
#: The card's header (name, place and total), in design units.
HEADER_H = 52
#: The large planet's radius over the side of its space (as in the game: 326 / 84).
RADIUS_PER_CELL = 326 / 84


class Hover(NamedTuple):
    """Something under the mouse with a tip: where, and what it says."""

    rect: pygame.Rect
    tip: str
    #: What it is, for tests: ('segment', seat, phase, source), ('row', seat, phase)...
    key: tuple[object, ...]


# -- the card ---------------------------------------------------------------------------------
def medal_colour(place: int) -> Colour:
    """Gold, silver, bronze, then plain paper."""
    return {1: GOLD, 2: SILVER, 3: BRONZE}.get(place, (214, 208, 190))


def draw_card(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    result: PlayerResult,
    results: Results,
    seating: Seated,
    sun: Sun,
    bars: float,
) -> tuple[Tag, pygame.Rect, pygame.Rect]:
    """A player's card in ``rect``: colour band, place medal, name and total; the planet;
    the chart (``bars``: how far its bars have grown, 0-1). Returns the name's tag, the
    planet's rect and the chart's rect."""
    seats = Seating.of(seating)
    winner = result.place == 1
    pygame.draw.rect(surface, PANEL, rect, border_radius=lay.px(12))
    colour_band(surface, lay, rect, seats.colour(result.seat))
    edge = GOLD if winner else (200, 194, 172)
    pygame.draw.rect(surface, edge, rect, lay.px(3 if winner else 1), border_radius=lay.px(12))
    # header: medal, name, total
    r = lay.px(15)
    medal_c = (rect.x + lay.px(12) + r, rect.y + lay.px(10) + r + lay.px(4))
    if len(results.players) > 1:
        medal(surface, lay, medal_c, r, result.place)
    else:  # solo: no place to tell (the rank is on the ladder)
        medal_c = (rect.x + lay.px(4), medal_c[1])
        r = 0
    total = render(vp(result.total), lay.px(type_scale.HEADING), ACCENT_INK, True)
    surface.blit(total, total.get_rect(midright=(rect.right - lay.px(12), medal_c[1])))
    x = medal_c[0] + r + lay.px(8)
    room = total.get_rect(midright=(rect.right - lay.px(12), 0)).left - lay.px(8) - x
    size = name_size([seats.name(result.seat)], lay.px(22), max(1, room))
    tag_top = medal_c[1] - font(size, True).get_height() // 2
    tag = draw_tag(surface, seating, result.seat, (x, tag_top), size, max(1, room), shrink=False)
    # chart at the foot, the planet between
    chart = pygame.Rect(
        rect.x + lay.px(12),
        rect.bottom - lay.px(10) - lay.px(CHART_H),
        rect.width - lay.px(24),
        lay.px(CHART_H),
    )
    top = rect.y + lay.px(HEADER_H + 4)
    room_h = chart.y - lay.px(8) - top
    side = max(lay.px(40), min(rect.width - lay.px(16), room_h))
    planet_box = pygame.Rect(0, 0, side, side)
    planet_box.center = (rect.centerx, top + room_h // 2)
    draw_planet_marked(surface, planet_box, result, sun, winner, seats.colour(result.seat))
    draw_chart(surface, lay, chart, result, results, bars)
    return tag, planet_box, chart


def name_size(names: Sequence[str], size: float, width: int) -> float:
    """The size players' names are drawn at, each in ``width`` pixels after its chip (a tag,
    bold): the largest up to ``size`` every one fits at, never under the 14-px floor (a
    longer name is cut there, and its hover tip shows it whole)."""
    dot = chip_size(size)
    return legible_size(names, size, max(1, width - dot - max(3, dot // 2)), bold=True)


def medal(
    surface: pygame.Surface, lay: Layout, centre: tuple[int, int], r: int, place: int
) -> None:
    """A round medal with the place's number (gold for the winner)."""
    colour = medal_colour(place)
    pygame.draw.circle(surface, shade(colour, 0.7), (centre[0], centre[1] + lay.px(2)), r)
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.45), centre, r, max(1, lay.px(2)))
    img = render(str(place), lay.px(type_scale.BODY), INK, True)
    surface.blit(img, img.get_rect(center=centre))


def draw_planet_marked(
    surface: pygame.Surface,
    box: pygame.Rect,
    result: PlayerResult,
    sun: Sun,
    winner: bool,
    colour: Colour,
) -> None:
    """The player's final planet in ``box`` (square), lit from the Winter sun's side, its
    shaded trees in shade, the largest forest outlined and the lit trees marked with a sun;
    the sun token on the rim; a gold halo behind the winner's."""
    pic, grid_at, cell = planet_picture(result, sun, box.width)
    at = pic.get_rect(center=box.center)
    if winner:
        halo = winner_halo(box.width)
        surface.blit(halo, halo.get_rect(center=box.center))
    surface.blit(pic, at)
    gx, gy = at.x + grid_at[0], at.y + grid_at[1]
    marks = result.marks
    outline_forest(surface, marks.forest, gx, gy, cell)
    spark = lit_mark(max(6, cell * 2 // 5))
    for space in marks.lit:
        row, col = divmod(space, 7)
        corner = (gx + (col + 1) * cell - spark.get_width() // 2 - 1, gy + row * cell - 1)
        surface.blit(spark, (corner[0] - spark.get_width() // 3, corner[1]))
    token = sprites.sun_token(max(10, round(cell * 0.9)))
    ux, uy = planet_art.TOWARD_SUN[Sun(sun)]
    radius = cell * RADIUS_PER_CELL
    centre = (round(box.centerx + ux * radius), round(box.centery + uy * radius))
    surface.blit(token, token.get_rect(center=centre))


def planet_picture(
    result: PlayerResult, sun: Sun, side: int
) -> tuple[pygame.Surface, tuple[int, int], int]:
    """The planet's picture that fits ``side`` pixels (the game's own art), where its grid
    starts in it and the side of a space."""
    cell = max(4, int(side / (2 * RADIUS_PER_CELL * 1.125)))
    return _planet_picture(result.planet, result.marks.shaded, Sun(sun), cell)


#: One results screen's planets (four players at most): those of a game before are not
#: shown again, and at 8 the demo's long session was still filling it after ten minutes.
@bounded("screens.cards._planet_picture", 4)
def _planet_picture(
    planet: Planet, shaded: frozenset[int], sun: Sun, cell: int
) -> tuple[pygame.Surface, tuple[int, int], int]:
    edges = (tuple(k * cell for k in range(8)), tuple(k * cell for k in range(8)))
    radius = round(cell * RADIUS_PER_CELL)
    pic = planet_art.board_picture(planet, sun, edges, radius, shaded, frozenset())
    return pic, planet_art.grid_offset(edges, radius), cell


@bounded("screens.cards.winner_halo", 4)
def winner_halo(side: int) -> pygame.Surface:
    """A soft gold glow around the winner's planet."""
    size = round(side * 1.08)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    steps = 28
    for k in range(steps):
        t = k / steps
        pygame.draw.circle(surf, (*GOLD, round(6 + 60 * t * t)), (c, c), c * (1 - 0.22 * t))
    return surf


def outline_forest(
    surface: pygame.Surface, spaces: frozenset[int], gx: int, gy: int, cell: int
) -> None:
    """The outer edge of the largest forest: a dark stroke under an amber one (one of the
    two stands out on every biome)."""
    dark, light = max(3, cell // 7), max(2, cell // 12)
    for colour, width in (((24, 40, 28), dark), (ACCENT, light)):
        for i in spaces:
            r, c = divmod(i, 7)
            x0, y0, x1, y1 = gx + c * cell, gy + r * cell, gx + (c + 1) * cell, gy + (r + 1) * cell
            sides = (
                (i - 7, (x0, y0), (x1, y0), r > 0),
                (i + 7, (x0, y1), (x1, y1), r < 6),
                (i - 1, (x0, y0), (x0, y1), c > 0),
                (i + 1, (x1, y0), (x1, y1), c < 6),
            )
            for j, a, b, inside in sides:
                if not (inside and j in spaces):
                    pygame.draw.line(surface, colour, a, b, width)


@bounded("screens.cards.lit_mark", 8)
def lit_mark(size: int) -> pygame.Surface:
    """A small sun: a tree that scored light in Winter (drawn over its corner)."""
    ss = 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = size * ss / 2
    for k in range(8):
        a = k * math.pi / 4
        inner, outer = c * 0.55, c * 0.98
        pygame.draw.line(
            big,
            (120, 70, 0),
            (c + math.cos(a) * inner, c + math.sin(a) * inner),
            (c + math.cos(a) * outer, c + math.sin(a) * outer),
            max(2, size * ss // 9),
        )
    pygame.draw.circle(big, (120, 70, 0), (c, c), c * 0.5)
    pygame.draw.circle(big, (255, 214, 90), (c, c), c * 0.38)
    return pygame.transform.smoothscale(big, (size, size))


# -- the chart --------------------------------------------------------------------------------
#: Design pixels left of a row's label, and between the label and its bar.
LABEL_PAD, LABEL_GAP = 4, 10


#: The most of a chart's width its labels may take (the bars keep the rest but the values').
LABELS_MOST = 0.6


def chart_columns(lay: Layout, rect: pygame.Rect) -> tuple[int, int]:
    """The chart's label column and value column widths in pixels: the longest label, its
    left margin and a gap before the bars (a label never runs into its bar), at most
    ``LABELS_MOST`` of the chart (a narrow card at 130 % text: «Плодородность» at 14 px)."""
    size = label_size(lay, rect.width)
    f = font(size)
    label = max(f.size(phase_name(p))[0] for p in Phase) + lay.px(LABEL_PAD + LABEL_GAP)
    value = font(lay.px(type_scale.CAPTION), True).size("00")[0] + lay.px(6)
    return min(label, round(rect.width * LABELS_MOST)), value


def label_size(lay: Layout, width: int) -> float:
    """The size the chart's row labels share in a chart ``width`` pixels wide: the largest
    at which the longest fits its most room, not under the 14-px floor."""
    room = round(width * LABELS_MOST) - lay.px(LABEL_PAD + LABEL_GAP)
    return legible_size([phase_name(p) for p in Phase], lay.px(18), room)


def draw_chart(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    result: PlayerResult,
    results: Results,
    grown: float = 1.0,
) -> None:
    """Six rows (start, the four seasons, fertility), each a bar of its VP stacked by source,
    on one scale for every player (``grown``: how far the bars have grown, 0-1, row after
    row)."""
    label_w, value_w = chart_columns(lay, rect)
    size = label_size(lay, rect.width)
    bars_x = rect.x + label_w
    bars_w = max(1, rect.width - label_w - value_w)
    for k, row in enumerate(result.rows):
        y = rect.y + k * lay.px(ROW_H)
        line = pygame.Rect(rect.x, y, rect.width, lay.px(ROW_H))
        if k % 2 == 0:
            pygame.draw.rect(surface, (228, 222, 203), line, border_radius=lay.px(4))
        room = label_w - lay.px(LABEL_PAD + LABEL_GAP)
        label = fit(phase_name(row.phase), size, room, INK, shrink=False)
        surface.blit(label, label.get_rect(midleft=(rect.x + lay.px(LABEL_PAD), line.centery)))
        g = row_growth(grown, k)
        x = bars_x
        h = round(lay.px(ROW_H) * 0.64)
        for source, box in segments(row, bars_x, line.centery - h // 2, bars_w, h, results.top_row):
            box = box.copy()
            box.width = max(0, round(box.width * g))
            box.x = bars_x + round((box.x - bars_x) * g)
            if box.width:
                pygame.draw.rect(surface, SOURCE_COLOURS[source], box)
                pygame.draw.line(surface, PAPER, box.topright, box.bottomright)
            x = max(x, box.right)
        shown = round(row.total * g)
        img = render(str(shown), lay.px(type_scale.CAPTION), INK if row.total else MUTED, True)
        surface.blit(img, img.get_rect(midleft=(x + lay.px(5), line.centery)))


def row_growth(grown: float, k: int) -> float:
    """How far row ``k``'s bar has grown when the chart has grown ``grown`` (0-1): the
    rows start one after another and each eases out."""
    start = k * 0.08
    t = min(1.0, max(0.0, (grown - start) / (1 - 0.08 * (len(Phase) - 1))))
    return 1 - (1 - t) ** 3


def segments(
    row: Row, x: int, y: int, width: int, height: int, top: int
) -> list[tuple[Source, pygame.Rect]]:
    """The bar's parts, source by source (those that scored), on a scale where ``top`` VP
    spans ``width`` pixels."""
    out = []
    at = 0
    for source in SOURCES:
        points = row.points.get(source, 0)
        if not points:
            continue
        left = x + round(width * at / top)
        at += points
        right = x + round(width * at / top)
        out.append((source, pygame.Rect(left, y, max(1, right - left), height)))
    return out


def chart_hovers(
    lay: Layout, rect: pygame.Rect, result: PlayerResult, results: Results
) -> list[tuple[pygame.Rect, Row, Source | None]]:
    """What can be hovered in a chart: each segment (row and source) and each row's label
    and value (row, None)."""
    label_w, value_w = chart_columns(lay, rect)
    bars_w = max(1, rect.width - label_w - value_w)
    out: list[tuple[pygame.Rect, Row, Source | None]] = []
    for k, row in enumerate(result.rows):
        y = rect.y + k * lay.px(ROW_H)
        line = pygame.Rect(rect.x, y, rect.width, lay.px(ROW_H))
        for source, box in segments(row, rect.x + label_w, y, bars_w, line.height, results.top_row):
            out.append((box, row, source))
        out.append((line, row, None))  # the rest of the row (checked after the segments)
    return out


# -- the legend -------------------------------------------------------------------------------
def draw_legend(
    surface: pygame.Surface, lay: Layout, centre: tuple[int, int], width: int
) -> pygame.Rect:
    """The sources' colours, then the planets' marks, on one centred row."""
    size = lay.px(18)
    sw = lay.px(14)
    gap, inner = lay.px(18), lay.px(6)
    items: list[tuple[str, str]] = [("source", s.value) for s in SOURCES]
    items += [("lit", ""), ("forest", "")]
    labels = [source_label(Source(v)) if k == "source" else "" for k, v in items]
    labels[-2] = _("lit in Winter")
    labels[-1] = _("largest forest")
    imgs = [render(text, size, INK) for text in labels]
    total = sum(sw + inner + img.get_width() for img in imgs) + gap * (len(imgs) - 1)
    if total > width:
        gap = max(lay.px(6), gap - (total - width) // max(1, len(imgs) - 1))
        total = sum(sw + inner + img.get_width() for img in imgs) + gap * (len(imgs) - 1)
    x = centre[0] - total // 2
    for (kind, value), img in zip(items, imgs, strict=True):
        box = pygame.Rect(x, centre[1] - sw // 2, sw, sw)
        if kind == "source":
            pygame.draw.rect(surface, SOURCE_COLOURS[Source(value)], box, border_radius=lay.px(3))
        elif kind == "lit":
            spark = lit_mark(sw + lay.px(2))
            surface.blit(spark, spark.get_rect(center=box.center))
        else:
            pygame.draw.rect(surface, (24, 40, 28), box, max(2, lay.px(3)))
            pygame.draw.rect(
                surface, ACCENT, box.inflate(-lay.px(2), -lay.px(2)), max(1, lay.px(2))
            )
        surface.blit(img, img.get_rect(midleft=(box.right + inner, centre[1])))
        x = box.right + inner + img.get_width() + gap
    return pygame.Rect(centre[0] - total // 2, centre[1] - sw, total, 2 * sw)
