"""The clean-up at start (``tidy``) and the pruning of old finished games.

What it may remove, and nothing else (docs/SAVES.md says the same):

- temp files of interrupted writes: only our own ``.<name>.<12 hex>.tmp``, at least a
  minute old;
- an old numbered autosave (schema 2 or older, by its content) whose game goes on in its own
  file, and only when that file is readable and holds every command of the old one: the old
  file has nothing the player has no other copy of;
- backups and reviews whose save is gone (``x.json.bak``, ``x.json.review`` without
  ``x.json``): what an interrupted delete of earlier versions left;
- the records of finished games beyond the newest ``KEEP_FINISHED``;
- lock files that no running copy holds (an unused lock guards nothing; a copy opening the
  game makes it again).

Best effort: a file that cannot be read or removed is left alone, and nothing raises.
"""

from __future__ import annotations

import contextlib
import os
import re
from pathlib import Path

from .atomic import read_limited, remove_backups, remove_stale_temps
from .codec import parse_save
from .errors import SaveError
from .files import (
    KEEP_BACKUPS,
    MAX_SAVE_BYTES,
    REVIEW_SUFFIX,
    game_id_of_name,
    is_game_file,
    is_legacy,
    orphan_companions,
    remove,
    save_files,
)
from .listing import PathArg, games
from .lock import LOCK_SUFFIX, LockError, claim
from .models import SaveFile
from .names import AUTOSAVE_PREFIX
from .paths import save_dir

#: Finished games whose record is kept (the newest).
KEEP_FINISHED = 100
_LOCK_FILE = re.compile(rf"\.{AUTOSAVE_PREFIX}([0-9a-f]{{12}}){re.escape(LOCK_SUFFIX)}")


def tidy(directory: PathArg = None) -> None:
    """At start: remove what the module's docstring lists, and nothing else. Best effort,
    never raises."""
    folder = save_dir(directory)
    if not folder.is_dir():
        return
    remove_stale_temps(folder)
    for older in superseded_legacy(folder):
        remove(older)
    for backup in orphan_companions(folder):
        remove(backup)
    prune_finished(folder)
    _remove_unused_locks(folder)


def prune_finished(folder: Path, keep: int = KEEP_FINISHED) -> None:
    """Remove the records of finished games beyond the newest ``keep`` (with backups)."""
    finished = [
        info
        for info in games(folder)
        if info.over and info.error is None and game_id_of_name(info.path) == info.game_id
    ]
    for info in finished[keep:]:
        remove_backups(info.path, KEEP_BACKUPS)
        remove(info.path.with_name(info.path.name + REVIEW_SUFFIX))
        remove(info.path)


def superseded_legacy(folder: Path, game_ids: set[str] | None = None) -> list[Path]:
    """The old numbered autosaves that hold nothing their game's own file does not: a
    readable game file with the same id whose log begins with theirs. With ``game_ids``,
    only those of these games (a game being deleted takes its old files with it)."""
    own: dict[str, tuple[str, ...]] = {}
    legacy: list[tuple[Path, SaveFile]] = []
    for path in save_files(folder):
        if is_legacy(path):
            save = _parsed(path)
            if save is not None:
                legacy.append((path, save))
        elif is_game_file(path):
            save = _parsed(path)
            if save is not None and save.game_id == game_id_of_name(path):
                own[save.game_id] = tuple(save.log)
    found = []
    for path, save in legacy:
        if game_ids is not None and save.game_id not in game_ids:
            continue
        log = own.get(save.game_id)
        if log is not None and log[: len(save.log)] == tuple(save.log):
            found.append(path)
    return found


def _parsed(path: Path) -> SaveFile | None:
    try:
        return parse_save(read_limited(path, MAX_SAVE_BYTES), path)
    except SaveError:
        return None


def _remove_unused_locks(folder: Path) -> None:
    """Lock files that no running copy holds. Where files may be removed while open
    (POSIX), holding the lock while the file is removed keeps this safe against a copy
    claiming it at the same moment (``claim`` checks that the file it locked is still the
    one at the path). Where they may not (Windows) the lock is let go first: a copy that
    opened the file since keeps it, as the system then refuses its removal."""
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            m = _LOCK_FILE.fullmatch(entry.name)
            if not m:
                continue
            with contextlib.suppress(OSError, LockError):
                lock = claim(folder, m[1])
                if lock is None:
                    continue  # a running copy plays it
                if not lock.locking.removes_open_files:
                    lock.release()
                remove(Path(entry.path))  # it guards nothing
                lock.release()
