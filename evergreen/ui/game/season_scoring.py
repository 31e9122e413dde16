"""Season scoring (R9), and the end-game fertility (R10), shown over the game.

Pushed by the game scene when a season ends. Beneath it the big board shows each seat's
scoring in turn (``scoring_anim``: this scene advances the game scene's tweens, puts the
seat scored on the board and rolls its score once its points land); a panel lists every
player's points for the season, a row filled as each seat's points land. A click or a key
skips to the end; Continue (or Enter) goes back to the game, and only then does the next
season show (its market, the sun's move, whose turn it is).
"""

from __future__ import annotations

from functools import partial
from typing import NamedTuple, Protocol

import pygame

from evergreen.i18n import _
from evergreen.rules import Event, EventKind, GameState, Season, Source
from evergreen.ui.art.player_tags import Tag, chip_size, draw_tag, tip_at
from evergreen.ui.game import corner, scoring_anim
from evergreen.ui.game.hud import Preview
from evergreen.ui.game.kinds import Banner, SeatScore
from evergreen.ui.game.look import Look
from evergreen.ui.game.table import Table
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.anim import Animator
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import tooltip
from evergreen.ui.kit.retained import Retained
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import ACCENT_INK, EM, INK, MUTED, common_size, em, fit, font, render
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.words.names import Seating, season_end, source_name

#: What the scoring shows; it ends when the scoring closes.
SCORING_KINDS = (SeatScore,)


class Scored(Protocol):
    """The screen a season's scoring plays over (the game, the replay viewer): its table, the
    tweens the scoring runs, and the person's look, which follows the seat being scored."""

    app: Host
    anim: Animator
    look: Look
    demo: bool

    def table(self) -> Table:
        """What the table shows now."""
        ...

    def roll_scores(self, dt: float) -> None:
        """The scores shown count up towards the real ones (or the goals)."""
        ...

    def announce(self) -> None:
        """Say whose turn it is next (a hotseat table), after the scoring."""
        ...


#: The panel's design rect: right of the board (the game scene's ``draw_frame`` redraws the board
#: alone under it while only the board moves).
PANEL = (720, 262, 540, 290)

#: Where the table's columns of points begin (design x), after the names: at the game's end
#: (with fertility) and after another season; earlier, down to ``NAMES_LEAST``, where the
#: headings need it; they end at ``COLUMNS_END``.
FINAL_START, SEASON_START, NAMES_LEAST, COLUMNS_END = 866, 890, 820, 1246
#: The least gap between two headings (design pixels).
HEAD_GAP = 10


def header_columns(
    lay: Layout, heads: list[str], start: int, least: int = 0
) -> tuple[float, bool, int, list[int]]:
    """The headings' size and weight, where their columns begin and each one's right edge
    (window pixels), ending at ``COLUMNS_END``: the headings whole, in one size, with the
    same gap between each two (they stood at fixed places: 'light' squeezed to 11 px at
    130 % text, the End of Winter's gaps uneven). The size is the largest up to 18 at
    which they fit with at least ``HEAD_GAP`` between them, from ``start`` or, taking room
    from the names' column, from as far left as ``least`` (``NAMES_LEAST`` at the most),
    never under the game's smallest text; bold, or regular where even that leaves no room
    (Russian's End of Winter at 130 % text in a 1024×640 window)."""
    end = lay.rect(COLUMNS_END, 0, 0, 0).x
    least = max(least, lay.rect(NAMES_LEAST, 0, 0, 0).x)
    floor = corner.smallest_em(lay)

    def needed(size: float, bold: bool) -> int:
        widths = [font(size, bold).size(h)[0] for h in heads]
        return sum(widths) + lay.px(HEAD_GAP) * (len(heads) - 1)

    size, bold = float(lay.px(18)), True
    while end - needed(size, bold) < least and em(size - 0.5) >= floor:
        size -= 0.5
    if end - needed(size, bold) < least:
        size, bold = float(lay.px(18)), False
        while end - needed(size, bold) < least and em(size - 0.5) >= floor:
            size -= 0.5
    start = max(least, min(start, end - needed(size, bold)))
    measured = [font(size, bold).size(h)[0] for h in heads]
    gap = (end - start - sum(measured)) / max(1, len(heads) - 1)
    xs, x = [], float(start)
    for w in measured:
        x += w
        xs.append(round(x))
        x += gap
    return size, bold, start, xs


def names_room(lay: Layout, names: list[str]) -> int:
    """The room the table's names need from the column's start, at the game's smallest
    text: the widest name, or a default one ('Player 4') if that is narrower (a longer
    name may then be cut: its tip says it whole)."""
    size = smallest_size(lay, lay.px(20))
    default = _("Player {number}").format(number=4)
    widest = max(font(size, True).size(n)[0] for n in names)
    widest = min(widest, font(size, True).size(default)[0])
    return widest + _chip_room(size)


def _chip_room(size: float) -> int:
    """What a name's chip and the gap after it take of its room (as ``draw_tag`` draws)."""
    dot = chip_size(size)
    return dot + max(3, dot // 2)


def smallest_size(lay: Layout, size: float) -> float:
    """The nominal size under ``size`` whose glyphs are the game's smallest text."""
    floor = corner.smallest_em(lay)
    while em(size - 0.5) >= floor:
        size -= 0.5
    return size


#: In the demo nobody clicks Continue: it goes on by itself this long after the animation.
DEMO_PAUSE = 2.5


class SeasonPoints(NamedTuple):
    """One player's points from one season's scoring (fertility only at game end)."""

    light: int
    forest: int
    fertility: int

    @property
    def total(self) -> int:
        """Points scored in this scoring."""
        return self.light + self.forest + self.fertility


def season_points(state: GameState, events: list[Event]) -> tuple[Season, list[SeasonPoints]]:
    """The season that ended and what each player scored, read from its events."""
    ended = next(e for e in events if e.kind is EventKind.SEASON_ENDED)
    points = []
    for seat in range(len(state.players)):
        vp = [e for e in events if e.kind is EventKind.VP and e.seat == seat]
        points.append(SeasonPoints(*(sum(e.value for e in vp if e.source is s) for s in _COLUMNS)))
    return Season(ended.value), points


_COLUMNS = (Source.LIGHT, Source.FOREST, Source.FERTILITY)


class SeasonScoringScene(WidgetScene):
    """The season's points per player over the running scoring animation."""

    partial_frames = True
    music_in_full = True
    opaque = False

    def __init__(self, game: Scored, events: list[Event]) -> None:
        super().__init__(game.app)
        self.game = game
        table = game.table()
        self.state = table.state
        #: The state scored (what the board's sun and the panels show meanwhile).
        self.scored = table.shown
        self.seating = table.seating
        self.season, self.points = season_points(self.state, events)
        self.mouse = (-1, -1)
        #: The players' names as last drawn (a cut one shows whole under the mouse).
        self.tags: list[Tag] = []
        self.waited = 0.0
        #: The panel's picture, kept while it shows the same (see ``draw``).
        self.kept = Retained()
        self._tipped = False  # a tooltip showed in the last frame
        game.anim.drop(Banner)  # whose turn is next is said after the scoring
        self._shown: int | None = None  # the seat whose shade the board shows
        self.follow()

    def landed(self) -> tuple[bool, ...]:
        """Per seat: whether its points have reached its score."""
        anim = self.game.anim
        return tuple(scoring_anim.landed(anim, seat) for seat in range(len(self.points)))

    def follow(self) -> None:
        """The board shows the seat being scored, its shade as the season's sun cast it;
        each score rolls up once its points land."""
        look = self.game.look
        turn = scoring_anim.current(self.game.anim)
        if turn is not None and turn.what.plan.seat != look.viewed:
            look.viewed = turn.what.plan.seat
        if self._shown != look.viewed:  # its shade under the season's sun
            self._shown = look.viewed
            look.preview = Preview.of(self.state.players[look.viewed].planet, self.scored.sun)
        look.goals = tuple(
            score - (0 if done else p.total)
            for score, done, p in zip(self.state.scores, self.landed(), self.points, strict=True)
        )

    def build(self) -> None:
        label = _("See the results (Enter)") if self.state.is_over else _("Continue (Enter)")
        self.add_button("continue", 860, 494, 260, 44, label)

    def on_button(self, name: str) -> None:
        self.close()

    def close(self) -> None:
        """Back to the game: the scoring's animations end, and what waited for them (the
        sun moving on, the new market) starts now."""
        self.game.anim.finish(SCORING_KINDS)
        self.app.scenes.pop()
        self.game.announce()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.push(self.app.pause_screen())
            return True
        playing = self.game.anim.busy
        if playing and event.type == pygame.KEYDOWN and event.key != pygame.K_TAB:
            self.skip()  # a key skips to the end; then Continue (Enter, Space) leaves
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.skip()  # a click skips the animation; Continue leaves
            return True
        return False

    def skip(self) -> None:
        """The scoring's end at once: every seat's points on its score."""
        self.game.anim.skip()
        self.follow()

    def wake_in(self) -> float | None:
        """Frames while the season's scoring plays (and, in the demo, until it closes)."""
        if self.game.anim.busy or self.game.anim.waiting or self.game.demo:
            return 0.0
        return super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.game.anim.update(dt)
        self.follow()
        self.game.roll_scores(dt)
        if self.game.demo and not self.game.anim.busy:
            self.waited += dt
            if self.waited >= DEMO_PAUSE * max(self.app.speed.factor, 0.4):
                self.close()

    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        """The panel stands beside the board, never over it: while the game beneath redraws
        only its board, the panel is drawn again from its kept picture (its button over it:
        pygame_gui may change a button's looks at any frame) and only its rect presented."""
        self.draw(surface)
        tipped, self._tipped = self._tipped, bool(tip_at(self.tags, self.mouse))
        if full or tipped or self._tipped:  # a tooltip reaches past the panel: all of it
            return None
        return [self.layout.rect(*PANEL)]

    def draw(self, surface: pygame.Surface) -> None:
        key = (self.season, tuple(self.points), self.landed(), self.state.is_over)
        rect = self.layout.rect(*PANEL)
        self.kept.draw(surface, "scoring", rect, key, partial(self.draw_table, surface))
        super().draw(surface)
        tip = tip_at(self.tags, self.mouse)  # a name cut short, whole on hover
        if tip and self.app.scenes.tips.open:
            tooltip(surface, self.layout, self.mouse, tip)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The panel and its table of every player's points."""
        lay = self.layout
        self.panel(surface, *PANEL)
        title = season_end(self.season)
        if self.state.is_over:
            title = _("{season_end}: the game is over").format(season_end=title)
        img = fit(title, lay.px(type_scale.HEADING), lay.px(500), INK, True)
        surface.blit(img, lay.rect(740, 276, 0, 0).topleft)
        final = self.state.is_over
        sources = [Source.LIGHT, Source.FOREST, *([Source.FERTILITY] if final else [])]
        heads = [source_name(s) for s in sources] + [_("scored"), _("VP now")]
        begin = lay.rect(FINAL_START if final else SEASON_START, 0, 0, 0).x
        seats = Seating.of(self.seating)
        names = [seats.name(seat) for seat in range(len(self.points))]
        first = lay.rect(744 + 8, 0, 0, 0).x
        size, bold, start, xs = header_columns(lay, heads, begin, first + names_room(lay, names))
        for x, head in zip(xs, heads, strict=True):  # the headings in one size, evenly apart
            img = render(head, size, MUTED, bold)
            surface.blit(img, img.get_rect(topright=(x, lay.rect(0, 316, 0, 0).y)))
        self.tags = []
        landed = self.landed()
        room = start - lay.rect(744 + 8, 0, 0, 0).x
        least = smallest_size(lay, lay.px(20))  # (a name cut there: its tip says it whole)
        shrink = em(least) / (lay.px(20) * EM)
        name_size = common_size(
            names, lay.px(type_scale.BODY), room - _chip_room(least), True, shrink
        )
        for seat, p in enumerate(self.points):
            y = 344 + seat * 34
            where = lay.rect(744, y, 0, 0).topleft  # every name in one size (cut names: hover)
            tag = draw_tag(surface, self.seating, seat, where, name_size, room, shrink=False)
            self.tags.append(tag)
            if not landed[seat]:  # its row fills once its points have landed
                continue
            cells = [p.light, p.forest, *([p.fertility] if final else []), p.total]
            values = [f"+{v}" for v in cells] + [str(self.state.scores[seat])]
            for k, (x, text) in enumerate(zip(xs, values, strict=True)):
                strong = k >= len(values) - 2
                img = render(text, lay.px(type_scale.BODY), ACCENT_INK if strong else INK, strong)
                surface.blit(img, img.get_rect(topright=(x, lay.rect(0, y, 0, 0).y)))
