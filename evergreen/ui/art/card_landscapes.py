"""A card's biome as a small landscape, drawn big (supersampled) for ``cards`` to frame:
grassland hills, a flower meadow, wheat fields in rows, rock crags, a swamp with reeds and
cattails, a snowfield under white peaks; the Wild card's a panorama of all six under one
sky. Lit like everything else from the upper left (``card_emblems.WARM`` and ``COOL``),
with the sun's glow up there. Seeded by the card, so each card of a biome shows its own
view of it and every run draws the same one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import pygame

from evergreen.rules.enums import PLANET_BIOMES, Biome
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.card_emblems import COOL, WARM
from evergreen.ui.art.shapes import Colour, Point
from evergreen.ui.art.sprites import BIOME_COLOURS

SKY_TOP: Colour = (150, 196, 226)
SKY_LOW: Colour = (236, 238, 220)


def gradient(w: int, h: int, top: Colour, bottom: Colour) -> pygame.Surface:
    """A ``w`` x ``h`` picture shading from ``top`` to ``bottom``: a column of a few steps,
    stretched smoothly (a line per row cost a third of drawing a card)."""
    steps = 16
    column = pygame.Surface((1, steps))
    for y in range(steps):
        column.set_at((0, y), sh.mix(top, bottom, y / (steps - 1)))
    return pygame.transform.smoothscale(column, (max(1, w), max(1, h)))


def _sky(w: int, h: int, top: Colour, low: Colour) -> pygame.Surface:
    """A landscape's sky: lighter towards the horizon (at seven tenths of its height), the
    sun's glow up on the left (drawn on a picture just round it)."""
    horizon = max(1, round(h * 0.7))
    sky = pygame.Surface((w, h))
    sky.fill(low)
    sky.blit(gradient(w, horizon, top, low), (0, 0))
    r = h * 0.5
    side = math.ceil(2 * r) + 2
    glow = pygame.Surface((side, side), pygame.SRCALPHA)
    for k in range(24, 0, -1):
        pygame.draw.circle(glow, (255, 250, 226, 8), (side / 2, side / 2), r * k / 24)
    pygame.draw.circle(glow, (255, 250, 230, 220), (side / 2, side / 2), r * 0.16)
    sky.blit(glow, (round(w * 0.16 - side / 2), round(h * 0.12 - side / 2)))
    return sky


class Scene:
    """A landscape being drawn into ``rect`` of ``surf``: unit coordinates across the band
    (0..1 both ways) and the card's seeded random numbers."""

    def __init__(
        self, surf: pygame.Surface, rect: pygame.Rect, seed: int, sky: bool = True
    ) -> None:
        self.surf, self.rect, self.with_sky = surf, rect, sky
        self.rng = random.Random(seed)
        self.px = max(1.0, rect.height / 60)  # one stroke's width, big pixels
        #: This view's horizon, higher or lower than another card's of the biome, and how
        #: rolling its hills are.
        self.lift = self.rng.uniform(-0.05, 0.05)
        self.roll = self.rng.uniform(0.7, 1.4)

    def pt(self, u: float, v: float) -> Point:
        return (self.rect.x + u * self.rect.width, self.rect.y + v * self.rect.height)

    def ridge(self, base: float, amp: float, waves: float, jag: float = 0.0) -> list[Point]:
        """A skyline across the band at height ``base`` (0 top, 1 bottom): smooth hills of
        ``waves`` bumps, made jagged by ``jag``."""
        phases = [self.rng.uniform(0, 2 * math.pi) for _ in range(3)]
        base, amp = base + self.lift * (1.2 - base), amp * self.roll
        pts = []
        n = 48
        for i in range(n + 1):
            u = i / n
            v = base - amp * (
                0.6 * math.sin(u * waves * math.pi + phases[0])
                + 0.3 * math.sin(u * waves * 2.3 * math.pi + phases[1])
                + 0.1 * math.sin(u * waves * 5.1 * math.pi + phases[2])
            )
            if jag and i % 2:
                v += self.rng.uniform(-jag, jag)
            pts.append((u, v))
        return pts

    def fill_below(self, ridge: Sequence[Point], top: Colour, bottom: Colour) -> None:
        """The land under ``ridge``, shading from ``top`` at its crest to ``bottom``, with a
        lit edge along the crest."""
        crest = min(v for _, v in ridge)
        poly = [self.pt(u, v) for u, v in ridge] + [self.pt(1, 1.02), self.pt(0, 1.02)]
        layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        y0 = round(self.pt(0, crest)[1])
        land = pygame.Rect(self.rect.x, y0, self.rect.width, self.rect.bottom + 1 - y0)
        layer.blit(gradient(land.width, land.height, top, bottom), land)
        mask = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(layer, (0, 0))
        rim = [self.pt(u, v) for u, v in ridge]
        pygame.draw.lines(self.surf, sh.mix(top, WARM, 0.45), False, rim, max(1, round(self.px)))

    def sky(self, top: Colour = SKY_TOP, low: Colour = SKY_LOW) -> None:
        """The sky, lighter towards the horizon, with the sun's glow up on the left (none
        where a Wild card's strip lies under its shared sky)."""
        if not self.with_sky:
            return
        self.surf.blit(_sky(self.rect.width, self.rect.height, top, low), self.rect)

    def strokes(
        self,
        colour: Colour,
        count: int,
        area: tuple[float, float],
        length: float,
        lean: float = 0.25,
        width: float = 1.0,
    ) -> None:
        """Short upright strokes (blades, stalks, reeds) scattered in the rows ``area``
        (top, bottom): longer and thicker lower down, where they are nearer."""
        for _ in range(count):
            u, v = self.rng.random(), self.rng.uniform(*area)
            near = 0.4 + 0.6 * (v - area[0]) / max(1e-6, area[1] - area[0])
            tip = (u + self.rng.uniform(-lean, lean) * length * near, v - length * near)
            pygame.draw.line(
                self.surf,
                colour,
                self.pt(u, v),
                self.pt(*tip),
                max(1, round(self.px * width * near)),
            )

    def dots(
        self, colours: Sequence[Colour], count: int, area: tuple[float, float], r: float
    ) -> None:
        """Specks (flowers, pebbles, glints) scattered in the rows ``area``, bigger nearer."""
        for _ in range(count):
            u, v = self.rng.random(), self.rng.uniform(*area)
            near = 0.35 + 0.65 * (v - area[0]) / max(1e-6, area[1] - area[0])
            pygame.draw.circle(
                self.surf, self.rng.choice(colours), self.pt(u, v), max(1.0, r * self.px * near)
            )


def _grassland(s: Scene) -> None:
    g = BIOME_COLOURS[Biome.GRASSLAND]
    s.sky()
    s.fill_below(s.ridge(0.42, 0.08, 2), sh.mix(g, SKY_LOW, 0.5), sh.mix(g, SKY_LOW, 0.35))
    s.fill_below(s.ridge(0.58, 0.09, 1.6), sh.shade(g, 1.06), sh.shade(g, 0.92))
    s.strokes(sh.shade(g, 0.78), 40, (0.62, 0.8), 0.05)
    s.fill_below(s.ridge(0.78, 0.07, 1.2), sh.shade(g, 0.92), sh.shade(g, 0.74))
    s.strokes(sh.shade(g, 0.62), 70, (0.84, 1.02), 0.12, 0.5, 1.2)
    s.strokes(sh.mix(g, WARM, 0.45), 40, (0.84, 1.02), 0.1, 0.5)


def _flowers(s: Scene) -> None:
    f = BIOME_COLOURS[Biome.FLOWERS]
    green = (136, 176, 96)
    s.sky()
    s.fill_below(s.ridge(0.44, 0.07, 2), sh.mix(green, SKY_LOW, 0.5), sh.mix(f, SKY_LOW, 0.3))
    s.fill_below(s.ridge(0.58, 0.08, 1.5), sh.shade(f, 1.04), sh.shade(f, 0.94))
    s.dots([(255, 236, 246), sh.shade(f, 0.78)], 60, (0.6, 0.8), 0.7)
    s.fill_below(s.ridge(0.76, 0.06, 1.3), sh.shade(f, 0.98), sh.shade(f, 0.86))
    s.strokes(sh.mix(green, f, 0.35), 50, (0.8, 1.02), 0.09, 0.5)
    s.dots([(255, 244, 250), (200, 70, 130), (252, 214, 90), sh.shade(f, 0.7)], 70, (0.8, 1.0), 1.5)


def _wheat(s: Scene) -> None:
    w = BIOME_COLOURS[Biome.WHEAT]
    s.sky(SKY_TOP, (244, 234, 204))
    s.fill_below(s.ridge(0.42, 0.06, 1.5), (150, 178, 110), (170, 186, 118))
    s.fill_below(s.ridge(0.52, 0.04, 1.2), sh.shade(w, 1.03), sh.shade(w, 0.9))
    # the rows, converging on a point beyond the horizon
    vx = s.rng.uniform(0.35, 0.65)
    for k in range(-12, 13):
        a, b = s.pt(vx + k * 0.02, 0.53 + s.lift * 0.68), s.pt(vx + k * 0.22, 1.05)
        pygame.draw.line(s.surf, sh.shade(w, 0.86), a, b, max(1, round(s.px * 0.8)))
    s.strokes(sh.shade(w, 0.8), 80, (0.8, 1.04), 0.18, 0.2, 1.0)
    for _ in range(30):  # ears on the nearest stalks
        u, v = s.rng.random(), s.rng.uniform(0.78, 0.9)
        x, y = s.pt(u, v)
        pygame.draw.ellipse(s.surf, sh.shade(w, 0.82), (x - s.px, y - 3 * s.px, 2 * s.px, 5 * s.px))
        pygame.draw.ellipse(
            s.surf, sh.mix(w, WARM, 0.4), (x - s.px * 0.6, y - 2.6 * s.px, s.px, 3 * s.px)
        )


def _crag(s: Scene, x: float, base: float, top: float, half: float, colour: Colour) -> None:
    """A rock crag: a jagged silhouette, its face towards the sun lit, the other shaded,
    split by a ridge down from the peak, with a few strata on the lit face."""
    rng = s.rng
    peak = (x + rng.uniform(-0.03, 0.03), top)
    drop = base - top

    def slope(side: float) -> list[Point]:
        return [
            (peak[0] + side * half * t + rng.uniform(-0.03, 0.03), top + drop * t**1.3)
            for t in (0.25, 0.5, 0.75)
        ] + [(peak[0] + side * half, base)]

    left, right = slope(-1), slope(1)
    ridge = [peak, (peak[0] + 0.02, top + drop * 0.4), (peak[0] - 0.01 + half * 0.2, base)]
    lit_face = [*ridge, *reversed(left)]
    shade_face = [*ridge, *right[::-1]][::-1]
    pygame.draw.polygon(s.surf, sh.mix(colour, WARM, 0.16), [s.pt(*p) for p in lit_face])
    dark = sh.mix(sh.shade(colour, 0.7), COOL, 0.16)
    pygame.draw.polygon(s.surf, dark, [s.pt(*p) for p in shade_face])
    width = max(1, round(s.px))
    for k in (0.45, 0.7):  # strata across the lit face
        y = top + drop * k
        x0 = peak[0] - half * k * 0.8
        line = [s.pt(x0, y + 0.03), s.pt(peak[0] - 0.02, y - 0.02)]
        pygame.draw.line(s.surf, sh.shade(colour, 0.82), line[0], line[1], width)
    pygame.draw.lines(
        s.surf, sh.mix(colour, WARM, 0.6), False, [s.pt(*p) for p in [peak, *left]], width
    )


def _rock(s: Scene) -> None:
    r = BIOME_COLOURS[Biome.ROCK]
    s.sky((140, 184, 214), (226, 230, 222))
    for k in range(3):
        _crag(
            s,
            0.15 + k * 0.36 + s.rng.uniform(-0.05, 0.05),
            0.7,
            s.rng.uniform(0.12, 0.3),
            0.24,
            sh.mix(r, SKY_LOW, 0.35),
        )
    for k in range(4):
        _crag(
            s,
            -0.05 + k * 0.36 + s.rng.uniform(-0.05, 0.05),
            1.0,
            s.rng.uniform(0.28, 0.45),
            0.26,
            sh.shade(r, 1.1),
        )
    s.fill_below(s.ridge(0.9, 0.04, 1.5, 0.01), sh.shade(r, 1.0), sh.shade(r, 0.84))
    s.dots([sh.shade(r, 0.6), sh.shade(r, 1.2)], 40, (0.88, 1.0), 1.2)


def _swamp(s: Scene) -> None:
    m = BIOME_COLOURS[Biome.SWAMP]
    s.sky((150, 178, 176), (214, 222, 206))
    s.fill_below(s.ridge(0.42, 0.05, 3, 0.02), sh.shade(m, 0.9), sh.shade(m, 0.8))
    water = [(0.0, 0.56), (1.0, 0.56)]
    s.fill_below(water, sh.mix(m, SKY_LOW, 0.12), sh.shade(m, 0.74))
    for _ in range(14):  # the water's sheen
        u, v = s.rng.random(), s.rng.uniform(0.6, 0.95)
        length = s.rng.uniform(0.05, 0.15)
        pygame.draw.line(
            s.surf,
            sh.mix(m, SKY_LOW, 0.55),
            s.pt(u, v),
            s.pt(u + length, v),
            max(1, round(s.px * 0.8)),
        )
    for _ in range(3):  # lily pads
        u, v = s.rng.uniform(0.1, 0.9), s.rng.uniform(0.72, 0.9)
        x, y = s.pt(u, v)
        pygame.draw.ellipse(
            s.surf, (92, 140, 84), (x - 5 * s.px, y - 1.6 * s.px, 10 * s.px, 3.2 * s.px)
        )
    s.fill_below(s.ridge(0.9, 0.05, 2), sh.shade(m, 0.8), sh.shade(m, 0.62))
    for _ in range(16):  # reeds and cattails in front
        u = s.rng.random()
        top = s.rng.uniform(0.4, 0.7)
        pygame.draw.line(
            s.surf, (44, 70, 52), s.pt(u, 1.02), s.pt(u + 0.01, top), max(1, round(s.px * 1.1))
        )
        if s.rng.random() < 0.5:
            x, y = s.pt(u + 0.01, top)
            pygame.draw.ellipse(s.surf, (112, 72, 44), (x - 1.2 * s.px, y, 2.4 * s.px, 6 * s.px))


def _snow(s: Scene) -> None:
    n = BIOME_COLOURS[Biome.SNOW]
    shadow = (176, 198, 226)
    s.sky((84, 134, 196), (196, 214, 236))
    for k in range(3):
        x = 0.2 + k * 0.32 + s.rng.uniform(-0.05, 0.05)
        top = s.rng.uniform(0.12, 0.28)
        peak, left, right = s.pt(x, top), s.pt(x - 0.3, 0.62), s.pt(x + 0.3, 0.62)
        pygame.draw.polygon(s.surf, sh.shade(n, 1.02), [left, peak, right])
        pygame.draw.polygon(s.surf, sh.mix(shadow, COOL, 0.12), [peak, right, s.pt(x + 0.04, 0.62)])
    s.fill_below(s.ridge(0.6, 0.06, 1.6), sh.shade(n, 1.03), sh.mix(n, shadow, 0.6))
    s.fill_below(s.ridge(0.8, 0.07, 1.2), sh.shade(n, 1.04), sh.mix(n, shadow, 0.55))
    for _ in range(5):  # drifts' blue shadows
        u, v = s.rng.random(), s.rng.uniform(0.84, 0.98)
        x, y = s.pt(u, v)
        pygame.draw.ellipse(s.surf, sh.mix(n, shadow, 0.7), (x, y, 14 * s.px, 2.2 * s.px))
    s.dots([(255, 255, 255)], 24, (0.62, 1.0), 0.9)


LANDSCAPES: dict[Biome, Callable[[Scene], None]] = {
    Biome.GRASSLAND: _grassland,
    Biome.FLOWERS: _flowers,
    Biome.WHEAT: _wheat,
    Biome.ROCK: _rock,
    Biome.SWAMP: _swamp,
    Biome.SNOW: _snow,
}


def draw_landscape(surf: pygame.Surface, rect: pygame.Rect, biome: Biome, seed: int) -> None:
    """The biome as a small landscape filling ``rect`` of ``surf`` (big pixels): the same
    picture for the same ``seed``. The Wild card's holds all six under one sky, a slanted
    strip of each."""
    local = pygame.Rect((0, 0), rect.size)
    if biome is not Biome.WILD:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        LANDSCAPES[biome](Scene(layer, local, seed))
        surf.blit(layer, rect)
        return
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    Scene(picture, local, seed).sky()
    slant = rect.height * 0.3
    strip = (rect.width + slant) / 6
    for k, b in enumerate(PLANET_BIOMES):
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        LANDSCAPES[b](Scene(layer, local, seed * 7 + k, sky=False))
        x = k * strip - slant
        poly = [(x + slant, 0), (x + strip + slant, 0), (x + strip, rect.height), (x, rect.height)]
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        picture.blit(layer, (0, 0))
    surf.blit(picture, rect)
