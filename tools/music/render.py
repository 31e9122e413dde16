"""A piece made a file: its MIDI played by fluidsynth through the FluidR3 General MIDI
soundfont (44.1 kHz stereo, the synthesiser's own reverb and a little chorus), cut at the
end of its body plus a tail of up to ``TAIL`` seconds (faded out over its last second),
levelled to ``LUFS`` integrated with its true peak at or under ``CEILING``, and encoded by
oggenc at quality ``QUALITY``.

Needs ``fluidsynth`` and ``/usr/share/sounds/sf2/FluidR3_GM.sf2`` (Debian:
``fluidsynth``, ``fluid-soundfont-gm``) and ``oggenc`` (``vorbis-tools``).
"""

from __future__ import annotations

import subprocess
import tempfile
import warnings
from pathlib import Path

import numpy as np
from scipy.io import wavfile  # type: ignore[import-untyped]

from tools import sound_measure as sm

SOUNDFONT = Path("/usr/share/sounds/sf2/FluidR3_GM.sf2")
RATE = 44100
#: The loudness of each piece (integrated, LUFS) and the true peak it may not pass (dBTP,
#: before encoding: Vorbis adds a little).
LUFS = -20.0
CEILING = -1.8
#: The longest a piece rings on after its body (s), and the fade over the tail's end.
TAIL = 6.0
FADE = 1.0
#: oggenc's quality for the music.
QUALITY = 4
#: fluidsynth's settings: its reverb (a medium room, soft highs) and chorus, and its gain.
SYNTH_SETTINGS = (
    "synth.reverb.active=1",
    "synth.reverb.room-size=0.62",
    "synth.reverb.damp=0.45",
    "synth.reverb.width=0.9",
    "synth.reverb.level=0.7",
    "synth.chorus.active=1",
    "synth.chorus.level=0.8",
    "synth.sample-rate=44100",
    "audio.file.format=float",
)
GAIN = 0.5


def synthesise(midi: bytes, soundfont: Path = SOUNDFONT) -> np.ndarray:
    """The MIDI file's sound through fluidsynth (stereo float samples at ``RATE``)."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "piece.mid", Path(tmp) / "piece.wav"
        src.write_bytes(midi)
        options = [arg for s in SYNTH_SETTINGS for arg in ("-o", s)]
        subprocess.run(
            [
                "fluidsynth",
                "-ni",
                "-q",
                *options,
                "-g",
                str(GAIN),
                "-r",
                str(RATE),
                "-F",
                str(out),
                str(soundfont),
                str(src),
            ],
            check=True,
            capture_output=True,
        )
        with warnings.catch_warnings():  # fluidsynth's float file has a 'fact' chunk
            warnings.simplefilter("ignore", wavfile.WavFileWarning)
            rate, data = wavfile.read(out)
    assert rate == RATE, rate
    return np.asarray(data, dtype=np.float64)


def finish(x: np.ndarray, body: float) -> np.ndarray:
    """The piece cut to its body and tail (the tail ends where its sound has died 60 dB
    under the piece's peak, at most ``TAIL`` s), its last second faded, levelled."""
    start = int(body * RATE)
    tail = x[start : start + int(TAIL * RATE)]
    peak = float(np.max(np.abs(x))) or 1.0
    loud = np.nonzero(np.max(np.abs(tail), axis=1) > peak * 10 ** (-60 / 20))[0]
    keep = start + (int(loud[-1]) + 1 if len(loud) else 0) + int(0.05 * RATE)
    y = x[: min(keep, start + int(TAIL * RATE))].copy()
    fade = min(int(FADE * RATE), len(y) - start) if len(y) > start else 0
    if fade > 0:
        y[-fade:] *= (0.5 + 0.5 * np.cos(np.pi * np.arange(1, fade + 1) / fade))[:, None]
    gain = min(LUFS - sm.integrated_lufs(y, RATE), CEILING - sm.true_peak(y))
    return np.asarray(y * 10 ** (gain / 20), dtype=np.float64)


def encode(x: np.ndarray, out: Path, serial: int) -> None:
    """``x`` written as Ogg Vorbis at ``out`` (a fixed stream serial, no comments)."""
    pcm = np.clip(np.round(x * 32767), -32768, 32767).astype("<i2")
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "piece.wav"
        wavfile.write(wav, RATE, pcm)
        subprocess.run(
            [
                "oggenc",
                "--quiet",
                "-q",
                str(QUALITY),
                "--serial",
                str(serial),
                "--discard-comments",
                "-o",
                str(out),
                str(wav),
            ],
            check=True,
        )
