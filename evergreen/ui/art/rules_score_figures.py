"""The rules reference's scoring figures: light sweeping along the worked lines (animated,
scored by the engine itself), a planet's largest forest outlined, fertility stacks, the Big
Trees' points at the end, and the solo ranks, each filling the room the page leaves it."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.rules import (
    Biome,
    Piece,
    Planet,
    Sun,
    largest_forest_spaces,
    light_score,
)
from evergreen.rules.cards import card_by_name
from evergreen.rules.data_files import game_data
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art.cards import card_back, card_face
from evergreen.ui.art.rules_figure_kit import BIG, LABEL, Fig, columns
from evergreen.ui.kit.text import ACCENT, ACCENT_INK, INK, MUTED
from evergreen.ui.words.names import biome_name, rank_name
from evergreen.ui.words.rules_text import WORKED_LINES

PIECE_OF = {
    "t": Piece.SMALL_TREE,
    "T": Piece.BIG_TREE,
    "b": Piece.BUSH,
    "s": Piece.SPROUT,
    "~": Piece.LAKE,
    ".": Piece.EMPTY,
}
#: The light figure shows each worked line this long (seconds), the sweep taking most of it.
LINE_SECONDS = 3.5
#: Row 2 of the Classic planet: seven spaces with no ravine, where the worked lines are laid.
LINE_ROW = 2
FOREST_PLANET = """
. . _ _ _ . .
. t b # _ _ .
_ T _ _ t T _
_ t _ # _ b _
_ _ # _ _ t _
. s _ # T _ .
. . _ _ _ . .
"""


def light(f: Fig) -> None:
    """One worked line at a time: pieces on a row, the sun at the left, light sweeping in,
    shaded trees darkened, each lit tree's points rising, then the line's total."""
    index = int(f.clock // LINE_SECONDS) % len(WORKED_LINES)
    progress = min(1.0, (f.clock % LINE_SECONDS) / (LINE_SECONDS * 0.7))
    line = WORKED_LINES[index].split()
    planet = Planet.empty()
    start = LINE_ROW * 7
    for k, ch in enumerate(line):
        planet = planet.put(start + k, int(PIECE_OF[ch]))
    score = light_score(planet, Sun.LEFT)
    cell = max(8, min(f.box.height * 2 // 5, (f.box.width - f.px(60)) * 2 // 13))
    y = f.box.y + (f.box.height - cell) // 2 - f.px(10)
    sun = sprites.sun_token(cell // 2)
    x0 = f.box.x + cell * 2 // 3 + f.px(12)
    glow = planet_art.sun_glow(cell)
    f.surface.blit(glow, glow.get_rect(center=(x0 - cell // 3, y + cell // 2)))
    f.surface.blit(sun, sun.get_rect(center=(x0 - cell // 3, y + cell // 2)))
    front = progress * cell * len(line)
    for k, ch in enumerate(line):
        rect = pygame.Rect(x0 + k * cell, y, cell, cell)
        f.surface.blit(sprites.biome_tile(cell, Biome.GRASSLAND), rect)
        reached = (k + 0.5) * cell <= front
        i = start + k
        if PIECE_OF[ch] is not Piece.EMPTY:
            shaded = reached and i in score.shaded
            f.surface.blit(sprites.piece_sprite(cell, PIECE_OF[ch], shaded), rect)
        if reached and i in score.points:
            words = f"+{score.points[i]}"
            f.words(words, rect.centerx, rect.top - f.px(34), cell, BIG, ACCENT_INK, True, 1)
    band = pygame.Rect(x0, y, round(front), cell)
    glow_band = pygame.Surface(band.size, pygame.SRCALPHA)
    glow_band.fill((255, 236, 150, 50))
    f.surface.blit(glow_band, band)
    if progress >= 1:  # the line's total, in words (the worked line's notation stays ours)
        text = _("Light on this line: {points} points").format(points=score.total)
        f.words(text, x0 + cell * len(line) // 2, y + cell + f.px(14), f.box.width, BIG, bold=True)


def forest(f: Fig) -> None:
    """A planet as the game draws it, its largest forest outlined (blinking), and what it
    scores beside it."""
    planet = Planet.from_text(FOREST_PLANET)
    side = min(f.box.height - f.px(8), f.box.width * 11 // 20)
    cell = max(3, round(side / 7.9))
    radius = round(cell * 7 * 1.12 / 2)
    edges = (tuple(k * cell for k in range(8)), tuple(k * cell for k in range(8)))
    shaded = frozenset(light_score(planet, Sun.TOP).shaded)
    img = planet_art.board_picture(planet, Sun.TOP, edges, radius, shaded, frozenset())
    at = img.get_rect(center=(f.box.x + side // 2 + f.px(8), f.box.centery))
    f.surface.blit(img, at)
    gx, gy = planet_art.grid_offset(edges, radius)
    found = largest_forest_spaces(planet)
    if (f.clock % 2.0) < 1.4:  # the outline blinks, to show it off
        for i in found:
            r, c = divmod(i, 7)
            rect = pygame.Rect(at.x + gx + c * cell, at.y + gy + r * cell, cell, cell)
            pygame.draw.rect(f.surface, ACCENT, rect, max(2, f.px(3)))
    left = at.right + f.px(16)
    note = _("Largest forest: {n} pieces, {n} points").format(n=len(found))
    f.words_left(note, left, f.box.centery, f.box.right - left - f.px(8), BIG, bold=True, lines=3)


#: Fertility stacks: a biome, its cards from the bottom (face up or down).
STACKS = (
    (Biome.WHEAT, (("wheat/buds", True), ("wheat/lake", True))),
    (Biome.SNOW, (("snow/small-growth", False), ("snow/lake", True), ("snow/big-growth", False))),
)


def _stack(
    f: Fig, col: pygame.Rect, h: int, biome: Biome, cards: tuple[tuple[str, bool], ...]
) -> int:
    """A fertility stack in ``col``, its biome and fertility under it; the fertility."""
    w = round(h * 2 / 3)
    step = f.px(14)
    x = col.centerx - (w + step * (len(cards) - 1)) // 2
    known = card_by_name()
    for k, (name, up) in enumerate(cards):
        img = card_face(w, h, known[name].id) if up else card_back(w, h)
        f.surface.blit(img, (x + k * step, col.y + k * step))
    fertility = sum(known[name].flowers for name, up in cards if up)  # R10.1
    top = col.y + h + step * len(cards) + f.px(4)
    text = _("{biome}: fertility {n}").format(biome=biome_name(biome), n=fertility)
    f.words(text, col.centerx, top, col.width - f.px(8), LABEL, INK, True)
    return fertility


def fertility(f: Fig) -> None:
    """Two stacks: one whose top card shows flowers, one turned face down (none)."""
    h = max(16, min(f.box.height - f.px(110), round(f.box.width / 3)))
    cols = columns(f.box.inflate(0, -f.px(8)), 2)
    for col, (biome, cards) in zip(cols, STACKS, strict=True):
        _stack(f, col, h, biome, cards)
    note = _("Face-down cards show no flowers.")
    f.words(note, f.box.centerx, f.box.bottom - f.px(30), f.box.width, LABEL, MUTED)


def end(f: Fig) -> None:
    """At the end: each stack's fertility, and each Big Tree in that biome scoring it."""
    cols = columns(f.box, 2)
    h = max(16, min(f.box.height - f.px(110), round(f.box.width / 4)))
    for col, (biome, cards) in zip(cols, STACKS, strict=True):
        left = pygame.Rect(col.x, col.y, col.width // 2, col.height)
        points = _stack(f, left, h, biome, cards)
        tile = min(round(h * 0.7), col.width // 2 - f.px(24))
        at = pygame.Rect(0, 0, tile, tile)
        at.center = (col.x + col.width * 3 // 4, col.y + h // 2 + f.px(10))
        f.surface.blit(sprites.biome_tile(tile, biome), at)
        f.surface.blit(sprites.piece_sprite(tile, Piece.BIG_TREE), at)
        colour = ACCENT_INK if points else MUTED
        f.words(f"+{points}", at.centerx, at.bottom + f.px(6), tile * 2, BIG * 1.4, colour, True)


def ranks(f: Fig) -> None:
    """The solo ranks as a ladder: each rank's points and name, a tree growing beside it."""
    table = game_data().ranks
    per = (len(table) + 1) // 2
    pitch = f.box.height // per
    icon = min(pitch - f.px(4), f.px(44))
    pieces = (Piece.SPROUT, Piece.SMALL_TREE, Piece.BIG_TREE)
    for k, rank in enumerate(table):
        col = columns(f.box, 2)[k // per]
        middle = col.y + (k % per) * pitch + pitch // 2
        top = table[k + 1].min_vp - 1 if k + 1 < len(table) else None
        span = f"{rank.min_vp}+" if top is None else f"{rank.min_vp}–{top}"
        piece = pieces[min(2, k * 3 // len(table))]
        size = round(icon * (0.6 + 0.4 * k / max(1, len(table) - 1)))
        f.surface.blit(sprites.piece_sprite(size, piece), (col.x + f.px(8), middle - size // 2))
        x = col.x + f.px(16) + icon
        f.words_left(span, x, middle, f.px(100), LABEL, MUTED, True, 1)
        x += f.px(104)
        f.words_left(
            rank_name(rank.name),
            x,
            middle,
            col.right - x - f.px(8),
            LABEL,
            INK,
            k == len(table) - 1,
        )
