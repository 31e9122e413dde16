"""The large planet on the game screen: its picture (``planet_art``) placed on the board with
the pieces growing in, the legal targets, the last moves and the sun around its rim; and the
small planets of the players' panels, the Load list and the rules' figures.

Static layers are cached per size; a frame only blits them and the few pieces and highlights
on top.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from evergreen.rules import Piece, Planet, Season, Sun
from evergreen.ui.art import growth, planet_art, sprites
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import GRID, Layout
from evergreen.ui.kit.text import ACCENT, INK

#: The largest forest's outline on the board: a dark stroke under a light one.
FOREST_LINE = (24, 40, 28)
HILITE = (255, 214, 102)


@bounded("art.board.grid_edges", 8)
def grid_edges(lay: Layout) -> tuple[tuple[int, ...], ...]:
    """Pixel offsets of the 8 vertical and 8 horizontal grid lines from the grid's corner."""
    g = lay.grid
    xs = [lay.space_rect(k).left - g.left for k in range(GRID)] + [g.width]
    ys = [lay.space_rect(k * GRID).top - g.top for k in range(GRID)] + [g.height]
    return tuple(xs), tuple(ys)


def draw_planet(
    surface: pygame.Surface,
    lay: Layout,
    planet: Planet,
    sun: Sun,
    targets: frozenset[int] = frozenset(),
    hover: int | None = None,
    shaded: frozenset[int] = frozenset(),
    pops: dict[int, float] | None = None,
    ghost: Piece | None = None,
    marks: frozenset[int] = frozenset(),
    pulse: float | None = None,
    sky: tuple[Season, int] | None = None,
    layer: tuple[frozenset[int], Callable[[pygame.Surface], None]] | None = None,
) -> None:
    """The large planet lit from the ``sun``'s side: its body, tiles, the shadows its trees
    cast and its pieces (``shaded`` ones in shade, popping ones growing in), legal targets,
    the last turn's moves (``marks``), and on the hovered target a faint preview (``ghost``)
    of the piece a click would leave there. ``pulse`` (0-1): the targets' rings glow.
    ``sky``: the season and height of the window's sky, if the planet is drawn on it (the
    two are then kept as one opaque picture). ``layer``: the ambient motion (``ui/game/ambient``):
    the pieces it draws itself, left out of the picture, and how it draws over the picture,
    under the growing pieces, the marks and the rings."""
    pops = growing_in(planet, pops or {})
    hidden = hidden_pieces(pops, layer)
    picture, at, part = planet_picture(lay, planet, sun, frozenset(shaded), hidden, sky)
    surface.blit(picture, at, part)
    if layer is not None:
        layer[1](surface)
    for i, grow in pops.items():
        rect = lay.space_rect(i)
        piece = Piece(planet.pieces[i])
        before = GROWN_FROM.get(piece)
        img = growth.growth_frame(rect.width, before, piece, grow, i in shaded, Sun(sun), i)
        surface.blit(img, img.get_rect(center=rect.center))
    for i in marks:
        last_move_mark(surface, lay, lay.space_rect(i))
    for i in targets:
        rect = lay.space_rect(i)
        strong = i == hover
        surface.blit(target_ring(rect.width, lay.px(1), strong), rect)
        if pulse:
            surface.blit(target_glow(rect.width, lay.px(1), round(pulse * GLOW_LEVELS)), rect)
        if strong and ghost is not None:
            surface.blit(ghost_sprite(rect.width, ghost, Sun(sun), i), rect)


def growing_in(planet: Planet, pops: dict[int, float]) -> dict[int, float]:
    """The pieces still growing in (their ``pops`` not done) on spaces that hold one."""
    return {i: t for i, t in pops.items() if t < 1 and planet.pieces[i]}


def hidden_pieces(
    growing: dict[int, float],
    layer: tuple[frozenset[int], Callable[[pygame.Surface], None]] | None,
) -> frozenset[int]:
    """The pieces left out of the planet's picture: those ``growing`` in (``growing_in``)
    and those the ambient motion's ``layer`` draws itself."""
    return frozenset(growing) | (layer[0] if layer is not None else frozenset())


def planet_picture(
    lay: Layout,
    planet: Planet,
    sun: Sun,
    shaded: frozenset[int],
    hidden: frozenset[int],
    sky: tuple[Season, int] | None,
) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect | None]:
    """The large planet's picture ``draw_planet`` lays (kept: ``planet_art``), with its
    pieces but the ``hidden`` ones, and where it goes: the picture, its place in the window
    and the part of it shown (None: all). Made ahead, the frame that shows it finds it kept
    (``BoardSection.prepare``)."""
    edges = grid_edges(lay)
    radius = lay.px(PLANET_RADIUS)
    g = lay.grid
    area = planet_area(lay)
    if sky is None:
        picture = planet_art.board_picture(planet, Sun(sun), edges, radius, shaded, hidden)
        gx, gy = planet_art.grid_offset(edges, radius)
        return picture, area.topleft, area.move(gx - g.x, gy - g.y)
    # one opaque blit of the planet on its sky (a frame's largest blit, made cheap)
    place = ((area.x, area.y, area.w, area.h), sky[1], (g.x - area.x, g.y - area.y))
    picture = planet_art.board_on_sky(
        planet, Sun(sun), edges, radius, shaded, hidden, sky[0], place
    )
    return picture, area.topleft, None


#: What a tree grew from (trees only ever grow: R7), so it grows out of its old self.
GROWN_FROM = {Piece.SMALL_TREE: Piece.SPROUT, Piece.BIG_TREE: Piece.SMALL_TREE}

#: The large planet's radius in design units: its 37 spaces inside, a little ground around.
PLANET_RADIUS = 326


def planet_area(lay: Layout) -> pygame.Rect:
    """Where the large planet's picture (shadow and atmosphere included) is drawn: over the
    board and a little around it, never over the panels on its right."""
    return pygame.Rect(_planet_box(lay))


@bounded("art.board._planet_box", 8)
def _planet_box(lay: Layout) -> tuple[int, int, int, int]:
    edges = grid_edges(lay)
    gx, gy = planet_art.grid_offset(edges, lay.px(PLANET_RADIUS))
    size = planet_art.disc_size(lay.px(PLANET_RADIUS))
    area = pygame.Rect(lay.grid.x - gx, lay.grid.y - gy, size, size).union(lay.board)
    area.width = min(area.right, lay.market.left) - area.x
    return area.x, area.y, area.width, area.height


def last_move_mark(surface: pygame.Surface, lay: Layout, rect: pygame.Rect) -> None:
    """A small amber dot in a space's corner: placed or grown in that seat's last turn."""
    centre = (rect.right - lay.px(9), rect.top + lay.px(9))
    pygame.draw.circle(surface, INK, centre, lay.px(6))
    pygame.draw.circle(surface, ACCENT, centre, lay.px(5))


#: A legal target's ring: a dark stroke outside a light one, so one of the two stands out
#: on every biome (and the tile keeps its colour: no tint).
TARGET_DARK = (24, 30, 26)
TARGET_LIGHT = (255, 250, 226)


@bounded("art.board.target_ring", 16)
def target_ring(size: int, unit: int, strong: bool) -> pygame.Surface:
    """The mark of a space a click would act on: a double ring inside the tile, thicker
    under the mouse."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    dark, light = (3, 4) if strong else (2, 3)
    radius = max(2, size // 8)
    outer = surf.get_rect().inflate(-2 * unit, -2 * unit)
    pygame.draw.rect(surf, TARGET_DARK, outer, dark * unit, border_radius=radius)
    inner = outer.inflate(-2 * dark * unit, -2 * dark * unit)
    pygame.draw.rect(surf, TARGET_LIGHT, inner, light * unit, border_radius=max(1, radius - 2))
    return surf


#: The pulse's brightness steps (each a cached picture).
GLOW_LEVELS = 8


@bounded("art.board.target_glow", 2 * (GLOW_LEVELS + 1))
def target_glow(size: int, unit: int, level: int) -> pygame.Surface:
    """A light band inside a target's ring, ``level`` of ``GLOW_LEVELS`` bright (the pulse
    of new targets); it only adds to the ring, whose contrast stands without it."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    inner = surf.get_rect().inflate(-12 * unit, -12 * unit)
    alpha = round(200 * level / GLOW_LEVELS)
    radius = max(1, size // 8 - 4)
    pygame.draw.rect(surf, (*TARGET_LIGHT, alpha), inner, 4 * unit, border_radius=radius)
    return surf


@bounded("art.board.ghost_sprite", 16)
def ghost_sprite(
    size: int, piece: Piece, sun: Sun | None = None, space: int | None = None
) -> pygame.Surface:
    """A see-through piece: what a click on a highlighted ``space`` would place or grow
    there (as it will look there, lit from the ``sun``'s side)."""
    sprite = sprites.piece_sprite(size, piece, False, sun, space).copy()
    sprite.set_alpha(150)
    return sprite


def draw_sun(
    surface: pygame.Surface, lay: Layout, side: Sun, moving: tuple[Sun, float] | None
) -> None:
    """The sun token on its side of the planet, with an arrow for the light's direction;
    moving on, it travels clockwise around the planet's rim (never across it)."""
    angle = SIDE_ANGLE[Sun(side)]
    if moving:
        old, t = moving
        start = SIDE_ANGLE[Sun(old)]
        angle = start + ((angle - start) % 360) * t
    centre, radius = lay.sun_orbit()
    rad = math.radians(angle)
    ux, uy = math.cos(rad), math.sin(rad)
    size = lay.sun_rect(Sun(side)).width
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(centre[0] + ux * radius), round(centre[1] + uy * radius))
    sun_token(surface, rect, angle)


def sun_token(surface: pygame.Surface, rect: pygame.Rect, angle: float) -> None:
    """The sun token in ``rect`` with its glow and a small arrow pointing where its light
    falls (``angle``: where the sun stands, in degrees, as seen from the planet's centre)."""
    glow = planet_art.sun_glow(rect.width * 3)
    surface.blit(glow, glow.get_rect(center=rect.center))
    surface.blit(sprites.sun_token(rect.width), rect)
    rad = math.radians(angle)
    dx, dy = -math.cos(rad), -math.sin(rad)  # the light falls towards the planet
    cx, cy = rect.center
    d = rect.width * 0.75
    tip = (cx + dx * d * 1.1, cy + dy * d * 1.1)
    base = (cx + dx * d * 0.75, cy + dy * d * 0.75)
    side = (-dy * rect.width * 0.18, dx * rect.width * 0.18)
    points = [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])]
    pygame.draw.polygon(surface, ACCENT, points)


#: Where each side's sun stands around the planet, in degrees (screen y points down, so
#: growing angles go clockwise: top, right, bottom, left).
SIDE_ANGLE = {Sun.TOP: -90.0, Sun.RIGHT: 0.0, Sun.BOTTOM: 90.0, Sun.LEFT: 180.0}


#: A small planet's width in spaces: the 7 of its grid and the ground around them.
MINI_CELLS = 7.8


def mini_inset(cell: int) -> int:
    """Where a small planet's grid starts inside ``mini_planet``'s picture, in pixels."""
    return round(cell * MINI_CELLS / 2) - cell * GRID // 2


@bounded("art.board.mini_planet", 32)
def mini_planet(planet: Planet, cell: int) -> pygame.Surface:
    """A small picture of a planet: its spaces on a round body (cached per planet value and
    size); ``MINI_CELLS`` spaces across."""
    surf = planet_art.mini_disc(round(cell * MINI_CELLS / 2)).copy()
    inset = mini_inset(cell)
    lay = planet.layout
    for i in lay.spaces:
        r, c = divmod(i, GRID)
        rect = pygame.Rect(inset + c * cell, inset + r * cell, cell, cell)
        surf.blit(sprites.biome_tile(cell, lay.biome_of(i)), rect)
        if planet.pieces[i]:
            surf.blit(sprites.piece_sprite(cell, Piece(planet.pieces[i]), space=i), rect)
    return surf
