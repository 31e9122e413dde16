"""The results screen, through the real scenes: real games played to their end, then the
winner's moment, the planets and charts (their figures the engine's), the table, the solo
ladder, the ways on, and the demo going on by itself."""

from __future__ import annotations

import random
from itertools import combinations

import pygame
import pytest

from evergreen.rules import (
    EventKind,
    Season,
    Source,
    Sun,
    apply,
    legal_commands,
    new_game,
    player_breakdown,
    ranking,
    solo_rank,
    winner,
)
from evergreen.rules.data_files import game_data
from evergreen.seats import SeatKind
from evergreen.session.challenge import Challenge
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.demo import demo_match
from evergreen.ui.game.panels import next_rank
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit import text
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.results.cards import GOLD, SOURCE_COLOURS
from evergreen.ui.screens.results.celebration import Bars, Leaves, Ribbon
from evergreen.ui.screens.results.data import Phase, buds_by_season
from evergreen.ui.screens.results.ladder import reached
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.words.colours import player_colour
from evergreen.ui.words.game_log import GameLog
from evergreen.ui.words.names import rank_name
from evergreen.ui.words.results import result_rows, verdict
from tests.ui.colour_vision import VISIONS, difference
from tests.ui.driver import click, click_button, frames, key, make_app, top

NAMES = ("Ada", "Boris", "", "Снег")
COLOURS = (3, 2, 0, 1)


def play_out(match: Match, seed: int) -> None:
    """Random legal moves for every seat (the bots' kinds too) to the game's end."""
    rng = random.Random(seed)
    while not match.state.is_over:
        assert match.play(rng.choice(match.legal())) is None


def finished(
    app: App,
    players: int = 4,
    seed: int = 21,
    kinds: tuple[SeatKind, ...] | None = None,
    names: tuple[str, ...] = NAMES,
    colours: tuple[int, ...] = COLOURS,
    **options: object,
) -> ResultsScene:
    """A game played to its end, shown by the game scene until it opens the results."""
    match = Match.start(
        players, seed, kinds, names=names[:players], colours=colours[:players], **options
    )  # type: ignore[arg-type]
    play_out(match, seed)
    game = app.open_game(match)
    assert game is not None
    app.scenes.reset(game)
    for _ in range(120):
        frames(app)
        if isinstance(top(app), ResultsScene):
            break
    scene = top(app)
    assert isinstance(scene, ResultsScene), type(scene).__name__
    return scene


def drawn_texts(app: App) -> set[str]:
    """Every text drawn in the next frame."""
    app.scenes.changed = True
    with text.recording() as drawn:
        frames(app)
    return {d.text for d in drawn}


def test_the_results_name_everyone_crown_the_winner_and_add_up_as_the_engine_does() -> None:
    app = make_app()
    scene = finished(app)
    state = scene.state
    assert scene.match is app.match
    best = winner(state)
    assert scene.results.players[0].seat == best == ranking(state)[0]
    assert [p.place for p in scene.results.players] == [1, 2, 3, 4]
    words = drawn_texts(app)
    for name in ("Ada", "Boris", "Player 3", "Снег"):
        assert name in words, name
    for seat, colour in enumerate(COLOURS):  # the colours chosen at setup
        assert scene.seating.colour(seat) == player_colour(colour)
    ribbon, _line = scene.headline()
    assert scene.seating.name(best) in ribbon and ribbon in words
    assert app.screen.get_at(scene.ribbon_at)[:3] == scene.seating.colour(best)
    rows = dict(result_rows(state))
    for result in scene.results.players:
        b = player_breakdown(state, result.seat)
        assert result.total == result.chart_total == b.total == state.scores[result.seat]
        assert rows["Total"][result.seat] == result.chart_total
        assert result.by_source() == {
            Source.START: b.start,
            Source.BUDS: b.buds,
            Source.LIGHT: sum(b.light),
            Source.FOREST: sum(b.forest),
            Source.FERTILITY: sum(b.fertility),
        }
        for season in Season:
            row = result.rows[Phase.of(season)]
            assert row.phase.season is season
            assert row.points[Source.LIGHT] == b.light[season]
            assert row.points[Source.FOREST] == b.forest[season]
        assert result.rows[Phase.START].total == b.start
        assert result.rows[Phase.FERTILITY].total == sum(b.fertility)


def test_buds_are_placed_in_the_season_the_log_says() -> None:
    """Each Buds VP sits in the season of the round its power was used in (the game's
    log); the ledger's order, used without a match, places them the same."""
    match = Match.start(3, 8)
    play_out(match, 8)
    state = match.state
    from_log = buds_by_season(state, match)
    expected = [[0] * 4 for _ in range(3)]
    for entry in GameLog.of(match).entries:
        if entry.event.kind is EventKind.POWER and entry.vp:
            expected[entry.seat][entry.season] += entry.vp
    assert from_log == expected
    assert any(sum(per) for per in expected), "no Buds VP in this game: pick another seed"
    assert buds_by_season(state, None) == from_log
    for seat in range(3):
        assert sum(from_log[seat]) == player_breakdown(state, seat).buds


def test_the_planets_show_what_the_winter_scoring_saw() -> None:
    """Lit trees and the largest forest marked on each planet are those of the Winter
    scoring's VP events."""
    app = make_app()
    scene = finished(app, players=3, seed=5)
    assert scene.match is not None
    winter = {
        (e.event.seat, e.event.source): e.event
        for e in GameLog.of(scene.match).entries
        if e.event.kind is EventKind.VP
        and e.event.detail == Season.WINTER
        and e.event.source in (Source.LIGHT, Source.FOREST)
    }
    for result in scene.results.players:
        marks = result.marks
        light, forest = winter[(result.seat, Source.LIGHT)], winter[(result.seat, Source.FOREST)]
        assert set(marks.lit) == set(light.spaces) and marks.light == light.value
        assert marks.forest == frozenset(forest.spaces) and len(marks.forest) == forest.value
        assert not marks.shaded & set(marks.lit)
        tip = next(h.tip for h in scene.hovers if h.key == ("planet", result.seat))
        assert f"(+{light.value} VP)" in tip and f"(outlined) {forest.value} VP" in tip


def test_a_segment_of_a_bar_tells_its_exact_figures() -> None:
    app = make_app()
    scene = finished(app, players=2, seed=33)
    frames(app, 2)
    segments = [h for h in scene.hovers if h.key[0] == "segment"]
    assert segments
    for hover in segments:
        _kind, seat, phase, source = hover.key
        b = player_breakdown(scene.state, seat)  # type: ignore[arg-type]
        figure = {
            Source.START: b.start,
            Source.LIGHT: b.light[phase - 1] if 1 <= phase <= 4 else 0,  # type: ignore[operator]
            Source.FOREST: b.forest[phase - 1] if 1 <= phase <= 4 else 0,  # type: ignore[operator]
            Source.FERTILITY: sum(b.fertility),
        }.get(source)  # type: ignore[call-overload]
        if figure is not None:
            assert f"{source} {figure} VP" in hover.tip, hover.tip
        assert scene.seating.name(seat) in hover.tip  # type: ignore[arg-type]
    light = next(h for h in segments if h.key[3] is Source.LIGHT)
    pos = light.rect.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 2)
    assert scene.tip() == light.tip
    row = scene.results.of(light.key[1]).rows[light.key[2]]  # type: ignore[call-overload]
    assert f"{row.total} VP" in scene.tip()


def test_the_table_is_one_click_away() -> None:
    app = make_app()
    scene = finished(app, players=2, seed=4)
    click_button(app, "view:table")
    assert scene.view == "table"
    words = drawn_texts(app)
    assert {"Light, Summer", "Fertility, Wheat", "Total"} <= words
    for seat in range(2):
        assert str(scene.state.scores[seat]) in words
    click_button(app, "view:board")
    assert scene.view == "board"


def test_the_celebration_plays_then_sleeps_and_a_click_or_a_key_skips_it() -> None:
    app = make_app(speed=Speed.NORMAL)
    scene = finished(app, players=2, seed=6)
    assert scene.celebrating and scene.wake_in() == 0
    assert {type(t.what) for t in scene.anim._tweens.values()} == {Ribbon, Bars, Leaves}
    click(app, app.screen.get_rect().center)  # on a planet: nothing to press there
    assert not scene.celebrating
    assert scene.wake_in() is None
    assert top(app) is scene
    again = ResultsScene(app, scene.state, app.match)  # type: ignore[arg-type]
    app.scenes.replace(again)
    frames(app, 2)
    assert again.celebrating
    key(app, pygame.K_SPACE)
    assert not again.celebrating and top(app) is again
    third = ResultsScene(app, scene.state, app.match)  # type: ignore[arg-type]
    app.scenes.replace(third)
    for _ in range(60 * 5):  # left alone, it ends by itself
        frames(app)
        if not third.celebrating:
            break
    assert not third.celebrating and third.wake_in() is None


def test_reduce_motion_keeps_only_a_short_ribbon_and_no_animation_keeps_none() -> None:
    app = make_app(speed=Speed.NORMAL)
    app.reduce_motion = True
    scene = finished(app, players=2, seed=6)
    tweens = list(scene.anim._tweens.values())
    assert [type(t.what) for t in tweens] == [Ribbon]
    assert tweens[0].duration + tweens[0].delay <= 0.5
    off = make_app(speed=Speed.OFF)
    still = finished(off, players=2, seed=6)
    assert not still.celebrating and still.wake_in() is None


def test_play_again_keeps_the_seats_on_a_new_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    kinds = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.HUMAN)
    scene = finished(app, players=3, seed=9, kinds=kinds, unlimited_pieces=True, sun=Sun.RIGHT)
    old = app.match
    assert old is not None
    monkeypatch.setattr("evergreen.ui.screens.results.scene.random.randrange", lambda n: 4242)
    click_button(app, "again")
    assert isinstance(top(app), GameScene)
    new = app.match
    assert new is not None and new is not old and new.game_id != old.game_id
    assert new.state.seed == 4242 and not new.state.is_over
    assert new.seats == kinds and new.names == old.names and new.colours == old.colours
    assert new.state.options == old.state.options  # the same rules and sun
    del scene


def test_same_deal_again_deals_the_same_game() -> None:
    app = make_app()
    scene = finished(app, players=2, seed=123456, unlimited_pieces=True, sun=Sun.BOTTOM)
    old = app.match
    assert old is not None
    code = Challenge.of(old.state)
    assert code is not None and code.code in drawn_texts(app)
    click_button(app, "same")
    assert isinstance(top(app), GameScene)
    new = app.match
    assert new is not None and new is not old
    assert Challenge.of(new.state) == code
    assert new.state == new_game(2, 123456, Sun.BOTTOM, unlimited_pieces=True)
    assert (new.seats, new.names, new.colours) == (old.seats, old.names, old.colours)
    del scene


def test_new_game_and_title() -> None:
    from evergreen.ui.screens.setup.scene import SetupScene
    from evergreen.ui.screens.title import TitleScene

    app = make_app()
    finished(app, players=2, seed=3)
    click_button(app, "new")
    assert isinstance(top(app), SetupScene) and app.match is None
    app2 = make_app()
    finished(app2, players=2, seed=3)
    click_button(app2, "title")
    assert isinstance(top(app2), TitleScene)


def test_solo_shows_the_rank_on_the_ladder_of_all_nine() -> None:
    app = make_app()
    scene = finished(app, players=1, seed=3, names=("",), colours=(0,))
    points = scene.state.scores[0]
    words = drawn_texts(app)
    ranks = game_data().ranks
    assert len(ranks) == 9
    for rank in ranks:
        assert rank_name(rank.name) in words
    assert scene.headline()[0] == f"Rank: {rank_name(solo_rank(points))}"
    goal = next_rank(points)
    assert goal is not None
    assert f"{goal[1] - points} VP more for {rank_name(goal[0])}." in words
    badge = next(h for h in scene.hovers if h.key[0] == "rank")
    assert ranks[badge.key[1]].name == solo_rank(points)  # type: ignore[index]
    assert app.screen.get_at(badge.rect.move(4, 0).midleft)[:3] == GOLD
    for k in range(9):
        assert (reached(ranks[k].min_vp), reached(ranks[k].min_vp + 5)) == (k, k)


def test_the_tie_break_is_said_when_it_decided() -> None:
    """A game whose two best scores tie: the line under the ribbon says how the tie was
    broken (R10.3)."""
    for seed in range(2000):
        state = new_game(2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state = apply(state, rng.choice(list(legal_commands(state))))
        if state.scores[0] == state.scores[1]:
            break
    else:
        pytest.skip("no tie in these seeds")
    app = make_app()
    scene = ResultsScene(app, state, state)
    app.scenes.push(scene)
    frames(app, 2)
    _ribbon, line = scene.headline()
    assert line == verdict(state, state) and "tied with" in line
    assert line in drawn_texts(app)


def test_source_colours_are_told_apart_with_every_common_colour_vision() -> None:
    for vision in VISIONS:
        for one, two in combinations(SOURCE_COLOURS.values(), 2):
            assert difference(one, two, vision) >= 15, (vision, one, two)


def test_the_demo_shows_its_results_then_plays_its_next_game() -> None:
    app = make_app()
    match = demo_match(2, 5)
    play_out(match, 5)
    game = app.open_game(match, demo=True)
    assert game is not None
    app.scenes.reset(game)
    shown = 0
    for _ in range(60 * 8):
        frames(app)
        scene = top(app)
        if isinstance(scene, ResultsScene):
            assert scene.demo and scene.wake_in() == 0
            assert "next" in scene.buttons.values() and "again" not in scene.buttons.values()
            shown += 1
        elif shown:
            break
    assert shown >= 60, f"the results showed for {shown} frames only"
    assert isinstance(top(app), GameScene) and top(app).demo  # type: ignore[attr-defined]
    assert app.match is not None and app.match.state.seed == 6 and not app.match.is_over


def test_the_leaves_fall_behind_the_results_in_light_colours() -> None:
    """Issue 31, defect 9: dark, almost black leaves drifted over the planets and the score
    bars for seconds and looked like bugs."""
    from evergreen.ui.screens.results.celebration import leaves
    from evergreen.ui.words.colours import luminance

    for colour in ((20, 20, 20), (0, 90, 180), (230, 60, 40)):  # any winner's colour
        assert all(luminance(leaf.colour) > 0.3 for leaf in leaves(5, colour))
    app = make_app(speed=Speed.NORMAL)
    scene = finished(app, players=2, seed=6)
    for _ in range(40):  # into the fall
        frames(app, 1)
    assert scene.anim.get(Leaves) is not None
    with_leaves = app.screen.copy()
    scene.draw(with_leaves)
    falling, scene.falling = scene.falling, []
    without = app.screen.copy()
    scene.draw(without)
    scene.falling = falling
    assert pygame.image.tobytes(with_leaves, "RGB") != pygame.image.tobytes(without, "RGB")
    for hover in scene.hovers:  # the planets and bars: untouched by any leaf
        a = with_leaves.subsurface(hover.rect)
        b = without.subsurface(hover.rect)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), hover.key
