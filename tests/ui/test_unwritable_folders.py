"""A user folder the game cannot write (saves, settings, crash logs): the game starts and
plays, says in a notice that it cannot keep the game, the settings or a game record, and
loses nothing that was there. Two ways to make a folder unwritable: a file standing where
the folder goes (every user, root too: CI runs as root) and a folder that holds a save but
may not be written: without write permission for a user, and for root (who ignores
permissions) made immutable with ``chattr +i`` where the file system and the system allow
it (skipped where they do not: the first form runs everywhere)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import load, save_match
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.ui.app import App
from evergreen.ui.screens.title import TitleScene
from tests.conftest import LOG_DIR_ENV
from tests.persistence.helpers import played
from tests.ui.driver import click, click_button, frames, game_app, key, make_app, top, where

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
WINDOWS = sys.platform == "win32"


def under_a_file(base: Path) -> dict[str, Path]:
    """Each user folder below a plain file: no one, root neither, can make it."""
    blocker = base / "blocker"
    blocker.write_text("a file, not a folder")
    return {name: blocker / name for name in ("saves", "config", "logs")}


def read_only(base: Path) -> dict[str, Path]:
    """Each user folder there, holding what it held, without write permission."""
    folders = {name: base / name for name in ("saves", "config", "logs")}
    for folder in folders.values():
        folder.mkdir()
    return folders


def deny(folder: Path) -> bool:
    """Make ``folder`` unwritable for this user (root: immutable); False if it cannot be
    (Windows: a folder's read-only mark does not stop writing in it)."""
    if WINDOWS:
        return False
    if not ROOT:
        folder.chmod(0o500)
        return True
    chattr = shutil.which("chattr")
    if chattr is None:
        return False
    done = subprocess.run([chattr, "+i", str(folder)], capture_output=True, check=False)
    return done.returncode == 0


def allow(folder: Path) -> None:
    if ROOT:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True, check=False)
    else:
        folder.chmod(0o700)


@pytest.fixture(params=["under a file", "read-only"])
def folders(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[dict[str, Path]]:
    made = under_a_file(tmp_path) if request.param == "under a file" else read_only(tmp_path)
    monkeypatch.setenv(SAVE_DIR_ENV, str(made["saves"]))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(made["config"]))
    monkeypatch.setenv(LOG_DIR_ENV, str(made["logs"]))
    denied = []
    if request.param == "read-only":
        save_match(played(2, 8, 20), "Kept before", made["saves"])
        denied = [folder for folder in made.values() if deny(folder)]
        if len(denied) < len(made):
            for folder in denied:
                allow(folder)
            pytest.skip("no folder can be made unwritable here (the other form runs)")
    yield made
    for folder in denied:
        allow(folder)


def snapshot(base: Path) -> dict[str, bytes]:
    """Every file under ``base`` with its bytes."""
    return {str(p.relative_to(base)): p.read_bytes() for p in base.rglob("*") if p.is_file()}


def test_the_game_starts_plays_and_says_what_it_cannot_keep(
    folders: dict[str, Path], tmp_path: Path
) -> None:
    before = snapshot(tmp_path)
    app = make_app()
    frames(app, 3)
    assert isinstance(top(app), TitleScene)
    click_button(app, "settings")
    click_button(app, "speed:fast")  # a setting changed: held, and said not kept
    notice = app.notices.current or ""
    assert notice.startswith("Settings not kept: ") and str(folders["config"]) in notice
    assert app.settings.animation == "fast"
    app, scene = game_app()
    for _ in range(12):
        click(app, where(scene, scene.match.legal()[0]))
    assert app.notices.queue[-1].startswith("Autosave failed")
    steps = len(scene.match.log)
    click(app, where(scene, scene.match.legal()[0]))
    assert len(scene.match.log) == steps + 1  # the game goes on
    key(app, pygame.K_ESCAPE)
    click_button(app, "title")
    frames(app, 3)
    assert isinstance(top(app), TitleScene)
    export_a_record(app)
    assert snapshot(tmp_path) == before  # nothing lost, nothing changed
    if folders["saves"].is_dir():  # read-only: what was there still loads
        assert load(folders["saves"] / "Kept before.json").match.state.seed == 8


def export_a_record(app: App) -> None:
    """The results' Export of a finished game: the notice says it was not written."""
    finished = played(2, 6)
    app.scenes.push(app.results_screen(finished.state, finished, False))
    frames(app, 2)
    click_button(app, "export")
    notice = app.notices.queue[-1]  # the latest said (the autosave's may still show)
    assert notice.startswith("The game record could not be written: "), notice


def test_a_failed_start_with_no_log_folder_says_where_the_details_are(
    folders: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The start fails and its crash log cannot be written either: the message says the
    details are above (the traceback is logged to stderr), not "details in None"."""
    from evergreen.__main__ import main
    from evergreen.ui import app as app_module

    def broken(options: object) -> App:
        raise RuntimeError("a start that fails")

    monkeypatch.setattr(app_module, "App", broken)
    assert main(["--frames", "1"]) == 1
    err = capsys.readouterr().err
    assert "None" not in err and "a start that fails" in caplog.text  # the log: stderr
    assert "the details are above (no log could be written)" in err
    assert not folders["logs"].exists() or list(folders["logs"].iterdir()) == []
