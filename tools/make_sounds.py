"""Make every sound of the game by synthesis: the effects (``Cue``, with their round-robin
variants), each season's music phrases, its ambience's loop and the notes of the music's
layers (``evergreen/ui/sound/cues.py`` lists them, ``score.py`` has the music), as
``assets/sounds/<name>.ogg``, and ``assets/sounds/levels.json``: each file's loudness, true
peaks and peak envelope, measured from the encoded file as the game decodes it (the player
sets every cue's level from them, and keeps the mix under its ceiling with them).

Usage (from the repository root; ``make sounds`` does it): ``python -m tools.make_sounds
[--only NAME ...] [--plot DIR]``. Needs numpy, scipy, pyloudnorm and ``oggenc`` (Debian:
``vorbis-tools``).

All the sounds are the project's own work: nothing is sampled, every one is computed here
(``tools/sound_synth.py``) from physical-ish models and noise, with fixed random seeds, so a
rebuild gives the same samples (and, the Ogg stream serial being fixed, the same files).

The effects' recipes are ``tools/foley.py`` (paper, wood, water, leaves; tuned cues in G
major pentatonic), each take rendered here in one small room (a stereo response: early
reflections then a tail whose top dies first), every file running until its own tail has
died 54 dB, never cut. The ambience's loops are ``tools/ambience.py`` (wind, birds,
crickets, rain, snow's hush; seamless). The music: pads (detuned oscillators spread left
and right) with a breath of air, in a hall, as phrases of four chords that can follow one
another in any order, and the bells and plucks the player lays over them.
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
from pathlib import Path

import numpy as np

from evergreen.rules import Season
from evergreen.ui.sound import score
from evergreen.ui.sound.cues import (
    AMBIENCE,
    LAYERS,
    LEVELS_FILE,
    Cue,
    all_files,
    effect_files,
    music_files,
)
from tools import ambience
from tools import sound_measure as sm
from tools import sound_synth as ss
from tools.foley import (
    EFFECT_LUFS,
    EFFECTS,
    GLASS_BELL,
    LONG,
    PITCHED,
    PITCHED_CENTS,
    UNPITCHED_STEPS,
    Take,
    plays_over,
)
from tools.sound_synth import Signal, Stereo, note

__all__ = ["EFFECT_LUFS", "EFFECTS", "LONG", "PITCHED", "plays_over", "render_effect", "main"]

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "sounds"

RATE = 44100
#: Loudness: each effect's loudest 400 ms, each season's phrases together (integrated), each
#: layer's notes (loudest 400 ms); the player sets the mix's levels from the measured files.
MUSIC_LUFS = -20.0
NOTE_LUFS = -20.0
#: Every file's true peak is held at or under this before encoding (Vorbis adds a little).
TRUE_PEAK = -1.8
#: An effect's file ends once its sound (20 ms windows) is this far under its loudest: its
#: tail has died, nothing is cut.
TAIL_DB = 54.0
#: Silence before an effect's attack (s): Vorbis spreads an attack over a short block.
LEAD = 0.006
#: The peak envelope's blocks (seconds) in levels.json.
ENVELOPE_BLOCK = 0.05
#: oggenc quality: effects; the music's phrases and its layers' notes (soft, under the mix).
EFFECT_QUALITY = 4
MUSIC_QUALITY = 1
NOTE_QUALITY = 2
#: The ambience's loops: noise textures, quality 2 is transparent for them (about 4 MB for the
#: four loops at 3, under 3 at 2).
AMBIENCE_QUALITY = 2


def _t60_damping(freq: float, t60: float, rate: int) -> float:
    """The plucked string's loss per period that makes it fall 60 dB in ``t60`` seconds."""
    return float(10 ** (-3 / (freq * t60)))


def _pluck(v: Take, pitch: str | float, seconds: float, t60: float, bright: float = 0.55) -> Signal:
    """A plucked string in a small wooden body (the music layers' pluck): Karplus-Strong
    with the body's resonances, its top softened."""
    f = v.hz(pitch)
    string = ss.pluck(f, seconds, v.rate, v.rng, _t60_damping(f, t60, v.rate), bright, pick=7)
    body = ss.string_body(string, v.rate, ((220.0, 0.35, 0.8), (520.0, 0.5, 0.4)))
    return ss.lowpass(body, v.rate, 5000)


def _bell(v: Take, pitch: str | float, seconds: float, tau: float, attack: float = 0.003) -> Signal:
    """A glass bell, with the tap of its striker (the music layers' bell)."""
    f = v.hz(pitch)
    ring = ss.bell(f, seconds, v.rate, tau, GLASS_BELL, attack, max_freq=12000)
    n = ss.samples(0.01, v.rate)
    tap = ss.bandpass(ss.noise(n, v.rng), v.rate, 2 * f, min(8 * f, 12000)) * ss.decay(
        n, v.rate, 0.0015
    )
    ss.place(ring, tap, 0.0, v.rate, 0.08)
    return ring


def _room(rate: int) -> Stereo:
    return ss.room2(0.5, rate, np.random.default_rng(7), tone=4500, early=10, spread=0.025)


def _hall(rate: int) -> Stereo:
    return ss.room2(3.2, rate, np.random.default_rng(11), tone=3500, early=14, spread=0.06)


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
    return _level(sound, rate, effect.lufs, sm.max_momentary_lufs)


# ---------------------------------------------------------------- the music


def _hz(m: int) -> float:
    return float(440.0 * 2 ** ((m - 69) / 12))


def _pad_chord(
    mood: score.Mood, chord: str, seconds: float, rate: int, rng: np.random.Generator
) -> Stereo:
    """One chord of the pads, ``seconds`` long at full level (the envelope is the caller's):
    each note three oscillators, one a few cents flat on the left, one sharp on the right,
    one in tune in the middle, each a sine blended with a soft saw, slowly wavering."""
    n = ss.samples(seconds, rate)
    out = np.zeros((n, 2))
    for j, m in enumerate(score.voicing(chord)):
        f = _hz(m)
        harmonics = max(1, min(24, int(mood.cutoff * 1.5 / f)))
        gain = 0.8 if j == 0 else (0.6 if j == 1 else 0.55)
        voices = []
        for cents in (-mood.cents, 0.0, mood.cents):
            voices.append(
                ss.wavetable_voice(
                    f * 2 ** (cents / 1200),
                    seconds,
                    rate,
                    harmonics,
                    mood.warmth,
                    phase=float(rng.uniform(0, 2 * np.pi)),
                    vibrato=3.0,
                    vibrato_rate=float(rng.uniform(0.12, 0.3)),
                )
            )
        left, mid, right = voices
        out[:, 0] += gain * (0.7 * left + mid)
        out[:, 1] += gain * (0.7 * right + mid)
    return out


def render_phrase(season: Season, index: int, rate: int = RATE) -> Stereo:
    """One phrase of a season's pads, dry then in the hall: its chords, each swelling in over
    45 % of its slot and fading over the next 60 %, the first from silence, the last into the
    next phrase (which the player starts as this one's last slot ends), with a breath of air
    over them. Not yet levelled (a season's phrases share one gain)."""
    mood = score.MOODS[season]
    rng = np.random.default_rng(_seed(score.phrase_name(season, index)))
    chords = mood.phrases[index]
    slot = mood.slot
    attack, release = slot * 0.45, slot * 0.6
    body = len(chords) * slot
    pads = np.zeros((ss.samples(body + release + 0.1, rate), 2))
    envelope = np.zeros(len(pads))
    for i, chord in enumerate(chords):
        seconds = slot + release
        n = ss.samples(seconds, rate)
        t = np.arange(n) / rate
        env = np.sin(0.5 * np.pi * np.clip(t / attack, 0, 1)) ** 2
        env *= np.sin(0.5 * np.pi * np.clip((seconds - t) / release, 0, 1)) ** 2
        ss.place2(pads, _pad_chord(mood, chord, seconds, rate, rng) * env[:, None], i * slot, rate)
        ss.place(envelope, env, i * slot, rate)
    n = len(pads)
    t = np.arange(n) / rate
    pads *= (1.0 + 0.12 * np.sin(2 * np.pi * t / body + rng.uniform(0, 2 * np.pi)))[:, None]
    pads = ss.each_channel(pads, lambda c: ss.lowpass(c, rate, mood.cutoff, order=2))
    pads /= max(float(np.max(np.abs(pads))), 1e-9)
    if mood.air:
        breath = np.stack([ss.noise(n, rng), ss.noise(n, rng)], axis=1)
        breath = ss.each_channel(breath, lambda c: ss.bandpass(c, rate, 1800, 9000, order=2))
        sway = 0.6 + 0.4 * np.sin(2 * np.pi * t / (slot * 1.5) + rng.uniform(0, 6))
        breath *= (envelope / max(float(envelope.max()), 1e-9) * sway)[:, None]
        pads += 0.05 * mood.air * breath / max(float(np.std(breath)), 1e-9) * float(np.std(pads))
    return ss.reverb2(pads, _hall(rate), 0.55)


def render_season(season: Season, rate: int = RATE) -> list[Stereo]:
    """A season's phrases, finished: one gain for them all (their loudness together at
    ``MUSIC_LUFS``, no true peak over the ceiling), faded in and out by a few milliseconds."""
    phrases = [
        _finish(render_phrase(season, i, rate), rate)
        for i in range(len(score.MOODS[season].phrases))
    ]
    joined = np.concatenate(phrases)
    gain = min(MUSIC_LUFS - sm.integrated_lufs(joined, rate), TRUE_PEAK - sm.true_peak(joined))
    out = []
    for x in phrases:
        y = x * 10 ** (gain / 20)
        fade = ss.samples(0.05, rate)
        y[-fade:] *= (0.5 + 0.5 * np.cos(np.pi * np.arange(1, fade + 1) / fade))[:, None]
        out.append(np.asarray(y, dtype=np.float64))
    return out


def render_note(layer: str, name: str, rate: int = RATE) -> Stereo:
    """One note of a music layer in the hall: a glass bell (``bell``) or a soft pluck
    (``pluck``), centred (the player places it), its tail rung out."""
    v = _take(score.note_name(layer, name), 0, 1.0, rate)
    if layer == "bell":
        tau = 1.5 * (note("D5") / note(name)) ** 0.5
        dry = _bell(v, name, 5.0, tau, 0.02)
        wet = 0.6
    else:
        dry = _pluck(v, name, 4.0, 2.2, bright=0.4)
        wet = 0.45
    sound = _trim(_finish(ss.reverb2(dry, _hall(rate), wet), rate), rate, 6.0)
    return sound


def render_layer(layer: str, rate: int = RATE) -> list[Stereo]:
    """A layer's notes, one gain for them all (the loudest at ``NOTE_LUFS``)."""
    notes = [render_note(layer, name, rate) for name in LAYERS[layer]]
    loud = max(sm.max_momentary_lufs(x, rate) for x in notes)
    peak = max(sm.true_peak(x) for x in notes)
    gain = min(NOTE_LUFS - loud, TRUE_PEAK - peak)
    return [np.asarray(x * 10 ** (gain / 20), dtype=np.float64) for x in notes]


def render_ambience(season: Season, rate: int = RATE) -> Stereo:
    """A season's ambience, finished: its loop (seeded by its name), at ``AMBIENCE_LUFS``
    (integrated) unless its true peak would pass the ceiling. Not faded: it loops."""
    loop = ambience.render_ambience(season, rate, np.random.default_rng(_seed(AMBIENCE[season])))
    return _level(loop, rate, ambience.AMBIENCE_LUFS, sm.integrated_lufs)


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
    """Every sound's name: the effects and their variants, the phrases, the notes."""
    return all_files()


def render_all(names: list[str]) -> dict[str, tuple[Stereo, int]]:
    """The named sounds' samples and oggenc quality (a season's phrases and a layer's notes
    are made together: they share a gain)."""
    out: dict[str, tuple[Stereo, int]] = {}
    for cue in Cue:
        for k, name in enumerate(effect_files(cue)):
            if name in names:
                out[name] = (render_effect(cue, k), EFFECT_QUALITY)
    for season in Season:
        files = music_files(season)
        if any(n in names for n in files):
            for name, x in zip(files, render_season(season), strict=True):
                out[name] = (x, MUSIC_QUALITY)
    for season, name in AMBIENCE.items():
        if name in names:
            out[name] = (render_ambience(season), AMBIENCE_QUALITY)
    for layer in LAYERS:
        files = [score.note_name(layer, n) for n in LAYERS[layer]]
        if any(n in names for n in files):
            for name, x in zip(files, render_layer(layer), strict=True):
                out[name] = (x, NOTE_QUALITY)
    return {name: out[name] for name in names}


def measure(name: str, x: Stereo, rate: int) -> dict[str, object]:
    """A decoded file's levels for the player: loudness (LUFS: integrated for a phrase or an
    ambience's loop, the loudest 400 ms for the rest), each channel's true peak (dBTP) and,
    but for the phrases and loops, its peak envelope: the true peak of each ``ENVELOPE_BLOCK`` of each channel, in half-dB
    steps under full scale (a byte each, in hex: ff is 0 dBFS, fe -0.5 dB...), rounded up."""
    phrase = name.startswith(("music_", "ambience_"))  # long: integrated, no envelope
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
    if not args.only:  # a full rebuild leaves no stale sound behind
        for old in OUT_DIR.glob("*.ogg"):
            if old.stem not in names:
                old.unlink()
    levels: dict[str, dict[str, object]] = {}
    if LEVELS_FILE.exists():
        levels = {k: v for k, v in json.loads(LEVELS_FILE.read_text()).items() if k in every}
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
    write_levels(levels)
    total = sum(p.stat().st_size for p in OUT_DIR.iterdir())
    print(f"total {total / 1024:.0f} KB in {OUT_DIR}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
