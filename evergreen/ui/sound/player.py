"""The game's sound through ``pygame.mixer``: effects on cue, placed across the stereo field
where they happen and levelled by measurement under a ceiling (``mix``); and each season's
music, strung together from its pieces, with its ambience beneath, crossfaded at the
season's change and ducked under the menus and the season's big moments (``music``).

The player never stops the game: no audio device (``mixer.init`` fails, a server with no
sound) or missing files mean silence and one log line. The files (``cues``) and their
measured levels (``levels.json``) are loaded once, in a thread started after the first frame
(a frame never waits for a file); a cue whose file is not loaded yet is silent. ``update``
(called by the App every frame and every look for input while it sleeps) starts the cues
that are due and moves the music on, so a crossfade or a duck goes on while the window
sleeps, and so do the music's pieces. The music is decoded as it is needed: the player holds
only the pieces and loops the band names (``Band.needed``: the ones sounding, the next piece
of the season wanted), each loaded in a thread well before its time and let go when done (a
piece decoded is about 15 MB).

The sliders are in decibels (``mix.taper``): 100 % is 0 dB, 50 % -20 dB, 0 % silence.

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
    AMBIENCE,
    LEVELS_FILE,
    PIECES_FILE,
    SOUNDS_DIR,
    TUNED,
    Cue,
    Piece,
    effect_files,
    heard_over,
    read_pieces,
)
from evergreen.ui.sound.mix import (
    CUE_LOUDNESS,
    DEFAULT_LUFS,
    LEVEL_STEPS,
    MOMENTS,
    Clip,
    Level,
    Sounding,
    db,
    limit,
    pan_gains,
    read_levels,
    taper,
)
from evergreen.ui.sound.music import MUSIC_CHANNELS, Band

log = logging.getLogger("evergreen")

#: The mixer: 44.1 kHz, 16-bit, stereo, a small buffer (a cue starts within ~12 ms).
FREQUENCY, SAMPLE_BITS, STEREO, BUFFER = 44100, -16, 2, 512
#: Channels: the music's (``music.MUSIC_CHANNELS``, reserved), the rest for effects.
MIXER_CHANNELS = 32
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
#: piece loaded meanwhile comes in, a muted band's schedule is held (its steps are
#: ``update``'s, at most 0.25 s).
LONGEST_REST = 0.2
#: The file types looked for, in order (the game ships OGG; WAV serves tests and tools).
EXTENSIONS = ("ogg", "wav")


class Played(NamedTuple):
    """A cue that started: when (the player's clock, seconds), which, its variant, the
    gains of its left and right channels and, for a tuned cue, the season whose key its
    take is in."""

    at: float
    cue: Cue
    variant: int = 0
    left: float = 0.0
    right: float = 0.0
    key: Season | None = None


#: Sounds loaded in this process, by path (the mixer keeps one format: tests and menus
#: that start many Apps load each file once). Emptied when the mixer is started anew.
_CACHE: dict[str, pygame.mixer.Sound] = {}


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
        #: The seasons' music; each effect's takes, loaded (a tuned cue's by the season
        #: whose key they are in, the others' under None).
        self.band = Band(random.Random(seed), clock())
        self.effects: dict[Cue, dict[Season | None, list[Clip]]] = {}
        self.levels: dict[str, Level] = {}
        self.muted = False
        #: The sliders' gains (``mix.taper`` of their percent).
        self.master = self.effects_volume = self.music_volume = self.ambience_volume = 1.0
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
        #: The music's files that could not be read (not sought again).
        self._failed: set[str] = set()
        self._updated = self._moved = clock()  # the last update's time (``_updated``: the
        # time its fades step from, moved on while nothing moves: ``tend``)
        self._first_effect = True
        self._steal = MUSIC_CHANNELS  # the effect channel given up last when all were busy

    @property
    def pieces(self) -> dict[Season, list[Piece]]:
        """Each season's pieces (``music.json``'s whose files are there)."""
        return self.band.pieces

    def held(self) -> list[str]:
        """The music's pieces held decoded now (the ambience's loops aside)."""
        return [name for name in self.band.clips if name.startswith("music_")]

    @property
    def music_started(self) -> deque[tuple[float, Season, int]]:
        """Each piece started, when (the player's clock), whose and which (from 0)."""
        return self.band.music_started

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
        """Load the levels, every effect (the tuned ones' takes for the seasons heard and
        coming: ``_effect_sets``), the music's list of pieces, then the first piece and the
        ambience of the season wanted (``_hold_music``); one log line."""
        missing: list[str] = []
        self.levels = read_levels(self.folder / LEVELS_FILE.name)
        sets = self._effect_sets()
        self._load_effects(sets, missing)
        expected = len(sets) + len(AMBIENCE) + self._find_music(missing)
        self._load_music(self.band.needed(), missing)
        music = len(self.band.clips)
        line = "sound: %d effects, %d music loaded; device %s"
        if not missing:
            log.info(line, len(self.effects), music, self.device)
        else:
            names = "all of them" if len(missing) >= expected else ", ".join(missing)
            log.info(
                line + "; %d files missing or unreadable in %s (%s): those are silent",
                len(self.effects),
                music,
                self.device,
                len(missing),
                self.folder,
                names,
            )

    def _find_music(self, missing: list[str]) -> int:
        """The band told which pieces (``music.json``) and ambience loops there are, the
        ones whose files are missing left out (and named in ``missing``); each season's
        pieces' mean loudness. Returns how many pieces ``music.json`` lists (1 without it)."""
        listed = read_pieces(self.folder / PIECES_FILE.name)
        if not listed:
            missing.append(PIECES_FILE.name)
        for season, pieces in listed.items():
            there = [p for p in pieces if self._path(p.name) is not None]
            missing += [p.name for p in pieces if p not in there]
            if there:
                self.band.pieces[season] = [p._replace(place=k) for k, p in enumerate(there)]
                loud = [
                    self.levels[p.name].lufs if p.name in self.levels else DEFAULT_LUFS
                    for p in there
                ]
                self.band.lufs[season] = sum(loud) / len(loud)
        for season, name in AMBIENCE.items():
            if self._path(name) is not None:
                self.band.ambience[season] = name
            else:
                missing.append(name)
        return max(1, sum(len(p) for p in listed.values()))

    def _path(self, name: str) -> Path | None:
        """A sound's file in the folder, in the first of ``EXTENSIONS`` there (None: none)."""
        return next(
            (p for ext in EXTENSIONS if (p := self.folder / f"{name}.{ext}").is_file()), None
        )

    def _load_music(self, names: list[str], missing: list[str]) -> None:
        """Decode the music's files ``names`` (pieces, loops) and hand them to the band; a
        file that cannot be read is not sought again."""
        for name in names:
            if name in self.band.clips or name in self._failed:
                continue
            clip = self._read(name, missing, cache=False)
            if clip is None:
                self._failed.add(name)
            else:
                self.band.clips[name] = clip

    def _effect_sets(self) -> list[tuple[Cue, Season | None]]:
        """The effects' sets of takes to hold: every untuned cue's, and a tuned cue's for the
        seasons whose music is heard or coming (the rest are let go: all four seasons' are
        34 MB decoded), or its one season's (the game's end, Winter's)."""
        keys = {self.key_season(), self.band.coming()}
        out: list[tuple[Cue, Season | None]] = []
        for cue in Cue:
            seasons = heard_over(cue) if cue in TUNED else (None,)
            held = [s for s in seasons if len(seasons) == 1 or s in keys]
            out += [(cue, s) for s in held]
        return out

    def _load_effects(self, sets: list[tuple[Cue, Season | None]], missing: list[str]) -> None:
        """Decode the takes of ``sets`` (an untuned cue's kept for the process, a season's
        tuned takes only while held); a set whose first file cannot be read is not sought
        again."""
        for cue, season in sets:
            takes = effect_files(cue, season)
            if season in self.effects.get(cue, {}) or takes[0] in self._failed:
                continue
            cache = season is None or len(heard_over(cue)) == 1
            clips = [c for k, n in enumerate(takes) if (c := self._read(n, missing, k == 0, cache))]
            if clips:
                self.effects.setdefault(cue, {})[season] = clips
            else:
                self._failed.add(takes[0])

    def _load_more(self, names: list[str], sets: list[tuple[Cue, Season | None]]) -> None:
        """``_load_music`` and ``_load_effects`` in the loader's thread (a file unreadable:
        one log line)."""
        missing: list[str] = []
        self._load_music(names, missing)
        self._load_effects(sets, missing)
        if missing:
            log.info("sound: %s missing or unreadable: silent", ", ".join(missing))

    def _hold_music(self) -> None:
        """Hold what the band needs (``Band.needed``: the pieces and loops sounding, the
        next piece of the season wanted, the first of a season wanted before it begins) and
        let the rest go at once; what it needs and is not held is loaded in a thread (a
        piece a whole body before its time; a season's first meanwhile the last plays on);
        so are the tuned effects' takes of the seasons heard and coming (``_effect_sets``),
        the others let go."""
        if self._loader is not None and self._loader.is_alive():
            return
        needed = self.band.needed()
        for name in [n for n in self.band.clips if n not in needed]:
            del self.band.clips[name]
        wanted = [n for n in needed if n not in self.band.clips and n not in self._failed]
        sets = self._effect_sets()
        for cue, held in self.effects.items():
            for season in [s for s in held if (cue, s) not in sets]:
                del held[season]
        sets = [
            (c, s)
            for c, s in sets
            if s not in self.effects.get(c, {}) and effect_files(c, s)[0] not in self._failed
        ]
        if wanted or sets:
            self._loader = threading.Thread(
                target=self._load_more, args=(wanted, sets), name="evergreen-music", daemon=True
            )
            self._loader.start()

    def _read(
        self, name: str, missing: list[str], needed: bool = True, cache: bool = True
    ) -> Clip | None:
        """A file loaded (``needed``: its absence is told; a variant's is not; ``cache``:
        kept for the process, as the effects are, not the music: let go when done)."""
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
                if cache:
                    _CACHE[key] = sound
            level = self.levels.get(name, Level(DEFAULT_LUFS, (1.0, 1.0)))
            return Clip(sound, sound.get_length(), level)
        if needed:
            missing.append(name)
        return None

    def wait_loaded(self, timeout: float = 10.0) -> None:
        """Wait until the files are loaded (tests; the game never waits), the music the
        band needs now too."""
        if self._loader is not None:
            self._loader.join(timeout)
        if self.device is not None:
            self._hold_music()
            if self._loader is not None:
                self._loader.join(timeout)

    # -- volumes --------------------------------------------------------------------------
    def set_volumes(self, master: int, effects: int, music: int, ambience: int) -> None:
        """The sliders' values, in percent (``mix.taper``: heard in decibels)."""
        self.master, self.effects_volume = taper(master), taper(effects)
        self.music_volume, self.ambience_volume = taper(music), taper(ambience)
        self._band_volumes()

    def _band_volumes(self) -> None:
        """The music's and the ambience's volumes to the band (nothing while muted)."""
        on = 0.0 if self.muted else self.master
        self.band.set_volumes(on * self.music_volume, on * self.ambience_volume)

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
        self._band_volumes()

    def key_season(self) -> Season:
        """The season whose key the tuned cues play in now: the one whose music is heard
        loudest (in a crossfade, the louder), or the one coming when none is heard."""
        heard = [(volume, season) for season, volume in self.band.playing() if volume > 0]
        return max(heard, key=lambda item: item[0])[1] if heard else self.band.coming()

    def takes(self, cue: Cue) -> tuple[Season | None, list[Clip]]:
        """A cue's takes as it would sound now, and the season whose key they are in: a
        tuned cue's in the key of ``key_season`` (or of a season it has, if it has none for
        that one: the game's end is Winter's), an untuned cue's under None; none loaded:
        an empty list."""
        sets = self.effects.get(cue, {})
        if cue not in TUNED:
            return None, sets.get(None, [])
        season = self.key_season()
        if season in sets:
            return season, sets[season]
        return next(iter(sets.items()), (None, []))

    def cue_gain(self, cue: Cue, variant: int = 0) -> float:
        """A cue's gain at full volume from its file's measured loudness (before the
        volumes, the limiter and its place)."""
        _key, clips = self.takes(cue)
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
        """The most the music's and the ambience's channels may peak at now, one side (the
        limiter's due)."""
        return self.band.peak()

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
        key, clips = self.takes(cue)
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
        self.played.append(Played(now, cue, variant, left, right, key))
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
        """What the music plays now: each season sounding and the volume of its latest
        piece's channel."""
        return self.band.playing()

    def ambience(self) -> list[tuple[Season, float]]:
        """Each season's ambience sounding and its channel's volume."""
        return self.band.ambience_playing()

    @property
    def level(self) -> float:
        """The music's duck level now (it moves towards the one wanted)."""
        return self.band.level

    def update(self) -> None:
        """Start the cues that are due; move the music's fades and ducks, and its pieces,
        on."""
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
            self.band.move(now, dt)

    def next_update(self, now: float) -> float:
        """When ``update`` next has something to do (the player's clock; ``now`` its time): a
        waiting cue due, the music's next change (``Band.next_change``), and at most
        ``LONGEST_REST`` after the last (a piece loaded meanwhile, the schedule held while
        muted)."""
        soon = [self._moved + LONGEST_REST]
        if self._due:
            soon.append(self._due[0][0])
        if self.device is not None and self.band.voices and not self.muted:
            soon.append(self.band.next_change(now))
        return min(soon)

    def tend(self) -> None:
        """``update`` if it has something to do now (``next_update``): the sleeping loop
        looks 50 times a second, and the music mostly waits for its next piece."""
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


def _driver() -> str:
    """The audio driver's name ('pulseaudio', 'dummy'...)."""
    get = getattr(pygame.mixer, "get_driver", None)
    try:
        return str(get()) if get is not None else "unknown"
    except pygame.error:
        return "unknown"
