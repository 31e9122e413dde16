"""Titled groups of segmented controls, laid out in a panel (the Settings screen).

Pure geometry in the 1280×800 design space: the text heights are measured by the caller
(they depend on the language, the text size and the window), so the layout grows with the
text instead of cutting it. Groups go two to a row; a group left alone on the last row
spans the whole width (so a fourth group, Sound, simply takes the place beside it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

#: A segmented control's options: (value, label, tip).
Options = Sequence[tuple[str, str, str | None]]


@dataclass(frozen=True)
class Control:
    """One setting: a segmented control (presses reach ``on_button(f"{name}:{value}")``)
    under a label, with a hint line under it."""

    name: str
    label: str | None
    options: Options
    chosen: str
    hint: str | None = None


@dataclass(frozen=True)
class Group:
    """A titled panel of controls."""

    title: str
    controls: Sequence[Control]


#: Design sizes (nominal text sizes are at 1280×800 and 100 %; 18 is the 14 px floor).
TITLE_SIZE, GROUP_SIZE, LABEL_SIZE, HINT_SIZE = 40, 24, 20, 18
CONTROL_H = 40
PAD, GAP, ROW_GAP = 18, 16, 14
BACK_W, BACK_H = 260, 46


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
    """Lay ``groups`` out in a panel ``width`` wide centred in ``height``."""
    inner = width - 2 * PAD
    column = (inner - GAP) / 2
    _lines, title_h = measure("Ag", TITLE_SIZE, inner, True)
    rows: list[list[Group]] = [list(groups[i : i + 2]) for i in range(0, len(groups), 2)]
    # first pass: heights; second: positions
    placed: list[PlacedGroup] = []
    heights: list[float] = []
    for row in rows:
        span = len(row) == 1
        heights.append(max(_group_height(g, inner if span else column, span, measure) for g in row))
    body = sum(heights) + GAP * max(0, len(rows) - 1)
    total = PAD + title_h + GAP + body + GAP + BACK_H + PAD
    top = max(0.0, (height - total) / 2)
    y = top + PAD + title_h + GAP
    for row, row_h in zip(rows, heights, strict=True):
        span = len(row) == 1
        for i, group in enumerate(row):
            gx = x + PAD + i * (column + GAP)
            gw = inner if span else column
            placed.append(_place_group(group, gx, y, gw, row_h, span, measure))
        y += row_h + GAP
    back = (x + (width - BACK_W) / 2, y, BACK_W, BACK_H)
    return Arrangement((x, top, width, total), top + PAD + title_h / 2, placed, back)


def _inline(group: Group, span: bool) -> bool:
    """A lone group of one unlabelled control: its title and control share a line."""
    return span and len(group.controls) == 1 and group.controls[0].label is None


def _group_height(group: Group, width: float, span: bool, measure: Measure) -> float:
    return _place_group(group, 0, 0, width, 0, span, measure).panel[3]


def _place_group(
    group: Group, x: float, y: float, w: float, h: float, span: bool, measure: Measure
) -> PlacedGroup:
    """A group at (x, y), ``w`` wide and at least ``h`` tall (its row's height)."""
    inner = w - 2 * PAD
    _n, group_h = measure(group.title, GROUP_SIZE, inner, True)
    if _inline(group, span):
        control = group.controls[0]
        box_w = (inner - GAP) / 2
        hint_h = _hint_height(control, box_w, measure)
        line = max(group_h, CONTROL_H)
        title = (x + PAD, y + PAD + (line - group_h) / 2, box_w, group_h)
        box = (x + w - PAD - box_w, y + PAD + (line - CONTROL_H) / 2, box_w, CONTROL_H)
        hint = (box[0], y + PAD + line + 6, box_w, hint_h - 6) if hint_h else None
        height = max(h, PAD + line + hint_h + PAD)
        return PlacedGroup(group, (x, y, w, height), title, [Placed(control, None, box, hint)])
    title = (x + PAD, y + PAD - 4, inner, group_h)
    cy = y + PAD - 4 + group_h + 8
    placed = []
    for k, control in enumerate(group.controls):
        label = None
        if control.label:
            _n, label_h = measure(control.label, LABEL_SIZE, inner, False)
            label = (x + PAD, cy, inner, label_h)
            cy += label_h + 2
        box = (x + PAD, cy, inner, CONTROL_H)
        cy += CONTROL_H
        hint_h = _hint_height(control, inner, measure)
        hint = (x + PAD, cy + 4, inner, hint_h - 4) if hint_h else None
        cy += hint_h
        if k < len(group.controls) - 1:
            cy += ROW_GAP
        placed.append(Placed(control, label, box, hint))
    height = max(h, cy + PAD - y)
    return PlacedGroup(group, (x, y, w, height), title, placed)


def _hint_height(control: Control, width: float, measure: Measure) -> float:
    if not control.hint:
        return 0.0
    lines, line_h = measure(control.hint, HINT_SIZE, width, False)
    return 4 + lines * line_h
