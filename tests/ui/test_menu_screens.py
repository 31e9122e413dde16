"""The screens around the game look like the game (issue 31, points 7, 13 and 15): the rules
page dims what is behind it and gives every section a figure that fills the page; the Load
screen says one thing at a time, apart from its list and its buttons, and a frame drawn over
the last one leaves nothing of it behind; New game and Load stand on the title's sky; and
their words are 14 px or more at 1024×640 at every text size."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from evergreen.i18n import set_language
from evergreen.persistence import save_settings
from evergreen.persistence.paths import SAVE_DIR_ENV
from evergreen.persistence.settings import Settings
from evergreen.rules import Season
from evergreen.ui.app import App
from evergreen.ui.art import planet_art
from evergreen.ui.kit import text
from evergreen.ui.kit.text import UI_SCALES
from evergreen.ui.screens.help import FIGURE_MIN, HelpScene
from evergreen.ui.screens.load.save_list import BOX
from evergreen.ui.screens.load.scene import LoadScene
from evergreen.ui.words.rules_text import SECTIONS, Figure
from tests.ui.driver import click_button, frames, make_app, top


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    set_language("en")
    text.set_ui_scale(100)


def _luma(colour: pygame.Color) -> float:
    return 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_rules_page_dims_the_screen_behind_it(size: tuple[int, int]) -> None:
    """Around the page (its margins, and the window's sides beyond the design's 16:10),
    what shows of the screen beneath is darker than without the page."""
    app = make_app(size, players=2, seed=3)  # the game behind, as F1 finds it
    frames(app, 2)
    w, h = size
    spots = [(3, 3), (w - 4, h // 2), (w // 2, h - 3), (3, h - 4)]
    before = [_luma(app.screen.get_at(p)) for p in spots]
    app.toggle_help()
    frames(app, 2)
    assert isinstance(top(app), HelpScene)
    after = [_luma(app.screen.get_at(p)) for p in spots]
    assert all(a < b * 0.6 for a, b in zip(after, before, strict=True)), (before, after)


@pytest.mark.parametrize(("lang", "scale"), [("en", 100), ("ru", 130)])
def test_every_section_has_a_figure_with_room_under_its_text(
    lang: str, scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each section shows a figure, below its text (the text is never covered) and given at
    least ``FIGURE_MIN`` design pixels, at the smallest window with the largest text."""
    assert all(s.figure is not Figure.NONE for s in SECTIONS)
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app((1024, 640))
    frames(app, 1)
    app.toggle_help()
    scene = top(app)
    assert isinstance(scene, HelpScene)
    for k in range(len(SECTIONS)):
        scene.show(k)
        frames(app, 1)
        box = scene.figure_box
        assert box is not None, SECTIONS[k].title
        assert box.height >= scene.layout.px(FIGURE_MIN) - 1
        assert box.bottom <= scene.layout.rect(0, 710, 0, 0).y


@pytest.mark.parametrize("scale", UI_SCALES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rules_words_are_14_px_or_more_at_1024x640(lang: str, scale: int) -> None:
    """Every word of every page (its text, its figure's labels) is drawn at 14 px or more
    at 1024×640, at every text size, and none is cut."""
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app((1024, 640))
    frames(app, 1)
    app.toggle_help()
    scene = top(app)
    assert isinstance(scene, HelpScene)
    small: list[str] = []
    for k in range(len(SECTIONS)):
        scene.show(k)
        scene.clock = 3.0  # the light's first line swept, its total shown
        with text.recording() as drawn:  # the page's words only (not the title's beneath)
            scene.draw(app.screen)
        small += [f"{d.text!r} at {d.em} px" for d in drawn if d.em < 14 and d.kind != "button"]
        small += [f"{d.text!r} cut" for d in drawn if d.cut]
    assert not small, small


def test_the_pieces_names_in_russian_stand_apart_at_one_size() -> None:
    """«Малое дерево» and «Большое дерево» at 1024×640 and 130 %: each name fits its own
    column (wrapped onto two lines rather than shrunk or run into its neighbour), and every
    name is drawn at the size of the others."""
    save_settings(Settings(language="ru", ui_scale=130))
    app = make_app((1024, 640))
    frames(app, 1)
    app.toggle_help()
    scene = top(app)
    assert isinstance(scene, HelpScene)
    scene.show(next(k for k, s in enumerate(SECTIONS) if s.figure is Figure.PIECES))
    with text.recording() as drawn:
        scene.draw(app.screen)
    names = ("Росток", "Малое дерево", "Большое дерево", "Куст", "Озеро")
    shown = [d for d in drawn if d.text in names]
    assert {d.text for d in shown} == set(names)
    assert all(d.box is not None and d.width <= d.box for d in shown if " " not in d.text)
    assert len({d.em for d in shown}) == 1, [(d.text, d.em) for d in shown]
    assert not any(d.cut for d in shown)


def _damaged_load(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, LoadScene]:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "damaged.json").write_bytes(b'{"schema": 2, "seed": ')
    app = make_app((1280, 800))
    frames(app, 1)
    click_button(app, "load")
    scene = top(app)
    assert isinstance(scene, LoadScene)
    return app, scene


def test_the_load_screen_says_one_thing_apart_from_its_list_and_buttons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, scene = _damaged_load(tmp_path, monkeypatch)
    damaged = next(i for i in scene.saves if i.error)
    for info in (damaged, scene.saves[-1], damaged):
        scene.choose(info)
        frames(app, 1)
        rects = scene.message_rects
        assert rects
        keep_clear = [scene.layout.rect(*BOX), *(b.rect for b in scene.buttons)]
        for rect in rects:
            assert not any(rect.colliderect(other) for other in keep_clear), rect
        for one, two in itertools.pairwise(rects):
            assert not one.colliderect(two)


def test_a_frame_over_the_last_leaves_no_old_message_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Choosing the damaged save after another: the frame drawn over the last one is the
    frame drawn whole (the old message is not left under the new)."""
    app, scene = _damaged_load(tmp_path, monkeypatch)
    scene.choose(scene.saves[-1])
    frames(app, 2)
    scene.choose(next(i for i in scene.saves if i.error))
    frames(app, 1)
    over_last = app.screen.copy()
    app.screen.fill((255, 0, 255))
    app.scenes.changed = True  # the whole window drawn afresh
    frames(app, 1)
    area = scene.layout.rect(0, 620, 1280, 70)
    assert (
        over_last.subsurface(area).get_view("2").raw
        == app.screen.subsurface(area).get_view("2").raw
    )


@pytest.mark.parametrize("screen", ["new", "load"])
def test_new_game_and_load_stand_on_the_titles_sky(screen: str) -> None:
    """The top corners of New game and Load are the title's sky (the gradient of the season
    the title shows), not the flat beige of before."""
    app = make_app((1280, 800))
    frames(app, 1)
    click_button(app, screen)
    frames(app, 1)
    season = top(app).season  # type: ignore[attr-defined]  # the title's: its last game's
    assert isinstance(season, Season)
    sky = planet_art.sky(1280, 800, season)
    for spot in ((4, 4), (1275, 4)):
        assert app.screen.get_at(spot)[:3] == sky.get_at(spot)[:3]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 640)])
def test_a_short_load_list_is_not_a_half_empty_sheet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Issue 53 (point 5): the Load list's sheet is as tall as its rows (a damaged save and
    the examples: four rows under two headings), the title's sky under it, not a sheet
    half empty; a long list keeps the whole box and scrolls."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "damaged.json").write_bytes(b'{"schema": 2, "seed": ')
    app = make_app(size)
    frames(app, 1)
    click_button(app, "load")
    scene = top(app)
    assert isinstance(scene, LoadScene)
    frames(app, 2)
    lay = scene.layout
    sheet = scene.list.box(lay)
    last = scene.list.rect_of(lay, scene.saves[-1])
    assert last is not None
    assert sheet.bottom - last.bottom <= lay.px(24), (sheet, last)  # no room left unused
    full = lay.rect(*BOX)
    below = (full.centerx, (sheet.bottom + full.bottom) // 2)
    assert sheet.bottom < full.bottom - lay.px(60)
    sky = planet_art.sky_strip(lay.height, scene.season)
    expected = sky.get_at((0, below[1]))[:3]
    seen = app.screen.get_at(below)[:3]
    assert sum(abs(a - b) for a, b in zip(seen, expected, strict=True)) < 40, (seen, expected)
