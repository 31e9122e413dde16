"""The solo panel's ladder of ranks (R11.3): its fill and dot follow the player's points."""

from __future__ import annotations

import pygame

from evergreen.rules.data_files import game_data
from evergreen.ui.game.panels import rank_ladder
from evergreen.ui.kit.layout import Layout

BLUE = (0, 90, 200)


def filled_to(points: int) -> int:
    """The rightmost pixel of the player's colour along the ladder's middle."""
    surface = pygame.Surface((400, 40))
    surface.fill((255, 255, 255))
    box = pygame.Rect(10, 10, 380, 18)
    rank_ladder(surface, Layout(1280, 800, 1), box, points, BLUE)
    return max(x for x in range(400) if surface.get_at((x, box.centery))[:3] == BLUE)


def test_the_ladder_fills_with_the_points() -> None:
    top = game_data().ranks[-1].min_vp + 20
    low, mid, high = filled_to(0), filled_to(top // 2), filled_to(top)
    assert low < mid < high
    assert abs(mid - (10 + 380 // 2)) <= 8  # half the points, half the ladder
    assert filled_to(top + 50) == high  # beyond the last rank it stays full
