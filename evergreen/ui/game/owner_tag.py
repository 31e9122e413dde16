"""Whose planet the big board shows, named on the board itself: a paper plate in the board's
top-left corner, edged in the seat's colour, the word "Planet" over the seat's chip and name
(the name stands alone, in the nominative: right in every language)."""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.ui.art.player_tags import draw_tag
from evergreen.ui.kit import widgets
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import MUTED, PAPER, fit
from evergreen.ui.words.names import Seated, seat_colour

#: The plate's design rect: the board square's corner, clear of the planet's spaces.
PLATE = (24, 56, 190, 56)
#: Design sizes of the caption and of the name.
CAPTION, NAME = 18, 20


def draw(surface: pygame.Surface, lay: Layout, seating: Seated, seat: int) -> pygame.Rect:
    """The plate naming ``seat`` as the planet's owner; the rect drawn."""
    plate = lay.rect(*PLATE)
    pad = lay.px(8)
    pygame.draw.rect(surface, PAPER, plate, border_radius=lay.px(10))
    edge = seat_colour(seating, seat)
    pygame.draw.rect(surface, edge, plate, lay.px(3), border_radius=lay.px(10))
    room = plate.width - 2 * pad
    # TRANSLATORS: over a player's name on the big board: whose planet it shows.
    caption = fit(_("Planet"), lay.px(CAPTION), room, MUTED)
    surface.blit(caption, (plate.x + pad, plate.y + lay.px(2)))
    y = plate.y + lay.px(2) + caption.get_height() - lay.px(4)
    draw_tag(surface, seating, seat, (plate.x + pad, y), lay.px(NAME), room)
    return plate


def show_home(widget: pygame_gui.elements.UIButton | None, home: int | None, viewed: int) -> None:
    """'Back to your planet' (``widget``) stands under the plate while another planet than
    ``home`` (the person playing's) is shown: a bot's turn, or a panel clicked."""
    wanted = home is not None and home != viewed
    if widget is not None and widget.visible != wanted:
        widgets.set_visible(widget, wanted)
