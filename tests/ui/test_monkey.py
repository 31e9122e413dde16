"""Monkey test: thousands of seeded random clicks, keys and resizes on every scene."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from evergreen import i18n
from evergreen.rules import GameState
from evergreen.rules.state import check_state
from evergreen.ui.game.scene import GameScene
from tests.ui.driver import frames, make_app, use_language

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_RETURN,
    pygame.K_F1,
    pygame.K_a,
    pygame.K_1,
    pygame.K_TAB,
    pygame.K_SPACE,
    pygame.K_DELETE,
]


def random_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One random input: a click, a drag, a key, a resize or a stray event."""
    w, h = size
    pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
    roll = rng.random()
    if roll < 0.70:
        b = rng.choice([1, 1, 1, 3, 4, 5])
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=b),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=b),
        ]
    if roll < 0.88:
        k = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="x")]
    if roll < 0.93:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("12ab/\\ "))]
    if roll < 0.97:
        nw, nh = rng.choice([(1024, 640), (1280, 800), (1920, 1080), (900, 500), (2560, 1440)])
        return [pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))]
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(1, 0, 0))]


#: A monkey is 1,500 frames with resizes up to 2560x1440 (one to three minutes): make test runs
#: one from the title and one in a game, each ``SHORT`` frames; make test-slow all of them, whole.
SLOW = pytest.mark.slow
#: The frames of make test's monkeys (a third of the slow runs': they took two minutes each).
SHORT = 500
FRAMES = 1500


@pytest.mark.parametrize(
    ("seed", "lang"),
    [
        pytest.param(1, "en", marks=SLOW),
        pytest.param(2, "en", marks=SLOW),
        pytest.param(3, "en", marks=SLOW),
        (7, "ru"),
    ],
)
def test_monkey_from_title(
    seed: int, lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """No input sequence crashes the game or corrupts the state; every scene is reached."""
    use_language(monkeypatch, tmp_path, lang)
    seen, _ = monkey(seed, players=None, lang=lang, steps=SHORT if seed == 7 else FRAMES)
    assert {"TitleScene", "GameScene"} <= seen and len(seen) >= 4, seen


@pytest.mark.parametrize(
    ("seed", "players", "lang"),
    [
        pytest.param(4, 1, "en", marks=SLOW),
        pytest.param(5, 2, "en", marks=SLOW),
        pytest.param(6, 4, "en", marks=SLOW),
        pytest.param(8, 3, "ru", marks=SLOW),
    ],
)
def test_monkey_in_a_game(
    seed: int, players: int, lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Clicks aimed mostly at the board and buttons of a running game: it advances, never breaks."""
    use_language(monkeypatch, tmp_path, lang)
    steps = SHORT if seed == 6 else FRAMES
    _, progress = monkey(seed, players=players, board_bias=0.6, lang=lang, steps=steps)
    assert progress >= 3  # commands really went through, not just clicks absorbed


def monkey(
    seed: int,
    players: int | None,
    board_bias: float = 0.0,
    lang: str = "en",
    steps: int = FRAMES,
) -> tuple[set[str], int]:
    """Run ``steps`` random inputs (the game starting in ``lang``; the monkey may switch it in
    the settings); returns the scenes seen and the longest command log."""
    rng = random.Random(seed)
    app = make_app(players=players, seed=seed)
    assert i18n.language() == lang
    seen: set[str] = set()
    progress = 0
    for _ in range(steps):
        if not app.running:  # the monkey found Quit: start again, as a person would
            app = make_app(players=players, seed=seed)
        game = app.scenes.top
        if isinstance(game, GameScene) and rng.random() < board_bias:
            lay = game.layout
            target = rng.choice([lay.grid, lay.grid, lay.action_bar, lay.market])
            x, y = (
                rng.randrange(target.left, target.right),
                rng.randrange(target.top, target.bottom),
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
        for event in random_event(rng, app.size):
            pygame.event.post(event)
        frames(app, 1)
        scene = app.scenes.top
        seen.add(type(scene).__name__)
        if app.match is not None:
            state = app.match.state
            assert isinstance(state, GameState)
            check_state(state)
            progress = max(progress, len(app.match.log))
    return seen, progress
