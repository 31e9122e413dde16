"""At the largest text size in Russian, the longest words of the menus: the New game
screen's seat buttons and the Rules screen's sections never shrink below 14 px at any of
the three window sizes (issue 52, point 20: they were drawn at 11-13 px), and the Rules
screen's search takes typing at once (point 13: its footer says "type to search", but the
keys did nothing until the box was clicked)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.persistence.settings import Settings, save_settings
from evergreen.ui.app import App
from evergreen.ui.kit import text
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.help import HelpScene
from tests.ui.driver import click_button, frames, key, make_app, top, type_text

SIZES = [(1280, 800), (1024, 640), (1920, 1080)]


@pytest.fixture(autouse=True)
def own_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


def pixels(scene: WidgetScene, prefix: str) -> dict[str, int]:
    """The glyph size of each button whose name starts with ``prefix``, by its label."""
    return {
        str(b.text): int(b.font.get_point_size())  # type: ignore[union-attr]
        for b, name in scene.buttons.items()
        if name.startswith(prefix)
    }


def russian_at_130(size: tuple[int, int]) -> App:
    save_settings(Settings(language="ru", ui_scale=130))
    app = make_app(size=size)
    frames(app, 2)
    return app


@pytest.mark.parametrize("size", SIZES)
def test_the_seat_buttons_keep_14_px(size: tuple[int, int]) -> None:
    app = russian_at_130(size)
    click_button(app, "new")
    click_button(app, "players:4")
    scene = top(app)
    assert isinstance(scene, WidgetScene)
    seats = pixels(scene, "seat:")
    assert "Сложный" in seats
    assert sum(name.startswith("seat:") for name in scene.buttons.values()) == 20
    small = {label: px for label, px in seats.items() if px < text.MIN_EM}
    assert not small, (size, small)
    assert not [b for b in scene.buttons if getattr(b, "label_cut", False)]


@pytest.mark.parametrize("size", SIZES)
def test_the_rules_sections_keep_14_px(size: tuple[int, int]) -> None:
    app = russian_at_130(size)
    click_button(app, "rules")
    scene = top(app)
    assert isinstance(scene, HelpScene)
    sections = pixels(scene, "section:")
    assert "Плодородность и засушливость" in sections
    small = {label: px for label, px in sections.items() if px < text.MIN_EM}
    assert not small, (size, small)
    assert not [b for b in scene.buttons if getattr(b, "label_cut", False)]


def test_the_rules_search_takes_typing_at_once() -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "rules")
    scene = top(app)
    assert isinstance(scene, HelpScene)
    type_text(app, "automa")
    assert scene.query == "automa"
    assert [s.title for s in scene.found] == ["Solo: the automa"]
    click_button(app, "close")
    click_button(app, "rules")
    scene = top(app)
    assert isinstance(scene, HelpScene)
    click_button(app, "section:2")  # a click on a section: typing still searches
    type_text(app, "shadow")
    assert scene.query == "shadow"
    key(app, pygame.K_DOWN)  # and Up/Down still go through the sections found
    assert scene.index == 1
