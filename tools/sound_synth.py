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
    pick: int = 0,
) -> Signal:
    """A plucked string (Karplus-Strong): a burst of filtered noise circulating in a delay
    line whose averaging filter softens it each pass. ``damping`` (< 1) sets how long it rings,
    ``brightness`` (0..1) how much of the pluck's top is left in the first burst, ``pick``
    (when not 0) where the string is plucked, a ``pick``-th of its length from its end: the
    harmonics with a node there (every ``pick``-th) are not excited (7: no seventh harmonic,
    which lies off the scale).

    Computed a period at a time: each block of ``period`` samples only reads the block
    before it, so the loop is over periods, not samples."""
    n = samples(seconds, rate)
    # the averaging filter delays by half a sample: the loop rings at rate / (period + 0.5)
    period = max(2, round(rate / freq - 0.5))
    made = rate / (period + 0.5)
    # ... so render a little longer (or shorter) and resample to the exact pitch
    length = int(np.ceil(n * freq / made)) + 2
    burst = noise(period, rng)
    # every harmonic excited as a plucked string's are, falling off smoothly (1/n), its
    # phase random: a bare noise burst's harmonics have random (Rayleigh) strengths, so by
    # chance one of them can hold most of a take's energy (the take sounds like a sine), or
    # a bass's high harmonics stand out as notes of their own; its loudness kept
    spectrum = np.fft.rfft(burst)
    rolloff = 1.0 / np.maximum(np.arange(len(spectrum)), 1)
    flat = np.fft.irfft(rolloff * np.exp(1j * np.angle(spectrum)), period)
    burst = flat * float(np.std(burst)) / max(float(np.std(flat)), 1e-12)
    # a softer pluck: average the burst with itself shifted (a low-pass) ``1 - brightness``
    for _ in range(round((1 - brightness) * 4)):
        burst = 0.5 * (burst + np.roll(burst, 1))
    if pick:
        burst = burst - np.roll(burst, round(period / pick))
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


# ---------------------------------------------------------------- stereo

#: A stereo signal: ``(n, 2)``, left and right.
Stereo = NDArray[np.float64]


def centre(x: Signal) -> Stereo:
    """A mono signal in both channels."""
    return np.asarray(np.stack([x, x], axis=1), dtype=np.float64)


def pan(x: Signal, position: float) -> Stereo:
    """A mono signal placed at ``position`` (-1 left, 0 centre, 1 right): constant power,
    the centre at unity in each channel."""
    theta = (position + 1) * np.pi / 4
    gains = np.sqrt(2) * np.array([np.cos(theta), np.sin(theta)])
    return np.asarray(x[:, None] * gains[None, :], dtype=np.float64)


def place2(out: Stereo, x: Stereo, at: float, rate: int, gain: float = 1.0) -> None:
    """``place`` for stereo signals."""
    start = samples(at, rate)
    stop = min(len(out), start + len(x))
    if stop > start:
        out[start:stop] += gain * x[: stop - start]


def each_channel(x: Stereo, f: Callable[[Signal], Signal]) -> Stereo:
    """``f`` applied to the left and the right channel."""
    return np.asarray(np.stack([f(x[:, 0]), f(x[:, 1])], axis=1), dtype=np.float64)


def room2(
    seconds: float,
    rate: int,
    rng: np.random.Generator,
    tone: float = 5000.0,
    early: int = 8,
    spread: float = 0.03,
) -> Stereo:
    """A room's stereo impulse response (no direct sound): a few early reflections, different
    left and right, within ``spread`` seconds, then a diffuse tail that falls 60 dB in
    ``seconds``, its top dying twice as fast as its middle and its bottom a little slower
    (air and walls soak up the highs). Each channel has unit energy."""
    n = samples(seconds * 1.1, rate)
    out = np.zeros((n, 2))
    t = np.arange(n) / rate
    for ch in range(2):
        for _ in range(early):
            at = rng.uniform(0.004, spread)
            k = samples(at, rate)
            out[k, ch] += (
                rng.uniform(0.3, 0.8) * np.exp(-at / (seconds / 6.9)) * rng.choice((-1, 1))
            )
        bands = ((20.0, 300.0, 1.25), (300.0, tone, 1.0), (tone, 16000.0, 0.5))
        for low, high, scale in bands:
            band = bandpass(noise(n, rng), rate, low, high, order=2)
            out[:, ch] += band * np.exp(-t / (scale * seconds / 6.9))
        onset = np.clip((t - 0.006) / max(spread, 1e-3), 0, 1) ** 2
        out[:, ch] *= np.where(t < 0.006, 0.0, 1.0) * (0.3 + 0.7 * onset)
        out[:, ch] /= max(float(np.sqrt(np.sum(out[:, ch] ** 2))), 1e-12)
    return np.asarray(out, dtype=np.float64)


def reverb2(x: Signal | Stereo, ir: Stereo, wet: float) -> Stereo:
    """A mono or stereo sound in a stereo room: the dry sound as is (a mono one in both
    channels) and ``wet`` of it through the room's left and right responses (a stereo
    sound's left through the left). The result is ``len(ir)`` samples longer."""
    dry = centre(x) if x.ndim == 1 else x
    size = len(dry) + len(ir)
    out = np.zeros((size, 2))
    out[: len(dry)] = dry
    for ch in range(2):
        source = dry[:, ch] if x.ndim == 2 else x
        out[:, ch] += wet * np.fft.irfft(
            np.fft.rfft(source, size) * np.fft.rfft(ir[:, ch], size), size
        )
    return np.asarray(out, dtype=np.float64)


# ---------------------------------------------------------------- physical-ish models


def mallet(
    modes: Sequence[tuple[float, float, float]],
    seconds: float,
    rate: int,
    contact: float = 0.001,
    max_freq: float = 16000.0,
) -> Signal:
    """Modal synthesis of a struck object: ``modes`` (frequency Hz, amplitude, decay time s),
    each a damped sine, struck by a mallet whose half-sine force pulse lasts ``contact``
    seconds: its spectrum weighs the modes (a soft mallet, a long contact, leaves the high
    ones quiet), and each mode swells in over the contact (no click)."""
    t = times(seconds, rate)
    out = np.zeros_like(t)
    for freq, amp, tau in modes:
        if freq >= max_freq or freq >= rate / 2:
            continue
        ft = freq * contact
        weight = abs(np.cos(np.pi * ft)) / max(abs(1 - (2 * ft) ** 2), 1e-3)
        env = attack_decay(len(t), rate, contact, tau)
        out += amp * min(weight, 1.0) * env * np.sin(2 * np.pi * freq * t)
    return out


#: The modes of a free wooden bar (Euler-Bernoulli free-free ratios) and their loudness.
BAR_RATIOS: tuple[tuple[float, float], ...] = (
    (1.0, 1.0),
    (2.756, 0.55),
    (5.404, 0.3),
    (8.933, 0.16),
    (13.34, 0.08),
)


def wood_bar(
    freq: float,
    seconds: float,
    rate: int,
    tau: float,
    contact: float = 0.0012,
    damping: float = 0.9,
) -> Signal:
    """A small wooden bar or block knocked: the bar's modes, the higher ones dying faster
    (``damping``: the exponent of the decay's fall with frequency), struck by a mallet."""
    modes = [(freq * r, a, tau * r**-damping) for r, a in BAR_RATIOS]
    return mallet(modes, seconds, rate, contact)


def body_thump(freq: float, seconds: float, rate: int, tau: float = 0.03) -> Signal:
    """The low knock of a surface (a table, the board) under something set down: a damped
    sine that sags a little in pitch, with a soft onset."""
    t = times(seconds, rate)
    sag = freq * (1 + 0.15 * np.exp(-t / 0.01))
    phase = 2 * np.pi * np.cumsum(sag) / rate
    return np.asarray(np.sin(phase) * attack_decay(len(t), rate, 0.002, tau), dtype=np.float64)


def friction(
    seconds: float,
    rate: int,
    rng: np.random.Generator,
    envelope: Signal,
    grains: float = 1500.0,
    low: float = 900.0,
    high: float = 5500.0,
    hiss: float = 0.35,
) -> Signal:
    """Paper on felt or on paper: stick-slip friction, a stream of tiny impulses (about
    ``grains`` a second at full ``envelope``, Poisson), each ringing one of eight small
    patches of the sheet (a few short resonances each, ``low``-``high`` Hz, so that no pitch
    holds), over a hiss shaped by the same envelope; the whole within ``low``-``high``.
    ``envelope`` (0-1, any length: it is stretched over ``seconds``) is the slide's pressure
    and speed."""
    n = samples(seconds, rate)
    env = np.asarray(np.interp(np.arange(n), np.linspace(0, n - 1, len(envelope)), envelope))
    chance = np.clip(env * grains / rate, 0, 1)
    impulses = (rng.random(n) < chance) * rng.uniform(0.2, 1.0, n) * rng.choice((-1.0, 1.0), n)
    patch = rng.integers(0, 8, n)
    m = samples(0.01, rate)
    t = np.arange(m) / rate
    size = n + m
    crackle = np.zeros(size)
    for k in range(8):
        ring = np.zeros(m)
        for _ in range(3):
            f = np.exp(rng.uniform(np.log(low), np.log(high)))
            tau = rng.uniform(0.0005, 0.002)
            ring += np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi)) * np.exp(-t / tau)
        part = np.where(patch == k, impulses, 0.0)
        crackle += np.fft.irfft(np.fft.rfft(part, size) * np.fft.rfft(ring, size), size)
    crackle = bandpass(crackle[:n], rate, low, high, order=3)
    air = bandpass(noise(n, rng), rate, low, high, order=3) * env
    crackle = crackle / max(float(np.max(np.abs(crackle))), 1e-9)
    air = air / max(float(np.max(np.abs(air))), 1e-9)
    return np.asarray(crackle * env + hiss * air, dtype=np.float64)


def bubble(freq: float, seconds: float, rate: int, tau: float = 0.04, rise: float = 0.6) -> Signal:
    """A bubble's ring (Minnaert): a sine at the bubble's resonance rising as it nears the
    surface (by ``rise`` of its pitch over its decay), dying in ``tau`` seconds."""
    t = times(seconds, rate)
    f = freq * (1 + rise * (1 - np.exp(-t / tau)))
    phase = 2 * np.pi * np.cumsum(f) / rate
    return np.asarray(np.sin(phase) * attack_decay(len(t), rate, 0.0015, tau), dtype=np.float64)


def string_body(x: Signal, rate: int, peaks: Sequence[tuple[float, float, float]]) -> Signal:
    """A plucked string's sound through a small wooden body: ``x`` plus resonant peaks
    (centre Hz, width in octaves, gain), zero-phase."""

    def response(f: Signal) -> Signal:
        out = np.ones_like(f)
        for centre_f, width, gain in peaks:
            octaves = np.log2(np.maximum(f, 1.0) / centre_f)
            out += gain * np.exp(-0.5 * (octaves / width) ** 2)
        return np.asarray(out, dtype=np.float64)

    return spectral_filter(x, rate, response)


def wavetable_voice(
    freq: float,
    seconds: float,
    rate: int,
    harmonics: int,
    warmth: float,
    phase: float = 0.0,
    vibrato: float = 0.0,
    vibrato_rate: float = 0.2,
) -> Signal:
    """An oscillator: a blend of a sine and a soft saw (``harmonics`` partials at 1/k, the
    top ones tapered) by ``warmth``, read from a single-cycle table, with a slow vibrato of
    ``vibrato`` cents."""
    size = 4096
    cycle = np.arange(size) / size
    table = (1 - warmth) * np.sin(2 * np.pi * cycle)
    for k in range(1, max(1, harmonics) + 1):
        taper = np.cos(0.5 * np.pi * (k - 1) / max(harmonics, 1)) ** 2
        table += warmth * taper * np.sin(2 * np.pi * k * cycle) / k
    t = times(seconds, rate)
    f = freq * 2 ** (vibrato * np.sin(2 * np.pi * vibrato_rate * t + phase) / 1200)
    ph = (phase / (2 * np.pi) + np.cumsum(f) / rate) % 1.0
    return np.asarray(np.interp(ph * size, np.arange(size + 1), np.append(table, table[0])))
