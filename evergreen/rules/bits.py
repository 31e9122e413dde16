"""A planet layout as bit sets: bit i is grid index i. Light (R9.1) and the largest forest
(R9.3) in a few big-integer operations, for the fast simulator (``sim``).

The shadow of a row of trees is the row shifted one or two spaces away from the sun; the
spaces that can receive a shadow from one or two spaces back *within their own line* are
precomputed per sun side, so a shift never carries shadow across a gap in the shape or
round the end of a row (R9.1).
"""

from __future__ import annotations

import itertools
from functools import cache

from .enums import Piece, Sun
from .layout import Layout, layout

#: (Sprouts, Small Trees, Big Trees, Bushes, Lakes) as bit sets
Masks = tuple[int, int, int, int, int]
_SPROUT, _SMALL, _BIG = int(Piece.SPROUT), int(Piece.SMALL_TREE), int(Piece.BIG_TREE)
_BUSH, _LAKE = int(Piece.BUSH), int(Piece.LAKE)


class Bits:
    """One layout's spaces, biomes, neighbours and shadow masks as bit sets."""

    __slots__ = (
        "_chunks",
        "biome_masks",
        "by_biome",
        "cols",
        "neighbours",
        "plantable",
        "plantable_mask",
        "shadow",
        "size",
        "width",
    )

    def __init__(self, lay: Layout) -> None:
        self.size = len(lay.cell)
        self.width = lay.width
        #: (grid index, bit) of every plantable space, in index order
        self.plantable: tuple[tuple[int, int], ...] = tuple((i, 1 << i) for i in lay.plantable)
        self.by_biome: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((i, 1 << i) for i in spaces) for spaces in lay.by_biome
        )
        self.biome_masks = tuple(sum(b for _, b in spaces) for spaces in self.by_biome)
        self.plantable_mask = sum(b for _, b in self.plantable)
        self.neighbours: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((j, 1 << j) for j in around) for around in lay.neighbours
        )
        w, h = lay.width, lay.height
        first = sum(1 << (r * w) for r in range(h))
        last = sum(1 << (r * w + w - 1) for r in range(h))
        full = (1 << self.size) - 1
        #: not the first / not the last column: a sideways shift must not wrap a row
        self.cols = (full & ~first, full & ~last)
        #: per sun side: (grid step away from the sun, spaces one back in their line,
        #: spaces two back in their line)
        self.shadow = tuple(_shadow(lay.lines[sun]) for sun in Sun)
        #: per byte of a mask: (its shift, the indices of the bits set for each value)
        self._chunks = tuple(
            (shift, tuple(tuple(shift + j for j in range(8) if v >> j & 1) for v in range(256)))
            for shift in range(0, self.size, 8)
        )

    def indices(self, mask: int) -> tuple[int, ...]:
        """The grid indices of the bits set in ``mask``, in increasing order (a table look-up
        per byte: three times faster than testing the spaces one by one)."""
        out: tuple[int, ...] = ()
        for shift, table in self._chunks:
            out += table[mask >> shift & 255]
        return out

    def masks(self, pieces: tuple[int, ...]) -> Masks:
        """The pieces of a planet as bit sets."""
        out = [0, 0, 0, 0, 0, 0]
        for i, bit in self.plantable:
            p = pieces[i]
            if p:
                out[p] |= bit
        return out[_SPROUT], out[_SMALL], out[_BIG], out[_BUSH], out[_LAKE]

    def pieces(self, masks: Masks) -> tuple[int, ...]:
        """The pieces tuple of a planet (``Planet.pieces``) from its bit sets."""
        out = [0] * self.size
        for piece, mask in zip((_SPROUT, _SMALL, _BIG, _BUSH, _LAKE), masks, strict=True):
            while mask:
                low = mask & -mask
                out[low.bit_length() - 1] = piece
                mask ^= low
        return tuple(out)

    def light(self, small: int, big: int, sun: int) -> int:
        """R9.1: light VP of these Small and Big Trees with the sun on side ``sun``."""
        step, one, two = self.shadow[sun]
        trees = small | big
        if step > 0:
            near, big1, big2 = trees << step, big << step, big << (2 * step)
        else:
            near, big1, big2 = trees >> -step, big >> -step, big >> (-2 * step)
        far = big2 & two
        lit_small = small & ~((near & one) | far)
        lit_big = big & ~((big1 & one) | far)
        return lit_small.bit_count() + 2 * lit_big.bit_count()

    def largest_forest(self, forest: int) -> int:
        """R9.3: the size of the largest orthogonally connected group of ``forest``."""
        not_first, not_last = self.cols
        w = self.width
        rest, best = forest, 0
        while rest and rest.bit_count() > best:
            group = rest & -rest
            while True:
                grown = group | (
                    forest
                    & (
                        ((group << 1) & not_first)
                        | ((group >> 1) & not_last)
                        | (group << w)
                        | (group >> w)
                    )
                )
                if grown == group:
                    break
                group = grown
            best = max(best, group.bit_count())
            rest &= ~group
        return best


@cache
def bits(key: str = "classic") -> Bits:
    """The shared bit sets of a planet layout."""
    return Bits(layout(key))


def _shadow(lines: tuple[tuple[int, ...], ...]) -> tuple[int, int, int]:
    steps = {b - a for line in lines for a, b in itertools.pairwise(line)}
    if len(steps) != 1:
        raise ValueError("a planet's light lines must run straight along the grid")
    one = two = 0
    for line in lines:
        for pos, i in enumerate(line):
            one |= (1 << i) if pos >= 1 else 0
            two |= (1 << i) if pos >= 2 else 0
    return steps.pop(), one, two
