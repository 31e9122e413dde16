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

from evergreen.rules import GameState

from .evaluate import CachedScore, Key, Masks, Weights
from .features import TOTAL_ROUNDS, Geometry, fertility_table, geometry, season_plan

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
) -> list[float]:
    """The feature vector of a planet (``FEATURES`` order); ``suns``: the sun side at each
    season end still to come, the current season first (at most four)."""
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
    targets = (n_space, n_sprout, n_small, n_space, n_space, 99)
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
    """Scores a player's position for one decision by a learned model."""

    __slots__ = ("_fertility", "_suns", "_weights")

    def __init__(self, state: GameState, seat: int, model: ValueModel) -> None:
        self._geo = geometry(state.players[seat].planet)
        self._suns = tuple(int(s) for s in season_plan(state).suns)
        self._fertility = fertility_table(state)
        self._weights = model.rounds[state.round]
        self._cache = {}

    def _score(self, key: Key) -> float:
        masks, levels, vp = key
        x = features(self._geo, self._suns, self._fertility, masks, levels)
        return vp + sum(w * f for w, f in zip(self._weights, x, strict=True))


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
