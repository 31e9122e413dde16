"""The game screen's sections: the board, the top bar, the market, the fertility zone, the
tracks and the players (the action bar and the log are sections of their own:
``action_bar``, ``log_panel``).

Each section owns a region of the window: it draws it, says what lies under the mouse there
and what that is (its hover text). This is arcade's ``Section`` model, cut to what the game
needs. A section with a ``key`` is drawn once for what it shows and kept as a picture while
the key stays the same (``Retained``); the board, which moves, has none.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar

import pygame

from evergreen.i18n import _
from evergreen.rules import Biome, Power, why_illegal
from evergreen.ui.art import action_bar
from evergreen.ui.art.board import FOREST_LINE, HILITE, draw_planet, draw_sun, planet_area
from evergreen.ui.game import hud, owner_tag, scoring_anim
from evergreen.ui.game.buttons import command_of
from evergreen.ui.game.kinds import Deal, MarkerMove, Pop, SunMove
from evergreen.ui.game.panels import draw_market, draw_players, draw_tracks, draw_zone
from evergreen.ui.game.view import GameView, Target
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
    """A region of the game screen that draws itself, hit-tests and explains what is in it."""

    #: The name its kept picture goes by.
    name: ClassVar[str] = ""

    def __init__(self, scene: GameView) -> None:
        self.scene = scene

    @property
    def lay(self) -> Layout:
        return self.scene.layout

    def rect(self) -> pygame.Rect:
        """The region it draws in (nothing it draws lies outside)."""
        raise NotImplementedError

    def key(self) -> Hashable | None:
        """What it shows, for keeping its picture; None: drawn afresh every frame."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the section."""
        raise NotImplementedError

    def hit(self, pos: tuple[int, int]) -> Target | None:
        """What of this section is under ``pos``, if anything."""
        return None

    def tip(self, target: Target) -> str:
        """The hover text of one of its targets ('' for none)."""
        return ""


class BoardSection(Section):
    """The viewed planet: its spaces, pieces, shadows, targets and the sun; the preview of
    what it would score now in its corner."""

    name = "board"

    def rect(self) -> pygame.Rect:
        return planet_area(self.lay)

    def draw(self, surface: pygame.Surface) -> None:
        scene, lay = self.scene, self.lay
        anim, state = scene.anim, scene.match.state
        hover = scene.hover[1] if scene.hover and scene.hover[0] is Hit.SPACE else None
        pops = {t.what.space: t.value for t in anim.each(Pop) if t.what.seat == scene.viewed}
        planet = state.players[scene.viewed].planet
        side = scene.shown_state().sun
        draw_planet(
            surface,
            lay,
            planet,
            side,
            scene.targets(),
            hover,
            scene.preview.shaded,
            pops,
            scene.ghost(hover),
            scene.marks(),
            scene.pulse(),
            (scene.shown_state().season, scene.app.size[1]),
        )
        scoring = scene.held is not None  # the season is scored: no "if it ended now"
        if not scoring:
            forest = scene.preview.forest
            scoring_anim.outline(surface, lay, forest, FOREST_LINE, lay.px(5))
            scoring_anim.outline(surface, lay, forest, HILITE, lay.px(2))
        scoring_anim.draw(surface, lay, anim, scene.match, not scene.app.reduce_motion)
        sun = anim.get(SunMove)
        draw_sun(surface, lay, side, (sun.what.start, sun.value) if sun else None)
        if not scoring:
            hud.draw_preview(surface, lay, scene.viewed, scene.preview, scene.match)
        owner_tag.draw(surface, lay, scene.match, scene.viewed)  # whose planet this is
        owner_tag.draw_daily(surface, lay, scene.match.origin)  # today's deal: practice?

    def hit(self, pos: tuple[int, int]) -> Target | None:
        space = self.lay.space_at(pos)
        state = self.scene.match.state
        if space is not None and space in state.players[self.scene.viewed].planet.layout.spaces:
            return (Hit.SPACE, space)
        return None

    def tip(self, target: Target) -> str:
        return space_tip(self.scene.match.state, self.scene.viewed, target[1])


class TopBarSection(Section):
    """The season and round, and the status line: what to do, why a click was refused."""

    name = "top"

    def rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.scene.app.size[0], self.lay.top_bar.bottom)

    def status(self) -> tuple[str, int | None]:
        """The status line and the seat it is about; while a season's scoring owns the
        screen, the season it scores ('End of Spring'), not the step before it."""
        held = self.scene.held
        return self.scene.status_line() if held is None else (season_end(held.season), None)

    def key(self) -> Hashable:
        scene = self.scene
        return (
            scene.shown_state(),
            self.status(),
            scene.message_error,
            scene.demo,
            scene.human_turn,
        )

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        text, about = self.status()
        shown, error = scene.shown_state(), scene.message_error
        watching = not scene.human_turn
        hud.draw_top(
            surface, self.lay, shown, text, error, scene.demo, scene.match, about, watching
        )


class MarketSection(Section):
    """This round's cards (taken ones marked), the deck and the discard."""

    name = "market"

    def rect(self) -> pygame.Rect:
        return self.lay.market

    def hovered(self) -> int | None:
        hover = self.scene.hover
        return hover[1] if hover and hover[0] is Hit.CARD else None

    def key(self) -> Hashable | None:
        scene = self.scene
        deal = scene.anim.get(Deal)  # (held back while a season's scoring shows)
        if deal is not None and deal.started:  # the new market slides in
            return None
        shown = scene.shown_state()
        return (shown, self.hovered(), shown.season, deal is not None)  # a deal waits

    def draw(self, surface: pygame.Surface) -> None:
        deal = self.scene.anim.get(Deal)
        slide = None if deal is None else (deal.value if deal.started else -1.0)
        shown = self.scene.shown_state()
        draw_market(surface, self.lay, shown, self.hovered(), slide, self.scene.match)

    def hit(self, pos: tuple[int, int]) -> Target | None:
        slot = self.lay.card_at(pos, len(self.scene.match.state.market))
        return None if slot is None else (Hit.CARD, slot)

    def tip(self, target: Target) -> str:
        return market_tip(self.scene.match.state, target[1])


class ZoneSection(Section):
    """The fertility zone: each biome's stack of cards and its icons."""

    name = "zone"

    def rect(self) -> pygame.Rect:
        return self.lay.zone

    def key(self) -> Hashable:
        shown = self.scene.shown_state()
        return (shown, shown.season)

    def draw(self, surface: pygame.Surface) -> None:
        draw_zone(surface, self.lay, self.scene.shown_state())

    def hit(self, pos: tuple[int, int]) -> Target | None:
        return self.lay.zone_hit(pos)

    def tip(self, target: Target) -> str:
        return stack_tip(self.scene.match.state, Biome(target[1]))


class TracksSection(Section):
    """The viewed player's power tracks, and the shared supply beside Bush and Lake."""

    name = "tracks"

    def rect(self) -> pygame.Rect:
        return self.lay.tracks

    def sliding(self) -> tuple[int, int, int, float] | None:
        """The viewed seat's marker moving along its track, if one is (power, from, to, t)."""
        scene = self.scene
        for tween in scene.anim.each(MarkerMove):
            slide = tween.what
            if slide.seat == scene.viewed:
                return (slide.power, slide.start, slide.end, tween.value)
        return None

    def key(self) -> Hashable | None:
        scene = self.scene
        if self.sliding() is not None:  # a marker slides: drawn afresh each frame
            return None
        return (scene.match.state, scene.viewed, scene.shown_state().season)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        state, viewed = scene.match.state, scene.viewed
        draw_tracks(surface, self.lay, state, viewed, scene.match, self.sliding())

    def hit(self, pos: tuple[int, int]) -> Target | None:
        return self.lay.tracks_hit(pos)

    def tip(self, target: Target) -> str:
        state = self.scene.match.state
        kind, value = target
        if kind is Hit.SUPPLY:
            return supply_tip(state, Power(value))
        return track_tip(Power(value), state.players[self.scene.viewed].levels[value])


class PlayersSection(Section):
    """Every player's small planet, score and who plays it (in solo, the automa beside)."""

    name = "players"

    def rect(self) -> pygame.Rect:
        return self.lay.players_panel

    def who(self) -> tuple[str, ...]:
        return tuple(bot_name(k) for k in self.scene.match.seats)

    def key(self) -> Hashable:
        scene = self.scene
        scores = tuple(round(v) for v in scene.scores)
        return (scene.match.state, scene.held, scene.viewed, scores, self.who())

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        state, viewed = scene.match.state, scene.viewed
        who = self.who()
        draw_players(surface, self.lay, state, viewed, scene.scores, scene.match, who, scene.held)

    def hit(self, pos: tuple[int, int]) -> Target | None:
        seat = self.lay.player_at(pos)
        return None if seat is None else (Hit.PLAYER, seat)

    def tip(self, target: Target) -> str:
        return player_tip(self.scene.match.state, self.scene.match, target[1])


class ActionBarSection(Section):
    """The action bar: A-D show what they do (a picture and a few words over the buttons'
    widgets), and a disabled button says why on hover."""

    name = "actions"

    def rect(self) -> pygame.Rect:
        return self.lay.action_bar

    def draw(self, surface: pygame.Surface) -> None:
        action_bar.draw_actions(surface, self.lay, self.scene.buttons)

    def why_disabled(self, pos: tuple[int, int]) -> str:
        """Why the disabled button under ``pos`` cannot be pressed now ('' if none is): the
        rules' refusal of its command, in the player's language."""
        scene = self.scene
        state = scene.match.state
        for b, widget in scene.buttons.items():
            if widget.is_enabled or not widget.rect.collidepoint(pos):
                continue
            if not scene.human_turn:
                return _("Wait: a bot is playing now.")
            if b is Button.UNDO:
                return _("Nothing to undo in this turn.")
            seat = state.awaiting
            cmd = command_of(b, seat if seat is not None else 0)
            found = None if cmd is None else why_illegal(state, cmd)
            if found is not None:
                return refusal_text(found, scene.match)
        return ""


def sections(scene: GameView) -> list[Section]:
    """The game screen's sections in drawing order (the board first: its planet's shadow
    lies under the top bar)."""
    return [
        BoardSection(scene),
        TopBarSection(scene),
        MarketSection(scene),
        ZoneSection(scene),
        TracksSection(scene),
        PlayersSection(scene),
    ]
