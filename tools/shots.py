"""Render every screen to artefacts/<lang>-<screen>.png under the dummy video driver, to look
at them: `python tools/shots.py [WxH] [--lang ru] [--scale 115] [--only game,results]`.

The screens are the ones the text-overflow tests visit (tests/ui/tour.py). Saves and
settings go to a throwaway folder, never the player's own.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402


def main() -> None:
    """Take the pictures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("size", nargs="?", default="1280x800")
    parser.add_argument("--lang", default="en", choices=("en", "ru"))
    parser.add_argument("--scale", type=int, default=100, help="UI scale, percent")
    parser.add_argument("--only", default="", help="comma-separated screen names")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    scratch = tempfile.mkdtemp(prefix="evergreen-shots-")
    os.environ["EVERGREEN_SAVE_DIR"] = str(Path(scratch, "saves"))
    os.environ["EVERGREEN_CONFIG_DIR"] = str(Path(scratch, "config"))
    os.environ["LANGUAGE"] = args.lang

    from evergreen.persistence import save_settings
    from evergreen.persistence.settings import Settings
    from tests.ui.driver import APPS
    from tests.ui.tour import tour

    # every app of the tour reads the text size from the settings, as the game does
    save_settings(Settings(language=args.lang, ui_scale=args.scale))
    wanted = set(filter(None, args.only.split(",")))
    out = ROOT / "artefacts"
    out.mkdir(exist_ok=True)
    try:
        for name, app in tour(size):  # type: ignore[arg-type]
            if not wanted or name in wanted:
                path = out / f"{args.lang}-{name}.png"
                pygame.image.save(app.screen, str(path))
                print(path.relative_to(ROOT))
    finally:
        for app in APPS:
            app.close()


if __name__ == "__main__":
    main()
