"""Issue 33's screens through the real scenes: the title shows today's deal's state; today's
deal played through the scenes is recorded and compared with the Hard bot's game on the
same deal (made in its own process, with a tiny cap on its thinking); the Statistics
screen shows statistics.figures, a history row opens its replay, a damaged history is
rebuilt and said so; an achievement earned in a game toasts, never in the demo; every new
screen asks no frame at rest."""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import pygame
import pytest

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import autosave
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.progress import daily_record
from evergreen.progress.achievements import ALL
from evergreen.progress.history import history_path, read_history, record
from evergreen.progress.statistics import figures
from evergreen.seats import SeatKind
from evergreen.session.match import Match, OriginKind
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit import text
from evergreen.ui.screens.progress import today
from evergreen.ui.screens.progress.achievements_scene import AchievementsScene
from evergreen.ui.screens.progress.daily_scene import DailyScene
from evergreen.ui.screens.progress.stats_scene import StatsScene
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.screens.title import TitleScene
from tests.ui.driver import click, click_button, frames, make_app, top, where

MOST_STEPS = 20_000


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    monkeypatch.setattr(today, "BOT_ITERATIONS", 1)
    today.REBUILT.clear()
    return tmp_path / "saves"


def texts(app: App) -> set[str]:
    scene = top(app)
    with text.recording() as drawn:
        scene.draw(pygame.Surface(app.size))
    return {d.text for d in drawn}


def listen(app: App) -> list[str]:
    """Every notice the app is asked to show from now on (they fade after a few seconds)."""
    said: list[str] = []
    shown = app.notice

    def notice(text: str) -> None:
        said.append(text)
        shown(text)

    app.notice = notice  # type: ignore[method-assign]
    return said


def rest(app: App) -> None:
    """The mouse away from every button and chart, a few frames: the screen at rest."""
    pygame.mouse.set_pos((2, 790))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 790), rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 3)


def finished_game(folder: Path, match: Match, seed: int = 4) -> Match:
    bot = RandomBot(seed)
    while not match.is_over:
        match.play(bot.choose(match.state))
    record(match, autosave(match, folder), folder)
    return match


def play_through(app: App) -> ResultsScene:
    """Random legal clicks on the game on top until its results show."""
    game = top(app)
    assert isinstance(game, GameScene)
    rng = random.Random(5)
    for _ in range(MOST_STEPS):
        scene = top(app)
        if isinstance(scene, ResultsScene):
            return scene
        if isinstance(scene, SeasonScoringScene):
            click_button(app, "continue")
        elif scene is game and game.human_turn and not game.match.state.is_over:
            click(app, where(game, rng.choice(game.match.legal())))
        else:
            frames(app)
    raise AssertionError("the game did not reach its results")


def test_the_title_shows_todays_state(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    assert isinstance(top(app), TitleScene)
    assert "Not played yet: you against the Hard bot" in texts(app)
    match = finished_game(folders, daily_record.daily_match(date.today()))
    app.scenes.reset(app.title_screen())
    frames(app, 2)
    score = match.state.scores[0]
    assert f"Played: {score} VP; again is practice" in texts(app)


@pytest.mark.slow
def test_todays_deal_through_the_scenes_against_the_bot(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    said = listen(app)
    click_button(app, "today")
    assert any("is scored against the Hard bot's game of the same deal" in n for n in said)
    game = top(app)
    assert isinstance(game, GameScene)
    assert game.match.origin.kind is OriginKind.DAILY and not game.match.origin.practice
    day = date.fromisoformat(game.match.origin.date)
    results = play_through(app)
    entries, _msg = read_history(folders)
    assert [e.origin for e in entries] == ["daily"] and not entries[0].practice
    process = today.MAKING[day]
    process.join(timeout=600)
    assert process.exitcode == 0
    mine = results.state.scores[0]
    bot = daily_record.bot_score(day)
    assert bot is not None
    click_button(app, "daily")
    scene = top(app)
    assert isinstance(scene, DailyScene)
    rest(app)
    assert scene.bot is not None and scene.wake_in() is None
    margin = mine - bot
    words = texts(app)
    if margin > 0:
        assert f"You beat the Hard bot by {margin} VP." in words
    elif margin < 0:
        assert f"The Hard bot beat you by {-margin} VP." in words
    click_button(app, "bot")
    replay = top(app)
    assert isinstance(replay, ReplayScene)
    assert replay.source.match.state.scores[0] == bot
    # a second attempt is practice, and says so
    app.scenes.reset(app.title_screen())
    frames(app, 2)
    said = listen(app)
    click_button(app, "today")
    again = top(app)
    assert isinstance(again, GameScene) and again.match.origin.practice
    assert any(n.startswith("Practice: today's scored game is played") for n in said)


def test_statistics_equal_the_figures_and_a_row_opens_its_replay(folders: Path) -> None:
    for seed in (3, 4, 5):
        finished_game(folders, Match.start(1, seed), seed)
    finished_game(folders, daily_record.daily_match(date.today()))
    app = make_app()
    frames(app, 2)
    click_button(app, "stats")
    stats = top(app)
    assert isinstance(stats, StatsScene)
    entries, message = read_history(folders)
    assert message is None and stats.message == ""
    assert stats.figures == figures(entries, date.today())
    solo = stats.figures["solo"]
    words = texts(app)
    line = f"{solo['games']} games · best {solo['best']} VP · mean {solo['mean']:.1f}"
    assert any(w.startswith(line) for w in words)
    tips = {h.key[0]: h for h in stats.hovers}
    assert {"rank", "score", "source", "day"} <= set(tips)
    ranks = sum(h.key[2] for h in stats.hovers if h.key[0] == "rank")
    assert ranks == solo["games"]
    scores = [h.key[2] for h in stats.hovers if h.key[0] == "score"]
    assert scores == solo["last_scores"]
    rest(app)
    assert stats.wake_in() is None
    click_button(app, "view:games")
    frames(app, 2)
    rect, entry = stats.rows.drawn[0]
    click(app, rect.center)
    replay = top(app)
    assert isinstance(replay, ReplayScene)
    assert replay.source.game_id == entry.game_id


#: The sheets' paper (``menu_art.sheet``: a shade warmer at the foot, faint fibres) and the
#: flat panels' (``paper.PANEL``) are all within a few shades of this.
SHEET_PAPER = (240, 235, 219)


def used(surface: pygame.Surface, panel: pygame.Rect, margin: int) -> tuple[float, float]:
    """How much of a panel its drawing uses: the share of its height (from its top) and of
    its width that the pixels not of its paper reach (its edge left out)."""
    inner = panel.inflate(-2 * margin, -2 * margin)
    sub = surface.subsurface(inner)
    paper = pygame.mask.from_threshold(sub, SHEET_PAPER, (15, 15, 17, 255))
    paper.invert()
    rects = paper.get_bounding_rects()
    assert rects, panel
    drawn = rects[0].unionall(rects[1:])
    return drawn.bottom / inner.height, drawn.width / inner.width


@pytest.mark.parametrize(
    "size", [(1280, 800), (1920, 1080), (1024, 640)], ids=["1280x800", "1920x1080", "1024x640"]
)
@pytest.mark.parametrize("scale", [100, 130])
def test_no_panel_of_the_statistics_is_half_empty(
    folders: Path, size: tuple[int, int], scale: int
) -> None:
    """Every panel's room is used: what it draws reaches near its foot and across it."""
    for seed in (3, 4):
        finished_game(folders, Match.start(1, seed), seed)
    seats = (SeatKind.HUMAN, SeatKind.RANDOM, SeatKind.EASY)
    finished_game(folders, Match.start(3, 6, seats), 6)
    for back in (20, 12, 0):  # days played among days missed: the calendar's every kind
        finished_game(folders, daily_record.daily_match(date.today() - timedelta(days=back)))
    text.set_ui_scale(scale)
    try:
        app = make_app(size)
        stats = StatsScene(app)
        app.scenes.push(stats)
        frames(app, 1)
        surface = pygame.Surface(size)
        stats.draw(surface)
        for panel in stats.panels():
            down, across = used(surface, panel, stats.layout.px(4))
            assert down > 0.86 and across > 0.8, (panel, down, across)
        days = [h.rect for h in stats.hovers if h.key[0] == "day"]
        assert len(days) == 30  # the calendar's days each in a cell of their own, in its panel
        assert all(stats.panels()[2].contains(d) for d in days)
        assert all(a.collidelist(days[k + 1 :]) == -1 for k, a in enumerate(days))
    finally:
        text.set_ui_scale(100)


def test_a_damaged_history_is_rebuilt_and_the_screen_says_so(folders: Path) -> None:
    finished_game(folders, Match.start(1, 7), 7)
    history_path(folders).write_text('{"schema": 1, "entries": [{"broken"')
    app = make_app()
    frames(app, 2)
    click_button(app, "stats")
    stats = top(app)
    assert isinstance(stats, StatsScene)
    assert stats.message.startswith("Your history was damaged, so it was set aside as")
    assert stats.message in texts(app)
    assert stats.figures["games"] == 1


def test_achievements_screen_lists_them_all_at_rest(folders: Path) -> None:
    finished_game(folders, Match.start(1, 3), 3)
    app = make_app()
    frames(app, 2)
    click_button(app, "achievements")
    scene = top(app)
    assert isinstance(scene, AchievementsScene)
    assert len(scene.standings) == len(ALL) == 25
    words = texts(app)
    assert "Seedling" in words and f"Earned on {date.today().isoformat()}" in words
    assert "1 of 10" in words
    rest(app)
    assert scene.wake_in() is None


def test_a_toast_when_an_achievement_is_earned_and_not_in_the_demo(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "demo")
    demo = top(app)
    assert isinstance(demo, GameScene)
    bot = RandomBot(2)
    while not demo.match.is_over:
        demo.match.play(bot.choose(demo.match.state))
    frames(app, 3)
    assert not app.toasts.waiting and not app.toasts.queue
    app.to_title()
    frames(app, 2)
    click_button(app, "new")
    click_button(app, "players:1")
    click_button(app, "start")
    results = play_through(app)
    frames(app, 2)
    assert app.toasts.owner is results
    assert "Seedling" in [a.name for a in app.toasts.queue]
