"""The menus' world: the screens around the game (New game, Load, the rules) stand on the
title's sky, on paper sheets that lie on it with a soft shadow, and show the real planet.

Every picture is drawn once per size and cached; callers must not draw on a returned surface.
"""

from __future__ import annotations

import random

import pygame

from evergreen.rules import Planet, Season, Sun, light_score
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.shapes import Colour
from evergreen.ui.kit.bounded_cache import bounded

#: A sheet's paper (the game's panels), its edge, and the light along its top.
PAPER: Colour = (244, 240, 226)
PAPER_LOW: Colour = (236, 230, 212)
EDGE: Colour = (62, 107, 72)
#: The shadow a sheet throws on the sky, and how far below it falls (in radii).
SHADOW = (28, 40, 30, 96)
#: The veil laid over a game (or any screen) under an overlay: dark and cool, so the page
#: over it is what the eye reads (the panels and the action bar at its edges fall back).
VEIL = (14, 22, 18, 176)


@bounded("art.menu_art.sheet", 24, 32 * 2**20)
def sheet(width: int, height: int, radius: int, edge: int) -> pygame.Surface:
    """A paper sheet lying on the sky: a soft shadow under it, paper a shade warmer at the
    foot than at the head, a faint fibre, a lit top edge and a thin green border. The
    surface has a margin of ``radius`` around the sheet on every side (for its shadow)."""
    pad = radius
    out = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    small = pygame.Surface(
        ((width + 2 * pad) // 4 + 1, (height + 2 * pad) // 4 + 1), pygame.SRCALPHA
    )
    drop = max(1, radius // 3)
    pygame.draw.rect(
        small,
        SHADOW,
        ((pad) // 4, (pad + drop) // 4, width // 4, height // 4),
        border_radius=radius // 4,
    )
    soft = pygame.transform.gaussian_blur(small, max(1, radius // 8))
    out.blit(pygame.transform.smoothscale(soft, out.get_size()), (0, 0))
    paper = pygame.Surface((width, height), pygame.SRCALPHA)
    strip = pygame.Surface((1, 32))
    for y in range(32):
        strip.set_at((0, y), sh.mix(PAPER, PAPER_LOW, y / 31))
    paper.blit(pygame.transform.smoothscale(strip, (width, height)), (0, 0))
    rng = random.Random(width * 7919 + height)
    for _ in range(width * height // 2400):  # a few faint fibres: paper, not plastic
        x, y = rng.randrange(width), rng.randrange(height)
        tone = sh.shade(PAPER_LOW, rng.uniform(0.975, 0.99))
        paper.fill(tone, (x, y, rng.randint(2, 4), 1))
    sh.round_clip(paper, radius)
    out.blit(paper, (pad, pad))
    body = pygame.Rect(pad, pad, width, height)
    lit = body.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(out, (255, 253, 244), lit, max(1, edge // 2), border_radius=radius)
    pygame.draw.rect(out, EDGE, body, edge, border_radius=radius)
    return out


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, radius: int, edge: int) -> None:
    """A sheet (``sheet``) over ``rect``."""
    img = sheet(rect.width, rect.height, radius, edge)
    surface.blit(img, (rect.x - radius, rect.y - radius))


@bounded("art.menu_art.veil", 2, 32 * 2**20)
def veil(size: tuple[int, int]) -> pygame.Surface:
    """The dark veil (``VEIL``) the size of the window."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(VEIL)
    return surf


def deal_planet(radius: int, sun: Sun) -> pygame.Surface:
    """The planet a game is dealt on (empty), ``radius`` pixels, lit from the sun's starting
    side with the sun token glowing there: the game's own disc and tiles, not a sketch."""
    return planet_with_sun(Planet.empty(), sun, radius)


@bounded("art.menu_art.planet_with_sun", 12, 24 * 2**20)
def planet_with_sun(planet: Planet, sun: Sun, radius: int) -> pygame.Surface:
    """``planet`` as the game draws it (disc, lit tiles, cast shadows, shaded trees), small,
    the sun token glowing on its side. The picture's centre is the planet's."""
    cell = max(3, round(2 * radius / planet_art.GRID / 1.12))
    edges = (tuple(k * cell for k in range(8)), tuple(k * cell for k in range(8)))
    shaded = light_score(planet, Sun(sun)).shaded
    body = planet_art.board_picture(planet, Sun(sun), edges, radius, frozenset(shaded), frozenset())
    token = max(8, round(radius * 0.46))
    room = round(radius * 1.2) + token
    out = pygame.Surface((2 * room, 2 * room), pygame.SRCALPHA)
    out.blit(body, body.get_rect(center=(room, room)))
    ux, uy = planet_art.TOWARD_SUN[Sun(sun)]
    at = (round(room + ux * radius * 1.12), round(room + uy * radius * 1.12))
    glow = planet_art.sun_glow(token * 3)
    out.blit(glow, glow.get_rect(center=at))
    img = sprites.sun_token(token)
    out.blit(img, img.get_rect(center=at))
    return out


def season_sky(width: int, height: int, season: Season) -> pygame.Surface:
    """The season's plain sky (the figures' ground in the rules)."""
    return planet_art.sky(width, height, season)


@bounded("art.menu_art.figure_ground", 4, 16 * 2**20)
def figure_ground(width: int, height: int, radius: int, edge: int) -> pygame.Surface:
    """The ground a rules figure is drawn on: a window onto spring's sky, rounded, with a
    thin border (the figures are of the game's world, so they stand in its light)."""
    out = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    out.blit(planet_art.sky(width, height, Season.SPRING), (0, 0))
    sh.round_clip(out, radius)
    pygame.draw.rect(out, (176, 196, 170), out.get_rect(), edge, border_radius=radius)
    return out
