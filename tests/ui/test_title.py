"""The title screen: Continue says what it resumes (read from the latest autosave), a
disabled Continue says why; the planet beside the menu lives (trees grow, the sun goes
round) in steps, stands still with Reduce motion, and frames that redraw only what moved
look exactly like whole ones; the game's version is shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import autosave, latest_game, latest_info
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.rules.tables import SEASON_OF_ROUND, SEASON_ROUNDS, first_round_of
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.art import title_art
from evergreen.ui.kit import text
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.title import TitleScene
from evergreen.ui.words.names import season_name
from evergreen.version import VERSION
from tests.ui.driver import button_pos, frames, make_app, top


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves and settings of this test's own (no game of another test to continue)."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path / "saves"


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The game clock, in milliseconds, moved by the test (no waiting)."""
    now = [1000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now[0])
    yield now


def title_of(app: App) -> TitleScene:
    frames(app, 2)
    scene = top(app)
    assert isinstance(scene, TitleScene)
    return scene


def drawn_texts(scene: TitleScene) -> list[str]:
    """Every text a whole frame of the title draws."""
    with text.recording() as drawn:
        scene.draw(pygame.Surface(scene.app.size))
    return [d.text for d in drawn]


def stage_of(match: Match) -> str:
    """'Spring, round 2 of 4' for where the match stands (from the rules' tables)."""
    r = match.state.round
    season = SEASON_OF_ROUND[r]
    return (
        f"{season_name(season)}, round {r - first_round_of(season) + 1} of {SEASON_ROUNDS[season]}"
    )


def play_until(match: Match, round_: int) -> Match:
    while match.state.round < round_:
        match.play(match.legal()[-1])
    return match


def test_continue_says_which_solo_game_it_resumes(folders: Path) -> None:
    match = play_until(Match.start(1, 4), 2)
    assert match.state.scores[0] > 0 or match.state.round == 2
    autosave(match)
    info = latest_info()
    assert info is not None and info.path == latest_game()  # the helper finds Continue's game
    scene = title_of(make_app())
    want = (f"Solo · {stage_of(match)}", f"{match.state.scores[0]} VP")
    assert scene.summary == want
    assert set(want) <= set(drawn_texts(scene))
    assert next(b for b, n in scene.buttons.items() if n == "continue").is_enabled


def test_continue_names_the_leader_or_the_one_person_of_a_multi_player_game(
    folders: Path,
) -> None:
    people = play_until(Match.start(3, 4, names=("Ada", "Bo", "Cy")), 1)
    scores = people.state.scores
    leader = max(range(3), key=lambda seat: scores[seat])
    assert scores.count(scores[leader]) == 1
    autosave(people)
    scene = title_of(make_app())
    name = ("Ada", "Bo", "Cy")[leader]
    assert scene.summary == (
        f"3 players · {stage_of(people)}",
        f"{name} leads with {scores[leader]} VP",
    )
    seats = (SeatKind.EASY, SeatKind.HUMAN, SeatKind.EASY, SeatKind.EASY)
    versus = play_until(Match.start(4, 9, seats), 1)  # played later: Continue's game now
    autosave(versus)
    scene.rebuild()
    vp = versus.state.scores[1]
    assert scene.summary == (f"4 players · {stage_of(versus)}", f"You: {vp} VP")
    assert set(scene.summary) <= set(drawn_texts(scene))


def test_continue_is_disabled_with_no_save_and_says_why_on_hover(folders: Path) -> None:
    app = make_app()
    scene = title_of(app)
    cont = next(b for b, n in scene.buttons.items() if n == "continue")
    assert not cont.is_enabled and scene.summary == ("", "")
    assert "No game in progress yet" in drawn_texts(scene)
    away = pygame.Surface(app.size)
    scene.draw(away)
    assert scene.disabled_tip() == ""
    pos = button_pos(scene, "continue")
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    tip = scene.disabled_tip()
    assert "no game in progress" in tip
    assert tip in drawn_texts(scene)
    over = pygame.Surface(app.size)
    scene.draw(over)
    assert pygame.image.tobytes(over, "RGB") != pygame.image.tobytes(away, "RGB")
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    assert scene.disabled_tip() == ""


def test_the_planet_lives_in_steps(folders: Path, clock: list[int]) -> None:
    """Trees grow and the sun goes round; between steps the window sleeps until the next."""
    app = make_app(speed=Speed.NORMAL)
    scene = title_of(app)
    pygame.mouse.set_pos((5, 5))
    first = scene.world()
    shot = pygame.Surface(app.size)
    scene.draw(shot)
    wait = scene.wake_in()
    assert wait is not None and 0 < wait <= title_art.GROW_FIRST + 0.01  # sleeps till growth
    clock[0] += round((title_art.GROW_FIRST + title_art.POP / 2) * 1000)
    growing = scene.world()
    assert growing.pops and growing.planet == first.planet != growing.grown
    assert scene.wake_in() == pytest.approx(title_art.STEP, abs=title_art.STEP)  # a step
    clock[0] += round(title_art.POP * 1000)
    grown = scene.world()
    assert not grown.pops and grown.planet == growing.grown
    clock[0] = 1000 + round((title_art.SUN_FIRST + title_art.SUN_TRAVEL / 2) * 1000)
    moving = scene.world()
    assert first.sun_angle < moving.sun_angle < first.sun_angle + 90
    clock[0] += round(title_art.SUN_TRAVEL * 1000)
    arrived = scene.world()
    assert arrived.sun_angle == first.sun_angle + 90 and arrived.light != first.light
    later = pygame.Surface(app.size)
    scene.draw(later)
    assert pygame.image.tobytes(later, "RGB") != pygame.image.tobytes(shot, "RGB")


def test_the_planet_stands_still_with_reduce_motion(folders: Path, clock: list[int]) -> None:
    app = make_app(speed=Speed.NORMAL)
    app.reduce_motion = True
    scene = title_of(app)
    pygame.mouse.set_pos((5, 5))
    frames(app, 1)
    assert scene.wake_in() is None  # nothing moves: the window sleeps
    shots = []
    for t in (0.0, title_art.GROW_FIRST + 0.3, title_art.SUN_FIRST + 1.0, 60.0):
        clock[0] = 1000 + round(t * 1000)
        assert scene.world() == title_art.world_at(None)
        shot = pygame.Surface(app.size)
        scene.draw(shot)
        shots.append(pygame.image.tobytes(shot, "RGB"))
    assert len(set(shots)) == 1


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_partial_frames_equal_whole_frames(
    folders: Path, clock: list[int], size: tuple[int, int]
) -> None:
    """Over half a minute of the living planet (a button hovered on the way), each frame
    that redraws only what changed looks exactly like the same frame drawn whole, and most
    frames redraw a small part of the window."""
    app = make_app(size, speed=Speed.NORMAL)
    scene = title_of(app)
    pygame.mouse.set_pos((5, 5))
    app.scenes.draw_frame(app.screen, True)
    window = size[0] * size[1]
    partial = small = lit = 0
    step = round(title_art.STEP * 1000)
    for k in range(round(30 / title_art.STEP)):
        clock[0] += step
        if k == 40:  # the mouse comes onto Quit (it lights up), then goes
            pos = button_pos(scene, "quit")  # (a button without a tip: no tip shows)
            pygame.mouse.set_pos(pos)
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
            )
        if k == 60:
            pygame.mouse.set_pos((5, 5))
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
            )
        for event in pygame.event.get():
            scene.handle_event(event)
        app.scenes.update(title_art.STEP)
        damage = app.scenes.draw_frame(app.screen, False)
        if damage is None:
            continue
        partial += 1
        lit += k == 41 and any(n == "quit" and b.hovered for b, n in scene.buttons.items())
        small += sum(r.width * r.height for r in damage) < window // 6
        whole = app.screen.copy()
        app.scenes.draw_frame(whole, True)
        got, want = pygame.image.tobytes(app.screen, "RGB"), pygame.image.tobytes(whole, "RGB")
        if got != want:
            first = next(i for i in range(len(got)) if got[i] != want[i]) // 3
            raise AssertionError(f"step {k}: frames differ first at {divmod(first, size[0])[::-1]}")
    assert lit and partial > 250 and small > partial * 0.6, (lit, partial, small)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize(("language", "scale"), [("en", 100), ("ru", 130)])
def test_the_version_is_drawn_whole_in_the_corner_clear_of_the_menu(
    folders: Path, size: tuple[int, int], language: str, scale: int
) -> None:
    """The one version (evergreen/version.py), whole, in the window's bottom-right corner,
    touching no button, at the smallest window and the largest text."""
    from evergreen import i18n

    app = make_app(size=size)
    try:
        app.set_language(language)
        app.set_ui_scale(scale)
        scene = title_of(app)
        with text.recording() as drawn:
            scene.draw(pygame.Surface(app.size))
        label = [d for d in drawn if VERSION in d.text]
        assert len(label) == 1 and not label[0].cut, label
        _img, where = scene.version_label(app.size)
        assert pygame.Rect((0, 0), app.size).contains(where)
        assert where.right > app.size[0] * 0.9 and where.bottom > app.size[1] * 0.95
        buttons = [button.rect for button in scene.buttons]
        assert buttons and where.collidelist(buttons) == -1, (where, buttons)
    finally:
        text.set_ui_scale(100)
        i18n.set_language("en")


def test_the_titles_own_text_reads_on_every_seasons_sky() -> None:
    """The tagline, Continue's line and the version (AA: 4.5:1) and the name (large: 3:1)
    on the lightest and darkest of each season's sky."""
    from evergreen.rules import Season
    from evergreen.ui.art import planet_art
    from evergreen.ui.kit.text import INK
    from evergreen.ui.screens import title
    from tests.ui.test_contrast import ratio

    for season in Season:
        for sky in planet_art.SKY[season]:
            back = pygame.Color(sky)
            for colour in (INK, title.ON_SKY):
                assert ratio(pygame.Color(colour), back) >= 4.5, (season, sky, colour)
            assert ratio(pygame.Color(title.LOGO_INK), back) >= 3, (season, sky)


def test_the_disabled_continue_tip_closes_on_a_click_until_the_mouse_moves(
    folders: Path,
) -> None:
    """Issue 31, defect 1: a tip belongs to a hover that is still current."""
    app = make_app()
    scene = title_of(app)
    pos = button_pos(scene, "continue")
    for etype, extra in (
        (pygame.MOUSEMOTION, {"rel": (1, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"button": 1}),
        (pygame.MOUSEBUTTONUP, {"button": 1}),
    ):
        pygame.event.post(pygame.event.Event(etype, pos=pos, **extra))
        frames(app, 1)
        if etype == pygame.MOUSEMOTION:
            assert "no game in progress" in scene.disabled_tip()
    assert scene.disabled_tip() == ""
    moved = (pos[0] + 1, pos[1])
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(1, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    assert "no game in progress" in scene.disabled_tip()
