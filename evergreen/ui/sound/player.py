"""The game's sound through ``pygame.mixer``: effects on cue, and each season's music loop,
crossfaded at the season's change and quieter under the menus.

The player never stops the game: no audio device (``mixer.init`` fails, a server with no
sound) or missing files mean silence and one log line. The files (``cues``) are
loaded once, in a thread started after the first frame (a frame never waits for a file);
a cue whose file is not loaded yet is silent. The music's two loops play on two reserved
channels whose volumes the player moves itself each ``update`` (called by the App every
frame and every look for input while it sleeps), so a crossfade or a duck goes on while the
window sleeps.

Levels: the files peak below −1 dBFS; effects play at ``EFFECT_GAIN`` (times the master and
effects volumes and the cue's own gain) and the music at ``MUSIC_GAIN`` (times master and
music), so that four effects and the music at full volume stay under full scale (pygame
mixes with saturation: a sum above it would clip).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import pygame

from evergreen.rules import Season
from evergreen.ui.sound.cues import MUSIC, SOUNDS_DIR, Cue

log = logging.getLogger("evergreen")

#: The mixer: 44.1 kHz, 16-bit, stereo, a small buffer (a cue starts within ~12 ms).
FREQUENCY, SAMPLE_BITS, STEREO, BUFFER = 44100, -16, 2, 512
#: Channels: two for the music's crossfade (reserved), the rest for effects.
MIXER_CHANNELS = 24
MUSIC_CHANNELS = 2
#: The loudest a file gets (the synthesis normalises its peaks below −1 dBFS).
PEAK = 10 ** (-1 / 20)
#: Effects and music at full volume: 4 effects and the music together peak below full
#: scale (4 × 0.24 × 0.89 + 0.1 × 0.89 = 0.94); the music lies far under the effects.
EFFECT_GAIN = 0.24
MUSIC_GAIN = 0.10
#: Each cue's gain on top (at most 1): small things softer than the season's moments.
CUE_GAIN: dict[Cue, float] = {
    Cue.CARD_TAKE: 0.8,
    Cue.CARD_ZONE: 0.7,
    Cue.ARIDITY: 0.8,
    Cue.SPROUT: 0.8,
    Cue.GROW_SMALL: 0.85,
    Cue.GROW_BIG: 0.9,
    Cue.BUSH: 0.8,
    Cue.LAKE: 0.85,
    Cue.MARKER: 0.6,
    Cue.VP_TICK: 0.55,
    Cue.BUDS: 0.7,
    Cue.LIGHT_SWEEP: 0.8,
    Cue.SEASON_CHIME: 1.0,
    Cue.GAME_END: 1.0,
    Cue.PRESS: 0.45,
    Cue.REFUSE: 0.6,
    Cue.HINT: 0.6,
    Cue.UNDO: 0.55,
    Cue.BOT_TURN: 0.5,
}
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
#: Seconds of a crossfade between two seasons' loops, and of a duck (down or up).
CROSSFADE = 2.5
DUCK_TIME = 0.4
#: A cue is not started again sooner than this after the same cue (no doubling, no burst):
#: it waits; one that would start later than ``MAX_LATE`` after it was asked is dropped.
SAME_CUE_GAP = 0.06
MAX_LATE = 0.4
#: The file types looked for, in order (the game ships OGG; WAV serves tests and tools).
EXTENSIONS = ("ogg", "wav")


class Played(NamedTuple):
    """A cue that started: when (the player's clock, seconds) and which."""

    at: float
    cue: Cue


@dataclass
class _Voice:
    """One of the music's two channels: the loop it plays and its crossfade gain."""

    channel: pygame.mixer.Channel
    season: Season | None = None
    fade: float = 0.0  # 0 → 1 as it fades in
    target: float = 0.0


#: Sounds loaded in this process, by path (the mixer keeps one format: tests and menus
#: that start many Apps load each file once). Emptied when the mixer is started anew.
_CACHE: dict[str, pygame.mixer.Sound] = {}


def _volume(percent: int) -> float:
    return max(0, min(100, percent)) / 100


class Player:
    """Plays cues and the seasons' music; every method is safe with no device (silence)."""

    def __init__(
        self, folder: Path | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.folder = Path(folder) if folder is not None else Path(SOUNDS_DIR)
        self.clock = clock
        #: The audio driver in use; None: no mixer (silence).
        self.device: str | None = None
        self.started = False
        self.effects: dict[Cue, pygame.mixer.Sound] = {}
        self.loops: dict[Season, pygame.mixer.Sound] = {}
        self.muted = False
        self.master = self.effects_volume = 0.8
        self.music_volume = 0.6
        #: The cues that started, most recent last (what the tests spy on).
        self.played: deque[Played] = deque(maxlen=1024)
        self._due: list[tuple[float, int, Cue, float]] = []  # (when, order, cue, asked)
        self._order = itertools.count()
        self._last: dict[Cue, float] = {}
        self._loader: threading.Thread | None = None
        self._voices: list[_Voice] = []
        self._wanted: Season | None = None
        self._level = self._level_target = QUIET
        self._updated = clock()
        self._first_effect = True
        self._steal = MUSIC_CHANNELS  # the effect channel given up last when all were busy

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
        """Load every effect, then the music (the season wanted first); one log line."""
        missing: list[str] = []
        for cue in Cue:
            sound = self._read(cue.value, missing)
            if sound is not None:
                self.effects[cue] = sound
        first = self._wanted or Season.SPRING
        for season in sorted(Season, key=lambda s: s != first):
            sound = self._read(MUSIC[season], missing)
            if sound is not None:
                self.loops[season] = sound
        line = "sound: %d effects, %d music loaded; device %s"
        if not missing:
            log.info(line, len(self.effects), len(self.loops), self.device)
        else:
            total = len(Cue) + len(MUSIC)
            names = "all of them" if len(missing) == total else ", ".join(missing)
            log.info(
                line + "; %d files missing or unreadable in %s (%s): those are silent",
                len(self.effects),
                len(self.loops),
                self.device,
                len(missing),
                self.folder,
                names,
            )

    def _read(self, name: str, missing: list[str]) -> pygame.mixer.Sound | None:
        for ext in EXTENSIONS:
            path = self.folder / f"{name}.{ext}"
            key = str(path)
            if key in _CACHE:
                return _CACHE[key]
            if not path.is_file():
                continue
            try:
                sound = pygame.mixer.Sound(key)
            except (pygame.error, OSError) as exc:
                missing.append(f"{name} ({exc})")
                return None
            _CACHE[key] = sound
            return sound
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

    def set_muted(self, muted: bool) -> None:
        """Silence everything now (the effects playing stop), or let it sound again."""
        self.muted = muted
        if muted:
            self._due.clear()
            if self.device is not None:
                for i in range(MUSIC_CHANNELS, MIXER_CHANNELS):
                    pygame.mixer.Channel(i).stop()
        for v in self._voices:  # the loops hold their place, unmixed while muted
            if muted:
                v.channel.pause()
            else:
                v.channel.unpause()
        self._apply_music()

    def effect_volume(self, cue: Cue) -> float:
        """The channel volume a cue plays at now."""
        if self.muted:
            return 0.0
        return EFFECT_GAIN * self.master * self.effects_volume * CUE_GAIN[cue]

    def music_level(self) -> float:
        """The music's channel volume before its crossfade gain (the duck included)."""
        if self.muted:
            return 0.0
        return MUSIC_GAIN * self.master * self.music_volume * self._level

    # -- effects --------------------------------------------------------------------------
    def play(self, cue: str, delay: float = 0.0) -> None:
        """Start a cue now, or ``delay`` seconds from now (on the player's clock)."""
        if self.device is None or self.muted:
            return
        now = self.clock()
        heapq.heappush(self._due, (now + delay, next(self._order), Cue(cue), now + delay))
        if delay <= 0:
            self._start_due(now)

    @property
    def waiting(self) -> bool:
        """True while cues wait for their moment."""
        return bool(self._due)

    def _start_due(self, now: float) -> None:
        while self._due and self._due[0][0] <= now:
            _when, order, cue, asked = heapq.heappop(self._due)
            last = self._last.get(cue)
            if last is not None and now - last < SAME_CUE_GAP:
                later = last + SAME_CUE_GAP
                if later - asked <= MAX_LATE:
                    heapq.heappush(self._due, (later, order, cue, asked))
                continue
            if now - asked > MAX_LATE:
                continue  # it could not start in time: dropped rather than late
            self._last[cue] = now
            self._start(cue, now)

    def _start(self, cue: Cue, now: float) -> None:
        sound = self.effects.get(cue)
        if sound is None:
            return
        channel = self._free_channel()
        channel.set_volume(self.effect_volume(cue))
        channel.play(sound)
        self.played.append(Played(now, cue))
        if self._first_effect:
            self._first_effect = False
            log.info("sound: first effect played (%s)", cue.value)

    def _free_channel(self) -> pygame.mixer.Channel:
        """A free effect channel (``mixer.find_channel`` would give the music's too: the
        reservation only keeps ``Sound.play`` off them); if every one is busy, the one
        started longest ago (in turn) gives way: the newest cue matters most."""
        for i in range(MUSIC_CHANNELS, MIXER_CHANNELS):
            channel = pygame.mixer.Channel(i)
            if not channel.get_busy():
                return channel
        effects = MIXER_CHANNELS - MUSIC_CHANNELS
        self._steal = MUSIC_CHANNELS + (self._steal + 1 - MUSIC_CHANNELS) % effects
        return pygame.mixer.Channel(self._steal)

    # -- music ----------------------------------------------------------------------------
    def want_music(self, season: Season | None, level: float) -> None:
        """The loop that should play (None: keep the one playing, else Spring's) and its
        level (``FULL``, ``DUCKED``, ``QUIET``); the player fades towards them."""
        if season is None:
            season = self._wanted if self._wanted is not None else Season.SPRING
        self._wanted = season
        self._level_target = level

    def music(self) -> list[tuple[Season, float]]:
        """What the music channels play now: each loop and its channel volume."""
        return [
            (v.season, v.channel.get_volume())
            for v in self._voices
            if v.season is not None and v.channel.get_busy()
        ]

    @property
    def level(self) -> float:
        """The music's duck level now (it moves towards the one wanted)."""
        return self._level

    def update(self) -> None:
        """Start the cues that are due; move the music's fades and duck on."""
        now = self.clock()
        dt = max(0.0, min(0.25, now - self._updated))
        self._updated = now
        if self.device is None:
            return
        if self._due:
            self._start_due(now)
        self._move_music(dt)

    def _move_music(self, dt: float) -> None:
        if not self._voices:
            return
        wanted = self._wanted
        current = next((v for v in self._voices if v.target > 0), None)
        if wanted is not None and (current is None or current.season is not wanted):
            loop = self.loops.get(wanted)
            if loop is not None:
                if current is not None:
                    current.target = 0.0
                voice = min((v for v in self._voices if v is not current), key=lambda v: v.fade)
                voice.channel.stop()
                voice.season, voice.fade, voice.target = wanted, 0.0, 1.0
                voice.channel.set_volume(0.0)
                voice.channel.play(loop, loops=-1)
                if self.muted:
                    voice.channel.pause()
                log.info("music: %s", MUSIC[wanted])
        step = dt / DUCK_TIME
        if self._level < self._level_target:
            self._level = min(self._level_target, self._level + step)
        else:
            self._level = max(self._level_target, self._level - step)
        for v in self._voices:
            if v.season is None:
                continue
            fade = dt / CROSSFADE
            v.fade = (
                min(v.target, v.fade + fade) if v.fade < v.target else max(v.target, v.fade - fade)
            )
            if v.target == 0.0 and v.fade <= 0.0:
                v.channel.stop()
                v.season = None
        self._apply_music()

    def _apply_music(self) -> None:
        level = self.music_level()
        for v in self._voices:
            if v.season is not None:
                v.channel.set_volume(level * v.fade)

    def stop(self) -> None:
        """Silence now (the App closes)."""
        self._due.clear()
        if self.device is not None and pygame.mixer.get_init() is not None:
            pygame.mixer.stop()
        for v in self._voices:
            v.season, v.fade, v.target = None, 0.0, 0.0


def _driver() -> str:
    """The audio driver's name ('pulseaudio', 'dummy'...)."""
    get = getattr(pygame.mixer, "get_driver", None)
    try:
        return str(get()) if get is not None else "unknown"
    except pygame.error:
        return "unknown"
