"""The achievements' drawn badges (``ui.art.badges``): 25 of them, each its own picture;
not yet earned, grey and still telling one from another; the same bytes every bake; a
bounded cache; and on the Achievements screen and in a toast, each inside its card at the
three window sizes."""

from __future__ import annotations

import colorsys
import itertools
from pathlib import Path

import pygame
import pytest

from evergreen.progress.achievements import ALL
from evergreen.ui.art import badges
from evergreen.ui.kit import bounded_cache
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import set_ui_scale
from evergreen.ui.screens.progress import toast
from evergreen.ui.screens.progress.achievements_scene import AchievementsScene
from tests.ui.driver import frames, make_app

SIDE = 64
SIZES = ((1280, 800), (1920, 1080), (1024, 640))
IDS = ["1280x800", "1920x1080", "1024x640"]


def pixels(img: pygame.Surface) -> list[tuple[int, int, int, int]]:
    """Every pixel, premultiplied by its alpha (so two transparent pixels are equal)."""
    out = []
    raw = pygame.image.tobytes(img, "RGBA")
    for k in range(0, len(raw), 4):
        r, g, b, a = raw[k : k + 4]
        out.append((r * a // 255, g * a // 255, b * a // 255, a))
    return out


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean difference of two pictures of one size, per channel (0-255)."""
    pa, pb = pixels(a), pixels(b)
    total = sum(abs(x - y) for p, q in zip(pa, pb, strict=True) for x, y in zip(p, q, strict=True))
    return total / (4 * len(pa))


def saturation(img: pygame.Surface) -> float:
    """The mean saturation (0-1) of a picture's opaque pixels."""
    sats = [
        colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)[1]
        for r, g, b, a in (
            img.get_at((x, y)) for x in range(img.get_width()) for y in range(img.get_height())
        )
        if a > 200
    ]
    return sum(sats) / len(sats)


def roundel(img: pygame.Surface) -> pygame.Surface:
    """The painted middle of a badge (where its emblem is)."""
    side = img.get_width()
    return img.subsurface(pygame.Rect(0, 0, side // 2, side // 2).move(side // 4, side // 4))


def test_the_25_badges_are_each_their_own_picture() -> None:
    assert len(ALL) == 25
    made = {a.id: badges.badge(a.id, SIDE, True) for a in ALL}
    for (one, a), (other, b) in itertools.combinations(made.items(), 2):
        assert difference(roundel(a), roundel(b)) > 6, (one, other)


def test_not_yet_earned_is_grey_and_still_tells_them_apart() -> None:
    for a in ALL:
        lit, grey = badges.badge(a.id, SIDE, True), badges.badge(a.id, SIDE, False)
        assert saturation(lit) > 0.18, a.id  # in colour
        assert saturation(grey) < min(0.09, saturation(lit) / 3), a.id  # paper grey
    locked = {a.id: roundel(badges.badge(a.id, SIDE, False)) for a in ALL}
    for (one, a), (other, b) in itertools.combinations(locked.items(), 2):
        assert difference(a, b) > 2.5, (one, other)  # the emblem still reads


def test_a_locked_badge_is_pressed_into_the_paper() -> None:
    """Round its edge, lit on the upper left and dark on the lower right (embossed)."""
    for a in ALL:
        lit, grey = badges.badge(a.id, SIDE, True), badges.badge(a.id, SIDE, False)
        inside = pygame.mask.from_surface(lit, 40)
        upper, lower = [], []
        for x, y in itertools.product(range(SIDE), repeat=2):
            colour = grey.get_at((x, y))
            if colour.a > 40 and not inside.get_at((x, y)):  # the edge round the badge
                (upper if x + y < SIDE else lower).append(sum(colour[:3]) / 3)
        assert upper and lower, a.id
        assert sum(upper) / len(upper) > sum(lower) / len(lower) + 80, a.id


def test_the_ladder_grows_and_its_rings_climb_from_bronze_to_gold() -> None:
    steps = [badges.rank_badge(k, SIDE) for k in range(9)]
    for a, b in itertools.combinations(steps, 2):
        assert difference(roundel(a), roundel(b)) > 4
    assert badges.badge("rank-holly", SIDE, True) is badges.rank_badge(3, SIDE)
    ring = [s.get_at((SIDE // 2, round(SIDE * 0.13))) for s in (steps[0], steps[4], steps[8])]
    assert ring[0] != ring[1] != ring[2]


def test_a_bake_is_the_same_bytes_every_time() -> None:
    first = {
        (a.id, e): pygame.image.tobytes(badges.badge(a.id, 48, e), "RGBA")
        for a in ALL
        for e in (True, False)
    }
    badges.forget()
    again = {
        (a.id, e): pygame.image.tobytes(badges.badge(a.id, 48, e), "RGBA")
        for a in ALL
        for e in (True, False)
    }
    assert first == again


def test_the_cache_stays_bounded() -> None:
    badges.forget()
    for side in range(24, 96, 6):
        for a in ALL:
            badges.badge(a.id, side, False)
    found = {r.name: r for r in bounded_cache.report()}
    cache = found["art.badges.badge"]
    assert cache.entries <= cache.max_entries
    assert cache.max_bytes is not None and cache.bytes <= cache.max_bytes
    frames_cache = found["art.badges.frame"]
    assert frames_cache.entries <= frames_cache.max_entries


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("scale", [100, 130])
def test_every_badge_fits_its_card(folders: Path, size: tuple[int, int], scale: int) -> None:
    set_ui_scale(scale)
    try:
        app = make_app(size)
        scene = AchievementsScene(app)
        app.scenes.push(scene)
        frames(app, 1)
        for offset in (0.0, scene.bottom):
            scene.offset = offset
            scene.draw(pygame.Surface(size))
            assert scene.medals
            for card, medal in scene.medals:
                assert card.contains(medal), (card, medal)
                assert medal.height >= card.height * 0.6  # the badge is the card's picture
    finally:
        set_ui_scale(100)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_toasts_badge_fits_its_toast(size: tuple[int, int]) -> None:
    lay = Layout(*size, players=0)
    surface = pygame.Surface(size)
    for achievement in ALL:
        lines = toast.toast_lines(lay, achievement)
        high = max(lay.px(toast.MEDAL), sum(img.get_height() for img in lines)) + lay.px(16)
        box = pygame.Rect(lay.px(10), lay.px(10), lay.px(toast.WIDTH), high)
        toast.draw_toast(surface, lay, box, achievement, lines)
        medal = pygame.Rect(0, 0, lay.px(toast.MEDAL), lay.px(toast.MEDAL))
        medal.midleft = (box.x + lay.px(12), box.centery)
        assert box.contains(medal)
        # the badge earned is drawn there, whole
        img = badges.badge(achievement.id, medal.width, True)
        for x, y in ((0.5, 0.5), (0.5, 0.13), (0.3, 0.6)):
            at = (round(medal.width * x), round(medal.height * y))
            assert surface.get_at((medal.x + at[0], medal.y + at[1])) == img.get_at(at)
