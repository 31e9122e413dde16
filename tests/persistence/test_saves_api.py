"""Named saves with backups, rotating autosaves, Continue, the Load listing, delete, and the
fallback order (the file, its backup, then older autosaves)."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from evergreen.persistence import (
    EXAMPLES_DIR,
    KEEP_AUTOSAVES,
    SAVE_DIR_ENV,
    Autosaver,
    SaveError,
    autosave,
    autosaves,
    config_dir,
    continue_latest,
    delete_save,
    latest_autosave,
    list_saves,
    load,
    load_with_fallback,
    save_dir,
    save_session,
)
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.rules import Verb
from evergreen.session import Session
from tests.persistence.helpers import EXAMPLES, played, write


def test_named_save_keeps_the_previous_one_as_backup(tmp_path: Path) -> None:
    first, second = played(2, 1, 10), played(2, 1, 20)
    path = save_session(first, "mine", tmp_path)
    assert path == tmp_path / "mine.json" and not (tmp_path / "mine.json.bak").exists()
    save_session(second, "mine", tmp_path)
    assert load(path).session.log == second.log
    assert load(tmp_path / "mine.json.bak").session.log == first.log
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.json", "mine.json.bak"]


def test_autosaves_rotate_keeping_the_newest(tmp_path: Path) -> None:
    sessions = [played(2, 2, n) for n in range(0, 80, 10)]
    for session in sessions:
        autosave(session, tmp_path)
    names = [p.name for p in autosaves(tmp_path)]
    assert len(names) == KEEP_AUTOSAVES
    assert names[0] == "autosave-000008.json" and names[-1] == "autosave-000004.json"
    latest = latest_autosave(tmp_path)
    assert latest is not None and load(latest).session.log == sessions[-1].log


def test_continue_resumes_exactly_whose_turn_it_is(tmp_path: Path) -> None:
    assert continue_latest(tmp_path) is None
    original = played(3, 3, 41)
    autosave(original, tmp_path)
    resumed = continue_latest(tmp_path)
    assert resumed is not None
    loaded, message = resumed
    assert message is None
    assert loaded.session.state == original.state
    assert loaded.session.state.awaiting == original.state.awaiting
    assert loaded.session.history == original.history


def test_autosave_hook_fires_on_confirmed_turns_only(tmp_path: Path) -> None:
    """Session.on_confirm runs when play passes to another seat, not on steps in a turn."""
    session = Session.start(2, 12)
    session.on_confirm = Autosaver(tmp_path)
    confirms = 0
    while session.state.round < 2:
        before = session.state.awaiting
        session.play(session.legal()[-1])
        if session.state.awaiting != before:
            confirms += 1
            latest = latest_autosave(tmp_path)
            assert latest is not None and load(latest).session.state == session.state
        elif session.log[-1].verb is not Verb.END:
            assert len(autosaves(tmp_path)) == min(confirms, KEEP_AUTOSAVES)
    assert confirms > 5


def test_fallback_to_the_backup(tmp_path: Path) -> None:
    good = played(2, 5, 30)
    save_session(good, "g", tmp_path)
    save_session(played(2, 5, 40), "g", tmp_path)
    write(tmp_path / "g.json", b"{ broken")
    loaded, message = load_with_fallback(tmp_path / "g.json")
    assert loaded.session.log == good.log
    assert message is not None
    assert message.startswith("“g.json” could not be loaded because it is not valid JSON")
    assert "so its backup from " in message and message.endswith("was loaded instead.")
    assert message.count(".") == message.count("g.json") + 1  # one sentence
    assert (tmp_path / "g.json").read_bytes() == b"{ broken"


def test_fallback_to_the_newest_older_autosave(tmp_path: Path) -> None:
    for n in (10, 20, 30):
        autosave(played(2, 6, n), tmp_path)
    write(tmp_path / "autosave-000003.json", b"")
    loaded, message = load_with_fallback(tmp_path / "autosave-000003.json")
    assert loaded.session.log == played(2, 6, 20).log
    assert message is not None and "the file is empty, so the autosave from" in message
    resumed = continue_latest(tmp_path)
    assert resumed is not None and resumed[0].path.name == "autosave-000002.json"


def test_named_save_falls_back_past_a_broken_backup(tmp_path: Path) -> None:
    autosave(played(2, 7, 15), tmp_path)
    save_session(played(2, 7, 25), "n", tmp_path)
    save_session(played(2, 7, 35), "n", tmp_path)
    write(tmp_path / "n.json", b"\x00\xff")
    write(tmp_path / "n.json.bak", b"[]")
    loaded, message = load_with_fallback(tmp_path / "n.json")
    assert loaded.session.log == played(2, 7, 15).log
    assert message is not None and "autosave" in message


def test_everything_broken_raises_the_first_error(tmp_path: Path) -> None:
    write(tmp_path / "autosave-000001.json", b"{}")
    write(tmp_path / "autosave-000002.json", b"nope")
    with pytest.raises(SaveError, match=r"autosave-000002\.json.*not valid JSON"):
        continue_latest(tmp_path)


def test_listing(tmp_path: Path) -> None:
    """Newest first with what the Load screen shows; damaged files are listed with an error;
    the examples come last, read-only."""
    old = datetime(2024, 5, 1, tzinfo=UTC)
    save_session(Session.start(2, 1, names=["Ada", "Bo"]), "older", tmp_path, now=old)
    save_session(played(4, 3), "newer", tmp_path)
    autosave(played(1, 4, 9), tmp_path)
    write(tmp_path / "junk.json", b"\xff")
    write(tmp_path / ".hidden.json", b"{}")
    write(tmp_path / "notes.txt", b"hello")
    infos = list_saves(tmp_path)
    mine = [i for i in infos if not i.example]
    assert [i.name for i in mine if i.error is None] == ["autosave-000001", "newer", "older"]
    assert [i.example for i in infos] == [False] * 4 + [True] * len(EXAMPLES)
    newer = next(i for i in mine if i.name == "newer")
    assert newer.over and newer.players == 4 and newer.season == "winter"
    assert newer.scores == played(4, 3).state.scores
    older = next(i for i in mine if i.name == "older")
    assert older.seat_names == ("Ada", "Bo") and older.saved_at == old and older.round == 0
    assert next(i for i in mine if i.name == "autosave-000001").autosave
    junk = next(i for i in mine if i.name == "junk")
    assert junk.error is not None and "junk.json" in junk.error
    assert {i.path for i in infos if i.example} == set(EXAMPLES.values())
    assert list_saves(tmp_path, examples=False) == mine


def test_delete(tmp_path: Path) -> None:
    save_session(played(2, 1, 5), "a", tmp_path)
    save_session(played(2, 1, 9), "a", tmp_path)
    autosave(played(2, 1, 9), tmp_path)
    delete_save("a", tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave-000001.json"]
    (info,) = list_saves(tmp_path, examples=False)
    delete_save(info)
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(SaveError, match=r"There is no save “a\.json” to delete\."):
        delete_save("a", tmp_path)
    with pytest.raises(SaveError, match="cannot be a save name"):
        delete_save("../a", tmp_path)


def test_examples_cannot_be_deleted() -> None:
    before = sorted(p.name for p in EXAMPLES_DIR.iterdir())
    example = next(i for i in list_saves() if i.example)
    with pytest.raises(SaveError, match="example that comes with the game"):
        delete_save(example)
    with pytest.raises(SaveError, match="example"):
        delete_save(example.name, EXAMPLES_DIR)
    assert sorted(p.name for p in EXAMPLES_DIR.iterdir()) == before


def test_folders_from_arguments_env_and_platformdirs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "env-saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "env-config"))
    assert save_dir() == tmp_path / "env-saves"
    assert save_dir(tmp_path / "arg") == tmp_path / "arg"
    assert config_dir() == tmp_path / "env-config"
    monkeypatch.delenv(SAVE_DIR_ENV)
    monkeypatch.delenv(CONFIG_DIR_ENV)
    assert save_dir().parts[-2:] == ("Evergreen", "saves")
    assert config_dir().name == "Evergreen"
    assert save_dir("") == save_dir()


def test_the_test_run_never_touches_the_real_folders() -> None:
    """tests/conftest.py points both folders into a temporary directory."""
    assert "pytest" in os.environ[SAVE_DIR_ENV] or "tmp" in os.environ[SAVE_DIR_ENV]
