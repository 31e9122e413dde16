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

from .errors import load_error, write_error
from .reasons import Reason, Why

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

    All or nothing: the new file and every backup generation are staged as temp files
    first, then put in place oldest generation first, the file itself last. If any of those
    steps fails (read-only, full disk, an immutable backup that cannot be replaced...)
    every step already made is undone, so the file and every backup are as they were, and
    SaveError says why (the folder is created if missing).
    """
    directory = path.parent
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise write_error(path, exc) from None
    temps: list[Path] = []
    try:
        new = _staged(temps, path)
        _write_synced(new, data)
        moves = _backup_moves(path, backups, temps)
        _replace_all([*moves, (path, new)], temps)
    except OSError as exc:
        raise write_error(path, exc) from None
    finally:
        for leftover in temps:
            with contextlib.suppress(OSError):
                os.unlink(leftover)
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
            raise load_error(path, Reason(Why.NOT_A_REGULAR_FILE))
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


def _staged(temps: list[Path], beside: Path) -> Path:
    """A fresh temp name beside a file, noted in ``temps`` to be removed at the end."""
    tmp = temp_name(beside)
    temps.append(tmp)
    return tmp


def _hold(path: Path, temps: list[Path]) -> Path | None:
    """A temp hard link to (or, where links fail, a copy of) a file as it is now; None if
    there is no such file."""
    tmp = _staged(temps, path)
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


def _backup_moves(path: Path, generations: int, temps: list[Path]) -> list[tuple[Path, Path]]:
    """What each backup generation becomes (oldest first): ``.bak<g>`` takes what
    ``.bak<g-1>`` holds now, and ``.bak`` what the file holds now. A generation whose source
    is missing stays as it is."""
    moves = []
    for generation in range(generations, 0, -1):
        source = path if generation == 1 else backup_path(path, generation - 1)
        held = _hold(source, temps)
        if held is not None:
            moves.append((backup_path(path, generation), held))
    return moves


def _replace_all(moves: list[tuple[Path, Path]], temps: list[Path]) -> None:
    """Put each staged file at its target, in order; each step is one atomic rename, so a
    kill between two steps never leaves a generation missing. If a step fails, what the
    steps before it replaced is put back (each target's content was held first) and the
    error is raised."""
    done: list[tuple[Path, Path | None]] = []
    try:
        for target, staged in moves:
            before = _hold(target, temps)
            os.replace(staged, target)
            done.append((target, before))
    except OSError:
        for target, before in reversed(done):
            with contextlib.suppress(OSError):
                if before is None:
                    os.unlink(target)
                else:
                    os.replace(before, target)
        raise


def _too_big(size: int, limit: int, what: str) -> Reason:
    kind = Why.SETTINGS_TOO_BIG if what == "a settings file" else Why.TOO_BIG
    return Reason(kind, size=size, limit=limit)


def _read_reason(exc: OSError) -> Reason:
    if exc.errno == errno.ENOENT:
        return Reason(Why.FILE_MISSING)
    if exc.errno in (errno.EACCES, errno.EPERM):
        return Reason(Why.NO_READ_PERMISSION)
    if exc.errno == errno.EISDIR:
        return Reason(Why.IS_A_FOLDER)
    return Reason(Why.OTHER, detail=(exc.strerror or type(exc).__name__).rstrip(".").lower())
