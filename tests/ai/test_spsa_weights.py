"""The SPSA tuner of the first model's group multipliers (tools/spsa_weights.py): its scaled
models and the second-evaluation file it writes judge as the first model would."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import spsa_weights

from evergreen.ai.features import geometry
from evergreen.ai.learned import FEATURES as FIRST_FEATURES
from evergreen.ai.learned import ValueModel, default_model
from evergreen.ai.value import ValueModel2
from evergreen.rules import Phase, apply, legal_commands, new_game

from .test_features import random_planet


def _first() -> ValueModel:
    model = default_model()
    assert model is not None
    return model


def test_every_feature_but_the_bias_is_in_a_group() -> None:
    groups = [spsa_weights.group_of(f) for f in FIRST_FEATURES]
    assert groups.count(None) == 1 and FIRST_FEATURES[groups.index(None)] == "bias"
    assert set(groups) - {None} == set(range(len(spsa_weights.GROUPS)))


def test_theta_scales_one_season_and_group_only() -> None:
    first = _first()
    theta = [0.0] * (spsa_weights.SEASONS * len(spsa_weights.GROUPS))
    assert spsa_weights.scaled(first, theta).rounds == first.rounds
    forest = next(g for g, (name, _) in enumerate(spsa_weights.GROUPS) if name == "forest")
    theta[2 * len(spsa_weights.GROUPS) + forest] = math.log(2.0)  # Autumn's forest, doubled
    out = spsa_weights.scaled(first, theta)
    for r, (old, new) in enumerate(zip(first.rounds, out.rounds, strict=True)):
        autumn = spsa_weights.SEASON_OF_ROUND[r] == 2
        for name, w0, w1 in zip(FIRST_FEATURES, old, new, strict=True):
            factor = 2.0 if autumn and name.startswith("forest_") else 1.0
            assert w1 == pytest.approx(w0 * factor)


def test_the_second_evaluation_file_judges_as_the_first_model() -> None:
    """What the tournament gauges (``hard.model=FILE``) is the model SPSA tuned."""
    first = _first()
    second = ValueModel2.from_json(spsa_weights.as_second(first))
    rng = random.Random(3)
    state = new_game(1, 9)
    while state.round < 6 or state.phase is not Phase.ACTIONS:
        state = apply(state, rng.choice(list(legal_commands(state))))
    a, b = first.evaluator(state, 0), second.evaluator(state, 0)
    geo = geometry(state.players[0].planet)
    for _ in range(60):
        masks = geo.masks(random_planet(rng, rng.choice([0.3, 0.6])).pieces)
        levels = tuple(rng.randint(0, 4) for _ in range(6))
        assert b.value(masks, levels, 20) == pytest.approx(a.value(masks, levels, 20))
