"""How the screens around the game look: the title's sky (its season the one of the game
Continue resumes) and paper sheets lying on it, so New game and Load stand in the same world
as the title and the game. The widgets draw themselves, in the one button skin
(``kit/button_skin.py``)."""

from __future__ import annotations

import pygame

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
