"""Today's deal on its results screen: you against the Hard bot's game of the same deal,
head to head: the bot's planet painted beside the player's card, the two scores facing
each other (the winner's crowned), then source by source two bars for each (yours, the
bot's), every bar of both sides on one scale: a bar's length is its VP over the most VP
of any bar of either side, so 6 VP is never drawn as long as 56.

Geometry (``duel_bars``) is kept apart from drawing, so the scale is tested without a
window; the scene (``scene.py``) places the panel and keeps what the mouse can hover.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from evergreen.i18n import _
from evergreen.rules import Source, Sun
from evergreen.ui.art.shapes import mix, shade
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import ACCENT_INK, INK, MUTED, fit, font, render, wrap
from evergreen.ui.screens.results.cards import GOLD, Hover, draw_planet_marked
from evergreen.ui.screens.results.data import SOURCES, PlayerResult, planet_tip, source_label
from evergreen.ui.words.colours import Colour
from evergreen.ui.words.names import Seating, vp

#: A bar's height and the gap between a source's two bars, in design units.
BAR_H, BAR_GAP = 18, 4
#: The head-to-head row: its planet's side at most and at least, in design units.
PLANET_MOST, PLANET_LEAST = 230, 96


class Side(NamedTuple):
    """One side of the duel: its name, colour and VP by source; its final planet and the
    sun's side it was lit from (None: not drawn)."""

    name: str
    colour: Colour
    points: dict[Source, int]
    result: PlayerResult | None = None
    sun: Sun = Sun.TOP

    @property
    def total(self) -> int:
        """The side's VP, every source."""
        return sum(self.points.values())


def side_of(name: str, colour: Colour, result: PlayerResult, sun: Sun = Sun.TOP) -> Side:
    """A side from a player's results (its planet lit from ``sun``)."""
    return Side(name, colour, result.by_source(), result, sun)


def winner_of(sides: tuple[Side, Side]) -> int | None:
    """The side with more VP (0 or 1), None for a tie."""
    first, second = sides[0].total, sides[1].total
    if first == second:
        return None
    return 0 if first > second else 1


def shown_sources(sides: tuple[Side, Side]) -> list[Source]:
    """The sources compared: each that gave either side a point (the start gives none in a
    solo game), in the charts' order."""
    return [s for s in SOURCES if any(side.points.get(s, 0) for side in sides)]


def scale_top(sides: tuple[Side, Side]) -> int:
    """The VP a bar of the whole width stands for: the most of any bar of either side."""
    return max(1, *(side.points.get(s, 0) for side in sides for s in SOURCES))


def bar_length(points: int, top: int, width: int) -> int:
    """A bar's length in pixels: proportional to its VP, ``top`` VP the whole ``width``."""
    return round(width * points / top)


def duel_bars(
    sides: tuple[Side, Side], x: int, width: int, tops: list[int], height: int, step: int
) -> list[tuple[int, Source, pygame.Rect]]:
    """Every bar: (side, source, rect) from ``x``, ``width`` long for the most VP;
    ``tops`` the y of each shown source's first bar, the second ``step`` lower, each
    ``height`` high."""
    top = scale_top(sides)
    out = []
    for source, y in zip(shown_sources(sides), tops, strict=True):
        for k, side in enumerate(sides):
            length = bar_length(side.points.get(source, 0), top, width)
            out.append((k, source, pygame.Rect(x, y + k * step, length, height)))
    return out


def draw_duel(
    surface: pygame.Surface,
    lay: Layout,
    panel: pygame.Rect,
    head: str,
    line: str,
    sides: tuple[Side, Side] | None,
    foot: int,
) -> list[Hover]:
    """The panel: ``head`` (the verdict), ``line`` under it (what is compared), then each
    source's two bars (none while ``sides`` is None: the bot still plays), above ``foot``
    pixels left free at the bottom (the button to the bot's game). Returns the bars' tips."""
    pygame.draw.rect(surface, PANEL, panel, border_radius=lay.px(12))
    pygame.draw.rect(surface, (200, 194, 172), panel, lay.px(1), border_radius=lay.px(12))
    pad = lay.px(16)
    inner = panel.width - 2 * pad
    img = fit(head, lay.px(type_scale.HEADING), inner, INK, True)
    surface.blit(img, (panel.x + pad, panel.y + lay.px(12)))
    y = panel.y + lay.px(12) + img.get_height() + lay.px(2)
    for img in wrap(line, lay.px(type_scale.CAPTION), inner, MUTED, max_lines=3):
        surface.blit(img, (panel.x + pad, y))
        y += img.get_height()
    if sides is None:
        return []
    bottom = panel.bottom - foot
    need = bars_height(lay, len(shown_sources(sides)))
    face = pygame.Rect(panel.x + pad, y + lay.px(6), inner, bottom - need - y - lay.px(10))
    hovers = []
    if face.height >= lay.px(PLANET_LEAST) and sides[1].result is not None:
        face.height = min(face.height, lay.px(PLANET_MOST))
        hovers.append(draw_face_off(surface, lay, face, sides))
        y = face.bottom + lay.px(4)
    room = pygame.Rect(panel.x + pad, y, inner, bottom - y)
    return hovers + draw_bars(surface, lay, room, sides)


def bars_height(lay: Layout, groups: int) -> int:
    """The height ``draw_bars`` needs at least for ``groups`` sources (at the text size)."""
    row = max(lay.px(BAR_H), font(lay.px(type_scale.CAPTION)).get_height())
    return (2 * row + lay.px(BAR_GAP) + lay.px(8)) * groups


def draw_face_off(
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, sides: tuple[Side, Side]
) -> Hover:
    """The head-to-head in ``rect``: the two scores facing each other in the sides' colours
    (the winner's crowned, larger), and the bot's planet painted at the right, beside the
    player's card (its gold halo if it won). Returns the planet's tip."""
    won = winner_of(sides)
    bot = sides[1]
    side = rect.height
    planet = pygame.Rect(rect.right - side, rect.y, side, side)
    assert bot.result is not None
    draw_planet_marked(surface, planet, bot.result, bot.sun, won == 1, bot.colour)
    board = pygame.Rect(rect.x, rect.y, planet.x - rect.x - lay.px(8), rect.height)
    half = board.width // 2
    for k, who in enumerate(sides):
        cell = pygame.Rect(board.x + k * half, board.y, half, board.height)
        draw_score(surface, lay, cell, who, k == won)
    # TRANSLATORS: between two scores facing each other: yours and the Hard bot's.
    vs = render(_("vs"), lay.px(type_scale.BODY), MUTED, True)
    most = (
        (
            board.height
            - font(lay.px(type_scale.CAPTION), True).get_height()
            - lay.px(type_scale.CAPTION)
        )
        * 2
        // 5
    )
    at = (board.x + half, board.y + lay.px(4) + most // 2 + most)  # the discs' middle
    surface.blit(vs, vs.get_rect(center=at))
    seats = Seating((bot.name,), (0,), None)  # named: its only seat would read 'You'
    return Hover(planet, planet_tip(seats, bot.result), ("duel-planet", 1))


def draw_score(
    surface: pygame.Surface,
    lay: Layout,
    cell: pygame.Rect,
    who: Side,
    winner: bool,
    named: bool = True,
) -> None:
    """One side's score in ``cell``: a disc in its colour with its VP, its name under it
    (unless ``named`` is False: said nearby); the winner's disc larger, ringed in gold under
    a crown."""
    # the crown over the disc (about half its radius) and the name under it fit the cell
    name_h = font(lay.px(type_scale.CAPTION), True).get_height() + lay.px(8) if named else 0
    most = (cell.height - name_h - lay.px(8)) * 2 // 5
    r = min(cell.width // 2 - lay.px(10), most) * (100 if winner else 82) // 100
    r = max(lay.px(14), r)
    top = cell.y + lay.px(4) + most // 2 + (most - r)
    centre = (cell.centerx, top + r)
    pygame.draw.circle(surface, shade(who.colour, 0.6), (centre[0], centre[1] + lay.px(3)), r)
    pygame.draw.circle(surface, who.colour, centre, r)
    pygame.draw.circle(surface, mix(who.colour, (255, 255, 255), 0.35), centre, r, lay.px(2))
    if winner:
        pygame.draw.circle(surface, GOLD, centre, r + lay.px(3), max(2, lay.px(4)))
        mark = crown(max(8, r * 3 // 4))
        surface.blit(mark, mark.get_rect(midbottom=(centre[0], centre[1] - r - lay.px(2))))
    ink = (255, 255, 255) if luminance(who.colour) < 0.4 else INK
    score = fit(
        str(who.total),
        max(lay.px(type_scale.CAPTION), round(r * 0.95)),
        2 * r - lay.px(8),
        ink,
        True,
    )
    surface.blit(score, score.get_rect(center=centre))
    if named:
        name = fit(who.name, lay.px(type_scale.CAPTION), cell.width - lay.px(4), INK, True)
        under = cell.y + lay.px(4) + most // 2 + 2 * most + lay.px(8)  # one line for both
        surface.blit(name, name.get_rect(midtop=(centre[0], under)))


def luminance(colour: Colour) -> float:
    """A colour's relative luminance (WCAG), 0-1."""
    parts = [c / 255 for c in colour[:3]]
    lin = [p / 12.92 if p <= 0.04045 else ((p + 0.055) / 1.055) ** 2.4 for p in parts]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


@bounded("screens.duel.crown", 4)
def crown(width: int) -> pygame.Surface:
    """The winner's crown, ``width`` wide: a gold band with three points, each a ball,
    drawn at four times its size and scaled down (lit from above: a lighter band)."""
    ss = 4
    w, h = width * ss, round(width * 0.62) * ss
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    base = h * 0.92
    band = h * 0.68
    points = [(0.06, base), (0.06, h * 0.34), (0.3, band), (0.5, h * 0.16), (0.7, band)]
    points += [(0.94, h * 0.34), (0.94, base)]
    poly = [(x * w, y) for x, y in points]
    pygame.draw.polygon(big, shade(GOLD, 0.62), [(x, y + ss * 2) for x, y in poly])
    pygame.draw.polygon(big, GOLD, poly)
    pygame.draw.rect(big, mix(GOLD, (255, 255, 255), 0.4), (0.06 * w, h * 0.74, 0.88 * w, h * 0.1))
    for x, y in ((0.06, h * 0.34), (0.5, h * 0.16), (0.94, h * 0.34)):
        pygame.draw.circle(big, GOLD, (x * w, y), math.ceil(w * 0.06))
    return pygame.transform.smoothscale(big, (width, h // ss))


def draw_bars(
    surface: pygame.Surface, lay: Layout, room: pygame.Rect, sides: tuple[Side, Side]
) -> list[Hover]:
    """Each shown source: its name in the left column, then a bar per side with the side's
    name before it and its VP after it; the groups spread over ``room``'s height."""
    sources = shown_sources(sides)
    size = lay.px(18)
    bar_h, gap = lay.px(BAR_H), lay.px(BAR_GAP)
    # the sources' and sides' names whole (a third of the room each at most)
    labels = [fit(source_label(s), size, room.width // 3, ACCENT_INK, True) for s in sources]
    label_w = max((img.get_width() for img in labels), default=0) + lay.px(10)
    names = [fit(side.name, size, room.width // 3, INK, True) for side in sides]
    name_w = max(img.get_width() for img in names) + lay.px(10)
    value_w = font(size, True).size("00")[0] + lay.px(8)
    bars_x = room.x + label_w + name_w
    width = max(1, room.right - value_w - bars_x)
    row = max(bar_h, font(size).get_height())  # a bar's row: as tall as its name
    group = 2 * row + gap
    spare = max(0, room.height - group * len(sources)) // max(1, len(sources))
    step = group + min(spare, lay.px(28))
    y = room.y + max(0, room.height - step * len(sources) + step - group) // 2
    tops = [y + k * step + (row - bar_h) // 2 for k in range(len(sources))]
    hovers = []
    for k, source, bar in duel_bars(sides, bars_x, width, tops, bar_h, row + gap):
        mid = bar.centery
        if k == 0:
            label = labels[sources.index(source)]
            surface.blit(label, label.get_rect(midleft=(room.x, mid + (row + gap) // 2)))
        name = names[k]
        surface.blit(name, name.get_rect(midright=(bars_x - lay.px(8), mid)))
        track = pygame.Rect(bars_x, bar.y, width, bar_h)
        pygame.draw.rect(surface, (228, 222, 203), track, border_radius=lay.px(3))
        points = sides[k].points.get(source, 0)
        if bar.width:
            pygame.draw.rect(surface, sides[k].colour, bar, border_radius=lay.px(3))
        value = render(str(points), size, INK if points else MUTED, True)
        surface.blit(value, value.get_rect(midleft=(bar.right + lay.px(6), mid)))
        tip = _("{who} · {source}: {points}").format(
            who=sides[k].name, source=source_label(source), points=vp(points)
        )
        hovers.append(Hover(bar, tip, ("duel", k, source)))
    return hovers
