"""A card's power as a large drawn emblem (a seedling, a round tree growing, a conifer
growing, a berry bush, a pond, a bud) and its top icon as drawn marks (blossoms, or a
cracked drop for aridity), drawn big (supersampled) for ``cards`` to frame; and the light
they and the card's landscape (``card_landscapes``) are drawn in.

Every part is lit from the upper left, the game's key light: a dark outline, a cool band
away from the light, a warm one and a thin bright rim towards it, a soft contact shadow
where it stands.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from evergreen.rules.enums import Power
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.shapes import OUTLINE, Colour, Pen, Point

# --- light --------------------------------------------------------------------------------

#: Towards the key light (upper left), as a unit step.
LIGHT: Point = (-0.5, -0.87)
#: What a part's shaded side is tinted towards, and its lit side.
COOL: Colour = (38, 56, 110)
WARM: Colour = (255, 246, 206)

Shape = Callable[[Pen], None]


def _mask(surf_size: tuple[int, int], shape: Shape, pen: Pen) -> pygame.mask.Mask:
    layer = pygame.Surface(surf_size, pygame.SRCALPHA)
    shape(Pen(layer, pen.ox, pen.oy, pen.s, pen.w))
    return pygame.mask.from_surface(layer, 127)


def _paint(surf: pygame.Surface, mask: pygame.mask.Mask, c: Colour, at: Point = (0, 0)) -> None:
    """``c`` (opaque) on the pixels of ``surf`` that ``mask``, placed at ``at``, covers."""
    mask.to_surface(surf, setcolor=(*c, 255), unsetcolor=None, dest=(round(at[0]), round(at[1])))


def _side(body: pygame.mask.Mask, step: float, towards: bool) -> pygame.mask.Mask:
    """The pixels of ``body`` within ``step`` px of its edge towards the light (or away)."""
    sign = 1 if towards else -1
    band = body.copy()
    band.erase(body, (round(-sign * LIGHT[0] * step), round(-sign * LIGHT[1] * step)))
    return band


def _disc(r: int) -> pygame.mask.Mask:
    layer = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
    pygame.draw.circle(layer, (0, 0, 0, 255), (r, r), r + 0.5)
    return pygame.mask.from_surface(layer, 127)


def part(pen: Pen, shape: Shape, base: Colour, depth: float = 0.07, outline: bool = True) -> None:
    """One lit part: ``shape`` (drawn by a pen in any opaque colour) outlined, filled with
    ``base``, a cool band ``depth`` units wide away from the light, a warm one and a thin
    bright rim towards it."""
    body = _mask(pen.surf.get_size(), shape, pen)
    if outline:
        r = max(1, pen.w // 2)
        _paint(
            pen.surf, body.convolve(_disc(r)), sh.mix(sh.shade(base, 0.3), OUTLINE, 0.6), (-r, -r)
        )
    _paint(pen.surf, body, base)
    _paint(pen.surf, _side(body, depth * pen.s, False), sh.mix(sh.shade(base, 0.74), COOL, 0.2))
    _paint(pen.surf, _side(body, depth * 0.5 * pen.s, True), sh.mix(base, WARM, 0.3))
    _paint(pen.surf, _side(body, max(1.0, pen.w * 0.5), True), sh.mix(base, WARM, 0.65))


def _poly(pts: Sequence[Point]) -> Shape:
    return lambda p: p.poly(OUTLINE, pts, False)


def _balls(circles: Sequence[tuple[float, float, float]]) -> Shape:
    def draw(p: Pen) -> None:
        for x, y, r in circles:
            pygame.draw.circle(p.surf, OUTLINE, p.pt(x, y), r * p.s)

    return draw


def _oval(box: Sequence[float]) -> Shape:
    return lambda p: p.ellipse(OUTLINE, box)


def foliage(pen: Pen, circles: Sequence[tuple[float, float, float]], base: Colour) -> None:
    """A leafy mass: the union of ``circles`` outlined and lit as one, then each ball lit on
    its own, back to front, so it bulges like foliage."""
    part(pen, _balls(circles), base, 0.06)
    for x, y, r in circles:
        part(pen, _balls([(x, y, r * 0.94)]), base, r * 0.4, outline=False)
    whole = _mask(pen.surf.get_size(), _balls(circles), pen)
    _paint(pen.surf, _side(whole, max(1.0, pen.w * 0.5), True), sh.mix(base, WARM, 0.65))


def soft_ellipse(
    size: tuple[int, int], box: pygame.Rect, alpha: int, radius: int
) -> pygame.Surface:
    """A blurred dark ellipse in ``box`` on a transparent picture of ``size``: blurred at a
    quarter of the size and scaled up (the blur's time grows with its radius: a shadow
    blurred at full size was nine tenths of drawing a card)."""
    k = 4
    small = sh.blank(max(1, size[0] // k), max(1, size[1] // k))
    pygame.draw.ellipse(
        small, (*OUTLINE, alpha), (box.x / k, box.y / k, max(1, box.w / k), max(1, box.h / k))
    )
    small = pygame.transform.gaussian_blur(small, max(1, radius // k))
    return pygame.transform.smoothscale(small, size)


def contact_shadow(pen: Pen, cx: float, cy: float, w: float, h: float, alpha: int = 110) -> None:
    """A soft shadow where an emblem meets the ground."""
    x, y = pen.pt(cx - w / 2, cy - h / 2)
    radius = max(1, round(h * pen.s * 0.35))
    pad = 2 * radius + 2
    area = pygame.Rect(int(x) - pad, int(y) - pad, round(w * pen.s) + 2 * pad, 0)
    area.height = round(h * pen.s) + 2 * pad
    box = pygame.Rect(pad, pad, round(w * pen.s), round(h * pen.s))
    pen.surf.blit(soft_ellipse(area.size, box, alpha, radius), area)


# --- emblems (unit box) ----------------------------------------------------------------------

LEAF: Colour = (126, 200, 78)
STEM: Colour = (92, 156, 64)
CROWN: Colour = (78, 156, 70)
CONIFER: Colour = (40, 116, 76)
BUSH: Colour = (132, 162, 58)
BERRY: Colour = (212, 48, 62)
TRUNK: Colour = (122, 80, 48)
SOIL: Colour = (134, 98, 64)
WATER: Colour = (70, 146, 216)
FOAM: Colour = (228, 244, 255)
PETAL: Colour = (242, 150, 190)
GOLD: Colour = (250, 204, 66)


def _mound(pen: Pen, cx: float, y: float, w: float) -> None:
    contact_shadow(pen, cx, y + 0.02, w * 1.1, 0.07)
    part(pen, _oval((cx - w / 2, y - 0.05, w, 0.1)), SOIL, 0.03)


def _stem(pen: Pen, pts: Sequence[Point], width: float) -> None:
    pen.line(sh.mix(sh.shade(STEM, 0.3), OUTLINE, 0.6), pts, width + 2.2 * pen.w / pen.s)
    pen.line(STEM, pts, width)
    pen.line(sh.mix(STEM, WARM, 0.45), [(x - width * 0.25, y) for x, y in pts], width * 0.3)


def _leaf(pen: Pen, base: Point, tip: Point, width: float, colour: Colour = LEAF) -> None:
    part(pen, _poly(sh.lens(base, tip, width)), colour, 0.04)
    mid = (base[0] * 0.35 + tip[0] * 0.65, base[1] * 0.35 + tip[1] * 0.65)
    pen.line(sh.shade(colour, 0.7), [base, mid], 0.016)


def _arrow(pen: Pen, x: float, y: float, s: float, double: bool) -> None:
    """The growth arrow from (x, y), ``s`` wide: a bold golden arrow, 1.3 ``s`` tall, with
    a second head under the first for a Big growth (1.68 ``s`` tall)."""
    below = 0.38 if double else 0.0
    shaft = [(0.3, 0.5 + below), (0.7, 0.5 + below), (0.7, 1.3 + below), (0.3, 1.3 + below)]
    part(pen, _poly([(x + px * s, y + py * s) for px, py in shaft]), GOLD, 0.05)
    for dy in (below, 0.0) if double else (0.0,):
        head = [(0.5, dy), (1.0, dy + 0.55), (0.0, dy + 0.55)]
        part(pen, _poly([(x + px * s, y + py * s) for px, py in head]), GOLD, 0.06)


def emblem_sprout(pen: Pen) -> None:
    """A seedling: two round leaves and a third unfolding, on a curved stem in soil."""
    _mound(pen, 0.5, 0.86, 0.5)
    _stem(pen, [(0.5, 0.86), (0.49, 0.7), (0.5, 0.56), (0.52, 0.46)], 0.05)
    _leaf(pen, (0.5, 0.52), (0.13, 0.3), 0.27)
    _leaf(pen, (0.52, 0.48), (0.88, 0.24), 0.27)
    _leaf(pen, (0.52, 0.46), (0.55, 0.14), 0.14, sh.mix(LEAF, WARM, 0.25))


def _round_tree(pen: Pen, cx: float, top: float, foot: float, r: float) -> None:
    contact_shadow(pen, cx, foot, r * 2.3, 0.07)
    trunk = [(cx - 0.05, foot), (cx - 0.03, top + r * 1.6), (cx + 0.03, top + r * 1.6)]
    part(pen, _poly([*trunk, (cx + 0.05, foot)]), TRUNK, 0.025)
    k = r / 0.2
    balls = [(-0.1, 0.06, 0.11), (0.1, 0.07, 0.11), (-0.16, 0.2, 0.1), (0.16, 0.21, 0.1)]
    balls += [(0.0, 0.14, 0.13), (-0.08, 0.28, 0.1), (0.08, 0.28, 0.1)]
    foliage(pen, [(cx + dx * k, top + (dy + 0.06) * k, br * k) for dx, dy, br in balls], CROWN)


def emblem_small_growth(pen: Pen) -> None:
    """A round tree growing (a golden arrow beside it)."""
    _round_tree(pen, 0.42, 0.16, 0.9, 0.25)
    _arrow(pen, 0.7, 0.18, 0.27, False)


def _conifer(pen: Pen, cx: float, top: float, foot: float, half: float) -> None:
    contact_shadow(pen, cx, foot, half * 2.3, 0.07)
    part(
        pen,
        _poly(
            [
                (cx - 0.04, foot),
                (cx - 0.03, foot - 0.12),
                (cx + 0.03, foot - 0.12),
                (cx + 0.04, foot),
            ]
        ),
        TRUNK,
        0.02,
    )
    span = foot - 0.1 - top
    for k, (t, b, hw) in enumerate(((0.5, 1.0, 1.0), (0.24, 0.72, 0.8), (0.0, 0.44, 0.58))):
        y0, y1 = top + t * span, top + b * span
        skirt = [(cx + half * hw * u / 8, y1 + 0.03 * (1 - (u / 8) ** 2)) for u in range(8, -9, -1)]
        part(pen, _poly([(cx, y0), *skirt]), sh.shade(CONIFER, 1 + 0.06 * k), 0.08)


def emblem_big_growth(pen: Pen) -> None:
    """A tall conifer growing (a double golden arrow beside it)."""
    _conifer(pen, 0.42, 0.04, 0.94, 0.3)
    _arrow(pen, 0.71, 0.06, 0.27, True)


def emblem_bush(pen: Pen) -> None:
    """A low round bush heavy with berries."""
    contact_shadow(pen, 0.5, 0.8, 0.86, 0.09)
    clump = [(0.34, 0.5, 0.17), (0.56, 0.44, 0.19), (0.72, 0.56, 0.15), (0.2, 0.63, 0.13)]
    clump += [(0.8, 0.67, 0.12), (0.47, 0.64, 0.18), (0.3, 0.71, 0.12), (0.66, 0.72, 0.12)]
    foliage(pen, clump, BUSH)
    for x, y in ((0.3, 0.5), (0.52, 0.38), (0.66, 0.52), (0.44, 0.66), (0.78, 0.66)):
        pen.ellipse(sh.shade(BERRY, 0.5), (x - 0.045, y - 0.045, 0.09, 0.09))
        pen.ellipse(BERRY, (x - 0.035, y - 0.035, 0.07, 0.07))
        pen.ellipse((255, 220, 210), (x - 0.022, y - 0.024, 0.022, 0.022))
    for x, y in ((0.24, 0.66), (0.58, 0.6), (0.74, 0.44)):
        pen.ellipse(sh.shade(BERRY, 0.5), (x - 0.035, y - 0.035, 0.07, 0.07))
        pen.ellipse(sh.shade(BERRY, 1.1), (x - 0.026, y - 0.026, 0.052, 0.052))


def emblem_lake(pen: Pen) -> None:
    """A pond set in a grassy bank: deep water, ripples, a glint and a lily pad."""
    part(pen, _oval((0.04, 0.36, 0.92, 0.5)), (118, 170, 82), 0.04)
    water = _oval((0.1, 0.41, 0.8, 0.4))
    body = _mask(pen.surf.get_size(), water, pen)
    r = max(1, pen.w // 2)
    _paint(pen.surf, body.convolve(_disc(r)), (24, 48, 70), (-r, -r))
    _paint(pen.surf, body, WATER)
    _paint(pen.surf, _side(body, 0.1 * pen.s, True), sh.shade(WATER, 0.72))  # the bank's shade
    _paint(pen.surf, _side(body, 0.05 * pen.s, False), sh.mix(WATER, FOAM, 0.35))
    pen.poly(FOAM, sh.lens((0.52, 0.52), (0.74, 0.55), 0.05), False)
    for cx, cy, s in ((0.32, 0.64, 0.09), (0.6, 0.72, 0.07)):
        pen.line(FOAM, [(cx - s, cy), (cx, cy - 0.03), (cx + s, cy)], 0.025)
    pad = [
        (0.68 + 0.1 * math.cos(a / 10 * 2 * math.pi), 0.62 + 0.05 * math.sin(a / 10 * 2 * math.pi))
        for a in range(1, 10)
    ]
    part(pen, _poly([(0.68, 0.62), *pad]), (96, 172, 80), 0.02)
    pen.ellipse(sh.shade(PETAL, 0.6), (0.645, 0.555, 0.07, 0.06))
    pen.ellipse((255, 236, 244), (0.655, 0.56, 0.05, 0.04))


def emblem_buds(pen: Pen) -> None:
    """A flower bud about to open, and a smaller one, on leafy stems."""
    _mound(pen, 0.5, 0.9, 0.44)
    _stem(pen, [(0.5, 0.9), (0.5, 0.62), (0.47, 0.42)], 0.045)
    _stem(pen, [(0.52, 0.74), (0.66, 0.58), (0.74, 0.5)], 0.035)
    _leaf(pen, (0.5, 0.8), (0.2, 0.62), 0.16)
    _leaf(pen, (0.5, 0.7), (0.78, 0.78), 0.14)
    part(pen, _poly(sh.lens((0.47, 0.44), (0.44, 0.04), 0.34)), PETAL, 0.07)
    part(pen, _poly(sh.lens((0.47, 0.44), (0.58, 0.1), 0.2)), sh.shade(PETAL, 0.9), 0.05)
    _leaf(pen, (0.47, 0.45), (0.33, 0.24), 0.12)
    _leaf(pen, (0.47, 0.45), (0.6, 0.25), 0.12)
    part(pen, _poly(sh.lens((0.74, 0.52), (0.8, 0.32), 0.14)), PETAL, 0.04)
    _leaf(pen, (0.74, 0.52), (0.86, 0.4), 0.08)


EMBLEMS: dict[Power, Shape] = {
    Power.SPROUT: emblem_sprout,
    Power.SMALL_GROWTH: emblem_small_growth,
    Power.BIG_GROWTH: emblem_big_growth,
    Power.BUSH: emblem_bush,
    Power.LAKE: emblem_lake,
    Power.BUDS: emblem_buds,
}


def draw_emblem(surf: pygame.Surface, box: pygame.Rect, power: Power) -> None:
    """The power's emblem filling the square ``box`` of ``surf`` (big pixels)."""
    layer = sh.blank(box.width, box.height)
    EMBLEMS[power](Pen(layer, 0, 0, box.width, 1.5 + box.width * 0.03))
    surf.blit(layer, box.topleft)


# --- top icon marks (unit box) ---------------------------------------------------------------


def blossom(pen: Pen) -> None:
    """A fertility flower: five lit petals round a golden heart."""
    petals = []
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        petals.append((0.5 + 0.25 * math.cos(a), 0.5 + 0.25 * math.sin(a), 0.21))
    part(pen, _balls(petals), PETAL, 0.1)
    for x, y, r in petals:
        pen.ellipse(
            sh.mix(PETAL, WARM, 0.35), (x - r * 0.45 - 0.03, y - r * 0.5 - 0.03, r * 0.6, r * 0.5)
        )
    part(pen, _balls([(0.5, 0.5, 0.13)]), GOLD, 0.06)


def cracked_drop(pen: Pen) -> None:
    """Aridity: a drop of dried, cracked clay."""
    clay = (214, 150, 82)
    part(pen, _poly(sh.drop(0.5, 0.62, 0.34, 0.0)), clay, 0.09)
    crack = sh.shade(clay, 0.35)
    pen.line(crack, [(0.5, 0.2), (0.44, 0.42), (0.56, 0.56), (0.46, 0.74), (0.52, 0.94)], 0.06)
    pen.line(crack, [(0.56, 0.56), (0.8, 0.64)], 0.05)
    pen.line(crack, [(0.44, 0.42), (0.22, 0.52)], 0.05)
    pen.line(crack, [(0.46, 0.74), (0.22, 0.76)], 0.05)


def draw_marks(surf: pygame.Surface, at: Point, size: int, flowers: int, aridity: bool) -> int:
    """The card's top icon as drawn marks from ``at`` down: one or two blossoms, or the
    cracked drop; returns how tall they stand (0 for a card without either)."""
    if not flowers and not aridity:
        return 0
    w = 1.2 + size * 0.05
    step = round(size * 0.8)
    tall = size + (max(1, flowers) - 1) * step
    layer = sh.blank(size, tall)
    if aridity and not flowers:
        cracked_drop(Pen(layer, 0, 0, size, w))
    for i in range(flowers):
        blossom(Pen(layer, 0, i * step, size, w))
    surf.blit(layer, at)
    return tall
