"""Today's deal against the Hard bot: the bot's game of a day is the same every time (an
iteration cap, not a clock), kept as a save that replays, made in a background process;
the day's first finished game is the scored attempt and later ones are practice."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from evergreen.persistence import games, load
from evergreen.persistence.files import MAX_SAVE_BYTES
from evergreen.progress.daily_record import (
    bot_game_path,
    bot_score,
    daily_match,
    daily_wins,
    make_bot_game,
    play_bot_game,
    standing,
    start_bot_game,
)
from evergreen.progress.history import Entry, read_history, record
from evergreen.session.match import OriginKind
from evergreen.session.replay import Replay

DAY = date(2026, 11, 25)


@pytest.mark.slow
def test_the_bots_game_is_the_same_every_time_and_on_the_days_deal() -> None:
    first = play_bot_game(DAY, iterations=2)
    again = play_bot_game(DAY, iterations=2)
    assert first.log == again.log and first.is_over
    mine = daily_match(DAY)
    assert mine.state.seed == first.state.seed  # the same deck
    assert Replay.of(first).start == Replay.of(mine).start


def test_kept_as_a_save_that_replays_and_is_not_listed(tmp_path: Path) -> None:
    make_bot_game(DAY, str(tmp_path), iterations=2)
    path = bot_game_path(DAY, tmp_path)
    loaded = load(path)
    assert loaded.match.is_over and loaded.save.origin.kind == OriginKind.DAILY.value
    assert Replay.of(loaded.match).final == loaded.match.state
    assert games(tmp_path) == []
    before = path.read_bytes()
    make_bot_game(DAY, str(tmp_path), iterations=2)
    assert path.read_bytes() == before  # made once


def test_made_in_a_background_process(tmp_path: Path) -> None:
    process = start_bot_game(DAY, tmp_path, iterations=1)
    assert process is not None
    process.join(timeout=600)
    assert process.exitcode == 0 and bot_game_path(DAY, tmp_path).exists()
    assert start_bot_game(DAY, tmp_path) is None


def finished(match_practice: bool, folder: Path) -> Entry:
    from evergreen.ai.random_bot import RandomBot

    match = daily_match(DAY, practice=match_practice)
    bot = RandomBot(3 if match_practice else 4)
    while not match.is_over:
        match.play(bot.choose(match.state))
    record(match, folder / f"autosave-{match.game_id}.json", folder)
    entries, _ = read_history(folder)
    return next(e for e in entries if e.game_id == match.game_id)


def test_the_first_attempt_is_scored_and_later_ones_practice(tmp_path: Path) -> None:
    make_bot_game(DAY, str(tmp_path), iterations=2)
    scored = finished(False, tmp_path)
    practice = finished(True, tmp_path)
    entries, _ = read_history(tmp_path)
    day = standing(DAY, entries, tmp_path)
    assert day.played and day.score == scored.seats[0].score
    assert day.best == max(scored.seats[0].score, practice.seats[0].score)
    bot = load(bot_game_path(DAY, tmp_path)).match.state.scores[0]
    assert day.bot == bot and day.margin == scored.seats[0].score - bot
    wins = daily_wins(entries, tmp_path)
    assert wins == ([scored.finished_at] if scored.seats[0].score > bot else [])
    other = standing(date(2026, 11, 24), entries, tmp_path)
    assert not other.played and other.bot is None
    assert datetime.now(UTC) >= scored.finished_at


@pytest.mark.slow
def test_a_bad_bot_game_is_put_aside_and_made_again(tmp_path: Path) -> None:
    """Damaged, cut short, of a newer version, too big, or another day's game: no score, the
    file put aside (so the game is made again, the same), the player's files untouched.

    The game is made again once, after the first bad file (the same log: the remaking is
    the same whatever was put aside); the other kinds put the good file back by hand, as
    each remaking takes seconds."""
    make_bot_game(DAY, str(tmp_path), iterations=2)
    path = bot_game_path(DAY, tmp_path)
    good = path.read_bytes()
    log = load(path).match.log
    make_bot_game(date(2026, 11, 24), str(tmp_path), iterations=2)
    other_day = bot_game_path(date(2026, 11, 24), tmp_path).read_bytes()
    bad = {
        "damaged": b"{ not json",
        "truncated": good[: len(good) // 2],
        "future": good.replace(b'"schema": ', b'"schema": 9', 1),
        "huge": b" " * (MAX_SAVE_BYTES + 1),
        "another day's": other_day,
    }
    for n, (kind, data) in enumerate(bad.items()):
        path.write_bytes(data)
        assert bot_score(DAY, tmp_path) is None, kind
        aside = path.with_name(path.name + (".unread" if n == 0 else f".unread-{n + 1}"))
        assert not path.exists() and aside.read_bytes() == data  # none kept before replaced
        assert standing(DAY, [], tmp_path).bot is None
        if n == 0:
            make_bot_game(DAY, str(tmp_path), iterations=2)
            assert load(path).match.log == log, kind  # made again: the same game
        else:
            path.write_bytes(good)
            assert bot_score(DAY, tmp_path) is not None, kind  # the good file is read again
