"""Game records as files beside the saves: the Load screen's entries for them (only their
header read, nothing replayed) and importing a record, from a file or pasted text, as a
save of its own. Reading is ``record.py``'s (every command through the rules); the command
line and the window import the same way, and nothing is written unless the whole record
reads."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from evergreen.i18n import _
from evergreen.match import Match
from evergreen.persistence import SaveInfo, save_dir, save_match
from evergreen.persistence.files import printable_name
from evergreen.persistence.names import name_problem
from evergreen.record import (
    MAX_RECORD_BYTES,
    SUFFIX,
    header_tags,
    read_record,
    read_record_file,
)

#: How much of a record's start the list reads for its header.
HEADER_BYTES = 16 * 1024


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
        (int(name[4:]), values)
        for name, values in tags.items()
        if name[:4] == "Seat" and name[4:].isdigit() and len(name) < 8 and len(values) == 3
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
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


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
    save: "name (2)"...); its path. Raises SaveError."""
    base = stem.strip()[:50] if name_problem(stem.strip()[:50]) is None else _("Game record")
    folder = save_dir(directory)
    name = base
    for n in range(2, 1000):
        if not (folder / f"{name}.json").exists():
            break
        name = f"{base} ({n})"
    return save_match(match, name, folder)


__all__ = ["import_file", "import_text", "list_records", "record_files", "save_imported"]
