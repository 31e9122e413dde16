"""The end-of-game ceremony, between the game's final scoring and the results: every
player's planet as the Winter scoring left it, lit; their points rising source by source
(start, Buds, light, forest, fertility: the rules' ledgers), the counters climbing; then the
winner crowned (a table game: a gold crown, a laurel and the ribbon over the winner's
planet) or the rank revealed on the ladder of ranks (a solo game); then the results.

A click or a key skips to the final frame; at the final frame, it goes on to the results.
Left alone, the results come a moment after the final frame (``ceremony_plan.HOLD``). With
Reduce motion the final frame shows at once and waits for a click or a key (the demo goes
on by itself). Only a game that ended in front of the player has one (``after_game``): with
animations off, or for a save of a finished game, the results open at once.

The timeline and its numbers are ``ceremony_plan``'s; the crown, the laurel and the rising
columns are drawn by ``art/ceremony_art``; the planets by the results' cards.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from evergreen.i18n import N_, _
from evergreen.rules import GameState, Season, Source, solo_rank
from evergreen.session.match import Match
from evergreen.ui.art import ceremony_art, menu_art, planet_art, sprites
from evergreen.ui.art.player_tags import draw_tag
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.scene import Corner, Host, Scene
from evergreen.ui.kit.text import ACCENT_INK, INK, MUTED, fit, font, render
from evergreen.ui.screens.legible import legible_size
from evergreen.ui.screens.results.cards import (
    RADIUS_PER_CELL,
    SOURCE_COLOURS,
    lit_mark,
    name_size,
    outline_forest,
    planet_picture,
    winner_halo,
)
from evergreen.ui.screens.results.celebration import RIBBON_MOST, draw_ribbon
from evergreen.ui.screens.results.ceremony_plan import Plan, ease_out
from evergreen.ui.screens.results.data import PlayerResult, Results, results, source_label
from evergreen.ui.screens.results.ladder import draw_ladder, reached
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.words.names import Seated, Seating, rank_name, vp
from evergreen.ui.words.results import verdict

#: What each source's points are, said while they rise.
SOURCE_WORDS: dict[Source, str] = {
    Source.START: N_("Start: a later seat starts with more"),
    Source.BUDS: N_("Buds: the power's points, all game long"),
    Source.LIGHT: N_("Light: the trees in the sun, all four seasons"),
    Source.FOREST: N_("Forest: the largest forest, every season"),
    Source.FERTILITY: N_("Fertility: every Big Tree scores its biome's fertility"),
}
#: Where things stand (design units): the heading, the planets' top, the plaques' foot (the
#: verdict and what a click does stand under it).
TITLE_Y, CAPTION_Y = 46, 84
PLANET_TOP = 146
PLAQUE_FOOT = 734
#: The columns' span and the gap between them.
LEFT, RIGHT, GAP = 20, 1260, 16
#: A planet's largest side; a plaque's widest.
PLANET_MOST, PLAQUE_MOST = 284, 440
#: The crown's width, the laurel's radius and the side of the light behind the winner's
#: planet, over the planet's side.
CROWN_WIDTH, LAUREL_RADIUS, RAYS_SIDE = 0.4, 0.45, 1.45
#: The solo game: the player's column and the ladder's panel beside it.
SOLO_COLUMN = (20, 600)
LADDER = (636, PLANET_TOP, 624, PLAQUE_FOOT - PLANET_TOP)


def after_game(app: Host, state: GameState, match: Match, demo: bool, live: bool) -> Scene:
    """What follows a finished game: the ceremony when the game ended in front of the player
    (``live``) and animations are on, else the results at once (a save of a finished game
    opens its results, as with animations off)."""
    if live and app.motion > 0:
        return CeremonyScene(app, state, match, demo=demo)
    return ResultsScene(app, state, match, demo=demo)


def fading(img: pygame.Surface, shown: float) -> pygame.Surface:
    """A cached picture as laid ``shown`` (0-1) of the way in: itself once whole (no copy
    each frame), else a copy at that opacity (a cached picture is never changed)."""
    if shown >= 1:
        return img
    faded = img.copy()
    faded.set_alpha(round(255 * max(0.0, shown)))
    return faded


class CeremonyScene(Scene):
    """The ceremony of the finished game ``state``. ``seating``: the match when there is one
    (the results it leads to take it), or the state alone."""

    def __init__(self, app: Host, state: GameState, seating: Seated, demo: bool = False) -> None:
        super().__init__(app)
        self.state = state
        self.seating_of = seating
        self.seating = Seating.of(seating)
        self.demo = demo
        self.results: Results = results(state, seating if isinstance(seating, Match) else None)
        self.plan = Plan.of(self.results)
        self.solo = state.automa_seat is not None
        self.layout = Layout(*app.size, players=0)
        #: The ceremony's clock (seconds at normal speed; the speed runs it faster).
        self.t = 0.0
        #: The sounds not played yet (their moments on the clock).
        self.sounds = self.plan.cues()
        #: True where the final frame waits for a click or a key (Reduce motion).
        self.waits = app.reduce_motion and not demo
        #: What was drawn where in the last frame (texts, the ribbon, the crowns): nothing of
        #: it may lie on another (the overflow checks read it).
        self.placed: list[tuple[str, pygame.Rect]] = []
        self._scratch: pygame.Surface | None = None
        if app.reduce_motion or app.motion <= 0:
            self.skip()
        self.warm()

    def warm(self) -> None:
        """Bake the winner's crown, laurel and light now, as the ceremony opens: drawn for
        the first time at the crown's moment they would hold up its first frames."""
        for seat in self.crowned_seats:
            box = self.planet_box(self.columns()[self.plan.seats.index(seat)])
            colour = self.seating.colour(seat)
            ceremony_art.crown(round(box.width * CROWN_WIDTH), colour)
            ceremony_art.laurel(round(box.width * LAUREL_RADIUS), colour)
            ceremony_art.rays(round(box.width * RAYS_SIDE))

    # -- who won --------------------------------------------------------------------------
    @property
    def crowned_seats(self) -> tuple[int, ...]:
        """The seats crowned: the winner (R10.3: a tie goes to the first of the tied in the
        last round's order, so there is one); none in a solo game (its rank is revealed)."""
        if self.solo:
            return ()
        return (self.results.players[0].seat,)

    @property
    def rank(self) -> int:
        """The solo rank reached, as the ladder counts it (its index in the ranks)."""
        return reached(self.state.scores[0])

    @property
    def final(self) -> bool:
        """True once every number is in place and the crown is on (or the rank shown)."""
        return self.t >= self.plan.final

    # -- time and input -------------------------------------------------------------------
    def skip(self) -> None:
        """To the final frame: the numbers in place, the crown on; the crown's sound plays
        if it had not (the points' ticks are left out)."""
        if self.final:
            return
        self.t = self.plan.final
        if any(t >= self.plan.crown_start for t, _cue in self.sounds):
            self.app.sound.play(self.sounds[-1][1])
        self.sounds = []

    def go_on(self) -> None:
        """The results, the ribbon already open where the ceremony left it."""
        after = ResultsScene(self.app, self.state, self.seating_of, demo=self.demo, shown=True)
        self.app.scenes.replace(after)

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        )
        if not pressed:
            return False
        if self.final:
            self.go_on()
        else:
            self.skip()
        self.app.scenes.changed = True
        return True

    def update(self, dt: float) -> None:
        factor = self.app.motion
        if self.final and self.waits:
            return
        self.t += dt / factor if factor > 0 else self.plan.end
        while self.sounds and self.sounds[0][0] <= self.t:
            self.app.sound.play(self.sounds.pop(0)[1])
        if self.t >= self.plan.end and self.app.scenes.top is self:
            self.go_on()

    def wake_in(self) -> float | None:
        """Frames while it moves; the final frame waits for the results' moment (or, with
        Reduce motion, for a click or a key)."""
        if not self.final:
            return 0.0
        if self.waits:
            return None
        return max(0.0, (self.plan.end - self.t) * max(self.app.motion, 0.01))

    def notice_corner(self) -> Corner:
        """Under the plaques, at the right: the crown, the ribbon and the counters stay
        clear."""
        return (1270, 796, "bottomright")

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(*size, players=0)
        self.warm()

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.placed = []
        planet_art.blit_sky(surface, Season.WINTER, surface.get_height())
        if self.solo:
            self.draw_solo(surface)
        else:
            self.draw_table(surface)
        self.draw_head(surface)
        self.draw_foot(surface)

    def columns(self) -> list[pygame.Rect]:
        """Each player's column (seat order), in pixels."""
        lay = self.layout
        if self.solo:
            return [lay.rect(SOLO_COLUMN[0], PLANET_TOP, SOLO_COLUMN[1], PLAQUE_FOOT - PLANET_TOP)]
        n = len(self.plan.seats)
        each = (RIGHT - LEFT - GAP * (n - 1)) / n
        return [
            lay.rect(LEFT + k * (each + GAP), PLANET_TOP, each, PLAQUE_FOOT - PLANET_TOP)
            for k in range(n)
        ]

    def planet_box(self, column: pygame.Rect) -> pygame.Rect:
        """Where a column's planet stands (once it has come in): at its top, centred."""
        side = min(self.layout.px(PLANET_MOST), column.width - self.layout.px(56))
        box = pygame.Rect(0, 0, side, side)
        box.midtop = column.midtop
        return box

    def draw_table(self, surface: pygame.Surface) -> None:
        """Every player's column: the planet, the plaque with the counter and the column."""
        for k, rect in enumerate(self.columns()):
            self.draw_column(surface, k, rect)

    def draw_solo(self, surface: pygame.Surface) -> None:
        """The player's column, and the ladder of ranks beside it, the score climbing it."""
        lay = self.layout
        self.draw_column(surface, 0, self.columns()[0])
        panel = lay.rect(*LADDER)
        shown = self.plan.arrived(0, self.t)
        if shown <= 0:
            return
        menu_art.draw_sheet(surface, panel, lay.px(12), max(1, lay.px(2)))
        head = fit(_("Solo ranks"), lay.px(type_scale.HEADING), panel.width - lay.px(32), INK, True)
        self.put(surface, head, "Solo ranks", topleft=(panel.x + lay.px(16), panel.y + lay.px(12)))
        ladder = pygame.Rect(
            panel.x + lay.px(16),
            panel.y + lay.px(56),
            panel.width - lay.px(32),
            panel.height - lay.px(72),
        )
        points = self.plan.counted(0, self.t)
        colour = self.seating.colour(self.plan.seats[0])
        steps = draw_ladder(surface, lay, ladder, points, colour)
        glow = self.plan.crowned(self.t)
        if glow > 0:  # the rank reached, ringed in gold as it is revealed
            box = next(b for b, k in steps if k == self.rank)
            ring = box.inflate(lay.px(8), lay.px(8))
            edge = max(2, round(lay.px(4) * glow))
            pygame.draw.rect(surface, ceremony_art.GOLD, ring, edge, border_radius=lay.px(10))

    def draw_column(self, surface: pygame.Surface, k: int, rect: pygame.Rect) -> None:
        """Column ``k``: its planet coming in, lit, with what it scored marked as each
        source rises; the winner's crown and laurel; the plaque under it."""
        lay = self.layout
        came = self.plan.arrived(k, self.t)
        if came <= 0:
            return
        seat = self.plan.seats[k]
        result = self.results.of(seat)
        drop = round((1 - came) * lay.px(36))
        box = self.planet_box(rect).move(0, drop)
        area = rect.union(box).inflate(lay.px(48), lay.px(48)).clip(surface.get_rect())
        layer = self.scratch(surface.get_size()) if came < 1 else surface
        if layer is not surface:  # coming in: drawn on a clear layer, laid faded
            layer.fill((0, 0, 0, 0), area)
        self.draw_planet(layer, box, result)
        plaque = pygame.Rect(0, 0, min(rect.width, lay.px(PLAQUE_MOST)), 0)
        plaque.top = box.bottom + lay.px(14) - drop
        plaque.height = rect.bottom - plaque.top
        plaque.centerx = rect.centerx
        self.draw_plaque(layer, k, plaque, result)
        if layer is not surface:
            layer.set_alpha(round(255 * came))
            surface.blit(layer, area, area)
        if seat in self.crowned_seats:
            self.draw_crown(surface, box, seat)

    def scratch(self, size: tuple[int, int]) -> pygame.Surface:
        """A window-sized layer to draw a column on before it is laid faded (one, kept)."""
        if self._scratch is None or self._scratch.get_size() != size:
            self._scratch = pygame.Surface(size, pygame.SRCALPHA)
        return self._scratch

    def draw_planet(self, surface: pygame.Surface, box: pygame.Rect, result: PlayerResult) -> None:
        """The player's final planet, lit from the Winter sun's side, its shaded trees in
        shade; the lit trees marked as the light rises (a glow over them while it does), the
        largest forest outlined as the forest rises; the winner's halo and laurel behind."""
        t = self.t
        crowned = result.seat in self.crowned_seats and self.plan.crowned(t) > 0
        if crowned:
            rise = self.plan.crowned(t)
            colour = self.seating.colour(result.seat)
            for img, shown in (
                (ceremony_art.rays(round(box.width * RAYS_SIDE)), rise),
                (winner_halo(box.width), rise),
                (ceremony_art.laurel(round(box.width * LAUREL_RADIUS), colour), rise * 1.4),
            ):
                faded = fading(img, ease_out(shown) if shown < 1 else 1.0)
                surface.blit(faded, faded.get_rect(center=box.center))
        pic, grid_at, cell = planet_picture(result, self.state.sun, box.width)
        at = pic.get_rect(center=box.center)
        surface.blit(pic, at)
        gx, gy = at.x + grid_at[0], at.y + grid_at[1]
        marks = result.marks
        if self.plan.risen(Source.FOREST, t) > 0:
            outline_forest(surface, marks.forest, gx, gy, cell)
        light = self.plan.risen(Source.LIGHT, t)
        if light > 0:
            flash = math.sin(math.pi * light) if light < 1 else 0.0
            spark = lit_mark(max(6, cell * 2 // 5))
            glow = planet_art.sun_glow(cell * 2) if flash > 0.05 else None
            for space in marks.lit:
                row, col = divmod(space, 7)
                if glow is not None:
                    g = glow.copy()
                    g.set_alpha(round(200 * flash))
                    centre = (gx + col * cell + cell // 2, gy + row * cell + cell // 2)
                    surface.blit(g, g.get_rect(center=centre))
                corner = (gx + (col + 1) * cell - spark.get_width() // 2 - 1, gy + row * cell - 1)
                surface.blit(spark, (corner[0] - spark.get_width() // 3, corner[1]))
        token = sprites.sun_token(max(10, round(cell * 0.9)))
        ux, uy = planet_art.TOWARD_SUN[self.state.sun]
        radius = cell * RADIUS_PER_CELL
        centre = (round(box.centerx + ux * radius), round(box.centery + uy * radius))
        surface.blit(token, token.get_rect(center=centre))

    def draw_crown(self, surface: pygame.Surface, box: pygame.Rect, seat: int) -> None:
        """The winner's crown coming down onto the top of their planet."""
        c = self.plan.crowned(self.t)
        if c <= 0:
            return
        img = ceremony_art.crown(round(box.width * CROWN_WIDTH), self.seating.colour(seat))
        back = 1 + 2.2 * (c - 1) ** 3 + 1.2 * (c - 1) ** 2  # ease-out with a small bounce
        rest = box.top + round(box.height * 0.1)
        y = rest - round((1 - back) * box.height * 0.5)
        at = img.get_rect(midbottom=(box.centerx, y))
        img = fading(img, min(1.0, c * 2.5))
        surface.blit(img, at)
        self.placed.append(("crown", at))

    def draw_plaque(
        self, surface: pygame.Surface, k: int, plaque: pygame.Rect, result: PlayerResult
    ) -> None:
        """A paper plaque: the player's name, the counter, and their points rising in a
        column beside one row per source (the one rising lit in its colour)."""
        lay = self.layout
        menu_art.draw_sheet(surface, plaque, lay.px(12), max(1, lay.px(2)))
        pad = lay.px(16)
        room = plaque.width - 2 * pad
        size = name_size([self.seating.name(result.seat)], lay.px(22), room)
        tag = draw_tag(
            surface,
            self.seating,
            result.seat,
            (plaque.x + pad, plaque.y + lay.px(12)),
            size,
            room,
            shrink=False,
        )
        counted = self.plan.counted(k, self.t)
        total = fit(vp(counted), lay.px(type_scale.TITLE), room, ACCENT_INK, True)
        self.placed.append(("name", tag.rect))
        top = max(plaque.y + lay.px(40), tag.rect.bottom)  # (larger text: one under the other)
        at = self.put(surface, total, "total", topleft=(plaque.x + pad, top))
        body = pygame.Rect(
            plaque.x + pad, max(plaque.y + lay.px(104), at.bottom + lay.px(4)), room, 0
        )
        body.height = plaque.bottom - lay.px(14) - body.y
        self.draw_rise(surface, k, body)

    def draw_rise(self, surface: pygame.Surface, k: int, body: pygame.Rect) -> None:
        """The column rising in ``body``'s left and the rows of the sources to its right."""
        lay = self.layout
        plan, t = self.plan, self.t
        tube = pygame.Rect(body.x, body.y, lay.px(28), body.height)
        scale = (tube.height - lay.px(6)) / plan.top
        parts = [
            (SOURCE_COLOURS[s], round(plan.points[k][s] * plan.risen(s, t) * scale))
            for s in plan.sources
        ]
        ceremony_art.draw_column(surface, tube, parts)
        rows = pygame.Rect(
            tube.right + lay.px(12), body.y, body.right - tube.right - lay.px(12), body.height
        )
        n = max(1, len(plan.sources))
        row_h = min(lay.px(44), rows.height // n)
        widest = max(v for column in plan.points for v in column.values())
        value_w = font(lay.px(type_scale.LABEL), True).size(f"+{widest}")[
            0
        ]  # the widest any column shows
        chip = lay.px(14)
        label_room = max(1, rows.width - chip - lay.px(8) - value_w - lay.px(6))
        labels = [source_label(s) for s in plan.sources]
        size = legible_size(labels, lay.px(20), label_room)
        current = plan.current(t)
        for i, source in enumerate(plan.sources):  # from the foot up, as the column stacks
            line = pygame.Rect(rows.x, rows.bottom - (i + 1) * row_h, rows.width, row_h)
            started = t >= plan.rise_start(source)
            colour = SOURCE_COLOURS[source]
            if source is current and not self.final:
                glow = pygame.Surface(line.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*colour, 60), glow.get_rect(), border_radius=lay.px(6))
                surface.blit(glow, line)
            box = pygame.Rect(0, 0, chip, chip)
            box.midleft = (line.x + lay.px(4), line.centery)
            pygame.draw.rect(
                surface, colour if started else (206, 200, 182), box, border_radius=lay.px(3)
            )
            ink = INK if started else MUTED
            label = fit(labels[i], size, label_room, ink, shrink=False)
            self.put(surface, label, labels[i], midleft=(box.right + lay.px(8), line.centery))
            if started:
                value = render(f"+{plan.shown(k, source, t)}", lay.px(type_scale.LABEL), INK, True)
                self.put(surface, value, "+", midright=(line.right - lay.px(2), line.centery))

    def draw_head(self, surface: pygame.Surface) -> None:
        """Before the crown: the heading and what the points rising now are; then the
        ribbon of the winner (or of the rank), as the results will show it."""
        lay = self.layout
        crowned = self.plan.crowned(self.t)
        centre = lay.rect(640, 48, 0, 0).topleft
        if crowned > 0:
            words, colour = self.ribbon()
            band = draw_ribbon(surface, lay, centre, words, colour, lay.px(RIBBON_MOST), crowned)
            ends = band.inflate(lay.px(2 * 30), lay.px(10))  # its folded ends reach past it
            self.placed.append(("ribbon", ends.move(0, lay.px(5))))
            return
        title = fit(_("The final count"), lay.px(type_scale.TITLE), lay.px(900), INK, True)
        self.put(surface, title, "title", center=lay.rect(640, TITLE_Y, 0, 0).topleft)
        source = self.plan.current(self.t)
        if source is None:
            return
        words = _(SOURCE_WORDS[source])
        img = fit(words, lay.px(type_scale.LABEL), lay.px(1000), INK)
        at = img.get_rect(center=lay.rect(640, CAPTION_Y, 0, 0).topleft)
        chip = pygame.Rect(0, 0, lay.px(16), lay.px(16))
        chip.midright = (at.x - lay.px(8), at.centery)
        pygame.draw.rect(surface, SOURCE_COLOURS[source], chip, border_radius=lay.px(3))
        self.put(surface, img, "caption", topleft=at.topleft)

    def ribbon(self) -> tuple[str, tuple[int, int, int]]:
        """The ribbon's words and colour (the winner's, as the results show it): who won,
        or the solo rank."""
        seat = self.results.players[0].seat
        if self.solo:
            name = rank_name(solo_rank(self.state.scores[0]))
            return _("Rank: {rank}").format(rank=name), self.seating.colour(seat)
        return _("{winner} wins!").format(winner=self.seating.name(seat)), self.seating.colour(seat)

    def draw_foot(self, surface: pygame.Surface) -> None:
        """Once final: who won and why (the tie-break, the solo rank) and what a click does."""
        if not self.final:
            return
        lay = self.layout
        line = fit(
            verdict(self.state, self.seating), lay.px(type_scale.LABEL), lay.px(1240), INK, True
        )
        prompt = fit(
            _("Click or press a key for the results"), lay.px(type_scale.CAPTION), lay.px(1240), INK
        )
        room = lay.rect(0, PLAQUE_FOOT, 1280, 800 - PLAQUE_FOOT)  # the two lines, centred
        top = room.centery - (line.get_height() + prompt.get_height()) // 2
        at = self.put(surface, line, "verdict", midtop=(room.centerx, top))
        self.put(surface, prompt, "prompt", midtop=(room.centerx, at.bottom))

    def put(
        self, surface: pygame.Surface, img: pygame.Surface, what: str, **where: Any
    ) -> pygame.Rect:
        """Draw a text's picture where ``where`` says (``get_rect``'s words), noted."""
        rect = img.get_rect(**where)
        surface.blit(img, rect)
        self.placed.append((what, rect))
        return rect
