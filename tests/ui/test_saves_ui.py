"""Continue, Save, Load and Delete through the real scenes, and settings kept on disk."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import games, load, save_dir
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.confirm import ConfirmScene
from evergreen.ui.screens.load.scene import LoadScene
from evergreen.ui.screens.pause import PauseScene
from evergreen.ui.screens.save import SaveScene
from evergreen.ui.screens.title import TitleScene
from tests.ui.driver import (
    bot_frame,
    click,
    click_button,
    click_row,
    frames,
    game_app,
    key,
    make_app,
    top,
    type_text,
    where,
)


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh saves folder and config folder for each test."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path


def play_clicks(app: object, scene: GameScene, n: int, seed: int = 1) -> None:
    """n legal moves by clicking where a person would (season scorings are read and closed)."""
    rng = random.Random(seed)
    for _ in range(n):
        if isinstance(top(app), SeasonScoringScene):  # type: ignore[arg-type]
            click_button(app, "continue")  # type: ignore[arg-type]
        click(app, where(scene, rng.choice(scene.match.legal())))  # type: ignore[arg-type]


def test_turns_are_autosaved_and_continue_resumes_exactly() -> None:
    app, scene = game_app()
    play_clicks(app, scene, 40)
    assert games(), "no autosave after confirmed turns"
    before, played = scene.match.state, len(scene.match.log)
    key(app, pygame.K_ESCAPE)
    click_button(app, "title")  # leaving autosaves the game as it stands, mid-turn or not
    assert isinstance(top(app), TitleScene)
    click_button(app, "continue")
    resumed = top(app)
    assert isinstance(resumed, GameScene) and resumed is not scene
    assert resumed.match.state == before
    assert resumed.match.state.awaiting == before.awaiting
    play_clicks(app, resumed, 5, seed=2)  # and play goes on
    assert len(resumed.match.log) > played


def test_continue_is_disabled_with_no_game_and_quit_autosaves() -> None:
    app = make_app()
    frames(app, 2)
    title = top(app)
    cont = next(w for w, name in title.buttons.items() if name == "continue")  # type: ignore[attr-defined]
    assert not cont.is_enabled
    app2, scene = game_app()
    play_clicks(app2, scene, 7)
    app2.quit()  # type: ignore[attr-defined]
    assert load(games()[0].path).match.state == scene.match.state


def test_save_under_a_name_from_the_pause_menu() -> None:
    app, scene = game_app()
    play_clicks(app, scene, 12)
    key(app, pygame.K_ESCAPE)
    click_button(app, "save")
    dialog = top(app)
    assert isinstance(dialog, SaveScene) and dialog.box is not None
    dialog.box.set_text("")
    type_text(app, "my/game")  # a separator: refused with a reason, nothing written
    click_button(app, "save")
    assert isinstance(top(app), SaveScene) and "cannot be a save name" in dialog.problem
    dialog.box.set_text("")
    type_text(app, "Evening game")
    click_button(app, "save")
    assert isinstance(top(app), PauseScene)
    path = save_dir() / "Evening game.json"
    assert load(path).match.state == scene.match.state
    assert app.notices.current == "Saved as “Evening game”."  # type: ignore[attr-defined]
    click_button(app, "save")  # the same name again: asked before replacing
    top(app).box.set_text("Evening game")  # type: ignore[attr-defined]
    click_button(app, "save")
    assert isinstance(top(app), ConfirmScene)
    click_button(app, "no")
    assert isinstance(top(app), SaveScene)


def test_a_name_differing_only_in_case_asks_to_replace_that_save() -> None:
    """ "EVENING GAME" is the save "Evening game" (one file on Windows and macOS): the
    question names the save there, and replacing it keeps its file and name."""
    app, scene = game_app()
    play_clicks(app, scene, 6)
    key(app, pygame.K_ESCAPE)
    click_button(app, "save")
    top(app).box.set_text("Evening game")  # type: ignore[attr-defined]
    click_button(app, "save")
    steps = len(scene.match.log)
    click_button(app, "save")
    top(app).box.set_text("EVENING GAME")  # type: ignore[attr-defined]
    click_button(app, "save")
    question = top(app)
    assert isinstance(question, ConfirmScene)
    assert question.question == "A save named “Evening game” exists. Replace it?"
    click_button(app, "yes")
    assert isinstance(top(app), PauseScene)
    assert app.notices.current == "Saved as “Evening game”."  # type: ignore[attr-defined]
    named = sorted(p.name for p in save_dir().iterdir() if not p.name.startswith("autosave"))
    assert [n for n in named if not n.startswith(".")] == [
        "Evening game.json",
        "Evening game.json.bak",
    ]
    assert len(load(save_dir() / "Evening game.json").match.log) == steps


def test_load_a_named_save_and_an_example() -> None:
    app, scene = game_app(players=3, seed=5)
    play_clicks(app, scene, 30)
    key(app, pygame.K_ESCAPE)
    click_button(app, "save")
    top(app).box.set_text("three")  # type: ignore[attr-defined]
    click_button(app, "save")
    wanted = scene.match.state
    click_button(app, "title")
    click_button(app, "load")
    assert isinstance(top(app), LoadScene)
    click_row(app, "three")
    click_button(app, "load")
    loaded = top(app)
    assert isinstance(loaded, GameScene) and loaded.match.state == wanted
    key(app, pygame.K_ESCAPE)
    click_button(app, "load")  # from the pause menu too: an example save
    click_row(app, "Example: Solo against the automa")
    delete = next(w for w, n in top(app).buttons.items() if n == "delete")  # type: ignore[attr-defined]
    assert not delete.is_enabled  # examples are read-only
    click_button(app, "load")
    solo = top(app)
    assert isinstance(solo, GameScene) and solo.match.state.options.players == 1
    assert solo.match.seats[1] is SeatKind.AUTOMA


def test_delete_asks_first_and_damaged_saves_can_only_be_deleted() -> None:
    folder = save_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_bytes(b'{"schema": 2, "seed": ')
    app = make_app()
    frames(app, 2)
    click_button(app, "load")
    click_row(app, "broken")
    scene = top(app)
    assert isinstance(scene, LoadScene)
    load_button = next(w for w, n in scene.buttons.items() if n == "load")
    assert not load_button.is_enabled
    click_button(app, "delete")
    assert isinstance(top(app), ConfirmScene)
    click_button(app, "no")
    assert (folder / "broken.json").exists()
    click_button(app, "delete")
    click_button(app, "yes")
    assert not (folder / "broken.json").exists()
    assert isinstance(top(app), LoadScene)
    assert all(s.name != "broken" for s in top(app).saves)  # type: ignore[attr-defined]


def test_a_read_only_save_folder_is_told_and_the_game_goes_on(user_dirs: Path) -> None:
    if os.geteuid() == 0:
        blocker = user_dirs / "saves"  # root ignores permissions: a file where the folder goes
        blocker.write_text("not a folder")
    else:
        (user_dirs / "saves").mkdir()
        (user_dirs / "saves").chmod(0o500)
    app, scene = game_app()
    play_clicks(app, scene, 12)
    assert app.notices.current and app.notices.current.startswith("Autosave failed")  # type: ignore[attr-defined]
    before = len(scene.match.log)
    play_clicks(app, scene, 3, seed=4)
    assert len(scene.match.log) == before + 3


def test_settings_are_kept_between_runs() -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "settings")
    click_button(app, "speed:normal")
    click_button(app, "size:1600x1000")
    speed, size = app.speed, app.size
    again = make_app(size=None, speed=None)
    assert again.speed is speed and again.size == size
    assert make_app(speed=Speed.FAST).speed is Speed.FAST  # the command line wins


def test_a_finished_game_loads_to_its_results() -> None:
    from evergreen.persistence import EXAMPLES_DIR
    from evergreen.ui.screens.results.scene import ResultsScene

    app = make_app()
    frames(app, 2)
    click_button(app, "load")
    click_row(app, "Example: A finished four-player game")
    click_button(app, "load")
    frames(app, 60)
    results = top(app)
    assert isinstance(results, ResultsScene)
    assert results.state == load(EXAMPLES_DIR / "finished-4p.json").match.state
    assert results.state.is_over and len(results.state.scores) == 4


def play_turns(app: object, scene: GameScene, turns: int) -> None:
    """Confirm ``turns`` turns (and the draft picks between) by clicking."""
    rng = random.Random(turns)
    ends = 0
    while ends < turns:
        if isinstance(top(app), SeasonScoringScene):  # type: ignore[arg-type]
            click_button(app, "continue")  # type: ignore[arg-type]
        legal = scene.match.legal()
        ending = [c for c in legal if c.verb.value == "end"]
        cmd = ending[0] if ending and rng.random() < 0.5 else rng.choice(legal)
        click(app, where(scene, cmd))  # type: ignore[arg-type]
        ends += scene.match.log[-1] == cmd and cmd.verb.value == "end"


def test_a_solo_game_is_autosaved_after_every_confirmed_turn() -> None:
    """The defect: ten confirmed solo turns left no autosave until quitting."""
    app, scene = game_app(players=1, seed=21)
    for _ in range(10):
        play_turns(app, scene, 1)
        (info,) = games()  # one game, one autosave file
        assert scene.match.log[-1].verb.value == "end"
        assert load(info.path).match.log == scene.match.log  # kept up to the turn just ended


def test_the_guided_game_does_not_replace_another_game() -> None:
    """A 2-player game against the Hard bot, then Learn to play: both are kept, Continue
    resumes the guided game (with its guide), and Load reaches the other one."""
    app = make_app()
    frames(app, 2)
    game = app.open_game(Match.start(2, 77, (SeatKind.HUMAN, SeatKind.HARD), ["Ada"]))
    assert game is not None
    app.scenes.push(game)
    app.set_hard_seconds(0.2)
    versus = game.match
    end = time.monotonic() + 60
    while not any(cmd.seat == 0 for cmd in versus.log):  # Ada's draft pick is kept
        assert time.monotonic() < end, "Ada's draft pick was never played"
        if versus.awaiting_kind is SeatKind.HUMAN:
            click(app, where(game, versus.legal()[0]))
        bot_frame(app)
    key(app, pygame.K_ESCAPE)
    click_button(app, "title")
    click_button(app, "learn")
    guided = top(app)
    assert isinstance(guided, GameScene) and guided.guide is not None
    step = guided.guide_step()
    assert step is not None
    guided.play(step.command)  # a draft pick: kept
    key(app, pygame.K_ESCAPE)
    click_button(app, "title")
    click_button(app, "continue")
    resumed = top(app)
    assert isinstance(resumed, GameScene) and resumed.guide is not None
    assert resumed.match.mode.value == "guided"
    key(app, pygame.K_ESCAPE)
    click_button(app, "load")
    scene = top(app)
    assert isinstance(scene, LoadScene)
    playing = [i for i in scene.saves if i.autosave and not i.over]
    assert [i.game_id for i in playing] == [resumed.match.game_id, versus.game_id]
    click_row(app, "Ada vs Hard bot")
    click_button(app, "load")
    back = top(app)
    assert isinstance(back, GameScene) and back.match.game_id == versus.game_id
    assert back.match.log == versus.log


def test_the_load_screen_shows_games_in_groups_with_their_planets() -> None:
    from evergreen.persistence import autosave, save_match
    from evergreen.ui.screens.load.save_list import GROUPS, rows_of

    first = Match.start(1, 3, names=["Rowan"])
    while len(first.log) < 20:
        first.play(first.legal()[0])
    autosave(first)
    save_match(first, "checkpoint")
    app = make_app()
    frames(app, 2)
    click_button(app, "load")
    scene = top(app)
    assert isinstance(scene, LoadScene)
    headings = [r.heading for r in rows_of(scene.saves) if r.info is None]
    assert headings == [GROUPS[0][1], GROUPS[1][1], GROUPS[4][1]]  # no finished game yet
    entry = scene.saves[0]
    assert entry.game_id == first.game_id and entry.planet is not None
    assert entry.planet == first.state.players[0].planet
    rect = scene.list.rect_of(scene.layout, entry)
    assert rect is not None
    click(app, rect.center)
    click(app, rect.center)  # a double-click loads
    loaded = top(app)
    assert isinstance(loaded, GameScene) and loaded.match.game_id == first.game_id


def test_the_load_screen_survives_odd_files() -> None:
    """Files that once sent the Load screen to the crash screen: a date no clock can show,
    a file name that is not valid text. Both are listed; Load stays usable."""
    import json

    from evergreen.persistence import save_match

    folder = save_dir()
    path = save_match(Match.start(2, 1), "odd-date")
    raw = json.loads(path.read_bytes())
    raw["saved_at"] = "0001-01-01T00:00:00+23:59"
    path.write_text(json.dumps(raw))
    save_match(Match.start(2, 2), "plain")
    if os.name != "nt":
        os.rename(folder / "plain.json", os.fsencode(str(folder)) + b"/caf\xe9.json")
    app = make_app()
    frames(app, 2)
    click_button(app, "load")
    frames(app, 3)
    scene = top(app)
    assert isinstance(scene, LoadScene)
    names = {info.name for info in scene.saves}
    assert "odd-date" in names and ("caf\ufffd" in names or os.name == "nt")
    click_row(app, "odd-date")
    assert "saved_at" in scene.message()[0]
    for _ in range(len(scene.saves)):
        key(app, pygame.K_DOWN)
    click_row(app, "caf")
    click_button(app, "load")
    assert isinstance(top(app), GameScene)


def test_the_house_rule_is_chosen_in_the_setup_and_kept_in_the_save() -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "new")
    click_button(app, "pieces:unlimited")
    click_button(app, "start")
    game = top(app)
    assert isinstance(game, GameScene) and game.match.state.options.unlimited_pieces
    play_clicks(app, game, 6)
    (info,) = games()
    assert load(info.path).match.state.options.unlimited_pieces
    key(app, pygame.K_ESCAPE)
    click_button(app, "title")
    click_button(app, "new")
    click_button(app, "start")  # the setup remembers the house rule
    assert top(app).match.state.options.unlimited_pieces  # type: ignore[attr-defined]
    key(app, pygame.K_ESCAPE)
    click_button(app, "title")
    click_button(app, "new")
    click_button(app, "pieces:rulebook")
    click_button(app, "start")
    assert not top(app).match.state.options.unlimited_pieces  # type: ignore[attr-defined]


def test_the_save_name_box_takes_every_key_and_typing_replaces_the_offered_name() -> None:
    """Issue 31, defect 3: M toggled the sound while a name was typed, and typing appended
    to the offered name."""
    app, scene = game_app()
    play_clicks(app, scene, 3)
    key(app, pygame.K_ESCAPE)
    click_button(app, "save")
    dialog = top(app)
    assert isinstance(dialog, SaveScene) and dialog.box is not None
    offered = dialog.box.get_text()
    assert offered and app.typing()
    muted = app.sound.muted
    for ch in "m":  # as a keyboard sends it: the key, then the text
        code = pygame.K_m
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=ch))
        frames(app, 1)
    assert app.sound.muted == muted  # the sound was not toggled
    type_text(app, "y evening")
    assert dialog.box.get_text() == "my evening"  # the offered name was replaced


def test_a_text_box_focused_by_a_click_has_its_text_selected() -> None:
    from evergreen.ui.kit import widgets

    app, _scene = game_app()
    key(app, pygame.K_ESCAPE)
    click_button(app, "save")
    dialog = top(app)
    assert isinstance(dialog, SaveScene) and dialog.box is not None
    dialog.ui.set_focus_set(None)
    assert not app.typing()
    click(app, dialog.box.rect.center)
    assert widgets.typing_box(dialog.ui) is dialog.box
    type_text(app, "Fresh")
    assert dialog.box.get_text() == "Fresh"
