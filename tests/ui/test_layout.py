"""Pure geometry of the game scene: rects scale with the window, hit tests invert them."""

from __future__ import annotations

import itertools

import pytest

from evergreen.rules import Sun
from evergreen.ui.kit.layout import (
    ACTION_BAR,
    ACTIONS,
    GRID,
    STACKED,
    Button,
    Hit,
    Layout,
    clamp_size,
)

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160), (1100, 900)]


@pytest.mark.parametrize("size", SIZES)
def test_every_space_hit_test_finds_itself(size: tuple[int, int]) -> None:
    """The centre and the corners (just inside) of each space map back to that space."""
    lay = Layout(*size, players=4)
    for i in range(GRID * GRID):
        r = lay.space_rect(i)
        for pos in (r.center, (r.left, r.top), (r.right - 1, r.bottom - 1)):
            assert lay.space_at(pos) == i
    g = lay.grid
    assert lay.space_at((g.left - 1, g.centery)) is None
    assert lay.space_at((g.centerx, g.bottom)) is None


@pytest.mark.parametrize("size", SIZES)
def test_regions_stay_inside_the_window_and_apart(size: tuple[int, int]) -> None:
    """Nothing is drawn off-screen; the main regions do not overlap."""
    lay = Layout(*size, players=4)
    screen = (0, 0, *size)
    regions = [lay.board, lay.market, lay.zone, lay.tracks, lay.players_panel, lay.action_bar]
    for rect in [*regions, lay.top_bar, *(lay.button_rect(b) for b in Button)]:
        assert rect.clip(screen) == rect
    for a in range(len(regions)):
        for b in range(a + 1, len(regions)):
            assert not regions[a].colliderect(regions[b]), (regions[a], regions[b])


@pytest.mark.parametrize("size", SIZES)
def test_scale_keeps_proportions_and_centres(size: tuple[int, int]) -> None:
    """Uniform scale: the grid stays square and the design area is centred."""
    lay = Layout(*size, players=2)
    assert abs(lay.grid.width - lay.grid.height) <= 1
    ox, oy = lay.origin
    assert abs((size[0] - 2 * ox) - 1280 * lay.scale) <= 2
    assert abs((size[1] - 2 * oy) - 800 * lay.scale) <= 2


@pytest.mark.parametrize("size", SIZES)
def test_buttons_do_not_overlap_and_are_clickable(size: tuple[int, int]) -> None:
    """Action-bar buttons stand apart inside the bar: A-D side by side, left to right, the
    largest; the others in two columns of two beside them, none too small to hit."""
    lay = Layout(*size, players=2)
    rects = [lay.button_rect(b) for b in ACTION_BAR]
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (a, b)
    assert all(lay.action_bar.contains(r) for r in rects)
    actions = [lay.button_rect(b) for b in ACTIONS]
    for a, b in itertools.pairwise(actions):
        assert a.right < b.left and abs(a.width - b.width) <= 1 and a.height == b.height
    others = [lay.button_rect(b) for b in STACKED]
    assert all(actions[-1].right < r.left for r in others)
    assert min(r.height for r in others) >= lay.px(22) - 1 >= 16
    area = min(r.width * r.height for r in actions)
    assert area > 1.5 * max(r.width * r.height for r in others)


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_market_slots_hit_test(count: int) -> None:
    """Each market card's centre hits its slot; between cards hits nothing."""
    lay = Layout(1280, 800, 4)
    for slot in range(count):
        assert lay.card_at(lay.card_rect(slot, count).center, count) == slot
    gap = (lay.card_rect(0, count).right + 2, lay.card_rect(0, count).centery)
    assert lay.card_at(gap, count) is None


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_player_panels_hit_test(players: int) -> None:
    """Each player's small planet panel is clickable and inside the players' region."""
    lay = Layout(1280, 800, players)
    for seat in range(players):
        rect = lay.player_rect(seat)
        assert lay.player_at(rect.center) == seat
        assert lay.players_panel.contains(rect)


def test_sun_sits_outside_the_grid_on_its_side() -> None:
    """The sun token lies beyond the grid's edge on its own side."""
    lay = Layout(1280, 800, 2)
    g = lay.grid
    assert lay.sun_rect(Sun.TOP).bottom <= g.top
    assert lay.sun_rect(Sun.BOTTOM).top >= g.bottom
    assert lay.sun_rect(Sun.LEFT).right <= g.left
    assert lay.sun_rect(Sun.RIGHT).left >= g.right


def test_clamp_size_enforces_the_minimum() -> None:
    """Windows smaller than 1024x640 are enlarged."""
    assert clamp_size(800, 500) == (1024, 640)
    assert clamp_size(1920, 1080) == (1920, 1080)


@pytest.mark.parametrize("size", SIZES)
def test_hit_names_each_kind_of_thing_at_its_centre(size: tuple[int, int]) -> None:
    lay = Layout(*size, players=3)
    spaces = frozenset({0, 24})
    assert lay.hit(lay.card_rect(2, 4).center, 4, spaces) == (Hit.CARD, 2)
    assert lay.hit(lay.space_rect(24).center, 4, spaces) == (Hit.SPACE, 24)
    assert lay.hit(lay.space_rect(25).center, 4, spaces) is None  # not a space of this planet
    assert lay.hit(lay.player_rect(1).center, 4, spaces) == (Hit.PLAYER, 1)
    assert lay.hit(lay.stack_rect(5).center, 4, spaces) == (Hit.STACK, 5)
    assert lay.hit(lay.track_box(3, 4).center, 4, spaces) == (Hit.TRACK, 3)
    assert lay.hit(lay.track_label(0).center, 4, spaces) == (Hit.TRACK, 0)
    assert lay.hit(lay.card_rect(2, 4).center, 0, spaces) is None  # the market is empty


def test_the_top_bar_spans_a_wide_window() -> None:
    """At 1920×1080 the design space is pillarboxed; the header bar still reaches both edges
    and the top of the window."""
    import pygame

    from evergreen.rules import new_game
    from evergreen.ui.game import hud

    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface((1920, 1080))
    lay = Layout(1920, 1080, players=2)
    assert lay.top_bar.left > 0  # pillarboxed
    state = new_game(2, 1)
    hud.draw_top(surface, lay, state, "", False, False, state)
    for x in (0, 1919):
        assert surface.get_at((x, 2))[:3] == hud.BAR
