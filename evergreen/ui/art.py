"""All of the game's art, drawn in code: tiles, pieces, icons and cards.

Every function returns a new per-pixel-alpha ``pygame.Surface`` drawn at 3x and smooth-scaled
down once. Results are cached per argument tuple, so callers get the *same* surface each time and
must not draw on it (copy it first). Nothing here needs a display mode (no ``convert``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

import pygame

from evergreen.rules.cards import card
from evergreen.rules.enums import PLANET_BIOMES, Biome, Piece, Power

from . import art_shapes as sh
from .art_shapes import SS, Colour, Pen

BIOME_COLOURS: dict[Biome, Colour] = {
    Biome.GRASSLAND: (120, 176, 84),
    Biome.FLOWERS: (224, 152, 186),
    Biome.WHEAT: (236, 206, 110),
    Biome.ROCK: (134, 116, 104),
    Biome.SWAMP: (70, 104, 94),
    Biome.SNOW: (226, 236, 244),
    Biome.WILD: (150, 120, 190),
}
RAVINE_COLOUR: Colour = (56, 44, 48)
CARD_PAPER: Colour = (247, 241, 226)
CARD_BACK: Colour = (34, 84, 58)


def _down(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """Smooth-scale once; then make nearly opaque pixels opaque (the 3x filter tops out at 253)."""
    small = pygame.transform.smoothscale(big, (max(1, w), max(1, h)))
    solid = pygame.mask.from_surface(small, 249).to_surface(
        setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0)
    )
    small.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return small


def _symbol_colour(biome: Biome, strength: float) -> Colour:
    """The symbol's ink on its own biome colour: darker, or lighter on dark biomes."""
    base = BIOME_COLOURS[biome]
    if sh.luma(base) < 110:
        return sh.mix(base, (255, 255, 255), 0.28 * strength)
    return sh.shade(base, 1 - 0.24 * strength)


def _symbol_big(px: int, biome: Biome, colour: Colour) -> pygame.Surface:
    surf = sh.blank(px, px, colour)
    sh.draw_symbol(Pen(surf, 0, 0, px, 1), biome, colour)
    return surf


def _lines(text: str, px: int, max_width: int) -> tuple[list[str], pygame.font.Font]:
    """``text`` in the bundled font at ``px`` (or a little smaller), on at most two lines
    ``max_width`` wide (a long name such as 'Большой прирост' takes two)."""
    from evergreen.ui.text import font_em

    words = text.split()
    for size in range(px, max(6, round(px * 0.8)) - 1, -1):
        f = font_em(size)
        if f.size(text)[0] <= max_width:
            return [text], f
        for k in range(len(words) - 1, 0, -1):
            first, second = " ".join(words[:k]), " ".join(words[k:])
            if f.size(first)[0] <= max_width and f.size(second)[0] <= max_width:
                return [first, second], f
    return [text], font_em(max(6, round(px * 0.8)))


# --- tiles and pieces ------------------------------------------------------------------------


@cache
def biome_tile(size: int, biome: Biome | None) -> pygame.Surface:
    """A ``size`` x ``size`` planet space: biome colour with its symbol; ``None`` is a ravine."""
    big = size * SS
    surf = sh.blank(big, big)
    base = BIOME_COLOURS[biome] if biome is not None else RAVINE_COLOUR
    for y in range(big):  # soft light from the top
        pygame.draw.line(surf, (*sh.shade(base, 1.07 - 0.12 * y / big), 255), (0, y), (big, y))
    if biome is None:
        pen = Pen(surf, 0, 0, big, 1)
        crack = [(0.18, 0.0), (0.34, 0.2), (0.28, 0.38), (0.5, 0.52), (0.46, 0.7), (0.68, 0.86)]
        crack += [(0.74, 1.0)]
        pen.line(sh.shade(RAVINE_COLOUR, 1.6), [(x + 0.03, y) for x, y in crack], 0.2)
        pen.line((14, 10, 12), crack, 0.14)
        pen.line((14, 10, 12), [(0.5, 0.52), (0.72, 0.42), (0.9, 0.48)], 0.06)
        pen.line((14, 10, 12), [(0.28, 0.38), (0.1, 0.5)], 0.05)
    else:
        # top-left stays visible under every piece; a fainter echo bottom-right on big tiles
        main = _symbol_big(
            round(big * (0.3 if size >= 56 else 0.34)), biome, _symbol_colour(biome, 1)
        )
        surf.blit(main, (round(big * 0.07), round(big * 0.07)))
        if size >= 56:
            small = _symbol_big(round(big * 0.2), biome, _symbol_colour(biome, 0.7))
            surf.blit(small, (round(big * 0.74), round(big * 0.74)))
    rim = max(2, round(big * 0.025))
    pygame.draw.rect(surf, sh.shade(base, 0.78), surf.get_rect(), rim, border_radius=big // 9)
    sh.round_clip(surf, big // 9)
    return _down(surf, size, size)


@cache
def piece_sprite(size: int, piece: Piece) -> pygame.Surface:
    """A piece standing on a tile of this size, on a transparent background."""
    big = size * SS
    surf = sh.blank(big, big)
    if piece is not Piece.EMPTY:
        sh.PIECE_DRAWERS[piece](Pen(surf, 0, 0, big, 1.2 + big * 0.028))
    return _down(surf, size, size)


@cache
def biome_symbol(size: int, biome: Biome) -> pygame.Surface:
    """The biome's symbol alone, in its biome colour with a dark outline (cards, legends)."""
    big = size * SS
    pad = max(2, round(big * 0.04))
    inner = big - 2 * pad
    dark = _symbol_big(inner, biome, sh.OUTLINE)
    surf = sh.blank(big, big, sh.OUTLINE)
    for i in range(16):  # dilate the dark copy into an outline
        a = i * math.pi / 8
        surf.blit(dark, (pad + round(pad * math.cos(a)), pad + round(pad * math.sin(a))))
    surf.blit(_symbol_big(inner, biome, BIOME_COLOURS[biome]), (pad, pad))
    return _down(surf, size, size)


# --- icons -----------------------------------------------------------------------------------


def _icon_big(px: int, draw: Callable[[Pen], None]) -> pygame.Surface:
    surf = sh.blank(px, px)
    draw(Pen(surf, 0, 0, px, 1.2 + px * 0.045))
    return surf


def _power_big(px: int, power: Power) -> pygame.Surface:
    """The power's picture on a new transparent ``px`` square (to blit: draws overwrite alpha)."""
    surf = sh.blank(px, px)
    w = 1.2 + px * 0.045
    if power is Power.BUDS:
        sh.draw_bud(Pen(surf, 0, 0, px, w))
        return surf
    piece = {
        Power.SPROUT: Piece.SPROUT,
        Power.SMALL_GROWTH: Piece.SMALL_TREE,
        Power.BIG_GROWTH: Piece.BIG_TREE,
        Power.BUSH: Piece.BUSH,
        Power.LAKE: Piece.LAKE,
    }[power]
    grows = power in (Power.SMALL_GROWTH, Power.BIG_GROWTH)
    inner = surf.get_rect().inflate(-px // 10, -px // 10)
    if grows:  # the piece on the left, an up arrow top right
        inner = pygame.Rect(0, px // 20, px * 3 // 4, px * 9 // 10)
    sh.PIECE_DRAWERS[piece](sh.fit_pen(surf, sh.PIECE_BOUNDS[piece], inner, w))
    if grows:
        pen = Pen(surf, 0, 0, px, w)
        sh.draw_arrow(pen, 0.62, 0.04 if power is Power.BIG_GROWTH else 0.22, 0.36)
    return surf


@cache
def power_icon(size: int, power: Power) -> pygame.Surface:
    """The power's picture: the piece it makes (with an up arrow for growth); Buds is a bud."""
    return _down(_power_big(size * SS, power), size, size)


@cache
def flower_icon(size: int) -> pygame.Surface:
    """A fertility flower."""
    return _down(_icon_big(size * SS, sh.draw_flower), size, size)


@cache
def aridity_icon(size: int) -> pygame.Surface:
    """Aridity: a disc of cracked dry ground."""
    return _down(_icon_big(size * SS, sh.draw_aridity), size, size)


@cache
def sun_token(size: int) -> pygame.Surface:
    """The sun token: a golden disc with rays."""
    return _down(_icon_big(size * SS, sh.draw_sun), size, size)


# --- cards -----------------------------------------------------------------------------------


def _card_base(w: int, h: int, fill: Colour) -> pygame.Surface:
    surf = sh.blank(w, h)
    surf.fill((*fill, 255))
    return surf


def _card_finish(surf: pygame.Surface, border: Colour) -> pygame.Surface:
    w, h = surf.get_size()
    radius = max(2, w // 12)
    pygame.draw.rect(surf, border, surf.get_rect(), max(2, w // 50), border_radius=radius)
    sh.round_clip(surf, radius)
    return _down(surf, w // SS, h // SS)


def _wild_band(surf: pygame.Surface, band: pygame.Rect) -> None:
    stripe = band.width / 7
    colours = [BIOME_COLOURS[b] for b in PLANET_BIOMES]
    for i in range(-2, 12):
        x = band.x + i * stripe
        pts = [
            (x, band.bottom),
            (x + stripe, band.bottom),
            (x + 2 * stripe, band.y),
            (x + stripe, band.y),
        ]
        pygame.draw.polygon(surf, colours[i % 6], pts)


def card_face(width: int, height: int, card_id: int) -> pygame.Surface:
    """A biome card: colour band with symbol, top icon (flowers/aridity), power icon and the
    power's name in the current language."""
    from evergreen.i18n import language

    return _card_face(width, height, card_id, language())


@cache
def _card_face(width: int, height: int, card_id: int, lang: str) -> pygame.Surface:
    from evergreen.ui.names import power_name

    c = card(card_id)
    w, h = width * SS, height * SS
    surf = _card_base(w, h, CARD_PAPER)
    band = pygame.Rect(0, 0, w, round(h * 0.5))
    ink: Colour
    if c.biome is Biome.WILD:
        _wild_band(surf, band)
        sym = round(min(h * 0.29, w * 0.6))
        pen = Pen(surf, (w - sym) / 2, band.bottom - sym - h * 0.025, sym, sym * 0.05)
        pen.poly((255, 246, 214), sh.star(0.5, 0.54, 0.5, 0.21))
        ink = (60, 48, 80)
    else:
        base = BIOME_COLOURS[c.biome]
        for y in range(band.height):
            pygame.draw.line(surf, sh.shade(base, 1.06 - 0.12 * y / band.height), (0, y), (w, y))
        sym = round(min(h * 0.26, w * 0.6))
        img = _symbol_big(sym, c.biome, _symbol_colour(c.biome, 1.6))
        surf.blit(img, ((w - sym) // 2, round(band.bottom - sym - h * 0.03)))
        ink = sh.shade(base, 0.4)
    pygame.draw.line(surf, ink, band.bottomleft, band.bottomright, max(2, w // 60))
    # top icon: a paper badge in the top-left corner
    badge = round(h * 0.17)
    if c.flowers or c.aridity:
        n = max(1, c.flowers)
        rect = pygame.Rect(
            round(w * 0.05), round(w * 0.05), badge * n - (n - 1) * badge // 6, badge
        )
        pygame.draw.rect(surf, sh.OUTLINE, rect.inflate(6, 6), border_radius=badge)
        pygame.draw.rect(surf, CARD_PAPER, rect, border_radius=badge)
        pad = badge // 10
        icon = _icon_big(badge - 2 * pad, sh.draw_flower if c.flowers else sh.draw_aridity)
        for i in range(n):
            surf.blit(icon, (rect.x + pad + i * (badge - badge // 6), rect.y + pad))
    # power icon, and the power's name under it (on two lines if it is long); the biome is
    # told by the band's colour and symbol (and named by the card's tooltip)
    lines, f = _lines(power_name(c.power), round(h * 0.094), round(w * 0.92))
    line_h = round(f.get_linesize() * 0.92)
    text_top = round(h * 0.975) - line_h * len(lines)
    room = text_top - round(h * 0.52)
    icon_px = round(min(h * 0.33, w * 0.66, room))
    surf.blit(_power_big(icon_px, c.power), ((w - icon_px) // 2, round(h * 0.515)))
    for k, line in enumerate(lines):
        img = f.render(line, True, (40, 40, 36))
        surf.blit(img, ((w - img.get_width()) // 2, text_top + k * line_h))
    return _card_finish(surf, (52, 48, 42))


@cache
def card_back(width: int, height: int) -> pygame.Surface:
    """The back of a biome card: a pale conifer on deep green inside a thin frame."""
    w, h = width * SS, height * SS
    surf = _card_base(w, h, CARD_BACK)
    frame = surf.get_rect().inflate(-w // 8, -w // 8)
    pale = (206, 226, 176)
    pygame.draw.rect(surf, sh.shade(CARD_BACK, 1.25), frame, border_radius=w // 16)
    pygame.draw.rect(surf, pale, frame, max(2, w // 70), border_radius=w // 16)
    side = round(min(frame.width * 0.8, frame.height * 0.6))
    pen = Pen(surf, (w - side) / 2, (h - side) / 2, side, 1)
    pen.ellipse(sh.shade(CARD_BACK, 1.6), (0.04, 0.04, 0.92, 0.92))
    for top, bottom, half in ((0.5, 0.82, 0.3), (0.32, 0.62, 0.23), (0.14, 0.42, 0.16)):
        pen.poly(pale, [(0.5, top), (0.5 + half, bottom), (0.5 - half, bottom)], False)
    pen.poly(pale, [(0.46, 0.82), (0.54, 0.82), (0.54, 0.9), (0.46, 0.9)], False)
    return _card_finish(surf, (20, 44, 30))
