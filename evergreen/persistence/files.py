"""What each file in a saves folder is: told by its name and, where a name could mislead,
by its content.

A name alone never decides that a file may go. Two of our patterns overlap: a game's
autosave is ``autosave-<12 hex digits>.json`` and the old numbered autosaves of schema 2
were ``autosave-<digits>.json``, so a game whose id has only the digits 0-9 (about one in
281) has a name of both kinds. What tells them apart is the file itself: the numbered
autosaves were written by versions whose format was 1 or 2, and every game file since holds
format 3 or newer with its own ``game_id``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from pathlib import Path

from .atomic import read_limited
from .errors import SaveError
from .names import AUTOSAVE_PREFIX, name_key
from .paths import EXAMPLES_DIR

MAX_SAVE_BYTES = 16 * 2**20
#: Earlier versions kept of each game's autosave (.bak, .bak2, .bak3).
KEEP_BACKUPS = 3
SUFFIX = ".json"
#: The last save format whose versions wrote the old numbered autosaves.
LEGACY_SCHEMA = 2
GAME_FILE = re.compile(rf"{AUTOSAVE_PREFIX}([0-9a-f]{{12}})\{SUFFIX}")
LEGACY_FILE = re.compile(rf"{AUTOSAVE_PREFIX}(\d{{1,13}})\{SUFFIX}")
#: What a save's review is kept as, beside it (``evergreen.review.kept``).
REVIEW_SUFFIX = ".review"
#: A save's companions: its backups and its review.
COMPANION_FILE = re.compile(rf"(?P<main>[^.].*\{SUFFIX})(?:\.bak[2-9]?|\{REVIEW_SUFFIX})")
_BACKUP_END = re.compile(r"\.bak\d*$")


def is_autosave(path: Path) -> bool:
    """True for a game's autosave, an old numbered one, or a backup of either (by name:
    either way the file is an autosave, so nothing is decided wrongly here)."""
    name = _BACKUP_END.sub("", path.name)
    return bool(GAME_FILE.fullmatch(name) or LEGACY_FILE.fullmatch(name))


def game_id_of_name(path: Path) -> str | None:
    """The game id a game file's name gives, or None if the name is not a game file's."""
    m = GAME_FILE.fullmatch(path.name)
    return m[1] if m else None


def declared_schema(path: Path) -> int | None:
    """The save format a file says it has, read without upgrading it; None if it cannot be
    read or says nothing that makes sense."""
    try:
        raw = json.loads(read_limited(path, MAX_SAVE_BYTES).decode("utf-8-sig"))
    except (SaveError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    version = raw.get("schema") if isinstance(raw, dict) else None
    if isinstance(version, int) and not isinstance(version, bool):
        return version
    return None


def is_legacy(path: Path) -> bool:
    """True for an old numbered autosave of schema 2 or older.

    The name must be a numbered one; where it is also a game file's name (twelve digits), the
    content decides, and a file whose content cannot be read is taken for a game file (the
    kind that is never removed by the clean-up)."""
    if not LEGACY_FILE.fullmatch(path.name):
        return False
    schema = declared_schema(path)
    if schema is None:
        return not GAME_FILE.fullmatch(path.name)
    return schema <= LEGACY_SCHEMA


def is_game_file(path: Path) -> bool:
    """True for a game's own autosave (``autosave-<id>.json``) that is not an old numbered
    one whose number happens to have twelve digits."""
    return GAME_FILE.fullmatch(path.name) is not None and not is_legacy(path)


def save_files(folder: Path) -> list[Path]:
    """The saves in a folder (``*.json`` regular files, not hidden), sorted by name."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    return sorted(
        Path(e.path)
        for e in entries
        if e.name.endswith(SUFFIX) and not e.name.startswith(".") and _is_file(e)
    )


def orphan_companions(folder: Path) -> list[Path]:
    """Backups (``name.json.bak``, ``.bak2``...) and reviews (``name.json.review``) whose
    save is gone: what an interrupted delete of earlier versions left behind."""
    found = []
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            m = COMPANION_FILE.fullmatch(entry.name)
            if m and _is_file(entry, follow=False) and not _exists(folder / m["main"]):
                found.append(Path(entry.path))
    return sorted(found)


def remove(path: Path) -> None:
    """Delete a file (best effort)."""
    with contextlib.suppress(OSError):
        os.unlink(path)


def mtime(path: Path) -> float:
    """A file's modification time (0 if it cannot be read)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def same_named(folder: Path, file_name: str) -> Path | None:
    """What in ``folder`` has ``file_name`` as a system that ignores case and Unicode form
    reads it (Windows, macOS: ``name_key``), named as the folder names it: what has exactly
    that name if anything does, else the first such by name; None if nothing does. A folder
    that cannot be listed is asked for the name itself."""
    try:
        names = os.listdir(folder)
    except OSError:
        names = []
    if file_name in names:
        return folder / file_name
    key = name_key(file_name)
    found = sorted(name for name in names if name_key(name) == key)
    if found:
        return folder / found[0]
    try:
        os.lstat(folder / file_name)
    except FileNotFoundError:
        return None
    except OSError:
        pass  # something is there that cannot be looked at: taken
    return folder / file_name


def printable_name(path: Path) -> str:
    """A file's name (without .json) as text that can be shown: bytes that are not valid in
    the file system's encoding are shown as '�'."""
    raw = os.fsencode(path.stem)
    return raw.decode("utf-8", "replace")


def same_dir(a: Path, b: Path) -> bool:
    """True if two paths name the same folder."""
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def in_examples(path: Path) -> bool:
    """True for the read-only example saves shipped with the game."""
    return same_dir(path.parent, EXAMPLES_DIR)


def _exists(path: Path) -> bool:
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # cannot tell: take it as there
    return True


def _is_file(entry: os.DirEntry[str], *, follow: bool = True) -> bool:
    try:
        return entry.is_file(follow_symlinks=follow)
    except OSError:
        return False
