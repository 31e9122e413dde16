"""Rule events become tweens: drafted cards flying, pieces popping in, points, sun, deal.

The game scene drains the match's events each frame and hands them here; scoring events
go to ``scoring_anim`` first, and what follows the scoring (the deal, the sun) waits for it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from evergreen.rules import Event, EventKind, Season, Source, Sun
from evergreen.ui import hud, scoring_anim
from evergreen.ui.anim import Animator, Tween, pytweening
from evergreen.ui.layout import Layout
from evergreen.ui.names import season_end

FLOAT_DELAY = {
    Source.FOREST: scoring_anim.SWEEP,
    Source.FERTILITY: scoring_anim.SWEEP + scoring_anim.FOREST,
}


@dataclass
class EventAnimator:
    """Remembers what the tweens start from (the market before a draft, the sun's side)."""

    sun: Sun
    market_before: tuple[int, ...] = ()
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
                start = lay.card_rect(slot, len(self.market_before))
                data = (e.card, start, e.seat)
                anim.add(
                    Tween(("took", n), 0.45, easing=pytweening.easeInOutCubic, data=data), factor
                )
            elif e.kind is EventKind.PLACED:
                tween = Tween(("pop", e.seat, e.space), 0.28, easing=pytweening.easeOutBack)
                anim.add(tween, factor)
            elif e.kind is EventKind.VP and e.value and e.source is not Source.START:
                delay = FLOAT_DELAY.get(e.source, 0.0)
                if e.source is Source.FERTILITY:
                    delay += e.detail * 0.3
                anim.add(
                    Tween(("vp", n), 1.1, delay=delay, data=(e.seat, e.value, e.source)), factor
                )
            elif e.kind is EventKind.DEALT:
                anim.add(Tween("deal", 0.35, delay=wait), factor)
            elif e.kind is EventKind.SUN_MOVED:
                old, self.sun = self.sun, Sun(e.value)
                tween = Tween("sun", 0.8, delay=wait, easing=pytweening.easeInOutSine, data=old)
                anim.add(tween, factor)
            elif e.kind is EventKind.SEASON_ENDED and not after:
                hud.banner(anim, season_end(Season(e.value)), 1.2, factor)
