"""Planet geometry: which grid cells are spaces, their biomes, neighbours and light lines."""

from __future__ import annotations

from functools import cache

from .data_files import BIOME_LETTERS, PlanetData, planet_data
from .enums import Biome, Sun

OUTSIDE = -1
RAVINE = -2


class Layout:
    """An immutable planet layout; one shared instance per name (compare by identity)."""

    __slots__ = (
        "by_biome",
        "cell",
        "height",
        "key",
        "lines",
        "name",
        "neighbours",
        "plantable",
        "spaces",
        "width",
    )

    def __init__(self, key: str, data: PlanetData) -> None:
        self.key = key
        self.name = data.name
        self.height = len(data.rows)
        self.width = len(data.rows[0])
        #: per grid index: OUTSIDE, RAVINE or the Biome value
        self.cell: tuple[int, ...] = tuple(_cell_code(ch) for row in data.rows for ch in row)
        self.spaces = tuple(i for i, c in enumerate(self.cell) if c != OUTSIDE)
        self.plantable = tuple(i for i, c in enumerate(self.cell) if c >= 0)
        self.by_biome: tuple[tuple[int, ...], ...] = tuple(
            tuple(i for i in self.plantable if self.cell[i] == b) for b in range(6)
        )
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            self._neighbours(i) for i in range(len(self.cell))
        )
        self.lines: tuple[tuple[tuple[int, ...], ...], ...] = tuple(self._lines(sun) for sun in Sun)

    def index(self, row: int, col: int) -> int:
        """Grid index of (row, col); raises ValueError if it is not a planet space."""
        if not (0 <= row < self.height and 0 <= col < self.width):
            raise ValueError(f"r{row}c{col} is off the {self.name} grid")
        i = row * self.width + col
        if self.cell[i] == OUTSIDE:
            raise ValueError(f"r{row}c{col} is outside the {self.name} planet")
        return i

    def name_of(self, index: int) -> str:
        """Text name of a grid index, e.g. 'r2c3'."""
        return f"r{index // self.width}c{index % self.width}"

    def biome_of(self, index: int) -> Biome | None:
        """Biome of a plantable space, None for a ravine."""
        code = self.cell[index]
        if code == OUTSIDE:
            raise ValueError(f"{self.name_of(index)} is outside the {self.name} planet")
        return None if code == RAVINE else Biome(code)

    def is_ravine(self, index: int) -> bool:
        """True for ravine spaces (R1.1)."""
        return self.cell[index] == RAVINE

    def __repr__(self) -> str:
        return f"Layout({self.key!r})"

    def _neighbours(self, i: int) -> tuple[int, ...]:
        if self.cell[i] < 0:
            return ()
        r, c = divmod(i, self.width)
        out = []
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < self.height and 0 <= cc < self.width:
                j = rr * self.width + cc
                if self.cell[j] >= 0:
                    out.append(j)
        return tuple(out)

    def _lines(self, sun: Sun) -> tuple[tuple[int, ...], ...]:
        """Runs of planet spaces read away from the sun; gaps in the shape split a run (R9.1)."""
        h, w = self.height, self.width
        if sun in (Sun.TOP, Sun.BOTTOM):
            grid = [[r * w + c for r in range(h)] for c in range(w)]
        else:
            grid = [[r * w + c for c in range(w)] for r in range(h)]
        if sun in (Sun.BOTTOM, Sun.RIGHT):
            grid = [list(reversed(line)) for line in grid]
        runs: list[tuple[int, ...]] = []
        for line in grid:
            run: list[int] = []
            for i in line + [-1]:
                if i >= 0 and self.cell[i] != OUTSIDE:
                    run.append(i)
                elif run:
                    runs.append(tuple(run))
                    run = []
        return tuple(runs)


@cache
def layout(key: str = "classic") -> Layout:
    """The shared Layout for a planet data file name."""
    return Layout(key, planet_data(key))


def _cell_code(ch: str) -> int:
    if ch == ".":
        return OUTSIDE
    if ch == "#":
        return RAVINE
    return BIOME_LETTERS.index(ch)
