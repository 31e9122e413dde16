"""At 1024×640 and 130 % text the screens around the game keep to the 14-px floor, in both
languages (issue 52): the results' names and chart rows, an achievement's toast, the ranks on
Statistics, the Achievements cards and the New game screen's notes were drawn at 11-13 px
there. A long name may be cut (its hover tip shows it whole); nothing shrinks under 14 px.
The overflow tour (``tests/ui/overflow.py``) checks every screen so; these check each of
those places by itself, quickly, with what it must still do."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from evergreen.i18n import _
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.persistence.settings import Settings, save_settings
from evergreen.progress.achievements import ALL
from evergreen.rules.data_files import game_data
from evergreen.ui.app import App
from evergreen.ui.kit import text
from evergreen.ui.screens.legible import least_em, legible_size
from evergreen.ui.screens.progress import today
from evergreen.ui.screens.progress.achievements_scene import COLUMNS, FEWER, AchievementsScene
from evergreen.ui.screens.progress.toast import NO_BREAK, words
from evergreen.ui.screens.results.data import Phase, phase_name
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.screens.setup.scene import SetupScene
from evergreen.ui.words.names import rank_name
from tests.ui.driver import click_button, frames, make_app, top
from tests.ui.test_results import finished

SMALL = (1024, 640)
#: The longest names a player can give, in both alphabets (the tour's).
LONGEST = ("Maximilianus Rex", "Снегурочка Мороз")
LANGS = ["en", "ru"]


@pytest.fixture(autouse=True)
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    today.REBUILT.clear()
    yield
    text.set_ui_scale(100)
    text.set_window_scale(1.0)


def small_app(lang: str, scale: int = 130) -> App:
    """An app in ``lang`` at ``scale`` % text in the 1024×640 window, its title drawn."""
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app(SMALL)
    frames(app, 2)
    return app


def drawn(app: App) -> list[text.Drawn]:
    """Every text the screen draws in its next frame."""
    app.scenes.changed = True
    with text.recording() as found:
        frames(app)
    return found


def under_floor(found: list[text.Drawn]) -> list[tuple[str, int]]:
    return [(d.text, d.em) for d in found if d.em < text.MIN_EM]


def results(lang: str) -> tuple[App, ResultsScene]:
    app = small_app(lang)
    names = ("Ada", *LONGEST, "")
    return app, finished(app, players=4, seed=12, names=names)


@pytest.mark.parametrize("lang", LANGS)
def test_the_results_table_holds_the_longest_names_whole_in_one_size(lang: str) -> None:
    app, _scene = results(lang)
    click_button(app, "view:table")
    found = drawn(app)
    names = [d for d in found if d.text in {*LONGEST, "Ada"}]
    assert len(names) == 3, names
    assert not under_floor(found)
    assert not [d for d in names if d.cut]
    assert len({d.em for d in names}) == 1, names


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_cuts_a_long_name_at_14_px_and_its_tip_shows_it_whole(lang: str) -> None:
    app, scene = results(lang)
    frames(app, 200)  # the celebration over
    found = drawn(app)
    assert not under_floor(found)
    labels = [d for d in found if d.kind == "fit" and d.text in {phase_name(p) for p in Phase}]
    assert len(labels) == 4 * len(Phase) and not [d for d in labels if d.cut]
    cut = [t for t in scene.tags if t.cut]
    assert cut and {t.name for t in cut} <= set(LONGEST)
    tag = cut[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=tag.rect.center, rel=(1, 1), buttons=(0,) * 3)
    )
    frames(app, 2)
    assert scene.tip() == tag.name


@pytest.mark.parametrize("lang", LANGS)
def test_a_toast_keeps_its_heading_at_14_px_and_the_name_on_one_line(lang: str) -> None:
    """The longest names' headings, 'Achievement earned: «…»', took 11-13 px to fit one line
    in Russian; they take two lines now, the name's words bound (the wrapper never breaks
    there), and what each asked stays under them."""
    app, scene = results(lang)
    longest = sorted(ALL, key=lambda a: len(words(a)[0]), reverse=True)[:3]
    app.toasts.show(longest, scene)
    frames(app, 2)
    found = drawn(app)
    earned = _("Achievement earned: {title}").partition("{")[0]
    heads = [d for d in found if d.text.startswith(earned)]
    lines = [d for d in found if d.text in {words(a)[1] for a in longest}]
    assert len(heads) == len(lines) == 3, (heads, lines)
    assert not under_floor(heads + lines) and not [d for d in heads + lines if d.cut]
    for a in longest:
        bound = words(a)[0].replace(" ", NO_BREAK)
        assert any(bound in d.text for d in heads), (bound, heads)


@pytest.mark.parametrize("lang", LANGS)
def test_the_ranks_on_statistics_keep_14_px(lang: str) -> None:
    app = small_app(lang)
    click_button(app, "stats")
    found = drawn(app)
    ranks = [d for d in found if d.text in {rank_name(r.name) for r in game_data().ranks}]
    assert len(ranks) == len(game_data().ranks), [d.text for d in found]
    assert not under_floor(found) and not [d for d in found if d.cut]


def test_the_achievements_take_three_columns_where_four_would_squeeze_their_lines() -> None:
    """Russian at 130 % in the small window: four columns drew the cards' lines at 11 px;
    three keep them at 14 px in two rows. English there, and Russian at 100 %, keep four."""
    columns = {}
    for lang, scale in (("ru", 130), ("en", 130), ("ru", 100)):
        app = small_app(lang, scale)
        click_button(app, "achievements")
        scene = top(app)
        assert isinstance(scene, AchievementsScene)
        found = drawn(app)
        columns[lang, scale] = scene.columns
        if scale == 130:
            assert not under_floor(found), (lang, under_floor(found))
            assert not [d for d in found if d.cut]
        app.close()
    assert columns == {("ru", 130): FEWER, ("en", 130): COLUMNS, ("ru", 100): COLUMNS}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", ["4", "1"])
def test_the_new_game_screen_keeps_its_notes_at_14_px(lang: str, players: str) -> None:
    """What the challenge code is for, beside the code, and in a solo game what each seat
    does (the automa's line): both whole, at 14 px or more."""
    app = small_app(lang)
    click_button(app, "new")
    click_button(app, f"players:{players}")
    assert isinstance(top(app), SetupScene)
    found = drawn(app)
    assert not under_floor(found) and not [d for d in found if d.cut]


def test_a_fitted_text_never_shrinks_under_14_px_unless_it_is_drawn_smaller_already() -> None:
    """At 130 % text the floor is 14 px; at 100 % in the small window the design's 12-13 px
    text still shrinks as ``fit`` lets it (a tenth)."""
    pygame.font.init()
    text.set_window_scale(0.8)
    text.set_ui_scale(130)
    size = 18 * 0.8
    assert least_em(size) == text.MIN_EM
    wide = legible_size([LONGEST[1]], size, 10, bold=True)
    assert text.em(wide) == text.MIN_EM
    assert legible_size(["Ada"], size, 1000) == size
    text.set_ui_scale(100)
    assert text.em(size) < text.MIN_EM
    assert least_em(size) == round(size * text.EM * text.SHRINK) < text.em(size)
