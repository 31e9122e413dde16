"""Loading and validating the component data files in ``rules/data`` (docs/DATA.md)."""

from __future__ import annotations

from collections import Counter
from functools import cache
from importlib import resources
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .errors import DataError

M = TypeVar("M", bound=BaseModel)

GRID = 7  # every planet lies on a 7x7 grid; a space is row * GRID + col
BIOME_LETTERS = "GFWRSN"
CARD_BIOMES = ("grassland", "flowers", "wheat", "rock", "swamp", "snow", "wild")
POWER_SLUGS = ("sprout", "small-growth", "big-growth", "bush", "lake", "buds")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class PlanetData(_Strict):
    """A planet layout: rows of biome letters, `#` ravines, `.` outside."""

    name: str
    legend: str = ""
    rows: list[str] = Field(min_length=1)

    @field_validator("rows")
    @classmethod
    def _rows_shape(cls, rows: list[str]) -> list[str]:
        cells = [row.replace(" ", "") for row in rows]
        if len(cells) != GRID or any(len(c) != GRID for c in cells):
            raise ValueError(f"a planet is a {GRID}x{GRID} grid: {GRID} rows of {GRID} symbols")
        for r, row in enumerate(cells):
            bad = set(row) - set(BIOME_LETTERS + "#.")
            if bad:
                raise ValueError(f"row {r} has unknown symbols {''.join(sorted(bad))!r}")
        if not any(ch in BIOME_LETTERS for row in cells for ch in row):
            raise ValueError("the planet has no plantable space")
        return cells


class CardData(_Strict):
    """One biome card: biome, power and top icon (R1.3)."""

    biome: Literal["grassland", "flowers", "wheat", "rock", "swamp", "snow", "wild"]
    power: Literal["sprout", "small-growth", "big-growth", "bush", "lake", "buds"]
    flowers: Annotated[int, Field(ge=0, le=2)]
    aridity: bool

    @model_validator(mode="after")
    def _one_icon(self) -> CardData:
        if self.flowers and self.aridity:
            raise ValueError("a card shows either flowers or aridity, not both")
        if self.biome == "wild" and (self.flowers or self.aridity):
            raise ValueError("Wild cards show no top icon (R4.7)")
        return self


class DeckData(_Strict):
    """The deck: one card per (card biome, power) pair."""

    name: str
    cards: list[CardData]

    @model_validator(mode="after")
    def _one_of_each(self) -> DeckData:
        pairs = Counter((c.biome, c.power) for c in self.cards)
        dupes = [f"{b}/{p}" for (b, p), n in pairs.items() if n > 1]
        if dupes:
            raise ValueError(f"duplicate cards: {', '.join(dupes)}")
        missing = [f"{b}/{p}" for b in CARD_BIOMES for p in POWER_SLUGS if (b, p) not in pairs]
        if missing:
            raise ValueError(f"missing cards: {', '.join(missing)}")
        return self


class RankData(_Strict):
    """A solo rank and the lowest VP that earns it (R11.3)."""

    name: str
    min_vp: Annotated[int, Field(ge=0)]


class SupplyData(_Strict):
    """How many Bushes and Lakes the box holds: one supply shared by all players (R1.2)."""

    bush: Annotated[int, Field(ge=0, le=200)]
    lake: Annotated[int, Field(ge=0, le=200)]


class GameData(_Strict):
    """Track lengths, season lengths, starting VP, the Bush and Lake supply, solo ranks."""

    season_rounds: list[Annotated[int, Field(ge=1, le=10)]] = Field(min_length=4, max_length=4)
    start_vp: list[Annotated[int, Field(ge=0)]] = Field(min_length=4, max_length=4)
    track_last_level: Annotated[int, Field(ge=1, le=10)]
    buds_vp: list[Annotated[int, Field(ge=0)]]
    setup_flowers: Annotated[int, Field(ge=0, le=20)]
    solo_market: Annotated[int, Field(ge=2, le=10)]
    supply: SupplyData
    ranks: list[RankData] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> GameData:
        if len(self.buds_vp) != self.track_last_level + 1:
            raise ValueError("buds_vp needs one value per track level, 0 to track_last_level")
        mins = [r.min_vp for r in self.ranks]
        if mins[0] != 0 or mins != sorted(set(mins)):
            raise ValueError("ranks must start at 0 VP and rise strictly")
        return self


def parse_data(model: type[M], text: str | bytes, where: str) -> M:
    """Validate JSON text against a data model; errors name the file, field and reason."""
    try:
        return model.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "(whole file)"
        more = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
        raise DataError(f"{where}: field {field}: {first['msg']}{more}") from None


def _read(name: str) -> bytes:
    path = resources.files("evergreen.rules") / "data" / name
    try:
        return path.read_bytes()
    except OSError as exc:
        raise DataError(f"data/{name}: cannot be read ({exc.strerror or exc})") from None


@cache
def planet_names() -> frozenset[str]:
    """The planet layouts this version ships (``data/planets/<name>.json``)."""
    folder = resources.files("evergreen.rules") / "data" / "planets"
    return frozenset(
        entry.name.removesuffix(".json")
        for entry in folder.iterdir()
        if entry.name.endswith(".json") and entry.name.removesuffix(".json").isidentifier()
    )


@cache
def planet_data(name: str = "classic") -> PlanetData:
    """The named planet layout from ``data/planets/<name>.json``."""
    if not name.isidentifier():
        raise DataError(f"unknown planet layout {name!r}")
    file = f"planets/{name}.json"
    return parse_data(PlanetData, _read(file), f"data/{file}")


@cache
def deck_data() -> DeckData:
    """The 42-card deck from ``data/deck.json``."""
    return parse_data(DeckData, _read("deck.json"), "data/deck.json")


@cache
def game_data() -> GameData:
    """Tracks, seasons, starting VP and ranks from ``data/game.json``."""
    return parse_data(GameData, _read("game.json"), "data/game.json")
