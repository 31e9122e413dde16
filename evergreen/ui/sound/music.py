"""Each season's music as it plays (``Band``): its pieces strung one after another in an
order of chance in which no piece comes back within ``RETURN`` seconds, each next one coming
in at the last one's body's end with an equal-power crossfade over its tail; the season's
ambience looping beneath; both crossfaded (equal power) when the season shown changes and
ducked under the menus and the season's big moments.

The music plays on the mixer's reserved channels (``MUSIC_CHANNELS``: ``PIECE_VOICES`` for the
pieces, the rest for the ambience), whose volumes the band moves itself each ``move`` (the
player calls it every frame and every look for input while the window sleeps), so a
crossfade or a duck goes on while the window sleeps, and so do the pieces' changes. It knows
nothing of the effects, nor of the files: the player holds the pieces the band ``needs``
(``clips``: the ones sounding and the next of the season wanted), tells it the volumes
(master × music, master × ambience; nothing while muted) and asks it how loud it may peak
(the limiter).
"""

from __future__ import annotations

import logging
import math
import random
from collections import deque
from dataclasses import dataclass

import pygame

from evergreen.rules import Season
from evergreen.ui.sound.cues import MUSIC, Piece
from evergreen.ui.sound.mix import AMBIENCE_LOUDNESS, DEFAULT_LUFS, MUSIC_LOUDNESS, Clip, db

log = logging.getLogger("evergreen")

#: The music's channels, reserved, the mixer's first ones: ``PIECE_VOICES`` for the pieces
#: (a season's two overlapping in their crossfade, the season before fading out), then two
#: for the ambience (a season's loop and the one before it fading out).
PIECE_VOICES = 4
MUSIC_CHANNELS = PIECE_VOICES + 2
#: The music's level in the game, under a menu or overlay (pause, settings, rules...), and
#: on the title and the screens around it.
FULL, DUCKED, QUIET = 1.0, 0.35, 0.5
#: Seconds of a crossfade between two seasons' music and ambience (equal power), and of a duck.
CROSSFADE = 2.5
DUCK_TIME = 0.4
#: The music ducks under the season's big moments by this much, for their length.
MOMENT_DUCK = 10 ** (-4.5 / 20)
MOMENT_ATTACK, MOMENT_RELEASE = 0.15, 1.2
#: A change of the season wanted is followed once it has held this long: the season shown
#: may flicker for a frame (the command ending a season is played before the game scene holds
#: the scored state), and that must not start a crossfade.
SETTLE = 0.25
#: A piece is not heard again sooner than this after its body ended (seconds): with five
#: pieces of 60 s or more a season, one always may come next.
RETURN = 240.0


@dataclass
class Voice:
    """One of the music's channels: what it plays (whose season; a piece, or the ambience
    when ``piece`` is None), its gain (its loudness levelled), and its own crossfades: in
    from ``start`` over ``fade_in`` seconds, out from ``out_at`` over ``fade_out``."""

    channel: pygame.mixer.Channel
    season: Season | None = None
    piece: Piece | None = None
    name: str = ""
    gain: float = 1.0
    peak: float = 1.0
    start: float = 0.0
    fade_in: float = 0.0
    out_at: float = math.inf
    fade_out: float = 0.0
    until: float = 0.0
    applied: float | None = None

    def shape(self, now: float) -> float:
        """Its own crossfade's gain at ``now`` (1 outside its crossfades)."""
        gain = curve((now - self.start) / self.fade_in) if self.fade_in > 0 else 1.0
        if now >= self.out_at:
            gain *= curve(1 - (now - self.out_at) / self.fade_out) if self.fade_out > 0 else 0.0
        return gain

    def fading(self, now: float) -> bool:
        """True while one of its own crossfades moves."""
        return now < self.start + self.fade_in or self.out_at <= now < self.out_at + self.fade_out


@dataclass
class SeasonMusic:
    """One season's music as it plays: its crossfade, its latest piece, the one that comes
    next and when, and its ambience."""

    season: Season
    fade: float = 0.0
    target: float = 1.0
    current: Voice | None = None
    next_index: int | None = None
    next_start: float = 0.0
    ambience: Voice | None = None


def curve(fade: float) -> float:
    """An equal-power crossfade's gain at ``fade`` (0 → 1): two uncorrelated pieces, one
    fading in (``curve(x)``) and one out (``curve(1 - x)``), keep their power together all
    through (sin² + cos² = 1)."""
    return math.sin(0.5 * math.pi * max(0.0, min(1.0, fade)))


class Band:
    """The seasons' music and ambience on the reserved channels."""

    def __init__(self, rng: random.Random, now: float) -> None:
        #: Each season's pieces (``music.json``, the ones whose files are there) and the
        #: ambience loops there are, by season (set by the player).
        self.pieces: dict[Season, list[Piece]] = {}
        self.ambience: dict[Season, str] = {}
        #: The pieces and loops held decoded, by name (the player loads what ``needed``
        #: names and lets the rest go).
        self.clips: dict[str, Clip] = {}
        #: Each season's pieces' loudness, the mean of all of them (by the player).
        self.lufs: dict[Season, float] = {}
        self.voices: list[Voice] = []
        self.seasons: dict[Season, SeasonMusic] = {}
        self.wanted: Season | None = None
        self.settled: Season | None = None  # the season followed (``SETTLE``)
        self.wanted_since = now
        self.now = now
        #: The music's and the ambience's volumes before their ducks (master × slider; 0
        #: while muted).
        self.music_volume = self.ambience_volume = 0.0
        #: The menus' duck now, and the one it moves towards.
        self.level = self.level_target = QUIET
        #: The moments' duck now, and until when it holds.
        self.moment = 1.0
        self.moment_until = -1.0
        #: Each piece started, when (the player's clock), whose and which.
        self.music_started: deque[tuple[float, Season, int]] = deque(maxlen=256)
        #: When each piece's body last ended (or will: the one playing), by name.
        self.last_end: dict[str, float] = {}
        #: The piece each season will begin with when it comes (chosen when it is wanted).
        self.first: dict[Season, int] = {}
        self.rng = rng

    def open(self) -> None:
        """Take the mixer's reserved channels (the mixer is open), silent until used."""
        self.voices = [Voice(pygame.mixer.Channel(i)) for i in range(MUSIC_CHANNELS)]
        for v in self.voices:
            v.channel.stop()
            v.channel.set_volume(0.0)

    def set_volumes(self, music: float, ambience: float) -> None:
        """The music's and the ambience's volumes (master × slider, tapered; 0 when muted),
        heard at once."""
        self.music_volume, self.ambience_volume = music, ambience
        self.apply()

    def want(self, season: Season | None, level: float, now: float) -> None:
        """The season whose music should play (None: keep the one playing, else Spring's) and
        its level (``FULL``, ``DUCKED``, ``QUIET``); the band fades towards them."""
        if season is None:
            season = self.wanted if self.wanted is not None else Season.SPRING
        if season is not self.wanted:
            self.wanted_since = now
        self.wanted = season
        self.level_target = level

    def coming(self) -> Season:
        """The season whose music is followed or about to be (Spring before any)."""
        return self.settled or self.wanted or Season.SPRING

    def _first(self, season: Season, now: float) -> int | None:
        """The piece a season begins with (chosen once, when it is first asked for)."""
        if season not in self.first:
            index = self._choose(season, now, None)
            if index is None:
                return None
            self.first[season] = index
        return self.first[season]

    def _choose(self, season: Season, at: float, playing: int | None) -> int | None:
        """The piece to start at ``at`` after ``playing``: one at random among those whose
        body ended ``RETURN`` seconds before (or never played); if none has, the one heard
        longest ago."""
        pieces = self.pieces.get(season, [])
        if not pieces:
            return None
        rested = [p.place for p in pieces if at - self.last_end.get(p.name, -math.inf) >= RETURN]
        if rested:
            return self.rng.choice(rested)
        others = [p for p in pieces if p.place != playing] or pieces
        return min(others, key=lambda p: self.last_end.get(p.name, -math.inf)).place

    def needed(self) -> list[str]:
        """The pieces and loops to hold, the most wanted first: the season followed's first
        piece and ambience before it plays, each arranged season's next piece (and its
        ambience, if it began before its loop was loaded), and what the channels play."""
        names: list[str] = []
        coming = self.coming()
        if coming not in self.seasons:
            first = self._first(coming, self.now)
            if first is not None:
                names.append(self.pieces[coming][first].name)
            if coming in self.ambience:
                names.append(self.ambience[coming])
        for season, music in self.seasons.items():
            if music.target > 0 and music.next_index is not None:
                names.append(self.pieces[season][music.next_index].name)
            if music.target > 0 and music.ambience is None and season in self.ambience:
                names.append(self.ambience[season])  # begun before its loop was loaded
        names += [v.name for v in self.voices if v.season is not None]
        return list(dict.fromkeys(names))

    def _ready(self, season: Season) -> bool:
        """True once a season can begin: its first piece loaded (its ambience if it has no
        pieces)."""
        first = self.first.get(season)
        if first is not None:
            return self.pieces[season][first].name in self.clips
        return self.ambience.get(season, "") in self.clips

    def heard(self, volume: float) -> float:
        """The music's volume before its crossfades (the menus' duck and the moments' in)."""
        return volume * self.level * self.moment

    def playing(self) -> list[tuple[Season, float]]:
        """What the music plays now: each season sounding and the volume of its latest
        piece's channel."""
        out = [
            (s, m.current.channel.get_volume())
            for s, m in self.seasons.items()
            if m.current is not None and m.current.season is s
        ]
        return sorted(out, key=lambda item: item[0].value)

    def ambience_playing(self) -> list[tuple[Season, float]]:
        """Each season's ambience sounding and its channel's volume."""
        out = [
            (s, m.ambience.channel.get_volume())
            for s, m in self.seasons.items()
            if m.ambience is not None and m.ambience.season is s
        ]
        return sorted(out, key=lambda item: item[0].value)

    def gains(self, now: float) -> list[tuple[Voice, float]]:
        """Each sounding voice and the gain it has at ``now`` (before the mixer's rounding)."""
        return [(v, self._gain(v, now)) for v in self.voices if v.season is not None]

    def peak(self) -> float:
        """The most the music's channels may peak at, one side (their files' true peaks at
        their volumes, and at least at the volume a fade is heading for)."""
        total = 0.0
        level = max(self.level, self.level_target)
        for v in self.voices:
            music = self.seasons.get(v.season) if v.season is not None else None
            if music is None:
                continue
            volume = self.ambience_volume if v.piece is None else self.music_volume
            total += v.peak * v.gain * volume * level * curve(max(music.fade, music.target))
        return total

    def hold(self, dt: float) -> None:
        """The sound is off: the music holds its place, its schedule waits with it (and the
        time its crossfades were last looked at)."""
        self.now += dt
        for music in self.seasons.values():
            music.next_start += dt
        for v in self.voices:
            v.start += dt
            v.out_at += dt
            v.until += dt
        self.last_end = {name: t + dt for name, t in self.last_end.items()}

    def move(self, now: float, dt: float) -> None:
        """Move the crossfades and the ducks on by ``dt`` seconds, and the pieces."""
        self.now = now
        if self.settled is None or now - self.wanted_since >= SETTLE:
            self.settled = self.wanted
        wanted = self.settled
        if wanted is not None and (wanted in self.seasons or self._ready_now(wanted, now)):
            for season, music in self.seasons.items():
                music.target = 1.0 if season is wanted else 0.0
            if wanted not in self.seasons:
                self.seasons[wanted] = SeasonMusic(wanted, next_index=self.first.pop(wanted, None))
                self.seasons[wanted].next_start = now
                log.info("music: %s", MUSIC[wanted])
        self._duck(now, dt)
        for season in list(self.seasons):
            music = self.seasons[season]
            step = dt / CROSSFADE
            music.fade = (
                min(music.target, music.fade + step)
                if music.fade < music.target
                else max(music.target, music.fade - step)
            )
            if music.target == 0.0 and music.fade <= 0.0:
                for v in self.voices:
                    if v.season is season:
                        v.channel.stop()
                        v.season = None
                del self.seasons[season]
            elif music.target > 0:
                self._arrange(music, now)
        for v in self.voices:
            if v.season is not None and now > v.until:
                v.season, v.applied = None, 0.0
                v.channel.set_volume(0.0)
        self.apply()

    def _ready_now(self, season: Season, now: float) -> bool:
        self._first(season, now)
        return self._ready(season)

    def next_change(self, now: float) -> float:
        """When ``move`` next changes anything (a fade, duck or crossfade moving: ``now``;
        else the next piece due, the season wanted followed, a moment's duck let go or a
        voice's end): until then a call moves nothing, so the sleeping loop may skip it."""
        duck = MOMENT_DUCK if now < self.moment_until else 1.0
        if self.level != self.level_target or self.moment != duck:
            return now
        soon = [self.moment_until] if now < self.moment_until else []
        if self.settled is not self.wanted:
            soon.append(self.wanted_since + SETTLE)
        wanted = self.settled
        if wanted is not None and wanted not in self.seasons and self._ready(wanted):
            return now
        for season, music in self.seasons.items():
            target = music.target
            if wanted is not None and (wanted in self.seasons or self._ready(wanted)):
                target = 1.0 if season is wanted else 0.0
            if music.fade != music.target or music.target != target:
                return now
            if target > 0:
                if music.next_index is not None:
                    soon.append(music.next_start)
                if music.ambience is None and self.ambience.get(season, "") in self.clips:
                    return now
        for v in self.voices:
            if v.season is not None:
                if v.fading(now):
                    return now
                soon += [t for t in (v.out_at, v.until) if t > now]
        return min(soon, default=math.inf)

    def _duck(self, now: float, dt: float) -> None:
        """The menus' duck and the moments' towards where they are wanted."""
        step = dt / DUCK_TIME
        if self.level < self.level_target:
            self.level = min(self.level_target, self.level + step)
        else:
            self.level = max(self.level_target, self.level - step)
        duck = MOMENT_DUCK if now < self.moment_until else 1.0
        rate = (1 - MOMENT_DUCK) * dt / (MOMENT_ATTACK if duck < self.moment else MOMENT_RELEASE)
        self.moment = (
            max(duck, self.moment - rate) if duck < self.moment else min(duck, self.moment + rate)
        )

    def _arrange(self, music: SeasonMusic, now: float) -> None:
        """A season's ambience looping, and its pieces one after another: the next comes in
        at the last one's body's end (once loaded), the two crossfading equal-power over the
        last one's tail, and the one after it is chosen then (to be loaded meanwhile)."""
        season = music.season
        loop = self.clips.get(self.ambience.get(season, ""))
        if music.ambience is None and loop is not None:
            gain = db(AMBIENCE_LOUDNESS - loop.level.lufs)
            music.ambience = self._voice(season, None, self.ambience[season], loop, gain, now)
        index = music.next_index
        if index is None or now < music.next_start:
            return
        piece = self.pieces[season][index]
        clip = self.clips.get(piece.name)
        if clip is None:
            return  # not loaded yet: it comes in when it is
        start = music.next_start if now - music.next_start < 0.25 else now
        last = music.current
        fade = 0.0
        if last is not None and last.season is season and last.piece is not None:
            fade = max(0.0, min(last.piece.tail, last.until - start))
            last.out_at, last.fade_out = start, fade
        gain = db(MUSIC_LOUDNESS - self.lufs.get(season, DEFAULT_LUFS))
        voice = self._voice(season, piece, piece.name, clip, gain, start)
        voice.fade_in = fade
        music.current = voice
        music.next_start = start + piece.body
        self.last_end[piece.name] = music.next_start
        music.next_index = self._choose(season, music.next_start, index)
        self.music_started.append((start, season, index))

    def _voice(
        self, season: Season, piece: Piece | None, name: str, clip: Clip, gain: float, now: float
    ) -> Voice:
        """Start a piece (or, ``piece`` None, an ambience loop) on a free channel of its kind
        (none free: the one ending soonest gives way)."""
        kind = self.voices[:PIECE_VOICES] if piece is not None else self.voices[PIECE_VOICES:]
        free = [v for v in kind if v.season is None]
        v = free[0] if free else min(kind, key=lambda v: v.until)
        v.season, v.piece, v.name, v.gain, v.peak = season, piece, name, gain, max(clip.level.peak)
        v.start, v.fade_in, v.out_at, v.fade_out, v.applied = now, 0.0, math.inf, 0.0, None
        v.until = now + piece.seconds if piece is not None else math.inf
        v.channel.stop()
        self._apply_voice(v)
        v.channel.play(clip.sound, loops=-1 if piece is None else 0)
        return v

    def apply(self) -> None:
        """Every music channel's volume set from the volumes, the ducks and the crossfades,
        as they are now."""
        for v in self.voices:
            if v.season is not None:
                self._apply_voice(v)

    def _gain(self, v: Voice, now: float) -> float:
        music = self.seasons.get(v.season) if v.season is not None else None
        if music is None:
            return 0.0
        volume = self.ambience_volume if v.piece is None else self.music_volume
        return self.heard(volume) * curve(music.fade) * v.shape(now) * v.gain

    def _apply_voice(self, v: Voice) -> None:
        """A music channel's volume: the volumes, the ducks, its season's crossfade, its own
        crossfade and its gain (stereo files: one volume, the mixer's finer steps)."""
        want = min(1.0, self._gain(v, self.now))
        if want != v.applied:
            v.applied = want
            v.channel.set_volume(want)

    def pause(self, paused: bool) -> None:
        """The music's channels held where they are (the sound off), or let go on."""
        for v in self.voices:
            if paused:
                v.channel.pause()
            else:
                v.channel.unpause()

    def stop(self) -> None:
        """Every season's music stopped (the mixer's channels are stopped by the player)."""
        for v in self.voices:
            v.season = None
        self.seasons.clear()
