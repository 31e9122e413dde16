"""The animation speed setting (off, normal, fast) and what it does to animations' lengths."""

from __future__ import annotations

from enum import StrEnum


class Speed(StrEnum):
    """Animation speed setting."""

    OFF = "off"
    NORMAL = "normal"
    FAST = "fast"

    @property
    def factor(self) -> float:
        """Multiplier on animation durations (0 = no animation)."""
        return {Speed.OFF: 0.0, Speed.NORMAL: 1.0, Speed.FAST: 0.4}[self]

    def next(self) -> Speed:
        """The next setting in the cycle off → normal → fast → off."""
        order = list(Speed)
        return order[(order.index(self) + 1) % len(order)]
