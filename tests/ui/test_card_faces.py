"""The cards' illustrated faces: the biome as a small landscape (the Wild card's holding all
six), the power as a large emblem, the top icon as drawn marks; told apart at market size
with every common colour vision, the same picture every run, kept within the card cache."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from collections.abc import Iterable
from itertools import combinations
from statistics import pstdev

import pygame
import pytest

from evergreen.rules.cards import Card, all_cards
from evergreen.rules.enums import PLANET_BIOMES, Biome, Power
from evergreen.ui.art import card_emblems, card_landscapes, cards
from evergreen.ui.art.cards import card_body, card_face
from evergreen.ui.art.sprites import BIOME_COLOURS
from evergreen.ui.kit import bounded_cache
from tests.ui.colour_vision import VISIONS, contrast, difference

#: A market card at 1280x800 (``lay.card_rect``), and one shown large (three times).
MARKET = (100, 150)
LARGE = (300, 450)

Pixel = tuple[int, int, int]


def pixels(face: pygame.Surface, size: tuple[int, int], box: Iterable[float]) -> list[Pixel]:
    """The face's pixels in ``box`` (x0, y0, x1, y1 as fractions of the card's body)."""
    body = card_body(*size)
    x0, y0, x1, y1 = box
    out = []
    for y in range(round(body.y + y0 * body.height), round(body.y + y1 * body.height)):
        for x in range(round(body.x + x0 * body.width), round(body.x + x1 * body.width)):
            c = face.get_at((x, y))
            out.append((c.r, c.g, c.b))
    return out


def mean(px: list[Pixel]) -> Pixel:
    return (
        round(sum(p[0] for p in px) / len(px)),
        round(sum(p[1] for p in px) / len(px)),
        round(sum(p[2] for p in px) / len(px)),
    )


def luma(p: Pixel) -> float:
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]


#: Where the land lies in the landscape, beside the power's plate (left and right) and under
#: the corner badges; and a patch of the landscape between the badges, clear of the plate.
LAND = ((0.04, 0.3, 0.13, 0.4), (0.87, 0.3, 0.96, 0.4))
OPEN = (0.78, 0.2, 0.95, 0.32)


def land(c: Card, size: tuple[int, int] = MARKET) -> list[Pixel]:
    face = card_face(*size, c.id)
    return [p for box in LAND for p in pixels(face, size, box)]


def of(biome: Biome) -> list[Card]:
    return [c for c in all_cards() if c.biome is biome]


def test_the_landscape_is_drawn_not_flat() -> None:
    """A patch of every landscape has texture and detail (hills, rows, crags, reeds, drifts),
    not a flat band of colour with a symbol (it was a gradient: no more than 3 levels of
    lightness apart there)."""
    for c in all_cards():
        open_land = pixels(card_face(*MARKET, c.id), MARKET, OPEN)
        assert pstdev(luma(p) for p in open_land) > 8, c.name


def test_each_card_of_a_biome_shows_its_own_view() -> None:
    """The six cards of a biome show six views of it (a forest of one stamp is what the
    pieces avoid; the cards did the same: one band for six cards)."""
    for biome in Biome:
        views = {bytes(pygame.image.tobytes(card_face(*MARKET, c.id), "RGB")) for c in of(biome)}
        bands = {tuple(pixels(card_face(*MARKET, c.id), MARKET, OPEN)) for c in of(biome)}
        assert len(views) == len(bands) == 6, biome


@pytest.mark.parametrize("biome", PLANET_BIOMES)
def test_the_land_is_its_biome_colour(biome: Biome) -> None:
    """Whatever else the landscape holds, its land is nearest to its own biome's colour of
    the six, on every card of the biome: the colour still says the biome at a glance."""
    for c in of(biome):
        seen = mean(land(c))
        nearest = min(PLANET_BIOMES, key=lambda b: difference(seen, BIOME_COLOURS[b], "normal"))
        assert nearest is biome, (c.name, seen)


#: How far apart (CIEDE2000) the six landscapes' land stays with every common colour
#: vision: tiles' colours are kept 10 apart from the players'; the land, with sky and
#: texture in it, keeps 8 (the symbol in its corner says the biome too).
LANDS_APART = 8


def test_the_six_landscapes_are_told_apart_with_every_common_colour_vision() -> None:
    lands = {b: mean([p for c in of(b) for p in land(c)]) for b in PLANET_BIOMES}
    for vision in VISIONS:
        for one, two in combinations(PLANET_BIOMES, 2):
            apart = difference(lands[one], lands[two], vision)
            assert apart >= LANDS_APART, (vision, one, two, lands[one], lands[two])


def test_the_wild_landscape_holds_all_six() -> None:
    """Along the Wild card's land, each of the six biomes' colours is the nearest somewhere
    (a strip of each), on every Wild card."""
    body = card_body(*LARGE)
    y = round(body.height * 0.4)
    for c in of(Biome.WILD):
        face = card_face(*LARGE, c.id)
        found = set()
        for x in range(body.x + 12, body.right - 12):
            col = face.get_at((x, y))
            colour = (col.r, col.g, col.b)
            found.add(
                min(PLANET_BIOMES, key=lambda b: difference(colour, BIOME_COLOURS[b], "normal"))
            )
        assert found == set(PLANET_BIOMES), c.name


def test_the_biome_symbol_reads_in_its_corner() -> None:
    """The symbol's disc in the landscape's top-right corner: the symbol stands out from the
    disc (3:1, as the outlines of legal targets) on every card, at a large size."""
    body = card_body(*LARGE)
    for c in all_cards():
        face = card_face(*LARGE, c.id)
        side = round(min(body.height * 0.14, body.width * 0.25))
        inset = max(1, round(body.width * 0.04))
        x0, y0 = body.right - 2 * inset - side, 2 * inset
        disc = [
            face.get_at((x, y))
            for x in range(x0 + side // 4, x0 + side * 3 // 4)
            for y in range(y0 + side // 4, y0 + side * 3 // 4)
        ]
        levels = sorted(disc, key=lambda p: luma((p.r, p.g, p.b)))
        dark, light = levels[len(levels) // 20], levels[-len(levels) // 20]
        assert contrast((dark.r, dark.g, dark.b), (light.r, light.g, light.b)) >= 3, c.name


def test_the_emblems_are_told_apart_without_colour() -> None:
    """The six emblems drawn at a market card's size differ in shape: their silhouettes
    (opaque pixels) differ in more than an eighth of the larger one."""
    px = 3 * 56  # a market card's emblem, big pixels
    masks = {}
    for power in Power:
        surf = pygame.Surface((px, px), pygame.SRCALPHA)
        card_emblems.draw_emblem(surf, surf.get_rect(), power)
        masks[power] = pygame.mask.from_surface(surf, 127)
        assert masks[power].count() > 0.2 * px * px, power  # large: a fifth of its box or more
    for a, b in combinations(Power, 2):
        ma, mb = masks[a], masks[b]
        xor = ma.count() + mb.count() - 2 * ma.overlap_area(mb, (0, 0))
        assert xor > max(ma.count(), mb.count()) / 8, (a, b)


def test_growth_emblems_carry_their_arrow() -> None:
    """A growth's emblem has the golden arrow, taller for a Big growth (two heads); the
    others have none."""
    px = 240

    def gold(power: Power) -> pygame.mask.Mask:
        surf = pygame.Surface((px, px), pygame.SRCALPHA)
        card_emblems.draw_emblem(surf, surf.get_rect(), power)
        return pygame.mask.from_threshold(surf, (*card_emblems.GOLD, 255), (40, 40, 60, 255))

    small, big = gold(Power.SMALL_GROWTH), gold(Power.BIG_GROWTH)
    assert small.count() > 0.01 * px * px and big.count() > 0.01 * px * px

    def height(mask: pygame.mask.Mask) -> int:
        rects = mask.get_bounding_rects()
        return rects[0].unionall(rects[1:]).height

    assert height(big) > 1.2 * height(small)
    for power in (Power.SPROUT, Power.BUSH, Power.LAKE):
        assert gold(power).count() < 0.002 * px * px, power


@pytest.mark.parametrize("flowers, aridity", [(1, False), (2, False), (0, True), (0, False)])
def test_the_top_icon_is_drawn_as_marks(flowers: int, aridity: bool) -> None:
    """One or two blossoms (their golden hearts counted), or the cracked clay drop, or no
    mark at all for a blank card."""
    size = 60
    surf = pygame.Surface((size, 3 * size), pygame.SRCALPHA)
    tall = card_emblems.draw_marks(surf, (0, 0), size, flowers, aridity)
    hearts = pygame.mask.from_threshold(surf, (*card_emblems.GOLD, 255), (30, 30, 60, 255))
    clay = pygame.mask.from_threshold(surf, (214, 150, 82, 255), (30, 30, 30, 255))
    assert len(hearts.connected_components(20)) == flowers
    assert (clay.count() > 0.1 * size * size) == aridity
    assert (tall > 0) == (flowers > 0 or aridity)
    assert pygame.mask.from_surface(surf, 1).count() == 0 or tall


def test_faces_are_the_same_every_run() -> None:
    """Seeded drawing: baked twice (the cache emptied between), a face is the same bytes."""
    first = [pygame.image.tobytes(card_face(*MARKET, c.id), "RGBA") for c in of(Biome.WILD)]
    cards._card_face.cache_clear()
    again = [pygame.image.tobytes(card_face(*MARKET, c.id), "RGBA") for c in of(Biome.WILD)]
    assert first == again


def test_a_landscape_does_not_leave_its_band() -> None:
    """The landscape fills its rectangle and draws nothing outside it."""
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    rect = pygame.Rect(40, 50, 120, 70)
    for biome in Biome:
        surf.fill((0, 0, 0, 0))
        card_landscapes.draw_landscape(surf, rect, biome, 3)
        drawn = pygame.mask.from_surface(surf, 1)
        assert drawn.count() == rect.width * rect.height, biome
        assert drawn.get_bounding_rects() == [rect], biome


def test_the_whole_deck_fits_the_card_cache_at_1920x1080() -> None:
    """Every card at each size the game shows cards at 1920x1080 (market, drafted, the
    automa's) fits the faces' cache together, so a game never draws a face twice."""
    bounded_cache.clear_all()
    sizes = ((150, 225), (129, 189), (78, 111))
    for c in all_cards():
        for w, h in sizes:
            card_face(w, h, c.id)
    report = {r.name: r for r in bounded_cache.report()}["art.cards._card_face"]
    assert report.entries == len(all_cards()) * len(sizes)
    assert report.max_bytes is not None and report.bytes < report.max_bytes / 2
