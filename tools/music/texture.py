"""What sounds under a piece's melody: the accompaniment (a harp's broken chords, a guitar's
picking, a piano's slow broken chords, or chords held and rolled), the inner voice holding a
tone of each chord as the piece goes on, the bells marking a section's start, and the bass.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tools.music.harmony import bass_root, voice

if TYPE_CHECKING:
    from tools.music.compose import Note, Piece

#: Which notes of a voicing (0-2, 3-5 an octave up) a broken chord takes, eighth by eighth.
ARPEGGIO = {3: (0, 1, 2, 3, 2, 1), 4: (0, 1, 2, 3, 4, 3, 2, 1)}
#: A guitar's picking pattern per metre: (beat, voicing notes) with -1 the bass.
PICKING = {
    3: ((0.0, (-1,)), (1.0, (1, 2)), (1.5, (0,)), (2.0, (1, 2)), (2.5, (0,))),
    4: ((0.0, (-1,)), (1.0, (1, 2)), (1.5, (0,)), (2.0, (-2,)), (2.5, (2,)), (3.0, (1, 2))),
}


def _bars(sections: list[tuple[str, list[int]]]) -> list[tuple[str, int]]:
    return [(name, degree) for name, chords in sections for degree in chords]


def _pick(chord: list[int], i: int) -> int:
    return chord[i % 3] + 12 * (i // 3)


def _above(pc: int, floor: int) -> int:
    """The lowest note of pitch class ``pc`` at or above ``floor``."""
    return floor + (pc - floor) % 12


def _comp_bar(
    rng: random.Random,
    style: str,
    chord: list[int],
    triad: tuple[int, int, int],
    at: float,
    metre: int,
    vel: int,
    floor: int,
) -> list[Note]:
    """One bar of the accompaniment in ``style`` on ``chord`` (its voicing; ``triad`` its
    root, third and fifth as pitch classes) from beat ``at``; its bass notes from ``floor``
    up."""
    out: list[Note] = []

    def jitter() -> int:
        return vel + rng.randint(-4, 4)

    if style == "arpeggio":
        for k, i in enumerate(ARPEGGIO[metre]):
            out.append((at + 0.5 * k, 1.0, _pick(chord, i), jitter() - 4 * (k % 2)))
    elif style == "picking":
        basses = {-1: _above(triad[0], floor), -2: _above(triad[2], floor)}
        for beat, picks in PICKING[metre]:
            for i in picks:
                p = basses[i] if i < 0 else _pick(chord, i)
                out.append((at + beat, 0.9 if i < 0 else 0.5, p, jitter() - (0 if i < 0 else 6)))
    elif style == "broken":
        out.append((at, float(metre), _above(triad[0], floor), jitter() - 2))
        order = (0, 1, 2) if metre == 3 else (0, 1, 2, 1)
        for k, i in enumerate(order):
            out.append((at + k, 1.2, _pick(chord, i + 1), jitter() - 6))
    else:  # held chords, rolled a little
        for k, p in enumerate(chord):
            out.append((at + 0.12 * k, float(metre) - 0.12 * k, p, jitter() - 6))
    return out


def accompany(
    rng: random.Random,
    piece: Piece,
    sections: list[tuple[str, list[int]]],
    parts: dict[str, list[Note]],
) -> None:
    """The accompaniment, the inner voice and the bells of ``piece``, added to ``parts``."""
    s, key, metre = piece.season, piece.key, piece.metre
    comp: list[int] | None = None
    inner: list[int] | None = None
    bars = _bars(sections)
    for b, (name, degree) in enumerate(bars):
        at = float(b * metre)
        comp = voice(key, degree, s.comp.low, s.comp.high - 12, comp)
        triad, floor = key.triad(degree), s.comp.low - 7
        if name == "end":
            if b == len(bars) - 2:
                end = _comp_bar(rng, "pad", comp, triad, at, 2 * metre, 46, floor)
                parts[s.comp.name] += end
        else:
            vel = 46 if name in ("intro", "B") else 50
            parts[s.comp.name] += _comp_bar(rng, s.comp_style, comp, triad, at, metre, vel, floor)
        inner = voice(key, degree, s.inner.low, s.inner.high, inner)
        everywhere = s.comp_style == "pad"
        if everywhere or name in ("A'", "B", "A''", "end"):
            notes = inner if everywhere else [inner[1]]
            length = float(2 * metre if name == "end" else metre)
            if name != "end" or b == len(bars) - 2:
                parts[s.inner.name] += [(at, length, p, 40 + rng.randint(0, 5)) for p in notes]
        first_of_section = b == 0 or bars[b - 1][0] != name
        if s.bell and first_of_section and name != "intro":
            pcs = key.triad(degree)
            bell = min(p for p in range(s.bell.low, s.bell.high + 1) if p % 12 == pcs[0])
            parts[s.bell.name].append((at, 2.0 * metre, bell, 44 + rng.randint(0, 6)))


def bass_line(
    piece: Piece, sections: list[tuple[str, list[int]]], parts: dict[str, list[Note]]
) -> None:
    """The bass of ``piece`` in its season's style (``walk``: the root, then a step leading to
    the next root; ``root-fifth``; ``held``: the root a whole bar), added to ``parts``."""
    s, key, metre = piece.season, piece.key, piece.metre
    bars = _bars(sections)
    line: list[Note] = []
    for b, (name, degree) in enumerate(bars):
        at = float(b * metre)
        r = bass_root(key, degree, s.bass.low, s.bass.high)
        nxt = bass_root(key, bars[b + 1][1], s.bass.low, s.bass.high) if b + 1 < len(bars) else r
        if name == "end":
            if b == len(bars) - 2:
                line.append((at, 2.0 * metre, r, 56))
            continue
        if s.bass_style == "walk" and nxt != r:
            side = 1 if nxt < r else -1
            step = key.pitch(key.step_of(nxt) + side)
            if step == r:  # the next root a step away: lead to it from its other side
                step = key.pitch(key.step_of(nxt) - side)
            line += [(at, metre - 1.0, r, 58), (at + metre - 1, 1.0, step, 50)]
        elif s.bass_style == "root-fifth":
            up = r + (key.triad(degree)[2] - r) % 12  # the chord's own fifth (diminished too)
            fifth = up if up <= s.bass.high else up - 12
            half = 2.0
            line += [(at, half - 0.2, r, 60), (at + half, metre - half - 0.2, fifth, 52)]
        else:
            line.append((at, float(metre), r, 54))
    parts[s.bass.name] += line
