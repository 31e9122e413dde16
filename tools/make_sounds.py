"""Make every sound of the game: the effects (``Cue``, with their round-robin variants) and
each season's ambience's loop by synthesis (``evergreen/ui/sound/cues.py`` lists them), the
score's pieces by ``tools.music`` (composed as MIDI, played by a General MIDI soundfont), as
``assets/sounds/<name>.ogg``, and ``assets/sounds/levels.json``: each file's loudness, true
peaks and peak envelope, measured from the encoded file as the game decodes it (the player
sets every cue's level from them, and keeps the mix under its ceiling with them).

Usage (from the repository root; ``make sounds`` does it): ``python -m tools.make_sounds
[--only NAME ...] [--plot DIR]``. Needs numpy, scipy, pyloudnorm and ``oggenc`` (Debian:
``vorbis-tools``); the score needs ``fluidsynth`` and ``fluid-soundfont-gm``.

The effects and the ambience are the project's own work: nothing is sampled, every one is
computed here (``tools/sound_synth.py``) from physical-ish models and noise, with fixed
random seeds, so a rebuild gives the same samples (and, the Ogg stream serial being fixed,
the same files).

The effects' recipes are ``tools/foley.py`` (paper, wood, water, leaves; tuned cues written in G
major pentatonic, made for each season in its key: ``cue_shifts``), each take rendered here in one small room (a stereo response: early
reflections then a tail whose top dies first), every file running until its own tail has
died 54 dB, never cut. The ambience's loops are ``tools/ambience.py`` (wind, birds,
crickets, rain, snow's hush; seamless). The music is ``tools/music/``: a composer whose
pieces (60-100 s each, five or more a season) the player strings together.
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
from evergreen.ui.sound.cues import AMBIENCE, LEVELS_FILE, TUNED, Cue, effect_files, heard_over
from tools import ambience
from tools import sound_measure as sm
from tools import sound_synth as ss
from tools.foley import (
    EFFECT_LUFS,
    EFFECTS,
    LONG,
    PITCHED,
    PITCHED_CENTS,
    UNPITCHED_STEPS,
    Take,
)
from tools.music import build as music
from tools.music.seasons import SEASONS
from tools.sound_synth import Signal, Stereo

__all__ = ["EFFECT_LUFS", "EFFECTS", "LONG", "PITCHED", "cue_shifts", "render_effect", "main"]

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "sounds"

RATE = 44100
#: Loudness: each effect's loudest 400 ms (``tools.foley``), each ambience's loop integrated
#: (``tools.ambience``), the score's pieces (``tools.music.render``); the player sets the
#: mix's levels from the measured files.
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
#: The ambience's loops: noise textures, quality 2 is transparent for them (about 4 MB for the
#: four loops at 3, under 3 at 2).
AMBIENCE_QUALITY = 2


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


def cue_shifts() -> dict[Season, int]:
    """Each season's transposition of the tuned cues (semitones from their G major
    pentatonic): the nearest that lies in every key the score gives the season's pieces."""
    return {
        Season[voice.name.upper()]: score.cue_shift(
            score.key_scale(voice.key_name(k)) for k in range(len(voice.keys))
        )
        for voice in SEASONS
    }


def render_effect(
    cue: Cue, variant: int = 0, season: Season | None = None, rate: int = RATE
) -> Stereo:
    """One take of an effect, finished: its recipe (seeded by its name and variant; a tuned
    cue's moved into ``season``'s key), in the shared room, its tail let ring out, levelled
    to its loudness under the true-peak ceiling."""
    effect = EFFECTS[cue]
    if cue in TUNED:
        shift = cue_shifts()[season or heard_over(cue)[0]]
        ratio = 2 ** (PITCHED_CENTS[variant % 4] / 1200 + shift / 12)
    else:
        ratio = 2 ** (UNPITCHED_STEPS[variant % 4] / 12)
    dry = effect.recipe(_take(cue.value, variant, ratio, rate))
    wet = ss.reverb2(dry, _room(rate), effect.wet)
    sound = _trim(_finish(wet, rate), rate, effect.limit)
    return _level(sound, rate, effect.lufs, sm.max_momentary_lufs)


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
    """Every sound's name made here: the effects and their variants, the ambience's loops
    (the score's pieces are made by ``tools.music``)."""
    names = [name for cue in Cue for name in effect_files(cue)]
    return names + [AMBIENCE[season] for season in Season]


def render_all(names: list[str]) -> dict[str, tuple[Stereo, int]]:
    """The named sounds' samples and oggenc quality."""
    out: dict[str, tuple[Stereo, int]] = {}
    for cue in Cue:
        for season in heard_over(cue) if cue in TUNED else (None,):
            for k, name in enumerate(effect_files(cue, season)):
                if name in names:
                    out[name] = (render_effect(cue, k, season), EFFECT_QUALITY)
    for season, name in AMBIENCE.items():
        if name in names:
            out[name] = (render_ambience(season), AMBIENCE_QUALITY)
    return {name: out[name] for name in names if name in out}


def measure(name: str, x: Stereo, rate: int) -> dict[str, object]:
    """A decoded file's levels for the player: loudness (LUFS: integrated for a piece or an
    ambience's loop, the loudest 400 ms for the rest), each channel's true peak (dBTP) and,
    but for the pieces and loops, its peak envelope: the true peak of each
    ``ENVELOPE_BLOCK`` of each channel, in half-dB steps under full scale (a byte each, in
    hex: ff is 0 dBFS, fe -0.5 dB...), rounded up."""
    long = name.startswith(("music_", "ambience_"))  # long: integrated, no envelope
    loud = sm.integrated_lufs(x, rate) if long else sm.max_momentary_lufs(x, rate)
    peaks = [round(sm.true_peak(x[:, ch]), 2) for ch in range(2)]
    entry: dict[str, object] = {"lufs": round(loud, 2), "peak": peaks}
    if not long:
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
    if not args.only:  # a full rebuild leaves no stale sound behind
        for old in OUT_DIR.glob("*.ogg"):
            if old.stem not in kept:
                old.unlink()
    levels: dict[str, dict[str, object]] = {}
    if LEVELS_FILE.exists():
        levels = {k: v for k, v in json.loads(LEVELS_FILE.read_text()).items() if k in kept}
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
