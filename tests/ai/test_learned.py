"""The hard bot's learned evaluation: its features, its data file, and that it predicts."""

from __future__ import annotations

import json
import logging
import math
import random
import statistics
from pathlib import Path

import pytest

from evergreen.ai import learned
from evergreen.ai.evaluate import Evaluator, Weights
from evergreen.ai.features import fertility_table, geometry, season_plan
from evergreen.ai.greedy import MediumBot
from evergreen.ai.hard import HardBot
from evergreen.ai.learned import FEATURES, ValueModel, default_model, features, hard_weights
from evergreen.rules import (
    PLANET_BIOMES,
    GameState,
    Piece,
    Planet,
    Verb,
    apply,
    largest_forest,
    light_score,
    new_game,
)

from .test_features import random_planet

GROWN = {int(Piece.SPROUT): int(Piece.SMALL_TREE), int(Piece.SMALL_TREE): int(Piece.BIG_TREE)}


def test_features_agree_with_the_engine() -> None:
    rng = random.Random(5)
    state = new_game(1, 3)
    suns = tuple(int(s) for s in season_plan(state).suns)
    fert = (2, 0, 1, 3, 0, 1)
    for _ in range(200):
        planet = random_planet(rng, rng.choice([0.2, 0.5, 0.8]))
        geo = geometry(planet)
        levels = tuple(rng.randint(0, 4) for _ in range(6))
        x = dict(
            zip(FEATURES, features(geo, suns, fert, geo.masks(planet.pieces), levels), strict=True)
        )
        for k, sun in enumerate(season_plan(state).suns):
            assert x[f"light{k}_now"] == light_score(planet, sun).total
        assert x["forest_now"] == largest_forest(planet)
        count = {p: planet.pieces.count(int(p)) for p in Piece}
        assert x["count_sprout"] == count[Piece.SPROUT]
        assert x["count_big"] == count[Piece.BIG_TREE]
        assert x["count_space"] == sum(planet.pieces[i] == 0 for i in planet.layout.plantable)
        by_biome = planet.layout.by_biome
        big_flowers = sum(
            fert[b] * sum(planet.pieces[i] == Piece.BIG_TREE for i in by_biome[b])
            for b in PLANET_BIOMES
        )
        assert x["fertile_big"] == big_flowers
        assert [
            x[f"level_{p}"] for p in ("sprout", "small", "big", "bush", "lake", "buds")
        ] == list(levels)
        assert x["bias"] == 1.0


def test_one_growth_further_grows_every_tree() -> None:
    empty = Planet.empty()
    rng = random.Random(2)
    state = new_game(1, 1)
    suns = tuple(int(s) for s in season_plan(state).suns)
    for _ in range(50):
        planet = random_planet(rng, 0.5)
        grown = Planet(
            tuple(
                GROWN.get(p, p) if i in empty.layout.plantable else p
                for i, p in enumerate(planet.pieces)
            ),
            planet.layout,
        )
        geo = geometry(planet)
        x = dict(
            zip(
                FEATURES,
                features(geo, suns, (0,) * 6, geo.masks(planet.pieces), (0,) * 6),
                strict=True,
            )
        )
        assert x["light0_grown"] == light_score(grown, season_plan(state).suns[0]).total


def test_the_shipped_model_loads_and_applies_to_the_classic_planet() -> None:
    model = default_model()
    assert model is not None and model.planet == "classic"
    assert len(model.rounds) == 14 and all(len(row) == len(FEATURES) for row in model.rounds)
    assert hard_weights(new_game(2, 1)) is model
    assert any(w != 0 for row in model.rounds for w in row)


def test_a_value_file_round_trips(tmp_path: Path) -> None:
    model = default_model()
    assert model is not None
    path = tmp_path / "v.json"
    path.write_text(json.dumps(model.to_json(note="test")), encoding="utf-8")
    again = ValueModel.load(path)
    assert again.planet == model.planet
    assert all(
        math.isclose(a, b, abs_tol=1e-6)
        for ra, rb in zip(again.rounds, model.rounds, strict=True)
        for a, b in zip(ra, rb, strict=True)
    )


def _good() -> dict[str, object]:
    model = default_model()
    assert model is not None
    return model.to_json()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="something else"), "not a value model"),
        (lambda d: d["features"].pop(), "features"),
        (lambda d: d["rounds"].pop(), "14 rows"),
        (lambda d: d["rounds"][3].append(1.0), "round 3"),
        (lambda d: d["rounds"][5].__setitem__(0, "x"), "finite number"),
        (lambda d: d["rounds"][5].__setitem__(0, None), "finite number"),
        (lambda d: d.update(rounds="many"), "'rounds' must be"),
        (lambda d: d.update(planet=7), "'planet'"),
    ],
)
def test_bad_value_files_are_refused_with_a_reason(tmp_path: Path, change, message: str) -> None:  # type: ignore[no-untyped-def]
    data = _good()
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match=message) as err:
        ValueModel.load(path)
    assert "bad.json" in str(err.value)


def test_not_json_and_nan_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "v.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot read"):
        ValueModel.load(path)
    data = _good()
    data["rounds"][0][0] = float("nan")  # type: ignore[index]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="finite"):
        ValueModel.load(path)
    with pytest.raises(ValueError, match="cannot read"):
        ValueModel.load(tmp_path / "missing.json")


def test_a_broken_shipped_file_falls_back_to_the_hand_made_evaluation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    broken = tmp_path / "hard_value.json"
    broken.write_text("[]", encoding="utf-8")
    monkeypatch.setattr(learned, "default_path", lambda: broken)
    learned.default_model.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            assert isinstance(hard_weights(new_game(1, 1)), Weights)
        assert "falls back to the hand-made evaluation" in caplog.text
        bot = HardBot(1, time=None, iterations=2)
        state = new_game(1, 1)
        assert bot.choose(state).verb is Verb.TAKE  # still plays
    finally:
        learned.default_model.cache_clear()


def test_the_learned_model_predicts_final_scores_better_than_the_hand_made_one() -> None:
    """Half-way through medium solo games, the learned value is closer to the final VP: a
    model file of zeros, or features out of step with the weights, would fail this."""
    model = default_model()
    assert model is not None
    errors: dict[str, list[float]] = {"learned": [], "hand-made": []}
    for seed in range(6):
        bot = MediumBot(seed)
        state = new_game(1, 900 + seed)
        judged: list[tuple[float, float]] = []
        while not state.is_over:
            command = bot.choose(state)
            if command.verb is Verb.END and state.awaiting == 0 and state.round in (4, 7, 10):
                me = state.players[0]
                judged.append((model.evaluator(state, 0)(me), Evaluator(state, 0)(me)))
            state = apply(state, command)
        final = state.players[0].vp
        for learned_value, hand_value in judged:
            errors["learned"].append(abs(final - learned_value))
            errors["hand-made"].append(abs(final - hand_value))
    assert statistics.mean(errors["learned"]) < statistics.mean(errors["hand-made"]), errors


def test_features_use_only_public_information() -> None:
    state = new_game(2, 4)
    geo = geometry(state.players[0].planet)
    suns = tuple(int(s) for s in season_plan(state).suns)
    me = state.players[0]
    a = features(geo, suns, fertility_table(state), geo.masks(me.planet.pieces), me.levels)
    shuffled = state._replace(deck=tuple(reversed(state.deck)), rng=state.rng + 1)
    b = features(geo, suns, fertility_table(shuffled), geo.masks(me.planet.pieces), me.levels)
    assert a == b
    assert model_value(state) == model_value(shuffled)


def model_value(state: GameState) -> float:
    model = default_model()
    assert model is not None
    return model.evaluator(state, 0)(state.players[0])


def test_the_folded_evaluation_is_the_models_dot_product() -> None:
    """The evaluator folds the weights into the decision's context for speed; it must give
    ``VP + w . features`` for every round, sun side and fertility, on any planet."""
    model = default_model()
    assert model is not None
    rng = random.Random(8)
    state = new_game(1, 12)
    bot = MediumBot(3)
    contexts: list[GameState] = []
    while not state.is_over:  # one position per round: every row, sun side and zone
        fresh = state.phase.value == "actions" and state.turn.action is None
        if fresh and (not contexts or contexts[-1].round != state.round):
            contexts.append(state)
        state = apply(state, bot.choose(state))
    assert len(contexts) == 14
    for context in contexts:
        evaluator = model.evaluator(context, 0)
        geo = geometry(context.players[0].planet)
        suns = tuple(int(s) for s in season_plan(context).suns)
        fert = fertility_table(context)
        weights = model.rounds[context.round]
        for _ in range(40):
            masks = geo.masks(random_planet(rng, rng.choice([0.2, 0.5, 0.9])).pieces)
            levels = tuple(rng.randint(0, 4) for _ in range(6))
            vp = rng.randint(0, 150)
            x = features(geo, suns, fert, masks, levels, context.pieces_left)
            expected = vp + sum(w * f for w, f in zip(weights, x, strict=True))
            assert evaluator.value(masks, levels, vp) == pytest.approx(expected, abs=1e-9)


def test_the_evaluations_see_the_shared_supply() -> None:
    """R1.2: with one Bush left the next Bush use can place one at most (the learned
    'room' feature), and with none left a Bush level is worth nothing (hand-made)."""
    from tests.rules.test_supply import acting, others_hold

    model = default_model()
    assert model is not None
    full = acting("snow/bush", players=2, bush=2)
    short = others_hold(full, "b", 19)
    empty = others_hold(full, "b", 20)
    seat = full.awaiting
    assert seat is not None and short.supply.bushes == 1 and empty.supply.bushes == 0
    me = full.players[seat]
    geo = geometry(me.planet)
    masks = geo.masks(me.planet.pieces)
    values = {}
    for name, state in (("full", full), ("short", short), ("empty", empty)):
        x = features(
            geo,
            tuple(int(s) for s in season_plan(state).suns),
            fertility_table(state),
            masks,
            me.levels,
            state.pieces_left,
        )
        room = dict(zip(FEATURES, x, strict=True))["room_bush"]
        values[name] = (room, model.evaluator(state, seat).value(masks, me.levels, me.vp))
    assert values["full"][0] == 3 and values["short"][0] == 1 and values["empty"][0] == 0
    assert len({v for _, v in values.values()}) == 3
    hand = {
        name: Evaluator(state, seat).value(masks, me.levels, me.vp)
        for name, state in (("full", full), ("empty", empty))
    }
    assert hand["full"] > hand["empty"]
