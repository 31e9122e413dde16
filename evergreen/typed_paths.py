"""Paths typed for something the game writes (``record export -o FILE``, ``--save-dir DIR``,
and the folders of $EVERGREEN_SAVE_DIR, $EVERGREEN_CONFIG_DIR, $EVERGREEN_LOG_DIR), checked
against the rules of the system the game runs on before anything is written, so that what
is written never lands anywhere but where it was meant to:

- on Linux and macOS a Windows path (a drive letter, backslashes: ``C:\\Users\\x\\game.egr``)
  is one file or folder of that odd name in the current folder: refused;
- on Windows a name the system refuses or changes is refused: a device's name (``CON``,
  ``NUL``, ``COM1``..., with any extension: the console, a port), a name ending in a dot or
  a space (Windows drops them, and writes another file), ``<>:"|?*`` and control
  characters (a ``:`` after the drive names a hidden stream of another file);
- on every system a name longer than its file systems take (255 bytes of UTF-8 on Linux and
  macOS, 255 UTF-16 units on Windows).

Which system's rules apply is a parameter (``platform``, named as ``sys.platform`` names
it; ``PLATFORM``, this one's, when not given), so each system's are checked on every
system. The sentences are the command line's (English, as its other messages are).
"""

from __future__ import annotations

import re
import sys
from pathlib import PurePosixPath, PureWindowsPath

from evergreen.persistence.names import RESERVED

#: The system whose rules apply when none is named (tests name another).
PLATFORM = sys.platform
WINDOWS = "win32"
#: The longest name a file system takes (bytes of UTF-8; UTF-16 units on Windows).
MAX_PART = 255
#: What Windows allows in no name (``\\`` and ``/`` separate the parts).
WINDOWS_FORBIDDEN = '<>:"|?*'
_DRIVE = re.compile(r"[A-Za-z]:")


def path_problem(text: str, platform: str | None = None) -> str | None:
    """Why ``text`` cannot be the path of a file or folder to write on ``platform``, as a
    sentence without its subject (``"… " + problem``); None if it can."""
    if (platform or PLATFORM) == WINDOWS:
        return _windows_problem(text)
    if "\\" in text or _DRIVE.match(text):
        return "is a Windows path (a drive letter or backslashes); on this system folders are separated by /"
    for part in PurePosixPath(text).parts:
        if len(part.encode("utf-8", "surrogateescape")) > MAX_PART:
            return f"has a name longer than {MAX_PART} bytes, more than this system takes"
    return None


def _windows_problem(text: str) -> str | None:
    path = PureWindowsPath(text)
    parts = path.parts[1:] if path.anchor else path.parts
    for part in parts:
        if part in (".", ".."):
            continue
        shown = repr(part)
        if any(ord(ch) < 32 for ch in part):
            return f"has a name ({shown}) holding control characters, which Windows refuses"
        bad = sorted({ch for ch in part if ch in WINDOWS_FORBIDDEN})
        if bad:
            return f"has a name ({shown}) holding {' '.join(bad)}, which Windows refuses"
        if part[-1] in ". ":
            return (
                f"has a name ({shown}) ending in a dot or a space, which Windows drops "
                "(it would write another file)"
            )
        if part.split(".")[0].rstrip().upper() in RESERVED:
            return f"has a name ({shown}) that Windows keeps for a device"
        if len(part.encode("utf-16-le", "surrogatepass")) // 2 > MAX_PART:
            return f"has a name longer than {MAX_PART} characters, more than Windows takes"
    return None
