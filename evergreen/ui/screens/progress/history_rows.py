"""The Statistics screen's Games view: the history, newest first, a row per game (when,
how it came to be, who played, the scores, the solo rank); a click opens its replay, and its
review if one was made."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.persistence import save_dir
from evergreen.progress.history import Entry
from evergreen.review.kept import review_path
from evergreen.seats import SeatKind
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE, PANEL
from evergreen.ui.kit.text import INK, MUTED, fit
from evergreen.ui.words.dates import day_text, moment_text
from evergreen.ui.words.names import bot_name, rank_name, vp

#: The list's area and a row's height (design units).
AREA = (20, 96, 1240, 620)
ROW_H = 40


def mode_name(origin: str) -> str:
    """How a game came to be, in words."""
    names = {
        "new": _("New games"),
        "code": _("From a challenge code"),
        "daily": _("Today's deal"),
        "branch": _("Played on from a replay"),
        "loaded": _("Loaded from a file"),
    }
    return names.get(origin, origin)


def row_mode_name(origin: str) -> str:
    """How one game came to be, in words (a row of the list: 'New game', not the panel's
    'New games')."""
    names = {
        "new": _("New game"),
        "code": _("From a challenge code"),
        "daily": _("Today's deal"),
        "branch": _("A game played on from a replay"),
        "loaded": _("A game loaded from a file"),
    }
    return names.get(origin, origin)


def seat_words(entry: Entry) -> str:
    """Who played: the people's names (a solo player without one: 'You', others 'Player
    2'), the bots by level ('Ada, Hard bot'), and the solo automa."""
    out = []
    people = entry.human_seats()
    for n, seat in enumerate(entry.seats):
        kind = SeatKind(seat.kind)
        if kind is SeatKind.AUTOMA:
            out.append(_("Automa"))
        elif kind is not SeatKind.HUMAN:
            out.append(bot_name(kind))
        elif seat.name:
            out.append(seat.name)
        elif len(people) == 1 and entry.solo:
            out.append(_("You"))
        else:
            out.append(_("Player {number}").format(number=n + 1))
    return ", ".join(out)


def origin_words(entry: Entry, reviewed: bool = False) -> str:
    """How the game came to be, practice or house rules when so, and whether it was
    reviewed (a click then opens the review too)."""
    words = row_mode_name(entry.origin)
    if entry.daily:
        words += f" {day_text(entry.daily)}"
    if entry.practice:
        words += " · " + _("practice")
    if entry.unlimited:
        words += " · " + _("house rules")
    if reviewed:
        words += " · " + _("reviewed")
    return words


def result_words(entry: Entry) -> str:
    """The scores, the solo rank when solo."""
    if entry.solo:
        return f"{vp(entry.seats[0].score)} · {rank_name(entry.rank)}"
    return " – ".join(str(seat.score) for seat in entry.seats)


class HistoryRows:
    """The rows, newest first, scrolled by the wheel; what the last frame drew."""

    def __init__(self, entries: list[Entry]) -> None:
        self.entries = sorted(entries, key=lambda e: e.finished_at, reverse=True)
        self.first = 0
        self.drawn: list[tuple[pygame.Rect, Entry]] = []
        self.reviewed: dict[str, bool] = {}

    def has_review(self, entry: Entry) -> bool:
        """True if a review is kept beside the game's file (looked at once per row)."""
        if entry.game_id not in self.reviewed:
            path = review_path(save_dir() / entry.file)
            self.reviewed[entry.game_id] = path.exists()
        return self.reviewed[entry.game_id]

    @property
    def shown(self) -> int:
        return AREA[3] // ROW_H

    def scroll(self, rows: int) -> None:
        top = max(0, len(self.entries) - self.shown)
        self.first = max(0, min(top, self.first + rows))

    def at(self, pos: tuple[int, int]) -> Entry | None:
        """The game of the row under ``pos`` as last drawn."""
        return next((e for rect, e in self.drawn if rect.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, lay: Layout, mouse: tuple[int, int]) -> None:
        area = lay.rect(*AREA)
        pygame.draw.rect(surface, PANEL, area, border_radius=lay.px(10))
        self.drawn = []
        if not self.entries:
            img = fit(_("No finished games yet."), lay.px(type_scale.BODY), area.width, MUTED)
            surface.blit(img, img.get_rect(center=area.center))
            return
        columns = ((0, 170), (176, 330), (512, 420), (938, 290))
        for k, entry in enumerate(self.entries[self.first : self.first + self.shown]):
            row = lay.rect(AREA[0], AREA[1] + k * ROW_H, AREA[2], ROW_H)
            if row.collidepoint(mouse):
                pygame.draw.rect(surface, (214, 226, 204), row, border_radius=lay.px(6))
                pygame.draw.rect(surface, EDGE, row, max(1, lay.px(2)), border_radius=lay.px(6))
            elif k % 2:
                pygame.draw.rect(surface, (228, 222, 203), row, border_radius=lay.px(6))
            texts = (
                moment_text(entry.finished_at),
                origin_words(entry, self.has_review(entry)),
                seat_words(entry),
                result_words(entry),
            )
            for (x, w), text in zip(columns, texts, strict=True):
                bold = text is texts[-1]
                img = fit(text, lay.px(type_scale.CAPTION), lay.px(w), INK, bold=bold)
                surface.blit(img, img.get_rect(midleft=(row.x + lay.px(x + 12), row.centery)))
            self.drawn.append((row, entry))
        if self.first + self.shown < len(self.entries):
            more = fit(_("Scroll for older games"), lay.px(type_scale.CAPTION), area.width, MUTED)
            surface.blit(more, more.get_rect(midbottom=(area.centerx, area.bottom + lay.px(18))))
