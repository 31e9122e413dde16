"""The game's sounds by name: each effect and each season's music, and the file it is in.

One list for the synthesis script (``tools/make_sounds.py`` writes ``assets/sounds/<name>.ogg``
for each), the player (``player``) and the tests, so that no sound is made that is never
played, and none is played that was never made.
"""

from __future__ import annotations

from enum import StrEnum

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


#: The music: one calm loop per season, crossfaded when the season changes.
MUSIC: dict[Season, str] = {
    Season.SPRING: "music_spring",
    Season.SUMMER: "music_summer",
    Season.AUTUMN: "music_autumn",
    Season.WINTER: "music_winter",
}

#: Where the sound files are (committed: the game needs no build step).
SOUNDS_DIR = asset("sounds")


def cue_file(name: str) -> str:
    """The path of a sound's file (``Cue`` value or a ``MUSIC`` name)."""
    return str(SOUNDS_DIR / f"{name}.ogg")
