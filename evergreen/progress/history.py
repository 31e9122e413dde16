"""The player's history: one entry per finished game, kept in ``history/history.json`` in
the saves folder, with the same safety as saves.

What enters: every finished game but the guided one, the demo (never saved) and games
played on from an example. A branch of a replay enters once it is played to its end (it is
finished then). Today's deal's practice games enter marked as practice.

The file is written atomically with a backup (``history.json.bak``) and read through the
same door as a save (``history_file``). A history never loses a finished game:

- a damaged file keeps its good entries; the file itself is set aside whole
  (``history.json.damaged``) and the history made again from its good entries, its backup
  and the finished games' own files (the saves folder keeps the newest of them);
- a file of a newer format is refused and kept aside (``history.json.unread-<time>``),
  never overwritten: a newer version may want it;
- a finished game that could not be recorded when it ended (the folder could not be
  written) is found again from its file at the next start and recorded then.

Each of these is said once, in one sentence; nothing in a game's file is ever changed.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from evergreen.i18n import N_, _
from evergreen.persistence import SaveError, games, load, save_dir
from evergreen.persistence.atomic import backup_path
from evergreen.persistence_words import problem_text
from evergreen.rules import Piece
from evergreen.rules.planet import Planet
from evergreen.rules.scoring import player_breakdown, solo_rank
from evergreen.rules.tables import LAST_LEVEL
from evergreen.seats import SeatKind
from evergreen.session.challenge import Challenge
from evergreen.session.match import Match, Mode, OriginKind

from .history_entries import (
    HISTORY_SCHEMA,
    MAX_ENTRIES,
    MAX_HISTORY_BYTES,
    MAX_UNDOS,
    Entry,
    HistoryFile,
    SeatRecord,
)
from .history_file import State, put_back, read_file, set_aside, write_file

__all__ = [
    "FILE",
    "FOLDER",
    "HISTORY_SCHEMA",
    "MAX_ENTRIES",
    "MAX_HISTORY_BYTES",
    "Entry",
    "HistoryFile",
    "PathArg",
    "SeatRecord",
    "entry_of",
    "history_path",
    "read_history",
    "rebuild",
    "record",
    "record_kept",
]

log = logging.getLogger("evergreen")

FOLDER = "history"
FILE = "history.json"

PathArg = str | os.PathLike[str] | None
#: The saves folders whose finished games were looked for in their history in this run.
CAUGHT_UP: set[Path] = set()


_NOTHING = dict.fromkeys(
    (
        "score",
        "start",
        "buds",
        "light",
        "forest",
        "fertility",
        "best_light",
        "best_forest",
        "big_tree_biomes",
        "top_levels",
    ),
    0,
)


def history_path(directory: PathArg = None) -> Path:
    """Where a saves folder keeps its history."""
    return save_dir(directory) / FOLDER / FILE


def entry_of(match: Match, file: Path, finished_at: datetime) -> Entry | None:
    """The history entry of a finished game, or None if it does not enter the history (or,
    loaded from a file that says what the game cannot have been, could not be one: logged)."""
    state = match.state
    if not state.is_over or match.mode is Mode.GUIDED:
        return None
    if match.origin.kind is OriginKind.EXAMPLE:
        return None
    deal = Challenge.of(state)
    solo = SeatKind.AUTOMA in match.seats
    try:
        seats = _seat_records(match)
        return Entry(
            game_id=match.game_id,
            file=file.name,
            finished_at=finished_at,
            origin=match.origin.kind.value,  # type: ignore[arg-type]  # not "example": above
            daily=match.origin.date,
            practice=match.origin.practice,
            code="" if deal is None else deal.code,
            unlimited=state.options.unlimited_pieces,
            undos=None if match.undos is None else min(match.undos, MAX_UNDOS),
            seats=seats,
            rank=solo_rank(seats[0].score) if solo else "",
        )
    except ValidationError as exc:
        log.warning("game %s cannot enter the history: %s", match.game_id, exc)
        return None


def _seat_records(match: Match) -> list[SeatRecord]:
    """Who played each seat of a finished game, and the VP they made by source."""
    state = match.state
    seats = []
    for seat, kind in enumerate(match.seats):
        if seat >= len(state.players):  # the solo automa's seat: it scores nothing (R11)
            seats.append(SeatRecord(name=match.names[seat], kind=kind.value, **_NOTHING))
            continue
        b = player_breakdown(state, seat)
        seats.append(
            SeatRecord(
                name=match.names[seat],
                kind=kind.value,
                score=b.total,
                start=b.start,
                buds=b.buds,
                light=sum(b.light),
                forest=sum(b.forest),
                fertility=sum(b.fertility),
                best_light=max(b.light),
                best_forest=max(b.forest),
                big_tree_biomes=_big_tree_biomes(state.players[seat].planet),
                top_levels=sum(level >= LAST_LEVEL for level in state.players[seat].levels),
            )
        )
    return seats


def _big_tree_biomes(planet: Planet) -> int:
    """How many biomes hold a Big Tree on a planet."""
    layout = planet.layout
    return len(
        {
            layout.biome_of(i)
            for i, piece in enumerate(planet.pieces)
            if piece == Piece.BIG_TREE and layout.biome_of(i) is not None
        }
    )


@dataclass(frozen=True)
class _History:
    """The history as read: its entries, oldest first; the sentence saying what was done
    to it (None if nothing); and whether the file there may be written over (False while a
    damaged file could not be set aside: writing would lose it)."""

    entries: list[Entry]
    message: str | None = None
    sound: bool = True


def read_history(directory: PathArg = None) -> tuple[list[Entry], str | None]:
    """The history, oldest first, and None; or, if its file was lost, damaged or of a newer
    format, the history made again (see the module's docstring) and one sentence saying so.
    The first read of a saves folder in a run records the finished games its history lacks
    (found from their files). Never raises."""
    found = _history(save_dir(directory))
    return found.entries, found.message


def _history(folder: Path) -> _History:
    path = folder / FOLDER / FILE
    read = read_file(path)
    if read.state is not State.GOOD:
        return _repaired(folder, path, read.state, read.entries)
    entries = _merged(read.entries)
    if folder in CAUGHT_UP:
        return _History(entries)
    CAUGHT_UP.add(folder)
    missing = _from_saves(folder, {e.game_id for e in entries})
    if not missing:
        return _History(entries)
    entries = _merged(missing, entries)
    try:
        write_file(path, entries)
        log.info("history: %d finished game(s) recorded from their files", len(missing))
    except SaveError as exc:
        log.warning("history: finished games found again but not kept: %s", exc)
    return _History(entries)


def _repaired(folder: Path, path: Path, state: State, good: list[Entry]) -> _History:
    """The history made again from the good entries of its file, its backup and the
    finished games' files; the file there (if any) set aside first, never overwritten."""
    CAUGHT_UP.add(folder)
    backup = read_file(backup_path(path))
    kept = _merged(backup.entries, good)
    entries = _merged(_from_saves(folder, {e.game_id for e in kept}), kept)
    if state is State.MISSING:
        if not entries:
            return _History(entries)  # nothing played yet
        _keep(path, entries)
        if backup.entries:
            return _History(entries, _(MISSING_WITH_BACKUP))
        return _History(entries, _(MISSING))
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    aside = set_aside(path, f"unread-{stamp}" if state is State.NEWER else "damaged")
    if aside is None:
        return _History(entries, _(UNREPAIRED), sound=False)
    try:
        write_file(path, entries)
    except SaveError as exc:
        log.warning("history not kept: %s", exc)
        put_back(aside, path)
        return _History(entries, _(UNREPAIRED), sound=False)
    log.warning("history %s: set aside as %s and made again", state.value, aside.name)
    said = NEWER if state is State.NEWER else DAMAGED
    return _History(entries, _(said).format(file=aside.name))


#: What ``read_history`` says (once) when it made the history again.
MISSING = N_("Your history was missing, so it was rebuilt from your finished games.")
MISSING_WITH_BACKUP = N_(
    "Your history was missing, so it was rebuilt from its backup and your finished games."
)
DAMAGED = N_(
    "Your history was damaged, so it was set aside as {file} and rebuilt from every entry "
    "still readable in it, its backup and your finished games."
)
NEWER = N_(
    "Your history was written by a newer version of Evergreen, so it was kept aside as "
    "{file} and rebuilt for this version."
)
UNREPAIRED = N_(
    "Your history could not be read whole and cannot be repaired now, so it is shown as "
    "its readable entries and your finished games tell it."
)


def _merged(*lists: list[Entry]) -> list[Entry]:
    """One entry per game, oldest first (a later list's entry of a game wins), at most
    ``MAX_ENTRIES`` (the newest)."""
    by_game: dict[str, Entry] = {}
    for entries in lists:
        for entry in entries:
            by_game[entry.game_id] = entry
    return sorted(by_game.values(), key=lambda e: e.finished_at)[-MAX_ENTRIES:]


def _keep(path: Path, entries: list[Entry]) -> None:
    try:
        write_file(path, entries)
    except SaveError as exc:
        log.warning("history not kept: %s", exc)


def _from_saves(folder: Path, known: set[str]) -> list[Entry]:
    """The entries of the finished games in the saves folder not in ``known`` (only read):
    every one the folder keeps, however many."""
    entries = []
    for info in games(folder):
        if not info.over or info.error is not None or info.game_id in known:
            continue
        if info.mode == Mode.GUIDED.value:
            continue
        try:
            loaded = load(info.path)
        except SaveError:
            continue
        entry = entry_of(loaded.match, info.path, loaded.save.saved_at)
        if entry is not None:
            entries.append(entry)
    return entries


def rebuild(directory: PathArg = None) -> list[Entry]:
    """The history as the finished games' files in the saves folder tell it (only read)."""
    return _merged(_from_saves(save_dir(directory), set()))


def record(match: Match, file: Path, directory: PathArg = None) -> bool:
    """Add a finished game to the history (once: a game already there is replaced); False
    if it does not enter it or could not be recorded now (logged; it is recorded from its
    file at the next start). Never raises."""
    return _record(match, file, save_dir(directory)) == (True, "")


def record_kept(match: Match, path: Path) -> str | None:
    """A finished game just kept at ``path`` enters the history of its saves folder; None
    once it is there (or if it does not enter it), else one sentence for the player saying
    it will be recorded at the next start. Never raises."""
    _recorded, problem = _record(match, path, path.parent)
    return problem or None


def _record(match: Match, file: Path, folder: Path) -> tuple[bool, str]:
    """Whether the game was recorded, and why not if it enters the history but could not
    be recorded now ('' otherwise)."""
    entry = entry_of(match, file, datetime.now(UTC))
    if entry is None:
        return False, ""
    found = _history(folder)
    if not found.sound:
        return False, _(NOT_RECORDED).format(reason=_("the history file could not be repaired"))
    entries = [e for e in found.entries if e.game_id != entry.game_id] + [entry]
    try:
        write_file(history_path(folder), entries)
    except SaveError as exc:
        log.warning("history not kept: %s", exc)
        return False, _(NOT_RECORDED).format(reason=problem_text(exc.reason))
    return True, ""


NOT_RECORDED = N_(
    "This game could not be added to your history ({reason}); it will be added the next "
    "time Evergreen starts."
)
