"""The replay's caption (the status line saying whose decision it was and what they chose)
keeps clear of the top bar's buttons (issue 52: outside puzzles it ran under "Review this
game"): at every point of a game, at the three window sizes, in both languages, at 100 %
and 130 % text, in the viewer (the review's panels open under the same bar), whole and at
the game's smallest text or larger."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from evergreen.persistence import save_settings
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.persistence.settings import Settings
from evergreen.ui.game import corner
from evergreen.ui.game.sections import TopBarSection
from evergreen.ui.kit import text
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.source import ReplaySource
from tests.ui.driver import frames, make_app
from tests.ui.tour_review import SOLO

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def settings_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    yield


def top_buttons(scene: ReplayScene) -> list[pygame.Rect]:
    """The top bar's buttons as placed now (Review this game, Export, Back)."""
    bar = scene.layout.top_bar
    return [pygame.Rect(b.rect) for b in scene.buttons if b.rect.colliderect(bar)]


def caption_rects(scene: ReplayScene) -> Iterator[tuple[int, str, pygame.Rect, list[text.Drawn]]]:
    """At every point of the game: the caption, where it was drawn and how."""
    top = next(s for s in scene.table.sections if isinstance(s, TopBarSection))
    surface = pygame.Surface(scene.app.size)
    for index in range(len(scene.source.replay) + 1):
        scene.go(index)
        table = scene.table.table()
        with text.recording() as drawn:
            top.draw(surface, table)
        yield index, table.status, top.status_rect, [d for d in drawn if d.text == table.status]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scale", [100, 130])
@pytest.mark.parametrize("size", SIZES)
def test_the_caption_keeps_clear_of_the_top_bars_buttons(
    lang: str, scale: int, size: tuple[int, int]
) -> None:
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app(size)
    scene = ReplayScene(app, ReplaySource.of_save(SOLO))
    app.scenes.push(scene)
    frames(app, 1)
    buttons = top_buttons(scene)
    assert len(buttons) == 3
    least = text.MIN_EM if scale >= 130 or size[0] >= 1280 else corner.smallest_em(scene.layout)
    for index, words, rect, drawn in caption_rects(scene):
        assert drawn and not drawn[0].cut and drawn[0].em >= least, (index, drawn)
        hit = rect.collidelist(buttons)
        assert hit < 0, (index, words, rect, buttons[hit])
        assert rect.left >= 0 and rect.width > 0, (index, rect)
