"""The player's progress files trust nothing (issue 56, items 1, 2 and 8).

- An entry the game could not have written (an impossible date, an unknown rank, a seat kind
  or a seat count no game has, a score out of range, deep nesting) is set aside with its file
  (``history.json.damaged``); the good entries are kept, and the statistics, the
  achievements and the end of a game go on.
- A finished game the history could not take when it ended is said at once and recorded
  from its own file at the next start: none is missing from the history for good.
- A history never shrinks: a damaged file keeps its good entries, an unreadable one is
  made again from its backup, every finished game's file fills in the rest, and the limits
  agree (the most entries, each of the largest size, fit the byte limit).
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from evergreen.__main__ import main
from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import Autosaver, autosave, load
from evergreen.progress import daily_record, history, statistics
from evergreen.progress.achievements import Facts, standings
from evergreen.progress.daily_record import bot_game_path, bot_score, daily_wins
from evergreen.progress.history import (
    MAX_ENTRIES,
    MAX_HISTORY_BYTES,
    Entry,
    history_path,
    read_history,
    record,
    record_kept,
)
from evergreen.progress.history_file import encode
from evergreen.progress.statistics import figures
from evergreen.rules import Sun
from evergreen.rules.scoring import solo_rank
from evergreen.session.challenge import MAX_SEED, Challenge
from evergreen.session.match import Match, Origin, OriginKind
from tests.persistence.helpers import played

T0 = datetime(2026, 1, 1, tzinfo=UTC)
TODAY = date(2026, 1, 20)
SCORES = ("start", "buds", "light", "forest", "fertility", "best_light", "best_forest")


def seat(kind: str = "human", score: int = 150, name: str = "") -> dict[str, Any]:
    """A seat of an entry as the file holds it."""
    fields: dict[str, Any] = dict.fromkeys((*SCORES, "big_tree_biomes", "top_levels"), 0)
    return {"name": name, "kind": kind, "score": score, **fields}


def entry(n: int, score: int = 150, **kw: Any) -> dict[str, Any]:
    """A good entry as the file holds it: a solo game (the keywords change it)."""
    fields: dict[str, Any] = {
        "game_id": f"{n:012x}",
        "file": f"autosave-{n:012x}.json",
        "finished_at": (T0 + timedelta(hours=n)).isoformat(),
        "origin": "new",
        "daily": "",
        "practice": False,
        "code": "",
        "unlimited": False,
        "undos": 0,
        "seats": [seat(score=score), seat("automa", 0)],
        "rank": solo_rank(score),
    }
    fields.update(kw)
    return fields


def versus(n: int) -> dict[str, Any]:
    """A good entry of a game against the Medium bot."""
    return entry(n, seats=[seat(score=170), seat("medium", 160)], rank="")


def daily(n: int, day: str) -> dict[str, Any]:
    """A good entry of a scored game of today's deal."""
    return entry(n, origin="daily", daily=day)


def write_history(folder: Path, entries: list[dict[str, Any]], schema: int = 1) -> Path:
    path = history_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"schema": schema, "entries": entries}), encoding="utf-8")
    return path


def ids(entries: list[Entry]) -> set[str]:
    return {e.game_id for e in entries}


def measured(entries: list[Entry], folder: Path) -> None:
    """What the Statistics and Achievements screens work out from the history."""
    figures(entries, TODAY)
    standings(Facts(entries, daily_wins(entries, folder)))


#: Entries that look valid but hold what no game can have: each replaces one good entry.
IMPOSSIBLE: dict[str, dict[str, Any]] = {
    "month 13": {"origin": "daily", "daily": "2026-13-40"},
    "day zero": {"origin": "daily", "daily": "2026-01-00"},
    "year zero": {"origin": "daily", "daily": "0000-01-01"},
    "30 February": {"origin": "daily", "daily": "2026-02-30"},
    "unknown rank": {"rank": "Nonsense"},
    "a rank in a game of several": {"seats": [seat(), seat("hard")], "rank": "Oak"},
    "unknown seat kind": {"seats": [seat("wizard"), seat("automa", 0)]},
    "five seats": {"seats": [seat()] * 5, "rank": ""},
    "one seat": {"seats": [seat()], "rank": ""},
    "the automa in the first seat": {"seats": [seat("automa", 0), seat()]},
    "a solo game of three seats": {"seats": [seat(), seat("automa", 0), seat()]},
    "score out of range": {"seats": [seat(score=10**30), seat("automa", 0)]},
    "negative score": {"seats": [seat(score=-5), seat("automa", 0)]},
    "a score as text": {"seats": [seat(score="150"), seat("automa", 0)]},  # type: ignore[arg-type]
    "finished in year 1": {"finished_at": "0001-01-01T00:00:00+00:00"},
    "a control character in a name": {"seats": [seat(name="a\x00b"), seat("automa", 0)]},
    "a file in another folder": {"file": "../../etc/passwd"},
    "practice of no day": {"practice": True},
    "deep nesting": {"code": json.loads("[" * 500 + "]" * 500)},
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_an_impossible_entry_is_set_aside_and_the_good_ones_kept(tmp_path: Path, case: str) -> None:
    good = [entry(1, 163), daily(2, "2026-01-19"), versus(3)]
    bad = {**entry(4), **IMPOSSIBLE[case]}
    path = write_history(tmp_path, [good[0], bad, good[1], good[2]])
    original = path.read_bytes()
    entries, message = read_history(tmp_path)
    assert ids(entries) == {g["game_id"] for g in good}
    assert message is not None and "damaged" in message
    assert path.with_name("history.json.damaged").read_bytes() == original  # nothing lost
    measured(entries, tmp_path)
    assert figures(entries, TODAY)["daily"]["days"] == 1
    again, said = read_history(tmp_path)  # repaired: read whole, said once
    assert said is None and again == entries


@pytest.mark.parametrize("field", ["daily", "rank"])
def test_the_statistics_and_achievements_measure_whatever_entries_they_are_given(
    tmp_path: Path, field: str
) -> None:
    """The readers do not lean on the model: an entry made without its checks (as a newer
    version's might be) counts for nothing it cannot be, instead of raising."""
    fields = Entry.model_validate(daily(1, "2026-01-19")).__dict__
    odd = Entry.model_construct(**{**fields, field: "2026-13-40" if field == "daily" else "?"})
    assert figures([odd], TODAY)["daily"]["days"] == (0 if field == "daily" else 1)
    found = {s.achievement.id: s for s in standings(Facts([odd], daily_wins([odd], tmp_path)))}
    assert found["first-game"].unlocked
    assert not found["rank-holly"].unlocked or field == "daily"


def test_cli_stats_of_a_damaged_history_says_so_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_history(tmp_path, [entry(1), {**entry(2), "daily": "2026-13-40", "origin": "daily"}])
    assert main(["stats", "--save-dir", str(tmp_path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 1
    assert err.count("\n") == 1 and "history.json.damaged" in err


def test_cli_stats_never_ends_in_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def fails(*args: object) -> None:
        raise ValueError("month must be in 1..12\nand more")

    monkeypatch.setattr(statistics, "figures", fails)
    assert main(["stats", "--save-dir", str(tmp_path), "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "evergreen: the statistics could not be worked out: month must be in 1..12\n"


# -- a finished game is never missing from the history for good ---------------------------
@contextmanager
def read_only_history() -> Iterator[None]:
    """The history's folder cannot be written while inside (as root, permissions would not
    stop a write, so the file system's calls refuse it)."""
    real_open, real_rename, real_replace = os.open, os.rename, os.replace
    part = f"{os.sep}history{os.sep}"

    def refused(*paths: Any) -> bool:
        return any(part in os.fspath(p) for p in paths)

    def opened(path: Any, flags: int, *args: Any, **kw: Any) -> int:
        if flags & os.O_CREAT and refused(path):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))
        return real_open(path, flags, *args, **kw)

    def moved(real: Any) -> Any:
        def move(src: Any, dst: Any, **kw: Any) -> None:
            if refused(src, dst):
                raise OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(dst))
            real(src, dst, **kw)

        return move

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "open", opened)
        patch.setattr(os, "rename", moved(real_rename))
        patch.setattr(os, "replace", moved(real_replace))
        yield


def finish(match: Match, folder: Path, said: list[str | None]) -> Path:
    """Play a match to its end, kept by an autosaver that records it as the window does."""
    match.keeper = Autosaver(folder, on_finished=lambda m, p: said.append(record_kept(m, p)))
    bot = RandomBot(len(match.log) + 1)
    while not match.is_over:
        match.play(bot.choose(match.state))
    return folder / f"autosave-{match.game_id}.json"


def next_start() -> None:
    """What a new run of the game starts with: nothing remembered of this one."""
    history.CAUGHT_UP.clear()


def test_a_game_finished_while_the_history_cannot_be_written_is_said_and_recorded_later(
    tmp_path: Path,
) -> None:
    said: list[str | None] = []
    with read_only_history():
        path = finish(Match.start(1, 3), tmp_path, said)
    assert load(path).match.is_over  # the game's own file is kept first
    assert len(said) == 1 and said[0] is not None
    assert "could not be added to your history" in said[0] and "next time" in said[0]
    assert "read-only" in said[0]
    next_start()  # the folder can be written again
    entries, _message = read_history(tmp_path)
    assert ids(entries) == {load(path).match.game_id}
    next_start()
    assert ids(read_history(tmp_path)[0]) == {load(path).match.game_id}  # written this time


def test_a_game_finished_over_a_damaged_history_enters_it(tmp_path: Path) -> None:
    write_history(tmp_path, [entry(1), {**entry(2), "rank": "Nonsense"}, versus(3)])
    said: list[str | None] = []
    path = finish(Match.start(1, 4), tmp_path, said)
    assert said == [None]
    entries, message = read_history(tmp_path)
    assert ids(entries) == {f"{1:012x}", f"{3:012x}", load(path).match.game_id}
    assert message is None  # said once, when it was repaired
    measured(entries, tmp_path)


def test_a_finished_game_missing_from_the_history_is_found_again_at_the_next_start(
    tmp_path: Path,
) -> None:
    """Its file is there, the history lacks it (a run killed between the two, or a history
    that could not be written): the next start records it."""
    match = played(1, 6)
    path = autosave(match, tmp_path)
    write_history(tmp_path, [entry(1)])
    next_start()
    entries, message = read_history(tmp_path)
    assert ids(entries) == {f"{1:012x}", match.game_id} and message is None
    next_start()
    assert ids(read_history(tmp_path)[0]) == {f"{1:012x}", match.game_id}
    assert path.exists()


# -- a history never shrinks ------------------------------------------------------------------
def many(count: int) -> list[dict[str, Any]]:
    return [entry(n, 100 + n % 90) for n in range(1, count + 1)]


def test_a_damaged_history_keeps_all_its_good_entries(tmp_path: Path) -> None:
    """More games than the saves folder keeps files of (``KEEP_FINISHED``): the history is
    the only record of the older ones, so a bad entry must not cost them."""
    entries = many(150)
    entries[70] = {**entries[70], "daily": "2026-13-40", "origin": "daily"}
    write_history(tmp_path, entries)
    kept, message = read_history(tmp_path)
    assert len(kept) == 149 and message is not None


def test_a_history_cut_short_keeps_every_entry_before_the_cut(tmp_path: Path) -> None:
    path = history_path(tmp_path)
    path.parent.mkdir(parents=True)
    whole = encode([Entry.model_validate(e) for e in many(150)])  # as the game writes it
    cut = whole.index(b'"game_id":"%012x"' % 101) - 2  # in the middle of entry 100
    path.write_bytes(whole[:cut] + b"\xff garbage")
    kept, message = read_history(tmp_path)
    assert {f"{n:012x}" for n in range(1, 100)} <= ids(kept)
    assert message is not None and "damaged" in message


def test_an_unreadable_history_is_made_again_from_its_backup(tmp_path: Path) -> None:
    write_history(tmp_path, many(150))
    match = played(1, 9)
    assert record(match, autosave(match, tmp_path), tmp_path)  # the 150 become the backup
    path = history_path(tmp_path)
    assert path.with_name("history.json.bak").exists()
    path.write_bytes(b"{ not json")
    kept, message = read_history(tmp_path)
    assert ids(kept) == {e["game_id"] for e in many(150)} | {match.game_id}
    assert message is not None


def test_a_lost_history_is_made_again_from_its_backup(tmp_path: Path) -> None:
    write_history(tmp_path, many(150))
    match = played(1, 9)
    assert record(match, autosave(match, tmp_path), tmp_path)
    history_path(tmp_path).unlink()
    kept, message = read_history(tmp_path)
    assert len(kept) == 151 and message is not None and "backup" in message


def largest_entry(n: int) -> dict[str, Any]:
    """The largest entry the model lets pass: four seats, every text at its longest in
    four-byte characters, every number at its largest."""
    widest = "\U0001d11e"  # a printable character of four bytes in UTF-8
    top = dict.fromkeys(SCORES, 1000)
    seats = [
        {**seat(kind, 1000, widest * 32), **top, "big_tree_biomes": 6, "top_levels": 6}
        for kind in ("expert", "random", "medium", "expert")
    ]
    return entry(
        n,
        file=widest * 64,
        finished_at="9998-12-30T23:59:59.999999-23:59",
        origin="daily",
        daily="2026-12-31",
        code=Challenge(4, MAX_SEED, Sun.LEFT, True).code,  # the longest a deal has
        undos=10**9,
        seats=seats,
        rank="",
    )


def test_the_entry_limit_fits_the_byte_limit_with_the_largest_entries() -> None:
    biggest = Entry.model_validate(largest_entry(1))
    for longer in ({"file": "\U0001d11e" * 65}, {"code": "A" * 16}, {"undos": 10**9 + 1}):
        with pytest.raises(ValueError):
            Entry.model_validate({**largest_entry(1), **longer})
    one = len(encode([biggest]))
    two = len(encode([biggest, Entry.model_validate(largest_entry(2))]))
    assert one + (MAX_ENTRIES - 1) * (two - one) <= MAX_HISTORY_BYTES


def test_twelve_thousand_entries_are_read_back_whole(tmp_path: Path) -> None:
    """Under the entry limit, so under the byte limit too (today's file of them is 9 MB)."""
    entries = [largest_entry(n) for n in range(1, 12_001)]
    path = history_path(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"schema": 1, "entries": entries}, ensure_ascii=False, indent=1))
    assert path.stat().st_size > 8 * 2**20
    kept, message = read_history(tmp_path)
    assert len(kept) == 12_000 and message is None


# -- the same door as a save ------------------------------------------------------------------
def test_a_fifo_or_a_device_in_place_of_the_history_is_set_aside(tmp_path: Path) -> None:
    path = history_path(tmp_path)
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    entries, message = read_history(tmp_path)  # returns: never waits on the FIFO
    assert entries == [] and message is not None
    assert path.with_name("history.json.damaged").exists()
    path.unlink()  # the empty history made in its place
    path.symlink_to("/dev/zero")
    assert read_history(tmp_path)[1] is not None
    assert path.with_name("history.json.damaged-2").is_symlink()


def test_a_newer_history_is_kept_aside_and_never_overwritten(tmp_path: Path) -> None:
    path = write_history(tmp_path, [entry(1)], schema=99)
    first = path.read_bytes()
    entries, message = read_history(tmp_path)
    assert entries == [] and message is not None and "newer" in message
    assert [p.read_bytes() for p in path.parent.glob("history.json.unread-*")] == [first]


def test_a_bot_game_that_cannot_be_read_is_set_aside_without_overwriting(tmp_path: Path) -> None:
    day = date(2026, 1, 19)
    path = bot_game_path(day, tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"first")
    assert bot_score(day, tmp_path) is None
    path.write_bytes(b"second")
    assert bot_score(day, tmp_path) is None
    kept = sorted(p.read_bytes() for p in path.parent.glob("*.unread*"))
    assert kept == [b"first", b"second"]
    os.mkfifo(path)
    assert bot_score(day, tmp_path) is None  # never waits on a FIFO
    assert not path.exists()


def test_a_daily_game_made_for_the_record_reads_back(tmp_path: Path) -> None:
    """The door refuses nothing the game writes: today's deal's game and its entry."""
    match = played(1, daily_record.daily_match(TODAY).state.seed)
    match.origin = Origin(OriginKind.DAILY, date=TODAY.isoformat())
    assert record(match, autosave(match, tmp_path), tmp_path)
    entries, message = read_history(tmp_path)
    assert [e.daily for e in entries] == [TODAY.isoformat()] and message is None
