"""Where the game keeps a player's files on each system (platformdirs' Windows, macOS and
XDG forms, all asked here): the saves, the settings and the crash logs are three folders,
the settings file is never among the saves (the Load screen lists every .json there), and
"Evergreen" is named once (no author folder above it)."""

from __future__ import annotations

import os
from pathlib import PurePosixPath, PureWindowsPath

import pytest
from platformdirs import windows
from platformdirs.api import PlatformDirsABC
from platformdirs.macos import MacOS
from platformdirs.unix import Unix
from platformdirs.windows import Windows

from evergreen.persistence import paths
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV, config_dir, save_dir
from evergreen.persistence.settings import settings_path

HOME = "/home/ada"
EXPECTED = {
    Windows: (
        "C:\\Users\\Ada\\AppData\\Local\\Evergreen\\saves",
        "C:\\Users\\Ada\\AppData\\Local\\Evergreen",
        "C:\\Users\\Ada\\AppData\\Local\\Evergreen\\Logs",
    ),
    MacOS: (
        f"{HOME}/Library/Application Support/Evergreen/saves",
        f"{HOME}/Library/Application Support/Evergreen",
        f"{HOME}/Library/Logs/Evergreen",
    ),
    Unix: (
        f"{HOME}/.local/share/Evergreen/saves",
        f"{HOME}/.config/Evergreen",
        f"{HOME}/.local/state/Evergreen/log",
    ),
}


@pytest.fixture
def as_system(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No folder named by the environment; a home and Windows' folders as a player's."""
    for name in (SAVE_DIR_ENV, CONFIG_DIR_ENV, "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("XDG_STATE_HOME", raising=False)
    monkeypatch.setenv("HOME", HOME)
    monkeypatch.setenv("LOCALAPPDATA", "C:\\Users\\Ada\\AppData\\Local")
    monkeypatch.setenv("APPDATA", "C:\\Users\\Ada\\AppData\\Roaming")
    # Windows' own API is asked on Windows; here its folders come from the environment
    monkeypatch.setattr(windows, "_RESOLVE_WIN_FOLDER", windows.get_win_folder_from_env_vars)
    return monkeypatch


@pytest.mark.parametrize("system", [Windows, MacOS, Unix], ids=lambda s: s.__name__)
def test_each_system_keeps_saves_settings_and_logs_apart(
    as_system: pytest.MonkeyPatch, system: type[PlatformDirsABC]
) -> None:
    if os.name == "nt" and system is not Windows:
        pytest.skip("macOS' and XDG's folders are worked out with POSIX paths")
    as_system.setattr(paths, "USER_DIRS", system)
    flavour = PureWindowsPath if system is Windows else PurePosixPath
    saves, config = flavour(str(save_dir())), flavour(str(config_dir()))
    logs = flavour(paths.user_dirs().user_log_dir)
    assert (str(saves), str(config), str(logs)) == EXPECTED[system]
    settings = flavour(str(settings_path()))
    assert settings.parent == config and settings.parent != saves
    assert len({saves, config, logs}) == 3
    for folder in (saves, config, logs):
        assert folder.parts.count("Evergreen") == 1, folder
