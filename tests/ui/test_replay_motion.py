"""A step forward in the replay viewer is animated as in play, by the game screen's own tweens
(a card flying from the market, a piece popping in, a marker sliding, the scores rolling, a
season's scoring over the table); a jump (back, by a turn, a round, Home/End, the timeline)
is instant; playing animates each step within its time at the chosen speed. Through the
real scene, keys and frames."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.rules import EventKind, Verb, apply
from evergreen.ui.app import App
from evergreen.ui.game.kinds import CardFlight, Deal, MarkerMove, Pop, SeatScore
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.scoring import ReplayScoring
from evergreen.ui.screens.replay.source import ReplaySource
from tests.persistence.helpers import EXAMPLES
from tests.ui.driver import frames, key, make_app, top


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


def viewer(speed: Speed = Speed.NORMAL) -> tuple[App, ReplayScene]:
    app = make_app(speed=speed)
    scene = ReplayScene(app, ReplaySource.of_save(EXAMPLES["finished"]))
    app.scenes.push(scene)
    frames(app, 2)
    while scene.wake_in() == 0.0:  # the card pictures drawn ahead, one a frame
        frames(app, 1)
    return app, scene


def first(scene: ReplayScene, wanted: object, after: int = 0) -> int:
    """The point just before the first command from ``after`` that ``wanted(cmd, events)``."""
    replay = scene.source.replay
    for i in range(after, len(replay)):
        cmd = replay.log[i]
        events = {e.kind for e in apply(replay.state_at(i), cmd).events}
        if wanted(cmd, events):  # type: ignore[operator]
            return i
    raise AssertionError("no such command in the game")


def settle(app: App, scene: ReplayScene) -> None:
    """Frames until the step's animation is over (a bounded number)."""
    for _ in range(600):
        if not scene.table.moving:
            return
        frames(app, 1)
    raise AssertionError("the step never stopped moving")


def window(app: App) -> bytes:
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


def test_a_step_forward_flies_the_card_pops_the_piece_and_rolls_the_score() -> None:
    app, scene = viewer()
    table = scene.table
    at = first(scene, lambda c, e: c.verb is Verb.TAKE)
    scene.go(at)
    frames(app, 1)
    key(app, pygame.K_RIGHT)
    took = scene.source.replay.log[at]
    flights = table.anim.each(CardFlight)
    assert [(t.what.card, t.what.seat) for t in flights] == [(took.arg, took.seat)]
    assert scene.index == at + 1 and scene.wake_in() == 0.0  # frames while it moves
    moving = window(app)
    settle(app, scene)
    frames(app, 1)
    assert window(app) != moving, "the card was drawn in flight"
    assert scene.wake_in() is None, "at rest again: no frames asked"
    # a placement pops in on the acting seat's planet, a power's marker slides
    at = first(scene, lambda c, e: c.verb is Verb.PLANT, at)
    scene.go(at)
    key(app, pygame.K_RIGHT)
    placed = scene.source.replay.log[at]
    assert table.look.viewed == placed.seat
    assert [(t.what.seat, t.what.space) for t in table.anim.each(Pop)] == [
        (placed.seat, placed.arg)
    ]
    at = first(scene, lambda c, e: EventKind.POWER in e and c.seat == 0, at)
    scene.go(at)
    key(app, pygame.K_RIGHT)
    assert table.anim.each(MarkerMove) or table.anim.each(Pop)


def test_the_scores_roll_after_a_step_and_stand_at_once_after_a_jump() -> None:
    app, scene = viewer()
    table = scene.table
    replay = scene.source.replay
    at = first(scene, lambda c, e: EventKind.VP in e and EventKind.SEASON_ENDED not in e)
    scene.go(at)
    key(app, pygame.K_RIGHT)
    real = [float(s) for s in table.state.scores]
    assert table.look.scores != real and table.moving  # rolling up
    settle(app, scene)
    assert table.look.scores == real
    scene.go(at)
    for keys in ((pygame.K_RIGHT, pygame.KMOD_SHIFT), (pygame.K_PAGEDOWN, 0), (pygame.K_END, 0)):
        ev = {"key": keys[0], "mod": keys[1], "unicode": ""}
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **ev))
        frames(app, 1)
        assert not table.anim.busy and not table.moving, keys  # a jump is instant
        assert table.look.scores == [float(s) for s in table.state.scores]
    key(app, pygame.K_LEFT)  # a step back too
    assert scene.index == len(replay) - 1 and not table.moving


def test_a_season_ends_with_its_scoring_over_the_table_then_the_new_season_deals() -> None:
    app, scene = viewer()
    table = scene.table
    at = first(scene, lambda c, e: EventKind.SEASON_ENDED in e)
    scene.go(at)
    key(app, pygame.K_RIGHT)
    scoring = top(app)
    assert isinstance(scoring, ReplayScoring)
    assert table.anim.each(SeatScore) and table.look.held is not None
    assert table.table().shown.season != table.state.season  # the season scored shows
    key(app, pygame.K_SPACE)  # a key skips the scoring's animation, as in play
    assert not table.anim.each(SeatScore)
    key(app, pygame.K_RETURN)  # Continue
    assert top(app) is scene and table.look.held is None
    assert table.anim.get(Deal) is not None, "the new market deals once the scoring closes"
    settle(app, scene)
    # Esc closes it too (no pause menu over a replay)
    scene.go(at)
    key(app, pygame.K_RIGHT)
    assert isinstance(top(app), ReplayScoring)
    key(app, pygame.K_ESCAPE)
    assert top(app) is scene


def test_playing_animates_each_step_within_its_time_and_passes_a_seasons_scoring() -> None:
    app, scene = viewer()
    while scene.speed != 8.0:
        scene.next_speed()
    at = first(scene, lambda c, e: EventKind.SEASON_ENDED in e)
    scene.go(at - 12)
    key(app, pygame.K_SPACE)
    assert scene.playing
    seen: set[int] = set()
    for _ in range(240):
        frames(app, 1)
        tweens = scene.table.anim.each(CardFlight) + scene.table.anim.each(Pop)
        for t in tweens:
            assert t.duration <= 1 / scene.speed + 1e-9, "a step's tweens fit in its time"
        if tweens:
            seen.add(scene.index)
        if isinstance(top(app), ReplayScoring):
            break
    assert len(seen) >= 4, "each step played is animated"
    assert isinstance(top(app), ReplayScoring), "playing reached a season's end"
    for _ in range(600):  # the scoring closes by itself while playing, and playing goes on
        frames(app, 1)
        if top(app) is scene:
            break
    assert top(app) is scene and scene.playing
    before = scene.index
    frames(app, 30)
    assert scene.index > before


def test_with_animations_off_a_step_is_as_instant_as_a_jump() -> None:
    app, scene = viewer(Speed.OFF)
    at = first(scene, lambda c, e: EventKind.SEASON_ENDED in e)
    scene.go(at)
    key(app, pygame.K_RIGHT)
    assert top(app) is scene and not scene.table.moving
    assert scene.table.state == scene.source.replay.state_at(at + 1)
