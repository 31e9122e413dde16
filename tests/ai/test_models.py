"""Which evaluation the bots judge by (``ai.models``): the first model by default, a second
model by file, and a file that does not fit refused by name, the bots falling back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evergreen.ai import HardBot, make_bot
from evergreen.ai.learned import ValueModel, default_path
from evergreen.ai.models import DEFAULT, FIRST, judge_for, model_file, model_path
from evergreen.ai.value import ValueModel2
from evergreen.rules import new_game

from .test_value import some_model


def test_the_hard_and_expert_bots_judge_by_the_default_model() -> None:
    assert DEFAULT == FIRST
    for level in ("hard", "expert"):
        bot = make_bot(level, 1)
        assert isinstance(bot, HardBot) and bot.model == DEFAULT
    assert isinstance(judge_for(new_game(2, 1)), ValueModel)
    assert model_path() == model_path(FIRST) == default_path()


def test_a_second_model_is_used_by_its_file(tmp_path: Path) -> None:
    path = tmp_path / "value.json"
    path.write_text(json.dumps(some_model().to_json()), encoding="utf-8")
    found = judge_for(new_game(1, 1), str(path))
    assert isinstance(found, ValueModel2) and model_path(str(path)) == path


def test_a_model_file_that_does_not_fit_is_refused_by_name(tmp_path: Path) -> None:
    data = some_model().to_json()
    data["features"][0] = "light0_yesterday"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match=r"odd\.json: .*retrain it with tools/train_value\.py"):
        model_file(str(path))
