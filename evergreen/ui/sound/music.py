"""Each season's music as it plays (``Band``): its phrases strung together in an order of
chance, the bells and plucks laid over them, crossfaded at the season's change and ducked
under the menus and the season's big moments.

The music plays on the mixer's reserved channels (``MUSIC_CHANNELS``), whose volumes the
band moves itself each ``move`` (the player calls it every frame and every look for input
while the window sleeps), so a crossfade or a duck goes on while the window sleeps, and so
does the music's arrangement. It knows nothing of the effects: the player tells it the
volume (master × music, nothing while muted) and asks it how loud it may peak (the limiter).
"""

from __future__ import annotations

import logging
import math
import random
from collections import deque
from dataclasses import dataclass, field

import pygame

from evergreen.rules import Season
from evergreen.ui.sound import score
from evergreen.ui.sound.cues import LAYERS, MUSIC
from evergreen.ui.sound.mix import (
    DEFAULT_LUFS,
    LAYER_LOUDNESS,
    MUSIC_LOUDNESS,
    Clip,
    db,
    pan_gains,
)

log = logging.getLogger("evergreen")

#: The music's channels (reserved: two phrases of a season overlapping, the season before it
#: fading out, the layers' notes); the mixer's first ones.
MUSIC_CHANNELS = 8
#: The music's level in the game, under a menu or overlay (pause, settings, rules...), and
#: on the title and the screens around it.
FULL, DUCKED, QUIET = 1.0, 0.35, 0.5
#: Seconds of a crossfade between two seasons' music (equal power), and of a duck.
CROSSFADE = 2.5
DUCK_TIME = 0.4
#: The music ducks under the season's big moments by this much, for their length.
MOMENT_DUCK = 10 ** (-4.5 / 20)
MOMENT_ATTACK, MOMENT_RELEASE = 0.15, 1.2
#: A change of the season wanted is followed once it has held this long: the season shown
#: may flicker for a frame (the command ending a season is played before the game scene holds
#: the scored state), and that must not start a crossfade.
SETTLE = 0.25
#: The layers' notes start only while this many music channels are free (a phrase always
#: finds one).
FREE_FOR_NOTES = 3


@dataclass
class Voice:
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
class SeasonMusic:
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


def curve(fade: float) -> float:
    """An equal-power crossfade's gain at ``fade`` (0 → 1): two uncorrelated pieces, one
    fading in and one out, keep their loudness together all through."""
    return math.sin(0.5 * math.pi * max(0.0, min(1.0, fade)))


class Band:
    """The seasons' music on the reserved channels. ``volume`` in its methods is the music's
    volume before its ducks (master × music; 0 while the sound is off)."""

    def __init__(self, rng: random.Random, now: float) -> None:
        #: Each season's phrases and each layer's notes, loaded (by the player).
        self.phrases: dict[Season, list[Clip]] = {}
        #: Each season's phrases' loudness, the mean of all of them (by the player).
        self.lufs: dict[Season, float] = {}
        self.notes: dict[str, dict[str, Clip]] = {}
        self.voices: list[Voice] = []
        self.seasons: dict[Season, SeasonMusic] = {}
        self.wanted: Season | None = None
        self.settled: Season | None = None  # the season followed (``SETTLE``)
        self.wanted_since = now
        #: The menus' duck now, and the one it moves towards.
        self.level = self.level_target = QUIET
        #: The moments' duck now, and until when it holds.
        self.moment = 1.0
        self.moment_until = -1.0
        #: Each phrase started, when (the player's clock), whose and which.
        self.music_started: deque[tuple[float, Season, int]] = deque(maxlen=256)
        #: Each layer's note started: when, whose season, the layer and the note.
        self.notes_started: deque[tuple[float, Season, str, str]] = deque(maxlen=256)
        self.rng = rng

    def open(self) -> None:
        """Take the mixer's reserved channels (the mixer is open)."""
        self.voices = [Voice(pygame.mixer.Channel(i)) for i in range(MUSIC_CHANNELS)]

    def want(self, season: Season | None, level: float, now: float) -> None:
        """The season whose music should play (None: keep the one playing, else Spring's) and
        its level (``FULL``, ``DUCKED``, ``QUIET``); the band fades towards them."""
        if season is None:
            season = self.wanted if self.wanted is not None else Season.SPRING
        if season is not self.wanted:
            self.wanted_since = now
        self.wanted = season
        self.level_target = level

    def heard(self, volume: float) -> float:
        """The music's volume before its crossfade (the menus' duck and the moments' in)."""
        return volume * self.level * self.moment

    def playing(self) -> list[tuple[Season, float]]:
        """What the music plays now: each season sounding and the volume of its phrases'
        channel (its last phrase's)."""
        out: dict[Season, float] = {}
        for v in self.voices:
            if v.season is not None and v.kind == "phrase" and v.channel.get_busy():
                out[v.season] = v.channel.get_volume()
        return sorted(out.items(), key=lambda item: item[0].value)

    def peak(self, volume: float) -> float:
        """The most the music's channels may peak at, one side (their files' true peaks at
        their volumes, and at least at the volume a fade is heading for)."""
        total = 0.0
        level = volume * max(self.level, self.level_target)
        for v in self.voices:
            if v.season is None:
                continue
            music = self.seasons.get(v.season)
            fade = curve(max(music.fade, music.target)) if music else 0.0
            total += v.peak * max(v.left, v.right) * level * fade
        return total

    def hold(self, dt: float) -> None:
        """The sound is off: the music holds its place, its schedule waits with it."""
        for music in self.seasons.values():
            music.phrase_start += dt
            music.next_phrase += dt
            for layer in music.next_note:
                music.next_note[layer] += dt
        for v in self.voices:
            v.until += dt

    def move(self, now: float, dt: float, volume: float) -> None:
        """Move the crossfades and the ducks on by ``dt`` seconds, and the arrangement."""
        if self.settled is None or now - self.wanted_since >= SETTLE:
            self.settled = self.wanted
        wanted = self.settled
        if wanted is not None and (wanted in self.phrases):
            for season, music in self.seasons.items():
                music.target = 1.0 if season is wanted else 0.0
            if wanted not in self.seasons:
                self.seasons[wanted] = SeasonMusic(wanted, random.Random(self.rng.random()))
                log.info("music: %s", MUSIC[wanted])
        self._duck(now, dt)
        for season in list(self.seasons):
            music = self.seasons[season]
            fade = dt / CROSSFADE
            music.fade = (
                min(music.target, music.fade + fade)
                if music.fade < music.target
                else max(music.target, music.fade - fade)
            )
            if music.target == 0.0 and music.fade <= 0.0:
                for v in self.voices:
                    if v.season is season:
                        v.channel.stop()
                        v.season = None
                del self.seasons[season]
            elif music.target > 0:
                self._arrange(music, now, volume)
        for v in self.voices:
            if v.season is not None and now > v.until:
                v.season = None
        self.apply(volume)

    def next_change(self, now: float) -> float:
        """When ``move`` next changes anything (a fade or duck moving: ``now``; else the
        next phrase or layer's note due, the season wanted followed, a moment's duck let go
        or a voice's end): until then a call moves nothing, so the sleeping loop may skip it."""
        duck = MOMENT_DUCK if now < self.moment_until else 1.0
        if self.level != self.level_target or self.moment != duck:
            return now
        soon = [self.moment_until] if now < self.moment_until else []
        if self.settled is not self.wanted:
            soon.append(self.wanted_since + SETTLE)
        wanted = self.settled
        if wanted is not None and wanted in self.phrases and wanted not in self.seasons:
            return now
        for season, music in self.seasons.items():
            target = music.target
            if wanted is not None and wanted in self.phrases:
                target = 1.0 if season is wanted else 0.0
            if music.fade != music.target or music.target != target:
                return now
            if target > 0:
                soon.append(music.next_phrase)
                soon += [music.next_note[k] for k, on in music.layers.items() if on]
        soon += [v.until for v in self.voices if v.season is not None]
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

    def _arrange(self, music: SeasonMusic, now: float, volume: float) -> None:
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
            self._voice(music.season, "phrase", clips[music.phrase], (1.0, 1.0), now, volume)
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
            free = sum(1 for v in self.voices if v.season is None)
            if not fitting or free < FREE_FOR_NOTES:
                continue
            note = music.rng.choice(fitting)
            music.last_note[layer] = note
            clip = bank[note]
            loud = db(LAYER_LOUDNESS[layer] - clip.level.lufs) * music.rng.uniform(0.55, 1.0)
            left, right = pan_gains(music.rng.uniform(-1.2, 1.2))
            self._voice(music.season, layer, clip, (loud * left, loud * right), now, volume)
            self.notes_started.append((now, music.season, layer, note))

    def _voice(
        self,
        season: Season,
        kind: str,
        clip: Clip,
        gains: tuple[float, float],
        now: float,
        volume: float,
    ) -> None:
        """Start a music clip on a free music channel (none free: it is left out)."""
        free = [v for v in self.voices if v.season is None]  # its clip is over (``until``)
        if not free:
            return
        v = free[0]
        gain = 1.0 if kind != "phrase" else db(MUSIC_LOUDNESS - self._season_lufs(season))
        v.season, v.kind, v.left, v.right = season, kind, gains[0] * gain, gains[1] * gain
        v.until, v.peak, v.applied = now + clip.seconds, max(clip.level.peak), None
        v.channel.stop()
        self._apply_voice(v, self.heard(volume))
        v.channel.play(clip.sound)

    def _season_lufs(self, season: Season) -> float:
        """A season's phrases' loudness as measured, the mean of all of them (as the player
        read it: a season's first phrase plays before the others are loaded)."""
        return self.lufs.get(season, DEFAULT_LUFS)

    def apply(self, volume: float) -> None:
        """Every music channel's volume set from ``volume`` and the ducks, as they are now."""
        level = self.heard(volume)
        for v in self.voices:
            if v.season is not None:
                self._apply_voice(v, level)

    def _apply_voice(self, v: Voice, level: float) -> None:
        """A music channel's volume: the music's level, its season's crossfade, its own."""
        music = self.seasons.get(v.season) if v.season is not None else None
        gain = level * (curve(music.fade) if music else 0.0)
        want = (min(1.0, gain * v.left), min(1.0, gain * v.right))
        if want == v.applied:
            return
        v.applied = want
        if v.kind == "phrase":  # stereo files: one volume (the mixer's finer steps)
            v.channel.set_volume(want[0])
        else:
            v.channel.set_volume(*want)

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
