"""A typed timeline of tweens driven by the event log.

Each tween animates one *kind* of thing, a small frozen dataclass that carries what the
drawing needs (the game's kinds, a card flying, a piece popping in, points floating up, are
in ``game/kinds.py``; the results screen has its own). A kind's ``slot`` says which tweens
replace each other: one sun at a time, one pop per space, every floating label its own.
Drawing code asks the timeline for the tweens of a kind (``get``, ``each``), so no string
keys and no untyped payloads.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import pytweening  # type: ignore[import-untyped]

Easing = Callable[[float], float]
#: A tween's key in the timeline: its kind, and what tells tweens of that kind apart.
Slot = tuple[object, ...]
EASE_OUT: Easing = pytweening.easeOutCubic
EASE_IN_OUT: Easing = pytweening.easeInOutCubic
EASE_IN_OUT_SINE: Easing = pytweening.easeInOutSine
EASE_OUT_BACK: Easing = pytweening.easeOutBack
LINEAR: Easing = pytweening.linear


class Kind:
    """Base of the kinds of animation; ``slot`` is the tween's key in the timeline."""

    @property
    def slot(self) -> Slot:
        """Tweens with equal slots replace each other (by default: one of a kind)."""
        return (type(self),)


K = TypeVar("K", bound=Kind)


@dataclass
class Tween(Generic[K]):
    """One running animation of ``what``; ``value`` goes 0 → 1 along its easing curve."""

    what: K
    duration: float
    delay: float = 0.0
    easing: Easing = EASE_OUT
    elapsed: float = 0.0
    #: A sound started with it (a ``sound.cues.Cue``), when its delay has passed.
    cue: str | None = None
    cued: bool = False

    @property
    def done(self) -> bool:
        """True once finished."""
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        """True once its delay has passed."""
        return self.elapsed >= self.delay

    @property
    def value(self) -> float:
        """Eased progress in [0, 1] (0 while still delayed)."""
        t = (self.elapsed - self.delay) / self.duration if self.duration > 0 else 1.0
        return float(self.easing(min(1.0, max(0.0, t))))


class Moving(Protocol):
    """What is moving, as a drawing reads it: an ``Animator`` seen read-only (a table's
    ``moving``: its parts draw the tweens and never start, end or skip one)."""

    def get(self, kind: type[K]) -> Tween[K] | None:
        """The first running tween of a kind."""
        ...

    def each(self, kind: type[K]) -> list[Tween[K]]:
        """Every running tween of a kind, oldest first."""
        ...

    def progress(self, exclude: tuple[type[Kind], ...] = ()) -> tuple[tuple[Slot, float], ...]:
        """Where every running tween but those of the ``exclude`` kinds stands."""
        ...

    @property
    def busy(self) -> bool:
        """True while anything animates."""
        ...

    @property
    def waiting(self) -> bool:
        """True while a sound with no picture waits for its moment."""
        ...


#: ``on_cue(cue, delay)``: start a sound ``delay`` seconds from now (see ``Animator``).
CueSink = Callable[[str, float], None]
#: With animations off, the sounds of one batch follow each other this many seconds apart.
STAGGER = 0.09


class Animator:
    """The running tweens of a scene: a timeline of typed kinds.

    Sounds go on the same clock: a tween's ``cue`` starts when the tween does, and ``cue``
    schedules a sound with no picture; both are handed to ``on_cue``. With animations off
    (factor 0) nothing is drawn but the cues still play, ``STAGGER`` apart in the order they
    were given (one batch of events is given within one frame)."""

    def __init__(self, on_cue: CueSink | None = None) -> None:
        self._tweens: dict[Slot, Tween[Any]] = {}
        self.on_cue = on_cue
        #: Sounds with no picture, waiting: [seconds left, cue].
        self._cues: list[list[Any]] = []
        #: Cues given with animations off since the last update (their stagger).
        self._instant = 0

    def add(self, tween: Tween[K], factor: float = 1.0) -> None:
        """Start a tween, durations scaled by the speed setting (0 = skip it; its cue
        still plays)."""
        if factor <= 0:
            if tween.cue is not None:
                self.cue(tween.cue, 0.0, 0.0)
            return
        tween.duration *= factor
        tween.delay *= factor
        self._tweens[tween.what.slot] = tween

    def cue(self, cue: str, delay: float = 0.0, factor: float = 1.0) -> None:
        """A sound ``delay`` seconds from now, scaled like a tween's (no picture)."""
        if self.on_cue is None:
            return
        if factor <= 0:
            self.on_cue(cue, self._instant * STAGGER)
            self._instant += 1
        elif delay <= 0:
            self.on_cue(cue, 0.0)
        else:
            self._cues.append([delay * factor, cue])

    @property
    def waiting(self) -> bool:
        """True while a sound with no picture waits for its moment."""
        return bool(self._cues)

    def update(self, dt: float) -> None:
        """Advance every tween and forget finished ones; start the sounds that are due."""
        self._instant = 0
        done = []
        for key, t in self._tweens.items():
            finished = _step(t, dt)
            if t.cue is not None and not t.cued and t.started:
                t.cued = True
                self._sound(t.cue)
            if finished:
                done.append(key)
        for key in done:
            del self._tweens[key]
        if self._cues:
            for pending in self._cues:
                pending[0] -= dt
            for pending in [p for p in self._cues if p[0] <= 0]:
                self._cues.remove(pending)
                self._sound(pending[1])

    def _sound(self, cue: str) -> None:
        if self.on_cue is not None:
            self.on_cue(cue, 0.0)

    def get(self, kind: type[K]) -> Tween[K] | None:
        """The first running tween of a kind."""
        return next(iter(self.each(kind)), None)

    def each(self, kind: type[K]) -> list[Tween[K]]:
        """Every running tween of a kind, oldest first."""
        return [t for t in self._tweens.values() if isinstance(t.what, kind)]

    def drop(self, kind: type[Kind]) -> None:
        """Forget the tweens of a kind."""
        for key in [k for k, t in self._tweens.items() if isinstance(t.what, kind)]:
            del self._tweens[key]

    def finish(self, kinds: tuple[type[Kind], ...]) -> None:
        """End the tweens of these kinds now, and start at once those still waiting for
        them (their delay is over)."""
        for key in [k for k, t in self._tweens.items() if isinstance(t.what, kinds)]:
            del self._tweens[key]
        for tween in self._tweens.values():
            if not tween.started:
                tween.delay = tween.elapsed
        for pending in self._cues:  # the sounds waiting for them too
            pending[0] = 0.0

    def progress(self, exclude: tuple[type[Kind], ...] = ()) -> tuple[tuple[Slot, float], ...]:
        """Where every running tween but those of the ``exclude`` kinds stands (a frame whose
        picture depends only on these can tell whether it changed)."""
        return tuple(
            (k, round(t.value, 3) if t.started else -1.0)
            for k, t in self._tweens.items()
            if not isinstance(t.what, exclude)
        )

    @property
    def busy(self) -> bool:
        """True while anything animates."""
        return bool(self._tweens)

    def skip(self) -> None:
        """Finish everything at once (a click skips animations): the moves' sounds are left
        out, the sounds of where they lead (a season's chime, the game's end) play now."""
        self._tweens.clear()
        waiting, self._cues = self._cues, []
        for _left, cue in waiting:
            self.cue(cue, 0.0, 0.0)


def _step(t: Tween[Any], dt: float) -> bool:
    t.elapsed += dt
    return t.done
