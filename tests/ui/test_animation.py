"""Animations follow the rule events: season scoring, then the sun and the next deal."""

from __future__ import annotations

import random

import pygame
import pytest

from evergreen.rules import EventKind, Power, Source, Verb, apply
from evergreen.ui.game.kinds import Banner, Deal, SeatScore, SunMove
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import click, frames, make_app


def to_season_end(speed: Speed) -> tuple[GameScene, list[object]]:
    """A 2-player game played up to (and including) the command that ends Spring."""
    app = make_app(players=2, seed=21)
    app.speed = speed
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    rng = random.Random(5)
    while True:
        legal = scene.match.legal()
        cmd = rng.choice([c for c in legal if c.verb is not Verb.STOP] or legal)
        events = apply(scene.match.state, cmd).events
        scene.play(cmd)
        if any(e.kind is EventKind.SEASON_ENDED for e in events):
            scene.update(0.0)
            return scene, list(events)
        scene.update(0.0)
        scene.anim.skip()


def test_season_scoring_animation_matches_the_events() -> None:
    """Each seat's turn of the scoring shows exactly its lit and shaded trees and its
    largest forest; the sun and the new market wait until the scoring has closed."""
    scene, events = to_season_end(Speed.NORMAL)
    turns = scene.anim.each(SeatScore)
    assert [t.what.plan.seat for t in turns] == list(range(len(scene.match.state.players)))
    for turn in turns:
        plan, seat = turn.what.plan, turn.what.plan.seat
        lit = next(e for e in events if e.seat == seat and e.source is Source.LIGHT)
        shaded = next(e for e in events if e.seat == seat and e.kind is EventKind.SHADED)
        forest = next(e for e in events if e.seat == seat and e.source is Source.FOREST)
        assert {space for space, _ in plan.lit} == set(lit.spaces)
        assert plan.light == lit.value and plan.shaded == frozenset(shaded.spaces)
        assert plan.forest == tuple(forest.spaces)
    assert scene.anim.get(SunMove) is None and scene.anim.get(Deal) is None


def test_a_click_skips_animations_and_bots_wait_for_them() -> None:
    """Clicking anywhere finishes every running animation at once."""
    scene, _ = to_season_end(Speed.NORMAL)
    assert scene.anim.busy
    click(scene.app, (5, 795))
    assert not scene.anim.busy


def test_speed_off_creates_no_animation() -> None:
    """With animations off nothing is queued; the game is immediately playable."""
    scene, _ = to_season_end(Speed.OFF)
    assert not scene.anim.busy
    frames(scene.app, 1)
    assert scene.match.legal()


def test_season_scoring_scene_runs_the_board_animation_then_returns() -> None:
    """A season's end puts its scoring over the game: the sweep goes on beneath it, a click
    skips it, Enter goes back to the game, which then says whose turn it is (hotseat)."""
    import pygame

    from evergreen.ui.game.season_scoring import SeasonScoringScene
    from tests.ui.driver import key

    scene, _ = to_season_end(Speed.NORMAL)
    app = scene.app
    overlay = app.scenes.top
    assert isinstance(overlay, SeasonScoringScene) and overlay.game is scene
    assert not overlay.opaque
    turn = scene.anim.get(SeatScore)
    assert turn is not None
    frames(app, 10)
    assert turn.elapsed > 0.1  # the game's tweens advance while the overlay is on top
    click(app, scene.layout.grid.center)
    assert not scene.anim.busy and app.scenes.top is overlay
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene
    banner = scene.anim.get(Banner)
    assert banner is not None and banner.what.text.endswith("'s turn")


@pytest.mark.slow
def test_demo_goes_on_past_a_season_scoring_by_itself() -> None:
    """Nobody clicks in the demo: its season scoring closes itself after the animation."""
    from evergreen.ui.game.season_scoring import SeasonScoringScene

    app = make_app(players=2, seed=3, demo=True)
    app.speed = Speed.FAST
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    while not isinstance(app.scenes.top, SeasonScoringScene):
        scene.anim.skip()
        cmd = scene.pacer.next(scene.match)
        if cmd is not None:
            scene.bot_play(cmd)
        frames(app, 1)
    frames(app, 60 * 8)
    assert app.scenes.top is scene


def test_moves_last_long_enough_to_follow_at_normal_speed() -> None:
    """A drafted card's flight, the new market and a piece growing in each take at least
    0.35 s at normal speed (they were about 0.2 s, too fast to see)."""
    from evergreen.ui.game.kinds import CardFlight, Pop
    from evergreen.ui.kit.speed import Speed
    from tests.ui.driver import make_app, top

    app = make_app(players=2, seed=5, speed=Speed.NORMAL)
    frames(app, 2)
    game = top(app)
    picks = 0
    while game.match.state.phase.value == "draft":  # type: ignore[attr-defined]
        game.play(game.match.legal()[0])  # type: ignore[attr-defined]
        frames(app, 1)  # the rule events become tweens
        flights = game.anim.each(CardFlight)  # type: ignore[attr-defined]
        assert flights and min(t.duration for t in flights) >= 0.35
        picks += 1
    assert picks == 2
    game.play(next(c for c in game.match.legal() if c.verb.value == "action" and c.arg == 3))  # type: ignore[attr-defined]
    game.anim.skip()  # type: ignore[attr-defined]
    game.play(next(c for c in game.match.legal() if c.verb.value == "plant"))  # type: ignore[attr-defined]
    frames(app, 1)
    pops = game.anim.each(Pop)  # type: ignore[attr-defined]
    assert pops and pops[0].duration >= 0.35


def test_the_season_scoring_owns_the_screen_until_it_ends() -> None:
    """While the season is scored the header, status line, market, zone and sun still show
    the season being scored; the new season shows once the scoring closes, and the sun then
    travels around the planet's rim to its new side."""
    import pygame

    from evergreen.ui.art.board import SIDE_ANGLE
    from evergreen.ui.words.prompts import header, prompt
    from tests.ui.driver import key

    scene, _ = to_season_end(Speed.NORMAL)
    app = scene.app
    state = scene.match.state
    held = scene.table().shown
    assert held is not state and held.season != state.season
    assert header(held) != header(state)  # 'Spring · round 5 of 5' while Spring is scored
    assert held.sun != state.sun
    frames(app, 5)
    assert scene.table().shown is held
    from evergreen.ui.kit import text
    from evergreen.ui.words.names import season_end

    with text.recording() as drawn:  # the status line names the season scored, no step
        frames(app, 1)
    shown = {d.text for d in drawn}
    assert season_end(held.season) in shown and prompt(held, scene.match) not in shown
    key(app, pygame.K_RETURN)  # close the scoring
    assert scene.table().shown is state
    sun = scene.anim.get(SunMove)
    assert sun is not None and sun.started  # it moves now, after the scoring
    assert sun.what.start == held.sun and SIDE_ANGLE[held.sun] != SIDE_ANGLE[state.sun]


def test_the_sun_goes_around_the_rim() -> None:
    """Halfway between two sides the sun is on the circle around the planet, not on the
    straight line between the two sides (that crossed the planet's corner)."""
    import math

    import pygame

    from evergreen.rules import Sun
    from evergreen.ui.art.board import draw_sun
    from evergreen.ui.kit.layout import Layout

    lay = Layout(1280, 800, players=2)
    surface = pygame.Surface((1280, 800), pygame.SRCALPHA)
    draw_sun(surface, lay, Sun.RIGHT, (Sun.TOP, 0.5))
    (cx, cy), radius = lay.sun_orbit()
    drawn = surface.get_bounding_rect()
    sx, sy = drawn.center
    distance = math.hypot(sx - cx, sy - cy)
    assert abs(distance - radius) < lay.px(30)  # on the rim (the arrow widens the box)
    straight = (
        (lay.sun_rect(Sun.TOP).centerx + lay.sun_rect(Sun.RIGHT).centerx) / 2,
        (lay.sun_rect(Sun.TOP).centery + lay.sun_rect(Sun.RIGHT).centery) / 2,
    )
    assert math.hypot(straight[0] - cx, straight[1] - cy) < radius - lay.px(60)


def test_the_marks_of_points_never_cover_each_other() -> None:
    """The end of the game marks light, forest and each biome's fertility on every
    player's planet in turn: at every moment no two marks on the board overlap."""
    from evergreen.ui.game.scoring_anim import marks
    from tests.ui.driver import make_app

    app = make_app(players=4, seed=3, speed=Speed.NORMAL)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    rng = random.Random(2)
    while not scene.match.state.is_over:
        legal = scene.match.legal()
        scene.play(rng.choice([c for c in legal if c.verb is not Verb.STOP] or legal))
        if not scene.match.state.is_over:
            scene.anim.skip()
            scene.match.events.clear()
    scene.update(0.0)  # the last scoring's tweens
    seen, sources = 0, set()
    while scene.anim.busy:
        shown = marks(scene.layout, scene.anim)
        boxes = [pygame.Rect(0, 0, size, size) for _tok, _centre, size in shown]
        for box, (tok, centre, _size) in zip(boxes, shown, strict=True):
            box.center = (round(centre[0]), round(centre[1]))
            sources.add(tok.source)
        seen = max(seen, len(boxes))
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:
                assert not a.inflate(-2, -2).colliderect(b), (a, b)
        scene.anim.update(1 / 60)
    assert seen >= 4 and sources == {Source.LIGHT, Source.FOREST, Source.FERTILITY}


def test_a_power_marker_slides_to_its_new_level() -> None:
    """Using a power moves its marker one step (R6.1): the tracks show it sliding from the
    old level's box to the new one's, then resting there; nothing slides at the track's end."""
    import pygame

    from evergreen.session.match import Match
    from evergreen.ui.game.kinds import MarkerMove
    from evergreen.ui.kit.text import ACCENT_INK

    app = make_app(speed=Speed.NORMAL)
    match = Match.start(2, 5)
    while not any(c.verb is Verb.POWER for c in match.legal()):
        match.play(match.legal()[0])
    scene = app.open_game(match)
    assert isinstance(scene, GameScene)
    app.scenes.reset(scene)
    frames(app, 2)
    power_cmd = next(c for c in match.legal() if c.verb is Verb.POWER)
    seat = power_cmd.seat
    before = match.state.players[seat].levels
    assert scene.play(power_cmd)
    after = match.state.players[seat].levels
    power = next(p for p in range(len(after)) if after[p] != before[p])
    app.step(1 / 60)
    slide = scene.anim.get(MarkerMove)
    assert slide is not None and slide.what == MarkerMove(seat, power, before[power], after[power])
    lay = scene.layout
    old, new = lay.track_box(power, before[power]), lay.track_box(power, after[power])
    while slide.value < 0.5:
        app.step(1 / 60)
    scene.draw(app.screen)
    amber = pygame.Color(*ACCENT_INK)
    row = [app.screen.get_at((x, old.centery)) for x in range(old.left, new.right)]
    lit = [x for x, c in zip(range(old.left, new.right), row, strict=True) if c == amber]
    assert lit and old.left < min(lit) and max(lit) < new.right  # between the two boxes
    for _ in range(60):
        app.step(1 / 60)
    assert scene.anim.get(MarkerMove) is None
    scene.draw(app.screen)
    assert app.screen.get_at((new.x + 3, new.centery)) == amber


def test_no_marker_slides_at_the_end_of_its_track() -> None:
    """At the last level the marker stays (R6.1): a power used there slides nothing."""
    from evergreen.rules import Event, Sun
    from evergreen.ui.game.event_anim import EventAnimator
    from evergreen.ui.game.kinds import MarkerMove
    from evergreen.ui.kit.anim import Animator
    from evergreen.ui.kit.layout import Layout

    events = EventAnimator(Sun.TOP, levels_before=((0, 0, 4, 0, 0, 0),))
    anim = Animator()
    used = [Event(EventKind.POWER, seat=0, power=Power(2), level=4)]
    events.absorb(anim, used, Layout(1280, 800, 1), 0, 1.0)
    assert anim.get(MarkerMove) is None
    events.absorb(
        anim,
        [Event(EventKind.POWER, seat=0, power=Power(1), level=1)],
        Layout(1280, 800, 1),
        0,
        1.0,
    )
    assert anim.get(MarkerMove) is not None
