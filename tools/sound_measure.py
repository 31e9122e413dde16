"""Measures of sound as a mixing engineer reads them: loudness (ITU-R BS.1770 / EBU R 128,
through pyloudnorm), true peak, the level of a band over time, stereo correlation, and the
pitch classes of a sound (its chroma) against a key.

Also the notes of a sound as they come (``notes_in_time``), a key's notes by its name
(``key_scale``), the loudest second, stretches of silence, the loudness a laptop's speakers
lose (``highpass_loss``), the repetition in a log of pieces started, and an Ogg Vorbis file's
header (its nominal bitrate, ``vorbis_info``).

Used by ``tools/sound_check.py`` (the mixed stream captured from the game), by
``tools/make_sounds.py`` (each file's level, for the player's gains) and by the tests. Pure
functions of float arrays in -1..1: mono ``(n,)`` or stereo ``(n, 2)`` (but ``vorbis_info``,
which reads a file).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyloudnorm  # type: ignore[import-untyped]
from numpy.typing import NDArray
from scipy import signal  # type: ignore[import-untyped]

Audio = NDArray[np.float64]

#: Pitch-class names, C = 0.
PITCH_CLASSES = ("C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")
#: The diatonic scales by their steps from the tonic.
MAJOR_STEPS = (0, 2, 4, 5, 7, 9, 11)
MINOR_STEPS = (0, 2, 3, 5, 7, 8, 10)
#: Krumhansl-Kessler key profiles (probe-tone ratings), for estimating a key from chroma.
MAJOR_PROFILE = (6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88)
MINOR_PROFILE = (6.33, 2.68, 3.52, 5.38, 2.60, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17)


def _stereo(x: NDArray[np.floating]) -> Audio:
    a = np.asarray(x, dtype=np.float64)
    return a if a.ndim == 2 else a[:, None]


def db(value: float) -> float:
    """A linear amplitude in dB (floored at -200 dB)."""
    return float(20 * np.log10(max(value, 1e-10)))


# ---------------------------------------------------------------- loudness


def integrated_lufs(x: NDArray[np.floating], rate: int) -> float:
    """The integrated loudness (LUFS, BS.1770-4 gating), of a stereo or mono signal. A signal
    shorter than one 400 ms block is padded with silence (a click's loudness over 0.4 s)."""
    a = _stereo(x)
    if len(a) < int(0.4 * rate) + 1:
        a = np.concatenate([a, np.zeros((int(0.4 * rate) + 1 - len(a), a.shape[1]))])
    meter = pyloudnorm.Meter(rate)
    value = float(meter.integrated_loudness(a if a.shape[1] > 1 else a[:, 0]))
    return value if np.isfinite(value) else -200.0


def k_weighted(x: NDArray[np.floating], rate: int) -> Audio:
    """``x`` through the K-weighting of BS.1770 (a high shelf and a high-pass), per channel."""
    a = _stereo(x)
    meter = pyloudnorm.Meter(rate)
    out = a.copy()
    for stage in meter._filters.values():  # the standard's two stages, as pyloudnorm has them
        for ch in range(out.shape[1]):
            out[:, ch] = stage.apply_filter(out[:, ch])
    return np.asarray(out, dtype=np.float64)


def momentary_lufs(x: NDArray[np.floating], rate: int, window: float = 0.4) -> Audio:
    """The momentary loudness (LUFS) of each ``window`` block, a quarter block apart."""
    k = k_weighted(x, rate)
    power = np.sum(k**2, axis=1)
    size = int(window * rate)
    hop = max(1, size // 4)
    if len(power) < size:
        power = np.concatenate([power, np.zeros(size - len(power))])
    csum = np.concatenate([[0.0], np.cumsum(power)])
    starts = np.arange(0, len(power) - size + 1, hop)
    mean = (csum[starts + size] - csum[starts]) / size
    return np.asarray(-0.691 + 10 * np.log10(np.maximum(mean, 1e-20)), dtype=np.float64)


def max_momentary_lufs(x: NDArray[np.floating], rate: int) -> float:
    """The loudest 400 ms of a sound (LUFS): how loud an effect is as it is heard."""
    return float(np.max(momentary_lufs(x, rate)))


def true_peak(x: NDArray[np.floating], oversample: int = 4) -> float:
    """The true peak (dBTP): the highest level of the signal between its samples too, by
    oversampling (BS.1770-4 Annex 2)."""
    a = _stereo(x)
    if not len(a):
        return -200.0
    up = signal.resample_poly(a, oversample, 1, axis=0)
    return db(float(max(np.max(np.abs(up)), np.max(np.abs(a)))))


def peak(x: NDArray[np.floating]) -> float:
    """The sample peak, dBFS."""
    a = np.asarray(x)
    return db(float(np.max(np.abs(a)))) if a.size else -200.0


# ---------------------------------------------------------------- bands, stereo


def band_levels(
    x: NDArray[np.floating], rate: int, low: float, high: float, window: float = 0.1
) -> Audio:
    """The RMS level (dBFS) of the band ``low``-``high`` Hz in consecutive ``window`` blocks
    (both channels summed to mono)."""
    a = _stereo(x).mean(axis=1)
    nyq = rate / 2
    if low <= 0:
        sos = signal.butter(4, high / nyq, "lowpass", output="sos")
    else:
        sos = signal.butter(4, (low / nyq, high / nyq), "bandpass", output="sos")
    y = signal.sosfiltfilt(sos, a)
    size = int(window * rate)
    count = len(y) // size
    blocks = y[: count * size].reshape(count, size)
    rms = np.sqrt(np.mean(blocks**2, axis=1))
    return np.asarray(20 * np.log10(np.maximum(rms, 1e-10)), dtype=np.float64)


def correlation(x: NDArray[np.floating]) -> float:
    """The correlation of left and right (1: mono, 0: unrelated, -1: out of phase)."""
    a = _stereo(x)
    if a.shape[1] < 2:
        return 1.0
    left, right = a[:, 0] - a[:, 0].mean(), a[:, 1] - a[:, 1].mean()
    den = float(np.sqrt(np.sum(left**2) * np.sum(right**2)))
    return float(np.sum(left * right) / den) if den > 0 else 1.0


def side_share_db(x: NDArray[np.floating]) -> float:
    """How much of a stereo sound is side (L - R) against mid (L + R), dB: the width."""
    a = _stereo(x)
    if a.shape[1] < 2:
        return -200.0
    mid, side = a[:, 0] + a[:, 1], a[:, 0] - a[:, 1]
    return 10 * float(np.log10(max(np.sum(side**2), 1e-20) / max(np.sum(mid**2), 1e-20)))


def high_share_db(x: NDArray[np.floating], rate: int, above: float) -> float:
    """How much of a sound's energy lies above ``above`` Hz, in dB under its total."""
    a = _stereo(x).mean(axis=1)
    power = np.abs(np.fft.rfft(a)) ** 2
    freqs = np.fft.rfftfreq(len(a), 1.0 / rate)
    total = float(power.sum())
    return 10 * float(np.log10(max(float(power[freqs > above].sum()), 1e-20) / max(total, 1e-20)))


# ---------------------------------------------------------------- pitch


def chroma(x: NDArray[np.floating], rate: int, low: float = 90.0, high: float = 2500.0) -> Audio:
    """The share of the energy of each pitch class (C = 0) in ``low``-``high`` Hz: the
    spectrum (Hann frames of 8192, averaged) folded onto the twelve semitones (A4 = 440)."""
    a = _stereo(x).mean(axis=1)
    frame = 8192
    if len(a) < frame:
        a = np.concatenate([a, np.zeros(frame - len(a))])
    hops = range(0, len(a) - frame + 1, frame // 2)
    window = np.hanning(frame)
    power = np.zeros(frame // 2 + 1)
    for start in hops:
        power += np.abs(np.fft.rfft(a[start : start + frame] * window)) ** 2
    freqs = np.fft.rfftfreq(frame, 1.0 / rate)
    band = (freqs >= low) & (freqs <= high)
    midi = 69 + 12 * np.log2(freqs[band] / 440.0)
    classes = np.round(midi).astype(int) % 12
    out = np.bincount(classes, weights=power[band], minlength=12)
    total = float(out.sum())
    return np.asarray(out / total if total > 0 else out, dtype=np.float64)


def key_of(profile: NDArray[np.floating]) -> tuple[int, str, float]:
    """The key a chroma suggests (Krumhansl-Schmuckler): its tonic, 'major' or 'minor', and
    how well the profile fits (a correlation)."""
    best = (0, "major", -2.0)
    for mode, shape in (("major", MAJOR_PROFILE), ("minor", MINOR_PROFILE)):
        for tonic in range(12):
            ref = np.roll(np.asarray(shape), tonic)
            r = float(np.corrcoef(profile, ref)[0, 1])
            if r > best[2]:
                best = (tonic, mode, r)
    return best


def scale_heard(profile: NDArray[np.floating]) -> tuple[frozenset[int], str, float]:
    """The diatonic scale (of the twelve) holding the most of a piece's chroma, the key among
    its modes (major, or its relative minor) that the profile fits best (Krumhansl), and the
    share of the chroma inside it."""
    p = np.asarray(profile, dtype=np.float64)
    best_share, best_tonic = -1.0, 0
    for tonic in range(12):
        share = float(sum(p[i] for i in scale_of(tonic, "major")))
        if share > best_share + 1e-12:
            best_share, best_tonic = share, tonic
    scale = scale_of(best_tonic, "major")
    major = float(np.corrcoef(p, np.roll(np.asarray(MAJOR_PROFILE), best_tonic))[0, 1])
    minor_tonic = (best_tonic + 9) % 12
    minor = float(np.corrcoef(p, np.roll(np.asarray(MINOR_PROFILE), minor_tonic))[0, 1])
    name = key_name(best_tonic, "major") if major >= minor else key_name(minor_tonic, "minor")
    return scale, name, best_share


def scale_of(tonic: int, mode: str) -> frozenset[int]:
    """The pitch classes of a diatonic key."""
    steps = MAJOR_STEPS if mode == "major" else MINOR_STEPS
    return frozenset((tonic + s) % 12 for s in steps)


def key_name(tonic: int, mode: str) -> str:
    """'F major', 'E minor'..."""
    return f"{PITCH_CLASSES[tonic]} {mode}"


def notes_of(profile: NDArray[np.floating], share: float = 0.08) -> frozenset[int]:
    """The pitch classes holding at least ``share`` of a sound's chroma: its notes."""
    return frozenset(int(i) for i in np.flatnonzero(np.asarray(profile) >= share))


#: A note is a line in the spectrum: its peak stands this far (dB) over the median of the
#: spectrum around it (``LINE_NEAR`` to ``LINE_FAR`` either side: a share of its frequency,
#: or Hz, whichever is wider). A plucked or struck note, even one dying in 50 ms (6 Hz
#: wide), stands 20-40 dB over its surround; the bump a short resonance of noise makes (a
#: leaf's or a card's patch ringing 0.5-2 ms: 160-640 Hz wide) a few dB.
LINE_DB = 12.0
LINE_NEAR = (0.03, 30.0)
LINE_FAR = (0.09, 90.0)


def _is_line(level: NDArray[np.floating], i: int, step: float, line_db: float = LINE_DB) -> bool:
    """True if the spectrum's peak at bin ``i`` is a line: ``line_db`` over the median level
    around it, ``LINE_NEAR`` to ``LINE_FAR`` either side (``step``: Hz a bin)."""
    f = i * step
    near = max(2, int(max(f * LINE_NEAR[0], LINE_NEAR[1]) / step))
    far = max(near + 2, int(max(f * LINE_FAR[0], LINE_FAR[1]) / step))
    around = np.concatenate([level[max(0, i - far) : max(0, i - near)], level[i + near : i + far]])
    return not len(around) or float(level[i] - np.median(around)) >= line_db


def fundamentals(
    x: NDArray[np.floating],
    rate: int,
    floor_db: float = -24.0,
    low: float = 80.0,
    reach: float = 0.06,
    line_db: float = LINE_DB,
) -> list[float]:
    """The notes a sound plays, as frequencies: the peaks of its spectrum (Hann frames of
    8192, averaged; within ``floor_db`` of the strongest, ``low`` Hz to 5 kHz) that are lines
    (standing ``line_db`` over the spectrum around them: a noise's broad bump, the rustle of
    leaves or a card's friction, is not a note) and not harmonics of a lower one (a whole
    multiple within 1.5 %): a plucked G3's seventh harmonic is its timbre, not a note F."""
    a = _stereo(x).mean(axis=1)
    frame = 8192
    if len(a) < frame:
        a = np.concatenate([a, np.zeros(frame - len(a))])
    window = np.hanning(frame)
    power = np.zeros(frame // 2 + 1)
    for start in range(0, len(a) - frame + 1, frame // 2):
        power += np.abs(np.fft.rfft(a[start : start + frame] * window)) ** 2
    freqs = np.fft.rfftfreq(frame, 1.0 / rate)
    band = (freqs >= low) & (freqs <= 5000.0)
    level = 10 * np.log10(np.maximum(power, 1e-30))
    top = float(np.max(level[band]))
    step = float(freqs[1])
    peaks = []
    for i in np.flatnonzero(band)[1:-1]:
        if level[i] < top + floor_db:
            continue
        # a peak of its own: the highest within ``reach`` (a share of its frequency: 0.06,
        # a semitone) either side (not a ripple on the skirt of a stronger one)
        bins = max(1, int(freqs[i] * reach / step))
        if level[i] >= np.max(level[max(0, i - bins) : i + bins + 1]) and _is_line(
            level, i, step, line_db
        ):
            peaks.append(i)
    found: list[float] = []
    for i in peaks:
        # the peak's centre, between bins (a parabola through the three around it)
        a_, b_, c_ = level[i - 1], level[i], level[i + 1]
        curve = a_ - 2 * b_ + c_
        shift = max(-0.5, min(0.5, 0.5 * (a_ - c_) / curve)) if curve < 0 else 0.0
        f = float(freqs[i] + shift * (freqs[1] - freqs[0]))
        harmonic = any(
            round(f / f0) >= 2 and abs(f / f0 - round(f / f0)) < 0.015 * round(f / f0)
            for f0 in found
        )
        if not harmonic and not any(abs(f - f0) < 3 * (freqs[1] - freqs[0]) for f0 in found):
            found.append(f)
    return found


def notes_heard(x: NDArray[np.floating], rate: int) -> frozenset[int]:
    """The pitch classes of a sound's notes (``fundamentals``), C = 0."""
    return frozenset(round(69 + 12 * np.log2(f / 440.0)) % 12 for f in fundamentals(x, rate))


def key_scale(name: str) -> frozenset[int]:
    """The pitch classes of a key named as music.json names it: a tonic and a mode
    (``"D dorian"``, ``"E minor"``, ``"G major pentatonic"``, ``"F# mixolydian"``,
    ``"B♭ Lydian"``: ♯ and ♭ as # and b, the mode in any case)."""
    words = name.replace("♯", "#").replace("♭", "b").split()
    if len(words) < 2:
        raise ValueError(f"not a key: {name!r}")
    letter = words[0]
    names = {n.lower(): i for i, n in enumerate(PITCH_CLASSES)}
    names |= {"db": 1, "d#": 3, "gb": 6, "g#": 8, "a#": 10, "cb": 11, "fb": 4, "e#": 5, "b#": 0}
    if letter.lower() not in names:
        raise ValueError(f"not a key: {name!r}")
    tonic = names[letter.lower()]
    mode = " ".join(words[1:]).lower()
    if mode not in MODES:
        raise ValueError(f"unknown mode in {name!r} (known: {', '.join(sorted(MODES))})")
    return frozenset((tonic + s) % 12 for s in MODES[mode])


#: The modes a key may be named in, by their steps from the tonic.
MODES: dict[str, tuple[int, ...]] = {
    "major": MAJOR_STEPS,
    "ionian": MAJOR_STEPS,
    "dorian": (0, 2, 3, 5, 7, 9, 10),
    "phrygian": (0, 1, 3, 5, 7, 8, 10),
    "lydian": (0, 2, 4, 6, 7, 9, 11),
    "mixolydian": (0, 2, 4, 5, 7, 9, 10),
    "minor": MINOR_STEPS,
    "aeolian": MINOR_STEPS,
    "natural minor": MINOR_STEPS,
    "harmonic minor": (0, 2, 3, 5, 7, 8, 11),
    "melodic minor": (0, 2, 3, 5, 7, 9, 11),
    "locrian": (0, 1, 3, 5, 6, 8, 10),
    "major pentatonic": (0, 2, 4, 7, 9),
    "pentatonic": (0, 2, 4, 7, 9),
    "minor pentatonic": (0, 3, 5, 7, 10),
}


def notes_in_time(
    x: NDArray[np.floating],
    rate: int,
    frame: float = 0.05,
    floor_db: float = -20.0,
    quiet_db: float = -30.0,
    frames: int = 2,
) -> frozenset[int]:
    """The pitch classes of every note a sound plays, found where each sounds: the sound cut
    into ``frame``-second steps, each analysed over 8192 samples from there (``fundamentals``,
    within ``floor_db`` of that moment's strongest peak), every moment within ``quiet_db`` of
    the loudest, each peak its own within half a semitone (a note a semitone from a louder
    one is still found); a pitch class counts once it is found in ``frames`` moments (a step
    of 0.2 s is found in three or four; a bell's inharmonic partials, faint and dying at
    once, are not). The whole sound's averaged spectrum (``notes_heard``) misses a step of a
    cadence under its ringing last chord, or a quiet bass note."""
    a = _stereo(x).mean(axis=1)
    size = 8192
    hop = max(1, int(frame * rate))
    a = np.concatenate([a, np.zeros(size)])
    starts = range(0, max(1, len(a) - 2 * size + hop), hop)
    energy = np.array([float(np.sum(a[s : s + size] ** 2)) for s in starts])
    if not len(energy) or energy.max() <= 0:
        return frozenset()
    loud = 10 * np.log10(np.maximum(energy, 1e-30) / energy.max())
    counts = np.zeros(12, dtype=int)
    for start, level in zip(starts, loud, strict=True):
        if level < quiet_db:
            continue
        piece = a[start : start + size]
        classes = {
            round(69 + 12 * np.log2(f / 440.0)) % 12
            for f in fundamentals(piece, rate, floor_db=floor_db, reach=0.03)
        }
        for c in classes:
            counts[c] += 1
    return frozenset(int(i) for i in np.flatnonzero(counts >= frames))


# ---------------------------------------------------------------- the other figures


def loudest_second(x: NDArray[np.floating], rate: int) -> float:
    """The loudest second of a stream (LUFS over 1 s windows, a quarter second apart)."""
    return float(np.max(momentary_lufs(x, rate, window=1.0)))


def silences(
    x: NDArray[np.floating], rate: int, threshold_db: float = -60.0, shortest: float = 0.1
) -> list[tuple[float, float]]:
    """Each stretch of silence at least ``shortest`` seconds long: (start, length) in
    seconds, where the RMS of 10 ms blocks (both channels' power) stays under
    ``threshold_db`` dBFS."""
    a = _stereo(x)
    block = max(1, int(0.01 * rate))
    count = len(a) // block
    if not count:
        return []
    power = np.mean((a[: count * block] ** 2).reshape(count, block, -1), axis=(1, 2))
    quiet = 10 * np.log10(np.maximum(power, 1e-30)) < threshold_db
    out: list[tuple[float, float]] = []
    edges = np.diff(np.concatenate([[0], quiet.astype(int), [0]]))
    for first, last in zip(np.flatnonzero(edges == 1), np.flatnonzero(edges == -1), strict=True):
        length = (last - first) * block / rate
        if length >= shortest - 1e-9:
            out.append((float(first * block / rate), float(length)))
    return out


def highpassed(x: NDArray[np.floating], rate: int, cutoff: float = 250.0, order: int = 4) -> Audio:
    """``x`` through a Butterworth high-pass (``order`` 4: 24 dB an octave), a laptop's small
    speakers as a filter."""
    a = _stereo(x)
    sos = signal.butter(order, cutoff / (rate / 2), "highpass", output="sos")
    return np.asarray(signal.sosfilt(sos, a, axis=0), dtype=np.float64)


def highpass_loss(x: NDArray[np.floating], rate: int, cutoff: float = 250.0) -> float:
    """How much of an effect's loudness (its loudest 400 ms) a ``cutoff`` Hz high-pass takes
    away (LU): what is lost on a laptop's speakers."""
    return max_momentary_lufs(x, rate) - max_momentary_lufs(highpassed(x, rate, cutoff), rate)


def cosine(a: NDArray[np.floating], b: NDArray[np.floating]) -> float:
    """The cosine similarity of two vectors (1: the same direction; 0 for a zero vector)."""
    u, v = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    den = float(np.linalg.norm(u) * np.linalg.norm(v))
    return float(np.dot(u, v) / den) if den > 0 else 0.0


def shortest_returns(
    starts: list[tuple[float, object, int]],
) -> dict[tuple[object, int], float]:
    """Each piece that was played again, and the shortest time from one of its starts to its
    next (seconds), from a log of starts ``(time, season, index)`` such as
    ``Player.music_started``."""
    last: dict[tuple[object, int], float] = {}
    out: dict[tuple[object, int], float] = {}
    for t, season, index in sorted(starts, key=lambda s: s[0]):
        key = (season, index)
        if key in last:
            out[key] = min(out.get(key, np.inf), t - last[key])
        last[key] = t
    return out


# ---------------------------------------------------------------- Ogg Vorbis files

#: libvorbis 1.3's nominal bitrate (bits/s, as oggenc writes it into the identification
#: header) at each ``oggenc -q`` quality, at 44.1 kHz, by channels (measured: oggenc 1.4.2).
VORBIS_NOMINAL: dict[int, tuple[tuple[float, int], ...]] = {
    2: (
        (-1, 45000), (0, 64000), (1, 80000), (2, 96000), (3, 112000), (4, 128000),
        (5, 160000), (6, 192000), (7, 224000), (8, 256000), (10, 499821),
    ),
    1: (
        (-1, 32000), (0, 48000), (1, 60000), (2, 70000), (3, 80000), (4, 86000),
        (5, 96000), (6, 110000), (7, 120000), (8, 140000), (10, 239920),
    ),
}  # fmt: skip


@dataclass(frozen=True)
class VorbisInfo:
    """An Ogg Vorbis file's identification header (channels, rate, nominal bitrate in bits
    per second), its length (seconds, from its last page's granule position) and size."""

    channels: int
    rate: int
    nominal: int
    seconds: float
    size: int

    @property
    def bytes_per_second(self) -> float:
        """The file's actual rate (its size over its length)."""
        return self.size / self.seconds if self.seconds > 0 else 0.0

    @property
    def quality(self) -> float | None:
        """The ``oggenc -q`` quality its nominal bitrate stands for (``VORBIS_NOMINAL``,
        between its steps linearly); None at a rate or channel count not in the table."""
        table = VORBIS_NOMINAL.get(self.channels)
        if table is None or self.rate != 44100:
            return None
        qs, rates = [q for q, _ in table], [r for _, r in table]
        return float(np.interp(self.nominal, rates, qs))


def vorbis_info(path: Path) -> VorbisInfo:
    """An Ogg Vorbis file's identification header and length, read from its bytes (the first
    page holds the header packet: ``\\x01vorbis``, version, channels, rate, maximum, nominal
    and minimum bitrates)."""
    data = path.read_bytes()
    if data[:4] != b"OggS":
        raise ValueError(f"{path}: not an Ogg file")
    segments = data[26]
    body = 27 + segments
    packet = data[body : body + 30]
    if packet[:7] != b"\x01vorbis":
        raise ValueError(f"{path}: no Vorbis identification header")
    _version, channels, rate, _high, nominal, _low = struct.unpack("<IBIiii", packet[7:28])
    last = data.rfind(b"OggS")
    granule = struct.unpack("<q", data[last + 6 : last + 14])[0]
    return VorbisInfo(channels, rate, nominal, max(granule, 0) / rate, len(data))
