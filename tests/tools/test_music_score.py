"""The score (``tools/music``, issue 54): the committed pieces as the game decodes them, held
to music.json and to the composer of today (the same seed, the same MIDI bytes, whose hash
each piece's entry keeps), the rendered sound to the notes of its MIDI, the seasons told
apart by their notes, and the music of the composer itself (in its mode, a melody of its own
in every piece, a form that lands on the tonic). No test needs fluidsynth: they read the
committed files."""

from __future__ import annotations

import hashlib
import itertools
import json
import re
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tests.mixer_decoding import decode
from tools import sound_measure as sm
from tools.music import build
from tools.music.compose import Piece, compose
from tools.music.midi import midi_bytes, midi_file
from tools.music.seasons import MODES, PIECES, SEASONS

RATE = 44100
SOUNDS = build.OUT_DIR
#: The music's files together may weigh this much (issue 54's budget).
BUDGET = 21 * 1024 * 1024


def _entries() -> dict[str, dict[str, object]]:
    return dict(json.loads(build.MUSIC_FILE.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def pieces() -> dict[str, Piece]:
    return {p.name: p for p in build.pieces()}


@pytest.fixture(scope="module")
def decoded() -> Iterator[dict[str, np.ndarray]]:
    """Every piece as the mixer decodes it (44.1 kHz, 16-bit, stereo)."""
    out = decode({name: str(SOUNDS / f"{name}.ogg") for name in _entries()})
    yield out


#: The rendered sound against its MIDI: frames of this many seconds, the chroma above this
#: frequency (a 8192-point frame cannot tell a bass's semitones apart), the notes from this
#: MIDI note up (lower ones are heard by their harmonics), and how fast a struck or plucked
#: instrument's note dies (s), for the part of it a frame hears.
FRAME = 2.0
CHROMA_LOW = 130.0
LOWEST_NOTE = 48
STRUCK = ("piano", "harp", "marimba", "nylon guitar", "celesta", "vibraphone", "tubular bells")
DECAY = 0.8


def _piano_roll(piece: Piece, frames: int) -> np.ndarray:
    """What the MIDI plays in each ``FRAME``: each pitch class's time sounding (a struck
    note's fading), weighted by its velocity's square (the chroma measures power)."""
    out = np.zeros((frames, 12))
    for part, notes in piece.parts.items():
        for at, length, note, velocity in notes:
            if note < LOWEST_NOTE:
                continue
            a, b = piece.seconds_at(at), piece.seconds_at(at + length)
            for f in range(int(a // FRAME), min(frames, int(b // FRAME) + 1)):
                lo, hi = max(a, f * FRAME), min(b, (f + 1) * FRAME)
                if hi <= lo:
                    continue
                if part in STRUCK:
                    heard = DECAY * (np.exp(-(lo - a) / DECAY) - np.exp(-(hi - a) / DECAY))
                else:
                    heard = hi - lo
                out[f, note % 12] += heard * velocity**2
    return out


def _chromagram(x: np.ndarray) -> np.ndarray:
    size = int(FRAME * RATE)
    return np.array(
        [
            sm.chroma(x[i * size : (i + 1) * size], RATE, low=CHROMA_LOW)
            for i in range(len(x) // size)
        ]
    )


def _agreement(heard: np.ndarray, roll: np.ndarray) -> float:
    """The mean, over the frames where the MIDI plays, of the correlation between the heard
    chroma and the MIDI's pitch classes."""
    return float(
        np.mean([np.corrcoef(h, r)[0, 1] for h, r in zip(heard, roll, strict=True) if r.sum() > 0])
    )


def _cosine(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


# ---------------------------------------------------------------- the files


def test_music_json_lists_every_piece_and_every_file_is_listed() -> None:
    entries = _entries()
    files = sorted(p.stem for p in SOUNDS.glob("music_*.ogg"))
    assert files == sorted(entries) == sorted(build.names())
    assert list(entries) == sorted(entries)  # sorted by name
    for season in SEASONS:
        ours = [n for n, e in entries.items() if e["season"] == season.name]
        assert len(ours) >= 5 and all(re.fullmatch(rf"music_{season.name}_\d+", n) for n in ours)
    text = build.MUSIC_FILE.read_text(encoding="utf-8")
    assert text == json.dumps(entries, indent=1, sort_keys=True) + "\n"


@pytest.mark.slow  # every piece decoded and measured: make test-slow
def test_each_file_is_as_long_as_music_json_says(decoded: dict[str, np.ndarray]) -> None:
    for name, e in _entries().items():
        seconds, body = float(e["seconds"]), float(e["body"])  # type: ignore[arg-type]
        assert abs(len(decoded[name]) / RATE - seconds) < 0.05, name
        assert 60.0 <= body <= 100.0, (name, body)
        assert 0.0 <= seconds - body <= 6.0, (name, seconds, body)  # the tail


@pytest.mark.slow  # every piece decoded and measured: make test-slow
def test_every_piece_has_sound_to_its_end_and_fades_out(decoded: dict[str, np.ndarray]) -> None:
    for name, x in decoded.items():
        seconds = [
            float(np.sqrt(np.mean(x[i : i + RATE] ** 2))) for i in range(0, len(x) - RATE, RATE)
        ]
        body = int(float(_entries()[name]["body"]))  # type: ignore[arg-type]
        quiet = [s for s in seconds[1 : body - 1] if sm.db(s) < -60]
        assert not quiet, (name, len(quiet))  # no silent second inside the body
        assert sm.db(float(np.max(np.abs(x[-100:])))) < -50, name  # the tail faded to nothing


def _vorbis_header(path: Path) -> tuple[int, int, int]:
    """The channels, rate and nominal bitrate in a file's Vorbis identification header."""
    data = path.read_bytes()[:200]
    at = data.index(b"\x01vorbis") + 7
    channels = data[at + 4]
    rate = int.from_bytes(data[at + 5 : at + 9], "little")
    nominal = int.from_bytes(data[at + 13 : at + 17], "little", signed=True)
    return channels, rate, nominal


def test_the_music_is_encoded_at_vorbis_quality_4_or_more_in_stereo() -> None:
    """oggenc's quality 4 at 44.1 kHz stereo writes a nominal bitrate of 128 kbps (quality 3:
    112); the files' real rate is near it too."""
    for name, e in _entries().items():
        path = SOUNDS / f"{name}.ogg"
        channels, rate, nominal = _vorbis_header(path)
        assert (channels, rate) == (2, RATE), name
        assert nominal >= 128000, (name, nominal)
        kbps = path.stat().st_size * 8 / float(e["seconds"]) / 1000  # type: ignore[arg-type]
        assert kbps > 80, (name, kbps)


def test_the_music_fits_its_budget_and_lasts_over_twenty_minutes() -> None:
    entries = _entries()
    size = sum((SOUNDS / f"{n}.ogg").stat().st_size for n in entries)
    assert size <= BUDGET, size
    assert sum(float(e["body"]) for e in entries.values()) >= 20 * 60  # type: ignore[arg-type]


@pytest.mark.slow  # every piece measured whole: half a minute; make test-slow
def test_each_piece_is_levelled(decoded: dict[str, np.ndarray]) -> None:
    levels = json.loads((SOUNDS / "levels.json").read_text(encoding="utf-8"))
    for name, x in decoded.items():
        loud = sm.integrated_lufs(x, RATE)
        assert abs(loud + 20.0) < 0.7, (name, loud)
        assert sm.true_peak(x) <= -1.0, name
        assert abs(levels[name]["lufs"] - loud) < 0.3, name
        assert max(levels[name]["peak"]) <= -1.0, name
        assert sm.correlation(x) < 0.9, name  # panned: stereo, not mono twice


def test_the_soundfonts_licence_stands_beside_the_music() -> None:
    text = (SOUNDS / "SOUNDFONT-LICENSE.txt").read_text(encoding="utf-8")
    assert "FluidR3_GM" in text and "Permission is hereby granted" in text
    assert "music_" in text  # it says what the soundfont played


# ---------------------------------------------------------------- the files and their MIDI


def test_the_composer_is_deterministic_and_made_the_committed_files(
    pieces: dict[str, Piece],
) -> None:
    entries = _entries()
    assert sorted(pieces) == sorted(entries)
    for name, piece in pieces.items():
        data = midi_bytes(piece)
        assert data == midi_bytes(compose(piece.season, piece.number))
        assert hashlib.sha256(data).hexdigest() == entries[name]["midi_sha256"], name
        assert entries[name]["body"] == round(piece.body, 3)
        assert entries[name]["key"] == piece.season.key_name(piece.number - 1)
        assert entries[name]["instruments"] == [v.name for v in piece.season.voices()]


def test_the_rendered_sound_plays_its_midi(
    pieces: dict[str, Piece], decoded: dict[str, np.ndarray]
) -> None:
    """Frame by frame, each file's chroma follows its own MIDI's notes, and clearly better
    than any other piece's laid on the same time (a piece swapped, transposed, retimed or
    rendered from an older score fails)."""
    for name, x in decoded.items():
        heard = _chromagram(x)
        scores = {o: _agreement(heard, _piano_roll(p, len(heard))) for o, p in pieces.items()}
        own = scores.pop(name)
        best = max(scores, key=scores.__getitem__)
        assert own > 0.45, (name, own)
        assert own > scores[best] + 0.15, (name, own, best, scores[best])


@pytest.mark.slow  # every piece decoded and measured: make test-slow
def test_the_seasons_are_told_apart_by_their_notes(decoded: dict[str, np.ndarray]) -> None:
    means = {
        s.name: np.mean([sm.chroma(x, RATE) for n, x in decoded.items() if f"_{s.name}_" in n], 0)
        for s in SEASONS
    }
    for a, b in itertools.combinations(means, 2):
        assert _cosine(means[a], means[b]) < 0.9, (a, b)


# ---------------------------------------------------------------- the composer's music


def test_every_note_is_in_its_pieces_mode_and_its_instruments_range(
    pieces: dict[str, Piece],
) -> None:
    for piece in pieces.values():
        scale = {(piece.key.tonic + s) % 12 for s in MODES[piece.key.mode]}
        ranges = {v.name: (v.low - 7, v.high + 2) for v in piece.season.voices()}  # a bass below
        for part, notes in piece.parts.items():
            assert notes, (piece.name, part)
            for _, length, note, velocity in notes:
                assert note % 12 in scale, (piece.name, part, note)
                assert ranges[part][0] <= note <= ranges[part][1], (piece.name, part, note)
                assert length > 0 and 20 <= velocity <= 100, (piece.name, part)


def test_no_drums_and_each_instrument_on_its_channel(pieces: dict[str, Piece]) -> None:
    for piece in pieces.values():
        programs = {}
        for track in midi_file(piece).tracks[1:]:
            for msg in track:
                if msg.type == "program_change":
                    programs[msg.channel] = msg.program
                if msg.type == "note_on":
                    assert msg.channel != 9, piece.name
        assert sorted(programs.values()) == sorted(v.program for v in piece.season.voices())


def _lead_line(piece: Piece) -> tuple[int, ...]:
    """The intervals of the lead's first twelve notes: the piece's theme."""
    notes = [n[2] for n in piece.parts[piece.season.lead.name][:13]]
    return tuple(b - a for a, b in itertools.pairwise(notes))


def test_each_piece_has_its_own_theme_and_keys_vary_within_a_season(
    pieces: dict[str, Piece],
) -> None:
    themes = {name: _lead_line(p) for name, p in pieces.items()}
    assert len(set(themes.values())) == len(themes)
    for season in SEASONS:
        ours = [p for p in pieces.values() if p.season is season]
        assert len(ours) == PIECES
        assert len({(p.key.tonic, p.key.mode) for p in ours}) == PIECES


def test_the_melody_moves_mostly_by_step_and_spans_a_range(pieces: dict[str, Piece]) -> None:
    for piece in pieces.values():
        line = [n[2] for n in piece.parts[piece.season.lead.name]]
        leaps = [abs(b - a) for a, b in itertools.pairwise(line)]
        assert sum(1 for d in leaps if d <= 4) / len(leaps) > 0.6, piece.name
        assert max(d for d in leaps) <= 12, piece.name
        assert 7 <= max(line) - min(line) <= 24, piece.name


def test_each_piece_ends_on_its_tonic_at_a_calm_tempo(pieces: dict[str, Piece]) -> None:
    for piece in pieces.values():
        end = piece.bars * piece.metre
        last_bass = max(piece.parts[piece.season.bass.name])
        assert last_bass[2] % 12 == piece.key.tonic, piece.name
        assert last_bass[0] + last_bass[1] == end, piece.name
        lead = max(piece.parts[piece.season.lead.name])
        assert lead[2] % 12 == piece.key.tonic, piece.name  # the melody lands on the tonic
        tempi = sorted(piece.tempi.items())
        assert 70 <= tempi[0][1] <= 110 and tempi[-1][1] < tempi[0][1], piece.name
