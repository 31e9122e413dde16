"""One running copy per game: an advisory lock on a small file beside the game's autosave.

Two copies of Evergreen may run at once, each with its own games; they must never write
the same game's autosave. A copy that opens a game holds ``.autosave-<id>.lock`` locked
(``flock`` on POSIX, ``msvcrt.locking`` on Windows) until it leaves the game or ends; the
operating system drops the lock of a copy that was killed, so no stale lock outlives it.

How a file is locked is a ``Locking`` (``Flock``, ``MsvcrtLocking``), chosen for the system
by ``for_platform`` and passed to ``claim`` and ``is_claimed`` (``LOCKING`` when none is):
the Windows one runs on Linux too, in the tests, through a stand-in for ``msvcrt``. (A
library such as ``filelock`` locks the same two ways but would not keep what follows: asking
whether a game is held without making a file, the check that the path still names the file
locked, what stands at the path told apart, the lock that guards nothing where nothing can
be written.)

Two things can stand in the way, and neither may end in a game played as if held:

- The start-up clean-up removes the lock files no running copy holds (holding the lock
  while it does, where open files may be removed; on Windows, where they may not, letting
  go first: the system then refuses the removal if a copy has opened the file since). A
  copy that opened such a file just before would then lock a file no longer in the folder,
  and a third copy would make a new one: two holders. So ``claim`` checks, once it holds
  the lock, that the path still names the very file it locked, and starts again if not.
- Something other than a lock file at the lock's path (a folder, a link, a pipe), or a lock
  file this copy may not open: ``claim`` raises ``LockError`` saying what stands there; the
  window offers to clear it (``clear_obstacle``) or to play the game as a new copy.

Only where nothing at all can be written (a read-only folder) is a lock that guards nothing
handed back: no copy can write the game there, so there is nothing to guard.
"""

from __future__ import annotations

import contextlib
import errno
import importlib
import os
import stat
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType, TracebackType
from typing import Any, Protocol

LOCK_SUFFIX = ".lock"
#: How often ``claim`` starts again when the file it locked was removed meanwhile.
CLAIM_TRIES = 20
_OPEN_FLAGS = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)


class Locking(Protocol):
    """How one system locks an open file for this copy alone."""

    #: True where a file may be removed while it is open (POSIX); on Windows an open
    #: file cannot be, so the clean-up lets go of a lock before it removes its file.
    @property
    def removes_open_files(self) -> bool: ...

    def lock(self, fd: int) -> None:
        """Lock the open file, or raise OSError at once if another open of it holds it."""

    def unlock(self, fd: int) -> None:
        """Let go of the lock this open of the file holds."""


@dataclass(frozen=True)
class Flock:
    """POSIX: ``flock`` on the whole file (held by this open of it, dropped when it closes
    or its process ends). ``fcntl`` is the module (given: it exists on POSIX only)."""

    fcntl: Any
    removes_open_files: bool = True

    def lock(self, fd: int) -> None:
        self.fcntl.flock(fd, self.fcntl.LOCK_EX | self.fcntl.LOCK_NB)

    def unlock(self, fd: int) -> None:
        self.fcntl.flock(fd, self.fcntl.LOCK_UN)


@dataclass(frozen=True)
class MsvcrtLocking:
    """Windows: ``msvcrt.locking`` of the file's first byte (a range lock, held by this
    handle, dropped when it closes or its process ends). ``msvcrt.locking`` locks from the
    file's current position, so both calls go to byte 0 first. ``msvcrt`` is the module
    (given: it exists on Windows only; the tests give a stand-in)."""

    msvcrt: Any
    removes_open_files: bool = False

    def lock(self, fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        self.msvcrt.locking(fd, self.msvcrt.LK_NBLCK, 1)

    def unlock(self, fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        self.msvcrt.locking(fd, self.msvcrt.LK_UNLCK, 1)


def for_platform(
    platform: str, import_module: Callable[[str], ModuleType] = importlib.import_module
) -> Locking:
    """The locking of a system named as ``sys.platform`` names it ("win32": msvcrt's;
    every other: flock), its module imported by ``import_module``."""
    if platform == "win32":
        return MsvcrtLocking(import_module("msvcrt"))
    return Flock(import_module("fcntl"))


#: This system's locking: what ``claim`` and ``is_claimed`` use when given none.
LOCKING: Locking = for_platform(sys.platform)


class LockError(Exception):
    """The game's lock cannot be taken because of what stands at its path; ``kind`` says
    what ("folder", "other": a link, pipe or device, "denied", "error") and ``detail`` the
    system's words for an error."""

    def __init__(self, path: Path, kind: str, detail: str = "") -> None:
        super().__init__(f"cannot lock {path.name}: {kind} {detail}".rstrip())
        self.path = path
        self.kind = kind
        self.detail = detail

    @property
    def clearable(self) -> bool:
        """True if ``clear_obstacle`` can remove what stands there without losing anything
        (an empty folder, a link, a pipe)."""
        return _clearable(self.path)


def lock_path(folder: Path, game_id: str) -> Path:
    """The lock file of a game in a saves folder."""
    return folder / f".autosave-{game_id}{LOCK_SUFFIX}"


class GameLock:
    """A held lock on one game; ``release`` (or leaving a ``with`` block) lets it go."""

    def __init__(
        self, path: Path, fd: int, *, guards: bool = True, locking: Locking | None = None
    ) -> None:
        self.path = path
        self._fd: int | None = fd
        self.locking = locking or LOCKING
        #: False for the lock of a folder where nothing can be written (it guards nothing).
        self.guards = guards

    @property
    def held(self) -> bool:
        """True until released."""
        return self._fd is not None

    def release(self) -> None:
        """Let the game go (idempotent)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            if self.guards:
                with contextlib.suppress(OSError):
                    self.locking.unlock(fd)
            os.close(fd)

    def __enter__(self) -> GameLock:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.release()


def claim(folder: Path, game_id: str, locking: Locking | None = None) -> GameLock | None:
    """Lock the game for this copy; None if another running copy (or another claim in this
    one) holds it. Raises ``LockError`` if something other than a lock file stands at the
    lock's path. A folder where nothing can be written (read-only) gives a lock that guards
    nothing: the game is still played, and its autosaves fail with their own message.
    ``locking``: how files are locked (``LOCKING``, this system's, when None)."""
    locking = locking or LOCKING
    path = lock_path(folder, game_id)
    for _attempt in range(CLAIM_TRIES):
        fd = _open_lock_file(folder, path)
        if fd is None:
            devnull = os.open(os.devnull, os.O_RDONLY)
            return GameLock(path, devnull, guards=False, locking=locking)
        try:
            locking.lock(fd)
        except OSError:
            os.close(fd)
            return None
        if _names(path, fd):
            return GameLock(path, fd, locking=locking)
        with contextlib.suppress(OSError):  # removed while we locked it: start again
            locking.unlock(fd)
        os.close(fd)
    raise LockError(path, "error", "the lock file keeps being replaced")


def clear_obstacle(path: Path) -> None:
    """Remove what stands at a lock's path if that loses nothing (an empty folder, a link,
    a pipe); raises ``LockError`` if it cannot."""
    try:
        info = os.lstat(path)
        if stat.S_ISDIR(info.st_mode):
            os.rmdir(path)  # only an empty one
        elif not stat.S_ISREG(info.st_mode):
            os.unlink(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise LockError(path, _kind(path), exc.strerror or str(exc)) from None


def is_claimed(folder: Path, game_id: str, locking: Locking | None = None) -> bool:
    """True if a running copy holds the game now (asking makes no file)."""
    try:
        fd = os.open(lock_path(folder, game_id), os.O_RDWR)
    except OSError:
        return False
    locking = locking or LOCKING
    try:
        locking.lock(fd)
    except OSError:
        os.close(fd)
        return True
    with contextlib.suppress(OSError):  # let go of the lock taken just to ask (Windows
        locking.unlock(fd)  # may drop a closed handle's locks only some time later)
    os.close(fd)
    return False


def _open_lock_file(folder: Path, path: Path) -> int | None:
    """An open lock file; None if nothing can be written in the folder (no lock needed);
    ``LockError`` if something else stands at the path or the file may not be opened."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    try:
        kind = _kind(path)
        if kind not in ("", "file"):
            raise LockError(path, kind)
        return os.open(path, _OPEN_FLAGS, 0o644)
    except LockError:
        raise
    except OSError as exc:
        if exc.errno == errno.EROFS or (not _exists(path) and not os.access(folder, os.W_OK)):
            return None
        kind = _kind(path)  # a folder made between the look and the open is told as one
        if exc.errno in (errno.EACCES, errno.EPERM) and kind == "file":
            kind = "denied"
        detail = exc.strerror or ""
        raise LockError(path, kind if kind not in ("", "file") else "error", detail) from None


def _kind(path: Path) -> str:
    """What stands at a path: "" nothing, "file", "folder" or "other"."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return ""
    except OSError:
        return "other"
    if stat.S_ISREG(mode):
        return "file"
    return "folder" if stat.S_ISDIR(mode) else "other"


def _exists(path: Path) -> bool:
    return _kind(path) != ""


def _clearable(path: Path) -> bool:
    kind = _kind(path)
    if kind == "folder":
        try:
            return not os.listdir(path)
        except OSError:
            return False
    return kind == "other"


def _names(path: Path, fd: int) -> bool:
    """True if ``path`` still names the file open as ``fd``."""
    try:
        here, held = os.lstat(path), os.fstat(fd)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (held.st_dev, held.st_ino)
