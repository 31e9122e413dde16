"""Where saves and settings live: platformdirs folders, overridden by arguments or env vars."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from evergreen.resources import root

APP_NAME = "Evergreen"
SAVE_DIR_ENV = "EVERGREEN_SAVE_DIR"
CONFIG_DIR_ENV = "EVERGREEN_CONFIG_DIR"

#: The example saves shipped with the game (the repository's ``saves/``), offered read-only.
EXAMPLES_DIR = root() / "saves"


def save_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The saves folder: ``override`` (--save-dir), else $EVERGREEN_SAVE_DIR, else the user
    data folder's ``saves`` (e.g. ~/.local/share/Evergreen/saves). It may not exist yet."""
    return _chosen(override, SAVE_DIR_ENV) or Path(
        platformdirs.user_data_dir(APP_NAME, appauthor=False), "saves"
    )


def config_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The settings folder: ``override``, else $EVERGREEN_CONFIG_DIR, else the user config
    folder (e.g. ~/.config/Evergreen). It may not exist yet."""
    return _chosen(override, CONFIG_DIR_ENV) or Path(
        platformdirs.user_config_dir(APP_NAME, appauthor=False)
    )


def _chosen(override: str | os.PathLike[str] | None, env: str) -> Path | None:
    if override is not None and os.fspath(override) != "":
        return Path(override).expanduser()
    value = os.environ.get(env, "")
    return Path(value).expanduser() if value else None
