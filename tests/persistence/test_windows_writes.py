"""A game's files kept under Windows' rules, here: no folder can be opened to sync it
(``os.O_DIRECTORY`` is missing), the lock is ``msvcrt``'s, and a file that is open cannot
be removed, renamed or replaced (``windows_files``). Autosaves with their backups, named
saves, loading with fallbacks, a game's end, deleting, the start-up clean-up and writing a
record and the history (kept, damaged, repaired) all work, so the game never moves or removes a file it holds open itself."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import (
    Autosaver,
    atomic,
    autosave_path,
    backup_path,
    delete_save,
    load,
    load_with_fallback,
    save_match,
    tidy,
)
from evergreen.persistence import lock as locking
from evergreen.persistence.lock import is_claimed, lock_path
from evergreen.progress import history
from evergreen.session.record import read_record_file, write_record
from evergreen.session.record_files import write_record_file
from tests.persistence.helpers import played
from tests.persistence.windows_files import windows_locking, windows_rules


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Windows' rules (the system's own on Windows, stood in for on Linux; macOS has no
    stand-in); yields the descriptors fsync was asked to sync."""
    chosen = windows_locking()
    if chosen is None:
        pytest.skip(f"Windows' rules are not stood in for on {sys.platform}")
    monkeypatch.delattr(os, "O_DIRECTORY", raising=False)
    monkeypatch.setattr(locking, "LOCKING", chosen)
    synced: list[int] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    with windows_rules(monkeypatch):
        yield synced


def test_a_whole_game_is_kept_under_windows_rules(tmp_path: Path, windows: list[int]) -> None:
    match = played(2, 5, 4)
    saver = Autosaver(tmp_path)
    assert saver.claim(match)
    bot = RandomBot(5)
    kept = 0
    while not match.is_over:
        match.play(bot.choose(match.state))
        if len(match.log) % 7 == 0:
            assert saver.keep(match), saver.error
            kept += 1
        if len(match.log) == 40:
            save_match(match, "Midgame", tmp_path)
            save_match(match, "MIDGAME", tmp_path)  # the same save: its .bak made
            early = autosave_path(match.game_id, tmp_path)
            assert load(backup_path(early, 3)).match.log  # three backups rotated
    assert kept > 10 and saver.keep(match)
    path = autosave_path(match.game_id, tmp_path)
    assert load_with_fallback(path)[0].match.state == match.state
    assert not backup_path(path).exists()  # the end removed its backups
    named = tmp_path / "Midgame.json"
    assert load(named).match.log and (tmp_path / "Midgame.json.bak").exists()
    delete_save("midgame", tmp_path)
    assert not named.exists() and not (tmp_path / "Midgame.json.bak").exists()
    tidy(tmp_path)  # the game is held: its lock file stays, held
    assert is_claimed(tmp_path, match.game_id)
    saver.release()
    tidy(tmp_path)
    assert not lock_path(tmp_path, match.game_id).exists()
    record = tmp_path / "game.egr"
    write_record_file(record, write_record(match))
    write_record_file(record, write_record(match), replace_record=True)
    assert read_record_file(record).log == match.log
    assert history.record(match, path, tmp_path)  # kept, then damaged and repaired
    file = history.history_path(tmp_path)
    file.write_bytes(file.read_bytes()[:-9])
    entries, said = history.read_history(tmp_path)
    assert [e.game_id for e in entries] == [match.game_id] and said and "set aside" in said
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name, "game.egr", "history"]


def test_no_folder_is_opened_to_sync_it(tmp_path: Path, windows: list[int]) -> None:
    """Windows opens no folder: the folder's sync is left out, the file's is made."""
    atomic.atomic_write_bytes(tmp_path / "f.json", b"{}")
    assert len(windows) == 1 and (tmp_path / "f.json").read_bytes() == b"{}"
    save_match(played(2, 1, 3), "x", tmp_path)
    assert len(windows) == 2


def test_the_stand_in_refuses_to_move_or_remove_an_open_file(
    tmp_path: Path, windows: list[int]
) -> None:
    held, other = tmp_path / "held.json", tmp_path / "other.json"
    held.write_bytes(b"1")
    other.write_bytes(b"2")
    moved = tmp_path / "moved.json"
    with open(held, "rb"):
        with pytest.raises(PermissionError):
            os.replace(other, held)
        with pytest.raises(PermissionError):
            os.replace(held, moved)
        with pytest.raises(PermissionError):
            os.rename(held, moved)
        with pytest.raises(PermissionError):
            os.unlink(held)
    os.replace(other, held)
    assert held.read_bytes() == b"2"
