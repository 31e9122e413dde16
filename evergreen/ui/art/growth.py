"""A piece placed or grown on the large planet, frame by frame: what explains the change.

Each kind comes in its own way (the timings are ``ui/game/growth_anim.py``'s):

- a Sprout unfurls: it rises out of the ground first, then its leaves open sideways;
- a Small Tree grows out of its Sprout and a Big Tree out of its Small Tree: the new piece
  rises from the old one's height to its own (a little past it, then back), while the old
  one fades;
- a Bush pops up with a bounce: it stretches up, squashes, settles;
- a Lake spreads from its middle, then rings widen over its water and fade.

A frame is made from the lit sprites (``sprites.piece_sprite``) for ``FRAMES`` steps of the
tween only, each baked once per size, piece and look and kept in a bounded cache: a frame
of the board blits one picture per growing piece, never scales one.
"""

from __future__ import annotations

import math

import pygame

from evergreen.rules import Piece, Sun
from evergreen.ui.art import pieces, sprites
from evergreen.ui.kit.bounded_cache import bounded

#: The steps of a growth that get a picture of their own (a frame shows the nearest).
FRAMES = 16
#: Where a piece's picture is placed: ``PAD`` of the tile around it (the overshoot).
PAD = 1 / 8
#: The light of the rings on a new Lake's water.
RING = (236, 248, 255)
#: A Lake's rings start this far into its growth (the water has spread by then).
RINGS_FROM = 0.25
#: How many rings widen over a new Lake, one after another.
RINGS = 3


def step_of(t: float) -> int:
    """The frame shown ``t`` (0-1) of the way through a growth."""
    return max(0, min(FRAMES, round(t * FRAMES)))


def growth_frame(
    size: int,
    before: Piece | None,
    after: Piece,
    t: float,
    shaded: bool = False,
    sun: Sun | None = None,
    space: int | None = None,
) -> pygame.Surface:
    """``after`` appearing (``before`` None) or growing from ``before`` on a tile of this size,
    ``t`` (0-1, linear: the pop tween's raw progress) of the way, lit and chosen as
    ``sprites.piece_sprite``'s. Blit it centred on the tile: it is ``PAD`` larger all
    round. Cached: do not draw on it."""
    old = before if before is not None and before is not Piece.EMPTY else None
    light = None if sun is None else Sun(sun)
    look = same_looks(old, Piece(after), space)
    return _frame(size, old, Piece(after), step_of(t), bool(shaded), light, look)


def same_looks(before: Piece | None, after: Piece, space: int | None) -> int | None:
    """The first space of the grid where ``before`` and ``after`` have the looks they have
    on ``space``: growths that look the same share their frames (keyed by the space itself,
    a dozen Sprouts popping at once baked a dozen sets of the same frames, past the cache's
    bound, and baked them again every time)."""
    if space is None:
        return None
    kinds = [after] if before is None else [before, after]
    wanted = [pieces.variant_of(k, space) for k in kinds]
    return next(s for s in range(space + 1) if [pieces.variant_of(k, s) for k in kinds] == wanted)


@bounded("art.growth._frame", 6 * (FRAMES + 1), 24 * 2**20, by_area=True)
def _frame(
    size: int,
    before: Piece | None,
    after: Piece,
    step: int,
    shaded: bool,
    sun: Sun | None,
    space: int | None,
) -> pygame.Surface:
    u = step / FRAMES
    pad = round(size * PAD)
    out = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    final = sprites.piece_sprite(size, after, shaded, sun, space)
    if step >= FRAMES:
        out.blit(final, (pad, pad))
        return out
    foot = pieces.PIECE_FOOT[after]
    if before is not None:
        gone = sprites.piece_sprite(size, before, shaded, sun, space)
        start = min(1.0, height(before) / height(after))
        rise = start + (1 - start) * ease_out_back(u)
        if u < 0.4:  # the old piece swells a little into the new one's place as it fades
            swell = min(rise / start, 1.15)
            _place(out, gone, (swell, swell), pieces.PIECE_FOOT[before], 1 - u / 0.4, pad)
        width = start + (1 - start) * ease_out_back(min(1.0, u * 1.25))
        _place(out, final, (width, rise), foot, min(1.0, 0.55 + 1.5 * u), pad)
    elif after is Piece.SPROUT:
        _place(out, final, unfurl(u), foot, min(1.0, 3 * u), pad)
    elif after is Piece.BUSH:
        _place(out, final, bounce(u), foot, min(1.0, 4 * u), pad)
    elif after is Piece.LAKE:
        spread = ease_out_cubic(min(1.0, u / RINGS_FROM))
        _place(out, final, (spread, spread), foot, min(1.0, 3 * u), pad)
        if u >= RINGS_FROM:
            rings_on(out, final, (u - RINGS_FROM) / (1 - RINGS_FROM), pad)
    else:
        grow = 0.3 + 0.7 * ease_out_back(u)
        _place(out, final, (grow, grow), foot, min(1.0, 0.35 + u), pad)
    return out


def unfurl(u: float) -> tuple[float, float]:
    """A Sprout's scale (across, up) ``u`` of the way: it rises first, narrow, then its
    leaves open sideways (a little past their width, then back)."""
    up = ease_out_back(min(1.0, u / 0.6))
    across = 0.25 + 0.75 * ease_out_back(max(0.0, (u - 0.3) / 0.7))
    return across, up


def bounce(u: float) -> tuple[float, float]:
    """A Bush's scale (across, up) ``u`` of the way: it grows in, stretched up, then
    squashes and settles (a damped wobble, wider as it is lower)."""
    grow = ease_out_cubic(min(1.0, u / 0.4))
    wobble = 0.22 * math.exp(-3.5 * u) * math.cos(3 * math.pi * u) * (1 - u)
    return grow * (1 - 0.7 * wobble), grow * (1 + wobble)


def rings_on(out: pygame.Surface, lake: pygame.Surface, v: float, pad: int) -> None:
    """Rings of light widening from a new Lake's middle over its water, ``v`` (0-1) of the
    way (each starts a little after the one before and fades as it widens); nothing falls
    off the water (the rings are cut to the lake's own shape)."""
    size = lake.get_width()
    x0, y0, x1, y1 = pieces.PIECE_BOUNDS[Piece.LAKE]
    cx, cy = (x0 + x1) / 2 * size, (y0 + y1) / 2 * size
    rx, ry = (x1 - x0) * 0.41 * size, (y1 - y0) * 0.41 * size  # the water, not its rim
    ss = 3
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    for k in range(RINGS):
        w = v * 1.6 - k * 0.3  # each ring's own progress
        if not 0 < w < 1:
            continue
        alpha = round(235 * (1 - w) ** 0.7 * min(1.0, 4 * w))
        box = pygame.Rect(0, 0, max(2, round(2 * rx * w * ss)), max(2, round(2 * ry * w * ss)))
        box.center = (round(cx * ss), round(cy * ss))
        pygame.draw.ellipse(big, (*RING, alpha), box, max(1, round(size * ss * 0.03)))
    rings = pygame.transform.smoothscale(big, (size, size))
    water = lake.copy()  # the lake's own shape, in white: the rings are cut to it
    water.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    rings.blit(water, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(rings, (pad, pad))


def _place(
    out: pygame.Surface,
    sprite: pygame.Surface,
    scale: tuple[float, float],
    foot: tuple[float, float],
    opacity: float,
    pad: int,
) -> None:
    """Blit ``sprite`` (a tile's size) scaled by ``scale`` (across, up) about its foot (unit
    coordinates) into ``out`` (the tile with ``pad`` around it)."""
    size = sprite.get_width()
    w, h = max(0, round(size * scale[0])), max(0, round(size * scale[1]))
    if not w or not h or opacity <= 0:
        return
    img = pygame.transform.smoothscale(sprite, (w, h)) if (w, h) != (size, size) else sprite.copy()
    img.set_alpha(round(255 * min(1.0, opacity)))
    x = pad + foot[0] * size - foot[0] * w
    y = pad + foot[1] * size - foot[1] * h
    out.blit(img, (round(x), round(y)))


def height(piece: Piece) -> float:
    """How tall a piece stands in its tile (unit box)."""
    b = pieces.PIECE_BOUNDS[piece]
    return b[3] - b[1]


def ease_out_back(u: float) -> float:
    """0 → 1 with a small overshoot before the end (as ``kit.anim.EASE_OUT_BACK``)."""
    c = 1.70158
    return 1 + (c + 1) * (u - 1) ** 3 + c * (u - 1) ** 2


def ease_out_cubic(u: float) -> float:
    """0 → 1, fast then slow."""
    return 1 - (1 - u) ** 3
