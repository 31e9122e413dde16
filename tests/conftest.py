"""Every test run keeps saves and settings in throwaway folders, never the player's own."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV


@pytest.fixture(autouse=True, scope="session")
def _private_user_dirs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Point $EVERGREEN_SAVE_DIR and $EVERGREEN_CONFIG_DIR (inherited by subprocesses too)
    at temporary folders for the whole session."""
    root = tmp_path_factory.mktemp("user")
    old = {key: os.environ.get(key) for key in (SAVE_DIR_ENV, CONFIG_DIR_ENV)}
    os.environ[SAVE_DIR_ENV] = str(root / "saves")
    os.environ[CONFIG_DIR_ENV] = str(root / "config")
    yield
    for key, value in old.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
