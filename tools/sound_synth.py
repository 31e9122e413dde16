"""A small synthesiser for the game's sounds (numpy only): the timbres, filters, levels and
loops that ``tools/make_sounds.py`` builds every sound from.

Everything here is pure: a function of its arguments (and of a seeded random generator where
there is noise), returning float64 arrays in -1..1, mono. Nothing reads or writes a file but
``write_wav``. The level measures (``peak_db``, ``active_rms_db``) are the ones the tests
apply to the committed files.
"""

from __future__ import annotations

import wave
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

Signal = NDArray[np.float64]

#: A bell's partials: (frequency ratio, amplitude, decay time relative to the fundamental's).
#: Slightly inharmonic, as a small struck metal bar or a soft glass bell; upper partials die
#: fast so the tone settles into a warm hum.
SOFT_BELL: tuple[tuple[float, float, float], ...] = (
    (1.0, 1.0, 1.0),
    (2.0, 0.32, 0.55),
    (2.76, 0.18, 0.38),
    (4.07, 0.08, 0.22),
    (5.40, 0.04, 0.14),
)

#: A wooden block's modes: (frequency ratio, amplitude, decay time relative to the first's).
WOOD: tuple[tuple[float, float, float], ...] = (
    (1.0, 1.0, 1.0),
    (2.57, 0.45, 0.5),
    (4.21, 0.22, 0.3),
    (6.40, 0.08, 0.18),
)


# ---------------------------------------------------------------- time, pitch and noise


def samples(seconds: float, rate: int) -> int:
    """How many samples ``seconds`` last at ``rate``."""
    return round(seconds * rate)


def times(seconds: float, rate: int) -> Signal:
    """The time of each sample, from 0, for ``seconds``."""
    return np.arange(samples(seconds, rate), dtype=np.float64) / rate


def note(name: str) -> float:
    """The frequency (Hz, A4 = 440) of a note name such as ``"G4"``, ``"F#3"`` or ``"Bb5"``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]]
    rest = name[1:]
    while rest and rest[0] in "#b":
        semis += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    octave = int(rest)
    return float(440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12))


def noise(n: int, rng: np.random.Generator) -> Signal:
    """White noise, ``n`` samples, about -1..1."""
    return rng.uniform(-1.0, 1.0, n)


# ---------------------------------------------------------------- envelopes


def decay(n: int, rate: int, tau: float) -> Signal:
    """An exponential decay from 1 with time constant ``tau`` seconds."""
    return np.exp(-np.arange(n) / (rate * tau))


def attack_decay(n: int, rate: int, attack: float, tau: float) -> Signal:
    """A raised-cosine rise over ``attack`` seconds into an exponential decay."""
    env = decay(n, rate, tau)
    a = min(n, max(1, samples(attack, rate)))
    env[:a] *= 0.5 - 0.5 * np.cos(np.pi * np.arange(a) / a)
    return env


def swell(n: int, rise: float = 0.5, power: float = 1.0) -> Signal:
    """A smooth hump: 0 at both ends, 1 at ``rise`` (a fraction of the length)."""
    x = np.linspace(0.0, 1.0, n)
    peak = min(max(rise, 1e-3), 1 - 1e-3)
    up = np.sin(0.5 * np.pi * np.clip(x / peak, 0, 1)) ** 2
    down = np.cos(0.5 * np.pi * np.clip((x - peak) / (1 - peak), 0, 1)) ** 2
    return np.asarray(np.where(x <= peak, up, down) ** power, dtype=np.float64)


def fade(x: Signal, rate: int, fade_in: float = 0.002, fade_out: float = 0.02) -> Signal:
    """``x`` with raised-cosine fades at both ends (no click as it starts or stops)."""
    y = x.copy()
    a = min(len(y), max(1, samples(fade_in, rate)))
    b = min(len(y), max(1, samples(fade_out, rate)))
    y[:a] *= 0.5 - 0.5 * np.cos(np.pi * np.arange(a) / a)
    y[len(y) - b :] *= 0.5 + 0.5 * np.cos(np.pi * np.arange(1, b + 1) / b)
    return y


# ---------------------------------------------------------------- filters (FFT, zero phase)


def spectral_filter(
    x: Signal, rate: int, response: Callable[[Signal], Signal], circular: bool = False
) -> Signal:
    """``x`` through a zero-phase filter whose gain at each frequency (Hz) is
    ``response(freqs)``. Circular (for a loop: the end filters into the start) or padded (a
    one-shot sound: no wrap-around)."""
    n = len(x)
    size = n if circular else n + min(n, 8192)
    spectrum = np.fft.rfft(x, size)
    spectrum *= response(np.asarray(np.fft.rfftfreq(size, 1.0 / rate), dtype=np.float64))
    return np.asarray(np.fft.irfft(spectrum, size)[:n], dtype=np.float64)


def lowpass_response(cutoff: float, order: int = 2) -> Callable[[Signal], Signal]:
    """A Butterworth-shaped low-pass magnitude (gentle: order 2 = 12 dB per octave)."""
    return lambda f: np.asarray(1.0 / np.sqrt(1.0 + (f / cutoff) ** (2 * order)))


def highpass_response(cutoff: float, order: int = 2) -> Callable[[Signal], Signal]:
    """A Butterworth-shaped high-pass magnitude."""
    return lambda f: np.asarray(1.0 / np.sqrt(1.0 + (cutoff / np.maximum(f, 1e-6)) ** (2 * order)))


def bandpass_response(low: float, high: float, order: int = 2) -> Callable[[Signal], Signal]:
    """A band between ``low`` and ``high`` Hz (a high-pass times a low-pass)."""
    lo, hi = highpass_response(low, order), lowpass_response(high, order)
    return lambda f: lo(f) * hi(f)


def lowpass(x: Signal, rate: int, cutoff: float, order: int = 2, circular: bool = False) -> Signal:
    """``x`` low-passed at ``cutoff`` Hz."""
    return spectral_filter(x, rate, lowpass_response(cutoff, order), circular)


def highpass(x: Signal, rate: int, cutoff: float, order: int = 2, circular: bool = False) -> Signal:
    """``x`` high-passed at ``cutoff`` Hz."""
    return spectral_filter(x, rate, highpass_response(cutoff, order), circular)


def bandpass(x: Signal, rate: int, low: float, high: float, order: int = 3) -> Signal:
    """``x`` band-passed between ``low`` and ``high`` Hz."""
    return spectral_filter(x, rate, bandpass_response(low, high, order))


def shaped_noise(
    seconds: float,
    rate: int,
    rng: np.random.Generator,
    shape: Callable[[Signal, Signal], Signal],
    frame: int = 1024,
) -> Signal:
    """Noise whose spectrum changes over time: ``shape(t, freqs)`` is the gain at each
    frequency at time ``t`` (seconds). Windowed frames of random-phase noise, overlap-added
    (hop a quarter frame), so the colour can sweep (the light's swell, a rustle)."""
    n = samples(seconds, rate)
    hop = frame // 4
    window = np.hanning(frame)
    freqs = np.asarray(np.fft.rfftfreq(frame, 1.0 / rate), dtype=np.float64)
    out = np.zeros(n + frame)
    starts = range(-frame // 2, n, hop)
    for start in starts:
        centre = (start + frame / 2) / rate
        spectrum = np.exp(2j * np.pi * rng.random(len(freqs))) * shape(np.asarray(centre), freqs)
        grain = np.fft.irfft(spectrum, frame) * window
        lo = max(start, 0)
        out[lo : start + frame] += grain[lo - start :]
    # the Hann windows at hop frame/4 sum to 2: scale back, then trim the tail
    return np.asarray(out[:n] / 2.0, dtype=np.float64)


# ---------------------------------------------------------------- timbres


def bell(
    freq: float,
    seconds: float,
    rate: int,
    tau: float = 0.6,
    partials: Sequence[tuple[float, float, float]] = SOFT_BELL,
    attack: float = 0.004,
    max_freq: float = 7000.0,
    detune: float = 0.0015,
) -> Signal:
    """A soft bell: a few inharmonic partials, each decaying exponentially (the higher, the
    faster), each a pair of sines a hair apart so it beats gently. Partials above
    ``max_freq`` are left out (nothing harsh up high)."""
    t = times(seconds, rate)
    out = np.zeros_like(t)
    for ratio, amp, rel_tau in partials:
        f = freq * ratio
        if f > max_freq:
            continue
        env = attack_decay(len(t), rate, attack, tau * rel_tau)
        pair = np.sin(2 * np.pi * f * (1 - detune) * t) + np.sin(2 * np.pi * f * (1 + detune) * t)
        out += 0.5 * amp * env * pair
    return fade(out, rate, 0.0005, min(0.05, seconds / 4))


def wood(freq: float, seconds: float, rate: int, tau: float = 0.03) -> Signal:
    """A wooden knock: a few damped modes of a block, struck (a fast attack, a short ring)."""
    t = times(seconds, rate)
    out = np.zeros_like(t)
    for ratio, amp, rel_tau in WOOD:
        env = attack_decay(len(t), rate, 0.0008, tau * rel_tau)
        out += amp * env * np.sin(2 * np.pi * freq * ratio * t)
    return fade(out, rate, 0.0005, min(0.03, seconds / 4))


def pluck(
    freq: float,
    seconds: float,
    rate: int,
    rng: np.random.Generator,
    damping: float = 0.996,
    brightness: float = 0.5,
) -> Signal:
    """A plucked string (Karplus-Strong): a burst of filtered noise circulating in a delay
    line whose averaging filter softens it each pass. ``damping`` (< 1) sets how long it rings,
    ``brightness`` (0..1) how much of the pluck's top is left in the first burst.

    Computed a period at a time: each block of ``period`` samples only reads the block
    before it, so the loop is over periods, not samples."""
    n = samples(seconds, rate)
    # the averaging filter delays by half a sample: the loop rings at rate / (period + 0.5)
    period = max(2, round(rate / freq - 0.5))
    made = rate / (period + 0.5)
    # ... so render a little longer (or shorter) and resample to the exact pitch
    length = int(np.ceil(n * freq / made)) + 2
    burst = noise(period, rng)
    # a softer pluck: average the burst with itself shifted (a low-pass) ``1 - brightness``
    for _ in range(round((1 - brightness) * 4)):
        burst = 0.5 * (burst + np.roll(burst, 1))
    burst -= burst.mean()
    y = np.zeros(length + period + 1)
    y[1 : period + 1] = burst
    start = period + 1
    while start < len(y):
        stop = min(start + period, len(y))
        y[start:stop] = (
            damping
            * 0.5
            * (y[start - period : stop - period] + y[start - period - 1 : stop - period - 1])
        )
        start = stop
    string = y[1:]
    tuned = np.interp(np.arange(n) * freq / made, np.arange(len(string)), string)
    return fade(np.asarray(tuned, dtype=np.float64), rate, 0.0005, min(0.05, seconds / 4))


def glide_tone(
    f_start: float, f_end: float, seconds: float, rate: int, glide: float, harmonics: int = 1
) -> Signal:
    """A tone whose pitch glides exponentially from ``f_start`` to ``f_end`` over ``glide``
    seconds, then holds; with ``harmonics`` (1/k amplitudes), for a plucked colour."""
    t = times(seconds, rate)
    ratio = f_end / f_start
    k = np.clip(t / max(glide, 1e-6), 0, 1)
    freq = f_start * ratio**k
    phase = 2 * np.pi * np.cumsum(freq) / rate
    out = np.zeros_like(t)
    for h in range(1, harmonics + 1):
        if f_start * h < 7000:
            out += np.sin(h * phase) / h
    return out


def pad_voice(
    freq: float, seconds: float, rate: int, cents: float = 6.0, triangle: float = 0.5
) -> Signal:
    """A pad note: three oscillators a few cents apart (a slow chorus), each a blend of a sine
    and a band-limited triangle (``triangle`` = its share)."""
    t = times(seconds, rate)
    out = np.zeros_like(t)
    for i, spread in enumerate((-cents, 0.0, cents)):
        f = freq * 2 ** (spread / 1200)
        phase = 2 * np.pi * f * t + i * 2.1  # a fixed offset: the voices never start aligned
        tri = np.zeros_like(t)
        for k in (1, 3, 5, 7, 9):
            if f * k < rate / 2 - 1000:
                tri += ((-1) ** ((k - 1) // 2)) * np.sin(k * phase) / (k * k)
        tri *= 8 / np.pi**2
        out += (1 - triangle) * np.sin(phase) + triangle * tri
    return out / 3


def room(seconds: float, rate: int, rng: np.random.Generator, tone: float = 3000.0) -> Signal:
    """A small room's impulse response: a direct hit then dark, decaying noise (``seconds``
    to fall 60 dB)."""
    n = samples(seconds, rate)
    tail = lowpass(noise(n, rng), rate, tone, order=1) * decay(n, rate, seconds / 6.9)
    tail[: samples(0.004, rate)] = 0.0  # a short gap before the first reflections
    ir = tail / max(np.sqrt(np.sum(tail**2)), 1e-12)
    ir[0] = 1.0
    return np.asarray(ir, dtype=np.float64)


def reverb(x: Signal, ir: Signal, wet: float, circular: bool = False) -> Signal:
    """``x`` with ``wet`` of it convolved with ``ir`` (dry kept as is). Circular for a loop
    (the tail rings on into the start), else the output is ``len(ir) - 1`` samples longer."""
    if circular:
        n = len(x)
        kernel = np.zeros(n)
        m = min(n, len(ir))
        kernel[:m] = ir[:m]
        kernel[0] = 0.0
        wet_part = np.fft.irfft(np.fft.rfft(x) * np.fft.rfft(kernel), n)
        return np.asarray(x + wet * wet_part, dtype=np.float64)
    size = len(x) + len(ir) - 1
    kernel = ir.copy()
    kernel[0] = 0.0
    wet_part = np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(kernel, size), size)
    dry = np.zeros(size)
    dry[: len(x)] = x
    return np.asarray(dry + wet * wet_part, dtype=np.float64)


# ---------------------------------------------------------------- mixing and loops


def place(out: Signal, x: Signal, at: float, rate: int, gain: float = 1.0) -> None:
    """Add ``x`` into ``out`` starting at ``at`` seconds (cut at the end of ``out``)."""
    start = samples(at, rate)
    stop = min(len(out), start + len(x))
    if stop > start:
        out[start:stop] += gain * x[: stop - start]


def fold(x: Signal, length: int) -> Signal:
    """A loop of ``length`` samples from a render that runs past it: the part beyond the end
    is added back onto the start, so every note that rings over the loop's end goes on
    ringing from its start. A sum of notes that all start inside the loop then repeats with
    no seam at all."""
    out = np.zeros(length)
    for start in range(0, len(x), length):
        chunk = x[start : start + length]
        out[: len(chunk)] += chunk
    return out


# ---------------------------------------------------------------- levels


def db(value: float) -> float:
    """A linear amplitude in dB (-inf safe: floored at -200 dB)."""
    return float(20 * np.log10(max(value, 1e-10)))


def peak_db(x: NDArray[np.floating]) -> float:
    """The peak sample level, dBFS."""
    return db(float(np.max(np.abs(x)))) if len(x) else -200.0


def window_rms(x: NDArray[np.floating], rate: int, window: float = 0.01) -> Signal:
    """The RMS of each consecutive ``window``-second block (the last, partial one dropped
    unless it is the only one)."""
    size = max(1, samples(window, rate))
    count = max(1, len(x) // size)
    blocks = np.resize(np.asarray(x, dtype=np.float64), count * size).reshape(count, size)
    if len(x) < size:
        blocks = np.asarray(x, dtype=np.float64).reshape(1, -1)
    return np.asarray(np.sqrt(np.mean(blocks**2, axis=1)), dtype=np.float64)


def active_rms_db(
    x: NDArray[np.floating], rate: int, window: float = 0.01, floor: float = 20.0
) -> float:
    """The loudness of a sound while it sounds: the RMS (dBFS) over the 10 ms windows no more
    than ``floor`` dB under the loudest window (its silence and faint tail left out, so a
    short click and a long chime are compared by what is heard)."""
    rms = window_rms(x, rate, window)
    top = float(np.max(rms))
    if top <= 0:
        return -200.0
    active = rms[rms >= top * 10 ** (-floor / 20)]
    return db(float(np.sqrt(np.mean(active**2))))


def high_share_db(x: NDArray[np.floating], rate: int, above: float = 8000.0) -> float:
    """How much of a sound's energy lies above ``above`` Hz, in dB under its total (the
    harshness test: a soft sound keeps this far below 0)."""
    power = np.abs(np.fft.rfft(np.asarray(x, dtype=np.float64))) ** 2
    freqs = np.fft.rfftfreq(len(x), 1.0 / rate)
    total = float(power.sum())
    return 10 * float(np.log10(max(float(power[freqs > above].sum()), 1e-20) / max(total, 1e-20)))


def normalise(
    x: Signal, rate: int, target_rms: float, ceiling: float = -3.0
) -> tuple[Signal, float]:
    """``x`` scaled so its active RMS is ``target_rms`` dBFS, unless its peak would then pass
    ``ceiling`` dBFS: then scaled to that peak. Returns the sound and the gain in dB."""
    gain = target_rms - active_rms_db(x, rate)
    gain = min(gain, ceiling - peak_db(x))
    return np.asarray(x * 10 ** (gain / 20), dtype=np.float64), gain


def soft_limit(x: Signal, threshold: float = 0.5) -> Signal:
    """A gentle limiter: samples above ``threshold`` are bent smoothly (tanh) towards 1, so a
    sharp transient loses a few dB of peak without clipping."""
    a = np.abs(x)
    over = a > threshold
    y = x.copy()
    room_left = 1.0 - threshold
    y[over] = np.sign(x[over]) * (
        threshold + room_left * np.tanh((a[over] - threshold) / room_left)
    )
    return y


# ---------------------------------------------------------------- files


def to_pcm16(x: Signal) -> bytes:
    """Samples as 16-bit little-endian PCM (clipped at full scale)."""
    return (np.clip(x, -1.0, 1.0) * 32767).round().astype("<i2").tobytes()


def write_wav(path: Path, x: Signal, rate: int) -> None:
    """A mono 16-bit WAV file."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(to_pcm16(x))


def write_wav_stereo(path: Path, x: NDArray[np.floating], rate: int) -> None:
    """A 16-bit WAV file of a mono ``(n,)`` or stereo ``(n, 2)`` signal."""
    a = np.asarray(x, dtype=np.float64)
    a = a[:, None] if a.ndim == 1 else a
    with wave.open(str(path), "wb") as out:
        out.setnchannels(a.shape[1])
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(to_pcm16(a.reshape(-1)))
