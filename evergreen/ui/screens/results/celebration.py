"""The winner's moment on the results screen: the celebration's tweens (the ribbon
unfolding, the charts' bars growing, the leaves falling), the winner's ribbon and the
falling leaves."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from evergreen.ui.art.shapes import mix, shade
from evergreen.ui.kit.anim import Kind
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import INK, LIGHT, fit
from evergreen.ui.screens.results.cards import GOLD
from evergreen.ui.words.colours import RIM, Colour, dark_text_on


# -- the celebration's tweens -----------------------------------------------------------------
@dataclass(frozen=True)
class Ribbon(Kind):
    """The winner's ribbon unfolding."""


@dataclass(frozen=True)
class Bars(Kind):
    """The charts' bars growing, row after row."""


@dataclass(frozen=True)
class Leaves(Kind):
    """Leaves falling over the screen in the winner's colour, gold and green."""


# -- the winner's ribbon ----------------------------------------------------------------------
def draw_ribbon(
    surface: pygame.Surface,
    lay: Layout,
    centre: tuple[int, int],
    text: str,
    colour: Colour,
    width: int,
    unfold: float = 1.0,
) -> pygame.Rect:
    """A ribbon of the winner's colour across the top, the text on it (``unfold``: 0-1, it
    opens from the middle); returns the ribbon's band."""
    ink = INK if dark_text_on(colour) else LIGHT
    img = fit(text, lay.px(36), width - lay.px(120), ink, True)
    w = img.get_width() + lay.px(96)
    h = img.get_height() + lay.px(12)
    band = pygame.Rect(0, 0, w, h)
    band.center = centre
    t = max(0.0, min(1.0, unfold))
    if t < 1:
        band.width = max(1, round(w * (0.2 + 0.8 * t)))
        band.center = centre
    tail = lay.px(30)
    dark = shade(colour, 0.7)
    for sign in (-1, 1):  # the ribbon's folded ends behind it, notched
        edge = band.left if sign < 0 else band.right
        y0, y1 = band.top + lay.px(10), band.bottom + lay.px(10)
        outer = edge + sign * tail
        pts = [
            (edge - sign * lay.px(8), y0),
            (outer, y0),
            (outer - sign * lay.px(12), (y0 + y1) // 2),
            (outer, y1),
            (edge - sign * lay.px(8), y1),
        ]
        pygame.draw.polygon(surface, dark, pts)
        pygame.draw.polygon(surface, RIM, pts, max(1, lay.px(1)))
    pygame.draw.rect(surface, colour, band, border_radius=lay.px(6))
    pygame.draw.rect(surface, RIM, band, max(1, lay.px(2)), border_radius=lay.px(6))
    shine = pygame.Rect(band.x + lay.px(6), band.y + lay.px(4), band.width - lay.px(12), lay.px(3))
    pygame.draw.rect(surface, mix(colour, (255, 255, 255), 0.35), shine, border_radius=lay.px(2))
    if t >= 0.6:
        shown = img
        if t < 1:
            shown = img.copy()
            shown.set_alpha(round(255 * (t - 0.6) / 0.4))
        surface.blit(shown, shown.get_rect(center=band.center))
    return band


# -- falling leaves ---------------------------------------------------------------------------
class Leaf(NamedTuple):
    """One falling leaf: where it starts (0-1 across), when, how fast it falls, sways and
    turns, its colour and size (design units)."""

    x: float
    delay: float
    fall: float
    sway: float
    phase: float
    spin: float
    colour: Colour
    size: float


def leaves(seed: int, colour: Colour, n: int = 90) -> list[Leaf]:
    """The celebration's leaves (the same for a game each time it is shown)."""
    rng = random.Random(seed)
    palette = [colour, colour, GOLD, (230, 159, 0), (17, 119, 51), (120, 170, 60)]
    return [
        Leaf(
            rng.random(),
            rng.uniform(0, 0.45),
            rng.uniform(0.55, 0.95),
            rng.uniform(0.01, 0.04),
            rng.uniform(0, 2 * math.pi),
            rng.uniform(-4, 4),
            rng.choice(palette),
            rng.uniform(9, 16),
        )
        for _ in range(n)
    ]


def draw_leaves(surface: pygame.Surface, lay: Layout, falling: list[Leaf], t: float) -> None:
    """The leaves at ``t`` (0-1 of the celebration): each falls from above the window,
    swaying and turning, and fades at the end."""
    w, h = surface.get_size()
    fade = 1.0 if t < 0.8 else max(0.0, (1 - t) / 0.2)
    for leaf in falling:
        age = t - leaf.delay
        if age <= 0:
            continue
        y = -0.05 * h + age * leaf.fall * h * 1.6
        if y > h + 20:
            continue
        x = leaf.x * w + math.sin(leaf.phase + age * 9) * leaf.sway * w
        angle = leaf.phase + age * leaf.spin
        size = lay.px(leaf.size)
        ca, sa = math.cos(angle), math.sin(angle)
        pts = []
        for k in range(10):  # a pointed leaf: two arcs meeting at the tips
            a = math.pi * 2 * k / 10
            px, py = math.cos(a) * size, math.sin(a) * size * 0.42 * abs(math.sin(a)) ** 0.2
            pts.append((x + px * ca - py * sa, y + px * sa + py * ca))
        colour = mix(PANEL, leaf.colour, fade) if fade < 1 else leaf.colour
        pygame.draw.polygon(surface, colour, pts)
        tip0, tip1 = pts[0], pts[5]
        pygame.draw.line(surface, shade(colour, 0.7), tip0, tip1, max(1, lay.px(1)))
