"""Something other than a lock file where a game's lock goes (a folder): the game is never
played as if held. Through the public API (claim refuses, in every copy) and the real
window (Continue asks: clear it, or play a new copy with its own id)."""

from __future__ import annotations

from pathlib import Path

import pytest

from evergreen.persistence import LockError, autosave, autosave_path, clear_obstacle, games
from evergreen.persistence.lock import claim, lock_path
from evergreen.persistence.paths import SAVE_DIR_ENV
from evergreen.session.match import Match
from evergreen.ui.game.scene import GameScene
from evergreen.ui.screens.locked import LockedScene
from tests.persistence.helpers import fingerprint, played
from tests.ui.driver import click_button, frames, make_app, top


def blocked(folder: Path, steps: int = 12) -> tuple[Match, Path]:
    """An unfinished game saved in ``folder`` with a folder at its lock path."""
    match = played(2, 8, steps)
    path = autosave(match, folder)
    lock_path(folder, match.game_id).mkdir()
    return match, path


def test_a_folder_at_the_lock_path_is_refused_in_every_copy(tmp_path: Path) -> None:
    match, _path = blocked(tmp_path)
    for _copy in range(2):
        with pytest.raises(LockError) as caught:
            claim(tmp_path, match.game_id)
        assert caught.value.kind == "folder" and caught.value.clearable
    (lock_path(tmp_path, match.game_id) / "a file").write_text("keep me")
    with pytest.raises(LockError) as caught:
        claim(tmp_path, match.game_id)
    assert not caught.value.clearable  # a folder holding anything is never removed
    with pytest.raises(LockError):
        clear_obstacle(caught.value.path)
    assert (lock_path(tmp_path, match.game_id) / "a file").read_text() == "keep me"


def test_a_link_at_the_lock_path_is_cleared_and_the_game_held_once(tmp_path: Path) -> None:
    match = played(2, 8, 12)
    autosave(match, tmp_path)
    target = tmp_path / "elsewhere"
    target.write_text("not a lock")
    lock_path(tmp_path, match.game_id).symlink_to(target)
    with pytest.raises(LockError) as caught:
        claim(tmp_path, match.game_id)
    clear_obstacle(caught.value.path)
    assert target.read_text() == "not a lock"
    first = claim(tmp_path, match.game_id)
    assert first is not None and first.guards
    assert claim(tmp_path, match.game_id) is None
    first.release()


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    return tmp_path / "saves"


def asked(folder: Path) -> tuple[Match, Path, LockedScene]:
    match, path = blocked(folder)
    app = make_app()
    frames(app, 2)
    click_button(app, "continue")
    frames(app, 2)
    scene = top(app)
    assert isinstance(scene, LockedScene), type(scene).__name__
    assert app.match is None or app.match.game_id != match.game_id
    return match, path, scene


def test_continue_asks_and_clearing_plays_the_game_held(folder: Path) -> None:
    match, _path, scene = asked(folder)
    app = scene.app
    click_button(app, "clear")
    frames(app, 2)
    assert isinstance(top(app), GameScene)
    assert app.match is not None and app.match.game_id == match.game_id
    assert app.match.log == match.log
    assert lock_path(folder, match.game_id).is_file()
    assert claim(folder, match.game_id) is None  # held by the window


def test_continue_asks_and_a_new_copy_leaves_the_game_as_it_was(folder: Path) -> None:
    match, path, scene = asked(folder)
    before = fingerprint(path)
    app = scene.app
    click_button(app, "copy")
    frames(app, 2)
    assert isinstance(top(app), GameScene)
    assert app.match is not None and app.match.game_id != match.game_id
    assert app.match.log == match.log
    app.match.play(app.match.legal()[0])
    frames(app, 2)
    assert fingerprint(path) == before
    assert lock_path(folder, match.game_id).is_dir()
    assert autosave_path(app.match.game_id, folder) != path


def test_cancel_opens_nothing(folder: Path) -> None:
    match, _path, scene = asked(folder)
    app = scene.app
    click_button(app, "no")
    frames(app, 2)
    assert app.match is None
    assert [info.game_id for info in games(folder)] == [match.game_id]
