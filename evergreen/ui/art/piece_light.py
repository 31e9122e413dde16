"""How a piece is lit: the light's direction in a sprite (from the sun's side), the ramp of
tones a colour takes from its core shadow to its highlight (cooler and darker for a tree in
shade), and the ways a part takes them: a ball of leaves shaded like a sphere, a flat part
with a gradient along the light, a rim of light on its sun side, its outline, and the soft
contact shadow where a piece meets the ground (blurred once per size and kept).

Everything draws on the big (supersampled) canvas of ``pieces``; ``sprites`` scales it down.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from evergreen.rules.enums import Sun
from evergreen.ui.art.shapes import OUTLINE, Colour, Pen, Point, mix, shade
from evergreen.ui.kit.bounded_cache import bounded

#: A unit step towards the light in a sprite (x right, y down).
Light = tuple[float, float]

#: The light when no sun side is given (icons, figures, the small planets): up and to the left.
KEY_LIGHT: Light = (-0.48, -0.88)

#: Where the light comes from in a piece's sprite for each side of the sun. The pieces stand
#: up out of the board, so a sun at the top lights them from behind and above, one at the
#: bottom from the viewer's side (their lower edges catch it); the sides light them a little
#: from above too (the sky).
SUN_LIGHT: dict[Sun, Light] = {
    Sun.TOP: (0.0, -1.0),
    Sun.RIGHT: (0.91, -0.42),
    Sun.BOTTOM: (0.0, 1.0),
    Sun.LEFT: (-0.91, -0.42),
}

#: What a shadow is tinted towards (cool), what the light is (warm), a tree in shade's tint.
COOL: Colour = (40, 58, 112)
WARM: Colour = (255, 240, 196)
RIM: Colour = (255, 248, 222)
SHADE_TINT: Colour = (52, 72, 128)


def light_of(sun: Sun | None) -> Light:
    """The direction of the light in a sprite for a sun side (the key light for none)."""
    return KEY_LIGHT if sun is None else SUN_LIGHT[Sun(sun)]


class Ramp(NamedTuple):
    """A colour's tones from the side away from the light to the side towards it, with its
    outline and its rim (``None`` in shade: no sun reaches it)."""

    deep: Colour
    dark: Colour
    base: Colour
    light: Colour
    high: Colour
    edge: Colour
    rim: Colour | None

    def at(self, t: float) -> Colour:
        """The tone ``t`` of the way from ``deep`` (0) to ``high`` (1)."""
        stops = (self.deep, self.dark, self.base, self.light, self.high)
        t = max(0.0, min(1.0, t)) * (len(stops) - 1)
        k = min(len(stops) - 2, int(t))
        return mix(stops[k], stops[k + 1], t - k)


def ramp(base: Colour, sunlit: bool = True) -> Ramp:
    """The tones of a part of colour ``base`` in the sun, or in shade (``sunlit`` False:
    lower in value and cooler, its highlight dulled, no rim)."""
    tones = Ramp(
        deep=mix(shade(base, 0.42), COOL, 0.3),
        dark=mix(shade(base, 0.68), COOL, 0.16),
        base=base,
        light=mix(shade(base, 1.1), WARM, 0.22),
        high=mix(shade(base, 1.15), WARM, 0.5),
        edge=mix(shade(base, 0.3), OUTLINE, 0.6),
        rim=mix(base, RIM, 0.78),
    )
    if sunlit:
        return tones
    dim = [mix(shade(c, 0.62), SHADE_TINT, 0.24) for c in tones[:5]]
    return Ramp(dim[0], dim[1], dim[2], dim[2], dim[3], tones.edge, None)


# --- bodies ------------------------------------------------------------------------------------


def body_of(pen: Pen, shape: Callable[[Pen], None]) -> pygame.mask.Mask:
    """The pixels a ``shape`` (drawn by a pen in any opaque colour) covers on the canvas."""
    layer = pygame.Surface(pen.surf.get_size(), pygame.SRCALPHA)
    shape(Pen(layer, pen.ox, pen.oy, pen.s, pen.w))
    return pygame.mask.from_surface(layer, 127)


@bounded("art.piece_light._disc", 64)
def _disc(r: int) -> pygame.mask.Mask:
    """A filled circle of radius ``r`` as a mask (2r+1 square), to grow a mask by ``r``."""
    layer = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
    pygame.draw.circle(layer, (0, 0, 0, 255), (r, r), r + 0.5)
    return pygame.mask.from_surface(layer, 127)


def paint(
    surf: pygame.Surface,
    mask: pygame.mask.Mask,
    c: Sequence[int],
    at: Point = (0, 0),
    within: pygame.Rect | None = None,
) -> None:
    """Fill the pixels of ``mask`` on ``surf`` with ``c`` (RGB or RGBA); ``within``: a box
    (in the mask) that holds all its set pixels, the only part made a picture."""
    colour = (*c[:3], c[3] if len(c) > 3 else 255)
    part, box = cropped(mask, within)
    if part is not None:
        layer = part.to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))
        surf.blit(layer, (round(at[0]) + box.x, round(at[1]) + box.y))


def cropped(
    mask: pygame.mask.Mask, within: pygame.Rect | None
) -> tuple[pygame.mask.Mask | None, pygame.Rect]:
    """The part of ``mask`` in the box ``within`` (the whole mask without one) and that box
    clipped to the mask (``None``: an empty box). A mask's picture is made pixel by pixel:
    made of its box only, a thin rim on a canvas costs its own pixels, not the canvas's
    (they were most of a piece's baking)."""
    whole = pygame.Rect((0, 0), mask.get_size())
    if within is None:
        return mask, whole
    box = within.clip(whole)
    if not box.width or not box.height:
        return None, box
    part = pygame.mask.Mask(box.size)
    part.draw(mask, (-box.x, -box.y))
    return part, box


def outline(
    pen: Pen,
    body: pygame.mask.Mask,
    colour: Colour,
    scale: float = 1.0,
    within: pygame.Rect | None = None,
) -> None:
    """A dark edge round ``body``, ``scale`` times the pen's half width outside it
    (``within``: the box that holds ``body``)."""
    r = max(1, round(pen.w * 0.5 * scale))
    grown = (
        None if within is None else pygame.Rect(within.topleft, within.inflate(2 * r, 2 * r).size)
    )
    paint(pen.surf, body.convolve(_disc(r)), colour, (-r, -r), grown)


def band(body: pygame.mask.Mask, light: Light, step: float, towards: bool) -> pygame.mask.Mask:
    """The pixels of ``body`` within ``step`` px of its edge on the light's side
    (``towards``) or away from it."""
    sign = 1 if towards else -1
    out = body.copy()
    out.erase(body, (round(-sign * light[0] * step), round(-sign * light[1] * step)))
    return out


def rim(
    pen: Pen,
    body: pygame.mask.Mask,
    tones: Ramp,
    light: Light,
    width: float,
    within: pygame.Rect | None = None,
) -> None:
    """A thin bright edge on the sun's side of ``body`` (``width`` units), a softer one
    inside it; none in shade (``within``: the box that holds ``body``)."""
    if tones.rim is None:
        return
    step = max(1.0, width * pen.s)
    strength = 1 - 0.45 * max(0.0, light[1])  # a light from below catches the edges less
    high = (*tones.high, round(150 * strength))
    paint(pen.surf, band(body, light, step * 1.9, True), high, within=within)
    paint(
        pen.surf, band(body, light, step, True), (*tones.rim, round(235 * strength)), within=within
    )


def gradient(
    size: tuple[int, int], tones: Ramp, light: Light, box: pygame.Rect, low: float, high: float
) -> pygame.Surface:
    """A canvas-sized layer shaded along the light across ``box``: tone ``low`` on its far
    side to ``high`` on its near side (a flat part's light)."""
    steps = 24
    strip = pygame.Surface((1, steps))
    for k in range(steps):
        strip.set_at((0, k), tones.at(low + (high - low) * k / (steps - 1)))
    span = math.ceil(math.hypot(*box.size)) + 4
    ramp_img = pygame.transform.smoothscale(strip, (span, span))
    # the strip runs top (far) to bottom (near): turn it so its bottom faces the light
    angle = math.degrees(math.atan2(light[0], light[1]))
    turned = pygame.transform.rotate(ramp_img, -angle)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.blit(turned, turned.get_rect(center=box.center))
    return layer


def lit_part(
    pen: Pen,
    shape: Callable[[Pen], None],
    tones: Ramp,
    light: Light,
    low: float = 0.12,
    high: float = 0.8,
    rim_width: float = 0.016,
) -> pygame.mask.Mask:
    """A flat part (a leaf, a trunk, the shore) drawn by ``shape``: see ``lit_body``.
    Returns its body."""
    body = body_of(pen, shape)
    lit_body(pen, body, tones, light, low, high, rim_width)
    return body


def lit_body(
    pen: Pen,
    body: pygame.mask.Mask,
    tones: Ramp,
    light: Light,
    low: float,
    high: float,
    rim_width: float,
    edge: bool = True,
) -> None:
    """The pixels of ``body`` as one lit part: outlined (``edge``), shaded along the light
    from tone ``low`` to ``high``, its far edge in core shadow and a rim ``rim_width`` units
    wide on the sun's side (none for 0)."""
    rects = body.get_bounding_rects()
    if not rects:
        return
    box = rects[0].unionall(rects[1:])
    if edge:
        outline(pen, body, tones.edge, within=box)
    layer = gradient(pen.surf.get_size(), tones, light, box, low, high)
    part, at = cropped(body, box)
    if part is not None:
        shading = layer.subsurface(at)
        pen.surf.blit(part.to_surface(setsurface=shading, unsetcolor=(0, 0, 0, 0)), at)
    deep = (*tones.deep, 150)
    paint(pen.surf, band(body, light, max(1.0, 0.03 * pen.s), False), deep, within=box)
    if rim_width:
        rim(pen, body, tones, light, rim_width, box)


def ball(
    pen: Pen, x: float, y: float, r: float, tones: Ramp, light: Light, low: float, high: float
) -> None:
    """A ball (unit centre and radius) shaded like a sphere lit from ``light``: concentric
    discs moving towards the light, from tone ``low`` at its far edge up to ``high``."""
    cx, cy = pen.pt(x, y)
    rp = r * pen.s
    steps = max(4, min(14, round(rp / 3)))
    for k in range(steps):
        t = k / (steps - 1)
        off = rp * 0.46 * t
        colour = tones.at(low + (high - low) * t**0.9)
        pygame.draw.circle(
            pen.surf, colour, (cx + light[0] * off, cy + light[1] * off), rp * (1 - 0.74 * t)
        )


def dabs(
    pen: Pen,
    spots: Sequence[tuple[float, float, float]],
    tone_at: Callable[[float, float], float],
    tones: Ramp,
    light: Light,
) -> None:
    """Leaf clusters on a mass of foliage: at each of ``spots`` (x, y, r) a small crescent of
    shade under a lit cap, toned by where it sits on the mass (``tone_at(x, y)``): low in
    contrast, so the mass keeps its one big light."""
    lx, ly = light
    for x, y, r in spots:
        t = tone_at(x, y)
        cx, cy = pen.pt(x, y)
        rp = max(1.0, r * pen.s)
        pygame.draw.circle(
            pen.surf, tones.at(t - 0.12), (cx - lx * rp * 0.3, cy - ly * rp * 0.3), rp
        )
        pygame.draw.circle(
            pen.surf, tones.at(t + 0.1), (cx + lx * rp * 0.15, cy + ly * rp * 0.15), rp * 0.8
        )


# --- the contact shadow -------------------------------------------------------------------------


@bounded("art.piece_light.contact_stamp", 64, 4 * 2**20)
def contact_stamp(w: int, h: int, radius: int, alpha: int) -> pygame.Surface:
    """A soft ellipse ``w`` x ``h`` px blurred by ``radius``, with room for the blur round it
    (``2 * radius + 2`` px each side): the shadow under a piece."""
    pad = 2 * radius + 2
    layer = pygame.Surface((w + 2 * pad + 2, h + 2 * pad + 2), pygame.SRCALPHA)
    pygame.draw.ellipse(layer, (*OUTLINE, alpha), (pad, pad, w, h))
    return pygame.transform.gaussian_blur(layer, radius)


def ground(pen: Pen, cx: float, cy: float, w: float, h: float, alpha: int = 90) -> None:
    """A soft contact shadow where a piece meets its tile, centred at (``cx``, ``cy``) (small:
    it stays on the tile; the board draws the shadows trees cast). Blurred on a layer just
    round the ellipse, once per size (``contact_stamp``)."""
    radius = max(1, round(h * pen.s * 0.3))
    x, y = pen.pt(cx - w / 2, cy - h / 2)
    pad = 2 * radius + 2
    stamp = contact_stamp(int(w * pen.s), int(h * pen.s), radius, alpha)
    pen.surf.blit(stamp, (int(x) - pad, int(y) - pad))
