"""``make sound-check``: the game's sound measured as it is played.

Runs the game's ``--demo`` (bots playing, animations at Fast, 1280×800, a fixed seed) under
SDL's *disk* audio driver, which writes the mixed stream the player would hear to a file at
the mixer's format, three times: at the default volumes (the mix), with the effects slider at
0 (the music alone) and with the music slider at 0 (the effects alone). Each run is
``python -m evergreen --demo ...`` itself, with a settings file in a throwaway folder; the
times of the scenes and of the music's changes are read from its log as they arrive.

It reports, against the targets of the mix (docs/SOUND.md):
- the integrated loudness of the mixed minute (LUFS, BS.1770-4 via pyloudnorm) and its true
  peak (dBTP, 4× oversampled);
- the music-to-effects balance: the music's loudness alone minus the effects' alone (LU);
- the band below 180 Hz across each season's scoring in the music-alone run: its level
  before, the lowest 1 s during the scoring and the crossfade after it (a drop-out shows as
  a fall of tens of dB);
- from the files: each loop's stereo correlation and width, each effect's loudness and peak,
  and the key of every pitched cue against each loop it plays over.

Usage: ``python -m tools.sound_check [--seconds 90] [--seed 4] [--keep DIR] [--files-only]``.
"""

from __future__ import annotations

import argparse
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from tools import sound_measure as sm

ROOT = Path(__file__).resolve().parents[1]

#: The run: long enough for a busy minute and the first season's scoring after it (seed 4:
#: Spring's scoring starts about 58 s in).
SECONDS = 90.0
SEED = 4
MINUTE = 60.0
#: The targets (docs/SOUND.md).
TARGET_LUFS = -23.0
LUFS_TOLERANCE = 1.0
TARGET_TRUE_PEAK = -1.0
#: The music-to-effects balance aimed at (LU, the music alone minus the effects alone, at the
#: default volumes) and how far from it is still fine.
TARGET_BALANCE = -8.0
BALANCE_TOLERANCE = 2.0
#: A fall of the band below 180 Hz deeper than this under its lowest in the 20 s before
#: the scoring (dB, 0.3 s averages) is a drop-out.
DROP_OUT_DB = 6.0
#: The loops' stereo correlation: wide, yet whole in mono.
CORRELATION_RANGE = (0.2, 0.85)


@dataclass
class Capture:
    """A run's mixed stream (stereo, -1..1, at ``rate``) and what its log said when (seconds
    into the stream)."""

    audio: np.ndarray
    rate: int
    events: list[tuple[float, str]] = field(default_factory=list)

    def at(self, text: str) -> list[float]:
        """When log lines containing ``text`` came."""
        return [t for t, line in self.events if text in line]


def mixer_format() -> tuple[int, str, int]:
    """The rate, numpy sample type and channels the game opens its mixer with."""
    from evergreen.ui.sound.player import FREQUENCY, SAMPLE_BITS, STEREO

    kinds = {-16: "<i2", 16: "<u2", 8: "u1", -8: "i1", 32: "<f4"}
    return FREQUENCY, kinds[SAMPLE_BITS], STEREO


def capture(
    seconds: float,
    seed: int,
    volumes: tuple[int, int, int] | None,
    work: Path,
    name: str,
    players: int = 3,
) -> Capture:
    """One ``--demo`` run's mixed stream; ``volumes`` (master, effects, music), None for the
    defaults."""
    from evergreen.persistence.settings import Settings, save_settings

    config, saves = work / f"{name}-config", work / f"{name}-saves"
    config.mkdir(parents=True, exist_ok=True)
    if volumes is not None:
        master, effects, music = volumes
        save_settings(
            Settings(master_volume=master, effects_volume=effects, music_volume=music), config
        )
    raw = work / f"{name}.raw"
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="disk",
        SDL_DISKAUDIOFILE=str(raw),
        EVERGREEN_CONFIG_DIR=str(config),
        LANGUAGE="en",
        PYTHONUNBUFFERED="1",
    )
    cmd = [
        sys.executable,
        "-m",
        "evergreen",
        "--demo",
        "--speed",
        "fast",
        "--seconds",
        str(seconds),
        "--players",
        str(players),
        "--seed",
        str(seed),
        "--size",
        "1280x800",
        "--save-dir",
        str(saves),
    ]
    lines: queue.Queue[tuple[float, str]] = queue.Queue()
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put((time.monotonic(), line.rstrip()))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    proc.wait()
    end = time.monotonic()
    reader.join()
    log = []
    while not lines.empty():
        log.append(lines.get())
    opened = next((t for t, line in log if "Writing to file" in line), None)
    if proc.returncode != 0 or opened is None:
        text = "\n".join(line for _t, line in log[-20:])
        raise RuntimeError(f"the game's run failed ({proc.returncode}):\n{text}")
    rate, kind, channels = mixer_format()
    data = np.frombuffer(raw.read_bytes(), dtype=kind)
    data = data[: len(data) // channels * channels].reshape(-1, channels)
    scale = {"<i2": 32768.0, "<u2": 32768.0, "i1": 128.0, "u1": 128.0, "<f4": 1.0}[kind]
    audio = data.astype(np.float64)
    if kind in ("<u2", "u1"):
        audio -= scale
    audio /= scale
    raw.unlink()
    # the disk driver writes at about the device's pace: the log's times map onto the stream
    # linearly between the device's opening and the end of the run
    stretch = len(audio) / rate / max(end - opened, 1e-3)
    events = [((t - opened) * stretch, line) for t, line in log if t >= opened]
    return Capture(audio, rate, events)


# ---------------------------------------------------------------- the files


def decoded_files() -> dict[str, np.ndarray]:
    """Every sound file as the game's mixer decodes it (stereo, -1..1, 44.1 kHz)."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from evergreen.ui.sound.cues import SOUNDS_DIR

    rate, _kind, channels = mixer_format()
    before = pygame.mixer.get_init()
    if before:
        pygame.mixer.quit()
    pygame.mixer.init(rate, -16, channels)
    try:
        out = {}
        for path in sorted(SOUNDS_DIR.glob("*.ogg")):
            raw = pygame.sndarray.array(pygame.mixer.Sound(str(path)))
            out[path.stem] = raw.astype(np.float64) / 32768.0
    finally:
        pygame.mixer.quit()
    return out


def music_files() -> dict[str, list[str]]:
    """The files of each season's music, by season name."""
    from evergreen.ui.sound import cues

    finder = getattr(cues, "music_files", None)
    if finder is not None:
        return {s.name.lower(): list(finder(s)) for s in cues.MUSIC}
    return {s.name.lower(): [name] for s, name in cues.MUSIC.items()}


def cue_files(files: dict[str, np.ndarray], cue: str) -> list[str]:
    """A cue's file and its variants' (``name``, ``name.2``...)."""
    return [n for n in files if n == cue or n.startswith(cue + ".")]


def loops_report(files: dict[str, np.ndarray], rate: int) -> list[str]:
    out = ["", "Loops (the files): stereo correlation, width (side/mid), loudness"]
    lo, hi = CORRELATION_RANGE
    for season, names in music_files().items():
        parts = [files[n] for n in names if n in files]
        if not parts:
            continue
        joined = np.concatenate(parts)
        r = sm.correlation(joined)
        ok = "ok" if lo <= r <= hi else "MISS"
        out.append(
            f"  {season:8} {len(names)} file(s) {len(joined) / rate:6.1f} s  correlation "
            f"{r:5.2f} [{ok}: {lo}-{hi}]  width {sm.side_share_db(joined):6.1f} dB  "
            f"{sm.integrated_lufs(joined, rate):6.1f} LUFS"
        )
    return out


def key_report(files: dict[str, np.ndarray], rate: int) -> tuple[list[str], int]:
    """Each loop's key (from its chroma) and each pitched cue's notes against it."""
    from tools.foley import CUE_SCALE
    from tools.make_sounds import PITCHED, plays_over

    out = [
        "",
        "Keys: each loop's key (the diatonic scale holding most of its chroma), each pitched cue's notes "
        "(its spectrum's peaks that are not harmonics of lower ones) against each loop it plays over",
    ]
    scales = {}
    for season, names in music_files().items():
        parts = [files[n] for n in names if n in files]
        if not parts:
            continue
        profile = sm.chroma(np.concatenate(parts), rate)
        scales[season], name, share = sm.scale_heard(profile)
        outside = [i for i in np.argsort(profile)[::-1] if i not in scales[season]]
        worst = sm.PITCH_CLASSES[int(outside[0])]
        out.append(
            f"  {season:8} {name:9} {100 * share:5.1f} % of its chroma in that scale (the most "
            f"outside: {worst} {100 * profile[outside[0]]:4.1f} %)"
        )
    clashes = 0
    for cue in sorted(PITCHED):
        names = cue_files(files, cue)
        if not names:
            continue
        notes: frozenset[int] = frozenset()
        for n in names:
            notes |= sm.notes_heard(files[n], rate)
        shown = " ".join(sm.PITCH_CLASSES[i] for i in sorted(notes))
        verdicts = []
        off_key = notes - CUE_SCALE  # the cues' own key, whatever the music under them
        if off_key:
            clashes += 1
            bad = ",".join(sm.PITCH_CLASSES[i] for i in sorted(off_key))
            verdicts.append(f"cues' key: OFF {bad}")
        for season in plays_over(cue):
            wrong = notes - scales.get(season, frozenset(range(12)))
            if wrong:
                clashes += 1
                bad = ",".join(sm.PITCH_CLASSES[i] for i in sorted(wrong))
                verdicts.append(f"{season}: CLASH {bad}")
            else:
                verdicts.append(f"{season}: ok")
        out.append(f"  {cue:13} notes {shown:16} " + "; ".join(verdicts))
    out.append(f"  clashes: {clashes} (target 0)")
    return out, clashes


def effects_report(files: dict[str, np.ndarray], rate: int) -> list[str]:
    """Each effect file's loudness and true peak, and as played at the default volumes
    (centred, its first variant, the limiter aside): the player's gain from levels.json."""
    from evergreen.persistence.settings import Settings
    from evergreen.ui.sound.cues import LEVELS_FILE, Cue
    from evergreen.ui.sound.mix import CUE_LOUDNESS, read_levels

    levels = read_levels(LEVELS_FILE)
    default = Settings()
    volumes = default.master_volume / 100 * default.effects_volume / 100
    out = [
        "",
        "Effects (the files, and as played at the default volumes, centred):",
        f"  {'cue':13} {'files':>5} {'LUFS':>6} {'dBTP':>6} {'gain dB':>7} {'played':>7} "
        f"{'peak':>6}",
    ]
    for cue in Cue:
        names = cue_files(files, cue.value)
        if not names:
            continue
        x = files[cue.value]
        loud = sm.max_momentary_lufs(x, rate)
        tp = sm.true_peak(x)
        gain = CUE_LOUDNESS[cue] - levels[cue.value].lufs + sm.db(volumes)
        out.append(
            f"  {cue.value:13} {len(names):5d} {loud:6.1f} {tp:6.1f} {gain:7.1f} "
            f"{loud + gain:7.1f} {tp + gain:6.1f}"
        )
    return out


# ---------------------------------------------------------------- the runs


def scoring_windows(cap: Capture) -> list[tuple[float, float]]:
    """Each season's scoring in a run: from its scene's start to when the game shows again."""
    out = []
    start = None
    for t, line in cap.events:
        if "scene: SeasonScoringScene" in line:
            start = t
        elif start is not None and "scene:" in line:
            out.append((start, t))
            start = None
    return out


def low_band_report(cap: Capture, label: str) -> tuple[list[str], bool]:
    """The band below 180 Hz (the pads' and the bass's body) around each season's scoring,
    in 0.3 s averages: its lowest in the 20 s before (the music's own ebb) against its
    lowest from 4 s before the scoring (the season's end) to 1 s after its crossfade."""
    from evergreen.ui.sound.music import CROSSFADE

    window = 0.1
    levels = sm.band_levels(cap.audio, cap.rate, 0.0, 180.0, window)
    smooth = np.convolve(levels, np.ones(3) / 3, mode="valid")
    out = []
    fine = True
    windows = scoring_windows(cap)
    if not windows:
        return [f"  {label}: no season's scoring in this run"], True
    for start, stop in windows:
        a, b = int((start - 4.0) / window), int((stop + CROSSFADE + 1.0) / window)
        if a < 200 or b >= len(smooth):
            out.append(f"  {label}: a scoring too near the run's edge")
            continue
        ebb = float(np.min(smooth[a - 200 : a]))
        median = float(np.median(levels[a - 200 : a]))
        low = float(np.min(smooth[a:b]))
        fall = ebb - low
        ok = fall <= DROP_OUT_DB
        fine &= ok
        out.append(
            f"  {label}: scoring {start:5.1f}-{stop:5.1f} s: below 180 Hz {median:6.1f} dBFS "
            f"(median), lowest {ebb:6.1f} in the 20 s before, lowest {low:6.1f} from the "
            f"season's end through the crossfade: {fall:+5.1f} dB under "
            f"[{'ok' if ok else 'DROP-OUT'}: ≤ {DROP_OUT_DB:.0f} dB]"
        )
    return out, fine


def analyse_kept(folder: Path) -> None:
    """The low band of captures kept by ``--keep`` (no new runs): a quick look."""
    import wave

    for name in ("music", "mix"):
        with wave.open(str(folder / f"{name}.wav")) as f:
            data = np.frombuffer(f.readframes(f.getnframes()), "<i2").reshape(-1, 2) / 32768
        events = []
        log = folder / f"{name}.log"
        if log.exists():
            for line in log.read_text().splitlines():
                t, _, text = line.partition(" ")
                events.append((float(t), text))
        print("\n".join(low_band_report(Capture(data, 44100, events), name)[0]))


def runs_report(seconds: float, seed: int, keep: Path | None) -> tuple[list[str], bool]:
    from evergreen.persistence.settings import Settings

    default = Settings()
    volumes = (default.master_volume, default.effects_volume, default.music_volume)
    master, effects, music = volumes
    with tempfile.TemporaryDirectory() as tmp:
        work = keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        mix = capture(seconds, seed, None, work, "mix")
        music_alone = capture(seconds, seed, (master, 0, music), work, "music")
        effects_alone = capture(seconds, seed, (master, effects, 0), work, "effects")
        if keep is not None:
            from tools.sound_synth import write_wav_stereo

            for name, cap in (("mix", mix), ("music", music_alone), ("effects", effects_alone)):
                write_wav_stereo(work / f"{name}.wav", cap.audio, cap.rate)
                lines = (f"{t:.3f} {line}" for t, line in cap.events)
                (work / f"{name}.log").write_text("\n".join(lines) + "\n")
    rate = mix.rate
    minute = mix.audio[: int(MINUTE * rate)]
    lufs = sm.integrated_lufs(minute, rate)
    whole = sm.integrated_lufs(mix.audio, rate)
    tp = sm.true_peak(mix.audio)
    m_lufs = sm.integrated_lufs(music_alone.audio, rate)
    e_lufs = sm.integrated_lufs(effects_alone.audio, rate)
    balance = m_lufs - e_lufs
    ok_lufs = abs(lufs - TARGET_LUFS) <= LUFS_TOLERANCE
    ok_tp = tp <= TARGET_TRUE_PEAK
    ok_balance = abs(balance - TARGET_BALANCE) <= BALANCE_TOLERANCE
    out = [
        f"Runs: --demo, 3 players, seed {seed}, Fast, {seconds:.0f} s each, volumes "
        f"{master}/{effects}/{music} % (master/effects/music)",
        f"  integrated loudness {lufs:6.1f} LUFS  [{'ok' if ok_lufs else 'MISS'}: "
        f"{TARGET_LUFS:.0f} ± {LUFS_TOLERANCE:.0f}] in the first minute; {whole:.1f} LUFS "
        f"over the whole run",
        f"  true peak           {tp:6.1f} dBTP  [{'ok' if ok_tp else 'MISS'}: ≤ "
        f"{TARGET_TRUE_PEAK:.0f}]   (sample peak {sm.peak(mix.audio):.1f} dBFS)",
        f"  music alone {m_lufs:6.1f} LUFS, effects alone {e_lufs:6.1f} LUFS: balance "
        f"{balance:+5.1f} LU  [{'ok' if ok_balance else 'MISS'}: {TARGET_BALANCE:+.0f} ± "
        f"{BALANCE_TOLERANCE:.0f}]",
        f"  music alone above 1 kHz: {sm.high_share_db(music_alone.audio, rate, 1000):5.1f} dB "
        f"of its energy; stereo correlation of the music as played "
        f"{sm.correlation(music_alone.audio):4.2f}, of the mix {sm.correlation(mix.audio):4.2f}",
        f"  cues started: {len(mix.at('sound: first effect'))} first-effect line; music changes: "
        + ", ".join(
            f"{t:.1f} s {line.split('music: ')[-1]}" for t, line in mix.events if "music: " in line
        ),
    ]
    fine = ok_lufs and ok_tp and ok_balance
    for label, cap in (("music alone", music_alone), ("mix", mix)):
        lines, ok = low_band_report(cap, label)
        out += lines
        if label == "music alone":
            fine &= ok
    return out, fine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--keep", type=Path, help="keep the captures as WAV files in DIR")
    parser.add_argument("--files-only", action="store_true", help="only the files' measures")
    args = parser.parse_args(argv)
    files = decoded_files()
    rate = mixer_format()[0]
    lines: list[str] = []
    fine = True
    if not args.files_only:
        run_lines, fine = runs_report(args.seconds, args.seed, args.keep)
        lines += run_lines
    lines += loops_report(files, rate)
    key_lines, clashes = key_report(files, rate)
    lines += key_lines
    lines += effects_report(files, rate)
    print("\n".join(lines))
    return 0 if fine and not clashes else 1


if __name__ == "__main__":
    raise SystemExit(main())
