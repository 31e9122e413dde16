"""Render every screen to artefacts/<lang>-<screen>.png under the dummy video driver, to look
at them: `python tools/shots.py [WxH] [--lang ru] [--scale 115] [--only game,results]
[--out DIR]`; with `--store`, the store page's six pictures at 1920x1080 instead
(tests/ui/store_set.py: title, a game in mid-Summer, a card large, the light sweep, the
end-of-game ceremony, the statistics), to artefacts/store/ unless --out says.

The screens are the ones the text-overflow tests visit (tests/ui/tour.py). Saves and
settings go to a throwaway folder, never the player's own.

The pictures are the same on every run, so two trees can be compared pixel for pixel (a
change that should not be seen, such as moving code, shows no difference): the wall clock
stands still at ``FIXED_CLOCK`` (the dates of saves and games; time-machine), the screens'
own ticks at zero (what breathes, such as the guide's ring, is caught at its start), and the
random numbers (a new game's seed) start from one seed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

import time_machine

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

#: The moment the tour is taken at, whenever it runs (a save's date, a game's day).
FIXED_CLOCK = dt.datetime(2026, 6, 21, 10, 30, tzinfo=dt.UTC)


def main() -> None:
    """Take the pictures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("size", nargs="?", default="1280x800")
    parser.add_argument("--lang", default="en", choices=("en", "ru"))
    parser.add_argument("--scale", type=int, default=100, help="UI scale, percent")
    parser.add_argument("--only", default="", help="comma-separated screen names")
    parser.add_argument("--out", type=Path, default=None, help="the pictures' folder")
    parser.add_argument("--store", action="store_true", help="the store page's set instead")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    if args.store and args.size == parser.get_default("size"):
        size = (1920, 1080)
    if args.out is None:
        args.out = ROOT / "artefacts" / ("store" if args.store else "")
    scratch = Path(tempfile.gettempdir(), "evergreen-shots")  # one name: the save screen says it
    shutil.rmtree(scratch, ignore_errors=True)
    os.environ["EVERGREEN_SAVE_DIR"] = str(Path(scratch, "saves"))
    os.environ["EVERGREEN_CONFIG_DIR"] = str(Path(scratch, "config"))
    os.environ["LANGUAGE"] = args.lang

    from evergreen.persistence import save_settings
    from evergreen.persistence.settings import Settings
    from tests.ui.driver import APPS
    from tests.ui.store_set import store_set
    from tests.ui.tour import tour

    # every app of the tour reads the text size from the settings, as the game does
    save_settings(Settings(language=args.lang, ui_scale=args.scale))
    wanted = set(filter(None, args.only.split(",")))
    random.seed(FIXED_CLOCK.toordinal())
    pygame.time.get_ticks = lambda: 0
    clock = time_machine.travel(FIXED_CLOCK, tick=False)
    clock.start()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    try:
        pictures = store_set if args.store else tour
        for name, app in pictures(size):  # type: ignore[arg-type]
            if not wanted or name in wanted:
                path = out / f"{args.lang}-{name}.png"
                pygame.image.save(app.screen, str(path))
                print(path)
    finally:
        for app in APPS:
            app.close()
        clock.stop()


if __name__ == "__main__":
    main()
