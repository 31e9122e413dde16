"""Windows' ways with files, stood in for on Linux, so that the lock's Windows form
(``lock.MsvcrtLocking``) and the clean-up's Windows order run in the suite here.

- ``Msvcrt``: the ``msvcrt`` module's ``locking`` as Windows does it: a lock on ``nbytes``
  bytes *from the file's current position*, held by that handle alone (another handle of
  the same process is refused too), dropped when the handle closes or its process ends;
  ``LK_NBLCK`` raises ``PermissionError`` at once if the range is held elsewhere, and
  ``LK_UNLCK`` of a range this handle does not hold fails as well. Linux's open file
  description locks (``F_OFD_SETLK``) are exactly that kind of lock.
- ``open_files_stay_put``: a file that is open cannot be removed, renamed or replaced
  (Windows opens files without FILE_SHARE_DELETE): ``os.unlink``, ``os.rename`` and
  ``os.replace`` of a file some descriptor of this process has open (either end of a
  rename) raise ``PermissionError``. Opening and removing are made atomic with each other,
  as they are on Windows. Only this process's descriptors are seen: the copies that race
  in these tests are threads.

Both stand-ins need Linux (its locks and ``/proc``). On Windows the tests use the system's
own ``msvcrt`` and rules (``windows_locking``, ``windows_rules``); on macOS, which has
neither, the Windows form is not run.
"""

from __future__ import annotations

import errno
import importlib
import os
import struct
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import pytest

from evergreen.persistence.lock import Flock, Locking, MsvcrtLocking

#: True where Windows is stood in for (Linux); on Windows it is itself.
STANDS_IN = sys.platform.startswith("linux")
WINDOWS = sys.platform == "win32"
#: fcntl, where there is one (every system but Windows).
fcntl: ModuleType | None = None if WINDOWS else importlib.import_module("fcntl")
#: Linux's open file description locks (fcntl.F_OFD_SETLK where Python names it).
F_OFD_SETLK = getattr(fcntl, "F_OFD_SETLK", 37)
_GUARD = threading.RLock()


def posix_locking() -> Locking | None:
    """flock, where there is one (not on Windows)."""
    return None if fcntl is None else Flock(fcntl)


def windows_locking() -> Locking | None:
    """Windows' locking: msvcrt's on Windows, the stand-in on Linux, none on macOS."""
    if WINDOWS:
        return MsvcrtLocking(importlib.import_module("msvcrt"))
    return MsvcrtLocking(Msvcrt()) if STANDS_IN else None


@contextmanager
def windows_rules(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Windows' rule for open files: the system's own on Windows, stood in for on Linux."""
    if WINDOWS:
        yield
        return
    with open_files_stay_put(monkeypatch):
        yield


class Msvcrt:
    """What ``MsvcrtLocking`` uses of the ``msvcrt`` module, with Windows' meaning."""

    LK_UNLCK = 0
    LK_LOCK = 1
    LK_NBLCK = 2
    LK_RLCK = 3
    LK_NBRLCK = 4

    def __init__(self) -> None:
        #: (device, inode, descriptor, start, length) of each range locked, to refuse
        #: the unlocking of a range never locked, as Windows does.
        self.held: set[tuple[int, int, int, int, int]] = set()
        self.calls: list[tuple[int, int, int]] = []  # (mode, position, nbytes)

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        start = os.lseek(fd, 0, os.SEEK_CUR)
        self.calls.append((mode, start, nbytes))
        info = os.fstat(fd)
        key = (info.st_dev, info.st_ino, fd, start, nbytes)
        if mode == self.LK_NBLCK:
            try:
                _ofd(fd, _constant("F_WRLCK"), start, nbytes)
            except OSError:
                raise PermissionError(errno.EACCES, "Permission denied") from None
            self.held.add(key)
        elif mode == self.LK_UNLCK:
            if key not in self.held:
                raise PermissionError(errno.EACCES, "Permission denied (range not locked)")
            self.held.discard(key)
            _ofd(fd, _constant("F_UNLCK"), start, nbytes)
        else:
            raise ValueError(f"mode {mode} is not stood in for")


def _constant(name: str) -> int:
    value: int = getattr(fcntl, name)
    return value


def _ofd(fd: int, kind: int, start: int, length: int) -> None:
    """An open file description lock (pid 0, as the kernel requires for these)."""
    assert fcntl is not None, "the stand-in runs on Linux"
    fcntl.fcntl(fd, F_OFD_SETLK, struct.pack("hhqqi4x", kind, os.SEEK_SET, start, length, 0))


def open_here(path: Path) -> bool:
    """True if a descriptor of this process has the file at ``path`` open."""
    try:
        target = os.lstat(path)
    except OSError:
        return False
    for name in os.listdir("/proc/self/fd"):
        try:
            info = os.stat(f"/proc/self/fd/{name}")
        except OSError:
            continue
        if (info.st_dev, info.st_ino) == (target.st_dev, target.st_ino):
            return True
    return False


@contextmanager
def open_files_stay_put(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """While inside: removing a file that is open is refused, as on Windows."""
    real_open, real_unlink = os.open, os.unlink
    real_replace, real_rename = os.replace, os.rename

    def guarded_open(path: str | os.PathLike[str], flags: int, mode: int = 0o777) -> int:
        with _GUARD:
            return real_open(path, flags, mode)

    def windows_unlink(path: str | os.PathLike[str]) -> None:
        with _GUARD:
            if open_here(Path(path)):
                raise PermissionError(errno.EACCES, "The file is in use", str(path))
            real_unlink(path)

    def windows_move(real: Callable[..., None]) -> Callable[..., None]:
        def move(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
            with _GUARD:
                for end in (src, dst):
                    if open_here(Path(end)):
                        raise PermissionError(errno.EACCES, "The file is in use", str(end))
                real(src, dst)

        return move

    with monkeypatch.context() as m:
        m.setattr(os, "open", guarded_open)
        m.setattr(os, "unlink", windows_unlink)
        m.setattr(os, "replace", windows_move(real_replace))
        m.setattr(os, "rename", windows_move(real_rename))
        yield
