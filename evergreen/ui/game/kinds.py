"""The kinds of animation of the game screen: what each tween on the timeline
(``kit.anim``) carries for its drawing, from a card flying to its taker to the season's
light sweeping over a planet."""

from __future__ import annotations

from dataclasses import dataclass

from evergreen.rules import Source, Sun
from evergreen.ui.game.scoring_plan import SeatScoring
from evergreen.ui.kit.anim import Kind, Slot


@dataclass(frozen=True)
class CardFlight(Kind):
    """A drafted card flying from its market slot (``start``: x, y, w, h) to its taker
    (``market``: the market before it was taken, whose other cards keep their places while
    it flies)."""

    n: int
    card: int
    start: tuple[int, int, int, int]
    seat: int
    market: tuple[int, ...] = ()

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
    """'+2' rising from a player's panel (buds; a season's points land on its score)."""

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
class SeatScore(Kind):
    """One seat's part of the season's scoring on the big board: its light swept line by
    line, its largest forest traced, its fertility (at the game's end), its points flying to
    its score (what it scores, and when each part shows, is its ``plan``)."""

    plan: SeatScoring

    @property
    def slot(self) -> Slot:
        return (SeatScore, self.plan.seat)
