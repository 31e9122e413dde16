"""Make every sound of the game: the effects by synthesis (``Cue``, with their round-robin
variants, ``evergreen/ui/sound/cues.py`` lists them), the score's pieces by ``tools.music``
(composed as MIDI, played by a General MIDI soundfont), as ``assets/sounds/<name>.ogg``, and
``assets/sounds/levels.json``: each file's loudness, true peaks and peak envelope, measured
from the encoded file as the game decodes it (the player sets every cue's level from them,
and keeps the mix under its ceiling with them).

Usage (from the repository root; ``make sounds`` does it): ``python -m tools.make_sounds
[--only NAME ...] [--plot DIR]``. Needs numpy, scipy, pyloudnorm and ``oggenc`` (Debian:
``vorbis-tools``); the score needs ``fluidsynth`` and ``fluid-soundfont-gm``.

All the effects are the project's own work: nothing is sampled, every one is computed here
(``tools/sound_synth.py``) from physical-ish models and noise, with fixed random seeds, so a
rebuild gives the same samples (and, the Ogg stream serial being fixed, the same files).

One palette, in stereo: wooden bars and pegs struck by soft mallets (their modes, the higher
ones dying sooner), paper sliding on felt (stick-slip friction: a stream of tiny impulses
ringing the sheet, over a hiss), plucked strings in a small wooden body and glass bells in
G major pentatonic for growth and points (the bigger the tree, the higher it ends), leaves
and bubbles for the Bush and the Lake; every effect in one small room (a stereo response:
early reflections then a tail whose top dies first), every file running until its own tail
has died 54 dB, never cut.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from evergreen.ui.sound.cues import LEVELS_FILE, Cue, effect_files
from tools import sound_measure as sm
from tools import sound_synth as ss
from tools.music import build as music
from tools.sound_synth import Signal, Stereo, note

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "sounds"

RATE = 44100
#: Loudness: each effect's loudest 400 ms (the score's pieces: ``tools.music.render``); the
#: player sets the mix's levels from the measured files.
EFFECT_LUFS = -16.0
#: Every file's true peak is held at or under this before encoding (Vorbis adds a little).
TRUE_PEAK = -1.8
#: An effect's file ends once its sound (20 ms windows) is this far under its loudest: its
#: tail has died, nothing is cut.
TAIL_DB = 54.0
#: Silence before an effect's attack (s): Vorbis spreads an attack over a short block.
LEAD = 0.006
#: The peak envelope's blocks (seconds) in levels.json.
ENVELOPE_BLOCK = 0.05
#: oggenc quality of the effects.
EFFECT_QUALITY = 4


@dataclass(frozen=True)
class Take:
    """One variant's making: its random generator, pitch ratio and number (0 the first)."""

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
    whether it has a pitch (its variants keep to the key) and the longest its file may be."""

    recipe: Recipe
    seconds: float
    wet: float = 0.14
    pitched: bool = False
    limit: float = 2.0


#: The variants' pitch: cents off for pitched effects (they stay in tune), semitones for the
#: rest (a wooden knock a little higher, a card a little quicker).
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


# ---------------------------------------------------------------- building blocks


def _buffer(seconds: float, rate: int) -> Signal:
    return np.zeros(ss.samples(seconds, rate))


def _env(points: list[tuple[float, float]], n: int) -> Signal:
    """A breakpoint envelope over ``n`` samples: (time as a fraction 0-1, level) pairs."""
    xs, ys = zip(*points, strict=True)
    return np.asarray(np.interp(np.linspace(0, 1, n), xs, ys), dtype=np.float64)


def _slide(v: Take, seconds: float, shape: list[tuple[float, float]], **kw: float) -> Signal:
    """A card sliding: paper friction whose pressure follows ``shape``."""
    n = ss.samples(seconds, v.rate)
    return ss.friction(seconds, v.rate, v.rng, _env(shape, n), **kw)


def _strike(v: Take, pitch: str | float, seconds: float, tau: float, contact: float) -> Signal:
    """A small wooden bar or peg struck, at ``pitch``."""
    return ss.wood_bar(v.hz(pitch), seconds, v.rate, tau, contact)


def _t60_damping(freq: float, t60: float, rate: int) -> float:
    """The plucked string's loss per period that makes it fall 60 dB in ``t60`` seconds."""
    return float(10 ** (-3 / (freq * t60)))


def _pluck(v: Take, pitch: str | float, seconds: float, t60: float, bright: float = 0.55) -> Signal:
    """A plucked string in a small wooden body: Karplus-Strong with the body's resonances,
    its top softened."""
    f = v.hz(pitch)
    string = ss.pluck(f, seconds, v.rate, v.rng, _t60_damping(f, t60, v.rate), bright, pick=7)
    body = ss.string_body(string, v.rate, ((220.0, 0.35, 0.8), (520.0, 0.5, 0.4)))
    return ss.lowpass(body, v.rate, 5000)


def _bell(v: Take, pitch: str | float, seconds: float, tau: float, attack: float = 0.003) -> Signal:
    """A glass bell, with the tap of its striker."""
    f = v.hz(pitch)
    ring = ss.bell(f, seconds, v.rate, tau, GLASS_BELL, attack, max_freq=12000)
    n = ss.samples(0.01, v.rate)
    tap = ss.bandpass(ss.noise(n, v.rng), v.rate, 2 * f, min(8 * f, 12000)) * ss.decay(
        n, v.rate, 0.0015
    )
    ss.place(ring, tap, 0.0, v.rate, 0.08)
    return ring


def _pluck_bell(v: Take, pitch: str, seconds: float, t60: float, bell: float) -> Signal:
    """A plucked note with a soft glass bell an octave up: the growth and points timbre."""
    out = _pluck(v, pitch, seconds, t60)
    ss.place(out, _bell(v, 2 * note(pitch), seconds, t60 / 6.9 * 0.8), 0.0, v.rate, bell * 0.5)
    return out


# ---------------------------------------------------------------- the game's effects


def card_take(v: Take) -> Signal:
    """A card slid out of the market: paper sliding over felt, a flick as it bends free, and
    a soft tap as it lands on the others in hand."""
    out = _buffer(0.7, v.rate)
    slide = _slide(v, 0.16, [(0, 0), (0.25, 0.7), (0.8, 1.0), (1, 0)], grains=1800, low=1200)
    ss.place(out, slide, 0.0, v.rate, 0.5)
    flick = _slide(v, 0.03, [(0, 0), (0.2, 1), (1, 0)], grains=6000, low=2000, hiss=0.2)
    ss.place(out, flick, 0.15, v.rate, 0.5)
    ss.place(out, ss.body_thump(v.hz(190.0), 0.4, v.rate, 0.035), 0.2, v.rate, 0.75)
    tap = _slide(v, 0.02, [(0, 1), (1, 0)], grains=9000, low=700, high=5000, hiss=0.5)
    ss.place(out, tap, 0.2, v.rate, 0.4)
    return out


def card_zone(v: Take) -> Signal:
    """The left-over card laid in the fertility zone: a short slide and a papery slap on its
    biome's stack."""
    out = _buffer(0.6, v.rate)
    slide = _slide(v, 0.07, [(0, 0), (0.4, 1), (1, 0.2)], grains=2500, low=1200)
    ss.place(out, slide, 0.0, v.rate, 0.45)
    ss.place(out, ss.body_thump(v.hz(150.0), 0.4, v.rate, 0.045), 0.06, v.rate, 0.9)
    slap = _slide(v, 0.025, [(0, 1), (1, 0)], grains=12000, low=600, high=6000, hiss=0.6)
    ss.place(out, slap, 0.06, v.rate, 0.55)
    return out


def aridity(v: Take) -> Signal:
    """A biome turns arid (its top card face down): the card flipped (two quick flaps), a
    dull thud, dust settling."""
    out = _buffer(0.9, v.rate)
    for i, at in enumerate((0.0, 0.07)):
        flap = _slide(v, 0.05, [(0, 0), (0.3, 1), (1, 0)], grains=5000, low=700, high=4500)
        ss.place(out, flap, at, v.rate, 0.4 - 0.1 * i)
    ss.place(out, ss.body_thump(v.hz(105.0), 0.5, v.rate, 0.06), 0.12, v.rate, 1.0)
    ss.place(out, _strike(v, 118.0, 0.5, 0.05, 0.004), 0.12, v.rate, 0.35)
    dust = _slide(v, 0.4, [(0, 0), (0.1, 0.6), (1, 0)], grains=400, low=500, high=3000, hiss=0.8)
    ss.place(out, dust, 0.13, v.rate, 0.15)
    return out


def sprout(v: Take) -> Signal:
    """A Sprout planted: one small plucked note (G4), the lowest of the growth sounds."""
    return _pluck_bell(v, "G4", 1.4, 1.05, 0.35)


def grow_small(v: Take) -> Signal:
    """A Sprout grows into a Small Tree: two notes rising (B4, D5)."""
    out = _buffer(1.5, v.rate)
    ss.place(out, _pluck_bell(v, "B4", 1.5, 1.0, 0.3), 0.0, v.rate, 0.8)
    ss.place(out, _pluck_bell(v, "D5", 1.4, 1.0, 0.45), 0.085, v.rate, 1.0)
    return out


def grow_big(v: Take) -> Signal:
    """A Small Tree grows into a Big Tree: three notes rising to the highest (D5 G5 B5), a
    bell blooming on the top note."""
    out = _buffer(1.8, v.rate)
    for i, name in enumerate(("D5", "G5", "B5")):
        ss.place(out, _pluck_bell(v, name, 1.6, 1.0, 0.35), 0.075 * i, v.rate, 0.7 + 0.15 * i)
    ss.place(out, _bell(v, "B5", 1.6, 0.28, 0.01), 0.15, v.rate, 0.45)
    return out


def bush(v: Take) -> Signal:
    """A Bush placed: leaves rustling (bursts of friction, each a leaf brushing others) over
    the soft brush of the branches."""
    seconds = 0.6
    n = ss.samples(seconds, v.rate)
    pressure = np.zeros(n)
    for _ in range(7):
        at = v.rng.uniform(0.0, 0.32)
        width = v.rng.uniform(0.03, 0.09)
        a, b = ss.samples(at, v.rate), ss.samples(at + width, v.rate)
        b = min(b, n)
        pressure[a:b] += v.rng.uniform(0.4, 1.0) * ss.swell(b - a, 0.3)
    pressure = np.clip(pressure, 0, 1) * ss.swell(n, 0.25, 0.5)
    leaves = ss.friction(seconds, v.rate, v.rng, pressure, grains=3500, low=900, high=4500)
    brush = ss.bandpass(ss.noise(n, v.rng), v.rate, 250, 1200) * ss.swell(n, 0.3) * 0.25
    return np.asarray(leaves + brush, dtype=np.float64)


def lake(v: Take) -> Signal:
    """A Lake placed: a drop falls in (a tiny splash), its bubble rings and rises, a smaller
    one after."""
    out = _buffer(0.6, v.rate)
    n = ss.samples(0.012, v.rate)
    splash = ss.bandpass(ss.noise(n, v.rng), v.rate, 1500, 8000) * ss.decay(n, v.rate, 0.002)
    ss.place(out, splash, 0.0, v.rate, 0.35)
    ss.place(out, ss.bubble(v.hz(560.0), 0.35, v.rate, 0.045, 0.9), 0.004, v.rate, 1.0)
    ss.place(out, ss.bubble(v.hz(980.0), 0.25, v.rate, 0.025, 0.7), 0.09, v.rate, 0.35)
    ss.place(out, ss.body_thump(v.hz(130.0), 0.2, v.rate, 0.02), 0.0, v.rate, 0.2)
    return out


def marker(v: Take) -> Signal:
    """A power marker moved up its track: a wooden peg set down, a clear click with body."""
    out = _buffer(0.5, v.rate)
    ss.place(out, _strike(v, "D5", 0.4, 0.05, 0.0008), 0.0, v.rate, 0.8)
    ss.place(out, _strike(v, "G3", 0.4, 0.035, 0.0015), 0.0, v.rate, 0.6)
    ss.place(out, ss.body_thump(v.hz(180.0), 0.2, v.rate, 0.02), 0.0, v.rate, 0.3)
    return out


def vp_tick(v: Take) -> Signal:
    """Points added: a light tick, a tiny glass bell (E6) with a wooden edge."""
    out = _buffer(0.9, v.rate)
    ss.place(out, _bell(v, "E6", 0.8, 0.09, 0.001), 0.0, v.rate, 0.7)
    ss.place(out, _strike(v, "E6", 0.2, 0.012, 0.0006), 0.0, v.rate, 0.25)
    return out


def buds(v: Take) -> Signal:
    """The Buds power's points: three small bells opening upwards (B5 D6 G6), over a
    pluck."""
    out = _buffer(1.7, v.rate)
    ss.place(out, _pluck(v, "D5", 1.4, 1.0), 0.0, v.rate, 0.45)
    for i, name in enumerate(("B5", "D6", "G6")):
        ss.place(out, _bell(v, name, 1.5, 0.22, 0.004), 0.055 * i, v.rate, 0.5)
    return out


def light_sweep(v: Take) -> Stereo:
    """The season's light sweeping the planet: an airy swell whose colour rises and settles
    as it crosses from left to right, with a faint shimmer of two high sines."""
    seconds = 1.3

    def shape(t: Signal, f: Signal) -> Signal:
        x = float(np.clip(t / seconds, 0.0, 1.0))
        centre = 600 * 2 ** (2.4 * np.sin(np.pi * min(x / 0.8, 1.0) * 0.5) ** 2)
        octaves = np.log2(np.maximum(f, 20.0) / centre)
        return np.asarray(np.exp(-0.5 * (octaves / 0.6) ** 2))

    n = ss.samples(seconds, v.rate)
    out = np.zeros((n, 2))
    for ch in range(2):
        air = ss.shaped_noise(seconds, v.rate, v.rng, shape) * ss.swell(n, 0.55, 1.2)
        air /= max(float(ss.window_rms(air, v.rate).max()), 1e-9)
        out[:, ch] = air
    x = np.linspace(-0.7, 0.7, n)  # the light crosses the planet
    theta = (x + 1) * np.pi / 4
    out *= np.sqrt(2) * np.stack([np.cos(theta), np.sin(theta)], axis=1)
    t = ss.times(seconds, v.rate)
    shimmer = np.sin(2 * np.pi * v.hz("G5") * t) + 0.6 * np.sin(2 * np.pi * v.hz("D6") * t + 1.0)
    shimmer *= ss.swell(n, 0.62, 2.0) * 0.22
    ss.place2(out, ss.centre(shimmer), 0.0, v.rate)
    return np.asarray(out, dtype=np.float64)


def season_chime(v: Take) -> Stereo:
    """A season ends: a warm chime, a G major chord of glass bells rolled upwards over a low
    G, spread across the stereo field from left to right."""
    out = np.zeros((ss.samples(3.2, v.rate), 2))
    ss.place2(out, ss.pan(_bell(v, "G3", 3.2, 0.9, 0.02), 0.0), 0.0, v.rate, 0.5)
    for i, name in enumerate(("G4", "B4", "D5", "G5")):
        ring = _bell(v, name, 3.2, 0.7 - 0.07 * i, 0.006)
        ss.place2(out, ss.pan(ring, -0.45 + 0.3 * i), 0.05 * i, v.rate, 0.65 - 0.07 * i)
    return out


def game_end(v: Take) -> Stereo:
    """The game is over: a short cadence, three steps rising (D5 E5 F#5) to G5 over a full
    G major chord (in Winter's E minor, the notes of its scale)."""
    out = np.zeros((ss.samples(3.4, v.rate), 2))
    steps = (("D5", "B3"), ("E5", "C4"), ("F#5", "D4"))
    for i, (top, bass) in enumerate(steps):
        at = 0.2 * i
        ss.place2(out, ss.pan(_pluck_bell(v, top, 1.0, 0.8, 0.5), 0.15), at, v.rate, 0.75)
        ss.place2(out, ss.pan(_bell(v, bass, 1.0, 0.22, 0.01), -0.2), at, v.rate, 0.3)
    last = 0.62
    ss.place2(out, ss.pan(_bell(v, "G5", 2.7, 0.55, 0.006), 0.2), last, v.rate, 0.6)
    ss.place2(out, ss.pan(_pluck_bell(v, "G5", 2.7, 1.6, 0.3), 0.0), last, v.rate, 0.6)
    for i, name in enumerate(("G3", "D4", "B4", "D5")):
        ring = _bell(v, name, 2.7, 0.6, 0.015)
        ss.place2(out, ss.pan(ring, -0.5 + 0.33 * i), last + 0.02 * i, v.rate, 0.45 - 0.05 * i)
    return out


# ---------------------------------------------------------------- the interface


def press(v: Take) -> Signal:
    """A button pressed: a small, clear wooden click (a key of a wooden keyboard)."""
    out = _buffer(0.3, v.rate)
    ss.place(out, _strike(v, "B5", 0.25, 0.018, 0.0005), 0.0, v.rate, 0.8)
    ss.place(out, _strike(v, "D4", 0.25, 0.02, 0.001), 0.0, v.rate, 0.4)
    return out


def refuse(v: Take) -> Signal:
    """A click the rules refuse: a low, muted double knock on wood."""
    out = _buffer(0.6, v.rate)
    ss.place(out, _strike(v, "D3", 0.4, 0.04, 0.004), 0.0, v.rate, 1.0)
    ss.place(out, ss.body_thump(v.hz(120.0), 0.3, v.rate, 0.03), 0.0, v.rate, 0.5)
    ss.place(out, _strike(v, "B2", 0.4, 0.04, 0.004), 0.11, v.rate, 0.8)
    return out


def hint(v: Take) -> Signal:
    """The hint shown: two gentle glass bells, rising (B5, E6)."""
    out = _buffer(1.8, v.rate)
    ss.place(out, _bell(v, "B5", 1.6, 0.26, 0.008), 0.0, v.rate, 0.8)
    ss.place(out, _bell(v, "E6", 1.5, 0.24, 0.008), 0.15, v.rate, 0.8)
    return out


def undo(v: Take) -> Signal:
    """A step taken back: two plucked notes falling a fourth (E5, B4), quick."""
    out = _buffer(1.4, v.rate)
    ss.place(out, _pluck(v, "E5", 1.3, 0.8, 0.5), 0.0, v.rate, 0.8)
    ss.place(out, _pluck(v, "B4", 1.2, 0.8, 0.5), 0.09, v.rate, 0.9)
    return out


def bot_turn(v: Take) -> Signal:
    """Another seat's turn starts: one soft glass bell (D5)."""
    return _bell(v, "D5", 2.0, 0.3, 0.012)


EFFECTS: dict[Cue, Effect] = {
    Cue.CARD_TAKE: Effect(card_take, 0.7, wet=0.12),
    Cue.CARD_ZONE: Effect(card_zone, 0.6, wet=0.12),
    Cue.ARIDITY: Effect(aridity, 0.9, wet=0.14),
    Cue.SPROUT: Effect(sprout, 1.4, pitched=True),
    Cue.GROW_SMALL: Effect(grow_small, 1.5, pitched=True),
    Cue.GROW_BIG: Effect(grow_big, 1.8, pitched=True),
    Cue.BUSH: Effect(bush, 0.6, wet=0.12),
    Cue.LAKE: Effect(lake, 0.6, wet=0.2),
    Cue.MARKER: Effect(marker, 0.5, wet=0.12),
    Cue.VP_TICK: Effect(vp_tick, 0.9, pitched=True),
    Cue.BUDS: Effect(buds, 1.7, pitched=True),
    Cue.LIGHT_SWEEP: Effect(light_sweep, 1.3, wet=0.2, limit=3.5),
    Cue.SEASON_CHIME: Effect(season_chime, 3.2, wet=0.22, pitched=True, limit=3.5),
    Cue.GAME_END: Effect(game_end, 3.4, wet=0.22, pitched=True, limit=3.5),
    Cue.PRESS: Effect(press, 0.3, wet=0.08),
    Cue.REFUSE: Effect(refuse, 0.6, wet=0.1),
    Cue.HINT: Effect(hint, 1.8, pitched=True),
    Cue.UNDO: Effect(undo, 1.4, pitched=True),
    Cue.BOT_TURN: Effect(bot_turn, 2.0, pitched=True),
}
#: The effects with a pitch (checked against the key of the music they play over).
PITCHED = frozenset(cue for cue, effect in EFFECTS.items() if effect.pitched)
#: Effects allowed to last longer than two seconds (their tails: no more than 3.5 s).
LONG = frozenset(cue for cue, effect in EFFECTS.items() if effect.limit > 2.0)


def plays_over(cue: Cue) -> tuple[str, ...]:
    """The seasons whose music a cue can sound over (by season name): a season's chime ends
    Spring, Summer or Autumn (Winter's end is the game's), the game's end is Winter's; the
    rest can sound in any season."""
    if cue is Cue.SEASON_CHIME:
        return ("spring", "summer", "autumn")
    if cue is Cue.GAME_END:
        return ("winter",)
    return ("spring", "summer", "autumn", "winter")


def _room(rate: int) -> Stereo:
    return ss.room2(0.5, rate, np.random.default_rng(7), tone=4500, early=10, spread=0.025)


def _finish(x: Stereo, rate: int) -> Stereo:
    """A sound's last touches: the lowest rumble and the harshest top taken off."""
    return ss.each_channel(
        x, lambda c: ss.lowpass(ss.highpass(c, rate, 40, order=2), rate, 10000, order=3)
    )


def _trim(x: Stereo, rate: int, limit: float) -> Stereo:
    """A sound cut where its tail has died ``TAIL_DB`` under its loudest (20 ms windows),
    then faded over 30 ms (inaudible by then); never longer than ``limit`` seconds."""
    power = np.mean(x**2, axis=1)
    size = ss.samples(0.02, rate)
    count = len(power) // size
    rms = np.sqrt(power[: count * size].reshape(count, size).mean(axis=1))
    alive = np.flatnonzero(rms >= rms.max() * 10 ** (-TAIL_DB / 20))
    end = min(len(x), (int(alive[-1]) + 2) * size, ss.samples(limit, rate))
    y = x[:end].copy()
    fade = ss.samples(0.03, rate)
    y[-fade:] *= (0.5 + 0.5 * np.cos(np.pi * np.arange(1, fade + 1) / fade))[:, None]
    a = ss.samples(0.002, rate)
    y[:a] *= (0.5 - 0.5 * np.cos(np.pi * np.arange(a) / a))[:, None]
    # a few milliseconds of silence first: the encoder smears a sharp attack a little back
    return np.concatenate([np.zeros((ss.samples(LEAD, rate), 2)), y])


def _level(x: Stereo, rate: int, lufs: float, loudness: Callable[[Stereo, int], float]) -> Stereo:
    """``x`` at the loudness ``lufs`` (by ``loudness``), unless its true peak would then pass
    ``TRUE_PEAK``: then at that peak."""
    gain = min(lufs - loudness(x, rate), TRUE_PEAK - sm.true_peak(x))
    return np.asarray(x * 10 ** (gain / 20), dtype=np.float64)


def _take(name: str, index: int, ratio: float, rate: int) -> Take:
    return Take(rate, np.random.default_rng(_seed(name) + 7919 * index), ratio, index)


def render_effect(cue: Cue, variant: int = 0, rate: int = RATE) -> Stereo:
    """One take of an effect, finished: its recipe (seeded by its name and variant), in the
    shared room, its tail let ring out, levelled to its loudness under the true-peak
    ceiling."""
    effect = EFFECTS[cue]
    if effect.pitched:
        ratio = 2 ** (PITCHED_CENTS[variant % 4] / 1200)
    else:
        ratio = 2 ** (UNPITCHED_STEPS[variant % 4] / 12)
    dry = effect.recipe(_take(cue.value, variant, ratio, rate))
    wet = ss.reverb2(dry, _room(rate), effect.wet)
    sound = _trim(_finish(wet, rate), rate, effect.limit)
    return _level(sound, rate, EFFECT_LUFS, sm.max_momentary_lufs)


# ---------------------------------------------------------------- files


def _seed(name: str) -> int:
    """A fixed seed for a sound, from its name (stable across runs, unlike ``hash``)."""
    return sum((i + 1) * ord(c) for i, c in enumerate(name)) + 20240


def encode(samples: Stereo, rate: int, quality: int, out: Path, serial: int) -> None:
    """``samples`` written as Ogg Vorbis at ``out`` by oggenc (a fixed stream serial: the same
    samples always give the same file)."""
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "sound.wav"
        ss.write_wav_stereo(wav, samples, rate)
        subprocess.run(
            [
                "oggenc",
                "--quiet",
                "-q",
                str(quality),
                "--serial",
                str(serial),
                "--discard-comments",
                "-o",
                str(out),
                str(wav),
            ],
            check=True,
        )


def decode(path: Path) -> tuple[Stereo, int]:
    """An Ogg file's samples (stereo, -1..1) and rate, through oggdec: what was encoded."""
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "sound.wav"
        subprocess.run(["oggdec", "--quiet", "-o", str(wav), str(path)], check=True)
        with wave.open(str(wav), "rb") as src:
            rate = src.getframerate()
            data = np.frombuffer(src.readframes(src.getnframes()), dtype="<i2")
            channels = src.getnchannels()
    x = data.reshape(-1, channels) / 32768.0
    if channels == 1:
        x = np.repeat(x, 2, axis=1)
    return np.asarray(x, dtype=np.float64), rate


def all_names() -> list[str]:
    """Every sound's name made here: the effects and their variants (the score's pieces are
    made by ``tools.music``)."""
    return [name for cue in Cue for name in effect_files(cue)]


def render_all(names: list[str]) -> dict[str, tuple[Stereo, int]]:
    """The named effects' samples and oggenc quality."""
    out: dict[str, tuple[Stereo, int]] = {}
    for cue in Cue:
        for k, name in enumerate(effect_files(cue)):
            if name in names:
                out[name] = (render_effect(cue, k), EFFECT_QUALITY)
    return {name: out[name] for name in names if name in out}


def measure(name: str, x: Stereo, rate: int) -> dict[str, object]:
    """A decoded file's levels for the player: loudness (LUFS: integrated for a phrase, the
    loudest 400 ms for the rest), each channel's true peak (dBTP) and, but for the phrases,
    its peak envelope: the true peak of each ``ENVELOPE_BLOCK`` of each channel, in half-dB
    steps under full scale (a byte each, in hex: ff is 0 dBFS, fe -0.5 dB...), rounded up."""
    phrase = name.startswith("music_")
    loud = sm.integrated_lufs(x, rate) if phrase else sm.max_momentary_lufs(x, rate)
    peaks = [round(sm.true_peak(x[:, ch]), 2) for ch in range(2)]
    entry: dict[str, object] = {"lufs": round(loud, 2), "peak": peaks}
    if not phrase:
        from scipy import signal

        up = np.abs(signal.resample_poly(x, 4, 1, axis=0))
        block = ss.samples(ENVELOPE_BLOCK, rate) * 4
        count = -(-len(up) // block)
        padded = np.zeros((count * block, 2))
        padded[: len(up)] = up
        blocks = padded.reshape(count, block, 2).max(axis=1)
        steps = np.clip(np.floor(-2 * 20 * np.log10(np.maximum(blocks, 1e-7))), 0, 255)
        entry["envelope"] = [
            "".join(f"{255 - int(s):02x}" for s in steps[:, ch]) for ch in range(2)
        ]
    return entry


def write_levels(levels: dict[str, dict[str, object]]) -> None:
    """``levels.json``: every file's levels, sorted (the same bytes for the same files)."""
    text = json.dumps({name: levels[name] for name in sorted(levels)}, indent=1, sort_keys=True)
    LEVELS_FILE.write_text(text + "\n", encoding="utf-8")


def plot(samples: Signal, rate: int, out: Path) -> None:
    """A picture of a sound: its waveform over its spectrogram (0-11 kHz, log level)."""
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    width, wave_h, spec_h = 900, 160, 260
    surface = pygame.Surface((width, wave_h + spec_h))
    surface.fill((250, 248, 240))
    cols = np.array_split(samples, width)
    for x, col in enumerate(cols):
        if len(col):
            top = int(wave_h / 2 - col.max() * wave_h / 2)
            bottom = int(wave_h / 2 - col.min() * wave_h / 2)
            pygame.draw.line(surface, (40, 90, 60), (x, top), (x, bottom))
    frame = 1024
    hop = max(1, (len(samples) - frame) // width) if len(samples) > frame else 1
    padded = np.concatenate([samples, np.zeros(frame)])
    fmax = 11000
    bins = int(fmax / (rate / frame))
    for x in range(width):
        seg = padded[x * hop : x * hop + frame] * np.hanning(frame)
        mag = np.abs(np.fft.rfft(seg))[:bins]
        level = 20 * np.log10(mag + 1e-9)
        shade = np.clip((level + 40) / 70, 0, 1)
        rows = np.interp(np.linspace(0, bins - 1, spec_h), np.arange(bins), shade)
        for y, v in enumerate(rows[::-1]):
            c = int(255 * (1 - v))
            surface.set_at((x, wave_h + y), (c, c, min(255, c + 20)))
    y8k = wave_h + int(spec_h * (1 - 8000 / fmax))
    pygame.draw.line(surface, (200, 60, 60), (0, y8k), (width, y8k))
    pygame.image.save(surface, str(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--only", nargs="*", help="make only these sounds")
    parser.add_argument("--plot", type=Path, help="also draw each sound to DIR/<name>.png")
    args = parser.parse_args(argv)
    if shutil.which("oggenc") is None or shutil.which("oggdec") is None:
        print("oggenc/oggdec are needed: apt-get install -y vorbis-tools", file=sys.stderr)
        return 1
    every = all_names()
    names = args.only or every
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    kept = every + music.names()
    if not args.only:  # a full rebuild leaves no stale sound behind (the ambience is its own)
        for old in OUT_DIR.glob("*.ogg"):
            if old.stem not in kept and not old.stem.startswith("ambience_"):
                old.unlink()
    levels: dict[str, dict[str, object]] = {}
    if LEVELS_FILE.exists():
        known = json.loads(LEVELS_FILE.read_text()).items()
        levels = {k: v for k, v in known if k in kept or k.startswith("ambience_")}
    print(f"{'sound':16} {'s':>5} {'KB':>6} {'LUFS':>6} {'dBTP':>6} {'corr':>5} {'>8k dB':>7}")
    for name, (samples, quality) in render_all(names).items():
        out = OUT_DIR / f"{name}.ogg"
        encode(samples, RATE, quality, out, serial=1000 + every.index(name))
        decoded, drate = decode(out)
        levels[name] = measure(name, decoded, drate)
        if args.plot:
            args.plot.mkdir(parents=True, exist_ok=True)
            plot(decoded.mean(axis=1), drate, args.plot / f"{name}.png")
        print(
            f"{name:16} {len(decoded) / drate:5.2f} {out.stat().st_size / 1024:6.1f} "
            f"{levels[name]['lufs']:6.1f} {sm.true_peak(decoded):6.1f} "
            f"{sm.correlation(decoded):5.2f} {sm.high_share_db(decoded, drate, 8000):7.1f}"
        )
    pieces = [n for n in names if n in music.names()]
    if not args.only or pieces:  # the score: composed, played by the soundfont, encoded
        levels.update(music.make(pieces or None))
    write_levels(levels)
    total = sum(p.stat().st_size for p in OUT_DIR.iterdir())
    print(f"total {total / 1024:.0f} KB in {OUT_DIR}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
