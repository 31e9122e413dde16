"""The second evaluation's fast form: ``VP + w . features`` with one decision's context
folded into the weights, so that a position costs a few bit counts per term instead of a
feature vector (the beams call it hundreds of thousands of times a game).

``tests/ai/test_value.py`` checks it against the plain dot product of ``value.features``.
"""

from __future__ import annotations

from evergreen.ai.evaluate import CachedScore, Key

from .features import Geometry, add_power_room

_POWERS = ("sprout", "small", "big", "bush", "lake", "buds")
_COUNTS = ("sprout", "small", "big", "bush", "lake", "space")


class FoldedEvaluator(CachedScore):
    """Scores one seat's positions in one decision's context (see the module docstring)."""

    __slots__ = (
        "_bias",
        "_biomes",
        "_by_levels",
        "_counts",
        "_forest",
        "_forests",
        "_frontier",
        "_levels",
        "_room",
        "_suns",
        "_supply",
    )

    def __init__(
        self,
        geo: Geometry,
        weights: dict[str, float],
        suns: tuple[int, ...],
        flowers: tuple[int, ...],
        pending: tuple[float, ...],
        pieces_left: tuple[int, int],
    ) -> None:
        self._geo = geo
        w = weights
        #: per sun to come: (side, light now, grown, grown twice, open sky, shaded trees)
        self._suns: tuple[tuple[int, float, float, float, float, float], ...] = tuple(
            (
                sun,
                w[f"light{k}_now"],
                w[f"light{k}_grown"],
                w[f"light{k}_grown2"],
                w[f"light{k}_sky"],
                w[f"light{k}_shaded"],
            )
            for k, sun in enumerate(suns[:4])
        )
        self._forest = (
            w["forest_now"],
            w["forest_grown"],
            w["forest_frontier"],
            w["forest_second"],
            w["forest_join"],
            w["forest_frontier_grown"],
        )
        self._forests: dict[int, tuple[int, int, int, tuple[tuple[int, int], ...]]] = {}
        biomes = []
        frontier = []
        for mask, f, p in zip(geo.biomes, flowers, pending, strict=True):
            per = (
                f * w["fertile_big"] + p * w["pending_big"],
                f * w["fertile_small"] + p * w["pending_small"],
                f * w["fertile_sprout"] + p * w["pending_sprout"],
                f * w["fertile_space"] + p * w["pending_space"],
            )
            if any(per):
                biomes.append((mask, *per))
            if f and w["forest_frontier_fertile"]:
                frontier.append((mask, f * w["forest_frontier_fertile"]))
        self._biomes = tuple(biomes)
        #: (biome, its visible flowers x the weight of a frontier space there)
        self._frontier = tuple(frontier)
        self._counts = tuple(w[f"count_{p}"] for p in _COUNTS)
        self._levels = tuple((w[f"level_{p}"], w[f"level2_{p}"]) for p in _POWERS)
        self._room = tuple(w[f"room_{p}"] for p in _POWERS)
        #: the terms of the power levels alone (the levels, their squares, the Buds' room)
        self._by_levels: dict[tuple[int, ...], float] = {}
        self._supply = pieces_left
        self._bias = w["bias"]
        self._cache = {}

    def _score(self, key: Key) -> float:
        (sprout, small, big, bush, lake), levels, vp = key
        trees = small | big
        forest = trees | bush
        free = self._geo.plantable & ~(forest | sprout | lake)
        n_sprout, n_small, n_big = sprout.bit_count(), small.bit_count(), big.bit_count()
        n_space = free.bit_count()
        v = vp + self._bias + self._light(sprout, small, big, free, n_small + n_big)
        v += self._forest_value(forest, sprout, free)
        for mask, w_big, w_small, w_sprout, w_space in self._biomes:
            v += (
                w_big * (big & mask).bit_count()
                + w_small * (small & mask).bit_count()
                + w_sprout * (sprout & mask).bit_count()
                + w_space * (free & mask).bit_count()
            )
        c = self._counts
        v += (
            c[0] * n_sprout
            + c[1] * n_small
            + c[2] * n_big
            + c[3] * bush.bit_count()
            + c[4] * lake.bit_count()
            + c[5] * n_space
        )
        v += self._level_value(levels)
        return add_power_room(v, self._room, self._supply, levels, (n_space, n_sprout, n_small))

    def _level_value(self, levels: tuple[int, ...]) -> float:
        """The terms of the levels alone, remembered: most positions share their levels."""
        found = self._by_levels.get(levels)
        if found is None:
            found = 0.0
            for (w1, w2), level in zip(self._levels, levels, strict=True):
                found += w1 * level + w2 * level * level
            found += self._room[5] * min(levels[5] + 1, 4)
            self._by_levels[levels] = found
        return found

    def _light(self, sprout: int, small: int, big: int, free: int, n_trees: int) -> float:
        """The light terms of every sun to come, sharing each sun's shifted masks."""
        geo = self._geo
        trees = small | big
        grown = trees | sprout
        v = 0.0
        for sun, a, b, c, w_sky, w_shaded in self._suns:
            step = geo.shifts[sun]
            one, two = geo.recv[sun]
            if step > 0:
                big1, big2 = big << step, big << (2 * step)
                trees1, trees2 = trees << step, trees << (2 * step)
                grown1, grown2 = grown << step, grown << (2 * step)
            else:
                big1, big2 = big >> -step, big >> (-2 * step)
                trees1, trees2 = trees >> -step, trees >> (-2 * step)
                grown1, grown2 = grown >> -step, grown >> (-2 * step)
            big2 &= two
            trees2 &= two
            shade_small = (trees1 & one) | big2
            lit_small = (small & ~shade_small).bit_count()
            lit_big = (big & ~((big1 & one) | big2)).bit_count()
            v += a * (lit_small + 2 * lit_big)
            v += w_sky * (free & ~shade_small).bit_count() + w_shaded * (
                n_trees - lit_small - lit_big
            )
            v += b * (
                (sprout & ~((grown1 & one) | trees2)).bit_count()
                + 2 * (trees & ~((trees1 & one) | trees2)).bit_count()
            )
            v += c * 2 * (grown & ~((grown1 & one) | (grown2 & two))).bit_count()
        return v

    def _forest_value(self, forest: int, sprout: int, free: int) -> float:
        geo = self._geo
        found = self._parts(forest)
        size, group, second, others = found
        w_now, w_grown, w_frontier, w_second, w_join, w_frontier_grown = self._forest
        grown = forest | sprout
        grown_found = found if grown == forest else self._parts(grown)
        frontier = geo.around(group) & free
        joined = 0
        for near, n in others:
            if near & frontier:
                joined += n
        v = (
            w_now * size
            + w_grown * grown_found[0]
            + w_frontier * frontier.bit_count()
            + w_second * second
            + w_join * joined
            + w_frontier_grown * (geo.around(grown_found[1]) & free).bit_count()
        )
        for mask, w in self._frontier:
            v += w * (frontier & mask).bit_count()
        return v

    def _parts(self, forest: int) -> tuple[int, int, int, tuple[tuple[int, int], ...]]:
        """``Geometry.forest_parts``, remembered: most placements leave the forests as they
        were."""
        found = self._forests.get(forest)
        if found is None:
            found = self._forests[forest] = self._geo.forest_parts(forest)
        return found
