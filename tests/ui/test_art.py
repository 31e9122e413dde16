"""The drawn-in-code art: sizes, caching, every card, pieces/biomes told apart without colour,
and the player colours told apart with the common colour vision deficiencies."""

from __future__ import annotations

import os
import subprocess
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"

from itertools import combinations

import pygame
import pytest

from evergreen.rules.cards import all_cards
from evergreen.rules.enums import PLANET_BIOMES, Action, Biome, Piece, Power
from evergreen.seats import COLOURS
from evergreen.ui.art import sprites
from evergreen.ui.art.cards import CARD_PAPER, card_back, card_body, card_face
from evergreen.ui.kit.paper import PANEL
from evergreen.ui.kit.text import INK, LIGHT, PAPER
from evergreen.ui.words.colours import COLOUR_NAMES, PLAYER_COLOURS, RIM, dark_text_on
from tests.ui.colour_vision import VISIONS, contrast, difference

PIECES = [p for p in Piece if p is not Piece.EMPTY]


def grey_values(surf: pygame.Surface) -> bytes:
    """One byte per pixel: the greyscale of ``surf`` composited over nothing (alpha ignored)."""
    return pygame.image.tobytes(pygame.transform.grayscale(surf), "RGBA")[::4]


def luma(colour: pygame.Color | tuple[int, ...]) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def has_alpha(surf: pygame.Surface) -> bool:
    return bool(surf.get_flags() & pygame.SRCALPHA)


@pytest.mark.parametrize("size", [24, 40, 96])
def test_sizes_and_alpha(size: int) -> None:
    surfaces = [sprites.flower_icon(size), sprites.aridity_icon(size), sprites.sun_token(size)]
    surfaces += [sprites.biome_tile(size, b) for b in (*PLANET_BIOMES, None)]
    surfaces += [sprites.piece_sprite(size, p) for p in Piece]
    surfaces += [sprites.biome_symbol(size, b) for b in Biome]
    surfaces += [sprites.power_icon(size, p) for p in Power]
    for surf in surfaces:
        assert surf.get_size() == (size, size)
        assert has_alpha(surf)
    assert card_back(size, size * 3 // 2).get_size() == (size, size * 3 // 2)


def test_art_needs_no_display_mode() -> None:
    """Every drawing works before any window exists (checked in a fresh process)."""
    code = (
        "import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "import pygame\n"
        "from evergreen.ui.art import sprites\n"
        "from evergreen.ui.art.cards import card_face\n"
        "from evergreen.rules import Piece, Power\n"
        "[sprites.piece_sprite(40, p) for p in Piece]; [sprites.power_icon(40, p) for p in Power]\n"
        "[card_face(90, 130, c) for c in range(42)]; sprites.sun_token(40)\n"
        "assert pygame.display.get_surface() is None\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_results_are_cached() -> None:
    assert sprites.biome_tile(40, Biome.ROCK) is sprites.biome_tile(40, Biome.ROCK)
    assert sprites.biome_tile(40, None) is sprites.biome_tile(40, None)
    assert sprites.piece_sprite(40, Piece.BUSH) is sprites.piece_sprite(40, Piece.BUSH)
    assert card_face(120, 170, 5) is card_face(120, 170, 5)
    assert card_back(120, 170) is card_back(120, 170)
    assert sprites.power_icon(32, Power.LAKE) is sprites.power_icon(32, Power.LAKE)
    assert sprites.sun_token(32) is sprites.sun_token(32)
    assert sprites.piece_sprite(40, Piece.BUSH) is not sprites.piece_sprite(41, Piece.BUSH)


def test_every_card_renders() -> None:
    faces = [card_face(120, 170, c.id) for c in all_cards()]
    assert len(faces) == 42
    for face in faces:
        assert face.get_size() == (120, 170)
        assert has_alpha(face)
        assert face.get_at((0, 0)).a < 40  # rounded corner
        assert face.get_at((60, 85)).a == 255
    assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == 42
    for size in ((60, 85), (240, 340)):
        assert card_face(*size, 0).get_size() == size


def test_empty_piece_is_fully_transparent() -> None:
    surf = sprites.piece_sprite(40, Piece.EMPTY)
    assert pygame.mask.from_surface(surf, 0).count() == 0


@pytest.mark.parametrize("size", [40, 96])
def test_pieces_differ_in_silhouette(size: int) -> None:
    masks = {p: pygame.mask.from_surface(sprites.piece_sprite(size, p), 127) for p in PIECES}
    for a, b in combinations(PIECES, 2):
        ma, mb = masks[a], masks[b]
        xor = ma.count() + mb.count() - 2 * ma.overlap_area(mb, (0, 0))
        assert xor > 0.06 * size * size, (a, b)


def test_pieces_differ_in_size() -> None:
    """Height tells the plants apart; the bush and the lake are wider than tall."""
    rects = {p: sprites.piece_sprite(96, p).get_bounding_rect(127) for p in PIECES}
    assert rects[Piece.SPROUT].height < rects[Piece.SMALL_TREE].height
    assert rects[Piece.SMALL_TREE].height + 20 < rects[Piece.BIG_TREE].height
    assert rects[Piece.BIG_TREE].height > 0.75 * 96
    for flat in (Piece.BUSH, Piece.LAKE):
        assert rects[flat].width > 1.5 * rects[flat].height


def test_power_icons_differ() -> None:
    grey = {p: grey_values(sprites.power_icon(48, p)) for p in Power}
    for a, b in combinations(Power, 2):
        assert grey[a] != grey[b]


def test_biome_colours_distinct() -> None:
    assert set(sprites.BIOME_COLOURS) == set(Biome)
    colours = [*sprites.BIOME_COLOURS.values(), sprites.RAVINE_COLOUR]
    assert len(set(colours)) == len(colours) == len(Biome) + 1


#: CIEDE2000 differences the player colours keep with every common colour vision: from each
#: other (told apart at a glance), and from every biome (a player's chip is never read as a
#: tile's colour).
PLAYERS_APART = 20
BIOMES_APART = 10


def test_player_colours_are_told_apart_with_every_common_colour_vision() -> None:
    colours = PLAYER_COLOURS
    assert len(set(colours)) == len(colours) == len(COLOUR_NAMES) == COLOURS
    for vision in VISIONS:
        for one, two in combinations(colours, 2):
            assert difference(one, two, vision) >= PLAYERS_APART, (vision, one, two)


def test_player_colours_stand_apart_from_the_biomes() -> None:
    for vision in VISIONS:
        for colour in PLAYER_COLOURS:
            for biome, tile in sprites.BIOME_COLOURS.items():
                assert difference(colour, tile, vision) >= BIOMES_APART, (vision, colour, biome)


def test_the_colour_vision_check_sees_a_pair_people_confuse() -> None:
    """A red and an olive green, far apart for most people, are nearly one colour with
    deuteranopia (the check above would pass anything otherwise)."""
    red, olive = (180, 40, 40), (90, 110, 30)
    assert difference(red, olive, "normal") > 40
    assert difference(red, olive, "deuteranopia") < 3
    assert difference(red, red, "protanopia") == pytest.approx(0)


def test_text_and_rims_on_player_colours_read() -> None:
    """The 'to play' badge's text reads on each colour (WCAG AA, 4.5:1); chips and badges
    have a rim that stands out on the panels (3:1), the light sky blue too."""
    for colour in PLAYER_COLOURS:
        ink = INK if dark_text_on(colour) else LIGHT
        assert contrast(ink, colour) >= 4.5, colour
    assert contrast(RIM, PANEL) >= 3 and contrast(RIM, PAPER) >= 3
    assert contrast(PLAYER_COLOURS[3], PANEL) < 3  # why the rim is needed


@pytest.mark.parametrize("size", [40, 96])
def test_biome_tiles_differ_without_colour(size: int) -> None:
    """Each pair of tiles differs in mean lightness, or in its symbol's pixels in greyscale."""
    tiles = {b: sprites.biome_tile(size, b) for b in (*PLANET_BIOMES, None)}
    grey = {b: grey_values(t) for b, t in tiles.items()}
    mean = {b: luma(pygame.transform.average_color(t)) for b, t in tiles.items()}
    for a, b in combinations(tiles, 2):
        if abs(mean[a] - mean[b]) >= 15:
            continue
        differing = sum(abs(x - y) > 12 for x, y in zip(grey[a], grey[b], strict=True))
        assert differing > 0.03 * size * size, (a, b)


@pytest.mark.parametrize("biome", PLANET_BIOMES)
def test_symbol_visible_in_greyscale(biome: Biome) -> None:
    """The tile's symbol shows in greyscale, yet stays subtle (pieces must stay readable)."""
    grey = grey_values(sprites.biome_tile(96, biome))
    background = sorted(grey)[len(grey) // 2]
    ink = [abs(v - background) for v in grey]
    assert sum(d > 12 for d in ink) > 0.03 * 96 * 96
    assert sorted(ink)[int(len(ink) * 0.97)] < 90


TREES = (Piece.SPROUT, Piece.SMALL_TREE, Piece.BIG_TREE)


@pytest.mark.parametrize("size", [16, 24, 40, 84, 126])
def test_tree_stages_grow_visibly(size: int) -> None:
    """Sprout < Small Tree < Big Tree in height and in area, down to the small planets' cells."""
    rects = [sprites.piece_sprite(size, p).get_bounding_rect(127) for p in TREES]
    areas = [pygame.mask.from_surface(sprites.piece_sprite(size, p), 127).count() for p in TREES]
    assert rects[0].height < rects[1].height < rects[2].height
    assert areas[0] < areas[1] < areas[2]
    assert rects[2].height >= 0.8 * size


def opaque(surf: pygame.Surface) -> list[pygame.Color]:
    """The colours of the (nearly) opaque pixels of ``surf``."""
    mask = pygame.mask.from_surface(surf, 200)
    w, h = surf.get_size()
    return [surf.get_at((x, y)) for x in range(w) for y in range(h) if mask.get_at((x, y))]


def test_tree_stages_differ_in_greyscale() -> None:
    """The three stages are told apart by value too: the Sprout bright, the Big Tree dark
    (the upper quartile of lightness: every piece has the same dark outline)."""
    for size in (24, 64):
        bright = {}
        for p in TREES:
            lit = sorted(luma(c) for c in opaque(sprites.piece_sprite(size, p)))
            bright[p] = lit[len(lit) * 3 // 4]
        assert bright[Piece.SPROUT] > bright[Piece.SMALL_TREE] + 15 > bright[Piece.BIG_TREE] + 30


def _mean(surf: pygame.Surface) -> tuple[float, float, float]:
    """Mean colour of the opaque pixels."""
    px = opaque(surf)
    n = len(px)
    return (sum(c.r for c in px) / n, sum(c.g for c in px) / n, sum(c.b for c in px) / n)


@pytest.mark.parametrize("piece", [Piece.SMALL_TREE, Piece.BIG_TREE])
def test_shaded_tree_is_darker_and_cooler(piece: Piece) -> None:
    """A tree in shade: the same silhouette, lower in value and bluer than in the light."""
    light, shade = sprites.piece_sprite(48, piece), sprites.piece_sprite(48, piece, shaded=True)
    assert shade is sprites.piece_sprite(48, piece, shaded=True)
    a = pygame.mask.from_surface(light, 127)
    b = pygame.mask.from_surface(shade, 127)
    assert a.count() == b.count() == a.overlap_area(b, (0, 0))
    lr, lg, lb = _mean(light)
    sr, sg, sb = _mean(shade)
    assert luma((sr, sg, sb)) < luma((lr, lg, lb)) - 20
    assert sb / (sr + sg + sb) > lb / (lr + lg + lb)


def test_growing_sprite_grows_from_the_ground() -> None:
    """A growth starts at the old piece's height and ends at the new one's, its foot in place;
    at the end it is the piece's own sprite."""
    size = 84
    assert sprites.growing_sprite(
        size, Piece.SPROUT, Piece.SMALL_TREE, 1.0
    ) is sprites.piece_sprite(size, Piece.SMALL_TREE)
    heights, feet = [], []
    for t in (0.0, 0.5, 0.9):
        img = sprites.growing_sprite(size, Piece.SPROUT, Piece.SMALL_TREE, t)
        assert img.get_width() > size  # room for the overshoot, centred on the tile
        box = img.get_bounding_rect(127)
        heights.append(box.height)
        feet.append(box.bottom)
    sprout = sprites.piece_sprite(size, Piece.SPROUT).get_bounding_rect(127).height
    tree = sprites.piece_sprite(size, Piece.SMALL_TREE).get_bounding_rect(127).height
    assert abs(heights[0] - sprout) <= 0.25 * sprout
    assert heights[0] < heights[1] < heights[2] <= tree + 2
    assert max(feet) - min(feet) <= 3
    appearing = sprites.growing_sprite(size, None, Piece.BUSH, 0.0).get_bounding_rect(127)
    assert appearing.width < 0.5 * sprites.piece_sprite(size, Piece.BUSH).get_bounding_rect().width


def test_card_face_is_drawn_as_a_card() -> None:
    """Rounded corners, a dark border, a soft shadow below, and a large power picture."""
    w, h = 100, 150
    body = card_body(w, h)
    assert body.bottom < h and body.width < w
    for c in all_cards():
        face = card_face(w, h, c.id)
        assert face.get_at((body.x, body.y)).a < 60  # rounded corner
        assert luma(face.get_at((body.x, h // 2))) < 80  # the border
        assert face.get_at((body.x, h // 2)).a == 255
        below = face.get_at((w // 2, body.bottom + 1))
        assert 0 < below.a < 200  # the shadow: soft
        assert luma(below) < 60
        power = face.subsurface((body.x + w // 4, round(h * 0.46), w // 2, round(h * 0.3)))
        paper = [
            power.get_at((x, y))
            for x in range(power.get_width())
            for y in range(power.get_height())
        ]
        ink = sum(1 for p in paper if abs(luma(p) - luma(CARD_PAPER)) > 40)
        assert ink > 0.15 * len(paper), c.name


def test_action_icons_differ_and_dim() -> None:
    icons = {a: sprites.action_icon(24, a) for a in Action}
    for a, b in combinations(Action, 2):
        assert grey_values(icons[a]) != grey_values(icons[b])
    for a in Action:
        dim = sprites.action_icon(24, a, True)
        assert dim.get_alpha() is not None and dim.get_alpha() < 200
