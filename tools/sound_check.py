"""``make sound-check``: the game's sound measured as it is played and from its files, each
figure beside its target (issue 54), and a verdict: the exit status is 1 if any is missed.

**As played** (the runs: ``tools/sound_runs.py``). The game runs under SDL's *disk* audio
driver, which writes the mixed stream the player would hear to a file at the mixer's format;
each run is ``python -m evergreen`` itself with a settings file in a throwaway folder (the
default volumes: master 90, effects 90, music 80, ambience 80 %), the times of its scenes
read from its log as they come. Repeated (``--runs``, 3) and the medians taken:

- busy play: ``--demo --speed fast`` (3 bots, seed 4, 100 s, 1280×800): the first minute's
  integrated loudness (LUFS, BS.1770-4 via pyloudnorm), the run's true peak (dBTP, 4×
  oversampled) and its left/right correlation; and its first season's scoring: the loudest
  second (1 s windows) from the scoring's scene to the next scene, against ordinary play's
  loudest second (from 5 s in to 1 s before the scoring);
- a game waiting for the player (``--players 1``, nobody playing, 40 s, run alongside a
  busy one): its integrated loudness and its stretches of 100 ms or more under −60 dBFS,
  from 5 s after its first sound to 1 s before the end.

**The files** (``assets/sounds``, whatever is there): each effect's loss of loudness through
a 250 Hz high-pass (a laptop's speakers); the minutes of distinct music (``music.json``'s
bodies, each MIDI once; without it the files' lengths); the seasons' mean chroma vectors'
cosine similarity; the music's Vorbis quality (from each file's nominal bitrate,
``sound_measure.VORBIS_NOMINAL``); the folder's size; and the key: every tuned cue's notes,
found where they sound (``sound_measure.notes_in_time``), against the cues' declared scale
and the key of every piece of every season it can sound over.

**A simulated 40-minute game**: the game's ``Player`` on a clock of our own (the dummy audio
driver, nothing heard, 0.1 s steps), each season wanted for a quarter of the game, its
``music_started`` log read: the shortest time before a piece plays again (3 seeds).

Usage: ``python -m tools.sound_check [--runs 3] [--seconds 100] [--seed 4] [--keep DIR]
[--files-only] [--parts]`` (``--parts``: two more busy runs, the music alone and the effects
alone, no ambience in either, for the music-to-effects balance and the low band through the scoring's crossfade).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tools import sound_measure as sm
from tools.sound_runs import (
    Capture,
    busy_args,
    finish_run,
    mixer_format,
    save_capture,
    scoring_windows,
    simulate_game,
    start_run,
    waiting_args,
)

ROOT = Path(__file__).resolve().parents[1]
SOUNDS = ROOT / "assets" / "sounds"

#: The busy runs: long enough for a busy minute and the first season's scoring after it
#: (seed 4: Spring's scoring starts 55-58 s in, later on a busy machine).
SECONDS = 100.0
SEED = 4
RUNS = 3
MINUTE = 60.0
#: The waiting game's run and the part of it measured (after its music's fade-in).
WAIT_SECONDS = 40.0
SETTLED = 5.0
#: The targets (issue 54).
TARGET_LUFS, LUFS_TOLERANCE = -23.0, 3.0
TARGET_TRUE_PEAK = -1.0
MAX_CORRELATION = 0.9
WAITING_LUFS = -27.0
SILENCE_DB, SILENCE_SECONDS = -60.0, 0.1
SCORING_LIFT = (3.0, 6.0)
HIGHPASS_HZ, MAX_HIGHPASS_LOSS = 250.0, 6.0
MUSIC_MINUTES = 20.0
GAME_MINUTES, RETURN_SECONDS = 40.0, 240.0
MAX_CHROMA_COSINE = 0.9
MIN_QUALITY = 4.0
MB = 1_000_000
#: The folder's budget and its parts' (the issue's 30 MB; the parts as the score, the
#: ambience and the foley share it: the foley's tuned cues are made in four keys, one a
#: season).
BUDGETS = {"all": 30, "music": 21, "ambience": 4, "effects": 4}
#: The music-to-effects balance (``--parts``; LU, the music alone minus the effects alone).
TARGET_BALANCE, BALANCE_TOLERANCE = -8.0, 2.0
#: A fall of the band below 180 Hz deeper than this under its lowest in the 20 s before
#: the scoring (dB, 0.3 s averages) is a drop-out (``--parts``).
DROP_OUT_DB = 6.0


@dataclass
class Figure:
    """One measured figure beside its target; ``ok`` None: shown, not judged."""

    name: str
    measured: str
    target: str
    ok: bool | None

    def line(self) -> str:
        verdict = {True: "ok", False: "MISS", None: ""}[self.ok]
        return f"  {verdict:4} {self.name:44} {self.measured:34} {self.target}"


# ---------------------------------------------------------------- the runs


@dataclass
class BusyFigures:
    """A busy run's figures (``lift``: the scoring's loudest second over ordinary play's;
    None with no scoring in the run)."""

    lufs: float
    true_peak: float
    correlation: float
    lift: float | None
    scoring: float | None
    ordinary: float | None


def busy_figures(cap: Capture) -> BusyFigures:
    """The figures of a busy run (see the module's docstring)."""
    rate = cap.rate
    lift = scoring = ordinary = None
    windows = scoring_windows(cap)
    if windows:
        start, stop = windows[0]
        during = cap.audio[int(start * rate) : int(stop * rate)]
        before = cap.audio[int(SETTLED * rate) : int((start - 1.0) * rate)]
        if len(during) >= rate and len(before) >= rate:
            scoring, ordinary = sm.loudest_second(during, rate), sm.loudest_second(before, rate)
            lift = scoring - ordinary
    return BusyFigures(
        sm.integrated_lufs(cap.audio[: int(MINUTE * rate)], rate),
        sm.true_peak(cap.audio),
        sm.correlation(cap.audio),
        lift,
        scoring,
        ordinary,
    )


def waiting_part(cap: Capture) -> np.ndarray:
    """The waiting game's stream from 5 s after its first sound (the mixer opens before the
    music starts: its first 10 ms over the silence threshold) to 1 s before its end."""
    block = max(1, cap.rate // 100)
    count = len(cap.audio) // block
    power = np.mean((cap.audio[: count * block] ** 2).reshape(count, block, -1), axis=(1, 2))
    heard = np.flatnonzero(10 * np.log10(np.maximum(power, 1e-30)) >= SILENCE_DB)
    first = (heard[0] * block / cap.rate if len(heard) else 0.0) + SETTLED
    return cap.audio[int(first * cap.rate) : max(0, len(cap.audio) - cap.rate)]


def median(values: list[float]) -> float:
    return float(statistics.median(values)) if values else float("nan")


def runs_figures(runs: int, seconds: float, seed: int, keep: Path | None) -> list[Figure]:
    """The busy and the waiting runs (each busy run with a waiting one alongside: the waiting
    game sleeps between looks, so the two hardly compete), their medians."""
    busy: list[BusyFigures] = []
    waiting: list[tuple[float, list[tuple[float, float]], float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for k in range(runs):
            a = start_run(busy_args(seconds, seed), work, f"busy{k}")
            b = start_run(waiting_args(WAIT_SECONDS, seed + k), work, f"waiting{k}")
            caps = {"busy": finish_run(a), "waiting": finish_run(b)}
            if keep is not None:
                save_capture(keep, f"{k}", caps)
            busy.append(busy_figures(caps["busy"]))
            part = waiting_part(caps["waiting"])
            rate = caps["waiting"].rate
            found = sm.silences(part, rate, SILENCE_DB, SILENCE_SECONDS)
            waiting.append((sm.integrated_lufs(part, rate), found, len(part) / rate))
    lo, hi = SCORING_LIFT
    lifts = [b.lift for b in busy if b.lift is not None]
    each = ", ".join
    lufs, tp = median([b.lufs for b in busy]), median([b.true_peak for b in busy])
    corr, lift = median([b.correlation for b in busy]), median(lifts)
    wait_lufs = median([w[0] for w in waiting])
    gaps = median([float(len(w[1])) for w in waiting])
    longest = max((g[1] for w in waiting for g in w[1]), default=0.0)
    note = f"runs: {each(f'{b.lufs:.1f}' for b in busy)}"
    scoring = [f"{b.scoring:.1f}/{b.ordinary:.1f}" for b in busy if b.lift is not None]
    return [
        Figure("busy play: loudness, first minute", f"{lufs:6.1f} LUFS ({note})", f"{TARGET_LUFS:.0f} ± {LUFS_TOLERANCE:.0f}", abs(lufs - TARGET_LUFS) <= LUFS_TOLERANCE),
        Figure("busy play: true peak", f"{tp:6.1f} dBTP", f"≤ {TARGET_TRUE_PEAK:.0f}", tp <= TARGET_TRUE_PEAK),
        Figure("busy play: L/R correlation", f"{corr:6.2f}", f"< {MAX_CORRELATION}", corr < MAX_CORRELATION),
        Figure("scoring's loudest second over ordinary play's", f"{lift:+6.1f} LU (a scoring in {len(lifts)} of {runs} runs; scoring/ordinary: {each(scoring)} LUFS)", f"{lo:+.0f} to {hi:+.0f}", bool(lifts) and lo <= lift <= hi),
        Figure("waiting game: loudness", f"{wait_lufs:6.1f} LUFS ({each(f'{w[0]:.1f}' for w in waiting)})", f"≥ {WAITING_LUFS:.0f}", wait_lufs >= WAITING_LUFS),
        Figure(f"waiting game: silences ≥ {SILENCE_SECONDS * 1000:.0f} ms (< {SILENCE_DB:.0f} dBFS)", f"{gaps:.0f} (median; the longest {longest:.2f} s; {waiting[0][2] if waiting else 0:.0f} s a run)", "0", gaps == 0),
    ]  # fmt: skip


# ---------------------------------------------------------------- the files


@contextmanager
def mixer_open() -> Iterator[None]:
    """The mixer open as the game opens it (the dummy driver), closed after."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    rate, _kind, channels = mixer_format()
    if pygame.mixer.get_init():
        pygame.mixer.quit()
    pygame.mixer.init(rate, -16, channels)
    try:
        yield
    finally:
        pygame.mixer.quit()


def decoded(path: Path) -> np.ndarray:
    """A sound file as the game's mixer decodes it (stereo, -1..1; the mixer open)."""
    import pygame

    raw = pygame.sndarray.array(pygame.mixer.Sound(str(path)))
    return np.asarray(raw, dtype=np.float64) / 32768.0


MUSIC_NAME = re.compile(r"music_([a-z]+)_(\d+)$")


def music_paths(folder: Path = SOUNDS) -> dict[str, list[Path]]:
    """Each season's pieces (``music_<season>_<n>.ogg``) in order, by season name."""
    found: dict[str, list[tuple[int, Path]]] = {}
    for path in folder.glob("music_*.ogg"):
        m = MUSIC_NAME.match(path.stem)
        if m:
            found.setdefault(m.group(1), []).append((int(m.group(2)), path))
    return {s: [p for _n, p in sorted(found[s])] for s in sorted(found)}


def effect_paths(folder: Path = SOUNDS) -> dict[str, list[Path]]:
    """Each effect's files that are there, by the game's list (``cues.effect_files``: its
    takes, ``cue.ogg``, ``cue.2.ogg``...; a tuned cue's for each season, ``cue_spring.ogg``)."""
    from evergreen.ui.sound.cues import Cue, effect_files

    out = {}
    for cue in Cue:
        paths = [p for name in effect_files(cue) if (p := folder / f"{name}.ogg").is_file()]
        if paths:
            out[cue.value] = paths
    return out


def read_music_json(folder: Path = SOUNDS) -> dict[str, dict[str, object]] | None:
    """``music.json`` (the score's own account of its pieces), None if there is none."""
    path = folder / "music.json"
    if not path.exists():
        return None
    data: dict[str, dict[str, object]] = json.loads(path.read_text(encoding="utf-8"))
    return data


def distinct_music_seconds(
    pieces: dict[str, list[Path]], described: dict[str, dict[str, object]] | None
) -> tuple[float, str]:
    """The seconds of distinct music: each piece's body (until the next starts: its tail is
    heard under the next) from ``music.json``, a MIDI heard twice counted once, and never
    more than its file's length; without music.json, the files' whole lengths, each file's
    bytes once. And how it was counted."""
    paths = [p for season in pieces.values() for p in season]
    total, seen = 0.0, set()
    for path in paths:
        length = sm.vorbis_info(path).seconds
        entry = (described or {}).get(path.stem)
        if described is not None and entry is not None:
            key = str(entry.get("midi_sha256", path.stem))
            body = float(entry.get("body", length))  # type: ignore[arg-type]
            length = min(length, body)
        else:
            key = hashlib.sha256(path.read_bytes()).hexdigest()
        if key not in seen:
            seen.add(key)
            total += length
    how = "music.json's bodies" if described is not None else "no music.json: files' lengths"
    return total, f"{len(seen)} pieces, {how}"


def season_chromas(folder: Path = SOUNDS) -> dict[str, np.ndarray]:
    """Each season's mean chroma: its pieces' (``sound_measure.chroma``), weighted by their
    lengths; one file decoded at a time."""
    rate = mixer_format()[0]
    means: dict[str, np.ndarray] = {}
    with mixer_open():
        for season, paths in music_paths(folder).items():
            total, weight = np.zeros(12), 0.0
            for path in paths:
                x = decoded(path)
                total += sm.chroma(x, rate) * len(x)
                weight += len(x)
            means[season] = total / max(weight, 1.0)
    return means


def music_figures(means: dict[str, np.ndarray], folder: Path = SOUNDS) -> list[Figure]:
    """The music's amount, its seasons' likeness (their mean chroma), its encoding."""
    pieces = music_paths(folder)
    seconds, how = distinct_music_seconds(pieces, read_music_json(folder))
    names = list(means)
    pairs = [
        (sm.cosine(means[a], means[b]), f"{a}/{b}")
        for i, a in enumerate(names)
        for b in names[i + 1 :]
    ]
    worst = max(pairs, default=(0.0, "-"))
    shown = " ".join(f"{n} {c:.2f}" for c, n in sorted(pairs, reverse=True))
    infos = [sm.vorbis_info(p) for season in pieces.values() for p in season]
    qualities = [i.quality for i in infos]
    known = [q for q in qualities if q is not None]
    low = min(known, default=float("nan"))
    kbps = [i.nominal / 1000 for i in infos]
    actual = [i.bytes_per_second * 8 / 1000 for i in infos]
    quality_ok = bool(infos) and len(known) == len(infos) and low >= MIN_QUALITY - 0.05
    return [
        Figure("distinct music", f"{seconds / 60:5.1f} min ({how})", f"≥ {MUSIC_MINUTES:.0f} min", seconds >= MUSIC_MINUTES * 60),
        Figure("seasons' mean chroma: highest cosine", f"{worst[0]:.3f} ({worst[1]})", f"< {MAX_CHROMA_COSINE}", bool(pairs) and worst[0] < MAX_CHROMA_COSINE),
        Figure("  every pair", shown, "", None),
        Figure("music's Vorbis quality (lowest)", f"q{low:.1f}: nominal {min(kbps, default=0):.0f}-{max(kbps, default=0):.0f} kbps, actual {min(actual, default=0):.0f}-{max(actual, default=0):.0f}", f"≥ q{MIN_QUALITY:.0f} ({sm.VORBIS_NOMINAL[2][5][1] // 1000} kbps stereo)", quality_ok),
    ]  # fmt: skip


def size_figures(folder: Path = SOUNDS) -> list[Figure]:
    """The folder's size and its parts' against their budgets."""
    parts = {"all": 0, "music": 0, "ambience": 0, "effects": 0}
    effects = {p for paths in effect_paths(folder).values() for p in paths}
    for path in folder.iterdir():
        size = path.stat().st_size
        parts["all"] += size
        if path.name.startswith("music_"):
            parts["music"] += size
        elif path.name.startswith("ambience_"):
            parts["ambience"] += size
        elif path in effects:
            parts["effects"] += size
    return [
        Figure(
            f"assets/sounds{'' if part == 'all' else ': ' + part}",
            f"{size / MB:5.1f} MB",
            f"≤ {BUDGETS[part]} MB",
            size <= BUDGETS[part] * MB,
        )
        for part, size in parts.items()
    ]


def effects_figures(folder: Path = SOUNDS) -> tuple[list[Figure], list[str]]:
    """Every effect's loss through the high-pass (its worst take), and a table of them."""
    rate = mixer_format()[0]
    losses: dict[str, float] = {}
    with mixer_open():
        for cue, paths in effect_paths(folder).items():
            losses[cue] = max(sm.highpass_loss(decoded(p), rate, HIGHPASS_HZ) for p in paths)
    worst = sorted(losses.items(), key=lambda kv: -kv[1])
    over = [f"{c} {v:.1f}" for c, v in worst if v > MAX_HIGHPASS_LOSS]
    table = [
        "",
        f"Effects: loudness lost through a {HIGHPASS_HZ:.0f} Hz high-pass (worst take, LU)",
    ]
    table += [f"  {cue:13} {loss:5.1f}" for cue, loss in worst]
    figure = Figure(
        f"effects' loss through {HIGHPASS_HZ:.0f} Hz high-pass",
        f"worst {worst[0][1]:.1f} LU ({len(over)} over: {', '.join(over) or '-'})"
        if worst
        else "no effects",
        f"≤ {MAX_HIGHPASS_LOSS:.0f} LU each",
        bool(worst) and not over,
    )
    return [figure], table


# ---------------------------------------------------------------- the key


def cue_scales() -> tuple[dict[str, frozenset[int]], str]:
    """The scale each season's takes of the tuned cues are made in: the cues' pentatonic
    (``score.PENTATONIC``) moved by the season's shift (``make_sounds.cue_shifts``)."""
    from evergreen.ui.sound import score
    from tools import make_sounds

    shifts = make_sounds.cue_shifts()
    scales = {s.name.lower(): score.transposed(score.PENTATONIC, k) for s, k in shifts.items()}
    said = ", ".join(f"{s.name.lower()} {k:+d}" for s, k in shifts.items())
    return scales, f"{' '.join(names(score.PENTATONIC))} moved: {said}"


def names(classes: frozenset[int]) -> list[str]:
    """Pitch classes by name, C upwards."""
    return [sm.PITCH_CLASSES[i] for i in sorted(classes)]


def season_scales(
    means: dict[str, np.ndarray], described: dict[str, dict[str, object]] | None
) -> dict[str, tuple[frozenset[int], str]]:
    """The notes a cue may use over each season's music: those of every one of its pieces'
    keys (music.json), or without music.json, the diatonic scale heard in its chroma."""
    out = {}
    for season, profile in means.items():
        keys = sorted(
            {
                str(e["key"])
                for e in (described or {}).values()
                if e.get("season") == season and "key" in e
            }
        )
        if keys:
            scale = frozenset(range(12))
            for key in keys:
                scale &= sm.key_scale(key)
            out[season] = (scale, " & ".join(keys))
        else:
            heard, name, share = sm.scale_heard(profile)
            out[season] = (heard, f"heard: {name}, {100 * share:.0f} % of its chroma")
    return out


def tuned_files() -> dict[str, str]:
    """Each tuned cue's file (by name: ``sprout_spring.2``) and the season whose key it is
    made in, the one whose music it sounds over."""
    from evergreen.ui.sound.cues import TUNED, effect_files, heard_over

    return {
        name: season.name.lower()
        for cue in TUNED
        for season in heard_over(cue)
        for name in effect_files(cue, season)
    }


def key_check(
    notes: dict[str, frozenset[int]],
    cue_scales: dict[str, frozenset[int]] | None,
    scales: dict[str, frozenset[int]],
    seasons: dict[str, str],
) -> dict[str, list[str]]:
    """Each tuned cue's file's wrong notes: outside the cues' scale as moved for its season,
    or outside the scale of the season's music it sounds over (``notes`` and ``seasons``:
    by file name)."""
    out: dict[str, list[str]] = {}
    for name, found in sorted(notes.items()):
        wrong = []
        season = seasons[name]
        if cue_scales is not None and found - cue_scales[season]:
            wrong.append(f"cues' scale in {season}: " + ",".join(names(found - cue_scales[season])))
        if season in scales and found - scales[season]:
            wrong.append(f"{season}: " + ",".join(names(found - scales[season])))
        if wrong:
            out[name] = wrong
    return out


def key_figures(means: dict[str, np.ndarray], folder: Path = SOUNDS) -> tuple[Figure, list[str]]:
    """Every tuned cue's notes, measured where they sound, against the key."""
    rate = mixer_format()[0]
    moved, declared = cue_scales()
    scales = season_scales(means, read_music_json(folder))
    seasons = tuned_files()
    notes = {}
    with mixer_open():
        for name in sorted(seasons):
            if (path := folder / f"{name}.ogg").is_file():
                notes[name] = sm.notes_in_time(decoded(path), rate)
    wrong = key_check(notes, moved, {s: v[0] for s, v in scales.items()}, seasons)
    table = ["", f"Key: the cues' scale {declared}; the music's:"]
    table += [f"  {s:8} {' '.join(names(v[0])):22} {v[1]}" for s, v in scales.items()]
    for name, found in notes.items():
        verdict = "; ".join(wrong.get(name, [])) or "ok"
        table.append(f"  {name:22} notes {' '.join(names(found)):18} {verdict}")
    bad = sorted({n.split(".")[0] for n in wrong})
    figure = Figure(
        "tuned cues with a note off the key",
        f"{len(bad)} ({', '.join(bad) or '-'}; {len(notes)} files)",
        "0",
        bool(notes) and not wrong,
    )
    return figure, table


# ---------------------------------------------------------------- the simulated game


def returns_figure(seeds: list[int], minutes: float = GAME_MINUTES) -> tuple[Figure, list[str]]:
    """The shortest return of a piece in simulated games, their median."""
    shortest, lines = [], ["", f"A simulated {minutes:.0f}-minute game (Player.music_started):"]
    for seed in seeds:
        starts = simulate_game(minutes, seed)
        returns = sm.shortest_returns(starts)  # type: ignore[arg-type]
        low = min(returns.values(), default=float("inf"))
        shortest.append(low)
        early = sorted((v, k) for k, v in returns.items() if v < RETURN_SECONDS)
        lines.append(
            f"  seed {seed}: {len(starts)} pieces started, {len(returns)} played again, the "
            f"soonest after {low:.0f} s; within {RETURN_SECONDS:.0f} s: "
            + (", ".join(f"{s}_{i + 1} {v:.0f} s" for v, (s, i) in early[:8]) or "none")
        )
    low = median(shortest)
    figure = Figure(
        f"{minutes:.0f}-minute game: soonest return of a piece",
        f"{low:.0f} s (median of {len(seeds)} seeds: {', '.join(f'{v:.0f}' for v in shortest)})",
        f"≥ {RETURN_SECONDS:.0f} s",
        low >= RETURN_SECONDS,
    )
    return figure, lines


# ---------------------------------------------------------------- --parts: the balance


def low_band_report(cap: Capture, label: str) -> tuple[list[str], bool]:
    """The band below 180 Hz around each season's scoring, in 0.3 s averages: its lowest in
    the 20 s before (the music's own ebb) against its lowest from 4 s before the scoring (the
    season's end) to 1 s after its crossfade."""
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
        low = float(np.min(smooth[a:b]))
        fall = ebb - low
        ok = fall <= DROP_OUT_DB
        fine &= ok
        out.append(
            f"  {label}: scoring {start:5.1f}-{stop:5.1f} s: below 180 Hz lowest {ebb:6.1f} "
            f"dBFS in the 20 s before, {low:6.1f} from the season's end through the "
            f"crossfade: {fall:+5.1f} dB under [{'ok' if ok else 'DROP-OUT'}: ≤ "
            f"{DROP_OUT_DB:.0f} dB]"
        )
    return out, fine


def parts_figures(seconds: float, seed: int) -> tuple[list[Figure], list[str]]:
    """Two more busy runs, the music alone and the effects alone: the balance, and the low
    band through the scoring's crossfade in the music alone."""
    from evergreen.persistence.settings import Settings

    d = Settings()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        music = finish_run(
            start_run(
                busy_args(seconds, seed), work, "music", (d.master_volume, 0, d.music_volume, 0)
            )
        )
        effects = finish_run(
            start_run(
                busy_args(seconds, seed),
                work,
                "effects",
                (d.master_volume, d.effects_volume, 0, 0),
            )
        )
    rate = music.rate
    m, e = sm.integrated_lufs(music.audio, rate), sm.integrated_lufs(effects.audio, rate)
    balance = m - e
    lines, fine = low_band_report(music, "music alone")
    figures = [
        Figure(
            "music alone minus effects alone",
            f"{balance:+5.1f} LU ({m:.1f} / {e:.1f} LUFS)",
            f"{TARGET_BALANCE:+.0f} ± {BALANCE_TOLERANCE:.0f}",
            abs(balance - TARGET_BALANCE) <= BALANCE_TOLERANCE,
        ),
        Figure("low band through the scoring (music alone)", "see below", "no fall > 6 dB", fine),
    ]
    return figures, ["", "The low band (--parts):", *lines]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=RUNS, help="busy and waiting runs each")
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--keep", type=Path, help="keep the captures as WAV files in DIR")
    parser.add_argument("--files-only", action="store_true", help="no runs of the game")
    parser.add_argument("--parts", action="store_true", help="the music and effects alone too")
    args = parser.parse_args(argv)
    started = time.monotonic()
    os.environ["SDL_AUDIODRIVER"] = "dummy"  # this process: files decoded, nothing heard
    figures: list[Figure] = []
    details: list[str] = []
    if not args.files_only:
        figures += runs_figures(args.runs, args.seconds, args.seed, args.keep)
        if args.parts:
            more, lines = parts_figures(args.seconds, args.seed)
            figures += more
            details += lines
    effects, lines = effects_figures()
    figures += effects
    details += lines
    means = season_chromas()
    figures += music_figures(means)
    figures += size_figures()
    key, lines = key_figures(means)
    figures.append(key)
    details += lines
    returns, lines = returns_figure([1, 2, 3])
    figures.append(returns)
    details += lines
    missed = [f for f in figures if f.ok is False]
    print("\n".join(details))
    print("\nFigures (as played: medians of the runs) beside their targets:")
    print("\n".join(f.line() for f in figures))
    verdict = "FAIL" if missed else "PASS"
    print(
        f"\nsound-check: {verdict}: {len(figures) - len(missed) - sum(f.ok is None for f in figures)}"
        f" targets met, {len(missed)} missed ({time.monotonic() - started:.0f} s)"
    )
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
