"""The achievements' badges, drawn in code: one family of medals (a scalloped rosette in
the season's colour, a bevelled metal ring, a painted roundel with the achievement's
emblem from ``badge_emblems``: the game's own lit pieces under a season's sky), every one
its own picture.

Earned, a badge is in colour with a soft shine across its roundel and a glint on its
ring; not yet earned, the same badge pressed into the paper: grey, quieter, embossed (a
light edge above, a dark one below), still telling what it is for. A rank's badge is the
ladder's emblem: its ring is bronze, silver or gold by its height on the ladder, with a
pip for each step up to it (the Statistics screen shows all nine).

Drawn supersampled and scaled down once; cached by (what, side, earned), bounded;
deterministic (no randomness at all: the same bytes every run)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from evergreen.rules.data_files import game_data
from evergreen.ui.art import badge_emblems as em
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.shapes import Colour, Pen
from evergreen.ui.art.sprites import scaled_down
from evergreen.ui.kit.bounded_cache import bounded

#: The rosette's colour under each season's sky (the ranks' is the game's green).
ROSETTE: dict[em.Scene, Colour] = {
    em.SPRING: (62, 122, 72),
    em.SUMMER: (206, 128, 30),
    em.AUTUMN: (170, 64, 58),
    em.WINTER: (60, 96, 158),
    em.MEADOW: (150, 84, 150),
}
#: The rings' metals, lowest first: bronze, silver, gold (the ranks by thirds of the
#: ladder; every other badge is gold).
METALS: tuple[Colour, ...] = ((196, 122, 70), (196, 202, 210), (232, 182, 60))
GOLD = METALS[2]
#: What a badge not yet earned is pressed into: warm grey paper.
PRESSED: Colour = (204, 201, 193)
#: The rosette's bumps and radii (unit box).
BUMPS, OUTER, RING = 22, 0.47, 0.4


def rank_step(achievement_id: str) -> int | None:
    """The ladder's step of a rank achievement's id ('rank-pine': Pine's), else None."""
    if not achievement_id.startswith("rank-"):
        return None
    names = [r.name.lower().replace(" ", "-") for r in game_data().ranks]
    name = achievement_id.removeprefix("rank-")
    return names.index(name) if name in names else None


def badge(achievement_id: str, side: int, earned: bool) -> pygame.Surface:
    """The badge of an achievement, ``side`` pixels square (cached: do not draw on it)."""
    step = rank_step(achievement_id)
    if step is not None:
        return rank_badge(step, side, earned)
    return _badge(achievement_id, max(8, side), bool(earned))


def rank_badge(step: int, side: int, earned: bool = True) -> pygame.Surface:
    """The ladder's emblem of the rank ``step`` (0: its foot), ``side`` pixels square."""
    return _badge(f"step-{step}", max(8, side), bool(earned))


@bounded("art.badges.badge", 80, 12 * 2**20)
def _badge(key: str, side: int, earned: bool) -> pygame.Surface:
    if not earned:
        return pressed(_badge(key, side, True))
    ss = 4 if side < 40 else 3 if side < 72 else 2
    big = side * ss
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    if key.startswith("step-"):
        step = int(key.removeprefix("step-"))
        scene, metal = em.LADDER_SCENES[step], METALS[min(2, step * 3 // len(em.LADDER))]
        rosette, draw = ROSETTE[em.SPRING], lambda p: em.rank(p, step)
    else:
        draw, scene = em.EMBLEMS.get(key, (em.seedling, em.SPRING))
        rosette, metal = ROSETTE[scene], GOLD
    surf.blit(frame(big, rosette, metal), (0, 0))
    surf.blit(roundel(big, scene, draw), (0, 0))
    if key.startswith("step-"):
        pips(Pen(surf, 0, 0, big, max(2, big * 0.01)), int(key.removeprefix("step-")) + 1)
        if key == f"step-{len(em.LADDER) - 1}":  # the Sequoia stands out of its roundel
            kind, x, high, variant = em.LADDER[-1][0]
            em.piece(Pen(surf, 0, 0, big, 2), kind, x, em.HORIZON + 0.06, high, variant)
    surf.blit(shine(big), (0, 0))
    return scaled_down(surf, side, side)


@bounded("art.badges.frame", 12, 16 * 2**20)
def frame(big: int, rosette: Colour, metal: Colour) -> pygame.Surface:
    """The medal round a roundel (its shadow, rosette and ring), ``big`` pixels square:
    shared by every badge of its colours."""
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    shadow(surf, big)
    medal(Pen(surf, 0, 0, big, max(2, big * 0.012)), rosette, metal)
    return surf


def shadow(surf: pygame.Surface, big: int) -> None:
    """A soft shadow under the medal, a little below it."""
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(layer, (20, 30, 20, 110), (big * 0.5, big * 0.53), big * OUTER)
    surf.blit(pygame.transform.gaussian_blur(layer, max(1, round(big * 0.018))), (0, 0))


def medal(pen: Pen, rosette: Colour, metal: Colour) -> None:
    """The rosette (scalloped, in the season's colour, each bump shaded) and the ring."""
    bumps = [
        (
            0.5 + (OUTER - 0.045) * math.cos(k * math.tau / BUMPS),
            0.5 + (OUTER - 0.045) * math.sin(k * math.tau / BUMPS),
            0.045,
        )
        for k in range(BUMPS)
    ]
    pen.blobs(rosette, [*bumps, (0.5, 0.5, OUTER - 0.045)])
    for k in range(BUMPS):  # pleats: a darker fold between two bumps
        a = (k + 0.5) * math.tau / BUMPS
        r0, r1 = RING + 0.01, OUTER - 0.02
        pts = [(0.5 + r * math.cos(a), 0.5 + r * math.sin(a)) for r in (r0, r1)]
        pen.line(sh.shade(rosette, 0.72), pts, 0.008)
    ring(pen, metal)


def ring(pen: Pen, metal: Colour) -> None:
    """The metal ring: lit on its upper left, darker on its lower right, a groove inside."""
    pen.ellipse(sh.OUTLINE, _circle(RING + 0.012))
    pen.ellipse(sh.shade(metal, 0.7), _circle(RING))
    pen.ellipse(sh.mix(metal, (255, 250, 230), 0.45), _circle(RING - 0.012, (-0.01, -0.01)))
    pen.ellipse(metal, _circle(RING - 0.018, (0.002, 0.002)))
    pen.ellipse(sh.shade(metal, 0.62), _circle(em.INNER + 0.014))
    pen.ellipse(sh.OUTLINE, _circle(em.INNER + 0.004))


def _circle(r: float, at: tuple[float, float] = (0.0, 0.0)) -> tuple[float, ...]:
    return (0.5 - r + at[0], 0.5 - r + at[1], 2 * r, 2 * r)


def roundel(big: int, scene: em.Scene, draw: Callable[[Pen], None]) -> pygame.Surface:
    """The painted roundel: the season's sky down to its haze, the emblem on it; clipped
    to its circle."""
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    top, bottom = round(big * (0.5 - em.INNER)), round(big * (0.5 + em.INNER))
    for y in range(top, bottom + 1, 2):
        t = (y - top) / max(1, bottom - top)
        pygame.draw.line(
            layer, sh.mix(scene.sky, scene.haze, min(1.0, t * 1.4)), (0, y), (big, y), 2
        )
    draw(Pen(layer, 0, 0, big, max(2, big * 0.012)))
    clip = pygame.Surface((big, big), pygame.SRCALPHA)
    clip.fill((255, 255, 255, 0))
    pygame.draw.circle(clip, (255, 255, 255, 255), (big * 0.5, big * 0.5), big * em.INNER)
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


def pips(pen: Pen, count: int) -> None:
    """A rank's steps on the ladder: ``count`` pips along the ring's foot, from the left."""
    total = len(em.LADDER)
    for k in range(total):
        a = math.radians(90 + (k - (total - 1) / 2) * -13)
        x, y = 0.5 + (RING - 0.03) * math.cos(a), 0.5 + (RING - 0.03) * math.sin(a)
        fill = (255, 246, 214) if k < count else sh.shade(METALS[0], 0.55)
        pen.blobs(fill, [(x, y, 0.016)])


@bounded("art.badges.shine", 4, 8 * 2**20)
def shine(big: int) -> pygame.Surface:
    """A soft band of light across the roundel and a glint on the ring's upper left."""
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    band = [(0.18, 0.46), (0.46, 0.18), (0.58, 0.18), (0.18, 0.58)]
    pygame.draw.polygon(layer, (255, 255, 255, 34), [(x * big, y * big) for x, y in band])
    clip = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(clip, (255, 255, 255, 255), (big * 0.5, big * 0.5), big * em.INNER)
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    glint = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.arc(
        glint,
        (255, 255, 245, 200),
        _rect(big, RING - 0.012),
        math.radians(115),
        math.radians(160),
        max(1, round(big * 0.012)),
    )
    layer.blit(pygame.transform.gaussian_blur(glint, max(1, big // 160)), (0, 0))
    return layer


def _rect(big: int, r: float) -> pygame.Rect:
    return pygame.Rect(
        round(big * (0.5 - r)), round(big * (0.5 - r)), round(big * 2 * r), round(big * 2 * r)
    )


def pressed(colour: pygame.Surface) -> pygame.Surface:
    """A badge not yet earned: its colour picture in grey, quieter, pressed into the paper
    (a light edge on its upper left, a dark one on its lower right)."""
    grey = pygame.transform.grayscale(colour)
    veil = pygame.Surface(grey.get_size(), pygame.SRCALPHA)
    veil.fill((*PRESSED, 0))
    quiet = grey.copy()
    quiet.fill((*PRESSED, 0), special_flags=pygame.BLEND_RGB_MAX)  # no deep darks
    quiet.fill((*PRESSED, 255), special_flags=pygame.BLEND_RGB_MULT)
    quiet = _lifted(quiet, grey, 0.35)
    mask = pygame.mask.from_surface(colour, 40)
    out = pygame.Surface(colour.get_size(), pygame.SRCALPHA)
    step = max(1, colour.get_width() // 48)
    light = mask.to_surface(setcolor=(255, 253, 244, 190), unsetcolor=(0, 0, 0, 0))
    dark = mask.to_surface(setcolor=(60, 58, 50, 130), unsetcolor=(0, 0, 0, 0))
    out.blit(light, (-step, -step))
    out.blit(dark, (step, step))
    out.blit(quiet, (0, 0))
    return out


def _lifted(quiet: pygame.Surface, grey: pygame.Surface, keep: float) -> pygame.Surface:
    """``quiet`` with ``keep`` of ``grey``'s contrast put back (the emblem still reads)."""
    detail = grey.copy()
    detail.set_alpha(round(255 * keep))
    out = quiet.copy()
    out.blit(detail, (0, 0))
    return out


def forget() -> None:
    """Empty the badges' cache (tests)."""
    for fn in (_badge, frame, shine):
        fn.cache_clear()  # type: ignore[union-attr]
