"""Game records as files: the Load screen's entries for the records beside the saves (only
their header read, nothing replayed), importing a record, from a file or pasted text, as a
save of its own, and writing one. Reading is ``record.py``'s (every command through the
rules); the command line and the window import the same way, and nothing is written unless
the whole record reads.

Writing a record never replaces a file that is not a record the game wrote (a save, an
autosave, a folder, a pipe, a link, anything whose first line is not the game's own
``MARK``); over a record the game wrote it replaces only when told to (the command line's
``--force``; the window's Export replaces the same game's earlier record, and writes beside
anything else under a free name).
"""

from __future__ import annotations

import errno
import os
import stat
from datetime import datetime
from pathlib import Path

from evergreen.i18n import _
from evergreen.persistence import SaveError, SaveInfo, atomic_write_bytes, save_dir, save_match
from evergreen.persistence.errors import write_error
from evergreen.persistence.files import printable_name, same_named
from evergreen.persistence.names import name_problem
from evergreen.persistence_words import error_text, shown
from evergreen.session.match import Match
from evergreen.session.record import (
    MARK,
    MAX_RECORD_BYTES,
    SEAT_TAG,
    SUFFIX,
    header_tags,
    read_record,
    read_record_file,
)

#: How much of a record's start the list reads for its header.
HEADER_BYTES = 16 * 1024
#: The longest date a header may give (``2026-11-25T09:12:00.000000+00:00`` and some).
DATE_CHARS = 40


def record_files(directory: str | os.PathLike[str] | None = None) -> list[Path]:
    """The records in the saves' folder (``*.egr`` regular files, not hidden), by name."""
    folder = save_dir(directory)
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    found = []
    for entry in entries:
        if not entry.name.endswith(SUFFIX) or entry.name.startswith("."):
            continue
        try:
            if entry.is_file():
                found.append(Path(entry.path))
        except OSError:
            continue
    return sorted(found)


def list_records(directory: str | os.PathLike[str] | None = None) -> list[SaveInfo]:
    """The Load screen's entries for the records beside the saves, newest first: who plays
    and the result as the header gives them (a header that does not read shows the bare
    name; importing it says why)."""
    found = [record_info(path) for path in record_files(directory)]
    found.sort(key=lambda info: -info.when)
    return found


def record_info(path: Path) -> SaveInfo:
    """A record's entry from its header alone."""
    try:
        with open(path, "rb") as f:
            start = f.read(HEADER_BYTES)
    except OSError:
        start = b""
    tags = header_tags(start.decode("utf-8", "replace"))
    seats = sorted(
        (int(m[1]), values)
        for name, values in tags.items()
        if (m := SEAT_TAG.fullmatch(name)) is not None and len(values) == 3
    )
    players = tags.get("Players", [""])[0]
    result = tags.get("Result", [])
    return SaveInfo(
        name=printable_name(path),
        path=path,
        saved_at=_date(tags.get("Date", [""])[0]),
        seat_names=tuple(values[1] for _seat, values in seats),
        seat_kinds=tuple(values[0] for _seat, values in seats),
        players=int(players) if players in {"1", "2", "3", "4"} else 0,
        season="",
        round=0,
        scores=tuple(int(v) for v in result if v.isascii() and v.isdigit() and len(v) < 6),
        over=bool(result),
        autosave=False,
        example=False,
        record=True,
    )


def _date(text: str) -> datetime | None:
    """The header's date, if it is one this system's clock can sort and show (a date such
    as 0001-01-01 is out of the clock's range in most time zones: none, then)."""
    if not text.isascii() or len(text) > DATE_CHARS:
        return None
    try:
        when = datetime.fromisoformat(text)
        when.timestamp()
        when.astimezone()
    except (ValueError, OverflowError, OSError):
        return None
    return when


def import_file(path: str | os.PathLike[str], directory: str | None = None) -> Path:
    """Import a record file as a save named after it; the save's path. Raises RecordError
    (the record is bad) or SaveError (it cannot be kept); nothing is written then."""
    match = read_record_file(path)
    return save_imported(match, printable_name(Path(path)), directory)


def import_text(text: str, directory: str | None = None) -> Path:
    """Import a pasted record as a save; the save's path. The size cap holds as for a file;
    raises RecordError or SaveError, and writes nothing then."""
    data = text.encode("utf-8", "replace")
    if len(data) > MAX_RECORD_BYTES:
        read_record(data)  # refused for its size, before anything is parsed
    return save_imported(read_record(data), _("Pasted game record"), directory)


def save_imported(match: Match, stem: str, directory: str | None = None) -> Path:
    """Keep an imported game as a named save called after its record (never over another
    save, nor beside one whose name differs only in case: "name (2)"...); its path. Raises
    SaveError."""
    base = stem.strip()[:50] if name_problem(stem.strip()[:50]) is None else _("Game record")
    folder = save_dir(directory)
    name = base
    for n in range(2, 1000):
        if same_named(folder, f"{name}.json") is None:
            break
        name = f"{base} ({n})"
    return save_match(match, name, folder)


class RecordWriteError(ValueError):
    """A record that was not written (one sentence, naming the file; nothing changed).
    ``record_there``: the file is a record the game wrote, kept because replacing it was
    not asked for (the command line's ``--force`` would)."""

    def __init__(self, message: str, *, record_there: bool = False) -> None:
        super().__init__(message)
        self.record_there = record_there


def written_record(path: Path) -> bool:
    """True if ``path`` is a record the game wrote: a regular file itself (not a link), no
    bigger than a record may be, whose first line is the game's ``MARK``."""
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_RECORD_BYTES:
            return False
        fd = os.open(
            path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
        )
        with open(fd, "rb") as f:
            start = f.read(len(MARK.encode("utf-8")) + 5)
    except (OSError, ValueError):
        return False
    text = start.decode("utf-8", "replace").removeprefix("\ufeff")
    return text.startswith((MARK + "\n", MARK + "\r\n"))


def write_record_file(path: Path, text: str, *, replace_record: bool = False) -> None:
    """Write a record to ``path`` (crash-safe: all of it or nothing) into a folder that
    exists. Raises RecordWriteError, having written nothing, if something other than a
    record the game wrote is there, or a record is and ``replace_record`` is False."""
    if not path.parent.is_dir():
        code = errno.ENOTDIR if _exists(path.parent) else errno.ENOENT
        raise RecordWriteError(error_text(write_error(path, OSError(code, ""))))
    if _exists(path):
        if not written_record(path):
            reason = _("{file} is not a game record Evergreen wrote, so it was left as it is.")
            raise RecordWriteError(reason.format(file=shown(path)))
        if not replace_record:
            reason = _("{file} already holds a game record, so it was left as it is.")
            raise RecordWriteError(reason.format(file=shown(path)), record_there=True)
    try:
        atomic_write_bytes(path, text.encode("utf-8"), backups=0)
    except SaveError as exc:
        raise RecordWriteError(error_text(exc)) from None


def record_target(folder: Path, stem: str, text: str) -> Path:
    """Where the window writes a game's record: ``stem.egr`` if it is free or holds the
    same game's earlier record, else the first of ``stem-2.egr``, ``stem-3.egr``... that is
    (so an export never replaces anything else). A name taken but for case or Unicode form
    is taken (on Windows and macOS it is the same file). Raises RecordWriteError if none
    is free."""
    for n in range(1, 1000):
        path = folder / f"{stem}{'' if n == 1 else f'-{n}'}{SUFFIX}"
        there = same_named(folder, path.name)
        if there is None:
            return path
        if _same_game(there, text):
            return there
    raise RecordWriteError(
        _("There is no free name for the game record in {folder}.").format(folder=folder)
    )


def _same_game(path: Path, text: str) -> bool:
    """True if ``path`` is a record the game wrote of the game ``text`` records (the same
    header but for its date and result, which change as a game goes on, and the version
    of the game that wrote it)."""
    if not written_record(path):
        return False
    try:
        with open(path, "rb") as f:
            there = header_tags(f.read(HEADER_BYTES).decode("utf-8", "replace"))
    except OSError:
        return False
    here = header_tags(text)
    for changing in ("Date", "Result", "Version"):
        there.pop(changing, None)
        here.pop(changing, None)
    return there == here


def _exists(path: Path) -> bool:
    """True if anything is at ``path`` (a dangling link too); an error counts as there."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    except (OSError, ValueError):
        return True
    return True


__all__ = [
    "RecordWriteError",
    "import_file",
    "import_text",
    "list_records",
    "record_files",
    "record_target",
    "save_imported",
    "write_record_file",
    "written_record",
]
