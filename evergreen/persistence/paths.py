"""Where saves and settings live: platformdirs folders, overridden by arguments or env vars."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
from platformdirs.api import PlatformDirsABC

from evergreen.resources import root

APP_NAME = "Evergreen"
SAVE_DIR_ENV = "EVERGREEN_SAVE_DIR"
CONFIG_DIR_ENV = "EVERGREEN_CONFIG_DIR"

#: The example saves shipped with the game (the repository's ``saves/``), offered read-only.
EXAMPLES_DIR = root() / "saves"
#: How this system names a user's folders (``platformdirs``' class for it: Windows',
#: macOS' or the XDG one); the tests give each system's.
USER_DIRS: type[PlatformDirsABC] = platformdirs.PlatformDirs


def user_dirs(system: type[PlatformDirsABC] | None = None) -> PlatformDirsABC:
    """The game's user folders as ``system`` (``USER_DIRS`` when None) names them: one
    "Evergreen" folder of each kind, no author folder above it (``appauthor=False``)."""
    return (system or USER_DIRS)(APP_NAME, appauthor=False)


def save_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The saves folder: ``override`` (--save-dir), else $EVERGREEN_SAVE_DIR, else the user
    data folder's ``saves`` (e.g. ~/.local/share/Evergreen/saves). It may not exist yet."""
    return _chosen(override, SAVE_DIR_ENV) or Path(user_dirs().user_data_dir, "saves")


def config_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The settings folder: ``override``, else $EVERGREEN_CONFIG_DIR, else the user config
    folder (e.g. ~/.config/Evergreen). It may not exist yet."""
    return _chosen(override, CONFIG_DIR_ENV) or Path(user_dirs().user_config_dir)


def _chosen(override: str | os.PathLike[str] | None, env: str) -> Path | None:
    if override is not None and os.fspath(override) != "":
        return Path(override).expanduser()
    value = os.environ.get(env, "")
    return Path(value).expanduser() if value else None
