"""Named saves, rotating autosaves, the Load screen's listing, deleting, and loading with
fallbacks (the backup, then older autosaves). Nothing here raises anything but SaveError."""

from __future__ import annotations

import contextlib
import logging
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from evergreen.i18n import _, date_format
from evergreen.session import Session

from .atomic import atomic_write_bytes, backup_path, fsync_dir, read_limited, remove_stale_temps
from .codec import parse_save, restore
from .errors import SaveError, shown
from .models import SaveFile, build_save, encode
from .names import AUTOSAVE_PREFIX, check_name
from .paths import EXAMPLES_DIR, save_dir

log = logging.getLogger("evergreen")

MAX_SAVE_BYTES = 16 * 2**20
KEEP_AUTOSAVES = 5
SUFFIX = ".json"
_AUTOSAVE = re.compile(rf"{AUTOSAVE_PREFIX}(\d{{1,12}})\{SUFFIX}")

PathArg = str | os.PathLike[str] | None


@dataclass(frozen=True)
class Loaded:
    """A save that loaded: its file, its checked content, and the session it replays to."""

    path: Path
    save: SaveFile
    session: Session

    @property
    def example(self) -> bool:
        """True for the read-only example saves shipped with the game."""
        return _in_examples(self.path)


@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load screen; ``error`` is set (and the rest empty) if it is damaged."""

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


def save_session(
    session: Session, name: str, directory: PathArg = None, *, now: datetime | None = None
) -> Path:
    """Save under a player's name (the previous file of that name is kept as its .bak)."""
    path = save_dir(directory) / f"{check_name(name)}{SUFFIX}"
    atomic_write_bytes(path, _encode(session, path, now), backup=True)
    return path


def autosave(
    session: Session,
    directory: PathArg = None,
    *,
    keep: int = KEEP_AUTOSAVES,
    now: datetime | None = None,
) -> Path:
    """Write the next autosave (autosave-000001.json, -000002, ...) and keep the newest few."""
    folder = save_dir(directory)
    older = _autosaves(folder)
    number = older[0][0] + 1 if older else 1
    path = folder / f"{AUTOSAVE_PREFIX}{number:06d}{SUFFIX}"
    atomic_write_bytes(path, _encode(session, path, now), backup=False)
    for _number, stale in older[max(0, keep - 1) :]:
        with contextlib.suppress(OSError):
            os.unlink(stale)
    remove_stale_temps(folder)
    return path


def autosaves(directory: PathArg = None) -> list[Path]:
    """The autosaves in the saves folder, newest first."""
    return [path for _number, path in _autosaves(save_dir(directory))]


def latest_autosave(directory: PathArg = None) -> Path | None:
    """The newest autosave, or None: what the title screen's Continue resumes."""
    found = _autosaves(save_dir(directory))
    return found[0][1] if found else None


def load(path: str | os.PathLike[str]) -> Loaded:
    """Read, validate, upgrade and replay one save; raises SaveError naming file and problem.

    The file is only read, never changed.
    """
    file = Path(path)
    save = parse_save(read_limited(file, MAX_SAVE_BYTES), file)
    return Loaded(file, save, restore(save, file))


def load_with_fallback(path: str | os.PathLike[str]) -> tuple[Loaded, str | None]:
    """Load ``path``, else its backup, else the newest older autosave beside it.

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
            message = _(
                "{file} could not be loaded because {problem}, so {other} was loaded instead."
            ).format(file=shown(file), problem=first.problem, other=describe(loaded))
            log.warning(message)
            return loaded, message
        raise


def continue_latest(directory: PathArg = None) -> tuple[Loaded, str | None] | None:
    """The latest autosaved game (falling back to older ones), or None if there is none."""
    latest = latest_autosave(directory)
    return None if latest is None else load_with_fallback(latest)


def list_saves(directory: PathArg = None, *, examples: bool = True) -> list[SaveInfo]:
    """The player's saves (newest first), then the example saves; damaged ones are listed
    with ``error`` set so they can be deleted. Reads summaries only (no replay)."""
    folder = save_dir(directory)
    mine = [_info(path, False) for path in _save_files(folder)]
    mine.sort(key=_newest_first)
    shipped = []
    if examples and not _same_dir(folder, EXAMPLES_DIR):
        shipped = [_info(path, True) for path in _save_files(EXAMPLES_DIR)]
    return mine + shipped


def delete_save(target: str | SaveInfo, directory: PathArg = None) -> None:
    """Delete a save (by name or listing entry) and its backup; example saves are refused."""
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
    with contextlib.suppress(OSError):
        os.unlink(backup_path(path))
    fsync_dir(path.parent)


class Autosaver:
    """A ``Session.on_confirm`` hook: autosaves after each confirmed turn; a failure does not
    stop the game but leaves its sentence in ``message`` for the window to show."""

    def __init__(self, directory: PathArg = None, keep: int = KEEP_AUTOSAVES) -> None:
        self.directory = directory
        self.keep = keep
        self.message: str | None = None

    def __call__(self, session: Session) -> None:
        """Autosave now; remember (and log) why not if it fails."""
        try:
            autosave(session, self.directory, keep=self.keep)
        except SaveError as exc:
            self.message = str(exc)
            log.warning("autosave failed: %s", exc)
        else:
            self.message = None


# -- helpers ---------------------------------------------------------------------------------
def _encode(session: Session, path: Path, now: datetime | None) -> bytes:
    try:
        return encode(build_save(session, now or datetime.now(UTC)))
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


def _autosaves(folder: Path) -> list[tuple[int, Path]]:
    found = []
    for path in _save_files(folder):
        m = _AUTOSAVE.fullmatch(path.name)
        if m:
            found.append((int(m[1]), path))
    return sorted(found, reverse=True)


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
    yield backup_path(path), lambda loaded: _("its backup from {when}").format(when=_when(loaded))
    for older in _older_autosaves(path):
        yield older, lambda loaded: _("the autosave from {when}").format(when=_when(loaded))


def _older_autosaves(path: Path) -> list[Path]:
    found = _autosaves(path.parent)
    m = _AUTOSAVE.fullmatch(path.name)
    if m:
        return [p for n, p in found if n < int(m[1])]
    try:
        cutoff = path.stat().st_mtime
    except OSError:
        return [p for _number, p in found]
    return [p for _number, p in found if _mtime(p) <= cutoff]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return float("inf")


def _when(loaded: Loaded) -> str:
    return loaded.save.saved_at.astimezone().strftime(date_format())


def _info(path: Path, example: bool) -> SaveInfo:
    autosaved = bool(_AUTOSAVE.fullmatch(path.name))
    try:
        save = parse_save(read_limited(path, MAX_SAVE_BYTES), path)
    except SaveError as exc:
        return SaveInfo(
            path.stem, path, None, (), (), 0, "", 0, (), False, autosaved, example, str(exc)
        )
    s = save.summary
    return SaveInfo(
        name=path.stem,
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
    )


def _newest_first(info: SaveInfo) -> tuple[float, str]:
    when = info.saved_at.timestamp() if info.saved_at else _mtime(info.path)
    return (-when, info.name)


def _same_dir(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _in_examples(path: Path) -> bool:
    return _same_dir(path.parent, EXAMPLES_DIR)
