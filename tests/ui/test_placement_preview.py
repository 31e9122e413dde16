"""Hovering a highlighted space previews the piece a click would leave there."""

from __future__ import annotations

import random

from evergreen.rules import Piece, Verb
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from tests.ui.driver import frames, make_app

GROWN = {Piece.SPROUT: Piece.SMALL_TREE, Piece.SMALL_TREE: Piece.BIG_TREE}


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
            if cmd.verb in checked and scene.space_command(cmd.arg) == cmd:
                before = Piece(planet.pieces[cmd.arg])
                want = Piece.SPROUT if cmd.verb is Verb.PLANT else GROWN[before]
                assert scene.ghost(cmd.arg) is want, (cmd, before)
                checked[cmd.verb] += 1
        outside = next(i for i in planet.layout.spaces if i not in targets)
        assert scene.ghost(outside) is None and scene.ghost(None) is None
        scene.play(rng.choice(scene.match.legal()))
        frames(app, 1)
    assert checked[Verb.PLANT] > 20 and checked[Verb.GROW] > 5
