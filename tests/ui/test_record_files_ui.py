"""Game records against the real window: a record beside the saves whose date no clock can
show (0001-01-01...) is listed, not a crash screen; every hostile record of the test data
imported from the Load screen's list, or pasted, is refused with its line and a short,
clean message, drawn at once (a long Result froze the window for minutes), and nothing is
written; the results screen's Export replaces only the same game's earlier record and
writes beside anything else of its name (a save, a folder, another game's record)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from evergreen import i18n
from evergreen.persistence import save_dir
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.session.record import SUFFIX, read_record_file, write_record
from evergreen.ui.app import App
from evergreen.ui.screens.load.scene import LoadScene
from tests.persistence.helpers import played
from tests.ui.driver import click_button, frames, make_app, top

HOSTILE = Path(__file__).parent.parent / "data" / "records" / "hostile"
MANIFEST: dict[str, dict[str, object]] = json.loads(
    (HOSTILE / "manifest.json").read_text(encoding="utf-8")
)
FINISHED = write_record(played(2, 7))
#: The longest message the Load screen may be given: a sentence and short excerpts.
LONGEST_MESSAGE = 300


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh saves folder and config folder for each test; English."""
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
    assert isinstance(scene, LoadScene), type(scene).__name__
    return scene


def short_and_clean(message: str) -> None:
    assert len(message) <= LONGEST_MESSAGE, len(message)
    assert message.isprintable(), repr(message)


@pytest.mark.parametrize(
    "date", ["0001-01-01", "0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00", "x" * 5000]
)
def test_a_record_with_a_date_no_clock_shows_is_listed_not_a_crash(date: str) -> None:
    record = save_dir() / f"old{SUFFIX}"
    record.write_text(FINISHED.replace("[Seed", f'[Date "{date}"]\n[Seed', 1), encoding="utf-8")
    app = make_app()
    load = open_load(app)
    info = next(i for i in load.saves if i.path == record)
    assert info.saved_at is None and info.players == 2
    load.choose(info)
    frames(app, 2)
    assert top(app) is load
    click_button(app, "load")  # the record itself is good: it imports
    frames(app, 1)
    assert len(list(save_dir().glob("*.json"))) == 1


def test_every_hostile_record_beside_the_saves_is_refused_with_its_line() -> None:
    for name in MANIFEST:
        (save_dir() / f"{name}{SUFFIX}").write_bytes((HOSTILE / f"{name}{SUFFIX}").read_bytes())
    app = make_app()
    load = open_load(app)
    before = folder()
    for name, case in MANIFEST.items():
        info = next(i for i in load.saves if i.path.name == f"{name}{SUFFIX}")
        load.choose(info)
        frames(app, 1)
        click_button(app, "load")  # reads "Import" for a record
        frames(app, 1)  # the message is laid out and drawn
        assert top(app) is load, name
        message, _colour = load.message()
        assert message.startswith(f"Not imported: line {case['line']}: "), (name, message)
        short_and_clean(message)
        assert folder() == before


@pytest.mark.parametrize("name", ["format-5000-digits", "result-4000-digits", "u2028-in-a-comment"])
def test_a_hostile_paste_is_refused_with_its_line(name: str) -> None:
    app = make_app()
    load = open_load(app)
    pygame.scrap.put_text((HOSTILE / f"{name}{SUFFIX}").read_text(encoding="utf-8"))
    click_button(app, "paste")
    frames(app, 1)
    assert top(app) is load
    message, _colour = load.message()
    line = MANIFEST[name]["line"]
    assert message.startswith(f"The record on the clipboard was not imported: line {line}: ")
    short_and_clean(message)
    assert folder() == {}


def test_a_record_whose_result_is_8000_digits_is_refused_at_once() -> None:
    text = FINISHED.replace('[Result "', '[Result "' + "9" * 8000, 1)
    (save_dir() / f"long{SUFFIX}").write_text(text, encoding="utf-8")
    app = make_app()
    load = open_load(app)
    load.choose(next(i for i in load.saves if i.record))
    click_button(app, "load")  # laying out its message froze the window for minutes
    frames(app, 2)
    message, _colour = load.message()
    assert "its result is 9999" in message
    short_and_clean(message)


def test_export_from_the_results_writes_beside_a_file_that_is_not_its_record() -> None:
    app = make_app()
    frames(app, 1)
    finished = played(2, 6)
    name = f"evergreen-{finished.game_id}{SUFFIX}"
    save_like = save_dir() / name
    save_like.write_text('{"schema": 4, "log": []}', encoding="utf-8")  # a save, renamed
    results = app.results_screen(finished.state, finished, False)
    app.scenes.push(results)
    frames(app, 2)
    click_button(app, "export")
    click_button(app, "export")  # again: it replaces its own record, and nothing else
    assert save_like.read_text(encoding="utf-8") == '{"schema": 4, "log": []}'
    beside = save_dir() / f"evergreen-{finished.game_id}-2{SUFFIX}"
    assert sorted(folder()) == sorted([name, beside.name])
    assert read_record_file(beside).log == finished.log
    assert str(beside) in (app.notices.current or "")


def test_export_replaces_its_own_earlier_record_but_not_another_games() -> None:
    app = make_app()
    frames(app, 1)
    finished = played(2, 6)
    own = save_dir() / f"evergreen-{finished.game_id}{SUFFIX}"
    own.write_text(write_record(played(2, 6, 30)), encoding="utf-8")  # earlier, unfinished
    results = app.results_screen(finished.state, finished, False)
    app.scenes.push(results)
    frames(app, 2)
    click_button(app, "export")
    assert read_record_file(own).log == finished.log and sorted(folder()) == [own.name]
    other = write_record(played(2, 9))
    own.write_text(other, encoding="utf-8")  # another game's record under this game's name
    (save_dir() / f"evergreen-{finished.game_id}-2{SUFFIX}").mkdir()  # and a folder
    click_button(app, "export")
    assert own.read_text(encoding="utf-8") == other
    third = save_dir() / f"evergreen-{finished.game_id}-3{SUFFIX}"
    assert read_record_file(third).log == finished.log
