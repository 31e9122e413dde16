"""Rule events become tweens: drafted cards flying, pieces popping in, points, sun, deal.

The game scene drains the match's events each frame and hands them here; scoring events
go to ``scoring_anim`` first, and what follows the scoring (the deal, the sun) waits for it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from evergreen.rules import Event, EventKind, Season, Source, Sun
from evergreen.ui import hud, scoring_anim
from evergreen.ui.anim import (
    EASE_IN_OUT,
    EASE_IN_OUT_SINE,
    EASE_OUT_BACK,
    Animator,
    CardFlight,
    Deal,
    MarkerMove,
    PointsFloat,
    Pop,
    SunMove,
    Tween,
)
from evergreen.ui.layout import Layout
from evergreen.ui.names import season_end

#: Seconds at normal speed: long enough to follow (a card's flight and the new market were
#: about 0.2 s, too fast to see), short enough not to hold the game up.
FLIGHT = 0.55
DEAL = 0.45
POP = 0.4
SUN = 0.9
MARKER = 0.3
FLOAT_DELAY = {
    Source.FOREST: scoring_anim.SWEEP,
    Source.FERTILITY: scoring_anim.SWEEP + scoring_anim.FOREST,
}


@dataclass
class EventAnimator:
    """Remembers what the tweens start from (the market before a draft, the sun's side)."""

    sun: Sun
    market_before: tuple[int, ...] = ()
    #: Each seat's power levels before the command (where a marker slides from).
    levels_before: tuple[tuple[int, ...], ...] = ()
    counter: itertools.count[int] = field(default_factory=itertools.count)

    def absorb(
        self, anim: Animator, batch: list[Event], lay: Layout, viewed: int, factor: float
    ) -> None:
        """Queue the tweens for one batch of events of the viewed planet's game."""
        after = scoring_anim.start(anim, batch, viewed, self.sun, factor)
        wait = after / max(factor, 1e-9)
        for e in batch:
            n = next(self.counter)
            if e.kind is EventKind.TOOK and e.card in self.market_before:
                slot = self.market_before.index(e.card)
                r = lay.card_rect(slot, len(self.market_before))
                flight = CardFlight(n, e.card, (r.x, r.y, r.w, r.h), e.seat)
                anim.add(Tween(flight, FLIGHT, easing=EASE_IN_OUT), factor)
            elif e.kind is EventKind.POWER and e.seat < len(self.levels_before):
                start = self.levels_before[e.seat][e.value]
                if start != e.piece:  # at the track's end it stays (R6.1): nothing slides
                    slide = MarkerMove(e.seat, e.value, start, e.piece)
                    anim.add(Tween(slide, MARKER, easing=EASE_IN_OUT), factor)
            elif e.kind is EventKind.PLACED:
                anim.add(Tween(Pop(e.seat, e.space), POP, easing=EASE_OUT_BACK), factor)
            elif e.kind is EventKind.VP and e.value and e.source is not None:
                if e.source is Source.START:
                    continue
                delay = FLOAT_DELAY.get(e.source, 0.0)
                if e.source is Source.FERTILITY:
                    delay += e.detail * 0.3
                float_up = PointsFloat(n, e.seat, e.value, e.source)
                anim.add(Tween(float_up, 1.1, delay=delay), factor)
            elif e.kind is EventKind.DEALT:
                anim.add(Tween(Deal(), DEAL, delay=wait), factor)
            elif e.kind is EventKind.SUN_MOVED:
                old, self.sun = self.sun, Sun(e.value)
                anim.add(Tween(SunMove(old), SUN, delay=wait, easing=EASE_IN_OUT_SINE), factor)
            elif e.kind is EventKind.SEASON_ENDED and not after:
                hud.banner(anim, season_end(Season(e.value)), 1.2, factor)
