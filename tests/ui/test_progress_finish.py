"""Issue 33's last links through the real scenes: a review completed in the viewer without a
blunder earns "No blunders" with its toast (a blunder does not); a history row opens its
replay, and its review when one was made; a game of today's deal says on the board whether
it is the scored game or practice (clear of the planet's spaces at every size); closing the
App ends the Hard bot's game being made, and that process ends itself if the game is killed.
The reviews are constructed: a worker that grades each decision as the test says."""

from __future__ import annotations

import subprocess
import sys
from datetime import date
from pathlib import Path

import pygame
import pytest

from evergreen.ai.worker import Reply
from evergreen.persistence import autosave
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.progress import daily_record
from evergreen.progress.history import read_history, record
from evergreen.review.kept import write_review
from evergreen.review.run import Status
from evergreen.rules import Command, GameState
from evergreen.session.match import Match, OriginKind
from evergreen.ui.app import App
from evergreen.ui.game import owner_tag
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from evergreen.ui.screens.progress import today
from evergreen.ui.screens.progress.stats_scene import StatsScene
from evergreen.ui.screens.replay import review as review_panel
from evergreen.ui.screens.replay.scene import ReplayScene
from tests.persistence.helpers import played
from tests.test_clean_reviews import constructed, judged_as
from tests.ui.driver import click, click_button, frames, frames_until, make_app, top
from tests.waiting import process_ended

BUDGET = 1


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    monkeypatch.setattr(today, "BOT_ITERATIONS", 1)
    monkeypatch.setattr(review_panel, "BUDGET", BUDGET)
    today.REBUILT.clear()
    return tmp_path / "saves"


class Grader:
    """A review worker that answers at once: each decision judged as the judge could judge
    it, losing the VP ``losses`` gives its question (by order), none otherwise."""

    def __init__(self, losses: dict[int, float]) -> None:
        self.losses, self.asked, self.answer = losses, 0, None

    def judge(
        self, state: GameState, taken: list[Command], budget: int, seed: int, engine: str = ""
    ) -> int:
        loss = self.losses.get(self.asked, 0.0)
        self.asked += 1
        self.answer = judged_as(state, taken, loss)
        return self.asked

    def poll(self) -> Reply | None:
        answer, self.answer = self.answer, None
        return answer  # type: ignore[return-value]

    def close(self) -> None:
        pass


def kept(folder: Path, seed: int) -> Match:
    """A finished solo game, autosaved and in the history."""
    match = played(1, seed)
    assert record(match, autosave(match, folder), folder)
    return match


def open_row(app: App, game_id: str) -> ReplayScene:
    """Statistics → Games → the row of ``game_id`` clicked: its replay."""
    app.scenes.reset(app.title_screen())
    frames(app, 2)
    click_button(app, "stats")
    stats = top(app)
    assert isinstance(stats, StatsScene)
    click_button(app, "view:games")
    frames(app, 2)
    rect = next(r for r, e in stats.rows.drawn if e.game_id == game_id)
    click(app, rect.center)
    replay = top(app)
    assert isinstance(replay, ReplayScene) and replay.source.game_id == game_id
    return replay


def review_with(app: App, replay: ReplayScene, losses: dict[int, float]) -> None:
    replay.review.make_worker = lambda: Grader(losses)
    widget = next(w for w, n in replay.buttons.items() if n == "review")
    click(app, widget.rect.center)
    frames_until(app, lambda: not replay.review.running, "the review")
    assert replay.review.run is not None and replay.review.run.status is Status.DONE


def test_a_review_without_a_blunder_earns_its_achievement_with_a_toast(folders: Path) -> None:
    blundered, clean = kept(folders, 21), kept(folders, 22)
    app = make_app()
    review_with(app, open_row(app, blundered.game_id), {1: 4.0, 3: 7.5})
    assert "No blunders" not in [a.name for a in app.toasts.queue]
    replay = open_row(app, clean.game_id)
    review_with(app, replay, {1: 4.0, 3: 6.9})
    assert "No blunders" in [a.name for a in app.toasts.queue]
    assert app.toasts.owner is replay  # over the viewer it was made in, and only there


def test_a_history_row_opens_its_replay_and_its_review_if_made(folders: Path) -> None:
    reviewed, plain = kept(folders, 23), kept(folders, 24)
    entry = next(e for e in read_history(folders)[0] if e.game_id == reviewed.game_id)
    write_review(folders / entry.file, reviewed, constructed(reviewed, {2: 5.0}), True)
    app = make_app()
    replay = open_row(app, reviewed.game_id)
    panel = replay.review
    assert panel.open and panel.run is not None and panel.run.status is Status.DONE
    assert panel.run.worker is None  # read back, made by no process
    assert panel.review == constructed(reviewed, {2: 5.0})
    with text.recording() as drawn:
        replay.draw(pygame.Surface(app.size))
    assert any(d.text.startswith("Review") or "Accuracy" in d.text for d in drawn)
    assert not open_row(app, plain.game_id).review.open
    stats = app.scenes.stack[-2]
    assert isinstance(stats, StatsScene)
    with text.recording() as drawn:
        stats.draw(pygame.Surface(app.size))
    marked = [d.text for d in drawn if d.text.endswith("· reviewed")]
    assert len(marked) == 1


def board_words(app: App) -> set[str]:
    with text.recording() as drawn:
        top(app).draw(pygame.Surface(app.size))
    return {d.text for d in drawn}


def test_the_board_says_todays_deal_is_scored_or_practice(folders: Path) -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "today")
    first = top(app)
    assert isinstance(first, GameScene) and not first.match.origin.practice
    frames(app, 2)
    words = board_words(app)
    assert "Today's deal · scored" in words and "Today's deal · practice" not in words
    first.match.keeper = None
    match = first.match
    while not match.is_over:
        match.play(match.legal()[0])
    assert record(match, autosave(match, folders), folders)
    app.to_title()
    frames(app, 2)
    click_button(app, "today")
    again = top(app)
    assert isinstance(again, GameScene) and again.match.origin.practice
    frames(app, 2)
    words = board_words(app)
    assert "Today's deal · practice" in words and "Today's deal · scored" not in words
    app.to_title()
    frames(app, 2)
    click_button(app, "demo")
    assert top(app).match.origin.kind is not OriginKind.DAILY  # type: ignore[attr-defined]
    assert "Today's deal" not in board_words(app)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_daily_label_stands_clear_of_the_planet(size: tuple[int, int], lang: str) -> None:
    from evergreen import i18n
    from evergreen.session.match import Origin
    from evergreen.ui.game.log_panel import TOGGLE

    i18n.set_language(lang)
    text.set_ui_scale(130)
    try:
        lay = Layout(*size, players=1)
        surface = pygame.Surface(size)
        for practice, rival in ((True, None), (False, 128), (True, 7), (False, None)):
            day = date.today().isoformat()
            origin = Origin(OriginKind.DAILY, date=day, practice=practice)
            with text.recording() as drawn:
                label = owner_tag.draw_daily(surface, lay, origin, rival)
            assert label is not None and not any(d.cut for d in drawn)
            planet = Match.start(1, 1).state.players[0].planet
            spaces = [lay.space_rect(i) for i in planet.layout.spaces]
            assert label.collidelist(spaces) == -1
            assert not label.colliderect(lay.rect(*TOGGLE))
            assert not label.colliderect(lay.rect(*owner_tag.PLATE))
            assert surface.get_rect().contains(label)
    finally:
        text.set_ui_scale(100)
        i18n.set_language("en")


def test_closing_the_app_ends_the_bots_game_being_made(
    folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(today, "BOT_ITERATIONS", 10**6)  # far from done when the App closes
    app = make_app()
    frames(app, 2)
    click_button(app, "today")
    day = date.fromisoformat(top(app).match.origin.date)  # type: ignore[attr-defined]
    process = today.MAKING[day]
    assert process.is_alive()
    app.to_title()  # leaving for the title: the bot plays on (the verdict wants it)
    frames(app, 2)
    assert process.is_alive()
    app.close()
    assert not process.is_alive() and process.exitcode is not None
    assert not today.MAKING
    assert not daily_record.bot_game_path(day, folders).exists()


CRASHING = """
import os, sys
from datetime import date
from evergreen.progress import daily_record
process = daily_record.start_bot_game(date(2026, 5, 1), sys.argv[1], iterations=10**6)
print(process.pid, flush=True)
sys.stdin.readline()
os._exit(9)  # as a crash or a kill: nothing is cleaned up
"""


def test_the_bots_process_ends_itself_when_the_game_is_killed(folders: Path) -> None:
    game = subprocess.Popen(
        [sys.executable, "-c", CRASHING, str(folders)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert game.stdout is not None and game.stdin is not None
    pid = int(game.stdout.readline())
    game.stdin.write("\n")
    game.stdin.flush()
    assert game.wait(timeout=60) == 9
    assert process_ended(pid), "the bot's process outlived the game"
