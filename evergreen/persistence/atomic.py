"""Crash-safe file writing (temp file, fsync, rename, backup) and size-limited reading."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import time
from pathlib import Path

from evergreen.i18n import _, number

from .errors import load_error, write_error

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"
_WRITE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)


def backup_path(path: Path) -> Path:
    """Where the previous good version of ``path`` is kept: ``name.json.bak``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def atomic_write_bytes(path: Path, data: bytes, *, backup: bool = True) -> None:
    """Replace ``path`` by ``data`` so that a crash at any moment leaves the old or the new
    file, never a mix; with ``backup`` the old file is kept as ``path.bak`` first.

    Raises SaveError (the folder is created if missing; read-only, full disk, ...).
    """
    directory = path.parent
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise write_error(path, exc) from None
    tmp = _temp_name(path)
    try:
        _write_synced(tmp, data)
        if backup:
            _keep_backup(path)
        os.replace(tmp, path)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise write_error(path, exc) from None
    fsync_dir(directory)


def read_limited(path: Path, limit: int, what: str = "a save") -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (checked before reading, and
    never more than ``limit + 1`` bytes read); raises SaveError."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise load_error(path, "it is not a regular file")
        if info.st_size > limit:
            raise load_error(path, _too_big(info.st_size, limit, what))
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise load_error(path, _read_reason(exc)) from None
    if len(data) > limit:
        raise load_error(path, _too_big(len(data), limit, what))
    return data


def fsync_dir(directory: Path) -> None:
    """Make a rename in ``directory`` durable, where the OS allows opening folders."""
    flag = getattr(os, "O_DIRECTORY", None)
    if flag is None:
        return
    try:
        fd = os.open(directory, os.O_RDONLY | flag)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temps(directory: Path, older_than: float = 3600.0) -> None:
    """Delete temp files that a crash left behind in ``directory`` (best effort)."""
    cutoff = time.time() - older_than
    with contextlib.suppress(OSError):
        for entry in os.scandir(directory):
            if entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX):
                with contextlib.suppress(OSError):
                    if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < cutoff:
                        os.unlink(entry.path)


def _temp_name(path: Path) -> Path:
    return path.with_name(f".{path.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")


def _write_synced(path: Path, data: bytes) -> None:
    fd = os.open(path, _WRITE_FLAGS, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


def _keep_backup(path: Path) -> None:
    """Hard-link (or, where links fail, copy) the current file to its backup atomically."""
    bak = backup_path(path)
    try:
        if bak.exists() and os.path.samefile(path, bak):
            return
    except FileNotFoundError:
        return  # no current file: nothing to keep
    tmp = _temp_name(bak)
    try:
        os.link(path, tmp)
    except FileNotFoundError:
        return
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, errno.EROFS):
            raise
        _write_synced(tmp, path.read_bytes())
    try:
        os.replace(tmp, bak)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _too_big(size: int, limit: int, what: str) -> str:
    if what == "a settings file":
        text = _("it is {size} MB, more than the {limit} MB a settings file may be")
    else:
        text = _("it is {size} MB, more than the {limit} MB a save may be")
    return text.format(size=number(size / 2**20, ".1f"), limit=number(limit / 2**20))


def _read_reason(exc: OSError) -> str:
    if exc.errno == errno.ENOENT:
        return _("the file does not exist")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return _("there is no permission to read it")
    if exc.errno == errno.EISDIR:
        return _("it is a folder, not a file")
    return (exc.strerror or type(exc).__name__).rstrip(".").lower()
