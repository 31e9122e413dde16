"""Render every piece of drawn-in-code art onto one contact sheet, in colour and in greyscale.

SDL_VIDEODRIVER=dummy .venv/bin/python tools/art_sheet.py   # -> artefacts/art_sheet*.png
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from evergreen.rules.cards import all_cards
from evergreen.rules.enums import PLANET_BIOMES, Biome, Piece, Power
from evergreen.ui.art import sprites
from evergreen.ui.art.cards import card_back, card_face

OUT = Path(__file__).resolve().parent.parent / "artefacts"
BG = (70, 62, 56)
GAP = 8


def tile_rows(sheet: pygame.Surface, x0: int, y: int, size: int) -> int:
    """One row per biome (plus the ravine): the tile bare, then with every piece on it."""
    for biome in (*PLANET_BIOMES, None):
        for i, piece in enumerate(Piece):
            x = x0 + i * (size + 2)
            sheet.blit(sprites.biome_tile(size, biome), (x, y))
            if biome is not None:
                sheet.blit(sprites.piece_sprite(size, piece), (x, y))
        y += size + 2
    return y + GAP


def build() -> pygame.Surface:
    cw, ch = 120, 170
    sheet = pygame.Surface((GAP + 14 * (cw + GAP), 2200), pygame.SRCALPHA)
    sheet.fill(BG)
    y = tile_rows(sheet, GAP, GAP, 96)
    x = GAP + 6 * 98 + 3 * GAP
    tile_rows(sheet, x, GAP, 40)
    tile_rows(sheet, x + 6 * 42 + 3 * GAP, GAP, 64)
    x = 1310
    sheet.blit(card_back(cw, ch), (x, GAP))
    for k, biome in enumerate(Biome):
        sheet.blit(sprites.biome_symbol(48, biome), (x + k * 64, 190))
    for i, power in enumerate(Power):
        sheet.blit(sprites.power_icon(64, power), (x + i * 76, 260))
        sheet.blit(sprites.power_icon(32, power), (x + i * 76, 340))
    icons = [
        sprites.sun_token(64),
        sprites.sun_token(32),
        sprites.flower_icon(48),
        sprites.flower_icon(20),
    ]
    icons += [sprites.aridity_icon(48), sprites.aridity_icon(20)]
    for j, img in enumerate(icons):
        sheet.blit(img, (x + (0, 76, 120, 180, 220, 280)[j], 400))
    for card in all_cards():
        row, col = divmod(card.id, 14)
        sheet.blit(card_face(cw, ch, card.id), (GAP + col * (cw + GAP), y + row * (ch + GAP)))
    return sheet.subsurface((0, 0, sheet.get_width(), y + 3 * (ch + GAP))).copy()


def main() -> None:
    OUT.mkdir(exist_ok=True)
    sheet = build()
    pygame.image.save(sheet, str(OUT / "art_sheet.png"))
    pygame.image.save(pygame.transform.grayscale(sheet), str(OUT / "art_sheet_grey.png"))
    print(f"wrote {OUT / 'art_sheet.png'} and art_sheet_grey.png ({sheet.get_size()})")


if __name__ == "__main__":
    main()
