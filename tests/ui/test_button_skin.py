"""One button skin (issue 53, point 6): a menu's button (the pause menu's) and the game's
own (the game table's top bar and action bar) are one family, measured on the pixels their
screens draw: the same fill in the normal, hovered and disabled states, the same lit top
edge and the same soft shadow beneath an enabled button, none beneath a disabled one, the
same corner and font. (The menus around the game gave their buttons a shadow and a lit
edge, the game's, the settings' and the pause menu's had none.)"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from evergreen.ui.kit import button_skin, paper, widgets
from evergreen.ui.kit.layout import Button, Layout
from tests.ui.driver import click, frames, game_app, top

Colour = tuple[int, int, int]


def _move(app: object, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    )
    frames(app, 2)  # type: ignore[arg-type]


def _looks(
    ui: pygame_gui.UIManager, b: pygame_gui.elements.UIButton, size: tuple[int, int]
) -> dict[str, Colour]:
    """The button's fill (beside its label), its top edge's light, the shadow under its
    middle, drawn by its screen's manager on a plain paper window."""
    window = pygame.Surface(size)
    window.fill(paper.BACKGROUND)
    ui.draw_ui(window)
    lay = Layout(*size, players=0)
    r = pygame.Rect(b.rect)
    inside = lay.px(button_skin.SHEEN_INSET) + 3

    def at(x: int, y: int) -> Colour:
        c = window.get_at((x, y))
        return (c.r, c.g, c.b)

    return {
        "fill": at(r.left + inside, r.centery),
        "edge": at(r.centerx, r.top + max(2, lay.px(3))),
        "shadow": at(r.centerx, r.bottom + lay.px(2)),
    }


def _states(app: object, ui: pygame_gui.UIManager, b: pygame_gui.elements.UIButton) -> dict:
    size = ui.window_resolution
    _move(app, (2, size[1] - 2))  # off every button
    normal = _looks(ui, b, size)
    _move(app, b.rect.center)
    hovered = _looks(ui, b, size)
    _move(app, (2, size[1] - 2))
    widgets.set_enabled(b, False)
    frames(app, 2)  # type: ignore[arg-type]
    disabled = _looks(ui, b, size)
    widgets.set_enabled(b, True)
    frames(app, 1)  # type: ignore[arg-type]
    return {"normal": normal, "hovered": hovered, "disabled": disabled}


@pytest.mark.parametrize("game_button", [Button.HINT, Button.MENU])
def test_a_menu_button_and_a_game_button_are_one_skin(game_button: Button) -> None:
    app, game = game_app(players=2, seed=9)
    theirs = game.buttons[game_button]
    in_game = _states(app, game.ui, theirs)
    click(app, game.layout.button_rect(Button.MENU).center)
    pause = top(app)
    assert pause is not game
    menu = next(b for b, name in pause.buttons.items() if name == "rules")  # type: ignore[attr-defined]
    in_menu = _states(app, pause.ui, menu)  # type: ignore[attr-defined]
    assert in_menu == in_game
    for state in ("normal", "hovered", "disabled"):
        assert in_menu[state]["fill"] != paper.BACKGROUND
    normal, disabled = in_menu["normal"], in_menu["disabled"]
    assert sum(normal["shadow"]) < sum(paper.BACKGROUND) - 30  # a shadow beneath
    assert normal["edge"] != normal["fill"]  # a lit top edge
    assert disabled["shadow"] == paper.BACKGROUND  # a disabled button lies flat
    info = pause.ui.get_theme().get_font_info(menu.combined_element_ids)  # type: ignore[attr-defined]
    assert info == game.ui.get_theme().get_font_info(theirs.combined_element_ids)
    corner = game.ui.get_theme().get_misc_data("shape_corner_radius", theirs.combined_element_ids)
    assert int(str(corner)) == game.layout.px(button_skin.CORNER)
