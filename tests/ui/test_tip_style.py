"""One tooltip style (issue 52, point 13; issue 53, point 6): a button's tip (a pygame_gui
widget's) and a tile's (painted by the game table) are one picture: the same fill, edge,
shadow, text size and padding, measured on the pixels drawn; both stand clear of the
pointer and inside the window, and both show after the same delay."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from evergreen.ui.kit import paper, text, widgets
from evergreen.ui.kit.layout import Layout

SHORT = "Ravine: nothing is ever placed here."
LONG = "Ends your turn. You cannot undo after this; the next player plays on from here."
#: The pointer's own picture below and right of its point (an arrow of 16 × 20 px at most,
#: larger here for a margin).
POINTER = (20, 24)


def _open(size: tuple[int, int]) -> Layout:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    text.set_window_scale(Layout(*size, players=0).scale)
    return Layout(*size, players=0)


def _fill_and_edge(surface: pygame.Surface, box: pygame.Rect) -> tuple[pygame.Color, pygame.Color]:
    """The box's commonest colour (its fill) and the colour at the middle of its top edge."""
    inner = box.inflate(-4, -4)
    counts = Counter(
        tuple(surface.get_at((x, y)))
        for x in range(inner.left, inner.right)
        for y in range(inner.top, inner.bottom)
    )
    fill = pygame.Color(*counts.most_common(1)[0][0])
    return fill, surface.get_at((box.centerx, box.top))


def _ink(surface: pygame.Surface, box: pygame.Rect, fill: pygame.Color) -> pygame.Rect:
    """The bounding box of the light text pixels inside the tip's box."""
    inner = box.inflate(-4, -4)
    points = [
        (x, y)
        for y in range(inner.top, inner.bottom)
        for x in range(inner.left, inner.right)
        if sum(surface.get_at((x, y))[:3]) > sum(fill[:3]) + 300
    ]
    assert points, "no text in the tip"
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def _button_tip(
    size: tuple[int, int], words: str, at: tuple[int, int], seconds: float = 1.5
) -> tuple[pygame.Surface, pygame.Rect | None]:
    """A button with ``words`` as its tip, the mouse resting on it at ``at`` for
    ``seconds``: the window drawn, and the tip's box (None if no tip shows)."""
    lay = Layout(*size, players=0)
    ui = widgets.manager(size)
    rect = pygame.Rect(0, 0, lay.px(160), lay.px(44))
    rect.center = at
    b = widgets.button(ui, rect, "Button", words)
    pygame.mouse.set_pos(at)
    ui.process_events(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(max(2, round(seconds / 0.05))):
        ui.update(0.05)
    window = pygame.Surface(size)
    window.fill(paper.BACKGROUND)
    ui.draw_ui(window)
    return window, (None if b.tool_tip is None else pygame.Rect(b.tool_tip.rect))


@pytest.mark.parametrize("words", [SHORT, LONG])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
def test_a_buttons_tip_and_a_tables_tip_are_one_picture(size: tuple[int, int], words: str) -> None:
    """The same fill and edge, the same text size and padding round the text, the same
    width for the same words (a short tip as wide as its words, a long one wrapped at the
    same width) and the same soft shadow beneath (pygame_gui's box had its own padding)."""
    lay = _open(size)
    at = (size[0] // 2, size[1] // 2)
    painted = pygame.Surface(size)
    painted.fill(paper.BACKGROUND)
    box = paper.tooltip(painted, lay, at, words)
    gui, gui_box = _button_tip(size, words, at)
    assert gui_box is not None, "the button's tip did not show"

    fill, edge = _fill_and_edge(painted, box)
    gui_fill, gui_edge = _fill_and_edge(gui, gui_box)
    assert fill == gui_fill == pygame.Color(*paper.TIP_FILL)
    assert edge == gui_edge == pygame.Color(*paper.TIP_EDGE)
    ours, theirs = _ink(painted, box, fill), _ink(gui, gui_box, gui_fill)
    assert ours.height == theirs.height, (ours, theirs)
    assert ours.left - box.left == theirs.left - gui_box.left  # padding, left
    assert ours.top - box.top == theirs.top - gui_box.top  # and top
    assert box.size == gui_box.size, (box, gui_box)
    below = (box.centerx, box.bottom + 1)
    gui_below = (gui_box.centerx, gui_box.bottom + 1)
    shadow, gui_shadow = painted.get_at(below), gui.get_at(gui_below)
    assert shadow == gui_shadow and sum(shadow[:3]) < sum(paper.BACKGROUND) - 15, shadow


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_tips_stay_inside_the_window_and_clear_of_the_pointer(size: tuple[int, int]) -> None:
    """Near every edge and corner the tip flips to the pointer's other side: inside the
    window and never over the pointer (a tip pushed back in at the bottom-right corner lay
    over it). The button's tip stands where the painted one does."""
    lay = _open(size)
    w, h = size
    for at in [(w // 2, h // 2), (w - 5, h - 5), (5, h - 5), (w - 5, 5), (5, 5), (w - 40, h // 2)]:
        window = pygame.Surface(size)
        box = paper.tooltip(window, lay, at, LONG)
        pointer = pygame.Rect(at, POINTER)
        assert window.get_rect().contains(box), (at, box)
        assert not box.colliderect(pointer), (at, box)
        _gui, gui_box = _button_tip(size, LONG, at)
        assert gui_box == box, (at, gui_box, box)


def test_a_buttons_tip_shows_as_soon_as_a_tiles() -> None:
    """A tile's tip shows at once; a button's waited a whole second of rest (pygame_gui's
    delay): one delay now, ``paper.TIP_DELAY``, for both."""
    _open((1280, 800))
    assert paper.TIP_DELAY <= 0.1
    _window, gui_box = _button_tip((1280, 800), SHORT, (640, 400), seconds=0.1)
    assert gui_box is not None


def test_the_tip_follows_the_mouse_over_its_button() -> None:
    """As a tile's tip does, a button's moves with the mouse while it rests on the button."""
    size = (1280, 800)
    lay = _open(size)
    ui = widgets.manager(size)
    b = widgets.button(ui, pygame.Rect(500, 380, 280, 40), "Button", SHORT)
    for at in [(520, 390), (760, 410)]:
        pygame.mouse.set_pos(at)
        ui.process_events(
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0))
        )
        ui.update(0.05)
        ui.update(0.05)
        assert b.tool_tip is not None
        expected = paper.tooltip(pygame.Surface(size), lay, at, SHORT)
        assert pygame.Rect(b.tool_tip.rect) == expected


def test_a_widgets_tip_lies_over_what_its_screen_draws_after_the_widgets() -> None:
    """A screen that draws over its widgets (New game's colour swatches, the replay's
    icons, the action bar's faces) drew over their tips; the scene stack draws them last."""
    from evergreen.ui.kit.widget_scene import WidgetScene
    from tests.ui.driver import frames, make_app

    painted_over = (200, 30, 160)

    class Covered(WidgetScene):
        def build(self) -> None:
            self.add_button("b", 540, 380, 200, 40, "Button", LONG)

        def draw(self, surface: pygame.Surface) -> None:
            surface.fill(paper.BACKGROUND)
            super().draw(surface)
            surface.fill(painted_over, pygame.Rect(0, 0, *surface.get_size()).inflate(-2, -2))

    app = make_app()
    frames(app, 2)
    scene = Covered(app)
    app.scenes.push(scene)
    frames(app, 1)
    b = next(iter(scene.buttons))
    pygame.mouse.set_pos(b.rect.center)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(1, 0), buttons=(0, 0, 0))
    )
    frames(app, 3)
    assert b.tool_tip is not None
    window = pygame.Surface(app.size)
    app.scenes.draw(window)
    box = pygame.Rect(b.tool_tip.rect)
    fill, edge = _fill_and_edge(window, box)
    assert fill == pygame.Color(*paper.TIP_FILL) and edge == pygame.Color(*paper.TIP_EDGE)
