"""A market card shown large: a right-click on it shows its face three times its market size
beside the market; the mouse leaving it, a click or a key puts it back."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame

from evergreen.ui.app import App
from evergreen.ui.art.cards import card_face
from evergreen.ui.game.card_zoom import ZOOM, zoom_rect
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit.layout import Hit
from tests.ui.driver import frames, game_app, key, make_app, top


def mouse(app: App, etype: int, pos: tuple[int, int], button: int = 0) -> None:
    """Post a mouse event at ``pos`` (a motion, or a press and release of ``button``)."""
    if etype == pygame.MOUSEMOTION:
        pygame.event.post(pygame.event.Event(etype, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, 2)


def shows_large(app: App, scene: GameScene, card: int) -> bool:
    """The window shows ``card``'s face where the large card lies."""
    window = pygame.display.get_surface()
    rect = zoom_rect(scene.layout, window.get_rect())
    face = card_face(rect.width, rect.height, card)
    shown = window.subsurface(rect)
    centre = (rect.width // 2, rect.height // 2)
    corner = (rect.width // 5, rect.height // 5)
    return all(tuple(shown.get_at(p))[:3] == tuple(face.get_at(p))[:3] for p in (centre, corner))


def market_card(scene: GameScene, slot: int) -> tuple[int, int]:
    return scene.layout.card_rect(slot, len(scene.match.state.market)).center  # type: ignore[no-any-return]


def test_a_right_click_shows_a_market_card_large_until_the_mouse_leaves_it() -> None:
    app, scene = game_app()
    card = scene.match.state.market[1]
    at = market_card(scene, 1)
    mouse(app, pygame.MOUSEMOTION, at)
    assert scene.look.hover == (Hit.CARD, 1) and scene.table().zoom is None
    assert not shows_large(app, scene, card)
    mouse(app, pygame.MOUSEBUTTONDOWN, at, 3)
    assert scene.table().zoom == card
    assert shows_large(app, scene, card)
    rect = zoom_rect(scene.layout, pygame.display.get_surface().get_rect())
    assert rect.height == ZOOM * scene.layout.card_rect(0, 1).height
    assert rect.right < scene.layout.market.left
    mouse(app, pygame.MOUSEMOTION, (at[0] + 2, at[1] + 3))  # still on the card
    assert scene.table().zoom == card
    mouse(app, pygame.MOUSEMOTION, market_card(scene, 0))  # onto another card
    assert scene.table().zoom is None
    assert not shows_large(app, scene, card)
    assert scene.match.state.market[1] == card  # a right-click takes nothing


def test_a_key_or_a_click_puts_the_large_card_back() -> None:
    app, scene = game_app()
    at = market_card(scene, 0)
    mouse(app, pygame.MOUSEBUTTONDOWN, at, 3)
    assert scene.table().zoom == scene.match.state.market[0]
    key(app, pygame.K_LSHIFT)
    assert scene.table().zoom is None
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.layout.zone.center, 3)  # not on a card
    assert scene.table().zoom is None


def test_the_large_card_fits_a_small_window() -> None:
    """At 1024x640 the card keeps inside the window (a little smaller than three times)."""
    app = make_app((1024, 640), players=2, seed=11)
    frames(app, 2)
    scene = top(app)
    assert isinstance(scene, GameScene)
    window = pygame.display.get_surface().get_rect()
    rect = zoom_rect(scene.layout, window)
    assert window.contains(rect)
    assert rect.height >= 2.5 * scene.layout.card_rect(0, 1).height
