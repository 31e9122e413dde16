"""Hovering a highlighted space previews the piece a click would leave there."""

from __future__ import annotations

import random

from evergreen.rules import Piece, Verb
from evergreen.ui.game.aids import Aids
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.layout import Hit
from tests.ui.driver import frames, make_app

GROWN = {Piece.SPROUT: Piece.SMALL_TREE, Piece.SMALL_TREE: Piece.BIG_TREE}


def ghost_at(scene: GameScene, space: int | None) -> Piece | None:
    """The ghost piece the table shows with the mouse over ``space`` (None: over no space)."""
    scene.look.hover = None if space is None else (Hit.SPACE, space)
    return scene.table().ghost


def test_ghost_shows_the_planted_or_grown_piece_only_on_targets() -> None:
    app = make_app(players=2, seed=8)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    rng = random.Random(2)
    checked = {Verb.PLANT: 0, Verb.GROW: 0}
    for _ in range(400):
        if isinstance(app.scenes.top, SeasonScoringScene):
            app.scenes.top.close()
        state = scene.match.state
        if state.is_over:
            break
        seat = state.awaiting
        assert seat is not None
        planet = state.players[seat].planet
        targets = scene.targets()
        for cmd in scene.match.legal():
            if cmd.verb in checked and Aids.space_command(scene.match, cmd.arg) == cmd:
                before = Piece(planet.pieces[cmd.arg])
                want = Piece.SPROUT if cmd.verb is Verb.PLANT else GROWN[before]
                assert ghost_at(scene, cmd.arg) is want, (cmd, before)
                checked[cmd.verb] += 1
        outside = next(i for i in planet.layout.spaces if i not in targets)
        assert ghost_at(scene, outside) is None and ghost_at(scene, None) is None
        scene.play(rng.choice(scene.match.legal()))
        frames(app, 1)
    assert checked[Verb.PLANT] > 20 and checked[Verb.GROW] > 5
