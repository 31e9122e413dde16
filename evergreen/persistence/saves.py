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
  once their game has its own autosave they are removed at start (``tidy``).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from evergreen.i18n import _, date_format
from evergreen.match import Match, new_game_id
from evergreen.rules import GameState, RulesError
from evergreen.rules.planet import Planet
from evergreen.seats import SeatKind

from .atomic import (
    atomic_write_bytes,
    backup_path,
    fsync_dir,
    read_limited,
    remove_backups,
    remove_stale_temps,
)
from .codec import parse_save, restore
from .errors import SaveError, shown
from .lock import LOCK_SUFFIX, GameLock, claim, is_claimed
from .models import SaveFile, build_save, encode
from .names import AUTOSAVE_PREFIX, check_name
from .paths import EXAMPLES_DIR, save_dir

log = logging.getLogger("evergreen")

MAX_SAVE_BYTES = 16 * 2**20
#: Earlier versions kept of each game's autosave (.bak, .bak2, .bak3).
KEEP_BACKUPS = 3
#: Finished games whose record is kept (the newest).
KEEP_FINISHED = 100
SUFFIX = ".json"
_GAME_FILE = re.compile(rf"{AUTOSAVE_PREFIX}([0-9a-f]{{12}})\{SUFFIX}")
_LEGACY_FILE = re.compile(rf"{AUTOSAVE_PREFIX}(\d{{1,13}})\{SUFFIX}")
_BACKUP_END = re.compile(r"\.bak\d*$")
_LOCK_FILE = re.compile(rf"\.{AUTOSAVE_PREFIX}([0-9a-f]{{12}})\{LOCK_SUFFIX}")

PathArg = str | os.PathLike[str] | None


@dataclass(frozen=True)
class Loaded:
    """A save that loaded: its file, its checked content, and the match it replays to."""

    path: Path
    save: SaveFile
    match: Match

    @property
    def example(self) -> bool:
        """True for the read-only example saves shipped with the game."""
        return _in_examples(self.path)


@dataclass(frozen=True)
class SaveInfo:
    """One entry of the Load screen; ``error`` is set (and the rest empty) if it is damaged.

    ``name`` is printable even when the file's name is not valid text.
    """

    name: str
    path: Path
    saved_at: datetime | None
    seat_names: tuple[str, ...]
    seat_kinds: tuple[str, ...]
    players: int
    season: str
    round: int
    scores: tuple[int, ...]
    over: bool
    autosave: bool
    example: bool
    error: str | None = None
    game_id: str = ""
    mode: str = "standard"
    #: The planet of the first person at the table (of seat 1 if no person plays).
    planet: Planet | None = None

    @property
    def when(self) -> float:
        """Its time as a number for sorting: when saved, else the file's time."""
        if self.saved_at is not None:
            return self.saved_at.timestamp()
        return _mtime(self.path)


# -- writing ---------------------------------------------------------------------------------
def save_match(
    match: Match, name: str, directory: PathArg = None, *, now: datetime | None = None
) -> Path:
    """Save under a player's name (the previous file of that name is kept as its .bak)."""
    path = save_dir(directory) / f"{check_name(name)}{SUFFIX}"
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
    sentence (the window shows it) and ``message`` keeps it."""

    def __init__(
        self, directory: PathArg = None, on_error: Callable[[str], object] | None = None
    ) -> None:
        self.directory = directory
        self.on_error = on_error
        self.message: str | None = None
        self._lock: GameLock | None = None
        self._held = ""

    def claim(self, match: Match) -> bool:
        """Hold the match's game for this copy (letting go of any other); False if another
        running copy of Evergreen plays it."""
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
            autosave(match, self.directory)
        except SaveError as exc:
            self.message = str(exc)
            log.warning("autosave failed: %s", exc)
            if self.on_error is not None:
                self.on_error(self.message)
            return False
        self.message = None
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
    if not _is_autosave(file):
        match.game_id = new_game_id()
    return Loaded(file, save, match)


def load_with_fallback(path: str | os.PathLike[str]) -> tuple[Loaded, str | None]:
    """Load ``path``, else its backups (newest first), else (an old numbered autosave) the
    older autosaves beside it.

    Returns the loaded save and, if a fallback was used, one sentence telling the player what
    happened; raises the first SaveError if nothing loads.
    """
    file = Path(path)
    try:
        return load(file), None
    except SaveError as first:
        for candidate, describe in _fallbacks(file):
            try:
                loaded = load(candidate)
            except SaveError:
                continue
            if _GAME_FILE.fullmatch(file.name):
                loaded = replace(loaded, path=file)  # the game goes on in its own file
            message = _(
                "{file} could not be loaded because {problem}, so {other} was loaded instead."
            ).format(file=shown(file), problem=first.problem, other=describe(loaded))
            log.warning(message)
            return loaded, message
        raise


def latest_game(directory: PathArg = None) -> Path | None:
    """The autosave of the unfinished game played most recently that no other running copy
    holds, or None: what the title screen's Continue resumes."""
    info = latest_info(directory)
    return None if info is None else info.path


def latest_info(directory: PathArg = None) -> SaveInfo | None:
    """The listing entry of the game ``latest_game`` finds, or None: who plays, where the
    game stands and the scores, read from its summary (nothing is replayed) for the title
    screen's Continue to say what it resumes."""
    folder = save_dir(directory)
    for info in games(folder):
        if info.over or info.error is not None or is_claimed(folder, info.game_id):
            continue
        return info
    return None


def continue_latest(directory: PathArg = None) -> tuple[Loaded, str | None] | None:
    """The latest unfinished game (its backups if its file is damaged), or None."""
    latest = latest_game(directory)
    return None if latest is None else load_with_fallback(latest)


def games(directory: PathArg = None, *, pictures: bool = False) -> list[SaveInfo]:
    """Every autosaved game, newest first: one entry per game (its newest file). A damaged
    game file stands for its game through its newest readable backup, if any. With
    ``pictures`` each entry has its planet (the snapshot is read: only the Load screen
    needs it, not Continue or the clean-up)."""
    folder = save_dir(directory)
    newest: dict[str, SaveInfo] = {}
    damaged: list[SaveInfo] = []
    for path in _save_files(folder):
        if not _is_autosave(path):
            continue
        info = _info(path, False, pictures)
        if info.error is not None:
            info = _through_backup(info, pictures)
        if not info.game_id:
            damaged.append(info)
        elif info.game_id not in newest or info.when > newest[info.game_id].when:
            newest[info.game_id] = info
    found = list(newest.values()) + damaged
    found.sort(key=_newest_first)
    return found


def list_saves(directory: PathArg = None, *, examples: bool = True) -> list[SaveInfo]:
    """What the Load screen lists, in its order: the unfinished games (newest first), the
    named saves (newest first), the finished games (newest first), then the examples.
    Damaged files are listed with ``error`` set so they can be deleted. Reads summaries and
    snapshots only (no replay)."""
    folder = save_dir(directory)
    played = games(folder, pictures=True)
    named = [_info(path, False, True) for path in _save_files(folder) if not _is_autosave(path)]
    named.sort(key=_newest_first)
    shipped = []
    if examples and not _same_dir(folder, EXAMPLES_DIR):
        shipped = [_info(path, True, True) for path in _save_files(EXAMPLES_DIR)]
    unfinished = [info for info in played if not info.over]
    finished = [info for info in played if info.over]
    return unfinished + named + finished + shipped


# -- deleting and tidying ----------------------------------------------------------------------
def delete_save(target: str | SaveInfo, directory: PathArg = None) -> None:
    """Delete a save (by name or listing entry) with its backups (and, for a game, its older
    autosaves of schema 2); example saves are refused."""
    if isinstance(target, SaveInfo):
        path = target.path
    else:
        path = save_dir(directory) / f"{check_name(target, autosave_ok=True)}{SUFFIX}"
    if _in_examples(path):
        message = _("{file} is an example that comes with the game: it stays.")
        raise SaveError(message.format(file=shown(path)), path)
    try:
        os.unlink(path)
    except FileNotFoundError:
        message = _("There is no save {file} to delete.").format(file=shown(path))
        raise SaveError(message, path) from None
    except OSError as exc:
        message = _("Cannot delete {file}: {reason}.").format(
            file=shown(path), reason=exc.strerror or exc
        )
        raise SaveError(message, path) from None
    remove_backups(path, KEEP_BACKUPS)
    game_id = target.game_id if isinstance(target, SaveInfo) else ""
    if game_id and _is_autosave(path):
        for older in _legacy_files_of(path.parent, {game_id}):
            _remove(older)
    fsync_dir(path.parent)


def tidy(directory: PathArg = None) -> None:
    """At start: remove what interrupted writes left (our temp files only), the old numbered
    autosaves of games that have their own autosave now, finished games beyond
    ``KEEP_FINISHED``, and lock files of games that are gone. Best effort, never raises."""
    folder = save_dir(directory)
    if not folder.is_dir():
        return
    remove_stale_temps(folder)
    own = {m[1] for p in _save_files(folder) if (m := _GAME_FILE.fullmatch(p.name))}
    for older in _legacy_files_of(folder, own):
        _remove(older)
    prune_finished(folder)
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            m = _LOCK_FILE.fullmatch(entry.name)
            if m:
                lock = claim(folder, m[1])
                if lock is not None:  # no running copy plays it: the file guards nothing
                    _remove(Path(entry.path))
                    lock.release()


def prune_finished(folder: Path, keep: int = KEEP_FINISHED) -> None:
    """Remove the records of finished games beyond the newest ``keep`` (with backups)."""
    finished = [
        info
        for info in games(folder)
        if info.over and _GAME_FILE.fullmatch(info.path.name) and info.error is None
    ]
    for info in finished[keep:]:
        _remove(info.path)
        remove_backups(info.path, KEEP_BACKUPS)


# -- helpers ---------------------------------------------------------------------------------
def _encode(match: Match, path: Path, now: datetime | None) -> bytes:
    try:
        return encode(build_save(match, now or datetime.now(UTC)))
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in first["loc"])
        problem = _("its {field} cannot be saved ({detail})").format(
            field=where, detail=first["msg"].lower()
        )
    except ValueError as exc:
        problem = _("it cannot be saved ({detail})").format(detail=exc)
    message = _("Cannot save {file}: {problem}.").format(file=shown(path), problem=problem)
    raise SaveError(message, path, problem)


def _is_autosave(path: Path) -> bool:
    """True for a game's autosave, an old numbered one, or a backup of either."""
    name = _BACKUP_END.sub("", path.name)
    return bool(_GAME_FILE.fullmatch(name) or _LEGACY_FILE.fullmatch(name))


def _legacy_files_of(folder: Path, game_ids: set[str]) -> list[Path]:
    """The old numbered autosaves whose game is one of ``game_ids``."""
    found = []
    for path in _save_files(folder):
        if _LEGACY_FILE.fullmatch(path.name):
            info = _info(path, False)
            if info.error is None and info.game_id in game_ids:
                found.append(path)
    return found


def _through_backup(info: SaveInfo, picture: bool) -> SaveInfo:
    """A damaged game file described by its newest readable backup (same path and name)."""
    m = _GAME_FILE.fullmatch(info.path.name)
    if not m:
        return info
    for generation in range(1, KEEP_BACKUPS + 1):
        backup = _info(backup_path(info.path, generation), False, picture)
        if backup.error is None:
            return replace(backup, path=info.path, name=info.name, autosave=True)
    return replace(info, game_id=m[1])


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def _save_files(folder: Path) -> list[Path]:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    return sorted(
        Path(e.path)
        for e in entries
        if e.name.endswith(SUFFIX) and not e.name.startswith(".") and _is_file(e)
    )


def _is_file(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


def _fallbacks(path: Path) -> Iterator[tuple[Path, Callable[[Loaded], str]]]:
    for generation in range(1, KEEP_BACKUPS + 1):
        yield (
            backup_path(path, generation),
            lambda loaded: _("its backup from {when}").format(when=_when(loaded)),
        )
    m = _LEGACY_FILE.fullmatch(path.name)
    if m:
        older = [
            (int(n[1]), p)
            for p in _save_files(path.parent)
            if (n := _LEGACY_FILE.fullmatch(p.name)) and int(n[1]) < int(m[1])
        ]
        for _number, p in sorted(older, reverse=True):
            yield p, lambda loaded: _("the autosave from {when}").format(when=_when(loaded))


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _when(loaded: Loaded) -> str:
    return shown_date(loaded.save.saved_at)


def shown_date(when: datetime | None) -> str:
    """A save's date in local time, as the player's language writes dates ('?' if unknown
    or beyond what this system's clock can show)."""
    if when is None:
        return "?"
    try:
        return when.astimezone().strftime(date_format())
    except (OverflowError, ValueError, OSError):
        return "?"


def printable_name(path: Path) -> str:
    """A file's name (without .json) as text that can be shown: bytes that are not valid in
    the file system's encoding are shown as '�'."""
    raw = os.fsencode(path.stem)
    return raw.decode("utf-8", "replace")


def _info(path: Path, example: bool, picture: bool = False) -> SaveInfo:
    autosaved = _is_autosave(path)
    name = printable_name(path)
    try:
        save = parse_save(read_limited(path, MAX_SAVE_BYTES), path)
    except SaveError as exc:
        return SaveInfo(name, path, None, (), (), 0, "", 0, (), False, autosaved, example, str(exc))
    s = save.summary
    return SaveInfo(
        name=name,
        path=path,
        saved_at=save.saved_at,
        seat_names=tuple(seat.name for seat in save.seats),
        seat_kinds=tuple(seat.kind for seat in save.seats),
        players=s.players,
        season=s.season,
        round=s.round,
        scores=tuple(s.scores),
        over=s.over,
        autosave=autosaved,
        example=example,
        game_id=save.game_id,
        mode=save.mode,
        planet=_first_planet(save) if picture else None,
    )


def _first_planet(save: SaveFile) -> Planet | None:
    """The snapshot's planet of the first person at the table (seat 1 if none)."""
    kinds = [seat.kind for seat in save.seats]
    seat = kinds.index(SeatKind.HUMAN.value) if SeatKind.HUMAN.value in kinds else 0
    try:
        state = GameState.from_json(json.dumps(save.snapshot))
    except (RulesError, RecursionError, ValueError):
        return None
    return state.players[seat].planet if seat < len(state.players) else None


def _newest_first(info: SaveInfo) -> tuple[float, str]:
    return (-info.when, info.name)


def _same_dir(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _in_examples(path: Path) -> bool:
    return _same_dir(path.parent, EXAMPLES_DIR)
