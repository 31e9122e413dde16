"""The music's score: each season's key, phrases of chords, and the notes its sparse layers
may play over each chord. One table for the synthesis (``tools/make_sounds.py`` renders a
file per phrase and per note) and the player (which strings the phrases together in an
order of its choosing and lays the bells and plucks over them as the chords pass).

One key scheme: every cue of the game is in G major pentatonic (G A B D E) and every season
is in a key whose scale holds it (Spring D major; Summer G major; Autumn A dorian and Winter
E minor, both on G major's notes), so no cue is ever a semitone from the music under it.
The layers' notes are the same pentatonic.

Any phrase may follow any other: each starts on the season's home chord and ends on a chord
that leads back to it, and the pads of one phrase are the same notes, whichever phrase came
before (a phrase's file holds its last chord's release and its reverb: the next phrase starts
on another channel while that rings, so the two add up to one continuous piece).
"""

from __future__ import annotations

from dataclasses import dataclass

from evergreen.rules import Season

#: Semitones of each note letter from C.
_LETTERS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
#: A chord's notes above its root (semitones), by its quality's suffix.
QUALITIES: dict[str, tuple[int, ...]] = {
    "": (0, 4, 7),
    "m": (0, 3, 7),
    "sus2": (0, 2, 7),
    "sus4": (0, 5, 7),
    "add9": (0, 4, 7, 14),
    "maj7": (0, 4, 7, 11),
    "m7": (0, 3, 7, 10),
    "7sus4": (0, 5, 7, 10),
    "6": (0, 4, 7, 9),
    "m9": (0, 3, 7, 10, 14),
}
#: The cues' scale, and the layers': G major pentatonic.
PENTATONIC = frozenset({7, 9, 11, 2, 4})  # G A B D E


def midi(name: str) -> int:
    """The MIDI number of a note name such as ``"G4"``, ``"F#3"`` or ``"Bb2"`` (A4 = 69)."""
    semis = _LETTERS[name[0]]
    rest = name[1:]
    while rest and rest[0] in "#b":
        semis += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 12 * (int(rest) + 1) + semis


def chord_root(chord: str) -> tuple[int, str]:
    """A chord symbol's root pitch class and quality suffix: ``"F#m7"`` → (6, "m7")."""
    root = _LETTERS[chord[0]]
    rest = chord[1:]
    if rest[:1] in ("#", "b"):
        root += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    if rest not in QUALITIES:
        raise ValueError(f"unknown chord quality in {chord!r}")
    return root % 12, rest


def chord_classes(chord: str) -> frozenset[int]:
    """The pitch classes of a chord symbol."""
    root, quality = chord_root(chord)
    return frozenset((root + step) % 12 for step in QUALITIES[quality])


def voicing(chord: str) -> tuple[int, ...]:
    """A chord's notes for the pads (MIDI): the root low (D2-C#3), then its other notes, each
    in the octave from F#3 up (a close voicing in one register, so that chord to chord the
    voices move by small steps), and the root again on top of them."""
    root, quality = chord_root(chord)
    bass = 38 + (root - 2) % 12  # D2 (38) up to C#3 (49)
    upper = sorted(54 + (root + step - 54) % 12 for step in QUALITIES[quality] if step)
    top = 54 + (root - 54) % 12
    while top <= upper[-1] - 5:
        top += 12
    second = bass + 7 if 7 in QUALITIES[quality] else bass + 12
    return tuple(dict.fromkeys((bass, second, *upper, top)))  # each note once


@dataclass(frozen=True)
class Mood:
    """One season's music: its key, chords' length, phrases, pads' colour and layers."""

    key: str  # e.g. "D major" (for people; ``scale`` is what is checked)
    scale: frozenset[int]  # the key's pitch classes
    slot: float  # seconds a chord lasts
    phrases: tuple[tuple[str, ...], ...]  # chord symbols, each phrase from the home chord
    warmth: float  # the pads' share of a soft saw over a sine (0-1)
    cutoff: float  # the pads' low-pass (Hz)
    cents: float  # the pads' detune, each side
    air: float  # the breath of noise over the pads (0-1)
    bells: float  # how often the bells layer plays (the share of phrases it is in)
    plucks: float  # ... and the plucks layer
    gap: tuple[float, float]  # seconds between the bells' notes (least, most)

    @property
    def body(self) -> float:
        """Seconds from one phrase's start to the next's (every phrase has as many chords)."""
        return self.slot * len(self.phrases[0])


def _scale(tonic: str, steps: tuple[int, ...]) -> frozenset[int]:
    root = _LETTERS[tonic[0]] + (1 if tonic[1:] == "#" else 0)
    return frozenset((root + s) % 12 for s in steps)


MAJOR = (0, 2, 4, 5, 7, 9, 11)
MINOR = (0, 2, 3, 5, 7, 8, 10)
DORIAN = (0, 2, 3, 5, 7, 9, 10)

MOODS: dict[Season, Mood] = {
    # fresh: D major, open, moving a little faster, the bells often
    Season.SPRING: Mood(
        "D major",
        _scale("D", MAJOR),
        5.5,
        (
            ("Dadd9", "G", "Bm7", "Asus4"),
            ("Dadd9", "Em7", "G", "A"),
            ("Dadd9", "F#m", "Gmaj7", "Asus4"),
        ),
        warmth=0.55,
        cutoff=5000.0,
        cents=6.0,
        air=0.0,
        bells=0.7,
        plucks=0.5,
        gap=(2.0, 5.0),
    ),
    # warm: G major, rich pads, the plucks more than the bells
    Season.SUMMER: Mood(
        "G major",
        _scale("G", MAJOR),
        6.0,
        (
            ("Gadd9", "Cmaj7", "Em7", "D"),
            ("Gadd9", "Am7", "Cmaj7", "Dsus4"),
            ("Gadd9", "Em7", "Am7", "D"),
        ),
        warmth=0.75,
        cutoff=4500.0,
        cents=8.0,
        air=0.0,
        bells=0.5,
        plucks=0.65,
        gap=(2.5, 6.0),
    ),
    # amber: A dorian (G major's notes), dusky and slower, softer on top
    Season.AUTUMN: Mood(
        "A dorian",
        _scale("A", DORIAN),
        6.5,
        (
            ("Am9", "D", "G", "Em7"),
            ("Am9", "Cmaj7", "G", "D"),
            ("Am9", "Em7", "Cmaj7", "Dsus2"),
        ),
        warmth=0.65,
        cutoff=3900.0,
        cents=7.0,
        air=0.0,
        bells=0.45,
        plucks=0.6,
        gap=(3.0, 7.0),
    ),
    # sparse: E minor, open and cold, slow, clear bells now and then
    Season.WINTER: Mood(
        "E minor",
        _scale("E", MINOR),
        7.0,
        (
            ("Em9", "Cmaj7", "G", "D"),
            ("Em9", "Am7", "Cmaj7", "Bm7"),
            ("Em9", "G", "D", "Cmaj7"),
        ),
        warmth=0.4,
        cutoff=3600.0,
        cents=5.0,
        air=0.0,
        bells=0.55,
        plucks=0.35,
        gap=(3.5, 8.0),
    ),
}

#: The bells' notes (each a file: ``bell_<name>``), the pentatonic from D5 to E6.
BELLS: tuple[str, ...] = ("D5", "E5", "G5", "A5", "B5", "D6", "E6")
#: The plucks' notes (``pluck_<name>``), the pentatonic from G3 to D5.
PLUCKS: tuple[str, ...] = ("G3", "A3", "B3", "D4", "E4", "G4", "A4", "B4", "D5")


def fits(note: str, chord: str) -> bool:
    """True if a layer's note sounds well over a chord: one of its notes, or none of its
    notes is a semitone (or the same as a step of a semitone) away."""
    pc = midi(note) % 12
    tones = chord_classes(chord)
    return pc in tones or all((pc - t) % 12 not in (1, 11) for t in tones)


def phrase_name(season: Season, index: int) -> str:
    """The file of a season's phrase: ``music_spring_1``..."""
    return f"music_{season.name.lower()}_{index + 1}"


def note_name(layer: str, note: str) -> str:
    """The file of a layer's note: ``bell_d5``, ``pluck_g3``..."""
    return f"{layer}_{note.lower().replace('#', 's')}"
