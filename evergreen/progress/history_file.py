"""Reading and writing the history file through the same door as a save: a regular file
(not a FIFO, a device or a folder) of at most ``MAX_HISTORY_BYTES``, checked before it is
read; UTF-8 JSON; each entry a strict ``Entry``; a newer format refused.

A file is never trusted whole or thrown away whole: each entry is checked on its own, so a
file with bad entries gives its good ones (``Read.bad`` counts the rest), and a file whose
JSON is broken (cut short, a byte changed, nested too deep, a number too long) gives every
entry that can still be read on its own. What cannot be used is set aside beside it under a
new name (``set_aside``), never overwritten and never deleted.
"""

from __future__ import annotations

import enum
import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from evergreen.persistence import SaveError, atomic_write_bytes
from evergreen.persistence.atomic import read_limited

from .history_entries import (
    HISTORY_SCHEMA,
    MAX_ENTRIES,
    MAX_HISTORY_BYTES,
    Entry,
    HistoryFile,
)

log = logging.getLogger("evergreen")

#: Where an entry begins in a file this version wrote (its first field is its game id).
_ENTRY_START = re.compile(r'\{\s*"game_id"\s*:')


class State(enum.Enum):
    """What a history file turned out to be."""

    GOOD = "good"  # read whole: every entry good
    MISSING = "missing"  # no file there
    DAMAGED = "damaged"  # some of it bad or unreadable: ``Read.entries`` are the good ones
    NEWER = "newer"  # a newer version's format: refused, its entries not read


@dataclass(frozen=True)
class Read:
    """A history file as read: its good entries (oldest first), how many entries were bad
    (0 if the file's damage hid how many) and what the file is."""

    state: State
    entries: list[Entry] = field(default_factory=list)
    bad: int = 0
    why: str = ""


def read_file(path: Path) -> Read:
    """The history file at ``path`` read through the door (see the module's docstring);
    never raises."""
    if not os.path.lexists(path):
        return Read(State.MISSING)
    try:
        data = read_limited(path, MAX_HISTORY_BYTES, "a history file")
    except SaveError as exc:
        return Read(State.DAMAGED, why=str(exc))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return _salvaged(data.decode("utf-8", "replace"), f"not UTF-8 ({exc.reason})")
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError) as exc:
        return _salvaged(text, f"not JSON ({type(exc).__name__})")
    version = raw.get("schema") if isinstance(raw, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > HISTORY_SCHEMA:
        return Read(State.NEWER, why=f"format {version} is newer than this version's")
    try:
        return Read(State.GOOD, list(HistoryFile.model_validate(raw).entries))
    except ValidationError:
        pass  # not whole: entry by entry below
    items = raw.get("entries") if isinstance(raw, dict) else None
    if not isinstance(items, list):
        return _salvaged(text, "no list of entries")
    return _checked(items, "a part of it is not a history's")


def _checked(items: list[Any], why: str) -> Read:
    """The good ones of a list of would-be entries; the file is damaged whatever they are
    (the list was not a good history whole)."""
    good: list[Entry] = []
    bad = 0
    for item in items:
        entry = _entry(item)
        if entry is None:
            bad += 1
        else:
            good.append(entry)
    if len(good) > MAX_ENTRIES:
        bad += len(good) - MAX_ENTRIES
        good = sorted(good, key=lambda e: e.finished_at)[-MAX_ENTRIES:]
    return Read(State.DAMAGED, good, bad, why)


def _entry(item: object) -> Entry | None:
    try:
        return Entry.model_validate(item)
    except (ValidationError, RecursionError):
        return None


def _salvaged(text: str, why: str) -> Read:
    """Every entry of a broken file that still reads on its own: each place an entry begins
    is read as one JSON object (an entry holding a character that was not UTF-8 is bad)."""
    decoder = json.JSONDecoder()
    items: list[Any] = []
    bad = 0
    end = 0
    for start in _ENTRY_START.finditer(text):
        if start.start() < end:
            continue  # inside the entry read last
        try:
            item, end = decoder.raw_decode(text, start.start())
        except (ValueError, RecursionError):
            bad += 1
            continue
        if "\ufffd" in text[start.start() : end]:
            bad += 1
            continue
        items.append(item)
    found = _checked(items, why)
    return Read(State.DAMAGED, found.entries, found.bad + bad, why)


def set_aside(path: Path, label: str) -> Path | None:
    """Move the file at ``path`` aside to ``<name>.<label>`` (``-2``, ``-3``... if taken):
    kept whole, never overwriting anything; None (logged) if it cannot be moved."""
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.{label}{'' if n == 1 else f'-{n}'}")
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError as exc:
            log.warning("could not set %s aside: %s", path, exc)
            return None
        return target
    log.warning("could not set %s aside: every name is taken", path)
    return None


def put_back(aside: Path, path: Path) -> None:
    """Undo ``set_aside`` (best effort, logged): nothing is left changed by a repair that
    could not be written."""
    try:
        if not os.path.lexists(path):
            os.rename(aside, path)
    except OSError as exc:
        log.warning("could not put %s back: %s", aside, exc)


def encode(entries: list[Entry]) -> bytes:
    """A history file's bytes: one line per entry (compact, so that ``MAX_ENTRIES`` of the
    largest entries fit the size limit; a line per entry keeps it readable)."""
    body = HistoryFile(schema_version=HISTORY_SCHEMA, entries=entries[-MAX_ENTRIES:])
    data = body.model_dump(mode="json", by_alias=True)
    lines = [_dumps(item) for item in data["entries"]]
    inner = ",\n".join(lines)
    return f'{{"schema":{HISTORY_SCHEMA},"entries":[\n{inner}\n]}}\n'.encode()


def write_file(path: Path, entries: list[Entry]) -> None:
    """Write a history atomically, its last version kept as ``.bak``; raises SaveError."""
    atomic_write_bytes(path, encode(entries), backups=1)


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
