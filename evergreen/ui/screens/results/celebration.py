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
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.anim import Kind
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import INK, LIGHT, common_size, fit
from evergreen.ui.screens.results.cards import GOLD
from evergreen.ui.words.colours import RIM, Colour, dark_text_on, luminance


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
#: The ribbon's words (design size), the smallest share of it they may shrink to before they
#: are cut, and what the band's padding and folded ends add to their width (design units).
RIBBON_TEXT = type_scale.TITLE
RIBBON_SMALLEST = 0.6
RIBBON_ENDS = 156
#: The widest the ribbon grows, ends included (design units).
RIBBON_MOST = 796


def ribbon_room(lay: Layout, buttons: list[pygame.Rect], centre: int) -> int:
    """How wide the ribbon, centred at ``centre``, may be: clear of the top row's buttons
    (those of ``buttons`` at the window's top), and no wider than ``RIBBON_MOST``."""
    gap = lay.px(8)
    top = [r for r in buttons if r.top < lay.px(40)]
    left = max([r.right for r in top if r.centerx < centre], default=0)
    right = min([r.left for r in top if r.centerx > centre], default=2 * centre)
    return min(lay.px(RIBBON_MOST), 2 * (min(centre - left, right - centre) - gap))


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
    opens from the middle), at most ``width`` wide with its folded ends; returns the band.

    A long text is set smaller, down to ``RIBBON_SMALLEST`` of its size, before it is cut:
    the ribbon must say who won, and must not run under the buttons beside it."""
    ink = INK if dark_text_on(colour) else LIGHT
    room = width - lay.px(RIBBON_ENDS)
    size = common_size([text], lay.px(RIBBON_TEXT), room, True, RIBBON_SMALLEST)
    img = fit(text, size, room, ink, True)
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


#: The leaves' own colours: light foliage and autumn tones that read on the winter sky (the
#: winner's colour joins them lightened; a dark one, such as the black seat's, would look
#: like dirt on the screen).
FOLIAGE: tuple[Colour, ...] = (GOLD, (240, 176, 60), (150, 200, 90), (196, 222, 120))
#: The relative luminance a leaf's colour needs (the winner's, lightened, or none of it).
LIGHT_ENOUGH = 0.3


def leaves(seed: int, colour: Colour, n: int = 70) -> list[Leaf]:
    """The celebration's leaves (the same for a game each time it is shown), falling behind
    the results: they show in the sky around the cards and charts, never over them."""
    rng = random.Random(seed)
    light = mix(colour, (255, 255, 255), 0.45)
    palette = [light, light, *FOLIAGE] if luminance(light) > LIGHT_ENOUGH else list(FOLIAGE)
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
    swaying and turning, and fades at the end. Drawn before the results (behind them)."""
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
