"""The planet's ambient motion, drawn: trees and bushes swaying in a slow wind, the soft
shadow of a cloud drifting across the disc now and then, the season's particles (petals in
Spring, motes of light in Summer, falling leaves in Autumn, snow in Winter) and the sun's
glow breathing.

Everything here is a pure function of a moment ``t`` (seconds) and a seed: nothing is kept
from frame to frame, so a frame drawn whole or in parts looks the same and a test asks for
any moment without waiting. The pictures are baked once and kept in bounded caches: a
swaying piece is its still sprite sheared at a few levels (``sway_sprite``), never
transformed in a frame; a particle is one of a few small rotated pictures.

The layer lies over the planet's tiles, pieces and cast shadows and under the legal-target
rings, the last-move marks and every text (``board.draw_planet`` draws those after it), so
the motion never hides what the rules say. ``ui/game/ambient`` owns the clock.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from evergreen.rules import Season
from evergreen.rules.enums import Piece, Sun
from evergreen.ui.art import pieces, sprites
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.shapes import Colour
from evergreen.ui.kit.bounded_cache import bounded

# -- the wind ---------------------------------------------------------------------------------

#: How far a piece's crown leans at the wind's strongest, as a share of its tile: a tree
#: sways, a bush stirs, a sprout trembles (a lake is still).
SWAY_REACH: dict[Piece, float] = {
    Piece.BIG_TREE: 0.04,
    Piece.SMALL_TREE: 0.034,
    Piece.SPROUT: 0.02,
    Piece.BUSH: 0.014,
}
#: The lean is baked at this many steps each way (``sway_sprite``): a piece is redrawn only
#: when its step changes, and its pictures are a handful, not one a frame.
SWAY_LEVELS = 3
#: Seconds of one sway to and fro, and of the slow swell of the gusts.
SWAY_PERIOD = 3.7
GUST_PERIODS = (23.0, 9.7)
#: How long a gust takes to cross the planet from the windward edge (the wind blows from
#: the left: the forest bends in a wave, not in lockstep).
GUST_CROSSING = 1.6


def gust(t: float, x: float, seed: int = 0) -> float:
    """The wind's strength (0.15-1) at moment ``t`` at ``x`` across the planet (0 at the
    windward edge, 1 at the lee): a slow swell of two waves, reaching the lee a little
    later."""
    rng = random.Random(seed * 7919 + 11)
    a, b = rng.uniform(0, math.tau), rng.uniform(0, math.tau)
    s = t - x * GUST_CROSSING
    swell = 0.6 * math.sin(math.tau * s / GUST_PERIODS[0] + a)
    swell += 0.4 * math.sin(math.tau * s / GUST_PERIODS[1] + b)
    return max(0.15, min(1.0, 0.58 + 0.42 * swell))


@cache
def _jitter(space: int, seed: int) -> float:
    """A space's own phase offset in the sway (radians): neighbours never move as one."""
    return random.Random(seed * 1009 + space * 31 + 5).uniform(0.0, 2.2)


def sway_level(space: int, t: float, seed: int = 0) -> int:
    """How far the piece on ``space`` (of the 7 x 7 grid) leans at ``t``, in
    ``-SWAY_LEVELS``..``SWAY_LEVELS`` steps (positive: with the wind, to the right). Mostly
    with the wind, springing back a little past upright between gusts."""
    col = space % 7
    x = col / 6
    phase = math.tau * (t / SWAY_PERIOD - x * 0.45) + _jitter(space, seed)
    lean = gust(t, x, seed) * (0.32 + 0.68 * math.sin(phase))
    return max(-SWAY_LEVELS, min(SWAY_LEVELS, round(lean * SWAY_LEVELS)))


def sways(piece: Piece) -> bool:
    """True if this kind moves in the wind."""
    return Piece(piece) in SWAY_REACH


#: A leaning piece is sheared at twice its size (half-pixel steps), then scaled down.
SWAY_SS = 2


def sway_sprite(
    size: int, piece: Piece, shaded: bool, sun: Sun | None, space: int, level: int
) -> pygame.Surface:
    """The piece on ``space`` (its look there, lit from the ``sun``'s side, in shade or not)
    leaning ``level`` steps with the wind: its foot stays put and its crown leans, more the
    higher it stands (a shear growing with the height). Level 0 is the still sprite itself.
    Cached per look, not per space (a forest's trees share their few looks): do not draw
    on it."""
    piece = Piece(piece)
    variant = pieces.variant_of(piece, space) if size >= sprites.DETAIL_SIZE else 0
    light = None if sun is None else Sun(sun)
    return sway_set(size, piece, bool(shaded), light, variant)[level + SWAY_LEVELS]


@cache
def _space_of(piece: Piece, variant: int) -> int:
    """A space where ``piece`` takes look ``variant`` (the look's sprite is asked by space)."""
    return next(s for s in range(49) if pieces.variant_of(piece, s) == variant)


#: (every look the four planets' swaying pieces show, drawn ahead: up to 36 sets of seven
#: leans, 11.5 MB at 1920×1080, so the one the next step needs is not pushed out)
@bounded("art.ambient_art.sway_set", 64, 16 * 2**20, by_area=True)
def sway_set(
    size: int, piece: Piece, shaded: bool, sun: Sun | None, variant: int
) -> tuple[pygame.Surface, ...]:
    """A look's every lean, from ``-SWAY_LEVELS`` to ``SWAY_LEVELS`` steps, baked together
    when the look first shows (a forest's trees share their few looks): no frame after
    that one bakes a lean."""
    still = sprites.piece_sprite(size, piece, shaded, sun, _space_of(piece, variant))
    reach = SWAY_REACH.get(Piece(piece), 0.0) * size
    if reach == 0:
        return (still,) * (2 * SWAY_LEVELS + 1)
    k = SWAY_SS
    big = pygame.transform.scale(still, (size * k, size * k))  # pixel-exact: no blur where still
    foot = pieces.PIECE_FOOT[Piece(piece)][1] * size * k
    top = pieces.PIECE_BOUNDS[Piece(piece)][1] * size * k
    height = max(1.0, foot - top)
    rise = [max(0.0, min(1.0, (foot - y) / height)) ** 1.5 for y in range(size * k)]
    out = []
    for level in range(-SWAY_LEVELS, SWAY_LEVELS + 1):
        if level == 0:
            out.append(still)
            continue
        lean = reach * k * level / SWAY_LEVELS
        sheared = sh.blank(size * k, size * k)
        sheared.blits(
            [(big, (round(lean * up), y), (0, y, size * k, 1)) for y, up in enumerate(rise)],
            doreturn=False,
        )
        out.append(pygame.transform.smoothscale(sheared, (size, size)))
    return tuple(out)


# -- a cloud's shadow -------------------------------------------------------------------------

#: A cloud comes over every ``CLOUD_EVERY`` seconds and takes ``CLOUD_CROSSING`` to cross.
CLOUD_EVERY = 46.0
CLOUD_CROSSING = 24.0
#: The first cloud comes this far into its round (not at once, not never).
CLOUD_FIRST = 10.0
#: The shadow's colour and darkest alpha: a faint cool veil, far lighter than a tree's
#: cast shadow (alpha 120), so the rules' shadows still read through it.
CLOUD_SHADE: tuple[int, int, int, int] = (22, 32, 58, 46)
#: Its size as a share of the planet's radius (width, height).
CLOUD_SIZE = (1.15, 0.62)


@dataclass(frozen=True)
class Cloud:
    """A cloud's shadow at a moment: its centre in units of the planet's radius from the
    planet's centre, and its shape (one of a few)."""

    x: float
    y: float
    shape: int


def cloud_at(t: float, seed: int = 0) -> Cloud | None:
    """The cloud's shadow crossing the planet at ``t``, or None between clouds. It drifts
    with the wind, left to right, on a line of its own each time."""
    s = t - CLOUD_FIRST + CLOUD_EVERY
    n, into = divmod(s, CLOUD_EVERY)
    if into > CLOUD_CROSSING or t < CLOUD_FIRST:
        return None
    rng = random.Random(seed * 104729 + int(n) * 13 + 1)
    y0 = rng.uniform(-0.45, 0.45)
    reach = 1.0 + CLOUD_SIZE[0] / 2 + 0.05
    u = into / CLOUD_CROSSING
    return Cloud(-reach + 2 * reach * u, y0 + 0.1 * (u - 0.5), rng.randrange(3))


#: How many shapes a cloud takes (one for each crossing, in turn).
CLOUD_SHAPES = 3


@bounded("art.ambient_art.cloud_pictures", 2, 3 * 2**20, by_area=True)
def cloud_pictures(radius: int) -> tuple[pygame.Surface, ...]:
    """The clouds' soft shadows for a planet of this pixel ``radius``, one per shape: a few
    overlapping puffs blurred into one, no darker than ``CLOUD_SHADE``. Drawn at a quarter
    of their size and scaled up (a blur at full size is costly; the edge is soft anyway),
    all at once the first time (no frame after bakes one)."""
    w, h = round(radius * CLOUD_SIZE[0]), round(radius * CLOUD_SIZE[1])
    q = 4
    sw, sh_ = max(8, w // q), max(8, h // q)
    out = []
    for shape in range(CLOUD_SHAPES):
        small = pygame.Surface((sw, sh_), pygame.SRCALPHA)
        small.fill((*CLOUD_SHADE[:3], 0))
        rng = random.Random(77 + shape)
        blur = max(1, round(min(sw, sh_) / 7))
        for _ in range(5):
            box = pygame.Rect(0, 0, round(rng.uniform(0.3, 0.5) * sw), 0)
            box.height = round(rng.uniform(0.35, 0.55) * sh_)
            box.center = (round(rng.uniform(0.25, 0.75) * sw), round(rng.uniform(0.42, 0.58) * sh_))
            pygame.draw.ellipse(small, (*CLOUD_SHADE[:3], 255), box)
        soft = pygame.transform.gaussian_blur(small, blur)
        soft.fill((255, 255, 255, CLOUD_SHADE[3]), special_flags=pygame.BLEND_RGBA_MULT)
        out.append(pygame.transform.smoothscale(soft, (w, h)))
    return tuple(out)


def draw_cloud(
    surface: pygame.Surface, centre: tuple[float, float], radius: int, cloud: Cloud
) -> pygame.Rect:
    """The cloud's shadow on the planet (centred at ``centre``, pixel ``radius``), clipped
    to the planet's ground (a little inside its rim); returns where it was drawn."""
    pic = cloud_pictures(radius)[cloud.shape % CLOUD_SHAPES]
    cx, cy = round(centre[0] + cloud.x * radius), round(centre[1] + cloud.y * radius)
    rect = pic.get_rect(center=(cx, cy))
    disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    disc.center = (round(centre[0]), round(centre[1]))
    area = rect.clip(disc)
    if not area.width or not area.height:
        return pygame.Rect(area.topleft, (0, 0))
    part = pygame.Surface(area.size, pygame.SRCALPHA)  # the ground's disc, then the shadow
    inside = (round(centre[0]) - area.x, round(centre[1]) - area.y)
    pygame.draw.circle(part, (255, 255, 255, 255), inside, radius - max(2, radius // 40))
    part.blit(pic, (0, 0), area.move(-rect.x, -rect.y), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(part, area)
    return area


# -- the season's particles -------------------------------------------------------------------

#: How many particles drift over the planet in each season (a few dozen at most).
PARTICLES: dict[Season, int] = {
    Season.SPRING: 16,
    Season.SUMMER: 14,
    Season.AUTUMN: 12,
    Season.WINTER: 28,
}
#: A particle's size as a share of the planet's radius.
PARTICLE_SIZE: dict[Season, float] = {
    Season.SPRING: 0.042,
    Season.SUMMER: 0.04,
    Season.AUTUMN: 0.052,
    Season.WINTER: 0.022,
}
#: Each season's drift (x, y) in radii a second: petals ride the wind, motes rise, leaves and
#: snow fall.
DRIFT: dict[Season, tuple[float, float]] = {
    Season.SPRING: (0.075, 0.02),
    Season.SUMMER: (0.012, -0.028),
    Season.AUTUMN: (0.05, 0.055),
    Season.WINTER: (0.022, 0.065),
}
#: A particle lives this long (seconds, at most), fading in and out.
LIFE = (6.0, 10.0)
FADE = 1.0
#: Rotations and brightness steps a particle's picture is baked at.
TURNS = 8
ALPHAS = 4
#: Petals, leaves (three autumn tones), snow and the summer's motes of light.
PETAL: tuple[Colour, Colour] = ((250, 206, 222), (212, 132, 166))
LEAVES: tuple[Colour, ...] = ((214, 120, 46), (184, 76, 42), (226, 170, 60))
SNOW: Colour = (252, 253, 255)
MOTE: Colour = (255, 240, 168)


@dataclass(frozen=True)
class Particle:
    """One particle at a moment: where (radii from the planet's centre), its picture's turn
    and tone, and how opaque (a step of ``ALPHAS``, 1 the least)."""

    x: float
    y: float
    turn: int
    tone: int
    alpha: int


def particles_at(season: Season, t: float, seed: int = 0) -> list[Particle]:
    """The season's particles over the planet at ``t``: each lives a few seconds on a path
    of its own (seeded by its number and its life), fading in where it appears and out
    before it goes, and fading near the planet's rim (none is drawn past it)."""
    season = Season(season)
    vx, vy = DRIFT[season]
    out: list[Particle] = []
    for i in range(PARTICLES[season]):
        life, offset = _lifespan(season, i, seed)
        n, age = divmod(t + offset, life)
        x0, y0, flutter, ph, tone = _birth(season, i, int(n), seed)
        x = x0 + vx * age + flutter * math.sin(math.tau * age / 2.6 + ph)
        y = y0 + vy * age + flutter * 0.6 * math.cos(math.tau * age / 1.9 + ph)
        fade = min(1.0, age / FADE, (life - age) / FADE)
        rim = math.hypot(x, y)
        fade *= max(0.0, min(1.0, (0.96 - rim) / 0.1))
        if season is Season.SUMMER:  # motes twinkle
            fade *= 0.65 + 0.35 * math.sin(math.tau * age / 1.7 + ph)
        alpha = math.ceil(fade * ALPHAS - 1e-9)
        if alpha <= 0:
            continue
        spin = 1.6 if season is Season.AUTUMN else 0.7
        turn = int(age * spin * TURNS / math.tau * 2 + ph * TURNS) % TURNS
        out.append(Particle(x, y, turn, tone, alpha))
    return out


@cache
def _lifespan(season: Season, i: int, seed: int) -> tuple[float, float]:
    """Particle ``i``'s life length and where in its life it is at moment 0."""
    rng = random.Random(seed * 7_368_787 + i * 97 + int(season) * 13)
    life = rng.uniform(*LIFE)
    return life, rng.uniform(0, life)


@lru_cache(maxsize=256)
def _birth(season: Season, i: int, n: int, seed: int) -> tuple[float, float, float, float, int]:
    """Where particle ``i`` starts its ``n``-th life (radii from the planet's centre, set
    back by half its drift so the path lies across the planet), its flutter, phase and tone."""
    life = _lifespan(season, i, seed)[0]
    vx, vy = DRIFT[season]
    born = random.Random(seed * 31 + i * 1_000_003 + n * 7 + int(season))
    r, a = 0.92 * math.sqrt(born.random()), born.uniform(0, math.tau)
    x0, y0 = r * math.cos(a) - vx * life / 2, r * math.sin(a) - vy * life / 2
    flutter, ph = born.uniform(0.015, 0.035), born.uniform(0, math.tau)
    return x0, y0, flutter, ph, born.randrange(len(LEAVES))


Pictures = dict[tuple[int, int, int], pygame.Surface]


@bounded("art.ambient_art.particle_set", 4, 2 * 2**20, by_area=True)
def particle_set(season: Season, size: int) -> Pictures:
    """Every picture of the season's particles, ``size`` pixels across, by (turn, tone,
    alpha): baked together the first time (no frame after bakes one)."""
    season = Season(season)
    turns = TURNS if season in (Season.SPRING, Season.AUTUMN) else 1
    tones = len(LEAVES) if season is Season.AUTUMN else 1
    out: Pictures = {}
    for turn in range(turns):
        for tone in range(tones):
            face = particle_picture(season, size, turn, tone)
            for alpha in range(1, ALPHAS + 1):
                img = face.copy()
                img.fill(
                    (255, 255, 255, round(255 * alpha / ALPHAS)),
                    special_flags=pygame.BLEND_RGBA_MULT,
                )
                out[turn, tone, alpha] = img
    return out


def particle_sprite(season: Season, size: int, turn: int, tone: int, alpha: int) -> pygame.Surface:
    """A particle's small picture, ``size`` pixels across, turned ``turn`` of ``TURNS``,
    in tone ``tone``, ``alpha`` of ``ALPHAS`` opaque (from ``particle_set``)."""
    pictures = particle_set(Season(season), size)
    turn = turn % TURNS if (turn % TURNS, 0, 1) in pictures else 0
    tone = tone if (turn, tone, 1) in pictures else 0
    return pictures[turn, tone, max(1, min(ALPHAS, alpha))]


def particle_picture(season: Season, size: int, turn: int, tone: int) -> pygame.Surface:
    """A particle's picture, opaque, drawn at four times its size and scaled down."""
    k = 4
    big = size * k
    surf = sh.blank(big, big, (255, 255, 255))
    c = big / 2
    if season is Season.WINTER:  # a soft flake
        for j in range(4):
            pygame.draw.circle(surf, (*SNOW, 70 + 60 * j), (c, c), big * (0.5 - 0.1 * j))
    elif season is Season.SUMMER:  # a mote of light: a glow with a bright heart
        for j in range(8):
            pygame.draw.circle(surf, (*MOTE, 26 + 24 * j), (c, c), big * (0.5 - 0.055 * j))
        pygame.draw.circle(surf, (255, 252, 230, 255), (c, c), big * 0.1)
    else:
        angle = math.pi * turn / TURNS  # a flat thing turns half a round, then looks the same
        long, wide = (0.46, 0.2) if season is Season.AUTUMN else (0.4, 0.26)
        ux, uy = math.cos(angle), math.sin(angle)
        wx, wy = -uy, ux
        foreshort = 0.45 + 0.55 * abs(math.cos(2 * angle))  # it tumbles: now edge-on, now flat
        points = []
        for j in range(16):
            a = math.tau * j / 16
            along = math.cos(a) * long * big
            across = math.sin(a) * wide * big * foreshort
            if season is Season.AUTUMN:  # a pointed leaf
                across *= abs(math.cos(a / 2)) ** 0.3 if math.cos(a) > 0 else 1.0
            points.append((c + ux * along + wx * across, c + uy * along + wy * across))
        if season is Season.AUTUMN:
            face = LEAVES[tone % len(LEAVES)]
            edge = sh.shade(face, 0.7)
        else:
            face, edge = PETAL
        pygame.draw.polygon(surf, (*edge, 255), points)
        inner = [(c + (x - c) * 0.78, c + (y - c) * 0.78) for x, y in points]
        pygame.draw.polygon(surf, (*face, 255), inner)
        vein = (c - ux * long * big * 0.7, c - uy * long * big * 0.7)
        pygame.draw.line(
            surf,
            (*edge, 200),
            vein,
            (c + ux * long * big * 0.7, c + uy * long * big * 0.7),
            max(1, big // 14),
        )
    return pygame.transform.smoothscale(surf, (size, size))


def draw_particles(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: int,
    season: Season,
    t: float,
    seed: int = 0,
) -> list[pygame.Rect]:
    """The season's particles at ``t`` over the planet (centred at ``centre``, pixel
    ``radius``); returns where each was drawn."""
    size = max(3, round(radius * PARTICLE_SIZE[Season(season)]))
    rects = []
    for p in particles_at(season, t, seed):
        img = particle_sprite(season, size, p.turn, p.tone, p.alpha)
        at = img.get_rect(center=(round(centre[0] + p.x * radius), round(centre[1] + p.y * radius)))
        surface.blit(img, at)
        rects.append(at)
    return rects


# -- the sun's breath -------------------------------------------------------------------------

#: Seconds of one breath of the sun's glow, and its steps from faint to full.
BREATH = 5.5
BREATH_LEVELS = 6


def breath_level(t: float) -> int:
    """How bright the sun's glow breathes at ``t``: 0 (faint) to ``BREATH_LEVELS``."""
    return round(BREATH_LEVELS * (0.5 - 0.5 * math.cos(math.tau * t / BREATH)))


#: The glow's width, in the sun token's widths.
GLOW_SPAN = 2.2


@bounded("art.ambient_art.breath_glow", 2 * (BREATH_LEVELS + 1))
def breath_glow(size: int, level: int) -> pygame.Surface:
    """A warm halo ``size`` across laid under the sun token, ``level`` of ``BREATH_LEVELS``
    bright: the glow swells and ebbs around the token."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    peak = 12 + 44 * level / BREATH_LEVELS
    steps = 16
    for k in range(steps):
        t = k / steps
        reach = c * (1 - t) * (0.8 + 0.2 * level / BREATH_LEVELS)
        pygame.draw.circle(surf, (255, 222, 120, round(peak * t * t)), (c, c), reach)
    return surf
