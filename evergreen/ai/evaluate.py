"""A hand-made evaluation of one player's position: VP now plus the VP it should still bring.

The planet is judged at every season end still to come: its light under that season's sun
side (the sun moves each season, R9.4) and its largest forest, counted on the planet as it
stands now and, for a growing share the further that season end lies ahead, on the planet
"one growth further" (Sprouts as Small Trees, Small Trees as Big), since there will be turns
to grow them. Big Trees add their biome's visible fertility (R10.2); Sprouts and Small Trees
add a share of the fertility they may reach; raised power levels a value per round left.
Only public information is read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from evergreen.rules import PLANET_BIOMES, GameState, PlayerState, Power

from .features import SEASON_ROUNDS, Geometry, fertility_table, geometry, season_plan

#: (Sprouts, Small Trees, Big Trees, Bushes, Lakes) as bit masks: see ``Geometry.masks``
Masks = tuple[int, int, int, int, int]
Key = tuple[Masks, tuple[int, ...], int]


class Score(Protocol):
    """An evaluation of one seat's positions in one decision's context."""

    def __call__(self, player: PlayerState) -> float:
        """Value of a player's position."""
        ...

    def value(self, masks: Masks, levels: tuple[int, ...], vp: int) -> float:
        """Value of a position given by its parts (piece masks, levels, VP)."""
        ...


class Judge(Protocol):
    """A kind of evaluation (hand-made weights, a learned model): makes the ``Score`` of a
    seat in a state."""

    def evaluator(self, state: GameState, seat: int) -> Score:
        """The evaluation of ``seat``'s positions in this state's context."""
        ...


@dataclass(frozen=True)
class Weights:
    """Tunable weights of the evaluation (defaults tuned by solo self-play)."""

    light_now: float = 1.0  # light at this season's end
    light_later: float = 0.75  # light at each later season end
    forest_now: float = 1.5
    forest_later: float = 0.85
    fertility: float = 1.0  # per Big Tree, times its biome's visible flowers
    fertility_base: float = 0.3  # flowers a biome may still gain over a whole game
    sprout: float = 0.3  # a Sprout's promise (it may become a tree), when time remains
    sprout_fertility: float = 0.25  # ... plus this per flower of its biome
    small_fertility: float = 0.8  # a Small Tree's promise of becoming Big, per flower
    space: float = 0.5  # an empty space's promise (room for a tree), when time remains
    space_fertility: float = 0.0  # ... plus this per flower of its biome
    #: value of one power level per round left, by power (Sprout ... Buds)
    levels: tuple[float, ...] = field(default=(0.08, 0.12, 0.12, 0.05, 0.2, 0.1))
    horizon: float = 1.5  # rounds left at which promise counts half
    #: share per round ahead of judging a season end on the planet one growth further,
    #: capped at ``project_cap``
    project: float = 0.2
    project_cap: float = 0.6

    def evaluator(self, state: GameState, seat: int) -> Evaluator:
        """The evaluation of ``seat``'s positions in this state's context."""
        return Evaluator(state, seat, self)


class CachedScore:
    """A ``Score`` cached by pieces, levels and VP: subclasses set ``_geo`` (the planet's
    geometry) and an empty ``_cache``, and compute ``_score``."""

    __slots__ = ("_cache", "_geo")

    _cache: dict[Key, float]
    _geo: Geometry

    def __call__(self, player: PlayerState) -> float:
        """Expected final VP of this player's position (higher is better)."""
        return self.value(self._geo.masks(player.planet.pieces), player.levels, player.vp)

    def value(self, masks: Masks, levels: tuple[int, ...], vp: int) -> float:
        """The same evaluation from the parts of a position: piece masks, levels, VP."""
        key = (masks, levels, vp)
        found = self._cache.get(key)
        if found is None:
            found = self._score(key)
            self._cache[key] = found
        return found

    def _score(self, key: Key) -> float:
        raise NotImplementedError


class Evaluator(CachedScore):
    """Scores a player's position for one decision by the hand-made weights."""

    __slots__ = (
        "_biomes",
        "_forest",
        "_forests",
        "_levels",
        "_lights",
        "_projecting",
        "_suns",
    )

    def __init__(self, state: GameState, seat: int, weights: Weights | None = None) -> None:
        w = weights or Weights()
        plan = season_plan(state)
        self._geo = geometry(state.players[seat].planet)
        ends = _rounds_to_ends(plan.rounds_left_in_season, len(plan.suns), int(state.season))
        suns = []
        forest = [0.0, 0.0]
        for k, sun in enumerate(plan.suns):
            share = min(w.project_cap, w.project * ends[k])
            lw = w.light_now if k == 0 else w.light_later
            fw = w.forest_now if k == 0 else w.forest_later
            suns.append((int(sun), lw * (1 - share), lw * share))
            forest[0] += fw * (1 - share)
            forest[1] += fw * share
        self._suns = tuple(suns)
        self._forest = (forest[0], forest[1])
        self._projecting = any(later for _, _, later in suns)
        self._lights: dict[tuple[int, int, int], float] = {}
        self._forests: dict[tuple[int, int], float] = {}
        left = plan.rounds_left
        promise = left / (left + w.horizon)
        fert = fertility_table(state)
        later = w.fertility_base * left / 13
        biomes = []
        for b in PLANET_BIOMES:
            f = fert[b] + later
            sprout = (w.sprout + w.sprout_fertility * f) * promise
            space = (w.space + w.space_fertility * f) * promise
            small = w.small_fertility * f * promise
            biomes.append((self._geo.biomes[b], sprout, small, w.fertility * f, space))
        self._biomes = tuple(biomes)
        bushes, lakes = state.pieces_left  # a Bush or Lake level is worth nothing once none
        supplied = {Power.BUSH: bushes > 0, Power.LAKE: lakes > 0}  # is left (R1.2)
        self._levels = tuple(
            v * left * supplied.get(Power(p), True) for p, v in enumerate(w.levels)
        )
        self._cache = {}

    def _score(self, key: Key) -> float:
        (sprout, small, big, bush, lake), levels, vp = key
        v = float(vp) + self._light(small, big, 1) + self._forest_of(small | big | bush, 0)
        if self._projecting:
            # one growth further: Sprouts become Small Trees, Small Trees become Big
            v += self._light(sprout, small | big, 2)
            v += self._forest_of(sprout | small | big | bush, 1)
        taken = sprout | small | big | bush | lake
        for mask, per_sprout, per_small, per_big, per_space in self._biomes:
            v += (
                per_sprout * (sprout & mask).bit_count()
                + per_small * (small & mask).bit_count()
                + per_big * (big & mask).bit_count()
                + per_space * (mask & ~taken).bit_count()
            )
        lv = self._levels
        for power in range(len(Power)):
            v += lv[power] * levels[power]
        return v

    def _light(self, small: int, big: int, which: int) -> float:
        """Weighted light over the remaining season ends (``which``: 1 now, 2 grown)."""
        key = (small, big, which)
        found = self._lights.get(key)
        if found is None:
            geo = self._geo
            found = 0.0
            for sun_weights in self._suns:
                w = sun_weights[which]
                if w:
                    found += w * geo.light(small, big, sun_weights[0])
            self._lights[key] = found
        return found

    def _forest_of(self, mask: int, which: int) -> float:
        """Weighted largest forest (``which``: 0 now, 1 grown)."""
        key = (mask, which)
        found = self._forests.get(key)
        if found is None:
            found = self._forest[which] * self._geo.largest_forest(mask)
            self._forests[key] = found
        return found


def _rounds_to_ends(left_in_season: int, seasons: int, season: int) -> list[int]:
    """Rounds after this one until each remaining season end."""
    out = [left_in_season]
    for k in range(1, seasons):
        out.append(out[-1] + SEASON_ROUNDS[season + k])
    return out
