"""``python -m tools.music [--only NAME ...]``: make the score's files and their levels."""

from __future__ import annotations

import argparse
import json

from evergreen.ui.sound.cues import LEVELS_FILE
from tools.make_sounds import write_levels
from tools.music.build import OUT_DIR, make
from tools.music.seasons import SEASONS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make the score's files (tools/music).")
    parser.add_argument("--only", nargs="*", help="make only these pieces")
    args = parser.parse_args(argv)
    levels = json.loads(LEVELS_FILE.read_text()) if LEVELS_FILE.exists() else {}
    if not args.only:  # the old phrases are gone, and so are the levels of removed files
        seasons = tuple(f"music_{s.name}_" for s in SEASONS)
        levels = {
            k: v
            for k, v in levels.items()
            if not k.startswith(seasons) and (OUT_DIR / f"{k}.ogg").exists()
        }
    levels.update(make(args.only))
    write_levels(levels)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
