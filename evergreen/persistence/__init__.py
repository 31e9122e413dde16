"""Saves and settings: pydantic-validated JSON in platformdirs folders, written atomically.

Loading never trusts a file: it is size-checked, validated, upgraded from older schema
versions, replayed from its seed and checked against its snapshot; every failure is a
``SaveError`` (a ValueError) carrying why as a value (``Reason``: a kind and its
parameters) and the file. Nothing here words anything in the player's language:
``evergreen.persistence_words`` does, for the window and the command line alike.
"""

from .atomic import atomic_write_bytes, backup_path, remove_stale_temps, write_new
from .errors import SaveError
from .lock import GameLock, LockError, clear_obstacle
from .migrations import MIGRATIONS, upgrade
from .models import CURRENT_SCHEMA, SaveFile, SaveOptions, Seat, Summary, build_save, encode
from .names import check_name, name_key, name_problem
from .paths import CONFIG_DIR_ENV, EXAMPLES_DIR, SAVE_DIR_ENV, config_dir, save_dir
from .reasons import Fallback, JsonKind, Operation, Reason, Used, Why
from .saves import (
    KEEP_BACKUPS,
    KEEP_FINISHED,
    MAX_SAVE_BYTES,
    Autosaver,
    Loaded,
    SaveInfo,
    autosave,
    autosave_path,
    continue_latest,
    delete_save,
    games,
    latest_game,
    latest_info,
    list_saves,
    load,
    load_with_fallback,
    prune_finished,
    save_match,
    save_path,
    tidy,
)
from .settings import Settings, load_settings, save_settings, settings_path

__all__ = [
    "CONFIG_DIR_ENV",
    "CURRENT_SCHEMA",
    "EXAMPLES_DIR",
    "KEEP_BACKUPS",
    "KEEP_FINISHED",
    "MAX_SAVE_BYTES",
    "MIGRATIONS",
    "SAVE_DIR_ENV",
    "Autosaver",
    "Fallback",
    "GameLock",
    "JsonKind",
    "LockError",
    "Loaded",
    "Operation",
    "Reason",
    "SaveError",
    "SaveFile",
    "SaveInfo",
    "SaveOptions",
    "Seat",
    "Settings",
    "Summary",
    "Used",
    "Why",
    "atomic_write_bytes",
    "autosave",
    "autosave_path",
    "backup_path",
    "build_save",
    "check_name",
    "clear_obstacle",
    "config_dir",
    "continue_latest",
    "delete_save",
    "encode",
    "games",
    "latest_game",
    "latest_info",
    "list_saves",
    "load",
    "load_settings",
    "load_with_fallback",
    "name_key",
    "name_problem",
    "prune_finished",
    "remove_stale_temps",
    "save_dir",
    "save_match",
    "save_path",
    "save_settings",
    "settings_path",
    "tidy",
    "upgrade",
    "write_new",
]
