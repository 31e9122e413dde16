"""Importing a game record in the window, through the real Load screen: a record file
beside the saves is listed and imports (a new save, opened as a replay that equals the
original game), a pasted record the same; every bad record (an empty clipboard, binary
garbage, a huge paste, a future format, a command illegal at line N, a bad file) leaves
the folder as it was and says its first bad line and why in the screen's message, in
Russian too; a file name with odd characters imports."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from evergreen import i18n
from evergreen.persistence import save_dir
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.session.match import Match
from evergreen.session.record import MAX_RECORD_BYTES, SUFFIX, write_record
from evergreen.ui.app import App
from evergreen.ui.screens.load.save_list import group_of
from evergreen.ui.screens.load.scene import LoadScene
from evergreen.ui.screens.replay.scene import ReplayScene
from tests.persistence.helpers import played
from tests.ui.driver import click_button, frames, make_app, top

GAME = played(2, 7, 40)
RECORD = write_record(GAME)


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh saves folder and config folder for each test; English unless it says."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    (tmp_path / "saves").mkdir()
    yield tmp_path
    i18n.set_language("en")


def folder() -> dict[str, bytes]:
    """Every file in the saves' folder, by name, with its bytes."""
    return {p.name: p.read_bytes() for p in save_dir().iterdir() if p.is_file()}


def open_load(app: App) -> LoadScene:
    frames(app, 2)
    click_button(app, "load")
    scene = top(app)
    assert isinstance(scene, LoadScene)
    return scene


def paste(app: App, text: str) -> None:
    """Put text on the (SDL's own, under the dummy driver) clipboard and press Paste."""
    pygame.scrap.put_text(text)
    click_button(app, "paste")
    frames(app, 1)  # the message is drawn (odd characters and all)


def equals_game(scene: ReplayScene, game: Match) -> None:
    """The replay opened holds the original game: its state, log and seats."""
    match = scene.source.match
    assert match.state == game.state and match.log == game.log
    assert match.seats == game.seats and match.names == game.names


def test_a_record_beside_the_saves_is_listed_and_imports_as_a_replay_of_the_game() -> None:
    record = save_dir() / f"Ada's game{SUFFIX}"
    record.write_text(RECORD, encoding="utf-8")
    app = make_app()
    load = open_load(app)
    info = next(i for i in load.saves if i.path == record)
    assert group_of(info) == "record" and info.players == 2
    load.choose(info)
    frames(app, 1)
    click_button(app, "load")  # reads "Import" for a record
    scene = top(app)
    assert isinstance(scene, ReplayScene), load.problem
    equals_game(scene, GAME)
    saved = [p for p in save_dir().glob("*.json")]
    assert [p.name for p in saved] == ["Ada's game.json"] and scene.source.path == saved[0]
    assert record.read_text(encoding="utf-8") == RECORD  # the record stays as it was
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    frames(app, 1)
    assert top(app) is load and load.chosen is not None and load.chosen.path == saved[0]


def test_a_pasted_record_imports_and_ctrl_v_pastes_too() -> None:
    app = make_app()
    open_load(app)
    paste(app, RECORD)
    scene = top(app)
    assert isinstance(scene, ReplayScene)
    equals_game(scene, GAME)
    assert "Pasted game record" in (app.notices.current or "")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL))
    frames(app, 1)
    assert isinstance(top(app), ReplayScene)
    names = sorted(p.name for p in save_dir().glob("*.json"))
    assert names == ["Pasted game record (2).json", "Pasted game record.json"]


def illegal_at() -> tuple[str, int]:
    """The record with one command moved where the rules refuse it, and its line."""
    lines = RECORD.splitlines()
    n = next(i for i, line in enumerate(lines) if line.startswith("P2 take"))
    lines[n] = lines[n].replace("P2", "P1", 1)
    return "\n".join(lines) + "\n", n + 1


BAD_PASTES = {
    "empty clipboard": ("", "clipboard holds no text"),
    "blank clipboard": ("  \n\t\n", "clipboard holds no text"),
    # a clipboard's text holds no NUL (SDL's is a C string): every other byte, as Latin-1
    "binary garbage": (bytes(range(1, 256)).decode("latin-1") * 40, "has no Format tag"),
    "huge paste": (RECORD + "# x\n" * (MAX_RECORD_BYTES // 4), "more than the 2048 KB"),
    "future format": (RECORD.replace('[Format "1"]', '[Format "7"]'), "newer version"),
    "not a command": (RECORD.replace("P1 take", "P1 dance", 1), "is not a command"),
}


@pytest.mark.parametrize("case", list(BAD_PASTES))
def test_a_bad_paste_writes_nothing_and_says_why(case: str) -> None:
    text, words = BAD_PASTES[case]
    app = make_app()
    load = open_load(app)
    before = folder()
    paste(app, text)
    assert top(app) is load
    message, _colour = load.message()
    assert words in message  # and it says the clipboard's record failed, not a file's
    assert message.startswith(("The record on the clipboard was not imported", "The clipboard"))
    assert folder() == before


def test_a_command_illegal_at_line_n_is_named_with_its_line_in_english_and_russian() -> None:
    text, line = illegal_at()
    app = make_app()
    load = open_load(app)
    before = folder()
    paste(app, text)
    message, _colour = load.message()
    assert message.startswith(
        f"The record on the clipboard was not imported: line {line}: the command “P1 take "
    )
    # one sentence (it read "P1 take … is not allowed where it stands: …"), the refusal as
    # the game words it
    assert "” is not allowed here (" in message and message.endswith("It is Player 2's turn)")
    i18n.set_language("ru")
    paste(app, text)
    message, _colour = load.message()
    # one sentence: «команда «…» здесь недопустима (…)» (issue 52: the raw command was the
    # subject of a feminine verb, among four colons)
    assert message.startswith(
        f"Запись из буфера обмена не импортирована: строка {line}: команда «P1 take "
    )
    assert "» здесь недопустима (" in message and message.endswith(")")
    assert "Игрок 2" in message and not any(w in message for w in ("allowed", "turn"))
    assert top(app) is load and folder() == before


def test_bad_record_files_write_nothing_and_odd_names_import(tmp_path: Path) -> None:
    binary = save_dir() / f"noise{SUFFIX}"
    binary.write_bytes(bytes(range(256)) * 8)
    future = save_dir() / f"future{SUFFIX}"
    future.write_text(RECORD.replace('[Format "1"]', '[Format "2"]'), encoding="utf-8")
    odd = Path(os.fsdecode(bytes(save_dir()) + b'/\xff odd "#1" \xe2\x80\x94 ?' + SUFFIX.encode()))
    odd.write_text(RECORD, encoding="utf-8")
    app = make_app()
    load = open_load(app)
    before = folder()
    expected = {binary: "it is not UTF-8 text", future: "newer version"}
    for path, words in expected.items():
        load.choose(next(i for i in load.saves if i.path == path))
        click_button(app, "load")
        frames(app, 1)
        assert top(app) is load and words in load.message()[0] and folder() == before
    info = next(i for i in load.saves if i.path == odd)
    assert "\ufffd" in info.name and info.name.isprintable()
    load.choose(info)
    click_button(app, "load")
    scene = top(app)
    assert isinstance(scene, ReplayScene)
    equals_game(scene, GAME)
    assert [p.name for p in save_dir().glob("*.json")] == ["Game record.json"]


def test_a_record_file_is_deleted_from_the_list_when_asked() -> None:
    record = save_dir() / f"old{SUFFIX}"
    record.write_text(RECORD, encoding="utf-8")
    app = make_app()
    load = open_load(app)
    load.choose(next(i for i in load.saves if i.path == record))
    frames(app, 1)
    click_button(app, "delete")
    frames(app, 1)
    click_button(app, "yes")
    assert top(app) is load and not record.exists() and folder() == {}
    assert not any(i.record for i in load.saves)
