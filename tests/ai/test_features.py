"""The bots' fast views of a position agree with the rules engine."""

from __future__ import annotations

import random

import pytest

from evergreen.ai.features import (
    SEASON_ROUNDS,
    TOTAL_ROUNDS,
    geometry,
    largest_forest_size,
    light_total,
    season_plan,
    turn_after_pick,
)
from evergreen.rules import (
    Command,
    Phase,
    Piece,
    Planet,
    Sun,
    Verb,
    apply,
    hypothetical_turn,
    largest_forest,
    legal_commands,
    light_score,
    new_game,
)
from evergreen.rules.tables import SEASON_ROUNDS as ENGINE_SEASON_ROUNDS


def random_planet(rng: random.Random, fill: float) -> Planet:
    empty = Planet.empty()
    pieces = list(empty.pieces)
    for i in empty.layout.plantable:
        if rng.random() < fill:
            pieces[i] = rng.choice([int(p) for p in Piece if p is not Piece.EMPTY])
    return Planet(tuple(pieces), empty.layout)


@pytest.mark.parametrize("fill", [0.2, 0.5, 0.9])
def test_light_and_forest_match_the_engine(fill: float) -> None:
    rng = random.Random(int(fill * 100))
    for _ in range(400):
        planet = random_planet(rng, fill)
        for sun in Sun:
            assert light_total(planet, sun) == light_score(planet, sun).total, (planet, sun)
        assert largest_forest_size(planet) == largest_forest(planet), planet


def test_worked_lines_of_r9_2() -> None:
    # sun on the left, row r2 of the Classic planet is plantable all along: S S N N G G G
    empty = Planet.empty()
    for text, points in [("tTttT", 5), ("ttbt_", 2), ("TTtt_", 2), ("t_tTT", 4), ("t~ttt", 2)]:
        pieces = list(empty.pieces)
        for c, ch in enumerate(text):
            pieces[2 * 7 + c] = "_stTb~".index(ch)
        planet = Planet(tuple(pieces), empty.layout)
        assert light_total(planet, Sun.LEFT) == points, text


def test_season_table_matches_the_engine() -> None:
    assert tuple(ENGINE_SEASON_ROUNDS) == SEASON_ROUNDS
    assert TOTAL_ROUNDS == 14


def test_season_plan_counts_down_to_the_last_round() -> None:
    state = new_game(2, 3)
    plan = season_plan(state)
    assert plan.suns == (Sun.TOP, Sun.RIGHT, Sun.BOTTOM, Sun.LEFT)
    assert (plan.rounds_left, plan.rounds_left_in_season, plan.last_round) == (13, 4, False)
    last = state._replace(round=13, sun=Sun.LEFT)
    plan = season_plan(last)
    assert plan.suns == (Sun.LEFT,) and plan.last_round and plan.rounds_left == 0


def test_what_if_turn_is_the_seats_own_turn_with_that_card() -> None:
    state = new_game(3, 11)
    seat = state.awaiting
    assert seat is not None and state.phase is Phase.DRAFT
    for card_id in state.market:
        what_if = hypothetical_turn(state, seat, card_id)
        assert what_if.awaiting == seat and what_if.phase is Phase.ACTIONS
        assert what_if.players[seat].hand[-1] == card_id
        assert {c.verb.value for c in legal_commands(what_if)} == {"action", "power"}
        apply(what_if, next(iter(legal_commands(what_if))))


@pytest.mark.parametrize("fill", [0.3, 0.8])
def test_light_outlook_weighs_the_three_light_views(fill: float) -> None:
    """Light now, one growth further (Sprouts as Small Trees, Small as Big) and two growths
    further (everything Big), in one pass: each view alone must be the plain light."""
    rng = random.Random(int(fill * 10))
    for _ in range(200):
        planet = random_planet(rng, fill)
        geo = geometry(planet)
        sprout, small, big, _, _ = geo.masks(planet.pieces)
        for sun in range(4):
            now = geo.light(small, big, sun)
            once = geo.light(sprout, small | big, sun)
            twice = geo.light(0, sprout | small | big, sun)
            assert geo.light_outlook(sprout, small, big, sun, (1, 0, 0)) == now
            assert geo.light_outlook(sprout, small, big, sun, (0, 1, 0)) == once
            assert geo.light_outlook(sprout, small, big, sun, (0, 0, 1)) == twice
            mixed = geo.light_outlook(sprout, small, big, sun, (0.5, 2.0, -1.0))
            assert mixed == pytest.approx(0.5 * now + 2.0 * once - twice)


def test_the_turn_after_a_solo_pick_is_the_real_one_after_the_clean_up() -> None:
    """Solo: the automa's pick and the clean-up follow rules (R11.2, R4.5), so the turn a
    pick leads to is known, zone included; where others still choose, it is the what-if."""
    for seed in range(8):
        state = new_game(1, seed)
        assert state.phase is Phase.DRAFT and state.awaiting == 0
        for card_id in state.market:
            after = turn_after_pick(state, 0, card_id)
            assert after == apply(state, Command(0, Verb.TAKE, card_id))
            assert after.phase is Phase.ACTIONS and after.awaiting == 0
            assert after.players[0].hand[-1] == card_id
    changed = 0
    for seed in range(40):  # the clean-up often changes the zone the turn is judged by
        state = new_game(1, seed)
        for card_id in state.market:
            changed += turn_after_pick(state, 0, card_id).zone != state.zone
    assert changed > 0
    table = new_game(3, 11)
    seat = table.awaiting
    assert seat is not None
    for card_id in table.market:  # two seats pick after this one: their picks are unknown
        assert turn_after_pick(table, seat, card_id) == hypothetical_turn(table, seat, card_id)
