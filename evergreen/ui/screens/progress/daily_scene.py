"""Today's deal, after the game: you against the Hard bot on the same cards, both planets
side by side with where their points came from, and the bot's game one click away as a
replay. While the bot is still playing (in its own process) the screen looks again now and
then; once its game is kept it rests."""

from __future__ import annotations

from datetime import date

import pygame

from evergreen.i18n import _
from evergreen.persistence import SaveError, load
from evergreen.progress import daily_record
from evergreen.progress.daily_record import Day
from evergreen.progress.history import read_history
from evergreen.progress.statistics import daily
from evergreen.rules import Season
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.art import planet_art
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import ACCENT_INK, INK, fit
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.progress import today
from evergreen.ui.screens.progress.stats_scene import StatsScene
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.results.cards import draw_card, draw_legend
from evergreen.ui.screens.results.data import results
from evergreen.ui.words.names import Seating, bot_label

#: The two cards (design rects), and the buttons' row.
YOURS = (20, 124, 610, 556)
BOTS = (650, 124, 610, 556)
BUTTONS_Y, BUTTONS_H = 730, 48
#: The bot's colour (an index of the players' colours: not the player's first one).
BOT_COLOUR = 1
#: How often the screen looks whether the bot's game is kept, while it plays (seconds).
LOOK_AGAIN = 0.5


def daily_label(match: Match) -> str:
    """The results screen's button: the verdict when known."""
    day = date.fromisoformat(match.origin.date)
    standing = daily_record.standing(day, read_history()[0])
    if match.origin.practice or standing.margin is None:
        return _("Against the Hard bot")
    return today.verdict(standing)


class DailyScene(WidgetScene):
    """``match``: the player's game of the day's deal (just finished)."""

    escape_closes = True

    def __init__(self, app: Host, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.day = date.fromisoformat(match.origin.date)
        self.bot: Match | None = None
        self.standing = Day(self.day, None, None, None)
        self.waited = 0.0
        self.look()
        if self.bot is None:  # its making was cut short (the window closed): made again
            today.start_bot(self.day)

    def look(self) -> None:
        """Read where the player stands, and the bot's game once it is kept."""
        entries = read_history()[0]
        self.standing = daily_record.standing(self.day, entries)
        self.streak = daily(entries, today.today())["streak"]
        if self.bot is None and self.standing.bot is not None:
            try:
                self.bot = load(daily_record.bot_game_path(self.day)).match
            except SaveError:
                self.bot = None
            self.rebuild()

    def build(self) -> None:
        tip = _("Look back through the Hard bot's game on the same cards")
        self.add_button(
            "bot",
            20,
            BUTTONS_Y,
            300,
            BUTTONS_H,
            _("The Hard bot's game"),
            tip,
            "#primary",
            enabled=self.bot is not None,
        )
        self.add_button("stats", 860, BUTTONS_Y, 200, BUTTONS_H, _("Statistics"))
        self.add_button("back", 1070, BUTTONS_Y, 190, BUTTONS_H, _("Back"))

    def on_button(self, name: str) -> None:
        if name == "bot" and self.bot is not None:
            # lazy: the replay viewer brings the game screen's modules (about 0.1 s)
            from evergreen.ui.screens.replay.scene import ReplayScene

            path = daily_record.bot_game_path(self.day)
            self.app.scenes.push(ReplayScene(self.app, ReplaySource.of_save(path)))
        elif name == "stats":
            self.app.scenes.push(StatsScene(self.app))
        elif name == "back":
            self.app.scenes.pop()

    def waiting(self) -> bool:
        """True while the bot's game is not kept yet."""
        return self.bot is None

    def wake_in(self) -> float | None:
        """A look now and then while the bot plays; at rest once its game is here."""
        if self.waiting():
            return LOOK_AGAIN
        return super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.waiting():
            self.waited += dt
            if self.waited >= LOOK_AGAIN:
                self.waited = 0.0
                self.look()

    def headline(self) -> tuple[str, str]:
        """The verdict, and the line under it (practice, the streak)."""
        if self.match.origin.practice:
            mine = self.match.state.scores[0]
            line = _("Practice: {score} this time; your scored game stands.").format(
                score=_("{points} VP").format(points=mine)
            )
            return _("Today's deal, practice"), line
        line = _("Days in a row: {streak}").format(streak=self.streak)
        return today.verdict(self.standing), line

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        h = surface.get_height()
        planet_art.blit_sky(surface, Season.SPRING, h)
        head, line = self.headline()
        img = fit(head, lay.px(34), lay.px(1200), INK, bold=True)
        surface.blit(img, img.get_rect(center=lay.rect(640, 48, 0, 0).topleft))
        img = fit(line, lay.px(22), lay.px(1000), ACCENT_INK, bold=True)
        surface.blit(img, img.get_rect(center=lay.rect(640, 96, 0, 0).topleft))
        self.card(surface, self.match, YOURS)
        if self.bot is not None:
            self.card(surface, self.bot, BOTS)
        else:
            rect = lay.rect(*BOTS)
            pygame.draw.rect(surface, (236, 231, 214), rect, border_radius=lay.px(12))
            img = fit(
                _("The Hard bot is still playing the same deal…"), lay.px(22), rect.width, INK
            )
            surface.blit(img, img.get_rect(center=rect.center))
        draw_legend(surface, lay, lay.rect(640, 700, 0, 0).topleft, lay.px(1240))
        super().draw(surface)

    def card(self, surface: pygame.Surface, match: Match, rect: tuple[float, ...]) -> None:
        """A planet's card: the player's, or the bot's named as the Hard bot in a colour of
        its own (its game's only seat would otherwise read 'You')."""
        state = match.state
        found = results(state, match)
        seating: Match | Seating = match
        if match is self.bot:
            name = bot_label(SeatKind.HARD)
            seating = Seating((name,), (BOT_COLOUR,), state.automa_seat)
        lay = self.layout
        draw_card(surface, lay, lay.rect(*rect), found.players[0], found, seating, state.sun, 1.0)
