"""Drawing the results screen: each player's card (their final planet as the Winter scoring
saw it, and the chart of their VP by season and source), the legend, the solo ladder of
ranks, the winner's ribbon and the falling leaves of the celebration.

Pure drawing of ``results_data``'s values; the scene (``scenes/results.py``) lays the cards
out and keeps what the mouse can hover (``Hover``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

import pygame

from evergreen.i18n import _
from evergreen.rules import Planet, Source, Sun
from evergreen.rules.data_files import game_data
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art.player_tags import Tag, draw_tag
from evergreen.ui.art.shapes import mix, shade
from evergreen.ui.game.panels import colour_band
from evergreen.ui.kit.anim import Kind
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import ACCENT, ACCENT_INK, INK, LIGHT, MUTED, PAPER, fit, font, render
from evergreen.ui.screens.results.data import (
    SOURCES,
    Phase,
    PlayerResult,
    Results,
    Row,
    phase_name,
    source_label,
)
from evergreen.ui.words.colours import RIM, Colour, dark_text_on
from evergreen.ui.words.names import Seated, Seating, rank_name, vp

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


# -- the celebration's tweens -----------------------------------------------------------------
@dataclass(frozen=True)
class Ribbon(Kind):
    """The winner's ribbon unfolding."""


@dataclass(frozen=True)
class Bars(Kind):
    """The charts' bars growing, row after row."""


@dataclass(frozen=True)
class Leaves(Kind):
    """Leaves falling over the screen in the winner's colour, gold and green."""


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
    total = render(vp(result.total), lay.px(26), ACCENT_INK, True)
    surface.blit(total, total.get_rect(midright=(rect.right - lay.px(12), medal_c[1])))
    x = medal_c[0] + r + lay.px(8)
    room = total.get_rect(midright=(rect.right - lay.px(12), 0)).left - lay.px(8) - x
    size = lay.px(22)
    tag_top = medal_c[1] - font(size, True).get_height() // 2
    tag = draw_tag(surface, seating, result.seat, (x, tag_top), size, max(1, room))
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


def medal(
    surface: pygame.Surface, lay: Layout, centre: tuple[int, int], r: int, place: int
) -> None:
    """A round medal with the place's number (gold for the winner)."""
    colour = medal_colour(place)
    pygame.draw.circle(surface, shade(colour, 0.7), (centre[0], centre[1] + lay.px(2)), r)
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.45), centre, r, max(1, lay.px(2)))
    img = render(str(place), lay.px(20), INK, True)
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


@lru_cache(maxsize=8)
def _planet_picture(
    planet: Planet, shaded: frozenset[int], sun: Sun, cell: int
) -> tuple[pygame.Surface, tuple[int, int], int]:
    edges = (tuple(k * cell for k in range(8)), tuple(k * cell for k in range(8)))
    radius = round(cell * RADIUS_PER_CELL)
    pic = planet_art.board_picture(planet, sun, edges, radius, shaded, frozenset())
    return pic, planet_art.grid_offset(edges, radius), cell


@lru_cache(maxsize=4)
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


@lru_cache(maxsize=8)
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
def chart_columns(lay: Layout, rect: pygame.Rect) -> tuple[int, int]:
    """The chart's label column and value column widths in pixels."""
    f = font(lay.px(18))
    label = max(f.size(phase_name(p))[0] for p in Phase) + lay.px(8)
    value = font(lay.px(18), True).size("00")[0] + lay.px(6)
    return min(label, round(rect.width * 0.55)), value


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
    bars_x = rect.x + label_w
    bars_w = max(1, rect.width - label_w - value_w)
    for k, row in enumerate(result.rows):
        y = rect.y + k * lay.px(ROW_H)
        line = pygame.Rect(rect.x, y, rect.width, lay.px(ROW_H))
        if k % 2 == 0:
            pygame.draw.rect(surface, (228, 222, 203), line, border_radius=lay.px(4))
        label = fit(phase_name(row.phase), lay.px(18), label_w - lay.px(6), INK)
        surface.blit(label, label.get_rect(midleft=(rect.x + lay.px(4), line.centery)))
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
        img = render(str(shown), lay.px(18), INK if row.total else MUTED, True)
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


# -- the winner's ribbon ----------------------------------------------------------------------
def draw_ribbon(
    surface: pygame.Surface,
    lay: Layout,
    centre: tuple[int, int],
    text: str,
    colour: Colour,
    width: int,
    unfold: float = 1.0,
) -> pygame.Rect:
    """A ribbon of the winner's colour across the top, the text on it (``unfold``: 0-1, it
    opens from the middle); returns the ribbon's band."""
    ink = INK if dark_text_on(colour) else LIGHT
    img = fit(text, lay.px(36), width - lay.px(120), ink, True)
    w = img.get_width() + lay.px(96)
    h = img.get_height() + lay.px(12)
    band = pygame.Rect(0, 0, w, h)
    band.center = centre
    t = max(0.0, min(1.0, unfold))
    if t < 1:
        band.width = max(1, round(w * (0.2 + 0.8 * t)))
        band.center = centre
    tail = lay.px(30)
    dark = shade(colour, 0.7)
    for sign in (-1, 1):  # the ribbon's folded ends behind it, notched
        edge = band.left if sign < 0 else band.right
        y0, y1 = band.top + lay.px(10), band.bottom + lay.px(10)
        outer = edge + sign * tail
        pts = [
            (edge - sign * lay.px(8), y0),
            (outer, y0),
            (outer - sign * lay.px(12), (y0 + y1) // 2),
            (outer, y1),
            (edge - sign * lay.px(8), y1),
        ]
        pygame.draw.polygon(surface, dark, pts)
        pygame.draw.polygon(surface, RIM, pts, max(1, lay.px(1)))
    pygame.draw.rect(surface, colour, band, border_radius=lay.px(6))
    pygame.draw.rect(surface, RIM, band, max(1, lay.px(2)), border_radius=lay.px(6))
    shine = pygame.Rect(band.x + lay.px(6), band.y + lay.px(4), band.width - lay.px(12), lay.px(3))
    pygame.draw.rect(surface, mix(colour, (255, 255, 255), 0.35), shine, border_radius=lay.px(2))
    if t >= 0.6:
        shown = img
        if t < 1:
            shown = img.copy()
            shown.set_alpha(round(255 * (t - 0.6) / 0.4))
        surface.blit(shown, shown.get_rect(center=band.center))
    return band


# -- falling leaves ---------------------------------------------------------------------------
class Leaf(NamedTuple):
    """One falling leaf: where it starts (0-1 across), when, how fast it falls, sways and
    turns, its colour and size (design units)."""

    x: float
    delay: float
    fall: float
    sway: float
    phase: float
    spin: float
    colour: Colour
    size: float


def leaves(seed: int, colour: Colour, n: int = 90) -> list[Leaf]:
    """The celebration's leaves (the same for a game each time it is shown)."""
    rng = random.Random(seed)
    palette = [colour, colour, GOLD, (230, 159, 0), (17, 119, 51), (120, 170, 60)]
    return [
        Leaf(
            rng.random(),
            rng.uniform(0, 0.45),
            rng.uniform(0.55, 0.95),
            rng.uniform(0.01, 0.04),
            rng.uniform(0, 2 * math.pi),
            rng.uniform(-4, 4),
            rng.choice(palette),
            rng.uniform(9, 16),
        )
        for _ in range(n)
    ]


def draw_leaves(surface: pygame.Surface, lay: Layout, falling: list[Leaf], t: float) -> None:
    """The leaves at ``t`` (0-1 of the celebration): each falls from above the window,
    swaying and turning, and fades at the end."""
    w, h = surface.get_size()
    fade = 1.0 if t < 0.8 else max(0.0, (1 - t) / 0.2)
    for leaf in falling:
        age = t - leaf.delay
        if age <= 0:
            continue
        y = -0.05 * h + age * leaf.fall * h * 1.6
        if y > h + 20:
            continue
        x = leaf.x * w + math.sin(leaf.phase + age * 9) * leaf.sway * w
        angle = leaf.phase + age * leaf.spin
        size = lay.px(leaf.size)
        ca, sa = math.cos(angle), math.sin(angle)
        pts = []
        for k in range(10):  # a pointed leaf: two arcs meeting at the tips
            a = math.pi * 2 * k / 10
            px, py = math.cos(a) * size, math.sin(a) * size * 0.42 * abs(math.sin(a)) ** 0.2
            pts.append((x + px * ca - py * sa, y + px * sa + py * ca))
        colour = mix(PANEL, leaf.colour, fade) if fade < 1 else leaf.colour
        pygame.draw.polygon(surface, colour, pts)
        tip0, tip1 = pts[0], pts[5]
        pygame.draw.line(surface, shade(colour, 0.7), tip0, tip1, max(1, lay.px(1)))


# -- the solo ladder --------------------------------------------------------------------------
def rank_range(k: int) -> str:
    """The VP of the ``k``-th rank: '151–160 VP', '201+ VP' (R11.3)."""
    ranks = game_data().ranks
    low = ranks[k].min_vp
    if k + 1 < len(ranks):
        return _("{low}–{high} VP").format(low=low, high=ranks[k + 1].min_vp - 1)
    return _("{low}+ VP").format(low=low)


def reached(points: int) -> int:
    """The index of the rank ``points`` reach."""
    ranks = game_data().ranks
    return max(k for k, r in enumerate(ranks) if points >= r.min_vp)


def draw_ladder(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    points: int,
    colour: Colour,
    grown: float = 1.0,
) -> list[tuple[pygame.Rect, int]]:
    """The nine solo ranks as a ladder, Broccoli at the foot: each a step with its name and
    range, the one reached a gold badge; beside them a track filled in the player's colour
    up to their score (``grown``: how far it has climbed, 0-1). Returns each step's rect."""
    ranks = game_data().ranks
    n = len(ranks)
    mine = reached(points)
    track_w = lay.px(14)
    score_w = lay.px(96)
    steps = pygame.Rect(rect.x + track_w + score_w + lay.px(14), rect.y, 0, rect.height)
    steps.width = rect.right - steps.x
    step_h = rect.height // n
    out = []
    for k in range(n):
        box = pygame.Rect(steps.x, rect.bottom - (k + 1) * step_h, steps.width, step_h - lay.px(4))
        got = k == mine
        below = k < mine
        fill = GOLD if got else ((236, 231, 214) if below else (246, 243, 233))
        pygame.draw.rect(surface, fill, box, border_radius=lay.px(8))
        edge = RIM if got else (200, 194, 172)
        pygame.draw.rect(surface, edge, box, lay.px(2 if got else 1), border_radius=lay.px(8))
        ink = INK if got or below else MUTED
        span = render(rank_range(k), lay.px(18), ink)
        name = fit(
            rank_name(ranks[k].name),
            lay.px(20),
            box.width - span.get_width() - lay.px(30),
            ink,
            got,
        )
        surface.blit(name, name.get_rect(midleft=(box.x + lay.px(12), box.centery)))
        surface.blit(span, span.get_rect(midright=(box.right - lay.px(12), box.centery)))
        out.append((box, k))
    # the track: its height stands for the VP, rank by rank (each step an equal height)
    track = pygame.Rect(rect.x + score_w + lay.px(6), rect.y, track_w, rect.height - lay.px(4))
    pygame.draw.rect(surface, (214, 208, 190), track, border_radius=track_w // 2)
    y = score_height(points, rect, step_h)
    y = round(rect.bottom - (rect.bottom - y) * max(0.0, min(1.0, grown)))
    done = pygame.Rect(track.x, y, track.width, track.bottom - y)
    pygame.draw.rect(surface, colour, done, border_radius=track_w // 2)
    pygame.draw.rect(surface, RIM, track, max(1, lay.px(1)), border_radius=track_w // 2)
    dot = (track.centerx, y)
    pygame.draw.circle(surface, RIM, dot, lay.px(10))
    pygame.draw.circle(surface, colour, dot, lay.px(7))
    label = render(vp(points), lay.px(22), ACCENT_INK, True)
    surface.blit(label, label.get_rect(midright=(track.x - lay.px(8), dot[1])))
    return out


def score_height(points: int, rect: pygame.Rect, step_h: int) -> int:
    """Where ``points`` stand on the ladder's track (y in pixels): within the step of their
    rank, as far up as they are into its range."""
    ranks = game_data().ranks
    k = reached(points)
    low = ranks[k].min_vp
    high = ranks[k + 1].min_vp if k + 1 < len(ranks) else low + 20
    into = min(1.0, (points - low) / max(1, high - low))
    return round(rect.bottom - (k + into) * step_h - step_h * 0.1)
