"""The one error type of saves and settings: a readable sentence plus the file concerned."""

from __future__ import annotations

import errno
from pathlib import Path


class SaveError(ValueError):
    """A save or settings file that cannot be read or written.

    ``str(error)`` is one sentence a player can read, naming the file; ``path`` is that file
    and ``problem`` the part of the sentence that says what is wrong with it.
    """

    def __init__(self, message: str, path: Path | None = None, problem: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.problem = problem or message


def shown(path: Path) -> str:
    """A file name as the player sees it in messages."""
    return f"“{path.name}”"


def load_error(path: Path, problem: str) -> SaveError:
    """'Cannot load “x.json”: <problem>.'"""
    return SaveError(f"Cannot load {shown(path)}: {problem}.", path, problem)


def write_error(path: Path, exc: OSError) -> SaveError:
    """'Cannot save “x.json”: <why, from the OS error>.'"""
    problem = os_reason(exc, path.parent)
    return SaveError(f"Cannot save {shown(path)}: {problem}.", path, problem)


def os_reason(exc: OSError, directory: Path) -> str:
    """A short, player-readable reason for an OS error on a file in ``directory``."""
    code = exc.errno
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", None):
        return f"the disk holding {directory} is full"
    if code == errno.EROFS:
        return f"{directory} is on a read-only disk"
    if code in (errno.EACCES, errno.EPERM):
        return f"there is no permission to write in {directory}"
    if code == errno.ENOENT:
        return f"the folder {directory} does not exist"
    if code in (errno.ENOTDIR, errno.EEXIST):
        return f"{directory} is not a folder"
    if code == errno.ENAMETOOLONG:
        return "the file name is too long for this system"
    return (exc.strerror or type(exc).__name__).rstrip(".").lower()
