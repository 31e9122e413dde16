"""A player as the window draws them: a chip of the player's colour, then the name fitted to
its room (cut with an ellipsis when even the smallest allowed size is too wide: the scenes
then show the whole name as a hover tip)."""

from __future__ import annotations

from typing import Literal, NamedTuple

import pygame

from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.text import INK, em, fit, font, is_cut
from evergreen.ui.words.colours import RIM, Colour
from evergreen.ui.words.names import Seated, Seating

#: Supersampling factor of the chip.
SS = 4
Align = Literal["left", "right", "centre"]


class Tag(NamedTuple):
    """A name drawn: where (chip and name), the whole name, and whether it was cut."""

    rect: pygame.Rect
    name: str
    cut: bool


@bounded("art.player_tags.chip", 32)
def chip(size: int, colour: Colour) -> pygame.Surface:
    """A round chip of a player's colour in a dark rim, with a soft glint, ``size`` pixels
    across (drawn at 4x and scaled down once)."""
    size = max(4, size)
    big = SS * size
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    centre, radius = (big // 2, big // 2), big // 2
    pygame.draw.circle(surf, RIM, centre, radius)
    inner = radius - max(SS, big // 8)
    pygame.draw.circle(surf, colour, centre, inner)
    glint = (*(min(255, round(c + (255 - c) * 0.4)) for c in colour), 140)
    spot = (centre[0] - inner // 3, centre[1] - inner // 3)
    pygame.draw.circle(surf, glint, spot, max(1, inner // 3))
    return pygame.transform.smoothscale(surf, (size, size))


def chip_size(size: float) -> int:
    """The chip's diameter beside text of nominal ``size`` (a little under the capitals)."""
    return max(6, round(em(size) * 0.8))


def draw_tag(
    surface: pygame.Surface,
    seating: Seated,
    seat: int,
    pos: tuple[int, int],
    size: float,
    width: int,
    *,
    colour: Colour = INK,
    bold: bool = True,
    align: Align = "left",
    shrink: bool = True,
    least: int = 0,
) -> Tag:
    """Draw the chip and the name of ``seat`` in ``width`` pixels from ``pos`` (the top
    left, top right or top centre as ``align`` says); returns what was drawn. ``least``: a
    name too wide shrinks to glyphs of that many pixels at the most, then is cut (not
    ``fit``'s own floor, under the game's smallest text at 130 % in a 1024×640 window)."""
    seats = Seating.of(seating)
    name = seats.name(seat)
    if least:
        size, shrink = smallest_fitting(name, size, width, bold, least), False
    dot = chip_size(size)
    gap = max(3, dot // 2)
    room = max(1, width - dot - gap)
    img = fit(name, size, room, colour, bold, shrink)  # (shrink False: cut, not smaller)
    rect = pygame.Rect(0, pos[1], dot + gap + img.get_width(), img.get_height())
    if align == "left":
        rect.left = pos[0]
    elif align == "right":
        rect.right = pos[0]
    else:
        rect.centerx = pos[0]
    surface.blit(chip(dot, seats.colour(seat)), (rect.x, rect.centery - dot // 2))
    surface.blit(img, (rect.x + dot + gap, rect.y))
    return Tag(rect, name, is_cut(name, size, room, bold, shrink))


def smallest_fitting(name: str, size: float, width: int, bold: bool, least: int) -> float:
    """The largest nominal size up to ``size`` at which ``name`` and its chip fit ``width``,
    not under glyphs of ``least`` pixels."""
    while em(size - 0.5) >= least:
        dot = chip_size(size)
        if font(size, bold).size(name)[0] <= width - dot - max(3, dot // 2):
            break
        size -= 0.5
    return size


def tip_at(tags: list[Tag], pos: tuple[int, int]) -> str:
    """The whole name of a cut tag under ``pos`` ('' if none)."""
    return next((t.name for t in tags if t.cut and t.rect.collidepoint(pos)), "")
