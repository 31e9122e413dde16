"""The player's history: one entry per finished game, kept in ``history/history.json`` in
the saves folder, with the same safety as saves.

What enters: every finished game but the guided one, the demo (never saved) and games
played on from an example. A branch of a replay enters once it is played to its end (it is
finished then). Today's deal's practice games enter marked as practice.

The file is written atomically with a backup, read with a size cap and strict validation.
Lost, damaged, of a newer format or too big, it is rebuilt from the finished games' own
files (the records the saves folder keeps) and the caller is told in one sentence; nothing
in a game's file is ever changed by it.
"""

from __future__ import annotations

import json
import logging
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from evergreen.i18n import _
from evergreen.persistence import SaveError, atomic_write_bytes, games, load, save_dir
from evergreen.persistence.atomic import read_limited
from evergreen.rules import Piece
from evergreen.rules.planet import Planet
from evergreen.rules.scoring import player_breakdown, solo_rank
from evergreen.rules.tables import LAST_LEVEL
from evergreen.seats import SeatKind
from evergreen.session.challenge import Challenge
from evergreen.session.match import Match, Mode, OriginKind

log = logging.getLogger("evergreen")

HISTORY_SCHEMA = 1
MAX_HISTORY_BYTES = 8 * 2**20
MAX_ENTRIES = 20_000
FOLDER = "history"
FILE = "history.json"

PathArg = str | os.PathLike[str] | None


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class SeatRecord(_Strict):
    """Who played a seat, and the VP they made by source (R10.4)."""

    name: str = Field(max_length=32)
    kind: str = Field(max_length=16)
    score: int = Field(ge=0, le=1000)
    start: int = Field(ge=0, le=1000)
    buds: int = Field(ge=0, le=1000)
    light: int = Field(ge=0, le=1000)
    forest: int = Field(ge=0, le=1000)
    fertility: int = Field(ge=0, le=1000)
    #: Light VP of the best season, largest forest of a season (achievements).
    best_light: int = Field(ge=0, le=1000)
    best_forest: int = Field(ge=0, le=1000)
    #: Biomes holding a Big Tree at the end, powers at their last level.
    big_tree_biomes: int = Field(ge=0, le=6)
    top_levels: int = Field(ge=0, le=6)


class Entry(_Strict):
    """One finished game."""

    game_id: str = Field(pattern=r"^[0-9a-f]{12}$")
    file: str = Field(max_length=255)
    finished_at: AwareDatetime = Field(strict=False)
    origin: Literal["new", "code", "daily", "branch", "loaded"]
    daily: str = Field(pattern=r"^(|[0-9]{4}-[0-9]{2}-[0-9]{2})$")
    practice: bool
    code: str = Field(max_length=40)
    unlimited: bool
    undos: int | None = Field(ge=0)
    seats: list[SeatRecord] = Field(min_length=2, max_length=4)
    #: The solo rank of the player's score ("" in a game of several players).
    rank: str = Field(max_length=40)

    @property
    def solo(self) -> bool:
        return any(seat.kind == SeatKind.AUTOMA.value for seat in self.seats)

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.kind == SeatKind.HUMAN.value]


class HistoryFile(_Strict):
    """The history file: its format and the entries, oldest first."""

    model_config = ConfigDict(populate_by_name=True, strict=True, extra="forbid", frozen=True)

    schema_version: int = Field(alias="schema", ge=1)
    entries: list[Entry] = Field(max_length=MAX_ENTRIES)


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
    """The history entry of a finished game, or None if it does not enter the history."""
    state = match.state
    if not state.is_over or match.mode is Mode.GUIDED:
        return None
    if match.origin.kind is OriginKind.EXAMPLE:
        return None
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
    deal = Challenge.of(state)
    solo = SeatKind.AUTOMA in match.seats
    return Entry(
        game_id=match.game_id,
        file=file.name,
        finished_at=finished_at,
        origin=match.origin.kind.value,  # type: ignore[arg-type]  # not "example": above
        daily=match.origin.date,
        practice=match.origin.practice,
        code="" if deal is None else deal.code,
        unlimited=state.options.unlimited_pieces,
        undos=match.undos,
        seats=seats,
        rank=solo_rank(seats[0].score) if solo else "",
    )


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


def read_history(directory: PathArg = None) -> tuple[list[Entry], str | None]:
    """The history, oldest first, and None; or, if its file was lost or cannot be read
    (damaged, too big, of a newer format), the history rebuilt from the finished games'
    files and one sentence saying so. A file that cannot be read is kept aside
    (``history.json.unread-<time>``), never overwritten: a newer version may want it."""
    path = history_path(directory)
    if not path.exists():
        entries = rebuild(directory)
        if not entries:
            return entries, None
        _keep(path, entries)
        return entries, _("Your history was missing, so it was rebuilt from your finished games.")
    try:
        return _parse(read_limited(path, MAX_HISTORY_BYTES, "a history file")), None
    except (SaveError, ValueError, ValidationError, RecursionError) as exc:
        log.warning("history unreadable (%s): rebuilt", exc)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    try:
        os.replace(path, path.with_name(f"{FILE}.unread-{stamp}"))
    except OSError as exc:
        log.warning("could not keep the unreadable history aside: %s", exc)
        return rebuild(directory), _(
            "Your history could not be read; it is shown as your finished games tell it."
        )
    entries = rebuild(directory)
    _keep(path, entries)
    return entries, _("Your history could not be read, so it was rebuilt from your finished games.")


def _parse(data: bytes) -> list[Entry]:
    raw = json.loads(data.decode("utf-8"))
    newer = isinstance(raw, dict) and isinstance(raw.get("schema"), int)
    if newer and raw["schema"] > HISTORY_SCHEMA:
        raise ValueError(f"history format {raw['schema']} is newer than this version's")
    return list(HistoryFile.model_validate(raw).entries)


def _keep(path: Path, entries: list[Entry]) -> None:
    try:
        _write(path, entries)
    except SaveError as exc:
        log.warning("history not kept: %s", exc)


def rebuild(directory: PathArg = None) -> list[Entry]:
    """The history as the finished games' files in the saves folder tell it (only read)."""
    entries = []
    for info in games(directory):
        if not info.over or info.error is not None:
            continue
        try:
            loaded = load(info.path)
        except SaveError:
            continue
        entry = entry_of(loaded.match, info.path, loaded.save.saved_at)
        if entry is not None:
            entries.append(entry)
    entries.sort(key=lambda e: e.finished_at)
    return entries


def record(match: Match, file: Path, directory: PathArg = None) -> bool:
    """Add a finished game to the history (once: a game already there is replaced); False
    if it does not enter it or the history cannot be written (logged)."""
    entry = entry_of(match, file, datetime.now(UTC))
    if entry is None:
        return False
    entries, _message = read_history(directory)
    entries = [e for e in entries if e.game_id != entry.game_id] + [entry]
    try:
        _write(history_path(directory), entries)
    except SaveError as exc:
        log.warning("history not kept: %s", exc)
        return False
    return True


def record_kept(match: Match, path: Path) -> None:
    """A finished game just kept at ``path`` enters the history of its saves folder."""
    record(match, path, path.parent)


def _write(path: Path, entries: list[Entry]) -> None:
    body = HistoryFile(schema_version=HISTORY_SCHEMA, entries=entries[-MAX_ENTRIES:])
    text = json.dumps(body.model_dump(mode="json", by_alias=True), ensure_ascii=False, indent=1)
    atomic_write_bytes(path, text.encode("utf-8") + b"\n", backups=1)
