"""``make sound-check``'s reading of runs and files (tools/sound_check.py) on made-up
captures and folders whose answers are known, and its simulated game on the real player
(tools/sound_runs.py)."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np
import pytest

from tools import sound_check as sc
from tools import sound_measure as sm
from tools import sound_runs as sr

RATE = 44100


def sine(seconds: float, level_db: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    x = 10 ** (level_db / 20) * np.sin(2 * np.pi * 997 * t)
    return np.stack([x, x], axis=1)


def test_a_busy_runs_figures() -> None:
    """A stream at -23 LUFS whose 'scoring' (between its scenes in the log) is 4.5 dB up:
    its loudness, a scoring lifted 4.5 LU, its peak, and a mono signal's correlation 1."""
    audio = np.concatenate([sine(70.0, -23.0), sine(6.0, -18.5), sine(10.0, -23.0)])
    events = [(1.0, "scene: GameScene"), (70.0, "scene: SeasonScoringScene")]
    events.append((76.0, "scene: GameScene"))
    figures = sc.busy_figures(sr.Capture(audio, RATE, events))
    assert figures.lufs == pytest.approx(-23.0, abs=0.1)
    assert figures.lift == pytest.approx(4.5, abs=0.1)
    assert figures.true_peak == pytest.approx(-18.5, abs=0.1)  # the whole run's: the scoring
    assert figures.correlation == pytest.approx(1.0)
    assert sc.busy_figures(sr.Capture(audio, RATE, events[:1])).lift is None


def test_the_waiting_part_starts_after_the_first_sound_and_ends_before_the_run() -> None:
    """The stream is silent until the music starts (2 s here): measured from 5 s after."""
    audio = np.concatenate([np.zeros((2 * RATE, 2)), sine(28.0, -30.0)])
    part = sc.waiting_part(sr.Capture(audio, RATE))
    assert len(part) == pytest.approx((30 - 2 - 5 - 1) * RATE, abs=RATE // 100)
    assert sm.silences(part, RATE) == []


def ogg(path: Path, seconds: float, nominal: int = 128000) -> None:
    """A file with a Vorbis identification header and a last page at ``seconds`` (no audio:
    what ``vorbis_info`` reads)."""

    def page(packet: bytes, granule: int) -> bytes:
        head = b"OggS" + bytes([0, 2]) + struct.pack("<qIII", granule, 1, 0, 0)
        return head + bytes([1, len(packet)]) + packet

    ident = b"\x01vorbis" + struct.pack("<IBIiii", 0, 2, RATE, 0, nominal, 0) + b"\xb8\x01"
    path.write_bytes(page(ident, 0) + page(b"\x00" * 100, int(seconds * RATE)))


def test_distinct_music_counts_bodies_and_each_midi_once(tmp_path: Path) -> None:
    for name, seconds in (("music_spring_1", 80), ("music_spring_2", 95), ("music_winter_1", 70)):
        ogg(tmp_path / f"{name}.ogg", seconds)
    ogg(tmp_path / "music_spring_10.ogg", 80)  # the same bytes as spring_1
    pieces = sc.music_paths(tmp_path)
    assert [p.stem for p in pieces["spring"]] == [
        "music_spring_1",
        "music_spring_2",
        "music_spring_10",
    ]
    described = {
        "music_spring_1": {"season": "spring", "body": 75.0, "midi_sha256": "a", "key": "D dorian"},
        "music_spring_2": {"season": "spring", "body": 90.0, "midi_sha256": "b", "key": "D dorian"},
        "music_spring_10": {"season": "spring", "body": 55.0, "midi_sha256": "a", "key": "D dorian"},
        "music_winter_1": {"season": "winter", "body": 99.0, "midi_sha256": "c", "key": "E minor"},
    }  # fmt: skip
    seconds, how = sc.distinct_music_seconds(pieces, described)
    assert seconds == pytest.approx(75 + 90 + 70)  # spring_10 is spring_1 again; winter's file
    assert how.startswith("3 pieces")
    seconds, how = sc.distinct_music_seconds(pieces, None)
    assert seconds == pytest.approx(80 + 95 + 70)  # the files' bytes: spring_10 is spring_1's
    (tmp_path / "music.json").write_text(json.dumps(described))
    assert sc.read_music_json(tmp_path) == described
    scales = sc.season_scales({"spring": np.ones(12), "winter": np.ones(12)}, described)
    assert scales["spring"][0] == sm.key_scale("C major")
    assert scales["winter"] == (sm.key_scale("G major"), "E minor")


def test_the_seasons_scale_is_heard_without_music_json() -> None:
    profile = np.zeros(12)
    for pc in (2, 4, 6, 7, 9, 11, 1):  # D major's notes
        profile[pc] = 1 / 7
    scale, how = sc.season_scales({"spring": profile}, None)["spring"]
    assert scale == sm.key_scale("D major") and how.startswith("heard")


def test_the_folder_and_its_parts_against_their_budgets(tmp_path: Path) -> None:
    (tmp_path / "music_spring_1.ogg").write_bytes(b"x" * 3_000_000)
    (tmp_path / "ambience_spring.ogg").write_bytes(b"x" * 5_000_000)
    (tmp_path / "sprout_spring.ogg").write_bytes(b"x" * 1_000_000)
    (tmp_path / "sprout_spring.2.ogg").write_bytes(b"x" * 500_000)
    figures = {f.name: f for f in sc.size_figures(tmp_path)}
    assert figures["assets/sounds"].ok and "9.5 MB" in figures["assets/sounds"].measured
    assert figures["assets/sounds: music"].ok
    assert figures["assets/sounds: ambience"].ok is False
    assert "1.5 MB" in figures["assets/sounds: effects"].measured


def test_a_figure_says_its_verdict() -> None:
    assert sc.Figure("x", "1", "≤ 2", True).line().split()[0] == "ok"
    assert sc.Figure("x", "3", "≤ 2", False).line().split()[0] == "MISS"


def test_a_simulated_game_plays_every_seasons_pieces_in_turn() -> None:
    """The real player on a clock of our own, on the committed files: a 4-minute game starts
    each season's music in its quarter, from the first second."""
    starts = sr.simulate_game(4.0, seed=1, step=0.1)
    seasons = [s for _t, s, _i in starts]
    assert starts[0][0] < 1.0 and seasons[0] == "spring"
    order = [s for k, s in enumerate(seasons) if k == 0 or seasons[k - 1] != s]
    assert order == ["spring", "summer", "autumn", "winter"]
    for t, season, _index in starts:
        quarter = ["spring", "summer", "autumn", "winter"].index(season)
        assert 60 * quarter <= t <= 60 * (quarter + 1) + 0.5


@pytest.mark.slow  # every piece measured whole: half a minute; make test-slow
def test_the_files_check_gives_every_figure_and_a_verdict(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``make sound-check ARGS=--files-only`` on the committed files: a line for each of the
    issue's targets that the files answer, and an exit status that says whether one missed."""
    status = sc.main(["--files-only"])
    out = capsys.readouterr().out
    for name in (
        "effects' loss through 250 Hz high-pass",
        "distinct music",
        "seasons' mean chroma: highest cosine",
        "music's Vorbis quality",
        "assets/sounds ",
        "tuned cues with a note off the key",
        "40-minute game: soonest return of a piece",
    ):
        assert name in out, name
    missed = [line for line in out.splitlines() if line.startswith("  MISS")]
    assert status == (1 if missed else 0)
    assert out.strip().splitlines()[-1].startswith(f"sound-check: {'FAIL' if missed else 'PASS'}")
