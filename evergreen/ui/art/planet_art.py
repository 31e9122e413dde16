"""The large planet as a small world: a seasonal sky, a round planet with a rim and a soft
drop shadow, textured tiles lit from the sun's side, and the shadows trees cast (R9.1).

Everything here is drawn once per size, season, sun side or planet and cached; a frame only
blits the cached pictures (see ``board.draw_planet``). Like ``sprites``, nothing needs a display
mode, and callers must not draw on a returned surface.
"""

from __future__ import annotations

import math

import pygame

from evergreen.rules import Planet, Season, Sun
from evergreen.rules.enums import Biome, Piece
from evergreen.rules.layout import Layout as PlanetLayout
from evergreen.ui.art import shapes as sh
from evergreen.ui.art import sprites, terrain
from evergreen.ui.art.shapes import Colour
from evergreen.ui.kit.bounded_cache import bounded

GRID = 7

#: The sky behind the board, top and bottom colour per season (ART.md: spring fresh green-blue,
#: summer warm gold-blue, autumn amber-rose, winter pale blue-grey). Light enough that the
#: dark text drawn on it keeps its contrast (tests/ui/test_planet_art.py).
SKY: dict[Season, tuple[Colour, Colour]] = {
    Season.SPRING: ((190, 222, 220), (226, 238, 206)),
    Season.SUMMER: ((176, 212, 236), (246, 230, 184)),
    Season.AUTUMN: ((236, 206, 190), (244, 222, 176)),
    Season.WINTER: ((206, 216, 232), (232, 236, 240)),
}

#: The planet's ground between and around its spaces, dark and light side.
SOIL_DARK: Colour = (66, 56, 50)
SOIL_LIT: Colour = (146, 122, 94)
ATMOSPHERE: Colour = (236, 248, 255)

#: Unit vector from the planet's centre towards each side's sun (screen y points down).
TOWARD_SUN: dict[Sun, tuple[float, float]] = {
    Sun.TOP: (0.0, -1.0),
    Sun.RIGHT: (1.0, 0.0),
    Sun.BOTTOM: (0.0, 1.0),
    Sun.LEFT: (-1.0, 0.0),
}

#: A cast shadow's colour and strength; overlapping shadows are no darker than one (ART.md).
SHADOW: tuple[int, int, int, int] = (18, 26, 40, 120)


#: The sky is a vertical gradient: it is kept as a strip this wide and laid side by side
#: across the window (a window-sized sky was a picture of 33 MB at 3840×2160).
SKY_STRIP = 256


@bounded("art.planet_art.sky_strip", 8)
def sky_strip(height: int, season: Season) -> pygame.Surface:
    """A ``SKY_STRIP``-wide strip of the season's sky for a window ``height`` tall (every
    column of the sky is the same)."""
    top, bottom = SKY[Season(season)]
    strip = pygame.Surface((2, 64))
    for y in range(64):
        strip.fill(sh.mix(top, bottom, y / 63), pygame.Rect(0, y, 2, 1))
    out = pygame.transform.smoothscale(strip, (SKY_STRIP, max(1, height)))
    return out.convert() if pygame.display.get_surface() is not None else out


def blit_sky(
    dest: pygame.Surface,
    season: Season,
    height: int,
    at: tuple[int, int] = (0, 0),
    area: pygame.Rect | tuple[int, int, int, int] | None = None,
) -> None:
    """Draw the part ``area`` (window pixels; all of ``dest`` by default) of the sky of a
    window ``height`` tall on ``dest`` at ``at``: ``dest.blit(sky, at, area)`` without a
    window-sized sky."""
    if area is None:
        area = (0, 0, dest.get_width() - at[0], dest.get_height() - at[1])
    wanted = pygame.Rect(area)
    rect = wanted.clip(pygame.Rect(wanted.x, 0, wanted.width, max(1, height)))
    if not rect.width or not rect.height:
        return
    strip = sky_strip(height, Season(season))
    x, y = at[0], at[1] + rect.y - wanted.y
    dest.blits(
        [
            (strip, (x + dx, y), (0, rect.y, min(SKY_STRIP, rect.width - dx), rect.height))
            for dx in range(0, rect.width, SKY_STRIP)
        ],
        doreturn=False,
    )


def sky(width: int, height: int, season: Season) -> pygame.Surface:
    """A picture of the season's sky, ``width`` × ``height`` (not kept: the window's sky is
    drawn from a strip, ``blit_sky``)."""
    out = pygame.Surface((max(1, width), max(1, height)))
    blit_sky(out, season, height)
    return out.convert() if pygame.display.get_surface() is not None else out


@bounded("art.planet_art.planet_disc", 8, 40 * 2**20)
def planet_disc(radius: int, sun: Sun) -> pygame.Surface:
    """The planet's body of this pixel radius: a soft drop shadow on the desk, a faint
    atmosphere, ground lit from the sun's side, a dark rim. The disc's centre is the
    surface's centre. (Kept for the menus' and the title's pictures; the game's board
    keeps it only on its sky: ``ground_on_sky``.)"""
    return draw_disc(radius, sun)


#: The largest disc drawn at twice its size and scaled down (smooth edges); a larger one
#: is drawn at its size with anti-aliased edges (at 3840×2160 the double-size canvas and
#: its shadow were two pictures of 63 MB for a moment).
SUPERSAMPLED = 1024


def draw_disc(radius: int, sun: Sun) -> pygame.Surface:
    """``planet_disc``, drawn afresh (not kept)."""
    size = disc_size(radius)
    ss = 2 if size <= SUPERSAMPLED else 1
    edge = pygame.draw.circle if ss > 1 else pygame.draw.aacircle
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = size * ss / 2
    r = radius * ss
    # drop shadow: below the planet, blurred (at an eighth of the size: the same soft edge
    # for a sixtieth of the work, then scaled up)
    small = max(8, size * ss // 8)
    shadow = pygame.Surface((small, small), pygame.SRCALPHA)
    k = small / (size * ss)
    pygame.draw.circle(shadow, (30, 34, 40, 110), (c * k, (c + r * 0.05) * k), r * k)
    soft = pygame.transform.gaussian_blur(shadow, max(1, round(r * k / 18)))
    big.blit(pygame.transform.smoothscale(soft, big.get_size()), (0, 0))
    # atmosphere: a pale ring just outside the rim
    edge(big, (*ATMOSPHERE, 90), (c, c), r + max(3, r // 45), max(2, r // 90))
    # ground: concentric discs shifting toward the sun, dark to lit
    ux, uy = TOWARD_SUN[Sun(sun)]
    steps = 40
    for k in range(steps):
        t = k / (steps - 1)
        rr = r * (1 - 0.82 * t)
        shift = r * 0.42 * t
        colour = sh.mix(SOIL_DARK, SOIL_LIT, t**0.8)
        draw = edge if k == 0 else pygame.draw.circle
        draw(big, (*colour, 255), (c + ux * shift, c + uy * shift), rr)
    # rim: a dark edge, and a thin lit arc on the sun's side
    edge(big, (*sh.shade(SOIL_DARK, 0.6), 255), (c, c), r, max(2, r // 40))
    lit = pygame.Rect(0, 0, 2 * r, 2 * r)
    lit.center = (round(c), round(c))
    mid = math.atan2(-uy, ux)  # pygame arcs measure angles counter-clockwise, y up
    pygame.draw.arc(
        big,
        (*sh.mix(SOIL_LIT, (255, 240, 200), 0.5), 255),
        lit,
        mid - 0.9,
        mid + 0.9,
        max(2, r // 60),
    )
    return pygame.transform.smoothscale(big, (size, size)) if ss > 1 else big


def tile(size: int, biome: Biome | None, sun: Sun, space: int) -> pygame.Surface:
    """The grid's space ``space`` of the large planet, ``size`` pixels a side: its biome
    painted as terrain in the space's own variant, lit from the ``sun``'s side
    (``terrain.tile``, cached there; do not draw on it)."""
    return terrain.tile(size, biome, terrain.variant_of(space), Sun(sun))


def cast_spans(planet: Planet, sun: Sun) -> list[tuple[int, tuple[int, ...]]]:
    """Each tree with the spaces its shadow is drawn on (R9.1): the next one (Small Tree) or
    two (Big Tree) spaces of its line away from the sun; a line's end or a gap stops it, and
    so does a taller tree, which it cannot shade (a Small Tree's shadow drawn over the Big
    Tree after it made that tree look shaded). Trees whose shadow reaches nowhere are left
    out."""
    out: list[tuple[int, tuple[int, ...]]] = []
    for line in planet.layout.lines[Sun(sun)]:
        heights = [TREE_HEIGHT.get(Piece(planet.pieces[i]), 0) for i in line]
        for pos, i in enumerate(line):
            height = heights[pos]
            reach = pos + 1
            while reach < min(len(line), pos + 1 + height) and heights[reach] <= height:
                reach += 1
            if reach > pos + 1:
                out.append((i, line[pos + 1 : reach]))
    return out


#: How tall each tree stands: how many spaces its shadow falls on (R9.1).
TREE_HEIGHT = {Piece.SMALL_TREE: 1, Piece.BIG_TREE: 2}


#: The shadows are drawn and blurred at 1/SHADOW_SCALE of the board's size (a blur at full
#: size cost 40 ms each time a planet changed: a dropped frame or two at every move), and
#: kept at that size: they are scaled up only onto the board's picture (``shadows_on``).
SHADOW_SCALE = 2


@bounded("art.planet_art.shadow_layer", 4, 16 * 2**20)
def shadow_layer(
    planet: Planet, sun: Sun, edges: tuple[tuple[int, ...], ...], cell: int
) -> pygame.Surface:
    """The shadows of a planet's trees over its grid, soft-edged, none darker than another,
    at 1/``SHADOW_SCALE`` of the grid's size (``shadows_on`` lays them on a picture).

    Each shadow runs from its tree's foot to the far side of the last space it shades, a
    little narrower than a space, so the board shows which trees are shaded. Each is a
    soft stamp drawn once per size, sun side and length (``shadow_stamp``); where stamps
    overlap the darker one counts (a blend by maximum), so no spot is darker than one
    shadow, and a new position costs a few blits, not a blur (a blur of the whole layer was
    a third of the frame a move lands on)."""
    xs, ys = edges
    k = SHADOW_SCALE
    layer = pygame.Surface((math.ceil(xs[-1] / k), math.ceil(ys[-1] / k)), pygame.SRCALPHA)
    layer.fill((*SHADOW[:3], 0))
    for tree, spans in cast_spans(planet, sun):
        r, c = divmod(tree, GRID)
        stamp, (ox, oy) = shadow_stamp(cell, Sun(sun), len(spans))
        at = (round((xs[c] + xs[c + 1]) / 2 / k) - ox, round((ys[r] + ys[r + 1]) / 2 / k) - oy)
        layer.blit(stamp, at, special_flags=pygame.BLEND_RGBA_MAX)
    return layer


@bounded("art.planet_art.shadow_stamp", 32)
def shadow_stamp(cell: int, sun: Sun, spaces: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """One tree's soft shadow over ``spaces`` spaces away from the ``sun``, at
    1/``SHADOW_SCALE`` of a ``cell``-wide grid, and where the tree's centre lies in it: a
    rounded band blurred, in the shadow's colour, its alpha at most ``SHADOW``'s."""
    k = SHADOW_SCALE
    blur = max(1, round(cell / 12 / k))
    pad = 3 * blur + 2
    ux, uy = TOWARD_SUN[Sun(sun)]
    half = cell * 0.31
    length = cell * (spaces + 0.32)  # to just short of the last space's far edge
    ex, ey = -ux * length, -uy * length  # the shadow's end, from the tree's centre
    left, top = round((min(0.0, ex) - half) / k), round((min(0.0, ey) - half) / k)
    box = pygame.Rect(pad, pad, round((abs(ex) + 2 * half) / k), round((abs(ey) + 2 * half) / k))
    layer = pygame.Surface((box.width + 2 * pad, box.height + 2 * pad), pygame.SRCALPHA)
    layer.fill((*SHADOW[:3], 0))
    pygame.draw.rect(layer, (*SHADOW[:3], 255), box, border_radius=round(half / k))
    blurred = pygame.transform.gaussian_blur(layer, blur)
    blurred.fill((255, 255, 255, SHADOW[3]), special_flags=pygame.BLEND_RGBA_MULT)
    return blurred, (pad - left, pad - top)


def shadows_on(
    surf: pygame.Surface,
    planet: Planet,
    sun: Sun,
    edges: tuple[tuple[int, ...], ...],
    at: tuple[int, int],
) -> None:
    """Lay the planet's tree shadows (``shadow_layer``, scaled up to the grid) on ``surf``
    with the grid's corner at ``at``."""
    if not cast_spans(planet, sun):
        return
    xs, ys = edges
    small = shadow_layer(planet, Sun(sun), edges, xs[1] - xs[0])
    surf.blit(pygame.transform.smoothscale(small, (xs[-1], ys[-1])), at)


@bounded("art.planet_art.board_picture", 4, 40 * 2**20)
def board_picture(
    planet: Planet,
    sun: Sun,
    edges: tuple[tuple[int, ...], ...],
    radius: int,
    shaded: frozenset[int],
    hidden: frozenset[int],
) -> pygame.Surface:
    """The still picture of the large planet: body, tiles, cast shadows and pieces (shaded
    ones in shade), except the pieces on ``hidden`` spaces (drawn growing by the caller).

    The surface is the disc's size; the grid's corner sits at ``grid_offset(edges, radius)``.
    (The menus' and results' pictures; the game's board is ``board_on_sky``.)
    """
    surf = planet_disc(radius, sun).copy()
    gx, gy = grid_offset(edges, radius)
    _tiles_on(surf, planet.layout, Sun(sun), edges, (gx, gy))
    _pieces_on(surf, planet, sun, edges, (gx, gy), shaded, hidden)
    return surf


def _tiles_on(
    surf: pygame.Surface,
    layout: PlanetLayout,
    sun: Sun,
    edges: tuple[tuple[int, ...], ...],
    at: tuple[int, int],
) -> None:
    """The planet's tiles on ``surf``, the grid's corner at ``at``."""
    xs, ys = edges
    for i in layout.spaces:
        r, c = divmod(i, GRID)
        w = xs[c + 1] - xs[c]
        surf.blit(tile(w, layout.biome_of(i), Sun(sun), i), (at[0] + xs[c], at[1] + ys[r]))


def _pieces_on(
    surf: pygame.Surface,
    planet: Planet,
    sun: Sun,
    edges: tuple[tuple[int, ...], ...],
    at: tuple[int, int],
    shaded: frozenset[int],
    hidden: frozenset[int],
) -> None:
    """The trees' shadows, then the pieces (but the ``hidden``), lit from the ``sun``'s side,
    each in the look of its space, the grid's corner at ``at``."""
    shadows_on(surf, planet, sun, edges, at)
    xs, ys = edges
    for i in planet.layout.plantable:
        piece = planet.pieces[i]
        if not piece or i in hidden:
            continue
        r, c = divmod(i, GRID)
        sprite = sprites.piece_sprite(xs[c + 1] - xs[c], Piece(piece), i in shaded, Sun(sun), i)
        surf.blit(sprite, (at[0] + xs[c], at[1] + ys[r]))


#: Where a picture on the window's sky lies: its rect in the window (x, y, w, h), the
#: window's height, and where the grid's corner falls inside it.
Placement = tuple[tuple[int, int, int, int], int, tuple[int, int]]


@bounded("art.planet_art.ground_on_sky", 2, 40 * 2**20)
def ground_on_sky(
    layout: PlanetLayout,
    sun: Sun,
    edges: tuple[tuple[int, ...], ...],
    radius: int,
    season: Season,
    place: Placement,
) -> pygame.Surface:
    """The game's board with nothing on it, as one opaque picture: the season's sky behind
    the board's rect, the planet's body and its tiles. The planet's body is drawn for it
    and not kept apart (the sky, the body and the picture were three window-sized layers)."""
    rect, height, corner = place
    out = pygame.Surface(rect[2:])
    blit_sky(out, season, height, (0, 0), rect)
    gx, gy = grid_offset(edges, radius)
    out.blit(draw_disc(radius, sun), (corner[0] - gx, corner[1] - gy))
    _tiles_on(out, layout, Sun(sun), edges, corner)
    return out.convert() if pygame.display.get_surface() is not None else out


@bounded("art.planet_art.board_on_sky", 4, 40 * 2**20)
def board_on_sky(
    planet: Planet,
    sun: Sun,
    edges: tuple[tuple[int, ...], ...],
    radius: int,
    shaded: frozenset[int],
    hidden: frozenset[int],
    season: Season,
    place: Placement,
) -> pygame.Surface:
    """``board_picture`` on the window's sky as one opaque picture (a frame's largest blit,
    made cheap): ``ground_on_sky`` with the shadows and pieces laid on a copy."""
    ground = ground_on_sky(planet.layout, Sun(sun), edges, radius, Season(season), place)
    out = ground.copy()
    _pieces_on(out, planet, sun, edges, place[2], shaded, hidden)
    return out


def grid_offset(edges: tuple[tuple[int, ...], ...], radius: int) -> tuple[int, int]:
    """Where the grid's corner sits inside ``board_picture``: the grid centred on the disc."""
    xs, ys = edges
    size = disc_size(radius)
    return (size - xs[-1]) // 2, (size - ys[-1]) // 2


def disc_size(radius: int) -> int:
    """The side of ``planet_disc``'s picture: the planet and room for its shadow around."""
    return 2 * (radius + max(4, radius // 8))


@bounded("art.planet_art.sun_glow", 4)
def sun_glow(size: int) -> pygame.Surface:
    """A soft warm halo for the sun token (drawn under it), ``size`` across."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    steps = 24
    for k in range(steps):
        t = k / steps
        pygame.draw.circle(surf, (255, 224, 120, round(10 + 40 * t * t)), (c, c), c * (1 - t))
    return surf


@bounded("art.planet_art.mini_disc", 8)
def mini_disc(radius: int) -> pygame.Surface:
    """The body of a small planet (players' panels): ground with a dark rim, no shadow."""
    ss = 3
    size = 2 * radius * ss
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(big, (*sh.shade(SOIL_DARK, 0.7), 255), (c, c), c)
    pygame.draw.circle(
        big, (*sh.mix(SOIL_DARK, SOIL_LIT, 0.45), 255), (c, c), c - ss * max(1, radius // 20)
    )
    return pygame.transform.smoothscale(big, (2 * radius, 2 * radius))
