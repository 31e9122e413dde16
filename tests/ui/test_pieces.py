"""The pieces as objects (issue 53): lit from the sun's side with a rim of light, a soft
contact shadow pushed away from the sun, a few looks per kind kept by their space, a Big Tree
clearly taller than a Small Tree, a tree in shade in shade, a Lake a flat pool with a shore
and a glint, a Bush with berries or flowers; drawn the same every time and kept in bounded
caches."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from evergreen.rules import Piece, Sun
from evergreen.ui.art import piece_light, pieces, sprites
from evergreen.ui.kit import bounded_cache

KINDS = (Piece.SPROUT, Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH, Piece.LAKE)
TREES = (Piece.SMALL_TREE, Piece.BIG_TREE)


def luma(c: pygame.Color) -> float:
    return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b


def solid(surf: pygame.Surface) -> list[tuple[int, int, pygame.Color]]:
    """The opaque pixels (x, y, colour) of a sprite: the piece, not its contact shadow."""
    w, h = surf.get_size()
    return [(x, y, c) for y in range(h) for x in range(w) if (c := surf.get_at((x, y))).a >= 250]


def edges(surf: pygame.Surface) -> tuple[float, float]:
    """The mean lightness of the three opaque pixels inside the outermost one at each end of
    each row: the piece's left and right edges, where a rim of light would be (the outermost
    is the outline's, dark on both sides)."""
    rows: dict[int, list[tuple[int, pygame.Color]]] = {}
    for x, y, c in solid(surf):
        rows.setdefault(y, []).append((x, c))
    left, right = [], []
    for row in rows.values():
        row.sort(key=lambda p: p[0])
        if len(row) >= 10:
            left += [luma(c) for _, c in row[1:4]]
            right += [luma(c) for _, c in row[-4:-1]]
    return sum(left) / len(left), sum(right) / len(right)


@pytest.mark.parametrize("piece", [Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH])
def test_the_sun_side_of_a_piece_is_lit(piece: Piece) -> None:
    """With the sun on the left the piece's left edge is the lighter one, on the right the
    right one: the rim of light follows the sun."""
    left_sun = edges(sprites.piece_sprite(96, piece, False, Sun.LEFT))
    right_sun = edges(sprites.piece_sprite(96, piece, False, Sun.RIGHT))
    assert left_sun[0] > left_sun[1] + 25
    assert right_sun[1] > right_sun[0] + 25


def test_callers_that_name_no_sun_get_the_key_light() -> None:
    """Without a sun side (icons, figures) a piece is lit from the upper left, as before."""
    plain = sprites.piece_sprite(96, Piece.SMALL_TREE)
    assert plain is sprites.piece_sprite(96, Piece.SMALL_TREE, False, None, None)
    left, right = edges(plain)
    assert left > right + 15


def shadow_centre(surf: pygame.Surface) -> float:
    """Where the see-through shadow under a piece lies, across (alpha-weighted mean x of the
    pixels that are shadow only: some alpha, less than half)."""
    w, h = surf.get_size()
    total = weight = 0.0
    for y in range(h * 3 // 4, h):
        for x in range(w):
            a = surf.get_at((x, y)).a
            if 8 <= a < 120:
                total += a * x
                weight += a
    assert weight > 0, "no contact shadow"
    return total / weight


@pytest.mark.parametrize("piece", [Piece.SPROUT, Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH])
def test_the_contact_shadow_is_soft_and_falls_away_from_the_sun(piece: Piece) -> None:
    size = 96
    left = sprites.piece_sprite(size, piece, False, Sun.LEFT)
    right = sprites.piece_sprite(size, piece, False, Sun.RIGHT)
    assert shadow_centre(left) > size / 2 + 1 > size / 2 - 1 > shadow_centre(right)
    alphas = {left.get_at((x, y)).a for x in range(size) for y in range(size * 3 // 4, size)}
    assert len({a for a in alphas if 0 < a < 120}) >= 12  # a blur, not a hard ellipse


def test_a_piece_has_three_tones_or_more() -> None:
    """A crown is not a flat fill with an edge: its opaque pixels spread over at least four
    bands of lightness 16 apart, each holding a good share of it."""
    for piece in (Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH):
        px = [luma(c) for _, _, c in solid(sprites.piece_sprite(96, piece, False, Sun.LEFT))]
        bins: dict[int, int] = {}
        for v in px:
            bins[int(v // 16)] = bins.get(int(v // 16), 0) + 1
        assert sum(1 for n in bins.values() if n > 0.08 * len(px)) >= 3, piece


def test_a_space_keeps_its_look_and_a_forest_is_not_a_stamp() -> None:
    """Each kind has two to four looks; a space always shows the same one; two spaces side
    by side or one above the other show different ones (kinds of three looks or more)."""
    for piece in KINDS:
        n = pieces.VARIANTS[piece]
        assert 2 <= n <= 4
        looks = {
            pygame.image.tobytes(sprites.piece_sprite(96, piece, False, Sun.TOP, space), "RGBA")
            for space in range(n)
        }
        assert len(looks) == n, piece
        assert sprites.piece_sprite(96, piece, False, Sun.TOP, 23) is sprites.piece_sprite(
            96, piece, False, Sun.TOP, 23
        )
        if n >= 3:
            for space in range(49):
                r, c = divmod(space, 7)
                mine = pieces.variant_of(piece, space)
                if c < 6:
                    assert pieces.variant_of(piece, space + 1) != mine
                if r < 6:
                    assert pieces.variant_of(piece, space + 7) != mine


def test_tiny_pieces_are_drawn_plain() -> None:
    """On the small planets' spaces a piece has one look (its detail would be noise)."""
    assert sprites.piece_sprite(20, Piece.SMALL_TREE, space=1) is sprites.piece_sprite(
        20, Piece.SMALL_TREE, space=2
    )


@pytest.mark.parametrize("size", [24, 80])
def test_a_big_tree_is_clearly_taller_than_a_small_tree(size: int) -> None:
    for space in range(3):
        small = sprites.piece_sprite(size, Piece.SMALL_TREE, space=space).get_bounding_rect(127)
        big = sprites.piece_sprite(size, Piece.BIG_TREE, space=space).get_bounding_rect(127)
        assert big.height >= 1.45 * small.height, (size, space)


def test_a_tree_in_shade_is_in_shade() -> None:
    """In shade a tree has no sunlit side: its lightest pixels are darker than its lit
    twin's middle tone, and it is cooler."""
    for piece in TREES:
        for sun in Sun:
            lit = sorted(luma(c) for _, _, c in solid(sprites.piece_sprite(80, piece, False, sun)))
            dark = sorted(luma(c) for _, _, c in solid(sprites.piece_sprite(80, piece, True, sun)))
            assert dark[len(dark) * 95 // 100] < lit[len(lit) // 2], (piece, sun)
            shade = sprites.piece_sprite(80, piece, True, sun)
            r, g, b, _ = pygame.transform.average_color(shade, consider_alpha=True)
            lr, lg, lb, _ = pygame.transform.average_color(
                sprites.piece_sprite(80, piece, False, sun), consider_alpha=True
            )
            assert b / (r + g + b) > lb / (lr + lg + lb)


def test_a_lake_is_a_flat_pool_with_a_shore_and_a_glint() -> None:
    for space in range(pieces.VARIANTS[Piece.LAKE]):
        lake = sprites.piece_sprite(96, Piece.LAKE, False, Sun.RIGHT, space)
        px = solid(lake)
        water = [(x, y) for x, y, c in px if c.b > c.r + 60]
        sand = [(x, y) for x, y, c in px if c.r >= c.g > max(c.b + 15, 0.8 * c.r)]
        glint = [x for x, _, c in px if min(c.r, c.g, c.b) > 225]
        assert len(water) > 0.35 * len(px)
        assert len(sand) > 0.15 * len(px)
        assert len(glint) >= 6
        pool = water + sand  # (the reeds on a shore stand up out of it)
        xs, ys = [x for x, _ in pool], [y for _, y in pool]
        width, height = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        assert width >= 2 * height  # a flat disc
        assert sum(glint) / len(glint) > (max(xs) + min(xs)) / 2  # on the sun's side


def test_a_bush_bears_berries_or_flowers() -> None:
    """Every look of the Bush carries small spots that are not leaves: red or blue berries,
    white flowers."""
    for space in range(pieces.VARIANTS[Piece.BUSH]):
        px = [c for _, _, c in solid(sprites.piece_sprite(96, Piece.BUSH, False, Sun.TOP, space))]
        spots = [c for c in px if c.r > c.g + 40 or c.b > c.g + 20 or min(c.r, c.g, c.b) > 215]
        assert len(spots) > 0.03 * len(px), space


def test_the_bake_is_the_same_every_time() -> None:
    """Drawn afresh, every piece in every look is the same to the byte (the screenshots and
    the tour stay the same)."""

    def bake() -> list[bytes]:
        sprites._piece_sprite.cache_clear()
        return [
            pygame.image.tobytes(sprites.piece_sprite(64, p, shaded, Sun.BOTTOM, space), "RGBA")
            for p in KINDS
            for space in range(pieces.VARIANTS[p])
            for shaded in (False, True)
        ]

    assert bake() == bake()


def test_the_sprites_are_kept_by_look_not_by_space() -> None:
    """A board of 37 spaces keeps one picture per look, not one per space, and the cache has
    a bound."""
    bounded_cache.clear_all()
    for space in range(49):
        sprites.piece_sprite(80, Piece.BIG_TREE, False, Sun.LEFT, space)
    report = {r.name: r for r in bounded_cache.report()}
    kept = report["art.sprites._piece_sprite"]
    assert kept.entries == pieces.VARIANTS[Piece.BIG_TREE]
    assert kept.max_bytes is not None and kept.max_entries <= 512
    assert report["art.piece_light.contact_stamp"].entries == 1  # one blur for all three


@pytest.mark.parametrize("size", [30, 96])
def test_a_sprite_drawn_over_its_bounds_loses_nothing(
    size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A piece is drawn only over what it covers (``SPRITE_BOUNDS``): every look, lit from
    every side, covers the same pixels as when drawn over its whole tile."""

    def covered() -> list[int]:
        sprites._piece_sprite.cache_clear()
        return [
            pygame.mask.from_surface(sprites.piece_sprite(size, p, False, sun, space), 1).count()
            for p in KINDS
            for space in range(pieces.VARIANTS[p])
            for sun in Sun
        ]

    tight = covered()
    for piece in KINDS:
        monkeypatch.setitem(pieces.SPRITE_BOUNDS, piece, (0.0, 0.0, 1.0, 1.0))
    assert covered() == tight
    sprites._piece_sprite.cache_clear()


@pytest.mark.parametrize("alpha", [255, 150])
def test_a_mask_painted_within_its_box_paints_the_same_pixels(alpha: int) -> None:
    """A part's rim, shade band or outline is made a picture of its box only (the canvas's
    other pixels made no picture of their own; most of a piece's bake was those): every
    pixel it shows is the one the whole canvas's picture showed, and nothing else."""
    canvas = pygame.Surface((120, 90), pygame.SRCALPHA)
    pygame.draw.ellipse(canvas, (0, 0, 0, 255), (30, 20, 50, 40))
    pygame.draw.circle(canvas, (0, 0, 0, 255), (100, 70), 8)
    body = pygame.mask.from_surface(canvas, 127)
    rects = body.get_bounding_rects()
    box = rects[0].unionall(rects[1:])
    ground = pygame.Surface((120, 90), pygame.SRCALPHA)
    ground.fill((90, 140, 60, 255), (0, 0, 60, 90))  # opaque on the left, clear on the right
    whole, within = ground.copy(), ground.copy()
    piece_light.paint(whole, body, (250, 200, 40, alpha), (-2, 3))
    piece_light.paint(within, body, (250, 200, 40, alpha), (-2, 3), within=box)
    for y in range(90):
        for x in range(120):
            a, b = whole.get_at((x, y)), within.get_at((x, y))
            assert a.a == b.a and (a.a == 0 or a == b), (x, y, a, b)
    part, at = piece_light.cropped(body, box)
    assert part is not None and part.count() == body.count() and at == box
    assert piece_light.cropped(body, pygame.Rect(200, 200, 5, 5))[0] is None
