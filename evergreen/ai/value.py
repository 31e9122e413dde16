"""The second learned evaluation: VP now plus a per-round linear model of the VP to come, on
richer public features of one planet, for solo and for table games.

``value = VP + w[table][round] . features(context, position)``. The context is what a whole
decision shares (``Context``: the round, the sun side at each season end to come, the
visible flowers per biome, the flowers the unseen cards may still bring, the supply of
Bushes and Lakes); the position is one seat's pieces (bit sets) and power levels. The
features (``FEATURES``), besides those of the first model (``learned``):

- per season end to come: the light as the planet stands, one and two growths further;
  the free spaces where a new tree would stand in light ("open sky"); the trees in shade;
- the forest: the largest now and one growth further, the free spaces bordering the
  largest (its frontier), the second largest (a merge to come), the other forests a
  placement on a free space could join to the largest, the frontier of the largest once
  the Sprouts have grown, and the frontier weighted by its biomes' visible flowers;
- the fertility race: trees, Sprouts and free spaces by their biome's visible flowers, and
  trees, Sprouts and free spaces by the flowers the unseen cards may still bring to their
  biome;
- piece counts; power levels, their squares and the room the planet has for the next use.

The weights are fitted by ``tools/train_value.py`` on self-play games and stored in
``data/value.json``; a file made for other features is refused with a clear message.
Only public information is read. ``value_eval.FoldedEvaluator`` computes the same value
with the decision's context folded in (``tests/ai/test_value.py`` checks it against the
dot product).
"""

from __future__ import annotations

import json
import math
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

from evergreen.rules import PLANET_BIOMES, GameState, Planet, Sim, all_cards

from .evaluate import Masks
from .features import SEASON_ROUNDS, TOTAL_ROUNDS, Geometry, geometry
from .value_eval import FoldedEvaluator

FORMAT = "evergreen-value/2"
#: The model's two weight sets: solo games (against the automa) and games of 2-4 players.
TABLES = ("solo", "table")
_POWERS = ("sprout", "small", "big", "bush", "lake", "buds")
_COUNTS = ("sprout", "small", "big", "bush", "lake", "space")
_PER_SUN = ("now", "grown", "grown2", "sky", "shaded")
#: The features, in the order of the weights (the data file repeats them, and must match).
FEATURES: tuple[str, ...] = (
    *(f"light{k}_{what}" for k in range(4) for what in _PER_SUN),
    "forest_now",
    "forest_grown",
    "forest_frontier",
    "forest_second",
    "forest_join",
    "forest_frontier_grown",
    "forest_frontier_fertile",
    *(f"fertile_{p}" for p in ("big", "small", "sprout", "space")),
    "pending_big",
    "pending_small",
    "pending_sprout",
    "pending_space",
    *(f"count_{p}" for p in _COUNTS),
    *(f"level_{p}" for p in _POWERS),
    *(f"level2_{p}" for p in _POWERS),
    *(f"room_{p}" for p in _POWERS),
    "bias",
)
_FLOWERS = tuple(c.flowers for c in all_cards())
_BIOME = tuple(int(c.biome) for c in all_cards())


class Context(NamedTuple):
    """What the positions of one decision share (public information only)."""

    round: int
    table: int  # 0 solo, 1 a game of 2-4 players (``TABLES``)
    suns: tuple[int, ...]  # sun side at each season end to come, the current one first
    flowers: tuple[int, ...]  # visible flowers per biome (R10.1)
    pending: tuple[float, ...]  # flowers per biome the unseen cards may still bring
    pieces_left: tuple[int, int]  # Bushes and Lakes the shared supply still holds (R1.2)


def context(state: GameState | Sim) -> Context:
    """The context of a position (a state or a simulator)."""
    sim = state if isinstance(state, Sim) else Sim.of(state)
    left = TOTAL_ROUNDS - 1 - sim.round
    return Context(
        sim.round,
        0 if sim.players == 1 else 1,
        _suns(sim),
        tuple(sim.flowers),
        pending_flowers(sim.deck, left),
        sim.pieces_left(),
    )


def pending_flowers(unseen: tuple[int, ...], rounds_left: int) -> tuple[float, ...]:
    """Per biome, the flowers of the unseen cards times the share of them the rounds left
    will turn up (one card a round reaches the fertility zone, R4.5)."""
    share = min(1.0, rounds_left / len(unseen)) if unseen else 0.0
    out = [0.0] * len(PLANET_BIOMES)
    for c in unseen:
        if _FLOWERS[c]:
            out[_BIOME[c]] += _FLOWERS[c] * share
    return tuple(out)


def features(geo: Geometry, ctx: Context, masks: Masks, levels: tuple[int, ...]) -> list[float]:
    """The feature vector of a planet in a context (``FEATURES`` order)."""
    sprout, small, big, bush, lake = masks
    trees = small | big
    taken = sprout | trees | bush | lake
    free = geo.plantable & ~taken
    out: list[float] = []
    for k in range(4):
        if k < len(ctx.suns):
            s = ctx.suns[k]
            shade_small, shade_big = geo.shadows(small, big, s)
            out += (
                geo.light(small, big, s),
                geo.light(sprout, trees, s),
                geo.light(0, sprout | trees, s),
                (free & ~shade_small).bit_count(),
                (small & shade_small).bit_count() + (big & shade_big).bit_count(),
            )
        else:
            out += (0, 0, 0, 0, 0)
    forest = trees | bush
    size, group, second, others = geo.forest_parts(forest)
    frontier = geo.around(group) & free
    grown_group = geo.forest_groups(forest | sprout)[1]
    out += (size, grown_group.bit_count(), frontier.bit_count(), second)
    out.append(sum(n for near, n in others if near & frontier))
    out.append((geo.around(grown_group) & free).bit_count())
    fertile = [0.0, 0.0, 0.0, 0.0]
    pending = [0.0, 0.0, 0.0, 0.0]
    frontier_fertile = 0.0
    for b, mask in enumerate(geo.biomes):
        f, p = ctx.flowers[b], ctx.pending[b]
        n_big, n_small = (big & mask).bit_count(), (small & mask).bit_count()
        n_sprout, n_free = (sprout & mask).bit_count(), (free & mask).bit_count()
        fertile[0] += f * n_big
        fertile[1] += f * n_small
        fertile[2] += f * n_sprout
        fertile[3] += f * n_free
        frontier_fertile += f * (frontier & mask).bit_count()
        pending[0] += p * n_big
        pending[1] += p * n_small
        pending[2] += p * n_sprout
        pending[3] += p * n_free
    out.append(frontier_fertile)
    out += fertile
    out += pending
    n_sprout, n_small, n_space = sprout.bit_count(), small.bit_count(), free.bit_count()
    out += (n_sprout, n_small, big.bit_count(), bush.bit_count(), lake.bit_count(), n_space)
    out += levels
    out += (level * level for level in levels)
    bushes, lakes = ctx.pieces_left
    targets = (n_space, n_sprout, n_small, min(n_space, bushes), min(n_space, lakes), 99)
    out += (min(level + 1, 4, t) for level, t in zip(levels, targets, strict=True))
    out.append(1.0)
    return out


class ValueModel2:
    """Weights of the evaluation: per table kind, one row of ``len(FEATURES)`` per round."""

    def __init__(
        self, tables: tuple[tuple[tuple[float, ...], ...], ...], planet: str = "classic"
    ) -> None:
        if len(tables) != len(TABLES):
            raise ValueError(f"a value model has {len(TABLES)} weight sets ({', '.join(TABLES)})")
        for name, rounds in zip(TABLES, tables, strict=True):
            if len(rounds) != TOTAL_ROUNDS:
                raise ValueError(f"{name}: {len(rounds)} rows for {TOTAL_ROUNDS} rounds")
            for r, row in enumerate(rounds):
                if len(row) != len(FEATURES):
                    raise ValueError(
                        f"{name}, round {r}: {len(row)} weights for {len(FEATURES)} features"
                    )
                if not all(isinstance(w, int | float) and math.isfinite(w) for w in row):
                    raise ValueError(f"{name}, round {r}: every weight must be a finite number")
        self.tables = tables
        self.planet = planet

    def evaluator(self, state: GameState | Sim, seat: int) -> FoldedEvaluator:
        """The evaluation of ``seat``'s positions in this position's context."""
        return self.evaluator_in(context(state))

    def evaluator_in(self, ctx: Context) -> FoldedEvaluator:
        """The evaluation of positions in a context (``value_eval``: the weights folded)."""
        row = self.tables[ctx.table][ctx.round]
        weights = dict(zip(FEATURES, row, strict=True))
        geo = geometry_of(self.planet)
        return FoldedEvaluator(geo, weights, ctx.suns, ctx.flowers, ctx.pending, ctx.pieces_left)

    def value(self, geo: Geometry, ctx: Context, masks: Masks, levels: tuple[int, ...]) -> float:
        """The VP still to come, by the plain dot product (for tests and training)."""
        row = self.tables[ctx.table][ctx.round]
        return sum(w * x for w, x in zip(row, features(geo, ctx, masks, levels), strict=True))

    @classmethod
    def load(cls, path: Path) -> ValueModel2:
        """Read a value file; a clear ``ValueError`` if it is not one this game can use."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
            raise ValueError(f"{path.name}: cannot read a value model ({err})") from None
        try:
            return cls.from_json(data)
        except ValueError as err:
            raise ValueError(f"{path.name}: {err}") from None

    @classmethod
    def from_json(cls, data: Any) -> ValueModel2:
        """The model in a value file's parsed JSON (see ``to_json``)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a value model of this game (expected format {FORMAT!r})")
        named = data.get("features")
        if named != list(FEATURES):
            raise ValueError(_mismatch(named))
        tables = data.get("tables")
        planet = data.get("planet")
        if not isinstance(tables, dict) or sorted(tables) != sorted(TABLES):
            raise ValueError(f"'tables' must hold the weight sets {', '.join(TABLES)}")
        if not isinstance(planet, str):
            raise ValueError("'planet' must name the planet layout it was trained on")
        rows = []
        for name in TABLES:
            rounds = tables[name]
            if not isinstance(rounds, list) or not all(isinstance(r, list) for r in rounds):
                raise ValueError(f"'tables.{name}' must be a list of weight lists")
            rows.append(tuple(tuple(row) for row in rounds))
        return cls(tuple(rows), planet)

    def to_json(self, **about: Any) -> dict[str, Any]:
        """The value file's contents; ``about`` records how it was trained."""
        return {
            "format": FORMAT,
            "planet": self.planet,
            "about": about,
            "features": list(FEATURES),
            "tables": {
                name: [[round(w, 6) for w in row] for row in rounds]
                for name, rounds in zip(TABLES, self.tables, strict=True)
            },
        }


def geometry_of(planet: str) -> Geometry:
    """The bit-set geometry of a planet layout by name."""
    return geometry(Planet.empty(planet))


def default_path() -> Path:
    """The value file shipped with the game."""
    return Path(str(resources.files("evergreen.ai").joinpath("data", "value.json")))


def _suns(sim: Sim) -> tuple[int, ...]:
    season = _SEASON_OF_ROUND[sim.round]
    return tuple((sim.sun + k) % 4 for k in range(4 - season))


def _mismatch(named: object) -> str:
    """Why a model's feature list is refused: the first difference, in words."""
    if not isinstance(named, list):
        return "it names no features: not a value model of this game"
    ours = list(FEATURES)
    for k, (theirs, mine) in enumerate(zip(named, ours, strict=False)):
        if theirs != mine:
            return (
                f"its features do not match this version of the game (feature {k + 1} is "
                f"{theirs!r}, this game computes {mine!r}): retrain it with tools/train_value.py"
            )
    return (
        f"its features do not match this version of the game ({len(named)} features, this "
        f"game computes {len(ours)}): retrain it with tools/train_value.py"
    )


_SEASON_OF_ROUND = tuple(s for s, n in enumerate(SEASON_ROUNDS) for _ in range(n))
