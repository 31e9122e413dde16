"""The seeded PRNG: deterministic, in range, unbiased enough, and pure."""

from __future__ import annotations

from collections import Counter

import pytest

from evergreen.rules.rng import below, next_u64, seed_state, shuffled


def test_splitmix64_reference_values() -> None:
    """SplitMix64 from seed 0 gives the published reference sequence."""
    state = seed_state(0)
    out = []
    for _ in range(3):
        value, state = next_u64(state)
        out.append(value)
    assert out == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_below_stays_in_range_and_covers_it() -> None:
    """below(n) gives every value in [0, n) and nothing else."""
    state, seen = seed_state(42), Counter[int]()
    for _ in range(6000):
        value, state = below(state, 6)
        seen[value] += 1
    assert set(seen) == set(range(6))
    assert min(seen.values()) > 850


def test_below_rejects_empty_range() -> None:
    """n must be positive."""
    with pytest.raises(ValueError, match="n > 0"):
        below(1, 0)


def test_shuffle_is_a_permutation_and_deterministic() -> None:
    """Same state, same shuffle; the items are permuted, not changed."""
    items = tuple(range(42))
    a, sa = shuffled(seed_state(7), items)
    b, sb = shuffled(seed_state(7), items)
    assert a == b and sa == sb
    assert sorted(a) == list(items) and a != items
    assert shuffled(seed_state(8), items)[0] != a
