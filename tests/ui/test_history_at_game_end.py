"""The end of a game in the window never fails because of the history (issue 56, items 1
and 2): over a history holding an impossible entry the game ends, enters the history and
earns its achievement; with the history's folder not writable the game's own file is kept,
a notice says the game will be added at the next start, and the next start adds it."""

from __future__ import annotations

import json
from pathlib import Path

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import load
from evergreen.progress import history
from evergreen.progress.history import history_path, read_history
from evergreen.session.match import Match
from evergreen.ui.app import App
from tests.test_progress_files import daily, read_only_history
from tests.ui.driver import frames, make_app


def finish_in_window(app: App, match: Match) -> list[str]:
    """Play ``match`` to its end as the running game of ``app``; the notices it gave."""
    said: list[str] = []
    app.notice = said.append  # type: ignore[method-assign]
    game = app.open_game(match)
    assert game is not None
    app.scenes.push(game)
    bot = RandomBot(5)
    while not match.is_over:
        match.play(bot.choose(match.state))
    frames(app, 2)
    return said


def test_a_game_ends_over_a_history_with_an_impossible_entry(folders: Path) -> None:
    path = history_path(folders)
    path.parent.mkdir(parents=True)
    bad = {**daily(2, "2026-01-19"), "daily": "2026-13-40"}
    path.write_text(json.dumps({"schema": 1, "entries": [bad]}))
    app = make_app()
    frames(app, 2)
    match = Match.start(1, 11)
    said = finish_in_window(app, match)
    assert not any("history" in n for n in said)
    assert not app.crashed
    entries, _message = read_history(folders)
    assert {e.game_id for e in entries} == {match.game_id}
    earned = [a.name for a in app.toasts.waiting[match.game_id]]  # (not the bad entry's)
    assert "Seedling" in earned
    assert path.with_name("history.json.damaged").exists()


def test_a_game_the_history_cannot_take_is_said_and_added_at_the_next_start(
    folders: Path,
) -> None:
    app = make_app()
    frames(app, 2)
    match = Match.start(1, 12)
    with read_only_history():
        said = finish_in_window(app, match)
    assert not app.crashed
    assert load(folders / f"autosave-{match.game_id}.json").match.is_over
    assert [n for n in said if "history" in n] == [
        "This game could not be added to your history "
        f"({folders / 'history'} is on a read-only disk); it will be added the next time "
        "Evergreen starts."
    ]
    history.CAUGHT_UP.clear()  # writable again: the next start
    again = make_app()
    frames(again, 2)
    assert match.game_id in {e.game_id for e in read_history(folders)[0]}
