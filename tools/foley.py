"""The game's effects, synthesised: what each cue is made of (``EFFECTS``), one recipe a cue.

Foley that sounds like its object, and that a laptop's small speakers still carry (little of
any effect lies under 250 Hz): a card is paper (stick-slip friction sliding over felt, a snap
as it bends free, a papery slap as it lands), a token is wood set down (the crack of its
contact, a short noise, then the block's modes), a Lake is a drop of water (a splash, then
the bubble it traps ringing and rising: Minnaert's model), growth and the Bush are leaves
(bursts of friction, each a leaf brushing others) under plucked notes. The interface's cues
are soft and tactile: felt mallets on tuned wooden bars, plucks, a tine with its click, never
one bare sine. Every tuned cue is written in G major pentatonic (``CUE_SCALE``: G A B D E) and
made for each season it sounds over moved into that season's key (``Take.ratio``: the
season's shift, ``score.cue_shift``), its takes within a few cents of the key; the rest vary a little in pitch, timbre and timing from take
to take (``cues.VARIANTS``: how many takes each cue has).

The hierarchy: a season's scoring is one gesture of light (``light_sweep``, played once as
the scoring starts), a season's chime and the game's end are fuller and longer than play's
cues, and levelled a little louder (``Effect.lufs``).

Each recipe is a function of its ``Take`` (a seeded random generator, the take's pitch ratio
and its number), mono (placed by the player) or stereo (the season's moments, wide).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from evergreen.ui.sound.cues import TUNED, Cue
from tools import sound_synth as ss
from tools.sound_synth import Signal, Stereo, note

#: The key every tuned cue is written in: G major pentatonic (pitch classes, C = 0). Each
#: season's takes are moved into that season's key (``score.cue_shift``), so a cue never
#: clashes with the music under it.
CUE_SCALE = frozenset({7, 9, 11, 2, 4})
#: The loudness (LUFS, loudest 400 ms) every effect's file is levelled to, and the season's
#: moments' (a season's chime, the game's end: they stand out).
EFFECT_LUFS = -16.0
MOMENT_LUFS = -14.0


@dataclass(frozen=True)
class Take:
    """One take's making: its random generator, pitch ratio and number (0 the first)."""

    rate: int
    rng: np.random.Generator
    ratio: float
    index: int

    def hz(self, pitch: str | float) -> float:
        """A note name's (or a frequency's) pitch in this take."""
        return (note(pitch) if isinstance(pitch, str) else pitch) * self.ratio


Recipe = Callable[[Take], Signal | Stereo]


@dataclass(frozen=True)
class Effect:
    """How one effect is made: its recipe, how long it may ring (s), how much of the room,
    the longest its file may be and the loudness its file is levelled to (whether it is
    tuned is ``cues.TUNED``: its takes keep to the key, a few cents apart)."""

    recipe: Recipe
    seconds: float
    wet: float = 0.14
    limit: float = 2.0
    lufs: float = EFFECT_LUFS


#: The takes' pitch: cents off for tuned effects (they stay in tune), semitones for the rest
#: (a card a little quicker, a drop a little smaller).
PITCHED_CENTS = (0.0, 4.0, -4.0, 2.0)
UNPITCHED_STEPS = (0.0, 0.45, -0.4, 0.2)

#: A glass bell's partials (ratio, amplitude, decay relative to the fundamental's): nearly
#: harmonic low down (the octave, the twelfth), a few inharmonic ones above, dying fast.
GLASS_BELL: tuple[tuple[float, float, float], ...] = (
    (1.0, 1.0, 1.0),
    (2.0, 0.34, 0.6),
    (3.0, 0.12, 0.38),
    (4.16, 0.07, 0.24),
    (5.43, 0.04, 0.16),
    (6.79, 0.02, 0.11),
    (8.2, 0.01, 0.08),
)
#: A bright glass or a tine: a strong octave and twelfth (the fundamental is not alone).
TINE: tuple[tuple[float, float, float], ...] = (
    (1.0, 1.0, 1.0),
    (2.0, 0.95, 0.8),
    (3.0, 0.55, 0.6),
    (4.0, 0.3, 0.45),
    (5.0, 0.15, 0.3),
)
#: A tuned wooden bar (a marimba's: its first overtones tuned two octaves and a little over
#: three up) as (ratio, amplitude, decay relative to the fundamental's).
TUNED_BAR: tuple[tuple[float, float, float], ...] = (
    (1.0, 1.0, 1.0),
    (4.0, 1.0, 0.55),
    (10.0, 0.5, 0.3),
)


# ---------------------------------------------------------------- building blocks


def _buffer(seconds: float, rate: int) -> Signal:
    return np.zeros(ss.samples(seconds, rate))


def _env(points: list[tuple[float, float]], n: int) -> Signal:
    """A breakpoint envelope over ``n`` samples: (time as a fraction 0-1, level) pairs."""
    xs, ys = zip(*points, strict=True)
    return np.asarray(np.interp(np.linspace(0, 1, n), xs, ys), dtype=np.float64)


def _slide(v: Take, seconds: float, shape: list[tuple[float, float]], **kw: float) -> Signal:
    """Paper sliding: friction whose pressure follows ``shape``."""
    n = ss.samples(seconds, v.rate)
    return ss.lowpass(ss.friction(seconds, v.rate, v.rng, _env(shape, n), **kw), v.rate, 6000, 4)


def _click(v: Take, low: float, high: float, tau: float = 0.0012) -> Signal:
    """The crack of a contact: a burst of band-passed noise dying in ``tau`` seconds."""
    n = ss.samples(max(0.01, 8 * tau), v.rate)
    burst = ss.bandpass(ss.noise(n, v.rng), v.rate, low, high, order=4)
    burst *= ss.attack_decay(n, v.rate, 0.0003, tau)
    return np.asarray(burst / max(float(np.max(np.abs(burst))), 1e-9), dtype=np.float64)


def _bar(
    v: Take,
    pitch: str | float,
    seconds: float,
    tau: float,
    contact: float = 0.0004,
    modes: tuple[tuple[float, float, float], ...] = TUNED_BAR,
) -> Signal:
    """A tuned wooden bar struck by a felt mallet (``contact`` s: the softer, the longer, the
    duller), each mode a little other from take to take."""
    f = v.hz(pitch)
    parts = [
        (f * r, a * float(v.rng.uniform(0.8, 1.15)), tau * d) for r, a, d in modes if f * r < 9000
    ]
    return ss.mallet(parts, seconds, v.rate, contact)


def _leaves(v: Take, seconds: float, bursts: int, spread: float, gain: float = 1.0) -> Signal:
    """Leaves rustling: ``bursts`` of friction within ``spread`` seconds, each a leaf
    brushing others (high, papery, no pitch)."""
    n = ss.samples(seconds, v.rate)
    pressure = np.zeros(n)
    for _ in range(bursts):
        at = v.rng.uniform(0.0, spread)
        width = v.rng.uniform(0.02, 0.07)
        a = ss.samples(at, v.rate)
        b = min(ss.samples(at + width, v.rate), n)
        if b > a:
            pressure[a:b] += v.rng.uniform(0.4, 1.0) * ss.swell(b - a, 0.3)
    pressure = np.clip(pressure, 0, 1)
    out = ss.friction(seconds, v.rate, v.rng, pressure, grains=3000, low=1200, high=5500)
    return np.asarray(gain * ss.lowpass(out, v.rate, 6000, 4), dtype=np.float64)


def _t60_damping(freq: float, t60: float) -> float:
    """The plucked string's loss per period that makes it fall 60 dB in ``t60`` seconds."""
    return float(10 ** (-3 / (freq * t60)))


def pluck_note(
    v: Take, pitch: str | float, seconds: float, t60: float, bright: float = 0.85
) -> Signal:
    """A plucked string in a small wooden body: Karplus-Strong with the body's resonances,
    and the pick's click."""
    f = v.hz(pitch)
    string = ss.pluck(f, seconds, v.rate, v.rng, _t60_damping(f, t60), bright, pick=7)
    body = ss.string_body(string, v.rate, ((520.0, 0.5, 0.5), (1400.0, 0.6, 0.5)))
    body = ss.lowpass(body, v.rate, 6000, 4)
    ss.place(body, _click(v, 2000, 6000, 0.0008), 0.0, v.rate, 0.12)
    return body


def bell_note(
    v: Take,
    pitch: str | float,
    seconds: float,
    tau: float,
    attack: float = 0.003,
    partials: tuple[tuple[float, float, float], ...] = GLASS_BELL,
) -> Signal:
    """A glass bell (or a tine), with the tap of its striker."""
    f = v.hz(pitch)
    ring = ss.bell(f, seconds, v.rate, tau, partials, attack, max_freq=12000)
    tap = _click(v, min(2 * f, 4000), min(8 * f, 6000), 0.0015)
    ss.place(ring, tap, 0.0, v.rate, 0.12)
    return ring


def _pluck_bell(v: Take, pitch: str, seconds: float, t60: float, bell: float) -> Signal:
    """A plucked note with a soft glass bell an octave up: the growth and points timbre."""
    out = pluck_note(v, pitch, seconds, t60)
    ring = bell_note(v, 2 * note(pitch), seconds, t60 / 6.9 * 0.8, partials=TINE)
    ss.place(out, ring, 0.0, v.rate, bell * 0.5)
    return out


# ---------------------------------------------------------------- cards and pieces


def card_take(v: Take) -> Signal:
    """A card slid out of the market: paper sliding over felt, the snap as it bends free, and
    the papery slap as it lands on the others in hand (a card weighs nothing: no thump)."""
    out = _buffer(0.6, v.rate)
    length = v.rng.uniform(0.14, 0.2)
    slide = _slide(v, length, [(0, 0), (0.3, 0.8), (0.8, 1.0), (1, 0)], grains=2200, low=1300)
    ss.place(out, slide, 0.0, v.rate, 0.55)
    snap = _click(v, 1800, 5500, 0.0015)
    ss.place(out, snap, length - 0.01, v.rate, 0.5)
    slap = _slide(v, 0.03, [(0, 1), (1, 0)], grains=9000, low=800, high=5000, hiss=0.6)
    ss.place(out, slap, length + 0.06, v.rate, 0.5)
    ss.place(out, _click(v, 700, 3000, 0.003), length + 0.06, v.rate, 0.25)
    return out


def card_zone(v: Take) -> Signal:
    """The left-over card laid in the fertility zone: a short slide and a papery slap on its
    biome's stack (the stack's paper answering, a soft body under it)."""
    out = _buffer(0.5, v.rate)
    slide = _slide(v, 0.08, [(0, 0), (0.4, 1), (1, 0.2)], grains=2500, low=1200)
    ss.place(out, slide, 0.0, v.rate, 0.45)
    slap = _slide(v, 0.035, [(0, 1), (1, 0)], grains=12000, low=700, high=5000, hiss=0.7)
    ss.place(out, slap, 0.07, v.rate, 0.7)
    ss.place(out, _click(v, 500, 2500, 0.004), 0.07, v.rate, 0.35)
    ss.place(out, ss.body_thump(v.hz(330.0), 0.15, v.rate, 0.015), 0.07, v.rate, 0.1)
    return out


def aridity(v: Take) -> Signal:
    """A biome turns arid (its top card face down): the card flipped (two quick flaps), a dry
    papery slap, dust settling."""
    out = _buffer(0.8, v.rate)
    for i, at in enumerate((0.0, 0.06 + v.rng.uniform(0, 0.02))):
        flap = _slide(v, 0.05, [(0, 0), (0.3, 1), (1, 0)], grains=5000, low=800, high=5000)
        ss.place(out, flap, at, v.rate, 0.45 - 0.1 * i)
    slap = _slide(v, 0.04, [(0, 1), (1, 0)], grains=12000, low=500, high=4500, hiss=0.7)
    ss.place(out, slap, 0.12, v.rate, 0.8)
    ss.place(out, _bar(v, 300.0, 0.3, 0.04, 0.003, _wood_modes()), 0.12, v.rate, 0.35)
    dust = _slide(v, 0.45, [(0, 0), (0.1, 0.6), (1, 0)], grains=500, low=900, high=4000, hiss=0.8)
    ss.place(out, dust, 0.13, v.rate, 0.25)
    return out


def _wood_modes() -> tuple[tuple[float, float, float], ...]:
    """A free wooden block's modes (untuned: the bar's own ratios)."""
    return tuple((r, a, r**-0.9) for r, a in ss.BAR_RATIOS)


def marker(v: Take) -> Signal:
    """A power marker moved up its track: a wooden peg set down, the crack of its contact,
    then the peg and the board's wood ringing a moment (D5 over G4)."""
    out = _buffer(0.45, v.rate)
    ss.place(out, _click(v, 1500, 6000, 0.0012 + 0.0003 * v.index), 0.0, v.rate, 1.0)
    lag = float(v.rng.uniform(0.001, 0.012))  # the board answers the peg a moment later
    peg, board = (float(v.rng.uniform(0.028, 0.042)) for _ in range(2))
    ss.place(out, _bar(v, "D5", 0.35, peg, 0.0003), 0.0, v.rate, 0.55)
    ss.place(out, _bar(v, "G4", 0.35, board, 0.0004), lag, v.rate, 0.48)
    ss.place(out, _click(v, 400, 2000, 0.004), 0.001, v.rate, 0.2)
    return out


def bush(v: Take) -> Signal:
    """A Bush placed: leaves rustling (bursts of friction, each a leaf brushing others) over
    the soft brush of its branches."""
    seconds = 0.6
    n = ss.samples(seconds, v.rate)
    leaves = _leaves(v, seconds, 8, 0.32) * ss.swell(n, 0.25, 0.5)
    brush = ss.bandpass(ss.noise(n, v.rng), v.rate, 400, 1800) * ss.swell(n, 0.3) * 0.2
    return np.asarray(leaves + brush, dtype=np.float64)


def lake(v: Take) -> Signal:
    """A Lake placed: a drop falls in (the splash of its impact), the bubble it traps rings
    and rises in pitch as it nears the surface (Minnaert), then two or three smaller ones."""
    out = _buffer(0.55, v.rate)
    ss.place(out, _click(v, 1500, 6000, 0.0015), 0.0, v.rate, 0.35)
    main = v.hz(float(v.rng.uniform(620.0, 760.0)))
    ss.place(out, ss.bubble(main, 0.3, v.rate, 0.035, 0.9), 0.005, v.rate, 1.0)
    at = 0.05
    for _ in range(2 + v.index % 2):
        at += float(v.rng.uniform(0.03, 0.09))
        f = v.hz(float(v.rng.uniform(1100.0, 2200.0)))
        small = ss.bubble(f, 0.15, v.rate, float(v.rng.uniform(0.012, 0.025)), 0.6)
        ss.place(out, small, at, v.rate, float(v.rng.uniform(0.2, 0.4)))
    drip = _slide(v, 0.25, [(0, 0), (0.1, 0.5), (1, 0)], grains=300, low=1500, high=5500)
    ss.place(out, drip, 0.02, v.rate, 0.12)
    return out


# ---------------------------------------------------------------- growth and points


def sprout(v: Take) -> Signal:
    """A Sprout planted: a few leaves stirring and one small plucked note (G4), the lowest of
    the growth sounds."""
    out = _pluck_bell(v, "G4", 1.4, 1.0, 0.15)
    ss.place(out, _leaves(v, 0.3, 3, 0.1), 0.0, v.rate, 0.2)  # under the note, not over it
    return out


def grow_small(v: Take) -> Signal:
    """A Sprout grows into a Small Tree: leaves opening, two notes rising (B4, D5)."""
    out = _buffer(1.5, v.rate)
    ss.place(out, _pluck_bell(v, "B4", 1.5, 1.0, 0.15), 0.0, v.rate, 0.85)
    ss.place(out, _pluck_bell(v, "D5", 1.4, 1.0, 0.2), 0.085, v.rate, 0.85)
    ss.place(out, _leaves(v, 0.35, 5, 0.15), 0.0, v.rate, 0.3)
    return out


def grow_big(v: Take) -> Signal:
    """A Small Tree grows into a Big Tree: a canopy rustling open, three notes rising to the
    highest (D5 G5 B5), a tine blooming on the top note."""
    out = _buffer(1.8, v.rate)
    for i, name in enumerate(("D5", "G5", "B5")):
        ss.place(out, _pluck_bell(v, name, 1.6, 1.0, 0.35), 0.075 * i, v.rate, 0.7 + 0.15 * i)
    ring = bell_note(v, "B5", 1.6, 0.28, 0.01, partials=TINE)
    ss.place(out, ring, 0.15, v.rate, 0.3)
    ss.place(out, _leaves(v, 0.5, 8, 0.25), 0.0, v.rate, 0.35)
    return out


def vp_tick(v: Take) -> Signal:
    """Points added: a light tick, a small tine (E6) struck by a wooden tip, its click
    first."""
    out = _buffer(0.7, v.rate)
    ss.place(out, bell_note(v, "E6", 0.6, 0.07, 0.001, partials=TINE), 0.0, v.rate, 0.45)
    lag = float(v.rng.uniform(0.0, 0.01))
    ss.place(out, _bar(v, "B5", 0.2, float(v.rng.uniform(0.02, 0.04)), 0.0003), lag, v.rate, 0.7)
    ss.place(out, _click(v, 2500, 6000, 0.0007), 0.0, v.rate, 0.4)
    return out


def buds(v: Take) -> Signal:
    """The Buds power's points: three small bells opening upwards (B5 D6 G6), over a
    pluck."""
    out = _buffer(1.7, v.rate)
    ss.place(out, pluck_note(v, "D5", 1.4, 1.0), 0.0, v.rate, 0.45)
    for i, name in enumerate(("B5", "D6", "G6")):
        ring = bell_note(v, name, 1.5, 0.22, 0.004, partials=TINE)
        ss.place(out, ring, 0.055 * i + float(v.rng.uniform(0, 0.01)), v.rate, 0.45)
    ss.place(out, _leaves(v, 0.3, 4, 0.12), 0.0, v.rate, 0.2)
    return out


# ---------------------------------------------------------------- the season's moments


def light_sweep(v: Take) -> Stereo:
    """A season's scoring: the light sweeping the planets, one gesture for the whole scoring
    (played once as it starts): an airy swell whose colour rises and settles as it crosses
    from left to right, glints of small glass bells (G5 D6 B6 G6) catching it on the way."""
    seconds = 4.2

    def shape(t: Signal, f: Signal) -> Signal:
        x = float(np.clip(t / seconds, 0.0, 1.0))
        centre = 700 * 2 ** (2.2 * np.sin(np.pi * min(x / 0.75, 1.0) * 0.5) ** 2)
        octaves = np.log2(np.maximum(f, 20.0) / centre)
        return np.asarray(np.exp(-0.5 * (octaves / 0.7) ** 2))

    n = ss.samples(seconds, v.rate)
    out = np.zeros((n, 2))
    for ch in range(2):
        air = ss.shaped_noise(seconds, v.rate, v.rng, shape) * ss.swell(n, 0.45, 1.3)
        air /= max(float(ss.window_rms(air, v.rate).max()), 1e-9)
        out[:, ch] = air
    x = np.linspace(-0.8, 0.8, n)  # the light crosses the planet
    theta = (x + 1) * np.pi / 4
    out *= np.sqrt(2) * np.stack([np.cos(theta), np.sin(theta)], axis=1)
    for i, name in enumerate(("G5", "D6", "B6", "G6")):
        at = 0.5 + 0.7 * i + float(v.rng.uniform(0, 0.1))
        glint = bell_note(v, name, 1.4, 0.35, 0.01, partials=TINE)
        ss.place2(out, ss.pan(glint, -0.6 + 0.4 * i), at, v.rate, 0.16)
    return np.asarray(out, dtype=np.float64)


def season_chime(v: Take) -> Stereo:
    """A season ends: a full, warm chime: a low G plucked and belled, a G major chord of
    glass bells rolled upwards and spread from left to right, a high tine answering, and a
    breath of air swelling under it."""
    seconds = 4.6
    n = ss.samples(seconds, v.rate)
    out = np.zeros((n, 2))
    ss.place2(out, ss.pan(pluck_note(v, "G3", seconds, 4.0, 0.5), 0.0), 0.0, v.rate, 0.45)
    ss.place2(out, ss.pan(bell_note(v, "G3", seconds, 1.8, 0.02), 0.0), 0.0, v.rate, 0.35)
    for i, name in enumerate(("G4", "B4", "D5", "G5", "B5")):
        ring = bell_note(v, name, seconds, 1.5 - 0.1 * i, 0.006)
        ss.place2(out, ss.pan(ring, -0.5 + 0.25 * i), 0.06 * i, v.rate, 0.6 - 0.06 * i)
    ss.place2(out, ss.pan(bell_note(v, "D6", 3.0, 0.6, 0.01, TINE), 0.4), 0.5, v.rate, 0.2)
    air = ss.bandpass(ss.noise(n, v.rng), v.rate, 900, 5000) * ss.swell(n, 0.2, 1.5) * 0.05
    ss.place2(out, ss.pan(air, -0.2), 0.0, v.rate)
    return out


def game_end(v: Take) -> Stereo:
    """The game is over: a cadence in the cues' key, three steps rising (B4 D5 E5) over a
    walking bass (G3 E3 D3) to a full G chord: G5 plucked and belled, a low G, the chord
    rolled across the field, a high tine last."""
    seconds = 5.2
    out = np.zeros((ss.samples(seconds, v.rate), 2))
    steps = (("B4", "G3"), ("D5", "E3"), ("E5", "D3"))
    for i, (top, bass) in enumerate(steps):
        at = 0.22 * i
        ss.place2(out, ss.pan(_pluck_bell(v, top, 1.2, 0.9, 0.5), 0.15), at, v.rate, 0.7)
        ss.place2(out, ss.pan(pluck_note(v, bass, 1.2, 1.0, 0.5), -0.2), at, v.rate, 0.45)
    last = 0.68
    tail = seconds - last
    ss.place2(out, ss.pan(bell_note(v, "G5", tail, 1.3, 0.006), 0.2), last, v.rate, 0.55)
    ss.place2(out, ss.pan(_pluck_bell(v, "G5", tail, 2.2, 0.3), 0.0), last, v.rate, 0.6)
    ss.place2(out, ss.pan(pluck_note(v, "G3", tail, 3.0, 0.5), 0.0), last, v.rate, 0.5)
    for i, name in enumerate(("G3", "D4", "B4", "D5", "G5")):
        ring = bell_note(v, name, tail, 1.3, 0.015)
        ss.place2(out, ss.pan(ring, -0.6 + 0.3 * i), last + 0.03 * i, v.rate, 0.42 - 0.04 * i)
    ss.place2(out, ss.pan(bell_note(v, "B6", 2.5, 0.5, 0.01, TINE), 0.5), last + 0.35, v.rate, 0.15)
    return out


# ---------------------------------------------------------------- the interface


def press(v: Take) -> Signal:
    """A button pressed: a small, soft wooden key: the tap of its felt tip, then a tuned bar
    (B5) with two lower ones under it (G5, D5)."""
    out = _buffer(0.3, v.rate)
    ss.place(out, _click(v, 1500, 6000, 0.0007 + 0.0002 * v.index), 0.0, v.rate, 0.45)
    lag = float(v.rng.uniform(0.0, 0.008))  # the key's lower bar sounds a hair later
    # three bars, even (a key, not a bell): no one of them rings on alone as a line
    key, under = (float(v.rng.uniform(0.014, 0.024)) for _ in range(2))
    ss.place(out, _bar(v, "B5", 0.25, key, 0.0003), 0.0, v.rate, 0.5)
    ss.place(out, _bar(v, "D5", 0.25, under, 0.0004), lag, v.rate, 0.5)
    ss.place(out, _bar(v, "G5", 0.25, (key + under) / 2, 0.0004), lag / 2, v.rate, 0.45)
    # the tap's first crest rounded off (a felt tip), so the click is not all peak
    return ss.soft_limit(out / max(float(np.max(np.abs(out))), 1e-9), 0.5)


def refuse(v: Take) -> Signal:
    """A click the rules refuse: a muted double knock on a wooden box (its contact heard,
    then the box's first modes), the second lower (D4 then B3): not an alarm."""
    out = _buffer(0.5, v.rate)
    for at, pitch, gain in ((0.0, "D4", 1.0), (0.1 + 0.01 * v.index, "B3", 0.75)):
        ss.place(out, _click(v, 600, 4000, 0.002), at, v.rate, 0.25 * gain)
        box = _bar(
            v, pitch, 0.3, 0.045, 0.0006, modes=((1.0, 1.0, 1.0), (2.0, 1.0, 0.8), (3.0, 0.6, 0.6))
        )
        ss.place(out, box, at, v.rate, 0.8 * gain)
    return ss.highpass(out, v.rate, 180, 4)  # a small box: nothing under its first mode


def hint(v: Take) -> Signal:
    """The hint shown: two gentle tines, rising (B5, E6), struck by felt."""
    out = _buffer(1.6, v.rate)
    ss.place(out, bell_note(v, "B5", 1.5, 0.26, 0.006, TINE), 0.0, v.rate, 0.75)
    ss.place(out, bell_note(v, "E6", 1.4, 0.24, 0.006, TINE), 0.15, v.rate, 0.75)
    ss.place(out, _bar(v, "E5", 0.3, 0.03, 0.002), 0.15, v.rate, 0.2)
    return out


def undo(v: Take) -> Signal:
    """A step taken back: a short paper swish drawn backwards (it swells, then stops), and
    two plucked notes falling a fourth (E5, B4)."""
    out = _buffer(1.3, v.rate)
    swish = _slide(v, 0.12, [(0, 0), (0.8, 1), (1, 0)], grains=2500, low=1500, high=6500)
    ss.place(out, swish, 0.0, v.rate, 0.3)
    ss.place(out, pluck_note(v, "E5", 1.2, 0.7), 0.1, v.rate, 0.8)
    ss.place(out, pluck_note(v, "B4", 1.1, 0.7), 0.19, v.rate, 0.9)
    return out


def bot_turn(v: Take) -> Signal:
    """Another seat's turn starts: a soft mallet on a tuned wooden bar (G4), then a tine a
    fifth above (D5)."""
    out = _buffer(1.2, v.rate)
    ss.place(out, _click(v, 1200, 5000, 0.0015), 0.0, v.rate, 0.15)
    ss.place(out, _bar(v, "G4", 1.0, 0.22, 0.0005), 0.0, v.rate, 0.6)
    ss.place(out, bell_note(v, "D5", 1.0, 0.2, 0.004, TINE), 0.09, v.rate, 0.6)
    return out


EFFECTS: dict[Cue, Effect] = {
    Cue.CARD_TAKE: Effect(card_take, 0.6, wet=0.12),
    Cue.CARD_ZONE: Effect(card_zone, 0.5, wet=0.12),
    Cue.ARIDITY: Effect(aridity, 0.8, wet=0.14),
    Cue.SPROUT: Effect(sprout, 1.4),
    Cue.GROW_SMALL: Effect(grow_small, 1.5),
    Cue.GROW_BIG: Effect(grow_big, 1.8),
    Cue.BUSH: Effect(bush, 0.6, wet=0.12),
    Cue.LAKE: Effect(lake, 0.55, wet=0.2),
    Cue.MARKER: Effect(marker, 0.45, wet=0.12),
    Cue.VP_TICK: Effect(vp_tick, 0.7),
    Cue.BUDS: Effect(buds, 1.7),
    Cue.LIGHT_SWEEP: Effect(light_sweep, 4.2, wet=0.2, limit=5.5),
    Cue.SEASON_CHIME: Effect(season_chime, 4.6, wet=0.24, limit=5.5, lufs=MOMENT_LUFS),
    Cue.GAME_END: Effect(game_end, 5.2, wet=0.24, limit=6.0, lufs=MOMENT_LUFS),
    Cue.PRESS: Effect(press, 0.3, wet=0.04),
    Cue.REFUSE: Effect(refuse, 0.5, wet=0.1),
    Cue.HINT: Effect(hint, 1.6),
    Cue.UNDO: Effect(undo, 1.3),
    Cue.BOT_TURN: Effect(bot_turn, 1.2),
}
#: The effects with a pitch (made in each season's key, checked against its music's).
PITCHED = TUNED
#: Effects allowed to last longer than two seconds (the season's moments).
LONG = frozenset(cue for cue, effect in EFFECTS.items() if effect.limit > 2.0)
