"""The Statistics screen: the player's finished games in figures and charts (the figures
are ``progress.statistics.figures`` of the history, so they equal what the recorded games
say), and the games themselves, newest first, each opening its replay.

A lost or damaged history is rebuilt from the finished games' files as the screen opens,
and the screen says so in one sentence.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pygame

from evergreen.i18n import _, ngettext, number
from evergreen.persistence import SaveError, games, save_dir
from evergreen.persistence_words import error_text
from evergreen.progress.daily_record import daily_wins
from evergreen.progress.history import Entry
from evergreen.progress.statistics import figures
from evergreen.rules.data_files import game_data
from evergreen.seats import bot_kinds
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.paper import tooltip
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import ACCENT_INK, INK, fit, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens import menu_look
from evergreen.ui.screens.progress import charts, history_rows, today
from evergreen.ui.screens.progress.achievements_scene import AchievementsScene
from evergreen.ui.screens.progress.history_rows import mode_name
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.results.cards import Hover
from evergreen.ui.words.colours import player_colour
from evergreen.ui.words.names import bot_label, rank_name, vp

log = logging.getLogger("evergreen")

#: The buttons' row (design y and height).
BUTTONS_Y, BUTTONS_H = 736, 44
#: Where the panels stand (design rects): the left column's three (the games', the bots'
#: and today's deal's) share its height: the first two as tall as their rows, today's deal
#: the rest (its calendar grows into it).
COLUMN = (20, 104, 400, 616)
#: The gap between two panels (design units).
PANEL_GAP = 10
#: The ways a game comes to be, in the order the panel lists them.
MODES = ("new", "code", "daily", "branch", "loaded")
SOLO = (440, 104, 400, 330)
SCORES = (860, 104, 400, 330)
SOURCES = (440, 444, 820, 276)


def month_days(
    entries: list[Entry], wins: set[str], today: date
) -> list[tuple[date, str, int | None]]:
    """The last 30 days, oldest first: beaten (the Hard bot), played, missed, open (today),
    and the best VP of the day's attempts (practice ones too; None if none)."""
    played = {e.daily for e in entries if e.daily and not e.practice}
    best: dict[str, int] = {}
    for e in entries:
        if e.daily:
            best[e.daily] = max(best.get(e.daily, 0), e.seats[0].score)
    out = []
    for k in range(29, -1, -1):
        day = today - timedelta(days=k)
        key = day.isoformat()
        state = "beaten" if key in wins else "played" if key in played else "missed"
        if state == "missed" and day == today:
            state = "open"
        out.append((day, state, best.get(key)))
    return out


class StatsScene(WidgetScene):
    """Figures (panels and charts) or Games (the history's rows); Esc or Back returns."""

    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entries = today.history()
        #: The one sentence saying the history was rebuilt ('' when it was read whole).
        self.message = today.rebuilt_message()
        self.today = date.today()
        self.figures: dict[str, Any] = figures(self.entries, self.today)
        self.wins = {
            e.daily for e in self.entries if e.finished_at in set(daily_wins(self.entries))
        }
        self.view = "figures"
        self.mouse = (-1, -1)
        self.hovers: list[Hover] = []
        self.rows = history_rows.HistoryRows(self.entries)
        self.problem = ""
        self.season = menu_look.season_now()
        #: The player's colour (the first seat's at the last setup): their scores' line.
        self.colour = player_colour(app.settings.last_setup.colours[0])

    def build(self) -> None:
        self.add_choice(
            "view",
            900,
            24,
            360,
            40,
            [
                ("figures", _("Figures"), _("Your games in figures and charts")),
                ("games", _("Games"), _("Every finished game: click one to replay it")),
            ],
            self.view,
        )
        self.add_button("achievements", 860, BUTTONS_Y, 200, BUTTONS_H, _("Achievements"))
        self.add_button("back", 1070, BUTTONS_Y, 190, BUTTONS_H, _("Back"))

    def on_button(self, name: str) -> None:
        kind, _sep, arg = name.partition(":")
        if kind == "view":
            self.view = arg
            self.rebuild()
            log.info("statistics: %s", arg)  # the end-to-end test waits for the tab shown
        elif name == "achievements":
            self.app.scenes.push(AchievementsScene(self.app))
        elif name == "back":
            self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if super().handle_event(event):
            return True
        if self.view != "games":
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.rows.scroll(-event.y * 3)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            entry = self.rows.at(event.pos)
            if entry is not None:
                self.open_replay(entry)
                return True
        return False

    def open_replay(self, entry: Entry) -> None:
        """The replay of a history row's game, with its review open if one was made (a file
        gone or damaged says why)."""
        # lazy: the replay viewer brings the game screen's modules (about 0.1 s)
        from evergreen.ui.screens.replay.review import has_review
        from evergreen.ui.screens.replay.scene import ReplayScene

        try:
            source = ReplaySource.of_save(entry_path(entry))
        except SaveError as exc:
            self.problem = _("This game cannot be replayed: {reason}").format(
                reason=error_text(exc)
            )
            return
        self.problem = ""
        viewer = ReplayScene(self.app, source)
        self.app.scenes.push(viewer)
        if has_review(source):
            viewer.press_review("review")

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        menu_look.backdrop(surface, lay, self.season)
        img = fit(_("Statistics"), lay.px(type_scale.TITLE), lay.px(600), INK, bold=True)
        surface.blit(img, img.get_rect(midleft=lay.rect(24, 44, 0, 0).topleft))
        self.hovers = []
        if self.view == "games":
            self.rows.draw(surface, lay, self.mouse)
        else:
            self.draw_figures(surface)
        self.draw_message(surface)
        super().draw(surface)
        tip = self.tip()
        if tip:
            tooltip(surface, lay, self.mouse, tip)

    def tip(self) -> str:
        """The exact figure under the mouse ('' if none, or while tips are closed)."""
        if not self.app.scenes.tips.open:
            return ""
        found = next((h for h in self.hovers if h.rect.collidepoint(self.mouse)), None)
        return found.tip if found else ""

    def draw_message(self, surface: pygame.Surface) -> None:
        """The one sentence of the screen (the history rebuilt, a replay refused) at the
        buttons' left."""
        lay = self.layout
        text = self.problem or self.message
        if not text:
            return
        area = lay.rect(20, BUTTONS_Y, 820, BUTTONS_H)
        img = fit(text, lay.px(type_scale.CAPTION), area.width - lay.px(20), ACCENT_INK, bold=True)
        plate = img.get_rect(midleft=(area.x + lay.px(10), area.centery)).inflate(
            lay.px(20), lay.px(10)
        )
        menu_look.plate(surface, lay, plate)
        surface.blit(img, img.get_rect(midleft=(area.x + lay.px(10), area.centery)))

    def lines(
        self, surface: pygame.Surface, room: pygame.Rect, lines: list[tuple[str, str]]
    ) -> int:
        """Label and figure rows in a panel (the figure gets the room the label leaves);
        the y under them."""
        lay = self.layout
        y = room.y
        for label, value in lines:
            natural = fit(value, lay.px(type_scale.CAPTION), room.width, INK, bold=True).get_width()
            gap = lay.px(8)
            left = fit(
                label,
                lay.px(type_scale.CAPTION),
                room.width - min(natural, room.width // 2) - gap,
                INK,
            )
            width = room.width - left.get_width() - gap
            figure = fit(value, lay.px(type_scale.CAPTION), width, INK, bold=True)
            surface.blit(left, (room.x, y))
            surface.blit(figure, figure.get_rect(topright=(room.right, y)))
            y += max(left.get_height(), figure.get_height())
        return y

    def column(self) -> tuple[list[tuple[str, list[tuple[str, str]]]], list[pygame.Rect]]:
        """The left column's first two panels (their heads and rows), and the rects of all
        three: the first two as tall as their rows, today's deal the rest."""
        lay, f = self.layout, self.figures
        rows = [(mode_name(k), str(f["by_mode"][k])) for k in MODES if f["by_mode"].get(k)]
        met = f["against_bots"]
        bots = [
            (bot_label(kind), _("{won} won, {lost} lost, {drawn} drawn").format(**met[kind]))
            for kind in bot_kinds()
            if kind.value in met
        ]
        panels = [
            (
                _("Finished games: {count}").format(count=f["games"]),
                rows or [(_("No finished games yet."), "")],
            ),
            (_("Against the bots"), bots or [(_("No games against a bot yet"), "")]),
        ]
        whole = lay.rect(*COLUMN)
        y, rects = whole.y, []
        for head, lines in panels:
            high = charts.framed_height(lay, head) + len(lines) * charts.line_height(lay)
            rects.append(pygame.Rect(whole.x, y, whole.width, high))
            y += high + lay.px(PANEL_GAP)
        rects.append(pygame.Rect(whole.x, y, whole.width, whole.bottom - y))
        return panels, rects

    def panels(self) -> list[pygame.Rect]:
        """Every panel of the figures (pixels): the left column's three, the ranks', the
        scores' and the sources'."""
        lay = self.layout
        return [*self.column()[1], *(lay.rect(*r) for r in (SOLO, SCORES, SOURCES))]

    def draw_figures(self, surface: pygame.Surface) -> None:
        lay = self.layout
        f = self.figures
        panels, rects = self.column()
        for (head, lines), rect in zip(panels, rects, strict=False):
            self.lines(surface, charts.framed(surface, lay, rect, head), lines)
        self.draw_daily(surface, rects[-1])
        self.draw_solo(surface)
        room = charts.framed(surface, lay, lay.rect(*SCORES), _("Your last 50 solo scores"))
        self.hovers += charts.line_chart(surface, lay, room, f["solo"]["last_scores"], self.colour)
        room = charts.framed(
            surface,
            lay,
            lay.rect(*SOURCES),
            _("VP by source: your average (pale) and your best game"),
        )
        solo = f["solo"]
        self.hovers += charts.source_pairs(
            surface, lay, room, solo["sources_mean"], solo["sources_best"]
        )

    def draw_solo(self, surface: pygame.Surface) -> None:
        lay = self.layout
        solo = self.figures["solo"]
        room = charts.framed(surface, lay, lay.rect(*SOLO), _("Solo games and their ranks"))
        mean = "–" if solo["mean"] is None else number(solo["mean"], ".1f")
        best = "–" if solo["best"] is None else vp(solo["best"])
        median = "–" if solo["median"] is None else number(solo["median"], "g")
        line = ngettext(
            "{games} game · best {best} · mean {mean} · median {median}",
            "{games} games · best {best} · mean {mean} · median {median}",
            solo["games"],
        ).format(games=solo["games"], best=best, mean=mean, median=median)
        y = room.y
        for img in wrap(line, lay.px(type_scale.CAPTION), room.width, INK, max_lines=2, bold=True):
            surface.blit(img, (room.x, y))
            y += img.get_height()
        chart = pygame.Rect(room.x, y + lay.px(6), room.width, 0)
        chart.height = room.bottom - chart.y
        bars = [(rank_name(r.name), solo["ranks"][r.name]) for r in game_data().ranks]
        self.hovers += charts.bar_chart(surface, lay, chart, bars)

    def draw_daily(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        lay = self.layout
        d = self.figures["daily"]
        room = charts.framed(surface, lay, rect, _("Today's deal"))
        rows = [
            (_("Days in a row now"), str(d["streak"])),
            (_("Longest run of days"), str(d["longest_streak"])),
            (_("Days played · the Hard bot beaten"), f"{d['days']} · {len(self.wins)}"),
        ]
        y = self.lines(surface, room, rows) + lay.px(6)
        cal = pygame.Rect(room.x, y, room.width, room.bottom - y)
        self.hovers += charts.calendar(
            surface, lay, cal, month_days(self.entries, self.wins, self.today)
        )

    def wake_in(self) -> float | None:
        """Nothing moves: only a tooltip waiting to show asks for a frame."""
        return super().wake_in()


def entry_path(entry: Entry) -> Path:
    """Where a history entry's game is kept (its file in the saves folder)."""
    for info in games():
        if info.path.name == entry.file:
            return info.path
    return save_dir() / entry.file
