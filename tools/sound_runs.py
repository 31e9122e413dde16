"""The game played for ``make sound-check`` (tools/sound_check.py): run under SDL's *disk*
audio driver, which writes the mixed stream a player would hear to a file at the mixer's
format, its log read as it comes (the scenes' times mapped onto the stream); and the game's
``Player`` driven by a clock of our own, with nothing heard, to read which pieces it starts
over a whole game (``simulate_game``)."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Capture:
    """A run's mixed stream (stereo, -1..1, at ``rate``) and what its log said when (seconds
    into the stream)."""

    audio: np.ndarray
    rate: int
    events: list[tuple[float, str]] = field(default_factory=list)


def mixer_format() -> tuple[int, str, int]:
    """The rate, numpy sample type and channels the game opens its mixer with."""
    from evergreen.ui.sound.player import FREQUENCY, SAMPLE_BITS, STEREO

    kinds = {-16: "<i2", 16: "<u2", 8: "u1", -8: "i1", 32: "<f4"}
    return FREQUENCY, kinds[SAMPLE_BITS], STEREO


@dataclass
class Running:
    """A game started under the disk audio driver, its log read as it comes."""

    proc: subprocess.Popen[str]
    raw: Path
    lines: queue.Queue[tuple[float, str]]
    reader: threading.Thread


def start_run(
    args: list[str], work: Path, name: str, volumes: tuple[int, int, int, int] | None = None
) -> Running:
    """Start ``python -m evergreen ARGS`` whose mixed stream goes to a file; ``volumes``
    (master, effects, music, ambience), None for the defaults."""
    from evergreen.persistence.settings import Settings, save_settings

    config, saves = work / f"{name}-config", work / f"{name}-saves"
    config.mkdir(parents=True, exist_ok=True)
    if volumes is not None:
        master, effects, music, ambience = volumes
        chosen = Settings(
            master_volume=master,
            effects_volume=effects,
            music_volume=music,
            ambience_volume=ambience,
        )
        save_settings(chosen, config)
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
    cmd = [sys.executable, "-m", "evergreen", *args, "--size", "1280x800"]
    cmd += ["--save-dir", str(saves)]
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
    return Running(proc, raw, lines, reader)


def finish_run(run: Running) -> Capture:
    """Wait for a run's end; its stream and log."""
    run.proc.wait()
    end = time.monotonic()
    run.reader.join()
    log = []
    while not run.lines.empty():
        log.append(run.lines.get())
    opened = next((t for t, line in log if "Writing to file" in line), None)
    if run.proc.returncode != 0 or opened is None:
        text = "\n".join(line for _t, line in log[-20:])
        raise RuntimeError(f"the game's run failed ({run.proc.returncode}):\n{text}")
    rate, kind, channels = mixer_format()
    data = np.frombuffer(run.raw.read_bytes(), dtype=kind)
    data = data[: len(data) // channels * channels].reshape(-1, channels)
    scale = {"<i2": 32768.0, "<u2": 32768.0, "i1": 128.0, "u1": 128.0, "<f4": 1.0}[kind]
    audio = data.astype(np.float64)
    if kind in ("<u2", "u1"):
        audio -= scale
    audio /= scale
    run.raw.unlink()
    # the disk driver writes at about the device's pace: the log's times map onto the stream
    # linearly between the device's opening and the end of the run
    stretch = len(audio) / rate / max(end - opened, 1e-3)
    events = [((t - opened) * stretch, line) for t, line in log if t >= opened]
    return Capture(audio, rate, events)


def busy_args(seconds: float, seed: int) -> list[str]:
    """The busy run: bots playing at Fast."""
    return ["--demo", "--speed", "fast", "--seconds", str(seconds), "--players", "3"] + [
        "--seed",
        str(seed),
    ]


def waiting_args(seconds: float, seed: int) -> list[str]:
    """A game waiting for its one player, who does nothing."""
    return ["--players", "1", "--seed", str(seed), "--seconds", str(seconds)]


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


def save_capture(folder: Path, tag: str, caps: dict[str, Capture]) -> None:
    """Keep a run's captures as WAV files and their logs (``--keep``)."""
    from tools.sound_synth import write_wav_stereo

    for name, cap in caps.items():
        write_wav_stereo(folder / f"{name}{tag}.wav", cap.audio, cap.rate)
        lines = (f"{t:.3f} {line}" for t, line in cap.events)
        (folder / f"{name}{tag}.log").write_text("\n".join(lines) + "\n")


def simulate_game(minutes: float, seed: int, step: float = 0.1) -> list[tuple[float, str, int]]:
    """A game of ``minutes`` with no audio: the game's ``Player`` on a clock of our own (the
    dummy audio driver), each season wanted at full level for a quarter of it; the pieces it
    started (``Player.music_started``: time, season, index)."""
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from evergreen.rules import Season
    from evergreen.ui.sound import music
    from evergreen.ui.sound.player import Player

    if pygame.mixer.get_init():
        pygame.mixer.quit()
    now = [0.0]
    player = Player(clock=lambda: now[0], seed=seed)
    try:
        if not player.start():
            raise RuntimeError("the dummy audio driver did not open")
        player.wait_loaded()
        length = minutes * 60 / len(Season)
        for k, season in enumerate(Season):
            player.want_music(season, getattr(music, "FULL", 1.0))
            player.update()
            player.wait_loaded()
            while now[0] < (k + 1) * length:
                now[0] += step
                player.update()
                player.wait_loaded()  # a file loads at once, on any clock
        return [(t, s.name.lower(), int(i)) for t, s, i in player.music_started]
    finally:
        player.stop()
        pygame.mixer.quit()
