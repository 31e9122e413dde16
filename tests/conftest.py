"""Every test run keeps saves and settings in throwaway folders, never the player's own;
property tests are judged on their values, never their speed."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV

# Property tests check values, never time: on a busy machine (a 2-core CI, a suite run on
# every core) a slow example is no failure, so no deadline and no "too slow" health check.
settings.register_profile("evergreen", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("evergreen")

#: ``evergreen.ui.screens.crash.LOG_DIR_ENV`` (not imported: that would load the window's code)
LOG_DIR_ENV = "EVERGREEN_LOG_DIR"


@pytest.fixture(autouse=True, scope="session")
def _private_user_dirs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Point $EVERGREEN_SAVE_DIR, $EVERGREEN_CONFIG_DIR and $EVERGREEN_LOG_DIR (inherited by
    subprocesses too) at temporary folders for the whole session (each test worker its own);
    the system language is English (tests that want Russian ask for it), whatever the
    machine's locale."""
    root = tmp_path_factory.mktemp("user")
    keys = (SAVE_DIR_ENV, CONFIG_DIR_ENV, LOG_DIR_ENV, "LANGUAGE")
    old = {key: os.environ.get(key) for key in keys}
    os.environ[SAVE_DIR_ENV] = str(root / "saves")
    os.environ[CONFIG_DIR_ENV] = str(root / "config")
    os.environ[LOG_DIR_ENV] = str(root / "logs")
    os.environ["LANGUAGE"] = "en"
    yield
    _put_back(old)


@pytest.fixture(autouse=True)
def _user_dirs_kept() -> Iterator[None]:
    """The session's private folders stay set after every test: an in-process
    ``main([..., "--save-dir", d])`` sets $EVERGREEN_SAVE_DIR for the process (as it should
    for a player's run), and it pointed every later test of its worker at that test's
    temporary folder."""
    keys = (SAVE_DIR_ENV, CONFIG_DIR_ENV, LOG_DIR_ENV)
    kept = {key: os.environ.get(key) for key in keys}
    yield
    _put_back(kept)


def _put_back(kept: dict[str, str | None]) -> None:
    """Set the environment's variables back to ``kept`` (None: unset)."""
    for key, value in kept.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(autouse=True)
def _english_at_normal_size() -> Iterator[None]:
    """Every test starts and ends in English at 100 % text size and the design's window scale
    (a test may switch)."""
    from evergreen.i18n import set_language

    def reset() -> None:
        set_language("en")
        text = sys.modules.get("evergreen.ui.kit.text")  # only if the window's code is loaded
        if text is not None:
            text.set_ui_scale(100)  # type: ignore[attr-defined]
            text.set_window_scale(1.0)  # type: ignore[attr-defined]

    reset()
    yield
    reset()
