"""The one error type of saves and settings: why, as a value (``reasons``), and the file."""

from __future__ import annotations

import errno
from pathlib import Path

from .reasons import Operation, Reason, Why, sentence


class SaveError(ValueError):
    """A save or settings file that cannot be read, written or deleted, or a name that
    cannot name a save.

    ``reason`` says why (a kind and its parameters), ``path`` is the file (None for a name)
    and ``operation`` what was being done. ``str(error)`` is the English sentence, naming
    the file (the logs, the tests); the player reads ``persistence_words.error_text``.
    """

    def __init__(
        self, reason: Reason, path: Path | None = None, operation: Operation = Operation.LOAD
    ) -> None:
        super().__init__(sentence(reason, path, operation))
        self.reason = reason
        self.path = path
        self.operation = operation

    @property
    def problem(self) -> str:
        """The English words of what is wrong with the file (the sentence's end)."""
        return str(self.reason)


def load_error(path: Path, reason: Reason) -> SaveError:
    """'Cannot load “x.json”: <reason>.'"""
    return SaveError(reason, path, Operation.LOAD)


def write_error(path: Path, exc: OSError) -> SaveError:
    """'Cannot save “x.json”: <why, from the OS error>.'"""
    return SaveError(os_reason(exc, path.parent), path, Operation.SAVE)


def os_reason(exc: OSError, directory: Path) -> Reason:
    """Why an OS error on a file in ``directory`` happened, as the player is told it."""
    code = exc.errno
    folder = str(directory)
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", None):
        return Reason(Why.DISK_FULL, folder=folder)
    if code == errno.EROFS:
        return Reason(Why.READ_ONLY, folder=folder)
    if code in (errno.EACCES, errno.EPERM):
        return Reason(Why.NO_WRITE_PERMISSION, folder=folder)
    if code == errno.ENOENT:
        return Reason(Why.NO_FOLDER, folder=folder)
    if code in (errno.ENOTDIR, errno.EEXIST):
        return Reason(Why.NOT_A_FOLDER, folder=folder)
    if code == errno.ENAMETOOLONG:
        return Reason(Why.FILE_NAME_TOO_LONG)
    return Reason(Why.OTHER, detail=(exc.strerror or type(exc).__name__).rstrip(".").lower())
