"""Crash-safe file writing (temp file, fsync, rename, backup) and size-limited reading."""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import re
import secrets
import stat
import time
from pathlib import Path

from evergreen.i18n import _, number

from .errors import load_error, write_error

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"
#: The names of our temp files, and only ours: ".<file>.<12 hex digits>.tmp".
TEMP_NAME = re.compile(r"\..+\.[0-9a-f]{12}\.tmp")
#: Temp files younger than this may belong to a write in progress (another running copy).
TEMP_GRACE = 60.0
log = logging.getLogger("evergreen")
_WRITE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)


def backup_path(path: Path, generation: int = 1) -> Path:
    """Where an earlier good version of ``path`` is kept: ``name.json.bak`` for the last
    one, ``name.json.bak2``, ``.bak3``... for older ones."""
    number = "" if generation == 1 else str(generation)
    return path.with_name(f"{path.name}{BACKUP_SUFFIX}{number}")


def atomic_write_bytes(path: Path, data: bytes, *, backups: int = 1) -> None:
    """Replace ``path`` by ``data`` so that a crash at any moment leaves the old or the new
    file, never a mix; the ``backups`` versions before it are kept (``.bak``, ``.bak2``...).

    The backups only move once the new file is in place: a write that fails leaves the file
    and every backup as they were. Raises SaveError (the folder is created if missing;
    read-only, full disk, ...).
    """
    directory = path.parent
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise write_error(path, exc) from None
    tmp = temp_name(path)
    kept: Path | None = None
    try:
        _write_synced(tmp, data)
        if backups > 0:
            kept = _hold_current(path)
        os.replace(tmp, path)
    except OSError as exc:
        for leftover in (tmp, kept):
            if leftover is not None:
                with contextlib.suppress(OSError):
                    os.unlink(leftover)
        raise write_error(path, exc) from None
    if kept is not None:
        _rotate(path, kept, backups)
    fsync_dir(directory)


def write_new(folder: Path, stem: str, suffix: str, data: bytes) -> Path:
    """Write ``data`` to a file that did not exist: ``stem + suffix``, else ``stem-2``,
    ``stem-3``... (created exclusively, so two writers in the same second each get their
    own file). Raises OSError."""
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(1, 1000):
        path = folder / f"{stem}{'' if n == 1 else f'-{n}'}{suffix}"
        try:
            _write_synced(path, data)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(errno.EEXIST, "no free name", str(folder / f"{stem}{suffix}"))


def remove_backups(path: Path, generations: int) -> None:
    """Delete the backups of ``path`` (best effort)."""
    for generation in range(1, generations + 1):
        with contextlib.suppress(OSError):
            os.unlink(backup_path(path, generation))


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


def remove_stale_temps(directory: Path, older_than: float = TEMP_GRACE) -> int:
    """Delete the temp files that interrupted writes left in ``directory``: only regular
    files named as ours (``TEMP_NAME``) and older than ``older_than`` seconds, so a write
    in progress in another running copy is left alone. Best effort; returns how many."""
    cutoff = time.time() - older_than
    removed = 0
    with contextlib.suppress(OSError):
        for entry in os.scandir(directory):
            if not TEMP_NAME.fullmatch(entry.name):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < cutoff:
                    os.unlink(entry.path)
                    removed += 1
    if removed:
        log.info("removed %d temp file(s) of interrupted writes in %s", removed, directory)
    return removed


def temp_name(path: Path) -> Path:
    """A fresh temp name beside ``path`` in our own pattern (``TEMP_NAME``)."""
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


def _hold_current(path: Path) -> Path | None:
    """A temp hard link to (or, where links fail, a copy of) the current file, to become its
    backup once the new file is in place; None if there is no current file."""
    tmp = temp_name(backup_path(path))
    try:
        os.link(path, tmp)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, errno.EROFS):
            raise
        try:
            current = path.read_bytes()
        except FileNotFoundError:
            return None
        _write_synced(tmp, current)
    return tmp


def _rotate(path: Path, kept: Path, generations: int) -> None:
    """Shift the backups one generation older and make ``kept`` the newest. The new file is
    already in place, so a failure here costs an old backup at most: logged, not raised."""
    try:
        for generation in range(generations, 1, -1):
            older = backup_path(path, generation - 1)
            if older.exists():
                _copy_over(older, backup_path(path, generation))
        os.replace(kept, backup_path(path))
    except OSError as exc:
        log.warning("could not keep the backups of %s: %s", path.name, exc)
        with contextlib.suppress(OSError):
            os.unlink(kept)


def _copy_over(source: Path, target: Path) -> None:
    """Make ``target`` a copy of ``source`` while ``source`` stays: a hard link put in
    place atomically, so a kill between two steps of a rotation never leaves a generation
    missing (moving ``source`` left a gap until the next step filled it); where links fail,
    a move."""
    tmp = temp_name(target)
    try:
        os.link(source, tmp)
    except OSError:
        os.replace(source, target)
        return
    os.replace(tmp, target)


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
