"""Save names typed by a player become file names: refuse anything a file system could
misread (separators, reserved device names, control characters, dots, overlong names), on
every system alike (a save made on Linux may be copied to Windows). Two names that differ
only in case or in how their letters are written in Unicode are one name (``name_key``):
Windows and macOS keep them in one file."""

from __future__ import annotations

import unicodedata

from .errors import SaveError
from .reasons import Operation, Reason, Why

MAX_NAME_CHARS = 64
MAX_NAME_BYTES = 200  # leaves room for ".json.bak" and a temp suffix within 255 bytes
AUTOSAVE_PREFIX = "autosave-"
FORBIDDEN = '/\\:*?"<>|'
RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{dev}{n}" for dev in ("COM", "LPT") for n in "0123456789¹²³"]
)


def check_name(name: object, *, autosave_ok: bool = False) -> str:
    """``name`` if it can be a save's name; else SaveError saying why (its reason's
    ``name`` is the name refused, None if it is no printable text)."""
    problem = name_problem(name, autosave_ok=autosave_ok)
    if problem is not None:
        raise SaveError(problem, None, Operation.NAME)
    assert isinstance(name, str)
    return name


def name_problem(name: object, *, autosave_ok: bool = False) -> Reason | None:
    """Why ``name`` cannot name a save, or None if it can."""
    shown = name if isinstance(name, str) and name.isprintable() else None
    if not isinstance(name, str):
        return Reason(Why.NAME_NOT_TEXT, type_name=type(name).__name__)
    if not name.strip():
        return Reason(Why.NAME_EMPTY, name=shown)
    if len(name) > MAX_NAME_CHARS:
        return Reason(Why.NAME_TOO_LONG, count=MAX_NAME_CHARS, name=shown)
    if len(name.encode("utf-8", "replace")) > MAX_NAME_BYTES:  # 64 letters of 4 bytes each
        return Reason(Why.FILE_NAME_TOO_LONG, name=shown)
    if not name.isprintable():
        return Reason(Why.NAME_CONTROL)
    bad = sorted({ch for ch in name if ch in FORBIDDEN})
    if bad:
        return Reason(
            Why.NAME_FORBIDDEN, found=" ".join(bad), forbidden=" ".join(FORBIDDEN), name=shown
        )
    if name.startswith("."):
        return Reason(Why.NAME_DOT_START, name=shown)
    if name[-1] in ". ":
        return Reason(Why.NAME_DOT_END, name=shown)
    if name.split(".")[0].rstrip().upper() in RESERVED:
        return Reason(Why.NAME_DEVICE, name=shown)
    if not autosave_ok and name.lower().startswith(AUTOSAVE_PREFIX):
        return Reason(Why.NAME_AUTOSAVE, prefix=AUTOSAVE_PREFIX, name=shown)
    return None


def name_key(name: str) -> str:
    """What two file names must differ in to be two files on every system: not in case
    (Windows and macOS ignore it) nor in the Unicode form of their letters (macOS ignores
    it: "é" as one character or as "e" and an accent). Equal keys: one name."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", name).casefold())
