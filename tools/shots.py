"""Render screens to artefacts/*.png under the dummy video driver, to look at them."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from evergreen.ui.app import App, Options, Speed


def shot(app: App, name: str, frames: int = 3) -> None:
    """Run a few frames and save the window."""
    for _ in range(frames):
        app.step(1 / 60)
    pygame.image.save(app.screen, f"artefacts/{name}.png")


def main() -> None:
    """Title, setup, a game mid-way, and results."""
    size = tuple(int(v) for v in (sys.argv[1] if len(sys.argv) > 1 else "1280x800").split("x"))
    app = App(Options(size=size, speed=Speed.OFF))  # type: ignore[arg-type]
    shot(app, "title")
    from evergreen.ui.scenes.setup import SetupScene

    app.scenes.push(SetupScene(app))
    shot(app, "setup")
    app = App(Options(size=size, players=3, seed=5, speed=Speed.OFF))  # type: ignore[arg-type]
    from evergreen.ai.random_bot import RandomBot

    scene = app.scenes.top
    bot = RandomBot(1)
    for _ in range(int(sys.argv[2]) if len(sys.argv) > 2 else 200):
        state = scene.session.state  # type: ignore[attr-defined]
        if state.is_over:
            break
        scene.play(bot.choose(state))  # type: ignore[attr-defined]
    shot(app, "game")


if __name__ == "__main__":
    main()
