"""The game's lock in each system's form, both run on Linux: flock (Linux, macOS) and
Windows' ``msvcrt.locking`` with Windows' rule that an open file cannot be removed (stood in
for by ``windows_files``; on Windows the system's own, on macOS not run). In each: one
running copy per game, a killed copy's lock freed, the start-up clean-up removing only
unused lock files and never giving two holders."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from evergreen.persistence import Autosaver, autosave, latest_game, tidy
from evergreen.persistence import lock as locking
from evergreen.persistence.lock import (
    Flock,
    Locking,
    MsvcrtLocking,
    claim,
    for_platform,
    is_claimed,
    lock_path,
)
from tests.persistence.helpers import played
from tests.persistence.windows_files import (
    STANDS_IN,
    Msvcrt,
    posix_locking,
    windows_locking,
    windows_rules,
)

#: The stand-in's own tests (Linux only: it needs Linux's locks).
stand_in = pytest.mark.skipif(not STANDS_IN, reason="the stand-in for msvcrt needs Linux")


@pytest.fixture(params=["flock", "msvcrt"])
def system(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[Locking]:
    """This process locks as the system named does (every claim, tidy and Autosaver: the
    module's ``LOCKING``); for Windows, open files cannot be removed either."""
    chosen = posix_locking() if request.param == "flock" else windows_locking()
    if chosen is None:
        pytest.skip(f"{request.param} has no form on {sys.platform}")
    monkeypatch.setattr(locking, "LOCKING", chosen)
    if request.param == "flock":
        yield chosen
        return
    with windows_rules(monkeypatch):
        yield chosen


def test_each_system_gets_its_own_locking() -> None:
    """The choice is made from the system's name, its module imported as asked: Windows
    gets msvcrt's (here a stand-in, as msvcrt exists on Windows only), the others flock."""
    msvcrt = ModuleType("msvcrt")
    asked: list[str] = []

    posix = ModuleType("fcntl")

    def importer(name: str) -> ModuleType:
        asked.append(name)
        return msvcrt if name == "msvcrt" else posix

    windows = for_platform("win32", importer)
    assert isinstance(windows, MsvcrtLocking) and windows.msvcrt is msvcrt
    assert not windows.removes_open_files
    for name in ("linux", "darwin", "freebsd14"):
        chosen = for_platform(name, importer)
        assert isinstance(chosen, Flock) and chosen.fcntl is posix and chosen.removes_open_files
    assert asked == ["msvcrt", "fcntl", "fcntl", "fcntl"]
    native = MsvcrtLocking if sys.platform == "win32" else Flock
    assert isinstance(locking.LOCKING, native)  # this machine's


@stand_in
def test_the_stand_in_refuses_as_windows_does(tmp_path: Path) -> None:
    """The stand-in can fail: a second handle of the same process is refused the byte, an
    unlock of a range never locked is refused, and a closed handle's lock is dropped."""
    msvcrt = Msvcrt()
    path = tmp_path / "f"
    first, second = (os.open(path, os.O_RDWR | os.O_CREAT) for _ in range(2))
    msvcrt.locking(first, msvcrt.LK_NBLCK, 1)
    with pytest.raises(PermissionError):
        msvcrt.locking(second, msvcrt.LK_NBLCK, 1)
    os.lseek(first, 5, os.SEEK_SET)
    with pytest.raises(PermissionError, match="not locked"):
        msvcrt.locking(first, msvcrt.LK_UNLCK, 1)  # byte 5 was never locked
    os.close(first)
    msvcrt.locking(second, msvcrt.LK_NBLCK, 1)
    os.close(second)


@stand_in
def test_windows_lock_and_unlock_go_to_the_first_byte(tmp_path: Path) -> None:
    """msvcrt.locking works from the file's position: wherever it stands, the lock and its
    release are of byte 0, so the release finds the lock."""
    msvcrt = Msvcrt()
    form = MsvcrtLocking(msvcrt)
    fd = os.open(tmp_path / "f", os.O_RDWR | os.O_CREAT)
    os.write(fd, b"moved")
    form.lock(fd)
    os.lseek(fd, 3, os.SEEK_SET)
    form.unlock(fd)
    os.close(fd)
    assert msvcrt.calls == [(msvcrt.LK_NBLCK, 0, 1), (msvcrt.LK_UNLCK, 0, 1)]
    assert msvcrt.held == set()


def test_one_running_copy_per_game(tmp_path: Path, system: Locking) -> None:
    first, second = played(2, 1, 20), played(2, 2, 20)
    autosave(first, tmp_path)
    autosave(second, tmp_path)
    mine, other = Autosaver(tmp_path), Autosaver(tmp_path)
    assert mine.claim(first) and not other.claim(first)
    assert is_claimed(tmp_path, first.game_id) and not is_claimed(tmp_path, second.game_id)
    assert other.claim(second) and is_claimed(tmp_path, first.game_id, system)
    assert claim(tmp_path, first.game_id) is None  # asking did not take it either
    mine.release()
    assert not is_claimed(tmp_path, first.game_id) and other.claim(first)
    other.release()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_killed_copy_leaves_no_lock_behind(tmp_path: Path, system: Locking) -> None:
    game = played(2, 1, 20)
    autosave(game, tmp_path)
    ready, told = os.pipe()
    hold, holding = os.pipe()
    pid = os.fork()
    if pid == 0:  # the other running copy: holds the game until killed
        os.close(holding)
        lock = claim(tmp_path, game.game_id)
        os.write(told, b"1" if lock is not None else b"0")
        os.read(hold, 1)
        os._exit(0)
    os.close(hold)
    try:
        assert os.read(ready, 1) == b"1"
        assert is_claimed(tmp_path, game.game_id) and latest_game(tmp_path) is None
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    finally:
        os.close(holding)
    assert not is_claimed(tmp_path, game.game_id)
    assert latest_game(tmp_path) is not None
    tidy(tmp_path)
    assert not lock_path(tmp_path, game.game_id).exists()


def test_the_clean_up_removes_unused_locks_only(tmp_path: Path, system: Locking) -> None:
    """An unused lock file goes (on Windows, after the clean-up let go of it: an open file
    cannot be removed); a held one stays, still held."""
    held, unused = played(2, 1, 5), played(2, 2, 5)
    for game in (held, unused):
        autosave(game, tmp_path)
        lock_path(tmp_path, game.game_id).touch()
    lock = claim(tmp_path, held.game_id)
    assert lock is not None and lock.guards
    tidy(tmp_path)
    assert not lock_path(tmp_path, unused.game_id).exists()
    assert lock_path(tmp_path, held.game_id).exists() and is_claimed(tmp_path, held.game_id)
    lock.release()


def test_claim_and_clean_up_interleaved_leave_exactly_one_holder(
    tmp_path: Path, system: Locking
) -> None:
    """Copy B has opened the lock file but not yet locked it when copy A's start-up tidy
    comes; copy C claims after. Where an open file may be removed (POSIX), A removes it and
    B must notice it holds a removed file; where it may not (Windows), the file stays, B
    holds it. Either way exactly one of B and C holds the game, by the file at the path."""
    game = played(2, 1, 5)
    autosave(game, tmp_path)
    path = lock_path(tmp_path, game.game_id)
    path.touch()
    interleaved: list[int] = []

    @dataclass(frozen=True)
    class TidiedBetween:
        """The system's locking, with A's tidy between B's open and B's lock."""

        removes_open_files: bool = system.removes_open_files

        def lock(self, fd: int) -> None:
            if not interleaved:
                interleaved.append(os.fstat(fd).st_ino)
                tidy(tmp_path)
                assert path.exists() is not system.removes_open_files
            system.lock(fd)

        def unlock(self, fd: int) -> None:
            system.unlock(fd)

    b = claim(tmp_path, game.game_id, TidiedBetween())
    c = claim(tmp_path, game.game_id)
    assert interleaved, "the interleaving did not happen"
    holders = [lock for lock in (b, c) if lock is not None]
    assert len(holders) == 1 and holders[0].guards
    assert holders[0] is b  # POSIX: B saw its file removed and started again
    assert os.stat(path).st_ino == os.fstat(holders[0]._fd or -1).st_ino
    for lock in holders:
        lock.release()


def test_claims_and_clean_ups_side_by_side_never_give_two_holders(
    tmp_path: Path, system: Locking
) -> None:
    """Threads stand for copies (both forms lock per open file, even in one process)."""
    game = played(2, 1, 5)
    autosave(game, tmp_path)
    holding: list[object] = []
    broken: list[int] = []
    guard = threading.Lock()

    def copy() -> None:
        for _ in range(100):
            lock = claim(tmp_path, game.game_id)
            if lock is None:
                tidy(tmp_path)
                continue
            with guard:
                holding.append(lock)
                if len(holding) > 1:
                    broken.append(len(holding))
            with guard:
                holding.remove(lock)
            lock.release()

    threads = [threading.Thread(target=copy) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert broken == []
