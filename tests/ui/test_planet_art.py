"""The planet's art tells the rules: trees cast the shadows R9.1 says they cast, shaded trees
are drawn in shade, and the seasonal sky keeps text readable."""

from __future__ import annotations

import pygame
import pytest

from evergreen.rules import Planet, Season, Sun, light_score
from evergreen.rules.enums import Piece
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art.board import PLANET_RADIUS, grid_edges
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import INK
from tests.ui.test_contrast import ratio

LAY = Layout(1280, 800, 2)


def planet_with(pieces: dict[int, Piece]) -> Planet:
    """An empty classic planet with ``pieces`` put on its grid indexes."""
    planet = Planet.empty()
    for index, piece in pieces.items():
        planet = planet.put(index, int(piece))
    return planet


def brightness(surface: pygame.Surface, pos: tuple[int, int]) -> int:
    c = surface.get_at(pos)
    return c.r + c.g + c.b


def picture(planet: Planet, sun: Sun) -> tuple[pygame.Surface, tuple[int, int]]:
    edges = grid_edges(LAY)
    radius = LAY.px(PLANET_RADIUS)
    surf = planet_art.board_picture(planet, sun, edges, radius, frozenset(), frozenset())
    return surf, planet_art.grid_offset(edges, radius)


def centre(index: int, offset: tuple[int, int]) -> tuple[int, int]:
    """A point of space ``index`` in the picture, off its centre (where a piece stands) and
    inside the band a shadow covers."""
    edges = grid_edges(LAY)
    r, c = divmod(index, 7)
    xs, ys = edges
    return offset[0] + (xs[c] + xs[c + 1]) // 2, offset[1] + ys[r] + (ys[r + 1] - ys[r]) * 2 // 3


def test_cast_spans_follow_r9_1() -> None:
    """A Small Tree's shadow covers one space away from the sun, a Big Tree's two, and a tree
    is shaded exactly when a shadow at least its height falls on it."""
    # a column: Big Tree at the top (row 1, col 3), Small Tree two rows below
    planet = planet_with({10: Piece.BIG_TREE, 24: Piece.SMALL_TREE, 31: Piece.SMALL_TREE})
    spans = dict(planet_art.cast_spans(planet, Sun.TOP))
    assert spans[10] == (17, 24)
    assert spans[24] == (31,)
    covered: dict[int, int] = {}
    for tree, span in planet_art.cast_spans(planet, Sun.TOP):
        height = 2 if planet.pieces[tree] == Piece.BIG_TREE else 1
        for i in span:
            covered[i] = max(covered.get(i, 0), height)
    shaded = {
        i
        for i in (10, 24, 31)
        if covered.get(i, 0) >= (2 if planet.pieces[i] == Piece.BIG_TREE else 1)
    }
    assert shaded == set(light_score(planet, Sun.TOP).shaded) == {24, 31}
    # the sun on the other side turns the shadows round
    assert dict(planet_art.cast_spans(planet, Sun.BOTTOM))[24] == (17,)
    assert dict(planet_art.cast_spans(planet, Sun.BOTTOM))[10] == (3,)


def test_shadow_darkens_exactly_the_spaces_it_covers() -> None:
    """On the picture, the spaces in a tree's shadow are darker than the same spaces without
    the tree; a space beyond its reach and one on the sun's side are not."""
    tree = 24  # row 3, col 3: the planet's centre
    empty, offset = picture(Planet.empty(), Sun.LEFT)
    small, _ = picture(planet_with({tree: Piece.SMALL_TREE}), Sun.LEFT)
    big, _ = picture(planet_with({tree: Piece.BIG_TREE}), Sun.LEFT)
    # the sun on the left: shadows fall to the right (grid indexes 25, 26)
    assert brightness(small, centre(25, offset)) < brightness(empty, centre(25, offset)) - 30
    assert brightness(small, centre(26, offset)) > brightness(empty, centre(26, offset)) - 12
    assert brightness(big, centre(26, offset)) < brightness(empty, centre(26, offset)) - 30
    assert brightness(big, centre(27, offset)) > brightness(empty, centre(27, offset)) - 12
    assert brightness(big, centre(23, offset)) > brightness(empty, centre(23, offset)) - 12


def test_overlapping_shadows_are_no_darker_than_one() -> None:
    """Two trees shading the same space darken it as much as one does (ART.md)."""
    one, offset = picture(planet_with({23: Piece.BIG_TREE}), Sun.LEFT)
    two, _ = picture(planet_with({23: Piece.BIG_TREE, 22: Piece.BIG_TREE}), Sun.LEFT)
    spot = centre(25, offset)
    assert abs(brightness(one, spot) - brightness(two, spot)) <= 6


def test_shaded_trees_are_drawn_in_shade() -> None:
    for piece in (Piece.SMALL_TREE, Piece.BIG_TREE):
        lit = pygame.transform.average_color(sprites.piece_sprite(84, piece), consider_alpha=True)
        dark = pygame.transform.average_color(
            sprites.piece_sprite(84, piece, True), consider_alpha=True
        )
        assert sum(dark[:3]) < 0.85 * sum(lit[:3])


@pytest.mark.parametrize("season", list(Season))
def test_text_on_the_sky_is_readable(season: Season) -> None:
    """The game's text colour meets WCAG AA on every colour of every season's sky (today all
    text over the sky stands on a plate; this keeps the sky light enough for text)."""
    for colour in planet_art.SKY[season]:
        assert ratio(pygame.Color(INK), pygame.Color(colour)) >= 4.5, (season, colour)


def test_tile_keeps_its_biome_colour() -> None:
    """Grain and bevel are subtle: a tile's average colour stays near its biome's (the
    colour-blind checks on biome colours still hold for what is drawn)."""
    for biome, colour in sprites.BIOME_COLOURS.items():
        if biome not in {b for b in sprites.BIOME_COLOURS if b.name != "WILD"}:
            continue
        mean = pygame.transform.average_color(planet_art.tile(84, biome, Sun.TOP, 0))
        assert max(abs(a - b) for a, b in zip(mean[:3], colour, strict=True)) <= 22, biome


def test_a_small_trees_shadow_is_not_drawn_over_a_big_tree() -> None:
    """The defect: a Small Tree's shadow was drawn over the Big Tree after it, which it cannot
    shade (R9.1: a tree is lit unless a tree as tall or taller shades it), so the Big Tree
    looked shaded. The Small Tree stands sun-side of the Big Tree: its shadow stops there,
    on the board's picture and in the season's scoring alike."""
    from evergreen.ui.game.scoring_plan import shadow_of

    small, big = 17, 24  # the sun at the top: the Small Tree right above the Big Tree
    planet = planet_with({small: Piece.SMALL_TREE, big: Piece.BIG_TREE})
    assert big not in set(light_score(planet, Sun.TOP).shaded)
    assert big not in dict(planet_art.cast_spans(planet, Sun.TOP)).get(small, ())
    assert big not in shadow_of(planet, Sun.TOP)
    drawn, offset = picture(planet, Sun.TOP)
    alone, _ = picture(planet_with({big: Piece.BIG_TREE}), Sun.TOP)
    assert darkest(drawn, alone, big, offset) <= 3  # no pixel of its space in shadow
    # a Small Tree in the same place shades one as small as itself: drawn there
    under = planet_with({small: Piece.SMALL_TREE, big: Piece.SMALL_TREE})
    assert big in dict(planet_art.cast_spans(under, Sun.TOP))[small]
    assert big in shadow_of(under, Sun.TOP)
    shaded, _ = picture(under, Sun.TOP)
    lone, _ = picture(planet_with({big: Piece.SMALL_TREE}), Sun.TOP)
    assert darkest(shaded, lone, big, offset) > 20


def darkest(a: pygame.Surface, b: pygame.Surface, index: int, offset: tuple[int, int]) -> int:
    """How much darker picture ``a`` is than ``b`` at the most, over space ``index``."""
    xs, ys = grid_edges(LAY)
    r, c = divmod(index, 7)
    return max(
        brightness(b, (offset[0] + x, offset[1] + y))
        - brightness(a, (offset[0] + x, offset[1] + y))
        for x in range(xs[c] + 2, xs[c + 1] - 2)
        for y in range(ys[r] + 2, ys[r + 1] - 2)
    )
