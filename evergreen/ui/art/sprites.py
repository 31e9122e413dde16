"""The game's small pictures, drawn in code: biome tiles, pieces (and a piece growing out of
its old self), biome symbols, power, action and top icons, the sun token. The cards are
``cards``', from the same helpers.

Every function returns a new per-pixel-alpha ``pygame.Surface`` drawn at 3x and smooth-scaled
down once. Results are cached per argument tuple, so callers get the *same* surface each time and
must not draw on it (copy it first). Nothing here needs a display mode (no ``convert``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

import pygame

from evergreen.rules.enums import Action, Biome, Piece, Power, Sun
from evergreen.ui.art import pieces
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.piece_light import light_of
from evergreen.ui.art.shapes import SS, Colour, Pen
from evergreen.ui.kit.bounded_cache import bounded

BIOME_COLOURS: dict[Biome, Colour] = {
    Biome.GRASSLAND: (120, 176, 84),
    Biome.FLOWERS: (224, 152, 186),
    Biome.WHEAT: (236, 206, 110),
    Biome.ROCK: (134, 116, 104),
    Biome.SWAMP: (70, 104, 94),
    Biome.SNOW: (226, 236, 244),
    Biome.WILD: (150, 120, 190),
}
RAVINE_COLOUR: Colour = (56, 44, 48)


def scaled_down(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """Smooth-scale once; then make nearly opaque pixels opaque (the 3x filter tops out at 253)."""
    small = pygame.transform.smoothscale(big, (max(1, w), max(1, h)))
    solid = pygame.mask.from_surface(small, 249).to_surface(
        setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0)
    )
    small.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return small


def symbol_colour(biome: Biome, strength: float) -> Colour:
    """The symbol's ink on its own biome colour: darker, or lighter on dark biomes."""
    base = BIOME_COLOURS[biome]
    if sh.luma(base) < 110:
        return sh.mix(base, (255, 255, 255), 0.28 * strength)
    return sh.shade(base, 1 - 0.24 * strength)


def symbol_big(px: int, biome: Biome, colour: Colour) -> pygame.Surface:
    surf = sh.blank(px, px, colour)
    sh.draw_symbol(Pen(surf, 0, 0, px, 1), biome, colour)
    return surf


# --- tiles and pieces ------------------------------------------------------------------------


@bounded("art.sprites.biome_tile", 128, 16 * 2**20)
def biome_tile(size: int, biome: Biome | None) -> pygame.Surface:
    """A ``size`` x ``size`` planet space: biome colour with its symbol; ``None`` is a ravine."""
    big = size * SS
    surf = sh.blank(big, big)
    base = BIOME_COLOURS[biome] if biome is not None else RAVINE_COLOUR
    for y in range(big):  # soft light from the top
        pygame.draw.line(surf, (*sh.shade(base, 1.07 - 0.12 * y / big), 255), (0, y), (big, y))
    if biome is None:
        pen = Pen(surf, 0, 0, big, 1)
        crack = [(0.18, 0.0), (0.34, 0.2), (0.28, 0.38), (0.5, 0.52), (0.46, 0.7), (0.68, 0.86)]
        crack += [(0.74, 1.0)]
        pen.line(sh.shade(RAVINE_COLOUR, 1.6), [(x + 0.03, y) for x, y in crack], 0.2)
        pen.line((14, 10, 12), crack, 0.14)
        pen.line((14, 10, 12), [(0.5, 0.52), (0.72, 0.42), (0.9, 0.48)], 0.06)
        pen.line((14, 10, 12), [(0.28, 0.38), (0.1, 0.5)], 0.05)
    else:
        # top-left stays visible under every piece; a fainter echo bottom-right on big tiles
        main = symbol_big(
            round(big * (0.3 if size >= 56 else 0.34)), biome, symbol_colour(biome, 1)
        )
        surf.blit(main, (round(big * 0.07), round(big * 0.07)))
        if size >= 56:
            small = symbol_big(round(big * 0.2), biome, symbol_colour(biome, 0.7))
            surf.blit(small, (round(big * 0.74), round(big * 0.74)))
    rim = max(2, round(big * 0.025))
    pygame.draw.rect(surf, sh.shade(base, 0.78), surf.get_rect(), rim, border_radius=big // 9)
    sh.round_clip(surf, big // 9)
    return scaled_down(surf, size, size)


#: Pieces are drawn at 4x (finer than the tiles' 3x: their outlines are thin and round).
PIECE_SS = 4
#: Below this size (the small planets' spaces) a piece is drawn plain: its first look, no
#: leaf clusters or needles (they would blur into noise), a bolder outline.
DETAIL_SIZE = 36
#: From this size a piece is drawn at 3x: as smooth once scaled down, half the work.
LARGE_SIZE = 64


def piece_sprite(
    size: int,
    piece: Piece,
    shaded: bool = False,
    sun: Sun | None = None,
    space: int | None = None,
) -> pygame.Surface:
    """A piece standing on a tile of this size, on a transparent background, lit from the
    ``sun``'s side (none: from the upper left); ``shaded``: the same piece standing in a
    shadow (no sun on it: lower value, cooler, no rim); ``space``: the space it stands on,
    which picks its look (the same space keeps it; none: the kind's first). Cached: do not
    draw on it."""
    piece = Piece(piece)
    variant = pieces.variant_of(piece, space) if size >= DETAIL_SIZE else 0
    light = None if sun is None else Sun(sun)
    return _piece_sprite(size, piece, bool(shaded), light, variant)


@bounded("art.sprites._piece_sprite", 384, 24 * 2**20)
def _piece_sprite(
    size: int, piece: Piece, shaded: bool, sun: Sun | None, variant: int
) -> pygame.Surface:
    out = sh.blank(size, size)
    if piece is Piece.EMPTY:
        return out
    # drawn over what the piece covers only (its contact shadow and outline included): the
    # canvas's mask work is most of a piece's cost, and a piece fills half its tile or less
    ss = PIECE_SS if size < LARGE_SIZE else PIECE_SS - 1
    x0, y0, x1, y1 = pieces.SPRITE_BOUNDS[piece]
    area = pygame.Rect(math.floor(x0 * size), math.floor(y0 * size), 0, 0)
    area.size = (math.ceil(x1 * size) - area.x, math.ceil(y1 * size) - area.y)
    area = area.clip(out.get_rect())
    big = sh.blank(area.width * ss, area.height * ss)
    detail = size >= DETAIL_SIZE
    look = pieces.Look(light_of(sun), not shaded, detail)
    width = 1.2 + size * ss * (0.014 if detail else 0.024)
    pen = Pen(big, -area.x * ss, -area.y * ss, size * ss, width)
    pieces.PIECE_DRAWERS[piece](pen, variant, look)
    pygame.transform.smoothscale(big, area.size, out.subsurface(area))
    solid = pygame.mask.from_surface(out, 249).to_surface(
        setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0)
    )
    out.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return out


def growing_sprite(
    size: int,
    before: Piece | None,
    after: Piece,
    t: float,
    shaded: bool = False,
    sun: Sun | None = None,
    space: int | None = None,
) -> pygame.Surface:
    """A piece appearing (``before`` None) or growing from ``before`` into ``after`` on a
    tile of this size, ``t`` of the way: the pop tween's value, already eased out-back (0 at
    the start, a little over 1 at the overshoot, 1 at the end); lit and chosen as
    ``piece_sprite``'s. Blit it centred on the tile: it is a little larger than the tile, for
    the overshoot.

    The new piece grows from where it stands (its foot stays put): from a third of its size
    when it appears, from the old piece's height when it grows, while the old one swells and
    fades out in the first half. A new surface each call; at ``t`` = 1 the cached sprite
    itself (do not draw on it)."""
    final = piece_sprite(size, after, shaded, sun, space)
    if t == 1:
        return final
    t = max(0.0, t)
    old = before if before is not None and before is not Piece.EMPTY else None
    start = 0.3 if old is None else min(1.0, _height(old) / _height(after))
    scale = start + (1 - start) * t
    pad = size // 8
    out = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    if old is not None and t < 0.5:
        gone = piece_sprite(size, old, shaded, sun, space)
        _blit_scaled(out, gone, scale / start, pieces.PIECE_FOOT[old], 1 - 2 * t, pad)
    _blit_scaled(out, final, scale, pieces.PIECE_FOOT[after], min(1.0, 0.35 + t), pad)
    return out


def _blit_scaled(
    out: pygame.Surface,
    sprite: pygame.Surface,
    scale: float,
    foot: tuple[float, float],
    opacity: float,
    pad: int,
) -> None:
    """Blit ``sprite`` (a tile's size) scaled by ``scale`` about its foot (unit coordinates)
    into ``out`` (the tile with ``pad`` around it)."""
    size = sprite.get_width()
    px = max(1, round(size * scale))
    img = pygame.transform.smoothscale(sprite, (px, px)) if px != size else sprite.copy()
    img.set_alpha(round(255 * max(0.0, min(1.0, opacity))))
    x = pad + foot[0] * size - foot[0] * px
    y = pad + foot[1] * size - foot[1] * px
    out.blit(img, (round(x), round(y)))


@cache
def _height(piece: Piece) -> float:
    """How tall a piece stands in its tile (unit box)."""
    b = pieces.PIECE_BOUNDS[piece]
    return b[3] - b[1]


@bounded("art.sprites.biome_symbol", 128)
def biome_symbol(size: int, biome: Biome) -> pygame.Surface:
    """The biome's symbol alone, in its biome colour with a dark outline (cards, legends)."""
    big = size * SS
    pad = max(2, round(big * 0.04))
    inner = big - 2 * pad
    dark = symbol_big(inner, biome, sh.OUTLINE)
    surf = sh.blank(big, big, sh.OUTLINE)
    for i in range(16):  # dilate the dark copy into an outline
        a = i * math.pi / 8
        surf.blit(dark, (pad + round(pad * math.cos(a)), pad + round(pad * math.sin(a))))
    surf.blit(symbol_big(inner, biome, BIOME_COLOURS[biome]), (pad, pad))
    return scaled_down(surf, size, size)


# --- icons -----------------------------------------------------------------------------------


def icon_big(px: int, draw: Callable[[Pen], None]) -> pygame.Surface:
    surf = sh.blank(px, px)
    draw(Pen(surf, 0, 0, px, 1.2 + px * 0.045))
    return surf


def power_big(px: int, power: Power) -> pygame.Surface:
    """The power's picture on a new transparent ``px`` square (to blit: draws overwrite alpha)."""
    surf = sh.blank(px, px)
    w = 1.2 + px * 0.045
    if power is Power.BUDS:
        sh.draw_bud(Pen(surf, 0, 0, px, w))
        return surf
    piece = {
        Power.SPROUT: Piece.SPROUT,
        Power.SMALL_GROWTH: Piece.SMALL_TREE,
        Power.BIG_GROWTH: Piece.BIG_TREE,
        Power.BUSH: Piece.BUSH,
        Power.LAKE: Piece.LAKE,
    }[power]
    grows = power in (Power.SMALL_GROWTH, Power.BIG_GROWTH)
    inner = surf.get_rect().inflate(-px // 10, -px // 10)
    if grows:  # the piece on the left, an up arrow top right
        inner = pygame.Rect(0, px // 20, px * 3 // 4, px * 9 // 10)
    pieces.PIECE_DRAWERS[piece](sh.fit_pen(surf, pieces.PIECE_BOUNDS[piece], inner, w))
    if grows:
        pen = Pen(surf, 0, 0, px, w)
        sh.draw_arrow(pen, 0.62, 0.04 if power is Power.BIG_GROWTH else 0.22, 0.36)
    return surf


@bounded("art.sprites.power_icon", 64)
def power_icon(size: int, power: Power) -> pygame.Surface:
    """The power's picture: the piece it makes (with an up arrow for growth); Buds is a bud."""
    return scaled_down(power_big(size * SS, power), size, size)


@bounded("art.sprites.action_icon", 64)
def action_icon(size: int, action: Action, dim: bool = False) -> pygame.Surface:
    """What an action does, in a picture (a Sprout is a plant, an arrow a growth): A three
    Sprouts, B two arrows, C a Sprout and an arrow, D the Wild star (any biome). ``dim``: for
    a disabled button (grey and faint)."""
    if dim:
        surf = pygame.transform.grayscale(action_icon(size, action))
        surf.set_alpha(120)
        return surf
    big = size * SS
    surf = sh.blank(big, big)
    w = 1.2 + big * 0.05
    pen = Pen(surf, 0, 0, big, w)
    sprout = pieces.PIECE_BOUNDS[Piece.SPROUT]

    def plant(x: float, y: float, s: float) -> None:
        box = pygame.Rect(round(x * big), round(y * big), round(s * big), round(s * big))
        pieces.draw_sprout(sh.fit_pen(surf, sprout, box, w))

    if action is Action.A:
        plant(0.0, 0.04, 0.54)
        plant(0.46, 0.04, 0.54)
        plant(0.22, 0.44, 0.56)
    elif action is Action.B:
        sh.draw_arrow(pen, 0.04, 0.3, 0.5)
        sh.draw_arrow(pen, 0.48, 0.08, 0.5)
    elif action is Action.C:
        plant(0.0, 0.3, 0.66)
        sh.draw_arrow(pen, 0.54, 0.06, 0.44)
    else:
        return biome_symbol(size, Biome.WILD)
    return scaled_down(surf, size, size)


@bounded("art.sprites.flower_icon", 16)
def flower_icon(size: int) -> pygame.Surface:
    """A fertility flower."""
    return scaled_down(icon_big(size * SS, sh.draw_flower), size, size)


@bounded("art.sprites.aridity_icon", 16)
def aridity_icon(size: int) -> pygame.Surface:
    """Aridity: a disc of cracked dry ground."""
    return scaled_down(icon_big(size * SS, sh.draw_aridity), size, size)


@bounded("art.sprites.sun_token", 16)
def sun_token(size: int) -> pygame.Surface:
    """The sun token: a golden disc with rays."""
    return scaled_down(icon_big(size * SS, sh.draw_sun), size, size)
