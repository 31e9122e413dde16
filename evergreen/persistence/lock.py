"""One running copy per game: an advisory lock on a small file beside the game's autosave.

Two copies of Evergreen may run at once, each with its own games; they must never write
the same game's autosave. A copy that opens a game holds ``.autosave-<id>.lock`` locked
(``flock`` on POSIX, ``msvcrt.locking`` on Windows) until it leaves the game or ends; the
operating system drops the lock of a copy that was killed, so no stale lock outlives it.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from types import TracebackType

LOCK_SUFFIX = ".lock"


def lock_path(folder: Path, game_id: str) -> Path:
    """The lock file of a game in a saves folder."""
    return folder / f".autosave-{game_id}{LOCK_SUFFIX}"


class GameLock:
    """A held lock on one game; ``release`` (or leaving a ``with`` block) lets it go."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        """True until released."""
        return self._fd is not None

    def release(self) -> None:
        """Let the game go (idempotent)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                _unlock(fd)
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


def claim(folder: Path, game_id: str) -> GameLock | None:
    """Lock the game for this copy; None if another running copy (or another claim in this
    one) holds it. A folder where no lock file can be made (read-only) gives a lock that
    guards nothing: the game is still played, and its autosaves fail with their own message.
    """
    path = lock_path(folder, game_id)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return GameLock(path, os.open(os.devnull, os.O_RDONLY))
    try:
        _lock(fd)
    except OSError:
        os.close(fd)
        return None
    return GameLock(path, fd)


def is_claimed(folder: Path, game_id: str) -> bool:
    """True if a running copy holds the game now (asking makes no file)."""
    try:
        fd = os.open(lock_path(folder, game_id), os.O_RDWR)
    except OSError:
        return False
    try:
        _lock(fd)
    except OSError:
        return True
    finally:
        os.close(fd)  # closing drops the lock taken just to ask
    return False


if sys.platform == "win32":  # pragma: no cover - Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
