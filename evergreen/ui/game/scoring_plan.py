"""What one seat scores at a season's end (R9) and at the game's end (R10), and when each
part of it shows on the big board: the plan the scoring animation draws from.

Pure data worked out from the rule events and the seat's planet (no pygame): the light
sweeps in line after line from the sun (``LINE`` apart, ``BEAM`` along each line), every lit
tree is marked as the light reaches it, the largest forest is traced, at the game's end each
biome's Big Trees show their fertility, then the points fly to the seat's score and land.
Times are seconds at normal speed from the start of the seat's turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from evergreen.rules import Event, EventKind, GameState, Piece, Planet, Season, Source, Sun
from evergreen.ui.art.planet_art import cast_spans

#: The light's start on one line after the line before (ART.md: 0.15 s a line).
LINE = 0.15
#: The light's travel along a whole line, from the sun's side to the far one.
BEAM = 0.35
#: The largest forest traced around.
TRACE = 0.6
#: At the game's end, one biome's Big Trees showing their fertility.
FERTILE = 0.5
#: A point's flight from the board to the score.
FLIGHT = 0.6
#: The flights leave one after another, this far apart, all within ``SPREAD``.
FLY_GAP = 0.04
SPREAD = 0.3
#: The points landed: the score rolls up and '+N' rises over it before the next seat.
HOLD = 0.6
#: The grid's width and height in spaces.
GRID = 7


@dataclass(frozen=True)
class Token:
    """Points marked on the board: where (a space; the forest's at its middle space) and
    how many, and when they show (seconds into the seat's turn)."""

    space: int
    points: int
    at: float
    source: Source


@dataclass(frozen=True)
class SeatScoring:
    """One seat's scoring and its timeline."""

    seat: int
    season: Season | None
    sun: Sun
    #: Every planet space in reading order from the sun, with its line and distance: when
    #: the light reaches it is ``reach``.
    spaces: tuple[int, ...]
    #: The lit trees and their points (R9.1).
    lit: tuple[tuple[int, int], ...]
    #: The trees in shade (they score nothing), and every space a tree's shadow falls on.
    shaded: frozenset[int]
    shadow: frozenset[int]
    #: The largest forest (R9.3).
    forest: tuple[int, ...]
    #: At the game's end: per biome with Big Trees, those trees and what each scores.
    fertility: tuple[tuple[tuple[int, ...], int], ...] = ()

    # -- points ---------------------------------------------------------------------------
    @property
    def light(self) -> int:
        """The light's points."""
        return sum(points for _space, points in self.lit)

    @property
    def fertile(self) -> int:
        """The fertility's points (0 before the game's end)."""
        return sum(len(trees) * each for trees, each in self.fertility)

    @property
    def total(self) -> int:
        """Everything this seat scores now."""
        return self.light + len(self.forest) + self.fertile

    # -- the timeline ---------------------------------------------------------------------
    def reach(self, space: int) -> float:
        """When the light reaches a space's middle: its line's start, then its way along."""
        line, along = line_of(space, self.sun)
        return line * LINE + (along + 0.5) / GRID * BEAM

    @property
    def sweep_end(self) -> float:
        """When the light has crossed every line."""
        return (GRID - 1) * LINE + BEAM

    @property
    def fertile_at(self) -> float:
        """When the fertility starts (after the forest's trace)."""
        return self.sweep_end + (TRACE if self.forest else 0.0)

    @cached_property
    def tokens(self) -> tuple[Token, ...]:
        """Every mark of points on the board, in the order they show."""
        out = [Token(i, p, self.reach(i), Source.LIGHT) for i, p in self.lit]
        out.sort(key=lambda t: t.at)
        if self.forest:
            middle = forest_middle(self.forest)
            out.append(Token(middle, len(self.forest), self.sweep_end + TRACE, Source.FOREST))
        for k, (trees, each) in enumerate(self.fertility):
            at = self.fertile_at + k * FERTILE
            out += [Token(i, each, at, Source.FERTILITY) for i in trees]
        return tuple(out)

    @property
    def fly_at(self) -> float:
        """When the points leave the board for the score."""
        return self.fertile_at + len(self.fertility) * FERTILE

    def gap(self) -> float:
        """The time between two flights' starts."""
        return min(FLY_GAP, SPREAD / max(1, len(self.tokens)))

    @property
    def land(self) -> float:
        """When the last point reaches the score (the score then shows them all)."""
        if not self.tokens:
            return self.fly_at
        return self.fly_at + (len(self.tokens) - 1) * self.gap() + FLIGHT

    @property
    def window(self) -> float:
        """The seat's whole turn."""
        return self.land + HOLD


def line_of(space: int, sun: Sun) -> tuple[int, int]:
    """A space's line (its column with the sun at the top or bottom, else its row: counted
    left to right, top to bottom) and its distance in spaces from the sun's side."""
    row, col = divmod(space, GRID)
    if sun is Sun.TOP:
        return col, row
    if sun is Sun.BOTTOM:
        return col, GRID - 1 - row
    if sun is Sun.LEFT:
        return row, col
    return row, GRID - 1 - col


def forest_middle(spaces: tuple[int, ...]) -> int:
    """The forest's space nearest its middle (where its points are marked)."""
    cx = sum(i % GRID for i in spaces) / len(spaces)
    cy = sum(i // GRID for i in spaces) / len(spaces)
    return min(spaces, key=lambda i: ((i % GRID - cx) ** 2 + (i // GRID - cy) ** 2, i))


def shadow_of(planet: Planet, sun: Sun) -> frozenset[int]:
    """Every space a tree's shadow is drawn on (R9.1): the next one (Small Tree) or two (Big
    Tree) spaces of its line away from the sun, short of a taller tree (the board's own
    shadows: ``planet_art.cast_spans``)."""
    return frozenset(i for _tree, spans in cast_spans(planet, sun) for i in spans)


def plans(state: GameState, events: list[Event], sun: Sun) -> list[SeatScoring]:
    """Every seat's scoring from one batch of events, in seat order (``sun``: the side the
    season was scored from; the planets are ``state``'s)."""
    ended = next((e for e in events if e.kind is EventKind.SEASON_ENDED), None)
    season = None if ended is None else Season(ended.value)
    out = []
    for seat, player in enumerate(state.players):
        mine = [e for e in events if e.seat == seat]
        shaded = next((e for e in mine if e.kind is EventKind.SHADED), None)
        if shaded is None:
            continue
        vp = {e.source: e for e in mine if e.kind is EventKind.VP and e.source is not None}
        planet = player.planet
        light = vp[Source.LIGHT].spaces if Source.LIGHT in vp else ()
        fertile = [
            (e.spaces, e.value // len(e.spaces))
            for e in mine
            if e.kind is EventKind.VP and e.source is Source.FERTILITY and e.value and e.spaces
        ]
        out.append(
            SeatScoring(
                seat=seat,
                season=season,
                sun=sun,
                spaces=tuple(planet.layout.spaces),
                lit=tuple((i, 2 if planet.pieces[i] == Piece.BIG_TREE else 1) for i in light),
                shaded=frozenset(shaded.spaces),
                shadow=shadow_of(planet, sun),
                forest=tuple(vp[Source.FOREST].spaces) if Source.FOREST in vp else (),
                fertility=tuple(fertile),
            )
        )
    return out
