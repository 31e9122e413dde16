"""A read-only, missing or full save folder gives a one-sentence SaveError; the previous save
survives, no temp file is left, and the game goes on."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from evergreen.persistence import (
    Autosaver,
    Reason,
    SaveError,
    Settings,
    Why,
    autosave,
    autosave_path,
    list_saves,
    load,
    save_match,
    save_settings,
)
from evergreen.session.match import Match
from tests.persistence.helpers import played


def failing(code: int) -> Any:
    """A stand-in for an os function that fails with ``code``."""

    def fail(*args: object, **kw: object) -> Any:
        raise OSError(code, os.strerror(code))

    return fail


def only_the_good_save(folder: Path) -> None:
    """The folder holds the earlier save, which still loads, and no temp files."""
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"]
    assert load(folder / "game.json").match.log == played(2, 4, 10).log


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A save folder holding one good save."""
    save_match(played(2, 4, 10), "game", tmp_path)
    return tmp_path


@pytest.mark.parametrize("target", ["write", "fsync"])
def test_full_disk(folder: Path, monkeypatch: pytest.MonkeyPatch, target: str) -> None:
    monkeypatch.setattr(os, target, failing(errno.ENOSPC))
    with pytest.raises(SaveError, match=r"Cannot save “game.json”: the disk holding .* is full\."):
        save_match(played(2, 4, 30), "game", folder)
    monkeypatch.undo()
    only_the_good_save(folder)


def test_full_disk_while_keeping_the_backup(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "link", failing(errno.ENOSPC))
    with pytest.raises(SaveError, match="full"):
        save_match(played(2, 4, 30), "game", folder)
    monkeypatch.undo()
    only_the_good_save(folder)


def test_hard_links_unsupported_falls_back_to_a_copy(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On file systems without hard links the backup is a copy."""
    monkeypatch.setattr(os, "link", failing(errno.EPERM))
    save_match(played(2, 4, 30), "game", folder)
    monkeypatch.undo()
    assert load(folder / "game.json.bak").match.log == played(2, 4, 10).log
    assert load(folder / "game.json").match.log == played(2, 4, 30).log


@pytest.mark.parametrize(
    ("code", "match"),
    [(errno.EACCES, "no permission to write in"), (errno.EROFS, "on a read-only disk")],
)
def test_read_only_folder(
    folder: Path, monkeypatch: pytest.MonkeyPatch, code: int, match: str
) -> None:
    """Simulated: tests may run as root, who can write anywhere."""
    monkeypatch.setattr(os, "open", failing(code))
    with pytest.raises(SaveError, match=match):
        save_match(played(2, 4, 30), "game", folder)
    with pytest.raises(SaveError, match=match):
        autosave(played(2, 4, 30), folder)
    monkeypatch.undo()
    only_the_good_save(folder)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root ignores modes")
def test_really_read_only_folder(folder: Path) -> None:
    folder.chmod(0o555)
    try:
        with pytest.raises(SaveError, match="permission"):
            save_match(played(2, 4, 30), "game", folder)
    finally:
        folder.chmod(0o755)
    only_the_good_save(folder)


def test_missing_folder_is_created(tmp_path: Path) -> None:
    path = save_match(played(1, 2, 5), "first", tmp_path / "new" / "saves")
    assert load(path).match.log == played(1, 2, 5).log


def test_folder_that_cannot_exist(tmp_path: Path) -> None:
    """The save folder's parent is a file: the folder can never be made."""
    (tmp_path / "file").write_text("not a folder")
    with pytest.raises(SaveError, match=r"is not a folder\.$"):
        save_match(played(1, 2, 5), "x", tmp_path / "file" / "saves")
    with pytest.raises(SaveError, match="not a folder"):
        save_settings(Settings(), tmp_path / "file" / "config")
    assert list_saves(tmp_path / "file" / "saves", examples=False) == []


def test_missing_folder_lists_nothing(tmp_path: Path) -> None:
    assert list_saves(tmp_path / "nowhere", examples=False) == []


def test_autosave_failure_does_not_stop_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The keeper tells the window why (once per failure) and keeps the error; play goes
    on, and the next milestone after the disk has room is saved."""
    told: list[SaveError] = []
    saver = Autosaver(tmp_path, on_error=told.append)
    match = Match.start(2, 6)
    match.keeper = saver
    monkeypatch.setattr(os, "write", failing(errno.ENOSPC))
    for _ in range(12):
        assert match.play(match.legal()[0]) is None
    full = Reason(Why.DISK_FULL, folder=str(tmp_path))
    assert saver.error is not None and saver.error.reason == full
    assert told and all(error.reason == full for error in told)
    monkeypatch.undo()
    while saver.error is not None:
        match.play(match.legal()[0])
    assert load(autosave_path(match.game_id, tmp_path)).match.state == match.state


@pytest.mark.parametrize("immutable", ["game.json.bak", "game.json"])
def test_a_backup_that_cannot_be_replaced_fails_the_save_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, immutable: str
) -> None:
    """game.json at 40 commands and game.json.bak at 30, one of them immutable (as a file
    held open on Windows can be): a save of 70 says so and both stay as they were (the
    40-command version was silently lost before)."""
    save_match(played(2, 4, 30), "game", tmp_path)
    save_match(played(2, 4, 40), "game", tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    real_replace = os.replace

    def guarded(src: Any, dst: Any) -> None:
        if Path(str(dst)).name == immutable:
            raise OSError(errno.EPERM, os.strerror(errno.EPERM))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", guarded)
    with pytest.raises(SaveError, match=r"Cannot save “game\.json”"):
        save_match(played(2, 4, 70), "game", tmp_path)
    monkeypatch.undo()
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
    assert len(load(tmp_path / "game.json").match.log) == 40
    assert len(load(tmp_path / "game.json.bak").match.log) == 30


@pytest.mark.parametrize("immutable", [".bak", ".bak2", ".bak3", ""])
def test_an_autosave_whose_backup_cannot_be_replaced_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, immutable: str
) -> None:
    match = played(2, 4, 10)
    for _ in range(4):
        match.play(match.legal()[0])
        path = autosave(match, tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.startswith(".")}
    real_replace = os.replace

    def guarded(src: Any, dst: Any) -> None:
        if str(dst) == f"{path}{immutable}":
            raise OSError(errno.EPERM, os.strerror(errno.EPERM))
        real_replace(src, dst)

    match.play(match.legal()[0])
    monkeypatch.setattr(os, "replace", guarded)
    with pytest.raises(SaveError):
        autosave(match, tmp_path)
    monkeypatch.undo()
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.startswith(".")}
    assert after == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
