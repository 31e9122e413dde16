"""Issue 33's points through the real scenes, over constructed histories: the Statistics
panels list every way a game came to be and every bot level (weakest first); the calendar
of the last 30 days (played, beaten, missed, today open) tells each day's best; hovering a
chart shows its exact figure; the Achievements screen scrolls to its last card and says in
one sentence that a damaged history was rebuilt; a replay played to its end neither enters
the history nor unlocks anything."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import autosave
from evergreen.progress.history import (
    MAX_HISTORY_BYTES,
    Entry,
    history_path,
    read_history,
    record,
)
from evergreen.progress.history_file import write_file
from evergreen.seats import bot_kinds
from evergreen.ui.app import App
from evergreen.ui.kit import text
from evergreen.ui.screens.progress.achievements_scene import AchievementsScene
from evergreen.ui.screens.progress.history_rows import mode_name
from evergreen.ui.screens.progress.stats_scene import MODES, StatsScene, month_days
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.words.names import bot_label
from tests.persistence.helpers import played
from tests.test_achievements import entry, seat, solo
from tests.ui.driver import click, click_button, frames, key, make_app, top


def drawn(app: App) -> list[str]:
    """The texts the scene on top draws, in order."""
    with text.recording() as found:
        top(app).draw(pygame.Surface(app.size))
    return [d.text for d in found]


def hover(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0,) * 3))
    frames(app, 2)


def open_screen(app: App, name: str) -> object:
    frames(app, 2)
    click_button(app, name)
    return top(app)


def test_the_panels_list_every_way_and_every_bot_level(folders: Path) -> None:
    games = [solo(n, 150, origin=mode) for n, mode in enumerate(MODES) if mode != "daily"]
    games.append(solo(9, 150, origin="daily", daily=date.today().isoformat()))
    for n, kind in enumerate(reversed(bot_kinds())):  # recorded strongest first
        games.append(entry(20 + n, seat(score=150), seat(kind.value, 140 + 5 * n)))
    write_file(history_path(), games)
    app = make_app()
    stats = open_screen(app, "stats")
    assert isinstance(stats, StatsScene)
    words = drawn(app)
    assert f"Finished games: {len(games)}" in words
    for mode in MODES:
        assert mode_name(mode) in words
    names = [words.index(bot_label(kind)) for kind in bot_kinds()]
    assert names == sorted(names), "weakest first"
    assert "1 won, 0 lost, 0 drawn" in words and "0 won, 1 lost, 0 drawn" in words
    click_button(app, "view:games")  # each row names its one game's way: "New game"
    rows = " | ".join(drawn(app))
    assert "New game" in rows and "New games" not in rows and "A game loaded from a file" in rows


def test_the_calendar_of_the_last_thirty_days(folders: Path) -> None:
    day = date.today()
    ago = [(day - timedelta(days=n)).isoformat() for n in range(40)]
    games: list[Entry] = [
        solo(1, 150, origin="daily", daily=ago[1]),  # beaten
        solo(2, 140, origin="daily", daily=ago[2]),  # played
        solo(3, 170, origin="daily", daily=ago[2], practice=True),  # the day's best
        solo(4, 160, origin="daily", daily=ago[35]),  # before the 30 days
    ]
    wins = {ago[1]}
    days = month_days(games, wins, day)
    assert len(days) == 30 and days[0][0] == day - timedelta(days=29) and days[-1][0] == day
    states = {d.isoformat(): (state, best) for d, state, best in days}
    assert states[ago[1]] == ("beaten", 150)
    assert states[ago[2]] == ("played", 170)
    assert states[ago[3]] == ("missed", None) and states[ago[0]] == ("open", None)
    assert ago[35] not in states
    write_file(history_path(), games)
    app = make_app()
    stats = open_screen(app, "stats")
    assert isinstance(stats, StatsScene)
    frames(app, 2)
    cell = next(h for h in stats.hovers if h.key[:2] == ("day", day - timedelta(days=2)))
    hover(app, cell.rect.center)
    assert f"{ago[2]}: best 170 VP" in drawn(app)


@pytest.mark.parametrize("kind", ["rank", "score", "source"])
def test_hovering_a_chart_shows_its_exact_figure(folders: Path, kind: str) -> None:
    write_file(history_path(), [solo(1, 163), solo(2, 151), solo(3, 187)])
    app = make_app()
    stats = open_screen(app, "stats")
    assert isinstance(stats, StatsScene)
    frames(app, 2)
    found = [h for h in stats.hovers if h.key[0] == kind]
    target = {"rank": lambda h: h.key[2] == 1, "score": lambda h: h.key[2] == 151}
    spot = next(h for h in found if target.get(kind, lambda h: True)(h))
    assert spot.tip not in drawn(app)
    hover(app, spot.rect.center)
    assert spot.tip in drawn(app)
    exact = {
        "rank": f"{spot.key[1]}: 1 game",
        "score": "2 games ago: 151 VP",
        "source": "Start: 0.0 VP on average, 0 VP in your best game",
    }
    assert spot.tip == exact[kind]


def test_achievements_scroll_to_the_last_and_rest(folders: Path) -> None:
    app = make_app()
    scene = open_screen(app, "achievements")
    assert isinstance(scene, AchievementsScene)
    frames(app, 2)
    last = scene.standings[-1].achievement.id
    whole = max(h.rect.height for h in scene.hovers)

    def shown() -> set[str]:  # the cards seen whole
        return {h.key[1] for h in scene.hovers if h.rect.height >= whole - 1}

    assert last not in shown() and len(shown()) >= 20
    key(app, pygame.K_PAGEDOWN)
    frames(app, 2)
    assert last in shown()
    key(app, pygame.K_PAGEDOWN)  # at its end: no further
    assert scene.offset == scene.bottom > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False))
    frames(app, 2)
    assert scene.offset == 0
    assert scene.wake_in() is None


@pytest.mark.parametrize("kind", ["future", "huge"])
def test_achievements_say_a_damaged_history_was_rebuilt(folders: Path, kind: str) -> None:
    match = played(1, 7)
    record(match, autosave(match, folders), folders)
    path = history_path(folders)
    if kind == "huge":
        with open(path, "wb") as f:
            f.truncate(MAX_HISTORY_BYTES + 1)
    else:
        path.write_text('{"schema": 99, "entries": []}')
    app = make_app()
    scene = open_screen(app, "achievements")
    assert isinstance(scene, AchievementsScene)
    words = drawn(app)
    said = {
        "future": "Your history was written by a newer version",
        "huge": "Your history was damaged",
    }
    assert scene.message.startswith(said[kind])
    assert scene.message in words
    assert "Seedling" in words and scene.earned >= 1


def test_a_replay_to_its_end_neither_enters_nor_unlocks(folders: Path) -> None:
    match = played(1, 8)
    record(match, autosave(match, folders), folders)
    before = read_history(folders)[0]
    app = make_app()
    said: list[str] = []
    app.notice = said.append  # type: ignore[method-assign]
    stats = open_screen(app, "stats")
    assert isinstance(stats, StatsScene)
    click_button(app, "view:games")
    frames(app, 2)
    click(app, stats.rows.drawn[0][0].center)
    replay = top(app)
    assert isinstance(replay, ReplayScene)
    key(app, pygame.K_END)
    frames(app, 3)
    assert replay.index == len(replay.source.replay)
    app.scenes.reset(app.title_screen())
    frames(app, 2)
    assert read_history(folders)[0] == before
    assert not any("Achievement" in n for n in said)
    assert not app.toasts.waiting and not app.toasts.queue


def test_a_bots_name_standing_alone_starts_with_a_capital() -> None:
    """The verdict's card and the bots' panel name a bot alone: «Сложный бот», not the
    lower case it takes inside a Russian sentence."""
    from evergreen import i18n
    from evergreen.seats import SeatKind
    from evergreen.ui.words.names import bot_name

    i18n.set_language("ru")
    try:
        assert bot_name(SeatKind.HARD) == "сложный бот"
        assert [bot_label(k)[0] for k in bot_kinds()] == [
            bot_name(k)[0].upper() for k in bot_kinds()
        ]
        assert bot_label(SeatKind.HARD) == "Сложный бот"
    finally:
        i18n.set_language("en")


def test_achievement_cards_are_as_tall_as_their_text_size_needs(folders: Path) -> None:
    """At the largest text a card's four rows fill it; at 100 % the cards are shorter (no
    air between a card's line and its date) and more of them show at once."""
    heights = {}
    for percent in (100, 130):
        app = make_app()
        app.set_ui_scale(percent)
        scene = open_screen(app, "achievements")
        assert isinstance(scene, AchievementsScene)
        frames(app, 2)
        cards = [h.rect for h in scene.hovers if h.rect.height > 0]
        heights[percent] = (max(r.height for r in cards), len(cards))
        app.close()
    assert heights[100][0] < heights[130][0] * 0.85, heights
    assert heights[100][1] > heights[130][1], heights
