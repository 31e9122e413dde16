"""Russian at 130 % in a 1024×640 window is the tightest case (issue 31, defect 11): labels
in a column or row are drawn in one size (no «Большое дерево» or «Лесостепь» smaller than
its neighbours), headings stand clear of the row under them, and a chart's row label never
runs into its bar."""

from __future__ import annotations

import itertools

import pygame
import pytest

from evergreen import i18n
from evergreen.rules import PLANET_BIOMES, Power, new_game
from evergreen.ui.game.panels import draw_tracks, draw_zone, tracks_heading
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from evergreen.ui.words.names import Seating, biome_name, power_name

CASES = [("ru", 130, (1024, 640)), ("ru", 100, (1280, 800)), ("en", 130, (1024, 640))]


pytestmark = pytest.mark.usefixtures("fonts")  # language and sizes: reset by tests/conftest.py


def setup(lang: str, scale: int, size: tuple[int, int]) -> tuple[Layout, pygame.Surface]:
    i18n.set_language(lang)
    text.set_ui_scale(scale)
    lay = Layout(*size, players=2)
    text.set_window_scale(lay.scale)
    return lay, pygame.Surface(size)


@pytest.mark.parametrize(("lang", "scale", "size"), CASES)
def test_the_power_names_are_one_size_and_the_heading_clears_them(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    lay, surface = setup(lang, scale, size)
    state = new_game(2, 1)
    with text.recording() as drawn:
        draw_tracks(surface, lay, state, 0, Seating(("Ada", "Bo"), (), None))
    names = {power_name(p) for p in Power}
    sizes = {d.em for d in drawn if d.text in names}
    assert len(sizes) == 1, [(d.text, d.em) for d in drawn if d.text in names]
    assert not any(d.cut for d in drawn)
    heading = next(d for d in drawn if d.text.startswith(i18n._("Powers of {who}")[:5]))
    img, at = tracks_heading(lay, heading.text)  # its letters between the panel's top
    ink = img.get_bounding_rect().move(at)  # and the first track
    assert lay.tracks.top < ink.top and ink.bottom <= lay.track_label(0).top
    assert heading.em >= text.MIN_EM  # 13 px at 130 % in the small window (issue 52)


@pytest.mark.parametrize(("lang", "scale", "size"), CASES)
def test_the_biome_names_are_one_size(lang: str, scale: int, size: tuple[int, int]) -> None:
    lay, surface = setup(lang, scale, size)
    with text.recording() as drawn:
        draw_zone(surface, lay, new_game(2, 1))
    names = {biome_name(b) for b in PLANET_BIOMES}
    sizes = {d.em for d in drawn if d.text in names}
    assert len(sizes) == 1 and not any(d.cut for d in drawn if d.text in names)


@pytest.mark.parametrize(("lang", "scale", "size"), CASES)
def test_a_charts_row_label_ends_before_its_bar(
    lang: str, scale: int, size: tuple[int, int], tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """«Плодородность» ran into its bar on the results: every row label, as drawn, ends at
    least the gap before where the bars start."""
    from evergreen.persistence import save_settings
    from evergreen.persistence.paths import CONFIG_DIR_ENV
    from evergreen.persistence.settings import Settings
    from evergreen.ui.screens.results.cards import LABEL_GAP, LABEL_PAD, chart_columns
    from evergreen.ui.screens.results.data import Phase, phase_name
    from tests.ui.driver import frames
    from tests.ui.test_results import finished, make_app

    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app(size)
    scene = finished(app, players=4, seed=21)
    frames(app, 200)
    with text.recording() as drawn:
        scene.draw(app.screen)
    names = {phase_name(p) for p in Phase}
    labels = [d for d in drawn if d.text in names and d.kind == "fit" and d.box]
    assert labels
    gap = scene.layout.px(LABEL_GAP)
    for d in labels:
        assert d.box is not None and d.width <= d.box, d
    label_w = {chart_columns(scene.layout, pygame.Rect(0, 0, w, 10))[0] for w in (10_000,)}
    assert all(d.box + scene.layout.px(LABEL_PAD) + gap <= max(label_w) for d in labels)


@pytest.mark.parametrize(
    ("lang", "scale", "size"), [*CASES, ("ru", 130, (1280, 800)), ("ru", 130, (1920, 1080))]
)
def test_the_biome_names_stand_apart(lang: str, scale: int, size: tuple[int, int]) -> None:
    """The defect: at 130 % «Лесостепь» ran to the edge of its stack and touched «Поля» (a
    word space apart, they read as one phrase). As drawn, the six names are six runs of ink
    on their line, each at least a glyph's size (an em) from the next."""
    from collections import Counter

    lay, surface = setup(lang, scale, size)
    with text.recording() as drawn:
        draw_zone(surface, lay, new_game(2, 1))
    names = [d for d in drawn if d.text in {biome_name(b) for b in PLANET_BIOMES}]
    em = names[0].em
    top = lay.stack_rect(0).y + lay.px(39)
    tall = text.font_em(em).get_height()
    band = range(top + tall * 2 // 5, top + tall * 7 // 10)  # the letters' middle only
    xs = range(lay.zone.left + lay.px(4), lay.zone.right - lay.px(4))
    back = Counter(tuple(surface.get_at((x, y))) for x in xs for y in band).most_common(1)[0][0]
    inked = [x for x in xs if any(tuple(surface.get_at((x, y))) != back for y in band)]
    runs: list[list[int]] = []
    for x in inked:
        if runs and x - runs[-1][1] <= em // 2:  # letters of one name
            runs[-1][1] = x
        else:
            runs.append([x, x])
    assert len(runs) == len(PLANET_BIOMES), runs
    gaps = [b[0] - a[1] for a, b in itertools.pairwise(runs)]
    assert min(gaps) >= em, (gaps, em)
