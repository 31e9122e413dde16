"""Save names typed by a player become file names: refuse anything a file system could
misread (separators, reserved device names, control characters, dots, overlong names)."""

from __future__ import annotations

from evergreen.i18n import _

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
        if isinstance(name, str) and name.isprintable():
            message = _("{name} cannot be a save name: {problem}.")
        else:
            message = _("That cannot be a save name: {problem}.")
        quoted = _("“{name}”").format(name=name)
        raise SaveError(message.format(name=quoted, problem=problem), None, problem)
    assert isinstance(name, str)
    return name


def name_problem(name: object, *, autosave_ok: bool = False) -> str | None:
    """Why ``name`` cannot name a save, or None if it can."""
    if not isinstance(name, str):
        return _("a name is text, not {kind}").format(kind=type(name).__name__)
    if not name.strip():
        return _("it is empty")
    if len(name) > MAX_NAME_CHARS or len(name.encode("utf-8", "replace")) > MAX_NAME_BYTES:
        return _("it is longer than {count} characters").format(count=MAX_NAME_CHARS)
    if not name.isprintable():
        return _("it holds control characters")
    bad = sorted({ch for ch in name if ch in FORBIDDEN})
    if bad:
        return _("it holds {found} (the characters {forbidden} are not allowed)").format(
            found=" ".join(bad), forbidden=" ".join(FORBIDDEN)
        )
    if name.startswith("."):
        return _("it starts with a dot")
    if name[-1] in ". ":
        return _("it ends with a dot or a space")
    if name.split(".")[0].rstrip().upper() in RESERVED:
        return _("Windows keeps that name for a device")
    if not autosave_ok and name.lower().startswith(AUTOSAVE_PREFIX):
        return _("names starting with '{prefix}' are kept for autosaves").format(
            prefix=AUTOSAVE_PREFIX
        )
    return None
