"""A learned evaluation for the hard bot: VP now plus a linear model of the VP still to come.

``value = VP + w[round] . features(position)``, one weight row per round. The features are
public-information views of one planet: its light at each season end still to come as it
stands, one growth further and two growths further; its largest forest now and one growth
further; its trees, Sprouts and free spaces weighted by their biome's visible flowers; piece
counts; power levels (and their squares, and how much of the next use the planet has room
for). The weights are fitted by ``tools/train_value.py`` (ridge regression of the VP a
position went on to score, on self-play games) and stored in ``data/hard_value.json``.
Only public information is read, as with the hand-made evaluation.
"""

from __future__ import annotations

import json
import logging
import math
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from evergreen.rules import UNLIMITED_SUPPLY, GameState

from .evaluate import CachedScore, Key, Masks, Weights
from .features import (
    TOTAL_ROUNDS,
    Geometry,
    add_power_room,
    fertility_table,
    geometry,
    season_plan,
)

log = logging.getLogger(__name__)

FORMAT = "evergreen-value/1"
_POWERS = ("sprout", "small", "big", "bush", "lake", "buds")
#: The features, in the order of the weights (the data file repeats them, and must match).
FEATURES: tuple[str, ...] = (
    *(f"light{k}_{grown}" for k in range(4) for grown in ("now", "grown", "grown2")),
    "forest_now",
    "forest_grown",
    *(f"fertile_{p}" for p in ("big", "small", "sprout", "space")),
    *(f"count_{p}" for p in ("sprout", "small", "big", "bush", "lake", "space")),
    *(f"level_{p}" for p in _POWERS),
    *(f"level2_{p}" for p in _POWERS),
    *(f"room_{p}" for p in _POWERS),
    "bias",
)


def features(
    geo: Geometry,
    suns: tuple[int, ...],
    fertility: tuple[int, ...],
    masks: Masks,
    levels: tuple[int, ...],
    pieces_left: tuple[int, int] = UNLIMITED_SUPPLY,
) -> list[float]:
    """The feature vector of a planet (``FEATURES`` order); ``suns``: the sun side at each
    season end still to come, the current season first (at most four); ``pieces_left``: the
    Bushes and Lakes the shared supply still holds (R1.2), which bound what the next use of
    those powers can place."""
    sprout, small, big, bush, lake = masks
    out: list[float] = []
    trees = small | big
    for k in range(4):
        if k < len(suns):
            s = suns[k]
            out += (
                geo.light(small, big, s),
                geo.light(sprout, trees, s),
                geo.light(0, sprout | trees, s),
            )
        else:
            out += (0, 0, 0)
    out.append(geo.largest_forest(trees | bush))
    out.append(geo.largest_forest(sprout | trees | bush))
    taken = sprout | trees | bush | lake
    fertile = [0.0, 0.0, 0.0, 0.0]
    plantable = 0
    for b, mask in enumerate(geo.biomes):
        plantable |= mask
        f = fertility[b]
        fertile[0] += f * (big & mask).bit_count()
        fertile[1] += f * (small & mask).bit_count()
        fertile[2] += f * (sprout & mask).bit_count()
        fertile[3] += f * (mask & ~taken).bit_count()
    out += fertile
    n_sprout, n_small, n_space = (
        sprout.bit_count(),
        small.bit_count(),
        (plantable & ~taken).bit_count(),
    )
    out += (n_sprout, n_small, big.bit_count(), bush.bit_count(), lake.bit_count(), n_space)
    out += levels
    out += (level * level for level in levels)
    # what the next use of each power could act on: Sprouts, Small, Big, Bush, Lake, Buds
    bushes, lakes = pieces_left
    targets = (n_space, n_sprout, n_small, min(n_space, bushes), min(n_space, lakes), 99)
    out += (min(level + 1, 4, t) for level, t in zip(levels, targets, strict=True))
    out.append(1.0)
    return out


class ValueModel:
    """Weights of the learned evaluation: one row of ``len(FEATURES)`` per round."""

    def __init__(self, rounds: tuple[tuple[float, ...], ...], planet: str = "classic") -> None:
        if len(rounds) != TOTAL_ROUNDS:
            raise ValueError(
                f"a value model has {TOTAL_ROUNDS} rows (one per round), not {len(rounds)}"
            )
        for r, row in enumerate(rounds):
            if len(row) != len(FEATURES):
                raise ValueError(f"round {r}: {len(row)} weights for {len(FEATURES)} features")
            if not all(isinstance(w, int | float) and math.isfinite(w) for w in row):
                raise ValueError(f"round {r}: every weight must be a finite number")
        self.rounds = rounds
        self.planet = planet

    def evaluator(self, state: GameState, seat: int) -> LearnedEvaluator:
        """The evaluation of ``seat``'s positions in this state's context."""
        return LearnedEvaluator(state, seat, self)

    @classmethod
    def load(cls, path: Path) -> ValueModel:
        """Read a value file; a clear ``ValueError`` if it is not one."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
            raise ValueError(f"{path.name}: cannot read a value model ({err})") from None
        try:
            return cls.from_json(data)
        except ValueError as err:
            raise ValueError(f"{path.name}: {err}") from None

    @classmethod
    def from_json(cls, data: Any) -> ValueModel:
        """The model in a value file's parsed JSON (see ``to_json``)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a value model (expected format {FORMAT!r})")
        if data.get("features") != list(FEATURES):
            raise ValueError("its features are not the ones this version of the game computes")
        rounds = data.get("rounds")
        planet = data.get("planet")
        if not isinstance(rounds, list) or not all(isinstance(r, list) for r in rounds):
            raise ValueError("'rounds' must be a list of weight lists")
        if not isinstance(planet, str):
            raise ValueError("'planet' must name the planet layout it was trained on")
        return cls(tuple(tuple(row) for row in rounds), planet)

    def to_json(self, **about: Any) -> dict[str, Any]:
        """The value file's contents; ``about`` records how it was trained."""
        rows = [[round(w, 6) for w in row] for row in self.rounds]
        return {
            "format": FORMAT,
            "planet": self.planet,
            "about": about,
            "features": list(FEATURES),
            "rounds": rows,
        }


class LearnedEvaluator(CachedScore):
    """Scores a player's position for one decision by a learned model.

    The same value as ``VP + w . features(...)``, with the weights folded into this decision's
    context once (sun sides, visible flowers, plantable spaces), so that a position costs a
    few bit counts instead of a feature vector: the beams call this hundreds of thousands of
    times a game. ``tests/ai/test_learned.py`` checks it against the plain dot product.
    """

    __slots__ = (
        "_bias",
        "_by_levels",
        "_counts",
        "_fertile",
        "_forest",
        "_forests",
        "_level_weights",
        "_lights",
        "_room",
        "_supply",
    )

    def __init__(self, state: GameState, seat: int, model: ValueModel) -> None:
        geo = self._geo = geometry(state.players[seat].planet)
        w = dict(zip(FEATURES, model.rounds[state.round], strict=True))
        suns = tuple(int(s) for s in season_plan(state).suns)
        #: per sun to come: (grid step away from it, spaces one / two back in their line,
        #: weights of the light now, one growth and two growths further)
        self._lights = tuple(
            (
                geo.shifts[sun],
                *geo.recv[sun],
                (w[f"light{k}_now"], w[f"light{k}_grown"], w[f"light{k}_grown2"]),
            )
            for k, sun in enumerate(suns[:4])
        )
        self._forest = (w["forest_now"], w["forest_grown"])
        self._forests: dict[int, int] = {}
        by_flowers: dict[int, int] = {}
        for flowers, mask in zip(fertility_table(state), geo.biomes, strict=True):
            if flowers:
                by_flowers[flowers] = by_flowers.get(flowers, 0) | mask
        #: (biomes with f visible flowers, f x weight per Big, Small, Sprout, free space)
        self._fertile = tuple(
            (mask, tuple(f * w[f"fertile_{p}"] for p in ("big", "small", "sprout", "space")))
            for f, mask in sorted(by_flowers.items())
        )
        self._counts = tuple(
            w[f"count_{p}"] for p in ("sprout", "small", "big", "bush", "lake", "space")
        )
        self._level_weights = tuple((w[f"level_{p}"], w[f"level2_{p}"]) for p in _POWERS)
        self._by_levels: dict[tuple[int, ...], float] = {}
        self._room = tuple(w[f"room_{p}"] for p in _POWERS)
        self._supply = state.pieces_left
        self._bias = w["bias"]
        self._cache = {}

    def _score(self, key: Key) -> float:
        (sprout, small, big, bush, lake), levels, vp = key
        geo = self._geo
        v = vp + self._bias + self._light(sprout, small, big)
        forest = small | big | bush
        v += self._forest[0] * self._largest(forest) + self._forest[1] * self._largest(
            forest | sprout
        )
        free = geo.plantable & ~(forest | sprout | lake)
        for mask, (w_big, w_small, w_sprout, w_space) in self._fertile:
            v += (
                w_big * (big & mask).bit_count()
                + w_small * (small & mask).bit_count()
                + w_sprout * (sprout & mask).bit_count()
                + w_space * (free & mask).bit_count()
            )
        n_sprout, n_small, n_space = sprout.bit_count(), small.bit_count(), free.bit_count()
        c = self._counts
        v += (
            c[0] * n_sprout
            + c[1] * n_small
            + c[2] * big.bit_count()
            + c[3] * bush.bit_count()
            + c[4] * lake.bit_count()
            + c[5] * n_space
        )
        v += self._level_value(levels)
        # what the next use of each power could act on (as in ``features``)
        return add_power_room(v, self._room, self._supply, levels, (n_space, n_sprout, n_small))

    def _light(self, sprout: int, small: int, big: int) -> float:
        """``Geometry.light_outlook`` of every sun to come, written out in one loop."""
        trees = small | big
        grown = trees | sprout
        v = 0.0
        for step, one, two, (a, b, c) in self._lights:
            if step > 0:
                big1, big2 = big << step, (big << (2 * step)) & two
                trees1, trees2 = trees << step, (trees << (2 * step)) & two
                grown1, grown2 = grown << step, (grown << (2 * step)) & two
            else:
                big1, big2 = big >> -step, (big >> (-2 * step)) & two
                trees1, trees2 = trees >> -step, (trees >> (-2 * step)) & two
                grown1, grown2 = grown >> -step, (grown >> (-2 * step)) & two
            trees1 &= one
            # now: Small shaded by any tree one away or a Big two away; Big only by Bigs
            v += a * (
                (small & ~(trees1 | big2)).bit_count()
                + 2 * (big & ~((big1 & one) | big2)).bit_count()
            )
            # one growth further: Sprouts are Small, Small and Big are Big
            v += b * (
                (sprout & ~((grown1 & one) | trees2)).bit_count()
                + 2 * (trees & ~(trees1 | trees2)).bit_count()
            )
            # two growths further: every tree and Sprout is Big
            v += c * 2 * (grown & ~((grown1 & one) | grown2)).bit_count()
        return v

    def _largest(self, mask: int) -> int:
        """The largest forest in ``mask``, remembered: most placements leave it as it was."""
        found = self._forests.get(mask)
        if found is None:
            found = self._forests[mask] = self._geo.largest_forest(mask)
        return found

    def _level_value(self, levels: tuple[int, ...]) -> float:
        found = self._by_levels.get(levels)
        if found is None:
            pairs = zip(self._level_weights, levels, strict=True)
            found = sum(w1 * lv + w2 * lv * lv for (w1, w2), lv in pairs)
            found += self._room[5] * min(levels[5] + 1, 4)  # the Buds' room: levels alone
            self._by_levels[levels] = found
        return found


def default_path() -> Path:
    """The value file shipped with the game."""
    return Path(str(resources.files("evergreen.ai").joinpath("data", "hard_value.json")))


@cache
def default_model() -> ValueModel | None:
    """The shipped model, or None (with a logged reason) if it is missing or broken."""
    try:
        return ValueModel.load(default_path())
    except ValueError as err:
        log.warning("the hard bot falls back to the hand-made evaluation: %s", err)
        return None


def hard_weights(state: GameState) -> ValueModel | Weights:
    """What the hard bot judges with in this game: the learned model for the planet it was
    trained on, else the hand-made evaluation."""
    model = default_model()
    if model is not None and model.planet == state.options.planet:
        return model
    return Weights()
