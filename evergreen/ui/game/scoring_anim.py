"""The season's scoring (R9) and the game's fertility (R10) on the big board, one seat
after another: the game's signature moment.

Each seat's turn (a ``SeatScore`` tween, timed by its ``scoring_plan.SeatScoring``) shows
its planet on the big board, named: the light comes in from the sun line after line, warm
where it falls and cool where a tree's shadow lies; each lit tree glows and is marked with
its points where it stands; the largest forest is traced around and marked; at the game's
end each biome's Big Trees show their fertility; then every mark flies from its tree to
the seat's score in the players' panel, which rolls up as they land. Then the next seat.
With Reduce motion the light does not sweep: the marks and the forest show at once, and
only the points' flight (it says where they go) moves.
"""

from __future__ import annotations

import math

import pygame

from evergreen.i18n import _
from evergreen.rules import Event, GameState, Source, Sun
from evergreen.ui.art.player_tags import draw_tag
from evergreen.ui.game import corner, scoring_art
from evergreen.ui.game.kinds import SeatScore
from evergreen.ui.game.scoring_plan import (
    BEAM,
    FERTILE,
    FLIGHT,
    GRID,
    HOLD,
    LINE,
    TRACE,
    SeatScoring,
    Token,
    line_of,
    plans,
)
from evergreen.ui.kit import text, type_scale
from evergreen.ui.kit.anim import EASE_IN_OUT, LINEAR, Animator, Moving, Tween
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import LIGHT, fit, font, render
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.names import Seated, Seating, season_end, source_name, vp

#: A lit tree's glow: how long it flares as the light reaches it, and how bright it stays.
FLARE = 0.35
STEADY = 0.55
#: A mark of points growing to its size.
POP = 0.2


def start(anim: Animator, state: GameState, events: list[Event], sun: Sun, factor: float) -> float:
    """Queue every seat's scoring, one after another; returns their length (scaled). The
    light's sweep sounds once, with the first seat's: one gesture for the season's scoring,
    not the same take again at each seat."""
    at = 0.0
    for plan in plans(state, events, sun):
        sweep = Cue.LIGHT_SWEEP if at == 0 else None
        turn = Tween(SeatScore(plan), plan.window, delay=at, easing=LINEAR, cue=sweep)
        anim.add(turn, factor)
        if factor > 0:  # the forest's and each biome's points tick, and the landing
            ticks = [plan.sweep_end + TRACE] if plan.forest else []
            ticks += [plan.fertile_at + k * FERTILE for k in range(len(plan.fertility))]
            ticks += [plan.land] if plan.total else []
            for tick in ticks:
                anim.cue(Cue.VP_TICK, at + tick, factor)
        at += plan.window
    return at * factor


def current(anim: Moving) -> Tween[SeatScore] | None:
    """The seat's turn on the board now (None before the first and after the last)."""
    return next((t for t in anim.each(SeatScore) if t.started), None)


def local(tween: Tween[SeatScore]) -> float:
    """Seconds (at normal speed) into a seat's turn."""
    return tween.value * tween.what.plan.window


def landed(anim: Moving, seat: int) -> bool:
    """True once a seat's points have reached its score (or its turn was skipped)."""
    tween = next((t for t in anim.each(SeatScore) if t.what.plan.seat == seat), None)
    return tween is None or (tween.started and local(tween) >= tween.what.plan.land)


def draw(surface: pygame.Surface, lay: Layout, anim: Moving, seating: Seated, moving: bool) -> None:
    """The seat's turn now over its planet on the big board (``moving``: the light
    sweeps; with Reduce motion all shows at once)."""
    tween = current(anim)
    if tween is None:
        return
    plan, t = tween.what.plan, local(tween)
    leaving = min(1.0, max(0.0, (t - plan.fly_at) / FLIGHT))
    for i in plan.spaces:  # the light over the planet, and the shadows cool
        if not moving or t >= plan.reach(i):
            scoring_art.draw_wash(surface, lay.space_rect(i), i in plan.shadow, 1 - leaving)
    if moving:
        _edges(surface, lay, plan, t)
    for k, tok in enumerate(plan.tokens):
        shown = t - tok.at if moving else FLARE
        if shown < 0 or t >= fly_start(plan, k):
            continue
        rect = lay.space_rect(tok.space)
        if tok.source is Source.LIGHT:
            flare = max(0.0, 1 - shown / FLARE)
            scoring_art.draw_glow(surface, rect, STEADY + (1 - STEADY) * flare)
    if plan.forest and (t >= plan.sweep_end or not moving):
        done = min(1.0, (t - plan.sweep_end) / TRACE) if moving else 1.0
        rects = {i: lay.space_rect(i) for i in plan.forest}
        scoring_art.draw_trace(surface, scoring_art.outline_edges(rects), done, lay.px(4))
    for tok, centre, size in marks(lay, anim, moving):
        scoring_art.draw_token(surface, centre, size, f"+{tok.points}", tok.source)
    caption(surface, lay, plan, t, seating, moving)


def marks(
    lay: Layout, anim: Moving, moving: bool = True
) -> list[tuple[Token, tuple[float, float], int]]:
    """The points marked on the board now, where they stand and how large: each lit tree's
    from when the light reaches it, the forest's once traced, until they fly off."""
    tween = current(anim)
    if tween is None:
        return []
    plan, t = tween.what.plan, local(tween)
    out = []
    for k, tok in enumerate(plan.tokens):
        shown = t - tok.at if moving else FLARE
        if shown >= 0 and t < fly_start(plan, k):
            pop = min(1.0, shown / POP)
            out.append((tok, token_spot(lay, tok), round(token_size(lay, tok) * (0.6 + 0.4 * pop))))
    return out


def _edges(surface: pygame.Surface, lay: Layout, plan: SeatScoring, t: float) -> None:
    """The light's leading edge on each line it is crossing."""
    side = plan.sun
    vertical = side in (Sun.TOP, Sun.BOTTOM)
    cell = lay.space_rect(0).width
    spaces = set(plan.spaces)
    for line in range(GRID):
        along = (t - line * LINE) / BEAM * GRID  # spaces from the sun's side
        if not 0 <= along < GRID:
            continue
        space = next(i for i in range(GRID * GRID) if line_of(i, side) == (line, int(along)))
        if space not in spaces:
            continue
        rect = lay.space_rect(space)
        img = scoring_art.edge(rect.width + lay.px(6), max(2, cell // 2), vertical)
        frac = along - int(along)
        centre: tuple[float, float]
        if side is Sun.TOP:
            centre = (rect.centerx, rect.top + frac * rect.height)
        elif side is Sun.BOTTOM:
            centre = (rect.centerx, rect.bottom - frac * rect.height)
        elif side is Sun.LEFT:
            centre = (rect.left + frac * rect.width, rect.centery)
        else:
            centre = (rect.right - frac * rect.width, rect.centery)
        box = img.get_rect(center=(round(centre[0]), round(centre[1])))
        surface.blit(img, box, special_flags=pygame.BLEND_RGB_ADD)


def token_size(lay: Layout, tok: Token) -> int:
    """A token's diameter, in proportion to a space (84 design pixels when it was drawn):
    the forest's larger than a tree's."""
    return round(lay.cell * (44 if tok.source is Source.FOREST else 34) / 84)


def token_spot(lay: Layout, tok: Token) -> tuple[float, float]:
    """Where a token stands on its space: a lit tree's at its top right, a Big Tree's
    fertility at its top left, the forest's at the bottom of its middle space (no two
    cover each other)."""
    rect = lay.space_rect(tok.space)
    if tok.source is Source.FOREST:
        return (rect.centerx, rect.bottom - rect.height * 0.24)
    x = (
        rect.left + rect.width * 0.22
        if tok.source is Source.FERTILITY
        else rect.right - rect.width * 0.22
    )
    return (x, rect.top + rect.height * 0.22)


def fly_start(plan: SeatScoring, k: int) -> float:
    """When the ``k``-th token leaves the board."""
    return plan.fly_at + k * plan.gap()


def score_spot(lay: Layout, seat: int) -> tuple[int, int]:
    """Where a seat's score stands in its panel (under its name)."""
    rect = lay.player_rect(seat)
    line = font(lay.px(type_scale.BODY), True).get_height()
    return (rect.x + lay.px(34), rect.y + lay.px(9) + line + line // 2)


def caption(
    surface: pygame.Surface,
    lay: Layout,
    plan: SeatScoring,
    t: float,
    seating: Seated,
    moving: bool,
) -> None:
    """Whose planet this is, the season scored and its points as they come, on a plate in
    the board's free bottom left corner (where 'if the season ended now' stands in play),
    wholly inside it; its picture is kept while it shows the same."""
    box = corner.room(lay)
    rows = tuple(sheet(plan, t if moving else plan.land))
    seats = Seating.of(seating)
    key = (
        plan.seat,
        plan.season,
        rows,
        box.size,
        text.text_factor(),
        seats.name(plan.seat),
        seats.colour(plan.seat),
    )
    kept = _kept.get("caption")
    if kept is None or kept[0] != key or text.is_recording():
        picture = pygame.Surface(box.size, pygame.SRCALPHA)
        paint_caption(picture, lay, plan, rows, seating)
        kept = _kept["caption"] = (key, picture)
    surface.blit(kept[1], box)


#: The caption's picture and what it shows (one at a time).
_kept: dict[str, tuple[object, pygame.Surface]] = {}

#: A caption's row: label, value and whether it is the total (bold, gold).
Row = tuple[str, str, bool]
#: The caption's design sizes: the seat's name, the season, the rows; its padding.
HEAD, TITLE, ROW = type_scale.BODY, type_scale.CAPTION, type_scale.CAPTION
PAD = 6


def caption_lines(rows: tuple[Row, ...], size: float, width: int) -> list[tuple[Row, ...]]:
    """The rows as lines: light and forest side by side when both fit ``width`` at nominal
    ``size`` ('light +5   forest +2'), every other row on a line of its own."""
    if len(rows) < 2 or rows[0][2] or rows[1][2]:
        return [(row,) for row in rows]
    f = font(size, True)
    pair = sum(f.size(f"{label} {value}")[0] for label, value, _b in rows[:2]) + f.size("  ")[0]
    if pair > width:
        return [(row,) for row in rows]
    return [(rows[0], rows[1]), *((row,) for row in rows[2:])]


def paint_caption(
    surface: pygame.Surface,
    lay: Layout,
    plan: SeatScoring,
    rows: tuple[Row, ...],
    seating: Seated,
) -> pygame.Rect:
    """The caption on a picture of its room's size, its plate at the bottom, its text as
    large as the room lets it be (``corner.fitting``; the season's name left out if even
    the smallest text is too tall with it: the top bar and the scoring's panel say it);
    the plate's rect."""
    pad = lay.px(PAD)
    width = surface.get_width()
    inner = width - 2 * pad
    title = None if plan.season is None else season_end(plan.season)

    def measure(k: float) -> int:
        lines = caption_lines(rows, lay.px(ROW) * k, inner)
        head = font(lay.px(HEAD) * k, True).get_height()
        season = font(lay.px(TITLE) * k).get_height() if title else 0
        return head + season + len(lines) * font(lay.px(ROW) * k, True).get_height() + pad

    k = corner.fitting(surface.get_height(), measure, lay)
    if measure(k) > surface.get_height():
        title = None
        k = corner.fitting(surface.get_height(), measure, lay)
    height = measure(k)
    plate = pygame.Rect(0, max(0, surface.get_height() - height), width, height)
    scoring_art.plate(surface, plate, pad)
    x, y = plate.x + pad, plate.y + pad // 2
    head = lay.px(HEAD) * k
    draw_tag(surface, seating, plan.seat, (x, y), round(head), inner, colour=LIGHT, shrink=False)
    y += font(head, True).get_height()
    if title is not None:
        img = fit(title, lay.px(TITLE) * k, inner, GOLD)
        surface.blit(img, (x, y))
        y += font(lay.px(TITLE) * k).get_height()
    size = lay.px(ROW) * k
    for line in caption_lines(rows, size, inner):
        cells = [_cell(row, size, inner // len(line)) for row in line]
        surface.blit(cells[0][0], (x, y))
        if len(line) == 1:  # the label left, its value right
            surface.blit(cells[0][1], cells[0][1].get_rect(topright=(plate.right - pad, y)))
        else:  # 'light +5' left, 'forest +2' right
            after = x + cells[0][0].get_width() + font(size).size(" ")[0]
            surface.blit(cells[0][1], (after, y))
            value = cells[1][1].get_rect(topright=(plate.right - pad, y))
            surface.blit(cells[1][1], value)
            surface.blit(
                cells[1][0], cells[1][0].get_rect(topright=(value.x - font(size).size(" ")[0], y))
            )
        y += font(size, True).get_height()
    return plate


def _cell(row: Row, size: float, width: int) -> tuple[pygame.Surface, pygame.Surface]:
    """A row's label and value, drawn (the label fitted to what the value leaves)."""
    label, value, bold = row
    shown = render(value, size, GOLD if bold else LIGHT, True)
    return fit(label, size, width - shown.get_width() - round(size / 4), LIGHT, bold), shown


#: The caption's season and total.
GOLD = (255, 214, 102)


def sheet(plan: SeatScoring, t: float) -> list[tuple[str, str, bool]]:
    """The caption's rows as far as the turn has come: 'light +5', 'forest +3', then
    'scored +8' once the points have landed (label, value, bold)."""
    lit = sum(tok.points for tok in plan.tokens if tok.source is Source.LIGHT and tok.at <= t)
    rows = [(source_name(Source.LIGHT), f"+{lit}", False)]
    if t >= plan.fertile_at:  # the forest traced (or none to trace)
        rows.append((source_name(Source.FOREST), f"+{len(plan.forest)}", False))
    if plan.fertility and t >= plan.fly_at:
        rows.append((source_name(Source.FERTILITY), f"+{plan.fertile}", False))
    if t >= plan.land:
        rows.append((_("scored"), f"+{plan.total}", True))
    return rows


def flights(lay: Layout, anim: Moving) -> list[tuple[str, tuple[float, float], int, Source]]:
    """The points in the air now (text, centre, size, source), and once they have landed
    the seat's total rising over its score."""
    tween = current(anim)
    if tween is None:
        return []
    plan, t = tween.what.plan, local(tween)
    goal = score_spot(lay, plan.seat)
    out = []
    for k, tok in enumerate(plan.tokens):
        s = (t - fly_start(plan, k)) / FLIGHT
        if not 0 <= s < 1:
            continue
        e = EASE_IN_OUT(s)
        (x0, y0), (x2, y2) = token_spot(lay, tok), goal
        x1, y1 = x0, y2  # down first, then across: under the panels beside the board
        x = (1 - e) ** 2 * x0 + 2 * (1 - e) * e * x1 + e * e * x2
        y = (1 - e) ** 2 * y0 + 2 * (1 - e) * e * y1 + e * e * y2
        size = round(token_size(lay, tok) * (1 - 0.35 * e))
        out.append((f"+{tok.points}", (x, y), size, tok.source))
    if plan.total and plan.land <= t < plan.window:
        rise = math.sin((t - plan.land) / HOLD * math.pi / 2) * lay.px(4)
        after = font(lay.px(type_scale.BODY), True).size(vp(99))[
            0
        ]  # right of the score: '12 VP +3'
        spot = (lay.player_rect(plan.seat).x + lay.px(34) + after, goal[1] - rise)
        out.append((f"+{plan.total}", spot, -1, Source.LIGHT))
    return out


def draw_flights(surface: pygame.Surface, lay: Layout, anim: Moving) -> None:
    """The points flying to the score and the total landed (over everything but the
    buttons); see ``flights``."""
    for label, centre, size, source in flights(lay, anim):
        if size > 0:
            scoring_art.draw_token(surface, centre, size, label, source)
        else:
            img = render(label, lay.px(type_scale.BODY), GOLD, True)
            box = img.get_rect(center=(round(centre[0]), round(centre[1])))
            pygame.draw.rect(surface, (46, 84, 56), box.inflate(lay.px(8), 0), 0, lay.px(6))
            surface.blit(img, box)


def flight_boxes(lay: Layout, anim: Moving) -> list[pygame.Rect]:
    """Where the flying points stand now (what they cover)."""
    out = []
    for _text, centre, size, _source in flights(lay, anim):
        side = size if size > 0 else lay.px(80)
        box = pygame.Rect(0, 0, side + lay.px(6), side + lay.px(10) if size > 0 else lay.px(40))
        box.center = (round(centre[0]), round(centre[1]))
        out.append(box)
    return out


def outline(
    surface: pygame.Surface,
    lay: Layout,
    spaces: frozenset[int],
    colour: tuple[int, int, int],
    width: int,
) -> None:
    """Draw the outer edge of a group of spaces (a forest) on the large planet."""
    rects = {i: lay.space_rect(i) for i in spaces}
    for a, b in scoring_art.outline_edges(rects):
        pygame.draw.line(surface, colour, a, b, width)
