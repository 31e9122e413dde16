"""The frame loop sleeps when nothing moves: no frame is drawn without input, motion or a
step animation that is due; input, tweens, a thinking bot and the guide's pulse wake it.

The window's clock is moved on by hand (``clock``) where a test needs the short wake after
the last event to be over: time passes without the test waiting for it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

import evergreen.ui.kit.pacing as pacing_module
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.kinds import Deal
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit.anim import Tween
from evergreen.ui.kit.pacing import AWAKE_AFTER_EVENT
from tests.ui.driver import click_button, frames, frames_until, make_app, top


class Clock:
    """The ``time`` module as the frame loop's pacing (``kit.pacing``) sees it, with its monotonic clock ahead of
    the real one by ``ahead`` seconds (the rest is the real module)."""

    def __init__(self) -> None:
        self.ahead = 0.0

    def monotonic(self) -> float:
        return time.monotonic() + self.ahead

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)

    def pass_awake_time(self) -> None:
        """Move on past the short wake after the last event."""
        self.ahead += AWAKE_AFTER_EVENT + 0.05


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[Clock]:
    fake = Clock()
    monkeypatch.setattr(pacing_module, "time", fake)
    yield fake


def settle(app: App, clock: Clock) -> None:
    """Let the start-up's frames pass, then the short wake after the last event."""
    frames(app, 3)
    clock.pass_awake_time()
    pygame.mouse.set_pos((5, 5))  # not resting on a button whose tooltip would appear


def test_an_idle_title_screen_draws_nothing(clock: Clock) -> None:
    app = make_app()
    settle(app, clock)
    frames(app, 1)
    clock.pass_awake_time()
    assert top(app).wake_in() is None
    assert not app.needs_frame()
    drawn = app.frames
    pygame.event.clear()  # what earlier tests left in the shared queue
    app.sleep()  # nothing comes: the loop waits, draws nothing
    assert app.frames == drawn and not app.needs_frame()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(7, 7), rel=(2, 2), buttons=(0, 0, 0))
    )
    app.sleep()
    assert pygame.event.peek(pygame.MOUSEMOTION)  # the event waits for the next frame,
    assert app.needs_frame()  # which it asks for at once
    frames(app, 1)
    assert not pygame.event.peek(pygame.MOUSEMOTION) and app.needs_frame()


def test_a_game_waiting_for_a_person_sleeps_and_a_tween_wakes_it(clock: Clock) -> None:
    app = make_app(players=2, seed=3)
    game = top(app)
    assert isinstance(game, GameScene)
    settle(app, clock)
    frames(app, 1)
    clock.pass_awake_time()
    assert game.wake_in() is None and not app.needs_frame()
    game.anim.add(Tween(Deal(), 0.5))
    assert game.wake_in() == 0.0
    frames(app, 1)
    assert app.needs_frame()


def test_a_thinking_bot_and_the_guide_wake_it_in_steps() -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "learn")
    guided = top(app)
    assert isinstance(guided, GameScene) and guided.guide is not None
    wait = guided.wake_in()
    assert wait is not None and 0 < wait <= 0.36  # the ring's pulse
    app2 = make_app()
    game = app2.open_game(Match.start(2, 5, (SeatKind.HARD, SeatKind.HARD)))
    assert game is not None
    app2.scenes.push(game)
    app2.set_hard_seconds(5.0)
    frames_until(app2, lambda: game.match.bot_thinking, "the bot to start thinking")
    wait = game.wake_in()
    assert wait is not None and 0 < wait <= 0.41  # the thinking dots (and a poll)


def test_reduce_motion_is_a_kept_setting_that_stills_the_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings → Reduce motion: kept in settings.json; with it the guide's ring does not
    pulse (the guided game sleeps between inputs), moves last half as long, and the
    scoring's light shows at once instead of sweeping in."""
    import json

    from evergreen.persistence import settings_path
    from evergreen.ui.app import REDUCED

    monkeypatch.setenv("EVERGREEN_CONFIG_DIR", str(tmp_path))  # this test's settings only
    app = make_app()
    frames(app, 2)
    normal = app.motion
    click_button(app, "settings")
    click_button(app, "motion:on")
    assert app.reduce_motion and app.motion == normal * REDUCED
    assert json.loads(settings_path().read_text())["reduce_motion"] is True
    click_button(app, "back")
    click_button(app, "learn")
    guided = top(app)
    assert isinstance(guided, GameScene) and guided.guide is not None
    assert guided.wake_in() is None  # no pulse to draw
    again = make_app(speed=None)
    assert again.reduce_motion


def test_waking_keeps_the_events_in_their_order(clock: Clock) -> None:
    """A press and its release arriving while the loop sleeps reach the frame in the order
    they came (the old wait took the first event out and queued it again after the second)."""
    app = make_app()
    settle(app, clock)
    clock.pass_awake_time()
    pygame.event.clear()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(5, 5), button=1))
    app.sleep()
    assert [e.type for e in pygame.event.get()] == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
