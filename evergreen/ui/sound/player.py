"""The game's sound through ``pygame.mixer``: effects on cue, placed across the stereo field
where they happen and levelled by measurement under a ceiling (``mix``); and each season's
music, strung together from phrases with bells and plucks over them, crossfaded at the
season's change and ducked under the menus and the season's big moments (``music``).

The player never stops the game: no audio device (``mixer.init`` fails, a server with no
sound) or missing files mean silence and one log line. The files (``cues``) and their
measured levels (``levels.json``) are loaded once, in a thread started after the first frame
(a frame never waits for a file); a cue whose file is not loaded yet is silent. ``update``
(called by the App every frame and every look for input while it sleeps) starts the cues
that are due and moves the music on, so a crossfade or a duck goes on while the window
sleeps, and so does the music's arrangement.

**The mix** (docs/SOUND.md; measured by ``make sound-check``): every cue plays at a loudness
of its own (``mix.CUE_LOUDNESS``), its gain worked out from its file's measured loudness;
a limiter that knows the future (``mix.limit``) keeps the sum under ``mix.CEILING``; the
music sits ``mix.MUSIC_LOUDNESS`` under that, heard but never in front.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import math
import random
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pygame

from evergreen.rules import Season
from evergreen.ui.sound.cues import (
    LAYERS,
    LEVELS_FILE,
    SOUNDS_DIR,
    Cue,
    effect_files,
    music_files,
    note_files,
)
from evergreen.ui.sound.mix import (
    CUE_LOUDNESS,
    DEFAULT_LUFS,
    LEVEL_STEPS,
    Clip,
    Level,
    Sounding,
    db,
    limit,
    pan_gains,
    read_levels,
)
from evergreen.ui.sound.music import MUSIC_CHANNELS, Band

log = logging.getLogger("evergreen")

#: The mixer: 44.1 kHz, 16-bit, stereo, a small buffer (a cue starts within ~12 ms).
FREQUENCY, SAMPLE_BITS, STEREO, BUFFER = 44100, -16, 2, 512
#: Channels: the music's (``music.MUSIC_CHANNELS``, reserved), the rest for effects.
MIXER_CHANNELS = 32
#: The season's big moments: the music ducks under them for their length.
MOMENTS = frozenset({Cue.LIGHT_SWEEP, Cue.SEASON_CHIME, Cue.GAME_END})
#: The interface's cues and what starts them (the game's come from the rules' events:
#: ``event_anim.EVENT_CUES``).
INTERFACE_CUES: dict[Cue, str] = {
    Cue.PRESS: "any button pressed (App.dispatch), or a menu's focused button by Enter",
    Cue.REFUSE: "the game's status line says why a click or key was refused",
    Cue.HINT: "the hint shows on the board",
    Cue.UNDO: "a step taken back",
    Cue.BOT_TURN: "another seat's turn starts: a bot's, or the next person's at a hotseat",
}
#: A cue is not started again sooner than this after the same cue (no doubling, no burst):
#: it waits; one that would start later than ``MAX_LATE`` after it was asked is dropped.
SAME_CUE_GAP = 0.06
MAX_LATE = 0.4
#: The longest the sleeping loop leaves the player without an update (``Player.tend``): a
#: season's phrases loaded meanwhile start to be arranged, a muted band's schedule is held
#: (its steps are ``update``'s, at most 0.25 s).
LONGEST_REST = 0.2
#: The file types looked for, in order (the game ships OGG; WAV serves tests and tools).
EXTENSIONS = ("ogg", "wav")


class Played(NamedTuple):
    """A cue that started: when (the player's clock, seconds), which, its variant and the
    gains of its left and right channels."""

    at: float
    cue: Cue
    variant: int = 0
    left: float = 0.0
    right: float = 0.0


#: Sounds loaded in this process, by path (the mixer keeps one format: tests and menus
#: that start many Apps load each file once). Emptied when the mixer is started anew.
_CACHE: dict[str, pygame.mixer.Sound] = {}


def _volume(percent: int) -> float:
    return max(0, min(100, percent)) / 100


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
        #: The seasons' music; each effect's variants, loaded.
        self.band = Band(random.Random(seed), clock())
        self.effects: dict[Cue, list[Clip]] = {}
        self.levels: dict[str, Level] = {}
        self.muted = False
        self.master = self.effects_volume = 0.8
        self.music_volume = 0.6
        #: The cues that started, most recent last (what the tests spy on).
        self.played: deque[Played] = deque(maxlen=1024)
        #: How far the limiter turned cues down (dB), most recent last.
        self.limited: deque[tuple[Cue, float]] = deque(maxlen=256)
        self._due: list[tuple[float, int, Cue, float, float]] = []  # when, order, cue, asked, pan
        self._order = itertools.count()
        self._last: dict[Cue, float] = {}
        self._turn: dict[Cue, int] = {}
        self._sounding: dict[int, Sounding] = {}
        self._loader: threading.Thread | None = None
        #: How many of each season's phrases were loaded (or tried: a missing file is not
        #: sought again) and are still held.
        self._tried: dict[Season, int] = {}
        self._updated = self._moved = clock()  # the last update's time (``_updated``: the
        # time its fades step from, moved on while nothing moves: ``tend``)
        self._first_effect = True
        self._steal = MUSIC_CHANNELS  # the effect channel given up last when all were busy

    @property
    def phrases(self) -> dict[Season, list[Clip]]:
        """Each season's phrases, loaded."""
        return self.band.phrases

    @property
    def music_started(self) -> deque[tuple[float, Season, int]]:
        """Each phrase started, when (the player's clock), whose and which."""
        return self.band.music_started

    @property
    def notes_started(self) -> deque[tuple[float, Season, str, str]]:
        """Each layer's note started: when, whose season, the layer and the note."""
        return self.band.notes_started

    @property
    def silent(self) -> bool:
        """True once started with no audio device: nothing can be heard, whatever is set."""
        return self.started and self.device is None

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
            self.band.open()
            self.device = _driver()
        except (pygame.error, OSError, NotImplementedError) as exc:
            log.info("sound: no audio device (%s); the game is silent", exc)
            self.device = None
            return False
        self._loader = threading.Thread(target=self._load, name="evergreen-sound", daemon=True)
        self._loader.start()
        return True

    def _load(self) -> None:
        """Load the levels, every effect, the layers' notes, then the music of the season
        wanted and the first of the next (``held_phrases``); one log line."""
        missing: list[str] = []
        self.levels = read_levels(self.folder / LEVELS_FILE.name)
        for season in Season:
            files = music_files(season)
            loud = [self.levels[n].lufs if n in self.levels else DEFAULT_LUFS for n in files]
            self.band.lufs[season] = sum(loud) / len(loud)
        for cue in Cue:
            clips = [
                c
                for c in (self._read(n, missing, k == 0) for k, n in enumerate(effect_files(cue)))
                if c
            ]
            if clips:
                self.effects[cue] = clips
        music = 0
        for layer, notes in LAYERS.items():
            found = {}
            for note, name in zip(notes, note_files(layer), strict=True):
                clip = self._read(name, missing)
                if clip is not None:
                    found[note] = clip
            music += len(found)
            self.band.notes[layer] = found
        plan = held_phrases(self.band.wanted)
        music += self._load_music(plan, missing)
        line = "sound: %d effects, %d music loaded; device %s"
        if not missing:
            log.info(line, len(self.effects), music, self.device)
        else:
            total = len(Cue) + sum(plan.values())
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

    def _load_music(self, plan: dict[Season, int], missing: list[str]) -> int:
        """Load the first ``plan[season]`` phrases of each season (each tried once until let
        go); how many loaded."""
        count = 0
        for season, wanted in plan.items():
            self._tried[season] = wanted
            names = music_files(season)[:wanted]
            clips = [c for c in (self._read(n, missing) for n in names) if c]
            count += len(clips)
            if clips:
                self.band.phrases[season] = clips
        return count

    def _hold_music(self) -> None:
        """Keep the phrases ``held_phrases`` names, and all of a season the band still
        arranges (one wanted but not loaded yet plays on meanwhile); let the others go, a
        season fading out too (the channel playing its phrase keeps that one until it is
        over). The rest of a season is loaded in a thread once it is wanted, long before
        its first phrase ends. A season's phrases are 15–18 MB decoded: all four held were
        65 MB; the wanted and the next whole, 30–35 MB, and 51 MB in a season's change."""
        if self._loader is not None and self._loader.is_alive():
            return
        plan = held_phrases(self.band.wanted)
        arranged = [s for s, m in self.band.seasons.items() if m.target > 0]
        for season in [*arranged, self.band.settled]:
            if season is not None:
                plan[season] = len(music_files(season))
        for season, clips in list(self.band.phrases.items()):
            keep = plan.get(season, 0)
            if len(clips) <= keep:
                continue
            for name in music_files(season)[keep:]:
                for ext in EXTENSIONS:
                    _CACHE.pop(str(self.folder / f"{name}.{ext}"), None)
            if keep == 0:
                del self.band.phrases[season]
            else:
                self.band.phrases[season] = clips[:keep]
        self._tried = {s: min(n, plan[s]) for s, n in self._tried.items() if plan.get(s, 0)}
        wanted = {s: n for s, n in plan.items() if self._tried.get(s, 0) < n}
        if wanted:
            self._loader = threading.Thread(
                target=self._load_music, args=(wanted, []), name="evergreen-music", daemon=True
            )
            self._loader.start()

    def _read(self, name: str, missing: list[str], needed: bool = True) -> Clip | None:
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
            return Clip(sound, sound.get_length(), level)
        if needed:
            missing.append(name)
        return None

    def wait_loaded(self, timeout: float = 10.0) -> None:
        """Wait until the files are loaded (tests; the game never waits), the music of a
        season just wanted too."""
        if self._loader is not None:
            self._loader.join(timeout)
        if self.device is not None:
            self._hold_music()
            if self._loader is not None:
                self._loader.join(timeout)

    # -- volumes --------------------------------------------------------------------------
    def set_volumes(self, master: int, effects: int, music: int) -> None:
        """The sliders' values, in percent."""
        self.master, self.effects_volume = _volume(master), _volume(effects)
        self.music_volume = _volume(music)
        self.band.apply(self._music_volume())

    def set_clock(self, clock: Callable[[], float]) -> None:
        """Keep time by ``clock`` from now on (tests count frames)."""
        self.clock = clock
        self._updated = self._moved = clock()
        self.band.wanted_since = clock()

    def set_muted(self, muted: bool) -> None:
        """Silence everything now (the effects playing stop), or let it sound again."""
        if self.muted and not muted:
            self.update()  # the schedule held until now (``tend`` may have let it rest)
        self.muted = muted
        if muted:
            self._due.clear()
            self._sounding.clear()
            if self.device is not None:
                for i in range(MUSIC_CHANNELS, MIXER_CHANNELS):
                    pygame.mixer.Channel(i).stop()
        self.band.pause(muted)  # the music holds its place, unmixed while muted
        self.band.apply(self._music_volume())

    def cue_gain(self, cue: Cue, variant: int = 0) -> float:
        """A cue's gain at full volume from its file's measured loudness (before the
        volumes, the limiter and its place)."""
        clips = self.effects.get(cue)
        lufs = clips[variant % len(clips)].level.lufs if clips else DEFAULT_LUFS
        return db(CUE_LOUDNESS[cue] - lufs)

    def effect_volume(self, cue: Cue) -> float:
        """The gain a cue plays at now, centred (its first variant, the limiter aside)."""
        if self.muted:
            return 0.0
        return self.master * self.effects_volume * self.cue_gain(cue)

    def _music_volume(self) -> float:
        """The music's volume before its ducks: master × music, nothing while muted."""
        return 0.0 if self.muted else self.master * self.music_volume

    def music_level(self) -> float:
        """The music's volume before its crossfade (the menus' duck and the moments' in)."""
        return self.band.heard(self._music_volume())

    def music_peak(self) -> float:
        """The most the music's channels may peak at now, one side (the limiter's due)."""
        return self.band.peak(self._music_volume())

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
        gain *= db(LEVEL_STEPS[turn % len(LEVEL_STEPS)])
        pan_l, pan_r = pan_gains(where)
        left, right = self._limit(cue, clip, now, gain * pan_l, gain * pan_r)
        channel, index = self._free_channel()
        channel.set_volume(min(1.0, left), min(1.0, right))
        channel.play(clip.sound)
        self._sounding[index] = Sounding(now, left, right, clip)
        self.played.append(Played(now, cue, variant, left, right))
        if cue in MOMENTS and left + right > 0:  # heard: the music makes room for it
            self.band.moment_until = max(self.band.moment_until, now + clip.seconds * 0.8)
        if self._first_effect:
            self._first_effect = False
            log.info("sound: first effect played (%s)", cue.value)

    def _limit(
        self, cue: Cue, clip: Clip, now: float, left: float, right: float
    ) -> tuple[float, float]:
        """The gains a new cue may have (``mix.limit``: under the ceiling with the sounding
        effects and the music), the limiter's work noted."""
        for index in [i for i, s in self._sounding.items() if now > s.start + s.clip.seconds]:
            del self._sounding[index]
        scale = limit(clip, now, left, right, self._sounding.values(), self.music_peak())
        if scale < 1.0:
            self.limited.append((cue, 20 * math.log10(max(scale, 1e-6))))
        return left * scale, right * scale

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
        its level (``music.FULL``, ``DUCKED``, ``QUIET``); the player fades towards them
        (a season not loaded plays once it is: ``_hold_music``)."""
        self.band.want(season, level, self.clock())

    def music(self) -> list[tuple[Season, float]]:
        """What the music plays now: each season sounding and the volume of its phrases'
        channel (its last phrase's)."""
        return self.band.playing()

    @property
    def level(self) -> float:
        """The music's duck level now (it moves towards the one wanted)."""
        return self.band.level

    def update(self) -> None:
        """Start the cues that are due; move the music's fades and ducks, and its phrases
        and layers, on."""
        now = self.clock()
        dt = max(0.0, min(0.25, now - self._updated))
        self._updated = self._moved = now
        if self.device is None:
            return
        if self._due:
            self._start_due(now)
        self._hold_music()
        if not self.band.voices:
            return
        if self.muted:  # the music holds its place: its schedule waits with it
            self.band.hold(dt)
        else:
            self.band.move(now, dt, self._music_volume())

    def next_update(self, now: float) -> float:
        """When ``update`` next has something to do (the player's clock; ``now`` its time): a
        waiting cue due, the music's next change (``Band.next_change``), and at most
        ``LONGEST_REST`` after the last (a season's phrases loaded meanwhile, the schedule
        held while muted)."""
        soon = [self._moved + LONGEST_REST]
        if self._due:
            soon.append(self._due[0][0])
        if self.device is not None and self.band.voices and not self.muted:
            soon.append(self.band.next_change(now))
        return min(soon)

    def tend(self) -> None:
        """``update`` if it has something to do now (``next_update``): the sleeping loop
        looks 50 times a second, and the music mostly waits for its next note."""
        now = self.clock()
        if now >= self.next_update(now):
            self.update()
        elif not self.muted:  # nothing moved meanwhile: the next update's fades step from now
            self._updated = now

    def stop(self) -> None:
        """Silence now (the App closes)."""
        self._due.clear()
        self._sounding.clear()
        if self.device is not None and pygame.mixer.get_init() is not None:
            pygame.mixer.stop()
        self.band.stop()


def held_phrases(wanted: Season | None) -> dict[Season, int]:
    """How many phrases of each season are held: all of the one wanted (Spring's before
    any), and the first of the next, the phrase a season always begins with."""
    season = wanted if wanted is not None else Season.SPRING
    return {season: len(music_files(season)), Season((season + 1) % len(Season)): 1}


def _driver() -> str:
    """The audio driver's name ('pulseaudio', 'dummy'...)."""
    get = getattr(pygame.mixer, "get_driver", None)
    try:
        return str(get()) if get is not None else "unknown"
    except pygame.error:
        return "unknown"
