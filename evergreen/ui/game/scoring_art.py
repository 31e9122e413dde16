"""The pictures of the season's scoring, drawn once per size and blitted each frame: the
warm light over a space and the cool of a shadow, the light's leading edge along a line,
the glow of a lit tree, the tokens of points, a forest's outline traced around it.

Light warms a space in two blits: a warm tint multiplied (it takes some blue out, so even a
white snow crust turns gold: added light alone only bleached the painted terrain's bright
tiles) and a warm light added; shade is multiplied (``BLEND_RGB_MULT``). The board's own
picture stays under them and a frame costs a few small blits.
"""

from __future__ import annotations

import math

import pygame

from evergreen.rules import Source
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.text import INK, render

#: The warm light over a lit space at its brightest: the tint multiplied first, then the
#: light added; and a shadow's cool multiplier.
TINT = (255, 236, 198)
WARM = (46, 34, 4)
COOL = (196, 204, 232)
#: The leading edge of the light, added: gold (white bleached the bright tiles to blanks).
EDGE = (210, 164, 64)
#: The tokens: light (amber), forest (green), fertility (rose); their rims.
TOKEN = {
    Source.LIGHT: (250, 196, 60),
    Source.FOREST: (92, 170, 84),
    Source.FERTILITY: (232, 120, 160),
}
RIM = (70, 46, 10)
#: The forest's traced outline: a dark line with a bright one over it.
TRACE_DARK = (24, 40, 28)
TRACE_LIGHT = (255, 236, 140)
#: How many steps of brightness the cached washes and glows come in.
LEVELS = 8


def level(x: float) -> int:
    """A brightness 0-1 as one of the cached steps (0: nothing to draw)."""
    return max(0, min(LEVELS, math.ceil(x * LEVELS - 1e-9)))


@bounded("game.scoring_art.tint", LEVELS + 1)
def tint(w: int, h: int, step: int) -> pygame.Surface:
    """A lit space's warm tint at brightness ``step`` of ``LEVELS`` (multiplied): a rounded
    tile, white (no change) outside its corners."""
    k = step / LEVELS
    surf = pygame.Surface((w, h))
    surf.fill((255, 255, 255))
    colour = tuple(round(255 - (255 - c) * k) for c in TINT)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=max(2, w // 8))
    return surf


@bounded("game.scoring_art.wash", 2 * (LEVELS + 1) * 2)
def wash(w: int, h: int, step: int, shade: bool) -> pygame.Surface:
    """A space's light (added) or shadow (multiplied) at brightness ``step`` of ``LEVELS``:
    a rounded tile, neutral (black for light, white for shade) outside its corners."""
    k = step / LEVELS
    surf = pygame.Surface((w, h))
    if shade:
        surf.fill((255, 255, 255))
        colour = tuple(round(255 - (255 - c) * k) for c in COOL)
    else:
        surf.fill((0, 0, 0))
        colour = tuple(round(c * k) for c in WARM)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=max(2, w // 8))
    return surf


def draw_wash(surface: pygame.Surface, rect: pygame.Rect, shade: bool, strength: float) -> None:
    """Light a space (or cool it, if a shadow falls on it) at ``strength`` 0-1."""
    step = level(strength)
    if not step:
        return
    if shade:
        img = wash(rect.width, rect.height, step, True)
        surface.blit(img, rect, special_flags=pygame.BLEND_RGB_MULT)
        return
    surface.blit(tint(rect.width, rect.height, step), rect, special_flags=pygame.BLEND_RGB_MULT)
    img = wash(rect.width, rect.height, step, False)
    surface.blit(img, rect, special_flags=pygame.BLEND_RGB_ADD)


@bounded("game.scoring_art.edge", 8)
def edge(across: int, depth: int, vertical: bool) -> pygame.Surface:
    """The light's leading edge along a line: a soft bar ``across`` pixels wide, brightest
    at its middle and fading over ``depth`` pixels each way (to be added)."""
    w, h = (across, depth * 2) if vertical else (depth * 2, across)
    surf = pygame.Surface((w, h))
    for k in range(depth * 2):
        f = 1 - abs(k - depth + 0.5) / depth
        colour = tuple(round(c * f * f) for c in EDGE)
        if vertical:
            pygame.draw.line(surf, colour, (0, k), (w - 1, k))
        else:
            pygame.draw.line(surf, colour, (k, 0), (k, h - 1))
    # the ends of the bar fade too, so it reads as light, not as a stroke
    mask = pygame.Surface((w, h))
    mask.fill((255, 255, 255))
    fade = max(1, across // 5)
    for k in range(fade):
        g = round(255 * (k + 1) / (fade + 1))
        if vertical:
            pygame.draw.line(mask, (g, g, g), (k, 0), (k, h - 1))
            pygame.draw.line(mask, (g, g, g), (w - 1 - k, 0), (w - 1 - k, h - 1))
        else:
            pygame.draw.line(mask, (g, g, g), (0, k), (w - 1, k))
            pygame.draw.line(mask, (g, g, g), (0, h - 1 - k), (w - 1, h - 1 - k))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


@bounded("game.scoring_art.glow", LEVELS + 1)
def glow(size: int, step: int) -> pygame.Surface:
    """The glow of a lit tree, to be added: a warm disc fading out to its rim."""
    surf = pygame.Surface((size, size))
    r = size / 2
    k = step / LEVELS
    for ring in range(round(r), 0, -1):
        f = max(0.0, 1 - ring / r) ** 1.5 * k
        colour = (round(120 * f), round(96 * f), round(30 * f))
        pygame.draw.circle(surf, colour, (size // 2, size // 2), ring)
    return surf


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, strength: float) -> None:
    """A lit tree glowing at ``strength`` 0-1 (more than a space's width, soft)."""
    step = level(strength)
    if step:
        img = glow(round(rect.width * 1.5), step)
        surface.blit(img, img.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD)


@bounded("game.scoring_art.token", 96, 8 * 2**20)
def token(text: str, size: int, source: Source) -> pygame.Surface:
    """A round token of points ('+2'): a disc of the source's colour with a dark rim and a
    light rim on its top, its number in dark ink (drawn at 3x, scaled down once)."""
    k = 3
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    c = size * k // 2
    pygame.draw.circle(big, (0, 0, 0, 70), (c, c + k * 2), c - k)  # its shadow
    pygame.draw.circle(big, RIM, (c, c), c - k * 2)
    pygame.draw.circle(big, TOKEN[source], (c, c), c - k * 4)
    shine = tuple(min(255, v + 50) for v in TOKEN[source])
    pygame.draw.circle(
        big, shine, (c, c - k * 3), c - k * 9, draw_top_left=True, draw_top_right=True
    )
    pygame.draw.circle(big, TOKEN[source], (c, c + k), c - k * 7)
    img = pygame.transform.smoothscale(big, (size, size))
    label = render(text, size * 0.55, INK, True)
    img.blit(label, label.get_rect(center=(size // 2, size // 2)))
    return img


def draw_token(
    surface: pygame.Surface, centre: tuple[float, float], size: int, text: str, source: Source
) -> pygame.Rect:
    """A token at ``centre``; returns where it stands."""
    img = token(text, max(8, size), source)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


def outline_edges(
    rects: dict[int, pygame.Rect],
) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The outer edges of a group of spaces (a forest), each once, ordered around the
    group's middle (clockwise from the top) so they can be traced around."""
    spaces = set(rects)
    out = []
    for i, r in rects.items():
        for j, (a, b) in zip(
            (i - 7, i + 1, i + 7, i - 1),
            (
                (r.topleft, r.topright),
                (r.topright, r.bottomright),
                (r.bottomright, r.bottomleft),
                (r.bottomleft, r.topleft),
            ),
            strict=True,
        ):
            wraps = (j == i + 1 and i % 7 == 6) or (j == i - 1 and i % 7 == 0)
            if j not in spaces or wraps:
                out.append((a, b))
    if not out:
        return out
    cx = sum(a[0] + b[0] for a, b in out) / (2 * len(out))
    cy = sum(a[1] + b[1] for a, b in out) / (2 * len(out))

    def angle(edge: tuple[tuple[int, int], tuple[int, int]]) -> float:
        (ax, ay), (bx, by) = edge
        return (math.atan2((ax + bx) / 2 - cx, cy - (ay + by) / 2)) % (2 * math.pi)

    return sorted(out, key=angle)


def draw_trace(
    surface: pygame.Surface,
    edges: list[tuple[tuple[int, int], tuple[int, int]]],
    done: float,
    width: int,
) -> None:
    """The forest's outline, traced around up to ``done`` (0-1) of its edges."""
    n = math.ceil(len(edges) * done)
    for a, b in edges[:n]:
        pygame.draw.line(surface, TRACE_DARK, a, b, width + max(2, width // 2) * 2)
    for a, b in edges[:n]:
        pygame.draw.line(surface, TRACE_LIGHT, a, b, width)


def plate(surface: pygame.Surface, box: pygame.Rect, pad: int) -> None:
    """The caption's plate: the game's dark green with a gold rim."""
    pygame.draw.rect(surface, (46, 84, 56), box, border_radius=pad)
    pygame.draw.rect(surface, (214, 190, 120), box, max(1, pad // 5), border_radius=pad)
