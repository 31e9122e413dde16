"""The end-of-game ceremony's pictures: the winner's gold crown, the laurel wreath around
the winner's planet, and the rising column of a player's points, source by source.

The crown and the laurel are drawn at 4× and scaled down once, cached per size (and the
gem's colour); the column is a few rectangles drawn each frame as it rises. Callers must not
draw on a returned surface.
"""

from __future__ import annotations

import math

import pygame

from evergreen.ui.art.shapes import Colour, mix, shade
from evergreen.ui.kit.bounded_cache import bounded

#: Supersampling factor of the crown and the laurel.
SS = 4
#: The crown's gold: its lit top, its body, its deep foot, and its outline.
GOLD_LIGHT: Colour = (255, 228, 128)
GOLD: Colour = (226, 170, 42)
GOLD_DEEP: Colour = (160, 104, 18)
GOLD_LINE: Colour = (96, 58, 8)
#: The crown's side jewels (its middle one is the winner's colour).
JEWEL: Colour = (176, 36, 52)
#: The laurel's leaves (two greens, a rim and a midrib) and its stems.
LEAF_DARK: Colour = (62, 112, 48)
LEAF_LIGHT: Colour = (118, 166, 70)
LEAF_RIM: Colour = (30, 58, 26)
STEM: Colour = (110, 86, 38)
#: The crown's height over its width.
CROWN_RATIO = 0.74


# -- the crown ------------------------------------------------------------------------------
def crown_outline(w: float, h: float) -> list[tuple[float, float]]:
    """The crown's body: five points over a band, a little wider at the top."""
    tips = [(0.04, 0.2), (0.27, 0.08), (0.5, 0.0), (0.73, 0.08), (0.96, 0.2)]
    valleys = [(0.16, 0.52), (0.385, 0.46), (0.615, 0.46), (0.84, 0.52)]
    top: list[tuple[float, float]] = []
    for k, tip in enumerate(tips):
        top.append(tip)
        if k < len(valleys):
            top.append(valleys[k])
    body = [(0.9, 0.98), (0.1, 0.98)]  # the band's foot, right to left
    return [(x * w, y * h) for x, y in top + body]


@bounded("art.ceremony_art.crown", 8)
def crown(width: int, gem: Colour) -> pygame.Surface:
    """A gold crown ``width`` pixels wide (``CROWN_RATIO`` as tall, balls on its points
    included): five points tipped with balls, a jewelled band, the winner's colour in the
    middle jewel, lit from the top left, outlined dark; a soft shadow under its foot."""
    width = max(12, width)
    w, h = width * SS, round(width * CROWN_RATIO) * SS
    pad = round(0.08 * w)  # the balls reach above the points
    surf = pygame.Surface((w, h + pad), pygame.SRCALPHA)
    out = [(x, y + pad) for x, y in crown_outline(w, h * 0.94)]
    # the body, filled with its gradient: a mask of the shape times a vertical strip
    shape = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255, 255), out)
    strip = pygame.Surface((1, 32), pygame.SRCALPHA)
    for y in range(32):
        t = y / 31
        c = mix(GOLD_LIGHT, GOLD, t / 0.55) if t < 0.55 else mix(GOLD, GOLD_DEEP, (t - 0.55) / 0.45)
        strip.set_at((0, y), (*c, 255))
    shape.blit(
        pygame.transform.smoothscale(strip, surf.get_size()), (0, 0), None, pygame.BLEND_RGBA_MULT
    )
    surf.blit(shape, (0, 0))
    # the right half a shade darker: the light comes from the top left
    right = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(right, (0, 0, 0, 46), [p for p in out if p[0] >= w * 0.5] + [(w * 0.5, h)])
    surf.blit(right, (0, 0))
    band = pygame.Rect(round(w * 0.1), round(pad + h * 0.66), round(w * 0.8), round(h * 0.26))
    pygame.draw.rect(surf, GOLD_DEEP, band)
    pygame.draw.line(surf, GOLD_LIGHT, band.topleft, band.topright, max(2, SS * 2))
    pygame.draw.polygon(surf, GOLD_LINE, out, max(2, round(w * 0.018)))
    pygame.draw.rect(surf, GOLD_LINE, band, max(2, round(w * 0.012)))
    for k, tip in enumerate(out[0:9:2]):  # a ball on every point
        ball(surf, tip, w * (0.055 if k == 2 else 0.045))
    for k, fx in enumerate((0.27, 0.5, 0.73)):  # the band's jewels
        jewel(
            surf,
            (w * fx, band.centery),
            band.height * (0.36 if k == 1 else 0.26),
            gem if k == 1 else JEWEL,
        )
    small = pygame.transform.smoothscale(surf, (width, round((h + pad) / SS)))
    return small


def ball(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """A gold ball: outline, body, a glint at the top left."""
    pygame.draw.circle(surf, GOLD_LINE, centre, r + max(2, r * 0.22))
    pygame.draw.circle(surf, GOLD, centre, r)
    pygame.draw.circle(surf, GOLD_LIGHT, (centre[0] - r * 0.3, centre[1] - r * 0.3), r * 0.42)


def jewel(surf: pygame.Surface, centre: tuple[float, float], r: float, colour: Colour) -> None:
    """A round jewel set in the band: a dark setting, the stone, its glint."""
    pygame.draw.circle(surf, GOLD_LINE, centre, r * 1.25)
    pygame.draw.circle(surf, shade(colour, 0.75), centre, r)
    pygame.draw.circle(surf, colour, (centre[0] - r * 0.12, centre[1] - r * 0.12), r * 0.78)
    glint = mix(colour, (255, 255, 255), 0.75)
    pygame.draw.circle(surf, glint, (centre[0] - r * 0.38, centre[1] - r * 0.38), r * 0.26)


# -- the laurel -----------------------------------------------------------------------------
#: The laurel's branches run this far around the planet from its foot (degrees).
LAUREL_SWEEP = 118
#: Leaves on each branch.
LAUREL_LEAVES = 11


@bounded("art.ceremony_art.laurel", 8, 24 * 2**20)
def laurel(radius: int, bow: Colour) -> pygame.Surface:
    """A laurel wreath around a planet of ``radius`` pixels: two branches of leaves rising
    from its foot up its sides, tied at the foot with a bow of the winner's colour. The
    picture's centre is the planet's; its side is about 2.5 ``radius``."""
    radius = max(8, radius)
    size = round(radius * 2.5) * SS
    c = size / 2
    r = radius * SS * 1.04
    leaf = radius * SS * 0.2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for side in (-1, 1):  # left branch (angles from the foot toward 180°), right (toward 0°)
        stem = []
        for k in range(24):
            a = math.radians(90 + side * LAUREL_SWEEP * k / 23)
            stem.append((c + math.cos(a) * r, c + math.sin(a) * r))
        pygame.draw.lines(surf, STEM, False, stem, max(2, round(leaf * 0.14)))
        for k in range(LAUREL_LEAVES):
            t = (k + 0.6) / LAUREL_LEAVES
            a = math.radians(90 + side * LAUREL_SWEEP * t)
            at = (c + math.cos(a) * r, c + math.sin(a) * r)
            along = a + side * math.pi / 2  # the branch's way on, toward its tip
            length = leaf * (1.05 - 0.35 * t)
            for out in (1, -1):  # a pair: one leaf outside the stem, one inside
                tilt = along + out * side * 0.62
                tip = (at[0] + math.cos(tilt) * length, at[1] + math.sin(tilt) * length)
                tone = LEAF_LIGHT if out > 0 else LEAF_DARK
                draw_leaf(surf, at, tip, length * 0.36, tone)
        tip_a = math.radians(90 + side * (LAUREL_SWEEP + 4))
        end = (c + math.cos(tip_a) * r, c + math.sin(tip_a) * r)
        draw_leaf(surf, stem[-1], end, leaf * 0.2, LEAF_LIGHT)
    # the bow at the foot
    foot = (c, c + r)
    knot = leaf * 0.55
    for side in (-1, 1):  # its two loops and its two tails
        loop = [
            foot,
            (foot[0] + side * knot * 1.6, foot[1] - knot * 0.7),
            (foot[0] + side * knot * 1.6, foot[1] + knot * 0.7),
        ]
        pygame.draw.polygon(surf, bow, loop)
        pygame.draw.polygon(surf, LEAF_RIM, loop, max(2, SS))
        tail = [
            foot,
            (foot[0] + side * knot * 0.5, foot[1] + knot * 2.0),
            (foot[0] + side * knot * 1.1, foot[1] + knot * 1.7),
        ]
        pygame.draw.polygon(surf, shade(bow, 0.8), tail)
        pygame.draw.polygon(surf, LEAF_RIM, tail, max(2, SS))
    pygame.draw.circle(surf, shade(bow, 0.7), foot, knot * 0.5)
    pygame.draw.circle(surf, LEAF_RIM, foot, knot * 0.5, max(2, SS))
    side_px = round(size / SS)
    return pygame.transform.smoothscale(surf, (side_px, side_px))


def draw_leaf(
    surf: pygame.Surface,
    base: tuple[float, float],
    tip: tuple[float, float],
    width: float,
    colour: Colour,
) -> None:
    """A pointed leaf from ``base`` to ``tip``, ``width`` at its widest: its body, a dark
    rim and a lighter midrib."""
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    pts = []
    for k in range(9):
        t = k / 8
        bulge = math.sin(math.pi * t) ** 0.8 * width / 2
        pts.append((base[0] + dx * t + nx * bulge, base[1] + dy * t + ny * bulge))
    for k in range(7, 0, -1):
        t = k / 8
        bulge = math.sin(math.pi * t) ** 0.8 * width / 2
        pts.append((base[0] + dx * t - nx * bulge, base[1] + dy * t - ny * bulge))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, LEAF_RIM, pts, max(2, round(width * 0.12)))
    rib = mix(colour, (240, 236, 200), 0.45)
    mid = (base[0] + dx * 0.85, base[1] + dy * 0.85)
    pygame.draw.line(surf, rib, base, mid, max(1, round(width * 0.1)))


# -- the rising column ----------------------------------------------------------------------
#: The column's empty tube and its rim.
TUBE: Colour = (222, 216, 198)
TUBE_RIM: Colour = (150, 142, 120)


def draw_column(
    surface: pygame.Surface, rect: pygame.Rect, parts: list[tuple[Colour, int]]
) -> pygame.Rect:
    """A player's points as a column rising in a tube ``rect``: ``parts`` stacked from the
    foot (each a colour and a height in pixels), each lit as a rounded rod (a light stripe
    on its left, a shade on its right), a paper line between them. Returns the filled part."""
    radius = max(2, rect.width // 3)
    pygame.draw.rect(surface, TUBE, rect, border_radius=radius)
    inner = rect.inflate(-max(2, rect.width // 8), -max(2, rect.width // 8))
    y = inner.bottom
    filled = pygame.Rect(inner.x, inner.bottom, inner.width, 0)
    clip = surface.get_clip()
    surface.set_clip(inner.clip(clip) if clip else inner)
    for colour, height in parts:
        if height <= 0:
            continue
        box = pygame.Rect(inner.x, y - height, inner.width, height)
        pygame.draw.rect(surface, colour, box)
        lit = box.copy()
        lit.width = max(1, box.width // 4)
        lit.x += max(1, box.width // 8)
        pygame.draw.rect(surface, mix(colour, (255, 255, 255), 0.32), lit)
        dark = box.copy()
        dark.width = max(1, box.width // 5)
        dark.right = box.right
        pygame.draw.rect(surface, shade(colour, 0.78), dark)
        pygame.draw.line(surface, (244, 240, 226), box.topleft, (box.right - 1, box.top))
        y -= height
        filled.union_ip(box)
    surface.set_clip(clip)
    pygame.draw.rect(surface, TUBE_RIM, rect, max(1, rect.width // 14), border_radius=radius)
    return filled


# -- the winner's light ---------------------------------------------------------------------
#: The rays behind the winner's planet: how many, and their gold.
RAYS = 16
RAY: Colour = (255, 222, 120)


@bounded("art.ceremony_art.rays", 4, 16 * 2**20)
def rays(size: int) -> pygame.Surface:
    """Soft gold rays fanning out from the middle of a ``size``-pixel square, fading with
    the distance: the light the winner's planet stands in (drawn at a quarter size, blurred
    and scaled up once)."""
    size = max(8, size)
    small = max(8, size // 4)
    surf = pygame.Surface((small, small), pygame.SRCALPHA)
    c = small / 2
    for k in range(RAYS):
        a = 2 * math.pi * k / RAYS
        half = math.pi / RAYS * 0.55
        tip = [
            (c + math.cos(a - half) * c, c + math.sin(a - half) * c),
            (c + math.cos(a + half) * c, c + math.sin(a + half) * c),
        ]
        pygame.draw.polygon(surf, (*RAY, 150), [(c, c), *tip])
    fade = pygame.Surface((small, small), pygame.SRCALPHA)
    for r in range(round(c), 0, -1):  # the light thins toward the edge
        pygame.draw.circle(
            fade, (255, 255, 255, round(255 * max(0.0, 1 - r / c) ** 1.2)), (c, c), r
        )
    surf.blit(fade, (0, 0), None, pygame.BLEND_RGBA_MULT)
    soft = pygame.transform.gaussian_blur(surf, max(1, small // 40))
    return pygame.transform.smoothscale(soft, (size, size))
