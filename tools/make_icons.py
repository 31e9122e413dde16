"""Rasterise the hand-drawn app icon (assets/icons/evergreen.svg) into every size and format
the desktops want: PNGs in a hicolor tree (Linux), .ico (Windows), .icns (macOS).

Usage: python tools/make_icons.py [OUT_DIR]   (default build/icons; needs pygame-ce and Pillow)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "assets" / "icons" / "evergreen.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(size: int) -> Image.Image:
    """The icon drawn at ``size`` pixels straight from the vector source (never rescaled)."""
    surface = pygame.image.load_sized_svg(str(SOURCE), (size, size))
    raw = pygame.image.tobytes(surface, "RGBA")
    return Image.frombytes("RGBA", surface.get_size(), raw)


def main(out: Path) -> int:
    """Write the PNG tree, the .ico and the .icns into ``out``."""
    images = {size: render(size) for size in SIZES}
    for size, image in images.items():
        folder = out / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        image.save(folder / "evergreen.png")
    images[256].save(out / "evergreen-256.png")
    ico_sizes = [(s, s) for s in SIZES if s <= 256]
    images[256].save(out / "evergreen.ico", sizes=ico_sizes)
    images[512].save(out / "evergreen.icns")
    print(f"icons: {len(SIZES)} PNG sizes, evergreen.ico, evergreen.icns in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"))
