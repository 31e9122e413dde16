"""The sound's key scheme: every tuned cue is written in G major pentatonic (G A B D E) and
made once for each season, moved into that season's key (``cue_shift``: the nearest
transposition that puts its five notes inside every one of the season's pieces' scales); the
music's pieces say their key in ``music.json`` (``"key": "D dorian"``), read here as the
pitch classes of its scale, so a check can hold the cues to the music under them.

(The music was once pads of chords from here with bells and plucks laid over them by the
player; it is now whole pieces composed by ``tools.music`` and played by a soundfont, so the
chords and the layers' notes are gone.)
"""

from __future__ import annotations

from collections.abc import Iterable

#: Semitones of each note letter from C.
_LETTERS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
#: The cues' scale as written: G major pentatonic (each season's takes are moved from it).
PENTATONIC = frozenset({7, 9, 11, 2, 4})  # G A B D E
#: The modes a key may name, as steps above its tonic.
MODES: dict[str, tuple[int, ...]] = {
    "major": (0, 2, 4, 5, 7, 9, 11),
    "ionian": (0, 2, 4, 5, 7, 9, 11),
    "dorian": (0, 2, 3, 5, 7, 9, 10),
    "phrygian": (0, 1, 3, 5, 7, 8, 10),
    "lydian": (0, 2, 4, 6, 7, 9, 11),
    "mixolydian": (0, 2, 4, 5, 7, 9, 10),
    "minor": (0, 2, 3, 5, 7, 8, 10),
    "aeolian": (0, 2, 3, 5, 7, 8, 10),
}


def _accidentals(signs: str) -> int:
    """Semitones up (♯, #) and down (♭, b) of a note name's signs."""
    return sum(1 if c in "#♯" else -1 if c in "b♭" else 0 for c in signs)


def pitch_class(name: str) -> int:
    """The pitch class of a note's name without its octave: ``"F#"`` → 6, ``"Bb"`` → 10."""
    return (_LETTERS[name[0].upper()] + _accidentals(name[1:])) % 12


def midi(name: str) -> int:
    """The MIDI number of a note name such as ``"G4"``, ``"F#3"`` or ``"Bb2"`` (A4 = 69)."""
    octave = next(k for k in range(1, len(name)) if name[k].isdigit() or name[k] == "-")
    letter = _LETTERS[name[0].upper()]
    return 12 * (int(name[octave:]) + 1) + letter + _accidentals(name[1:octave])


def key_scale(key: str) -> frozenset[int]:
    """The pitch classes of a key as ``music.json`` names it: ``"D dorian"``, ``"C minor"``,
    ``"F♯ Mixolydian"``; ValueError for one it cannot read."""
    try:
        tonic, mode = key.split()
        steps = MODES[mode.lower()]
        root = pitch_class(tonic)
    except (ValueError, KeyError) as exc:
        raise ValueError(f"not a key: {key!r}") from exc
    return frozenset((root + s) % 12 for s in steps)


def transposed(scale: frozenset[int], steps: int) -> frozenset[int]:
    """``scale``'s pitch classes moved ``steps`` semitones (up if positive)."""
    return frozenset((c + steps) % 12 for c in scale)


def cue_shift(scales: Iterable[frozenset[int]]) -> int:
    """The transposition (semitones) of the cues' pentatonic that lies inside every one of
    ``scales`` (a season's pieces' keys): the smallest move, up or down (up on a tie);
    ValueError if none does (the season's keys share no major pentatonic)."""
    wanted = list(scales)
    for steps in sorted(range(-5, 7), key=lambda k: (abs(k), -k)):
        if all(transposed(PENTATONIC, steps) <= scale for scale in wanted):
            return steps
    raise ValueError("no major pentatonic lies in every one of these keys")
