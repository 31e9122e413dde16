"""The one button skin, drawn round pygame_gui's buttons by the kit's manager for every
button of the window (menus, settings, the game's action bar and its top bar alike).

pygame_gui draws a button's body from the theme (``assets/theme.json``: a rounded rectangle
of ``CORNER`` design pixels, a 2-pixel border, the fills and text colours of the four states
normal, hovered, pressed (``active``) and disabled, the label in the type scale's body size).
This adds what gives it weight on the page, the same everywhere:

- a soft shadow beneath an enabled button (lifted: it can be pressed), closer under a
  pressed one (pushed down), none under a disabled one (flat: nothing to press);
- a lit top edge on an enabled button that is not pressed (the light comes from above, as on
  the tiles' bevel).

The keyboard's focus ring is drawn by the screen over its button (``WidgetScene.draw``).
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame
import pygame_gui

from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import Layout

#: The buttons' corner radius (the theme's ``shape_corner_radius``), in design pixels.
CORNER = 8
#: The shadow: its colour and darkness, how far below the button it falls (pressed: closer).
SHADOW = (20, 36, 24)
SHADOW_ALPHA = 90
SHADOW_DROP = 3
SHADOW_DROP_PRESSED = 1
#: The lit top edge's brightest alpha (white), its inset from the corners and its thickness.
SHEEN_ALPHA = 70
SHEEN_INSET = 7
SHEEN_HEIGHT = 2


def _buttons(ui: pygame_gui.UIManager) -> list[pygame_gui.elements.UIButton]:
    """The manager's buttons shown now, standing on their own (not a slider's knob or
    arrows: they lie in its track)."""
    return [
        e
        for e in ui.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UIButton)
        and e.visible
        and list(e.element_ids) == ["button"]
    ]


def _lay(ui: pygame_gui.UIManager) -> Layout:
    return Layout(*ui.window_resolution, players=0)


def under(surface: pygame.Surface, ui: pygame_gui.UIManager) -> None:
    """The shadows beneath the buttons of ``ui`` (drawn before the widgets)."""
    shadows(surface, _lay(ui), _buttons(ui))


def over(surface: pygame.Surface, ui: pygame_gui.UIManager) -> None:
    """The lit top edges of the buttons of ``ui`` (drawn after the widgets)."""
    sheens(surface, _lay(ui), _buttons(ui))


def shadows(
    surface: pygame.Surface, lay: Layout, buttons: Iterable[pygame_gui.elements.UIButton]
) -> None:
    """A soft shadow under every enabled button; closer under a pressed one."""
    for b in buttons:
        if not b.is_enabled:
            continue
        rect = pygame.Rect(b.rect)
        img = _shadow(rect.size, lay.px(CORNER))
        drop = lay.px(SHADOW_DROP_PRESSED if b.held else SHADOW_DROP)
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + drop)))


def sheens(
    surface: pygame.Surface, lay: Layout, buttons: Iterable[pygame_gui.elements.UIButton]
) -> None:
    """A lit top edge on every enabled button that is not held down."""
    for b in buttons:
        if not b.is_enabled or b.held:
            continue
        rect = pygame.Rect(b.rect).inflate(-2 * lay.px(SHEEN_INSET), 0)
        y = b.rect.top + max(2, lay.px(3))
        surface.blit(_sheen(rect.width, max(1, lay.px(SHEEN_HEIGHT))), (rect.x, y))


@bounded("kit.button_skin._shadow", 48, 2 * 2**20, by_area=True)  # a screen's every size
def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A button's blurred shadow (``radius`` of margin round it)."""
    pad = max(4, radius)
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*SHADOW, SHADOW_ALPHA), (pad, pad, *size), border_radius=radius)
    return pygame.transform.gaussian_blur(surf, max(1, pad // 2))


@bounded("kit.button_skin._sheen", 48)
def _sheen(width: int, height: int) -> pygame.Surface:
    """A thin light line, fading out at both ends."""
    surf = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    for x in range(surf.get_width()):
        t = x / max(1, surf.get_width() - 1)
        alpha = round(SHEEN_ALPHA * min(1.0, 5 * min(t, 1 - t)))
        surf.fill((255, 255, 255, alpha), (x, 0, 1, height))
    return surf
