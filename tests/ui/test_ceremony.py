"""The end-of-game ceremony (issue 53, point 4): a game that ends in front of the player goes
from its final scoring to the ceremony (each planet lit, the points rising source by source,
the winner crowned or the solo rank revealed) and then to the results; a click or a key
skips to its final frame and a second goes on; Reduce motion shows the final frame at once
and waits; a save of a finished game (or animations off) opens the results as before. Its
numbers are the rules' ledgers, so each column adds up to its seat's final score."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from evergreen import i18n
from evergreen.persistence import save_settings
from evergreen.persistence.settings import Settings
from evergreen.rules import Source, apply, player_breakdown, ranking, winner
from evergreen.rules.data_files import game_data
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit import text
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.results import ceremony_plan
from evergreen.ui.screens.results.celebration import Ribbon
from evergreen.ui.screens.results.ceremony import CeremonyScene
from evergreen.ui.screens.results.ceremony_plan import Plan
from evergreen.ui.screens.results.data import SOURCES, results
from evergreen.ui.screens.results.ladder import reached
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.names import rank_name, vp
from evergreen.ui.words.results import verdict
from tests.ui.driver import DT, click, frames, key, make_app, top
from tests.ui.overflow import floored, overflows
from tests.ui.tour import LONG_NAMES, NAMES, ceremony_screen

#: A two-player game (random moves from this seed) that ends in a tie: 22 VP each.
TIED = (2, 15)


def played(players: int, seed: int, names: tuple[str, ...] = ()) -> Match:
    """A game of random legal moves from ``seed``, played to its end."""
    match = Match.start(players, seed, names=names[:players])
    rng = random.Random(seed)
    while not match.state.is_over:
        match.play(rng.choice(match.legal()))
    return match


def ended_here(app: App, players: int = 4, seed: int = 5) -> Match:
    """A game played to its last move, opened in the window, its last move made there: the
    final scoring on show, closed as the player would; the game scene then goes on."""
    match = Match.start(players, seed)
    rng = random.Random(seed)
    while True:
        cmd = rng.choice(match.legal())
        if apply(match.state, cmd).is_over:
            break
        match.play(cmd)
    game = app.open_game(match)
    assert isinstance(game, GameScene)
    app.scenes.reset(game)
    frames(app, 2)
    game.play(cmd)
    for _ in range(600):
        frames(app)
        scoring = top(app)
        if isinstance(scoring, SeasonScoringScene):
            break
    assert match.state.is_over and isinstance(scoring, SeasonScoringScene)
    scoring.close()
    return match


def to_ceremony(app: App) -> CeremonyScene:
    """Frames until the ceremony is on (the game scene waits a moment after the scoring)."""
    for _ in range(120):
        frames(app)
        if isinstance(top(app), CeremonyScene):
            break
    scene = top(app)
    assert isinstance(scene, CeremonyScene), type(scene).__name__
    return scene


def drawn(app: App) -> set[str]:
    """Every text drawn in the next frame."""
    app.scenes.changed = True
    with text.recording() as found:
        frames(app)
    return {d.text for d in found}


def test_a_game_that_ends_here_goes_through_the_ceremony_to_the_results() -> None:
    app = make_app(speed=Speed.NORMAL)
    match = ended_here(app)
    scene = to_ceremony(app)
    assert scene.state is match.state and not scene.final and scene.wake_in() == 0.0
    assert 6.0 <= scene.plan.end <= 10.0  # four players, at normal speed
    seconds = 0.0
    while top(app) is scene:  # left alone, it goes on by itself
        frames(app)
        seconds += DT
        assert seconds < 12
    assert abs(seconds - scene.plan.end) < 0.1
    after = top(app)
    assert isinstance(after, ResultsScene) and after.state is match.state
    assert after.match is match and after.progress(Ribbon) == 1.0  # its ribbon is open


def test_a_click_skips_to_the_final_frame_and_a_second_goes_on() -> None:
    app = make_app(speed=Speed.NORMAL)
    ended_here(app, players=3, seed=8)
    scene = to_ceremony(app)
    frames(app, 30)
    centre = app.screen.get_rect().center
    click(app, centre)
    assert top(app) is scene and scene.final
    words = drawn(app)
    for seat, score in enumerate(scene.state.scores):  # every counter at its final score
        assert vp(score) in words, seat
    assert verdict(scene.state, scene.seating) in words
    click(app, centre)
    assert isinstance(top(app), ResultsScene)


def test_a_key_does_the_same() -> None:
    app = make_app(speed=Speed.NORMAL)
    ended_here(app, players=2, seed=4)
    scene = to_ceremony(app)
    key(app, pygame.K_SPACE)
    assert top(app) is scene and scene.final
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), ResultsScene)


def test_reduce_motion_shows_the_final_frame_at_once_and_waits_for_a_click() -> None:
    app = make_app(speed=Speed.NORMAL)
    app.reduce_motion = True
    ended_here(app, players=4, seed=5)
    scene = to_ceremony(app)
    assert scene.final and scene.t == scene.plan.final
    counted = [scene.plan.counted(k, scene.t) for k in range(len(scene.plan.seats))]
    assert counted == [scene.state.scores[s] for s in scene.plan.seats]
    assert scene.plan.crowned(scene.t) == 1.0
    frames(app, 60 * 12)  # longer than the whole ceremony: it still waits
    assert top(app) is scene and scene.t == scene.plan.final and scene.wake_in() is None
    key(app, pygame.K_SPACE)
    assert isinstance(top(app), ResultsScene)


def test_a_saved_finished_game_and_animations_off_open_the_results_at_once() -> None:
    app = make_app(speed=Speed.NORMAL)
    game = app.open_game(played(3, 6))  # a finished game opened (as a save would be)
    assert game is not None
    app.scenes.reset(game)
    for _ in range(90):
        frames(app)
        assert not isinstance(top(app), CeremonyScene)
    assert isinstance(top(app), ResultsScene)
    off = make_app(speed=Speed.OFF)
    ended_here(off, players=2, seed=4)
    for _ in range(60):
        frames(off)
        assert not isinstance(top(off), CeremonyScene)
    assert isinstance(top(off), ResultsScene)


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 9), (3, 1), (4, 12), TIED])
def test_the_sources_add_up_to_each_seats_final_score(players: int, seed: int) -> None:
    state = played(players, seed).state
    plan = Plan.of(results(state))
    assert plan.seats == tuple(range(players))  # seat order: the winner is not told early
    assert set(plan.sources) <= set(SOURCES) and Source.LIGHT in plan.sources
    for k, seat in enumerate(plan.seats):
        total = player_breakdown(state, seat).total
        assert sum(plan.points[k].values()) == state.scores[seat] == total
        moments = [plan.rise_start(s) + f for s in plan.sources for f in (0.1, 0.4, 0.79)]
        shown = [plan.counted(k, t) for t in (0.0, *moments, plan.final)]
        assert shown[0] == 0 and shown == sorted(shown)  # it only rises...
        assert shown[-1] == state.scores[seat]  # ... to the final score


def crown_pixels(app: App, scene: CeremonyScene, t: float) -> list[bytes]:
    """Each column's planet and the room over it, to the caption's foot, at moment ``t``."""
    scene.t = t
    scene.draw(app.screen)
    lay = scene.layout
    out = []
    for rect in scene.columns():
        room = scene.planet_box(rect).inflate(lay.px(24), 0)
        room.height += room.top - lay.rect(0, 100, 0, 0).y
        room.top = lay.rect(0, 100, 0, 0).y
        out.append(pygame.image.tobytes(app.screen.subsurface(room), "RGB"))
    return out


@pytest.mark.parametrize(("players", "seed"), [(4, 12), (3, 1), TIED])
def test_the_crown_goes_to_the_winner_and_a_tie_as_the_rules_break_it(
    players: int, seed: int
) -> None:
    app = make_app(speed=Speed.NORMAL)
    match = played(players, seed)
    state = match.state
    scene = CeremonyScene(app, state, match)
    best = winner(state)
    assert scene.crowned_seats == (best,) == (ranking(state)[0],)
    before = crown_pixels(app, scene, scene.plan.crown_start - 0.01)
    after = crown_pixels(app, scene, scene.plan.final)
    changed = [seat for seat, a, b in zip(scene.plan.seats, before, after, strict=True) if a != b]
    assert changed == [best]  # the crown and the laurel on the winner's planet only
    tied = [s for s in range(players) if state.scores[s] == state.scores[best]]
    if (players, seed) == TIED:
        assert len(tied) == 2  # R10.3: the first of the tied in the last round's order wins
    app.scenes.reset(scene)
    scene.t = scene.plan.final
    words = drawn(app)
    assert f"{match.names[best] or 'Player ' + str(best + 1)} wins!" in words
    assert verdict(state, scene.seating) in words  # the tie-break said, when there is one


def test_the_solo_game_reveals_the_rank_the_ladder_gives() -> None:
    app = make_app(speed=Speed.NORMAL)
    match = played(1, 3)
    scene = CeremonyScene(app, match.state, match)
    app.scenes.reset(scene)
    points = match.state.scores[0]
    assert scene.crowned_seats == () and scene.rank == reached(points)
    name = rank_name(game_data().ranks[reached(points)].name)
    scene.t = scene.plan.crown_start - 0.1  # (the frame drawn moves it on by one)
    assert f"Rank: {name}" not in drawn(app)  # not before its moment
    scene.skip()
    words = drawn(app)
    assert f"Rank: {name}" in words and vp(points) in words


def test_the_points_tick_as_they_rise_and_a_skip_keeps_only_the_crowns_sound(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = make_app(speed=Speed.NORMAL)
    heard: list[str] = []
    monkeypatch.setattr(app.sound, "play", lambda cue, delay=0.0: heard.append(str(cue)))
    match = played(3, 1)
    scene = CeremonyScene(app, match.state, match)
    app.scenes.reset(scene)
    while top(app) is scene:
        frames(app)
    ticks = heard.count(Cue.VP_TICK)
    assert ticks >= len(scene.plan.sources) * (ceremony_plan.TICKS - 1)
    assert heard.count(Cue.LIGHT_SWEEP) == 1 and heard[-1] == Cue.GAME_END
    heard.clear()
    again = CeremonyScene(app, match.state, match)
    app.scenes.reset(again)
    frames(app, 3)
    key(app, pygame.K_SPACE)
    frames(app, 10)
    assert Cue.GAME_END in heard and heard.count(Cue.VP_TICK) <= 1


def test_the_demo_goes_on_by_itself_even_with_reduce_motion() -> None:
    app = make_app(speed=Speed.FAST)
    app.reduce_motion = True
    match = played(2, 4)
    scene = CeremonyScene(app, match.state, match, demo=True)
    app.scenes.reset(scene)
    assert scene.final and not scene.waits
    frames(app, round(ceremony_plan.HOLD / DT))
    after = top(app)
    assert isinstance(after, ResultsScene) and after.demo


# -- nothing cut, overlapping or too small, in both languages -------------------------------
def solo_ceremony(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    """The solo game's ceremony at its final frame (the tour has the table's)."""
    app = make_app(size, players=1, seed=3)
    match = played(1, 3)
    app.reduce_motion = True
    app.scenes.reset(CeremonyScene(app, match.state, match))
    frames(app, 2)
    yield "ceremony-solo", app


def table_ceremony(size: tuple[int, int]) -> Iterator[tuple[str, App]]:
    """The tour's ceremony: the four-player game with the longest names, crowned."""
    app = make_app(size)
    match = played(4, 12, NAMES)
    app.match = match
    yield ceremony_screen(app)


def check(screens: Iterator[tuple[str, App]], size: tuple[int, int], scale: int) -> list[str]:
    """What is cut, too small or on top of something else on these screens."""
    problems = []
    for name, app in screens:
        with text.recording() as found:
            frames(app)
        problems += [f"{name}: {p}" for p in overflows(app)]
        for d in found:
            if d.cut and d.text not in LONG_NAMES:
                problems.append(f"{name}: {d.kind} {d.text!r} cut to fit {d.box} px")
            if floored(size, scale) and d.em < text.MIN_EM:
                problems.append(f"{name}: {d.kind} {d.text!r} drawn at {d.em} px")
        scene = top(app)
        assert isinstance(scene, CeremonyScene) and scene.final
        problems += [f"{name}: {p}" for p in overlaps(scene, app)]
    return problems


def overlaps(scene: CeremonyScene, app: App) -> list[str]:
    """What lies on something else in the final frame (texts, the ribbon, the crowns), or
    runs out of the window."""
    window = app.screen.get_rect()
    placed = scene.placed
    assert len(placed) > 8  # the frame was drawn, with its texts noted
    out = [
        f"{what} at {rect} runs out of the window"
        for what, rect in placed
        if not window.contains(rect)
    ]
    for i, (what, rect) in enumerate(placed):
        for other, there in placed[i + 1 :]:
            if rect.colliderect(there):
                out.append(f"{what} at {rect} lies on {other} at {there}")
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scale", [100, 130])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)], ids=str)
def test_the_ceremony_fits_in_both_languages(
    lang: str, scale: int, size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVERGREEN_CONFIG_DIR", str(tmp_path))
    save_settings(Settings(language=lang, ui_scale=scale))
    problems = check(table_ceremony(size), size, scale)
    problems += check(solo_ceremony(size), size, scale)
    assert i18n.language() == lang
    assert not problems, "\n".join(problems)


# -- the pictures ----------------------------------------------------------------------------
def test_the_crown_laurel_and_light_are_the_same_each_time_and_their_caches_bounded() -> None:
    from evergreen.ui.art import ceremony_art
    from evergreen.ui.kit import bounded_cache

    make_app()
    red, blue = (200, 40, 40), (40, 60, 200)
    for draw in (
        lambda c: ceremony_art.crown(96, c),
        lambda c: ceremony_art.laurel(110, c),
    ):
        first = pygame.image.tobytes(draw(red), "RGBA")
        bounded_cache.clear_all()
        assert pygame.image.tobytes(draw(red), "RGBA") == first  # deterministic
        assert pygame.image.tobytes(draw(blue), "RGBA") != first  # the winner's colour in it
    light = ceremony_art.rays(240)
    alpha = pygame.surfarray.pixels_alpha(light)
    assert alpha[120, 110] > alpha[120, 60] > alpha[120, 12]  # brightest at the planet
    del alpha
    for k in range(20):  # a window dragged through many sizes keeps a few of each
        ceremony_art.crown(40 + k, red)
        ceremony_art.laurel(40 + k, red)
        ceremony_art.rays(80 + k)
    for cache in bounded_cache.report():
        if cache.name.startswith("art.ceremony_art."):
            assert cache.entries <= cache.max_entries <= 8, cache
