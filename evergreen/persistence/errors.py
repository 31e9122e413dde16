"""The one error type of saves and settings: a readable sentence plus the file concerned."""

from __future__ import annotations

import errno
from pathlib import Path

from evergreen.i18n import _


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
    # TRANSLATORS: a file name in quotes, inside messages about saves and settings.
    return _("“{name}”").format(name=path.name)


def load_error(path: Path, problem: str) -> SaveError:
    """'Cannot load “x.json”: <problem>.'"""
    message = _("Cannot load {file}: {problem}.").format(file=shown(path), problem=problem)
    return SaveError(message, path, problem)


def write_error(path: Path, exc: OSError) -> SaveError:
    """'Cannot save “x.json”: <why, from the OS error>.'"""
    problem = os_reason(exc, path.parent)
    message = _("Cannot save {file}: {problem}.").format(file=shown(path), problem=problem)
    return SaveError(message, path, problem)


def os_reason(exc: OSError, directory: Path) -> str:
    """A short, player-readable reason for an OS error on a file in ``directory``."""
    code = exc.errno
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", None):
        return _("the disk holding {folder} is full").format(folder=directory)
    if code == errno.EROFS:
        return _("{folder} is on a read-only disk").format(folder=directory)
    if code in (errno.EACCES, errno.EPERM):
        return _("there is no permission to write in {folder}").format(folder=directory)
    if code == errno.ENOENT:
        return _("the folder {folder} does not exist").format(folder=directory)
    if code in (errno.ENOTDIR, errno.EEXIST):
        return _("{folder} is not a folder").format(folder=directory)
    if code == errno.ENAMETOOLONG:
        return _("the file name is too long for this system")
    return (exc.strerror or type(exc).__name__).rstrip(".").lower()
