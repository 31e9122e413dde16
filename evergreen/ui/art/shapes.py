"""Drawing helpers for :mod:`evergreen.ui.art.sprites`: shapes in unit coordinates, drawn supersampled.

Everything here draws onto big (3x) ``SRCALPHA`` surfaces; ``art`` scales the result down once.
Shapes are described in a unit box (0..1) that a :class:`Pen` maps onto the surface.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

import pygame

from evergreen.rules.enums import Biome, Piece

Colour = tuple[int, int, int]
Point = tuple[float, float]

SS = 3  # supersampling factor
OUTLINE: Colour = (28, 34, 30)
LEAF: Colour = (132, 206, 84)
CROWN: Colour = (80, 158, 70)
CONIFER: Colour = (38, 112, 70)
BUSH: Colour = (150, 170, 62)
BERRY: Colour = (206, 52, 60)
TRUNK: Colour = (118, 78, 46)
SOIL: Colour = (128, 96, 64)
WATER: Colour = (64, 140, 214)
WATER_DEEP: Colour = (44, 104, 182)
FOAM: Colour = (226, 242, 255)
PETAL: Colour = (246, 160, 196)
GOLD: Colour = (252, 206, 64)
RAY: Colour = (246, 150, 40)
CLAY: Colour = (214, 150, 82)
ARROW: Colour = (255, 226, 96)


def blank(w: int, h: int, colour: Colour = OUTLINE) -> pygame.Surface:
    """A transparent surface whose invisible pixels carry ``colour`` (no dark fringe on scaling)."""
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    return surf


def shade(c: Colour, f: float) -> Colour:
    """Multiply a colour's channels by ``f`` (clamped)."""
    return (min(255, round(c[0] * f)), min(255, round(c[1] * f)), min(255, round(c[2] * f)))


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend from ``a`` (t=0) to ``b`` (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def luma(c: Colour) -> float:
    """Perceived lightness 0..255 (Rec. 601)."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def round_clip(surf: pygame.Surface, radius: int) -> None:
    """Make everything outside a rounded rectangle the size of ``surf`` transparent."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def lens(base: Point, tip: Point, width: float, n: int = 12, blade: bool = False) -> list[Point]:
    """A leaf (pointed at both ends) or a blade (broad base, pointed tip) from base to tip."""
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    left: list[Point] = []
    right: list[Point] = []
    for i in range(n + 1):
        u = i / n
        half = width / 2 * ((1 - u) if blade else math.sin(math.pi * u))
        cx, cy = base[0] + dx * u, base[1] + dy * u
        left.append((cx + nx * half, cy + ny * half))
        right.append((cx - nx * half, cy - ny * half))
    return left + right[::-1]


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> list[Point]:
    """A star polygon with its first point straight up."""
    pts: list[Point] = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        r = outer if i % 2 == 0 else inner
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


class Pen:
    """Maps unit coordinates onto a surface (origin ``ox, oy``, ``scale`` px per unit)."""

    def __init__(self, surf: pygame.Surface, ox: float, oy: float, scale: float, w: float) -> None:
        self.surf, self.ox, self.oy, self.s = surf, ox, oy, scale
        self.w = max(2, round(w))

    def pt(self, x: float, y: float) -> Point:
        return (self.ox + x * self.s, self.oy + y * self.s)

    def poly(self, colour: Colour, pts: Sequence[Point], outline: bool = True) -> None:
        q = [self.pt(x, y) for x, y in pts]
        pygame.draw.polygon(self.surf, colour, q)
        if outline:
            pygame.draw.lines(self.surf, OUTLINE, True, q, self.w)
            for p in q:
                pygame.draw.circle(self.surf, OUTLINE, p, self.w / 2)

    def line(
        self, colour: Colour | tuple[int, int, int, int], pts: Sequence[Point], w: float
    ) -> None:
        """A thick polyline with round joins; ``w`` in unit coordinates."""
        q = [self.pt(x, y) for x, y in pts]
        px = max(1, round(w * self.s))
        pygame.draw.lines(self.surf, colour, False, q, px)
        for p in q:
            pygame.draw.circle(self.surf, colour, p, px / 2)

    def blobs(self, colour: Colour, circles: Sequence[tuple[float, float, float]]) -> None:
        """A union of outlined circles (x, y, r): all outlines first, then all fills."""
        for x, y, r in circles:
            pygame.draw.circle(self.surf, OUTLINE, self.pt(x, y), r * self.s + self.w / 2)
        for x, y, r in circles:
            pygame.draw.circle(self.surf, colour, self.pt(x, y), r * self.s - self.w / 2)

    def ellipse(self, colour: Colour | tuple[int, int, int, int], box: Sequence[float]) -> None:
        x, y = self.pt(box[0], box[1])
        pygame.draw.ellipse(self.surf, colour, (x, y, box[2] * self.s, box[3] * self.s))

    def oval(self, colour: Colour, box: Sequence[float]) -> None:
        """An outlined ellipse in box (x, y, w, h)."""
        h = self.w / self.s / 2
        self.ellipse(OUTLINE, (box[0] - h, box[1] - h, box[2] + 2 * h, box[3] + 2 * h))
        self.ellipse(colour, (box[0] + h, box[1] + h, box[2] - 2 * h, box[3] - 2 * h))


# --- biome symbols (single colour, unit box) ------------------------------------------------


def draw_symbol(pen: Pen, biome: Biome, c: Colour) -> None:
    """The biome's symbol in one colour, filling the pen's unit box."""
    gone = (*c, 0)
    if biome is Biome.GRASSLAND:
        for i, (tx, ty) in enumerate(
            [(0.08, 0.42), (0.28, 0.14), (0.52, 0.04), (0.74, 0.16), (0.93, 0.44)]
        ):
            pen.poly(c, lens((0.36 + i * 0.07, 0.94), (tx, ty), 0.17, blade=True), False)
    elif biome is Biome.FLOWERS:
        for i in range(5):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            tip = (0.5 + 0.48 * math.cos(a), 0.52 + 0.48 * math.sin(a))
            pen.poly(c, lens((0.5, 0.52), tip, 0.34), False)
        pen.ellipse(gone, (0.36, 0.38, 0.28, 0.28))
        pen.ellipse(c, (0.43, 0.45, 0.14, 0.14))
    elif biome is Biome.WHEAT:
        pen.line(c, [(0.5, 0.98), (0.5, 0.2)], 0.07)
        for y in (0.34, 0.52, 0.70):
            pen.poly(c, lens((0.5, y + 0.06), (0.24, y - 0.12), 0.17), False)
            pen.poly(c, lens((0.5, y + 0.06), (0.76, y - 0.12), 0.17), False)
        pen.poly(c, lens((0.5, 0.3), (0.5, 0.0), 0.18), False)
    elif biome is Biome.ROCK:
        pen.poly(c, [(0.0, 0.92), (0.4, 0.1), (0.62, 0.5), (0.76, 0.32), (1.0, 0.92)], False)
        pen.line(gone, [(0.24, 0.46), (0.33, 0.54), (0.41, 0.45), (0.49, 0.55), (0.56, 0.46)], 0.07)
    elif biome is Biome.SWAMP:
        for x, top, head in ((0.26, 0.22, True), (0.5, 0.05, True), (0.74, 0.3, False)):
            pen.line(c, [(x, 0.8), (x, top)], 0.06)
            if head:
                pen.ellipse(c, (x - 0.08, top + 0.1, 0.16, 0.32))
            else:
                pen.poly(c, lens((x, 0.8), (x + 0.16, top - 0.1), 0.14), False)
        for y in (0.82, 0.96):
            wave = [(0.02 + i * 0.04, y + 0.035 * math.sin(i * 0.9)) for i in range(25)]
            pen.line(c, wave, 0.07)
    elif biome is Biome.SNOW:
        for i in range(6):
            a = -math.pi / 2 + i * math.pi / 3
            ca, sa = math.cos(a), math.sin(a)
            pen.line(c, [(0.5, 0.5), (0.5 + 0.47 * ca, 0.5 + 0.47 * sa)], 0.08)
            bx, by = 0.5 + 0.3 * ca, 0.5 + 0.3 * sa
            for side in (-1, 1):
                b = a + side * math.pi / 4
                pen.line(c, [(bx, by), (bx + 0.15 * math.cos(b), by + 0.15 * math.sin(b))], 0.07)
    else:
        pen.poly(c, star(0.5, 0.54, 0.5, 0.21), False)


# --- pieces (unit box = one tile) -----------------------------------------------------------
#
# A piece is built from flat parts (a trunk, a crown, a tier of a conifer), each lit on its own
# by a key light from the upper left (the sun's side is the board's business: the cast shadows
# and the shade of a tree in shadow): a dark outline, the base tone, a cool band on the side
# away from the light, a warm band and a thin bright rim on the side towards it. Parts drawn
# later overlap earlier ones with their outline, which keeps every part readable when small.

#: The key light's direction as a step (x, y) towards it: up and a little to the left.
KEY_LIGHT: Point = (-0.55, -1.0)
#: What a shadow band is tinted towards (cool) and what a lit band is tinted towards (warm).
COOL: Colour = (40, 58, 112)
WARM: Colour = (255, 244, 200)
STEM: Colour = (96, 160, 70)

Shape = Callable[[Pen], None]


class Tones(NamedTuple):
    """The colours of a lit part: outline, base, band away from the light, band towards it,
    and the rim on its lit edge."""

    edge: Colour
    base: Colour
    far: Colour
    near: Colour
    rim: Colour


def tones(base: Colour) -> Tones:
    """The default lighting of a part of colour ``base``."""
    return Tones(
        edge=mix(shade(base, 0.3), OUTLINE, 0.55),
        base=base,
        far=mix(shade(base, 0.72), COOL, 0.18),
        near=mix(base, WARM, 0.3),
        rim=mix(base, WARM, 0.62),
    )


@cache
def _disc(r: int) -> pygame.mask.Mask:
    """A filled circle of radius ``r`` as a mask (2r+1 square), to grow a mask by ``r``."""
    m = pygame.mask.Mask((2 * r + 1, 2 * r + 1))
    for y in range(2 * r + 1):
        for x in range(2 * r + 1):
            if (x - r) ** 2 + (y - r) ** 2 <= r * r + r:
                m.set_at((x, y))
    return m


def _paint(surf: pygame.Surface, mask: pygame.mask.Mask, c: Colour, at: Point = (0, 0)) -> None:
    surf.blit(mask.to_surface(setcolor=(*c, 255), unsetcolor=(0, 0, 0, 0)), at)


def _band(body: pygame.mask.Mask, step: float, towards: bool) -> pygame.mask.Mask:
    """The pixels of ``body`` within ``step`` px of its edge on the side away from the key
    light (or towards it): those whose neighbour that far on that side is outside."""
    sign = 1 if towards else -1
    lx, ly = KEY_LIGHT
    band = body.copy()
    band.erase(body, (round(-sign * lx * step), round(-sign * ly * step)))
    return band


def lit(
    pen: Pen,
    shape: Shape,
    colours: Tones,
    depth: float = 0.06,
    gloss: float = 0.03,
) -> None:
    """Draw the filled ``shape`` (drawn by a pen in any opaque colour) as one lit part:
    outline, base, a band ``depth`` units wide away from the light, one ``gloss`` wide
    towards it and a thin rim."""
    surf = pen.surf
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shape(Pen(layer, pen.ox, pen.oy, pen.s, pen.w))
    body = pygame.mask.from_surface(layer, 127)
    r = max(1, pen.w // 2)
    _paint(surf, body.convolve(_disc(r)), colours.edge, (-r, -r))
    _paint(surf, body, colours.base)
    _paint(surf, _band(body, depth * pen.s, False), colours.far)
    _paint(surf, _band(body, gloss * pen.s, True), colours.near)
    _paint(surf, _band(body, max(1.0, pen.w * 0.45), True), colours.rim)


def lit_clumps(
    pen: Pen,
    circles: Sequence[tuple[float, float, float]],
    colours: Tones,
    depth: float = 0.05,
    gloss: float = 0.03,
) -> None:
    """A leafy mass: the union of ``circles`` (x, y, r) outlined once, each circle then lit
    on its own, back to front (later ones in front), so the mass bulges like foliage."""
    lit(pen, _circles(circles), colours, depth, gloss)
    for x, y, r in circles:
        rp = max(1, round(r * pen.s))
        layer = pygame.Surface((2 * rp + 1, 2 * rp + 1), pygame.SRCALPHA)
        pygame.draw.circle(layer, OUTLINE, (rp, rp), rp)
        ball = pygame.mask.from_surface(layer, 127)
        cx, cy = pen.pt(x, y)
        at = (round(cx) - rp, round(cy) - rp)
        _paint(pen.surf, ball, colours.base, at)
        _paint(pen.surf, _band(ball, depth * pen.s, False), colours.far, at)
        _paint(pen.surf, _band(ball, gloss * pen.s, True), colours.near, at)
    body = pygame.Surface(pen.surf.get_size(), pygame.SRCALPHA)
    _circles(circles)(Pen(body, pen.ox, pen.oy, pen.s, pen.w))
    rim = _band(pygame.mask.from_surface(body, 127), max(1.0, pen.w * 0.45), True)
    _paint(pen.surf, rim, colours.rim)


def ground(pen: Pen, cx: float, cy: float, w: float, h: float, alpha: int = 90) -> None:
    """A soft contact shadow where a piece meets its tile (small: it stays on the tile; the
    board draws the shadows trees cast)."""
    layer = pygame.Surface(pen.surf.get_size(), pygame.SRCALPHA)
    Pen(layer, pen.ox, pen.oy, pen.s, pen.w).ellipse(
        (*OUTLINE, alpha), (cx - w / 2, cy - h / 2, w, h)
    )
    radius = max(1, round(h * pen.s * 0.3))
    pen.surf.blit(pygame.transform.gaussian_blur(layer, radius), (0, 0))


def _circles(circles: Sequence[tuple[float, float, float]]) -> Shape:
    def draw(p: Pen) -> None:
        for x, y, r in circles:
            pygame.draw.circle(p.surf, OUTLINE, p.pt(x, y), r * p.s)

    return draw


def _polygon(pts: Sequence[Point]) -> Shape:
    return lambda p: p.poly(OUTLINE, pts, False)


def _oval(box: Sequence[float]) -> Shape:
    return lambda p: p.ellipse(OUTLINE, box)


def draw_sprout(pen: Pen) -> None:
    """Small and bright: two leaves on a short stem in a mound of soil."""
    ground(pen, 0.5, 0.81, 0.3, 0.07)
    lit(pen, _oval((0.39, 0.75, 0.22, 0.09)), tones(SOIL), 0.025, 0.02)
    edge = tones(STEM).edge
    pen.line(edge, [(0.5, 0.79), (0.5, 0.66), (0.51, 0.6)], 0.075)
    pen.line(STEM, [(0.5, 0.79), (0.5, 0.66), (0.51, 0.6)], 0.035)
    leaf = tones(LEAF)
    for tip in ((0.25, 0.47), (0.76, 0.44)):
        lit(pen, _polygon(lens((0.51, 0.62), tip, 0.16)), leaf, 0.035, 0.02)
        mid = ((0.51 + tip[0]) / 2, (0.62 + tip[1]) / 2 + 0.005)
        pen.line(shade(LEAF, 0.72), [(0.51, 0.62), mid], 0.014)


#: The Small Tree's round crown (x, y, r) in a tile, back to front.
CROWN_BALLS = (
    (0.41, 0.35, 0.13),
    (0.6, 0.36, 0.13),
    (0.33, 0.52, 0.13),
    (0.67, 0.53, 0.13),
    (0.5, 0.45, 0.15),
    (0.42, 0.6, 0.12),
    (0.59, 0.6, 0.12),
)


def draw_small_tree(pen: Pen) -> None:
    """Round: a ball of leaves on a short trunk."""
    ground(pen, 0.5, 0.85, 0.38, 0.08)
    lit(pen, _polygon([(0.44, 0.87), (0.47, 0.6), (0.53, 0.6), (0.56, 0.87)]), tones(TRUNK), 0.02)
    lit_clumps(pen, CROWN_BALLS, tones(CROWN), 0.045, 0.03)


#: The Big Tree's tiers (top, bottom, half width) from the lowest up.
TIERS = ((0.44, 0.86, 0.34), (0.25, 0.66, 0.27), (0.04, 0.44, 0.2))


def _tier(top: float, bottom: float, half: float) -> Shape:
    """A conifer tier: a triangle whose lower edge hangs a little in the middle."""
    skirt = [(0.5 + half * u / 8, bottom + 0.035 * (1 - (u / 8) ** 2)) for u in range(8, -9, -1)]
    return _polygon([(0.5, top), *skirt])


def draw_big_tree(pen: Pen) -> None:
    """Tall: a conifer of three tiers on a trunk."""
    ground(pen, 0.5, 0.93, 0.44, 0.07)
    lit(pen, _polygon([(0.45, 0.96), (0.46, 0.82), (0.54, 0.82), (0.55, 0.96)]), tones(TRUNK), 0.02)
    for top, bottom, half in TIERS:
        lit(pen, _tier(top, bottom, half), tones(CONIFER), 0.06, 0.035)


def draw_bush(pen: Pen) -> None:
    """A low clump with berries."""
    ground(pen, 0.5, 0.83, 0.78, 0.09)
    clump = [(0.4, 0.56, 0.17), (0.6, 0.56, 0.17), (0.26, 0.68, 0.14), (0.74, 0.68, 0.14)]
    clump += [(0.5, 0.69, 0.15), (0.35, 0.73, 0.12), (0.65, 0.73, 0.12)]
    lit_clumps(pen, clump, tones(BUSH), 0.04, 0.03)
    for x, y in ((0.33, 0.64), (0.55, 0.55), (0.66, 0.7), (0.45, 0.72), (0.78, 0.63)):
        pen.ellipse(shade(BERRY, 0.6), (x - 0.03, y - 0.03, 0.06, 0.06))
        pen.ellipse(BERRY, (x - 0.022, y - 0.022, 0.044, 0.044))
        pen.ellipse((255, 214, 206), (x - 0.016, y - 0.016, 0.016, 0.016))


def draw_lake(pen: Pen) -> None:
    """A flat disc of water set into the ground: the bank's shade on the far side of the
    light, the lit water towards the viewer, a glint and two ripples."""
    water = Tones(
        edge=mix(shade(WATER_DEEP, 0.35), OUTLINE, 0.5),
        base=WATER,
        far=mix(WATER, FOAM, 0.28),
        near=WATER_DEEP,
        rim=shade(WATER_DEEP, 0.8),
    )
    lit(pen, _oval((0.09, 0.5, 0.82, 0.36)), water, 0.045, 0.065)
    pen.poly(FOAM, lens((0.56, 0.57), (0.74, 0.6), 0.045), False)
    pen.line(FOAM, [(0.27, 0.67), (0.34, 0.64), (0.41, 0.67)], 0.028)
    pen.line(FOAM, [(0.5, 0.76), (0.57, 0.73), (0.64, 0.76)], 0.028)


PIECE_DRAWERS = {
    Piece.SPROUT: draw_sprout,
    Piece.SMALL_TREE: draw_small_tree,
    Piece.BIG_TREE: draw_big_tree,
    Piece.BUSH: draw_bush,
    Piece.LAKE: draw_lake,
}

# Where each piece sits in its tile (x0, y0, x1, y1), to zoom it into an icon.
PIECE_BOUNDS: dict[Piece, tuple[float, float, float, float]] = {
    Piece.SPROUT: (0.22, 0.42, 0.78, 0.86),
    Piece.SMALL_TREE: (0.18, 0.2, 0.82, 0.9),
    Piece.BIG_TREE: (0.14, 0.02, 0.86, 0.97),
    Piece.BUSH: (0.1, 0.38, 0.9, 0.88),
    Piece.LAKE: (0.07, 0.48, 0.93, 0.88),
}

#: Where each piece stands on its tile (x, y): a growth grows from there.
PIECE_FOOT: dict[Piece, Point] = {
    Piece.SPROUT: (0.5, 0.8),
    Piece.SMALL_TREE: (0.5, 0.86),
    Piece.BIG_TREE: (0.5, 0.95),
    Piece.BUSH: (0.5, 0.84),
    Piece.LAKE: (0.5, 0.68),
}


def fit_pen(surf: pygame.Surface, bounds: Sequence[float], box: pygame.Rect, w: float) -> Pen:
    """A pen that maps the unit-space ``bounds`` centred into the pixel ``box``."""
    bw, bh = bounds[2] - bounds[0], bounds[3] - bounds[1]
    scale = min(box.width / bw, box.height / bh)
    ox = box.centerx - (bounds[0] + bw / 2) * scale
    oy = box.centery - (bounds[1] + bh / 2) * scale
    return Pen(surf, ox, oy, scale, w)


# --- small icons (unit box) -----------------------------------------------------------------


def draw_flower(pen: Pen) -> None:
    petals = []
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        petals.append((0.5 + 0.26 * math.cos(a), 0.52 + 0.26 * math.sin(a), 0.2))
    pen.blobs(PETAL, petals)
    pen.blobs(GOLD, [(0.5, 0.52, 0.13)])


def drop(cx: float, cy: float, r: float, tip: float) -> list[Point]:
    """A water-drop outline: a circle of radius ``r`` at (cx, cy) with its point at y=``tip``."""
    a = math.acos(min(1.0, r / (cy - tip)))  # centre-to-tangent-point angle from straight up
    start, end = -math.pi / 2 + a, 3 * math.pi / 2 - a
    arc = [start + (end - start) * i / 24 for i in range(25)]
    return [(cx, tip)] + [(cx + r * math.cos(t), cy + r * math.sin(t)) for t in arc]


def draw_aridity(pen: Pen) -> None:
    """A dried-up drop: a water drop of cracked clay."""
    pen.poly(CLAY, drop(0.5, 0.62, 0.33, 0.02))
    crack = shade(CLAY, 0.35)
    pen.line(crack, [(0.5, 0.22), (0.44, 0.42), (0.56, 0.56), (0.46, 0.74), (0.52, 0.93)], 0.06)
    pen.line(crack, [(0.56, 0.56), (0.8, 0.62)], 0.05)
    pen.line(crack, [(0.44, 0.42), (0.24, 0.5)], 0.05)
    pen.line(crack, [(0.46, 0.74), (0.24, 0.76)], 0.05)
    pen.ellipse(shade(CLAY, 1.18), (0.3, 0.52, 0.08, 0.14))


def draw_sun(pen: Pen) -> None:
    for i in range(12):
        a = i * math.pi / 6
        ca, sa = math.cos(a), math.sin(a)
        tip = (0.5 + 0.48 * ca, 0.5 + 0.48 * sa)
        left = (0.5 + 0.3 * math.cos(a - 0.2), 0.5 + 0.3 * math.sin(a - 0.2))
        right = (0.5 + 0.3 * math.cos(a + 0.2), 0.5 + 0.3 * math.sin(a + 0.2))
        pen.poly(RAY, [left, tip, right])
    pen.blobs(GOLD, [(0.5, 0.5, 0.29)])
    pen.ellipse(shade(GOLD, 1.12), (0.34, 0.32, 0.16, 0.11))


def draw_arrow(pen: Pen, x: float, y: float, s: float) -> None:
    """An outlined up arrow in the box (x, y, s, s)."""
    pts = [(0.5, 0.0), (1.0, 0.5), (0.7, 0.5), (0.7, 1.0), (0.3, 1.0), (0.3, 0.5), (0.0, 0.5)]
    pen.poly(ARROW, [(x + px * s, y + py * s) for px, py in pts])


def draw_bud(pen: Pen) -> None:
    pen.line(OUTLINE, [(0.5, 0.96), (0.5, 0.6)], 0.1)
    pen.line(LEAF, [(0.5, 0.94), (0.5, 0.62)], 0.045)
    pen.poly(LEAF, lens((0.5, 0.86), (0.2, 0.7), 0.16))
    pen.poly(PETAL, lens((0.5, 0.66), (0.5, 0.04), 0.46))
    pen.poly(shade(PETAL, 0.85), lens((0.5, 0.66), (0.5, 0.2), 0.18))
    pen.poly(LEAF, lens((0.5, 0.68), (0.32, 0.42), 0.16))
    pen.poly(LEAF, lens((0.5, 0.68), (0.68, 0.42), 0.16))
