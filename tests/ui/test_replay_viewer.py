"""The replay viewer through the real scenes: opened from the Load screen and from the
results, the keys, buttons and timeline move to the point the replay says (a jump shows the
same table as stepping there), Play from here starts a new game and leaves the source file
as it was, the record it exports imports back to the same game, and a save that no longer
loads is refused with a message."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest

from evergreen.persistence import save_dir, save_match
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.rules import apply
from evergreen.seats import SeatKind
from evergreen.session.match import Match, OriginKind
from evergreen.session.record import SUFFIX, read_record_file
from evergreen.session.replay import Replay, Unit
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.screens.load.scene import LoadScene
from evergreen.ui.screens.replay.branch import BranchDialog
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.results.scene import ResultsScene
from tests.persistence.helpers import EXAMPLES, played
from tests.ui.driver import click, click_button, frames, make_app, top


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh saves folder and config folder for each test."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


def press(app: App, code: int, mod: int = 0) -> None:
    """Press and release a key with modifiers held."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=""))
    frames(app, 1)


def open_load(app: App) -> LoadScene:
    frames(app, 2)
    click_button(app, "load")
    scene = top(app)
    assert isinstance(scene, LoadScene)
    return scene


def replay_of(app: App, path: Path) -> ReplayScene:
    """The Load screen's Replay on the entry of ``path``."""
    load = open_load(app)
    info = next(i for i in load.saves if i.path.resolve() == path.resolve())
    load.choose(info)
    frames(app, 1)
    click_button(app, "replay")
    scene = top(app)
    assert isinstance(scene, ReplayScene), type(scene).__name__
    return scene


def shows(scene: ReplayScene, replay: Replay, index: int) -> None:
    """The viewer stands at ``index`` and shows exactly the replay's state there."""
    assert scene.index == index
    assert scene.table.state == replay.state_at(index)
    assert list(scene.table.log) == list(replay.log[:index])


def test_open_an_example_from_load_and_every_move_shows_the_replays_state() -> None:
    app = make_app()
    scene = replay_of(app, EXAMPLES["finished"])
    replay = Replay.of(scene.source.match)
    shows(scene, replay, 0)
    stepped = [replay.start]
    for cmd in replay.log:
        stepped.append(apply(stepped[-1], cmd))
    press(app, pygame.K_RIGHT)
    shows(scene, replay, 1)
    press(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)  # a turn (or draft pick)
    shows(scene, replay, replay.step(1, Unit.DECISION, True))
    press(app, pygame.K_PAGEDOWN)  # a round
    at = replay.step(replay.step(1, Unit.DECISION, True), Unit.ROUND, True)
    shows(scene, replay, at)
    press(app, pygame.K_RIGHT, pygame.KMOD_CTRL)  # a round again
    at = replay.step(at, Unit.ROUND, True)
    shows(scene, replay, at)
    press(app, pygame.K_PAGEDOWN, pygame.KMOD_SHIFT)  # a season
    at = replay.step(at, Unit.SEASON, True)
    shows(scene, replay, at)
    press(app, pygame.K_LEFT)
    shows(scene, replay, at - 1)
    assert scene.table.state == stepped[at - 1]  # jumping equals stepping
    press(app, pygame.K_END)
    shows(scene, replay, len(replay))
    assert scene.table.state == stepped[-1] == scene.source.match.state
    press(app, pygame.K_PAGEUP, pygame.KMOD_SHIFT)
    shows(scene, replay, replay.season_starts[-1])
    press(app, pygame.K_HOME)
    shows(scene, replay, 0)
    press(app, pygame.K_ESCAPE)  # back where it was opened from
    assert isinstance(top(app), LoadScene)


def test_buttons_step_and_the_timeline_jumps_where_clicked_and_dragged() -> None:
    app = make_app()
    scene = replay_of(app, EXAMPLES["winter"])
    replay = scene.source.replay
    for name, unit in (("season+", Unit.SEASON), ("round+", Unit.ROUND), ("turn+", Unit.DECISION)):
        before = scene.index
        click(app, button(scene, name).rect.center)
        shows(scene, replay, replay.step(before, unit, True))
    before = scene.index
    click(app, button(scene, "step-").rect.center)
    shows(scene, replay, before - 1)
    line = scene.timeline
    target = len(replay) * 2 // 3
    click(app, (line.x_of(target), line.rect.centery))
    shows(scene, replay, target)
    start, end = len(replay) // 4, len(replay) // 2
    pos = (line.x_of(start), line.rect.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 1)
    shows(scene, replay, start)
    drag = (line.x_of(end), line.rect.centery + 40)  # the drag goes on off the strip
    motion = {"pos": drag, "rel": (1, 0), "buttons": (1, 0, 0)}
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, **motion))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drag, button=1))
    frames(app, 1)
    shows(scene, replay, end)


def button(scene: ReplayScene, name: str) -> pygame_gui.elements.UIButton:
    return next(w for w, n in scene.buttons.items() if n == name)


def test_a_player_panel_shows_that_planet_and_it_stays_while_stepping() -> None:
    app = make_app()
    scene = replay_of(app, EXAMPLES["finished"])
    click(app, scene.layout.player_rect(2).center)
    assert scene.table.look.viewed == 2
    for _ in range(6):
        press(app, pygame.K_RIGHT)
    assert scene.table.look.viewed == 2
    assert scene.table.look.preview.light >= 0


def test_space_plays_on_and_pauses_and_the_viewer_at_rest_asks_no_frames() -> None:
    app = make_app()
    scene = replay_of(app, EXAMPLES["solo"])
    for _ in range(400):  # the card pictures drawn ahead, one a frame
        if scene.wake_in() is None:
            break
        frames(app, 1)
    assert scene.wake_in() is None  # at rest: no frame until something happens
    scene.speed = 8.0
    press(app, pygame.K_SPACE)
    assert scene.playing and scene.wake_in() is not None
    frames(app, 30)
    assert scene.index >= 2
    shows(scene, scene.source.replay, scene.index)
    press(app, pygame.K_SPACE)
    paused = scene.index
    frames(app, 30)
    assert scene.index == paused and not scene.playing


def test_play_from_here_branches_with_new_seats_and_leaves_the_source_file_alone(
    tmp_path: Path,
) -> None:
    source = played(2, 31)
    path = save_match(source, "Two of us")
    before = path.read_bytes()
    app = make_app()
    scene = replay_of(app, path)
    for _ in range(3):
        press(app, pygame.K_PAGEDOWN)
    point = scene.index
    assert 0 < point < len(source.log)
    click(app, button(scene, "branch").rect.center)
    dialog = top(app)
    assert isinstance(dialog, BranchDialog)
    click_button(app, "seat1:easy")
    click_button(app, "start")
    game = top(app)
    assert isinstance(game, GameScene)
    match = app.match
    assert match is not None
    assert match.log == source.log[:point]
    assert match.seats == (SeatKind.HUMAN, SeatKind.EASY)
    assert match.game_id != scene.source.game_id
    assert match.origin.kind is OriginKind.BRANCH and match.origin.ply == point
    assert match.state == scene.source.replay.state_at(point)
    app.leave_game()  # the branch is kept in a save of its own
    assert path.read_bytes() == before
    assert any(p.name.endswith(f"{match.game_id}.json") for p in save_dir().iterdir())


def test_export_writes_a_record_that_imports_back_to_the_same_game() -> None:
    app = make_app()
    scene = replay_of(app, EXAMPLES["finished"])
    click(app, button(scene, "export").rect.center)
    records = list(save_dir().glob(f"*{SUFFIX}"))
    assert len(records) == 1
    assert str(records[0]) in (app.notices.current or "")
    back = read_record_file(records[0])
    saved = scene.source.match
    assert back.log == saved.log and back.state == saved.state
    assert back.seats == saved.seats and back.names == saved.names


def test_a_save_that_no_longer_loads_is_refused_with_a_message() -> None:
    path = save_match(played(2, 8, 60), "Spoilt")
    app = make_app()
    load = open_load(app)
    info = next(i for i in load.saves if i.path == path)
    load.choose(info)
    path.write_text('{"schema": 99, "log": []}')  # spoilt after the list was read
    frames(app, 1)
    click_button(app, "replay")
    assert top(app) is load  # nothing opened
    text, _colour = load.message()
    assert "cannot be replayed" in text and path.name in text


def test_the_game_just_finished_opens_from_the_results_and_esc_goes_back() -> None:
    app = make_app()
    frames(app, 1)
    finished: Match = played(2, 5)
    game = app.open_game(finished)
    assert game is not None
    app.scenes.reset(game)
    for _ in range(120):
        frames(app, 1)
        if isinstance(top(app), ResultsScene):
            break
    results = top(app)
    assert isinstance(results, ResultsScene)
    click_button(app, "replay")
    scene = top(app)
    assert isinstance(scene, ReplayScene)
    assert scene.source.match is finished and scene.index == 0
    press(app, pygame.K_END)
    shows(scene, scene.source.replay, len(finished.log))
    assert not button(scene, "branch").is_enabled  # nothing to play on from the end
    press(app, pygame.K_ESCAPE)
    assert top(app) is results


def test_the_results_screen_exports_the_games_record() -> None:
    app = make_app()
    frames(app, 1)
    finished: Match = played(2, 6)
    results = app.results_screen(finished.state, finished, False)
    app.scenes.push(results)
    frames(app, 2)
    click_button(app, "export")
    records = list(save_dir().glob(f"*{SUFFIX}"))
    assert [r.name for r in records] == [f"evergreen-{finished.game_id}{SUFFIX}"]
    back = read_record_file(records[0])
    assert back.log == finished.log and back.state == finished.state
    assert str(records[0]) in (app.notices.current or "")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_handle_never_hides_a_seasons_name(size: tuple[int, int]) -> None:
    """At the start of a replay (and at any season's first point) the handle stands clear
    of the season's name on the timeline."""
    from evergreen.ui.kit.layout import Layout
    from evergreen.ui.screens.replay.timeline import Timeline

    replay = Replay.of(played(2, 4))
    line = Timeline(replay, Layout(size[0], size[1], 2))
    named = 0
    for _season, start, end in line.seasons():
        spot = line.name_rect(start, end)
        if spot is not None:
            named += 1
            assert not spot.colliderect(line.handle_rect(start)), (start, spot)
            assert spot.right <= line.rect.right
    assert named == 4
