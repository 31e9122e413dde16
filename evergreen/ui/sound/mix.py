"""The mix's measures: how loud each cue and the music are meant to be, where an effect sits
across the stereo field, each file's measured level (``levels.json``), and the limiter that
keeps the sum of the channels under ``CEILING``.

Every cue plays at a loudness of its own (``CUE_LOUDNESS``, its loudest 400 ms in LUFS at full
volume), its gain worked out from its file's measured loudness, never from a worst case. What
keeps the sum under full scale is a limiter that knows the future: every file's peak envelope
is measured when it is made, so when a cue starts the player adds up what every sounding
channel will peak at over its length (``limit``), and gives the new cue no more gain than
leaves the mix under ``CEILING`` (only when cues pile up; the newest gives way a few dB). The
music sits ``MUSIC_LOUDNESS`` under that, heard but never in front.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import pygame

from evergreen.ui.sound.cues import Cue

#: The mix's ceiling: no sum of the channels' true peaks above it (−1.2 dBTP; the target is
#: −1 dBTP, the rest is for the mixer's rounding and the timing of a cue's start).
CEILING = 10 ** (-1.2 / 20)
#: Each cue's loudness at full volume (every slider at 100 %): the loudest 400 ms of it,
#: LUFS. Ordinary play's cues within 4 dB of each other (growth a little over the cards and
#: pieces, the interface's clicks a few dB lower but never out of hearing); the season's
#: scoring and the game's end stand out above them (``MOMENTS``: 3-5.5 dB over the loudest
#: ordinary cue, and the music ducks under them).
CUE_LOUDNESS: dict[Cue, float] = {
    Cue.SEASON_CHIME: -12.0,
    Cue.GAME_END: -12.0,
    Cue.LIGHT_SWEEP: -13.0,
    Cue.GROW_BIG: -17.0,
    Cue.GROW_SMALL: -17.5,
    Cue.SPROUT: -18.0,
    Cue.BUDS: -18.0,
    Cue.CARD_TAKE: -18.0,
    Cue.CARD_ZONE: -19.0,
    Cue.ARIDITY: -18.5,
    Cue.BUSH: -18.5,
    Cue.LAKE: -18.0,
    Cue.MARKER: -19.0,
    Cue.VP_TICK: -20.0,
    Cue.PRESS: -21.0,
    Cue.REFUSE: -20.0,
    Cue.HINT: -19.5,
    Cue.UNDO: -20.0,
    Cue.BOT_TURN: -20.5,
}
#: The season's big moments: they stand out (``CUE_LOUDNESS``) and the music ducks under them.
MOMENTS = frozenset({Cue.LIGHT_SWEEP, Cue.SEASON_CHIME, Cue.GAME_END})
#: The music's loudness at full volume (master and music at 100 %), integrated LUFS, and the
#: ambience's under it (master and ambience at 100 %): at the default sliders the two
#: together are about -26 LUFS, so a game waiting for the player is never quiet.
MUSIC_LOUDNESS = -21.5
AMBIENCE_LOUDNESS = -26.0
#: The sliders' taper: ``percent`` gives ``-TAPER_RANGE * (1 - percent / 100) ** TAPER_BEND``
#: dB (100 % is 0 dB, 50 % -20 dB, 25 % -38 dB, 10 % -51 dB, 1 % -59 dB), 0 % silence.
TAPER_RANGE = 60.0
TAPER_BEND = math.log2(3)
#: What a file is taken to measure when levels.json does not know it (a stand-in file):
#: the synthesis' loudness, a peak at full scale.
DEFAULT_LUFS = -16.0
#: How wide the effects are placed: the screen's left edge at -0.5 (the far channel 5 dB
#: down), its right at 0.5.
PAN_WIDTH = 0.5
#: The same cue played again is the next of its variants, a little louder or softer (dB).
LEVEL_STEPS = (0.0, -0.8, -0.3, -1.2, -0.5)
#: The peak envelopes' blocks (seconds), as levels.json has them.
ENVELOPE_BLOCK = 0.05


class Level(NamedTuple):
    """A file's measured level: loudness (LUFS), true peak of each channel (linear) and its
    peak envelope (per ``ENVELOPE_BLOCK``, left and right, linear; empty for the pieces and
    the ambience's loops)."""

    lufs: float
    peak: tuple[float, float]
    envelope: tuple[tuple[float, ...], tuple[float, ...]] = ((), ())


@dataclass
class Clip:
    """A sound loaded: the mixer's Sound, its length and its measured level."""

    sound: pygame.mixer.Sound
    seconds: float
    level: Level


@dataclass
class Sounding:
    """An effect playing on a channel: from when, at which gains, its level (the limiter)."""

    start: float
    left: float
    right: float
    clip: Clip

    def peak(self, at: float) -> tuple[float, float]:
        """Its channels' peaks around ``at`` (the block and its neighbours: the start's
        timing is known within a mixer buffer)."""
        if at > self.start + self.clip.seconds + ENVELOPE_BLOCK:
            return 0.0, 0.0
        return (
            self.left
            * around(self.clip.level.envelope[0], self.clip.level.peak[0], at - self.start),
            self.right
            * around(self.clip.level.envelope[1], self.clip.level.peak[1], at - self.start),
        )


def around(envelope: tuple[float, ...], peak: float, t: float) -> float:
    """An envelope's highest value from one block before ``t`` to one after (its peak when
    there is no envelope)."""
    if not envelope:
        return peak
    k = math.floor(t / ENVELOPE_BLOCK)
    lo, hi = max(0, k - 1), min(len(envelope), k + 2)
    return max(envelope[lo:hi]) if lo < hi else 0.0


def db(value: float) -> float:
    """The linear gain of ``value`` decibels."""
    return 10 ** (value / 20)


def taper_db(percent: int) -> float:
    """A volume slider's ``percent`` (0-100) in decibels (``TAPER_RANGE``, ``TAPER_BEND``):
    the ear hears loudness in dB, so equal steps of the slider are about equal steps of
    loudness; -inf at 0 %."""
    if percent <= 0:
        return -math.inf
    return -TAPER_RANGE * float((1 - min(100, percent) / 100) ** TAPER_BEND)


def taper(percent: int) -> float:
    """A volume slider's ``percent`` as a linear gain (``taper_db``): 0 % is silence."""
    return 0.0 if percent <= 0 else db(taper_db(percent))


def pan_gains(position: float) -> tuple[float, float]:
    """The left and right gains of a cue placed at ``position`` across the screen (-1 its
    left edge, 1 its right): constant power, the centre at unity on both sides."""
    p = max(-1.0, min(1.0, position)) * PAN_WIDTH
    theta = (p + 1) * math.pi / 4
    return math.sqrt(2) * math.cos(theta), math.sqrt(2) * math.sin(theta)


def limit(
    clip: Clip, now: float, left: float, right: float, sounding: Iterable[Sounding], music: float
) -> float:
    """The share (0-1) of the gains asked (``left``, ``right``) that a new cue may have: the
    most that keeps the sum of every channel's peak under ``CEILING`` over the cue's length
    (the ``sounding`` effects' envelopes, and ``music``: the music's peak on either side)."""
    playing = list(sounding)
    scale = 1.0
    envelope = clip.level.envelope
    for k in range(max(len(envelope[0]), 1)):
        at = now + k * ENVELOPE_BLOCK
        others_l = others_r = music
        for s in playing:
            pl, pr = s.peak(at)
            others_l += pl
            others_r += pr
        mine_l = left * around(envelope[0], clip.level.peak[0], k * ENVELOPE_BLOCK)
        mine_r = right * around(envelope[1], clip.level.peak[1], k * ENVELOPE_BLOCK)
        for mine, others in ((mine_l, others_l), (mine_r, others_r)):
            if mine > 0 and others + mine * scale > CEILING:
                scale = max(0.0, (CEILING - others) / mine)
    return scale


def read_levels(path: Path) -> dict[str, Level]:
    """levels.json's measures by file name (nothing if the file is missing or broken)."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    out: dict[str, Level] = {}
    if not isinstance(raw, dict):
        return out
    for name, entry in raw.items():
        try:
            peaks = tuple(db(float(p)) for p in entry["peak"])
            envelope = tuple(
                tuple(db((int(hexes[i : i + 2], 16) - 255) / 2) for i in range(0, len(hexes), 2))
                for hexes in entry.get("envelope", ("", ""))
            )
            out[str(name)] = Level(
                float(entry["lufs"]), (peaks[0], peaks[1]), (envelope[0], envelope[1])
            )
        except (KeyError, TypeError, ValueError, IndexError):
            continue
    return out
