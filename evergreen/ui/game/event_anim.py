"""Rule events become tweens: drafted cards flying, pieces popping in, points, sun, deal.

The game scene drains the match's events each frame and hands them here; scoring events
go to ``scoring_anim`` first, and what follows the scoring (the deal, the sun) waits for it.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

from evergreen.rules import Event, EventKind, Piece, Season, Source, Sun
from evergreen.ui.game import hud, scoring_anim
from evergreen.ui.game.kinds import CardFlight, Deal, MarkerMove, PointsFloat, Pop, SunMove
from evergreen.ui.kit.anim import EASE_IN_OUT, EASE_IN_OUT_SINE, EASE_OUT_BACK, Animator, Tween
from evergreen.ui.kit.layout import Layout
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.names import season_end

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
#: The sound of a piece placed or grown, by the piece it becomes.
PIECE_CUES = {
    Piece.SPROUT: Cue.SPROUT,
    Piece.SMALL_TREE: Cue.GROW_SMALL,
    Piece.BIG_TREE: Cue.GROW_BIG,
    Piece.BUSH: Cue.BUSH,
    Piece.LAKE: Cue.LAKE,
}
#: The sounds each kind of rule event can start (``absorb`` and ``scoring_anim``).
EVENT_CUES: dict[EventKind, frozenset[Cue]] = {
    EventKind.TOOK: frozenset({Cue.CARD_TAKE}),
    EventKind.FERTILITY: frozenset({Cue.CARD_ZONE}),
    EventKind.ARIDITY: frozenset({Cue.ARIDITY}),
    EventKind.POWER: frozenset({Cue.MARKER}),
    EventKind.PLACED: frozenset(PIECE_CUES.values()),
    EventKind.VP: frozenset({Cue.VP_TICK, Cue.BUDS}),
    EventKind.SHADED: frozenset({Cue.LIGHT_SWEEP}),
    EventKind.SEASON_ENDED: frozenset({Cue.SEASON_CHIME}),
    EventKind.GAME_OVER: frozenset({Cue.GAME_END}),
}
#: The events with no sound of their own, and why.
SILENT: dict[EventKind, str] = {
    EventKind.SETUP_REVEALED: "the deal at setup happens before the game shows",
    EventKind.DEALT: "the new market follows a take or the season's chime: it would double them",
    EventKind.RESHUFFLED: "it happens with the deal, unseen on the board",
    EventKind.MARKER: "the first-player token moves with the last take of the round",
    EventKind.FIRST_PLAYER: "said by the next turn's sound",
    EventKind.DISCARDED: "the cards leave with the season's end, whose chime says it",
    EventKind.ACTION: "a choice with nothing on the board yet: a person's press sounds",
    EventKind.TURN_ENDED: "the next seat's turn has its sound (or the End turn press)",
    EventKind.SUN_MOVED: "the sun moves on with the season's chime",
}
#: At most this many of a cue in one batch (a sweep of 10 trees is one sweep sound).
CUE_CAP: dict[Cue, int] = {Cue.VP_TICK: 6}
CUE_CAP_DEFAULT = 2
#: The card left over reaches its biome's stack this far into the takes' flight.
ZONE_AT = FLIGHT * 0.6


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
        cues = BatchCues()
        for e in batch:
            n = next(self.counter)
            if e.kind is EventKind.TOOK:
                cue = cues.take(Cue.CARD_TAKE)
                if e.card in self.market_before:
                    slot = self.market_before.index(e.card)
                    r = lay.card_rect(slot, len(self.market_before))
                    flight = CardFlight(n, e.card, (r.x, r.y, r.w, r.h), e.seat)
                    anim.add(Tween(flight, FLIGHT, easing=EASE_IN_OUT, cue=cue), factor)
                elif cue is not None:
                    anim.cue(cue, 0.0, factor)
            elif e.kind in (EventKind.FERTILITY, EventKind.ARIDITY):
                cue = cues.take(Cue.CARD_ZONE if e.kind is EventKind.FERTILITY else Cue.ARIDITY)
                if cue is not None:
                    anim.cue(cue, ZONE_AT + wait, factor)
            elif e.kind is EventKind.POWER and e.seat < len(self.levels_before):
                start = self.levels_before[e.seat][e.value]
                if start != e.piece:  # at the track's end it stays (R6.1): nothing slides
                    slide = MarkerMove(e.seat, e.value, start, e.piece)
                    cue = cues.take(Cue.MARKER)
                    anim.add(Tween(slide, MARKER, easing=EASE_IN_OUT, cue=cue), factor)
            elif e.kind is EventKind.PLACED:
                cue = cues.take(PIECE_CUES[Piece(e.piece)]) if e.piece in PIECE_CUES else None
                pop = Tween(Pop(e.seat, e.space), POP, easing=EASE_OUT_BACK, cue=cue)
                anim.add(pop, factor)
            elif e.kind is EventKind.VP and e.value and e.source is not None:
                if e.source is Source.START:
                    continue
                delay = FLOAT_DELAY.get(e.source, 0.0)
                if e.source is Source.FERTILITY:
                    delay += e.detail * 0.3
                float_up = PointsFloat(n, e.seat, e.value, e.source)
                # light: the sweep's sound; fertility: the board's steps tick (scoring_anim)
                cue = None
                if e.source is Source.BUDS:
                    cue = cues.take(Cue.BUDS)
                elif e.source is Source.FOREST:
                    cue = cues.take(Cue.VP_TICK, delay)
                anim.add(Tween(float_up, 1.1, delay=delay, cue=cue), factor)
            elif e.kind is EventKind.GAME_OVER:
                anim.cue(Cue.GAME_END, wait, factor)
            elif e.kind is EventKind.DEALT:
                anim.add(Tween(Deal(), DEAL, delay=wait), factor)
            elif e.kind is EventKind.SUN_MOVED:
                old, self.sun = self.sun, Sun(e.value)
                anim.add(Tween(SunMove(old), SUN, delay=wait, easing=EASE_IN_OUT_SINE), factor)
            elif e.kind is EventKind.SEASON_ENDED:
                if not any(x.kind is EventKind.GAME_OVER for x in batch):  # its cadence says it
                    anim.cue(Cue.SEASON_CHIME, wait, factor)
                if not after:
                    hud.banner(anim, season_end(Season(e.value)), 1.2, factor)


class BatchCues:
    """The sounds of one batch of events: each at most ``CUE_CAP`` times, and once per
    moment (every player's forest points float up together: one tick)."""

    def __init__(self) -> None:
        self.count: Counter[Cue] = Counter()
        self.moments: set[tuple[Cue, float]] = set()

    def take(self, cue: Cue, moment: float | None = None) -> Cue | None:
        """``cue`` if it may sound once more in this batch (at ``moment``), else None."""
        if moment is not None:
            if (cue, moment) in self.moments:
                return None
            self.moments.add((cue, moment))
        if self.count[cue] >= CUE_CAP.get(cue, CUE_CAP_DEFAULT):
            return None
        self.count[cue] += 1
        return cue
