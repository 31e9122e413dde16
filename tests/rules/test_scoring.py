"""Scoring rules: light (R9.1-R9.2), largest forest (R9.3), season change (R9.4), end of game
(R10.1-R10.4). Expected values are worked out by hand from RULES.md / DATA.md."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from evergreen.rules import (
    Biome,
    Command,
    EventKind,
    GameState,
    Phase,
    Piece,
    Planet,
    PlayerState,
    ScoreEntry,
    Source,
    Sun,
    Turn,
    apply,
    breakdown,
    breakdown_from_events,
    card,
    fertility_of,
    largest_forest,
    legal_commands,
    light_score,
    new_game,
    player_breakdown,
    ranking,
    winner,
)
from evergreen.rules.commands import Verb
from evergreen.rules.enums import PLANET_BIOMES
from evergreen.rules.scoring import fertility_scores
from evergreen.rules.state import ZoneCard, check_state
from tests.rules.helpers import CLASSIC_GRID, EMPTY_PLANET, cid, set_planet, swap_cards

# DATA.md: rounds per season, starting VP by seat order from the first player.
SEASON_ROUNDS = (5, 4, 3, 2)
START_VP = (0, 1, 2, 3)

# ---------------------------------------------------------------------------------------
# R9.2 worked lines. Each entry: line, expected points per position (None: not a tree,
# 0: a shaded tree), total.
WORKED = [
    ("t T t t T", [1, 2, 0, 0, 2], 5),
    ("t t b t", [1, 0, None, 1], 2),
    ("T T t t", [2, 0, 0, 0], 2),
    ("t . t T T", [1, None, 1, 2, 0], 4),
    ("t ~ t t t", [1, None, 1, 0, 0], 2),
    ("t s t t t", [1, None, 1, 0, 0], 2),
    ("tt", [1, 0], 1),
    ("tT", [1, 2], 3),
    ("TtT", [2, 0, 0], 2),
]


def _line_spaces(sun: Sun, n: int) -> list[tuple[int, int]]:
    """Where position k of a line read away from ``sun`` lies: row 2 (7 spaces, no ravine)
    for LEFT/RIGHT, column 4 (r0..r6: G G G F W W W, no ravine) for TOP/BOTTOM."""
    if sun is Sun.LEFT:
        return [(2, k) for k in range(n)]
    if sun is Sun.RIGHT:
        return [(2, 6 - k) for k in range(n)]
    if sun is Sun.TOP:
        return [(k, 4) for k in range(n)]
    return [(6 - k, 4) for k in range(n)]


@pytest.mark.parametrize("sun", [Sun.LEFT, Sun.RIGHT, Sun.TOP, Sun.BOTTOM], ids=lambda s: s.name)
@pytest.mark.parametrize(("line", "per_pos", "total"), WORKED, ids=[w[0] for w in WORKED])
def test_r9_2_worked_line(line: str, per_pos: list[int | None], total: int, sun: Sun) -> None:
    """R9.2: every worked line scores as in the rulebook, whichever side the sun is on (the
    line is laid out so that it is read from that sun's side)."""
    cells = list(line.replace(" ", "").replace(".", "_"))
    where = _line_spaces(sun, len(cells))
    planet = _planet_with(dict(zip(where, cells, strict=True)))
    score = light_score(planet, sun)
    assert score.total == total
    lit = {r * 7 + c: p for (r, c), p in zip(where, per_pos, strict=True) if p}
    shaded = {r * 7 + c for (r, c), p in zip(where, per_pos, strict=True) if p == 0}
    assert score.points == lit
    assert score.shaded == frozenset(shaded)
    assert score.total == sum(score.points.values())


def test_r9_2_worked_lines_scored_from_the_wrong_side_differ() -> None:
    """R9.1/R9.2: `t T t t T` on row 2 read from the RIGHT is `T t t T t` -> 2+0+0+2+0 = 4,
    not the 5 it scores from the LEFT."""
    planet = _planet_with(_cells_at([(2, k) for k in range(5)], "tTttT"))
    right = light_score(planet, Sun.RIGHT)
    assert right.total == 4
    assert right.points == {_i(2, 4): 2, _i(2, 1): 2}
    assert right.shaded == {_i(2, 3), _i(2, 2), _i(2, 0)}
    assert light_score(planet, Sun.LEFT).total == 5


def test_r9_1_ravine_inside_a_line_counts_as_empty_space() -> None:
    """R9.1: row 3 is S S S # F F F. `T # t T` from c2: the Big Tree shades the ravine and
    r3c4 (the ravine is a space), so the Small Tree is shaded; r3c5 is lit: total 4."""
    planet = _planet_with({(3, 2): "T", (3, 4): "t", (3, 5): "T"})
    score = light_score(planet, Sun.LEFT)
    assert score.total == 4
    assert score.points == {_i(3, 2): 2, _i(3, 5): 2}
    assert score.shaded == {_i(3, 4)}


def test_r9_1_ravines_in_a_column_pass_shadow() -> None:
    """R9.1: column 3 is N # N # W # W. With T, t, T, t on r0, r2, r4, r6 and the sun on TOP:
    T(r0) shades r1 (ravine) and r2; t(r2) shades only r3, so T(r4) is lit and shades r5, r6."""
    planet = _planet_with({(0, 3): "T", (2, 3): "t", (4, 3): "T", (6, 3): "t"})
    score = light_score(planet, Sun.TOP)
    assert score.total == 4
    assert score.points == {_i(0, 3): 2, _i(4, 3): 2}
    assert score.shaded == {_i(2, 3), _i(6, 3)}


@pytest.mark.parametrize(
    ("cells", "total"),
    [("T_t", 2), ("T__t", 3), ("t_t", 2), ("T__T", 4), ("T_T", 2)],
)
def test_r9_1_empty_spaces_let_shadow_pass(cells: str, total: int) -> None:
    """R9.1: a tree's shadow covers the next 1 (Small) or 2 (Big) spaces, empty or not."""
    planet = _planet_with(_cells_at([(2, k) for k in range(len(cells))], cells))
    assert light_score(planet, Sun.LEFT).total == total


def test_r9_1_shaded_trees_still_cast_shadow() -> None:
    """R9.1: in `t t t` the second tree is shaded yet shades the third: total 1."""
    planet = _planet_with(_cells_at([(2, 0), (2, 1), (2, 2)], "ttt"))
    score = light_score(planet, Sun.LEFT)
    assert score.total == 1
    assert score.shaded == {_i(2, 1), _i(2, 2)}


def test_r9_1_a_taller_tree_in_a_lower_shadow_is_lit() -> None:
    """R9.1: a Big Tree in a Small Tree's shadow is lit; a Small Tree in it is not."""
    planet = _planet_with({(2, 0): "t", (2, 1): "T", (4, 0): "t", (4, 1): "t"})
    score = light_score(planet, Sun.LEFT)
    assert score.points == {_i(2, 0): 1, _i(2, 1): 2, _i(4, 0): 1}
    assert score.shaded == {_i(4, 1)}


def test_r9_1_each_line_is_independent() -> None:
    """R9.1: row 0 is r0c2..r0c4 and row 1 starts at r1c1. A Big Tree ending row 0 does not
    shade the Small Tree starting row 1 (sun LEFT), nor does shadow leave the planet."""
    planet = _planet_with({(0, 4): "T", (1, 1): "t", (1, 2): "t"})
    score = light_score(planet, Sun.LEFT)
    assert score.points == {_i(0, 4): 2, _i(1, 1): 1}
    assert score.shaded == {_i(1, 2)}
    assert score.total == 3


def test_r9_1_row_zero_has_three_spaces() -> None:
    """R9.1: a line is the run of planet spaces: row 0 is N N G (c2..c4) so `T t t` fills it
    and both Small Trees are shaded (total 2)."""
    planet = _planet_with(_cells_at([(0, 2), (0, 3), (0, 4)], "Ttt"))
    assert light_score(planet, Sun.LEFT).total == 2
    # RIGHT reads t(c4) t(c3) T(c2): 1 + 0 + 2 (the Big Tree is only in a Small shadow).
    assert light_score(planet, Sun.RIGHT).total == 3


def test_r9_1_sun_side_matters() -> None:
    """R9.1: `T t t` at r2c0..c2. LEFT: 2+0+0 = 2. RIGHT reads t(c2) t(c1) T(c0): 1+0+2 = 3.
    TOP/BOTTOM: each tree is alone in its column: 2+1+1 = 4."""
    planet = _planet_with(_cells_at([(2, 0), (2, 1), (2, 2)], "Ttt"))
    assert light_score(planet, Sun.LEFT).total == 2
    assert light_score(planet, Sun.RIGHT).total == 3
    assert light_score(planet, Sun.TOP).total == 4
    assert light_score(planet, Sun.BOTTOM).total == 4


def test_r9_1_bushes_lakes_sprouts_cast_no_shadow_and_score_nothing() -> None:
    """R7.2-R7.4 / R9.1: only trees score light; `b t`, `~ t`, `s t` all give 1."""
    planet = _planet_with({(2, 0): "b", (2, 1): "t", (3, 0): "~", (3, 1): "t"})
    planet = _put(planet, (4, 0), "s")
    planet = _put(planet, (4, 1), "t")
    score = light_score(planet, Sun.LEFT)
    assert score.points == {_i(2, 1): 1, _i(3, 1): 1, _i(4, 1): 1}
    assert score.shaded == frozenset()


def test_r9_1_empty_planet_scores_nothing() -> None:
    """R9.1: no trees, no light VP, from any side."""
    for sun in Sun:
        assert light_score(Planet.empty(), sun).total == 0


def test_r9_1_light_matches_a_reference_on_played_planets() -> None:
    """R9.1: light_score agrees with a direct reading of the rule (a tree is shaded iff an
    earlier tree of equal or greater height is within its shadow length) on real planets."""
    checked = 0
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        state = _play(new_game(players, seed), random.Random(seed), lambda s: s.is_over)
        for p in state.players:
            for sun in Sun:
                score = light_score(p.planet, sun)
                points, shaded = _reference_light(p.planet, sun)
                assert (score.points, set(score.shaded)) == (points, shaded)
                checked += len(points) + len(shaded)
    assert checked > 0


# ---------------------------------------------------------------------------------------
# R9.3 largest forest


def test_r9_3_forest_crosses_biomes_and_counts_bushes() -> None:
    """R9.3: r2c2 t (Snow), r2c3 T (Snow), r2c4 b (Grassland), r3c4 t (Flowers) are one
    forest of 4 whatever the biomes."""
    planet = _planet_with({(2, 2): "t", (2, 3): "T", (2, 4): "b", (3, 4): "t"})
    assert largest_forest(planet) == 4


def test_r9_3_diagonal_does_not_connect() -> None:
    """R9.3: r2c0 and r3c1 touch only diagonally: two forests of 1."""
    planet = _planet_with({(2, 0): "T", (3, 1): "T"})
    assert largest_forest(planet) == 1


@pytest.mark.parametrize("gap", ["s", "~", "_"])
def test_r9_3_sprouts_lakes_and_empty_spaces_do_not_connect(gap: str) -> None:
    """R9.3 / R7.3-R7.4: `t X T` with X a Sprout, Lake or nothing: largest forest 1."""
    planet = _planet_with({(2, 0): "t", (2, 1): gap, (2, 2): "T"})
    assert largest_forest(planet) == 1


def test_r9_3_sprouts_and_lakes_are_not_in_forests() -> None:
    """R9.3: a Sprout or Lake next to a forest does not add to its size."""
    planet = _planet_with({(2, 0): "t", (2, 1): "T", (3, 0): "s", (3, 1): "~", (1, 1): "~"})
    assert largest_forest(planet) == 2


def test_r9_3_ravine_does_not_connect() -> None:
    """R9.3: r3c2 and r3c4 are separated by the ravine r3c3: two forests of 1."""
    planet = _planet_with({(3, 2): "T", (3, 4): "T"})
    assert largest_forest(planet) == 1


def test_r9_3_bushes_alone_are_a_forest() -> None:
    """R9.3: Bushes count in forests (R7.2): three Bushes in a row make 3."""
    planet = _planet_with(_cells_at([(4, 3), (4, 4), (4, 5)], "bbb"))
    assert largest_forest(planet) == 3


def test_r9_3_lit_or_not() -> None:
    """R9.3: `T T t t` (three trees shaded) is one forest of 4."""
    planet = _planet_with(_cells_at([(2, k) for k in range(4)], "TTtt"))
    assert light_score(planet, Sun.LEFT).shaded == {_i(2, 1), _i(2, 2), _i(2, 3)}
    assert largest_forest(planet) == 4


def test_r9_3_only_the_largest_forest_scores() -> None:
    """R9.3: forests of 3 (column 4, r0..r2) and 2 (r5c1-r5c2): 3, not 5."""
    planet = _planet_with({(0, 4): "t", (1, 4): "T", (2, 4): "b", (5, 1): "T", (5, 2): "b"})
    assert largest_forest(planet) == 3


def test_r9_3_empty_planet_has_no_forest() -> None:
    """R9.3: no forest pieces, 0 VP."""
    assert largest_forest(Planet.empty()) == 0


def test_r9_3_forest_matches_a_reference_on_played_planets() -> None:
    """R9.3: largest_forest agrees with a plain flood fill over the DATA.md grid."""
    for players, seed in ((2, 7), (4, 8)):
        state = _play(new_game(players, seed), random.Random(seed), lambda s: s.is_over)
        for p in state.players:
            assert largest_forest(p.planet) == _reference_forest(p.planet)


# ---------------------------------------------------------------------------------------
# R9.4 season change, through real games


@pytest.mark.parametrize(
    ("players", "seed", "policy"),
    [(2, 0, "first"), (2, 11, "random"), (3, 12, "random"), (1, 13, "random")],
)
def test_r9_4_season_end_scores_discards_and_moves_the_sun(
    players: int, seed: int, policy: str
) -> None:
    """R9/R9.4: at each season end every player gets LIGHT then FOREST (detail = season) equal
    to the light of the sun's side and the largest forest; SHADED/SEASON_ENDED/SUN_MOVED
    events; the cards taken this season are discarded (not in Winter); the sun moves
    clockwise TOP -> RIGHT -> BOTTOM -> LEFT."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    assert state.sun is Sun.TOP  # R2.1
    expected_suns = [Sun.TOP, Sun.RIGHT, Sun.BOTTOM, Sun.LEFT]
    seasons_seen = []
    light_seen = 0
    while not state.is_over:
        cmds = list(legal_commands(state))
        cmd = cmds[0] if policy == "first" else rng.choice(cmds)
        after = apply(state, cmd)
        kinds = [e.kind for e in after.events]
        if EventKind.SEASON_ENDED not in kinds:
            assert EventKind.SUN_MOVED not in kinds and EventKind.SHADED not in kinds
            assert after.sun is state.sun
            state = after
            continue
        season = state.season
        assert int(season) == len(seasons_seen)
        seasons_seen.append(season)
        assert state.sun is expected_suns[season]
        ended = [e for e in after.events if e.kind is EventKind.SEASON_ENDED]
        assert [e.value for e in ended] == [int(season)]
        for seat, (before, now) in enumerate(zip(state.players, after.players, strict=True)):
            planet = before.planet
            assert now.planet == planet  # scoring does not touch the planet
            points, shaded = _reference_light(planet, state.sun)
            light = sum(points.values())
            assert light == light_score(planet, state.sun).total
            forest = _reference_forest(planet)
            assert forest == largest_forest(planet)
            light_seen += light
            added = now.ledger[len(before.ledger) :]
            assert added[:2] == (
                ScoreEntry(Source.LIGHT, light, int(season)),
                ScoreEntry(Source.FOREST, forest, int(season)),
            )
            fert = [e for e in added[2:] if e.source is Source.FERTILITY]
            assert len(added) == 2 + (6 if season == 3 else 0) and len(fert) == len(added) - 2
            sh = [e for e in after.events if e.kind is EventKind.SHADED and e.seat == seat]
            assert len(sh) == 1 and set(sh[0].spaces) == shaded
            vps = [
                (e.source, e.value, e.detail)
                for e in after.events
                if e.kind is EventKind.VP and e.seat == seat and e.source is not Source.FERTILITY
            ]
            assert (Source.LIGHT, light, int(season)) in vps
            assert (Source.FOREST, forest, int(season)) in vps
        hands = tuple(c for p in state.players for c in p.hand) + state.automa
        for seat in range(state.seats):  # R8.1: one card per round of the season
            assert len(state.hand_of(seat)) == SEASON_ROUNDS[season]
        if season == 3:  # Winter: straight to the end of the game (R10)
            assert after.is_over and after.sun is state.sun
            assert EventKind.SUN_MOVED not in kinds
            assert EventKind.DISCARDED not in kinds[kinds.index(EventKind.SEASON_ENDED) :]
            for seat in range(state.seats):
                assert len(after.hand_of(seat)) == SEASON_ROUNDS[3]
        else:
            assert after.sun is expected_suns[season + 1]
            moved = [e for e in after.events if e.kind is EventKind.SUN_MOVED]
            assert [e.value for e in moved] == [int(expected_suns[season + 1])]
            i = kinds.index(EventKind.SEASON_ENDED)
            assert kinds[i : i + 3] == [
                EventKind.SEASON_ENDED,
                EventKind.DISCARDED,
                EventKind.SUN_MOVED,
            ]
            assert sorted(after.events[i + 1].cards) == sorted(hands)
            for seat in range(state.seats):  # new hands: only this new round's pick
                new_hand = after.hand_of(seat)
                assert len(new_hand) <= 1 and not set(new_hand) & set(hands)
            if EventKind.RESHUFFLED not in kinds:  # else they went into the new deck
                assert set(hands) <= set(after.discard)
                assert after.discard[: len(state.discard)] == state.discard
            assert after.round == state.round + 1 and after.phase is Phase.DRAFT
        state = after
    assert seasons_seen == [0, 1, 2, 3]
    assert light_seen > 0  # the game really had lit trees


def test_r9_4_sun_moves_clockwise_from_another_start_side() -> None:
    """R2.1/R9.4: starting on the LEFT, the sun goes LEFT -> TOP -> RIGHT -> BOTTOM."""
    state = new_game(2, 21, sun=Sun.LEFT)
    suns = [state.sun]
    while not state.is_over:
        state = apply(state, next(iter(legal_commands(state))))
        suns += [Sun(e.value) for e in state.events if e.kind is EventKind.SUN_MOVED]
    assert suns == [Sun.LEFT, Sun.TOP, Sun.RIGHT, Sun.BOTTOM]
    assert state.sun is Sun.BOTTOM


# ---------------------------------------------------------------------------------------
# R10.1-R10.2 fertility


# Zone built for the tests (patterns from DATA.md, e.g. grassland/sprout = PATTERN[0] = 2).
ZONE = {
    Biome.GRASSLAND: [("grassland/sprout", True), ("grassland/bush", True)],  # 2 + 1 = 3
    Biome.FLOWERS: [("flowers/buds", False), ("flowers/small-growth", True)],  # 2 down, A: 0
    Biome.WHEAT: [],  # 0
    Biome.ROCK: [("rock/bush", True), ("rock/lake", False), ("rock/small-growth", True)],  # 2
    Biome.SWAMP: [("swamp/sprout", True)],  # aridity alone: 0
    Biome.SNOW: [("snow/small-growth", True), ("snow/big-growth", True), ("snow/lake", True)],
}
ZONE_FERTILITY = (3, 0, 0, 2, 0, 4)

# Big Trees: Grassland r0c4 (shaded from the left), r2c6; Snow r0c2, r1c1, r2c3; Flowers
# r3c5; Rock r4c0; Wheat r6c3. A Small Tree on Swamp r2c0 scores no fertility.
P0 = """
. . T _ T . .
. T b # _ _ .
t _ b T _ _ T
_ _ _ # _ T _
T ~ # _ _ _ _
. _ _ # _ _ .
. . _ T _ . .
"""
P0_FERTILITY = (2 * 3, 1 * 0, 1 * 0, 1 * 2, 0, 3 * 4)
P0_LIGHT_LEFT = 2 + 2 + 5 + 2 + 2 + 2  # r0 T(c4) shaded; r2 t T T all lit
P0_FOREST = 5  # r0c2 r1c2 r1c1 r2c2 r2c3

# Big Trees: Swamp r3c0, r3c1; Snow r0c3; Wheat r4c3. Small Tree r2c1 (Swamp).
P1 = """
. . _ T _ . .
. _ _ # _ _ .
_ t _ _ _ _ _
T T _ # _ _ _
_ _ # T _ _ _
. _ _ # _ _ .
. . _ _ _ . .
"""
P1_FERTILITY = (0, 0, 0, 0, 2 * 0, 1 * 4)
P1_LIGHT_LEFT = 2 + 1 + 2 + 2  # r3c1 shaded
P1_FOREST = 3  # r2c1 r3c1 r3c0


def test_r10_1_fertility_counts_visible_flowers_only() -> None:
    """R10.1: face-down cards and aridity cards count 0."""
    state = _with_zone(_last_turn(2, 31), ZONE)
    for biome, want in zip(PLANET_BIOMES, ZONE_FERTILITY, strict=True):
        assert fertility_of(state, biome) == want, biome


def test_r10_2_fertility_scores_each_big_tree_directly() -> None:
    """R10.2: fertility_scores gives one FERTILITY line per biome = Big Trees x fertility."""
    zone = _zone_tuple(ZONE)
    for text, want in ((P0, P0_FERTILITY), (P1, P1_FERTILITY)):
        player = PlayerState(Planet.from_text(text), ledger=(ScoreEntry(Source.START, 1),))
        scored, events = fertility_scores(player, 0, zone)
        assert scored.ledger[1:] == tuple(
            ScoreEntry(Source.FERTILITY, v, int(b))
            for b, v in zip(PLANET_BIOMES, want, strict=True)
        )
        assert [e.value for e in events] == list(want)
        assert scored.planet == player.planet


def test_r10_2_fertility_at_the_end_of_a_real_game() -> None:
    """R10.1/R10.2 (and R9 in Winter, sun LEFT): the last turn of a 2-player game with known
    planets and fertility stacks adds LIGHT, FOREST and one FERTILITY line per biome."""
    state = _with_zone(_last_turn(2, 31), ZONE)
    assert state.sun is Sun.LEFT and state.season == 3
    state = set_planet(set_planet(state, 0, P0), 1, P1)
    check_state(state)
    before = [p.ledger for p in state.players]
    end = _finish_turn(state)
    assert end.is_over
    wants = ((P0_LIGHT_LEFT, P0_FOREST, P0_FERTILITY), (P1_LIGHT_LEFT, P1_FOREST, P1_FERTILITY))
    for seat, (light, forest, fert) in enumerate(wants):
        added = end.players[seat].ledger[len(before[seat]) :]
        assert added == (
            ScoreEntry(Source.LIGHT, light, 3),
            ScoreEntry(Source.FOREST, forest, 3),
            *(
                ScoreEntry(Source.FERTILITY, v, int(b))
                for b, v in zip(PLANET_BIOMES, fert, strict=True)
            ),
        )
        fert_events = [
            e
            for e in end.events
            if e.kind is EventKind.VP and e.seat == seat and e.source is Source.FERTILITY
        ]
        assert [(e.detail, e.value) for e in fert_events] == list(enumerate(fert))
    trees = {
        e.detail: set(e.spaces)
        for e in end.events
        if e.kind is EventKind.VP and e.seat == 0 and e.source is Source.FERTILITY
    }
    assert trees[Biome.GRASSLAND] == {_i(0, 4), _i(2, 6)}
    assert trees[Biome.SNOW] == {_i(0, 2), _i(1, 1), _i(2, 3)}
    assert trees[Biome.SWAMP] == set()


# ---------------------------------------------------------------------------------------
# R10.3 winner and ties


@pytest.mark.parametrize(("first", "want"), [(0, (0, 1)), (1, (1, 0))])
def test_r10_3_tie_goes_to_earliest_in_last_round_order(first: int, want: tuple[int, int]) -> None:
    """R10.3: equal VP -> the earliest seat from the last round's first player wins."""
    state = _finished(2, 41)._replace(first=first)
    state = _with_ledgers(state, [30, 30])
    assert ranking(state) == want
    assert winner(state) == first


@pytest.mark.parametrize("first", [0, 1])
def test_r10_3_most_vp_wins_whatever_the_order(first: int) -> None:
    """R10.3: most VP wins before any tie-break."""
    state = _with_ledgers(_finished(2, 41)._replace(first=first), [30, 31])
    assert ranking(state) == (1, 0)
    assert winner(state) == 1


@pytest.mark.parametrize(("first", "want"), [(0, (0, 2, 1)), (1, (2, 0, 1)), (2, (2, 0, 1))])
def test_r10_3_three_players_tie(first: int, want: tuple[int, ...]) -> None:
    """R10.3: seats 0 and 2 tie on 20, seat 1 has 10. Order from first=1 is 1,2,0 -> 2 ahead
    of 0; from first=0 it is 0,1,2 -> 0 ahead of 2; from first=2 it is 2,0,1."""
    state = _with_ledgers(_finished(3, 42)._replace(first=first), [20, 10, 20])
    assert ranking(state) == want
    assert winner(state) == want[0]


def test_r10_3_no_winner_before_the_end() -> None:
    """R10.3: the winner is decided at the end of the game only."""
    assert winner(new_game(2, 1)) is None


@pytest.mark.parametrize("first", [0, 1])
def test_r10_3_game_over_event_names_tie_winner(first: int) -> None:
    """R10.3: a real game ending in a tie (empty planets, equal VP) names the last round's
    first player in GAME_OVER."""
    state = _last_turn(2, 51)._replace(first=first)
    state = set_planet(set_planet(state, 0, EMPTY_PLANET), 1, EMPTY_PLANET)
    state = _with_ledgers(state, [25, 25])
    check_state(state)
    end = _finish_turn(state)
    assert end.scores == (25, 25)
    over = [e for e in end.events if e.kind is EventKind.GAME_OVER]
    assert [e.seat for e in over] == [first]
    assert winner(end) == first


def test_r10_3_game_over_event_names_winner_of_real_games() -> None:
    """R10.3: GAME_OVER names the player with most VP, ties by the last round's order."""
    for players, seed in ((2, 61), (3, 62), (4, 63), (1, 64)):
        end = _play(new_game(players, seed), random.Random(seed), lambda s: s.is_over)
        order = [(end.first + k) % end.seats for k in range(end.seats)]
        order = [s for s in order if s < players]
        best = max(end.scores)
        want = next(s for s in order if end.scores[s] == best)
        over = [e for e in end.events if e.kind is EventKind.GAME_OVER]
        assert [e.seat for e in over] == [want]
        assert winner(end) == want


# ---------------------------------------------------------------------------------------
# R10.4 breakdown


@pytest.mark.parametrize(("players", "seed"), [(1, 71), (2, 72), (3, 73), (4, 74)])
def test_r10_4_breakdown_adds_up(players: int, seed: int) -> None:
    """R10.4: start, buds, light/forest per season and fertility per biome, each checked
    against what happened in the game; total == state.scores[seat]."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    first0 = state.first
    buds = [0] * players
    light = [[0] * 4 for _ in range(players)]
    forest = [[0] * 4 for _ in range(players)]
    while not state.is_over:
        cmd = rng.choice(list(legal_commands(state)))
        after = apply(state, cmd)
        for e in after.events:
            if e.kind is EventKind.VP and e.source is Source.BUDS:
                buds[e.seat] += e.value
        if any(e.kind is EventKind.SEASON_ENDED for e in after.events):
            for seat, p in enumerate(after.players):
                points, _ = _reference_light(p.planet, state.sun)
                light[seat][state.season] = sum(points.values())
                forest[seat][state.season] = _reference_forest(p.planet)
        state = after
    for seat in range(players):
        b = player_breakdown(state, seat)
        assert b == breakdown(state.players[seat].ledger)
        assert b.start == START_VP[(seat - first0) % state.seats]
        assert b.buds == buds[seat]
        assert b.light == tuple(light[seat])
        assert b.forest == tuple(forest[seat])
        planet = state.players[seat].planet
        fert = tuple(
            _big_trees_in(planet, biome) * fertility_of(state, biome) for biome in PLANET_BIOMES
        )
        assert b.fertility == fert
        assert b.total == b.start + b.buds + sum(b.light) + sum(b.forest) + sum(b.fertility)
        assert b.total == state.scores[seat]
    assert sum(sum(x) for x in light) > 0


def test_r10_4_player_breakdown_rejects_unknown_seat() -> None:
    """R10.4: the breakdown is per player; the solo automa (seat 1) has none."""
    state = new_game(1, 3)
    with pytest.raises(ValueError):
        player_breakdown(state, 1)


def test_r10_4_breakdown_of_entries() -> None:
    """R10.4: breakdown sums ledger lines into their slots."""
    entries = [
        ScoreEntry(Source.START, 2),
        ScoreEntry(Source.BUDS, 3, 3),
        ScoreEntry(Source.BUDS, 1, 1),
        ScoreEntry(Source.LIGHT, 7, 0),
        ScoreEntry(Source.FOREST, 4, 0),
        ScoreEntry(Source.LIGHT, 5, 2),
        ScoreEntry(Source.FOREST, 6, 3),
        ScoreEntry(Source.FERTILITY, 8, int(Biome.SNOW)),
        ScoreEntry(Source.FERTILITY, 0, int(Biome.GRASSLAND)),
    ]
    b = breakdown(entries)
    assert b.start == 2 and b.buds == 4
    assert b.light == (7, 0, 5, 0) and b.forest == (4, 0, 0, 6)
    assert b.fertility == (0, 0, 0, 0, 0, 8)
    assert b.total == 2 + 4 + 12 + 10 + 8


# ---------------------------------------------------------------------------------------
# Scores never decrease


@pytest.mark.parametrize(("players", "seed"), [(1, 81), (2, 82), (3, 83), (4, 84), (2, 85)])
def test_r6_r9_r10_scores_never_decrease(players: int, seed: int) -> None:
    """R6.4/R9/R10: VP is only ever gained; no ledger line is negative or removed."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    while not state.is_over:
        before = state
        state = apply(state, rng.choice(list(legal_commands(state))))
        for old, new in zip(before.players, state.players, strict=True):
            assert new.vp >= old.vp
            assert new.ledger[: len(old.ledger)] == old.ledger
            assert all(e.amount >= 0 for e in new.ledger)


# ---------------------------------------------------------------------------------------
# helpers

_GRID = CLASSIC_GRID
_BIOME_LETTERS = "GFWRSN"
_HEIGHT = {Piece.SMALL_TREE: 1, Piece.BIG_TREE: 2}


def _i(r: int, c: int) -> int:
    return r * 7 + c


def _cells_at(where: list[tuple[int, int]], cells: str) -> dict[tuple[int, int], str]:
    return dict(zip(where, cells, strict=True))


def _planet_with(cells: dict[tuple[int, int], str]) -> Planet:
    """The Classic planet with the given pieces (notation characters), the rest empty."""
    rows = []
    for r, row in enumerate(_GRID):
        out = []
        for c, ch in enumerate(row):
            if ch in ".#":
                assert (r, c) not in cells, (r, c)
                out.append(ch)
            else:
                out.append(cells.get((r, c), "_"))
        rows.append(" ".join(out))
    return Planet.from_text("\n".join(rows))


def _put(planet: Planet, rc: tuple[int, int], ch: str) -> Planet:
    return planet.put(_i(*rc), int({"_": 0, "s": 1, "t": 2, "T": 3, "b": 4, "~": 5}[ch]))


def _reference_lines(sun: Sun) -> list[list[int]]:
    """R9.1 lines from the DATA.md grid: planet spaces of each row/column read from the sun."""
    if sun in (Sun.LEFT, Sun.RIGHT):
        lines = [[_i(r, c) for c in range(7) if _GRID[r][c] != "."] for r in range(7)]
    else:
        lines = [[_i(r, c) for r in range(7) if _GRID[r][c] != "."] for c in range(7)]
    if sun in (Sun.RIGHT, Sun.BOTTOM):
        lines = [line[::-1] for line in lines]
    return lines


def _reference_light(planet: Planet, sun: Sun) -> tuple[dict[int, int], set[int]]:
    """R9.1 read literally: a tree is shaded iff an earlier tree in its line, at most that
    tree's height away, is at least as tall."""
    points: dict[int, int] = {}
    shaded: set[int] = set()
    for line in _reference_lines(sun):
        heights = [_HEIGHT.get(Piece(planet.pieces[i]), 0) for i in line]
        for j, h in enumerate(heights):
            if not h:
                continue
            if any(0 < j - k <= heights[k] and heights[k] >= h for k in range(j)):
                shaded.add(line[j])
            else:
                points[line[j]] = h
    return points, shaded


def _reference_forest(planet: Planet) -> int:
    """R9.3 read literally: flood fill over orthogonal neighbours holding t, T or b."""
    forest = {Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH}
    todo = {i for i in range(49) if Piece(planet.pieces[i]) in forest}
    best = 0
    while todo:
        group = [todo.pop()]
        size = 0
        while group:
            i = group.pop()
            size += 1
            r, c = divmod(i, 7)
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                j = rr * 7 + cc
                if 0 <= rr < 7 and 0 <= cc < 7 and j in todo:
                    todo.remove(j)
                    group.append(j)
        best = max(best, size)
    return best


def _big_trees_in(planet: Planet, biome: Biome) -> int:
    letter = _BIOME_LETTERS[biome]
    return sum(
        1
        for r in range(7)
        for c in range(7)
        if _GRID[r][c] == letter and planet.pieces[_i(r, c)] == Piece.BIG_TREE
    )


def _play(state: GameState, rng: random.Random, stop: Callable[[GameState], bool]) -> GameState:
    while not stop(state):
        state = apply(state, rng.choice(list(legal_commands(state))))
    return state


def _finished(players: int, seed: int) -> GameState:
    state = new_game(players, seed)
    while not state.is_over:
        state = apply(state, next(iter(legal_commands(state))))
    return state


def _last_turn(players: int, seed: int) -> GameState:
    """Round 13 (the last), action phase, the last seat to act has not started its turn."""
    state = new_game(players, seed)
    while not (
        state.round == 13
        and state.phase is Phase.ACTIONS
        and state.acted == len(state.players) - 1
        and state.turn == Turn()
    ):
        state = apply(state, next(iter(legal_commands(state))))
    return state


def _finish_turn(state: GameState) -> GameState:
    """The awaited seat chooses action A, applies no effect and ends its turn."""
    seat = state.awaiting
    assert seat is not None
    state = apply(state, Command(seat, Verb.ACTION, 0))
    while Command(seat, Verb.END) not in legal_commands(state):
        state = apply(state, Command(seat, Verb.STOP))
    return apply(state, Command(seat, Verb.END))


def _with_ledgers(state: GameState, totals: list[int]) -> GameState:
    players = tuple(
        p._replace(ledger=(ScoreEntry(Source.START, t),))
        for p, t in zip(state.players, totals, strict=True)
    )
    return state._replace(players=players)


def _zone_tuple(spec: dict[Biome, list[tuple[str, bool]]]) -> tuple[tuple[ZoneCard, ...], ...]:
    return tuple(tuple(ZoneCard(cid(n), up) for n, up in spec[b]) for b in PLANET_BIOMES)


def _with_zone(state: GameState, spec: dict[Biome, list[tuple[str, bool]]]) -> GameState:
    """The fertility zone made exactly ``spec``; every card stays in exactly one place."""
    zone = _zone_tuple(spec)
    chosen = {z.card for stack in zone for z in stack}
    for name, _ in (x for stack in spec.values() for x in stack):
        assert card(cid(name)).biome.name.lower() == name.split("/")[0]
    spare = [c for c in state.deck + state.discard if c not in chosen]
    for p in state.players:
        for c in p.hand:
            if c in chosen:
                state = swap_cards(state, c, spare.pop())
    old = [z.card for stack in state.zone for z in stack if z.card not in chosen]
    state = state._replace(
        zone=zone,
        deck=tuple(c for c in state.deck if c not in chosen),
        discard=tuple(c for c in state.discard if c not in chosen) + tuple(old),
    )
    check_state(state)
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_r10_4_breakdown_rebuilt_from_the_event_log(players: int) -> None:
    """R10.4: the event log alone (VP events from setup to game end) gives the same breakdown
    as the players' ledgers, so the window can build the table from what it animated."""
    rng = random.Random(players)
    state = new_game(players, 40 + players)
    log = list(state.events)
    while not state.is_over:
        state = apply(state, rng.choice(list(legal_commands(state))))
        log += state.events
    for seat in range(players):
        rebuilt = breakdown_from_events(log, seat)
        assert rebuilt == player_breakdown(state, seat)
        assert rebuilt.total == state.scores[seat]
