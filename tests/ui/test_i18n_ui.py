"""Languages and text size in the window: switching at runtime, the setting kept, text at
least 14 px at 1280×800 (the whole tour's check of every screen is ``overflow.py``'s, run by
``test_overflow_english.py`` and ``test_overflow_russian.py``)."""

from __future__ import annotations

import json

import pygame
import pytest

from evergreen import i18n
from evergreen.persistence import load_settings, save_settings, settings_path
from evergreen.persistence.settings import Settings, language_chosen
from evergreen.rules import Power
from evergreen.ui.app import App
from evergreen.ui.art.cards import card_name_lines
from evergreen.ui.art.shapes import SS
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit import text, widgets
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.settings.scene import SettingsScene
from evergreen.ui.screens.title import TitleScene
from evergreen.ui.words.names import power_name
from tests.ui.driver import click_button, frames, make_app, top

pytestmark = pytest.mark.usefixtures("fresh_settings")


def labels(app: App) -> dict[str, str]:
    """The top menu scene's button texts by button name."""
    scene = top(app)
    assert isinstance(scene, WidgetScene)
    return {name: str(widget.text) for widget, name in scene.buttons.items()}


def button_px(app: App) -> int:
    """The glyph size of the top menu scene's 'quit' button."""
    scene = top(app)
    assert isinstance(scene, WidgetScene)
    return next(int(b.font.get_point_size()) for b, n in scene.buttons.items() if n == "quit")  # type: ignore[union-attr]


def test_switching_language_in_settings_redraws_every_screen_at_once() -> None:
    app = make_app()
    frames(app, 2)
    assert labels(app)["new"] == "New game"
    click_button(app, "settings")
    click_button(app, "language:ru")
    assert i18n.language() == "ru"
    assert isinstance(top(app), SettingsScene) and labels(app)["back"] == "Назад (Esc)"
    title = app.scenes.stack[0]
    assert isinstance(title, TitleScene)
    assert {n: str(w.text) for w, n in title.buttons.items()}["new"] == "Новая игра"
    click_button(app, "back")
    assert labels(app)["new"] == "Новая игра" and labels(app)["quit"] == "Выход"
    saved, _problem = load_settings()
    assert saved.language == "ru" and language_chosen(saved)
    i18n.set_language("en")
    again = make_app()  # the choice is kept for the next start
    assert i18n.language() == "ru" and again.language == "ru"
    frames(again, 2)
    click_button(again, "settings")
    click_button(again, "language:en")
    click_button(again, "back")
    assert labels(again)["new"] == "New game"


def test_switching_language_mid_game_rebuilds_the_game_buttons() -> None:
    app = make_app(players=2, seed=3)
    frames(app, 2)
    game = top(app)
    assert isinstance(game, GameScene)
    app.set_language("ru")
    frames(app, 2)
    assert {str(w.text) for w in game.buttons.values()} >= {"Отменить", "Завершить ход"}


def test_without_a_choice_the_system_language_is_followed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANGUAGE", "ru")
    app = make_app()
    assert i18n.language() == "ru" and app.language is None
    app.keep_settings()
    save_settings(app.settings.model_copy(update={"animation": "fast"}))
    raw = json.loads(settings_path().read_text())
    assert "language" not in raw, "an unchosen language is not written down"
    monkeypatch.setenv("LANGUAGE", "en")
    make_app()
    assert i18n.language() == "en"


def test_an_english_setting_from_format_1_follows_the_system(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Version 1 of the settings file always said "en" (there was no language setting)."""
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    old = {"schema": 1, "window_size": [1280, 800], "animation": "fast", "language": "en"}
    settings_path().write_text(json.dumps(old))
    monkeypatch.setenv("LANGUAGE", "ru")
    make_app(speed=None)
    assert i18n.language() == "ru"
    settings_path().write_text(json.dumps({**old, "language": "ru"}))
    monkeypatch.setenv("LANGUAGE", "en")
    make_app()
    assert i18n.language() == "ru", "a Russian setting was a choice: it stays"
    assert load_settings()[0].language == "ru"


def test_text_size_setting_scales_text_and_widgets_and_is_kept() -> None:
    app = make_app()
    frames(app, 2)
    normal = button_px(app)
    click_button(app, "settings")
    click_button(app, "scale:115")
    assert text.ui_scale() == pytest.approx(1.15)
    assert load_settings()[0].ui_scale == 115
    click_button(app, "back")
    bigger = button_px(app)
    assert bigger > normal and text.em(20) > 16
    text.set_ui_scale(100)
    make_app()
    assert text.ui_scale() == pytest.approx(1.15), "kept for the next start"
    assert Settings().ui_scale == 100


def test_theme_fonts_are_the_bundled_font_at_least_14_px() -> None:
    data = widgets.theme(1.0)
    fonts = [block["font"] for block in data.values() if "font" in block]
    assert fonts and all(int(f["size"]) >= text.MIN_EM for f in fonts)
    for f in fonts:
        assert f["regular_path"] == text.font_path(False)
        assert f["bold_path"] == text.font_path(True)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_power_names_on_cards_are_full_size(lang: str) -> None:
    """A market card (100×150 at 1280×800) names its power at 14 px, on one or two lines."""
    i18n.set_language(lang)
    for power in Power:
        lines, face = card_name_lines(100, 150, power_name(power))
        assert face.point_size >= 14 * SS, f"{power_name(power)!r} shrank"
        assert 1 <= len(lines) <= 2


def test_the_overflow_check_sees_a_text_that_does_not_fit() -> None:
    """The recording really notices cut text (the test above would stay green otherwise)."""
    pygame.font.init()
    with text.recording() as drawn:
        text.fit("a very long status line " * 20, 20, 300)
        text.wrap("short words", 20, 300)
    assert [d.cut for d in drawn] == [True, False]


def test_a_long_notice_leaves_the_winner_line_readable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Russian disk-full notice is wider than the English one; on the results screen it
    covered the winner line. Notices there go below the table."""
    from pathlib import Path

    from evergreen.i18n import set_language
    from evergreen.persistence.errors import write_error
    from evergreen.persistence_words import error_text
    from evergreen.rules import apply, legal_commands, new_game
    from evergreen.ui.screens.results.scene import ResultsScene
    from tests.ui.driver import make_app

    set_language("ru")
    state = new_game(4, 3)
    while not state.is_over:
        state = apply(state, next(iter(legal_commands(state))))
    app = make_app()
    app.scenes.push(ResultsScene(app, state, state))
    exc = OSError(28, "No space left on device")
    app.notice(
        error_text(write_error(Path("/home/player/.local/share/Evergreen/saves/x.json"), exc))
    )
    frames(app, 2)
    box, _lines = app.notices.box(app.size, app.scenes.top.notice_corner())  # type: ignore[union-attr]
    assert box is not None
    lay = app.scenes.top.layout  # type: ignore[union-attr]
    verdict_line = lay.rect(0, 92 - 20, 1280, 40)
    table = lay.rect(220, 120, 840, 520)
    assert not box.colliderect(verdict_line) and not box.colliderect(table)
    for name, widget_button in ((n, b) for b, n in app.scenes.top.buttons.items()):  # type: ignore[union-attr]
        assert not box.colliderect(widget_button.rect), name
