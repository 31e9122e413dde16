"""The game's own art for the Statistics screen's charts: the lit pieces as icons (a bar of
a chart is a row of them), each source of VP's picture (the planet one starts with, a bud,
the sun token, a tree for the forest, the fertility flower), and the ruled paper a chart
of scores is drawn on. Cached, bounded; nothing here moves."""

from __future__ import annotations

import math

import pygame

from evergreen.rules import Source
from evergreen.rules.enums import Piece
from evergreen.ui.art import pieces, sprites
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.badge_emblems import planet
from evergreen.ui.kit.bounded_cache import bounded

#: The paper of a chart (warm) and its rules (faint blue).
SHEET = (250, 247, 236)
RULE = (204, 214, 226)

#: The piece each source of VP is pictured by (the start by a small world, buds by a
#: bud, light by the sun token, fertility by its flower).
SOURCE_PIECE = {Source.FOREST: Piece.SMALL_TREE}


@bounded("screens.progress.piece_icon", 48, 4 * 2**20)
def piece_icon(piece: Piece, high: int) -> pygame.Surface:
    """The lit piece ``piece`` cut to what it covers, ``high`` pixels tall (its width as
    its shape has it)."""
    b = pieces.PIECE_BOUNDS[piece]
    tile = max(8, math.ceil(high / (b[3] - b[1])))
    sprite = sprites.piece_sprite(tile, piece)
    box = sprite.get_bounding_rect(min_alpha=8)
    cut = sprite.subsurface(box)
    wide = max(1, round(box.width * high / max(1, box.height)))
    return pygame.transform.smoothscale(cut, (wide, max(1, high)))


@bounded("screens.progress.source_icon", 16)
def source_icon(source: Source, side: int) -> pygame.Surface:
    """A source of VP's picture, ``side`` pixels square."""
    side = max(4, side)
    if source is Source.LIGHT:
        return sprites.sun_token(side)
    if source is Source.FERTILITY:
        return sprites.flower_icon(side)
    out = pygame.Surface((side, side), pygame.SRCALPHA)
    if source is Source.START:
        big = pygame.Surface((side * sh.SS, side * sh.SS), pygame.SRCALPHA)
        planet(sh.Pen(big, 0, 0, side * sh.SS, 2), 0.5, 0.5, 0.4)
        out = sprites.scaled_down(big, side, side)
    elif source is Source.BUDS:
        big = sprites.icon_big(side * sh.SS, sh.draw_bud)
        out = sprites.scaled_down(big, side, side)
    else:
        img = piece_icon(SOURCE_PIECE.get(source, Piece.SMALL_TREE), side)
        out.blit(img, img.get_rect(center=out.get_rect().center))
    return out


def icon_row(
    surface: pygame.Surface, icon: pygame.Surface, x: int, centery: int, length: int
) -> pygame.Rect:
    """A bar ``length`` pixels long made of ``icon`` standing in a row (each overlapping
    the one before a little, the last whole); the rect it covers."""
    w = icon.get_width()
    step = max(1, round(w * 0.72))
    count = max(1, 1 + (length - w) // step) if length > 0 else 0
    rect = pygame.Rect(x, centery - icon.get_height() // 2, 0, icon.get_height())
    for k in range(count):
        surface.blit(icon, (x + k * step, rect.y))
    rect.width = (count - 1) * step + w if count else 0
    return rect


def paper(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> pygame.Rect:
    """A sheet of paper lying on the panel in ``rect`` (a soft shadow under it, to its
    lower right); the sheet's own rect."""
    surface.blit(_paper(rect.size, radius), rect)
    pad = max(2, radius)
    return pygame.Rect(rect.x, rect.y, rect.width - pad, rect.height - pad)


@bounded("screens.progress._paper", 4, 8 * 2**20)
def _paper(size: tuple[int, int], radius: int) -> pygame.Surface:
    pad = max(2, radius)
    w, h = size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(
        shade, (60, 50, 30, 70), (pad // 2, pad, w - pad, h - pad), border_radius=radius
    )
    out.blit(pygame.transform.gaussian_blur(shade, max(1, pad // 2)), (0, 0))
    pygame.draw.rect(out, SHEET, (0, 0, w - pad, h - pad), border_radius=radius)
    return out
