"""The kinds of animation of the game screen: what each tween on the timeline
(``kit.anim``) carries for its drawing, from a card flying to its taker to the season's
light sweeping over a planet."""

from __future__ import annotations

from dataclasses import dataclass

from evergreen.rules import Season, Source, Sun
from evergreen.ui.kit.anim import Kind, Slot


@dataclass(frozen=True)
class CardFlight(Kind):
    """A drafted card flying from its market slot (``start``: x, y, w, h) to its taker."""

    n: int
    card: int
    start: tuple[int, int, int, int]
    seat: int

    @property
    def slot(self) -> Slot:
        return (CardFlight, self.n)


@dataclass(frozen=True)
class Pop(Kind):
    """A piece placed or grown on a space, popping in."""

    seat: int
    space: int

    @property
    def slot(self) -> Slot:
        return (Pop, self.seat, self.space)


@dataclass(frozen=True)
class PointsFloat(Kind):
    """'+3 light' rising from a player's panel."""

    n: int
    seat: int
    value: int
    source: Source

    @property
    def slot(self) -> Slot:
        return (PointsFloat, self.n)


@dataclass(frozen=True)
class MarkerMove(Kind):
    """A power marker sliding along its track from ``start`` to ``end`` (R6.1)."""

    seat: int
    power: int
    start: int
    end: int

    @property
    def slot(self) -> Slot:
        return (MarkerMove, self.seat, self.power)


@dataclass(frozen=True)
class Deal(Kind):
    """The new market sliding in."""


@dataclass(frozen=True)
class SunMove(Kind):
    """The sun token moving on from ``start`` to the state's side."""

    start: Sun


@dataclass(frozen=True)
class Banner(Kind):
    """A large centred message ('P2's turn', 'End of Spring')."""

    text: str


@dataclass(frozen=True)
class Sweep(Kind):
    """The season's light sweeping from the sun's side over the viewed planet."""

    side: Sun
    lit: frozenset[int]
    shaded: frozenset[int]
    season: Season | None


@dataclass(frozen=True)
class ForestOutline(Kind):
    """The largest forest outlined, with the points it scores."""

    spaces: frozenset[int]
    value: int


@dataclass(frozen=True)
class FertilityFloat(Kind):
    """At the game's end, one biome's Big Trees showing what each scores."""

    step: int
    spaces: frozenset[int]
    each: int

    @property
    def slot(self) -> Slot:
        return (FertilityFloat, self.step)
