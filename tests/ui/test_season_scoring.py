"""The season's scoring, the game's signature moment: every seat's planet on the big board
in turn, the light sweeping in from the sun line after line, the points flying from the
trees to the score; skippable, at the chosen speed; and nothing of the next season shown
before it has closed (issue 31, defect 2)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from evergreen.i18n import _
from evergreen.rules import EventKind, Sun, Verb, apply
from evergreen.ui.game import hud, panels, scoring_anim, scoring_art
from evergreen.ui.game.kinds import Deal, SeatScore, SunMove
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.scoring_plan import BEAM, GRID, LINE, line_of
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit import text
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import click, frames, key, make_app


def season_end(players: int, speed: Speed, reduce: bool = False, seed: int = 4) -> GameScene:
    """A game of ``players`` played up to (and including) the command that ends Spring,
    its scoring on the screen."""
    app = make_app(players=players, seed=seed, speed=speed)
    app.reduce_motion = reduce
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    rng = random.Random(5)
    while True:
        legal = scene.match.legal()
        cmd = rng.choice([c for c in legal if c.verb is not Verb.STOP] or legal)
        ended = any(e.kind is EventKind.SEASON_ENDED for e in apply(scene.match.state, cmd).events)
        scene.play(cmd)
        frames(app, 1)
        if ended:
            assert isinstance(app.scenes.top, SeasonScoringScene)
            return scene
        scene.anim.skip()


def spy(monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> list[tuple[Any, ...]]:
    """Record every call of ``module.name`` (it still does what it does)."""
    calls: list[tuple[Any, ...]] = []
    real: Callable[..., Any] = getattr(module, name)

    def recorded(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, recorded)
    return calls


@pytest.mark.parametrize("players", [1, 3])
def test_nothing_of_the_next_season_shows_before_the_scoring_ends(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Until the scoring closes, no frame draws the next season: not its market (the
    market keeps 'Drafted this round' with the cards drafted, never blank), not the
    automa's next card, not the sun's move, not the 'to play' badge, not the 'if the
    season ended now' box; once it closes, they all come."""
    scene = season_end(players, Speed.NORMAL)
    app, held, state = scene.app, scene.look.held, scene.match.state
    assert held is not None
    drafted = {c for p in held.players for c in p.hand} | set(held.automa) | set(held.market)
    assert (set(state.market) | set(state.automa)) - drafted  # the next season differs
    cards = spy(monkeypatch, panels, "card_face")
    badges = spy(monkeypatch, panels, "to_play")
    previews = spy(monkeypatch, hud, "draw_preview")
    checked = 0
    while app.scenes.top is not scene:
        cards.clear()
        with text.recording() as drawn:  # a whole frame, every text seen
            frames(app, 1)
        shown = {d.text for d in drawn}
        assert _("Drafted this round") in shown and _("Market") not in shown
        assert {args[2] for args in cards} <= drafted
        assert {args[2] for args in cards} & {c for p in held.players for c in p.hand}
        assert not badges and not previews
        assert scene.anim.get(Deal) is None and scene.anim.get(SunMove) is None
        checked += 1
        frames(app, 5)
        if not scene.anim.busy:
            key(app, pygame.K_RETURN)  # the scoring closes
    assert checked > 20
    with text.recording() as drawn:
        frames(app, 1)
    assert _("Market") in {d.text for d in drawn} and badges and previews
    assert scene.anim.get(Deal) is not None
    assert (scene.anim.get(SunMove) is not None) == (held.sun != state.sun)


def test_each_seat_is_scored_on_the_big_board_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The big board shows each seat's planet in turn, named on the board, each turn
    starting when the one before has ended; then the awaited seat's planet comes back."""
    scene = season_end(3, Speed.NORMAL)
    app = scene.app
    named = spy(monkeypatch, scoring_anim, "draw_tag")
    turns = scene.anim.each(SeatScore)
    for before, after in itertools.pairwise(turns):
        assert after.delay == pytest.approx(before.delay + before.duration)
    order = []
    while scene.anim.busy:
        frames(app, 1)
        turn = scoring_anim.current(scene.anim)
        if turn is not None:
            seat = turn.what.plan.seat
            if not order or order[-1] != seat:
                order.append(seat)
                named.clear()
                with text.recording():  # a whole frame: the board's caption names it
                    frames(app, 1)
                assert named and named[-1][2] == seat
            assert scene.look.viewed == seat
    assert order == [0, 1, 2]
    key(app, pygame.K_RETURN)
    assert scene.look.viewed == scene.match.state.awaiting


def test_the_points_fly_from_the_trees_to_the_seats_score() -> None:
    """Each seat's points leave the board from its trees, land on its score in the
    players' panel, and only then does that score roll up."""
    scene = season_end(2, Speed.NORMAL)
    app, lay, state = scene.app, scene.layout, scene.match.state
    plans = [t.what.plan for t in scene.anim.each(SeatScore)]
    before = [state.scores[p.seat] - p.total for p in plans]
    assert all(p.total for p in plans), "a seed where both seats score"
    first: dict[int, tuple[float, float]] = {}
    while scene.anim.busy:
        frames(app, 1)
        turn = scoring_anim.current(scene.anim)
        if turn is None:
            continue
        seat, t = turn.what.plan.seat, scoring_anim.local(turn)
        for _text, centre, size, _source in scoring_anim.flights(lay, scene.anim):
            if size > 0:
                first.setdefault(seat, centre)
        if t < turn.what.plan.land:
            assert round(scene.look.scores[seat]) == before[seat]  # nothing landed yet
        elif t > turn.what.plan.land + 0.55:
            assert round(scene.look.scores[seat]) == state.scores[seat]
    assert set(first) == {0, 1}
    assert all(lay.grid.collidepoint(centre) for centre in first.values())  # from the board
    frames(app, 30)
    assert [round(v) for v in scene.look.scores] == list(state.scores)


def test_a_flight_lands_on_the_score() -> None:
    """A point's last position is on its seat's score, in that seat's panel."""
    scene = season_end(2, Speed.NORMAL)
    app, lay = scene.app, scene.layout
    last: dict[int, tuple[float, float]] = {}
    while scene.anim.busy:
        frames(app, 1)
        turn = scoring_anim.current(scene.anim)
        for _text, centre, size, _source in scoring_anim.flights(lay, scene.anim):
            if size > 0 and turn is not None:
                last[turn.what.plan.seat] = centre
    assert set(last) == {0, 1}
    for seat, centre in last.items():
        spot = scoring_anim.score_spot(lay, seat)
        assert lay.player_rect(seat).collidepoint(spot)
        assert abs(centre[0] - spot[0]) + abs(centre[1] - spot[1]) < lay.px(40)


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_skips_to_the_end_of_the_scoring(how: str) -> None:
    """A click on the board or any key (Space) ends the scoring at once: every seat's
    points on its score and in the table; Enter then goes back to the game."""
    scene = season_end(3, Speed.NORMAL)
    app, state = scene.app, scene.match.state
    overlay = app.scenes.top
    assert isinstance(overlay, SeasonScoringScene)
    assert not all(overlay.landed())
    if how == "click":
        click(app, scene.layout.grid.center)
    else:
        key(app, pygame.K_SPACE)
    assert not scene.anim.busy and app.scenes.top is overlay
    assert all(overlay.landed()) and scene.look.goals == state.scores
    frames(app, 40)
    assert [round(v) for v in scene.look.scores] == list(state.scores)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene


def test_the_scoring_follows_the_animation_speed() -> None:
    """Fast shortens it in the speed's ratio; with animations off nothing moves and the
    scores and the table show at once."""
    lengths = {}
    for speed in (Speed.NORMAL, Speed.FAST):
        scene = season_end(2, speed)
        turns = scene.anim.each(SeatScore)
        lengths[speed] = max(t.delay + t.duration for t in turns)
    assert lengths[Speed.NORMAL] > 4.0  # two seats, each seen
    assert lengths[Speed.FAST] == pytest.approx(lengths[Speed.NORMAL] * Speed.FAST.factor)
    scene = season_end(2, Speed.OFF)
    overlay = scene.app.scenes.top
    assert isinstance(overlay, SeasonScoringScene)
    assert not scene.anim.busy and all(overlay.landed())


@pytest.mark.parametrize("reduce", [False, True])
def test_reduce_motion_keeps_only_what_explains_the_change(
    reduce: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With Reduce motion the light does not sweep: each seat's marks show from the first
    frame of its turn, at half the length; the points still fly to the score."""
    edges = spy(monkeypatch, scoring_art, "edge")
    tokens = spy(monkeypatch, scoring_art, "draw_token")
    scene = season_end(2, Speed.NORMAL, reduce=reduce)
    turns = scene.anim.each(SeatScore)
    assert turns[0].duration == pytest.approx(turns[0].what.plan.window * (0.5 if reduce else 1))
    flew, marked = False, []
    while scene.anim.busy:
        tokens.clear()
        frames(scene.app, 1)
        turn = scoring_anim.current(scene.anim)
        if turn is not None and not marked:  # the first frame of the first turn
            marked = [len(tokens), len(turn.what.plan.tokens)]
        flew |= bool(scoring_anim.flights(scene.layout, scene.anim))
    assert flew and bool(edges) is not reduce
    assert (marked[0] == marked[1]) is reduce  # everything marked at once, or as lit


@pytest.mark.parametrize("sun", list(Sun))
def test_the_light_sweeps_from_the_sun_across_each_line(sun: Sun) -> None:
    """Along each line the light reaches the spaces in order away from the sun; each line
    starts 0.15 s after the one before (ART.md)."""
    from evergreen.rules.layout import layout
    from evergreen.ui.game.scoring_plan import SeatScoring

    plan = SeatScoring(0, None, sun, (), (), frozenset(), frozenset(), ())
    for line in layout().lines[sun]:
        times = [plan.reach(i) for i in line]
        assert times == sorted(times) and len(set(times)) == len(times)
    for space in range(GRID * GRID):
        index, along = line_of(space, sun)
        assert plan.reach(space) == pytest.approx(index * LINE + (along + 0.5) / GRID * BEAM)
    assert plan.sweep_end == pytest.approx((GRID - 1) * LINE + BEAM)


def test_the_scoring_pictures_draw_at_every_size() -> None:
    """The glow, the light's edge, the washes and the tokens at any size (an odd one made
    a glow's outer ring go past its radius: a crash at 1920x1080)."""
    from evergreen.rules import Source

    for size in range(4, 160):
        for step in (1, scoring_art.LEVELS):
            assert scoring_art.glow(size, step).get_size() == (size, size)
            assert scoring_art.wash(size, size, step, step == 1).get_size() == (size, size)
        assert scoring_art.edge(size, max(2, size // 2), size % 2 == 0).get_width() > 0
        assert scoring_art.token("+2", max(8, size), Source.LIGHT).get_width() == max(8, size)
