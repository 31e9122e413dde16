"""A player's planet: pieces on a layout, its text notation, light (R9.1) and forests (R9.3)."""

from __future__ import annotations

from typing import Any, NamedTuple

from pydantic_core import core_schema

from .data_files import planet_names
from .enums import Piece, Sun
from .errors import PlanetTextError
from .layout import OUTSIDE, RAVINE, Layout, layout

PIECE_CHARS = "_stTb~"  # indexed by Piece value
_CHAR_PIECE = {ch: Piece(i) for i, ch in enumerate(PIECE_CHARS)}
_SMALL, _BIG, _BUSH = int(Piece.SMALL_TREE), int(Piece.BIG_TREE), int(Piece.BUSH)
_FOREST = frozenset((_SMALL, _BIG, _BUSH))


class Planet(NamedTuple):
    """Pieces on a layout: ``pieces[i]`` is the Piece value on grid index i (0 off-planet)."""

    pieces: tuple[int, ...]
    layout: Layout

    @classmethod
    def empty(cls, key: str = "classic") -> Planet:
        """An empty planet of the named layout (R2.1)."""
        lay = layout(key)
        return cls((0,) * len(lay.cell), lay)

    @classmethod
    def from_text(cls, text: str, key: str = "classic") -> Planet:
        """Parse the notation: one row per line, `.` outside, `#` ravine, `_stTb~` pieces."""
        lay = layout(key)
        rows = [line.replace(" ", "").replace("\t", "") for line in text.strip().splitlines()]
        rows = [r for r in rows if r]
        if len(rows) != lay.height:
            raise PlanetTextError(f"expected {lay.height} rows, got {len(rows)}")
        pieces: list[int] = []
        for r, row in enumerate(rows):
            if len(row) != lay.width:
                raise PlanetTextError(f"row {r}: expected {lay.width} spaces, got {len(row)}")
            for c, ch in enumerate(row):
                pieces.append(_parse_cell(lay, r, c, ch))
        return cls(tuple(pieces), lay)

    def __str__(self) -> str:
        return "\n".join(self.rows())

    def rows(self) -> list[str]:
        """The notation, one string per row, characters separated by spaces."""
        lay = self.layout
        cells = [_cell_char(code, p) for code, p in zip(lay.cell, self.pieces, strict=True)]
        w = lay.width
        return [" ".join(cells[r * w : (r + 1) * w]) for r in range(lay.height)]

    def at(self, row: int, col: int) -> Piece:
        """The piece on space (row, col)."""
        return Piece(self.pieces[self.layout.index(row, col)])

    def put(self, index: int, piece: int) -> Planet:
        """A copy with ``piece`` on grid index ``index`` (no rule checks)."""
        p = self.pieces
        return Planet(p[:index] + (piece,) + p[index + 1 :], self.layout)

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """Validate from ``{"layout": key, "rows": [...]}`` as written by the state's JSON."""

        def parse(value: Any) -> Planet:
            if not isinstance(value, dict) or set(value) != {"layout", "rows"}:
                raise ValueError("a planet is {'layout': name, 'rows': [text rows]}")
            rows = value["rows"]
            if not isinstance(rows, list) or not all(isinstance(r, str) for r in rows):
                raise ValueError("planet rows must be a list of strings")
            key = value["layout"]
            if not isinstance(key, str):
                raise ValueError("planet layout must be a name")
            if key not in planet_names():
                raise ValueError(f"{key[:40]!r} is not a planet layout this version knows")
            return cls.from_text("\n".join(rows), key)

        return core_schema.no_info_plain_validator_function(parse)


class LightScore(NamedTuple):
    """R9.1 result: total VP, points per lit tree, and the shaded trees."""

    total: int
    points: dict[int, int]
    shaded: frozenset[int]


def light_score(planet: Planet, sun: Sun) -> LightScore:
    """Score light for the sun's side (R9.1): lit Small Tree 1 VP, lit Big Tree 2 VP."""
    pieces = planet.pieces
    points: dict[int, int] = {}
    shaded: set[int] = set()
    for line in planet.layout.lines[Sun(sun)]:
        shadow = [0] * (len(line) + 2)
        for pos, i in enumerate(line):
            p = pieces[i]
            if p != _SMALL and p != _BIG:
                continue
            height = 1 if p == _SMALL else 2
            if shadow[pos] >= height:
                shaded.add(i)
            else:
                points[i] = height
            for k in range(pos + 1, min(pos + 1 + height, len(line))):
                shadow[k] = max(shadow[k], height)
    return LightScore(sum(points.values()), points, frozenset(shaded))


def forests(planet: Planet) -> list[frozenset[int]]:
    """All forests (R9.3): groups of orthogonally connected Small/Big Trees and Bushes."""
    pieces, nbrs = planet.pieces, planet.layout.neighbours
    seen: set[int] = set()
    out: list[frozenset[int]] = []
    for start in planet.layout.plantable:
        if start in seen or pieces[start] not in _FOREST:
            continue
        group, stack = {start}, [start]
        while stack:
            for j in nbrs[stack.pop()]:
                if j not in group and pieces[j] in _FOREST:
                    group.add(j)
                    stack.append(j)
        seen |= group
        out.append(frozenset(group))
    return out


def largest_forest_spaces(planet: Planet) -> frozenset[int]:
    """The spaces of one largest forest (the first found among equals), empty if none."""
    return max(forests(planet), key=len, default=frozenset())


def largest_forest(planet: Planet) -> int:
    """Size of the largest forest (R9.3): 1 VP per piece."""
    return len(largest_forest_spaces(planet))


def _parse_cell(lay: Layout, r: int, c: int, ch: str) -> int:
    code = lay.cell[r * lay.width + c]
    where = f"r{r}c{c}"
    if code == OUTSIDE:
        if ch != ".":
            raise PlanetTextError(
                f"{where} is outside the {lay.name} planet: expected '.', got {ch!r}"
            )
        return 0
    if code == RAVINE:
        if ch != "#":
            raise PlanetTextError(f"{where} is a ravine: expected '#', got {ch!r}")
        return 0
    if ch not in _CHAR_PIECE:
        raise PlanetTextError(f"{where}: {ch!r} is not a piece (use one of {PIECE_CHARS!r})")
    return int(_CHAR_PIECE[ch])


def _cell_char(code: int, piece: int) -> str:
    if code == OUTSIDE:
        return "."
    if code == RAVINE:
        return "#"
    return PIECE_CHARS[piece]
