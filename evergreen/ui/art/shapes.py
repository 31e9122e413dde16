"""Drawing helpers for :mod:`evergreen.ui.art.sprites`: shapes in unit coordinates, drawn
supersampled: the palette, the :class:`Pen`, the biome symbols and the small icons (the
pieces are ``pieces``').

Everything here draws onto big (3x) ``SRCALPHA`` surfaces; ``sprites`` scales the result down
once. Shapes are described in a unit box (0..1) that a :class:`Pen` maps onto the surface.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from evergreen.rules.enums import Biome

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
