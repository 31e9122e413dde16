"""Bots in the window: chosen in the setup, thinking in a worker process while frames go
on, their turns played step by step; the hint; no process left behind."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.rules import Phase, Verb, apply, legal_commands, new_game
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.layout import Button
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.screens.setup.scene import SetupScene
from tests.ui.driver import bot_frame, click, click_button, frames, key, make_app, top, where


def run_until(app: App, done: Callable[[], object], seconds: float = 60.0) -> None:
    """Frames paced by the worker's answers until ``done()`` (bots think in another process
    meanwhile), a season's scoring closed as soon as it shows."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "timed out waiting"
        if isinstance(app.scenes.top, SeasonScoringScene):
            app.scenes.top.close()
        bot_frame(app)


def bot_game(kinds: tuple[SeatKind, ...], seed: int = 5) -> tuple[App, GameScene]:
    app = make_app()
    app.set_hard_seconds(0.2)
    scene = app.open_game(Match.start(len(kinds), seed, kinds))
    assert scene is not None
    app.scenes.push(scene)
    return app, scene


def test_setup_offers_bot_levels_per_seat() -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "new")
    for expected in (SeatKind.HARD, SeatKind.MEDIUM, SeatKind.HUMAN, SeatKind.EASY):
        click_button(app, f"seat:1:{expected.value}")  # one segment per level: no cycling
        scene = top(app)
        assert isinstance(scene, SetupScene) and scene.kinds[1] is expected
    click_button(app, "start")
    game = top(app)
    assert isinstance(game, GameScene)
    assert game.match.seats == (SeatKind.HUMAN, SeatKind.EASY)


def test_a_bot_turn_is_thought_in_a_worker_and_played_step_by_step() -> None:
    app, scene = bot_game((SeatKind.HUMAN, SeatKind.HARD))
    match = scene.match
    seen_thinking = False
    end = time.monotonic() + 60
    while match.state.phase is Phase.DRAFT or match.state.awaiting != 0:
        assert time.monotonic() < end, "the bot never got through the draft and its turn"
        if match.state.awaiting == 0:
            click(app, where(scene, match.legal()[0]))
            continue
        app.step(1 / 60)
        seen_thinking |= "is thinking" in scene.table().status
        app.worker().ready(1 / 60)
    assert seen_thinking
    assert app.worker().pid is not None and app.worker().pid != os.getpid()
    bot_moves = [c for c in match.log if c.seat == 1]
    assert bot_moves, "the bot never played"


def test_hint_shows_a_legal_turn_and_plays_nothing() -> None:
    app, scene = bot_game((SeatKind.HUMAN, SeatKind.HUMAN), seed=8)
    match = scene.match
    while match.state.phase is Phase.DRAFT:
        click(app, where(scene, match.legal()[0]))
    state, log = match.state, list(match.log)
    key(app, pygame.K_h)
    run_until(app, lambda: match.hint() is not None)
    plan = match.hint()
    assert plan and plan[-1].verb.value == "end"
    for cmd in plan:  # the whole suggested turn is legal, in order
        state = apply(state, cmd)
    assert match.log == log  # shown, not played
    assert scene.table().status.startswith("Hint: ")
    click(app, scene.layout.button_rect(Button.A).center)
    assert match.log != log
    assert match.hint() is None  # the hint goes once the position changes


def test_a_space_used_twice_in_a_hint_shows_both_numbers() -> None:
    from evergreen.rules import Command, Verb, new_game
    from evergreen.ui.words.hints import hint_labels, hint_text

    plan = [
        Command(0, Verb.ACTION, 0),
        *(Command(0, Verb.PLANT, i) for i in (3, 8, 12)),
        Command(0, Verb.POWER),
        Command(0, Verb.GROW, 12),
        Command(0, Verb.END),
    ]
    assert hint_labels(plan) == {3: "1", 8: "2", 12: "3,4"}
    said = hint_text(plan, new_game(2, 1))  # (a plan the rules refuse here: no gains said)
    assert "plant Sprouts at 1, 2, 3 › use the power › grow at 4" in said


def test_quitting_mid_thought_leaves_no_process() -> None:
    app, scene = bot_game((SeatKind.HARD, SeatKind.HARD))
    app.set_hard_seconds(30.0)
    run_until(app, lambda: scene.match.bot_thinking)
    pid = app.worker().pid
    assert pid is not None
    app.quit()
    assert not app.running
    with pytest.raises(ProcessLookupError):  # quitting ended the worker and waited for it
        os.kill(pid, 0)


def test_a_killed_worker_is_restarted_and_the_game_goes_on() -> None:
    app, scene = bot_game((SeatKind.MEDIUM, SeatKind.MEDIUM))
    run_until(app, lambda: scene.match.bot_thinking)
    pid = app.worker().pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    before = len(scene.match.log)
    run_until(app, lambda: len(scene.match.log) > before + 3)
    assert app.worker().pid != pid


def test_a_whole_bot_game_in_the_window_matches_the_engine() -> None:
    app, scene = bot_game((SeatKind.EASY, SeatKind.MEDIUM), seed=12)
    run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), seconds=240)
    replay = new_game(2, 12)
    for cmd in scene.match.log:
        replay = apply(replay, cmd)
    assert top(app).state == replay  # type: ignore[attr-defined]


def test_the_hard_bots_thinking_time_is_a_kept_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    app = make_app()
    frames(app, 2)
    assert app.hard_seconds == 0.5  # the default: at most 2 s a turn, as the issue asks
    click_button(app, "settings")
    click_button(app, "bots:1")
    assert app.hard_seconds == 1
    again = make_app()
    game = again.open_game(Match.start(2, 1, (SeatKind.HUMAN, SeatKind.HARD)))
    assert game is not None and again.hard_seconds == 1
    assert again.match is not None and again.match.bots is not None
    assert again.match.bots.hard_time == 1.0
    again.set_hard_seconds(4)
    again.keep_settings()
    last = make_app()
    assert last.hard_seconds == 4
    frames(last, 2)
    click_button(last, "settings")
    click_button(last, "bots:0.5")  # every time is offered, the shortest too
    assert last.hard_seconds == 0.5


def test_another_seats_turn_is_captioned_and_its_moves_stay_marked() -> None:
    """A bot's turn plays on the main board step by step, each step in words on the status
    line; the spaces it placed on stay marked on its planet after its turn."""
    from evergreen.ui.words.prompts import caption

    app, scene = bot_game((SeatKind.HUMAN, SeatKind.EASY), seed=7)
    match = scene.match
    captions: set[str] = set()
    end = time.monotonic() + 60
    while True:
        assert time.monotonic() < end, "the bot never finished a turn"
        if match.awaiting_kind is SeatKind.HUMAN:
            click(app, where(scene, match.legal()[-1]))
            continue
        before = len(match.log)
        app.step(1 / 60)
        if len(match.log) > before and match.log[-1].seat == 1:
            if match.awaiting_kind is SeatKind.EASY:
                captions.add(scene.table().status)
                assert scene.look.viewed == 1  # its turn plays on the main board
            if match.log[-1].verb is Verb.END:
                break
        app.worker().ready(1 / 60)
    assert any(c.startswith("Player 2 ") and c.endswith(".") for c in captions), captions
    took = max(i for i, c in enumerate(match.log) if c.seat == 1 and c.verb is Verb.TAKE)
    placed = {
        c.arg
        for c in match.log[took:]
        if c.seat == 1 and c.verb in (Verb.PLANT, Verb.GROW, Verb.BUSH, Verb.LAKE)
    }
    scene.look.viewed = 1
    assert placed == set(scene.table().marks)
    state = new_game(2, 1)
    assert caption(state, next(iter(legal_commands(state))), state).endswith("”.")
