"""The history's entries as strict models: what a finished game's entry may hold, and the
limits of the file that keeps them.

Strict means that nothing the game could not have written passes: a daily date is a day the
calendar has, a rank is one of the rank table's (``data/game.json``), a seat is played by
one of the known seat kinds, a solo game has its automa in the second of its two seats,
scores and counts are in range and every text is printable. An entry that passes can be
shown, counted and measured without a further check, and the largest one that passes is
small enough that ``MAX_ENTRIES`` of them fit in ``MAX_HISTORY_BYTES`` (tested).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, field_validator, model_validator

from evergreen.persistence.models import MAX_SEAT_NAME, showable
from evergreen.rules.data_files import game_data
from evergreen.seats import SeatKind, known_kind
from evergreen.session.challenge import MAX_CODE, ChallengeError, parse
from evergreen.session.daily import calendar_day

HISTORY_SCHEMA = 1
#: The most entries a history keeps (the oldest go first beyond it).
MAX_ENTRIES = 20_000
#: The most bytes a history file may have: ``MAX_ENTRIES`` of the largest legal entries
#: fit (``tests/test_progress_files.py`` measures it), so a history this version wrote is
#: never refused for its size.
MAX_HISTORY_BYTES = 48 * 2**20
#: The longest name of a game's file an entry keeps.
MAX_FILE_NAME = 64
#: The most steps taken back an entry counts (as a save does).
MAX_UNDOS = 10**9
MAX_SCORE = 1000
Origin = Literal["new", "code", "daily", "branch", "loaded"]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


def _printable(text: str, what: str) -> str:
    if not text.isprintable():
        raise ValueError(f"{what} is printable text")
    return text


def rank_names() -> tuple[str, ...]:
    """The solo ranks of the rank table, lowest first."""
    return tuple(rank.name for rank in game_data().ranks)


class SeatRecord(_Strict):
    """Who played a seat, and the VP they made by source (R10.4)."""

    name: str = Field(max_length=MAX_SEAT_NAME)
    kind: str = Field(max_length=16)
    score: int = Field(ge=0, le=MAX_SCORE)
    start: int = Field(ge=0, le=MAX_SCORE)
    buds: int = Field(ge=0, le=MAX_SCORE)
    light: int = Field(ge=0, le=MAX_SCORE)
    forest: int = Field(ge=0, le=MAX_SCORE)
    fertility: int = Field(ge=0, le=MAX_SCORE)
    #: Light VP of the best season, largest forest of a season (achievements).
    best_light: int = Field(ge=0, le=MAX_SCORE)
    best_forest: int = Field(ge=0, le=MAX_SCORE)
    #: Biomes holding a Big Tree at the end, powers at their last level.
    big_tree_biomes: int = Field(ge=0, le=6)
    top_levels: int = Field(ge=0, le=6)

    @field_validator("name")
    @classmethod
    def _name(cls, name: str) -> str:
        return _printable(name, "a seat's name")

    @field_validator("kind")
    @classmethod
    def _kind(cls, kind: str) -> str:
        return known_kind(kind)


class Entry(_Strict):
    """One finished game."""

    game_id: str = Field(pattern=r"^[0-9a-f]{12}$")
    file: str = Field(min_length=1, max_length=MAX_FILE_NAME)
    finished_at: AwareDatetime = Field(strict=False)
    origin: Origin
    daily: str = Field(max_length=10)
    practice: bool
    #: The deal's challenge code ('' for a deal none can name): one ``challenge.parse`` reads.
    code: str = Field(max_length=MAX_CODE)
    unlimited: bool
    undos: int | None = Field(ge=0, le=MAX_UNDOS)
    seats: list[SeatRecord] = Field(min_length=2, max_length=4)
    #: The solo rank of the player's score ("" in a game of several players).
    rank: str = Field(max_length=40)

    @field_validator("file")
    @classmethod
    def _file(cls, name: str) -> str:
        if "/" in name or "\\" in name or name in (".", ".."):
            raise ValueError("a game's file is a name in the saves folder")
        return _printable(name, "a game's file name")

    @field_validator("code")
    @classmethod
    def _code(cls, code: str) -> str:
        if code:
            try:
                deal = parse(code)
            except ChallengeError as exc:  # (the code's check symbols *~$=U are in its alphabet)
                raise ValueError(f"not a challenge code: {exc}") from None
            if deal.code != code:
                raise ValueError("a challenge code as the game writes it")
        return code

    @field_validator("finished_at")
    @classmethod
    def _showable(cls, when: datetime) -> datetime:
        return showable(when, "the day a game finished")

    @field_validator("daily")
    @classmethod
    def _day(cls, text: str) -> str:
        if text and calendar_day(text) is None:
            raise ValueError("a daily deal's date is a day the calendar has, as YYYY-MM-DD")
        return text

    @model_validator(mode="after")
    def _agrees(self) -> Entry:
        kinds = [seat.kind for seat in self.seats]
        automa = SeatKind.AUTOMA.value
        if (automa in kinds and kinds.index(automa) != 1) or kinds.count(automa) > 1:
            raise ValueError("the solo automa plays the second seat of a solo game")
        if self.solo and len(kinds) != 2:
            raise ValueError("a solo game has two seats: the player's and the automa's")
        if self.solo and self.rank not in rank_names():
            raise ValueError(f"a solo game's rank is one of {', '.join(rank_names())}")
        if not self.solo and self.rank:
            raise ValueError("only a solo game has a rank")
        if self.daily and self.origin != "daily":
            raise ValueError("only a game of a daily deal has its date")
        if self.practice and not self.daily:
            raise ValueError("only a game of a daily deal is played as practice")
        return self

    @property
    def solo(self) -> bool:
        return any(seat.kind == SeatKind.AUTOMA.value for seat in self.seats)

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.kind == SeatKind.HUMAN.value]


class HistoryFile(_Strict):
    """The history file: its format and the entries, oldest first."""

    model_config = ConfigDict(populate_by_name=True, strict=True, extra="forbid", frozen=True)

    schema_version: int = Field(alias="schema", ge=1, le=HISTORY_SCHEMA)
    entries: list[Entry] = Field(max_length=MAX_ENTRIES)
