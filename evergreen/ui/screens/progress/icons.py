"""Each achievement's icon, drawn in code in the game's style: a medal of paper with a
green rim and a small picture on it (a tree for the ranks, the sun for light...); grey
until it is earned."""

from __future__ import annotations

import math

import pygame

from evergreen.ui.art.shapes import mix
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.text import PAPER

GOLD = (214, 160, 40)
GREEN = (17, 119, 51)
SUN = (230, 159, 0)
WATER = (86, 180, 233)
GREY = (168, 164, 150)

#: Which picture each achievement wears.
GLYPHS = {
    "first-game": "sprout",
    "ten-games": "trees",
    "fifty-games": "trees",
    "forest-15": "trees",
    "light-20": "sun",
    "big-tree-every-biome": "tree",
    "power-top": "arrow",
    "all-powers-top": "arrow",
    "fertility-20": "drop",
    "beat-easy": "star",
    "beat-medium": "star",
    "beat-hard": "star",
    "beat-expert": "star",
    "no-undo": "hand",
    "four-players": "four",
    "by-one": "one",
    "daily-week": "calendar",
    "daily-beat-hard": "sun",
    "clean-review": "star",
}


def _tree(s: pygame.Surface, c: tuple[int, int, int], x: float, y: float, r: float) -> None:
    pygame.draw.rect(s, (110, 80, 50), (x - r * 0.12, y + r * 0.5, r * 0.24, r * 0.45))
    for k in range(3):
        top = y - r + k * r * 0.45
        pts = [
            (x, top),
            (x - r * (0.45 + 0.15 * k), top + r * 0.7),
            (x + r * (0.45 + 0.15 * k), top + r * 0.7),
        ]
        pygame.draw.polygon(s, c, pts)


def _glyph(
    s: pygame.Surface, kind: str, c: tuple[int, int, int], cx: float, cy: float, r: float
) -> None:
    if kind in ("tree", "rank"):
        _tree(s, c, cx, cy, r)
    elif kind == "trees":
        _tree(s, c, cx - r * 0.45, cy + r * 0.15, r * 0.7)
        _tree(s, c, cx + r * 0.45, cy + r * 0.15, r * 0.7)
        _tree(s, c, cx, cy, r * 0.85)
    elif kind == "sprout":
        pygame.draw.line(s, c, (cx, cy + r * 0.8), (cx, cy - r * 0.1), max(2, int(r / 6)))
        pygame.draw.ellipse(s, c, (cx - r * 0.8, cy - r * 0.5, r * 0.8, r * 0.45))
        pygame.draw.ellipse(s, c, (cx, cy - r * 0.7, r * 0.8, r * 0.45))
    elif kind == "sun":
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(
                s,
                c,
                (cx + math.cos(a) * r * 0.5, cy + math.sin(a) * r * 0.5),
                (cx + math.cos(a) * r * 0.9, cy + math.sin(a) * r * 0.9),
                max(2, int(r / 7)),
            )
        pygame.draw.circle(s, c, (cx, cy), r * 0.42)
    elif kind == "star":
        pts = [
            (
                cx + math.cos(math.pi / 2 + k * math.pi / 5) * (r if k % 2 == 0 else r * 0.42),
                cy - math.sin(math.pi / 2 + k * math.pi / 5) * (r if k % 2 == 0 else r * 0.42),
            )
            for k in range(10)
        ]
        pygame.draw.polygon(s, c, pts)
    elif kind == "arrow":
        pygame.draw.polygon(s, c, [(cx, cy - r), (cx - r * 0.7, cy), (cx + r * 0.7, cy)])
        pygame.draw.rect(s, c, (cx - r * 0.25, cy, r * 0.5, r * 0.9))
    elif kind == "drop":
        pygame.draw.circle(s, c, (cx, cy + r * 0.25), r * 0.55)
        pygame.draw.polygon(
            s, c, [(cx, cy - r), (cx - r * 0.52, cy + r * 0.1), (cx + r * 0.52, cy + r * 0.1)]
        )
    elif kind in ("calendar", "hand"):
        _marks(s, kind, c, cx, cy, r)
    else:  # "four", "one": dots of players
        n = 4 if kind == "four" else 1
        for k in range(n):
            a = k * 2 * math.pi / n + math.pi / 4
            off = r * 0.45 if n > 1 else 0
            pygame.draw.circle(s, c, (cx + math.cos(a) * off, cy + math.sin(a) * off), r * 0.3)


def _marks(
    s: pygame.Surface, kind: str, c: tuple[int, int, int], cx: float, cy: float, r: float
) -> None:
    """The calendar's page and the steady hand's tick."""
    if kind == "calendar":
        box = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.5))
        box.center = (int(cx), int(cy))
        pygame.draw.rect(s, c, box, max(2, int(r / 6)), border_radius=int(r / 5))
        pygame.draw.rect(s, c, (box.x, box.y, box.width, r * 0.4))
        for k in range(7):
            pygame.draw.circle(
                s,
                c,
                (box.x + r * 0.3 + (k % 4) * r * 0.38, box.y + r * 0.75 + (k // 4) * r * 0.4),
                max(1, r / 10),
            )
    elif kind == "hand":
        pygame.draw.circle(s, c, (cx, cy), r * 0.8, max(2, int(r / 6)))
        pygame.draw.line(
            s, c, (cx - r * 0.4, cy), (cx - r * 0.05, cy + r * 0.35), max(2, int(r / 5))
        )
        pygame.draw.line(
            s, c, (cx - r * 0.05, cy + r * 0.35), (cx + r * 0.5, cy - r * 0.35), max(2, int(r / 5))
        )


@bounded("screens.progress.icon", 64)
def icon(achievement_id: str, side: int, earned: bool) -> pygame.Surface:
    """The medal of an achievement, ``side`` pixels square."""
    s = pygame.Surface((side, side), pygame.SRCALPHA)
    r = side / 2
    rim = GOLD if earned else GREY
    pygame.draw.circle(s, mix(rim, (0, 0, 0), 0.25), (r, r + 1), r - 1)
    pygame.draw.circle(s, rim, (r, r), r - 2)
    pygame.draw.circle(s, PAPER if earned else (226, 222, 210), (r, r), r * 0.8)
    kind = "rank" if achievement_id.startswith("rank-") else GLYPHS.get(achievement_id, "star")
    colour = {"sun": SUN, "drop": WATER}.get(kind, GREEN) if earned else GREY
    _glyph(s, kind, colour, r, r, r * 0.5)
    return s
