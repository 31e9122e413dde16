"""Whose planet the big board shows, named on the board itself: a paper plate in the board's
top-left corner, edged in the seat's colour, the word "Planet" over the seat's chip and name
(the name stands alone, in the nominative: right in every language). Under it, in today's
deal, a label says so, whether this game is the day's scored one or practice (a second
attempt does not count), and the Hard bot's score on the same deal once its game is kept
(its tip says what is scored, against whom)."""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.rules.layout import layout as planet_layout
from evergreen.session.match import Origin, OriginKind
from evergreen.ui.art.player_tags import draw_tag
from evergreen.ui.game import corner
from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import ACCENT_INK, LIGHT, MUTED, PAPER, fit, font
from evergreen.ui.words.names import Seated, seat_colour, vp

#: The plate's design rect: the board square's corner, clear of the planet's spaces.
PLATE = (24, 56, 190, 56)
#: Design sizes of the caption and of the name.
CAPTION, NAME = type_scale.CAPTION, type_scale.BODY
#: Today's deal's label: under the Log button, right-aligned to it (design right, top and
#: widest), clear of the planet's spaces.
DAILY = (692, 106, 222)
#: Where the label's right edge may move to, right of the Log button, if even its narrowest
#: form right-aligned to the button covers a space (design x: short of the market's panel).
MARKET_GAP = 712
#: The label's fill: the scored attempt in the board's green, practice in amber.
SCORED_FILL = (47, 96, 60)


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
    draw_tag(surface, seating, seat, (plate.x + pad, y), lay.px(NAME), room, least=floor(lay))
    return plate


def floor(lay: Layout) -> int:
    """The smallest glyphs a name on the board may shrink to (``corner.smallest_em``)."""
    return corner.smallest_em(lay)


def daily_words(origin: Origin, rival: int | None = None) -> tuple[str, str]:
    """The two lines of a game of today's deal's label (none for any other game): the
    scored game or practice, and the Hard bot's VP on the same deal (``rival``, None while
    its game is being played)."""
    if origin.kind is not OriginKind.DAILY:
        return "", ""
    # TRANSLATORS: on the board: a second attempt at today's deal (it does not count), or
    # the day's first (it counts).
    head = _("Today's deal · practice") if origin.practice else _("Today's deal · scored")
    if rival is None:
        # TRANSLATORS: on the board, under "Today's deal": the bot's game is not done yet.
        return head, _("Hard bot: playing…")
    # TRANSLATORS: on the board, under "Today's deal": the Hard bot's score on the same deal.
    return head, _("Hard bot: {points}").format(points=vp(rival))


def daily_tip(origin: Origin, rival: int | None = None) -> str:
    """What the label means, for a player new to today's deal."""
    about = _(
        "Today's deal: the same cards for everyone today. Your first finished game of it is"
        " scored against the Hard bot's game of the same deal; the games after it are practice."
    )
    if origin.practice:
        about += " " + _("This game is practice: your scored game of the day stands.")
    if rival is None:
        return about + " " + _("The Hard bot is still playing the same deal…")
    return about + " " + _("The Hard bot scored {points}.").format(points=vp(rival))


def daily_label(
    lay: Layout, origin: Origin, rival: int | None = None
) -> tuple[pygame.Rect | None, list[pygame.Surface]]:
    """Where today's deal's label stands (under the Log button, right-aligned to it) and
    its lines; (None, []) in another game."""
    head, line = daily_words(origin, rival)
    if not head:
        return None, []
    right, top, widest = DAILY
    pad, size = lay.px(10), lay.px(CAPTION)
    room = lay.px(widest) - 2 * pad
    spaces = [lay.space_rect(i).inflate(lay.px(8), lay.px(8)) for i in _SPACES]
    choices = [(c, x) for x in (right, MARKET_GAP) for c in _line_choices(head, line, size, room)]
    for shown, x in choices:  # the first clear of the planet, else the narrowest
        width = max(font(size, bold).size(t)[0] for t, bold in shown) + 2 * pad
        height = sum(font(size, bold).get_height() for _t, bold in shown) + lay.px(8)
        label = pygame.Rect(0, 0, width, height)
        label.topright = lay.rect(x, top, 0, 0).topleft
        if label.collidelist(spaces) < 0:
            break
    return label, [fit(t, size, label.width - 2 * pad, LIGHT, bold) for t, bold in shown]


#: The planet's spaces, which the label keeps clear of.
_SPACES = planet_layout("classic").spaces


def _line_choices(head: str, line: str, size: float, room: int) -> list[list[tuple[str, bool]]]:
    """The label's ways to say its two lines, widest first, each line no wider than
    ``room``: as they are; the kind of game under "Today's deal"; and the bot's words
    under its name too (at 130 % text in a 1024×640 window both lines shrank to 12 px, and
    a label wide enough for them covers a space of the planet)."""
    parts = [(p, False) for p in head.split(" · ")]
    said = line.split(": ")  # 'Hard bot:' over 'playing…'
    pieces = [*((p + ":", True) for p in said[:-1]), (said[-1], True)]
    choices = [[(head, False), (line, True)], [*parts, (line, True)], [*parts, *pieces]]
    fitting = [c for c in choices if all(font(size, b).size(t)[0] <= room for t, b in c)]
    return fitting or choices[-1:]


def draw_daily(
    surface: pygame.Surface, lay: Layout, origin: Origin, rival: int | None = None
) -> pygame.Rect | None:
    """Today's deal's label under the Log button (none in another game); the rect drawn."""
    label, imgs = daily_label(lay, origin, rival)
    if label is None:
        return None
    fill = ACCENT_INK if origin.practice else SCORED_FILL
    pygame.draw.rect(surface, fill, label, border_radius=lay.px(10))
    y = label.y + lay.px(4)
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(label.centerx, y)))
        y += img.get_height()
    return label


def show_home(widget: pygame_gui.elements.UIButton | None, home: int | None, viewed: int) -> None:
    """'Back to your planet' (``widget``) stands under the plate while another planet than
    ``home`` (the person playing's) is shown: a bot's turn, or a panel clicked."""
    wanted = home is not None and home != viewed
    if widget is not None and widget.visible != wanted:
        widgets.set_visible(widget, wanted)
