"""The Statistics screen's charts, drawn in the results' style (paper panels, the sources'
colours, bold figures): each draws into a rect and gives what the mouse can hover over,
with the exact figure in its tip."""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import date

import pygame

from evergreen.i18n import _, ngettext, number
from evergreen.rules import Source
from evergreen.rules.enums import Piece
from evergreen.ui.art.badge_emblems import LADDER
from evergreen.ui.art.badges import rank_badge
from evergreen.ui.art.menu_art import draw_sheet
from evergreen.ui.art.shapes import Colour, mix
from evergreen.ui.art.sprites import sun_token
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE
from evergreen.ui.kit.text import INK, MUTED, PAPER, fit, font, render
from evergreen.ui.screens.legible import legible_size
from evergreen.ui.screens.progress.chart_art import (
    RULE,
    SHEET,
    icon_row,
    paper,
    piece_icon,
    source_icon,
)
from evergreen.ui.screens.results.cards import SOURCE_COLOURS, Hover
from evergreen.ui.screens.results.data import source_label
from evergreen.ui.words.dates import day_text
from evergreen.ui.words.names import vp

#: A day of the calendar: played, played and the Hard bot beaten, missed, still open.
DAY_COLOURS = {
    "beaten": (17, 119, 51),
    "played": (120, 180, 120),
    "missed": (214, 207, 186),
    "open": PAPER,
}


def framed(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, head: str) -> pygame.Rect:
    """A paper sheet lying on the sky (the menus' sheets: a soft shadow, a lit top edge)
    with its heading; the room left inside it."""
    draw_sheet(surface, rect, lay.px(10), max(1, lay.px(2)))
    img = fit(head, lay.px(type_scale.BODY), rect.width - lay.px(24), INK, bold=True)
    surface.blit(img, (rect.x + lay.px(12), rect.y + lay.px(8)))
    top = rect.y + lay.px(14) + img.get_height()
    return pygame.Rect(
        rect.x + lay.px(12), top, rect.width - lay.px(24), rect.bottom - top - lay.px(10)
    )


def framed_height(lay: Layout, head: str) -> int:
    """The height (pixels) ``framed`` takes round its room: the heading and the margins."""
    return (
        lay.px(24) + fit(head, lay.px(type_scale.BODY), lay.px(1000), INK, bold=True).get_height()
    )


def line_height(lay: Layout) -> int:
    """The height (pixels) of a row of a panel's figures (the ``lines`` of a panel)."""
    return render("Ag", lay.px(type_scale.CAPTION), INK, True).get_height()


def bar_chart(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    bars: Sequence[tuple[str, int]],
) -> list[Hover]:
    """The solo ranks' ladder, its foot at the top: each rank's badge (in colour once a
    game has reached it, pressed into the paper before), its name, and its games as a bar
    of the piece that stands on its badge (a row of Sprouts at Broccoli, of Big Trees at
    Pine); the figure at the bar's end."""
    hovers: list[Hover] = []
    row_h = rect.height / max(1, len(bars))
    side = max(8, min(round(row_h) - lay.px(2), lay.px(40)))
    labels = [label for label, _n in bars]
    label_w = bar_labels_width(lay, rect.width - side - lay.px(6), labels)
    figure_w = render("000", lay.px(type_scale.CAPTION), INK, True).get_width() + lay.px(6)
    left = rect.x + side + lay.px(6)
    room = rect.right - left - label_w - figure_w
    top = max((n for _label, n in bars), default=0) or 1
    size = legible_size(labels, lay.px(18), label_w - lay.px(8))
    for k, (label, n) in enumerate(bars):
        line = pygame.Rect(rect.x, round(rect.y + k * row_h), rect.width, round(row_h))
        medal = rank_badge(k, side, n > 0)
        surface.blit(medal, medal.get_rect(midleft=(line.x, line.centery)))
        img = fit(label, size, label_w - lay.px(8), INK if n else MUTED, shrink=False)
        surface.blit(img, img.get_rect(midleft=(left, line.centery)))
        x = left + label_w
        end = x
        if n:
            kind = LADDER[min(k, len(LADDER) - 1)][-1][0]
            icon = piece_icon(kind, max(6, round(row_h * 0.78)))
            end = icon_row(surface, icon, x, line.centery, round(room * n / top)).right
        figure = render(str(n), lay.px(type_scale.CAPTION), INK if n else MUTED, True)
        surface.blit(figure, figure.get_rect(midleft=(end + lay.px(6), line.centery)))
        tip = ngettext("{rank}: {count} game", "{rank}: {count} games", n)
        tip = tip.format(rank=label, count=n)
        hovers.append(Hover(line, tip, ("rank", label, n)))
    return hovers


#: A bar chart's label column: this much of its width, more where the longest label needs
#: it (the ranks' «Легендарная секвойя» at 130 % text), but never more than the most.
BAR_LABELS, BAR_LABELS_MOST = 0.46, 0.6


def bar_labels_width(lay: Layout, width: int, labels: Sequence[str]) -> int:
    """The width (pixels) of a bar chart's label column ``width`` pixels wide: its share, or
    what the longest label needs at its full size, up to the most share."""
    need = max((font(lay.px(type_scale.CAPTION)).size(t)[0] for t in labels), default=0) + lay.px(8)
    return min(round(width * BAR_LABELS_MOST), max(round(width * BAR_LABELS), need))


def line_chart(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    values: Sequence[int],
    colour: Colour = EDGE,
) -> list[Hover]:
    """The scores of the last games, oldest at the left, on a VP scale from 0: drawn on a
    sheet of paper in the player's ``colour`` (a wash under the line), the best game
    marked by the sun token, the last by a larger point."""
    hovers: list[Hover] = []
    sheet = paper(surface, rect, lay.px(8))
    axis_w = render("000", lay.px(type_scale.CAPTION), MUTED).get_width() + lay.px(8)
    plot = pygame.Rect(
        sheet.x + axis_w,
        sheet.y + lay.px(14),
        sheet.width - axis_w - lay.px(16),
        sheet.height - lay.px(26),
    )
    top = max(values, default=0)
    scale = max(20, -(-top // 20) * 20)
    for k in range(0, scale + 1, scale // 4):
        y = plot.bottom - round(plot.height * k / scale)
        pygame.draw.line(surface, RULE, (plot.x, y), (plot.right, y), max(1, lay.px(1)))
        img = render(str(k), lay.px(type_scale.CAPTION), MUTED)
        surface.blit(img, img.get_rect(midright=(plot.x - lay.px(4), y)))
    if not values:
        img = fit(_("No solo games yet"), lay.px(type_scale.CAPTION), plot.width, MUTED)
        surface.blit(img, img.get_rect(center=plot.center))
        return hovers
    step = plot.width / max(1, len(values) - 1)
    points = [
        (
            round(plot.x + k * step) if len(values) > 1 else plot.centerx,
            plot.bottom - round(plot.height * v / scale),
        )
        for k, v in enumerate(values)
    ]
    wash(surface, points, plot.bottom, colour)
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, max(2, lay.px(3)))
    best = values.index(max(values))
    first = len(values)
    for k, (point, v) in enumerate(zip(points, values, strict=True)):
        r = max(3, lay.px(6 if k == first - 1 else 4))
        pygame.draw.circle(surface, SHEET, point, r + max(1, lay.px(2)))
        pygame.draw.circle(surface, colour, point, r)
        box = pygame.Rect(0, 0, max(6, round(step)), plot.height)
        box.midbottom = (point[0], plot.bottom)
        ago = first - k
        tip = (
            _("{ago} games ago: {score}").format(ago=ago, score=vp(v))
            if ago > 1
            else _("The last game: {score}").format(score=vp(v))
        )
        hovers.append(Hover(box, tip, ("score", k, v)))
    sun = sun_token(lay.px(26))
    surface.blit(sun, sun.get_rect(midbottom=(points[best][0], points[best][1] - lay.px(4))))
    return hovers


def wash(
    surface: pygame.Surface, points: Sequence[tuple[int, int]], floor: int, colour: Colour
) -> None:
    """A pale wash of ``colour`` between the scores' line and the chart's floor."""
    if len(points) < 2:
        return
    left, right = points[0][0], points[-1][0]
    top = min(y for _x, y in points)
    layer = pygame.Surface((right - left + 1, floor - top + 1), pygame.SRCALPHA)
    shape = [(x - left, y - top) for x, y in points]
    shape += [(right - left, floor - top), (0, floor - top)]
    pygame.draw.polygon(layer, (*colour, 46), shape)
    surface.blit(layer, (left, top))


def source_pairs(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    mean: dict[str, float],
    best: dict[str, int],
) -> list[Hover]:
    """For each source, its picture and name, your average VP (pale) against your best
    game's (full colour), as the results' bars: rounded, lit along their top."""
    hovers: list[Hover] = []
    row_h = rect.height / len(mean or [1])
    side = max(8, min(round(row_h * 0.8), lay.px(40)))
    need = max(
        (font(lay.px(type_scale.CAPTION)).size(source_label(Source(k)))[0] for k in mean), default=0
    )
    label_w = min(round(rect.width * 0.4), max(lay.px(150), need + lay.px(14)) + side)
    top = max([*mean.values(), *best.values(), 1])
    bar_w = rect.width - label_w - lay.px(44)
    for k, key in enumerate(mean):
        source = Source(key)
        y = round(rect.y + k * row_h)
        line = pygame.Rect(rect.x, y, rect.width, round(row_h))
        icon = source_icon(source, side)
        surface.blit(icon, icon.get_rect(midleft=(rect.x, line.centery)))
        text_x = rect.x + side + lay.px(8)
        label = fit(
            source_label(source),
            lay.px(type_scale.CAPTION),
            rect.x + label_w - text_x - lay.px(6),
            INK,
        )
        surface.blit(label, label.get_rect(midleft=(text_x, line.centery)))
        colour = SOURCE_COLOURS[source]
        h = max(3, round(row_h * 0.32))
        for n, (value, tint) in enumerate(
            ((mean[key], mix(colour, PAPER, 0.55)), (best[key], colour))
        ):
            width = round(bar_w * value / top)
            box = pygame.Rect(
                rect.x + label_w, line.centery - h - 1 + n * (h + 2), max(1, width), h
            )
            lit_bar(surface, lay, box, tint)
            figure = number(value, ".1f") if n == 0 else str(value)
            img = render(figure, lay.px(type_scale.CAPTION), INK, n == 1)
            surface.blit(img, img.get_rect(midleft=(box.right + lay.px(4), box.centery)))
        tip = _("{source}: {mean} VP on average, {best} in your best game").format(
            source=source_label(source), mean=number(mean[key], ".1f"), best=vp(best[key])
        )
        hovers.append(Hover(line, tip, ("source", key)))
    return hovers


def lit_bar(surface: pygame.Surface, lay: Layout, box: pygame.Rect, colour: Colour) -> None:
    """A bar with weight: rounded, its top edge lit, its foot a shade darker."""
    radius = min(box.height // 2, lay.px(4))
    pygame.draw.rect(surface, mix(colour, (0, 0, 0), 0.18), box, border_radius=radius)
    body = box.copy()
    body.height = max(1, box.height - max(1, lay.px(2)))
    pygame.draw.rect(surface, colour, body, border_radius=radius)
    if box.width > 2 * radius and box.height >= 4:
        light = mix(colour, (255, 255, 255), 0.4)
        y = box.y + max(1, box.height // 5)
        pygame.draw.line(surface, light, (box.x + radius, y), (box.right - radius - 1, y))


def calendar(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    days: Sequence[tuple[date, str, int | None]],
) -> list[Hover]:
    """The last days in a grid filling ``rect`` (oldest first, in rows of ten, six or five:
    whichever makes a day's cell nearest a square): played, beaten the Hard bot, missed;
    today's, still open, outlined. A played day has its Sprout, a day the Hard bot was
    beaten the sun, where the cells have room. A day's tip tells its best score."""
    hovers: list[Hover] = []
    per_row = min((10, 6, 5), key=lambda n: abs(math.log(_cell(rect, len(days), n))))
    rows = -(-len(days) // per_row)
    wide, high = rect.width // per_row, rect.height // rows
    left = rect.x + (rect.width - per_row * wide) // 2
    top = rect.y + (rect.height - rows * high) // 2
    icons = high >= lay.px(34)
    for k, (day, state, best) in enumerate(days):
        box = pygame.Rect(left + (k % per_row) * wide, top + (k // per_row) * high, wide, high)
        cell = box.inflate(-lay.px(4), -lay.px(4))
        pygame.draw.rect(surface, DAY_COLOURS[state], cell, border_radius=lay.px(4))
        if state == "open":
            pygame.draw.rect(surface, EDGE, cell, max(1, lay.px(2)), border_radius=lay.px(4))
        num = render(str(day.day), lay.px(type_scale.CAPTION), PAPER if state == "beaten" else INK)
        if icons and state in ("played", "beaten"):
            tall = cell.height * 11 // 20
            icon = sun_token(tall) if state == "beaten" else piece_icon(Piece.SPROUT, tall)
            surface.blit(
                icon, icon.get_rect(bottomright=cell.inflate(-lay.px(4), -lay.px(4)).bottomright)
            )
            surface.blit(num, (cell.x + lay.px(5), cell.y + lay.px(2)))
        else:
            surface.blit(num, num.get_rect(center=cell.center))
        hovers.append(Hover(box, day_words(day, state, best), ("day", day, state, best)))
    return hovers


def _cell(rect: pygame.Rect, days: int, per_row: int) -> float:
    """How wide a day's cell is for its height in ``rect`` with rows of ``per_row``."""
    return (rect.width / per_row) / (rect.height / max(1, -(-days // per_row)))


def day_words(day: date, state: str, best: int | None) -> str:
    """A calendar day's tip: how it went, and the day's best score when played."""
    shown = day_text(day)
    if best is not None and state == "beaten":
        return _("{day}: best {score}, the Hard bot beaten").format(day=shown, score=vp(best))
    if best is not None:  # played (or only practised, on a day missed)
        return _("{day}: best {score}").format(day=shown, score=vp(best))
    words = {
        "missed": _("{day}: missed"),
        "open": _("{day}: today, still open"),
    }
    return words.get(state, "{day}").format(day=shown)
