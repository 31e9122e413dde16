"""Each season's soundscape under the music, synthesised: one seamless stereo loop a season
(``assets/sounds/ambience_<season>.ogg``), quiet, so the table is never silent while a player
thinks.

- Spring: wind in young leaves, and birds (a warbler's trill, a two-note whistle, quick
  chirps, a robin's phrase), sparse, near and far, across the field.
- Summer (an evening): a warm breeze in full trees, crickets chirping in three places, a
  few late birds.
- Autumn: rain pattering on leaves (drops: each a tick and, now and then, a small bubble's
  ring) over its hiss, and gusts of wind through the thinning trees.
- Winter: the hush of falling snow (a soft, dark noise) and a low, slow wind with a faint
  whistle in it.

Seamless by construction: everything is made circularly over the loop's length. Noise is
filtered in the frequency domain over the whole loop (the end filters into the start), the
gusts and swells are sums of slow sines with a whole number of cycles in the loop, and an
event (a bird's call, a drop) that rings past the loop's end is folded back onto its start
(``sound_synth.fold``), as is the reverb's tail: the loop played twice is one continuous
sound, with no seam to cross-fade. ``tests/tools/test_ambience.py`` checks the decoded
files' seam against their own sample-to-sample steps.

Every function is a pure function of its seeded random generator; the loops are levelled to
``AMBIENCE_LUFS`` (integrated) under the true-peak ceiling by ``make_sounds``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import numpy as np

from evergreen.rules import Season
from tools import sound_synth as ss
from tools.sound_synth import Signal, Stereo

#: Each loop's length (s) and its loudness (integrated LUFS) in its file.
LOOP_SECONDS = 64.0
AMBIENCE_LUFS = -30.0


# ---------------------------------------------------------------- circular building blocks


def cycles(n: int, rate: int, rng: np.random.Generator, periods: tuple[float, ...]) -> Signal:
    """A slow swell, about 1 on average: a sum of sines whose periods are near ``periods``
    (seconds), each rounded to a whole number of cycles in the loop (so it loops)."""
    loop = n / rate
    t = np.arange(n) / rate
    out = np.zeros(n)
    for period in periods:
        k = max(1, round(loop / period))
        out += np.sin(2 * np.pi * k * t / loop + rng.uniform(0, 2 * np.pi))
    return np.asarray(out / max(1, len(periods)), dtype=np.float64)


def band_noise(n: int, rate: int, rng: np.random.Generator, low: float, high: float) -> Signal:
    """Noise between ``low`` and ``high`` Hz, filtered around the loop, unit RMS."""
    x = ss.spectral_filter(ss.noise(n, rng), rate, ss.bandpass_response(low, high, 2), True)
    return np.asarray(x / max(float(np.std(x)), 1e-12), dtype=np.float64)


def flutter(n: int, rate: int, rng: np.random.Generator, speed: float, depth: float) -> Signal:
    """A quick, irregular flicker about 1 (leaves shaken): noise low-passed at ``speed`` Hz
    around the loop, as a gain of ``depth`` (0-1)."""
    x = ss.lowpass(ss.noise(n, rng), rate, speed, order=2, circular=True)
    x /= max(float(np.std(x)), 1e-12)
    return np.asarray(np.clip(1 + depth * x, 0, None), dtype=np.float64)


def spread(
    n: int, rate: int, rng: np.random.Generator, make: Callable[[], Signal], width: float
) -> Stereo:
    """A wide noise bed: ``make()`` three times, one shared by both sides and one each,
    ``width`` (0-1) of each side its own (0: mono, 1: two unrelated sides)."""
    shared, left, right = make(), make(), make()
    a, b = np.sqrt(1 - width), np.sqrt(width)
    return np.asarray(np.stack([a * shared + b * left, a * shared + b * right], axis=1))


def place_loop(out: Stereo, x: Signal, at: float, rate: int, pan: float, gain: float) -> None:
    """Add a mono event to a loop at ``at`` seconds, placed at ``pan``: what rings past the
    loop's end goes on from its start."""
    n = len(out)
    start = ss.samples(at, rate) % n
    placed = ss.pan(x, pan) * gain
    first = min(len(x), n - start)
    out[start : start + first] += placed[:first]
    if first < len(x):
        rest = placed[first:]
        out[: len(rest)] += rest


def circular_reverb(x: Stereo, ir: Stereo, wet: float) -> Stereo:
    """``x`` with ``wet`` of it in a space (``ir``: a stereo response), the tail ringing on
    from the loop's end into its start."""
    n = len(x)
    out = x.copy()
    for ch in range(2):
        kernel = ss.fold(ir[:, ch], n) if len(ir) > n else np.pad(ir[:, ch], (0, n - len(ir)))
        out[:, ch] += wet * np.fft.irfft(np.fft.rfft(x[:, ch]) * np.fft.rfft(kernel), n)
    return np.asarray(out, dtype=np.float64)


def distance(x: Signal, rate: int, far: float) -> Signal:
    """A sound ``far`` away (0 near, 1 far): its top dulled by the air and the leaves."""
    return ss.lowpass(x, rate, 9000 - 6000 * far, order=1) if far > 0 else x


# ---------------------------------------------------------------- wind, rain, snow


def wind(
    n: int,
    rate: int,
    rng: np.random.Generator,
    leaves: float,
    gusts: tuple[float, ...] = (23.0, 11.0, 7.0),
    body: tuple[float, float] = (250.0, 900.0),
) -> Stereo:
    """Wind in the trees: a low rush (``body`` Hz) swelling with slow gusts, and the leaves'
    hiss above it (1.2-4.5 kHz, ``leaves`` of it), which rises with the gusts more than the
    rush does and flickers as the leaves shake."""
    gust = np.clip(1 + 0.8 * cycles(n, rate, rng, gusts), 0.15, None)
    rush = spread(n, rate, rng, lambda: band_noise(n, rate, rng, *body), 0.6)
    rush *= gust[:, None]
    hiss = spread(n, rate, rng, lambda: band_noise(n, rate, rng, 1200, 4500), 0.8)
    shake = flutter(n, rate, rng, 7.0, 0.5)
    hiss *= (leaves * gust**2 * shake)[:, None]
    return np.asarray(rush + hiss, dtype=np.float64)


def rain(n: int, rate: int, rng: np.random.Generator, per_second: float) -> Stereo:
    """Rain on leaves: a steady hiss of far drops, and near drops at random (about
    ``per_second``), each a short tick of a leaf struck, some with the ring of a small
    bubble where it falls in a puddle, left and right at random."""
    seconds = n / rate
    swell = 1 + 0.2 * cycles(n, rate, rng, (17.0, 9.0))
    hiss = spread(n, rate, rng, lambda: band_noise(n, rate, rng, 900, 7000), 0.9)
    out = 0.12 * hiss * swell[:, None]
    tick_n = ss.samples(0.012, rate)
    count = int(per_second * seconds)
    for _ in range(count):
        at = rng.uniform(0, seconds)
        level = float(np.exp(rng.normal(-1.2, 0.6)))
        tick = ss.noise(tick_n, rng) * ss.attack_decay(
            tick_n, rate, 0.0002, rng.uniform(6e-4, 2e-3)
        )
        tick = ss.bandpass(tick, rate, rng.uniform(1500, 3000), 7000, order=2)
        place_loop(out, tick, at, rate, rng.uniform(-0.9, 0.9), 3.0 * level)
        if rng.random() < 0.12:
            f = rng.uniform(1200, 3500)
            drop = ss.bubble(f, 0.08, rate, rng.uniform(0.006, 0.015), 0.5)
            place_loop(out, drop, at, rate, rng.uniform(-0.9, 0.9), 0.6 * level)
    return np.asarray(out, dtype=np.float64)


def snow(n: int, rate: int, rng: np.random.Generator) -> Stereo:
    """Snow's hush: a soft, dark noise (200-1800 Hz, tilting down), slowly breathing, and a
    faint whistle of wind through bare twigs (a narrow band wandering 500-900 Hz)."""
    breath = 1 + 0.3 * cycles(n, rate, rng, (29.0, 13.0))
    hush = spread(n, rate, rng, lambda: band_noise(n, rate, rng, 200, 1800), 0.9)
    out = hush * breath[:, None]
    whistle = np.zeros((n, 2))
    centre = 700 * 2 ** (0.35 * cycles(n, rate, rng, (21.0, 8.0)))
    # the whistle: narrow noise at a wandering centre, made as a sum of a few fixed narrow
    # bands faded in and out as the centre passes them (a filter that moves, yet loops)
    for f in (500.0, 580.0, 660.0, 750.0, 850.0):
        weight = np.exp(-0.5 * (np.log2(centre / f) / 0.12) ** 2)
        narrow = partial(band_noise, n, rate, rng, f * 0.97, f * 1.03)
        band = spread(n, rate, rng, narrow, 0.7)
        whistle += band * weight[:, None]
    gust = np.clip(cycles(n, rate, rng, (31.0, 16.0)), 0, None) ** 2
    return np.asarray(out + 0.25 * whistle * gust[:, None], dtype=np.float64)


# ---------------------------------------------------------------- birds and insects


def tone(freq: Signal, amp: Signal, rate: int, second: float = 0.12) -> Signal:
    """A bird's voice: a sine following ``freq`` (Hz, per sample), shaped by ``amp``, with a
    little of its second harmonic."""
    phase = 2 * np.pi * np.cumsum(freq) / rate
    return np.asarray(amp * (np.sin(phase) + second * np.sin(2 * phase)), dtype=np.float64)


def _note(rate: int, seconds: float, f0: float, f1: float, curve: float = 1.0) -> Signal:
    """One note of a call: a sweep from ``f0`` to ``f1`` Hz (``curve`` > 1 sweeps late),
    swelling in and out."""
    n = ss.samples(seconds, rate)
    x = np.linspace(0, 1, n) ** curve
    freq = f0 * (f1 / f0) ** x
    return tone(freq, ss.swell(n, 0.3, 0.8), rate)


def _join(rate: int, parts: list[tuple[float, Signal]]) -> Signal:
    """Notes at their times (s) in one call."""
    end = max(ss.samples(at, rate) + len(x) for at, x in parts)
    out = np.zeros(end)
    for at, x in parts:
        ss.place(out, x, at, rate)
    return out


def warbler(rate: int, rng: np.random.Generator) -> Signal:
    """A warbler's trill: 6-12 quick falling notes, speeding up a little."""
    count = int(rng.integers(6, 13))
    top = rng.uniform(3800, 5200)
    parts, at = [], 0.0
    for k in range(count):
        length = rng.uniform(0.035, 0.05)
        parts.append((at, _note(rate, length, top * (1 - 0.01 * k), top * 0.62, 0.8)))
        at += length + rng.uniform(0.02, 0.035) * (1 - 0.03 * k)
    return _join(rate, parts)


def whistler(rate: int, rng: np.random.Generator) -> Signal:
    """A two-note whistle, high then lower (a tit's 'fee-bee'), with a slight waver."""
    high = rng.uniform(3000, 3800)
    low = high * rng.uniform(0.78, 0.88)
    parts = []
    at = 0.0
    for _ in range(int(rng.integers(1, 4))):
        for f, length in ((high, rng.uniform(0.2, 0.3)), (low, rng.uniform(0.25, 0.35))):
            n = ss.samples(length, rate)
            t = np.arange(n) / rate
            freq = f * (1 + 0.006 * np.sin(2 * np.pi * 9 * t)) * np.linspace(1.0, 0.98, n)
            parts.append((at, tone(freq, ss.swell(n, 0.15, 0.6), rate, 0.05)))
            at += length + 0.06
        at += rng.uniform(0.3, 0.5)
    return _join(rate, parts)


def chirper(rate: int, rng: np.random.Generator) -> Signal:
    """Quick rising chirps in twos and threes (a sparrow's chatter)."""
    parts, at = [], 0.0
    for _ in range(int(rng.integers(2, 5))):
        low, high = rng.uniform(2000, 2800), rng.uniform(4000, 5000)
        parts.append((at, _note(rate, rng.uniform(0.04, 0.07), low, high, 1.5)))
        at += rng.uniform(0.1, 0.18)
    return _join(rate, parts)


def robin(rate: int, rng: np.random.Generator) -> Signal:
    """A robin's phrase: 3-6 warbled notes, each its own pitch, a quick vibrato in each."""
    parts, at = [], 0.0
    for _ in range(int(rng.integers(3, 7))):
        length = rng.uniform(0.08, 0.18)
        n = ss.samples(length, rate)
        t = np.arange(n) / rate
        f0 = rng.uniform(2000, 3600)
        bend = np.linspace(1.0, rng.uniform(0.85, 1.2), n)
        freq = f0 * bend * (1 + 0.04 * np.sin(2 * np.pi * rng.uniform(25, 40) * t))
        parts.append((at, tone(freq, ss.swell(n, 0.2, 0.7), rate, 0.15)))
        at += length + rng.uniform(0.03, 0.08)
    return _join(rate, parts)


SPECIES: tuple[Callable[[int, np.random.Generator], Signal], ...] = (
    warbler,
    whistler,
    chirper,
    robin,
)


def birds(
    n: int, rate: int, rng: np.random.Generator, calls: int, kinds: tuple[int, ...]
) -> Stereo:
    """``calls`` bird calls spread over the loop (none on top of another), each of one of
    the ``kinds`` of ``SPECIES``, each bird in its own place (left to right, near or far: a
    far one quieter and duller)."""
    out = np.zeros((n, 2))
    seconds = n / rate
    slots = np.sort(rng.permutation(max(calls * 2, 1))[:calls]) / max(calls * 2, 1)
    places = {k: (rng.uniform(-0.85, 0.85), rng.uniform(0.0, 0.8)) for k in kinds}
    for slot in slots:
        kind = kinds[int(rng.integers(0, len(kinds)))]
        pan, far = places[kind]
        call = distance(SPECIES[kind](rate, rng), rate, far)
        at = slot * seconds + rng.uniform(0, seconds / max(calls * 2, 1))
        place_loop(out, call, at, rate, pan + rng.uniform(-0.1, 0.1), 10 ** (-far * 12 / 20))
    return out


def crickets(n: int, rate: int, rng: np.random.Generator, count: int = 3) -> Stereo:
    """Crickets on a summer evening: each a carrier (4-5 kHz) pulsed 3-4 times a chirp
    (about 30 pulses a second), chirping steadily (a whole number of chirps in the loop),
    resting now and then, in its own place."""
    out = np.zeros((n, 2))
    seconds = n / rate
    t = np.arange(n) / rate
    for _ in range(count):
        carrier = rng.uniform(4000, 5000)
        chirps = round(seconds * rng.uniform(1.6, 2.6))
        period = seconds / chirps
        pulses = int(rng.integers(3, 5))
        pulse_rate = rng.uniform(26, 34)
        within = np.mod(t + rng.uniform(0, period), period)
        pulse_phase = within * pulse_rate
        gate = (pulse_phase < pulses) * np.sin(np.pi * np.mod(pulse_phase, 1.0)) ** 2
        rest = np.clip(1.5 * cycles(n, rate, rng, (seconds / 3, seconds / 5)) + 0.6, 0, 1)
        voice = np.sin(2 * np.pi * round(carrier * seconds) / seconds * t) * gate * rest
        out += ss.pan(voice, rng.uniform(-0.8, 0.8)) * rng.uniform(0.5, 1.0)
    return out


# ---------------------------------------------------------------- the seasons


def _space(rate: int) -> Stereo:
    """Outdoors: the trees' scattered reflections, a short, bright, diffuse tail."""
    return ss.room2(1.2, rate, np.random.default_rng(29), tone=6000, early=16, spread=0.08)


def render_ambience(
    season: Season, rate: int, rng: np.random.Generator, seconds: float = LOOP_SECONDS
) -> Stereo:
    """A season's loop, ``seconds`` long, stereo, not yet levelled (its events as many
    a second as in a loop of ``LOOP_SECONDS``)."""
    n = ss.samples(seconds, rate)
    scale = seconds / LOOP_SECONDS
    if season is Season.SPRING:
        bed = wind(n, rate, rng, 0.45, (19.0, 9.0, 5.0))
        life = birds(n, rate, rng, max(1, round(16 * scale)), (0, 1, 2, 3))
        mix = 0.35 * bed + 1.5 * life
    elif season is Season.SUMMER:
        bed = wind(n, rate, rng, 0.35, (27.0, 13.0), body=(200.0, 700.0))
        life = 0.5 * crickets(n, rate, rng) + 1.2 * birds(
            n, rate, rng, max(1, round(5 * scale)), (1, 3)
        )
        mix = 0.35 * bed + life
    elif season is Season.AUTUMN:
        bed = wind(n, rate, rng, 0.6, (17.0, 8.0, 4.5), body=(220.0, 800.0))
        mix = 0.3 * bed + 2.0 * rain(n, rate, rng, 60.0)
    else:
        bed = wind(n, rate, rng, 0.1, (37.0, 19.0), body=(180.0, 600.0))
        mix = 0.4 * bed + 0.5 * snow(n, rate, rng)
    wet = circular_reverb(mix, _space(rate), 0.25)
    # nothing under 150 Hz (a rumble the laptop cannot play, the music's bass's room) and
    # little over 7 kHz (a hiss there is harsh, not airy); around the loop
    hp, lp = ss.highpass_response(150.0, 2), ss.lowpass_response(6500.0, 8)
    return ss.each_channel(
        wet, lambda c: ss.spectral_filter(c, rate, lambda f: hp(f) * lp(f), True)
    )
