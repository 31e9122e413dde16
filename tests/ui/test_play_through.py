"""Whole games through the real scenes, by clicks only: title → setup → game → results."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from evergreen.rules import apply, new_game, player_breakdown
from evergreen.seats import SeatKind
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonPoints, SeasonScoringScene
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.screens.setup.scene import SetupScene
from evergreen.ui.screens.title import TitleScene
from tests.ui.driver import (
    NEW_GAME,
    click,
    click_button,
    frames,
    make_app,
    top,
    use_language,
    where,
)

#: Every test here runs in English and in Russian.
pytestmark = pytest.mark.parametrize("lang", ["en", "ru"])


@pytest.fixture(autouse=True)
def _language(lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    use_language(monkeypatch, tmp_path, lang)


def set_seed(app: object, seed: int) -> None:
    """Type a seed into the setup screen's seed box."""
    scene = top(app)  # type: ignore[arg-type]
    assert isinstance(scene, SetupScene) and scene.seed_box is not None
    click(app, scene.seed_box.rect.center)  # type: ignore[arg-type]
    scene.seed_box.set_text("")
    for ch in str(seed):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)  # type: ignore[arg-type]
    assert scene.seed_box.get_text() == str(seed)


@pytest.mark.parametrize(("players", "seed"), [(2, 4242), (1, 77)])
def test_full_game_by_clicks(players: int, seed: int, lang: str) -> None:
    """A 2-player hotseat game and a solo game, played only by clicking where a person would,
    end on the results screen with the engine's own final scores."""
    app = make_app()
    frames(app, 2)
    assert isinstance(top(app), TitleScene)
    assert NEW_GAME[lang] in {str(w.text) for w in top(app).buttons}  # type: ignore[attr-defined]
    click_button(app, "new")
    assert isinstance(top(app), SetupScene)
    click_button(app, f"players:{players}")
    set_seed(app, seed)
    click_button(app, "start")
    scene = top(app)
    assert isinstance(scene, GameScene)
    assert scene.match.seats[:players] == (SeatKind.HUMAN,) * players
    rng = random.Random(seed)
    clicks = seasons = 0
    while not scene.match.state.is_over:
        if isinstance(top(app), SeasonScoringScene):  # a season ended: read, then go on
            season = top(app)
            click_button(app, "continue")
            assert top(app) is scene, f"Continue left {type(top(app)).__name__} on top"
            seasons += 1
            assert season.points == season_points_from_log(scene, seasons)
            continue
        cmd = rng.choice(scene.match.legal())
        before = len(scene.match.log)
        click(app, where(scene, cmd))
        assert scene.match.log[before:] == [cmd], f"click for {cmd} did {scene.match.log[before:]}"
        clicks += 1
    frames(app, 2)
    final = top(app)
    assert isinstance(final, SeasonScoringScene) and final.season.label == "Winter"
    for seat, points in enumerate(final.points):
        b = player_breakdown(scene.match.state, seat)
        assert points == SeasonPoints(b.light[3], b.forest[3], sum(b.fertility))
    click_button(app, "continue")
    frames(app, 60)
    results = top(app)
    assert isinstance(results, ResultsScene)
    replay = new_game(players, seed)
    for cmd in scene.match.log:
        replay = apply(replay, cmd)
    assert results.state.scores == replay.scores
    assert results.state == scene.match.state
    assert clicks > 50
    assert seasons == 3


def season_points_from_log(scene: GameScene, season: int) -> list[SeasonPoints]:
    """Each player's light and forest for a season, from the engine's breakdown."""
    state = scene.match.state
    out = []
    for seat in range(len(state.players)):
        b = player_breakdown(state, seat)
        out.append(SeasonPoints(b.light[season - 1], b.forest[season - 1], 0))
    return out


def darkest(surface: pygame.Surface, area: pygame.Rect) -> tuple[int, int]:
    """The darkest pixel of ``area`` (a stroke of the title's heading)."""
    return min(
        ((x, y) for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2)),
        key=lambda p: sum(surface.get_at(p)[:3]),
    )


def test_settings_change_speed_size_and_fullscreen(lang: str) -> None:
    """Title → Settings: each button changes its setting; Back returns to the title."""
    from evergreen.ui.screens.settings.scene import SettingsScene

    app = make_app()
    frames(app, 2)
    heading = darkest(app.screen, pygame.Rect(440, 110, 400, 58))  # above the panel's top
    click_button(app, "settings")
    assert isinstance(top(app), SettingsScene)
    frames(app, 1)
    # the title's heading behind the panel is dimmed, not drawn as if in front
    assert sum(app.screen.get_at(heading)[:3]) > sum((40, 40, 40)) + 300
    speed = app.speed
    click_button(app, f"speed:{speed.next().value}")
    assert app.speed is speed.next()
    click_button(app, "size:1600x1000")
    assert app.size == (1600, 1000)
    click_button(app, "full:on")
    assert app.fullscreen
    click_button(app, "full:off")
    assert not app.fullscreen and app.size == (1600, 1000)
    click_button(app, "back")
    assert isinstance(top(app), TitleScene)


def test_escape_opens_pause_and_closes_every_overlay(lang: str) -> None:
    """In a game Esc opens the pause menu; Esc closes pause, settings, rules and setup."""
    from evergreen.ui.screens.help import HelpScene
    from evergreen.ui.screens.pause import PauseScene
    from evergreen.ui.screens.settings.scene import SettingsScene
    from tests.ui.driver import key

    app = make_app(players=2, seed=1)
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    click_button(app, "settings")
    assert isinstance(top(app), SettingsScene)
    key(app, pygame.K_F1)
    assert isinstance(top(app), HelpScene)
    for expected in (SettingsScene, PauseScene, GameScene):
        key(app, pygame.K_ESCAPE)
        assert isinstance(top(app), expected)
    title = make_app()
    frames(title, 2)
    click_button(title, "new")
    key(title, pygame.K_ESCAPE)
    assert isinstance(top(title), TitleScene)


def test_every_dialog_dims_what_lies_beneath() -> None:
    """The pause menu had no veil (Settings had one): the board behind read as if in front."""
    from evergreen.ui.screens.confirm import ConfirmScene

    app = make_app(players=2, seed=4)
    frames(app, 2)
    game = top(app)
    spot = game.layout.space_rect(3 * 7).center  # type: ignore[attr-defined]  # a far-left tile
    before = app.screen.get_at(spot)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(app, 2)
    paused = app.screen.get_at(spot)
    assert paused != before
    click_button(app, "save")
    frames(app, 1)
    assert app.screen.get_at(spot) != before
    app.scenes.pop()
    app.scenes.push(ConfirmScene(app, "Sure?", "Yes", lambda: None))
    frames(app, 2)
    assert app.screen.get_at(spot) != before
