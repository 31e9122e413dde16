"""The animated season-end scoring (R9) and end-game fertility scoring (R10) on the board.

Started from the rule events (SHADED, VP light/forest/fertility) of the viewed player, drawn
over the large planet: a band of light sweeps from the sun's side, lit trees show their
points as it passes, shaded trees darken, then the largest forest is outlined; at game end
each biome's Big Trees show the fertility they score, one biome after another.
"""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.rules import Event, EventKind, Piece, Planet, Season, Source, Sun
from evergreen.ui.game.kinds import FertilityFloat, ForestOutline, Sweep
from evergreen.ui.kit.anim import EASE_IN_OUT_SINE, Animator, Tween
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import ACCENT, LIGHT, fit, render
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.names import season_end

SWEEP = 1.4
FOREST = 1.1
FERTILITY_STEP = 0.7


def start(anim: Animator, events: list[Event], seat: int, sun: Sun, factor: float) -> float:
    """Queue the scoring tweens for ``seat`` from one batch of events; returns their length."""
    mine = [e for e in events if e.seat == seat]
    ended = next((e for e in events if e.kind is EventKind.SEASON_ENDED), None)
    season = Season(ended.value) if ended else None
    length = 0.0
    shaded = next((e for e in mine if e.kind is EventKind.SHADED), None)
    if shaded is not None:
        lit = next(e for e in mine if e.kind is EventKind.VP and e.source is Source.LIGHT)
        sweep = Sweep(sun, frozenset(lit.spaces), frozenset(shaded.spaces), season)
        anim.add(Tween(sweep, SWEEP, easing=EASE_IN_OUT_SINE, cue=Cue.LIGHT_SWEEP), factor)
        length = SWEEP
        forest = next(e for e in mine if e.kind is EventKind.VP and e.source is Source.FOREST)
        if forest.spaces:
            outlined = ForestOutline(frozenset(forest.spaces), forest.value)
            anim.add(Tween(outlined, FOREST, delay=SWEEP), factor)
            length += FOREST
    fertile = [e for e in mine if e.source is Source.FERTILITY and e.value]
    for k, e in enumerate(fertile):
        each = e.value // max(1, len(e.spaces))
        step = FertilityFloat(k, frozenset(e.spaces), each)
        delay = length + k * FERTILITY_STEP
        anim.add(Tween(step, FERTILITY_STEP, delay=delay, cue=Cue.VP_TICK), factor)
    return (length + len(fertile) * FERTILITY_STEP) * factor


def shaded_now(anim: Animator) -> frozenset[int] | None:
    """The trees shaded in the scoring being animated (the old sun's), if one is running."""
    sweep = anim.get(Sweep)
    if sweep is not None:
        return sweep.what.shaded
    return frozenset() if anim.get(ForestOutline) is not None else None


def draw(
    surface: pygame.Surface, lay: Layout, anim: Animator, planet: Planet, sweep: bool = True
) -> None:
    """Draw whatever scoring tweens are running over the large planet (``sweep``: the band
    of light moves in; without it, with Reduce motion, the result shows at once)."""
    light = anim.get(Sweep)
    if light is not None:
        _draw_sweep(surface, lay, planet, light, moving=sweep)
    forest = anim.get(ForestOutline)
    if forest is not None and forest.value > 0:
        outline(surface, lay, forest.what.spaces, ACCENT, lay.px(4))
        text = _("Largest forest: +{points}").format(points=forest.what.value)
        _label(surface, lay, text, forest.value)
    for tween in anim.each(FertilityFloat):
        if tween.value > 0:
            for i in tween.what.spaces:
                _float(surface, lay, i, f"+{tween.what.each}", tween.value)


def _draw_sweep(
    surface: pygame.Surface, lay: Layout, planet: Planet, tween: Tween[Sweep], moving: bool
) -> None:
    side, lit, shaded, season = (
        tween.what.side,
        tween.what.lit,
        tween.what.shaded,
        tween.what.season,
    )
    g = lay.grid
    p = tween.value if moving else 1.0
    vertical = side in (Sun.TOP, Sun.BOTTOM)
    length = g.height if vertical else g.width
    front = round(p * length)
    if moving:  # with Reduce motion no band moves: the lit and shaded trees show at once
        _draw_band(surface, lay, side, front, vertical, length)
    for i in lit | shaded:
        rect = lay.space_rect(i)
        reached = _distance(side, rect, g) <= front
        if not reached:
            continue
        if i in lit:
            points = 2 if planet.pieces[i] == Piece.BIG_TREE else 1
            _float(
                surface,
                lay,
                i,
                f"+{points}",
                min(1.0, (front - _distance(side, rect, g)) / lay.px(120)),
            )
    total = sum(2 if planet.pieces[i] == Piece.BIG_TREE else 1 for i in lit)
    text = _("Light: +{points}").format(points=total)
    if season is not None:
        text = _("{season_end}: light +{points}").format(
            season_end=season_end(season), points=total
        )
    _label(surface, lay, text, p)


def _distance(side: Sun, rect: pygame.Rect, g: pygame.Rect) -> int:
    """How far the sweep must travel from the sun's edge to reach a space's centre."""
    return {
        Sun.TOP: rect.centery - g.top,
        Sun.BOTTOM: g.bottom - rect.centery,
        Sun.LEFT: rect.centerx - g.left,
        Sun.RIGHT: g.right - rect.centerx,
    }[side]


def _draw_band(
    surface: pygame.Surface, lay: Layout, side: Sun, front: int, vertical: bool, length: int
) -> None:
    """The band of light, its leading edge at ``front`` pixels from the sun's side."""
    g = lay.grid
    band = _band(length if not vertical else g.width, lay.px(70), vertical)
    if side is Sun.TOP:
        surface.blit(band, (g.left, g.top + front - band.get_height()))
    elif side is Sun.BOTTOM:
        surface.blit(pygame.transform.flip(band, False, True), (g.left, g.bottom - front))
    elif side is Sun.LEFT:
        surface.blit(band, (g.left + front - band.get_width(), g.top))
    else:
        surface.blit(pygame.transform.flip(band, True, False), (g.right - front, g.top))


@bounded("game.scoring_anim._band", 8)
def _band(span: int, depth: int, vertical: bool) -> pygame.Surface:
    """A soft band of light, brightest at its leading edge (drawn once per size)."""
    w, h = (span, depth) if vertical else (depth, span)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(depth):
        alpha = round(120 * (k / depth) ** 2)
        colour = (255, 236, 150, alpha)
        if vertical:
            pygame.draw.line(surf, colour, (0, k), (w, k))
        else:
            pygame.draw.line(surf, colour, (k, 0), (k, h))
    return surf


def _float(surface: pygame.Surface, lay: Layout, space: int, text: str, t: float) -> None:
    rect = lay.space_rect(space)
    img = render(text, lay.px(26), ACCENT, True)
    shadow = render(text, lay.px(26), (40, 30, 10), True)
    y = rect.centery - round(t * rect.height * 0.45)
    centre = (rect.centerx, y)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + 2, centre[1] + 2)))
    surface.blit(img, img.get_rect(center=centre))


def outline(
    surface: pygame.Surface,
    lay: Layout,
    spaces: frozenset[int],
    colour: tuple[int, int, int],
    width: int,
) -> None:
    """Draw the outer edge of a group of spaces (a forest) on the large planet."""
    for i in spaces:
        r = lay.space_rect(i)
        for j, (a, b) in zip(
            (i - 7, i + 1, i + 7, i - 1),
            (
                (r.topleft, r.topright),
                (r.topright, r.bottomright),
                (r.bottomleft, r.bottomright),
                (r.topleft, r.bottomleft),
            ),
            strict=True,
        ):
            if j not in spaces or (j == i + 1 and i % 7 == 6) or (j == i - 1 and i % 7 == 0):
                pygame.draw.line(surface, colour, a, b, width)


def _label(surface: pygame.Surface, lay: Layout, text: str, t: float) -> None:
    img = fit(text, lay.px(24), lay.board.width - lay.px(60), LIGHT, True)
    corner = (lay.board.left + lay.px(20), lay.board.top + lay.px(10))
    box = img.get_rect(topleft=corner).inflate(lay.px(20), lay.px(8))
    pygame.draw.rect(surface, (62, 107, 72), box, border_radius=lay.px(10))
    surface.blit(img, img.get_rect(center=box.center))
