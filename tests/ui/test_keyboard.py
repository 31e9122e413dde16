"""Full keyboard play: a whole solo game from the title screen to the results with keys
only (Tab through the choices, Enter to do one, Backspace to undo, Esc for the menu)."""

from __future__ import annotations

import random

import pygame

from evergreen.rules import apply, new_game
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.screens.load.scene import LoadScene
from evergreen.ui.screens.pause import PauseScene
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.screens.setup.scene import SetupScene
from evergreen.ui.screens.title import TitleScene
from tests.ui.driver import frames, make_app, top

DT = 1 / 60


def press(app: object, code: int, mod: int = 0) -> None:
    """One key press and release, then a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=""))
    frames(app, 1)  # type: ignore[arg-type]


def tab_to(app: object, name: str) -> None:
    """Tab through a menu's buttons until the keyboard is on ``name``."""
    for _ in range(40):
        if top(app).focus == name:  # type: ignore[arg-type, attr-defined]
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name!r}")


def test_a_whole_solo_game_with_the_keyboard_only() -> None:
    app = make_app()
    frames(app, 2)
    assert isinstance(top(app), TitleScene)
    tab_to(app, "new")
    press(app, pygame.K_RETURN)
    assert isinstance(top(app), SetupScene)
    tab_to(app, "players:1")
    press(app, pygame.K_RETURN)
    seed = int(top(app).seed)  # type: ignore[attr-defined]
    tab_to(app, "start")
    press(app, pygame.K_SPACE)
    game = top(app)
    assert isinstance(game, GameScene) and game.match.state.options.players == 1
    rng = random.Random(4)
    undone = False
    while not game.match.state.is_over:
        if isinstance(top(app), SeasonScoringScene):
            press(app, pygame.K_RETURN)
            continue
        for _ in range(rng.randrange(1, 6)):  # a few Tabs, then whatever is ringed
            press(app, pygame.K_TAB)
        assert game.look.focus in game.match.legal()
        before = len(game.match.log)
        press(app, pygame.K_RETURN)
        assert len(game.match.log) == before + 1
        if not undone and game.match.can_undo:  # Backspace takes a step back
            press(app, pygame.K_BACKSPACE)
            assert len(game.match.log) == before
            undone = True
    assert undone
    frames(app, 2)
    if isinstance(top(app), SeasonScoringScene):
        press(app, pygame.K_RETURN)
    frames(app, 60)
    results = top(app)
    assert isinstance(results, ResultsScene)
    replay = new_game(1, seed)
    for cmd in game.match.log:
        replay = apply(replay, cmd)
    assert results.state == replay


def test_esc_opens_the_menu_and_the_menu_works_by_keyboard() -> None:
    app = make_app(players=2, seed=3)
    frames(app, 2)
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    tab_to(app, "load")
    press(app, pygame.K_RETURN)
    assert isinstance(top(app), LoadScene)
    press(app, pygame.K_DOWN)  # Up/Down choose a save
    assert top(app).chosen is not None  # type: ignore[attr-defined]
    press(app, pygame.K_ESCAPE)
    tab_to(app, "resume")
    press(app, pygame.K_RETURN)
    assert isinstance(top(app), GameScene)


def test_shift_tab_goes_backwards_and_letters_choose_actions() -> None:
    app = make_app(players=1, seed=9)
    frames(app, 2)
    game = top(app)
    assert isinstance(game, GameScene)
    press(app, pygame.K_TAB)
    first = game.look.focus
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert game.look.focus == first
    press(app, pygame.K_RETURN)  # takes the first market card
    assert game.match.log[-1] == first
    press(app, pygame.K_b)
    assert game.match.log[-1].verb.value == "action" and game.match.log[-1].arg == 1


def test_undo_keeps_the_next_step_on_the_status_line() -> None:
    """The defect: after Undo the status line said only 'Undone.'; now it says what to do."""
    from evergreen.ui.words.prompts import prompt

    app = make_app(players=1, seed=9)
    frames(app, 2)
    game = top(app)
    assert isinstance(game, GameScene)
    game.play(game.match.legal()[0])  # the draft pick
    press(app, pygame.K_a)  # action A
    before = game.match.state
    press(app, pygame.K_BACKSPACE)
    assert game.match.state != before
    status = game.table().status
    assert status.startswith("Undone.") and prompt(game.match.state, game.match) in status


def test_a_disabled_button_says_why_on_hover() -> None:
    """End turn during the draft, Undo with nothing to undo, Power before a card: each
    disabled button's tip is the rules' reason, in the player's language."""
    from evergreen.ui.kit.layout import Button

    app = make_app(players=2, seed=9)
    frames(app, 2)
    game = top(app)
    assert isinstance(game, GameScene)
    end = game.layout.button_rect(Button.END).center
    assert "expects taking a card from the market" in game.actions.why_disabled(end, game.table())
    assert game.actions.why_disabled(game.layout.button_rect(Button.UNDO).center, game.table()) == (
        "Nothing to undo in this turn."
    )
    assert game.actions.why_disabled((5, 5), game.table()) == ""  # not over a button
    hint = game.layout.button_rect(Button.HINT).center
    assert (
        game.actions.why_disabled(hint, game.table()) == ""
    )  # enabled: its own tooltip says what it does
