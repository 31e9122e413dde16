"""The title screen's living planet: a small world of the game's own art on which trees
grow, one at a time, while the sun goes round it, resting on each side.

What is on the planet at a moment is a pure function of the time since the title appeared
(``world_at``): nothing is kept from frame to frame, so a frame can be drawn whole or in
parts and look the same, and tests ask for any moment without waiting. The motion is
slow-stepped (``STEP``) and small: between steps, and between a growth and the sun's next
journey, nothing changes (``next_change`` says for how long), so the window sleeps.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache

import pygame

from evergreen.rules import Planet, Season, Sun
from evergreen.rules.enums import Piece
from evergreen.rules.planet import light_score
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.board import PLANET_RADIUS, grid_edges, sun_token
from evergreen.ui.kit.anim import EASE_IN_OUT_SINE, EASE_OUT_BACK
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout

#: The planet on the title, in design pixels: its centre; its size is the game's board's
#: (``PLANET_RADIUS``, the same grid), so the title's tiles, pieces and planet body
#: are the very pictures the game then reuses from the cache.
CENTRE = (412, 412)
#: The sun token's side, in design pixels.
SUN_SIZE = 44

#: Seconds between two frames while something moves (the motion is stepped, not smooth:
#: a small region redrawn this often costs next to nothing).
STEP = 0.1
#: The sun rests on a side this long, then travels a quarter turn round the rim in
#: ``SUN_TRAVEL`` seconds (ease-in-out); the light comes from its new side when it arrives.
SUN_REST = 13.0
SUN_TRAVEL = 3.0
#: The sun's first journey starts this soon after the title appears.
SUN_FIRST = 4.0
#: The first growth, then one every ``GROW_EVERY`` seconds, each popping in ``POP`` seconds.
GROW_FIRST = 1.5
GROW_EVERY = 4.0
POP = 0.6

#: The clockwise round of the sun (screen y points down: growing angles go clockwise).
SIDES = (Sun.TOP, Sun.RIGHT, Sun.BOTTOM, Sun.LEFT)
SIDE_ANGLE = {Sun.TOP: -90.0, Sun.RIGHT: 0.0, Sun.BOTTOM: 90.0, Sun.LEFT: 180.0}

#: The planet when the title appears (and, still, with Reduce motion): a young forest.
START = """
. . T t _ . .
. s b # _ T .
t _ ~ s _ t _
T t _ # s _ b
_ b # _ T _ _
. _ s # t _ .
. . _ t _ . .
"""
#: How many growths the script has (then the planet rests, a forest).
GROWTHS = 26


@dataclass(frozen=True)
class Growth:
    """One step of the script: the piece on ``space`` becomes ``after``."""

    space: int
    before: Piece
    after: Piece


@dataclass(frozen=True)
class World:
    """The title's planet at one moment."""

    #: Every piece grown so far, the ones popping in still as they were (the still picture
    #: shows this planet; the growing pieces are drawn over it).
    planet: Planet
    #: The side the light comes from (shadows and the lit rim).
    light: Sun
    #: Where the sun token stands on its round, in degrees (0: right, 90: bottom).
    sun_angle: float
    #: The pieces growing now: space, what it grows from, into, and how far (eased).
    pops: tuple[tuple[int, Piece, Piece, float], ...] = ()

    @property
    def shaded(self) -> frozenset[int]:
        """The trees standing in another's shadow (drawn in shade)."""
        return light_score(self.planet, self.light).shaded

    @property
    def grown(self) -> Planet:
        """The planet with the popping pieces grown."""
        pieces = list(self.planet.pieces)
        for space, _before, after, _t in self.pops:
            pieces[space] = int(after)
        return Planet(tuple(pieces), self.planet.layout)


@cache
def script(seed: int = 7) -> tuple[Planet, tuple[Growth, ...]]:
    """The starting planet and the growths that follow it, the same every run: sprouts
    come up on empty spaces, sprouts grow into Small Trees and those into Big Trees, now and
    then a Bush; a few spaces stay open."""
    planet = Planet.from_text(START)
    rng = random.Random(seed)
    pieces = list(planet.pieces)
    spaces = sorted(planet.layout.plantable)
    steps: list[Growth] = []
    while len(steps) < GROWTHS:
        empty = [i for i in spaces if pieces[i] == Piece.EMPTY]
        sprouts = [i for i in spaces if pieces[i] == Piece.SPROUT]
        small = [i for i in spaces if pieces[i] == Piece.SMALL_TREE]
        roll = rng.random()
        if sprouts and (roll < 0.45 or len(empty) <= 3):
            i, after = rng.choice(sprouts), Piece.SMALL_TREE
        elif small and roll < 0.65:
            i, after = rng.choice(small), Piece.BIG_TREE
        elif len(empty) > 3:
            i, after = rng.choice(empty), Piece.BUSH if roll > 0.93 else Piece.SPROUT
        else:
            break
        steps.append(Growth(i, Piece(pieces[i]), after))
        pieces[i] = int(after)
    return planet, tuple(steps)


def world_at(t: float | None) -> World:
    """The planet ``t`` seconds after the title appeared; None: the still picture (Reduce
    motion, or animations off): the starting planet, lit from the top."""
    start, steps = script()
    if t is None:
        return World(start, Sun.TOP, SIDE_ANGLE[Sun.TOP])
    t = stepped(t)
    light, angle = sun_at(t)
    pieces = list(start.pieces)
    pops = []
    for k, step in enumerate(steps):
        began = GROW_FIRST + k * GROW_EVERY
        if began > t:
            break
        if t - began < POP:
            grown = EASE_OUT_BACK((t - began) / POP)
            pops.append((step.space, step.before, step.after, grown))
        else:
            pieces[step.space] = int(step.after)
    return World(Planet(tuple(pieces), start.layout), light, angle, tuple(pops))


def sun_at(t: float) -> tuple[Sun, float]:
    """The side the light comes from and the sun token's angle at ``t`` seconds."""
    period = SUN_REST + SUN_TRAVEL
    u = t + (SUN_REST - SUN_FIRST)  # the first rest is shorter: the sun moves soon
    lap, into = divmod(u, period)
    side = SIDES[int(lap) % 4]
    angle = SIDE_ANGLE[side]
    if into > SUN_REST:
        moved = EASE_IN_OUT_SINE(min(1.0, (into - SUN_REST) / SUN_TRAVEL))
        angle += 90.0 * moved
    return side, angle


def stepped(t: float) -> float:
    """``t`` down to a whole number of steps (what a frame shows between two steps)."""
    return math.floor(t / STEP + 1e-6) * STEP


def next_change(t: float) -> float:
    """Seconds from ``t`` until the picture changes: to the next step while something
    moves, else to the start of the next growth or of the sun's next journey."""
    if moving(t):
        return STEP - (t % STEP) + 0.001
    into = (t + SUN_REST - SUN_FIRST) % (SUN_REST + SUN_TRAVEL)
    waits = [SUN_REST - into]
    _start, steps = script()
    k = max(0, math.ceil((t - GROW_FIRST) / GROW_EVERY - 1e-9))
    if k < len(steps):
        waits.append(GROW_FIRST + k * GROW_EVERY - t)
    return max(0.001, min(waits) + 0.001)


def moving(t: float) -> bool:
    """True while the sun travels or a piece pops in (and for the step that ends it)."""
    if (t + SUN_REST - SUN_FIRST) % (SUN_REST + SUN_TRAVEL) > SUN_REST:
        return True
    _start, steps = script()
    k = math.floor((t - GROW_FIRST) / GROW_EVERY)
    return 0 <= k < len(steps) and t - (GROW_FIRST + k * GROW_EVERY) < POP + STEP


# -- geometry and drawing ------------------------------------------------------------------
@dataclass(frozen=True)
class Geometry:
    """Where the title's planet lies in a window."""

    lay: Layout

    @property
    def radius(self) -> int:
        """The planet's radius in pixels."""
        return self.lay.px(PLANET_RADIUS)

    @property
    def centre(self) -> tuple[int, int]:
        """The planet's centre in window pixels."""
        return self.lay.rect(*CENTRE, 0, 0).topleft

    @property
    def edges(self) -> tuple[tuple[int, ...], ...]:
        """The grid's 8 column and 8 row lines, from its corner (the game board's)."""
        return grid_edges(self.lay)

    @property
    def area(self) -> pygame.Rect:
        """Where the planet's picture (its shadow and atmosphere included) lies."""
        size = planet_art.disc_size(self.radius)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = self.centre
        return rect

    def grid_corner(self) -> tuple[int, int]:
        """The grid's top-left corner in window pixels."""
        gx, gy = planet_art.grid_offset(self.edges, self.radius)
        return self.area.x + gx, self.area.y + gy

    def space_rect(self, space: int) -> pygame.Rect:
        """A space of the planet in window pixels."""
        xs, ys = self.edges
        r, c = divmod(space, 7)
        x0, y0 = self.grid_corner()
        return pygame.Rect(x0 + xs[c], y0 + ys[r], xs[c + 1] - xs[c], ys[r + 1] - ys[r])

    def pop_rect(self, space: int) -> pygame.Rect:
        """What a piece popping in on ``space`` may cover (its overshoot included)."""
        rect = self.space_rect(space)
        return rect.inflate(2 * (rect.width // 8) + 2, 2 * (rect.width // 8) + 2)

    def sun_rect(self, angle: float) -> pygame.Rect:
        """The sun token's box at ``angle`` on its round (on the planet's rim)."""
        size = self.lay.px(SUN_SIZE)
        rad = math.radians(angle)
        orbit = self.radius - self.lay.px(8)
        cx, cy = self.centre
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(cx + math.cos(rad) * orbit), round(cy + math.sin(rad) * orbit))
        return rect

    def sun_region(self, angle: float) -> pygame.Rect:
        """What drawing the sun at ``angle`` covers: its glow."""
        rect = self.sun_rect(angle)
        return rect.inflate(2 * rect.width + 2, 2 * rect.height + 2)

    def picture(self, world: World) -> pygame.Surface:
        """The planet's still picture: ``world.planet`` lit from ``world.light``."""
        return board(world.planet, world.light, self.edges, self.radius)

    def draw_pops(self, surface: pygame.Surface, world: World) -> None:
        """The pieces growing now, over the picture: each on its space laid bare again (its
        tile and the shadows falling on it), growing out of what stood there."""
        if not world.pops:
            return
        shaded = light_score(world.grown, world.light).shaded
        bare = bare_board(world.light, self.edges, self.radius)
        shadows = tree_shadows(world.planet, world.light, self.edges)
        x0, y0 = self.grid_corner()
        gx, gy = planet_art.grid_offset(self.edges, self.radius)
        for space, before, after, grown in world.pops:
            rect = self.space_rect(space)
            inside = rect.move(-x0, -y0)
            surface.blit(bare, rect, inside.move(gx, gy))
            surface.blit(shadows, rect, inside)
            old = None if before is Piece.EMPTY else before
            shade = space in shaded
            img = sprites.growing_sprite(rect.width, old, after, grown, shade, world.light, space)
            surface.blit(img, img.get_rect(center=rect.center))

    def changed(self, before: World, now: World) -> list[pygame.Rect]:
        """Where the planet's still picture differs between two moments: all of it when
        the light comes from a new side; else, for each space whose piece changed, its line
        away from the sun (the shadows it casts, the trees it shades)."""
        if before.light != now.light:
            return [self.area]
        spaces = [
            i
            for i, (a, b) in enumerate(zip(before.planet.pieces, now.planet.pieces, strict=True))
            if a != b
        ]
        x0, y0 = self.grid_corner()
        xs, ys = self.edges
        margin = max(2, xs[1] // 4)
        rects = []
        for space in spaces:
            cell = self.space_rect(space)
            if now.light in (Sun.TOP, Sun.BOTTOM):
                line = pygame.Rect(cell.x, y0, cell.width, ys[-1])
            else:
                line = pygame.Rect(x0, cell.y, xs[-1], cell.height)
            rects.append(line.inflate(2 * margin, 2 * margin))
        return rects

    def draw_sun(self, surface: pygame.Surface, angle: float) -> None:
        """The sun token on the rim with its glow and a small arrow: the light falls on the
        planet from here."""
        sun_token(surface, self.sun_rect(angle), angle)


def trees_only(planet: Planet) -> Planet:
    """The planet's trees alone: what its shadows depend on (Sprouts, Bushes and Lakes cast
    none: R7), so a Sprout coming up reuses the shadows already drawn."""
    trees = (int(Piece.SMALL_TREE), int(Piece.BIG_TREE))
    return Planet(tuple(p if p in trees else 0 for p in planet.pieces), planet.layout)


@bounded("art.title_art.tree_shadows", 8)
def tree_shadows(planet: Planet, light: Sun, edges: tuple[tuple[int, ...], ...]) -> pygame.Surface:
    """The shadows the planet's trees cast, as on the game's board (``planet_art.shadow_layer``)
    scaled up to the grid. Kept per trees: a Sprout coming up reuses them."""
    return _shadows(trees_only(planet), Sun(light), edges)


@bounded("art.title_art._shadows", 8)
def _shadows(trees: Planet, light: Sun, edges: tuple[tuple[int, ...], ...]) -> pygame.Surface:
    xs, ys = edges
    small = planet_art.shadow_layer(trees, light, edges, xs[1] - xs[0])
    return pygame.transform.smoothscale(small, (xs[-1], ys[-1]))


@bounded("art.title_art.bare_board", 4, 40 * 2**20)
def bare_board(light: Sun, edges: tuple[tuple[int, ...], ...], radius: int) -> pygame.Surface:
    """The planet's body and tiles lit from ``light``, nothing on them."""
    surf = planet_art.planet_disc(radius, Sun(light)).copy()
    gx, gy = planet_art.grid_offset(edges, radius)
    xs, ys = edges
    layout = Planet.from_text(START).layout
    for i in layout.spaces:
        r, c = divmod(i, 7)
        w = xs[c + 1] - xs[c]
        surf.blit(planet_art.tile(w, layout.biome_of(i), Sun(light), i), (gx + xs[c], gy + ys[r]))
    return surf


@bounded("art.title_art.board", 4, 40 * 2**20)
def board(
    planet: Planet, light: Sun, edges: tuple[tuple[int, ...], ...], radius: int
) -> pygame.Surface:
    """The planet's still picture (as ``planet_art.board_picture`` draws the game's): body,
    tiles, the shadows of its trees, its pieces (those in shade darker). Made once per
    growth: from the bare board, with the shadows kept while the trees stay the same."""
    surf = bare_board(light, edges, radius).copy()
    gx, gy = planet_art.grid_offset(edges, radius)
    surf.blit(tree_shadows(planet, light, edges), (gx, gy))
    shaded = light_score(planet, light).shaded
    xs, ys = edges
    for i in planet.layout.plantable:
        piece = planet.pieces[i]
        if piece:
            r, c = divmod(i, 7)
            sprite = sprites.piece_sprite(xs[c + 1] - xs[c], Piece(piece), i in shaded, light, i)
            surf.blit(sprite, (gx + xs[c], gy + ys[r]))
    return surf


#: The distant forest on the horizon behind the planet: its two rows' colours, mixed into the
#: sky's lowest colour this much (far, then near), and where it thins out (design x).
FOREST = (52, 96, 66)
FOREST_MIX = (0.16, 0.3)
FOREST_END = 800


def blit_backdrop(
    dest: pygame.Surface,
    season: Season,
    lay: Layout,
    at: tuple[int, int] = (0, 0),
    area: pygame.Rect | None = None,
) -> None:
    """The title's sky: the season's gradient, with a misty forest on the horizon under
    the planet. Draws the part ``area`` (window pixels; all of ``dest`` by default) on
    ``dest`` at ``at``, as ``dest.blit(backdrop, at, area)`` would: the sky from its strip,
    the forest from its band (no window-sized picture: 33 MB at 3840×2160)."""
    width, height = lay.width, lay.height
    if area is None:
        area = pygame.Rect(0, 0, dest.get_width() - at[0], dest.get_height() - at[1])
    planet_art.blit_sky(dest, season, height, at, area)
    band = forest_box(lay)
    inside = band.clip(area)
    if inside.width and inside.height:
        where = (at[0] + inside.x - area.x, at[1] + inside.y - area.y)
        picture = forest_band(width, height, Season(season), lay)
        dest.blit(picture, where, inside.move(-band.x, -band.y))


def forest_box(lay: Layout) -> pygame.Rect:
    """Where the forest on the horizon lies in the window: a band along the bottom."""
    end = lay.rect(FOREST_END, 0, 0, 0).x
    band = pygame.Rect(0, max(0, lay.height - lay.px(210)), min(lay.width, end + lay.px(40)), 0)
    band.height = lay.height - band.y
    return band


@bounded("art.title_art.forest_band", 4, 24 * 2**20)
def forest_band(width: int, height: int, season: Season, lay: Layout) -> pygame.Surface:
    """The forest's band on its sky (two rows of conifer shapes, the far one paler)
    thinning out before the menu's column. Opaque; made once per window size and season."""
    band = forest_box(lay)
    surf = pygame.Surface(band.size)
    planet_art.blit_sky(surf, season, height, (0, 0), band)
    bottom = planet_art.SKY[Season(season)][1]
    ss = 2
    rng = random.Random(11)
    end = lay.rect(FOREST_END, 0, 0, 0).x
    # drawn at twice the size (a small picture to make)
    for row, (mix, tallest) in enumerate(zip(FOREST_MIX, (150, 96), strict=True)):
        colour = sh.mix(bottom, FOREST, mix)
        layer = sh.blank(band.width * ss, band.height * ss, colour)
        low = band.height * ss
        base = float(low - lay.px(8 if row else 34) * ss)
        x = float(-lay.px(20) * ss)
        while x < end * ss:
            fade = max(0.0, 1 - max(0.0, x / ss - end * 0.5) / (end * 0.5))
            h = lay.px(tallest) * ss * rng.uniform(0.5, 1.0) * (0.2 + 0.8 * fade)
            sink = (1 - fade) * lay.px(34 if row else 10) * ss  # down the hill's far slope
            w = h * rng.uniform(0.34, 0.42)
            _conifer(layer, (*colour, 255), x, base + sink, w, h)
            x += w * rng.uniform(0.45, 0.8)
        ground = [(0, base), (end * ss * 0.55, base), (x, low), (0, low)]
        pygame.draw.polygon(layer, colour, ground)
        surf.blit(pygame.transform.smoothscale(layer, band.size), (0, 0))
    return surf.convert() if pygame.display.get_surface() is not None else surf


def _conifer(
    surf: pygame.Surface,
    colour: tuple[int, int, int, int],
    x: float,
    base: float,
    w: float,
    h: float,
) -> None:
    """A conifer's silhouette standing on ``base``: three stacked tiers."""
    for k in range(3):
        top = base - h + k * h * 0.26
        tier_w = w * (0.55 + 0.25 * k)
        foot = top + h * 0.42
        pygame.draw.polygon(
            surf, colour, [(x, top), (x + tier_w / 2, foot), (x - tier_w / 2, foot)]
        )
    pygame.draw.rect(surf, colour, (x - w * 0.06, base - h * 0.2, w * 0.12, h * 0.2))


def forget() -> None:
    """Let go of the title's and the menus' pictures (a game starts: at 3840×2160 they
    were 95 MB kept under the game, the sky and its forest, the title's planet bare and
    grown, its shadows, the planet's body); they are drawn again on the way back."""
    for fn in (forest_band, bare_board, board, tree_shadows, _shadows, planet_art.planet_disc):
        fn.cache_clear()  # type: ignore[union-attr]
