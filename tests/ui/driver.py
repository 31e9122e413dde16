"""Drive the real App with synthetic mouse and key events, as a person would."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from evergreen.rules import Action, Command, Verb
from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.app import App, Options
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit.layout import Button
from evergreen.ui.kit.scene import Scene
from evergreen.ui.kit.speed import Speed
from evergreen.ui.kit.widget_scene import WidgetScene

DT = 1 / 60


def make_app(
    size: tuple[int, int] | None = (1280, 800), speed: Speed | None = Speed.OFF, **kw: object
) -> App:
    """An App under the dummy driver, animations off unless asked (None: the saved settings)."""
    app = App(Options(size=size, speed=speed, **kw))  # type: ignore[arg-type]
    APPS.append(app)
    return app


#: Apps made by this test: the conftest closes them (and their bot workers) afterwards.
APPS: list[App] = []


def use_language(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang: str) -> None:
    """Start every app of this test in ``lang``: the system's language, with no choice saved
    in the settings (a fresh config folder)."""
    monkeypatch.setenv("LANGUAGE", lang)
    monkeypatch.setenv("EVERGREEN_CONFIG_DIR", str(tmp_path / f"config-{lang}"))


#: The title's New game button in each language (a check that the language took).
NEW_GAME = {"en": "New game", "ru": "Новая игра"}


def frames(app: App, n: int = 1) -> None:
    """Run n frames."""
    for _ in range(n):
        app.step(DT)


def game_app(players: int = 2, seed: int = 11) -> tuple[App, GameScene]:
    """An app showing a new game (``players`` seats, all people) after its first frames."""
    app = make_app(players=players, seed=seed)
    frames(app, 2)
    scene = top(app)
    assert isinstance(scene, GameScene)
    return app, scene


def click(app: App, pos: tuple[int, int]) -> None:
    """Move there, press and release the left button, and let two frames pass."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.mouse.set_pos(pos)
    for etype, extra in (
        (pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"button": 1}),
        (pygame.MOUSEBUTTONUP, {"button": 1}),
    ):
        pygame.event.post(pygame.event.Event(etype, pos=pos, **extra))
    frames(app, 2)


def key(app: App, code: int) -> None:
    """Press and release a key."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=""))
    frames(app, 1)


def top(app: App) -> Scene:
    """The scene on top."""
    scene = app.scenes.top
    assert scene is not None
    return scene


def button_pos(scene: WidgetScene, name: str) -> tuple[int, int]:
    """Centre of a named widget button of a menu scene."""
    for widget, n in scene.buttons.items():
        if n == name:
            return widget.rect.center  # type: ignore[no-any-return]
    raise KeyError(
        f"{type(scene).__name__} has no button {name!r}: {sorted(scene.buttons.values())}"
    )


def click_button(app: App, name: str) -> None:
    """Click a named button of the top menu scene."""
    scene = top(app)
    assert isinstance(scene, WidgetScene), type(scene).__name__
    click(app, button_pos(scene, name))


def where(scene: GameScene, cmd: Command) -> tuple[int, int]:
    """Where a person clicks to give ``cmd`` (from the layout code)."""
    lay, state = scene.layout, scene.match.state
    if cmd.verb is Verb.TAKE:
        slot = state.market.index(cmd.arg)
        return lay.card_rect(slot, len(state.market)).center
    if cmd.verb in SPACE_VERBS:
        return lay.space_rect(cmd.arg).center
    if cmd.verb is Verb.ACTION:
        return lay.button_rect(Button(Action(cmd.arg).name)).center
    b = {Verb.POWER: Button.POWER, Verb.STOP: Button.STOP, Verb.END: Button.END}[cmd.verb]
    return lay.button_rect(b).center


def click_row(app: App, starts: str) -> None:
    """Click the Load screen's entry whose one-line description starts with ``starts``
    (scrolling it into view first, as the wheel would)."""
    from evergreen.ui.screens.load.scene import LoadScene
    from evergreen.ui.words.saves import describe

    scene = top(app)
    assert isinstance(scene, LoadScene), type(scene).__name__
    for info in scene.saves:
        if describe(info).startswith(starts):
            scene.list.show(info)
            rect = scene.list.rect_of(scene.layout, info)
            assert rect is not None
            click(app, rect.center)
            return
    raise KeyError(f"no entry starting {starts!r}: {[describe(i) for i in scene.saves]}")


def type_text(app: App, text: str) -> None:
    """Type into the focused text box, as key presses would."""
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)


def bot_frame(app: App) -> None:
    """One frame, then, while a bot (or a hint) is thought out in the worker, up to a frame's
    time waiting for its answer: paced like the window's loop, woken by the answer itself."""
    app.step(DT)
    app.worker().ready(DT)


def frames_until(app: App, done: Callable[[], object], what: str, seconds: float = 60) -> None:
    """Frames (``bot_frame``) until ``done()`` is true; fails after ``seconds`` (a generous
    deadline: bots think in another process meanwhile)."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, f"timed out waiting: {what}"
        bot_frame(app)
