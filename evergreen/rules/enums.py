"""Small enumerations shared by the whole rules engine (R1)."""

from __future__ import annotations

from enum import IntEnum, StrEnum


class Biome(IntEnum):
    """The six planet biomes (R1.1); WILD exists on cards only (R1.3)."""

    GRASSLAND = 0
    FLOWERS = 1
    WHEAT = 2
    ROCK = 3
    SWAMP = 4
    SNOW = 5
    WILD = 6

    @property
    def label(self) -> str:
        """English name as printed on the cards."""
        return self.name.capitalize()


PLANET_BIOMES: tuple[Biome, ...] = tuple(b for b in Biome if b is not Biome.WILD)


class Power(IntEnum):
    """The six powers, also the six power tracks (R6.4)."""

    SPROUT = 0
    SMALL_GROWTH = 1
    BIG_GROWTH = 2
    BUSH = 3
    LAKE = 4
    BUDS = 5

    @property
    def label(self) -> str:
        """English name, e.g. 'Small growth'."""
        return self.name.replace("_", " ").capitalize()

    @property
    def slug(self) -> str:
        """Short lowercase name used in command text, e.g. 'small-growth'."""
        return self.name.lower().replace("_", "-")


class Piece(IntEnum):
    """What a planet space holds (R1.2); EMPTY is the absence of a piece."""

    EMPTY = 0
    SPROUT = 1
    SMALL_TREE = 2
    BIG_TREE = 3
    BUSH = 4
    LAKE = 5


class Sun(IntEnum):
    """The side of the planet the sun stands on; values go clockwise (R9.4)."""

    TOP = 0
    RIGHT = 1
    BOTTOM = 2
    LEFT = 3

    def clockwise(self) -> Sun:
        """The next side clockwise: top → right → bottom → left → top."""
        return Sun((self + 1) % 4)


class Action(IntEnum):
    """The four actions of R5.2."""

    A = 0
    B = 1
    C = 2
    D = 3


class Phase(StrEnum):
    """Where the game is waiting for input, or OVER."""

    DRAFT = "draft"
    ACTIONS = "actions"
    OVER = "over"


class Season(IntEnum):
    """The four seasons (R3.1)."""

    SPRING = 0
    SUMMER = 1
    AUTUMN = 2
    WINTER = 3

    @property
    def label(self) -> str:
        """English name."""
        return self.name.capitalize()


class PowerStage(IntEnum):
    """Progress of the drafted card's power within a turn (R6)."""

    UNUSED = 0
    ACTIVE = 1
    DONE = 2


class Source(StrEnum):
    """Why a player gained VP (the R10.4 breakdown lines)."""

    START = "start"
    BUDS = "buds"
    LIGHT = "light"
    FOREST = "forest"
    FERTILITY = "fertility"
