"""The save file format as pydantic models: strict types, no unknown fields, sane sizes.

A save is one JSON object (``SaveFile``); ``summary`` repeats what a Load screen lists so that
listing needs no replay. Schema history: see ``migrations``.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints, field_validator

from evergreen.rules import GameState
from evergreen.seats import COLOURS, known_kind
from evergreen.session.daily import calendar_day
from evergreen.session.match import GAME_ID_LENGTH, Match, Origin, OriginKind
from evergreen.version import VERSION

#: The save format this version writes; older ones are upgraded (``migrations``).
CURRENT_SCHEMA = 7
MAX_LOG = 10_000  # commands; a 4-player game takes a few hundred
MAX_COMMAND = 40  # characters of one command's text ("P1 take wheat/small-growth")
MAX_SEAT_NAME = 32
SEED_LIMIT = 2**64
SeasonName = Literal["spring", "summer", "autumn", "winter"]
SEASONS: tuple[SeasonName, ...] = ("spring", "summer", "autumn", "winter")
ModeName = Literal["standard", "guided"]
#: What a version of the game that wrote a save may look like ("0.1.0", "1.2.0rc1"...).
APP_VERSION_PATTERN = r"^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$"
#: Years a save's date may have (in UTC): any local time of them can be shown.
SAVED_YEARS = (1970, 9998)

CommandText = Annotated[str, StringConstraints(min_length=1, max_length=MAX_COMMAND)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class SaveOptions(_Strict):
    """The options ``new_game`` was called with."""

    players: int = Field(ge=1, le=4)
    sun_start: int = Field(ge=0, le=3)
    planet: str = Field(min_length=1, max_length=32, pattern=r"^[a-z0-9_-]+$")
    unlimited_pieces: bool  # the house rule of R1.2: Bushes and Lakes never run out


class Seat(_Strict):
    """Who sits at one seat: the name given at setup ('' for none: the window shows a default
    in the player's language), a ``SeatKind`` value and a colour (0 to 3)."""

    name: str = Field(max_length=MAX_SEAT_NAME)
    kind: str
    colour: int = Field(ge=0, lt=COLOURS)

    @field_validator("name")
    @classmethod
    def _printable(cls, name: str) -> str:
        if not name.isprintable():
            raise ValueError("a seat name is printable text")
        return name

    @field_validator("kind")
    @classmethod
    def _known_kind(cls, kind: str) -> str:
        return known_kind(kind)


class SaveOrigin(_Strict):
    """Where the game came from (``match.Origin``)."""

    kind: Literal["new", "code", "daily", "branch", "loaded", "example"]
    date: str = Field(pattern=r"^(|[0-9]{4}-[0-9]{2}-[0-9]{2})$")
    source: str = Field(pattern=rf"^(|[0-9a-f]{{{GAME_ID_LENGTH}}})$")
    ply: int = Field(ge=0, le=MAX_LOG)
    practice: bool

    @field_validator("date")
    @classmethod
    def _a_calendars_day(cls, day: str) -> str:
        """A daily deal's day is one a calendar has ("2026-13-40" and day zero are not)."""
        if day and calendar_day(day) is None:
            raise ValueError(f"{day!r} is not a day of the calendar")
        return day

    def origin(self) -> Origin:
        return Origin(OriginKind(self.kind), self.date, self.source, self.ply, self.practice)


class Summary(_Strict):
    """What a Load screen shows without replaying: must agree with the game."""

    players: int = Field(ge=1, le=4)
    season: SeasonName
    round: int = Field(ge=0, le=99)  # GameState.round, 0-based over the whole game
    scores: list[int] = Field(max_length=4)
    over: bool


class SaveFile(_Strict):
    """One save: enough to replay the game from its seed, plus a snapshot to check against."""

    model_config = ConfigDict(populate_by_name=True)

    schema_version: int = Field(alias="schema")
    #: The version of Evergreen that wrote the save (None: written before versions were
    #: kept, format 6 and older). Only said, never acted on: the format is ``schema``.
    app_version: str | None = Field(pattern=APP_VERSION_PATTERN)
    game_id: str = Field(pattern=rf"^[0-9a-f]{{{GAME_ID_LENGTH}}}$")
    mode: ModeName
    options: SaveOptions
    seed: int = Field(ge=-SEED_LIMIT, lt=SEED_LIMIT)
    log: list[CommandText] = Field(max_length=MAX_LOG)
    snapshot: dict[str, Any]
    seats: list[Seat] = Field(min_length=2, max_length=4)
    saved_at: AwareDatetime = Field(strict=False)
    summary: Summary
    origin: SaveOrigin
    #: Steps taken back with Undo (None: not known, saved before the count was kept).
    undos: int | None = Field(ge=0, le=10**9)

    @field_validator("saved_at")
    @classmethod
    def _showable(cls, when: datetime) -> datetime:
        return showable(when, "a save's date")


def summary_of(state: GameState) -> Summary:
    """The listing summary of a state."""
    return Summary(
        players=state.options.players,
        season=SEASONS[state.season],
        round=state.round,
        scores=list(state.scores),
        over=state.is_over,
    )


def showable(when: datetime, what: str) -> datetime:
    """``when``, if its year (in UTC) is one of ``SAVED_YEARS`` (any local time of it can be
    shown); ValueError naming ``what`` otherwise."""
    low, high = SAVED_YEARS
    try:
        year = when.astimezone(UTC).year
    except OverflowError:
        year = 0
    if not low <= year <= high:
        raise ValueError(f"{what} is in the years {low} to {high}")
    return when


def build_save(match: Match, saved_at: datetime) -> SaveFile:
    """The save of a match as it stands (mid-turn steps included; the log is as played)."""
    state = match.state
    options = state.options
    return SaveFile(
        schema_version=CURRENT_SCHEMA,
        app_version=VERSION,
        game_id=match.game_id,
        mode=match.mode.value,
        options=SaveOptions(
            players=options.players,
            sun_start=int(options.sun_start),
            planet=options.planet,
            unlimited_pieces=options.unlimited_pieces,
        ),
        seed=state.seed,
        log=[str(cmd) for cmd in match.log],
        snapshot=_snapshot(state),
        seats=[
            Seat(name=name, kind=kind.value, colour=colour)
            for name, kind, colour in zip(match.names, match.seats, match.colours, strict=True)
        ],
        saved_at=saved_at,
        summary=summary_of(state),
        origin=SaveOrigin(
            kind=match.origin.kind.value,
            date=match.origin.date,
            source=match.origin.source,
            ply=match.origin.ply,
            practice=match.origin.practice,
        ),
        undos=match.undos,
    )


def encode(save: SaveFile) -> bytes:
    """The file bytes of a save: UTF-8 JSON with a line per field and per logged command
    (readable, and small diffs between saves of one game)."""
    data = save.model_dump(mode="json", by_alias=True)
    lines = []
    for key, value in data.items():
        if key == "log" and value:
            body = ",\n".join(f"  {_dumps(cmd)}" for cmd in value)
            lines.append(f' "log": [\n{body}\n ]')
        else:
            lines.append(f" {_dumps(key)}: {_dumps(value)}")
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _snapshot(state: GameState) -> dict[str, Any]:
    snapshot: dict[str, Any] = json.loads(state.to_json())
    return snapshot
