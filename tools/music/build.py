"""Make the score's files: every piece composed, rendered and encoded as
``assets/sounds/music_<season>_<n>.ogg``, ``assets/sounds/music.json`` (each piece's season,
body, length, key, instruments and the hash of its MIDI) and the pieces' entries in
``levels.json`` (measured from the encoded files, as for every sound).

Usage (from the repository root; ``make sounds`` runs it): ``python -m tools.music
[--only NAME ...]``.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from tools import make_sounds as ms
from tools.music import render
from tools.music.compose import Piece, compose
from tools.music.midi import midi_bytes
from tools.music.seasons import PIECES, SEASONS

ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = ROOT / "assets" / "sounds"
MUSIC_FILE = OUT_DIR / "music.json"
#: The Ogg stream serials of the pieces (fixed: the same samples, the same file).
SERIAL = 5000


def pieces() -> list[Piece]:
    """Every piece of the score, season by season."""
    return [compose(season, n) for season in SEASONS for n in range(1, PIECES + 1)]


def names() -> list[str]:
    """Every piece's file name."""
    return [f"music_{season.name}_{n}" for season in SEASONS for n in range(1, PIECES + 1)]


def entry(piece: Piece, seconds: float) -> dict[str, object]:
    """A piece's entry in music.json."""
    return {
        "season": piece.season.name,
        "body": round(piece.body, 3),
        "seconds": round(seconds, 3),
        "key": piece.season.key_name(piece.number - 1),
        "instruments": [v.name for v in piece.season.voices()],
        "midi_sha256": hashlib.sha256(midi_bytes(piece)).hexdigest(),
    }


def write_music_json(entries: dict[str, dict[str, object]]) -> None:
    """music.json, sorted by name (the same bytes for the same pieces)."""
    text = json.dumps({k: entries[k] for k in sorted(entries)}, indent=1, sort_keys=True)
    MUSIC_FILE.write_text(text + "\n", encoding="utf-8")


def make(only: list[str] | None = None) -> dict[str, dict[str, object]]:
    """Render the pieces (all, or those named), write their files and music.json; their
    levels (for levels.json) returned by name."""
    if shutil.which("fluidsynth") is None or not render.SOUNDFONT.exists():
        raise SystemExit(
            "fluidsynth and FluidR3_GM are needed: apt-get install -y fluidsynth fluid-soundfont-gm"
        )
    entries: dict[str, dict[str, object]] = {}
    if MUSIC_FILE.exists():
        entries = {k: v for k, v in json.loads(MUSIC_FILE.read_text()).items() if k in names()}
    levels: dict[str, dict[str, object]] = {}
    for i, piece in enumerate(pieces()):
        if only and piece.name not in only:
            continue
        out = OUT_DIR / f"{piece.name}.ogg"
        samples = render.finish(render.synthesise(midi_bytes(piece)), piece.body)
        render.encode(samples, out, SERIAL + i)
        decoded, rate = ms.decode(out)
        entries[piece.name] = entry(piece, len(decoded) / rate)
        levels[piece.name] = ms.measure(piece.name, decoded, rate)
        print(
            f"{piece.name:16} {entries[piece.name]['key']:14} body {piece.body:5.1f} s, "
            f"{len(decoded) / rate:5.1f} s, {out.stat().st_size / 1024:6.0f} KB, "
            f"{levels[piece.name]['lufs']} LUFS, peaks {levels[piece.name]['peak']} dBTP"
        )
    write_music_json(entries)
    return levels
