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
from evergreen.ui.kit import text
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.layout import ACTIONS, Button, Layout

#: What each action does, in a few words (R5.2; the tooltips say it in full).
ACTION_WORDS = {
    Button.A: N_("3 Sprouts"),
    Button.B: N_("2 growths"),
    Button.C: N_("Sprout + growth"),
    Button.D: N_("any biome"),
}
#: Design sizes: the picture, the room inside the border, the gap between picture and words.
ICON = 21
PAD = 3
GAP = 3


def draw_actions(
    surface: pygame.Surface, lay: Layout, buttons: Mapping[Button, pygame_gui.elements.UIButton]
) -> None:
    """Draw the faces of the A-D buttons over their widgets."""
    for b in ACTIONS:
        widget = buttons.get(b)
        if widget is not None and widget.visible:
            rect = pygame.Rect(widget.rect)
            draw_action(surface, lay, b, rect, state_colour(widget), widget.is_enabled)


def state_colour(widget: pygame_gui.elements.UIButton) -> text.Colour:
    """The theme's text colour for the button's state now (normal, hovered, held, disabled)."""
    key = "normal_text"
    if not widget.is_enabled:
        key = "disabled_text"
    elif widget.held:
        key = "active_text"
    elif widget.hovered:
        key = "hovered_text"
    colour = widget.colours.get(key)
    if isinstance(colour, pygame.Color):
        return (colour.r, colour.g, colour.b)
    return text.LIGHT if widget.is_enabled else text.MUTED


def draw_action(
    surface: pygame.Surface,
    lay: Layout,
    b: Button,
    rect: pygame.Rect,
    colour: text.Colour,
    enabled: bool = True,
) -> None:
    """One action's face in ``rect``: the letter over the picture on the left, the words
    (one or two lines) beside them, in ``colour`` (the picture greyed when disabled)."""
    inner = rect.inflate(-2 * lay.px(PAD), -2 * lay.px(PAD))
    icon_px = lay.px(ICON)
    icon = sprites.action_icon(icon_px, Action[b.value], not enabled)
    letter = text.render(b.value, lay.px(18), colour, bold=True)
    ink = letter.get_bounding_rect()
    stack = ink.height + lay.px(2) + icon_px
    top = inner.centery - stack // 2
    column = pygame.Rect(inner.x, top, max(icon_px, ink.width), stack)
    surface.blit(letter, (column.centerx - ink.centerx, top - ink.y))
    surface.blit(icon, icon.get_rect(midbottom=column.midbottom))
    left = column.right + lay.px(GAP)
    label, width = _(ACTION_WORDS[b]), inner.right - left
    if text.is_recording():  # drawn afresh, so the checks see every word
        lines = words(label, lay, width, inner.height, colour)
    else:
        lines = _kept_words(label, lay, width, inner.height, colour, text.text_factor())
    height = sum(img.get_height() for img in lines)
    y = inner.centery - height // 2
    for img in lines:
        surface.blit(img, (left, y))
        y += img.get_height()


@bounded("art.action_bar._kept_words", 64)
def _kept_words(
    label: str, lay: Layout, width: int, height: int, colour: text.Colour, factor: float
) -> list[pygame.Surface]:
    """``words``, kept per label, size, state colour and text size (``factor``)."""
    return words(label, lay, width, height, colour)


def words(
    label: str, lay: Layout, width: int, height: int, colour: text.Colour
) -> list[pygame.Surface]:
    """An action's words on one line ``width`` wide, or two (see ``split``): at the game's
    smallest text size, or as near it as two lines fit ``height`` (the bar does not grow
    with the UI scale setting: the words stay 14 px at 1280x800), shrinking a little more
    if they must, as ``text.fit`` does; past that, wrapped and cut (and said so)."""
    size = float(lay.px(text.MIN_SIZE))
    while size > 1 and 2 * text.font(size).get_linesize() > height:
        size -= 0.5
    floor = max(6, round(lay.px(text.MIN_SIZE) * text.EM * text.SHRINK))
    nominal = size
    while text.em(nominal) >= floor:
        lines = split(label, text.font(nominal), width)
        if lines:
            return [text.fit(line, nominal, width, colour) for line in lines]
        nominal -= 0.5
    return text.wrap(label, size, width, colour, max_lines=2)


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
