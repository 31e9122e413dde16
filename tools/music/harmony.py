"""Harmony in a mode: the triads on its degrees, progressions that move the way tonal
and modal music moves (a Markov walk between degrees, each phrase closed by a cadence the
mode owns), voicings led smoothly from one chord to the next, and the bass under them."""

from __future__ import annotations

import random
from dataclasses import dataclass

from tools.music.seasons import MODES

#: Where a chord tends to go next (degree 0 the tonic): weights of the next degree.
MOTION: dict[int, dict[int, int]] = {
    0: {3: 3, 4: 2, 5: 3, 1: 2, 2: 1},
    1: {4: 4, 6: 1, 2: 1, 3: 1},
    2: {5: 3, 3: 3, 1: 1},
    3: {4: 3, 0: 2, 1: 2, 6: 1},
    4: {0: 3, 5: 2, 3: 1},
    5: {1: 3, 3: 3, 4: 2, 2: 1},
    6: {0: 2, 2: 1, 3: 1, 4: 1},
}

#: The chords that close a phrase in each mode (the one before the tonic): V in major and
#: lydian (II as well), IV in dorian, bVII in mixolydian and minor (its v is minor).
CADENCE: dict[str, tuple[int, ...]] = {
    "major": (4, 4, 3),
    "lydian": (4, 1),
    "dorian": (3, 4),
    "mixolydian": (6, 3),
    "minor": (6, 4, 3),
}
#: The degrees a mode leans on for colour (its own note): where its phrases like to pass.
COLOUR: dict[str, int] = {"major": 5, "lydian": 1, "dorian": 3, "mixolydian": 6, "minor": 5}


@dataclass(frozen=True)
class Key:
    """A tonic (MIDI pitch class) and a mode."""

    tonic: int
    mode: str

    def pitch(self, step: int, octave_base: int = 60) -> int:
        """The MIDI note of scale step ``step`` (0 the tonic nearest above ``octave_base``
        rounded down to its C; 7 an octave up; negative below)."""
        steps = MODES[self.mode]
        octave, degree = divmod(step, 7)
        return octave_base - octave_base % 12 + self.tonic + 12 * octave + steps[degree]

    def triad(self, degree: int) -> tuple[int, int, int]:
        """The pitch classes of the triad on ``degree`` (root, third, fifth)."""
        return tuple((self.pitch(degree + k, 0)) % 12 for k in (0, 2, 4))  # type: ignore[return-value]

    def step_of(self, note: int) -> int:
        """The scale step of a MIDI note in this key (the nearest below if outside it)."""
        for s in range(-40, 60):
            if self.pitch(s, 60) >= note:
                return s if self.pitch(s, 60) == note else s - 1
        return 59


def progression(rng: random.Random, key: Key, bars: int, start: int, close: str) -> list[int]:
    """The degrees of a phrase, one a bar: from ``start``, walking the mode's motions, closed
    by a cadence: ``'full'`` (the mode's cadence chord, then the tonic in the last bar) or
    ``'half'`` (the last bar on the cadence chord)."""
    chords = [start]
    body = bars - (2 if close == "full" else 1)
    while len(chords) < body:
        options = MOTION[chords[-1]]
        if len(chords) == body - 1 and rng.random() < 0.5:
            options = {**options, COLOUR[key.mode]: options.get(COLOUR[key.mode], 0) + 3}
        degrees = sorted(options)
        pick = rng.choices(degrees, weights=[options[d] for d in degrees])[0]
        if pick == chords[-1]:
            pick = (pick + 3) % 7
        chords.append(pick)
    cadence = rng.choice(CADENCE[key.mode])
    if chords[-1] == cadence:
        chords[-1] = (cadence + 2) % 7 if cadence != 2 else 5
    if close == "full":
        return [*chords, cadence, 0]
    return [*chords, cadence]


def voice(key: Key, degree: int, low: int, high: int, previous: list[int] | None) -> list[int]:
    """Three notes of the triad on ``degree`` between ``low`` and ``high``, as near as can be
    to the ``previous`` voicing (smooth inner voices), or in the middle of the range."""
    pcs = key.triad(degree)
    candidates: list[list[int]] = []
    for base in range(low, high - 6):
        if base % 12 not in pcs:
            continue
        chord = [base]
        while len(chord) < 3:
            n = chord[-1] + 1
            while n % 12 not in pcs:
                n += 1
            chord.append(n)
        if chord[-1] <= high:
            candidates.append(chord)
    centre = (low + high) / 2
    if previous is None:
        return min(candidates, key=lambda c: abs(sum(c) / 3 - centre))
    return min(candidates, key=lambda c: sum(abs(a - b) for a, b in zip(c, previous, strict=True)))


def bass_root(key: Key, degree: int, low: int, high: int) -> int:
    """The root of the chord on ``degree`` in the bass's range (the lowest octave that fits
    above ``low`` + 2, so the line sits well in the instrument)."""
    pc = key.triad(degree)[0]
    n = low + 2 + (pc - (low + 2)) % 12
    return n if n <= high else n - 12
