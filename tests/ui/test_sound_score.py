"""The sound's key scheme (``sound.score``): note names and the keys ``music.json`` names."""

from __future__ import annotations

import pytest

from evergreen.ui.sound import score


def test_note_names_read_as_midi_numbers() -> None:
    assert score.midi("A4") == 69 and score.midi("C4") == 60
    assert score.midi("F#3") == 54 and score.midi("Bb2") == 46 and score.midi("Cb4") == 59
    assert score.midi("C-1") == 0


def test_keys_read_as_their_scales() -> None:
    assert score.key_scale("G major") == frozenset({7, 9, 11, 0, 2, 4, 6})
    assert score.key_scale("D dorian") == frozenset({2, 4, 5, 7, 9, 11, 0})
    assert score.key_scale("C minor") == frozenset({0, 2, 3, 5, 7, 8, 10})
    assert score.key_scale("F♯ Mixolydian") == score.key_scale("F# mixolydian")
    assert score.key_scale("G major") >= score.PENTATONIC
    assert score.key_scale("E minor") >= score.PENTATONIC
    for bad in ("H major", "D", "D blues", ""):
        with pytest.raises(ValueError):
            score.key_scale(bad)
