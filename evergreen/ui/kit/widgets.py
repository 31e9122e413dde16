"""Thin helpers over pygame_gui (the standard widgets: buttons, tooltips, text entry).

The theme (``assets/theme.json``) names the bundled font; its sizes are for the 1280×800
design and are scaled here to the window and the UI scale setting, so widget text grows and
shrinks with everything else. A button whose label is too wide gets a smaller font (down to
``text.SHRINK`` of its size), then an ellipsis.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from functools import cache
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.drawable_shapes import RoundedRectangleShape
from pygame_gui.core.utility import set_default_manager

from evergreen.resources import asset
from evergreen.ui.kit import button_skin, paper, text, tips, type_scale
from evergreen.ui.kit.layout import Layout

THEME = asset("theme.json")
#: Room left between a button's label and its border, each side, in design pixels.
BUTTON_PAD = 6


@cache
def _base_theme() -> dict[str, Any]:
    """The theme file as data ({} if the assets folder is missing)."""
    try:
        data = json.loads(THEME.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def theme(scale: float, sizes: dict[str, int] | None = None) -> dict[str, Any]:
    """The theme with font paths made absolute and font sizes (list rows, corners) times
    ``scale``; ``sizes`` sets some elements' font sizes outright (already scaled)."""
    data = copy.deepcopy(_base_theme())
    _scale_sizes(data)
    for name, block in data.items():
        if not isinstance(block, dict):
            continue
        misc = block.get("misc")
        for key in ("list_item_height", "shape_corner_radius", "rect_width"):
            if isinstance(misc, dict) and key in misc:
                misc[key] = str(max(1, round(int(misc[key]) * scale)))
        f = block.get("font")
        if not isinstance(f, dict):
            continue
        for key in ("regular_path", "bold_path"):
            if key in f:
                f[key] = str(asset(*str(f[key]).split("/")))
        if "size" in f:
            f["size"] = str(max(8, round(int(f["size"]) * scale)))
        if sizes and name in sizes:
            f["size"] = str(sizes[name])
    return data


#: The theme's font sizes, from the type scale (nominal design sizes; the theme's are glyph
#: sizes, ``text.EM`` of them): a button's label is body text, a text box's and a list's
#: rows labels.
THEME_SIZES = {
    "button": type_scale.BODY,
    "text_entry_line": type_scale.LABEL,
    "selection_list.@selection_list_item": type_scale.LABEL,
}


def _scale_sizes(data: dict[str, Any]) -> None:
    """Give the theme's fonts their sizes on the type scale (``THEME_SIZES``), and its
    buttons and boxes the button skin's corners (``button_skin.CORNER``)."""
    for name, nominal in THEME_SIZES.items():
        block = data.get(name)
        if isinstance(block, dict) and isinstance(block.get("font"), dict):
            block["font"]["size"] = str(round(nominal * text.EM))
        misc = block.get("misc") if isinstance(block, dict) else None
        if isinstance(misc, dict) and misc.get("shape") == "rounded_rectangle":
            misc["shape_corner_radius"] = str(button_skin.CORNER)


def theme_size(element: str, scale: float) -> int:
    """An element's font size in the theme at ``scale`` (16 if the theme does not say)."""
    f = theme(1.0).get(element, {}).get("font", {})
    return max(8, round(int(f.get("size", 16)) * scale))


def rows_size(rows: list[str], width: int, size: int) -> int:
    """The largest font size up to ``size`` at which every row fits ``width`` pixels (but
    not below ``text.SHRINK`` of the 100 % size: a longer row is cut by the list)."""
    floor = max(6, round(size / text.text_factor() * text.SHRINK))
    while size > floor and any(text.font_em(size).size(r)[0] > width for r in rows):
        size -= 1
    return size


def text_scale(size: tuple[int, int]) -> float:
    """How much bigger than in the 1280×800 design widget text is: window × UI scale."""
    return Layout(*size, players=0).scale * text.text_factor()


def manager(size: tuple[int, int], sizes: dict[str, int] | None = None) -> pygame_gui.UIManager:
    """A UI manager with the game's theme for this window size and the UI scale (``sizes``:
    font sizes set outright for some elements, see ``theme``); its widgets' tooltips are the
    game's own (``paper.tooltip``)."""
    _looks_let_go_of_their_temporaries()
    ui = _Manager(size, theme(text_scale(size), sizes))
    # pygame_gui keeps the first manager made as the default of widgets made without one
    # (every widget here names its own), and with it that manager's widgets, for good:
    # the title's, at the size the window opened at, after every resize
    set_default_manager(None)
    return ui


class PaintedTip:
    """A widget's tooltip, drawn by the game's painter (``paper.tooltip``) over the widgets
    each frame, by the mouse, instead of pygame_gui's own box: one tooltip style, one place
    and one delay for the whole window. pygame_gui's element keeps it as its ``tool_tip``
    and kills it when the mouse leaves (and ``tips`` when a click or a key closes tips)."""

    def __init__(self, ui: _Manager, words: str, position: tuple[int, int]) -> None:
        self.ui = ui
        self.text = words
        self.position = position
        self._alive = True
        ui.painted_tips.append(self)

    @property
    def rect(self) -> pygame.Rect:
        """Where the tip is drawn for the mouse where it is now."""
        lay = Layout(*self.ui.window_resolution, players=0)
        lines = paper.tip_lines(lay, self.text)
        window = pygame.Rect((0, 0), self.ui.window_resolution)
        return paper.tip_box(lay, self.position, paper.tip_size(lay, lines), window)

    def alive(self) -> bool:
        """True until the tip is put away."""
        return self._alive

    def kill(self) -> None:
        """Put the tip away."""
        self._alive = False
        if self in self.ui.painted_tips:
            self.ui.painted_tips.remove(self)

    def find_valid_position(self, position: Any) -> bool:
        """pygame_gui's placing: the tip follows the mouse (``paper.tip_box``)."""
        self.position = (int(position[0]), int(position[1]))
        return True

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Draw the tip by the mouse; returns its box."""
        lay = Layout(*surface.get_size(), players=0)
        return paper.tooltip(surface, lay, self.position, self.text)


class _Manager(pygame_gui.UIManager):
    """pygame_gui's manager whose widgets' tooltips are the game's own (``PaintedTip``),
    shown after ``paper.TIP_DELAY`` as every painted tip is."""

    def __init__(self, size: tuple[int, int], theme_data: dict[str, Any]) -> None:
        super().__init__(size, theme_data)
        self.painted_tips: list[PaintedTip] = []

    def create_tool_tip(
        self,
        text: str,
        position: tuple[int, int],
        hover_distance: tuple[int, int],
        parent_element: Any,
        object_id: ObjectID | None,
        *,
        wrap_width: int | None = None,
        text_kwargs: dict[str, str] | None = None,
    ) -> Any:
        """The tooltip: the game's own, by the mouse (``position`` when there is none yet)."""
        mouse = self.get_mouse_position()
        return PaintedTip(self, text, mouse if parent_element is not None else position)

    def update(self, time_delta: float) -> None:
        """pygame_gui's update, with every widget's tooltip delay the game's
        (``paper.TIP_DELAY``) and the tips shown following the mouse."""
        for element in self.get_sprite_group().sprites():
            if isinstance(element, pygame_gui.core.UIElement):
                element.tool_tip_delay = paper.TIP_DELAY
        super().update(time_delta)
        for tip in self.painted_tips:
            tip.position = self.get_mouse_position()

    def draw_ui(self, window_surface: pygame.Surface) -> None:
        """The widgets in the button skin, then their tooltips over them."""
        draw_widgets(self, window_surface)
        draw_tips(self, window_surface)


def draw_widgets(ui: pygame_gui.UIManager, surface: pygame.Surface) -> None:
    """The widgets in the one button skin (``button_skin``: shadows under, lit edges over),
    without their tooltips (a screen that draws over its widgets draws the tips last,
    ``draw_tips``, so nothing covers them)."""
    button_skin.under(surface, ui)
    pygame_gui.UIManager.draw_ui(ui, surface)
    button_skin.over(surface, ui)


def draw_tips(ui: pygame_gui.UIManager, surface: pygame.Surface) -> list[pygame.Rect]:
    """The widgets' tooltips shown now (the game's own, ``PaintedTip``); their boxes."""
    return [tip.draw(surface) for tip in getattr(ui, "painted_tips", ())]


def _looks_let_go_of_their_temporaries() -> None:
    """Make pygame_gui's rounded widgets let go of the pictures a look is drawn from as soon
    as that look is drawn (once per process; the looks drawn are the same).

    pygame_gui draws a widget's looks (normal, hovered, disabled, selected, pressed) one a
    frame, each from two pictures of 16 times the widget's area (it draws at four times the
    size and scales down), and keeps those two until the widget's last look is drawn. A
    screen built at a new size has every widget holding them at once, in the frames where
    the new size's other pictures are drawn: at 3840×2160 the game's widgets held 70 MB of
    them, and a resize drag, whose widgets are built anew at each size, peaked at 456 MB.
    Made again for each look, they cost a look about a third more time, in the few frames
    after a widget is built; the rest of the time nothing is drawn there."""
    draw = RoundedRectangleShape.redraw_state
    if getattr(draw, "lets_go", False):
        return

    def draw_and_let_go(shape: Any, state: str, add_text: bool = True) -> None:
        draw(shape, state, add_text)
        shape.clean_up_temp_shapes()

    draw_and_let_go.lets_go = True  # type: ignore[attr-defined]
    RoundedRectangleShape.redraw_state = draw_and_let_go  # type: ignore[method-assign,assignment]


def button(
    ui: pygame_gui.UIManager,
    rect: pygame.Rect,
    label: str,
    tip: str | None = None,
    style: str | None = None,
) -> pygame_gui.elements.UIButton:
    """A themed button; ``style`` is a theme object id such as '#primary' or '#chosen'."""
    b = pygame_gui.elements.UIButton(
        rect, label, manager=ui, tool_tip_text=tip, object_id=ObjectID(object_id=style)
    )
    fit_label(ui, b)
    return b


def tidy(ui: pygame_gui.UIManager, drawn: bool = True) -> None:
    """Let go of the pictures pygame_gui draws a widget's looks (hovered, pressed,
    disabled...) from, two of 16 times its area per widget: after ``ui.update``, of the
    widgets whose looks are all drawn; with ``drawn`` False, of every widget (a screen
    left beneath another: the looks still to draw are drawn, from new ones, when it is
    back on top). pygame_gui lets them go after a widget's first build only: a button
    whose label changed kept them for good, and so did the buttons of a screen left
    beneath another before its looks were drawn (at 3840×2160 the title's and the game's
    buttons held 160 MB of them)."""
    for element in ui.get_sprite_group().sprites():
        shape = getattr(element, "drawable_shape", None)
        if shape is None or getattr(shape, "temp_additive_shape", None) is None:
            continue
        if not drawn or not shape.states_to_redraw_queue:
            shape.clean_up_temp_shapes()


def label_room(ui: pygame_gui.UIManager, b: pygame_gui.elements.UIButton) -> int:
    """The width a button's label may take: inside its border, with a little margin."""
    pad = Layout(*ui.window_resolution, players=0).px(BUTTON_PAD)
    return max(1, int(b.rect.width) - 2 * (_edge(b) + pad))


def fit_label(ui: pygame_gui.UIManager, b: pygame_gui.elements.UIButton) -> None:
    """Give ``b`` a smaller font if its label is too wide (never below ``text.SHRINK`` of the
    theme's 100 % size); cut the label with an ellipsis if even that is too wide."""
    label, room = str(b.text), label_room(ui, b)
    if not label or b.font is None or b.font.size(label)[0] <= room:
        _note(b, label, room, False)
        return
    info = ui.get_theme().get_font_info(b.combined_element_ids)
    fonts = ui.get_theme().get_font_dictionary()
    size = int(info["size"])
    floor = max(6, round(size / text.text_factor() * text.SHRINK))
    name, bold = str(info["name"]), bool(info["bold"])
    font = b.font
    while size > floor and font.size(label)[0] > room:
        size -= 1
        font = _font(fonts, size, name, bold)
    cut = font.size(label)[0] > room
    if cut:
        while len(label) > 1 and font.size(label + text.ELLIPSIS)[0] > room:
            label = label[:-1]
        label = label.rstrip() + text.ELLIPSIS
        b.text = label
    b.font = font
    b.label_cut = cut  # type: ignore[attr-defined]  # read by the overflow tests
    b.rebuild()  # type: ignore[no-untyped-call]  # pygame_gui leaves it unannotated
    _note(b, str(b.text), room, cut)


def fit_group(ui: pygame_gui.UIManager, buttons: list[pygame_gui.elements.UIButton]) -> None:
    """Give ``buttons`` (side by side, of one style) one font: the largest up to the theme's
    at which every label fits its button, in width and in height (its glyphs no taller than
    the room inside the border: low buttons), never below ``text.SHRINK`` of the theme's
    100 % size (a label still too wide is then cut, as ``fit_label`` does)."""
    if not buttons:
        return
    info = ui.get_theme().get_font_info(buttons[0].combined_element_ids)
    fonts = ui.get_theme().get_font_dictionary()
    size = int(info["size"])
    floor = max(6, round(size / text.text_factor() * text.SHRINK))
    name, bold = str(info["name"]), bool(info["bold"])

    def fits(font: Any, b: pygame_gui.elements.UIButton) -> bool:
        inside = int(b.rect.height) - 2 * _edge(b)
        wide = font.size(str(b.text))[0] <= label_room(ui, b)
        return bool(wide and font.get_point_size() <= inside)

    font = _font(fonts, size, name, bold)
    while size > floor and not all(fits(font, b) for b in buttons):
        size -= 1
        font = _font(fonts, size, name, bold)
    for b in buttons:
        if b.font is not font:
            b.font = font
            b.rebuild()  # type: ignore[no-untyped-call]  # pygame_gui leaves it unannotated
        fit_label(ui, b)


def _edge(b: pygame_gui.elements.UIButton) -> int:
    """The width of a button's border and shadow, each side."""
    border = b.border_width
    side = max(border.values()) if isinstance(border, dict) else int(border or 0)
    return side + int(b.shadow_width or 0)


def _font(fonts: Any, size: int, name: str, bold: bool) -> Any:
    """The theme's font at another size (loaded once per manager)."""
    if not fonts.check_font_preloaded(fonts.create_font_id(size, name, bold, False)):
        fonts.preload_font(size, name, bold, force_immediate_load=True)
    return fonts.find_font(size, name, bold)  # a pygame_gui font (untyped library)


def _note(b: pygame_gui.elements.UIButton, label: str, room: int, cut: bool) -> None:
    if b.font is not None:
        text.note("button", label, b.font.get_point_size(), b.font.size(label)[0], room, cut)


__all__ = ["button", "fit_label", "manager", "rows_size", "text_scale", "theme", "theme_size"]


#: How often the window looks again while the mouse rests on a widget whose tooltip has not
#: shown yet (pygame_gui counts the hover time in its updates).
TOOLTIP_WATCH = 0.1


def tooltip_pending(elements: Iterable[pygame_gui.core.UIElement]) -> bool:
    """True while the mouse rests on one of ``elements`` whose tooltip is still to appear."""
    for element in elements:
        text = getattr(element, "tool_tip_text", None)
        shown = getattr(element, "tool_tip", None) is not None
        # (a tip kept down by a click or a key waits for the mouse to move, not the clock)
        if element.hovered and text and not shown and not tips.held_back(element):
            return True
    return False


# pygame_gui leaves a few methods unannotated; the rest of the window calls them through
# these typed wrappers, so ``mypy --strict`` holds everywhere else.
def set_enabled(element: pygame_gui.core.UIElement, enabled: bool) -> None:
    """Enable or disable a widget."""
    if enabled:
        element.enable()  # type: ignore[no-untyped-call]
    else:
        element.disable()  # type: ignore[no-untyped-call]


def set_visible(element: pygame_gui.core.UIElement, visible: bool) -> None:
    """Show or hide a widget."""
    if visible:
        element.show()  # type: ignore[no-untyped-call]
    else:
        element.hide()  # type: ignore[no-untyped-call]


def clear(ui: pygame_gui.UIManager) -> None:
    """Remove every widget of a manager."""
    ui.clear_and_reset()  # type: ignore[no-untyped-call]


def focused(ui: pygame_gui.UIManager) -> set[pygame_gui.core.interfaces.IUIElementInterface]:
    """The widgets that have the keyboard."""
    found = ui.get_focus_set()  # type: ignore[no-untyped-call]
    return set(found or ())


def give_focus(element: pygame_gui.core.UIElement) -> None:
    """Give a widget the keyboard (its manager knows it has it, so the window's own keys
    stay out of it); a text box's text is selected, so typing replaces what was offered."""
    element.ui_manager.set_focus_set(element)
    if isinstance(element, pygame_gui.elements.UITextEntryLine):
        select_all(element)


def select_all(box: pygame_gui.elements.UITextEntryLine) -> None:
    """Select a text box's whole text, the cursor at its end."""
    end = len(box.get_text())
    box.select_range = [0, end]
    box.edit_position = end


def typing_box(ui: pygame_gui.UIManager) -> pygame_gui.elements.UITextEntryLine | None:
    """The text box that has the keyboard (None if none has)."""
    for element in ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UITextEntryLine) and element.is_focused:
            return element
    return None


def process_events(ui: pygame_gui.UIManager, event: pygame.event.Event) -> bool:
    """Give ``event`` to the widgets; a text box that takes the keyboard by a click has its
    text selected (a name offered is replaced by typing, not appended to)."""
    before = typing_box(ui)
    consumed = bool(ui.process_events(event))
    after = typing_box(ui)
    if after is not None and after is not before:
        select_all(after)
    return consumed


def placeholder_look(box: pygame_gui.elements.UITextEntryLine) -> None:
    """Show an empty box's placeholder muted, and what is typed in ink (pygame_gui draws
    both in the text colour)."""
    colour = pygame.Color(*(text.INK if box.get_text() else text.MUTED))
    if box.text_colour != colour:
        box.text_colour = colour
        box.rebuild()  # type: ignore[no-untyped-call]  # pygame_gui leaves it unannotated


def set_selected(button: pygame_gui.elements.UIButton, selected: bool) -> None:
    """Show a toggle button pressed in (its selected colours) or not."""
    if selected == button.is_selected:
        return  # (pygame_gui's unselect draws the button enabled, even a disabled one)
    if selected:
        button.select()  # type: ignore[no-untyped-call]
    else:
        button.unselect()  # type: ignore[no-untyped-call]
        if not button.is_enabled and button.drawable_shape is not None:
            button.drawable_shape.set_active_state("disabled")


def screen_typing(event: pygame.event.Event, manager: pygame_gui.UIManager) -> bool:
    """Keep what a text box cannot hold from reaching it (see ``text.typeable``): typed
    text is cleaned, and a paste (Ctrl/Cmd+V) is read, cleaned and typed here. True if the
    event was dealt with (dropped, or typed cleaned); False: pass it on as it is."""
    if not any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused(manager)):
        return False
    command = pygame.key.get_mods() & (pygame.KMOD_CTRL | pygame.KMOD_META)
    pasting = (event.type == pygame.KEYDOWN and event.key == pygame.K_v and command) or (
        event.type == pygame.TEXTINPUT and event.text == "v" and command
    )
    if pasting:
        clipboard = pygame_gui.core.utility  # looked up here: tests put a clipboard there
        typed = text.typeable(clipboard.clipboard_paste())  # type: ignore[no-untyped-call]
    elif event.type == pygame.TEXTINPUT:
        typed = text.typeable(event.text)
        if typed == event.text:
            return False
    else:
        return False
    if typed:
        manager.process_events(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    return True
