"""A tiny seeded PRNG (SplitMix64) whose whole state is one int kept in the game state.

Written out rather than using ``random.Random`` so that a game replays identically on
every Python version and the state serializes as a single number (R12.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The initial RNG state for an integer seed (any int; reduced to 64 bits)."""
    return seed & MASK


def next_u64(state: int) -> tuple[int, int]:
    """One SplitMix64 step: (random 64-bit value, next state)."""
    state = (state + _GAMMA) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform int in [0, n) without modulo bias: (value, next state)."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = MASK - (MASK + 1) % n
    while True:
        value, state = next_u64(state)
        if value <= limit:
            return value % n, state


def shuffled(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """A Fisher–Yates shuffle of ``items``: (new tuple, next state)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state
