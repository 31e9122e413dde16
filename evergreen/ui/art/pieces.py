"""The five pieces (Sprout, Small Tree, Big Tree, Bush, Lake) drawn as small objects in a
unit box (one tile) with a :class:`~evergreen.ui.art.shapes.Pen`: each part shaded in five
tones from its core shadow to its highlight, a rim of light on the sun's side, a soft
contact shadow on the ground (``piece_light``); a few variants of each kind (the crown's
shape, a lean, how the clumps sit) so a forest is not a stamp. Also where each piece sits
in its tile and where it stands (a growth grows from there). ``sprites`` draws them
supersampled and scales them down once."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

import pygame

from evergreen.rules.enums import Piece
from evergreen.ui.art.piece_light import (
    KEY_LIGHT,
    Light,
    Ramp,
    ball,
    band,
    body_of,
    dabs,
    ground,
    lit_body,
    lit_part,
    outline,
    paint,
    ramp,
    rim,
)
from evergreen.ui.art.shapes import (
    BERRY,
    BUSH,
    CONIFER,
    CROWN,
    FOAM,
    LEAF,
    OUTLINE,
    SOIL,
    TRUNK,
    Colour,
    Pen,
    Point,
    lens,
    mix,
)

STEM: Colour = (96, 160, 70)
SAND: Colour = (188, 168, 120)
PEBBLE: Colour = (150, 142, 128)
PAD: Colour = (92, 156, 78)
PETAL_WHITE: Colour = (246, 242, 232)
PETAL_PINK: Colour = (236, 150, 190)
HEART: Colour = (250, 204, 72)
SLOE: Colour = (92, 90, 170)
LAKE_WATER: Colour = (70, 150, 208)
GLINT: Colour = (255, 255, 248)

Shape = Callable[[Pen], None]


class Look(NamedTuple):
    """How a piece is drawn: the light's direction, whether the sun reaches it (a tree in
    shade is not), and whether the size allows the fine detail (leaf clusters, needles)."""

    light: Light = KEY_LIGHT
    sunlit: bool = True
    detail: bool = True


#: The look of a piece with nothing said: under the key light, in the sun, in full detail.
PLAIN = Look()


def _circles(circles: Sequence[tuple[float, float, float]]) -> Shape:
    def draw(p: Pen) -> None:
        for x, y, r in circles:
            pygame.draw.circle(p.surf, OUTLINE, p.pt(x, y), r * p.s)

    return draw


def _polygon(pts: Sequence[Point]) -> Shape:
    return lambda p: p.poly(OUTLINE, pts, False)


def _oval(box: Sequence[float]) -> Shape:
    return lambda p: p.ellipse(OUTLINE, box)


def _contact(pen: Pen, look: Look, cx: float, cy: float, w: float, h: float) -> None:
    """The piece's soft shadow on the ground, pushed a little away from the light (the same
    in shade: the shaded piece keeps its lit twin's outline exactly)."""
    lx, ly = look.light
    ground(pen, cx - lx * w * 0.08, cy - ly * h * 0.15, w, h, 110)


def foliage(
    pen: Pen,
    circles: Sequence[tuple[float, float, float]],
    tones: Ramp,
    look: Look,
    seed: int,
) -> None:
    """A leafy mass: the union of ``circles`` (x, y, r) and a fringe of pointed leaves round
    its top outlined once, then each ball shaded like a sphere, back to front, in the tones
    of where it sits on the whole mass (so the mass reads as one round body lit from the
    sun's side, its clumps bulging out of it: the upper ones behind, in its shade, a little
    darker), leaf clusters on them, and the rim of light along the mass's sun side."""
    rng = random.Random(seed)
    leaves = _fringe(circles, rng) if look.detail else []
    body = body_of(pen, _with_leaves(_circles(circles), leaves))
    outline(pen, body, tones.edge)
    lx, ly = look.light
    cx = sum(c[0] for c in circles) / len(circles)
    cy = sum(c[1] for c in circles) / len(circles)
    span = max(math.hypot(x - cx, y - cy) + r for x, y, r in circles)

    def on_mass(x: float, y: float) -> float:
        return 0.55 + 0.42 * ((x - cx) * lx + (y - cy) * ly) / span

    for leaf in leaves:
        tip = leaf[len(leaf) // 4]
        pen.poly(tones.at(on_mass(*tip) - 0.08), leaf, False)
    order = sorted(circles, key=lambda c: c[1])
    n = max(1, len(order) - 1)
    for k, (x, y, r) in enumerate(order):
        t = on_mass(x, y) - 0.06 * (1 - k / n)
        ball(pen, x, y, r, tones, look.light, t - 0.24, t + 0.38)
    if look.detail:
        spots = []
        for x, y, r in order:
            for _ in range(4):
                a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0.25, 0.7) * r
                spots.append(
                    (x + d * math.cos(a), y + d * math.sin(a), r * rng.uniform(0.16, 0.24))
                )
        dabs(pen, spots, on_mass, tones, look.light)
    rim(pen, body, tones, look.light, 0.014)


def _fringe(circles: Sequence[tuple[float, float, float]], rng: random.Random) -> list[list[Point]]:
    """Small pointed leaves sticking out of the upper edge of a leafy mass (where their tips
    fall outside every ball), so its outline is leafy, not a row of bubbles."""
    leaves = []
    for x, y, r in circles:
        for k in range(6):
            a = math.pi + (k + 0.5) * math.pi / 6 + rng.uniform(-0.12, 0.12)
            ca, sa = math.cos(a), math.sin(a)
            base = (x + ca * r * 0.72, y + sa * r * 0.72)
            turn = a + rng.choice((-1, 1)) * rng.uniform(0.35, 0.6)  # a leaf, not a thorn
            tip = (base[0] + math.cos(turn) * r * 0.5, base[1] + math.sin(turn) * r * 0.5)
            if any(math.hypot(tip[0] - ox, tip[1] - oy) < orr * 1.02 for ox, oy, orr in circles):
                continue
            leaves.append(lens(base, tip, r * 0.36, 8))
    return leaves


def _with_leaves(shape: Shape, leaves: Sequence[Sequence[Point]]) -> Shape:
    def draw(p: Pen) -> None:
        shape(p)
        for leaf in leaves:
            p.poly(OUTLINE, leaf, False)

    return draw


# --- Sprout ------------------------------------------------------------------------------------

#: A Sprout's leaves (tip, width) per variant: two leaves, or three with a small new one.
SPROUT_LEAVES: tuple[tuple[tuple[Point, float], ...], ...] = (
    (((0.25, 0.47), 0.16), ((0.76, 0.44), 0.16)),
    (((0.23, 0.53), 0.15), ((0.74, 0.41), 0.16), ((0.56, 0.35), 0.1)),
)


def draw_sprout(pen: Pen, variant: int = 0, look: Look = PLAIN) -> None:
    """Small and bright: two or three leaves on a short stem in a mound of soil."""
    _contact(pen, look, 0.5, 0.815, 0.34, 0.08)
    lit_part(pen, _oval((0.37, 0.75, 0.26, 0.1)), ramp(SOIL, look.sunlit), look.light, 0.15, 0.7)
    lean = 0.02 * variant
    stem = [(0.5, 0.79), (0.5 + lean / 2, 0.68), (0.51 + lean, 0.61)]
    stem_tones = ramp(STEM, look.sunlit)
    pen.line(stem_tones.edge, stem, 0.07)
    pen.line(stem_tones.base, stem, 0.035)
    pen.line(stem_tones.light, [(x + look.light[0] * 0.008, y) for x, y in stem], 0.012)
    leaf = ramp(LEAF, look.sunlit)
    root = stem[-1]
    for tip, width in SPROUT_LEAVES[variant % len(SPROUT_LEAVES)]:
        lit_part(pen, _polygon(lens(root, tip, width)), leaf, look.light, 0.25, 0.95, 0.012)
        mid = ((root[0] + tip[0]) / 2, (root[1] + tip[1]) / 2 + 0.005)
        pen.line(leaf.dark, [root, mid], 0.012)


# --- Small Tree --------------------------------------------------------------------------------

#: The Small Tree's crowns (x, y, r) per variant: round, tall and leaning, broad in two lobes.
CROWNS: tuple[tuple[tuple[float, float, float], ...], ...] = (
    (
        (0.41, 0.42, 0.12),
        (0.6, 0.43, 0.12),
        (0.33, 0.57, 0.12),
        (0.67, 0.58, 0.12),
        (0.5, 0.51, 0.14),
        (0.42, 0.65, 0.11),
        (0.59, 0.65, 0.11),
    ),
    (
        (0.53, 0.38, 0.1),
        (0.44, 0.48, 0.11),
        (0.62, 0.5, 0.11),
        (0.5, 0.57, 0.13),
        (0.37, 0.63, 0.1),
        (0.64, 0.64, 0.11),
        (0.5, 0.69, 0.1),
    ),
    (
        (0.37, 0.46, 0.12),
        (0.63, 0.44, 0.12),
        (0.28, 0.59, 0.11),
        (0.72, 0.58, 0.11),
        (0.46, 0.56, 0.13),
        (0.58, 0.61, 0.12),
        (0.38, 0.66, 0.1),
        (0.64, 0.67, 0.09),
    ),
)


def draw_small_tree(pen: Pen, variant: int = 0, look: Look = PLAIN) -> None:
    """Round: a crown of leafy balls on a short forked trunk."""
    _contact(pen, look, 0.5, 0.855, 0.42, 0.08)
    bark = ramp(TRUNK, look.sunlit)
    trunk = [(0.445, 0.875), (0.475, 0.62), (0.525, 0.62), (0.555, 0.875)]
    lit_part(pen, _polygon(trunk), bark, look.light, 0.1, 0.75, 0.01)
    pen.line(bark.edge, [(0.49, 0.7), (0.42, 0.62)], 0.03)
    pen.line(bark.edge, [(0.51, 0.68), (0.59, 0.6)], 0.026)
    foliage(pen, CROWNS[variant % len(CROWNS)], ramp(CROWN, look.sunlit), look, 11 + variant)


# --- Big Tree ----------------------------------------------------------------------------------

#: The Big Tree's tiers (top, bottom, half width) from the lowest up, and the lean of its tip,
#: per variant: three tiers, four slender ones, three broad ones leaning.
CONIFERS: tuple[tuple[tuple[tuple[float, float, float], ...], float], ...] = (
    (((0.44, 0.86, 0.34), (0.25, 0.66, 0.27), (0.04, 0.44, 0.2)), 0.0),
    (((0.5, 0.87, 0.31), (0.34, 0.71, 0.26), (0.18, 0.54, 0.2), (0.03, 0.36, 0.14)), 0.0),
    (((0.44, 0.86, 0.36), (0.25, 0.66, 0.28), (0.05, 0.45, 0.2)), 0.035),
)


def _tier(top: float, bottom: float, half: float, tip: float, jag: bool) -> list[Point]:
    """A conifer tier: a triangle whose lower edge hangs a little in the middle, its edge cut
    into teeth of needles when there is room for them."""
    n = 16
    skirt = []
    for k in range(n, -n - 1, -1):
        u = k / n
        drop = 0.035 * (1 - u * u) + (0.022 if jag and k % 2 else 0.0)
        skirt.append((0.5 + half * u, bottom + drop))
    return [(0.5 + tip, top), *skirt]


def draw_big_tree(pen: Pen, variant: int = 0, look: Look = PLAIN) -> None:
    """Tall: a conifer of three or four tiers on a trunk, each tier darker under the one
    above it, needles on it and the rim of light along its sun side."""
    tiers, lean = CONIFERS[variant % len(CONIFERS)]
    _contact(pen, look, 0.5, 0.93, 0.5, 0.08)
    bark = ramp(TRUNK, look.sunlit)
    trunk = [(0.45, 0.965), (0.465, 0.8), (0.535, 0.8), (0.55, 0.965)]
    lit_part(pen, _polygon(trunk), bark, look.light, 0.1, 0.75, 0.01)
    needles = ramp(CONIFER, look.sunlit)
    count = len(tiers)
    shapes = [
        _tier(top, bottom, half, lean * k / max(1, count - 1), look.detail)
        for k, (top, bottom, half) in enumerate(tiers)
    ]
    bodies = [body_of(pen, _polygon(s)) for s in shapes]
    rng = random.Random(29 + variant)
    for k, (top, bottom, half) in enumerate(tiers):
        body = bodies[k]
        lit_body(pen, body, needles, look.light, 0.1, 0.86, 0.014)
        if k + 1 < count:  # the tier above shades this one's top, just under its skirt
            below = pygame.mask.Mask(body.get_size())
            below.draw(bodies[k + 1], (0, round(0.05 * pen.s)))
            paint(pen.surf, below.overlap_mask(body, (0, 0)), (*needles.deep, 170))
        if look.detail:
            _needles(pen, rng, top, bottom, half, needles, look.light)
        rim(pen, body, needles, look.light, 0.02)


def _needles(
    pen: Pen, rng: random.Random, top: float, bottom: float, half: float, tones: Ramp, light: Light
) -> None:
    """Short strokes of needles down a tier, lighter on its sun side."""
    for _ in range(9):
        v = rng.uniform(0.45, 0.92)
        u = rng.uniform(-0.75, 0.75)
        x, y = 0.5 + u * half * v, top + v * (bottom - top)
        t = 0.5 + 0.4 * u * light[0] - 0.15 * light[1] * (1 - v)
        end = (x + 0.035 * (1 if u > 0 else -1), y + 0.04)
        pen.line(tones.at(t + 0.2), [(x, y), end], 0.011)


# --- Bush --------------------------------------------------------------------------------------

#: The Bush's clumps per variant: wide and round, long and low, three-lobed.
CLUMPS: tuple[tuple[tuple[float, float, float], ...], ...] = (
    (
        (0.4, 0.58, 0.16),
        (0.6, 0.58, 0.16),
        (0.26, 0.69, 0.13),
        (0.74, 0.69, 0.13),
        (0.5, 0.7, 0.14),
        (0.35, 0.74, 0.11),
        (0.65, 0.74, 0.11),
    ),
    (
        (0.32, 0.63, 0.14),
        (0.52, 0.6, 0.15),
        (0.7, 0.64, 0.13),
        (0.2, 0.72, 0.11),
        (0.82, 0.72, 0.1),
        (0.42, 0.73, 0.12),
        (0.62, 0.74, 0.12),
    ),
    (
        (0.3, 0.62, 0.14),
        (0.5, 0.55, 0.15),
        (0.7, 0.62, 0.14),
        (0.4, 0.72, 0.12),
        (0.6, 0.72, 0.12),
        (0.22, 0.73, 0.1),
        (0.79, 0.73, 0.1),
    ),
)

#: Where the berries or flowers sit on each variant's clump.
FRUIT: tuple[tuple[Point, ...], ...] = (
    ((0.33, 0.64), (0.55, 0.55), (0.66, 0.7), (0.45, 0.72), (0.78, 0.65)),
    ((0.28, 0.62), (0.5, 0.57), (0.7, 0.63), (0.42, 0.72), (0.6, 0.71), (0.82, 0.71)),
    ((0.3, 0.6), (0.5, 0.52), (0.68, 0.6), (0.4, 0.71), (0.62, 0.72)),
)


def draw_bush(pen: Pen, variant: int = 0, look: Look = PLAIN) -> None:
    """A low leafy clump with red berries, white flowers or dark blue sloes."""
    v = variant % len(CLUMPS)
    _contact(pen, look, 0.5, 0.835, 0.8, 0.09)
    foliage(pen, CLUMPS[v], ramp(BUSH, look.sunlit), look, 41 + v)
    if v == 1:
        for x, y in FRUIT[v]:
            _flower(
                pen, x, y, PETAL_WHITE if look.sunlit else mix(PETAL_WHITE, (90, 104, 150), 0.4)
            )
        return
    fruit = ramp(BERRY if v == 0 else SLOE, look.sunlit)
    for x, y in FRUIT[v]:
        rp = 0.032
        pen.ellipse(fruit.edge, (x - rp - 0.008, y - rp - 0.008, 2 * rp + 0.016, 2 * rp + 0.016))
        ball(pen, x, y, rp, fruit, look.light, 0.1, 0.92)
        if look.sunlit:
            lx, ly = look.light
            hx, hy = x + lx * rp * 0.45, y + ly * rp * 0.45
            pen.ellipse(fruit.rim or FOAM, (hx - 0.008, hy - 0.008, 0.016, 0.016))


def _flower(pen: Pen, x: float, y: float, petal: Colour) -> None:
    """A five-petalled flower, a little golden heart in the middle."""
    r = 0.022
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        px, py = x + r * math.cos(a), y + r * math.sin(a)
        pen.ellipse(mix(petal, OUTLINE, 0.35), (px - 0.02, py - 0.02, 0.04, 0.04))
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        px, py = x + r * math.cos(a), y + r * math.sin(a)
        pen.ellipse(petal, (px - 0.015, py - 0.015, 0.03, 0.03))
    pen.ellipse(HEART, (x - 0.012, y - 0.012, 0.024, 0.024))


# --- Lake --------------------------------------------------------------------------------------


def draw_lake(pen: Pen, variant: int = 0, look: Look = PLAIN) -> None:
    """A flat pool of water set into the ground: an uneven sandy shore lit on the sun's
    side, the bank's shade along the water's far edge, the sky's reflection, the sun's glint
    on the side towards it and rings of ripples; grass and pebbles on the shore, or a lily
    pad and reeds."""
    lx, ly = look.light
    shore = ramp(SAND, look.sunlit)
    bank = body_of(pen, _polygon(_blob(0.5, 0.68, 0.44, 0.19, 3 + variant)))
    outline(pen, bank, shore.edge, 0.5)
    lit_body(pen, bank, shore, look.light, 0.3, 0.85, 0.012, edge=False)
    water = ramp(LAKE_WATER, look.sunlit)
    body = body_of(pen, _polygon(_blob(0.5, 0.665, 0.36, 0.135, 5 + variant, 0.05)))
    outline(pen, body, mix(shore.dark, water.deep, 0.5), 0.8)
    lit_body(pen, body, water, (0.0, 1.0), 0.2, 0.7, 0.0, edge=False)
    paint(pen.surf, band(body, (0.0, -1.0), max(1.0, 0.035 * pen.s), True), (*water.deep, 150))
    sky = body_of(pen, _polygon(lens((0.24, 0.63), (0.72, 0.6), 0.07)))
    paint(pen.surf, sky.overlap_mask(body, (0, 0)), (*water.high, 70))
    foam = FOAM if look.sunlit else water.light
    for x0, y0, w in ((0.27, 0.705, 0.16), (0.5, 0.75, 0.2)):
        rect = pygame.Rect(*pen.pt(x0, y0 - 0.03), w * pen.s, 0.06 * pen.s)
        pygame.draw.arc(
            pen.surf, (*foam, 170), rect, 0.5, math.pi - 0.5, max(1, round(0.012 * pen.s))
        )
    gx, gy = 0.5 + lx * 0.19, 0.655 + ly * 0.045
    if look.sunlit:
        pen.poly(foam, lens((gx - 0.075, gy), (gx + 0.075, gy - 0.004), 0.034), False)
        pen.poly(GLINT, lens((gx - 0.045, gy), (gx + 0.045, gy - 0.003), 0.018), False)
        pen.line(foam, [(gx - 0.04, gy + 0.03), (gx + 0.02, gy + 0.03)], 0.011)
    if variant % 2:
        _lily_and_reeds(pen, look)
    else:
        _grass_and_pebbles(pen, look)


def _blob(
    cx: float, cy: float, rx: float, ry: float, seed: int, wobble: float = 0.07
) -> list[Point]:
    """An uneven oval: an ellipse whose radius wanders a little (the same every run)."""
    rng = random.Random(seed)
    p = [rng.uniform(0, 2 * math.pi) for _ in range(3)]
    pts: list[Point] = []
    for k in range(48):
        a = 2 * math.pi * k / 48
        f = 1 + wobble * (0.5 * math.sin(2 * a + p[0]) + 0.35 * math.sin(3 * a + p[1]))
        f += wobble * 0.15 * math.sin(5 * a + p[2])
        pts.append((cx + rx * f * math.cos(a), cy + ry * f * math.sin(a)))
    return pts


def _grass_and_pebbles(pen: Pen, look: Look) -> None:
    stone = ramp(PEBBLE, look.sunlit)
    for x, y, r in ((0.15, 0.77, 0.022), (0.2, 0.8, 0.016), (0.84, 0.62, 0.02)):
        ball(pen, x, y, r, stone, look.light, 0.1, 0.9)
    blade = ramp(STEM, look.sunlit)
    for x, y in ((0.8, 0.82), (0.13, 0.6)):
        for dx, h in ((-0.03, 0.06), (0.0, 0.085), (0.028, 0.055)):
            pen.line(blade.dark, [(x, y), (x + dx, y - h)], 0.016)
            pen.line(blade.light, [(x, y - 0.01), (x + dx * 0.9, y - h * 0.9)], 0.007)


def _lily_and_reeds(pen: Pen, look: Look) -> None:
    pad = ramp(PAD, look.sunlit)
    body = body_of(pen, _polygon(_lily_pad(0.63, 0.69, 0.06)))
    outline(pen, body, pad.edge, 0.7)
    lit_body(pen, body, pad, look.light, 0.3, 0.9, 0.01, edge=False)
    if look.detail:
        pen.ellipse(PETAL_PINK, (0.655, 0.665, 0.03, 0.022))
    reed = ramp(STEM, look.sunlit)
    for tip in ((0.09, 0.45), (0.14, 0.41), (0.19, 0.47)):
        pen.line(reed.edge, [(0.14, 0.67), tip], 0.026)
        pen.line(reed.light, [(0.14, 0.67), tip], 0.012)
    head = ramp(TRUNK, look.sunlit)
    pen.line(head.edge, [(0.135, 0.44), (0.137, 0.51)], 0.04)
    pen.line(head.base, [(0.135, 0.445), (0.137, 0.505)], 0.026)


def _lily_pad(x: float, y: float, r: float) -> list[Point]:
    """A round leaf, flattened by the view, with its notch."""
    pts: list[Point] = [(x, y)]
    for k in range(21):
        a = 0.35 + k * (2 * math.pi - 0.7) / 20
        pts.append((x + r * math.cos(a), y + 0.55 * r * math.sin(a)))
    return pts


# --- the kinds ---------------------------------------------------------------------------------


class Drawer(Protocol):
    """A kind's drawing: its ``variant`` in a ``look`` (by default the first, plain)."""

    def __call__(self, pen: Pen, variant: int = 0, look: Look = PLAIN) -> None: ...


#: Each kind's drawing: ``(pen, variant, look)``; called with a pen alone, its first
#: variant under the key light (the icons and the rules' figures).
PIECE_DRAWERS: dict[Piece, Drawer] = {
    Piece.SPROUT: draw_sprout,
    Piece.SMALL_TREE: draw_small_tree,
    Piece.BIG_TREE: draw_big_tree,
    Piece.BUSH: draw_bush,
    Piece.LAKE: draw_lake,
}

#: How many looks each kind has.
VARIANTS: dict[Piece, int] = {
    Piece.SPROUT: len(SPROUT_LEAVES),
    Piece.SMALL_TREE: len(CROWNS),
    Piece.BIG_TREE: len(CONIFERS),
    Piece.BUSH: len(CLUMPS),
    Piece.LAKE: 2,
}


def variant_of(piece: Piece, space: int | None) -> int:
    """The look of a piece on ``space`` (of the 7 x 7 grid): always the same there, and
    never the same as on the space beside it or below it when the kind has three or more
    (none: the first)."""
    n = VARIANTS.get(Piece(piece), 1)
    if space is None or n == 1:
        return 0
    r, c = divmod(space, 7)
    return (c + r) % 2 if n == 2 else (c + 2 * r) % n


# Where each piece sits in its tile (x0, y0, x1, y1), to zoom it into an icon.
PIECE_BOUNDS: dict[Piece, tuple[float, float, float, float]] = {
    Piece.SPROUT: (0.22, 0.42, 0.78, 0.86),
    Piece.SMALL_TREE: (0.18, 0.24, 0.82, 0.9),
    Piece.BIG_TREE: (0.14, 0.02, 0.86, 0.97),
    Piece.BUSH: (0.1, 0.4, 0.9, 0.88),
    Piece.LAKE: (0.05, 0.47, 0.95, 0.89),
}

#: What a piece's sprite covers in its tile, every look, outline and contact shadow
#: included: its canvas (drawing only there is half the work of drawing the whole tile).
SPRITE_BOUNDS: dict[Piece, tuple[float, float, float, float]] = {
    Piece.SPROUT: (0.14, 0.3, 0.86, 0.92),
    Piece.SMALL_TREE: (0.06, 0.14, 0.94, 0.96),
    Piece.BIG_TREE: (0.04, 0.0, 0.96, 1.0),
    Piece.BUSH: (0.0, 0.32, 1.0, 0.96),
    Piece.LAKE: (0.0, 0.34, 1.0, 0.96),
}

#: Where each piece stands on its tile (x, y): a growth grows from there.
PIECE_FOOT: dict[Piece, Point] = {
    Piece.SPROUT: (0.5, 0.8),
    Piece.SMALL_TREE: (0.5, 0.86),
    Piece.BIG_TREE: (0.5, 0.95),
    Piece.BUSH: (0.5, 0.84),
    Piece.LAKE: (0.5, 0.68),
}
