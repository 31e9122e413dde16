"""The planet's spaces as terrain (issue 53): each biome painted with its own detail, not a
flat square; lit from the sun's side; a few variants so a biome is not one stamp, the space's
variant stable; the symbol readable in its corner; the biome's colour kept (its checks in
greyscale still hold for what is drawn); the bake the same every run, and kept bounded."""

from __future__ import annotations

import os
import statistics
from itertools import combinations

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from evergreen.rules import Planet, Sun
from evergreen.rules.enums import PLANET_BIOMES, Biome
from evergreen.ui.art import planet_art, sprites, terrain
from evergreen.ui.art.board import PLANET_RADIUS, grid_edges
from evergreen.ui.kit import bounded_cache
from evergreen.ui.kit.layout import Layout

LAY = Layout(1280, 800, 2)
SIZE = 84


def luma(c: pygame.Color | tuple[int, ...]) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def lumas(surf: pygame.Surface, box: tuple[float, float, float, float]) -> list[float]:
    """The lightness of each pixel of ``surf`` in ``box`` (unit coordinates x0, y0, x1, y1)."""
    n = surf.get_width()
    x0, y0, x1, y1 = (round(v * n) for v in box)
    return [luma(surf.get_at((x, y))) for y in range(y0, y1) for x in range(x0, x1)]


def texture_spread(surf: pygame.Surface) -> float:
    """How much the lightness varies inside the tile, away from its edges and symbols: the
    detail painted on it (a flat square with a grain is nearly even)."""
    n = surf.get_width()
    values = []
    for y in range(round(n * 0.12), round(n * 0.88)):
        for x in range(round(n * 0.12), round(n * 0.88)):
            if not terrain.in_symbol_corner((x / n, y / n), 0.03):
                values.append(luma(surf.get_at((x, y))))
    return statistics.pstdev(values)


def board(planet: Planet, sun: Sun) -> tuple[pygame.Surface, tuple[int, int]]:
    edges = grid_edges(LAY)
    radius = LAY.px(PLANET_RADIUS)
    surf = planet_art.board_picture(planet, sun, edges, radius, frozenset(), frozenset())
    return surf, planet_art.grid_offset(edges, radius)


def space_on_board(surf: pygame.Surface, corner: tuple[int, int], index: int) -> pygame.Surface:
    xs, ys = grid_edges(LAY)
    r, c = divmod(index, 7)
    rect = pygame.Rect(corner[0] + xs[c], corner[1] + ys[r], xs[c + 1] - xs[c], ys[r + 1] - ys[r])
    return surf.subsurface(rect).copy()


@pytest.mark.parametrize("biome", PLANET_BIOMES)
def test_a_tile_is_painted_with_detail_not_flat(biome: Biome) -> None:
    """The defect: a space was a flat colour with a faint grain (its lightness varied by a
    standard deviation of 2-6 out of 255); painted terrain varies at least twice as much."""
    for sun in Sun:
        assert texture_spread(planet_art.tile(SIZE, biome, sun, 3)) > 9, (biome, sun)


def test_the_large_planet_is_not_a_stamp() -> None:
    """Two spaces of one biome side by side on the large planet are painted differently
    (each space its variant), and a space looks the same each time it is drawn."""
    planet = Planet.empty()
    layout = planet.layout
    pairs = [
        (i, i + 1)
        for i in layout.spaces
        if i % 7 < 6 and i + 1 in layout.spaces and layout.biome_of(i) == layout.biome_of(i + 1)
    ]
    pairs = [(a, b) for a, b in pairs if layout.biome_of(a) is not None]
    assert len(pairs) >= 5
    surf, corner = board(planet, Sun.TOP)
    for a, b in pairs:
        one, two = space_on_board(surf, corner, a), space_on_board(surf, corner, b)
        n = min(one.get_width(), two.get_width())  # spaces differ by a pixel at most
        differing = sum(
            abs(luma(one.get_at((x, y))) - luma(two.get_at((x, y)))) > 12
            for y in range(n)
            for x in range(n)
        )
        assert differing > 0.08 * n * n, (a, b)


def test_each_space_keeps_its_variant_and_differs_from_its_neighbours() -> None:
    for space in range(49):
        v = terrain.variant_of(space)
        assert 0 <= v < terrain.VARIANTS
        r, c = divmod(space, 7)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and 0 <= r + dr < 7 and 0 <= c + dc < 7:
                    assert terrain.variant_of((r + dr) * 7 + c + dc) != v, (space, dr, dc)
    assert [terrain.variant_of(i) for i in range(8)] == [0, 1, 2, 3, 0, 1, 2, 2]


@pytest.mark.parametrize("biome", PLANET_BIOMES)
def test_variants_of_a_biome_differ(biome: Biome) -> None:
    tiles = [terrain.tile(SIZE, biome, v, Sun.TOP) for v in range(terrain.VARIANTS)]
    for one, two in combinations(tiles, 2):
        a = pygame.image.tobytes(one, "RGB")
        b = pygame.image.tobytes(two, "RGB")
        differing = sum(abs(x - y) > 12 for x, y in zip(a[1::3], b[1::3], strict=True))
        assert differing > 0.08 * SIZE * SIZE


SIDES: dict[Sun, tuple[float, float, float, float]] = {
    Sun.TOP: (0.15, 0.0, 0.85, 0.2),
    Sun.BOTTOM: (0.15, 0.8, 0.85, 1.0),
    Sun.LEFT: (0.0, 0.15, 0.2, 0.85),
    Sun.RIGHT: (0.8, 0.15, 1.0, 0.85),
}
OPPOSITE = {Sun.TOP: Sun.BOTTOM, Sun.BOTTOM: Sun.TOP, Sun.LEFT: Sun.RIGHT, Sun.RIGHT: Sun.LEFT}


@pytest.mark.parametrize("biome", PLANET_BIOMES)
@pytest.mark.parametrize("sun", list(Sun))
def test_the_side_toward_the_sun_is_lighter(biome: Biome, sun: Sun) -> None:
    """Lit from the sun's side: the band along the tile's edge toward the sun is lighter
    than the band along the far edge, for every variant."""
    for variant in range(terrain.VARIANTS):
        surf = terrain.tile(SIZE, biome, variant, sun)
        near = statistics.mean(lumas(surf, SIDES[sun]))
        far = statistics.mean(lumas(surf, SIDES[OPPOSITE[sun]]))
        assert near > far + 8, (biome, sun, variant, near, far)


@pytest.mark.parametrize("biome", PLANET_BIOMES)
def test_the_symbol_reads_in_its_corner(biome: Biome) -> None:
    """Texture never runs through the symbol: in the corner, the symbol's ink stands apart
    from the ground right round it (in lightness, so also in greyscale), for every variant
    and sun."""
    size = 96
    side = terrain.canvas_side(size)
    px = round(side * 0.3)
    at = round(side * 0.07)
    ink, _ = terrain.symbol_pair(px, biome, 1.0)
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    big.blit(ink, (at, at))
    small = pygame.transform.smoothscale(big, (size, size))
    shape = pygame.mask.from_surface(small, 200)  # the symbol's solid ink
    drawn = pygame.mask.from_surface(small, 1)  # everything it touches
    ring = pygame.mask.Mask((size, size))  # the ground just round it
    for dx, dy in ((2, 0), (-2, 0), (0, 2), (0, -2), (2, 2), (-2, -2), (2, -2), (-2, 2)):
        ring.draw(drawn, (dx, dy))
    ring.erase(drawn, (0, 0))
    assert shape.count() > 0.02 * size * size and ring.count() > 0.02 * size * size
    for sun in Sun:
        for variant in range(terrain.VARIANTS):
            surf = terrain.tile(size, biome, variant, sun)
            inked = [luma(surf.get_at(p)) for p in points(shape)]
            round_it = [luma(surf.get_at(p)) for p in points(ring)]
            gap = abs(statistics.mean(inked) - statistics.mean(round_it))
            assert gap > 18, (biome, sun, variant, gap)
            assert statistics.pstdev(round_it) < 16, (biome, sun, variant)


def points(mask: pygame.mask.Mask) -> list[tuple[int, int]]:
    w, h = mask.get_size()
    return [(x, y) for y in range(h) for x in range(w) if mask.get_at((x, y))]


def test_a_tile_keeps_its_biome_colour_in_every_variant_and_light() -> None:
    """The detail changes the texture, not the colour the biome is told apart by: the
    mean colour of every variant under every sun stays near the biome's."""
    for biome in PLANET_BIOMES:
        colour = sprites.BIOME_COLOURS[biome]
        for sun in Sun:
            for variant in range(terrain.VARIANTS):
                mean = pygame.transform.average_color(terrain.tile(SIZE, biome, variant, sun))
                gap = max(abs(a - b) for a, b in zip(mean[:3], colour, strict=True))
                assert gap <= 20, (biome, sun, variant, gap)


@pytest.mark.parametrize("size", [63, 107])
def test_terrain_tiles_differ_without_colour(size: int) -> None:
    """In greyscale each pair of biomes still differs: in mean lightness, or in many pixels
    (their texture and symbol), for every pair of variants."""
    grey = {
        (b, v): pygame.image.tobytes(
            pygame.transform.grayscale(terrain.tile(size, b, v, Sun.TOP)), "RGBA"
        )[::4]
        for b in PLANET_BIOMES
        for v in range(terrain.VARIANTS)
    }
    mean = {k: sum(g) / len(g) for k, g in grey.items()}
    for a, b in combinations(PLANET_BIOMES, 2):
        for va in range(terrain.VARIANTS):
            for vb in range(terrain.VARIANTS):
                ka, kb = (a, va), (b, vb)
                if abs(mean[ka] - mean[kb]) >= 15:
                    continue
                pairs = zip(grey[ka], grey[kb], strict=True)
                differing = sum(abs(x - y) > 12 for x, y in pairs)
                assert differing > 0.2 * size * size, (ka, kb)


def test_the_bake_is_the_same_every_time() -> None:
    """Seeded by biome and variant: drawn afresh, a tile is the same picture, byte for byte
    (its sun-free painting painted again too)."""
    first = {
        (b, v): pygame.image.tobytes(terrain.tile(72, b, v, Sun.LEFT), "RGBA")
        for b in (*PLANET_BIOMES, None)
        for v in range(terrain.VARIANTS)
    }
    bounded_cache.clear_all()  # (its sun-free painting too)
    for (b, v), data in first.items():
        assert pygame.image.tobytes(terrain.tile(72, b, v, Sun.LEFT), "RGBA") == data


def test_the_tiles_cache_stays_bounded() -> None:
    """More tiles than the cache holds (sizes of a window dragged, four suns): the cache
    keeps its bound in entries and bytes."""
    terrain.tile.cache_clear()
    for size in range(20, 60):
        for sun in Sun:
            terrain.tile(size, Biome.SNOW, terrain.variant_of(size), sun)
    (entry,) = [r for r in bounded_cache.report() if r.name == "art.terrain.tile"]
    assert entry.entries == entry.max_entries < 40 * 4
    assert entry.max_bytes is not None and entry.bytes <= entry.max_bytes


@pytest.mark.parametrize("biome", PLANET_BIOMES)
def test_a_new_side_of_the_sun_repaints_only_the_lit_touches(
    biome: Biome, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sun-free painting of a tile (its ground, its detail) is painted once for all
    four sides of the sun: a new side repaints only what its light changes."""
    painted: list[Biome] = []
    real = terrain.PAINTERS[biome]

    def counted(c: terrain.Canvas) -> None:
        painted.append(biome)
        real(c)

    monkeypatch.setitem(terrain.PAINTERS, biome, counted)
    bounded_cache.clear_all()
    for sun in Sun:
        terrain.tile(SIZE, biome, 2, sun)
    assert painted == [biome]


@pytest.mark.parametrize("sun", list(Sun))
@pytest.mark.parametrize("biome", PLANET_BIOMES)
def test_a_relit_tile_is_the_tile_painted_afresh_in_that_light(biome: Biome, sun: Sun) -> None:
    """A tile lit from its kept sun-free painting is the one painted in one go in that light
    but for the order of a few lit touches (a blade's lit edge drawn over the blade in front
    of it): the same on average within a level, at most 3 % of the pixels changed."""
    bounded_cache.clear_all()
    terrain.tile(SIZE, biome, 1, sun.clockwise())  # the sun-free painting kept from another side
    relit = pygame.image.tobytes(terrain.tile(SIZE, biome, 1, sun), "RGBA")
    afresh = pygame.image.tobytes(terrain.painted_afresh(SIZE, biome, 1, sun), "RGBA")
    gaps = [abs(a - b) for a, b in zip(relit, afresh, strict=True)]
    assert sum(gaps) / len(gaps) < 1.0
    changed = sum(max(gaps[i : i + 3]) > 24 for i in range(0, len(gaps), 4))
    assert changed < 0.03 * SIZE * SIZE
    other = pygame.image.tobytes(terrain.painted_afresh(SIZE, biome, 1, sun.clockwise()), "RGBA")
    assert relit != other  # (and the light is the sun's: another side's is another picture)


def test_the_sun_free_paintings_stay_bounded() -> None:
    """The kept sun-free paintings (a window dragged through many sizes) keep their cache's
    bound in entries and bytes, each counted by its picture's bytes."""
    bounded_cache.clear_all()
    for size in range(40, 140, 3):
        terrain.tile(size, Biome.GRASSLAND, 0, Sun.TOP)
    (entry,) = [r for r in bounded_cache.report() if r.name == "art.terrain.sunless_ground"]
    assert entry.max_bytes is not None and 0 < entry.bytes <= entry.max_bytes
    assert entry.bytes >= entry.entries * 80 * 80 * 4  # (its pictures counted, not 64 bytes)
