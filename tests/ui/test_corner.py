"""The big board's free corner (issue 52, points 5 and 10): a season's score plate and 'if
the season ended now' stand wholly inside it at every window size, in English at 100 % and
Russian at 130 % text: under no space of the planet, above the action bar, nothing cut."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from evergreen import i18n
from evergreen.rules import Season, Sun
from evergreen.rules.layout import layout as planet_layout
from evergreen.ui.game import corner, scoring_anim
from evergreen.ui.game.scoring_plan import SeatScoring
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from evergreen.ui.words.names import Seating
from tests.ui.tour import LONG_NAMES, NAMES

SIZES = [(1280, 800), (1024, 640), (1920, 1080)]
LOOKS = [("en", 100), ("ru", 130)]
#: The longest name a seat can have, and one a language's word for "you" stands for.
WHO = (NAMES[3], "")


pytestmark = pytest.mark.usefixtures("fonts")  # language and sizes: reset by tests/conftest.py


def look(lang: str, scale: int, size: tuple[int, int]) -> Layout:
    """The language, the text size and the window's size set as the game sets them."""
    i18n.set_language(lang)
    text.set_ui_scale(scale)
    lay = Layout(*size, players=2)
    text.set_window_scale(lay.scale)
    return lay


def planet_rects(lay: Layout) -> list[pygame.Rect]:
    """Every space of the planet on the big board."""
    return [lay.space_rect(i) for i in planet_layout("classic").spaces]


def test_the_corner_is_clear_of_the_planet_and_the_action_bar() -> None:
    for size in SIZES:
        lay = Layout(*size, players=2)
        room = corner.room(lay)
        assert room.width > 0 and room.height > 0
        assert not any(room.colliderect(r) for r in planet_rects(lay)), size
        assert room.bottom <= lay.action_bar.top and lay.board.contains(room), size


def final_plan(seat: int) -> SeatScoring:
    """A seat's End of Winter: light, forest, fertility and the total, all two-digit."""
    spaces = tuple(planet_layout("classic").spaces)
    return SeatScoring(
        seat=seat,
        season=Season.WINTER,
        sun=Sun.TOP,
        spaces=spaces,
        lit=tuple((i, 2) for i in spaces[10:17]),
        shaded=frozenset(),
        shadow=frozenset(),
        forest=spaces[10:22],
        fertility=(((spaces[10], spaces[11]), 6),),
    )


@pytest.mark.parametrize(("lang", "scale"), LOOKS)
@pytest.mark.parametrize("size", SIZES)
def test_the_season_score_plate_is_wholly_inside_its_room(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    """The defect: the plate rose from behind the A-D bar and was clipped at its top (the
    forest line was never fully seen). Every line of it is drawn whole inside the corner:
    the plate within the room, no text cut (but the longest name), none under 14 px at the
    100 % text size at 1280x800."""
    lay = look(lang, scale, size)
    room = corner.room(lay)
    for seat, name in enumerate(WHO):
        plan = final_plan(seat)
        rows = tuple(scoring_anim.sheet(plan, plan.land))
        assert [r[1] for r in rows] == ["+14", "+12", "+12", "+38"]
        picture = pygame.Surface(room.size, pygame.SRCALPHA)
        seating = Seating(names=(name, name), colours=(0, 1))
        with text.recording() as drawn:
            plate = scoring_anim.paint_caption(picture, lay, plan, rows, seating)
        assert picture.get_rect().contains(plate), (plate, room)
        ink = picture.get_bounding_rect()
        assert plate.contains(ink), (ink, plate)
        shown = " ".join(d.text for d in drawn)
        for label, value, _bold in rows:
            assert label in shown and value in shown, (label, shown)
        cut = [d.text for d in drawn if d.cut and d.text not in LONG_NAMES]
        assert not cut, cut
        floor = corner.smallest_em(lay)
        assert min(d.em for d in drawn) >= floor, [(d.text, d.em) for d in drawn]
        if size == (1280, 800):
            assert min(d.em for d in drawn) >= text.MIN_EM


@pytest.mark.parametrize(("lang", "scale"), LOOKS)
@pytest.mark.parametrize("size", SIZES)
def test_the_plate_on_the_board_covers_no_space_nor_the_bar(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    lay = look(lang, scale, size)
    plan = final_plan(0)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    scoring_anim.caption(surface, lay, plan, plan.land, Seating(names=WHO), True)
    ink = surface.get_bounding_rect()
    assert corner.room(lay).contains(ink) and ink.bottom <= lay.action_bar.top
    assert not any(ink.colliderect(r) for r in planet_rects(lay))


@pytest.mark.parametrize(("lang", "scale"), [*LOOKS, ("ru", 115), ("en", 130)])
@pytest.mark.parametrize("size", SIZES)
def test_if_the_season_ended_now_covers_no_space(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    """The defect: at 130 % and at 1024x640 'If the season ended now' covered the planet's
    spaces (its lines wrapped into more than its corner holds). Its plate stays in the
    corner, whole: the score line always, nothing cut, no text under the game's smallest."""
    from evergreen.ui.game import hud

    lay = look(lang, scale, size)
    spaces = tuple(planet_layout("classic").spaces)
    preview = hud.Preview(14, frozenset(spaces[10:22]), frozenset(spaces[:3]))
    seating = Seating(names=WHO[::-1])
    for seat in (0, 1):
        surface = pygame.Surface(size, pygame.SRCALPHA)
        with text.recording() as drawn:
            hud.draw_preview(surface, lay, seat, preview, seating)
        ink = surface.get_bounding_rect()
        assert corner.room(lay).contains(ink), (ink, corner.room(lay))
        assert not any(ink.colliderect(r) for r in planet_rects(lay))
        assert any("14" in d.text and "12" in d.text for d in drawn)  # light 14 + forest 12
        assert not [d.text for d in drawn if d.cut], [d.text for d in drawn if d.cut]
        assert min(d.em for d in drawn) >= min(corner.smallest_em(lay), text.em(lay.px(18)))
