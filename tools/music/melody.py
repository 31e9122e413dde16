"""Melodies: a motif (a bar's rhythm and its steps), carried through a four-bar phrase (the
motif, its sequence a step away, a bar that climbs to the phrase's peak, a cadence that
lands), its strong beats on the tones of the chord under them; and the variations a piece
makes of its phrases (passing notes filling the longer notes, a new turn before the close).

A melody is written in scale steps (0 the tonic, 7 an octave up): it stays in the mode by
construction; ``Key.pitch`` makes notes of it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

#: Bar rhythms (beats), by metre: the first ones carry a motif, the last ones close a phrase.
CELLS: dict[int, tuple[tuple[float, ...], ...]] = {
    3: (
        (1.0, 1.0, 1.0),
        (1.5, 0.5, 1.0),
        (1.0, 0.5, 0.5, 1.0),
        (2.0, 1.0),
        (0.5, 0.5, 1.0, 1.0),
        (1.0, 2.0),
    ),
    4: (
        (1.0, 1.0, 1.0, 1.0),
        (1.5, 0.5, 1.0, 1.0),
        (1.0, 0.5, 0.5, 2.0),
        (2.0, 1.0, 1.0),
        (0.5, 0.5, 1.0, 2.0),
        (1.5, 0.5, 2.0),
    ),
}
#: The rhythms of a phrase's last bar: long notes, the last the longest.
CLOSES: dict[int, tuple[tuple[float, ...], ...]] = {
    3: ((3.0,), (1.0, 2.0)),
    4: ((4.0,), (1.0, 3.0), (2.0, 2.0)),
}
#: Steps a motif moves by (mostly by step, now and then a leap of a third or fourth).
MOVES = (-1, -1, -1, 1, 1, 1, 2, -2, 3, -3, 0)

#: A note of a melody: where it starts in its phrase (beats), how long, its scale step.
Tone = tuple[float, float, int]


@dataclass(frozen=True)
class Motif:
    """A bar's rhythm and the steps between its notes."""

    cell: tuple[float, ...]
    moves: tuple[int, ...]

    def inverted(self) -> Motif:
        """The same rhythm, its steps turned upside down."""
        return Motif(self.cell, tuple(-m for m in self.moves))


def motif(rng: random.Random, metre: int) -> Motif:
    """A new motif: a rhythm of three or more notes and steps that do not all go one way."""
    cell = rng.choice([c for c in CELLS[metre] if len(c) >= 3])
    while True:
        moves = tuple(rng.choice(MOVES) for _ in range(len(cell) - 1))
        if any(m > 0 for m in moves) and any(m <= 0 for m in moves):
            return Motif(cell, moves)


def is_chord_tone(step: int, degree: int) -> bool:
    """Whether scale step ``step`` is a tone of the triad on ``degree``."""
    return (step - degree) % 7 in (0, 2, 4)


def snap(step: int, degree: int, direction: int) -> int:
    """The chord tone of ``degree`` nearest ``step`` (ties broken toward ``direction``)."""
    for d in (0, direction or 1, -(direction or 1), 2 * (direction or 1), -2 * (direction or 1)):
        if is_chord_tone(step + d, degree):
            return step + d
    return step


def _strong(offset: float, metre: int) -> bool:
    return offset == 0 or (metre == 4 and offset == 2)


def _fit(step: int, low: int, high: int) -> int:
    while step > high:
        step -= 7
    while step < low:
        step += 7
    return step


def bar(m: Motif, start: int, degree: int, metre: int, low: int, high: int) -> list[Tone]:
    """A bar of the motif from ``start`` (snapped to the chord), its strong beats on chord
    tones, kept in the range ``low``..``high`` (scale steps)."""
    step = _fit(snap(start, degree, 0), low, high)
    out: list[Tone] = []
    at = 0.0
    for i, length in enumerate(m.cell):
        if i:
            step += m.moves[i - 1]
            if _strong(at, metre):
                step = snap(step, degree, m.moves[i - 1])
            if not low <= step <= high:
                step -= 2 * m.moves[i - 1]
        out.append((at, length, step))
        at += length
    return out


def close(
    rng: random.Random, last: int, target_degree: int, metre: int, low: int, high: int
) -> list[Tone]:
    """A phrase's last bar: its long note on a tone of ``target_degree`` (the tonic itself
    when that is 0) near ``last``, approached from a step away when the rhythm has room."""
    cell = rng.choice(CLOSES[metre])
    if target_degree == 0:
        goal = min((s for s in range(low, high + 1) if s % 7 == 0), key=lambda s: abs(s - last))
    else:
        goal = snap(last, target_degree, -1)
        goal = _fit(goal, low, high)
    out: list[Tone] = []
    at = 0.0
    for i, length in enumerate(cell):
        step = goal if i == len(cell) - 1 else goal + (1 if last > goal else -1)
        out.append((at, length, step))
        at += length
    return out


def phrase(
    rng: random.Random,
    m: Motif,
    chords: list[int],
    metre: int,
    start: int,
    low: int,
    high: int,
    shift: int,
) -> list[Tone]:
    """Four bars over ``chords`` (a degree a bar): the motif from ``start``, its sequence
    ``shift`` steps away, a bar climbing to the phrase's peak (the motif inverted or a new
    rhythm), then the close on the last chord (the tonic, or the half cadence's chord)."""
    tones: list[Tone] = []
    first = bar(m, start, chords[0], metre, low, high)
    second = bar(m, first[0][2] + shift, chords[1], metre, low, high)
    peak_start = max(t[2] for t in first + second) - rng.choice((0, 1, 2))
    climb = m.inverted() if rng.random() < 0.5 else motif(rng, metre)
    third = bar(climb, peak_start, chords[2], metre, low, high)
    last = close(rng, third[-1][2], chords[3], metre, low, high)
    for k, notes in enumerate((first, second, third, last)):
        tones += [(k * metre + at, length, step) for at, length, step in notes]
    return smooth(tones, low, high)


def smooth(tones: list[Tone], low: int, high: int) -> list[Tone]:
    """The line with its wide leaps (more than a fifth) folded an octave toward the note
    before, where the range allows: the same tones of the chord, a singable line."""
    out: list[Tone] = []
    for at, length, step in tones:
        if out:
            prev = out[-1][2]
            while step - prev > 4 and step - 7 >= low:
                step -= 7
            while prev - step > 4 and step + 7 <= high:
                step += 7
        out.append((at, length, step))
    return out


def ornament(rng: random.Random, tones: list[Tone], share: float) -> list[Tone]:
    """The phrase with some of its longer notes (not the last) split: the note, then a
    passing note toward the next (or a neighbour note when the next is the same)."""
    out: list[Tone] = []
    for i, (at, length, step) in enumerate(tones):
        nxt = tones[i + 1][2] if i + 1 < len(tones) else None
        if nxt is not None and length >= 1.0 and rng.random() < share:
            half = length / 2
            between = step + (1 if nxt > step else -1) if nxt != step else step + 1
            out += [(at, half, step), (at + half, half, between)]
        else:
            out.append((at, length, step))
    return out
