"""Rule events become tweens: drafted cards flying, pieces popping in, points, sun, deal.

The game scene drains the match's events each frame and hands them here; a season's
scoring goes to ``scoring_anim`` (every seat's, one after another), and what belongs to the
next season (its market, the sun's move) is held back until the scoring closes
(``release``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from evergreen.rules import Event, EventKind, GameState, Piece, Season, Source, Sun, all_cards
from evergreen.ui.game import growth_anim, hud, scoring_anim
from evergreen.ui.game.kinds import CardFlight, Deal, MarkerMove, PointsFloat, SunMove
from evergreen.ui.kit.anim import (
    EASE_IN_OUT,
    EASE_IN_OUT_SINE,
    LINEAR,
    Animator,
    Tween,
)
from evergreen.ui.kit.layout import Layout
from evergreen.ui.sound.cues import Cue, placed
from evergreen.ui.words.names import season_end

#: Seconds at normal speed: long enough to follow (a card's flight and the new market were
#: about 0.2 s, too fast to see), short enough not to hold the game up.
FLIGHT = 0.55
DEAL = 0.45
SUN = 0.9
MARKER = 0.3
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
#: At most this many of a cue in one batch (a sweep of 10 trees is one sweep sound; the
#: season's light sweeps once a scoring, ``scoring_anim.start``, however many seats).
CUE_CAP: dict[Cue, int] = {Cue.VP_TICK: 6, Cue.LIGHT_SWEEP: 1}
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
    #: What belongs to the next season (its market sliding in, the sun moving on), held
    #: back while a season's scoring shows (see ``release``).
    held: list[Tween[Any]] = field(default_factory=list)

    def took(
        self, anim: Animator, e: Event, n: int, cue: str | None, lay: Layout, factor: float
    ) -> None:
        """A card taken: it flies from its market slot, its sound from there too."""
        if e.card in self.market_before:
            slot = self.market_before.index(e.card)
            r = lay.card_rect(slot, len(self.market_before))
            cue = placed(cue, r.centerx, lay.width)  # sounds from its slot
            flight = CardFlight(n, e.card, (r.x, r.y, r.w, r.h), e.seat, self.market_before)
            anim.add(Tween(flight, FLIGHT, easing=LINEAR, cue=cue), factor)  # card_flight eases
        elif cue is not None:
            anim.cue(cue, 0.0, factor)

    def seen(self, seat: int) -> bool:
        """True for a seat whose power levels before the batch are known."""
        return seat < len(self.levels_before)

    def absorb(
        self,
        anim: Animator,
        batch: list[Event],
        lay: Layout,
        state: GameState | None,
        factor: float,
    ) -> None:
        """Queue the tweens for one batch of events (``state``: the game after them, whose
        planets a season's scoring shows)."""
        scored = state is not None and any(e.kind is EventKind.SHADED for e in batch)
        after = 0.0
        if scored and state is not None:
            after = scoring_anim.start(anim, state, batch, self.sun, factor)
        wait = after / max(factor, 1e-9)
        later = anim if not scored else None
        cues = BatchCues()
        for e in batch:
            n = next(self.counter)
            cue: str | None
            if e.kind is EventKind.TOOK:
                self.took(anim, e, n, cues.take(Cue.CARD_TAKE), lay, factor)
            elif e.kind in (EventKind.FERTILITY, EventKind.ARIDITY):
                cue = cues.take(Cue.CARD_ZONE if e.kind is EventKind.FERTILITY else Cue.ARIDITY)
                cue = placed(cue, lay.stack_rect(all_cards()[e.card].biome).centerx, lay.width)
                if cue is not None:
                    anim.cue(cue, ZONE_AT + wait, factor)
            elif e.kind is EventKind.POWER and e.power is not None and self.seen(e.seat):
                start = self.levels_before[e.seat][e.power]
                if start != e.level:  # at the track's end it stays (R6.1): nothing slides
                    slide = MarkerMove(e.seat, e.power, start, e.level)
                    cue = cues.take(Cue.MARKER)
                    cue = placed(cue, lay.track_box(e.power, e.level).centerx, lay.width)
                    anim.add(Tween(slide, MARKER, easing=EASE_IN_OUT, cue=cue), factor)
            elif e.kind is EventKind.PLACED:
                cue = cues.take(PIECE_CUES[Piece(e.piece)]) if e.piece in PIECE_CUES else None
                cue = placed(cue, lay.space_rect(e.space).centerx, lay.width)
                growth_anim.grow(anim, e.seat, e.space, e.piece, cue, factor)
            elif e.kind is EventKind.VP and e.value and e.source is Source.BUDS:
                # a season's points show on the board and land on the score (scoring_anim)
                points(anim, e, n, cues, factor)
            elif e.kind is EventKind.GAME_OVER:
                anim.cue(Cue.GAME_END, wait, factor)
            elif e.kind is EventKind.DEALT:
                self.after(later, Tween(Deal(), DEAL), factor)
            elif e.kind is EventKind.SUN_MOVED:
                old, self.sun = self.sun, Sun(e.value)
                move = Tween(SunMove(old), SUN, easing=EASE_IN_OUT_SINE)
                self.after(later, move, factor)
            elif e.kind is EventKind.SEASON_ENDED:
                if not any(x.kind is EventKind.GAME_OVER for x in batch):  # its cadence says it
                    anim.cue(Cue.SEASON_CHIME, wait, factor)
                if not after:
                    hud.banner(anim, season_end(Season(e.value)), 1.2, factor)

    def after(self, anim: Animator | None, tween: Tween[Any], factor: float) -> None:
        """Start a tween now (``anim``), or hold it until the season's scoring closes."""
        if factor <= 0:
            return
        if anim is not None:
            anim.add(tween, factor)
        else:
            tween.duration *= factor
            self.held.append(tween)

    def release(self, anim: Animator) -> None:
        """The season's scoring has closed: what waited for it starts now."""
        for tween in self.held:
            anim.add(tween)
        self.held.clear()


def points(anim: Animator, e: Event, n: int, cues: BatchCues, factor: float) -> None:
    """Buds' points rising over a player's panel, with their sound (a season's light,
    forest and fertility show on the board and fly to the score: ``scoring_anim``)."""
    float_up = PointsFloat(n, e.seat, e.value, Source.BUDS)
    anim.add(Tween(float_up, 1.1, cue=cues.take(Cue.BUDS)), factor)


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
