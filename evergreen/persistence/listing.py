"""What the Load screen and Continue see: one entry per save, read from its summary and
snapshot (nothing is replayed)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from evergreen.rules import GameState, RulesError
from evergreen.rules.planet import Planet
from evergreen.seats import SeatKind

from .atomic import backup_path, read_limited
from .codec import parse_save
from .errors import SaveError
from .files import (
    KEEP_BACKUPS,
    MAX_SAVE_BYTES,
    game_id_of_name,
    is_autosave,
    mtime,
    printable_name,
    same_dir,
    save_files,
)
from .lock import is_claimed
from .models import SaveFile
from .paths import EXAMPLES_DIR, save_dir
from .reasons import Reason

PathArg = str | os.PathLike[str] | None


@dataclass(frozen=True)
class SaveInfo:
    """One entry of the Load screen; ``error`` is set (and the rest empty) if it is damaged:
    why it does not load (``path`` is the file that does not).

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
    error: Reason | None = None
    game_id: str = ""
    mode: str = "standard"
    #: The planet of the first person at the table (of seat 1 if no person plays).
    planet: Planet | None = None
    #: How many commands its log holds (0 for a damaged file).
    moves: int = 0
    #: A game record (``.egr``) beside the saves, not a save: imported when loaded.
    record: bool = False
    #: Where the game came from (``match.OriginKind``'s value: "new", "daily"...), and for
    #: today's deal its day (YYYY-MM-DD) and whether it was practice (a second attempt).
    origin: str = "new"
    day: str = ""
    practice: bool = False

    @property
    def when(self) -> float:
        """Its time as a number for sorting: when saved, else the file's time."""
        if self.saved_at is not None:
            return self.saved_at.timestamp()
        return mtime(self.path)


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


def games(directory: PathArg = None, *, pictures: bool = False) -> list[SaveInfo]:
    """Every autosaved game, newest first: one entry per game (its newest file). A damaged
    game file stands for its game through its newest readable backup, if any. With
    ``pictures`` each entry has its planet (the snapshot is read: only the Load screen
    needs it, not Continue or the clean-up)."""
    folder = save_dir(directory)
    newest: dict[str, SaveInfo] = {}
    damaged: list[SaveInfo] = []
    for path in save_files(folder):
        if not is_autosave(path):
            continue
        info = info_of(path, False, pictures)
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
    named = [info_of(path, False, True) for path in save_files(folder) if not is_autosave(path)]
    named.sort(key=_newest_first)
    shipped = []
    if examples and not same_dir(folder, EXAMPLES_DIR):
        shipped = [info_of(path, True, True) for path in save_files(EXAMPLES_DIR)]
    unfinished = [info for info in played if not info.over]
    finished = [info for info in played if info.over]
    return unfinished + named + finished + shipped


def info_of(path: Path, example: bool, picture: bool = False) -> SaveInfo:
    """The listing entry of one file (``error`` set if it is damaged)."""
    autosaved = is_autosave(path)
    name = printable_name(path)
    try:
        save = parse_save(read_limited(path, MAX_SAVE_BYTES), path)
    except SaveError as exc:
        return SaveInfo(
            name, path, None, (), (), 0, "", 0, (), False, autosaved, example, exc.reason
        )
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
        moves=len(save.log),
        origin=save.origin.kind,
        day=save.origin.date,
        practice=save.origin.practice,
    )


def _through_backup(info: SaveInfo, picture: bool) -> SaveInfo:
    """A damaged game file described by its newest readable backup (same path and name)."""
    game_id = game_id_of_name(info.path)
    if game_id is None:
        return info
    for generation in range(1, KEEP_BACKUPS + 1):
        backup = info_of(backup_path(info.path, generation), False, picture)
        if backup.error is None:
            return replace(backup, path=info.path, name=info.name, autosave=True)
    return replace(info, game_id=game_id)


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
