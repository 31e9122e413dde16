"""Save names typed by a player become file names: refuse anything a file system could
misread (separators, reserved device names, control characters, dots, overlong names)."""

from __future__ import annotations

from .errors import SaveError

MAX_NAME_CHARS = 64
MAX_NAME_BYTES = 200  # leaves room for ".json.bak" and a temp suffix within 255 bytes
AUTOSAVE_PREFIX = "autosave-"
FORBIDDEN = '/\\:*?"<>|'
RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{dev}{n}" for dev in ("COM", "LPT") for n in "123456789¹²³"]
)


def check_name(name: object, *, autosave_ok: bool = False) -> str:
    """``name`` if it can be a save's name; else SaveError saying why, in one sentence."""
    problem = name_problem(name, autosave_ok=autosave_ok)
    if problem is not None:
        shown = f"“{name}”" if isinstance(name, str) and name.isprintable() else "That"
        raise SaveError(f"{shown} cannot be a save name: {problem}.", None, problem)
    assert isinstance(name, str)
    return name


def name_problem(name: object, *, autosave_ok: bool = False) -> str | None:
    """Why ``name`` cannot name a save, or None if it can."""
    if not isinstance(name, str):
        return f"a name is text, not {type(name).__name__}"
    if not name.strip():
        return "it is empty"
    if len(name) > MAX_NAME_CHARS or len(name.encode("utf-8", "replace")) > MAX_NAME_BYTES:
        return f"it is longer than {MAX_NAME_CHARS} characters"
    if not name.isprintable():
        return "it holds control characters"
    bad = sorted({ch for ch in name if ch in FORBIDDEN})
    if bad:
        return f"it holds {' '.join(bad)} (the characters {' '.join(FORBIDDEN)} are not allowed)"
    if name.startswith("."):
        return "it starts with a dot"
    if name[-1] in ". ":
        return "it ends with a dot or a space"
    if name.split(".")[0].rstrip().upper() in RESERVED:
        return "Windows keeps that name for a device"
    if not autosave_ok and name.lower().startswith(AUTOSAVE_PREFIX):
        return f"names starting with '{AUTOSAVE_PREFIX}' are kept for autosaves"
    return None
