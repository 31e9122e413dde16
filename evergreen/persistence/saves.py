"""Every game kept: one autosave per game, named saves, the Load screen's listing, deleting,
and loading with fallbacks. Nothing here raises anything but SaveError.

The rules of the saves folder:

- A game's autosave is ``autosave-<game id>.json``, rewritten after every confirmed turn and
  draft pick; its previous versions are kept as ``.bak``, ``.bak2``, ``.bak3``. Starting a
  new game never touches another game's files.
- When a game ends its autosave stays as the game's record (results, replays) and its
  backups go. Of the finished games, the newest ``KEEP_FINISHED`` are kept.
- Continue resumes the unfinished game played most recently that no other running copy of
  Evergreen holds (``lock``).
- Loading a named save or an example starts a new game from it (a new id), so playing on
  from an earlier point never overwrites the game the save came from.
- Autosaves of schema 2 (``autosave-000001.json``..., rotating over all games) still load;
  once their game has its own autosave they are removed at start (``tidying.tidy``).

The listing lives in ``listing``, the clean-up in ``tidying``, and what a file is (by its
name, and by its content where a name could mislead) in ``files``.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from evergreen.session.match import Match, Origin, OriginKind, new_game_id

from .atomic import (
    atomic_write_bytes,
    backup_path,
    fsync_dir,
    read_limited,
    remove_backups,
    temp_name,
)
from .codec import parse_save, restore
from .errors import SaveError
from .files import (
    KEEP_BACKUPS,
    LEGACY_FILE,
    MAX_SAVE_BYTES,
    REVIEW_SUFFIX,
    SUFFIX,
    in_examples,
    is_autosave,
    is_game_file,
    is_legacy,
    remove,
    same_named,
    save_files,
)
from .listing import (
    PathArg,
    SaveInfo,
    games,
    latest_game,
    latest_info,
    list_saves,
)
from .lock import GameLock, claim
from .models import SaveFile, build_save, encode
from .names import AUTOSAVE_PREFIX, check_name
from .paths import save_dir
from .reasons import Fallback, Operation, Reason, Used, Why
from .tidying import KEEP_FINISHED, prune_finished, superseded_legacy, tidy

__all__ = [
    "KEEP_BACKUPS",
    "KEEP_FINISHED",
    "MAX_SAVE_BYTES",
    "Autosaver",
    "Loaded",
    "SaveInfo",
    "autosave",
    "autosave_path",
    "continue_latest",
    "delete_save",
    "games",
    "latest_game",
    "latest_info",
    "list_saves",
    "load",
    "load_with_fallback",
    "prune_finished",
    "save_match",
    "save_path",
    "tidy",
]

log = logging.getLogger("evergreen")


@dataclass(frozen=True)
class Loaded:
    """A save that loaded: its file, its checked content, and the match it replays to."""

    path: Path
    save: SaveFile
    match: Match

    @property
    def example(self) -> bool:
        """True for the read-only example saves shipped with the game."""
        return in_examples(self.path)


# -- writing ---------------------------------------------------------------------------------
def save_path(name: str, directory: PathArg = None, *, autosave_ok: bool = False) -> Path:
    """The file a save of a player's name is kept in; SaveError if the name cannot be one.
    A save whose name differs from it only in case or Unicode form ("Game", "GAME") is the
    same save: on Windows and macOS it is the same file, and on every system two saves
    never differ only so (a folder copied to one of those would lose one of them)."""
    folder = save_dir(directory)
    file_name = f"{check_name(name, autosave_ok=autosave_ok)}{SUFFIX}"
    return same_named(folder, file_name) or folder / file_name


def save_match(
    match: Match, name: str, directory: PathArg = None, *, now: datetime | None = None
) -> Path:
    """Save under a player's name (the previous file of that name, as ``save_path`` finds
    it, is kept as its .bak); the file written."""
    path = save_path(name, directory)
    atomic_write_bytes(path, _encode(match, path, now), backups=1)
    return path


def autosave_path(game_id: str, directory: PathArg = None) -> Path:
    """The autosave file of a game."""
    return save_dir(directory) / f"{AUTOSAVE_PREFIX}{game_id}{SUFFIX}"


def autosave(match: Match, directory: PathArg = None, *, now: datetime | None = None) -> Path:
    """Write the game's own autosave (its earlier versions become backups). A game that has
    ended keeps its record and loses its backups; old finished games beyond
    ``KEEP_FINISHED`` are removed."""
    path = autosave_path(match.game_id, directory)
    atomic_write_bytes(path, _encode(match, path, now), backups=KEEP_BACKUPS)
    if match.is_over:
        remove_backups(path, KEEP_BACKUPS)
        prune_finished(path.parent)
    return path


class Autosaver:
    """A match's ``Keeper``: writes its autosave after each milestone and holds the game's
    lock while it is played. A failure does not stop the game: ``on_error`` is told the
    error (the window words it) and ``error`` keeps it until an autosave succeeds."""

    def __init__(
        self,
        directory: PathArg = None,
        on_error: Callable[[SaveError], object] | None = None,
        on_finished: Callable[[Match, Path], object] | None = None,
    ) -> None:
        self.directory = directory
        self.on_error = on_error
        #: Told of a finished game once it is kept (the history records it).
        self.on_finished = on_finished
        self.error: SaveError | None = None
        self._lock: GameLock | None = None
        self._held = ""

    def claim(self, match: Match) -> bool:
        """Hold the match's game for this copy (letting go of any other); False if another
        running copy of Evergreen plays it. Raises ``LockError`` (nothing changed) if
        something other than a lock file stands at the game's lock path."""
        if self._held == match.game_id and self._lock is not None:
            return True
        lock = claim(save_dir(self.directory), match.game_id)
        if lock is None:
            return False  # the game held before, if any, stays held
        self.release()
        self._lock, self._held = lock, match.game_id
        return True

    def release(self) -> None:
        """Let go of the game held (leaving it, quitting)."""
        if self._lock is not None:
            self._lock.release()
        self._lock, self._held = None, ""

    def keep(self, match: Match) -> bool:
        """Autosave now; remember (and log, and tell) why not if it fails."""
        try:
            path = autosave(match, self.directory)
        except SaveError as exc:
            self.error = exc
            log.warning("autosave failed: %s", exc)
            if self.on_error is not None:
                self.on_error(exc)
            return False
        self.error = None
        if match.is_over and self.on_finished is not None:
            self.on_finished(match, path)
        return True


# -- reading ---------------------------------------------------------------------------------
def load(path: str | os.PathLike[str]) -> Loaded:
    """Read, validate, upgrade and replay one save; raises SaveError naming file and problem.

    The file is only read, never changed. A named save or an example gives a new game (a
    new id) that starts where the save stands; an autosave goes on as the same game.
    """
    file = Path(path)
    save = parse_save(read_limited(file, MAX_SAVE_BYTES), file)
    match = restore(save, file)
    if not is_autosave(file):
        kind = OriginKind.EXAMPLE if in_examples(file) else OriginKind.LOADED
        match.origin = Origin(kind, source=save.game_id, ply=len(save.log))
        match.game_id = new_game_id()
    return Loaded(file, save, match)


def load_with_fallback(path: str | os.PathLike[str]) -> tuple[Loaded, Fallback | None]:
    """Load ``path``, else its backups (newest first), else (an old numbered autosave) the
    older autosaves beside it.

    Returns the loaded save and, if a fallback was used, what was loaded instead and why
    (the window tells the player); raises the first SaveError if nothing loads.
    """
    file = Path(path)
    try:
        return load(file), None
    except SaveError as first:
        for candidate, used in _fallbacks(file):
            try:
                loaded = load(candidate)
            except SaveError:
                continue
            if is_game_file(file):
                loaded = replace(loaded, path=file)  # the game goes on in its own file
            fallback = Fallback(used, file, first.reason, loaded.save.saved_at)
            log.warning("%s", fallback)
            return loaded, fallback
        raise


def continue_latest(directory: PathArg = None) -> tuple[Loaded, Fallback | None] | None:
    """The latest unfinished game (its backups if its file is damaged), or None."""
    latest = latest_game(directory)
    return None if latest is None else load_with_fallback(latest)


# -- deleting and tidying ----------------------------------------------------------------------
def delete_save(target: str | SaveInfo, directory: PathArg = None) -> None:
    """Delete a save (by name or listing entry) with its backups (and, for a game, the old
    autosaves of schema 2 that its file supersedes); example saves are refused.

    The file is first renamed to a temp name, which either fails (nothing has changed, and
    the player is told why) or takes it off every list at once; then its backups go, then
    the renamed file. A delete cut short leaves only what the next start's ``tidy`` removes
    (an old temp file, backups without their save)."""
    if isinstance(target, SaveInfo):
        path = target.path
    else:
        path = save_path(target, directory, autosave_ok=True)
    if in_examples(path):
        raise SaveError(Reason(Why.EXAMPLE_STAYS), path, Operation.DELETE)
    game_id = target.game_id if isinstance(target, SaveInfo) else ""
    older = superseded_legacy(path.parent, {game_id}) if game_id and is_autosave(path) else []
    doomed = temp_name(path)
    try:
        if stat.S_ISDIR(os.lstat(path).st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        os.replace(path, doomed)
    except FileNotFoundError:
        raise SaveError(Reason(Why.FILE_MISSING), path, Operation.DELETE) from None
    except OSError as exc:
        reason = Reason(Why.OTHER, detail=exc.strerror or str(exc))
        raise SaveError(reason, path, Operation.DELETE) from None
    remove_backups(path, KEEP_BACKUPS)
    remove(path.with_name(path.name + REVIEW_SUFFIX))
    for file in older:
        if file != path:
            remove(file)
    remove(doomed)
    fsync_dir(path.parent)


# -- helpers ---------------------------------------------------------------------------------
def _encode(match: Match, path: Path, now: datetime | None) -> bytes:
    try:
        return encode(build_save(match, now or datetime.now(UTC)))
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in first["loc"])
        problem = Reason(Why.UNSAVABLE_FIELD, field=where, detail=first["msg"].lower())
    except ValueError as exc:
        problem = Reason(Why.UNSAVABLE, detail=str(exc))
    raise SaveError(problem, path, Operation.SAVE)


def _fallbacks(path: Path) -> Iterator[tuple[Path, Used]]:
    for generation in range(1, KEEP_BACKUPS + 1):
        yield backup_path(path, generation), Used.BACKUP
    m = LEGACY_FILE.fullmatch(path.name)
    if m and is_legacy(path):  # then the older numbered autosaves, newest first
        older = [
            (int(n[1]), p)
            for p in save_files(path.parent)
            if (n := LEGACY_FILE.fullmatch(p.name)) and int(n[1]) < int(m[1]) and is_legacy(p)
        ]
        for _number, p in sorted(older, reverse=True):
            yield p, Used.OLDER_AUTOSAVE
