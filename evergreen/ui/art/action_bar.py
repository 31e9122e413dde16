"""The action bar's A-D buttons drawn as what they do: the letter over a small picture, and a
few words beside them ("3 Sprouts", "2 growths"...).

The pygame_gui buttons under them (with no label of their own) keep the input, the keyboard
focus, their four states and the tooltips; this draws the faces on top, after the widgets,
in the colours the theme gives the button's state (dim when disabled).
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame
import pygame_gui

from evergreen.i18n import N_, _
from evergreen.rules import Action
from evergreen.ui.art import sprites
from evergreen.ui.kit import text, type_scale
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import ACTIONS, Button, Layout

#: What each action does, in a few words (R5.2; the tooltips say it in full).
ACTION_WORDS = {
    Button.A: N_("3 Sprouts"),
    Button.B: N_("2 growths"),
    Button.C: N_("Sprout + growth"),
    Button.D: N_("any biome"),
}
#: Design sizes: the picture, the letter, the room inside the border, the gap between the
#: picture and the words.
ICON = 26
LETTER = type_scale.HEADING
PAD = 3
GAP = 6
#: The words' design size before the text size setting: 16 px glyphs at 1280×800, 14 px at
#: 1024×640 (the game's floor for a control's label); they grow with the text size while
#: two lines fit the button.
WORDS = type_scale.BODY


def draw_actions(
    surface: pygame.Surface, lay: Layout, buttons: Mapping[Button, pygame_gui.elements.UIButton]
) -> None:
    """Draw the faces of the A-D buttons over their widgets, the four words in one size
    (the largest at which each fits its button: "2 growths" is never smaller than
    "3 Sprouts")."""
    shown = [(b, buttons[b]) for b in ACTIONS if b in buttons and buttons[b].visible]
    if not shown:
        return
    size = shared_size(lay, [(b, pygame.Rect(w.rect)) for b, w in shown])
    for b, widget in shown:
        rect = pygame.Rect(widget.rect)
        shown_enabled = widget.is_enabled or widget.is_selected  # the chosen: not greyed
        draw_action(surface, lay, b, rect, state_colour(widget), shown_enabled, size)


def state_colour(widget: pygame_gui.elements.UIButton) -> text.Colour:
    """The theme's text colour for the button's state now (normal, hovered, held, disabled,
    chosen: the action being played stays pressed in, in the chosen colours, though it can
    no longer be pressed: grey on its orange read at 1.7:1)."""
    key = "normal_text"
    if widget.is_selected:
        key = "selected_text"
    elif not widget.is_enabled:
        key = "disabled_text"
    elif widget.held:
        key = "active_text"
    elif widget.hovered:
        key = "hovered_text"
    colour = widget.colours.get(key)
    if isinstance(colour, pygame.Color):
        return (colour.r, colour.g, colour.b)
    return text.LIGHT if widget.is_enabled else text.MUTED


def _room(lay: Layout, rect: pygame.Rect) -> pygame.Rect:
    """Where an action's words go in its button: right of the letter and picture."""
    inner = rect.inflate(-2 * lay.px(PAD), -2 * lay.px(PAD))
    column = max(lay.px(ICON), text.font(lay.px(LETTER), True).size("W")[0])
    left = inner.x + column + lay.px(GAP)
    return pygame.Rect(left, inner.y, inner.right - left, inner.height)


def shared_size(lay: Layout, buttons: list[tuple[Button, pygame.Rect]]) -> float:
    """The one nominal size for every action's words: the smallest of their own sizes."""
    return min(words_size(_(ACTION_WORDS[b]), lay, _room(lay, rect)) for b, rect in buttons)


def draw_action(
    surface: pygame.Surface,
    lay: Layout,
    b: Button,
    rect: pygame.Rect,
    colour: text.Colour,
    enabled: bool = True,
    size: float | None = None,
) -> None:
    """One action's face in ``rect``: the letter over the picture on the left, the words
    (one or two lines, at nominal ``size``: its own largest if None) beside them, in
    ``colour`` (the picture greyed when disabled)."""
    inner = rect.inflate(-2 * lay.px(PAD), -2 * lay.px(PAD))
    icon_px = lay.px(ICON)
    icon = sprites.action_icon(icon_px, Action[b.value], not enabled)
    letter = text.render(b.value, lay.px(LETTER), colour, bold=True)
    ink = letter.get_bounding_rect()
    stack = ink.height + lay.px(3) + icon_px
    top = inner.centery - stack // 2
    column = pygame.Rect(inner.x, top, max(icon_px, ink.width), stack)
    surface.blit(letter, (column.centerx - ink.centerx, top - ink.y))
    surface.blit(icon, icon.get_rect(midbottom=column.midbottom))
    room = _room(lay, rect)
    label = _(ACTION_WORDS[b])
    nominal = words_size(label, lay, room) if size is None else size
    if text.is_recording():  # drawn afresh, so the checks see every word
        lines = words(label, nominal, room.width, colour)
    else:
        lines = _kept_words(label, nominal, room.width, colour, text.text_factor())
    height = sum(img.get_height() for img in lines)
    y = room.centery - height // 2
    for img in lines:
        surface.blit(img, (room.x, y))
        y += img.get_height()


def words_size(label: str, lay: Layout, room: pygame.Rect) -> float:
    """The largest nominal size, up to ``WORDS`` at the text size setting, at which ``label``
    fits ``room`` on one line or two (``split``), never under the game's floor for a
    control's label (then it is wrapped, as ``words`` does)."""
    factors = (text.base_factor(), text.text_factor())
    return _words_size(label, float(lay.px(WORDS)), room.width, room.height, *factors)


@bounded("art.action_bar._words_size", 64)
def _words_size(
    label: str, nominal: float, width: int, height: int, base: float, factor: float
) -> float:
    """``words_size`` for a label, its largest size, its room and the text size factors
    (kept: every frame asks it for each action, a dozen measures of the words each)."""
    floor = nominal * base / factor  # the 100 % size
    while nominal > floor:
        font = text.font(nominal)
        lines = split(label, font, width)
        if lines is not None and len(lines) * font.get_linesize() <= height:
            return nominal
        nominal -= 0.5
    return floor


@bounded("art.action_bar._kept_words", 64)
def _kept_words(
    label: str, nominal: float, width: int, colour: text.Colour, factor: float
) -> list[pygame.Surface]:
    """``words``, kept per label, size, state colour and text size (``factor``)."""
    return words(label, nominal, width, colour)


def words(label: str, nominal: float, width: int, colour: text.Colour) -> list[pygame.Surface]:
    """An action's words at nominal ``size`` on one line ``width`` wide, or two (see
    ``split``); wrapped and cut (and said so) if even two lines do not fit."""
    lines = split(label, text.font(nominal), width)
    if lines:
        return [text.fit(line, nominal, width, colour) for line in lines]
    return text.wrap(label, nominal, width, colour, max_lines=2)


def split(label: str, font: pygame.font.Font, width: int) -> list[str] | None:
    """``label`` as one line if it fits ``width``, else as two as even as can be, never
    breaking after a leading number ('2' alone on a line reads as a slip); None if neither
    fits."""
    if font.size(label)[0] <= width:
        return [label]
    best: tuple[int, list[str]] | None = None
    for i, ch in enumerate(label):
        if ch != " " or label[:i].strip().isdigit():
            continue
        first, second = label[:i].rstrip(), label[i + 1 :].lstrip()
        widest = max(font.size(first)[0], font.size(second)[0])
        if widest <= width and (best is None or widest < best[0]):
            best = (widest, [first, second])
    return None if best is None else best[1]
