"""The second learned evaluation (``evergreen.ai.value``): its features against the rules
engine, its evaluator against the plain dot product, and its data file's checks."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from evergreen.ai.features import geometry, season_plan
from evergreen.ai.value import (
    FEATURES,
    TABLES,
    Context,
    ValueModel2,
    context,
    features,
    pending_flowers,
)
from evergreen.rules import (
    Phase,
    Piece,
    Planet,
    Sim,
    apply,
    forests,
    largest_forest,
    legal_commands,
    light_score,
    new_game,
    unseen_cards,
)

from .test_features import random_planet

EMPTY, SMALL, SPROUT = int(Piece.EMPTY), int(Piece.SMALL_TREE), int(Piece.SPROUT)


def some_model(seed: int = 1) -> ValueModel2:
    """A model of random weights (the checks here do not depend on trained ones)."""
    rng = random.Random(seed)
    return ValueModel2(
        tuple(tuple(tuple(rng.uniform(-1, 1) for _ in FEATURES) for _ in range(14)) for _ in TABLES)
    )


def named(x: list[float]) -> dict[str, float]:
    return dict(zip(FEATURES, x, strict=True))


def test_features_agree_with_the_engine() -> None:
    rng = random.Random(5)
    state = new_game(1, 3)
    ctx = context(state)
    suns = season_plan(state).suns
    for _ in range(150):
        planet = random_planet(rng, rng.choice([0.2, 0.5, 0.8]))
        geo = geometry(planet)
        x = named(features(geo, ctx, geo.masks(planet.pieces), (1, 0, 2, 0, 3, 4)))
        plantable = planet.layout.plantable
        for k, sun in enumerate(suns):
            light = light_score(planet, sun)
            assert x[f"light{k}_now"] == light.total
            assert x[f"light{k}_shaded"] == len(light.shaded)
            lit_if_planted = 0  # brute force: plant a Small Tree on each free space
            for i in plantable:
                if planet.pieces[i] == EMPTY:
                    tried = planet.put(i, SMALL)
                    lit_if_planted += light_score(tried, sun).points.get(i, 0) == 1
            assert x[f"light{k}_sky"] == lit_if_planted
        groups = sorted(forests(planet), key=lambda g: (-len(g), min(g)))
        assert x["forest_now"] == largest_forest(planet)
        assert x["forest_second"] == (len(groups[1]) if len(groups) > 1 else 0)
        biggest = groups[0] if groups else frozenset()
        border = {
            j
            for i in biggest
            for j in planet.layout.neighbours[i]
            if planet.pieces[j] == EMPTY and j in plantable
        }
        assert x["forest_frontier"] == len(border)
        assert x["count_space"] == sum(planet.pieces[i] == EMPTY for i in plantable)
        assert x["level_buds"] == 4 and x["room_buds"] == 4 and x["bias"] == 1.0


def _border(
    neighbours: tuple[tuple[int, ...], ...], free: set[int], group: frozenset[int]
) -> set[int]:
    """The free spaces next to a group of spaces."""
    return {j for i in group for j in neighbours[i] if j in free}


def test_forest_and_fertility_race_features_agree_with_a_slow_reference() -> None:
    """The fourth try's features, worked out with the engine's forests and plain sets."""
    rng = random.Random(11)
    base = context(new_game(1, 3))
    for _ in range(150):
        flowers = tuple(rng.randint(0, 3) for _ in base.flowers)
        pending = tuple(rng.choice([0.0, 0.5, 1.25]) for _ in base.pending)
        ctx = base._replace(flowers=flowers, pending=pending)
        planet = random_planet(rng, rng.choice([0.2, 0.4, 0.6, 0.8]))
        geo = geometry(planet)
        x = named(features(geo, ctx, geo.masks(planet.pieces), (1, 0, 2, 0, 3, 4)))
        lay, pieces = planet.layout, planet.pieces
        biome_of = {i: b for b, spaces in enumerate(lay.by_biome) for i in spaces}
        free = {i for i in lay.plantable if pieces[i] == EMPTY}
        border = functools.partial(_border, lay.neighbours, free)
        groups = sorted(forests(planet), key=lambda g: (-len(g), min(g)))
        front = border(groups[0]) if groups else set()
        joined = [g for g in groups[1:] if border(g) & front]
        assert x["forest_join"] == sum(len(g) for g in joined)
        assert x["forest_frontier_fertile"] == sum(flowers[biome_of[j]] for j in front)
        grown = Planet(tuple(SMALL if p == SPROUT else p for p in pieces), lay)
        grown_groups = sorted(forests(grown), key=lambda g: (-len(g), min(g)))
        grown_front = border(grown_groups[0]) if grown_groups else set()
        assert x["forest_frontier_grown"] == len(grown_front)
        assert x["forest_grown"] == largest_forest(grown)
        sprouts = [i for i in lay.plantable if pieces[i] == SPROUT]
        assert x["pending_sprout"] == pytest.approx(sum(pending[biome_of[i]] for i in sprouts))
        assert x["pending_space"] == pytest.approx(sum(pending[biome_of[i]] for i in free))


def test_the_evaluator_is_vp_plus_the_dot_product() -> None:
    rng = random.Random(7)
    model = some_model()
    for players, seed in ((1, 2), (2, 3)):
        state = new_game(players, seed)
        ctx = context(state)
        score = model.evaluator(state, 0)
        geo = geometry(state.players[0].planet)
        for _ in range(40):
            masks = geo.masks(random_planet(rng, 0.5).pieces)
            levels = tuple(rng.randint(0, 4) for _ in range(6))
            plain = 12 + model.value(geo, ctx, masks, levels)
            assert score.value(masks, levels, 12) == pytest.approx(plain)
            row = model.tables[ctx.table][ctx.round]
            dot = sum(w * v for w, v in zip(row, features(geo, ctx, masks, levels), strict=True))
            assert plain == pytest.approx(12 + dot)


def test_the_context_reads_only_what_players_see() -> None:
    state = new_game(2, 4)
    moves = 0
    while state.phase is not Phase.ACTIONS or moves < 30:
        state = apply(state, next(iter(legal_commands(state))))
        moves += 1
    ctx = context(state)
    assert ctx == context(Sim.of(state))
    assert ctx.table == 1 and ctx.round == state.round
    assert ctx.suns == tuple(int(s) for s in season_plan(state).suns)
    assert ctx.pending == pending_flowers(unseen_cards(state), 13 - state.round)
    shuffled = state._replace(deck=tuple(reversed(state.deck)))  # the order is secret
    assert context(shuffled) == ctx


def test_pending_flowers_share_the_rounds_left_among_the_unseen_cards() -> None:
    unseen = tuple(range(42))
    full = pending_flowers(unseen, 42)
    half = pending_flowers(unseen, 21)
    assert sum(full) == pytest.approx(2 * sum(half)) and sum(full) > 0
    assert pending_flowers((), 5) == (0.0,) * 6
    assert pending_flowers(unseen, 0) == (0.0,) * 6


def test_a_value_file_round_trips(tmp_path: Path) -> None:
    model = some_model()
    path = tmp_path / "value.json"
    path.write_text(json.dumps(model.to_json(note="test")), encoding="utf-8")
    again = ValueModel2.load(path)
    assert again.planet == "classic"
    for a, b in zip(again.tables, model.tables, strict=True):
        for ra, rb in zip(a, b, strict=True):
            assert ra == pytest.approx(rb, abs=1e-6)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="evergreen-value/1"), "not a value model of this game"),
        (lambda d: d["features"].pop(), "features do not match this version"),
        (lambda d: d["features"].__setitem__(3, "light9_now"), "feature 4 is 'light9_now'"),
        (lambda d: d.update(features="all"), "names no features"),
        (lambda d: d["tables"].pop("table"), "weight sets solo, table"),
        (lambda d: d["tables"]["solo"].pop(), "solo: 13 rows for 14 rounds"),
        (lambda d: d["tables"]["table"][3].append(1.0), "table, round 3"),
        (lambda d: d["tables"]["solo"][5].__setitem__(0, "x"), "finite number"),
        (lambda d: d["tables"]["solo"][5].__setitem__(0, float("nan")), "finite number"),
        (lambda d: d["tables"].update(solo="many"), "must be a list of weight lists"),
        (lambda d: d.update(planet=7), "'planet'"),
    ],
)
def test_a_mismatched_model_file_is_refused_with_a_clear_message(
    tmp_path: Path, change: Any, message: str
) -> None:
    data = some_model().to_json()
    change(data)
    path = tmp_path / "value.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError) as err:
        ValueModel2.load(path)
    assert message in str(err.value) and str(err.value).startswith("value.json: ")


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "value.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot read a value model"):
        ValueModel2.load(path)
    with pytest.raises(ValueError, match="cannot read a value model"):
        ValueModel2.load(tmp_path / "missing.json")


def test_a_refusal_names_the_retraining_tool() -> None:
    data = some_model().to_json()
    data["features"] = ["bias", *FEATURES[1:]]
    with pytest.raises(ValueError, match=r"tools/train_value\.py"):
        ValueModel2.from_json(data)


def test_a_context_of_solo_and_of_a_table_picks_its_weight_set() -> None:
    model = some_model()
    solo, table = context(new_game(1, 1)), context(new_game(3, 1))
    assert (solo.table, table.table) == (0, 1)
    masks = (0, 0, 0, 0, 0)
    geo = geometry(Planet.empty())
    assert model.value(geo, solo, masks, (0,) * 6) != model.value(geo, table, masks, (0,) * 6)
    assert isinstance(solo, Context)
