"""One table every screen draws (``ui/game/table.py``): the game screen and the replay viewer
make a read-only ``Table`` value, and the sections draw that value, never the scene; the
replay viewer makes its tables from the replay alone, with no match standing in."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from evergreen.session import match as match_module
from evergreen.session.match import Match
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.table import Table
from evergreen.ui.kit.layout import Hit
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.replay.table import ReplayTable
from tests.persistence.helpers import played
from tests.ui.driver import frames, make_app


def game_scene() -> GameScene:
    app = make_app(players=2, seed=4)
    frames(app, 2)
    scene = app.scenes.top
    assert isinstance(scene, GameScene)
    return scene


def test_a_table_is_a_value_made_afresh_from_what_is_shown() -> None:
    scene = game_scene()
    for _ in range(20):  # on to a step that places on the planet
        if scene.table().targets:
            break
        scene.play(scene.match.legal()[0])
    first = scene.table()
    assert scene.table() == first  # nothing changed: the same value
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.viewed = 1  # type: ignore[misc]
    space = next(iter(first.targets))
    scene.look.hover = (Hit.SPACE, space)
    hovered = scene.table()
    assert hovered != first and hovered.hovered_space == space
    assert hovered.ghost is not None  # a click there would leave a piece: it is previewed
    assert first.hover is None  # the value made before is not changed by what came after


def test_the_sections_draw_the_table_they_are_given_not_the_scene() -> None:
    scene = game_scene()
    table = scene.table()
    board, players = scene.sections[0], scene.sections[5]
    pictures = []
    for viewed in (0, 1):
        shown = dataclasses.replace(table, viewed=viewed, targets=frozenset(), pulse=None)
        surface = pygame.Surface(scene.app.size)
        board.draw(surface, shown)
        players.draw(surface, shown)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert scene.look.viewed == table.viewed  # the scene did not move
    assert pictures[0] != pictures[1]  # the other seat's planet, drawn from the value alone


def test_the_replay_viewer_makes_its_tables_with_no_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = make_app()
    source = ReplaySource.of_match(played(2, 6))

    def no_match(self: Match) -> None:
        raise AssertionError("a match was made to show a replay")

    monkeypatch.setattr(match_module.Match, "__post_init__", no_match)
    replay = ReplayTable(app, source)
    seen: list[Table] = []
    for index in (0, 1, 7, len(source.replay) // 2, len(source.replay)):
        replay.go(index)
        seen.append(replay.table())
    replay.go(3)
    replay.step_on(1.0)
    seen.append(replay.table())
    before = source.replay.state_at(2)
    replay.show_position(before, list(source.replay.log[:2]), 1)  # a puzzle's try
    seen.append(replay.table())
    assert seen[-1].state == before and seen[-1].viewed == 1
    assert [t.state for t in seen[:5]] == [
        source.replay.state_at(i) for i in (0, 1, 7, len(source.replay) // 2, len(source.replay))
    ]
    assert all(t.seats.kinds == source.match.seats for t in seen)
    assert not any(isinstance(v, Match) for k, v in vars(replay).items() if k != "source")
