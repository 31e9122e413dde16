"""Final results: the winner's moment, every player's final planet and where their points
came from, the exact R10.4 table a click away, the solo rank on its ladder, and the ways on
(play again, the same deal again, a new game, the title).

The numbers are the rules' (``data``); the pictures are drawn by ``cards``, ``ladder`` and
``celebration``.
"""

from __future__ import annotations

import random
from datetime import date

import pygame

from evergreen.i18n import _
from evergreen.progress import daily_record
from evergreen.progress.daily_record import Day
from evergreen.rules import GameState, Season, solo_rank
from evergreen.seats import SeatKind
from evergreen.session.challenge import Challenge
from evergreen.session.daily import calendar_day
from evergreen.session.match import Match, OriginKind
from evergreen.ui.art import planet_art
from evergreen.ui.art.player_tags import Tag, draw_tag, tip_at
from evergreen.ui.game import demo as demos
from evergreen.ui.game.panels import next_rank
from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.anim import EASE_OUT, LINEAR, Animator, Tween
from evergreen.ui.kit.paper import PANEL, tooltip
from evergreen.ui.kit.scene import Corner, Host
from evergreen.ui.kit.text import ACCENT_INK, INK, MUTED, fit, render, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.progress import today
from evergreen.ui.screens.progress.daily_scene import BOT_COLOUR, DailyScene
from evergreen.ui.screens.replay.export import export_record
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.results import duel
from evergreen.ui.screens.results.cards import (
    Hover,
    chart_hovers,
    draw_card,
    draw_legend,
    name_size,
)
from evergreen.ui.screens.results.celebration import (
    Bars,
    Leaves,
    Ribbon,
    draw_leaves,
    draw_ribbon,
    leaves,
    ribbon_room,
)
from evergreen.ui.screens.results.data import (
    PlayerResult,
    Results,
    planet_tip,
    results,
    row_tip,
    segment_tip,
)
from evergreen.ui.screens.results.ladder import draw_ladder, reached
from evergreen.ui.screens.setup.scene import SetupScene
from evergreen.ui.words.colours import player_colour
from evergreen.ui.words.names import Seated, Seating, bot_label, rank_name
from evergreen.ui.words.results import result_rows, verdict

#: Where the cards stand (design units): under the ribbon, over the legend and buttons.
CARDS = (20, 124, 1240, 556)
#: The solo player's card and the ladder of ranks beside it (in today's deal, the duel
#: with the Hard bot stands there, the button to the bot's game at its foot).
SOLO_CARD = (20, 124, 600, 556)
LADDER = (636, 124, 624, 556)
BOT_GAME = (652, 624, 300, 40)
#: The table's columns (design units): a player's at most, and all the players' at most
#: (four players' longest names at 14 px at 1024×640 and 130 % text, under the label column).
TABLE_COLUMN, TABLE_COLUMNS = 220, 940
#: The row of buttons, and the challenge code at its left.
BUTTONS_Y, BUTTONS_H = 730, 48
#: The buttons of the row's right, the ways on: the challenge code stands left of them.
WAYS_ON = ("again", "same", "new", "title", "next")
#: The celebration's parts, in seconds at normal speed.
RIBBON = 0.7
BARS_DELAY, BARS = 0.3, 1.3
LEAVES = 3.2
#: With Reduce motion only the ribbon opens, this fast (before the speed's factor).
RIBBON_REDUCED = 0.5
#: In the demo nobody presses a button: the next game starts this long after the results
#: are still (times the speed's factor, at least 0.4 of it).
DEMO_RESULTS = 6.0


class ResultsScene(WidgetScene):
    """The end of a game. ``seating`` is the match when there is one (its log places each
    Buds VP in its season, and Play again takes its seats); a state alone shows the
    default names. ``demo``: the demo's results, which go on to its next game by
    themselves. ``shown``: they follow the end-of-game ceremony (``ceremony``), whose ribbon
    is already open where theirs stands: it does not open again."""

    def __init__(
        self,
        app: Host,
        state: GameState,
        seating: Seated,
        demo: bool = False,
        shown: bool = False,
    ) -> None:
        super().__init__(app)
        self.shown = shown
        self.state = state
        self.match = seating if isinstance(seating, Match) else None
        self.seating = Seating.of(seating)
        self.demo = demo
        self.results: Results = results(state, self.match)
        self.solo = state.automa_seat is not None
        self.challenge = Challenge.of(state)
        self.mouse = (-1, -1)
        #: 'board' (planets and charts) or 'table' (the exact R10.4 breakdown).
        self.view = "board"
        #: The players' names as last drawn (a cut one shows whole under the mouse).
        self.tags: list[Tag] = []
        #: What the mouse can hover as last drawn (the first one under it shows its tip).
        self.hovers: list[Hover] = []
        self.anim = Animator()
        self.waited = 0.0
        #: A point of the ribbon's band as last drawn (in the winner's colour).
        self.ribbon_at = (0, 0)
        self.ribbon_band = pygame.Rect(0, 0, 0, 0)  # (its folded ends reach past it)
        winner = self.results.players[0].seat
        self.falling = leaves(state.seed, self.seating.colour(winner))
        #: Today's deal: the Hard bot's game of the same deal, once it is kept.
        self.rival = today.Rival(self.day) if self.day is not None else None
        self._rival_side: duel.Side | None = None
        self.celebrate()

    # -- the celebration --------------------------------------------------------------------
    def celebrate(self) -> None:
        """The ribbon opens, the bars grow and leaves fall (with Reduce motion only the
        ribbon opens, quickly; with animations off, nothing moves). After the ceremony the
        ribbon is open already."""
        factor = self.app.motion
        if self.app.reduce_motion:
            if not self.shown:
                self.anim.add(Tween(Ribbon(), RIBBON_REDUCED, easing=EASE_OUT), factor)
            return
        if not self.shown:
            self.anim.add(Tween(Ribbon(), RIBBON, easing=EASE_OUT), factor)
        self.anim.add(Tween(Bars(), BARS, delay=BARS_DELAY, easing=LINEAR), factor)
        self.anim.add(Tween(Leaves(), LEAVES, easing=LINEAR), factor)

    @property
    def celebrating(self) -> bool:
        """True while the celebration plays."""
        return self.anim.busy

    def progress(self, kind: type[Ribbon] | type[Bars] | type[Leaves]) -> float:
        """How far a part of the celebration has come (1 once over or skipped)."""
        tween = self.anim.get(kind)
        return 1.0 if tween is None else tween.value

    # -- widgets ----------------------------------------------------------------------------
    def build(self) -> None:
        self.add_choice(
            "view",
            1068,
            16,
            192,
            36,
            [
                ("board", _("Planets"), _("Every player's planet and points by season")),
                ("table", _("Table"), _("The exact breakdown of every player's points")),
            ],
            self.view,
        )
        if self.demo:
            self.add_button(
                "next",
                860,
                BUTTONS_Y,
                200,
                BUTTONS_H,
                _("Next game"),
                None,
                "#primary",
                action=self.next_demo,
            )
            self.add_button(
                "title",
                1072,
                BUTTONS_Y,
                188,
                BUTTONS_H,
                _("Title screen"),
                action=self.app.to_title,
            )
            return
        if self.match is not None:
            look = _("Look back through the game step by step, and play on from any step")
            self.add_button("replay", 20, 16, 170, 36, _("Replay"), look, action=self.replay)
            self.add_daily()
            judged = _("The Hard bot judges every decision: where the points were lost")
            self.add_button(
                "review", 198, 16, 210, 36, _("Review this game"), judged, action=self.review
            )
            if not self.daily:  # (today's deal has its verdict there; its replay exports)
                written = _("Write this game's record beside the saves and copy it")
                self.add_button(
                    "export",
                    20,
                    BUTTONS_Y,
                    200,
                    BUTTONS_H,
                    _("Export"),
                    written,
                    action=self.export,
                )
        same_tip = _("The same cards, sun and rules, by the same players")
        again_tip = _("The same players, a new deal")
        made = [
            self.add_button(
                "again",
                440,
                BUTTONS_Y,
                200,
                BUTTONS_H,
                _("Play again"),
                again_tip,
                "#primary",
                action=lambda: self.play_again(same_deal=False),
            ),
            self.add_button(
                "same",
                648,
                BUTTONS_Y,
                212,
                BUTTONS_H,
                _("Same deal again"),
                same_tip,
                action=lambda: self.play_again(same_deal=True),
            ),
            self.add_button(
                "new", 868, BUTTONS_Y, 190, BUTTONS_H, _("New game"), action=self.new_game
            ),
            self.add_button(
                "title",
                1066,
                BUTTONS_Y,
                194,
                BUTTONS_H,
                _("Title screen"),
                action=self.app.to_title,
            ),
        ]
        widgets.fit_group(self.ui, made)

    @property
    def daily(self) -> bool:
        """True for a game of today's deal (compared with the Hard bot's)."""
        return self.match is not None and self.match.origin.kind is OriginKind.DAILY

    @property
    def day(self) -> date | None:
        """The day of today's deal this game was (None for any other game)."""
        if self.match is None or not self.daily:
            return None
        return calendar_day(self.match.origin.date)

    def add_daily(self) -> None:
        """Today's deal: both planets side by side, where the code would be; the Hard bot's
        game at the foot of the duel."""
        if self.rival is None:
            return
        tip = _("Your planet and the Hard bot's side by side, with their points by season")
        self.add_button(
            "daily",
            20,
            BUTTONS_Y,
            300,
            BUTTONS_H,
            _("Both planets"),
            tip,
            action=self.daily_duel,
        )
        if self.view != "board":
            return
        watch = _("Look back through the Hard bot's game on the same cards")
        self.add_button(
            "bot",
            *BOT_GAME,
            _("The Hard bot's game"),
            watch,
            enabled=not self.rival.waiting,
            action=self.bot_game,
        )

    def on_button(self, name: str) -> None:
        kind, _sep, arg = name.partition(":")
        if kind == "view":
            self.view = arg
            self.anim.skip()
            self.rebuild()
        else:
            super().on_button(name)

    def daily_duel(self) -> None:
        """Today's deal: both planets side by side, and the Hard bot's game."""
        if self.match is not None:
            self.app.scenes.push(DailyScene(self.app, self.match))

    def bot_game(self) -> None:
        """Today's deal: the Hard bot's game of it, in the replay viewer."""
        # lazy: the replay viewer brings the game screen's modules (about 0.1 s)
        from evergreen.ui.screens.replay.scene import ReplayScene

        if self.day is not None and self.rival is not None and not self.rival.waiting:
            source = ReplaySource.of_save(daily_record.bot_game_path(self.day))
            self.app.scenes.push(ReplayScene(self.app, source))

    def replay(self) -> None:
        """The replay viewer on this game."""
        # lazy: the replay viewer brings the game screen's modules (about 0.1 s)
        from evergreen.ui.screens.replay.scene import ReplayScene

        if self.match is not None:
            self.app.scenes.push(ReplayScene(self.app, ReplaySource.of_match(self.match)))

    def export(self) -> None:
        """This game's record, written beside the saves and copied."""
        if self.match is not None:
            export_record(self.app, ReplaySource.of_match(self.match))

    def review(self) -> None:
        """The replay viewer on this game, its review begun."""
        # lazy: the replay viewer brings the game screen's modules (about 0.1 s)
        from evergreen.ui.screens.replay.scene import ReplayScene

        if self.match is not None:
            viewer = ReplayScene(self.app, ReplaySource.of_match(self.match))
            self.app.scenes.push(viewer)
            viewer.press_review("review")

    def new_game(self) -> None:
        """The New game screen, over the title."""
        self.app.to_title()
        self.app.scenes.push(SetupScene(self.app))

    def play_again(self, same_deal: bool) -> None:
        """A new game for the same seats (their kinds, names and colours): on a new random
        seed, or on this game's deal (its seed, sun and rule for the pieces)."""
        state = self.state
        players = state.options.players
        match = self.match
        kinds = match.seats[:players] if match else (SeatKind.HUMAN,) * players
        names = match.names[:players] if match else ()
        colours = match.colours[:players] if match else ()
        deal = self.challenge
        if deal is None:  # a deal no code carries: its own options
            o = state.options
            deal = Challenge(players, 0, o.sun_start, o.unlimited_pieces)
            seed = state.seed
        else:
            seed = deal.seed
        if not same_deal:
            seed = random.randrange(10**6)
        new = Match.start(
            players,
            seed,
            kinds,
            names=names,
            colours=colours,
            unlimited_pieces=deal.unlimited_pieces,
            sun=deal.sun,
        )
        game = self.app.open_game(new)
        if game is not None:
            self.app.scenes.replace(game)

    def next_demo(self) -> None:
        """The demo goes on with its next game."""
        demos.next_demo(self.app, self.state)

    def toasts_for(self) -> str | None:
        """The game whose achievements toast over this screen, once the celebration is over
        (the toasts never cover the ribbon while it opens); None in the demo."""
        if self.demo or self.match is None or self.celebrating:
            return None
        return self.match.game_id

    def notice_corner(self) -> Corner:
        """Over the legend, at the right: the ribbon and the buttons stay readable."""
        return (1260, 718, "bottomright")

    # -- input and time ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.celebrating and event.type == pygame.KEYDOWN:
            self.anim.skip()  # a key ends the celebration (and does nothing else)
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.celebrating:
            self.anim.skip()
            return True
        return False

    def wake_in(self) -> float | None:
        """Frames while the celebration plays (and in the demo, which goes on by itself);
        a look now and then while the Hard bot still plays today's deal; still, nothing is
        drawn until something happens."""
        if self.celebrating or self.demo:
            return 0.0
        if self.rival is not None and self.rival.waiting:
            return today.LOOK_AGAIN
        return super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim.update(dt)
        if self.rival is not None and self.rival.update(dt):
            self.rebuild()  # its game has come: the duel is drawn, its button enabled
        if self.demo and not self.celebrating and self.app.scenes.top is self:
            self.waited += dt
            if self.waited >= DEMO_RESULTS * max(self.app.speed.factor, 0.4):
                self.next_demo()

    # -- what the mouse is over -------------------------------------------------------------
    def hover_at(self, pos: tuple[int, int]) -> Hover | None:
        """The hoverable thing under ``pos`` as last drawn (None if none)."""
        return next((h for h in self.hovers if h.rect.collidepoint(pos)), None)

    def tip(self) -> str:
        """The tip shown for the mouse now ('' if none, or while tips are closed)."""
        if not self.app.scenes.tips.open:
            return ""
        name = tip_at(self.tags, self.mouse)
        if name:
            return name
        found = self.hover_at(self.mouse)
        return found.tip if found else ""

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        planet_art.blit_sky(surface, Season.WINTER, h)
        if self.celebrating and self.anim.get(Leaves) is not None:  # behind the results
            draw_leaves(surface, self.layout, self.falling, self.progress(Leaves))
        self.tags, self.hovers = [], []
        if self.view == "table":
            self.draw_table(surface)
        elif self.rival is not None:
            self.draw_duel(surface)
        elif self.solo:
            self.draw_solo(surface)
        else:
            self.draw_cards(surface)
        self.draw_head(surface)
        self.draw_foot(surface)
        super().draw(surface)
        tip = self.tip()
        if tip and not self.celebrating:
            found = self.hover_at(self.mouse)
            if found is not None and found.key[0] == "segment":  # the part the tip is about
                ring = found.rect.inflate(self.layout.px(4), self.layout.px(4))
                pygame.draw.rect(surface, INK, ring, self.layout.px(2))
            tooltip(surface, self.layout, self.mouse, tip)

    def headline(self) -> tuple[str, str]:
        """The ribbon's words and the line under it (the tie-break when it decided)."""
        state, seats = self.state, self.seating
        if self.solo:
            points = state.scores[0]
            return (
                _("Rank: {rank}").format(rank=rank_name(solo_rank(points))),
                verdict(state, seats),
            )
        first, second = self.results.players[0], self.results.players[1]
        winner = seats.name(first.seat)
        ribbon = _("{winner} wins!").format(winner=winner)
        if first.total == second.total:  # a tie: the verdict says how it was broken
            return ribbon, verdict(state, seats)
        line = _("{winner} wins with {points} VP, {lead} VP ahead of {second}.").format(
            winner=winner,
            points=first.total,
            lead=first.total - second.total,
            second=seats.name(second.seat),
        )
        return ribbon, line

    def draw_head(self, surface: pygame.Surface) -> None:
        """The winner's ribbon in their colour, and the line under it."""
        lay = self.layout
        ribbon, line = self.headline()
        colour = self.seating.colour(self.results.players[0].seat)
        centre = lay.rect(640, 48, 0, 0).topleft
        width = ribbon_room(lay, [b.rect for b in self.buttons], centre[0])
        band = draw_ribbon(surface, lay, centre, ribbon, colour, width, self.progress(Ribbon))
        self.ribbon_at, self.ribbon_band = (band.x + lay.px(8), band.centery), band
        img = fit(line, lay.px(type_scale.LABEL), lay.px(1000), INK, True)
        surface.blit(img, img.get_rect(center=lay.rect(640, 102, 0, 0).topleft))

    def draw_cards(self, surface: pygame.Surface) -> None:
        """Every player's card side by side, the winner first."""
        lay = self.layout
        n = len(self.results.players)
        gap = 16
        x, y, w, h = CARDS
        each = (w - gap * (n - 1)) / n
        grown = self.progress(Bars)
        for k, result in enumerate(self.results.players):
            rect = lay.rect(x + k * (each + gap), y, each, h)
            self.card(surface, rect, result, grown)
        self.legend(surface)

    def card(
        self, surface: pygame.Surface, rect: pygame.Rect, result: PlayerResult, grown: float
    ) -> None:
        """One player's card, and what can be hovered on it."""
        lay = self.layout
        tag, planet, chart = draw_card(
            surface, lay, rect, result, self.results, self.seating, self.state.sun, grown
        )
        self.tags.append(tag)
        seat = result.seat
        for box, row, source in chart_hovers(lay, chart, result, self.results):
            if source is None:
                self.hovers.append(Hover(box, row_tip(row, result), ("row", seat, row.phase)))
            else:
                tip = segment_tip(self.state, self.seating, result, row, source)
                self.hovers.append(Hover(box, tip, ("segment", seat, row.phase, source)))
        disc = planet.inflate(-planet.width // 8, -planet.height // 8)
        self.hovers.append(Hover(disc, planet_tip(self.seating, result), ("planet", seat)))

    def legend(self, surface: pygame.Surface) -> None:
        lay = self.layout
        draw_legend(surface, lay, lay.rect(640, 700, 0, 0).topleft, lay.px(1240))

    def draw_solo(self, surface: pygame.Surface) -> None:
        """The solo player's card, and the ladder of ranks beside it."""
        lay = self.layout
        result = self.results.players[0]
        self.card(surface, lay.rect(*SOLO_CARD), result, self.progress(Bars))
        self.legend(surface)
        panel = lay.rect(*LADDER)
        pygame.draw.rect(surface, PANEL, panel, border_radius=lay.px(12))
        pygame.draw.rect(surface, (200, 194, 172), panel, lay.px(1), border_radius=lay.px(12))
        head = fit(_("Solo ranks"), lay.px(type_scale.HEADING), panel.width - lay.px(32), INK, True)
        surface.blit(head, (panel.x + lay.px(16), panel.y + lay.px(12)))
        points = self.state.scores[0]
        goal = next_rank(points)
        if goal is None:
            foot = _("The highest rank of all: {rank}.").format(rank=rank_name(solo_rank(points)))
        else:
            name, needed = goal
            foot = _("{left} VP more for {rank}.").format(
                left=needed - points, rank=rank_name(name)
            )
        lines = wrap(
            foot,
            lay.px(type_scale.BODY),
            panel.width - lay.px(32),
            ACCENT_INK,
            max_lines=2,
            bold=True,
        )
        y = panel.bottom - lay.px(14) - sum(img.get_height() for img in lines)
        ladder = pygame.Rect(
            panel.x + lay.px(16),
            panel.y + lay.px(52),
            panel.width - lay.px(32),
            y - lay.px(10) - panel.y - lay.px(52),
        )
        steps = draw_ladder(
            surface, lay, ladder, points, self.seating.colour(result.seat), self.progress(Bars)
        )
        for img in lines:
            surface.blit(img, (panel.x + lay.px(16), y))
            y += img.get_height()
        mine = reached(points)
        for box, k in steps:
            if k == mine:
                tip = verdict(self.state, self.seating)
                self.hovers.append(Hover(box, tip, ("rank", k)))

    def draw_duel(self, surface: pygame.Surface) -> None:
        """Today's deal: the player's card, and beside it the duel with the Hard bot's game
        of the same deal, source by source on one scale (its verdict over it)."""
        lay = self.layout
        result = self.results.players[0]
        self.card(surface, lay.rect(*SOLO_CARD), result, self.progress(Bars))
        self.legend(surface)
        mine = self.state.scores[0]
        you = duel.side_of(self.seating.name(0), self.seating.colour(0), result, self.state.sun)
        theirs = self.rival_side(you.colour)
        if theirs is None or self.day is None:
            head = _("The Hard bot is still playing the same deal…")
            sides = None
        else:
            bot = sum(theirs.points.values())
            head = today.verdict(Day(self.day, mine, mine, bot))
            sides = (you, theirs)
        assert self.match is not None
        if self.match.origin.practice:
            line = _("Practice: this game is not scored; your scored game of the day stands.")
        else:
            line = _(
                "Today's deal is scored: your first finished game of it, against the Hard"
                " bot's game of the same cards."
            )
        panel = lay.rect(*LADDER)
        foot = panel.bottom - lay.rect(*BOT_GAME).y + lay.px(8)
        self.hovers += duel.draw_duel(surface, lay, panel, head, line, sides, foot)

    def rival_side(self, yours: tuple[int, int, int]) -> duel.Side | None:
        """The Hard bot's side of the duel (None while it plays), in a colour not the
        player's; worked out once."""
        if self._rival_side is None and self.rival is not None and self.rival.match is not None:
            bot = self.rival.match
            colour = player_colour(BOT_COLOUR)
            if colour == yours:
                colour = player_colour(0)
            found = results(bot.state, bot).players[0]
            self._rival_side = duel.side_of(bot_label(SeatKind.HARD), colour, found, bot.state.sun)
        return self._rival_side

    def draw_table(self, surface: pygame.Surface) -> None:
        """The R10.4 breakdown: a row per line, a column per player under their name."""
        lay = self.layout
        panel = lay.rect(*CARDS)
        pygame.draw.rect(surface, PANEL, panel, border_radius=lay.px(12))
        pygame.draw.rect(surface, (200, 194, 172), panel, lay.px(1), border_radius=lay.px(12))
        rows = result_rows(self.state)
        order = [p.seat for p in self.results.players]
        n = len(order)
        col = min(TABLE_COLUMN, TABLE_COLUMNS // max(1, n))
        x0 = 640 - (270 + col * n) // 2
        top = CARDS[1] + 18
        room = lay.px(col - 12)
        size = name_size([self.seating.name(seat) for seat in order], lay.px(20), room)
        for k, seat in enumerate(order):
            right = lay.rect(x0 + 270 + col * (k + 1) - 16, top, 0, 0).topleft
            tag = draw_tag(
                surface, self.seating, seat, right, size, room, align="right", shrink=False
            )
            self.tags.append(tag)
            band = pygame.Rect(0, tag.rect.bottom + lay.px(3), room, lay.px(4))
            band.right = right[0]
            pygame.draw.rect(surface, self.seating.colour(seat), band, border_radius=lay.px(2))
        for i in range(0, len(rows) - 1, 2):  # stripes first: large text may reach past a row
            stripe = lay.rect(x0 - 10, top + 42 + i * 28, 270 + col * n + 4, 28)
            pygame.draw.rect(surface, (228, 222, 203), stripe, border_radius=lay.px(4))
        for i, (label, values) in enumerate(rows):
            mid = lay.rect(0, top + 56 + i * 28, 0, 0).y
            last = i == len(rows) - 1
            colour = ACCENT_INK if last else (INK if any(values) else MUTED)
            img = fit(label, lay.px(type_scale.BODY), lay.px(280), colour, last)
            surface.blit(img, img.get_rect(midleft=(lay.rect(x0, 0, 0, 0).x, mid)))
            for k, seat in enumerate(order):
                img = render(str(values[seat]), lay.px(type_scale.BODY), colour, last)
                edge = lay.rect(x0 + 270 + col * (k + 1) - 16, 0, 0, 0).x
                surface.blit(img, img.get_rect(midright=(edge, mid)))

    def draw_foot(self, surface: pygame.Surface) -> None:
        """The challenge code (or, in the demo, what happens next) at the buttons' left."""
        lay = self.layout
        left = lay.rect(20, BUTTONS_Y, 400, BUTTONS_H)
        if self.demo:
            text = _("Demo: the next game starts in a moment.")
            img = fit(text, lay.px(type_scale.CAPTION), lay.px(820), MUTED)
            surface.blit(img, img.get_rect(midleft=left.midleft))
            return
        if self.challenge is None or self.daily:
            return
        room = self.code_room()
        label = fit(_("Challenge code"), lay.px(type_scale.CAPTION), room.width, MUTED)
        code = fit(self.challenge.code, lay.px(type_scale.HEADING), room.width, INK, True)
        gap = lay.px(4)  # the code's line sits close under its label
        top = room.centery - (label.get_height() + code.get_height() - gap) // 2
        at = surface.blit(label, (room.x, top))
        box = at.union(surface.blit(code, (room.x, at.bottom - gap)))
        tip = _(
            "Share this code: it deals this very game again (the same cards, sun and rules),"
            " for anyone."
        )
        self.hovers.append(Hover(box, tip, ("code",)))

    def code_room(self) -> pygame.Rect:
        """Where the challenge code stands: between Export (if shown) and the first of the
        ways on, the row's height; never under a button, whatever the language or size."""
        lay = self.layout
        gap = lay.px(12)
        row = lay.rect(20, BUTTONS_Y, 0, BUTTONS_H)
        others = [b.rect for b, name in self.buttons.items() if name in WAYS_ON]
        right = min((r.left for r in others), default=lay.rect(1260, 0, 0, 0).x) - gap
        export = next((b.rect for b, name in self.buttons.items() if name == "export"), None)
        left = row.x if export is None else export.right + gap
        return pygame.Rect(left, row.y, max(1, right - left), row.height)
