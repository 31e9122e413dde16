"""The New game screen, through the real scene: seats (names, colours, who plays), the deal's
options, challenge codes, the remembered setup, the guided game and the keyboard."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import settings_path
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.rules import Sun
from evergreen.seats import NAME_MAX, SeatKind
from evergreen.session.challenge import Challenge
from evergreen.session.match import Mode
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit import text
from evergreen.ui.kit.text import ERROR
from evergreen.ui.screens.setup.plan import STATUS
from evergreen.ui.screens.setup.scene import SetupScene
from evergreen.ui.screens.title import TitleScene
from evergreen.ui.words.names import seat_label
from tests.ui.driver import click, click_button, frames, key, make_app, top, type_text

LONG = "Снегурочка Мороз"
assert len(LONG) == NAME_MAX


def open_setup(app: App | None = None) -> tuple[App, SetupScene]:
    """The title, then New game."""
    app = app or make_app()
    frames(app, 2)
    click_button(app, "new")
    scene = top(app)
    assert isinstance(scene, SetupScene)
    return app, scene


def type_into(app: App, scene: SetupScene, box: str, words: str) -> None:
    """Click a text box, empty it with Backspace, type ``words``."""
    widget = scene.boxes[box]
    click(app, widget.rect.center)
    for _ in range(len(widget.get_text())):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_END)
    type_text(app, words)
    assert scene.boxes[box].get_text() == words


def drawn_texts(app: App) -> dict[str, tuple[int, int, int] | None]:
    """The texts drawn in one frame (fitted or wrapped), to their colour when known."""
    with text.recording() as drawn:
        frames(app, 1)
    return {d.text: None for d in drawn}


def started(app: App) -> GameScene:
    game = top(app)
    assert isinstance(game, GameScene), type(game).__name__
    return game


def test_what_is_chosen_is_what_the_game_gets() -> None:
    app, scene = open_setup()
    click_button(app, "players:4")
    type_into(app, scene, "name:0", "Ada")
    type_into(app, scene, "name:2", LONG)
    click_button(app, "colour:0:2")  # black is seat 3's: they swap
    assert scene.colours == [2, 1, 0, 3]
    click_button(app, "colour:1:3")  # sky blue is seat 4's: they swap
    assert scene.colours == [2, 3, 0, 1]
    click_button(app, "seat:1:easy")
    click_button(app, "seat:2:hard")
    click_button(app, "seat:3:medium")
    click_button(app, "seat:3:medium")  # a segment does not cycle: pressed again, it stays
    click_button(app, "sun:left")
    click_button(app, "pieces:unlimited")
    type_into(app, scene, "seed", "4242")
    assert scene.choices.challenge() == Challenge(4, 4242, Sun.LEFT, True)
    click_button(app, "start")
    match = started(app).match
    assert match.names == ("Ada", "", LONG, "")
    assert match.colours == (2, 3, 0, 1)
    assert match.seats == (SeatKind.HUMAN, SeatKind.EASY, SeatKind.HARD, SeatKind.MEDIUM)
    options = match.state.options
    assert (options.players, options.sun_start, options.unlimited_pieces) == (4, Sun.LEFT, True)
    assert match.state.seed == 4242
    assert [seat_label(match, s) for s in range(4)] == ["Ada", "Player 2", LONG, "Player 4"]


def test_a_colour_chosen_twice_stays_and_the_chosen_segment_is_pressed_in() -> None:
    app, scene = open_setup()
    click_button(app, "colour:0:0")
    assert scene.colours == [0, 1, 2, 3]
    click_button(app, "seat:1:hard")
    chosen = {n for b, n in scene.buttons.items() if "#chosen" in b.object_ids}
    assert {"players:2", "seat:0:human", "seat:1:hard", "colour:0:0", "colour:1:1"} <= chosen
    assert "seat:1:human" not in chosen and "sun:top" in chosen and "pieces:rulebook" in chosen


def test_the_code_shown_follows_the_options_and_applies_in_a_fresh_screen() -> None:
    app, scene = open_setup()
    click_button(app, "players:3")
    click_button(app, "sun:bottom")
    click_button(app, "pieces:unlimited")
    type_into(app, scene, "seed", "987654321")
    code = Challenge(3, 987654321, Sun.BOTTOM, True).code
    assert code in drawn_texts(app)  # shown live
    click_button(app, "back")

    other, fresh = open_setup(make_app())
    click_button(other, "seat:1:medium")
    type_into(other, fresh, "name:1", "Bea")
    assert fresh.choices.challenge() != Challenge(3, 987654321, Sun.BOTTOM, True)
    type_into(other, fresh, "code", code.lower().replace("-", " - "))
    click_button(other, "apply")
    c = fresh.choices
    assert (c.players, c.seed, c.sun, c.unlimited) == (3, "987654321", Sun.BOTTOM, True)
    assert c.kinds[1] is SeatKind.MEDIUM and c.names[1] == "Bea"  # the seats stay
    assert code in drawn_texts(other)
    assert fresh.boxes["seed"].get_text() == "987654321"
    click_button(other, "start")
    match = started(other).match
    assert Challenge.of(match.state) == Challenge(3, 987654321, Sun.BOTTOM, True)
    assert match.names[1] == "Bea" and match.seats[1] is SeatKind.MEDIUM


def test_enter_in_the_code_box_applies_it() -> None:
    app, scene = open_setup()
    code = Challenge(1, 77, Sun.RIGHT, False).code
    type_into(app, scene, "code", code)
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), SetupScene)  # applied, not started
    assert (scene.players, scene.seed, scene.choices.sun) == (1, "77", Sun.RIGHT)


@pytest.mark.parametrize("bad", ["2TR-BA2Y6", "hello", "9TR-BA2Y5", "2XR-BA2Y5", "x" * 40])
def test_a_malformed_code_says_why_and_changes_nothing(bad: str) -> None:
    app, scene = open_setup()
    before = (scene.players, scene.seed, scene.choices.sun, scene.choices.unlimited)
    with text.recording():
        type_into(app, scene, "code", bad)
    click_button(app, "apply")
    message, error = scene.code_status
    assert error and message
    with text.recording() as drawn:
        frames(app, 1)
    shown = [d for d in drawn if message.startswith(d.text.rstrip("…")) or d.text in message]
    assert shown, "the message is not on the screen"
    assert (scene.players, scene.seed, scene.choices.sun, scene.choices.unlimited) == before
    click(app, scene.boxes["code"].rect.center)
    key(app, pygame.K_RETURN)  # Enter in the code box applies again: still nothing starts
    assert isinstance(top(app), SetupScene) and app.match is None


def test_the_error_is_drawn_in_red() -> None:
    app, scene = open_setup()
    type_into(app, scene, "code", "2TR-BA2Y6")
    click_button(app, "apply")
    frames(app, 1)
    box = scene.layout.rect(*STATUS)
    colours = {
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(box.left, box.right, 2)
        for y in range(box.top, box.bottom, 2)
    }
    assert any(sum(abs(a - b) for a, b in zip(c, ERROR, strict=True)) < 30 for c in colours)


def test_the_last_setup_is_remembered_by_a_new_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    app, scene = open_setup()
    click_button(app, "players:3")
    type_into(app, scene, "name:1", "Bea")
    click_button(app, "colour:1:0")
    click_button(app, "seat:2:hard")
    click_button(app, "sun:right")
    click_button(app, "pieces:unlimited")
    type_into(app, scene, "seed", "31337")
    click_button(app, "start")
    started(app)
    raw = json.loads(settings_path().read_text(encoding="utf-8"))
    assert raw["last_setup"]["names"][1] == "Bea" and "seed" not in raw["last_setup"]

    _again, fresh = open_setup(make_app())
    c = fresh.choices
    assert (c.players, c.names[:3], c.colours, c.sun, c.unlimited) == (
        3,
        ["", "Bea", ""],
        [1, 0, 2, 3],
        Sun.RIGHT,
        True,
    )
    assert c.kinds[:3] == [SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.HARD]
    assert fresh.boxes["name:1"].get_text() == "Bea"
    assert c.seed != "31337"  # a new deal: the seed is not kept (1 in a million to fail)
    assert "31337" not in settings_path().read_text(encoding="utf-8")


def test_learn_to_play_starts_the_guided_game() -> None:
    app, _scene = open_setup()
    click_button(app, "learn")
    game = started(app)
    from evergreen.ui.game import tutorial

    assert game.match.mode is Mode.GUIDED and game.guide is not None
    assert game.match.state.seed == tutorial.SEED
    assert game.match.state.options.players == tutorial.PLAYERS
    assert isinstance(app.scenes.stack[0], TitleScene) and len(app.scenes.stack) == 2


def test_solo_shows_the_automa_row_and_you() -> None:
    app, scene = open_setup()
    click_button(app, "players:1")
    assert scene.hints["name:0"] == "You" and "name:1" not in scene.boxes
    assert not any(n.startswith("seat:") for n in scene.buttons.values())  # the player's
    words = drawn_texts(app)
    assert "Automa" in words and "Human" in words
    click_button(app, "colour:0:1")  # the automa's red: it takes the player's blue
    assert scene.colours[:2] == [1, 0]
    click_button(app, "start")
    match = started(app).match
    assert match.seats == (SeatKind.HUMAN, SeatKind.AUTOMA)
    assert seat_label(match, 0) == "You" and seat_label(match, 1) == "Automa"
    assert match.colours == (1, 0)


def test_the_default_names_are_shown_in_the_empty_boxes() -> None:
    app, scene = open_setup()
    click_button(app, "players:3")
    assert [scene.hints[f"name:{s}"] for s in range(3)] == ["Player 1", "Player 2", "Player 3"]
    assert all(scene.boxes[f"name:{s}"].get_text() == "" for s in range(3))


def test_tab_goes_through_every_control_and_enter_starts() -> None:
    app, scene = open_setup()
    order = scene.focusable()
    assert order[:5] == ["players:1", "players:2", "players:3", "players:4", "learn"]
    assert order.index("name:0") < order.index("colour:0:0") < order.index("seat:0:human")
    assert order.index("seat:1:hard") < order.index("sun:top") < order.index("seed")
    assert order[-2:] == ["back", "start"]
    seen = []
    for _ in range(len(order)):
        key(app, pygame.K_TAB)
        seen.append(scene.focus)
    assert seen == order
    while scene.focus != "name:1":
        key(app, pygame.K_TAB)
    type_text(app, "Bea")  # the box the Tab reached has the keyboard
    key(app, pygame.K_RETURN)
    match = started(app).match
    assert match.names == ("", "Bea")


def test_space_presses_the_focused_segment() -> None:
    app, scene = open_setup()
    while scene.focus != "seat:1:hard":
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)
    assert scene.kinds[1] is SeatKind.HARD
    assert isinstance(top(app), SetupScene)


def test_escape_goes_back_to_the_title() -> None:
    app, _scene = open_setup()
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), TitleScene)


def test_random_deals_a_new_seed_and_an_empty_box_deals_one_at_the_start() -> None:
    app, scene = open_setup()
    type_into(app, scene, "seed", "5")
    seeds = set()
    for _ in range(5):
        click_button(app, "random")
        seeds.add(scene.seed)
    assert len(seeds) > 1 and "5" not in seeds
    type_into(app, scene, "seed", "")
    assert scene.choices.challenge() is None
    click_button(app, "start")
    assert started(app).match.state.seed >= 0
