"""Where the game's own files are: the source tree, or the folder of a frozen (PyInstaller)
build. Everything the game reads (assets, example saves) is found from here; everything it
writes goes to the platformdirs user folders instead (see evergreen.persistence.paths)."""

from __future__ import annotations

import sys
from pathlib import Path


def frozen() -> bool:
    """True inside a PyInstaller build."""
    return bool(getattr(sys, "frozen", False))


def root() -> Path:
    """The folder holding ``assets/`` and ``saves/``: the build's data folder when frozen,
    else the repository (the parent of the ``evergreen`` package)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if frozen() and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[1]


def asset(*parts: str) -> Path:
    """A file under ``assets/``."""
    return root().joinpath("assets", *parts)
