"""Make every sound of the game by synthesis: the effects (``Cue``) and the seasons' music
(``MUSIC``) of ``evergreen/ui/sound/cues.py``, as ``assets/sounds/<name>.ogg``.

Usage (from the repository root; ``make sounds`` does it): ``python -m tools.make_sounds
[--only NAME ...] [--plot DIR]``. Needs numpy and ``oggenc`` (Debian: ``vorbis-tools``).

All the sounds are the project's own work: nothing is sampled, every one is computed here
from sines, noise and a plucked-string model (``tools/sound_synth.py``), with fixed random
seeds, so a rebuild gives the same samples (and, the Ogg stream serial being fixed, the same
files).

One palette: soft wooden knocks and paper for cards, plucked strings and soft bells in G
major pentatonic for growth and points (the bigger the tree, the higher it ends), noise for
the Bush's rustle and the light, a water drop for the Lake; every effect shares one small
room. Effects are levelled to a common loudness (active RMS) with a peak ceiling; the music
sits far under them and loops without a seam (built as a circle: every note that rings past
the loop's end goes on from its start, and its filters and reverb are circular).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from evergreen.rules import Season
from evergreen.ui.sound.cues import MUSIC, Cue
from tools import sound_synth as ss
from tools.sound_synth import Signal, note

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "sounds"

EFFECT_RATE = 44100
MUSIC_RATE = 44100

#: Loudness targets (active RMS, dBFS): the game's sounds, the quieter interface, the music.
GAME_RMS = -22.0
INTERFACE_RMS = -24.5
MUSIC_RMS = -30.0
#: Every effect's peak is held at or under this before encoding (Vorbis may overshoot).
PEAK_CEILING = -5.0
#: oggenc quality: effects (short, 44.1 kHz), music (long, 22.05 kHz: pads need little).
EFFECT_QUALITY = 4
MUSIC_QUALITY = 2

Recipe = Callable[[int, np.random.Generator], Signal]


@dataclass(frozen=True)
class Effect:
    """How one effect is made: its recipe, length (s), level and how much room it has."""

    recipe: Recipe
    seconds: float
    rms: float = GAME_RMS
    wet: float = 0.10
    fade_out: float = 0.04


# ---------------------------------------------------------------- building blocks


def _buffer(seconds: float, rate: int) -> Signal:
    return np.zeros(ss.samples(seconds, rate))


def _paper(
    rate: int,
    rng: np.random.Generator,
    seconds: float,
    low: float,
    high: float,
    rise: float,
    power: float = 1.5,
) -> Signal:
    """A card's paper: a band of noise swelling and fading over ``seconds``."""
    n = ss.samples(seconds, rate)
    return ss.bandpass(ss.noise(n, rng), rate, low, high) * ss.swell(n, rise, power)


def _knock(
    freq: float, rate: int, tau: float, tone: float = 3000.0, seconds: float = 0.25
) -> Signal:
    """A soft wooden knock, its top softened at ``tone`` Hz."""
    return ss.lowpass(ss.wood(freq, seconds, rate, tau), rate, tone)


def _pluck_bell(
    freq: float,
    rate: int,
    rng: np.random.Generator,
    seconds: float,
    bell_gain: float = 0.25,
    damping: float = 0.995,
) -> Signal:
    """A plucked note with a soft bell an octave up: the growth and points timbre."""
    string = ss.lowpass(ss.pluck(freq, seconds, rate, rng, damping, brightness=0.5), rate, 4500)
    ring = ss.bell(2 * freq, seconds, rate, tau=0.25)
    return string + bell_gain * ring / 2


# ---------------------------------------------------------------- the game's effects


def card_take(rate: int, rng: np.random.Generator) -> Signal:
    """A card slid out of the market: a paper slide into a soft knock as it lands in hand."""
    out = _buffer(0.34, rate)
    ss.place(out, _paper(rate, rng, 0.13, 1000, 4800, rise=0.75), 0.0, rate, 0.5)
    ss.place(out, _knock(210, rate, 0.035, 2500), 0.11, rate, 0.9)
    return out


def card_zone(rate: int, rng: np.random.Generator) -> Signal:
    """The left-over card laid in the fertility zone: a short flick and a lower, softer knock."""
    out = _buffer(0.32, rate)
    ss.place(out, _paper(rate, rng, 0.06, 1200, 4800, rise=0.3), 0.0, rate, 0.45)
    ss.place(out, _knock(165, rate, 0.045, 2000), 0.045, rate, 1.0)
    ss.place(out, _paper(rate, rng, 0.05, 900, 3500, rise=0.2), 0.06, rate, 0.12)
    return out


def aridity(rate: int, rng: np.random.Generator) -> Signal:
    """A biome turns arid (its top card face down): a dry flip, a dull thud, dust settling."""
    out = _buffer(0.5, rate)
    ss.place(out, _paper(rate, rng, 0.05, 800, 3800, rise=0.4), 0.0, rate, 0.4)
    ss.place(out, _paper(rate, rng, 0.05, 700, 3000, rise=0.4), 0.06, rate, 0.35)
    ss.place(out, _knock(118, rate, 0.06, 1300), 0.1, rate, 1.0)
    n = ss.samples(0.34, rate)
    dust = ss.bandpass(ss.noise(n, rng), rate, 500, 2400) * ss.attack_decay(n, rate, 0.03, 0.08)
    ss.place(out, dust, 0.11, rate, 0.12)
    return out


def sprout(rate: int, rng: np.random.Generator) -> Signal:
    """A Sprout planted: one small plucked note (G4), the lowest of the growth sounds."""
    return _pluck_bell(note("G4"), rate, rng, 0.6, bell_gain=0.2, damping=0.993)


def grow_small(rate: int, rng: np.random.Generator) -> Signal:
    """A Sprout grows into a Small Tree: two notes rising, a step higher (B4 - D5)."""
    out = _buffer(0.78, rate)
    # each note rendered to the end of the sound: its own fade-out is the sound's
    ss.place(out, _pluck_bell(note("B4"), rate, rng, 0.78, 0.15), 0.0, rate, 0.8)
    ss.place(out, _pluck_bell(note("D5"), rate, rng, 0.78, 0.3), 0.085, rate, 1.0)
    return out


def grow_big(rate: int, rng: np.random.Generator) -> Signal:
    """A Small Tree grows into a Big Tree: three notes rising to the highest (D5 G5 B5), a
    bell blooming on the top note."""
    out = _buffer(0.95, rate)
    for i, name in enumerate(("D5", "G5", "B5")):
        ss.place(
            out, _pluck_bell(note(name), rate, rng, 0.95, 0.2), 0.075 * i, rate, 0.7 + 0.15 * i
        )
    ss.place(out, ss.bell(note("B5"), 0.95, rate, tau=0.3, attack=0.01), 0.15, rate, 0.35)
    return out


def bush(rate: int, rng: np.random.Generator) -> Signal:
    """A Bush placed: leaves rustling, a cluster of tiny noise grains in a soft band."""
    seconds = 0.46
    n = ss.samples(seconds, rate)
    grains = np.zeros(n)
    for _ in range(34):
        at = rng.uniform(0.0, 0.34) ** 1.3 / 0.34**0.3
        width = ss.samples(rng.uniform(0.006, 0.03), rate)
        start = ss.samples(at, rate)
        stop = min(n, start + width)
        grains[start:stop] += rng.uniform(0.3, 1.0) * ss.swell(width, 0.2)[: stop - start]
    env = 0.25 + grains
    env *= ss.swell(n, 0.2, 0.7)
    leaves = ss.bandpass(ss.noise(n, rng), rate, 800, 4200) * env
    body = ss.bandpass(ss.noise(n, rng), rate, 250, 900) * ss.swell(n, 0.3) * 0.3
    return leaves + body


def lake(rate: int, rng: np.random.Generator) -> Signal:
    """A Lake placed: a water drop (a sine gliding up fast), a smaller one after, a touch of
    splash."""
    out = _buffer(0.45, rate)
    n = ss.samples(0.3, rate)
    drop = ss.glide_tone(420, 1250, 0.3, rate, glide=0.07) * ss.attack_decay(n, rate, 0.003, 0.05)
    ss.place(out, drop, 0.0, rate, 1.0)
    small = ss.glide_tone(700, 1700, 0.3, rate, glide=0.05) * ss.attack_decay(n, rate, 0.003, 0.035)
    ss.place(out, small, 0.1, rate, 0.35)
    m = ss.samples(0.03, rate)
    splash = ss.bandpass(ss.noise(m, rng), rate, 1500, 5000) * ss.attack_decay(
        m, rate, 0.001, 0.006
    )
    ss.place(out, splash, 0.0, rate, 0.25)
    return out


def marker(rate: int, rng: np.random.Generator) -> Signal:
    """A power marker moved up its track: a wooden click with a little body."""
    out = _buffer(0.22, rate)
    ss.place(out, _knock(640, rate, 0.016, 4500), 0.0, rate, 0.7)
    ss.place(out, _knock(300, rate, 0.03, 2500), 0.0, rate, 0.55)
    return out


def vp_tick(rate: int, rng: np.random.Generator) -> Signal:
    """Points added: a light tick, a tiny high bell with a soft wooden edge."""
    out = _buffer(0.2, rate)
    ss.place(out, ss.bell(note("E6"), 0.2, rate, tau=0.07, attack=0.001), 0.0, rate, 0.7)
    ss.place(out, _knock(1500, rate, 0.005, 5000, 0.1), 0.0, rate, 0.3)
    return ss.lowpass(out, rate, 6500)


def buds(rate: int, rng: np.random.Generator) -> Signal:
    """The Buds power's points: three small bells opening upwards, over a pluck."""
    out = _buffer(0.85, rate)
    ss.place(out, _pluck_bell(note("D5"), rate, rng, 0.7, 0.0, 0.993), 0.0, rate, 0.45)
    for i, name in enumerate(("B5", "D6", "G6")):
        ss.place(
            out, ss.bell(note(name), 0.75, rate, tau=0.22, attack=0.006), 0.055 * i, rate, 0.55
        )
    return ss.lowpass(out, rate, 6500)


def light_sweep(rate: int, rng: np.random.Generator) -> Signal:
    """The season's light sweeping the planet: an airy swell of noise whose colour rises and
    settles, with a faint shimmer of two high sines."""
    seconds = 1.2

    def shape(t: Signal, f: Signal) -> Signal:
        x = float(np.clip(t / seconds, 0.0, 1.0))
        centre = 500 * 2 ** (2.4 * np.sin(np.pi * min(x / 0.8, 1.0) * 0.5) ** 2)
        width = 1.1  # octaves
        octaves = np.log2(np.maximum(f, 20.0) / centre)
        return np.asarray(np.exp(-0.5 * (octaves / (width / 2)) ** 2))

    n = ss.samples(seconds, rate)
    air = ss.shaped_noise(seconds, rate, rng, shape)
    air = ss.lowpass(air, rate, 6000) * ss.swell(n, 0.55, 1.2)
    t = ss.times(seconds, rate)
    shimmer = np.sin(2 * np.pi * note("G5") * t) + 0.6 * np.sin(2 * np.pi * note("D6") * t + 1.0)
    shimmer *= ss.swell(n, 0.62, 2.0)
    mix = air / max(float(ss.window_rms(air, rate).max()), 1e-9) + 0.35 * shimmer / 1.6
    return np.asarray(mix, dtype=np.float64)


def season_chime(rate: int, rng: np.random.Generator) -> Signal:
    """A season ends: a warm chime, a G major chord of soft bells rolled upwards over a low G."""
    out = _buffer(2.4, rate)
    ss.place(out, ss.bell(note("G3"), 2.4, rate, tau=0.9, attack=0.02), 0.0, rate, 0.55)
    for i, name in enumerate(("G4", "B4", "D5", "G5")):
        ring = ss.bell(note(name), 2.4, rate, tau=0.75 - 0.08 * i, attack=0.006)
        ss.place(out, ring, 0.05 * i, rate, 0.7 - 0.08 * i)
    return ss.lowpass(out, rate, 5000)


def game_end(rate: int, rng: np.random.Generator) -> Signal:
    """The game is over: a short cadence, three steps rising (D5 E5 F#5) to G5 over a full
    G major chord."""
    out = _buffer(2.45, rate)
    steps = (("D5", "B3"), ("E5", "C4"), ("F#5", "D4"))
    for i, (top, bass) in enumerate(steps):
        at = 0.2 * i
        ss.place(out, _pluck_bell(note(top), rate, rng, 0.8, 0.35, 0.994), at, rate, 0.75)
        ss.place(out, ss.bell(note(bass), 0.8, rate, tau=0.25, attack=0.01), at, rate, 0.3)
    last = 0.62
    ss.place(out, ss.bell(note("G5"), 1.8, rate, tau=0.6, attack=0.006), last, rate, 0.6)
    ss.place(out, _pluck_bell(note("G5"), rate, rng, 1.8, 0.2, 0.997), last, rate, 0.6)
    for i, name in enumerate(("G3", "D4", "B4", "D5")):
        ring = ss.bell(note(name), 1.8, rate, tau=0.7, attack=0.015)
        ss.place(out, ring, last + 0.02 * i, rate, 0.45 - 0.05 * i)
    return ss.lowpass(out, rate, 5000)


# ---------------------------------------------------------------- the interface


def press(rate: int, rng: np.random.Generator) -> Signal:
    """A button pressed: a soft, tiny click."""
    out = _buffer(0.08, rate)
    ss.place(out, _knock(950, rate, 0.006, 4000, 0.08), 0.0, rate, 0.6)
    ss.place(out, _knock(240, rate, 0.012, 2000, 0.08), 0.0, rate, 0.5)
    return out


def refuse(rate: int, rng: np.random.Generator) -> Signal:
    """A click the rules refuse: a low, muted double knock."""
    out = _buffer(0.3, rate)
    ss.place(out, _knock(150, rate, 0.03, 1100), 0.0, rate, 1.0)
    ss.place(out, _knock(140, rate, 0.03, 1000), 0.11, rate, 0.8)
    return out


def hint(rate: int, rng: np.random.Generator) -> Signal:
    """The hint shown: two gentle bell notes, rising (B5, E6)."""
    out = _buffer(0.85, rate)
    ss.place(out, ss.bell(note("B5"), 0.85, rate, tau=0.3, attack=0.008), 0.0, rate, 0.8)
    ss.place(out, ss.bell(note("E6"), 0.7, rate, tau=0.28, attack=0.008), 0.15, rate, 0.8)
    return ss.lowpass(out, rate, 6000)


def undo(rate: int, rng: np.random.Generator) -> Signal:
    """A step taken back: a short pluck falling a fifth."""
    seconds = 0.32
    n = ss.samples(seconds, rate)
    tone = ss.glide_tone(note("E5"), note("A4"), seconds, rate, glide=0.12, harmonics=5)
    return ss.lowpass(tone * ss.attack_decay(n, rate, 0.002, 0.08), rate, 3000)


def bot_turn(rate: int, rng: np.random.Generator) -> Signal:
    """Another seat's turn starts: one soft bell (D5)."""
    return ss.bell(note("D5"), 0.8, rate, tau=0.35, attack=0.012)


EFFECTS: dict[Cue, Effect] = {
    Cue.CARD_TAKE: Effect(card_take, 0.34),
    Cue.CARD_ZONE: Effect(card_zone, 0.32),
    Cue.ARIDITY: Effect(aridity, 0.5),
    Cue.SPROUT: Effect(sprout, 0.6),
    Cue.GROW_SMALL: Effect(grow_small, 0.78),
    Cue.GROW_BIG: Effect(grow_big, 0.95, fade_out=0.12),
    Cue.BUSH: Effect(bush, 0.5),
    Cue.LAKE: Effect(lake, 0.45, wet=0.16),
    Cue.MARKER: Effect(marker, 0.22),
    Cue.VP_TICK: Effect(vp_tick, 0.2),
    Cue.BUDS: Effect(buds, 0.85, fade_out=0.1),
    Cue.LIGHT_SWEEP: Effect(light_sweep, 1.3, wet=0.15, fade_out=0.1),
    Cue.SEASON_CHIME: Effect(season_chime, 2.4, wet=0.18, fade_out=0.4),
    Cue.GAME_END: Effect(game_end, 2.45, wet=0.18, fade_out=0.45),
    Cue.PRESS: Effect(press, 0.08, INTERFACE_RMS, wet=0.05, fade_out=0.02),
    Cue.REFUSE: Effect(refuse, 0.3, INTERFACE_RMS, wet=0.06),
    Cue.HINT: Effect(hint, 0.85, INTERFACE_RMS, fade_out=0.1),
    Cue.UNDO: Effect(undo, 0.32, INTERFACE_RMS),
    Cue.BOT_TURN: Effect(bot_turn, 0.8, INTERFACE_RMS, fade_out=0.1),
}


def render_effect(cue: Cue, rate: int = EFFECT_RATE) -> Signal:
    """One effect, finished: its recipe (seeded by its name), in the shared room, cut to its
    length with fades, levelled to its loudness under the peak ceiling."""
    effect = EFFECTS[cue]
    rng = np.random.default_rng(_seed(cue.value))
    dry = effect.recipe(rate, rng)
    ir = ss.room(0.35, rate, np.random.default_rng(7))
    wet = ss.reverb(dry, ir, effect.wet)
    n = ss.samples(effect.seconds, rate)
    sound = np.zeros(n)
    sound[: min(n, len(wet))] = wet[:n]
    sound = ss.highpass(sound, rate, 60, order=1)
    sound = ss.lowpass(sound, rate, 7000, order=4)  # nothing harsh up high
    sound = ss.fade(sound, rate, 0.003, effect.fade_out)
    level, _ = ss.normalise(sound, rate, effect.rms, PEAK_CEILING)
    return level


# ---------------------------------------------------------------- the music


@dataclass(frozen=True)
class Mood:
    """One season's loop: its chords (each a slot of the loop), pad colour, bells."""

    seconds: float
    chords: tuple[tuple[str, ...], ...]
    bells: tuple[str, ...]  # the notes the sparse bells pick from
    bell_count: int
    triangle: float  # the pads' share of triangle (warmth) over sine
    cents: float  # the pads' detune
    cutoff: float  # the low-pass over the pads (Hz)
    bell_tau: float
    breath: int  # slow swells of the pads per loop (whole cycles)


MOODS: dict[Season, Mood] = {
    # fresh: D major, open and bright, bells a little more often and higher
    Season.SPRING: Mood(
        48.0,
        (
            ("D3", "A3", "E4", "F#4"),
            ("G2", "D3", "B3", "F#4"),
            ("B2", "F#3", "D4", "A4"),
            ("A2", "E3", "C#4", "E4"),
        ),
        ("F#5", "A5", "B5", "D6", "E6", "A5"),
        9,
        0.3,
        7.0,
        2600.0,
        1.6,
        2,
    ),
    # warm: F major, rich triangle pads, the bells lower and few
    Season.SUMMER: Mood(
        52.0,
        (
            ("F2", "C3", "A3", "E4"),
            ("Bb2", "F3", "D4", "A4"),
            ("D3", "A3", "C4", "F4"),
            ("C3", "G3", "D4", "E4"),
        ),
        ("A4", "C5", "D5", "F5", "G5"),
        7,
        0.65,
        9.0,
        1900.0,
        2.0,
        2,
    ),
    # amber: A minor (dorian), dusky, softer top
    Season.AUTUMN: Mood(
        56.0,
        (
            ("A2", "E3", "C4", "G4"),
            ("F2", "C3", "A3", "E4"),
            ("C3", "G3", "E4", "B4"),
            ("G2", "D3", "B3", "F#4"),
        ),
        ("E5", "G5", "A5", "C6", "D5"),
        6,
        0.5,
        8.0,
        1500.0,
        2.2,
        3,
    ),
    # sparse: E minor, open fifths and few voices, clear cold bells, rarely
    Season.WINTER: Mood(
        60.0,
        (("E2", "B2", "F#3"), ("C3", "G3", "D4"), ("E3", "B3", "F#4"), ("D3", "A3", "E4")),
        ("B5", "E6", "F#6", "D6"),
        5,
        0.1,
        5.0,
        1300.0,
        2.6,
        2,
    ),
}


def render_music(season: Season, rate: int = MUSIC_RATE) -> Signal:
    """One season's loop, made as a circle: chords and bells rendered past the end and folded
    back onto the start, then a circular low-pass and reverb. Its last sample leads into its
    first as any sample into the next."""
    mood = MOODS[season]
    rng = np.random.default_rng(_seed(MUSIC[season]))
    length = ss.samples(mood.seconds, rate)
    tail = 12.0
    render = np.zeros(length + ss.samples(tail, rate))
    slot = mood.seconds / len(mood.chords)
    attack, release = slot * 0.45, slot * 0.6
    for i, chord in enumerate(mood.chords):
        seconds = slot + release
        n = ss.samples(seconds, rate)
        t = np.arange(n) / rate
        env = np.clip(t / attack, 0, 1)
        env = np.sin(0.5 * np.pi * env) ** 2
        out = np.clip((seconds - t) / release, 0, 1)
        env *= np.sin(0.5 * np.pi * out) ** 2
        for j, name in enumerate(chord):
            voice = ss.pad_voice(note(name), seconds, rate, mood.cents, mood.triangle)
            ss.place(render, voice * env, i * slot, rate, 0.9 if j == 0 else 0.6)
    bells = np.zeros_like(render)
    gap = mood.seconds / mood.bell_count
    for k in range(mood.bell_count):
        at = gap * k + rng.uniform(0.15, 0.85) * gap
        name = mood.bells[int(rng.integers(len(mood.bells)))]
        ring = ss.bell(note(name), 7.0, rate, tau=mood.bell_tau, attack=0.03)
        ss.place(bells, ring, at, rate, rng.uniform(0.5, 1.0))
        if rng.random() < 0.35:  # now and then a second, softer note a fourth below
            echo = ss.bell(note(name) * 0.75, 7.0, rate, tau=mood.bell_tau, attack=0.03)
            ss.place(bells, echo, at + rng.uniform(0.4, 0.9), rate, 0.35)
    pads = ss.fold(render, length)
    t = np.arange(length) / rate
    pads *= 1.0 + 0.18 * np.sin(2 * np.pi * mood.breath * t / mood.seconds)
    pads = ss.spectral_filter(pads, rate, ss.bandpass_response(70.0, mood.cutoff, 2), circular=True)
    bell_loop = ss.lowpass(ss.fold(bells, length), rate, 4500, circular=True)
    mix = pads / max(ss.window_rms(pads, rate, 0.5).max(), 1e-9)
    mix = mix + 0.35 * bell_loop / max(np.abs(bell_loop).max(), 1e-9)
    ir = ss.room(3.5, rate, np.random.default_rng(11), tone=2500)
    mix = ss.reverb(mix, ir, 0.4, circular=True)
    level, _ = ss.normalise(mix, rate, MUSIC_RMS, PEAK_CEILING - 4)
    return level


# ---------------------------------------------------------------- files


def _seed(name: str) -> int:
    """A fixed seed for a sound, from its name (stable across runs, unlike ``hash``)."""
    return sum((i + 1) * ord(c) for i, c in enumerate(name)) + 20240


def encode(samples: Signal, rate: int, quality: int, out: Path, serial: int) -> None:
    """``samples`` written as Ogg Vorbis at ``out`` by oggenc (a fixed stream serial: the same
    samples always give the same file)."""
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "sound.wav"
        ss.write_wav(wav, samples, rate)
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


def decode(path: Path) -> tuple[Signal, int]:
    """An Ogg file's samples (mono, -1..1) and rate, through oggdec: what was encoded."""
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "sound.wav"
        subprocess.run(["oggdec", "--quiet", "-o", str(wav), str(path)], check=True)
        with wave.open(str(wav), "rb") as src:
            rate = src.getframerate()
            data = np.frombuffer(src.readframes(src.getnframes()), dtype="<i2")
            channels = src.getnchannels()
    x = data.reshape(-1, channels).mean(axis=1) / 32768.0
    return np.asarray(x, dtype=np.float64), rate


def all_names() -> list[str]:
    """Every sound's name: the effects, then the music."""
    return [cue.value for cue in Cue] + list(MUSIC.values())


def render(name: str) -> tuple[Signal, int, int]:
    """A sound by name: its samples, rate and oggenc quality."""
    seasons = {value: season for season, value in MUSIC.items()}
    if name in seasons:
        return render_music(seasons[name]), MUSIC_RATE, MUSIC_QUALITY
    return render_effect(Cue(name)), EFFECT_RATE, EFFECT_QUALITY


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
    names = args.only or all_names()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    if not args.only:  # a full rebuild leaves no stale sound behind
        for old in OUT_DIR.glob("*.ogg"):
            if old.stem not in names:
                old.unlink()
    print(f"{'sound':14} {'s':>6} {'KB':>6} {'peak dB':>8} {'RMS dB':>8} {'>8k dB':>7}")
    for name in names:
        samples, rate, quality = render(name)
        out = OUT_DIR / f"{name}.ogg"
        encode(samples, rate, quality, out, serial=1000 + all_names().index(name))
        decoded, drate = decode(out)
        if args.plot:
            args.plot.mkdir(parents=True, exist_ok=True)
            plot(decoded, drate, args.plot / f"{name}.png")
        print(
            f"{name:14} {len(decoded) / drate:6.2f} {out.stat().st_size / 1024:6.1f} "
            f"{ss.peak_db(decoded):8.2f} {ss.active_rms_db(decoded, drate):8.2f} "
            f"{ss.high_share_db(decoded, drate):7.1f}"
        )
    total = sum(p.stat().st_size for p in OUT_DIR.glob("*.ogg"))
    print(f"total {total / 1024:.0f} KB in {OUT_DIR}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
