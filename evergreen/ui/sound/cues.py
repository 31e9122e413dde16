"""The game's sounds by name: each effect (and its round-robin variants), each season's
music (its pieces, listed with their lengths in ``music.json``) and ambience, and the files
they are in.

One list for the synthesis script (``tools/make_sounds.py`` writes ``assets/sounds/<name>.ogg``
for each), the player (``sound/player.py``) and the tests, so that no sound is made that is
never played, and none is played that was never made.
"""

from __future__ import annotations

import json
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import NamedTuple

from evergreen.resources import asset
from evergreen.rules import Season


class Cue(StrEnum):
    """A sound effect: something that happens in the game, or in the interface."""

    # the game (driven by the rules' events, in step with their animations)
    CARD_TAKE = "card_take"  # a card taken from the market
    CARD_ZONE = "card_zone"  # the card left over goes to the fertility zone
    ARIDITY = "aridity"  # ... or turns a biome arid (its top card face down)
    SPROUT = "sprout"  # a Sprout planted
    GROW_SMALL = "grow_small"  # a Sprout grows into a Small Tree
    GROW_BIG = "grow_big"  # a Small Tree grows into a Big Tree
    BUSH = "bush"  # a Bush placed (a rustle)
    LAKE = "lake"  # a Lake placed (a drop)
    MARKER = "marker"  # a power marker moves up its track
    VP_TICK = "vp_tick"  # points added to a score
    BUDS = "buds"  # the Buds power's VP
    LIGHT_SWEEP = "light_sweep"  # the season's light sweeping the planet
    SEASON_CHIME = "season_chime"  # a season ends
    GAME_END = "game_end"  # the game is over (a short cadence)
    # the interface
    PRESS = "press"  # a button pressed
    REFUSE = "refuse"  # a click the rules refuse
    HINT = "hint"  # the hint shown
    UNDO = "undo"  # a step taken back
    BOT_TURN = "bot_turn"  # another seat's turn starts (a bot, or the next person)


class Placed(str):
    """A cue and where it happens across the screen: ``pan`` from -1 (the left edge) to 1
    (the right). It is the cue's name (a ``str``), so it goes through the animations'
    timeline as any cue does, and the player sounds it from there."""

    pan: float

    def __new__(cls, cue: str, pan: float) -> Placed:
        placed = super().__new__(cls, cue)
        placed.pan = max(-1.0, min(1.0, pan))
        return placed


def placed(cue: str | None, x: float, width: float) -> str | None:
    """``cue`` sounding from ``x`` across a screen ``width`` wide (no cue: None)."""
    if cue is None:
        return None
    return Placed(cue, 2 * x / max(width, 1.0) - 1)


#: Each effect's round-robin variants (the same sound played again a moment later is another
#: take of it: a little other in pitch, timbre and timing), so the same take never plays twice
#: running: every cue that repeats has three takes or more. One where none is listed: the
#: light's sweep (once a season's scoring, one gesture) and the game's end.
VARIANTS: dict[Cue, int] = {
    Cue.CARD_TAKE: 4,
    Cue.CARD_ZONE: 4,
    Cue.ARIDITY: 3,
    Cue.SPROUT: 4,
    Cue.GROW_SMALL: 3,
    Cue.GROW_BIG: 3,
    Cue.BUSH: 4,
    Cue.LAKE: 4,
    Cue.MARKER: 4,
    Cue.VP_TICK: 4,
    Cue.BUDS: 3,
    Cue.SEASON_CHIME: 3,
    Cue.PRESS: 4,
    Cue.REFUSE: 3,
    Cue.HINT: 3,
    Cue.UNDO: 3,
    Cue.BOT_TURN: 3,
}

#: The tuned effects: their notes are in the key of the music they sound over, so each is
#: made once for each season it can sound over (``heard_over``), in that season's key, and the
#: player plays the takes of the season whose music plays (``effect_files(cue, season)``).
TUNED = frozenset(
    {
        Cue.SPROUT,
        Cue.GROW_SMALL,
        Cue.GROW_BIG,
        Cue.MARKER,
        Cue.VP_TICK,
        Cue.BUDS,
        Cue.SEASON_CHIME,
        Cue.GAME_END,
        Cue.PRESS,
        Cue.REFUSE,
        Cue.HINT,
        Cue.UNDO,
        Cue.BOT_TURN,
    }
)

#: The music: each season's name for its pieces (``music_spring_1``...), crossfaded when the
#: season changes.
MUSIC: dict[Season, str] = {
    Season.SPRING: "music_spring",
    Season.SUMMER: "music_summer",
    Season.AUTUMN: "music_autumn",
    Season.WINTER: "music_winter",
}
#: Each season's ambience, a seamless loop under the music (``ambience_spring``...).
AMBIENCE: dict[Season, str] = {s: f"ambience_{s.name.lower()}" for s in Season}

#: Where the sound files are (committed: the game needs no build step).
SOUNDS_DIR = asset("sounds")
#: Each file's measured loudness, true peaks and peak envelope (written by make sounds).
LEVELS_FILE = SOUNDS_DIR / "levels.json"
#: The music's pieces: each one's season, body and length (written by the score's tool).
PIECES_FILE = SOUNDS_DIR / "music.json"


class Piece(NamedTuple):
    """One piece of a season's music: its file's name, its place among the season's (from
    0), its body (seconds until the next piece starts) and its file's whole length (the
    body, then a tail ringing under the next piece's start)."""

    name: str
    season: Season
    place: int
    body: float
    seconds: float

    @property
    def tail(self) -> float:
        """Seconds it rings on after its body: the crossfade into the next piece."""
        return max(0.0, self.seconds - self.body)


def read_pieces(path: Path) -> dict[Season, list[Piece]]:
    """``music.json``'s pieces by season, in their order (``music_spring_1`` first); nothing
    if the file is missing or broken, an entry that makes no sense left out."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    found: dict[Season, list[tuple[int, Piece]]] = {}
    if not isinstance(raw, dict):
        return {}
    for name, entry in raw.items():
        try:
            season = Season[str(entry["season"]).upper()]
            number = int(str(name).rsplit("_", 1)[1])
            body, seconds = float(entry["body"]), float(entry["seconds"])
        except (KeyError, TypeError, ValueError, IndexError):
            continue
        if name != f"{MUSIC[season]}_{number}" or not 0 < body <= seconds:
            continue
        found.setdefault(season, []).append((number, Piece(name, season, 0, body, seconds)))
    return {
        season: [p._replace(place=k) for k, (_n, p) in enumerate(sorted(pieces))]
        for season, pieces in found.items()
    }


def cue_file(name: str) -> str:
    """The path of a sound's file (one of ``all_files``)."""
    return str(SOUNDS_DIR / f"{name}.ogg")


def heard_over(cue: Cue) -> tuple[Season, ...]:
    """The seasons whose music a cue can sound over: a season's chime ends Spring, Summer or
    Autumn (Winter's end is the game's), the game's end is Winter's; the rest can sound in
    any season."""
    if cue is Cue.SEASON_CHIME:
        return (Season.SPRING, Season.SUMMER, Season.AUTUMN)
    if cue is Cue.GAME_END:
        return (Season.WINTER,)
    return tuple(Season)


def effect_files(cue: Cue, season: Season | None = None) -> list[str]:
    """An effect's files, its takes: ``card_take``, ``card_take.2``, ``card_take.3``... A
    tuned cue (``TUNED``) has a set of takes for each season it sounds over, in that season's
    key: ``sprout_spring``, ``sprout_spring.2``...; ``season`` None gives every season's."""
    if cue in TUNED:
        if season is None:
            return [name for s in heard_over(cue) for name in effect_files(cue, s)]
        if season not in heard_over(cue):
            return []
        base = f"{cue.value}_{season.name.lower()}"
    else:
        base = cue.value
    return [base] + [f"{base}.{k}" for k in range(2, VARIANTS.get(cue, 1) + 1)]


@cache
def music_files(season: Season) -> tuple[str, ...]:
    """A season's pieces' files, in their order, as the game's ``music.json`` lists them."""
    return tuple(p.name for p in read_pieces(PIECES_FILE).get(season, []))


def all_files() -> list[str]:
    """Every sound file's name: the effects (with their variants), the music's pieces, the
    ambience."""
    names = [name for cue in Cue for name in effect_files(cue)]
    names += [name for season in Season for name in music_files(season)]
    return names + list(AMBIENCE.values())
