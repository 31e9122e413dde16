"""The end-of-game ceremony's timeline: when each planet comes in, when each source's points
rise, when the winner is crowned (or the solo rank revealed), and what every counter shows
at a moment. Pure values and arithmetic, no drawing (``ceremony`` draws them).

The numbers are the results' (``data``: the rules' ledgers, source by source), so the
points that rise add up to each player's final score. Times are in seconds at normal speed;
the scene runs this clock faster or slower with the animation speed.
"""

from __future__ import annotations

from typing import NamedTuple

from evergreen.rules import Source
from evergreen.ui.screens.results.data import SOURCES, Results
from evergreen.ui.sound.cues import Cue

#: The planets come in, one after another, before any point rises.
ARRIVE, ARRIVE_EACH = 0.9, 0.12
#: One source's points rise for ``RISE`` seconds; the next source starts ``STEP`` after.
STEP, RISE = 1.05, 0.8
#: A pause after the last source, then the crown comes down (the rank shows) for ``CROWN``.
CROWN_DELAY, CROWN = 0.25, 0.8
#: How long the final frame stays before the results (unless it waits for a click).
HOLD = 2.2
#: The ticks of a rising source: this many, this far apart.
TICKS, TICK_GAP = 3, 0.22
#: The sound that opens a source's rise (the ticks follow): the source's own where it has
#: one (the light's sweep, the Buds' chime), a tick elsewhere.
OPENING: dict[Source, Cue] = {Source.LIGHT: Cue.LIGHT_SWEEP, Source.BUDS: Cue.BUDS}


def ease_out(t: float) -> float:
    """Cubic ease-out of ``t`` clamped to 0-1."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


class Plan(NamedTuple):
    """The ceremony of one finished game: the sources that scored (in the chart's order),
    each column's points per source (the columns in seat order), and the times."""

    sources: tuple[Source, ...]
    #: Per column (seat order): the VP of each source.
    points: tuple[dict[Source, int], ...]
    #: The seats of the columns, left to right.
    seats: tuple[int, ...]

    @classmethod
    def of(cls, found: Results) -> Plan:
        """The plan of a game's results: the columns in seat order (not the ranking's: the
        winner is not told before the crown), the sources some player scored by."""
        players = sorted(found.players, key=lambda p: p.seat)
        points = tuple(p.by_source() for p in players)
        sources = tuple(s for s in SOURCES if any(column[s] for column in points))
        return cls(sources, points, tuple(p.seat for p in players))

    # -- times --------------------------------------------------------------------------
    def rise_start(self, source: Source) -> float:
        """When ``source``'s points start rising."""
        return ARRIVE + self.sources.index(source) * STEP

    @property
    def crown_start(self) -> float:
        """When the crown comes down (the rank shows)."""
        return ARRIVE + max(0, len(self.sources) - 1) * STEP + RISE + CROWN_DELAY

    @property
    def final(self) -> float:
        """The final frame's moment: every number in place, the crown on."""
        return self.crown_start + CROWN

    @property
    def end(self) -> float:
        """When the results come (if nothing waits for a click)."""
        return self.final + HOLD

    # -- where things stand at ``t`` ----------------------------------------------------
    def arrived(self, column: int, t: float) -> float:
        """How far column ``column``'s planet has come in (0-1)."""
        return ease_out((t - column * ARRIVE_EACH) / max(0.01, ARRIVE - ARRIVE_EACH))

    def risen(self, source: Source, t: float) -> float:
        """How far ``source``'s points have risen (0-1; 0 for a source nobody scored)."""
        if source not in self.sources:
            return 0.0
        return ease_out((t - self.rise_start(source)) / RISE)

    def shown(self, column: int, source: Source, t: float) -> int:
        """The VP of ``source`` a column's counter shows at ``t``."""
        return round(self.points[column][source] * self.risen(source, t))

    def counted(self, column: int, t: float) -> int:
        """A column's total as its counter shows it at ``t`` (its final score at the end)."""
        return sum(self.shown(column, s, t) for s in self.sources)

    def current(self, t: float) -> Source | None:
        """The source rising, or the last one that did (None before the first)."""
        started = [s for s in self.sources if t >= self.rise_start(s)]
        return started[-1] if started else None

    def crowned(self, t: float) -> float:
        """How far the crown has come down (the rank shown), 0-1 (1 from the final frame on,
        whatever the sums' rounding)."""
        if t >= self.final:
            return 1.0
        return min(1.0, max(0.0, (t - self.crown_start) / CROWN))

    @property
    def top(self) -> int:
        """The highest final score: the columns' shared full height."""
        return max(1, max((sum(p.values()) for p in self.points), default=0))

    # -- sound --------------------------------------------------------------------------
    def cues(self) -> list[tuple[float, Cue]]:
        """The ceremony's sounds and their times, in order: each source's opening and its
        ticks as the points rise, the game's end as the crown comes down."""
        out: list[tuple[float, Cue]] = []
        for source in self.sources:
            start = self.rise_start(source)
            out.append((start, OPENING.get(source, Cue.VP_TICK)))
            out += [(start + k * TICK_GAP, Cue.VP_TICK) for k in range(1, TICKS)]
        out.append((self.crown_start, Cue.GAME_END))
        return sorted(out, key=lambda c: c[0])
