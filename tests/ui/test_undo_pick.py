"""Undo of a draft pick on the game screen (issue 52, point 7): Backspace takes a card back
while the next seat (a bot) has not played, and once it has, Undo's tip and the status line
say why it cannot. (In a solo game the automa's pick is the rules' answer to the person's:
the person's pick is taken back with it; tests/test_match.py.)"""

from __future__ import annotations

import pygame

from evergreen.rules import Verb
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit.layout import Button
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import frames, frames_until, key, make_app, top


def bot_game() -> tuple[object, GameScene]:
    """A game of a person and the Easy bot at normal speed (the bot waits before it plays),
    the person first to pick."""
    app = make_app(speed=Speed.NORMAL)
    opened = app.open_game(Match.start(2, 2, (SeatKind.HUMAN, SeatKind.EASY)))
    assert opened is not None
    app.scenes.reset(opened)
    game = top(app)
    assert isinstance(game, GameScene)
    frames_until(app, lambda: not game.anim.busy, "the deal")
    assert game.match.awaiting_kind is SeatKind.HUMAN and not game.match.log
    assert game.match.legal()[0].verb is Verb.TAKE
    return app, game


def test_backspace_takes_a_pick_back_while_the_bot_has_not_played() -> None:
    """The defect: a card taken was taken for good ('Wait: a bot is playing now.')."""
    app, game = bot_game()
    before, log = game.match.state, list(game.match.log)
    game.play(game.match.legal()[0])
    assert game.match.awaiting_kind is SeatKind.EASY  # its turn: it has not played yet
    assert game.buttons[Button.UNDO].is_enabled
    key(app, pygame.K_BACKSPACE)  # type: ignore[arg-type]
    assert game.match.state is before and game.match.log == log
    assert game.table().status.startswith("Undone.")


def test_once_the_bot_has_played_undo_says_why_not() -> None:
    app, game = bot_game()
    game.play(game.match.legal()[0])
    frames_until(app, lambda: len(game.match.log) >= 2, "the bot's pick")  # type: ignore[arg-type]
    frames(app, 2)  # type: ignore[arg-type]
    why = "Nothing to undo: another player has played since."
    assert not game.buttons[Button.UNDO].is_enabled
    undo = game.layout.button_rect(Button.UNDO).center
    assert game.actions.why_disabled(undo, game.table()) == why
    log = list(game.match.log)
    key(app, pygame.K_BACKSPACE)  # type: ignore[arg-type]
    assert game.match.log == log
    assert game.table().status == why and game.table().error
