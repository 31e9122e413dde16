"""Tweens driven by the event log: each has a key, a start, a duration and an easing curve."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pytweening

Easing = Callable[[float], float]


@dataclass
class Tween:
    """One running animation; ``value`` goes 0 → 1 along its easing curve."""

    key: Hashable
    duration: float
    delay: float = 0.0
    easing: Easing = pytweening.easeOutCubic
    elapsed: float = 0.0
    data: object = None

    @property
    def done(self) -> bool:
        """True once finished."""
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> float:
        """Eased progress in [0, 1] (0 while still delayed)."""
        t = (self.elapsed - self.delay) / self.duration if self.duration > 0 else 1.0
        return float(self.easing(min(1.0, max(0.0, t))))


class Animator:
    """The running tweens of a scene."""

    def __init__(self) -> None:
        self.tweens: dict[Hashable, Tween] = {}

    def add(self, tween: Tween, factor: float = 1.0) -> None:
        """Start a tween, durations scaled by the speed setting (0 = skip it)."""
        if factor <= 0:
            return
        tween.duration *= factor
        tween.delay *= factor
        self.tweens[tween.key] = tween

    def update(self, dt: float) -> None:
        """Advance every tween and forget finished ones."""
        for key in [k for k, t in self.tweens.items() if _step(t, dt)]:
            del self.tweens[key]

    def get(self, key: Hashable) -> Tween | None:
        """The running tween with this key."""
        return self.tweens.get(key)

    @property
    def busy(self) -> bool:
        """True while anything animates."""
        return bool(self.tweens)

    def skip(self) -> None:
        """Finish everything at once (a click skips animations)."""
        self.tweens.clear()


def _step(t: Tween, dt: float) -> bool:
    t.elapsed += dt
    return t.done


def lerp(a: float, b: float, t: float) -> float:
    """Linear interpolation."""
    return a + (b - a) * t


__all__ = ["Animator", "Tween", "lerp", "pytweening"]
