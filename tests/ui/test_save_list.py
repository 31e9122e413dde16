"""The Load list's geometry, without a window: groups in order, rows under the mouse,
scrolling kept within the content and the chosen entry scrolled into view."""

from __future__ import annotations

from pathlib import Path

from evergreen.persistence import SaveInfo
from evergreen.ui.kit.layout import Layout
from evergreen.ui.screens.load.save_list import (
    BOX,
    GROUPS,
    HEADER_H,
    ROW_H,
    SaveList,
    group_of,
    rows_of,
)


def info(
    name: str,
    *,
    autosave: bool = False,
    over: bool = False,
    example: bool = False,
    record: bool = False,
) -> SaveInfo:
    return SaveInfo(
        name,
        Path(f"{name}.json"),
        None,
        (),
        (),
        2,
        "spring",
        0,
        (0, 0),
        over,
        autosave,
        example,
        record=record,
    )


def test_groups_come_in_their_order_with_headings_only_when_filled() -> None:
    saves = [
        info("ex", example=True),
        info("named"),
        info("rec", record=True),
        info("done", autosave=True, over=True),
        info("playing", autosave=True),
    ]
    kinds = ["example", "named", "record", "finished", "playing"]
    assert [group_of(s) for s in saves] == kinds
    rows = rows_of(saves)
    assert [r.heading or r.info.name for r in rows] == [  # type: ignore[union-attr]
        GROUPS[0][1],
        "playing",
        GROUPS[1][1],
        "named",
        GROUPS[2][1],
        "done",
        GROUPS[3][1],
        "rec",
        GROUPS[4][1],
        "ex",
    ]
    assert [r.y for r in rows][:3] == [0, HEADER_H, HEADER_H + ROW_H]
    assert [r.heading for r in rows_of([info("a")]) if not r.info] == [GROUPS[1][1]]


def test_the_entry_under_the_mouse_and_scrolling() -> None:
    lay = Layout(1280, 800, players=0)
    saves = [info(f"g{n}", autosave=True) for n in range(12)]
    listed = SaveList(saves)
    first = lay.rect(BOX[0], BOX[1] + HEADER_H, BOX[2], ROW_H).center
    assert listed.at(lay, first) is saves[0]
    assert listed.at(lay, (5, 5)) is None
    assert listed.at(lay, lay.rect(BOX[0], BOX[1] + 2, BOX[2], 2).center) is None  # heading
    listed.scroll_by(10_000)
    assert listed.scroll == listed.height - BOX[3]
    assert listed.rect_of(lay, saves[0]) is None and listed.rect_of(lay, saves[-1]) is not None
    listed.show(saves[0])
    assert listed.scroll == 0 and listed.rect_of(lay, saves[0]) is not None
    listed.scroll_by(-50)
    assert listed.scroll == 0
    listed.show(saves[7])
    rect = listed.rect_of(lay, saves[7])
    assert rect is not None and lay.rect(*BOX).contains(rect)
    assert listed.at(lay, rect.center) is saves[7]
