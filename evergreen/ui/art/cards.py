"""The cards drawn in code: a face (its biome as a landscape, the top icon's marks, the
power's emblem and name) and the back, each a rounded paper card lying on the table with
its soft shadow (cached per size). The illustrations are ``card_landscapes``' and
``card_emblems``'; this module frames them."""

from __future__ import annotations

import pygame

from evergreen.i18n import language
from evergreen.rules.cards import card
from evergreen.rules.enums import Biome
from evergreen.ui.art import card_emblems, card_landscapes
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.shapes import SS, Colour, Pen
from evergreen.ui.art.sprites import BIOME_COLOURS, scaled_down, symbol_big
from evergreen.ui.kit.bounded_cache import bounded
from evergreen.ui.kit.text import font_em
from evergreen.ui.words.names import power_name

# --- cards -----------------------------------------------------------------------------------
#
# A card is a rounded paper face with a thin dark border, lying on the table: the picture
# holds the face and, in a narrow margin below and beside it, its soft shadow. Faces: the
# biome as a small landscape at the top inside a thin inner frame, its symbol on a paper
# disc in the top-right corner, the top icon (flowers or aridity) drawn on a badge in the
# top-left corner, the power's emblem large on a round plate over the landscape's foot, its
# name at the foot.

CARD_PAPER: Colour = (247, 241, 226)
CARD_BACK: Colour = (34, 84, 58)
CARD_BORDER: Colour = (52, 48, 42)
CARD_SHADOW = (22, 26, 20, 120)


def _lines(text: str, px: int, max_width: int) -> tuple[list[str], pygame.font.Font]:
    """``text`` in the bundled font at ``px`` (or a little smaller), on at most two lines
    ``max_width`` wide (a long name such as 'Большой прирост' takes two)."""
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
    out = _card_shadow(width, height, fw, fh).copy()
    out.blit(face, (round(body.x * fw / body.width), 0))
    return scaled_down(out, width, height)


@bounded("art.cards._card_shadow", 16, 16 * 2**20)
def _card_shadow(width: int, height: int, fw: int, fh: int) -> pygame.Surface:
    """The soft shadow under a card of ``width`` x ``height`` whose face is drawn ``fw`` x
    ``fh`` big: the same for every card of a size, so blurred once (the blur was three
    quarters of drawing a card, paid again for each card a draft turned up)."""
    body = card_body(width, height)
    scale = fw / body.width
    out = sh.blank(round(width * scale), round(height * scale), (22, 26, 20))
    shadow = out.copy()
    drop = round((height - body.height) * scale)
    rect = pygame.Rect(round(body.x * scale), round(drop * 0.5), fw, fh)
    pygame.draw.rect(shadow, CARD_SHADOW, rect, border_radius=_radius(fw))
    out.blit(pygame.transform.gaussian_blur(shadow, max(1, drop // 2)), (0, 0))
    return out


def _gradient(surf: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour) -> None:
    surf.blit(card_landscapes.gradient(rect.width, rect.height, top, bottom), rect)


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


def card_face(width: int, height: int, card_id: int) -> pygame.Surface:
    """A biome card: colour band with symbol, top icon (flowers/aridity), power icon and the
    power's name in the current language, on its soft shadow (see ``card_body``)."""
    return _card_face(width, height, card_id, language())


def card_name_lines(width: int, height: int, name: str) -> tuple[list[str], pygame.font.Font]:
    """How a card of ``width`` x ``height`` writes a power's name: its lines (one or two)
    and the font, at the card's big (``SS`` times) scale."""
    body = card_body(width, height)
    w, h = body.width * SS, body.height * SS
    return _lines(name, round(h * 0.115), w - 2 * _inset(w))


def _inset(w: int) -> int:
    """The card's inner frame: how far inside its edge (big pixels)."""
    return max(SS, round(w * 0.04))


def _band_ink(biome: Biome) -> Colour:
    """The ink of the line under the landscape and of the inner frame: the biome's colour,
    dark."""
    if biome is Biome.WILD:
        return (60, 48, 80)
    return sh.shade(BIOME_COLOURS[biome], 0.42)


@bounded("art.cards._card_face", 256, 48 * 2**20)
def _card_face(width: int, height: int, card_id: int, lang: str) -> pygame.Surface:
    c = card(card_id)
    body = card_body(width, height)
    w, h = body.width * SS, body.height * SS
    surf = _card_base(w, h, CARD_PAPER)
    _gradient(surf, surf.get_rect(), sh.shade(CARD_PAPER, 1.02), sh.shade(CARD_PAPER, 0.95))
    inset = _inset(w)
    radius = _radius(w)
    ink = _band_ink(c.biome)
    band = pygame.Rect(inset, inset, w - 2 * inset, round(h * 0.44) - inset)
    card_landscapes.draw_landscape(surf, band, c.biome, card_id)
    _top_rounded(surf, band, radius - inset)
    line = max(2, w // 70)
    pygame.draw.line(surf, ink, band.bottomleft, band.bottomright, line)
    frame = surf.get_rect().inflate(-2 * inset, -2 * inset)
    frame_ink = sh.mix(ink, CARD_PAPER, 0.45)
    pygame.draw.rect(surf, frame_ink, frame, max(1, line // 2), border_radius=radius - inset)
    corner = round(min(h * 0.14, w * 0.25))
    _symbol_badge(
        surf, c.biome, pygame.Rect(band.right - corner - inset, band.y + inset, corner, corner)
    )
    _top_badge(surf, c.flowers, c.aridity, corner, band.x + inset)
    # the power: its emblem on a round plate over the landscape's foot, its name under it
    lines, f = card_name_lines(width, height, power_name(c.power))
    line_h = round(f.get_linesize() * 0.9)
    room_top = h - inset - round(h * 0.012) - line_h * 2  # every card keeps room for two
    plate = round(min(w * 0.7, (room_top - band.bottom) * 1.5))  # (one plate size for all)
    plate_top = room_top - plate - round(h * 0.008) + (2 - len(lines)) * line_h // 2
    text_top = plate_top + plate + round(h * 0.008)
    centre = (w // 2, plate_top + plate // 2)
    _plate(surf, centre, plate, c.biome, frame_ink, line)
    icon = round(plate * 0.8)
    card_emblems.draw_emblem(
        surf,
        pygame.Rect(centre[0] - icon // 2, centre[1] - icon // 2 - plate // 40, icon, icon),
        c.power,
    )
    for k, text in enumerate(lines):
        img = f.render(text, True, (40, 40, 36))
        surf.blit(img, ((w - img.get_width()) // 2, text_top + k * line_h))
    return _card_finish(surf, width, height, CARD_BORDER)


def _plate(
    surf: pygame.Surface, centre: tuple[int, int], size: int, biome: Biome, ink: Colour, line: int
) -> None:
    """The round plate the emblem stands on: a soft shadow, an inked rim, a ring of the
    biome's colour, paper lit from the upper left."""
    r = size // 2
    side = size + 8 * line
    disc = pygame.Rect(4 * line, 5 * line, size, size)
    shadow = card_emblems.soft_ellipse((side, side), disc, 90, 2 * line)
    surf.blit(shadow, (centre[0] - r - 4 * line, centre[1] - r - 4 * line))
    tint = BIOME_COLOURS[biome] if biome is not Biome.WILD else (190, 170, 220)
    pygame.draw.circle(surf, ink, centre, r)
    pygame.draw.circle(surf, sh.mix(tint, CARD_PAPER, 0.25), centre, r - line)
    inner = r - 3 * line
    for k in range(8):  # paper, lighter towards the light
        t = k / 7
        at = (centre[0] - round(inner * 0.18 * t), centre[1] - round(inner * 0.22 * t))
        colour = sh.mix(sh.mix(CARD_PAPER, tint, 0.18), (255, 252, 240), t)
        pygame.draw.circle(surf, colour, at, round(inner * (1 - 0.55 * t)))
    pygame.draw.circle(surf, sh.mix(tint, CARD_PAPER, 0.5), centre, inner, max(1, line // 2))


def _symbol_badge(surf: pygame.Surface, biome: Biome, rect: pygame.Rect) -> None:
    """The biome's symbol on a paper disc in the landscape's top-right corner (it reads
    whatever the landscape behind it)."""
    ring = max(2, rect.width // 12)
    colour = BIOME_COLOURS[biome]
    pygame.draw.circle(surf, CARD_BORDER, rect.center, rect.width // 2 + ring)
    pygame.draw.circle(surf, sh.mix(colour, CARD_PAPER, 0.7), rect.center, rect.width // 2)
    side = round(rect.width * 0.7)
    at = (rect.centerx - side // 2, rect.centery - side // 2)
    if biome is Biome.WILD:
        Pen(surf, *at, side, max(2, ring)).poly(colour, sh.star(0.5, 0.54, 0.5, 0.21))
        return
    ink = sh.shade(colour, 0.55) if sh.luma(colour) > 110 else colour
    surf.blit(symbol_big(side, biome, ink), at)


def _top_badge(surf: pygame.Surface, flowers: int, aridity: bool, size: int, at: int) -> None:
    """The card's top icon drawn on a paper badge in its top-left corner: its blossoms (one
    or two, one under the other) or a cracked drop for aridity; none for a card without."""
    if not flowers and not aridity:
        return
    n = max(1, flowers)
    pad = size // 10
    mark = size - 2 * pad
    rect = pygame.Rect(at, at, size, size + (n - 1) * round(mark * 0.8))
    ring = max(2, size // 12)
    pygame.draw.rect(surf, CARD_BORDER, rect.inflate(2 * ring, 2 * ring), border_radius=size)
    pygame.draw.rect(surf, sh.shade(CARD_PAPER, 1.02), rect, border_radius=size)
    card_emblems.draw_marks(surf, (rect.x + pad, rect.y + pad), mark, flowers, aridity)


@bounded("art.cards.card_back", 16)
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
