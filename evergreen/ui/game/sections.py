"""The game screen's sections: the board, the top bar, the market, the fertility zone, the
tracks and the players (the action bar and the log are sections of their own:
``action_bar``, ``log_panel``).

Each section owns a region of the window: it draws a table's part there (``Table``: the one
value the game screen, the replay viewer and the puzzles make), says what lies under the
mouse there and what that is (its hover text). This is arcade's ``Section`` model, cut to what the game
needs. A section with a ``key`` is drawn once for what it shows and kept as a picture while
the key stays the same (``Retained``); the board, which moves, has none.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import ClassVar

import pygame

from evergreen.i18n import _
from evergreen.rules import Biome, GameState, Piece, Power, light_score, why_illegal
from evergreen.ui.art import action_bar
from evergreen.ui.art.board import (
    FOREST_LINE,
    HILITE,
    draw_planet,
    draw_sun,
    growing_in,
    hidden_pieces,
    planet_area,
    planet_picture,
)
from evergreen.ui.game import card_flight, hud, owner_tag, scoring_anim
from evergreen.ui.game.ambient import Ambient, Layer
from evergreen.ui.game.buttons import command_of, undo_refusal
from evergreen.ui.game.kinds import Deal, MarkerMove, Pop, SunMove
from evergreen.ui.game.panels import draw_market, draw_players, draw_tracks, draw_zone
from evergreen.ui.game.table import Table, TableView, Target
from evergreen.ui.kit.layout import Button, Hit, Layout
from evergreen.ui.words.names import bot_name, season_end
from evergreen.ui.words.prompts import refusal_text
from evergreen.ui.words.tips import (
    market_tip,
    player_tip,
    space_tip,
    stack_tip,
    supply_tip,
    track_tip,
)


class Section:
    """A region of the game screen that draws a table's part, hit-tests and explains what is
    in it. It reads the ``Table`` it is given (and, from the screen, the layout, the size and
    the motion setting), never the scene."""

    #: The name its kept picture goes by.
    name: ClassVar[str] = ""

    def __init__(self, view: TableView) -> None:
        self.view = view

    @property
    def lay(self) -> Layout:
        return self.view.layout

    def rect(self) -> pygame.Rect:
        """The region it draws in (nothing it draws lies outside)."""
        raise NotImplementedError

    def key(self, table: Table) -> Hashable | None:
        """What it shows, for keeping its picture; None: drawn afresh every frame."""
        return None

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        """Draw the section."""
        raise NotImplementedError

    def hit(self, pos: tuple[int, int], table: Table) -> Target | None:
        """What of this section is under ``pos``, if anything."""
        return None

    def tip(self, target: Target, table: Table) -> str:
        """The hover text of one of its targets ('' for none)."""
        return ""


class BoardSection(Section):
    """The viewed planet: its spaces, pieces, shadows, targets and the sun; the preview of
    what it would score now in its corner."""

    name = "board"

    def __init__(self, view: TableView, ambient: Ambient | None = None) -> None:
        super().__init__(view)
        #: The planet's ambient motion (none: the planet is drawn still, as in a replay).
        self.ambient = ambient

    def rect(self) -> pygame.Rect:
        return planet_area(self.lay)

    def motion(self, table: Table) -> Layer | None:
        """The ambient motion over the viewed planet now (None: still), but on the pieces
        growing in (``Pop``)."""
        if self.ambient is None:
            return None
        viewed = table.viewed
        pops = frozenset(t.what.space for t in table.moving.each(Pop) if t.what.seat == viewed)
        planet = table.state.players[viewed].planet
        shaded, season = table.preview.shaded, table.shown.season
        return self.ambient.layer(self.lay, planet, table.shown.sun, shaded, season, pops)

    def draw_motion(
        self, surface: pygame.Surface, table: Table, between: Callable[[], object]
    ) -> None:
        """The ambient motion alone, as ``draw`` lays it, for a frame that lays the rest
        from kept pictures (a still board: no sun moving): the swaying pieces, the particles
        and the cloud (``between`` then lays the rings and marks), the sun's glow and the
        token over it."""
        layer = self.motion(table)
        if layer is not None:
            layer[1](surface)
        between()
        if self.ambient is not None:
            self.ambient.draw_breath(surface, self.lay, table.shown.sun)
        draw_sun(surface, self.lay, table.shown.sun, None)

    def prepare(self, table: Table) -> None:
        """Make the planet's picture ``draw`` lays for ``table`` now, drawing nothing (a
        bot's move is kept in one frame and shown in the next: ``GameFrame.prepare``)."""
        viewed = table.viewed
        planet = table.state.players[viewed].planet
        pops = {t.what.space: t.value for t in table.moving.each(Pop) if t.what.seat == viewed}
        hidden = hidden_pieces(growing_in(planet, pops), self.motion(table))
        sky = (table.shown.season, self.view.app.size[1])
        planet_picture(self.lay, planet, table.shown.sun, table.preview.shaded, hidden, sky)

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        lay, moving, viewed = self.lay, table.moving, table.viewed
        hover = table.hovered_space
        pops = {t.what.space: t.value for t in moving.each(Pop) if t.what.seat == viewed}
        planet = table.state.players[viewed].planet
        side = table.shown.sun
        ambient = self.ambient
        layer = self.motion(table)
        draw_planet(
            surface,
            lay,
            planet,
            side,
            table.targets,
            hover,
            table.preview.shaded,
            pops,
            table.ghost,
            table.marks,
            table.pulse,
            (table.shown.season, self.view.app.size[1]),
            layer,
        )
        scoring = table.held is not None  # the season is scored: no "if it ended now"
        if not scoring:
            forest = table.preview.forest
            scoring_anim.outline(surface, lay, forest, FOREST_LINE, lay.px(5))
            scoring_anim.outline(surface, lay, forest, HILITE, lay.px(2))
        scoring_anim.draw(surface, lay, moving, table.seating, not self.view.app.reduce_motion)
        sun = moving.get(SunMove)
        if ambient is None or not ambient.part(surface):  # else laid by ``draw_motion``
            if ambient is not None and sun is None:
                ambient.draw_breath(surface, lay, side)
            draw_sun(surface, lay, side, (sun.what.start, sun.value) if sun else None)
        if not scoring:
            hud.draw_preview(surface, lay, viewed, table.preview, table.seating)
        owner_tag.draw(surface, lay, table.seating, viewed)  # whose planet this is
        owner_tag.draw_daily(surface, lay, table.seats.origin, table.rival)  # today's deal

    def hit(self, pos: tuple[int, int], table: Table) -> Target | None:
        label, _lines = owner_tag.daily_label(self.lay, table.seats.origin, table.rival)
        if label is not None and label.collidepoint(pos):
            return (Hit.DAILY, 0)
        space = self.lay.space_at(pos)
        if space is not None and space in table.state.players[table.viewed].planet.layout.spaces:
            return (Hit.SPACE, space)
        return None

    def tip(self, target: Target, table: Table) -> str:
        if target[0] is Hit.DAILY:
            return owner_tag.daily_tip(table.seats.origin, table.rival)
        text = space_tip(table.state, table.viewed, target[1])
        light = light_now(table.state, table.viewed, target[1])
        return f"{text} {light}" if text and light else text


def light_now(state: GameState, seat: int, index: int) -> str:
    """For a tree: whether it is lit now, and what it would score if the season ended now
    (R9.1); '' for any other space (a tile's tip never said it)."""
    planet = state.players[seat].planet
    piece = Piece(planet.pieces[index])
    if piece not in (Piece.SMALL_TREE, Piece.BIG_TREE):
        return ""
    if index in light_score(planet, state.sun).shaded:
        return _("In shade now: no VP if the season ended now.")
    vp = 2 if piece is Piece.BIG_TREE else 1
    return _("Lit now: +{vp} VP if the season ended now.").format(vp=vp)


class TopBarSection(Section):
    """The season and round, and the status line: what to do, why a click was refused."""

    name = "top"
    #: Where the status line was last drawn (its chip and words).
    status_rect = pygame.Rect(0, 0, 0, 0)

    def rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.view.app.size[0], self.lay.top_bar.bottom)

    @staticmethod
    def status(table: Table) -> tuple[str, int | None]:
        """The status line and the seat it is about; while a season's scoring owns the
        screen, the season it scores ('End of Spring'), not the step before it."""
        held = table.held
        return (table.status, table.about) if held is None else (season_end(held.season), None)

    def key(self, table: Table) -> Hashable:
        status = (self.status(table), table.status_end)
        return (table.shown, status, table.error, table.demo, table.watching)

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        text, about = self.status(table)
        self.status_rect = hud.draw_top(
            surface,
            self.lay,
            table.shown,
            text,
            table.error,
            table.demo,
            table.seating,
            about,
            table.watching,
            table.status_end,
        )


class MarketSection(Section):
    """This round's cards (taken ones marked), the deck and the discard."""

    name = "market"

    def rect(self) -> pygame.Rect:
        return self.lay.market

    def key(self, table: Table) -> Hashable | None:
        deal = table.moving.get(Deal)  # (held back while a season's scoring shows)
        if deal is not None and deal.started:  # the new market slides in
            return None
        shown = table.shown
        slots = card_flight.market_slots(table.moving, shown)  # a taken card's slot left
        return (shown, table.hovered_card, shown.season, deal is not None, slots)  # a deal waits

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        deal = table.moving.get(Deal)
        slide = None if deal is None else (deal.value if deal.started else -1.0)
        slots = card_flight.market_slots(table.moving, table.shown)
        shown, hover = table.shown, table.hovered_card
        draw_market(surface, self.lay, shown, hover, slide, table.seating, slots)

    def hit(self, pos: tuple[int, int], table: Table) -> Target | None:
        slot = self.lay.card_at(pos, len(table.state.market))
        return None if slot is None else (Hit.CARD, slot)

    def tip(self, target: Target, table: Table) -> str:
        return market_tip(table.state, target[1])


class ZoneSection(Section):
    """The fertility zone: each biome's stack of cards and its icons."""

    name = "zone"

    def rect(self) -> pygame.Rect:
        return self.lay.zone

    def key(self, table: Table) -> Hashable:
        shown = table.shown
        return (shown, shown.season)

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        draw_zone(surface, self.lay, table.shown)

    def hit(self, pos: tuple[int, int], table: Table) -> Target | None:
        return self.lay.zone_hit(pos)

    def tip(self, target: Target, table: Table) -> str:
        return stack_tip(table.state, Biome(target[1]))


class TracksSection(Section):
    """The viewed player's power tracks, and the shared supply beside Bush and Lake."""

    name = "tracks"

    def rect(self) -> pygame.Rect:
        return self.lay.tracks

    @staticmethod
    def sliding(table: Table) -> tuple[int, int, int, float] | None:
        """The viewed seat's marker moving along its track, if one is (power, from, to, t)."""
        for tween in table.moving.each(MarkerMove):
            slide = tween.what
            if slide.seat == table.viewed:
                return (slide.power, slide.start, slide.end, tween.value)
        return None

    def key(self, table: Table) -> Hashable | None:
        if self.sliding(table) is not None:  # a marker slides: drawn afresh each frame
            return None
        return (table.state, table.viewed, table.shown.season)

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        slide = self.sliding(table)
        draw_tracks(surface, self.lay, table.state, table.viewed, table.seating, slide)

    def hit(self, pos: tuple[int, int], table: Table) -> Target | None:
        return self.lay.tracks_hit(pos)

    def tip(self, target: Target, table: Table) -> str:
        state = table.state
        kind, value = target
        if kind is Hit.SUPPLY:
            return supply_tip(state, Power(value))
        return track_tip(Power(value), state.players[table.viewed].levels[value])


class PlayersSection(Section):
    """Every player's small planet, score and who plays it (in solo, the automa beside)."""

    name = "players"

    def rect(self) -> pygame.Rect:
        return self.lay.players_panel

    @staticmethod
    def who(table: Table) -> tuple[str, ...]:
        return tuple(bot_name(k) for k in table.seats.kinds)

    def key(self, table: Table) -> Hashable:
        scores = tuple(round(v) for v in table.scores)
        flying = card_flight.flying_to(table.moving, table.state.automa_seat)
        return (table.state, table.held, table.viewed, scores, self.who(table), flying)

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        draw_players(
            surface,
            self.lay,
            table.state,
            table.viewed,
            list(table.scores),
            table.seating,
            self.who(table),
            table.held,
            card_flight.flying_to(table.moving, table.state.automa_seat),
        )

    def hit(self, pos: tuple[int, int], table: Table) -> Target | None:
        seat = self.lay.player_at(pos)
        return None if seat is None else (Hit.PLAYER, seat)

    def tip(self, target: Target, table: Table) -> str:
        return player_tip(table.state, table.seating, target[1])


class ActionBarSection(Section):
    """The action bar: A-D show what they do (a picture and a few words over the buttons'
    widgets), and a disabled button says why on hover."""

    name = "actions"

    def rect(self) -> pygame.Rect:
        return self.lay.action_bar

    def draw(self, surface: pygame.Surface, table: Table) -> None:
        action_bar.draw_actions(surface, self.lay, self.view.buttons)

    def why_disabled(self, pos: tuple[int, int], table: Table) -> str:
        """Why the disabled button under ``pos`` cannot be pressed now ('' if none is): the
        rules' refusal of its command, in the player's language."""
        state = table.state
        for b, widget in self.view.buttons.items():
            if widget.is_enabled or not widget.rect.collidepoint(pos):
                continue
            if b is Button.UNDO:
                return undo_refusal(table.undo_stop)
            if table.watching:
                return _("Wait: a bot is playing now.")
            seat = state.awaiting
            cmd = command_of(b, seat if seat is not None else 0)
            found = None if cmd is None else why_illegal(state, cmd)
            if found is not None:
                return refusal_text(found, table.seating)
        return ""


def sections(view: TableView, ambient: Ambient | None = None) -> list[Section]:
    """The game screen's sections in drawing order (the board first: its planet's shadow
    lies under the top bar); ``ambient``: the planet's ambient motion (the game screen's)."""
    return [
        BoardSection(view, ambient),
        TopBarSection(view),
        MarketSection(view),
        ZoneSection(view),
        TracksSection(view),
        PlayersSection(view),
    ]
