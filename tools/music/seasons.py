"""Each season's voice in the score: its key signature (the seven pitch classes its pieces
keep to), the modes its pieces take within it, its instruments (General MIDI programs, where
they sit in the stereo field, how loud), its metre, its tempi and the way its accompaniment
moves.

The four signatures lie three fifths apart on the circle of fifths (A major's three sharps,
C's none, E-flat's three flats, G-flat's six flats): any two seasons share at most four of
their seven notes, so the seasons are told apart by their notes alone (the score's test
measures the rendered files' chroma).
"""

from __future__ import annotations

from dataclasses import dataclass

# The modes by their steps from the tonic: the key scheme's table, which music.json's keys
# are read by.
from evergreen.ui.sound.score import MODES

__all__ = ["MODES", "PIECES", "SEASONS", "Season", "Voice"]


#: Pitch-class names as the seasons spell them (flats for the flat keys).
SHARP_NAMES = ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")
FLAT_NAMES = ("C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "Cb")


@dataclass(frozen=True)
class Voice:
    """One instrument of a season: its name (for music.json), General MIDI program (0-127),
    pan (-1 left .. 1 right), channel volume (0-127) and range (MIDI notes)."""

    name: str
    program: int
    pan: float
    volume: int
    low: int
    high: int


@dataclass(frozen=True)
class Season:
    """A season's voice: its keys (tonic pitch class and mode, one per piece), its
    instruments by role, its metres and tempi, and how its accompaniment moves
    (``arpeggio``: broken chords running up and down; ``picking``: a guitar's bass and
    off-beats; ``broken``: a piano's slow broken chords; ``pad``: held chords)."""

    name: str
    keys: tuple[tuple[int, str], ...]
    flats: bool
    lead: Voice
    second: Voice
    inner: Voice
    bass: Voice
    comp: Voice
    bell: Voice | None
    metres: tuple[int, ...]
    tempo: tuple[int, int]
    comp_style: str
    bass_style: str

    def key_name(self, index: int) -> str:
        """The key of the season's piece ``index``, e.g. 'F# minor', 'B dorian'."""
        tonic, mode = self.keys[index % len(self.keys)]
        names = FLAT_NAMES if self.flats else SHARP_NAMES
        return f"{names[tonic]} {mode}"

    def voices(self) -> tuple[Voice, ...]:
        """Every instrument of the season, the MIDI channel order."""
        extra = (self.bell,) if self.bell else ()
        return (self.lead, self.second, self.inner, self.bass, self.comp, *extra)


SPRING = Season(
    name="spring",
    keys=((9, "major"), (6, "minor"), (11, "dorian"), (4, "mixolydian"), (2, "lydian")),
    flats=False,
    lead=Voice("flute", 73, 0.25, 96, 67, 88),
    second=Voice("oboe", 68, -0.3, 84, 64, 86),
    inner=Voice("clarinet", 71, -0.45, 62, 55, 74),
    bass=Voice("bassoon", 70, 0.1, 78, 38, 57),
    comp=Voice("harp", 46, 0.45, 82, 50, 81),
    bell=None,
    metres=(3, 4, 3, 3, 4),
    tempo=(84, 104),
    comp_style="arpeggio",
    bass_style="walk",
)

SUMMER = Season(
    name="summer",
    keys=((7, "mixolydian"), (0, "major"), (9, "minor"), (2, "dorian"), (5, "lydian")),
    flats=False,
    lead=Voice("marimba", 12, 0.4, 100, 64, 88),
    second=Voice("vibraphone", 11, -0.4, 82, 62, 84),
    inner=Voice("flute", 73, 0.6, 58, 64, 81),
    bass=Voice("acoustic bass", 32, 0.0, 88, 33, 52),
    comp=Voice("nylon guitar", 24, -0.6, 96, 47, 71),
    bell=None,
    metres=(4, 3, 4, 4, 3),
    tempo=(90, 108),
    comp_style="picking",
    bass_style="root-fifth",
)

AUTUMN = Season(
    name="autumn",
    keys=((0, "minor"), (5, "dorian"), (3, "major"), (10, "mixolydian"), (8, "lydian")),
    flats=True,
    lead=Voice("clarinet", 71, 0.2, 94, 55, 82),
    second=Voice("cello", 42, -0.3, 92, 43, 69),
    inner=Voice("viola", 41, -0.5, 56, 50, 69),
    bass=Voice("contrabass", 43, 0.05, 70, 31, 50),
    comp=Voice("piano", 0, 0.35, 80, 43, 76),
    bell=None,
    metres=(3, 4, 3, 4, 3),
    tempo=(80, 100),
    comp_style="broken",
    bass_style="held",
)

WINTER = Season(
    name="winter",
    keys=((3, "minor"), (6, "major"), (8, "dorian"), (1, "mixolydian"), (11, "lydian")),
    flats=True,
    lead=Voice("celesta", 8, 0.25, 104, 67, 91),
    second=Voice("violin", 40, -0.25, 78, 62, 84),
    inner=Voice("strings", 48, -0.1, 66, 51, 72),
    bass=Voice("slow strings", 49, 0.1, 70, 34, 53),
    comp=Voice("harp", 46, 0.5, 70, 51, 79),
    bell=Voice("tubular bells", 14, -0.45, 58, 60, 79),
    metres=(3, 3, 4, 3, 4),
    tempo=(76, 98),
    comp_style="pad",
    bass_style="held",
)

#: The seasons in the game's order.
SEASONS: tuple[Season, ...] = (SPRING, SUMMER, AUTUMN, WINTER)
#: How many pieces each season has.
PIECES = 5
