"""Today's deal on its results screen: you against the Hard bot's game of the same deal,
source by source, two bars for each (yours, the bot's), every bar of both sides on one
scale: a bar's length is its VP over the most VP of any bar of either side, so 6 VP is
never drawn as long as 56.

Geometry (``duel_bars``) is kept apart from drawing, so the scale is tested without a
window; the scene (``scene.py``) places the panel and keeps what the mouse can hover.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from evergreen.i18n import _
from evergreen.rules import Source
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import ACCENT_INK, INK, MUTED, fit, font, render, wrap
from evergreen.ui.screens.results.cards import Hover
from evergreen.ui.screens.results.data import SOURCES, PlayerResult, source_label
from evergreen.ui.words.colours import Colour
from evergreen.ui.words.names import vp

#: A bar's height and the gap between a source's two bars, in design units.
BAR_H, BAR_GAP = 18, 4


class Side(NamedTuple):
    """One side of the duel: its name, colour and VP by source."""

    name: str
    colour: Colour
    points: dict[Source, int]


def side_of(name: str, colour: Colour, result: PlayerResult) -> Side:
    """A side from a player's results."""
    return Side(name, colour, result.by_source())


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
    room = pygame.Rect(panel.x + pad, y, inner, panel.bottom - foot - y)
    return draw_bars(surface, lay, room, sides)


def draw_bars(
    surface: pygame.Surface, lay: Layout, room: pygame.Rect, sides: tuple[Side, Side]
) -> list[Hover]:
    """Each shown source: its name, then a bar per side with the side's name before it and
    its VP after it; the groups spread over ``room``'s height."""
    sources = shown_sources(sides)
    size = lay.px(18)
    line_h = font(size).get_height()
    bar_h, gap = lay.px(BAR_H), lay.px(BAR_GAP)
    names = [fit(side.name, size, room.width // 3, INK, True) for side in sides]
    name_w = max(img.get_width() for img in names) + lay.px(10)
    value_w = font(size, True).size("00")[0] + lay.px(8)
    bars_x = room.x + lay.px(8) + name_w
    width = max(1, room.right - value_w - bars_x)
    row = max(bar_h, line_h)  # a bar's row: as tall as its name
    group = line_h + 2 * row + gap
    spare = max(0, room.height - group * len(sources)) // max(1, len(sources))
    tops = []
    y = room.y + min(spare // 2, lay.px(14))
    for _source in sources:
        tops.append(y + line_h + (row - bar_h) // 2)
        y += group + min(spare, lay.px(18))
    hovers = []
    for k, source, bar in duel_bars(sides, bars_x, width, tops, bar_h, row + gap):
        if k == 0:
            label = fit(source_label(source), size, room.width, ACCENT_INK, True)
            surface.blit(label, (room.x, bar.y - (row - bar_h) // 2 - line_h))
        mid = bar.centery
        name = names[k]
        surface.blit(name, name.get_rect(midleft=(room.x + lay.px(8), mid)))
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
