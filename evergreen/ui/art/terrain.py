"""The large planet's spaces painted as terrain: each biome its own ground and detail (grass
tufts, flower specks in the grass, wheat in rows, rock facets and cracks, swamp reeds by a
pool's sheen, a snow crust that glints), lit from the sun's side, the biome's symbol calm in
its corner, the tile's rounded edge and bevel telling the 37 spaces apart.

A tile is painted two or three times finer than its size (``canvas_side``), in unit
coordinates (0..1 across the tile), and scaled down once. Its detail comes from a generator seeded by the biome and a variant
(``VARIANTS`` per biome, the space's variant ``variant_of``), never by the size or the sun:
the same space looks the same at every window size and under every sun, only lit from
another side, and neighbouring spaces of a biome are not one stamp. Every tile is kept in
a bounded cache (one planet uses at most ``VARIANTS`` × 6 + 1 of them per sun). Callers
must not draw on a returned surface. Nothing here needs a display mode.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

import pygame

from evergreen.rules import Sun
from evergreen.rules.enums import Biome
from evergreen.ui.art import shapes as sh
from evergreen.ui.art import sprites
from evergreen.ui.art.shapes import Colour, Point
from evergreen.ui.kit.bounded_cache import bounded

GRID = 7
#: The contact shadows are drawn at 1/SHADOW_SCALE of the painting's size, then blurred.
SHADOW_SCALE = 4
#: How many looks each biome has; ``variant_of`` gives a space its own.
VARIANTS = 4

#: Unit vector from a tile's centre towards each side's sun (screen y points down).
TOWARD_SUN: dict[Sun, tuple[float, float]] = {
    Sun.TOP: (0.0, -1.0),
    Sun.RIGHT: (1.0, 0.0),
    Sun.BOTTOM: (0.0, 1.0),
    Sun.LEFT: (-1.0, 0.0),
}

#: The ground's value on the sun's side and on the far side (times the biome's colour):
#: a tile is a little darker away from the sun.
LIT, FAR = 1.08, 0.86
#: Warm sunlight and cool shade mixed into highlights and shadows.
SUNLIGHT: Colour = (255, 246, 214)
SHADE: Colour = (28, 40, 62)
#: The corner boxes (unit coordinates) the symbols stand in: detail keeps out of them.
SYMBOL_BOX = (0.0, 0.0, 0.42, 0.42)
ECHO_BOX = (0.7, 0.7, 1.0, 1.0)
#: Tiles at least this wide carry the fainter echo of the symbol in the far corner.
ECHO_FROM = 56


def variant_of(space: int) -> int:
    """The look (0..``VARIANTS`` - 1) of the grid's space ``space``: stable, and different
    from each of its eight neighbours' (the column plus twice the row, modulo four)."""
    r, c = divmod(space, GRID)
    return (c + 2 * r) % VARIANTS


#: The side of the largest painting: a larger tile is painted at this side and scaled
#: down (a 4K window's tiles, 214 px, painted at twice their size took 10 ms of CPU each,
#: a quarter of a second a planet at every size a window is dragged through; 4 ms now).
MAX_CANVAS = 256


def canvas_side(size: int) -> int:
    """The side of a tile's painting: three or two times finer than the tile (thin blades
    need the pixels on a small tile), at most ``MAX_CANVAS``, never coarser than the tile."""
    return max(size, min(size * (3 if size < 48 else 2), MAX_CANVAS))


#: A touch of the painting that depends on the sun's side (a blade's lit edge, a flower's
#: highlight, a whole rock's facets), drawn on a ``Canvas`` lit from its ``sun``.
Mark = Callable[["Canvas"], None]
#: A contact shadow as painted: centre, radii (unit coordinates) and alpha.
Cast = tuple[float, float, float, float, int]


@dataclass
class Canvas:
    """A tile being painted: the opaque ground ``surf`` of ``px`` pixels a side, the seeded
    generator, the sun's direction and the contact shadows laid over the detail.

    With ``sunless`` the painting is the sun-free part of a tile (``sunless_ground``): every
    touch that depends on the sun (``mark``) is kept, not drawn, to be drawn on a copy for
    each side of the sun (``relit``); otherwise it is drawn at once (``painted_afresh``).
    """

    surf: pygame.Surface
    px: int
    rng: random.Random
    sun: tuple[float, float]
    base: Colour
    sunless: bool = False
    marks: list[tuple[Mark, object]] = field(default_factory=list)
    casts: list[Cast] = field(default_factory=list)

    def mark(self, touch: Mark, random_too: bool = False) -> None:
        """Paint ``touch``, which depends on the sun: now, or (``sunless``) kept for each
        side's painting. A touch drawn from the generator (``random_too``) gets it as it is
        now each time it is painted; no touch moves it on for the painting after it, so the
        sun-free painting and a painting afresh draw the same detail."""
        state = self.rng.getstate() if random_too else None
        if self.sunless:
            self.marks.append((touch, state))
            return
        touch(self)
        if state is not None:
            self.rng.setstate(state)

    def touches(self, marks: list[tuple[Mark, object]]) -> None:
        """Paint the kept ``marks`` (of a sun-free painting) in this canvas's light."""
        for touch, state in marks:
            if state is not None:
                self.rng.setstate(state)  # type: ignore[arg-type]
            touch(self)

    @property
    def low(self) -> int:
        """The side of the shadow layer: soft shadows are drawn and blurred at a quarter of
        the painting's size (a blur at full size was half a tile's time)."""
        return max(8, self.px // SHADOW_SCALE)

    def pt(self, x: float, y: float) -> Point:
        return (x * self.px, y * self.px)

    def poly(self, colour: Colour, pts: list[Point]) -> None:
        pygame.draw.polygon(self.surf, colour, [self.pt(x, y) for x, y in pts])

    def ellipse(self, colour: Colour, cx: float, cy: float, rx: float, ry: float) -> None:
        box = pygame.Rect(0, 0, max(1, round(2 * rx * self.px)), max(1, round(2 * ry * self.px)))
        box.center = (round(cx * self.px), round(cy * self.px))
        pygame.draw.ellipse(self.surf, colour, box)

    def line(self, colour: Colour, pts: list[Point], width: float) -> None:
        w = max(1, round(width * self.px))
        q = [self.pt(x, y) for x, y in pts]
        pygame.draw.lines(self.surf, colour, False, q, w)
        if w > 2:
            for p in q:
                pygame.draw.circle(self.surf, colour, p, w / 2)

    def shadow(self, cx: float, cy: float, rx: float, ry: float, alpha: int) -> None:
        """A soft contact shadow under a detail, cast away from the sun (``soft_shadows``
        draws them once the detail is painted)."""
        self.casts.append((cx, cy, rx, ry, alpha))

    def soft_shadows(self) -> pygame.Surface:
        """The contact shadows, cast away from the sun, blurred and scaled up to the
        painting."""
        ux, uy = self.sun
        q = self.low
        layer = pygame.Surface((q, q), pygame.SRCALPHA)
        layer.fill((*SHADE, 0))
        for cx, cy, rx, ry, alpha in self.casts:
            box = pygame.Rect(0, 0, max(1, round(2 * rx * q)), max(1, round(2 * ry * q)))
            box.center = (round((cx - ux * rx * 0.6) * q), round((cy - uy * ry * 0.6) * q))
            pygame.draw.ellipse(layer, (*SHADE, alpha), box)
        blurred = pygame.transform.gaussian_blur(layer, max(1, q // 40))
        return pygame.transform.smoothscale(blurred, (self.px, self.px))

    def lit(self, f: float) -> Colour:
        """The biome's colour lightened toward sunlight (``f`` > 0) or darkened toward
        shade (``f`` < 0)."""
        if f >= 0:
            return sh.mix(self.base, SUNLIGHT, f)
        return sh.mix(self.base, SHADE, -f)

    def spots(self, n: int, keep_out: bool = True, margin: float = 0.05) -> list[Point]:
        """``n`` places on the tile, in painting order (far ones first: the view looks
        down at the ground from the front), none in the symbols' corners."""
        out: list[Point] = []
        tries = 0
        while len(out) < n and tries < n * 20:
            tries += 1
            p = (self.rng.uniform(margin, 1 - margin), self.rng.uniform(margin, 1 - margin))
            if not keep_out or not in_symbol_corner(p):
                out.append(p)
        return sorted(out, key=lambda p: p[1])


def in_symbol_corner(p: Point, pad: float = 0.0) -> bool:
    """Whether ``p`` lies in a symbol's corner (with ``pad`` around it)."""
    x, y = p
    for x0, y0, x1, y1 in (SYMBOL_BOX, ECHO_BOX):
        if x0 - pad <= x <= x1 + pad and y0 - pad <= y <= y1 + pad:
            return True
    return False


# --- the ground ------------------------------------------------------------------------------


def mottle(rng: random.Random, px: int, base: Colour, depth: float) -> pygame.Surface:
    """The ground's patchy value: two octaves of smoothed random cells around the biome's
    colour, ``depth`` the strongest change (a fraction of the colour)."""
    out = pygame.Surface((px, px))
    for cells, weight, special in ((5, 1.0, 0), (11, 0.5, pygame.BLEND_RGB_MULT)):
        grid = pygame.Surface((cells, cells))
        for y in range(cells):
            for x in range(cells):
                u = rng.uniform(-1, 1) * depth * weight
                if special:
                    grid.set_at((x, y), sh.shade((255, 255, 255), (1 - depth * weight) + u))
                else:
                    grid.set_at((x, y), sh.shade(base, 1 + u))
        layer = pygame.transform.smoothscale(grid, (px, px))
        out.blit(layer, (0, 0), special_flags=special)
    return out


@bounded("art.terrain.light_falloff", 8, 4 * 2**20)
def light_falloff(px: int, sun: tuple[float, float]) -> pygame.Surface:
    """Grey multipliers across the tile: ``LIT`` on the sun's side down to ``FAR`` on the
    other, over a ground painted ``LIT`` times lighter than its colour."""
    n = 16
    strip = pygame.Surface((n, 1))
    for k in range(n):
        t = k / (n - 1)  # 0 on the sun's side
        strip.set_at((k, 0), sh.shade((255, 255, 255), (LIT + (FAR - LIT) * t) / LIT))
    ux, uy = sun
    if uy:
        strip = pygame.transform.rotate(strip, 90 if uy > 0 else -90)
    elif ux > 0:
        strip = pygame.transform.flip(strip, True, False)
    return pygame.transform.smoothscale(strip, (px, px))


# --- the biomes' detail ----------------------------------------------------------------------


def blade(c: Canvas, base: Point, tip: Point, width: float, body: Colour, rim: Colour) -> None:
    """One blade of grass (or a reed's leaf): its body, and a sliver of light on the side
    toward the sun."""
    bx, by = base
    tx, ty = tip
    dx, dy = tx - bx, ty - by
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    c.poly(body, [(bx + nx, by + ny), (tx, ty), (bx - nx, by - ny)])
    mx, my = bx + dx * 0.25, by + dy * 0.25

    def lit_edge(k: Canvas) -> None:
        ux, uy = k.sun
        side = 1.0 if nx * ux + ny * uy >= 0 else -1.0  # the blade's edge toward the sun
        k.poly(
            rim,
            [
                (mx + nx * side, my + ny * side),
                (tx, ty),
                (mx + nx * side * 0.1, my + ny * side * 0.1),
            ],
        )

    c.mark(lit_edge)


def tuft(c: Canvas, x: float, y: float, scale: float, tones: tuple[Colour, ...]) -> None:
    """A tuft of grass blades fanning up from ``(x, y)``, with its contact shadow."""
    rng = c.rng
    c.shadow(x, y, 0.07 * scale, 0.025 * scale, 75)
    n = rng.randint(6, 9)
    for k in range(n):
        spread = (k / (n - 1) - 0.5) * 0.1 * scale + rng.uniform(-0.01, 0.01)
        length = rng.uniform(0.08, 0.14) * scale
        tip = (x + spread * 1.8, y - length)
        body = tones[k % 2]
        blade(c, (x + spread * 0.3, y), tip, 0.028 * scale, body, tones[2])


def paint_grassland(c: Canvas) -> None:
    """A lawn of short blades in a few greens, tufts standing out of it."""
    tones = (c.lit(-0.34), c.lit(-0.14), sh.mix(c.base, (214, 240, 150), 0.45))
    carpet = (c.lit(-0.24), c.lit(-0.1), c.lit(0.08), sh.mix(c.base, (200, 232, 140), 0.3))
    for x, y in c.spots(170, keep_out=False, margin=0.02):
        if in_symbol_corner((x, y), -0.03):
            continue
        length = c.rng.uniform(0.035, 0.06)
        tip = (x + c.rng.uniform(-0.02, 0.02), y - length)
        c.poly(carpet[c.rng.randrange(4)], [(x - 0.009, y), tip, (x + 0.009, y)])
    for x, y in c.spots(9, margin=0.1):
        tuft(c, x, y + 0.05, c.rng.uniform(0.85, 1.2), tones)


def flower(c: Canvas, x: float, y: float, r: float, petal: Colour, heart: Colour) -> None:
    """A flower seen from above: five petals round a heart, a shadow on its far side."""
    c.shadow(x, y + r * 0.3, r * 1.3, r * 1.0, 80)
    for k in range(5):
        a = c.rng.uniform(0, 0.6) + k * 2 * math.pi / 5
        c.ellipse(petal, x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55, r * 0.5, r * 0.5)

    def highlight(k: Canvas) -> None:  # and the heart over it
        ux, uy = k.sun
        k.ellipse(
            sh.mix(petal, SUNLIGHT, 0.5), x + ux * r * 0.35, y + uy * r * 0.35, r * 0.3, r * 0.3
        )
        k.ellipse(heart, x, y, r * 0.32, r * 0.32)

    c.mark(highlight)


def paint_flowers(c: Canvas) -> None:
    """A meadow of short leaves with flowers growing in a few patches, each patch mostly
    of one colour (strewn evenly, they read as confetti)."""
    leaf = (96, 150, 84)
    tones = (sh.shade(leaf, 0.75), leaf, sh.mix(leaf, SUNLIGHT, 0.35))
    for x, y in c.spots(14):
        for k in range(3):
            tip = (x + (k - 1) * 0.025 + c.rng.uniform(-0.01, 0.01), y - c.rng.uniform(0.04, 0.07))
            blade(c, (x + (k - 1) * 0.006, y), tip, 0.02, tones[k % 2], tones[2])
    for k, (x, y) in enumerate(c.spots(50, keep_out=False, margin=0.04)):  # far-off blooms
        if not in_symbol_corner((x, y), -0.02):
            speck = (255, 226, 238) if k % 3 else (196, 92, 146)
            c.ellipse(speck, x, y, 0.011, 0.009)
    petals = [(250, 244, 238), (198, 62, 132), (255, 206, 226), (168, 110, 208)]
    hearts = [(246, 200, 70), (255, 226, 120)]
    blooms: list[tuple[float, float, int]] = []
    for patch, (px_, py_) in enumerate(c.spots(3, margin=0.22)):
        for _ in range(c.rng.randint(4, 6)):
            x = min(0.94, max(0.06, c.rng.gauss(px_, 0.09)))
            y = min(0.94, max(0.06, c.rng.gauss(py_, 0.07)))
            if not in_symbol_corner((x, y)):
                colour = patch if c.rng.random() < 0.75 else c.rng.randrange(len(petals))
                blooms.append((x, y, colour))
    for k, (x, y, colour) in enumerate(sorted(blooms, key=lambda b: b[1])):
        r = c.rng.uniform(0.03, 0.045)
        flower(c, x, y, r, petals[colour % len(petals)], hearts[k % 2])


def paint_wheat(c: Canvas) -> None:
    """Wheat in rows: a furrow in shade under each row, stalks along it, their ears lit on
    the sun's side."""
    rows = c.rng.choice((4, 5, 6))
    phase = c.rng.uniform(0.55, 1.0)
    slant = c.rng.uniform(-0.12, 0.12)
    furrow, stalk = c.lit(-0.26), c.lit(-0.2)
    ear, ear_dark = sh.mix(c.base, (196, 136, 40), 0.55), sh.mix(c.base, (156, 102, 34), 0.7)
    ear_lit = sh.mix(c.base, SUNLIGHT, 0.25)
    for row in range(rows + 1):
        y0 = (row + phase) / rows
        c.line(furrow, [(-0.05, y0 - slant * 0.55), (1.05, y0 + slant * 0.55)], 0.022)
        x = c.rng.uniform(0.0, 0.03)
        k = 0
        while x < 1.0:
            k += 1
            y = y0 + slant * (x - 0.5) - 0.01
            if not in_symbol_corner((x, y - 0.06), 0.02):
                lean = c.rng.uniform(-0.018, 0.018)
                top = (x + lean, y - c.rng.uniform(0.07, 0.1))
                c.line(stalk, [(x, y), top], 0.009)
                head = (top[0] + lean * 0.6, top[1] - 0.085)
                c.poly(ear_dark if k % 3 == 0 else ear, diamond(top, head, 0.04))
                c.mark(partial(lit_ear, top=top, head=head, colour=ear_lit))
            x += c.rng.uniform(0.034, 0.046)


def lit_ear(c: Canvas, top: Point, head: Point, colour: Colour) -> None:
    """The light along an ear of wheat, on its side toward the sun."""
    ux, uy = c.sun
    lit_top = (top[0] + ux * 0.007, top[1] + 0.02 + uy * 0.007)
    lit_head = (head[0] + ux * 0.007, head[1] + uy * 0.007)
    c.poly(colour, diamond(lit_top, lit_head, 0.013))


def diamond(a: Point, b: Point, width: float) -> list[Point]:
    """A slim four-sided leaf or ear from ``a`` to ``b``, widest a little below its middle."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    mx, my = a[0] + dx * 0.45, a[1] + dy * 0.45
    return [a, (mx + nx, my + ny), b, (mx - nx, my - ny)]


def paint_rock(c: Canvas) -> None:
    """Stone broken into facets, each lit by how it faces the sun, cracked, with a few
    pebbles: all of it lit (the facets cover the ground), painted for each side."""
    c.mark(lit_rock, random_too=True)


def lit_rock(c: Canvas) -> None:
    """``paint_rock``'s stone, lit from the canvas's sun."""
    n = 3
    jitter = 0.4 / n
    pts = [
        [
            (
                i / n + (c.rng.uniform(-jitter, jitter) if 0 < i < n else 0),
                j / n + (c.rng.uniform(-jitter, jitter) if 0 < j < n else 0),
            )
            for i in range(n + 1)
        ]
        for j in range(n + 1)
    ]
    ux, uy = c.sun
    seam = c.lit(-0.3)
    for j in range(n):
        for i in range(n):
            a, b, d, e = pts[j][i], pts[j][i + 1], pts[j + 1][i + 1], pts[j + 1][i]
            for tri in ((a, b, d), (a, d, e)) if (i + j) % 2 else ((a, b, e), (b, d, e)):
                nx, ny = c.rng.uniform(-1, 1), c.rng.uniform(-1, 1)
                facing = nx * ux + ny * uy
                c.poly(c.lit(0.16 * facing - 0.02), list(tri))
                pygame.draw.aalines(c.surf, seam, True, [c.pt(*p) for p in tri])
    for _ in range(c.rng.randint(2, 3)):
        crack(c)
    for x, y in c.spots(6):
        r = c.rng.uniform(0.02, 0.035)
        c.shadow(x, y + r * 0.3, r * 1.4, r * 0.9, 90)
        c.ellipse(c.lit(-0.05), x, y, r, r * 0.75)
        c.ellipse(c.lit(0.38), x + ux * r * 0.3, y + uy * r * 0.25, r * 0.6, r * 0.42)


def crack(c: Canvas) -> None:
    """A crack wandering across the stone: dark, with a light lip on its sun-side edge."""
    x, y = c.rng.uniform(0.3, 0.9), c.rng.uniform(0.3, 0.9)
    a = c.rng.uniform(0, 2 * math.pi)
    pts = [(x, y)]
    for _ in range(c.rng.randint(3, 5)):
        a += c.rng.uniform(-0.9, 0.9)
        step = c.rng.uniform(0.06, 0.11)
        x, y = x + math.cos(a) * step, y + math.sin(a) * step
        if in_symbol_corner((x, y)):
            break
        pts.append((x, y))
    if len(pts) < 2:
        return
    ux, uy = c.sun
    c.line(c.lit(0.4), [(px + ux * 0.01, py + uy * 0.01) for px, py in pts], 0.012)
    c.line(sh.mix(c.base, (20, 16, 14), 0.7), pts, 0.014)


def paint_swamp(c: Canvas) -> None:
    """Dark wet ground with a pool or two catching the light, and clumps of reeds, some
    with cattail heads."""
    water = sh.mix(c.base, (96, 150, 168), 0.5)
    for _ in range(c.rng.randint(1, 2)):
        x, y = c.rng.uniform(0.45, 0.72), c.rng.uniform(0.38, 0.7)
        pool(c, x, y, c.rng.uniform(0.17, 0.23), water)
    reed, reed_lit = sh.mix(c.base, (110, 138, 64), 0.55), sh.mix(c.base, (176, 196, 112), 0.65)
    head = (96, 62, 40)
    for x, y in c.spots(8, margin=0.09):
        c.shadow(x, y, 0.055, 0.02, 120)
        for k in range(c.rng.randint(4, 6)):
            bx = x + (k - 2.5) * 0.012
            tip = (
                bx + (k - 2.5) * 0.012 + c.rng.uniform(-0.02, 0.02),
                y - c.rng.uniform(0.12, 0.2),
            )
            blade(c, (bx, y), tip, 0.022, sh.shade(reed, 0.75 if k % 2 else 1.0), reed_lit)
            if k == 2 and c.rng.random() < 0.75:
                hx, hy = tip[0] * 0.75 + bx * 0.25, tip[1] * 0.75 + y * 0.25
                c.ellipse(head, hx, hy, 0.013, 0.03)
                c.mark(partial(lit_cattail, x=hx, y=hy, colour=sh.mix(head, SUNLIGHT, 0.4)))


def lit_cattail(c: Canvas, x: float, y: float, colour: Colour) -> None:
    """The light on a cattail's head, on its side toward the sun."""
    ux, uy = c.sun
    c.ellipse(colour, x + ux * 0.005, y + uy * 0.01, 0.006, 0.015)


def pool(c: Canvas, x: float, y: float, r: float, water: Colour) -> None:
    """A still pool: a dark rim of mud, the water, streaks of sky on its sun's side."""
    blobs = [(x, y, r, r * 0.55)]
    for _ in range(3):
        blobs.append(
            (x + c.rng.uniform(-r, r) * 0.6, y + c.rng.uniform(-r, r) * 0.3, r * 0.6, r * 0.35)
        )
    for bx, by, rx, ry in blobs:
        c.ellipse(c.lit(-0.35), bx, by + 0.008, rx + 0.012, ry + 0.01)
    for bx, by, rx, ry in blobs:
        c.ellipse(water, bx, by, rx, ry)
    sheen = sh.mix(water, (214, 236, 240), 0.7)
    for k in range(3):
        sx = x + c.rng.uniform(-0.3, 0.3) * r
        sy = y + (k - 1) * r * 0.18
        half = r * c.rng.uniform(0.18, 0.35)
        colour = sheen if k != 1 else sh.mix(water, sheen, 0.6)
        c.mark(partial(lit_streak, x=sx, y=sy, half=half, r=r, colour=colour))
    for _ in range(c.rng.randint(1, 2)):  # a lily pad
        px_, py_ = x + c.rng.uniform(-0.5, 0.5) * r, y + c.rng.uniform(-0.2, 0.2) * r
        c.ellipse((72, 128, 74), px_, py_, 0.026, 0.016)
        c.mark(partial(lit_pad, x=px_, y=py_))


def lit_streak(c: Canvas, x: float, y: float, half: float, r: float, colour: Colour) -> None:
    """A streak of sky on a pool (centred at ``x``, ``y`` under an overhead sun), toward
    the sun's side of a pool ``r`` wide."""
    ux, uy = c.sun
    sx, sy = x + ux * r * 0.35, y + uy * r * 0.25
    c.line(colour, [(sx - half, sy), (sx + half, sy)], 0.01)


def lit_pad(c: Canvas, x: float, y: float) -> None:
    """The light on a lily pad, on its side toward the sun."""
    ux, uy = c.sun
    c.ellipse((120, 170, 96), x + ux * 0.006, y + uy * 0.004, 0.014, 0.008)


def paint_snow(c: Canvas) -> None:
    """Drifts with a blue shade on their far side and a white crest toward the sun, a fine
    crust, and glints: all of it over the drifts' light, painted for each side."""
    c.mark(lit_snow, random_too=True)


def lit_snow(c: Canvas) -> None:
    """``paint_snow``'s drifts, crust and glints, lit from the canvas's sun."""
    ux, uy = c.sun
    cold = (150, 172, 206)

    def tone(f: float) -> Colour:  # snow lightens to white and shades to blue
        return sh.mix(c.base, (255, 255, 255), f) if f >= 0 else sh.mix(c.base, cold, -f)

    for x, y in c.spots(5, keep_out=False, margin=0.14):
        rx, ry = c.rng.uniform(0.16, 0.28), c.rng.uniform(0.04, 0.065)
        for k in range(5):  # the drift's far side in shade, rising to a lit crest
            t = k / 4
            off = 0.03 * (1 - t)
            cx, cy = x - ux * off + ux * rx * 0.3 * t, y - uy * off + uy * ry * 0.5 * t
            c.ellipse(tone(-0.5 + 1.3 * t), cx, cy, rx * (1 - 0.45 * t), ry * (1 - 0.5 * t))
    for x, y in c.spots(40, keep_out=False, margin=0.03):
        c.ellipse(tone(-0.3), x, y, 0.005, 0.0035)
    for x, y in c.spots(8, margin=0.08):
        glint(c, x, y, c.rng.uniform(0.018, 0.032))


def glint(c: Canvas, x: float, y: float, r: float) -> None:
    """A spark on the crust: a small four-pointed star, white on a cold edge."""
    c.poly((132, 168, 220), sh.star(x, y, r, r * 0.3, 4))
    c.poly((255, 255, 255), sh.star(x, y, r * 0.75, r * 0.22, 4))


PAINTERS: dict[Biome, Callable[[Canvas], None]] = {
    Biome.GRASSLAND: paint_grassland,
    Biome.FLOWERS: paint_flowers,
    Biome.WHEAT: paint_wheat,
    Biome.ROCK: paint_rock,
    Biome.SWAMP: paint_swamp,
    Biome.SNOW: paint_snow,
}

#: How patchy each biome's ground is.
MOTTLE = {Biome.ROCK: 0.06, Biome.SNOW: 0.03, Biome.SWAMP: 0.1}


# --- the tile --------------------------------------------------------------------------------


def seed(biome: Biome, variant: int) -> str:
    """What a biome's variant is generated from (a text seed: the same in every run)."""
    return f"terrain/{Biome(biome).name}/{variant}"


@dataclass(frozen=True)
class SunlessGround:
    """The part of a biome's variant painted once for every side of the sun, at a canvas's
    size: the ground and its detail (``surf``), the touches that depend on the sun, kept
    to be painted for each side (``marks``), and the contact shadows (``casts``)."""

    surf: pygame.Surface
    marks: tuple[tuple[Mark, object], ...]
    casts: tuple[Cast, ...]

    @property
    def nbytes(self) -> int:
        """What it holds, for its cache's bound: the picture's bytes (the touches are small)."""
        w, h = self.surf.get_size()
        return w * h * self.surf.get_bytesize() + 64 * len(self.marks)


@bounded("art.terrain.sunless_ground", 64, 12 * 2**20)
def sunless_ground(big: int, biome: Biome, variant: int) -> SunlessGround:
    """A biome's ``variant`` painted ``big`` wide without its light (``SunlessGround``):
    a new side of the sun repaints only the touches that depend on it (``relit``), a fifth
    of a tile's painting."""
    base = sh.shade(sprites.BIOME_COLOURS[biome], LIT)
    rng = random.Random(seed(biome, variant % VARIANTS))
    ground = mottle(rng, big, base, MOTTLE.get(biome, 0.07))
    canvas = Canvas(ground, big, rng, (0.0, 0.0), base, sunless=True)
    PAINTERS[biome](canvas)
    return SunlessGround(ground, tuple(canvas.marks), tuple(canvas.casts))


def relit(big: int, biome: Biome, variant: int, toward: tuple[float, float]) -> pygame.Surface:
    """A biome's ground lit from ``toward``: its sun-free painting (kept) copied, the
    touches that depend on the sun painted on it, the light's falloff and the shadows laid
    over. Like the painting afresh but that each lit touch lies over the detail painted
    after it (a blade's lit edge over the blade in front of it)."""
    painted = sunless_ground(big, biome, variant % VARIANTS)
    base = sh.shade(sprites.BIOME_COLOURS[biome], LIT)
    canvas = Canvas(painted.surf.copy(), big, random.Random(0), toward, base)
    canvas.casts = list(painted.casts)
    canvas.touches(list(painted.marks))
    return in_light(canvas)


def in_light(canvas: Canvas) -> pygame.Surface:
    """A painted canvas's ground in its sun's light: the falloff across it, then the
    contact shadows."""
    ground = canvas.surf
    ground.blit(light_falloff(canvas.px, canvas.sun), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    ground.blit(canvas.soft_shadows(), (0, 0))
    return ground


def painted_afresh(size: int, biome: Biome, variant: int, sun: Sun) -> pygame.Surface:
    """``tile`` painted in one go in the ``sun``'s light, every touch in its place (not
    kept: what ``relit`` is measured against)."""
    big = canvas_side(size)
    base = sh.shade(sprites.BIOME_COLOURS[biome], LIT)
    rng = random.Random(seed(biome, variant % VARIANTS))
    ground = mottle(rng, big, base, MOTTLE.get(biome, 0.07))
    canvas = Canvas(ground, big, rng, TOWARD_SUN[Sun(sun)], base)
    PAINTERS[biome](canvas)
    return finished(in_light(canvas), size, biome, Sun(sun))


@bounded("art.terrain.tile", 128, 24 * 2**20)
def tile(size: int, biome: Biome | None, variant: int, sun: Sun) -> pygame.Surface:
    """A space of the large planet, ``size`` pixels a side: the biome's ground painted with
    its ``variant`` of detail, lit from the ``sun``'s side, its symbol in the corner, a
    rounded rim and a bevel (light toward the sun, dark away); ``None``: a ravine.

    The sun-free part of the painting is kept (``sunless_ground``): the same tile under
    another sun costs its lit touches and the light only (``warm.py`` paints the next
    side's ahead)."""
    big = canvas_side(size)
    toward = TOWARD_SUN[Sun(sun)]
    if biome is None:
        ground = pygame.transform.smoothscale(sprites.biome_tile(size, None), (big, big))
        ground.blit(light_falloff(big, toward), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    else:
        ground = relit(big, biome, variant, toward)
    return finished(ground, size, biome, Sun(sun))


def finished(ground: pygame.Surface, size: int, biome: Biome | None, sun: Sun) -> pygame.Surface:
    """A lit ground made a tile ``size`` wide: the biome's mean colour kept, its symbol,
    the bevel toward the ``sun``, the rounded rim, scaled down once."""
    big = ground.get_width()
    base = sprites.RAVINE_COLOUR if biome is None else sprites.BIOME_COLOURS[biome]
    if biome is not None:
        keep_mean(ground, base)
        symbols_on(ground, biome, size, big)
    surf = sh.blank(big, big, base)
    surf.blit(ground, (0, 0))
    bevel_on(surf, base, TOWARD_SUN[sun])
    surf.blit(rounded_mask(big), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)  # the corners
    return sprites.scaled_down(surf, size, size)


def keep_mean(ground: pygame.Surface, colour: Colour) -> None:
    """Shift the painted ground's colours so that their mean is the biome's ``colour``: the
    detail changes the texture, never the colour the biome is told apart by (its checks in
    greyscale and for the colour-vision deficiencies hold for what is drawn)."""
    mean = pygame.transform.average_color(ground)
    up = tuple(max(0, c - m) for c, m in zip(colour, mean[:3], strict=True))
    down = tuple(max(0, m - c) for c, m in zip(colour, mean[:3], strict=True))
    ground.fill(up, special_flags=pygame.BLEND_RGB_ADD)
    ground.fill(down, special_flags=pygame.BLEND_RGB_SUB)


def symbols_on(ground: pygame.Surface, biome: Biome, size: int, big: int) -> None:
    """The biome's symbol in the top-left corner of a tile ``size`` wide painted ``big``
    wide, on a halo of the plain ground (texture never runs through it), and on a large
    tile its fainter echo bottom-right."""
    marks = [(0.3 if size >= ECHO_FROM else 0.34, 0.07, 1.0)]
    if size >= ECHO_FROM:
        marks.append((0.2, 0.74, 0.7))
    for scale, at, strength in marks:
        px = round(big * scale)
        ink, halo = symbol_pair(px, biome, strength)
        x = y = round(big * at)
        w = max(1, round(big * 0.012))
        for k in range(8):
            a = k * math.pi / 4
            ground.blit(halo, (x + round(w * math.cos(a)), y + round(w * math.sin(a))))
        ground.blit(ink, (x, y))


@bounded("art.terrain.symbol_pair", 32, 8 * 2**20)
def symbol_pair(px: int, biome: Biome, strength: float) -> tuple[pygame.Surface, pygame.Surface]:
    """The biome's symbol ``px`` wide in its ink of this ``strength``, and the same shape in
    the plain ground's colour (its halo). Kept: every variant and sun of a biome uses them."""
    ink = sprites.symbol_big(px, biome, sprites.symbol_colour(biome, strength))
    halo = sprites.symbol_big(px, biome, sh.shade(sprites.BIOME_COLOURS[biome], 1.02))
    return ink, halo


def bevel_on(surf: pygame.Surface, base: Colour, toward: tuple[float, float]) -> None:
    """The tile's rim and bevel: a light band on the sun's side, a dark one away, a dark
    rounded outline all round (the spaces' edges read on every ground)."""
    big = surf.get_width()
    surf.blit(bevel_layer(big, toward), (0, 0))
    rim = max(2, round(big * 0.025))
    pygame.draw.rect(surf, sh.shade(base, 0.7), surf.get_rect(), rim, border_radius=big // 9)


@bounded("art.terrain.bevel_layer", 8, 4 * 2**20)
def bevel_layer(big: int, toward: tuple[float, float]) -> pygame.Surface:
    """``bevel_on``'s light and dark bands for a tile painted ``big`` wide, the light
    toward the sun (the same for every biome: kept)."""
    edge = max(2, big // 14)
    bevel = pygame.Surface((big, big), pygame.SRCALPHA)
    ux, uy = toward
    for k in range(edge):
        a = round(90 * (1 - k / edge) ** 1.5)
        for colour, sign in (((*SUNLIGHT, a), 1), ((*SHADE, round(a * 1.1)), -1)):
            dx, dy = ux * sign, uy * sign
            if dy:
                y = k if dy < 0 else big - 1 - k
                pygame.draw.line(bevel, colour, (0, y), (big, y))
            else:
                x = k if dx < 0 else big - 1 - k
                pygame.draw.line(bevel, colour, (x, 0), (x, big))
    return bevel


@bounded("art.terrain.rounded_mask", 4, 2 * 2**20)
def rounded_mask(big: int) -> pygame.Surface:
    """White inside a tile's rounded square ``big`` wide, clear outside (multiplied over
    a tile; the same for every tile: kept)."""
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=big // 9)
    return mask
