"""The game's main controls have the room and weight of its main input (issue 31, defect 4):
at 1024×640 the turn's buttons were about 20 px tall with 9-10 px labels, "2 growths" was
smaller than "3 Sprouts", the 130 % text did not grow them, and nothing marked the action
chosen."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from evergreen import i18n
from evergreen.persistence import save_settings
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.persistence.settings import Settings
from evergreen.rules import Action, Command, Verb
from evergreen.ui.art import action_bar
from evergreen.ui.art.action_bar import ACTION_WORDS
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import ACTION_BAR, ACTIONS, Button
from tests.ui.driver import frames, make_app, top

#: The game's floor for a control's label at 1024×640, at every text size (pixels).
FLOOR = 14


def game_at(
    size: tuple[int, int], lang: str, scale: int, monkeypatch: pytest.MonkeyPatch, tmp: Path
) -> GameScene:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp / f"config-{lang}-{scale}"))
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app(size, players=2, seed=9)
    frames(app, 2)
    game = top(app)
    assert isinstance(game, GameScene)
    return game


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scale", [100, 115, 130])
def test_every_control_label_is_14_px_or_more_at_1024x640(
    lang: str, scale: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = game_at((1024, 640), lang, scale, monkeypatch, tmp_path)
    with text.recording() as drawn:
        action_bar.draw_actions(game.app.screen, game.layout, game.buttons)  # type: ignore[attr-defined]
    faces = [i18n._(ACTION_WORDS[b]) for b in ACTIONS]
    words = [d for d in drawn if d.kind in ("fit", "wrap")]
    assert " ".join(d.text for d in words) == " ".join(faces)
    assert words and min(d.em for d in words) >= FLOOR, [(d.text, d.em) for d in words]
    assert not any(d.cut for d in words)
    sizes = {d.em for d in words}
    assert len(sizes) == 1, ("the four actions' words in one size", [(d.text, d.em) for d in words])
    for b in (*ACTION_BAR, Button.HINT, Button.MENU):
        widget = game.buttons[b]
        if b in ACTIONS:
            continue  # no label of its own: the face above is drawn over it
        size = widget.font.get_point_size()
        assert size >= FLOOR, (b, str(widget.text), size)
        assert not getattr(widget, "label_cut", False), (b, str(widget.text))


def test_the_turns_labels_grow_with_the_text_size(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    small = game_at((1280, 800), "en", 100, monkeypatch, tmp_path)
    sizes_small = [small.buttons[b].font.get_point_size() for b in (Button.END, Button.UNDO)]
    large = game_at((1280, 800), "en", 130, monkeypatch, tmp_path)
    sizes_large = [large.buttons[b].font.get_point_size() for b in (Button.END, Button.UNDO)]
    assert all(b > a for a, b in zip(sizes_small, sizes_large, strict=True))


def test_the_chosen_action_and_the_power_in_use_stay_pressed_in(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = game_at((1280, 800), "en", 100, monkeypatch, tmp_path)
    while game.match.state.turn.action is None:  # the draft: each takes a card
        legal = game.match.legal()
        chosen = next((c for c in legal if c.verb is Verb.ACTION), None)
        if chosen is not None:
            break
        game.play(legal[0])
    seat = game.match.state.awaiting
    assert seat is not None
    assert not any(game.buttons[b].is_selected for b in ACTIONS)
    assert game.play(Command(seat, Verb.ACTION, int(Action.A)))
    frames(game.app, 1)  # type: ignore[arg-type]
    assert game.buttons[Button.A].is_selected
    assert not any(game.buttons[b].is_selected for b in ACTIONS[1:])


def button_face(widget: object) -> tuple[int, int, int]:
    """The colour a button's picture shows now, inside its border, clear of its label."""
    image = widget.image  # type: ignore[attr-defined]
    return tuple(image.get_at((image.get_width() // 2, 4)))[:3]  # type: ignore[return-value]


def test_each_frame_draws_the_buttons_as_they_are_after_a_bots_move() -> None:
    """Issue 31, defect 14: after a bot's move made A-D playable, they were drawn with their
    old (disabled) look until the mouse moved: the widgets made their pictures before the
    move in the same update, and the waiting game drew no other frame."""
    from evergreen.seats import SeatKind
    from evergreen.session.match import Match
    from tests.ui.driver import bot_frame

    colours = {"normal": (62, 107, 72), "disabled": (217, 213, 197), "selected": (168, 95, 10)}
    app = make_app()
    app.set_hard_seconds(0.2)
    game = app.open_game(Match.start(2, 5, (SeatKind.HUMAN, SeatKind.EASY)))
    assert game is not None
    app.scenes.push(game)
    checked = 0
    rng = random.Random(3)
    for _ in range(3000):
        scene = top(app)
        if scene is not game:  # a season's scoring: read and closed
            scene.close()  # type: ignore[attr-defined]
        elif game.human_turn and not game.anim.busy:
            game.play(rng.choice(game.match.legal()))
        bot_frame(app)
        for b in ACTIONS:
            widget = game.buttons[b]
            state = "disabled" if not widget.is_enabled else "normal"
            if widget.is_selected:
                state = "selected"
            assert button_face(widget) == colours[state], (b, state, len(game.match.log))
            checked += state == "normal"
        if game.match.state.season > 1:
            break
    assert checked > 0  # A-D were enabled at some point and drawn so
