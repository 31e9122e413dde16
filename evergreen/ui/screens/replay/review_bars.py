"""The review's figures as bars beside their words: the VP lost in each season and by each
kind of decision (one scale for all of them, the costliest drawn in the blunder's red),
and, under a decision's comparison when the panel has room, each figure the two moves
differ in as a pair of bars (the move played's in its lilac, the better one's in the
hint's blue: the colours of their marks on the board).

Pure drawing; ``review.py`` lays the panel out and says the words.
"""

from __future__ import annotations

import pygame

from evergreen.review.explain import Explanation
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import INK, MUTED, font, render
from evergreen.ui.words import review as words
from evergreen.ui.words.colours import Colour

#: A bar's track (the paper's darker tone), a loss's fill, and the costliest one's.
TRACK: Colour = (222, 215, 194)
LOSS: Colour = (184, 112, 84)
COSTLIEST: Colour = (190, 40, 40)
#: A loss bar's height, and a figure bar's, in design pixels.
LOSS_H, FIGURE_H = 7, 10


def loss_bar(
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, lost: float, top: float
) -> pygame.Rect:
    """A track ``rect`` wide, filled for ``lost`` VP of ``top`` (the most of any bar drawn
    on that scale; that one in the costliest red). Returns the filled part."""
    radius = rect.height // 2
    pygame.draw.rect(surface, TRACK, rect, border_radius=radius)
    fill = rect.copy()
    fill.width = round(rect.width * lost / top) if top > 0 else 0
    if fill.width:
        fill.width = max(fill.width, rect.height)  # a small loss is still a round bar
        colour = COSTLIEST if lost >= top else LOSS
        pygame.draw.rect(surface, colour, fill, border_radius=radius)
    return fill


def figure_chart(
    surface: pygame.Surface,
    lay: Layout,
    room: pygame.Rect,
    found: Explanation,
    colours: tuple[Colour, Colour],
) -> pygame.Rect | None:
    """Each figure the moves differ in (this season's when none does): its name, then the
    move played's bar and the better move's, one scale per figure, their values after them.
    Drawn only if it fits ``room`` whole; returns where it went (None: not drawn)."""
    played, better = found.played.figures, found.better.figures
    if played is None or better is None:
        return None
    shown = found.differences or words.SEASON_FIGURES
    size = lay.px(17)  # the panel's text size
    bar_h, gap = lay.px(FIGURE_H), lay.px(3)
    group = max(font(size).get_height(), 2 * bar_h + gap) + lay.px(8)
    if group * len(shown) > room.height or room.width < lay.px(160):
        return None
    names = [render(words.figure_name(f), size, MUTED, True) for f in shown]
    if max(img.get_width() for img in names) > room.width // 2:
        return None  # never shrunk: the same figures stand in words above
    value_w = font(size, True).size("00")[0] + lay.px(6)
    x = room.x + max(img.get_width() for img in names) + lay.px(10)
    width = room.right - value_w - x
    y = room.y
    for name, figure in zip(names, shown, strict=True):
        pair = (played.get(figure, 0), better.get(figure, 0))
        top = max(1, *pair)
        inner_h = 2 * bar_h + gap
        surface.blit(name, name.get_rect(midleft=(room.x, y + inner_h // 2)))
        for k, value in enumerate(pair):
            track = pygame.Rect(x, y + k * (bar_h + gap), width, bar_h)
            pygame.draw.rect(surface, TRACK, track, border_radius=bar_h // 2)
            fill = track.copy()
            fill.width = round(width * max(0, value) / top)
            if fill.width:
                fill.width = max(fill.width, bar_h)
                pygame.draw.rect(surface, colours[k], fill, border_radius=bar_h // 2)
            img = render(str(value), size, INK, True)
            surface.blit(img, img.get_rect(midleft=(fill.right + lay.px(5), track.centery)))
        y += group
    return pygame.Rect(room.x, room.y, room.width, y - room.y)
