"""History and statistics: finished games enter the history (not the guided game, not one
played on from an example), the statistics equal figures computed directly from the
recorded games, and a lost, damaged, truncated, future-version or huge history file is
set aside whole and rebuilt (from what is readable of it, its backup and the finished
games), said in one sentence, and nothing in a game file changes."""

from __future__ import annotations

import json
import statistics as stats
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from pydantic import ValidationError

from evergreen.__main__ import main
from evergreen.persistence import Autosaver, games, load
from evergreen.progress.history import (
    MAX_HISTORY_BYTES,
    Entry,
    history_path,
    read_history,
    record,
)
from evergreen.progress.statistics import figures, solo_games
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Mode, Origin, OriginKind
from tests.persistence.helpers import EXAMPLES, fingerprint, played


def finish(match: Match, folder: Path) -> Path:
    """Play a match to its end (random moves) with a keeper that records it."""
    keeper = Autosaver(folder, on_finished=lambda m, p: record(m, p, folder))
    match.keeper = keeper
    from evergreen.ai.random_bot import RandomBot

    bot = RandomBot(len(match.log))
    while not match.is_over:
        match.play(bot.choose(match.state))
    return folder / f"autosave-{match.game_id}.json"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Saves of six finished games of several kinds, and one unfinished."""
    for seed in (1, 2, 3):
        finish(Match.start(1, seed), tmp_path)
    daily = Match.start(1, 40)
    daily.origin = Origin(OriginKind.DAILY, date="2026-11-24")
    finish(daily, tmp_path)
    versus = Match.start(2, 5, (SeatKind.HUMAN, SeatKind.MEDIUM))
    finish(versus, tmp_path)
    practice = Match.start(1, 40)
    practice.origin = Origin(OriginKind.DAILY, date="2026-11-24", practice=True)
    finish(practice, tmp_path)
    guided = Match.start(1, 9, mode=Mode.GUIDED)
    finish(guided, tmp_path)
    example = load(EXAMPLES["winter"]).match
    finish(example, tmp_path)
    unfinished = played(2, 8, 20)
    unfinished.keeper = Autosaver(tmp_path)
    unfinished.keep()
    return tmp_path


def test_finished_games_enter_the_history_and_no_others(folder: Path) -> None:
    entries, message = read_history(folder)
    assert message is None
    assert len(entries) == 6
    origins = sorted(e.origin for e in entries)
    assert origins == ["daily", "daily", "new", "new", "new", "new"]
    finished = {i.game_id for i in games(folder) if i.over}
    assert {e.game_id for e in entries} < finished  # the guided game and the example's not


def test_the_statistics_equal_the_recorded_games(folder: Path) -> None:
    entries, _ = read_history(folder)
    found = figures(entries, today=date(2026, 11, 25))
    solo = [e for e in entries if e.solo and not e.practice and not e.unlimited]
    scores = [e.seats[0].score for e in solo]
    assert found["games"] == 6 and found["solo"]["games"] == len(solo) == 4
    assert found["solo"]["best"] == max(scores)
    assert found["solo"]["mean"] == pytest.approx(stats.fmean(scores), abs=0.01)
    assert found["solo"]["median"] == stats.median(scores)
    assert sum(found["solo"]["ranks"].values()) == len(solo)
    for e in solo_games(entries):
        seat = e.seats[0]
        assert seat.start + seat.buds + seat.light + seat.forest + seat.fertility == seat.score
    vs = found["against_bots"]["medium"]
    assert vs["games"] == 1 and vs["won"] + vs["lost"] + vs["drawn"] == 1
    assert found["daily"] == {"days": 1, "streak": 1, "longest_streak": 1}
    assert found["by_mode"] == {"new": 4, "daily": 2}


def test_cli_stats_json_has_the_fixed_names(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["stats", "--save-dir", str(folder), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6
    assert {"games", "best", "mean", "median"} <= set(out["solo"])


BAD_FILES = {
    "damaged": b"{ not json",
    "truncated": None,  # the real file cut in half
    "future": json.dumps({"schema": 99, "entries": []}).encode(),
    "wrong": json.dumps({"schema": 1, "entries": [{"game_id": "x"}]}).encode(),
    "huge": None,  # larger than the cap
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_history_is_rebuilt_said_and_kept_aside(folder: Path, kind: str) -> None:
    good, _ = read_history(folder)
    path = history_path(folder)
    games_before = {p.name: fingerprint(p) for p in folder.iterdir() if p.is_file()}
    data = BAD_FILES[kind]
    if kind == "truncated":
        data = path.read_bytes()[: path.stat().st_size // 2]
    if kind == "huge":
        with open(path, "wb") as f:
            f.truncate(MAX_HISTORY_BYTES + 1)
    else:
        assert data is not None
        path.write_bytes(data)
    before = path.read_bytes()
    entries, message = read_history(folder)
    assert message is not None and "rebuilt" in message
    assert {e.game_id for e in entries} == {e.game_id for e in good}
    aside = "history.json.unread-*" if kind == "future" else "history.json.damaged"
    kept = list(path.parent.glob(aside))
    assert len(kept) == 1 and kept[0].read_bytes() == before  # set aside whole
    assert {p.name: fingerprint(p) for p in folder.iterdir() if p.is_file()} == games_before
    assert read_history(folder)[1] is None  # written back: read cleanly next time


def test_a_lost_history_is_rebuilt_and_said(folder: Path) -> None:
    history_path(folder).unlink()
    entries, message = read_history(folder)
    assert len(entries) == 6 and message is not None and "missing" in message


def test_entries_validate_strictly() -> None:
    with pytest.raises(ValueError):
        Entry.model_validate({"game_id": "zz"})


def test_every_deals_code_enters_the_history(tmp_path: Path) -> None:
    """A game enters the history whatever its code's check symbol (one of ``*~$=U`` for about
    one seed in seven, which a letters-and-digits pattern refused: those games were lost)."""
    from evergreen.progress.history import entry_of
    from evergreen.session.challenge import CHECKS, Challenge

    symbols = set(CHECKS[32:])
    seeds = [s for s in range(400) if Challenge(1, s).code[-1] in symbols][:5]
    assert len(seeds) == 5
    for seed in seeds:
        match = played(1, seed)
        entry = entry_of(match, tmp_path / "autosave.json", datetime.now(UTC))
        assert entry is not None and entry.code == Challenge(1, seed).code
    kept = entry.model_dump(mode="json")
    for wrong in ("2TR-BA2Y6", "2TR-BA2Y5!", "<script>"):  # a mistyped check, not a code
        with pytest.raises(ValidationError):
            Entry.model_validate({**kept, "code": wrong})
