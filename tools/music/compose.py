"""The composer: a season's piece from its seed, as notes on its instruments.

A piece's form: an intro (two bars of the accompaniment on the tonic), A (an eight-bar
period: a phrase closing on a half cadence, its answer closing on the tonic), A' (the period
again on the second instrument, ornamented, the inner voice joining), B (a new motif over a
progression starting away from the tonic, closing on a half cadence that leads home), A''
(the theme's answer back on the lead with a counter-line under it; in four-four A' is one
phrase, to keep the piece within its length), and an ending: the tonic held two bars while the tempo
broadens. Everything comes from ``random.Random(seed)``: the same seed, the same piece.
"""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass, field

from tools.music import melody as mel
from tools.music.harmony import Key, progression
from tools.music.seasons import MODES, Season, Voice
from tools.music.texture import accompany, bass_line

#: A note: start (beats from the piece's start), length (beats), MIDI note, velocity.
Note = tuple[float, float, int, int]
#: The length a piece's body aims at (s): long enough to be a piece, short enough that the
#: season's five fit the files' budget.
BODY = (62.0, 72.0)


@dataclass
class Piece:
    """A composed piece: its season, number (from 1), key, metre, tempo map (bar index ->
    beats a minute from that bar on), bars, and the notes of each of its instruments."""

    season: Season
    number: int
    key: Key
    metre: int
    tempi: dict[int, float]
    bars: int
    parts: dict[str, list[Note]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """Its file's name: ``music_<season>_<n>``."""
        return f"music_{self.season.name}_{self.number}"

    def seconds_at(self, beat: float) -> float:
        """The time (s) at ``beat`` beats from the start, through the tempo map."""
        out, at = 0.0, 0.0
        marks = sorted(self.tempi.items())
        for i, (bar, bpm) in enumerate(marks):
            end = marks[i + 1][0] * self.metre if i + 1 < len(marks) else math.inf
            here = max(bar * self.metre, at)
            upto = min(beat, end)
            if upto > here:
                out += (upto - here) * 60.0 / bpm
            at = end
            if beat <= end:
                break
        return out

    @property
    def body(self) -> float:
        """Seconds until the next piece starts: the end of the last bar."""
        return self.seconds_at(self.bars * self.metre)


def seed_of(season: str, number: int) -> int:
    """A piece's seed, from its season and number (stable across runs, unlike ``hash``)."""
    return int.from_bytes(hashlib.sha256(f"evergreen {season} {number}".encode()).digest()[:8])


def _steps(key: Key, v: Voice) -> tuple[int, int]:
    """A voice's range in scale steps of ``key`` (the whole notes inside it)."""
    return key.step_of(v.low) + 1, key.step_of(v.high)


def _velocity(rng: random.Random, base: int, at: float, span: float) -> int:
    """A velocity swelling to the middle of a phrase and easing off at its end."""
    arch = math.sin(math.pi * min(max(at / span, 0.0), 1.0))
    return max(20, min(110, round(base + 9 * arch - 3 + rng.uniform(-3, 3))))


def _play(
    rng: random.Random, key: Key, tones: list[mel.Tone], offset: float, base: int, span: float
) -> list[Note]:
    return [
        (offset + at, length, key.pitch(step), _velocity(rng, base, at, span))
        for at, length, step in tones
    ]


def _counter(
    key: Key, line: list[Note], chords: list[int], metre: int, offset: float, v: Voice
) -> list[Note]:
    """A counter-line under a melody: a chord tone about a sixth below the melody at each
    bar's start (and its middle in four-four), held, kept in the voice's range."""
    out: list[Note] = []
    hold = 2.0 if metre == 4 else 3.0
    for b, degree in enumerate(chords):
        for half in range(metre // int(hold) if metre == 4 else 1):
            at = offset + b * metre + half * hold
            sounding = [n for n in line if n[0] <= at < n[0] + n[1]] or line[:1]
            target = sounding[0][2] - 9
            pcs = key.triad(degree)
            options = [p for p in range(v.low, v.high + 1) if p % 12 in pcs]
            out.append((at, hold, min(options, key=lambda p: abs(p - target)), 50))
    return out


def _tempo(rng: random.Random, season: Season, beats: int) -> float:
    """A tempo (beats a minute) in the season's range that gives the piece a body of about
    ``BODY`` seconds (the ending's broadening adds a little)."""
    target = rng.uniform(*BODY)
    needed = beats * 60.0 / target * 1.03
    return float(round(min(max(needed, season.tempo[0]), season.tempo[1])))


def compose(season: Season, number: int) -> Piece:
    """Season ``season``'s piece ``number`` (from 1)."""
    rng = random.Random(seed_of(season.name, number))
    tonic, mode = season.keys[(number - 1) % len(season.keys)]
    assert mode in MODES
    key = Key(tonic, mode)
    metre = season.metres[(number - 1) % len(season.metres)]
    theme = mel.motif(rng, metre)
    answer_shift = rng.choice((1, -1, 2))
    a1 = progression(rng, key, 4, 0, "half")
    a2 = progression(rng, key, 4, 0, "full")
    b1 = progression(rng, key, 4, rng.choice((3, 5)), "half")
    b2 = progression(rng, key, 4, rng.choice((5, 1, 3)), "half")
    sections: list[tuple[str, list[int]]] = [
        ("intro", [0, 0]),
        ("A", a1 + a2),
        ("A'", a1 if metre == 4 else a1 + a2),
        ("B", b1 + b2),
        ("A''", a2),
        ("end", [0, 0]),
    ]
    bars = sum(len(c) for _, c in sections)
    bpm = _tempo(rng, season, bars * metre)
    tempi = {0: bpm, bars - 3: bpm * 0.93, bars - 2: bpm * 0.86, bars - 1: bpm * 0.8}
    piece = Piece(season, number, key, metre, tempi, bars)
    parts: dict[str, list[Note]] = {v.name: [] for v in season.voices()}
    lo, hi = _steps(key, season.lead)
    lo2, hi2 = _steps(key, season.second)
    start = mel.snap(lo + round(0.35 * (hi - lo)), 0, 1)
    b_motif = mel.motif(rng, metre)
    phrases = {
        "a1": mel.phrase(rng, theme, a1, metre, start, lo, hi, answer_shift),
        "a2": mel.phrase(rng, theme, a2, metre, start, lo, hi, answer_shift),
    }
    bar_at = 0
    for name, chords in sections:
        offset = float(bar_at * metre)
        span = 4.0 * metre
        if name in ("A", "A''"):
            tones = phrases["a2"] if name == "A''" else phrases["a1"]
            parts[season.lead.name] += _play(rng, key, tones, offset, 74, span)
            if name == "A":
                parts[season.lead.name] += _play(rng, key, phrases["a2"], offset + span, 74, span)
            if name == "A''":
                line = [n for n in parts[season.lead.name] if n[0] >= offset]
                parts[season.second.name] += _counter(
                    key, line, chords, metre, offset, season.second
                )
        elif name == "A'":
            middle = sum(t[2] for t in phrases["a1"]) / len(phrases["a1"])
            shift = 7 * round(((lo2 + hi2) / 2 - middle) / 7)
            for k, tones in enumerate([phrases["a1"], phrases["a2"]][: len(chords) // 4]):
                varied = mel.ornament(rng, tones, 0.45)
                moved = [(at, length, step + shift) for at, length, step in varied]
                parts[season.second.name] += _play(rng, key, moved, offset + k * span, 72, span)
        elif name == "B":
            b_start = lo + round(rng.uniform(0.15, 0.45) * (hi - lo))
            for k, chords4 in enumerate((b1, b2)):
                tones = mel.phrase(rng, b_motif, chords4, metre, b_start + k, lo, hi, -1)
                parts[season.lead.name] += _play(rng, key, tones, offset + k * span, 68, span)
        bar_at += len(chords)
    accompany(rng, piece, sections, parts)
    bass_line(piece, sections, parts)
    piece.parts = {k: sorted(v) for k, v in parts.items()}
    return piece
