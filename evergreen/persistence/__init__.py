"""Saves and settings: pydantic-validated JSON in platformdirs folders, written atomically.

Loading never trusts a file: it is size-checked, validated, upgraded from older schema
versions, replayed from its seed and checked against its snapshot; every failure is a
``SaveError`` (a ValueError) whose message is one sentence naming the file.
"""

from .atomic import atomic_write_bytes, backup_path
from .errors import SaveError
from .migrations import MIGRATIONS, upgrade
from .models import CURRENT_SCHEMA, SaveFile, SaveOptions, Seat, Summary, build_save, encode
from .names import check_name, name_problem
from .paths import CONFIG_DIR_ENV, EXAMPLES_DIR, SAVE_DIR_ENV, config_dir, save_dir
from .saves import (
    KEEP_AUTOSAVES,
    MAX_SAVE_BYTES,
    Autosaver,
    Loaded,
    SaveInfo,
    autosave,
    autosaves,
    continue_latest,
    delete_save,
    latest_autosave,
    list_saves,
    load,
    load_with_fallback,
    save_session,
)
from .settings import Settings, load_settings, save_settings, settings_path

__all__ = [
    "CONFIG_DIR_ENV",
    "CURRENT_SCHEMA",
    "EXAMPLES_DIR",
    "KEEP_AUTOSAVES",
    "MAX_SAVE_BYTES",
    "MIGRATIONS",
    "SAVE_DIR_ENV",
    "Autosaver",
    "Loaded",
    "SaveError",
    "SaveFile",
    "SaveInfo",
    "SaveOptions",
    "Seat",
    "Settings",
    "Summary",
    "atomic_write_bytes",
    "autosave",
    "autosaves",
    "backup_path",
    "build_save",
    "check_name",
    "config_dir",
    "continue_latest",
    "delete_save",
    "encode",
    "latest_autosave",
    "list_saves",
    "load",
    "load_settings",
    "load_with_fallback",
    "name_problem",
    "save_dir",
    "save_session",
    "save_settings",
    "settings_path",
    "upgrade",
]
