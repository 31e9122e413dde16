"""A refused click is explained where the player looked (issue 31, defect 5): the space (or
card) clicked is ringed and the reason stands beside it on a paper plate, in dark ink; the
next click, a key, a move played or the mouse leaving the place closes it."""

from __future__ import annotations

import pygame

from evergreen.rules import Verb
from evergreen.rules.commands import SPACE_VERBS
from evergreen.rules.layout import layout
from evergreen.ui.game import callout
from evergreen.ui.kit import text
from tests.ui.driver import click, frames, game_app, key


def refused_space(game: object) -> int:
    """A planet space of the awaited seat where a click does nothing now."""
    legal = {c.arg for c in game.match.legal() if c.verb in SPACE_VERBS}  # type: ignore[attr-defined]
    return next(s for s in layout().plantable if s not in legal)


def test_a_refused_space_is_ringed_and_explained_beside_it() -> None:
    app, game = game_app(players=2, seed=9)
    space = refused_space(game)
    click(app, game.layout.space_rect(space).center)
    refusal = game.look.refusal
    assert refusal is not None and refusal.at == game.layout.space_rect(space)
    assert refusal.text == game.look.message and game.look.message_error
    with text.recording() as drawn:
        plate = callout.draw(app.screen, game.layout, refusal)
    said = " ".join(d.text for d in drawn)
    assert said.split()[:3] == refusal.text.split()[:3] and not any(d.cut for d in drawn)
    assert min(d.em for d in drawn) >= text.MIN_EM
    assert app.screen.get_rect().contains(plate)
    assert plate.colliderect(refusal.at.inflate(80, 80))  # beside the space, not far off
    frames(app, 1)
    pixel = app.screen.get_at(refusal.at.inflate(4, 4).midleft)[:3]
    assert pixel == text.ERROR  # the ring is on screen


def test_the_refusal_closes_on_the_next_key_a_move_or_leaving_the_place() -> None:
    app, game = game_app(players=2, seed=9)
    at = game.layout.space_rect(refused_space(game)).center
    click(app, at)
    assert game.look.refusal is not None
    key(app, pygame.K_LSHIFT)
    assert game.look.refusal is None
    click(app, at)
    assert game.look.refusal is not None
    far = (app.screen.get_width() - 5, app.screen.get_height() - 5)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(1, 1), buttons=(0, 0, 0))
    )
    frames(app, 1)
    assert game.look.refusal is None
    click(app, at)
    assert game.look.refusal is not None
    game.play(next(c for c in game.match.legal() if c.verb is Verb.TAKE))
    assert game.look.refusal is None
