"""Named saves with backups, each game's autosave with its backups, Continue, the Load
listing, delete, and the fallback order (the file, then its backups)."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from evergreen.persistence import (
    EXAMPLES_DIR,
    KEEP_BACKUPS,
    SAVE_DIR_ENV,
    Autosaver,
    SaveError,
    autosave,
    autosave_path,
    backup_path,
    config_dir,
    continue_latest,
    delete_save,
    latest_game,
    list_saves,
    load,
    load_with_fallback,
    save_dir,
    save_match,
)
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.persistence_words import fallback_text, sentence
from evergreen.rules import Verb
from evergreen.session.match import Match
from tests.persistence.helpers import EXAMPLES, FIXTURES, played, write


def test_named_save_keeps_the_previous_one_as_backup(tmp_path: Path) -> None:
    first, second = played(2, 1, 10), played(2, 1, 20)
    path = save_match(first, "mine", tmp_path)
    assert path == tmp_path / "mine.json" and not (tmp_path / "mine.json.bak").exists()
    save_match(second, "mine", tmp_path)
    assert load(path).match.log == second.log
    assert load(tmp_path / "mine.json.bak").match.log == first.log
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.json", "mine.json.bak"]


def test_a_games_autosave_keeps_its_earlier_versions_as_backups(tmp_path: Path) -> None:
    first = played(2, 2, 10)
    steps = [first]
    for n in (20, 30, 40, 50):
        later = played(2, 2, n)
        later.game_id = first.game_id
        steps.append(later)
    for match in steps:
        path = autosave(match, tmp_path)
    assert (
        path
        == autosave_path(first.game_id, tmp_path)
        == tmp_path / f"autosave-{first.game_id}.json"
    )
    assert load(path).match.log == steps[-1].log
    for generation in range(1, KEEP_BACKUPS + 1):
        assert load(backup_path(path, generation)).match.log == steps[-1 - generation].log
    assert len(list(tmp_path.iterdir())) == 1 + KEEP_BACKUPS
    assert latest_game(tmp_path) == path


def test_continue_resumes_exactly_whose_turn_it_is(tmp_path: Path) -> None:
    assert continue_latest(tmp_path) is None
    original = played(3, 3, 41)
    autosave(original, tmp_path)
    resumed = continue_latest(tmp_path)
    assert resumed is not None
    loaded, message = resumed
    assert message is None
    assert loaded.match.state == original.state
    assert loaded.match.game_id == original.game_id
    assert loaded.match.state.awaiting == original.state.awaiting
    assert loaded.match.history == original.history


def test_the_keeper_writes_after_each_confirmed_turn_and_pick(tmp_path: Path) -> None:
    """A match kept by an Autosaver is on disk after every milestone, not after steps."""
    match = Match.start(2, 12)
    match.keeper = Autosaver(tmp_path)
    path = autosave_path(match.game_id, tmp_path)
    milestones = 0
    while match.state.round < 2:
        cmd = match.legal()[-1]
        match.play(cmd)
        if cmd.verb in (Verb.END, Verb.TAKE):
            milestones += 1
            assert load(path).match.state == match.state
        elif path.exists():
            assert len(load(path).match.log) < len(match.log)
    assert milestones > 5


def test_fallback_to_the_backup(tmp_path: Path) -> None:
    good = played(2, 5, 30)
    save_match(good, "g", tmp_path)
    save_match(played(2, 5, 40), "g", tmp_path)
    write(tmp_path / "g.json", b"{ broken")
    loaded, fallback = load_with_fallback(tmp_path / "g.json")
    assert loaded.match.log == good.log
    assert fallback is not None
    message = fallback_text(fallback)
    assert message.startswith("“g.json” could not be loaded because it is not valid JSON")
    assert "so its backup from " in message and message.endswith("was loaded instead.")
    assert message.count(".") == message.count("g.json") + 1  # one sentence
    assert (tmp_path / "g.json").read_bytes() == b"{ broken"


def test_a_damaged_game_falls_back_to_its_backups_and_goes_on_in_its_file(
    tmp_path: Path,
) -> None:
    matches = [played(2, 6, n) for n in (10, 20, 30)]
    for match in matches:
        match.game_id = matches[0].game_id
        path = autosave(match, tmp_path)
    write(path, b"")
    write(backup_path(path), b"[]")
    loaded, fallback = load_with_fallback(path)
    assert loaded.match.log == matches[0].log and loaded.path == path
    assert loaded.match.game_id == matches[0].game_id
    assert fallback is not None and "the file is empty, so its backup from" in fallback_text(
        fallback
    )
    resumed = continue_latest(tmp_path)
    assert resumed is not None and resumed[0].match.log == matches[0].log


def test_old_numbered_autosaves_fall_back_to_older_ones(tmp_path: Path) -> None:
    """Schema 2's rotating autosaves still load, and fall back as they did."""
    fixture = FIXTURES / "schema2-autosave-000001.json"
    for number in (1, 2):
        write(tmp_path / f"autosave-00000{number}.json", fixture.read_bytes())
    write(tmp_path / "autosave-000003.json", b"")
    loaded, fallback = load_with_fallback(tmp_path / "autosave-000003.json")
    assert len(loaded.match.log) == 37
    assert fallback is not None and "so the autosave from" in fallback_text(fallback)


def test_everything_broken_raises_the_first_error(tmp_path: Path) -> None:
    path = tmp_path / "autosave-0123456789ab.json"
    write(path, b"nope")
    write(backup_path(path), b"{}")
    with pytest.raises(SaveError, match=r"autosave-0123456789ab\.json.*not valid JSON"):
        load_with_fallback(path)
    assert continue_latest(tmp_path) is None  # nothing there can be continued


def test_listing(tmp_path: Path) -> None:
    """Newest first with what the Load screen shows; damaged files are listed with an error;
    the examples come last, read-only."""
    old = datetime(2024, 5, 1, tzinfo=UTC)
    save_match(Match.start(2, 1, names=["Ada", "Bo"]), "older", tmp_path, now=old)
    save_match(played(4, 3), "newer", tmp_path)
    game = played(1, 4, 9)
    autosave(game, tmp_path)
    write(tmp_path / "junk.json", b"\xff")
    write(tmp_path / ".hidden.json", b"{}")
    write(tmp_path / "notes.txt", b"hello")
    infos = list_saves(tmp_path)
    mine = [i for i in infos if not i.example]
    auto = f"autosave-{game.game_id}"
    assert [i.name for i in mine if i.error is None] == [auto, "newer", "older"]
    assert [i.example for i in infos] == [False] * 4 + [True] * len(EXAMPLES)
    newer = next(i for i in mine if i.name == "newer")
    assert newer.over and newer.players == 4 and newer.season == "winter"
    assert newer.scores == played(4, 3).state.scores
    older = next(i for i in mine if i.name == "older")
    assert older.seat_names == ("Ada", "Bo") and older.saved_at == old and older.round == 0
    assert next(i for i in mine if i.name == auto).autosave
    junk = next(i for i in mine if i.name == "junk")
    assert junk.error is not None and "junk.json" in sentence(junk.error, junk.path)
    assert {i.path for i in infos if i.example} == set(EXAMPLES.values())
    assert list_saves(tmp_path, examples=False) == mine


def test_delete(tmp_path: Path) -> None:
    save_match(played(2, 1, 5), "a", tmp_path)
    save_match(played(2, 1, 9), "a", tmp_path)
    game = played(2, 1, 9)
    autosave(game, tmp_path)
    autosave(game, tmp_path)
    delete_save("a", tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        f"autosave-{game.game_id}.json",
        f"autosave-{game.game_id}.json.bak",
    ]
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
