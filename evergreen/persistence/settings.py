"""Player settings in the user config folder: a broken file gives defaults and a message.

The language is kept only once the player has chosen one (``language_chosen``); until then
the game follows the system's language. Format 1 of the file (before there was a language
setting) always said "en", so that value in a format-1 file counts as not chosen. Before
format 3 the volume sliders were linear in amplitude; they are in decibels now
(``ui.sound.mix.taper``), and an older file's volumes become the percents that sound the same
(``_retaper``).
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
)

from evergreen.seats import COLOURS, NAME_MAX, clean_name, offered_kinds

from .atomic import atomic_write_bytes, backup_path, read_limited
from .codec import decode_json
from .errors import SaveError, load_error
from .paths import config_dir
from .reasons import Fallback, Reason, Used, Why

SETTINGS_FILE = "settings.json"
SETTINGS_SCHEMA = 3
MAX_SETTINGS_BYTES = 64 * 1024
MIN_SIZE = (320, 200)
MAX_SIDE = 16384
#: A volume slider's value, in percent (0 is silent).
Volume = Annotated[StrictInt, Field(ge=0, le=100)]
#: The volumes' fields (the sliders), and the taper of their percents in decibels since
#: format 3 (``ui.sound.mix.taper``: -RANGE * (1 - percent / 100) ** BEND dB).
VOLUMES = ("master_volume", "effects_volume", "music_volume", "ambience_volume")
TAPER_RANGE, TAPER_BEND = 60.0, math.log2(3)
#: The Hard bot's thinking times per turn a player may choose, in seconds.
HARD_SECONDS: tuple[float, ...] = (0.5, 1, 2, 4)


def _offered(kind: str) -> str:
    if kind not in {k.value for k in offered_kinds()}:
        choices = ", ".join(k.value for k in offered_kinds())
        raise ValueError(f"a seat at setup is played by one of {choices}")
    return kind


#: Who may play a seat at setup (``seats.offered_kinds``; the automa is no choice).
SetupKind = Annotated[StrictStr, AfterValidator(_offered)]
#: The sun's starting side by the rules' name (``rules.Sun``, lower case).
SunSide = Literal["top", "right", "bottom", "left"]
#: Seats the setup screen remembers (the most players a game has).
SETUP_SEATS = 4


class LastSetup(BaseModel):
    """The New game screen's choices, offered again next time: the number of players (1 is
    solo), who plays each of the four seats, their names ('' for the default) and colours
    (a permutation of the four), the sun's starting side and the pieces rule (R1.2). Not the
    seed: a new game gets a new deal unless a challenge code is applied."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    players: StrictInt = Field(default=2, ge=1, le=SETUP_SEATS)
    kinds: tuple[SetupKind, SetupKind, SetupKind, SetupKind] = ("human",) * 4
    names: tuple[StrictStr, StrictStr, StrictStr, StrictStr] = ("",) * 4
    colours: tuple[StrictInt, StrictInt, StrictInt, StrictInt] = (0, 1, 2, 3)
    sun: SunSide = "top"
    unlimited_pieces: StrictBool = False

    @field_validator("names")
    @classmethod
    def _clean_names(cls, names: tuple[str, ...]) -> tuple[str, ...]:
        for name in names:
            if len(name) > NAME_MAX or clean_name(name) != name:
                raise ValueError(f"a name is at most {NAME_MAX} printable characters, trimmed")
        return names

    @field_validator("colours")
    @classmethod
    def _every_colour_once(cls, colours: tuple[int, ...]) -> tuple[int, ...]:
        if sorted(colours) != list(range(COLOURS)):
            raise ValueError(f"the seats' colours are 0 to {COLOURS - 1}, each once")
        return colours


class Settings(BaseModel):
    """What the Settings screen changes; unknown keys in the file are ignored."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    window_size: tuple[StrictInt, StrictInt] = (1280, 800)
    fullscreen: StrictBool = False
    animation: Literal["off", "normal", "fast"] = "normal"
    sound: StrictBool = True  # False: muted (the M key, the pause menu); volumes are kept
    master_volume: Volume = 90  # everything, percent (sliders in dB: ``mix.taper``)
    effects_volume: Volume = 90  # the game's and the interface's sounds, percent of master
    music_volume: Volume = 80  # the seasons' music, percent of master
    ambience_volume: Volume = 80  # the seasons' ambience under the music, percent of master
    language: Literal["en", "ru"] = "en"  # see language_chosen
    ui_scale: Literal[100, 115, 130] = 100  # text size, percent
    hard_seconds: StrictInt | StrictFloat = 0.5  # the Hard bot's thinking time per turn
    reduce_motion: StrictBool = False  # only the motion needed to follow the game
    last_setup: LastSetup = LastSetup()  # the New game screen's choices, offered again

    @classmethod
    def salvage(cls, raw: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a parsed file, keeping each valid field: (settings, bad field names)."""
        good: dict[str, Any] = {}
        bad = []
        for name in cls.model_fields:
            if name not in raw:
                continue
            try:
                cls.model_validate({name: raw[name]})
            except ValidationError:
                bad.append(name)
            else:
                good[name] = raw[name]
        return cls.model_validate(good), bad

    @field_validator("hard_seconds")
    @classmethod
    def _offered_time(cls, seconds: float) -> float:
        if seconds not in HARD_SECONDS:
            raise ValueError(f"the Hard bot thinks one of {HARD_SECONDS} seconds")
        return seconds

    @field_validator("window_size")
    @classmethod
    def _sane_size(cls, size: tuple[int, int]) -> tuple[int, int]:
        w, h = size
        if not (MIN_SIZE[0] <= w <= MAX_SIDE and MIN_SIZE[1] <= h <= MAX_SIDE):
            raise ValueError(f"a window is {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIDE}x{MAX_SIDE}")
        return size


def language_chosen(settings: Settings) -> bool:
    """True if the player chose the language (else the game follows the system's)."""
    return "language" in settings.model_fields_set


def settings_path(directory: str | os.PathLike[str] | None = None) -> Path:
    """The settings file: settings.json in the config folder."""
    return config_dir(directory) / SETTINGS_FILE


def load_settings(
    directory: str | os.PathLike[str] | None = None,
) -> tuple[Settings, Fallback | None]:
    """The saved settings and None, or (when the file is broken) the best that can be read
    (its backup, or defaults) and what was used instead, and why (the window tells the
    player). Never raises."""
    path = settings_path(directory)
    if not os.path.lexists(path):
        return Settings(), None
    try:
        settings, bad = _read(path)
    except SaveError as exc:
        try:
            settings, _bad = _read(backup_path(path))
        except SaveError:
            return Settings(), Fallback(Used.DEFAULT_SETTINGS, path, exc.reason)
        return settings, Fallback(Used.SETTINGS_BACKUP, path, exc.reason)
    if bad:
        return settings, Fallback(Used.DEFAULT_FIELDS, path, names=tuple(bad))
    return settings, None


def save_settings(settings: Settings, directory: str | os.PathLike[str] | None = None) -> Path:
    """Write the settings atomically (the previous file kept as .bak); raises SaveError."""
    path = settings_path(directory)
    unchosen = None if language_chosen(settings) else {"language"}
    data = {"schema": SETTINGS_SCHEMA, **settings.model_dump(mode="json", exclude=unchosen)}
    atomic_write_bytes(path, (json.dumps(data, indent=1) + "\n").encode("utf-8"))
    return path


def _read(path: Path) -> tuple[Settings, list[str]]:
    raw = decode_json(read_limited(path, MAX_SETTINGS_BYTES, "a settings file"), path)
    if not isinstance(raw, dict):
        raise load_error(path, Reason(Why.NOT_SETTINGS))
    if raw.get("schema") == 1 and raw.get("language") == "en":
        raw = {key: value for key, value in raw.items() if key != "language"}
    if raw.get("schema") in (1, 2):
        raw = {key: _retaper(value) if key in VOLUMES else value for key, value in raw.items()}
    return Settings.salvage(raw)


def _retaper(value: object) -> object:
    """A volume from before format 3 (linear: ``value`` % of full scale in amplitude) as the
    percent that sounds the same on the sliders in dB; anything else as it is (salvaged
    or refused by the model)."""
    if type(value) is not int or not 0 < value <= 100:
        return value
    loss = -20 * math.log10(value / 100)
    return round(100 * (1 - min(1.0, loss / TAPER_RANGE) ** (1 / TAPER_BEND)))
