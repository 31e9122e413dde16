"""Fast, public-information views of a position for the bots: light, forest, the season plan.

Everything here reads only what every player can see (planets, levels, VP, the fertility
zone, the sun, the round). Light (R9.1) and the largest forest (R9.3) are computed on bit
masks of the pieces, totals only, many times faster than the engine's ``light_score`` and
``largest_forest``, which ``tests/ai`` checks them against.
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from evergreen.rules import (
    PLANET_BIOMES,
    Command,
    GameState,
    Phase,
    Piece,
    Planet,
    PlayerState,
    Sun,
    Verb,
    apply,
    fertility_of,
    hypothetical_turn,
)

#: Rounds per season, Spring to Winter (R3.1).
SEASON_ROUNDS: tuple[int, ...] = (5, 4, 3, 2)
TOTAL_ROUNDS = sum(SEASON_ROUNDS)

SPROUT, SMALL, BIG = int(Piece.SPROUT), int(Piece.SMALL_TREE), int(Piece.BIG_TREE)
BUSH = int(Piece.BUSH)


class Geometry:
    """A layout as bit masks (bit i = grid index i), for light and forest in a few big-int
    operations: a shadow is a mask shifted one or two spaces away from the sun."""

    __slots__ = ("biomes", "bits", "cols", "plantable", "recv", "shifts", "width")

    def __init__(self, planet: Planet) -> None:
        lay = planet.layout
        width = self.width = lay.width
        self.bits = tuple((i, 1 << i) for i in lay.plantable)
        self.biomes = tuple(sum(1 << i for i in spaces) for spaces in lay.by_biome)
        self.plantable = sum(self.biomes)  # every space of a biome (ravines are none)
        left = sum(1 << (r * width) for r in range(lay.height))
        right = sum(1 << (r * width + width - 1) for r in range(lay.height))
        full = (1 << len(lay.cell)) - 1
        #: not the first / not the last column (stops sideways shifts wrapping a row)
        self.cols = (full & ~left, full & ~right)
        shifts: list[int] = []
        recv: list[tuple[int, int]] = []
        for sun in Sun:
            step = _step(lay.lines[sun])
            one = two = 0
            for line in lay.lines[sun]:
                for pos, i in enumerate(line):
                    one |= (1 << i) if pos >= 1 else 0
                    two |= (1 << i) if pos >= 2 else 0
            shifts.append(step)
            recv.append((one, two))
        self.shifts = tuple(shifts)
        self.recv = tuple(recv)

    def masks(self, pieces: tuple[int, ...]) -> tuple[int, int, int, int, int]:
        """(Sprouts, Small Trees, Big Trees, Bushes, Lakes) as bit masks."""
        sprout = small = big = bush = lake = 0
        for i, bit in self.bits:
            p = pieces[i]
            if p:
                if p == SMALL:
                    small |= bit
                elif p == BIG:
                    big |= bit
                elif p == SPROUT:
                    sprout |= bit
                elif p == BUSH:
                    bush |= bit
                else:
                    lake |= bit
        return sprout, small, big, bush, lake

    def light(self, small: int, big: int, sun: int) -> int:
        """R9.1 light VP for the sun side ``sun`` of Small and Big Trees given as masks."""
        step = self.shifts[sun]
        one, two = self.recv[sun]
        trees = small | big
        if step > 0:
            near = (trees << step) & one
            far_big = ((big << step) & one) | ((big << (2 * step)) & two)
            far = (big << (2 * step)) & two
        else:
            near = (trees >> -step) & one
            far_big = ((big >> -step) & one) | ((big >> (-2 * step)) & two)
            far = (big >> (-2 * step)) & two
        lit_small = small & ~(near | far)
        lit_big = big & ~far_big
        return lit_small.bit_count() + 2 * lit_big.bit_count()

    def light_outlook(
        self, sprout: int, small: int, big: int, sun: int, weights: tuple[float, float, float]
    ) -> float:
        """``a * light(small, big) + b * light(sprout, small | big) + c * light(0, all)``
        for ``weights`` (a, b, c): the light as the planet stands, one growth further and two
        growths further, sharing the shifted masks of the three."""
        step = self.shifts[sun]
        one, two = self.recv[sun]
        trees = small | big
        grown = trees | sprout
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
        grown2 &= two
        a, b, c = weights
        # now: Small shaded by any tree one away or a Big two away; Big only by Bigs
        v = a * (
            (small & ~((trees1 & one) | big2)).bit_count()
            + 2 * (big & ~((big1 & one) | big2)).bit_count()
        )
        # one growth further: Sprouts are Small, Small and Big are Big
        v += b * (
            (sprout & ~((grown1 & one) | trees2)).bit_count()
            + 2 * (trees & ~((trees1 & one) | trees2)).bit_count()
        )
        # two growths further: every tree and Sprout is Big
        return v + c * 2 * (grown & ~((grown1 & one) | grown2)).bit_count()

    def shadows(self, small: int, big: int, sun: int) -> tuple[int, int]:
        """R9.1: the spaces where a Small Tree, and where a Big Tree, would stand in the
        shadow of these trees with the sun on side ``sun``."""
        step = self.shifts[sun]
        one, two = self.recv[sun]
        trees = small | big
        if step > 0:
            near, big1, big2 = trees << step, big << step, big << (2 * step)
        else:
            near, big1, big2 = trees >> -step, big >> -step, big >> (-2 * step)
        far = big2 & two
        return (near & one) | far, (big1 & one) | far

    def around(self, group: int) -> int:
        """The spaces orthogonally next to ``group`` (on the grid; not the group itself)."""
        not_left, not_right = self.cols
        w = self.width
        grown = ((group << 1) & not_left) | ((group >> 1) & not_right) | (group << w) | (group >> w)
        return grown & ~group

    def forest_groups(self, forest: int) -> tuple[int, int, int]:
        """R9.3: the largest group's size and spaces (the first found among equals), and the
        size of the second largest."""
        not_left, not_right = self.cols
        w = self.width
        rest = forest
        best = second = 0
        best_group = 0
        while rest:
            group = rest & -rest
            while True:
                grown = group | (
                    forest
                    & (
                        ((group << 1) & not_left)
                        | ((group >> 1) & not_right)
                        | (group << w)
                        | (group >> w)
                    )
                )
                if grown == group:
                    break
                group = grown
            size = group.bit_count()
            if size > best:
                best, second, best_group = size, best, group
            elif size > second:
                second = size
            rest &= ~group
        return best, best_group, second

    def forest_parts(self, forest: int) -> tuple[int, int, int, tuple[tuple[int, int], ...]]:
        """``forest_groups`` and, for every other group, the spaces next to it and its size
        (what a placement next to both it and the largest would join to the largest): each
        group found once."""
        groups: list[int] = []
        rest = forest
        while rest:
            group = rest & -rest
            while True:
                grown = group | (forest & self.around(group))
                if grown == group:
                    break
                group = grown
            groups.append(group)
            rest &= ~group
        best_group = max(groups, key=int.bit_count, default=0)  # the first among equals
        others = tuple((self.around(g), g.bit_count()) for g in groups if g != best_group)
        second = max((size for _, size in others), default=0)
        return best_group.bit_count(), best_group, second, others

    def largest_forest(self, forest: int) -> int:
        """R9.3: the size of the largest connected group in the mask ``forest``."""
        not_left, not_right = self.cols
        w = self.width
        rest = forest
        best = 0
        while rest and rest.bit_count() > best:
            group = rest & -rest
            while True:
                grown = group | (
                    forest
                    & (
                        ((group << 1) & not_left)
                        | ((group >> 1) & not_right)
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


def geometry(planet: Planet) -> Geometry:
    """The (cached) bit-mask geometry of a planet's layout."""
    found = _GEOMETRY.get(planet.layout.key)
    if found is None:
        found = _GEOMETRY[planet.layout.key] = Geometry(planet)
    return found


def light_total(planet: Planet, sun: Sun) -> int:
    """R9.1 light VP of a planet for one sun side (bit-mask version of ``light_score``)."""
    g = geometry(planet)
    _, small, big, _, _ = g.masks(planet.pieces)
    return g.light(small, big, sun)


def largest_forest_size(planet: Planet) -> int:
    """R9.3 largest forest of a planet (bit-mask version of ``largest_forest``)."""
    g = geometry(planet)
    _, small, big, bush, _ = g.masks(planet.pieces)
    return g.largest_forest(small | big | bush)


_GEOMETRY: dict[str, Geometry] = {}


def _step(lines: tuple[tuple[int, ...], ...]) -> int:
    """The grid offset from a space to the next one away from the sun (same for all lines)."""
    steps = {b - a for line in lines for a, b in itertools.pairwise(line)}
    if len(steps) != 1:
        raise ValueError("a planet's light lines must run straight along the grid")
    return steps.pop()


class SeasonPlan(NamedTuple):
    """The season ends still to come from a round: their sun sides and rounds left."""

    suns: tuple[Sun, ...]  # sun side at each remaining season end, the current one first
    rounds_left: int  # full rounds after the current one
    rounds_left_in_season: int  # rounds after the current one in this season
    last_round: bool


def season_plan(state: GameState) -> SeasonPlan:
    """Which sun sides will still score light, and how many rounds remain (R3.1, R9.4)."""
    season = int(state.season)
    suns = tuple(Sun((int(state.sun) + k) % 4) for k in range(4 - season))
    left = TOTAL_ROUNDS - 1 - state.round
    in_season = SEASON_ROUNDS[season] - 1 - state.round_in_season
    return SeasonPlan(suns, left, in_season, left == 0)


def fertility_table(state: GameState) -> tuple[int, ...]:
    """Visible flowers per planet biome now (R10.1)."""
    return tuple(fertility_of(state, b) for b in PLANET_BIOMES)


def turn_after_pick(state: GameState, seat: int, card_id: int) -> GameState:
    """The position in which ``seat`` would play its turn after taking ``card_id``.

    When nobody chooses anything between the pick and that turn (solo: the automa's pick and
    the clean-up follow the rules, R11.2, R4.5; or the seat picks last and acts first), it is
    the real position, with the fertility zone as the clean-up leaves it. Otherwise the
    others' picks are unknown and it is the rules' what-if (``hypothetical_turn``)."""
    after = apply(state, Command(seat, Verb.TAKE, card_id))
    if after.phase is Phase.ACTIONS and after.awaiting == seat:
        return after
    return hypothetical_turn(state, seat, card_id)


def player_key(player: PlayerState) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """What matters of a player's position for evaluation: pieces, levels, VP."""
    return (player.planet.pieces, player.levels, player.vp)


def add_power_room(
    v: float,
    room: tuple[float, ...],
    supply: tuple[int, int],
    levels: tuple[int, ...],
    targets: tuple[int, int, int],
) -> float:
    """``v`` plus the learned evaluations' room terms: what the next use of each power
    could act on, ``min(level + 1, 4, its targets)`` (the Bushes' and Lakes' also within
    the supply left) times its weight in ``room``; ``targets`` are the free spaces, the
    Sprouts and the small trees. Written out and added in order, as the beams call it for
    every position they weigh."""
    n_space, n_sprout, n_small = targets
    r_sprout, r_small, r_big, r_bush, r_lake = room[:5]
    bushes, lakes = supply
    sprout_l, small_l, big_l, bush_l, lake_l = levels[:5]
    n = sprout_l + 1 if sprout_l < 3 else 4
    v += r_sprout * (n if n < n_space else n_space)
    n = small_l + 1 if small_l < 3 else 4
    v += r_small * (n if n < n_sprout else n_sprout)
    n = big_l + 1 if big_l < 3 else 4
    v += r_big * (n if n < n_small else n_small)
    n = bush_l + 1 if bush_l < 3 else 4
    v += r_bush * min(n, n_space, bushes)
    n = lake_l + 1 if lake_l < 3 else 4
    return v + r_lake * min(n, n_space, lakes)
