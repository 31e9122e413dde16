"""Every game kept: one autosave per game, Continue picks the game played last, finished
games are pruned by their rule, two running copies never share a game, and the clean-up at
start removes only our own leftovers. Regression tests for the defects seen in the field."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from evergreen.persistence import (
    KEEP_BACKUPS,
    Autosaver,
    SaveError,
    autosave,
    autosave_path,
    backup_path,
    continue_latest,
    games,
    latest_game,
    list_saves,
    load,
    load_with_fallback,
    prune_finished,
    save_match,
    tidy,
)
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Mode
from tests.persistence.helpers import EXAMPLES, fingerprint, played, write

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def test_two_games_started_one_after_another_both_stay_loadable(tmp_path: Path) -> None:
    """A new game never overwrites another: the 2-player game against the Hard bot stays
    reachable after the guided game is started, and Continue picks the one played last."""
    versus = Match.start(2, 7, (SeatKind.HUMAN, SeatKind.HARD), ["Ada"])
    versus.keeper = Autosaver(tmp_path)
    while len(versus.log) < 30 or versus.log[-1].verb.value not in ("end", "take"):
        versus.play(versus.legal()[0])  # to a confirmed turn: what the keeper writes
    guided = Match.start(1, 2024, mode=Mode.GUIDED)
    guided.keeper = Autosaver(tmp_path)
    guided.play(guided.legal()[0])
    listed = games(tmp_path)
    assert [info.game_id for info in listed] == [guided.game_id, versus.game_id]
    assert listed[0].mode == "guided" and listed[1].seat_names == ("Ada", "")
    resumed = continue_latest(tmp_path)
    assert resumed is not None and resumed[0].match.game_id == guided.game_id
    assert resumed[0].match.mode is Mode.GUIDED
    assert load(listed[1].path).match.log == versus.log
    versus.play(versus.legal()[0])  # playing the older game again makes it the latest
    while versus.log[-1].verb.value not in ("end", "take"):
        versus.play(versus.legal()[0])
    assert latest_game(tmp_path) == autosave_path(versus.game_id, tmp_path)


def test_continue_resumes_the_latest_unfinished_game(tmp_path: Path) -> None:
    unfinished = played(2, 3, 40)
    finished = played(2, 4)
    autosave(unfinished, tmp_path, now=T0)
    autosave(finished, tmp_path, now=T0 + timedelta(hours=1))
    assert latest_game(tmp_path) == autosave_path(unfinished.game_id, tmp_path)
    assert [info.over for info in list_saves(tmp_path, examples=False)] == [False, True]


def test_a_finished_game_keeps_its_record_without_backups(tmp_path: Path) -> None:
    """The rule: when a game ends its autosave stays (results, replays) and its backups go;
    of the finished games the newest KEEP_FINISHED stay."""
    full = played(2, 5)
    steps = [played(2, 5, n) for n in (10, 20, 30)] + [full]
    for match in steps:
        match.game_id = full.game_id
        path = autosave(match, tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]
    assert load(path).match.state.is_over
    older = []
    for n in range(4):
        done = played(2, 100 + n)
        older.append(autosave(done, tmp_path, now=T0 - timedelta(days=n + 1)))
    prune_finished(tmp_path, keep=3)
    assert path.exists() and older[0].exists() and older[1].exists()
    assert not older[2].exists() and not older[3].exists()


def test_temp_files_of_interrupted_writes_are_removed_at_start(tmp_path: Path) -> None:
    """Only our own pattern, only old enough, only in the folder given."""
    old = time.time() - 3600
    ours = [
        write(tmp_path / ".autosave-0123456789ab.json.1f2e3d4c5b6a.tmp", b"{"),
        write(tmp_path / ".mine.json.bak.00112233aabb.tmp", b""),
    ]
    others = [
        write(tmp_path / "notes.tmp", b"keep"),
        write(tmp_path / ".hidden.tmp", b"keep"),
        write(tmp_path / ".game.json.NOTHEX.tmp", b"keep"),
        write(tmp_path / "mine.json", b"keep"),
    ]
    young = write(tmp_path / ".other.json.aaaaaaaaaaaa.tmp", b"another copy writing now")
    elsewhere = write(tmp_path / "sub" / ".x.json.bbbbbbbbbbbb.tmp", b"")
    for path in [*ours, *others, elsewhere]:
        os.utime(path, (old, old))
    tidy(tmp_path)
    assert not any(path.exists() for path in ours)
    assert all(path.exists() for path in [*others, young, elsewhere])


def test_a_failed_save_keeps_the_older_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """game.json at 20 commands and its .bak at 10: a save whose final rename fails (an
    immutable file) says so and leaves both as they were."""
    save_match(played(2, 4, 10), "game", tmp_path)
    save_match(played(2, 4, 20), "game", tmp_path)
    target = tmp_path / "game.json"
    before = {p.name: fingerprint(p) for p in tmp_path.iterdir()}
    real_replace = os.replace

    def immutable(src: object, dst: object) -> None:
        if Path(str(dst)) == target:
            raise OSError(errno.EPERM, "Operation not permitted")
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", immutable)
    with pytest.raises(SaveError, match="no permission to write"):
        save_match(played(2, 4, 30), "game", tmp_path)
    monkeypatch.undo()
    assert {p.name: fingerprint(p) for p in tmp_path.iterdir()} == before
    assert len(load(backup_path(target)).match.log) == 10


@pytest.mark.skipif(
    shutil.which("chattr") is None or not hasattr(os, "geteuid") or os.geteuid() != 0,
    reason="needs chattr and root",
)
def test_a_really_immutable_save_keeps_the_older_backup(tmp_path: Path) -> None:
    save_match(played(2, 4, 10), "game", tmp_path)
    save_match(played(2, 4, 20), "game", tmp_path)
    target = tmp_path / "game.json"
    made = subprocess.run(["chattr", "+i", str(target)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"this file system has no immutable flag: {made.stderr!r}")
    try:
        with pytest.raises(SaveError):
            save_match(played(2, 4, 30), "game", tmp_path)
    finally:
        subprocess.run(["chattr", "-i", str(target)], check=True)
    assert len(load(backup_path(target)).match.log) == 10
    assert len(load(target).match.log) == 20


@pytest.mark.parametrize(
    "saved_at", ["0001-01-01T00:00:00+23:59", "9999-12-31T23:59:59-23:59", "1969-12-31T00:00:00Z"]
)
def test_a_save_with_an_extreme_date_is_a_clear_error(tmp_path: Path, saved_at: str) -> None:
    """Refused with a SaveError (not an OverflowError), listed as damaged, and skipped by
    the fallback in favour of a backup that loads."""
    good = played(2, 3, 12)
    path = save_match(good, "odd", tmp_path)
    raw = json.loads(path.read_bytes())
    raw["saved_at"] = saved_at
    write(path, json.dumps(raw))
    with pytest.raises(SaveError, match="saved_at"):
        load(path)
    (info,) = list_saves(tmp_path, examples=False)
    assert info.error is not None and info.error.field == "saved_at"
    shutil.copy(path, backup_path(path))
    save_match(good, "other", tmp_path)
    write(tmp_path / "other.json.bak", json.dumps(raw))
    write(tmp_path / "other.json", b"")
    with pytest.raises(SaveError):
        load_with_fallback(tmp_path / "other.json")


@pytest.mark.skipif(sys.platform == "win32", reason="Windows file names are always text")
def test_a_file_name_that_is_not_text_is_listed_and_loads(tmp_path: Path) -> None:
    raw_name = os.fsencode(str(tmp_path)) + b"/caf\xe9.json"
    save_match(played(2, 3, 12), "cafe", tmp_path)
    os.rename(tmp_path / "cafe.json", raw_name)
    (info,) = list_saves(tmp_path, examples=False)
    assert info.error is None and info.name == "caf\ufffd"
    info.name.encode("utf-8")  # showable
    assert len(load(info.path).match.log) == 12


def test_a_stray_numbered_autosave_changes_nothing(tmp_path: Path) -> None:
    """An empty autosave-999999999999.json (the old numbering's limit) is listed as damaged
    and never offered by Continue; new games keep their own files."""
    write(tmp_path / "autosave-999999999999.json", b"")
    game = played(2, 8, 30)
    path = autosave(game, tmp_path)
    assert path.name == f"autosave-{game.game_id}.json"
    assert latest_game(tmp_path) == path
    damaged = [info for info in list_saves(tmp_path, examples=False) if info.error]
    assert [info.name for info in damaged] == ["autosave-999999999999"]


def test_a_named_save_or_an_example_starts_a_new_game(tmp_path: Path) -> None:
    """Loading a save made earlier in a game, then playing on, never overwrites the game's
    own autosave; an autosave goes on as the same game."""
    match = played(2, 9, 40)
    autosave(match, tmp_path)
    named = load(save_match(match, "checkpoint", tmp_path)).match
    assert named.game_id != match.game_id and named.state == match.state
    assert load(autosave_path(match.game_id, tmp_path)).match.game_id == match.game_id
    assert load(EXAMPLES["solo"]).match.game_id != load(EXAMPLES["solo"]).match.game_id


def test_old_numbered_autosaves_go_once_their_game_has_its_own(tmp_path: Path) -> None:
    """An old game continued from its numbered autosaves is listed once; at the next start
    the numbered files of that game are removed (their game's own file supersedes them)."""
    from tests.persistence.helpers import FIXTURES

    old = FIXTURES / "schema2-autosave-000001.json"
    for number in (1, 2):
        write(tmp_path / f"autosave-00000{number}.json", old.read_bytes())
    assert len(games(tmp_path)) == 1
    loaded, _ = load_with_fallback(tmp_path / "autosave-000002.json")
    match = loaded.match
    match.play(match.legal()[0])
    autosave(match, tmp_path)
    assert [info.path.name for info in games(tmp_path)] == [f"autosave-{match.game_id}.json"]
    tidy(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == [
        f"autosave-{match.game_id}.json"
    ]


def test_backups_rotate_by_generation(tmp_path: Path) -> None:
    match = played(2, 2, 5)
    for _ in range(KEEP_BACKUPS + 2):
        match.play(match.legal()[0])
        autosave(match, tmp_path)
    path = autosave_path(match.game_id, tmp_path)
    logs = [len(load(path).match.log)] + [
        len(load(backup_path(path, g)).match.log) for g in range(1, KEEP_BACKUPS + 1)
    ]
    assert logs == sorted(logs, reverse=True) and len(set(logs)) == len(logs)
    assert not backup_path(path, KEEP_BACKUPS + 1).exists()


def test_a_game_against_the_expert_saves_and_loads(tmp_path: Path) -> None:
    """The Expert seat kind (issue 35) is one a save may hold: additive, no migration."""
    match = Match.start(2, 11, (SeatKind.EXPERT, SeatKind.HUMAN), ["", "Ada"])
    match.play(match.legal()[0])
    path = save_match(match, "expert", tmp_path)
    assert load(path).match.seats == (SeatKind.EXPERT, SeatKind.HUMAN)
