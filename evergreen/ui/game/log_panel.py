"""The game log's section of the game scene: a panel over the right-hand column (the market,
the fertility zone and the tracks; the board and the players' panels stay in view).

It opens and closes with its button at the board's top right corner or the L key; the wheel
scrolls it. Each row shows whose step it was, the step in words and the VP it gave, newest
first under each round's heading; the mouse on a row rings its spaces on the main board,
which shows that seat's planet meanwhile. Like every section it owns its drawing, its
hit-testing and its hover text (``draw``, ``handle_event``, ``hover_tip``, ``wake_in``).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import NamedTuple, Protocol

import pygame
import pygame_gui

from evergreen.i18n import _, language
from evergreen.rules import Event, EventKind
from evergreen.ui.game.table import Table
from evergreen.ui.kit import text, type_scale, widgets
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE, panel
from evergreen.ui.kit.text import ACCENT_INK, INK, LIGHT, MUTED, fit, line_count, render, wrap
from evergreen.ui.words.game_log import (
    Entry,
    GameLog,
    describe,
    ringed_tip,
    round_title,
    seat_of,
)
from evergreen.ui.words.names import seat_colour, seat_label

#: The panel in design pixels (x, y, w, h): the market, zone and tracks' column.
PANEL = (720, 56, 540, 496)
#: Where the list starts under the panel's title, in design pixels from the panel's top.
LIST_TOP = 44
#: The button that opens and closes it: the board's top right corner, beside the panel.
TOGGLE = (596, 64, 96, 34)
#: Design x of the columns from the panel's left: the seat, the words, and the VP's right end.
SEAT_X, TEXT_X, VP_RIGHT = 14, 118, 500
SIZE = type_scale.CAPTION
#: Rows one notch of the wheel scrolls.
WHEEL_ROWS = 3
HOVER = (226, 219, 196)
#: Entries drawn in bold (the season's end, the game's) or quieter (a turn confirmed).
STRONG = frozenset((EventKind.SEASON_ENDED, EventKind.GAME_OVER))
QUIET = frozenset((EventKind.TURN_ENDED, EventKind.FIRST_PLAYER))


class Host(Protocol):
    """What the log needs of the screen it is a section of (the game screen, the replay
    viewer): where to draw, the seat whose planet is shown (a row hovered shows its own), and
    the table shown."""

    layout: Layout
    ui: pygame_gui.UIManager

    def table(self) -> Table:
        """What the table shows now."""
        ...

    def show(self, seat: int) -> None:
        """Show ``seat``'s planet on the board."""
        ...


class Row(NamedTuple):
    """One row of the list in window pixels from the top of its content: an entry, or the
    heading of a round (``entry`` None)."""

    y: int
    h: int
    round: int
    entry: Entry | None = None


class LogPanel:
    """The game log's panel, its button, scroll position and the row under the mouse."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.open = False
        #: The log, made from the whole game when first opened, then kept up to date.
        self.log: GameLog | None = None
        self.toggle: pygame_gui.elements.UIButton | None = None
        self.scroll = 0  # window pixels of the list above its box
        self.hovered: Entry | None = None
        self.mouse = (0, 0)
        self._heights: dict[Entry, int] = {}
        self._rows: list[Row] = []
        self._rows_for: tuple[object, ...] = ()
        self._back: int | None = None  # the seat the board showed before a row was hovered
        self._peeked = -1

    # -- the section's interface ----------------------------------------------------------
    def build(self) -> None:
        """(Re)create the button in the scene's widgets (a new window size or language)."""
        self.toggle = widgets.button(
            self.host.ui,
            self.host.layout.rect(*TOGGLE),
            _("Log"),
            _("Every step of the game so far, newest first (L)"),
        )
        widgets.set_selected(self.toggle, self.open)
        self._rows_for = ()

    def widgets(self) -> list[pygame_gui.elements.UIButton]:
        """The section's widgets (for the checks that labels fit)."""
        return [] if self.toggle is None else [self.toggle]

    def absorb(self, batch: Sequence[Event]) -> None:
        """New events of the match, as the scene takes them in."""
        if self.log is not None:
            self.log.follow(self.host.table(), batch)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The button, L, and while open the wheel and the mouse over the panel (which
        reaches nothing beneath it); True if the event was the log's."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.toggle:
            self.set_open(not self.open)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.set_open(not self.open)
            return True
        if not self.open:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_at(event.pos)
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_ROWS * self.line_height)
            self.hover_at(self.mouse)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.rect.collidepoint(event.pos)
        return False

    def hover_tip(self, pos: tuple[int, int]) -> str:
        """What the rings on the board show, for the row under ``pos`` ('' for others)."""
        entry = self.entry_at(pos) if self.open else None
        if entry is None or not entry.spaces:
            return ""
        return ringed_tip(entry, self.host.table().seating)

    def key(self) -> tuple[object, ...]:
        """What the panel shows (a frame redraws it when this changes)."""
        entries = len(self.log.entries) if self.log is not None else 0
        return (self.open, self.scroll, self.hovered, entries, self.toggle is not None)

    def wake_in(self) -> float | None:
        """Nothing of the log moves: frames only while its button's tooltip is due."""
        if widgets.tooltip_pending(self.widgets()):
            return widgets.TOOLTIP_WATCH
        return None

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        """The panel, its rows and scroll bar, and the hovered row's rings on the board."""
        if not self.open:
            return
        self.sync(table)
        lay, box = self.host.layout, self.rect
        panel(surface, box, lay)
        title = fit(_("Game log"), lay.px(type_scale.BODY), lay.px(300), INK, True)
        surface.blit(title, (box.x + lay.px(14), box.y + lay.px(8)))
        order = fit(_("newest first"), lay.px(SIZE), lay.px(200), MUTED)
        surface.blit(order, order.get_rect(topright=(box.right - lay.px(16), box.y + lay.px(10))))
        self.draw_rows(surface, table)
        self.draw_ring(surface, table)

    # -- opening, following the match, scrolling -------------------------------------------
    @property
    def rect(self) -> pygame.Rect:
        """The panel in window pixels."""
        return self.host.layout.rect(*PANEL)

    @property
    def list_rect(self) -> pygame.Rect:
        """The box the rows scroll in."""
        x, y, w, h = PANEL
        return self.host.layout.rect(x, y + LIST_TOP, w, h - LIST_TOP - 6)

    def set_open(self, on: bool) -> None:
        """Open the log at its newest entry (making it the first time), or close it."""
        self.open = on
        if on:
            if self.log is None:
                self.log = GameLog.of(self.host.table())
            self.sync(self.host.table())
            self.scroll = 0
        else:
            self.hover_at(None)
        if self.toggle is not None:
            widgets.set_selected(self.toggle, on)

    def sync(self, table: Table) -> None:
        """Keep the log to the table: an Undo tells no event, and a new game (the demo's
        next) may have come."""
        log = self.log
        if log is not None and (
            len(log.commands) != len(table.log) or log.game_id != table.game_id
        ):
            log.follow(table, ())

    def scroll_by(self, amount: int) -> None:
        """Scroll the list (positive: towards older entries), kept within it."""
        room = max(0, self.content_height - self.list_rect.height)
        self.scroll = max(0, min(room, self.scroll + amount))

    @property
    def line_height(self) -> int:
        """The height of a line of the rows' text, in pixels."""
        return int(text.font(self.host.layout.px(SIZE)).get_linesize())

    # -- rows -------------------------------------------------------------------------------
    def rows(self) -> list[Row]:
        """The list's rows, newest first, each round under its heading (worked out again
        only when the entries, the window or the language change)."""
        log, lay = self.log, self.host.layout
        if log is None:
            return []
        key = (lay.width, lay.height, text.ui_scale(), language())
        now = (key, id(log), len(log.entries), log.entries[-1] if log.entries else None)
        if now == self._rows_for:
            return self._rows
        if self._rows_for[:1] != (key,):
            self._heights.clear()
        before = self.content_height
        self._rows, self._rows_for = self._layout_rows(log), now
        if self.scroll > 0:  # newer entries come in above: what is read stays in place
            self.scroll += self.content_height - before
        self.scroll_by(0)
        return self._rows

    @property
    def content_height(self) -> int:
        """The height of all the rows, in pixels."""
        rows = self._rows
        return rows[-1].y + rows[-1].h if rows else 0

    def entry_at(self, pos: tuple[int, int]) -> Entry | None:
        """The entry under a window pixel, if any."""
        box = self.list_rect
        if not box.collidepoint(pos):
            return None
        rows = self.rows()
        y = pos[1] - box.y + self.scroll
        k = bisect_right([r.y for r in rows], y) - 1
        return rows[k].entry if 0 <= k < len(rows) and y < rows[k].y + rows[k].h else None

    def rect_of(self, entry: Entry) -> pygame.Rect | None:
        """Where an entry's row is drawn now (None if scrolled out of view)."""
        box = self.list_rect
        for row in self.rows():
            top = box.y + row.y - self.scroll
            if row.entry == entry and top >= box.y and top + row.h <= box.bottom:
                return pygame.Rect(box.x, top, box.width, row.h)
        return None

    def _layout_rows(self, log: GameLog) -> list[Row]:
        lay, state = self.host.layout, self.host.table().state
        pad, line = lay.px(8), self.line_height
        width = lay.px(VP_RIGHT - 48 - TEXT_X)
        heading = int(text.font(lay.px(SIZE), True).get_linesize()) + lay.px(14)
        rows: list[Row] = []
        y, shown = 0, -1
        for entry in log.newest_first():
            if entry.round != shown:
                shown = entry.round
                rows.append(Row(y, heading, shown))
                y += heading
            h = self._heights.get(entry)
            if h is None:
                said = describe(entry, state, self.host.table().seating)
                lines = line_count(said, lay.px(SIZE), width, _bold(entry))
                h = self._heights[entry] = lines * line + pad
            rows.append(Row(y, h, shown, entry))
            y += h
        return rows

    # -- hovering ---------------------------------------------------------------------------
    def hover_at(self, pos: tuple[int, int] | None) -> None:
        """The mouse is at ``pos`` (None: gone): the row under it is hovered, and the board
        shows the planet its spaces are on while it is."""
        entry = None if pos is None else self.entry_at(pos)
        self.hovered = entry
        viewed = self.host.table().viewed
        seat = entry.seat if entry is not None and entry.spaces else None
        if seat is None:
            if self._back is not None and viewed == self._peeked:
                self._show(self._back, viewed)
            self._back = None
            return
        if self._back is None or viewed != self._peeked:  # the game moved the view
            self._back = viewed
        self._show(seat, viewed)
        self._peeked = seat

    def _show(self, seat: int, viewed: int) -> None:
        if viewed != seat:
            self.host.show(seat)

    # -- drawing ----------------------------------------------------------------------------
    def draw_rows(self, surface: pygame.Surface, table: Table) -> None:
        """The rows in view, clipped to the list's box, and the scroll bar."""
        lay, box = self.host.layout, self.list_rect
        rows = self.rows()
        before = surface.get_clip()
        surface.set_clip(box)
        first = max(0, bisect_right([r.y for r in rows], self.scroll) - 1)
        for row in rows[first:]:
            top = box.y + row.y - self.scroll
            if top >= box.bottom:
                break
            rect = pygame.Rect(box.x, top, box.width, row.h)
            if row.entry is None:
                self._heading(surface, rect, row.round)
            else:
                self._entry(surface, rect, row.entry, table)
        surface.set_clip(before)
        if not rows:
            none = fit(_("Nothing has happened yet."), lay.px(SIZE), box.width - lay.px(28), MUTED)
            surface.blit(none, (box.x + lay.px(14), box.y + lay.px(8)))
        self._scroll_bar(surface, box)

    def _heading(self, surface: pygame.Surface, rect: pygame.Rect, round_index: int) -> None:
        lay = self.host.layout
        img = fit(round_title(round_index), lay.px(SIZE), rect.width - lay.px(40), EDGE, True)
        left = rect.x + lay.px(SEAT_X)
        surface.blit(img, img.get_rect(bottomleft=(left, rect.bottom - lay.px(4))))
        y = rect.bottom - lay.px(1)
        right = rect.x + lay.px(VP_RIGHT)
        pygame.draw.line(surface, (200, 194, 172), (left, y), (right, y), lay.px(1))

    def _entry(
        self, surface: pygame.Surface, rect: pygame.Rect, entry: Entry, table: Table
    ) -> None:
        lay, state = self.host.layout, table.state
        if entry == self.hovered:
            fill = rect.inflate(-lay.px(12), -lay.px(2))
            fill.width = lay.px(VP_RIGHT + 6) - fill.x + rect.x
            pygame.draw.rect(surface, HOVER, fill, border_radius=lay.px(6))
        y = rect.y + lay.px(4)
        seat = seat_of(entry, state)
        if seat is not None:
            centre = (rect.x + lay.px(SEAT_X + 6), y + self.line_height // 2)
            pygame.draw.circle(surface, seat_colour(table.seating, seat), centre, lay.px(6))
            room = lay.px(TEXT_X - SEAT_X - 20)
            who = seat_label(table.seating, seat)
            name = fit(who, lay.px(SIZE), room, INK, True, shrink=False)
            surface.blit(name, (rect.x + lay.px(SEAT_X + 16), y))
        kind = entry.event.kind
        colour = MUTED if kind in QUIET else EDGE if seat is None else INK
        width = lay.px(VP_RIGHT - 48 - TEXT_X)
        words = describe(entry, state, table.seating)
        for img in wrap(words, lay.px(SIZE), width, colour, bold=_bold(entry)):
            surface.blit(img, (rect.x + lay.px(TEXT_X), y))
            y += img.get_height()
        if entry.vp is not None:
            points = render(f"+{entry.vp}", lay.px(SIZE), ACCENT_INK if entry.vp else MUTED, True)
            right = (rect.x + lay.px(VP_RIGHT), rect.y + lay.px(4))
            surface.blit(points, points.get_rect(topright=right))

    def _scroll_bar(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        lay, total = self.host.layout, self.content_height
        if total <= box.height:
            return
        track = pygame.Rect(box.right - lay.px(14), box.y + lay.px(4), lay.px(6), box.h - lay.px(8))
        knob = pygame.Rect(track.x, 0, track.w, max(lay.px(24), track.h * box.height // total))
        knob.y = track.y + (track.h - knob.h) * self.scroll // max(1, total - box.height)
        pygame.draw.rect(surface, (214, 208, 190), track, border_radius=track.w // 2)
        pygame.draw.rect(surface, EDGE, knob, border_radius=track.w // 2)

    def draw_ring(self, surface: pygame.Surface, table: Table) -> None:
        """The hovered entry's spaces ringed on the main board (when it shows that planet)."""
        entry, lay = self.hovered, self.host.layout
        if entry is None or table.viewed != entry.seat:
            return
        colour = seat_colour(table.seating, entry.seat)
        for space in entry.spaces:  # the seat's colour between two light lines: on any tile
            rect = lay.space_rect(space).inflate(-lay.px(2), -lay.px(2))
            pygame.draw.rect(surface, LIGHT, rect, lay.px(8), border_radius=lay.px(12))
            band = rect.inflate(-lay.px(4), -lay.px(4))
            pygame.draw.rect(surface, colour, band, lay.px(4), border_radius=lay.px(10))


def _bold(entry: Entry) -> bool:
    return entry.event.kind in STRONG
