"""An unexpected error shows an apology with the crash log's path; the game is autosaved."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from evergreen.persistence import games, load
from evergreen.persistence.paths import SAVE_DIR_ENV
from evergreen.ui.game.scene import GameScene
from evergreen.ui.screens.crash import LOG_DIR_ENV, CrashScene
from evergreen.ui.screens.title import TitleScene
from tests.ui.driver import click, click_button, make_app, top, where


def test_an_error_in_a_frame_shows_the_apology_and_keeps_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "logs"))
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    app = make_app(players=2, seed=4)
    scene = top(app)
    assert isinstance(scene, GameScene)
    rng = random.Random(3)
    for _ in range(3):  # a draft pick each, then a step of a turn not yet confirmed
        click(app, where(scene, rng.choice(scene.match.legal())))
    state = scene.match.state

    def broken(*_args: object) -> None:
        raise RuntimeError("a bug in drawing")

    monkeypatch.setattr(GameScene, "draw_frame", broken)
    app.frame(1 / 60)
    crash = top(app)
    assert isinstance(crash, CrashScene) and crash.saved
    assert crash.log_path is not None and "a bug in drawing" in crash.log_path.read_text()
    assert load(games()[0].path).match.state == state
    monkeypatch.undo()
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    click_button(app, "title")
    assert isinstance(top(app), TitleScene)
    click_button(app, "continue")
    assert top(app).match.state == state  # type: ignore[attr-defined]


def test_an_error_on_the_apology_screen_itself_ends_the_program(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "logs"))
    app = make_app()
    monkeypatch.setattr(TitleScene, "draw", lambda *_: 1 / 0)
    app.frame(1 / 60)
    assert isinstance(top(app), CrashScene)
    monkeypatch.setattr(CrashScene, "draw", lambda *_: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        app.frame(1 / 60)
