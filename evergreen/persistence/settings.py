"""Player settings in the user config folder: a broken file gives defaults and a message."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, StrictBool, StrictInt, ValidationError, field_validator

from .atomic import atomic_write_bytes, backup_path, read_limited
from .codec import decode_json
from .errors import SaveError, shown
from .paths import config_dir

SETTINGS_FILE = "settings.json"
SETTINGS_SCHEMA = 1
MAX_SETTINGS_BYTES = 64 * 1024
MIN_SIZE = (320, 200)
MAX_SIDE = 16384


class Settings(BaseModel):
    """What the Settings screen changes; unknown keys in the file are ignored."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    window_size: tuple[StrictInt, StrictInt] = (1280, 800)
    fullscreen: StrictBool = False
    animation: Literal["off", "normal", "fast"] = "normal"
    sound: StrictBool = True
    language: Literal["en", "ru"] = "en"

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

    @field_validator("window_size")
    @classmethod
    def _sane_size(cls, size: tuple[int, int]) -> tuple[int, int]:
        w, h = size
        if not (MIN_SIZE[0] <= w <= MAX_SIDE and MIN_SIZE[1] <= h <= MAX_SIDE):
            raise ValueError(f"a window is {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIDE}x{MAX_SIDE}")
        return size


def settings_path(directory: str | os.PathLike[str] | None = None) -> Path:
    """The settings file: settings.json in the config folder."""
    return config_dir(directory) / SETTINGS_FILE


def load_settings(
    directory: str | os.PathLike[str] | None = None,
) -> tuple[Settings, str | None]:
    """The saved settings and None, or (when the file is broken) the best that can be read
    (its backup, or defaults) and one sentence saying so. Never raises."""
    path = settings_path(directory)
    if not os.path.lexists(path):
        return Settings(), None
    try:
        settings, bad = _read(path)
    except SaveError as exc:
        broken = f"{shown(path)} could not be read because {exc.problem}"
        try:
            settings, _bad = _read(backup_path(path))
        except SaveError:
            return Settings(), f"{broken}, so the default settings are used."
        return settings, f"{broken}, so its backup is used."
    if bad:
        return settings, (
            f"Some settings in {shown(path)} were not valid ({', '.join(bad)}), "
            "so those are back to their defaults."
        )
    return settings, None


def save_settings(settings: Settings, directory: str | os.PathLike[str] | None = None) -> Path:
    """Write the settings atomically (the previous file kept as .bak); raises SaveError."""
    path = settings_path(directory)
    data = {"schema": SETTINGS_SCHEMA, **settings.model_dump(mode="json")}
    atomic_write_bytes(path, (json.dumps(data, indent=1) + "\n").encode("utf-8"))
    return path


def _read(path: Path) -> tuple[Settings, list[str]]:
    raw = decode_json(read_limited(path, MAX_SETTINGS_BYTES, "a settings file"), path)
    if not isinstance(raw, dict):
        raise SaveError(f"{shown(path)} is not a settings file.", path, "it is not a JSON object")
    return Settings.salvage(raw)
