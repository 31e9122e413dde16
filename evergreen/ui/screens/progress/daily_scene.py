"""Today's deal, after the game: you against the Hard bot on the same cards, both planets
side by side with where their points came from (both charts on one scale), the two scores
facing each other between them (the winner's crowned, its card framed in gold), and the
bot's game one click away as a replay. While the bot is still playing (in its own process)
its side shows the deal it plays: the planet it starts from and the first cards, painted
(``deal_art``); the screen looks again now and then, and once its game is kept it rests."""

from __future__ import annotations

from datetime import date

import pygame

from evergreen.i18n import _
from evergreen.progress import daily_record
from evergreen.progress.daily_record import Day
from evergreen.progress.history import read_history
from evergreen.progress.statistics import daily
from evergreen.rules import Season
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.art import planet_art
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import ACCENT_INK, INK, fit
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.progress import deal_art, today
from evergreen.ui.screens.progress.stats_scene import StatsScene
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.results import duel
from evergreen.ui.screens.results.cards import draw_card, draw_legend
from evergreen.ui.screens.results.data import Results, results
from evergreen.ui.words.colours import player_colour
from evergreen.ui.words.names import Seating, bot_label

#: The two cards (design rects), and the buttons' row.
YOURS = (20, 124, 610, 556)
BOTS = (650, 124, 610, 556)
BUTTONS_Y, BUTTONS_H = 730, 48
#: The bot's colour (an index of the players' colours: not the player's first one).
BOT_COLOUR = 1
#: The facing scores between the cards: each one's cell (design units), over the gap.
FACE_X, FACE_Y, FACE_W, FACE_H = (540, 650), 250, 90, 170


def one_scale(*found: Results) -> list[Results]:
    """The results of several games drawn side by side on one scale: each chart's longest
    row as long as the longest row of them all (6 VP is not drawn as long as 56)."""
    top = max(r.top_row for r in found)
    return [r._replace(top_row=top) for r in found]


class DailyScene(WidgetScene):
    """``match``: the player's game of the day's deal (just finished)."""

    escape_closes = True

    def __init__(self, app: Host, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.day = date.fromisoformat(match.origin.date)
        self.rival = today.Rival(self.day)
        self.standing = Day(self.day, None, None, None)
        self._charts: tuple[Results, Results | None] | None = None
        self.look()

    def charts(self) -> tuple[Results, Results | None]:
        """Both games' results (the bot's None while it plays), on one scale: worked out
        once, and again when the bot's game comes."""
        if self._charts is None or (self._charts[1] is None and self.bot is not None):
            mine = results(self.match.state, self.match)
            if self.bot is None:
                self._charts = (mine, None)
            else:
                ours, theirs = one_scale(mine, results(self.bot.state, self.bot))
                self._charts = (ours, theirs)
        return self._charts

    @property
    def bot(self) -> Match | None:
        """The Hard bot's game of the day (None while it is still being played)."""
        return self.rival.match

    def look(self) -> None:
        """Read where the player stands (and the streak)."""
        entries = read_history()[0]
        self.standing = daily_record.standing(self.day, entries)
        self.streak = daily(entries, today.today())["streak"]

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
        return self.rival.waiting

    def wake_in(self) -> float | None:
        """A look now and then while the bot plays; at rest once its game is here."""
        if self.waiting():
            return today.LOOK_AGAIN
        return super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.rival.update(dt):
            self.look()
            self.rebuild()

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
        img = fit(head, lay.px(type_scale.TITLE), lay.px(1200), INK, bold=True)
        surface.blit(img, img.get_rect(center=lay.rect(640, 48, 0, 0).topleft))
        img = fit(line, lay.px(type_scale.LABEL), lay.px(1000), ACCENT_INK, bold=True)
        surface.blit(img, img.get_rect(center=lay.rect(640, 96, 0, 0).topleft))
        mine, theirs = self.charts()
        if self.bot is not None and theirs is not None:
            won = duel.winner_of((self.side(self.match, mine), self.side(self.bot, theirs)))
            self.card(surface, self.match, mine, YOURS, won in (0, None))
            self.card(surface, self.bot, theirs, BOTS, won in (1, None))
            self.face_off(surface, (self.side(self.match, mine), self.side(self.bot, theirs)))
        else:
            self.card(surface, self.match, mine, YOURS, False)  # no winner yet
            deal_art.draw_waiting(surface, lay, lay.rect(*BOTS), self.day)
        draw_legend(surface, lay, lay.rect(640, 700, 0, 0).topleft, lay.px(1240))
        super().draw(surface)

    def side(self, match: Match, found: Results) -> duel.Side:
        """A side of the head-to-head: the player's, or the Hard bot's in its colour."""
        if match is self.bot:
            colour = player_colour(BOT_COLOUR)
            return duel.Side(bot_label(SeatKind.HARD), colour, found.players[0].by_source())
        seats = Seating.of(self.match)
        return duel.side_of(seats.name(0), seats.colour(0), found.players[0])

    def face_off(self, surface: pygame.Surface, sides: tuple[duel.Side, duel.Side]) -> None:
        """The two scores facing each other between the planets (the winner's crowned)."""
        lay = self.layout
        won = duel.winner_of(sides)
        for k, who in enumerate(sides):
            cell = lay.rect(FACE_X[k], FACE_Y, FACE_W, FACE_H)
            duel.draw_score(surface, lay, cell, who, k == won, named=False)

    def card(
        self,
        surface: pygame.Surface,
        match: Match,
        found: Results,
        rect: tuple[float, ...],
        winner: bool,
    ) -> None:
        """A planet's card: the player's, or the bot's named as the Hard bot in a colour of
        its own (its game's only seat would otherwise read 'You'); the winner's framed in
        gold, its planet haloed (both for a tie)."""
        state = match.state
        seating: Match | Seating = match
        if match is self.bot:
            name = bot_label(SeatKind.HARD)
            seating = Seating((name,), (BOT_COLOUR,), state.automa_seat)
        lay = self.layout
        result = found.players[0]._replace(place=1 if winner else 2)
        draw_card(surface, lay, lay.rect(*rect), result, found, seating, state.sun, 1.0)
