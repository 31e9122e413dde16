"""The five pieces (Sprout, Small Tree, Big Tree, Bush, Lake) drawn in a unit box (one
tile) with a :class:`~evergreen.ui.art.shapes.Pen`, each part lit on its own by a key
light; where each piece sits in its tile and where it stands (a growth grows from
there). ``sprites`` draws them supersampled and scales them down once."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from evergreen.rules.enums import Piece
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
    WATER,
    WATER_DEEP,
    Colour,
    Pen,
    Point,
    lens,
    mix,
    shade,
)
from evergreen.ui.kit.bounded_cache import bounded

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


@bounded("art.pieces._disc", 64)
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
    radius = max(1, round(h * pen.s * 0.3))
    # blurred on a layer just round the ellipse, not the whole sprite (a tenth of the work)
    x, y = pen.pt(cx - w / 2, cy - h / 2)
    pad = 2 * radius + 2
    area = pygame.Rect(int(x) - pad, int(y) - pad, math.ceil(w * pen.s) + 2 * pad + 2, 0)
    area.height = math.ceil(h * pen.s) + 2 * pad + 2
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    Pen(layer, pen.ox - area.x, pen.oy - area.y, pen.s, pen.w).ellipse(
        (*OUTLINE, alpha), (cx - w / 2, cy - h / 2, w, h)
    )
    pen.surf.blit(pygame.transform.gaussian_blur(layer, radius), area)


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
