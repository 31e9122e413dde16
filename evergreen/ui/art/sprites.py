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
from evergreen.rules.enums import PLANET_BIOMES, Action, Biome, Piece, Power
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.shapes import SS, Colour, Pen

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
    from evergreen.ui.kit.text import font_em

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


#: Pieces are drawn at 4x (finer than the tiles' 3x: their outlines are thin and round).
PIECE_SS = 4
#: A tree standing in shade: its colours times this (darker, and cooler: blue loses least).
SHADE_MULT = (150, 160, 200)


def piece_sprite(size: int, piece: Piece, shaded: bool = False) -> pygame.Surface:
    """A piece standing on a tile of this size, on a transparent background; ``shaded``:
    the same piece standing in a shadow (lower value, cooler). Cached: do not draw on it."""
    return _piece_sprite(size, Piece(piece), bool(shaded))


@cache
def _piece_sprite(size: int, piece: Piece, shaded: bool) -> pygame.Surface:
    if shaded:
        surf = _piece_sprite(size, piece, False).copy()
        surf.fill((*SHADE_MULT, 255), special_flags=pygame.BLEND_RGBA_MULT)
        return surf
    big = size * PIECE_SS
    surf = sh.blank(big, big)
    if piece is not Piece.EMPTY:
        sh.PIECE_DRAWERS[piece](Pen(surf, 0, 0, big, 1.2 + big * 0.022))
    return _down(surf, size, size)


def growing_sprite(
    size: int, before: Piece | None, after: Piece, t: float, shaded: bool = False
) -> pygame.Surface:
    """A piece appearing (``before`` None) or growing from ``before`` into ``after`` on a
    tile of this size, ``t`` of the way: the pop tween's value, already eased out-back (0 at
    the start, a little over 1 at the overshoot, 1 at the end). Blit it centred on the tile:
    it is a little larger than the tile, for the overshoot.

    The new piece grows from where it stands (its foot stays put): from a third of its size
    when it appears, from the old piece's height when it grows, while the old one swells and
    fades out in the first half. A new surface each call; at ``t`` = 1 the cached sprite
    itself (do not draw on it)."""
    final = piece_sprite(size, after, shaded)
    if t == 1:
        return final
    t = max(0.0, t)
    old = before if before is not None and before is not Piece.EMPTY else None
    start = 0.3 if old is None else min(1.0, _height(old) / _height(after))
    scale = start + (1 - start) * t
    pad = size // 8
    out = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    if old is not None and t < 0.5:
        gone = piece_sprite(size, old, shaded)
        _blit_scaled(out, gone, scale / start, sh.PIECE_FOOT[old], 1 - 2 * t, pad)
    _blit_scaled(out, final, scale, sh.PIECE_FOOT[after], min(1.0, 0.35 + t), pad)
    return out


def _blit_scaled(
    out: pygame.Surface,
    sprite: pygame.Surface,
    scale: float,
    foot: tuple[float, float],
    opacity: float,
    pad: int,
) -> None:
    """Blit ``sprite`` (a tile's size) scaled by ``scale`` about its foot (unit coordinates)
    into ``out`` (the tile with ``pad`` around it)."""
    size = sprite.get_width()
    px = max(1, round(size * scale))
    img = pygame.transform.smoothscale(sprite, (px, px)) if px != size else sprite.copy()
    img.set_alpha(round(255 * max(0.0, min(1.0, opacity))))
    x = pad + foot[0] * size - foot[0] * px
    y = pad + foot[1] * size - foot[1] * px
    out.blit(img, (round(x), round(y)))


@cache
def _height(piece: Piece) -> float:
    """How tall a piece stands in its tile (unit box)."""
    b = sh.PIECE_BOUNDS[piece]
    return b[3] - b[1]


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
def action_icon(size: int, action: Action, dim: bool = False) -> pygame.Surface:
    """What an action does, in a picture (a Sprout is a plant, an arrow a growth): A three
    Sprouts, B two arrows, C a Sprout and an arrow, D the Wild star (any biome). ``dim``: for
    a disabled button (grey and faint)."""
    if dim:
        surf = pygame.transform.grayscale(action_icon(size, action))
        surf.set_alpha(120)
        return surf
    big = size * SS
    surf = sh.blank(big, big)
    w = 1.2 + big * 0.05
    pen = Pen(surf, 0, 0, big, w)
    sprout = sh.PIECE_BOUNDS[Piece.SPROUT]

    def plant(x: float, y: float, s: float) -> None:
        box = pygame.Rect(round(x * big), round(y * big), round(s * big), round(s * big))
        sh.draw_sprout(sh.fit_pen(surf, sprout, box, w))

    if action is Action.A:
        plant(0.0, 0.04, 0.54)
        plant(0.46, 0.04, 0.54)
        plant(0.22, 0.44, 0.56)
    elif action is Action.B:
        sh.draw_arrow(pen, 0.04, 0.3, 0.5)
        sh.draw_arrow(pen, 0.48, 0.08, 0.5)
    elif action is Action.C:
        plant(0.0, 0.3, 0.66)
        sh.draw_arrow(pen, 0.54, 0.06, 0.44)
    else:
        return biome_symbol(size, Biome.WILD)
    return _down(surf, size, size)


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
#
# A card is a rounded paper face with a thin dark border, lying on the table: the picture
# holds the face and, in a narrow margin below and beside it, its soft shadow. Faces: the
# biome band at the top (colour and symbol) inside a thin inner frame, the top icon
# (flowers or aridity) on a badge in the top-left corner, the power large on a round plate,
# its name at the foot.

CARD_BORDER: Colour = (52, 48, 42)
CARD_SHADOW = (22, 26, 20, 120)


def card_body(width: int, height: int) -> pygame.Rect:
    """Where the card itself lies in its picture of ``width`` x ``height``: the rest (a
    sliver each side, a little more below) is its shadow."""
    mx = max(1, round(width * 0.02))
    my = max(2, round(height * 0.03))
    return pygame.Rect(mx, 0, width - 2 * mx, height - my)


def _card_base(w: int, h: int, fill: Colour) -> pygame.Surface:
    """A blank card face (the size of the card's body, big pixels) filled with ``fill``."""
    surf = sh.blank(w, h, CARD_BORDER)
    surf.fill((*fill, 255))
    return surf


def _radius(w: int) -> int:
    return max(2, round(w * 0.085))


def _card_finish(face: pygame.Surface, width: int, height: int, border: Colour) -> pygame.Surface:
    """The face (drawn big, body-sized) with its border and rounded corners, on its soft
    shadow, scaled down to ``width`` x ``height``."""
    fw, fh = face.get_size()
    radius = _radius(fw)
    pygame.draw.rect(face, border, face.get_rect(), max(2, fw // 48), border_radius=radius)
    sh.round_clip(face, radius)
    body = card_body(width, height)
    scale = fw / body.width
    out = sh.blank(round(width * scale), round(height * scale), (22, 26, 20))
    shadow = out.copy()
    drop = round((height - body.height) * scale)
    rect = pygame.Rect(round(body.x * scale), round(drop * 0.5), fw, fh)
    pygame.draw.rect(shadow, CARD_SHADOW, rect, border_radius=radius)
    out.blit(pygame.transform.gaussian_blur(shadow, max(1, drop // 2)), (0, 0))
    out.blit(face, (round(body.x * scale), 0))
    return _down(out, width, height)


def _gradient(surf: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour) -> None:
    for y in range(rect.height):
        colour = sh.mix(top, bottom, y / max(1, rect.height - 1))
        pygame.draw.line(surf, colour, (rect.x, rect.y + y), (rect.right - 1, rect.y + y))


def _top_rounded(surf: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Make the top corners of ``rect`` on ``surf`` round (transparent outside)."""
    mask = sh.blank(*surf.get_size(), (255, 255, 255))
    mask.fill((255, 255, 255, 255))
    pygame.draw.rect(mask, (255, 255, 255, 0), rect)
    pygame.draw.rect(
        mask,
        (255, 255, 255, 255),
        rect,
        border_top_left_radius=radius,
        border_top_right_radius=radius,
    )
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def _wild_band(surf: pygame.Surface, band: pygame.Rect) -> None:
    """The Wild card's band: diagonal stripes of the six biome colours (any biome)."""
    stripe = band.width / 6.5
    colours = [sh.mix(BIOME_COLOURS[b], CARD_PAPER, 0.12) for b in PLANET_BIOMES]
    clip = surf.get_clip()
    surf.set_clip(band)
    for i in range(-3, 12):
        x = band.x + i * stripe
        pts = [
            (x, band.bottom),
            (x + stripe, band.bottom),
            (x + stripe + band.height * 0.55, band.y),
            (x + band.height * 0.55, band.y),
        ]
        pygame.draw.polygon(surf, colours[i % 6], pts)
    surf.set_clip(clip)


def card_face(width: int, height: int, card_id: int) -> pygame.Surface:
    """A biome card: colour band with symbol, top icon (flowers/aridity), power icon and the
    power's name in the current language, on its soft shadow (see ``card_body``)."""
    from evergreen.i18n import language

    return _card_face(width, height, card_id, language())


def card_name_lines(width: int, height: int, name: str) -> tuple[list[str], pygame.font.Font]:
    """How a card of ``width`` x ``height`` writes a power's name: its lines (one or two)
    and the font, at the card's big (``SS`` times) scale."""
    body = card_body(width, height)
    w, h = body.width * SS, body.height * SS
    return _lines(name, round(h * 0.096), w - 2 * _inset(w))


def _inset(w: int) -> int:
    """The card's inner frame: how far inside its edge (big pixels)."""
    return max(SS, round(w * 0.04))


def _band_colours(biome: Biome) -> tuple[Colour, Colour, Colour]:
    """The band's top and bottom colours and the ink of its lines."""
    if biome is Biome.WILD:
        return BIOME_COLOURS[biome], BIOME_COLOURS[biome], (60, 48, 80)
    base = BIOME_COLOURS[biome]
    return sh.shade(base, 1.07), sh.shade(base, 0.92), sh.shade(base, 0.42)


@cache
def _card_face(width: int, height: int, card_id: int, lang: str) -> pygame.Surface:
    from evergreen.ui.words.names import power_name

    c = card(card_id)
    body = card_body(width, height)
    w, h = body.width * SS, body.height * SS
    surf = _card_base(w, h, CARD_PAPER)
    _gradient(surf, surf.get_rect(), sh.shade(CARD_PAPER, 1.02), sh.shade(CARD_PAPER, 0.95))
    inset = _inset(w)
    radius = _radius(w)
    top, bottom, ink = _band_colours(c.biome)
    band = pygame.Rect(inset, inset, w - 2 * inset, round(h * 0.4) - inset)
    sym = round(min(h * 0.22, w * 0.46))
    sym_top = round(band.bottom - sym - h * 0.03)
    if c.biome is Biome.WILD:
        _wild_band(surf, band)
        pen = Pen(surf, (w - sym) / 2, sym_top, sym, sym * 0.045)
        pen.poly((255, 246, 214), sh.star(0.5, 0.54, 0.5, 0.21))
    else:
        _gradient(surf, band, top, bottom)
        pygame.draw.line(surf, sh.shade(top, 1.12), band.topleft, band.topright, max(1, SS))
        img = _symbol_big(sym, c.biome, _symbol_colour(c.biome, 1.6))
        surf.blit(img, ((w - sym) // 2, sym_top))
    _top_rounded(surf, band, radius - inset)
    line = max(2, w // 70)
    pygame.draw.line(surf, ink, band.bottomleft, band.bottomright, line)
    frame = surf.get_rect().inflate(-2 * inset, -2 * inset)
    frame_ink = sh.mix(ink, CARD_PAPER, 0.45)
    pygame.draw.rect(surf, frame_ink, frame, max(1, line // 2), border_radius=radius - inset)
    _top_badge(surf, c.flowers, c.aridity, round(h * 0.15), inset + round(w * 0.025))
    # the power: its picture on a round plate, its name under it (two lines if long)
    lines, f = card_name_lines(width, height, power_name(c.power))
    line_h = round(f.get_linesize() * 0.9)
    text_top = h - inset - round(h * 0.012) - line_h * len(lines)
    plate_top = band.bottom + round(h * 0.022)
    plate = round(min(text_top - plate_top - h * 0.008, w * 0.64))
    centre = (w // 2, plate_top + plate // 2)
    tint = BIOME_COLOURS[c.biome] if c.biome is not Biome.WILD else (190, 170, 220)
    pygame.draw.circle(surf, frame_ink, centre, plate // 2)
    pygame.draw.circle(surf, sh.mix(CARD_PAPER, tint, 0.3), centre, plate // 2 - line)
    pygame.draw.circle(surf, sh.mix(CARD_PAPER, tint, 0.16), centre, plate // 2 - 3 * line)
    icon_px = round(plate * 0.84)
    icon = _power_big(icon_px, c.power)
    surf.blit(icon, (centre[0] - icon_px // 2, centre[1] - icon_px // 2))
    for k, text in enumerate(lines):
        img = f.render(text, True, (40, 40, 36))
        surf.blit(img, ((w - img.get_width()) // 2, text_top + k * line_h))
    return _card_finish(surf, width, height, CARD_BORDER)


def _top_badge(surf: pygame.Surface, flowers: int, aridity: bool, size: int, at: int) -> None:
    """The card's top icon on a paper badge in its top-left corner: its flowers (one or two)
    or aridity; none for a card without either."""
    if not flowers and not aridity:
        return
    n = max(1, flowers)
    step = size - size // 5
    rect = pygame.Rect(at, at, size, size + (n - 1) * step)  # two flowers: one under the other
    ring = max(2, size // 12)
    pygame.draw.rect(surf, CARD_BORDER, rect.inflate(2 * ring, 2 * ring), border_radius=size)
    pygame.draw.rect(surf, sh.shade(CARD_PAPER, 1.02), rect, border_radius=size)
    pad = size // 10
    icon = _icon_big(size - 2 * pad, sh.draw_flower if flowers else sh.draw_aridity)
    for i in range(n):
        surf.blit(icon, (rect.x + pad, rect.y + pad + i * step))


@cache
def card_back(width: int, height: int) -> pygame.Surface:
    """The back of a biome card: a pale conifer on deep green inside a thin frame, on the
    same soft shadow as the faces."""
    body = card_body(width, height)
    w, h = body.width * SS, body.height * SS
    surf = _card_base(w, h, CARD_BACK)
    _gradient(surf, surf.get_rect(), sh.shade(CARD_BACK, 1.12), sh.shade(CARD_BACK, 0.88))
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
    return _card_finish(surf, width, height, (20, 44, 30))
