"""The store page's set (``tools/shots.py --store``): six different pictures at 1920x1080,
each at the moment it is named for. Slow (a three-bot game played to its end): make
test-slow."""

from __future__ import annotations

import pygame
import pytest

from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from tests.ui.driver import top
from tests.ui.store_set import STORE_SIZE, store_set

pytestmark = pytest.mark.slow


def test_the_store_set_is_six_different_pictures_each_at_its_moment(fonts: None) -> None:
    seen: dict[str, bytes] = {}
    for name, app in store_set():
        assert app.screen.get_size() == STORE_SIZE
        scene = top(app)
        if name == "card-large":
            assert isinstance(scene, GameScene) and scene.look.zoom is not None
        if name == "light-sweep":
            assert isinstance(scene, SeasonScoringScene)
            assert scene.game.anim.busy, "the light has swept already"
        if name == "game-summer":
            assert isinstance(scene, GameScene)
            state = scene.match.state
            grown = [p for p in state.players[0].planet.pieces if p]
            assert state.season.name == "SUMMER" and len(grown) >= 8
        seen[name] = pygame.image.tobytes(app.screen, "RGB")
    assert list(seen) == [
        "title",
        "card-large",
        "game-summer",
        "light-sweep",
        "ceremony",
        "statistics",
    ]
    assert len(set(seen.values())) == 6, "two pictures of the set are the same"
