"""Titled groups of segmented controls, laid out in a panel (the Settings screen).

Pure geometry in the 1280×800 design space: the text heights are measured by the caller
(they depend on the language, the text size and the window), so the layout grows with the
text instead of cutting it. Groups go in two columns, each stacked from the top (the 1st,
3rd... on the left, the 2nd, 4th... on the right), the last of each column stretched so that
both end level; with an odd number, the last group spans the whole width under them. A
group's first control without a label stands on its title's line, at the right (Language,
the Sound group's on/off); volume sliders side by side share a row, ``SLIDERS_A_ROW`` at most.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from evergreen.ui.kit import type_scale

#: Volume sliders side by side in a row at most (four would leave each too narrow for its
#: label at 130 % text).
SLIDERS_A_ROW = 2
#: A segmented control's options: (value, label, tip).
Options = Sequence[tuple[str, str, str | None]]


@dataclass(frozen=True)
class Control:
    """One setting: a segmented control (presses reach ``on_button(f"{name}:{value}")``)
    under a label, with a hint line under it; or (``kind`` "slider") a slider from 0 to 100
    at ``chosen``, its label and value on a line above it (options unused)."""

    name: str
    label: str | None
    options: Options
    chosen: str
    hint: str | None = None
    kind: Literal["choice", "slider"] = "choice"


@dataclass(frozen=True)
class Group:
    """A titled panel of controls."""

    title: str
    controls: Sequence[Control]


#: Design sizes (text sizes are on the type scale, ``kit/type_scale.py``).
TITLE_SIZE, GROUP_SIZE = type_scale.TITLE, type_scale.HEADING
LABEL_SIZE, HINT_SIZE = type_scale.BODY, type_scale.CAPTION
CONTROL_H = 40
SLIDER_H = 30
PAD, GAP, ROW_GAP = 18, 16, 14
BACK_W, BACK_H = 260, 46
#: The least room left above and below the panel (design units).
MARGIN = 8


@dataclass(frozen=True)
class Spacing:
    """The room around and between groups (``gap``), inside them (``pad``) and between
    their controls (``row_gap``), in design units."""

    pad: float = PAD
    gap: float = GAP
    row_gap: float = ROW_GAP


#: The spacing of a panel that would not fit with the usual one.
TIGHT = Spacing(pad=12, gap=10, row_gap=8)


@dataclass
class Placed:
    """Where one control's parts go: label, control and hint rects (x, y, w, h)."""

    control: Control
    label: tuple[float, float, float, float] | None
    box: tuple[float, float, float, float]
    hint: tuple[float, float, float, float] | None


@dataclass
class PlacedGroup:
    """A group's panel and title rects, and its controls."""

    group: Group
    panel: tuple[float, float, float, float]
    title: tuple[float, float, float, float]
    controls: list[Placed] = field(default_factory=list)


@dataclass
class Arrangement:
    """The whole screen: the outer panel, its title, the groups and the Back button."""

    panel: tuple[float, float, float, float]
    title_y: float
    groups: list[PlacedGroup]
    back: tuple[float, float, float, float]


#: ``measure(text, size, width, bold)``: (lines, line height) of ``text`` wrapped in
#: ``width`` design units at the nominal design ``size``, in design units.
Measure = Callable[[str, float, float, bool], tuple[int, float]]


def arrange(
    groups: Sequence[Group],
    measure: Measure,
    x: float = 60,
    width: float = 1160,
    height: float = 800,
) -> Arrangement:
    """Lay ``groups`` out in a panel ``width`` wide centred in ``height``: with the usual
    spacing, or the tight one where that would not leave ``MARGIN`` above and below (130 %
    text with the "no sound device" hint took 803 of 800)."""
    found = _arrange(groups, measure, x, width, height, Spacing())
    if found.panel[3] > height - 2 * MARGIN:
        found = _arrange(groups, measure, x, width, height, TIGHT)
    return found


def _arrange(
    groups: Sequence[Group],
    measure: Measure,
    x: float,
    width: float,
    height: float,
    sp: Spacing,
) -> Arrangement:
    inner = width - 2 * sp.pad
    column = (inner - sp.gap) / 2
    _lines, title_h = measure("Ag", TITLE_SIZE, inner, True)
    paired = list(groups[: len(groups) - len(groups) % 2])
    alone = list(groups[len(paired) :])
    columns = [paired[0::2], paired[1::2]]
    # first pass: heights; second: positions
    heights = [[_group_height(g, column, measure, sp) for g in col] for col in columns]
    sums = [sum(h) + sp.gap * max(0, len(h) - 1) for h in heights]
    body = max(sums, default=0.0)
    alone_h = [_group_height(g, inner, measure, sp) for g in alone]
    if alone_h:
        body += (sp.gap if paired else 0) + sum(alone_h)
    total = sp.pad + title_h + sp.gap + body + sp.gap + BACK_H + sp.pad
    top = max(0.0, (height - total) / 2)
    y0 = top + sp.pad + title_h + sp.gap
    placed: list[PlacedGroup] = []
    for i, (col, col_h) in enumerate(zip(columns, heights, strict=True)):
        y = y0
        for k, (group, h) in enumerate(zip(col, col_h, strict=True)):
            if k == len(col) - 1:  # the last of the column reaches the other's bottom
                h += max(sums) - sums[i]
            gx = x + sp.pad + i * (column + sp.gap)
            placed.append(_place_group(group, gx, y, column, h, measure, sp))
            y += h + sp.gap
    y = y0 + max(sums, default=-sp.gap) + sp.gap
    for group, h in zip(alone, alone_h, strict=True):
        placed.append(_place_group(group, x + sp.pad, y, inner, h, measure, sp))
        y += h + sp.gap
    order = {id(g): k for k, g in enumerate(groups)}
    placed.sort(key=lambda p: order[id(p.group)])
    back = (x + (width - BACK_W) / 2, y, BACK_W, BACK_H)
    return Arrangement((x, top, width, total), top + sp.pad + title_h / 2, placed, back)


def _inline(group: Group) -> bool:
    """A group whose first control has no label: the title and that control share a line."""
    first = group.controls[0] if group.controls else None
    return first is not None and first.label is None and first.kind == "choice"


def _group_height(group: Group, width: float, measure: Measure, sp: Spacing) -> float:
    return _place_group(group, 0, 0, width, 0, measure, sp).panel[3]


def _place_group(
    group: Group, x: float, y: float, w: float, h: float, measure: Measure, sp: Spacing
) -> PlacedGroup:
    """A group at (x, y), ``w`` wide and at least ``h`` tall (its row's height)."""
    inner = w - 2 * sp.pad
    box_w = (inner - sp.gap) / 2
    _n, group_h = measure(group.title, GROUP_SIZE, box_w if _inline(group) else inner, True)
    placed = []
    rest = list(group.controls)
    if _inline(group):
        control = rest.pop(0)
        # its hint under the title's line, the whole width (under the box alone, half as
        # wide, the Sound group's "no sound device" took four lines and pushed the Back
        # button off a 1280×800 window at 130 % text)
        hint_h = _hint_height(control, inner, measure)
        line = max(group_h, CONTROL_H)
        title = (x + sp.pad, y + sp.pad + (line - group_h) / 2, box_w, group_h)
        box = (x + w - sp.pad - box_w, y + sp.pad + (line - CONTROL_H) / 2, box_w, CONTROL_H)
        hint = (x + sp.pad, y + sp.pad + line + 6, inner, hint_h - 6) if hint_h else None
        if not rest and h > sp.pad + line + hint_h + sp.pad:  # alone in a taller panel: centred
            down = (h - (sp.pad + line + hint_h + sp.pad)) / 2
            title = (title[0], title[1] + down, title[2], title[3])
            box = (box[0], box[1] + down, box[2], box[3])
            hint = None if hint is None else (hint[0], hint[1] + down, hint[2], hint[3])
        placed.append(Placed(control, None, box, hint))
        cy = y + sp.pad + line + hint_h + (sp.row_gap if rest else 0)
    else:
        title = (x + sp.pad, y + sp.pad - 4, inner, group_h)
        cy = y + sp.pad - 4 + group_h + 8
    sliders = [c for c in rest if c.kind == "slider"]
    rest = [c for c in rest if c.kind != "slider"]
    rows = [sliders[k : k + SLIDERS_A_ROW] for k in range(0, len(sliders), SLIDERS_A_ROW)]
    for r, row in enumerate(rows):
        count = len(rows[0])
        each = (inner - sp.gap * (count - 1)) / count
        label_h = max(measure(c.label or "", LABEL_SIZE, each, False)[1] for c in row)
        for k, control in enumerate(row):
            cx = x + sp.pad + k * (each + sp.gap)
            box = (cx, cy + label_h + 4, each, SLIDER_H)
            placed.append(Placed(control, (cx, cy, each, label_h), box, None))
        cy += label_h + 4 + SLIDER_H + (sp.row_gap if rest or r < len(rows) - 1 else 0)
    for k, control in enumerate(rest):
        label = None
        if control.label:
            _n, label_h = measure(control.label, LABEL_SIZE, inner, False)
            label = (x + sp.pad, cy, inner, label_h)
            cy += label_h + 2
        box = (x + sp.pad, cy, inner, CONTROL_H)
        cy += CONTROL_H
        hint_h = _hint_height(control, inner, measure)
        hint = (x + sp.pad, cy + 4, inner, hint_h - 4) if hint_h else None
        cy += hint_h
        if k < len(rest) - 1:
            cy += sp.row_gap
        placed.append(Placed(control, label, box, hint))
    height = max(h, cy + sp.pad - y)
    return PlacedGroup(group, (x, y, w, height), title, placed)


def _hint_height(control: Control, width: float, measure: Measure) -> float:
    if not control.hint:
        return 0.0
    lines, line_h = measure(control.hint, HINT_SIZE, width, False)
    return 4 + lines * line_h
