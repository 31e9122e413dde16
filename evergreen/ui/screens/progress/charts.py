"""The Statistics screen's charts, drawn in the results' style (paper panels, the sources'
colours, bold figures): each draws into a rect and gives what the mouse can hover over,
with the exact figure in its tip."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import pygame

from evergreen.i18n import _, ngettext, number
from evergreen.rules import Source
from evergreen.ui.art.shapes import mix
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE, panel
from evergreen.ui.kit.text import ACCENT, INK, MUTED, PAPER, fit, font, render
from evergreen.ui.screens.legible import legible_size
from evergreen.ui.screens.results.cards import SOURCE_COLOURS, Hover
from evergreen.ui.screens.results.data import source_label
from evergreen.ui.words.dates import day_text
from evergreen.ui.words.names import vp

GRID = (214, 207, 186)
#: A day of the calendar: played, played and the Hard bot beaten, missed, still open.
DAY_COLOURS = {
    "beaten": (17, 119, 51),
    "played": (120, 180, 120),
    "missed": (214, 207, 186),
    "open": PAPER,
}


def framed(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, head: str) -> pygame.Rect:
    """A paper panel with its heading; the room left inside it."""
    panel(surface, rect, lay)
    img = fit(head, lay.px(type_scale.BODY), rect.width - lay.px(24), INK, bold=True)
    surface.blit(img, (rect.x + lay.px(12), rect.y + lay.px(8)))
    top = rect.y + lay.px(14) + img.get_height()
    return pygame.Rect(
        rect.x + lay.px(12), top, rect.width - lay.px(24), rect.bottom - top - lay.px(10)
    )


def bar_chart(
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, bars: Sequence[tuple[str, int]]
) -> list[Hover]:
    """Bars of counts, one a row with its label at its left and its figure at its end (the
    rank distribution: the ranks' names are too long to stand under upright bars)."""
    hovers: list[Hover] = []
    row_h = rect.height / max(1, len(bars))
    labels = [label for label, _n in bars]
    label_w = bar_labels_width(lay, rect.width, labels)
    figure_w = render("000", lay.px(type_scale.CAPTION), INK, True).get_width() + lay.px(6)
    room = rect.width - label_w - figure_w
    top = max((n for _label, n in bars), default=0) or 1
    size = legible_size(labels, lay.px(18), label_w - lay.px(8))
    for k, (label, n) in enumerate(bars):
        line = pygame.Rect(rect.x, round(rect.y + k * row_h), rect.width, round(row_h))
        img = fit(label, size, label_w - lay.px(8), INK, shrink=False)
        surface.blit(img, img.get_rect(midleft=(line.x, line.centery)))
        box = pygame.Rect(line.x + label_w, 0, round(room * n / top), max(4, round(row_h * 0.6)))
        box.centery = line.centery
        if n:
            pygame.draw.rect(surface, EDGE, box, border_radius=lay.px(3))
        figure = render(str(n), lay.px(type_scale.CAPTION), INK if n else MUTED, True)
        surface.blit(figure, figure.get_rect(midleft=(box.right + lay.px(6), line.centery)))
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
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, values: Sequence[int]
) -> list[Hover]:
    """The scores of the last games, oldest at the left, on a VP scale from 0."""
    hovers: list[Hover] = []
    axis_w = render("000", lay.px(type_scale.CAPTION), MUTED).get_width() + lay.px(6)
    plot = pygame.Rect(
        rect.x + axis_w, rect.y + lay.px(6), rect.width - axis_w, rect.height - lay.px(12)
    )
    top = max(values, default=0)
    scale = max(20, -(-top // 20) * 20)
    for k in range(0, scale + 1, scale // 4):
        y = plot.bottom - round(plot.height * k / scale)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), max(1, lay.px(1)))
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
    if len(points) > 1:
        pygame.draw.lines(surface, EDGE, False, points, max(2, lay.px(3)))
    first = len(values)
    for k, (point, v) in enumerate(zip(points, values, strict=True)):
        pygame.draw.circle(surface, ACCENT, point, max(3, lay.px(4)))
        box = pygame.Rect(0, 0, max(6, round(step)), plot.height)
        box.midbottom = (point[0], plot.bottom)
        ago = first - k
        tip = (
            _("{ago} games ago: {score}").format(ago=ago, score=vp(v))
            if ago > 1
            else _("The last game: {score}").format(score=vp(v))
        )
        hovers.append(Hover(box, tip, ("score", k, v)))
    return hovers


def source_pairs(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    mean: dict[str, float],
    best: dict[str, int],
) -> list[Hover]:
    """For each source, your average VP (pale) against your best game's (full colour)."""
    hovers: list[Hover] = []
    label_w = min(rect.width // 3, lay.px(150))
    top = max([*mean.values(), *best.values(), 1])
    row_h = rect.height / len(mean or [1])
    bar_w = rect.width - label_w - lay.px(44)
    for k, key in enumerate(mean):
        source = Source(key)
        y = round(rect.y + k * row_h)
        line = pygame.Rect(rect.x, y, rect.width, round(row_h))
        label = fit(source_label(source), lay.px(type_scale.CAPTION), label_w - lay.px(6), INK)
        surface.blit(label, label.get_rect(midleft=(rect.x, line.centery)))
        colour = SOURCE_COLOURS[source]
        h = max(3, round(row_h * 0.32))
        for n, (value, tint) in enumerate(
            ((mean[key], mix(colour, PAPER, 0.55)), (best[key], colour))
        ):
            width = round(bar_w * value / top)
            box = pygame.Rect(
                rect.x + label_w, line.centery - h - 1 + n * (h + 2), max(1, width), h
            )
            pygame.draw.rect(surface, tint, box)
            figure = number(value, ".1f") if n == 0 else str(value)
            img = render(figure, lay.px(type_scale.CAPTION), INK, n == 1)
            surface.blit(img, img.get_rect(midleft=(box.right + lay.px(4), box.centery)))
        tip = _("{source}: {mean} VP on average, {best} in your best game").format(
            source=source_label(source), mean=number(mean[key], ".1f"), best=vp(best[key])
        )
        hovers.append(Hover(line, tip, ("source", key)))
    return hovers


def calendar(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    days: Sequence[tuple[date, str, int | None]],
) -> list[Hover]:
    """The last days in a row of squares (oldest first, in rows of ten): played, beaten the
    Hard bot, missed; today's, still open, outlined. A day's tip tells its best score."""
    hovers: list[Hover] = []
    per_row = 10
    rows = -(-len(days) // per_row)
    side = min(rect.width // per_row, rect.height // max(1, rows))
    for k, (day, state, best) in enumerate(days):
        box = pygame.Rect(rect.x + (k % per_row) * side, rect.y + (k // per_row) * side, side, side)
        cell = box.inflate(-lay.px(4), -lay.px(4))
        pygame.draw.rect(surface, DAY_COLOURS[state], cell, border_radius=lay.px(4))
        if state == "open":
            pygame.draw.rect(surface, EDGE, cell, max(1, lay.px(2)), border_radius=lay.px(4))
        num = render(str(day.day), lay.px(type_scale.CAPTION), PAPER if state == "beaten" else INK)
        surface.blit(num, num.get_rect(center=cell.center))
        hovers.append(Hover(box, day_words(day, state, best), ("day", day, state, best)))
    return hovers


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
