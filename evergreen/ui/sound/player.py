"""The game's sound through ``pygame.mixer``: effects on cue, placed across the stereo field
where they happen and levelled by measurement under a ceiling; and each season's music,
strung together from phrases with bells and plucks over them, crossfaded at the season's
change and ducked under the menus and the season's big moments.

The player never stops the game: no audio device (``mixer.init`` fails, a server with no
sound) or missing files mean silence and one log line. The files (``cues``) and their
measured levels (``levels.json``) are loaded once, in a thread started after the first frame
(a frame never waits for a file); a cue whose file is not loaded yet is silent. The music
plays on reserved channels whose volumes the player moves itself each ``update`` (called by
the App every frame and every look for input while it sleeps), so a crossfade or a duck goes
on while the window sleeps, and so does the music's arrangement.

**The mix** (README, Sound; measured by ``make sound-check``): every cue plays at a loudness
of its own (``CUE_LOUDNESS``, its loudest 400 ms in LUFS at full volume), its gain worked
out from its file's measured loudness, never from a worst case. What keeps the sum under
full scale is a limiter that knows the future: every file's peak envelope is measured when
it is made, so when a cue starts the player adds up what every sounding channel will peak at
over its length, and gives the new cue no more gain than leaves the mix under ``CEILING``
(only when cues pile up; the newest gives way a few dB). The music sits ``MUSIC_LOUDNESS``
under that, heard but never in front.
"""

from __future__ import annotations

import heapq
import itertools
import json
import logging
import math
import random
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import pygame

from evergreen.rules import Season
from evergreen.ui.sound import score
from evergreen.ui.sound.cues import (
    LAYERS,
    LEVELS_FILE,
    MUSIC,
    SOUNDS_DIR,
    Cue,
    effect_files,
    music_files,
    note_files,
)

log = logging.getLogger("evergreen")

#: The mixer: 44.1 kHz, 16-bit, stereo, a small buffer (a cue starts within ~12 ms).
FREQUENCY, SAMPLE_BITS, STEREO, BUFFER = 44100, -16, 2, 512
#: Channels: the music's (reserved: two phrases of a season overlapping, the season before
#: it fading out, the layers' notes), the rest for effects.
MIXER_CHANNELS = 32
MUSIC_CHANNELS = 8
#: The mix's ceiling: no sum of the channels' true peaks above it (−1.2 dBTP; the target is
#: −1 dBTP, the rest is for the mixer's rounding and the timing of a cue's start).
CEILING = 10 ** (-1.2 / 20)
#: Each cue's loudness at full volume (master and effects at 100 %): the loudest 400 ms of
#: it, LUFS. The season's moments loudest, the growth a little under, the cards and pieces
#: under those, the interface's clicks a few dB lower but never out of hearing (the defaults
#: play them 3.9 dB under this: master and effects at 80 %).
CUE_LOUDNESS: dict[Cue, float] = {
    Cue.SEASON_CHIME: -15.5,
    Cue.GAME_END: -15.5,
    Cue.LIGHT_SWEEP: -18.0,
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
#: The music's loudness at full volume (master and music at 100 %), integrated LUFS, and its
#: layers' notes (their loudest 400 ms) against it.
MUSIC_LOUDNESS = -25.0
LAYER_LOUDNESS: dict[str, float] = {"bell": -23.0, "pluck": -24.0}
#: What a file is taken to measure when levels.json does not know it (a stand-in file):
#: the synthesis' loudness, a peak at full scale.
DEFAULT_LUFS = -16.0
#: How wide the effects are placed: the screen's left edge at -0.5 (the far channel 5 dB
#: down), its right at 0.5.
PAN_WIDTH = 0.5
#: The same cue played again is the next of its variants, a little louder or softer (dB).
LEVEL_STEPS = (0.0, -0.8, -0.3, -1.2, -0.5)
#: The music ducks under the season's big moments by this much, for their length.
MOMENTS = frozenset({Cue.LIGHT_SWEEP, Cue.SEASON_CHIME, Cue.GAME_END})
MOMENT_DUCK = 10 ** (-4.5 / 20)
MOMENT_ATTACK, MOMENT_RELEASE = 0.15, 1.2
#: The interface's cues and what starts them (the game's come from the rules' events:
#: ``event_anim.EVENT_CUES``).
INTERFACE_CUES: dict[Cue, str] = {
    Cue.PRESS: "any button pressed (App.dispatch), or a menu's focused button by Enter",
    Cue.REFUSE: "the game's status line says why a click or key was refused",
    Cue.HINT: "the hint shows on the board",
    Cue.UNDO: "a step taken back",
    Cue.BOT_TURN: "another seat's turn starts: a bot's, or the next person's at a hotseat",
}
#: The music's level in the game, under a menu or overlay (pause, settings, rules...), and
#: on the title and the screens around it.
FULL, DUCKED, QUIET = 1.0, 0.35, 0.5
#: Seconds of a crossfade between two seasons' music (equal power), and of a duck.
CROSSFADE = 2.5
DUCK_TIME = 0.4
#: A change of the season wanted is followed once it has held this long: the season shown
#: may flicker for a frame (the command ending a season is played before the game scene holds
#: the scored state), and that must not start a crossfade.
SETTLE = 0.25
#: A cue is not started again sooner than this after the same cue (no doubling, no burst):
#: it waits; one that would start later than ``MAX_LATE`` after it was asked is dropped.
SAME_CUE_GAP = 0.06
MAX_LATE = 0.4
#: The file types looked for, in order (the game ships OGG; WAV serves tests and tools).
EXTENSIONS = ("ogg", "wav")
#: The peak envelopes' blocks (seconds), as levels.json has them.
ENVELOPE_BLOCK = 0.05
#: The layers' notes start only while this many music channels are free (a phrase always
#: finds one).
FREE_FOR_NOTES = 3


class Played(NamedTuple):
    """A cue that started: when (the player's clock, seconds), which, its variant and the
    gains of its left and right channels."""

    at: float
    cue: Cue
    variant: int = 0
    left: float = 0.0
    right: float = 0.0


class Level(NamedTuple):
    """A file's measured level: loudness (LUFS), true peak of each channel (linear) and its
    peak envelope (per ``ENVELOPE_BLOCK``, left and right, linear; empty for the phrases)."""

    lufs: float
    peak: tuple[float, float]
    envelope: tuple[tuple[float, ...], tuple[float, ...]] = ((), ())


@dataclass
class _Clip:
    """A sound loaded: the mixer's Sound, its length and its measured level."""

    sound: pygame.mixer.Sound
    seconds: float
    level: Level


@dataclass
class _Sounding:
    """An effect playing on a channel: from when, at which gains, its level (the limiter)."""

    start: float
    left: float
    right: float
    clip: _Clip

    def peak(self, at: float) -> tuple[float, float]:
        """Its channels' peaks around ``at`` (the block and its neighbours: the start's
        timing is known within a mixer buffer)."""
        if at > self.start + self.clip.seconds + ENVELOPE_BLOCK:
            return 0.0, 0.0
        return (
            self.left
            * _around(self.clip.level.envelope[0], self.clip.level.peak[0], at - self.start),
            self.right
            * _around(self.clip.level.envelope[1], self.clip.level.peak[1], at - self.start),
        )


def _around(envelope: tuple[float, ...], peak: float, t: float) -> float:
    """An envelope's highest value from one block before ``t`` to one after (its peak when
    there is no envelope)."""
    if not envelope:
        return peak
    k = math.floor(t / ENVELOPE_BLOCK)
    lo, hi = max(0, k - 1), min(len(envelope), k + 2)
    return max(envelope[lo:hi]) if lo < hi else 0.0


@dataclass
class _Voice:
    """One of the music's channels: what it plays (whose season, a phrase or a layer's
    note), its own gains (a note's loudness and place) and until when."""

    channel: pygame.mixer.Channel
    season: Season | None = None
    kind: str = ""
    left: float = 1.0
    right: float = 1.0
    until: float = 0.0
    peak: float = 1.0
    applied: tuple[float, float] | None = None


@dataclass
class _Music:
    """One season's music as it plays: its crossfade, its phrase and its layers."""

    season: Season
    rng: random.Random
    fade: float = 0.0
    target: float = 1.0
    phrase: int = -1
    phrase_start: float = 0.0
    next_phrase: float = 0.0
    layers: dict[str, bool] = field(default_factory=dict)
    next_note: dict[str, float] = field(default_factory=dict)
    last_note: dict[str, str] = field(default_factory=dict)


#: Sounds loaded in this process, by path (the mixer keeps one format: tests and menus
#: that start many Apps load each file once). Emptied when the mixer is started anew.
_CACHE: dict[str, pygame.mixer.Sound] = {}


def _volume(percent: int) -> float:
    return max(0, min(100, percent)) / 100


def _db(value: float) -> float:
    return 10 ** (value / 20)


def pan_gains(position: float) -> tuple[float, float]:
    """The left and right gains of a cue placed at ``position`` across the screen (-1 its
    left edge, 1 its right): constant power, the centre at unity on both sides."""
    p = max(-1.0, min(1.0, position)) * PAN_WIDTH
    theta = (p + 1) * math.pi / 4
    return math.sqrt(2) * math.cos(theta), math.sqrt(2) * math.sin(theta)


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
            peaks = tuple(_db(float(p)) for p in entry["peak"])
            envelope = tuple(
                tuple(_db((int(hexes[i : i + 2], 16) - 255) / 2) for i in range(0, len(hexes), 2))
                for hexes in entry.get("envelope", ("", ""))
            )
            out[str(name)] = Level(
                float(entry["lufs"]), (peaks[0], peaks[1]), (envelope[0], envelope[1])
            )
        except (KeyError, TypeError, ValueError, IndexError):
            continue
    return out


class Player:
    """Plays cues and the seasons' music; every method is safe with no device (silence)."""

    def __init__(
        self,
        folder: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        seed: int | None = None,
    ) -> None:
        self.folder = Path(folder) if folder is not None else Path(SOUNDS_DIR)
        self.clock = clock
        #: The audio driver in use; None: no mixer (silence).
        self.device: str | None = None
        self.started = False
        #: Each effect's variants, and each season's phrases and each layer's notes, loaded.
        self.effects: dict[Cue, list[_Clip]] = {}
        self.phrases: dict[Season, list[_Clip]] = {}
        self.notes: dict[str, dict[str, _Clip]] = {}
        self.levels: dict[str, Level] = {}
        self.muted = False
        self.master = self.effects_volume = 0.8
        self.music_volume = 0.6
        #: The cues that started, most recent last (what the tests spy on).
        self.played: deque[Played] = deque(maxlen=1024)
        #: Each phrase started, when (the player's clock), whose and which.
        self.music_started: deque[tuple[float, Season, int]] = deque(maxlen=256)
        #: Each layer's note started: when, whose season, the layer and the note.
        self.notes_started: deque[tuple[float, Season, str, str]] = deque(maxlen=256)
        #: How far the limiter turned cues down (dB), most recent last.
        self.limited: deque[tuple[Cue, float]] = deque(maxlen=256)
        self._due: list[tuple[float, int, Cue, float, float]] = []  # when, order, cue, asked, pan
        self._order = itertools.count()
        self._last: dict[Cue, float] = {}
        self._turn: dict[Cue, int] = {}
        self._sounding: dict[int, _Sounding] = {}
        self._loader: threading.Thread | None = None
        self._voices: list[_Voice] = []
        self._seasons: dict[Season, _Music] = {}
        self._wanted: Season | None = None
        self._settled: Season | None = None  # the season followed (``SETTLE``)
        self._wanted_since = clock()
        self._level = self._level_target = QUIET
        self._moment = 1.0
        self._moment_until = -1.0
        self._updated = clock()
        self._first_effect = True
        self._steal = MUSIC_CHANNELS  # the effect channel given up last when all were busy
        self._rng = random.Random(seed)

    # -- start ----------------------------------------------------------------------------
    def start(self) -> bool:
        """Open the mixer (once per process) and load the files in a thread; False, with one
        log line, when there is no audio device."""
        if self.started:
            return self.device is not None
        self.started = True
        try:
            if pygame.mixer.get_init() is None:
                _CACHE.clear()
                pygame.mixer.pre_init(FREQUENCY, SAMPLE_BITS, STEREO, BUFFER)
                pygame.mixer.init()
            pygame.mixer.set_num_channels(MIXER_CHANNELS)
            pygame.mixer.set_reserved(MUSIC_CHANNELS)
            self._voices = [_Voice(pygame.mixer.Channel(i)) for i in range(MUSIC_CHANNELS)]
            self.device = _driver()
        except (pygame.error, OSError, NotImplementedError) as exc:
            log.info("sound: no audio device (%s); the game is silent", exc)
            self.device = None
            return False
        self._loader = threading.Thread(target=self._load, name="evergreen-sound", daemon=True)
        self._loader.start()
        return True

    def _load(self) -> None:
        """Load the levels, every effect, then the music (the season wanted first); one log
        line."""
        missing: list[str] = []
        self.levels = read_levels(self.folder / LEVELS_FILE.name)
        for cue in Cue:
            clips = [
                c
                for c in (self._read(n, missing, k == 0) for k, n in enumerate(effect_files(cue)))
                if c
            ]
            if clips:
                self.effects[cue] = clips
        first = self._wanted or Season.SPRING
        music = 0
        for season in sorted(Season, key=lambda s: s != first):
            clips = [c for c in (self._read(n, missing) for n in music_files(season)) if c]
            music += len(clips)
            if clips:
                self.phrases[season] = clips
        for layer, notes in LAYERS.items():
            found = {}
            for note, name in zip(notes, note_files(layer), strict=True):
                clip = self._read(name, missing)
                if clip is not None:
                    found[note] = clip
            music += len(found)
            self.notes[layer] = found
        line = "sound: %d effects, %d music loaded; device %s"
        if not missing:
            log.info(line, len(self.effects), music, self.device)
        else:
            total = len(Cue) + sum(len(music_files(s)) for s in Season)
            total += sum(len(n) for n in LAYERS.values())
            names = "all of them" if len(missing) == total else ", ".join(missing)
            log.info(
                line + "; %d files missing or unreadable in %s (%s): those are silent",
                len(self.effects),
                music,
                self.device,
                len(missing),
                self.folder,
                names,
            )

    def _read(self, name: str, missing: list[str], needed: bool = True) -> _Clip | None:
        """A file loaded (``needed``: its absence is told; a variant's is not)."""
        for ext in EXTENSIONS:
            path = self.folder / f"{name}.{ext}"
            key = str(path)
            sound = _CACHE.get(key)
            if sound is None:
                if not path.is_file():
                    continue
                try:
                    sound = pygame.mixer.Sound(key)
                except (pygame.error, OSError) as exc:
                    missing.append(f"{name} ({exc})")
                    return None
                _CACHE[key] = sound
            level = self.levels.get(name, Level(DEFAULT_LUFS, (1.0, 1.0)))
            return _Clip(sound, sound.get_length(), level)
        if needed:
            missing.append(name)
        return None

    def wait_loaded(self, timeout: float = 10.0) -> None:
        """Wait until the files are loaded (tests; the game never waits)."""
        if self._loader is not None:
            self._loader.join(timeout)

    # -- volumes --------------------------------------------------------------------------
    def set_volumes(self, master: int, effects: int, music: int) -> None:
        """The sliders' values, in percent."""
        self.master, self.effects_volume = _volume(master), _volume(effects)
        self.music_volume = _volume(music)
        self._apply_music()

    def set_clock(self, clock: Callable[[], float]) -> None:
        """Keep time by ``clock`` from now on (tests count frames)."""
        self.clock = clock
        self._updated = clock()
        self._wanted_since = clock()

    def set_muted(self, muted: bool) -> None:
        """Silence everything now (the effects playing stop), or let it sound again."""
        self.muted = muted
        if muted:
            self._due.clear()
            self._sounding.clear()
            if self.device is not None:
                for i in range(MUSIC_CHANNELS, MIXER_CHANNELS):
                    pygame.mixer.Channel(i).stop()
        for v in self._voices:  # the music holds its place, unmixed while muted
            if muted:
                v.channel.pause()
            else:
                v.channel.unpause()
        self._apply_music()

    def cue_gain(self, cue: Cue, variant: int = 0) -> float:
        """A cue's gain at full volume from its file's measured loudness (before the
        volumes, the limiter and its place)."""
        clips = self.effects.get(cue)
        lufs = clips[variant % len(clips)].level.lufs if clips else DEFAULT_LUFS
        return _db(CUE_LOUDNESS[cue] - lufs)

    def effect_volume(self, cue: Cue) -> float:
        """The gain a cue plays at now, centred (its first variant, the limiter aside)."""
        if self.muted:
            return 0.0
        return self.master * self.effects_volume * self.cue_gain(cue)

    def music_level(self) -> float:
        """The music's volume before its crossfade (the menus' duck and the moments' in)."""
        if self.muted:
            return 0.0
        return self.master * self.music_volume * self._level * self._moment

    # -- effects --------------------------------------------------------------------------
    def play(self, cue: str, delay: float = 0.0) -> None:
        """Start a cue now, or ``delay`` seconds from now (on the player's clock); a cue
        placed on the screen (``cues.Placed``) sounds from there."""
        if self.device is None or self.muted:
            return
        now = self.clock()
        where = float(getattr(cue, "pan", 0.0))
        heapq.heappush(self._due, (now + delay, next(self._order), Cue(cue), now + delay, where))
        if delay <= 0:
            self._start_due(now)

    @property
    def waiting(self) -> bool:
        """True while cues wait for their moment."""
        return bool(self._due)

    def _start_due(self, now: float) -> None:
        while self._due and self._due[0][0] <= now:
            _when, order, cue, asked, where = heapq.heappop(self._due)
            last = self._last.get(cue)
            if last is not None and now - last < SAME_CUE_GAP:
                later = last + SAME_CUE_GAP
                if later - asked <= MAX_LATE:
                    heapq.heappush(self._due, (later, order, cue, asked, where))
                continue
            if now - asked > MAX_LATE:
                continue  # it could not start in time: dropped rather than late
            self._last[cue] = now
            self._start(cue, now, where)

    def _start(self, cue: Cue, now: float, where: float) -> None:
        clips = self.effects.get(cue)
        if not clips:
            return
        turn = self._turn.get(cue, 0)
        self._turn[cue] = turn + 1
        variant = turn % len(clips)
        clip = clips[variant]
        gain = self.master * self.effects_volume * self.cue_gain(cue, variant)
        gain *= _db(LEVEL_STEPS[turn % len(LEVEL_STEPS)])
        pan_l, pan_r = pan_gains(where)
        left, right = self._limit(cue, clip, now, gain * pan_l, gain * pan_r)
        channel, index = self._free_channel()
        channel.set_volume(min(1.0, left), min(1.0, right))
        channel.play(clip.sound)
        self._sounding[index] = _Sounding(now, left, right, clip)
        self.played.append(Played(now, cue, variant, left, right))
        if cue in MOMENTS and left + right > 0:  # heard: the music makes room for it
            self._moment_until = max(self._moment_until, now + clip.seconds * 0.8)
        if self._first_effect:
            self._first_effect = False
            log.info("sound: first effect played (%s)", cue.value)

    def _limit(
        self, cue: Cue, clip: _Clip, now: float, left: float, right: float
    ) -> tuple[float, float]:
        """The gains a new cue may have: the most, up to those asked, that keeps the sum of
        every channel's peak under ``CEILING`` over the cue's length (the sounding effects'
        envelopes, the music's peaks at its level)."""
        for index in [i for i, s in self._sounding.items() if now > s.start + s.clip.seconds]:
            del self._sounding[index]
        music = self._music_peak()
        scale = 1.0
        envelope = clip.level.envelope
        blocks = max(len(envelope[0]), 1)
        for k in range(blocks):
            at = now + k * ENVELOPE_BLOCK
            others_l = others_r = music
            for s in self._sounding.values():
                pl, pr = s.peak(at)
                others_l += pl
                others_r += pr
            mine_l = left * _around(envelope[0], clip.level.peak[0], k * ENVELOPE_BLOCK)
            mine_r = right * _around(envelope[1], clip.level.peak[1], k * ENVELOPE_BLOCK)
            for mine, others in ((mine_l, others_l), (mine_r, others_r)):
                if mine > 0 and others + mine * scale > CEILING:
                    scale = max(0.0, (CEILING - others) / mine)
        if scale < 1.0:
            self.limited.append((cue, 20 * math.log10(max(scale, 1e-6))))
        return left * scale, right * scale

    def _music_peak(self) -> float:
        """The most the music's channels may peak at, one side (their files' true peaks at
        their volumes, and at least at the volume a fade is heading for)."""
        total = 0.0
        level = self.master * self.music_volume * max(self._level, self._level_target)
        for v in self._voices:
            if v.season is None or self.muted:
                continue
            music = self._seasons.get(v.season)
            fade = _curve(max(music.fade, music.target)) if music else 0.0
            total += v.peak * max(v.left, v.right) * level * fade
        return total

    def _free_channel(self) -> tuple[pygame.mixer.Channel, int]:
        """A free effect channel (``mixer.find_channel`` would give the music's too: the
        reservation only keeps ``Sound.play`` off them); if every one is busy, the one
        started longest ago (in turn) gives way: the newest cue matters most."""
        for i in range(MUSIC_CHANNELS, MIXER_CHANNELS):
            channel = pygame.mixer.Channel(i)
            if not channel.get_busy():
                return channel, i
        effects = MIXER_CHANNELS - MUSIC_CHANNELS
        self._steal = MUSIC_CHANNELS + (self._steal + 1 - MUSIC_CHANNELS) % effects
        return pygame.mixer.Channel(self._steal), self._steal

    # -- music ----------------------------------------------------------------------------
    def want_music(self, season: Season | None, level: float) -> None:
        """The season whose music should play (None: keep the one playing, else Spring's) and
        its level (``FULL``, ``DUCKED``, ``QUIET``); the player fades towards them."""
        if season is None:
            season = self._wanted if self._wanted is not None else Season.SPRING
        if season is not self._wanted:
            self._wanted_since = self.clock()
        self._wanted = season
        self._level_target = level

    def music(self) -> list[tuple[Season, float]]:
        """What the music plays now: each season sounding and the volume of its phrases'
        channel (its last phrase's)."""
        out: dict[Season, float] = {}
        for v in self._voices:
            if v.season is not None and v.kind == "phrase" and v.channel.get_busy():
                out[v.season] = v.channel.get_volume()
        return sorted(out.items(), key=lambda item: item[0].value)

    @property
    def level(self) -> float:
        """The music's duck level now (it moves towards the one wanted)."""
        return self._level

    def update(self) -> None:
        """Start the cues that are due; move the music's fades and ducks, and its phrases
        and layers, on."""
        now = self.clock()
        dt = max(0.0, min(0.25, now - self._updated))
        self._updated = now
        if self.device is None:
            return
        if self._due:
            self._start_due(now)
        self._move_music(now, dt)

    def _move_music(self, now: float, dt: float) -> None:
        if not self._voices:
            return
        if self.muted:  # the music holds its place: its schedule waits with it
            for music in self._seasons.values():
                music.phrase_start += dt
                music.next_phrase += dt
                for layer in music.next_note:
                    music.next_note[layer] += dt
            for v in self._voices:
                v.until += dt
            return
        if self._settled is None or now - self._wanted_since >= SETTLE:
            self._settled = self._wanted
        wanted = self._settled
        if wanted is not None and (wanted in self.phrases):
            for season, music in self._seasons.items():
                music.target = 1.0 if season is wanted else 0.0
            if wanted not in self._seasons:
                self._seasons[wanted] = _Music(wanted, random.Random(self._rng.random()))
                log.info("music: %s", MUSIC[wanted])
        step = dt / DUCK_TIME
        if self._level < self._level_target:
            self._level = min(self._level_target, self._level + step)
        else:
            self._level = max(self._level_target, self._level - step)
        duck = MOMENT_DUCK if now < self._moment_until else 1.0
        rate = (1 - MOMENT_DUCK) * dt / (MOMENT_ATTACK if duck < self._moment else MOMENT_RELEASE)
        self._moment = (
            max(duck, self._moment - rate)
            if duck < self._moment
            else min(duck, self._moment + rate)
        )
        for season in list(self._seasons):
            music = self._seasons[season]
            fade = dt / CROSSFADE
            music.fade = (
                min(music.target, music.fade + fade)
                if music.fade < music.target
                else max(music.target, music.fade - fade)
            )
            if music.target == 0.0 and music.fade <= 0.0:
                for v in self._voices:
                    if v.season is season:
                        v.channel.stop()
                        v.season = None
                del self._seasons[season]
            elif music.target > 0:
                self._arrange(music, now)
        for v in self._voices:
            if v.season is not None and now > v.until:
                v.season = None
        self._apply_music()

    def _arrange(self, music: _Music, now: float) -> None:
        """A season's phrases one after another in an order of chance (never the same twice
        running), and its layers: each phrase, each layer plays or rests (by the season's
        share of it; the first phrase of a season has its pads alone), and while it plays,
        its notes come now and then, each one that sounds well over the chord under it."""
        mood = score.MOODS[music.season]
        clips = self.phrases[music.season]
        if now >= music.next_phrase:
            choices = [i for i in range(len(clips)) if i != music.phrase] or [0]
            first = music.phrase < 0
            music.phrase = music.rng.choice(choices) if not first else 0
            music.phrase_start = music.next_phrase if not first else now
            music.next_phrase = music.phrase_start + mood.body
            for layer in LAYERS:
                share = mood.bells if layer == "bell" else mood.plucks
                music.layers[layer] = not first and music.rng.random() < share
                music.next_note[layer] = now + music.rng.uniform(0.5, 3.0)
            self._voice(music.season, "phrase", clips[music.phrase], 1.0, 1.0, now)
            self.music_started.append((now, music.season, music.phrase))
        slot = int((now - music.phrase_start) / mood.slot)
        chords = mood.phrases[music.phrase]
        chord = chords[max(0, min(len(chords) - 1, slot))]
        for layer, on in music.layers.items():
            if not on or now < music.next_note[layer]:
                continue
            bank = self.notes.get(layer, {})
            fitting = [n for n in bank if score.fits(n, chord) and n != music.last_note.get(layer)]
            low, high = mood.gap
            if layer == "pluck":  # the plucks come in little figures, quicker
                low, high = low * 0.25, high * 0.6
            music.next_note[layer] = now + music.rng.uniform(low, high)
            free = sum(1 for v in self._voices if v.season is None)
            if not fitting or free < FREE_FOR_NOTES:
                continue
            note = music.rng.choice(fitting)
            music.last_note[layer] = note
            clip = bank[note]
            loud = _db(LAYER_LOUDNESS[layer] - clip.level.lufs) * music.rng.uniform(0.55, 1.0)
            left, right = pan_gains(music.rng.uniform(-1.2, 1.2))
            self._voice(music.season, layer, clip, loud * left, loud * right, now)
            self.notes_started.append((now, music.season, layer, note))

    def _voice(
        self, season: Season, kind: str, clip: _Clip, left: float, right: float, now: float
    ) -> None:
        """Start a music clip on a free music channel (none free: it is left out)."""
        free = [v for v in self._voices if v.season is None]  # its clip is over (``until``)
        if not free:
            return
        v = free[0]
        gain = 1.0 if kind != "phrase" else _db(MUSIC_LOUDNESS - self._season_lufs(season))
        v.season, v.kind, v.left, v.right = season, kind, left * gain, right * gain
        v.until, v.peak, v.applied = now + clip.seconds, max(clip.level.peak), None
        v.channel.stop()
        self._apply_voice(v, self.music_level())
        v.channel.play(clip.sound)

    def _season_lufs(self, season: Season) -> float:
        """A season's phrases' loudness as measured (their mean)."""
        clips = self.phrases.get(season, [])
        return sum(c.level.lufs for c in clips) / len(clips) if clips else DEFAULT_LUFS

    def _apply_music(self) -> None:
        level = self.music_level()
        for v in self._voices:
            if v.season is not None:
                self._apply_voice(v, level)

    def _apply_voice(self, v: _Voice, level: float) -> None:
        """A music channel's volume: the music's level, its season's crossfade, its own."""
        music = self._seasons.get(v.season) if v.season is not None else None
        gain = level * (_curve(music.fade) if music else 0.0)
        want = (min(1.0, gain * v.left), min(1.0, gain * v.right))
        if want == v.applied:
            return
        v.applied = want
        if v.kind == "phrase":  # stereo files: one volume (the mixer's finer steps)
            v.channel.set_volume(want[0])
        else:
            v.channel.set_volume(*want)

    def stop(self) -> None:
        """Silence now (the App closes)."""
        self._due.clear()
        self._sounding.clear()
        if self.device is not None and pygame.mixer.get_init() is not None:
            pygame.mixer.stop()
        for v in self._voices:
            v.season = None
        self._seasons.clear()


def _curve(fade: float) -> float:
    """An equal-power crossfade's gain at ``fade`` (0 → 1): two uncorrelated pieces, one
    fading in and one out, keep their loudness together all through."""
    return math.sin(0.5 * math.pi * max(0.0, min(1.0, fade)))


def _driver() -> str:
    """The audio driver's name ('pulseaudio', 'dummy'...)."""
    get = getattr(pygame.mixer, "get_driver", None)
    try:
        return str(get()) if get is not None else "unknown"
    except pygame.error:
        return "unknown"
