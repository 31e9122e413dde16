"""The measures of ``make sound-check`` (tools/sound_measure.py, tools/sound_check.py) on
signals whose answers are known: a sine's chroma, a tone's loudness, a gap of silence, two
identical seasons, a low thump and a click through a high-pass, a cadence's notes against a
key, a Vorbis file's header, a log of pieces played again. No game run, no committed file."""

from __future__ import annotations

import shutil
import struct
import subprocess
import wave
from pathlib import Path

import numpy as np
import pytest

from tools import sound_check as sc
from tools import sound_measure as sm

RATE = 44100


def sine(freq: float, seconds: float, level_db: float = -20.0) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return np.asarray(10 ** (level_db / 20) * np.sin(2 * np.pi * freq * t))


def tone(note: int, seconds: float, level: float = 0.3) -> np.ndarray:
    """A harmonic tone (five partials, decaying) at MIDI ``note``."""
    f = 440.0 * 2 ** ((note - 69) / 12)
    t = np.arange(int(seconds * RATE)) / RATE
    wave_ = sum(np.sin(2 * np.pi * f * k * t) / k for k in range(1, 6))
    return np.asarray(level * wave_ * np.exp(-t / 0.6))


def test_a_sines_chroma_is_its_pitch_class() -> None:
    for note, pc in ((69, 9), (67, 7), (61, 1)):
        profile = sm.chroma(tone(note, 1.0), RATE)
        assert int(np.argmax(profile)) == pc
        assert profile[pc] > 0.6
    assert sm.notes_of(sm.chroma(sine(440.0, 1.0), RATE)) == {9}


def test_a_known_loudness_and_the_loudest_second() -> None:
    """A 997 Hz sine at -20 dBFS reads -23 LUFS; its loudest second too; 6 dB up, 6 LU up."""
    x = sine(997.0, 5.0)
    assert sm.integrated_lufs(x, RATE) == pytest.approx(-23.0, abs=0.1)
    assert sm.loudest_second(x, RATE) == pytest.approx(-23.0, abs=0.1)
    louder = np.concatenate([x, 2 * x[: RATE * 2], x])
    assert sm.loudest_second(louder, RATE) == pytest.approx(-23.0 + 6.02, abs=0.1)


def test_a_150_ms_gap_is_silence_and_a_50_ms_one_is_not() -> None:
    x = sine(440.0, 3.0)
    x[RATE : RATE + int(0.15 * RATE)] = 0.0
    x[2 * RATE : 2 * RATE + int(0.05 * RATE)] = 0.0
    found = sm.silences(x, RATE, -60.0, 0.1)
    assert len(found) == 1
    start, length = found[0]
    assert start == pytest.approx(1.0, abs=0.011)
    assert length == pytest.approx(0.15, abs=0.011)
    assert sm.silences(sine(440.0, 2.0), RATE) == []
    quiet = sine(440.0, 1.0, -70.0)  # under the threshold: silence, though not zero
    assert sm.silences(np.stack([quiet, quiet], axis=1), RATE) == [(0.0, 1.0)]


def test_two_identical_seasons_have_cosine_one() -> None:
    a = sm.chroma(tone(62, 1.0) + tone(66, 1.0) + tone(69, 1.0), RATE)  # D major
    b = sm.chroma(tone(60, 1.0) + tone(63, 1.0) + tone(67, 1.0), RATE)  # C minor
    assert sm.cosine(a, a.copy()) == pytest.approx(1.0)
    assert sm.cosine(a, b) < 0.5
    assert sm.cosine(np.eye(12)[0], np.eye(12)[1]) == 0.0
    assert sm.cosine(np.zeros(12), a) == 0.0


def test_a_low_thump_loses_many_lu_through_the_high_pass_and_a_click_few() -> None:
    t = np.arange(int(0.5 * RATE)) / RATE
    thump = 0.5 * np.sin(2 * np.pi * 80 * t) * np.exp(-t / 0.08)
    click = np.zeros(int(0.5 * RATE))
    rng = np.random.default_rng(2)
    n = int(0.01 * RATE)
    click[:n] = rng.normal(size=n) * 0.3 * np.exp(-np.arange(n) / (0.002 * RATE))
    assert sm.highpass_loss(thump, RATE) > 15.0
    assert sm.highpass_loss(click, RATE) < 1.0
    mid = sine(1000.0, 1.0)
    assert sm.highpass_loss(mid, RATE) == pytest.approx(0.0, abs=0.05)


def test_key_names_give_their_notes() -> None:
    assert sm.key_scale("C major") == {0, 2, 4, 5, 7, 9, 11}
    assert sm.key_scale("D dorian") == sm.key_scale("C major")
    assert sm.key_scale("E minor") == sm.key_scale("G major")
    assert sm.key_scale("G major pentatonic") == {7, 9, 11, 2, 4}
    assert sm.key_scale("F# mixolydian") == {6, 8, 10, 11, 1, 3, 4}
    assert sm.key_scale("Bb lydian") == sm.key_scale("B♭ Lydian") == {10, 0, 2, 4, 5, 7, 9}
    assert sm.key_scale("F♯ minor") == sm.key_scale("A major")
    for bad in ("H major", "C", "C bebop"):
        with pytest.raises(ValueError):
            sm.key_scale(bad)


def cadence() -> np.ndarray:
    """Today's game_end in miniature: steps D5 E5 F#5 over a quiet bass B3 C4 D4, 0.2 s
    apart, then a long G major chord: the steps and the bass sound only briefly."""
    out = np.zeros(int(3.0 * RATE))
    for i, (top, bass) in enumerate(((74, 59), (76, 60), (78, 62))):
        at = int(0.2 * i * RATE)
        out[at : at + int(0.6 * RATE)] += tone(top, 0.6, 0.3) + tone(bass, 0.6, 0.1)
    at = int(0.62 * RATE)
    chord = sum(tone(n, 2.3, 0.3) for n in (55, 62, 71, 79))
    out[at : at + len(chord)] += chord
    return out


def test_notes_are_found_where_they_sound() -> None:
    """The averaged spectrum misses the cadence's brief F# and its quiet C under the long
    chord; found moment by moment, every note is there, and nothing more."""
    x = cadence()
    assert sm.notes_in_time(x, RATE) == {11, 0, 2, 4, 6, 7}  # B C D E F# G
    assert not {0, 6} <= sm.notes_heard(x, RATE)
    assert sm.notes_in_time(tone(67, 1.0), RATE) == {7}


def test_the_key_check_catches_a_cue_off_the_key() -> None:
    """game_end's C and F# outside the cues' G major pentatonic (inside Winter's E minor);
    a cue in its season's moved pentatonic passes; each file is held to its own season's
    scales only (a take made for Summer is not held to Winter's key)."""
    pentatonic = sm.key_scale("G major pentatonic")
    notes = {
        "game_end_winter": sm.notes_in_time(cadence(), RATE),
        "sprout_winter": sm.notes_in_time(tone(67, 1.0), RATE),
        "sprout_summer": sm.notes_in_time(tone(69, 1.0), RATE),
        "hint_summer": frozenset({4, 11}),
        "undo_summer": frozenset({7}),
    }
    seasons = {name: name.rsplit("_", 1)[1] for name in notes}
    moved = {"winter": pentatonic, "summer": sm.key_scale("A major pentatonic")}
    scales = {"winter": sm.key_scale("E minor"), "summer": sm.key_scale("A major")}
    wrong = sc.key_check(notes, moved, scales, seasons)
    assert wrong == {
        "game_end_winter": ["cues' scale in winter: C,F#"],
        "undo_summer": ["cues' scale in summer: G", "summer: G"],
    }
    scales["summer"] = sm.key_scale("F major")
    wrong = sc.key_check(notes, None, scales, seasons)
    assert wrong == {"hint_summer": ["summer: B"]}
    assert sc.key_check(notes, None, {"winter": scales["winter"]}, seasons) == {}


def test_the_soonest_return_of_a_piece() -> None:
    starts = [(0.0, "spring", 0), (80.0, "spring", 1), (170.0, "spring", 0)]
    starts += [(400.0, "spring", 0), (500.0, "summer", 0), (700.0, "spring", 1)]
    assert sm.shortest_returns(starts) == {("spring", 0): 170.0, ("spring", 1): 620.0}
    assert sm.shortest_returns([(0.0, "spring", 0), (90.0, "spring", 1)]) == {}


def write_wav(path: Path, x: np.ndarray) -> None:
    data = (np.clip(x, -1, 1) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as f:
        f.setnchannels(data.shape[1] if data.ndim == 2 else 1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(data.tobytes())


def ogg_page(packet: bytes, granule: int) -> bytes:
    """An Ogg page of one packet (its CRC left at zero: the reader does not check it)."""
    lacing = bytes([255] * (len(packet) // 255) + [len(packet) % 255])
    head = b"OggS" + bytes([0, 2]) + struct.pack("<qIII", granule, 1, 0, 0)
    return head + bytes([len(lacing)]) + lacing + packet


def test_a_vorbis_header_is_read(tmp_path: Path) -> None:
    ident = b"\x01vorbis" + struct.pack("<IBIiii", 0, 2, 44100, 0, 128000, 0) + b"\xb8\x01"
    path = tmp_path / "made.ogg"
    path.write_bytes(ogg_page(ident, 0) + ogg_page(b"\x00" * 300, 44100 * 10))
    info = sm.vorbis_info(path)
    assert (info.channels, info.rate, info.nominal) == (2, 44100, 128000)
    assert info.seconds == pytest.approx(10.0)
    assert info.quality == pytest.approx(4.0)
    assert info.bytes_per_second == pytest.approx(path.stat().st_size / 10)
    (tmp_path / "not.ogg").write_bytes(b"RIFF....")
    with pytest.raises(ValueError):
        sm.vorbis_info(tmp_path / "not.ogg")


@pytest.mark.skipif(shutil.which("oggenc") is None, reason="needs oggenc (vorbis-tools)")
@pytest.mark.parametrize("quality", [1, 4, 6])
def test_the_quality_oggenc_was_given_is_read_back(tmp_path: Path, quality: int) -> None:
    rng = np.random.default_rng(quality)
    x = 0.1 * rng.normal(size=(2 * RATE, 2))
    write_wav(tmp_path / "x.wav", x)
    out = tmp_path / "x.ogg"
    subprocess.run(
        ["oggenc", "-Q", "-q", str(quality), str(tmp_path / "x.wav"), "-o", str(out)], check=True
    )
    info = sm.vorbis_info(out)
    assert info.quality == pytest.approx(quality, abs=0.01)
    assert info.seconds == pytest.approx(2.0, abs=0.001)
    write_wav(tmp_path / "m.wav", x[:, 0])
    subprocess.run(["oggenc", "-Q", "-q", str(quality), str(tmp_path / "m.wav")], check=True)
    assert sm.vorbis_info(tmp_path / "m.ogg").quality == pytest.approx(quality, abs=0.01)


def test_a_noises_bump_is_not_a_note_and_a_short_note_is() -> None:
    """A note is a line: a short resonance of noise (a leaf's or a card's patch, ringing
    1.5 ms: a bump some 200 Hz wide) is not a note however loud, while a struck note dying
    in 50 ms (6 Hz wide) is one; both beside each other, only the note is found."""
    rng = np.random.default_rng(4)
    t = np.arange(int(0.6 * RATE)) / RATE
    ring = np.sin(2 * np.pi * 1300 * t[:200]) * np.exp(-t[:200] / 0.0015)
    impulses = (rng.random(len(t)) < 3000 / RATE) * rng.uniform(-1, 1, len(t))
    rustle = np.convolve(impulses, ring)[: len(t)]
    rustle *= 0.3 / np.max(np.abs(rustle))
    knock = 0.3 * np.sin(2 * np.pi * 277.2 * t) * np.exp(-t / 0.05)
    assert sm.fundamentals(rustle, RATE) == []
    assert sm.fundamentals(rustle, RATE, line_db=0.0), "without the line test the bump counts"
    found = sm.fundamentals(rustle + knock, RATE)
    assert len(found) == 1 and abs(found[0] - 277.2) < 3
