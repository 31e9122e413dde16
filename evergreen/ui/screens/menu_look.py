"""How the screens around the game look: the title's sky (its season the one of the game
Continue resumes), paper sheets lying on it, and buttons with weight (a soft shadow under
each, a lit top edge), so New game and Load stand in the same world as the title and the
game. The widgets draw themselves; these are drawn under and over them."""

from __future__ import annotations

from collections.abc import Iterable

import pygame
import pygame_gui

from evergreen.persistence import SaveInfo, latest_info
from evergreen.rules import Season
from evergreen.ui.art import menu_art, title_art
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout

#: Quieter text on the sky (the tagline, the version, no game to continue): darker than
#: MUTED, which is under 4.5:1 on summer's sky.
ON_SKY = (72, 80, 66)
#: A message plate's paper (translucent: the sky shows a little through it).
PLATE = (250, 247, 236, 214)


def season_of(info: SaveInfo | None) -> Season:
    """The sky's season: the one of the game Continue resumes, else spring."""
    if info is None or info.season.upper() not in Season.__members__:
        return Season.SPRING
    return Season[info.season.upper()]


def season_now() -> Season:
    """The season of the latest game (the title's sky), read once when a screen opens."""
    try:
        return season_of(latest_info())
    except OSError:
        return Season.SPRING


def backdrop(surface: pygame.Surface, lay: Layout, season: Season) -> None:
    """The whole window: the title's sky, the forest on its horizon."""
    title_art.blit_backdrop(surface, season, lay)


def sheet(surface: pygame.Surface, lay: Layout, x: float, y: float, w: float, h: float) -> None:
    """A paper sheet on the sky at a design rect."""
    menu_art.draw_sheet(surface, lay.rect(x, y, w, h), lay.px(14), max(1, lay.px(2)))


def plate(surface: pygame.Surface, lay: Layout, rect: pygame.Rect) -> None:
    """A soft paper plate under a line of text on the sky (it reads on every season)."""
    img = _plate(rect.size, lay.px(10))
    surface.blit(img, rect)


@bounded("screens.menu_look._plate", 8)
def _plate(size: tuple[int, int], radius: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, PLATE, surf.get_rect(), border_radius=radius)
    return surf


def under_buttons(
    surface: pygame.Surface, lay: Layout, buttons: Iterable[pygame_gui.elements.UIButton]
) -> None:
    """A soft shadow under every enabled button: they stand on the page."""
    for b in buttons:
        if not b.is_enabled or not b.visible:
            continue
        rect = pygame.Rect(b.rect)
        img = _button_shadow(rect.size, lay.px(8))
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + lay.px(3))))


def over_buttons(
    surface: pygame.Surface, lay: Layout, buttons: Iterable[pygame_gui.elements.UIButton]
) -> None:
    """A lit top edge on every enabled button (the light comes from above, as on the
    tiles' bevel)."""
    for b in buttons:
        if not b.is_enabled or not b.visible:
            continue
        rect = pygame.Rect(b.rect).inflate(-lay.px(14), 0)
        y = b.rect.top + max(2, lay.px(3))
        img = _sheen(rect.width, max(1, lay.px(2)))
        surface.blit(img, (rect.x, y))


@bounded("screens.menu_look._button_shadow", 32)
def _button_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    pad = max(4, radius)
    w, h = size[0] + 2 * pad, size[1] + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (20, 36, 24, 90), (pad, pad, *size), border_radius=radius)
    return pygame.transform.gaussian_blur(surf, max(1, pad // 2))


@bounded("screens.menu_look._sheen", 32)
def _sheen(width: int, height: int) -> pygame.Surface:
    """A thin light line, fading out at both ends."""
    surf = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    for x in range(surf.get_width()):
        t = x / max(1, surf.get_width() - 1)
        alpha = round(70 * min(1.0, 5 * min(t, 1 - t)))
        surf.fill((255, 255, 255, alpha), (x, 0, 1, height))
    return surf
