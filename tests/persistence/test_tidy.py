"""The start-up clean-up removes what docs/SAVES.md says and nothing else: a game whose id has
only digits is not an old numbered autosave; an old numbered autosave goes only when its
game's own file holds everything it holds; backups left without their save go; two copies
claiming while a third tidies never both hold a game; crash logs of the same second all
stay."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evergreen.persistence import (
    KEEP_BACKUPS,
    SaveError,
    autosave,
    autosave_path,
    backup_path,
    delete_save,
    games,
    latest_game,
    list_saves,
    load_with_fallback,
    save_match,
    tidy,
    write_new,
)
from evergreen.persistence.files import is_game_file, is_legacy
from tests.persistence.helpers import FIXTURES, fingerprint, played, write

DIGITS = "210002518527"
LEGACY = FIXTURES / "schema2-autosave-000001.json"


def files_in(folder: Path) -> dict[str, tuple[int, int, bytes | None]]:
    """Every file in a folder, by name, with its fingerprint."""
    return {p.name: fingerprint(p) for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize("finished", [False, True], ids=["unfinished", "finished"])
def test_a_game_whose_id_is_all_digits_survives_the_clean_up(
    tmp_path: Path, finished: bool
) -> None:
    """The issue's repro: the file also matches the old numbered pattern, but its content
    (format 4, its own game id) says it is a game file."""
    match = played(2, 46, None if finished else 25)
    match.game_id = DIGITS
    path = autosave(match, tmp_path)
    kept = fingerprint(path)
    assert is_game_file(path) and not is_legacy(path)
    for _start in range(3):
        tidy(tmp_path)
    assert path.exists() and fingerprint(path) == kept
    assert [info.game_id for info in games(tmp_path)] == [DIGITS]
    assert [info.path for info in list_saves(tmp_path, examples=False)] == [path]
    loaded, message = load_with_fallback(path)
    assert message is None and loaded.match.log == match.log
    assert loaded.match.game_id == DIGITS
    assert latest_game(tmp_path) == (None if finished else path)


def test_an_all_digit_game_beside_old_numbered_autosaves_keeps_both(tmp_path: Path) -> None:
    """A numbered autosave of another game is not this game's, nor this game its."""
    old = write(tmp_path / "autosave-000001.json", LEGACY.read_bytes())
    match = played(2, 46, 25)
    match.game_id = DIGITS
    path = autosave(match, tmp_path)
    tidy(tmp_path)
    assert old.exists() and path.exists()
    assert len(games(tmp_path)) == 2


def test_a_damaged_all_digit_game_never_falls_back_to_another_games_autosave(
    tmp_path: Path,
) -> None:
    """Its backups are its only fallbacks: the older numbered autosaves of other games are
    not (they were loaded into the damaged game's file before)."""
    write(tmp_path / "autosave-000001.json", LEGACY.read_bytes())
    match = played(2, 46, 10)
    match.game_id = DIGITS
    path = autosave(match, tmp_path)
    good = path.read_bytes()
    path.write_bytes(b"{ damaged")
    with pytest.raises(SaveError):
        load_with_fallback(path)
    path.write_bytes(good)
    match.play(match.legal()[0])
    autosave(match, tmp_path)  # now a backup holds the earlier version
    path.write_bytes(b"{ damaged")
    loaded, message = load_with_fallback(path)
    assert message is not None and loaded.path == path and len(loaded.match.log) == 10


def test_an_old_numbered_autosave_still_upgrades_and_goes_once_superseded(
    tmp_path: Path,
) -> None:
    """A real schema-2 file: listed, loaded (upgraded), continued in its game's own file,
    and then removed at the next start, as before."""
    old = write(tmp_path / "autosave-000001.json", LEGACY.read_bytes())
    assert is_legacy(old) and not is_game_file(old)
    loaded, _ = load_with_fallback(old)
    match = loaded.match
    match.play(match.legal()[0])
    own = autosave(match, tmp_path)
    tidy(tmp_path)
    assert not old.exists() and own.exists()


def test_an_old_autosave_holding_more_than_its_games_file_stays(tmp_path: Path) -> None:
    """Its game's own file is damaged, or holds another line of play: the old file may be
    the only copy of what it holds, so it stays."""
    old = write(tmp_path / "autosave-000001.json", LEGACY.read_bytes())
    match = load_with_fallback(old)[0].match
    game_id = match.game_id
    own = autosave_path(game_id, tmp_path)
    write(own, b"not json")
    tidy(tmp_path)
    assert old.exists()
    shorter = played(2, 1, 3)  # the same id, another game
    shorter.game_id = game_id
    autosave(shorter, tmp_path)
    tidy(tmp_path)
    assert old.exists()


def test_deleting_a_game_takes_its_superseded_old_autosaves_only(tmp_path: Path) -> None:
    old = write(tmp_path / "autosave-000001.json", LEGACY.read_bytes())
    match = load_with_fallback(old)[0].match
    match.play(match.legal()[0])
    autosave(match, tmp_path)
    other = played(2, 5, 12)
    other.game_id = DIGITS
    kept = autosave(other, tmp_path)
    (entry,) = [info for info in games(tmp_path) if info.game_id == match.game_id]
    delete_save(entry, tmp_path)
    assert not old.exists() and kept.exists()
    assert [info.game_id for info in games(tmp_path)] == [DIGITS]


def test_backups_left_without_their_save_are_tidied(tmp_path: Path) -> None:
    """What an interrupted delete of an earlier version left: the save gone, its backups
    still there. Backups of saves that exist stay."""
    match = played(2, 3, 10)
    for _ in range(KEEP_BACKUPS + 1):
        match.play(match.legal()[0])
        path = autosave(match, tmp_path)
    save_match(match, "mine", tmp_path)
    save_match(match, "mine", tmp_path)
    orphans = [backup_path(path, g) for g in range(1, KEEP_BACKUPS + 1)]
    orphans.append(backup_path(tmp_path / "gone.json"))
    for orphan in orphans[:KEEP_BACKUPS]:
        shutil.copy(orphan, orphan.with_name(orphan.name.replace("autosave-", "autosave-x")))
    os.unlink(path)
    write(orphans[-1], b"{}")
    stay = [backup_path(tmp_path / "mine.json"), tmp_path / "notes.bak", tmp_path / "x.txt.bak"]
    write(stay[1], b"not ours")
    write(stay[2], b"not ours")
    tidy(tmp_path)
    assert not any(p.exists() for p in orphans)
    assert all(p.exists() for p in stay)


def test_an_interrupted_delete_changes_nothing_or_leaves_only_what_tidy_removes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save is first renamed away (a failed rename: nothing changed); killed after it,
    the next start removes the rest."""
    match = played(2, 3, 10)
    for _ in range(3):
        match.play(match.legal()[0])
        path = autosave(match, tmp_path)
    (entry,) = games(tmp_path)
    before = files_in(tmp_path)

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", refuse)
        with pytest.raises(SaveError, match="Cannot delete"):
            delete_save(entry, tmp_path)
    assert files_in(tmp_path) == before

    def killed(path: Path, generations: int) -> None:
        raise KeyboardInterrupt  # stands for the process being killed here

    monkeypatch.setattr("evergreen.persistence.saves.remove_backups", killed)
    with pytest.raises(KeyboardInterrupt):
        delete_save(entry, tmp_path)
    assert games(tmp_path) == []
    old = time.time() - 3600
    for leftover in tmp_path.iterdir():
        os.utime(leftover, (old, old))
    tidy(tmp_path)
    assert [p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")] == []
    assert not path.exists()


def test_two_crash_logs_in_one_second_both_survive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from evergreen.ui.screens import crash

    first = write_new(tmp_path, "crash-20261125-101010", ".log", b"one")
    second = write_new(tmp_path, "crash-20261125-101010", ".log", b"two")
    assert first != second and first.read_bytes() == b"one" and second.read_bytes() == b"two"
    # monkeypatch puts back the session's private log folder (tests/conftest.py) afterwards
    monkeypatch.setenv(crash.LOG_DIR_ENV, str(tmp_path / "logs"))
    paths = [crash.write_crash_log(ValueError(f"crash {n}")) for n in range(3)]
    assert all(p is not None for p in paths) and len(set(paths)) == 3
    assert [p.read_text().strip().splitlines()[-1] for p in paths if p] == [
        f"ValueError: crash {n}" for n in range(3)
    ]


ids = st.one_of(
    st.text("0123456789", min_size=12, max_size=12),
    st.text("abcdef", min_size=12, max_size=12),
    st.just("000000000001"),
    st.text("0123456789abcdef", min_size=12, max_size=12),
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(game_ids=st.lists(ids, min_size=1, max_size=4, unique=True), data=st.data())
def test_nothing_the_game_wrote_is_removed_but_what_the_readme_says(
    tmp_path_factory: pytest.TempPathFactory, game_ids: list[str], data: st.DataObject
) -> None:
    """Games with any ids (all digits, all letters, leading zeros), finished or not, with
    backups, named saves and an old numbered autosave: tidy removes none of their files
    (only old temp files would go, and there are none here)."""
    folder = tmp_path_factory.mktemp("saves")
    write(folder / "autosave-000001.json", LEGACY.read_bytes())
    for n, game_id in enumerate(game_ids):
        steps = data.draw(st.sampled_from([3, 12, None]), label=f"steps {game_id}")
        match = played(1 + n % 4, 100 + n, 2 if steps is None else steps)
        match.game_id = game_id
        autosave(match, folder)
        match = played(1 + n % 4, 100 + n, steps)
        match.game_id = game_id
        autosave(match, folder)
        save_match(match, f"named {n}", folder)
    before = files_in(folder)
    tidy(folder)
    assert files_in(folder) == before
