"""Which evaluation the bots judge by (``ai.models``): the shipped second model solo and the
first model at a table by default, a second model by file, and a file that does not fit
refused by name, the bots falling back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evergreen.ai import HardBot, make_bot
from evergreen.ai.learned import ValueModel, default_path
from evergreen.ai.models import (
    DEFAULT,
    FIRST,
    SHIPPED,
    SOLO_SHIPPED,
    judge_for,
    model_file,
    model_path,
    model_paths,
    shipped_model,
)
from evergreen.ai.value import ValueModel2
from evergreen.ai.value import default_path as value_path
from evergreen.rules import new_game

from .test_value import some_model


def test_the_hard_and_expert_bots_judge_by_the_default_model() -> None:
    """The shipped second model in solo games, the first model at a table."""
    assert DEFAULT == SOLO_SHIPPED
    for level in ("hard", "expert"):
        bot = make_bot(level, 1)
        assert isinstance(bot, HardBot) and bot.model == DEFAULT
    assert isinstance(judge_for(new_game(1, 1)), ValueModel2)
    assert judge_for(new_game(1, 1)) is shipped_model()
    for players in (2, 3, 4):
        assert isinstance(judge_for(new_game(players, 1)), ValueModel)
    assert model_path(FIRST) == default_path()
    assert model_path() == model_path(SHIPPED) == value_path()
    assert model_paths() == (value_path(), default_path())
    assert model_paths(FIRST) == (default_path(),)


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


def test_a_shipped_model_that_does_not_load_falls_back_to_the_first_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A damaged data/value.json: solo games are judged by the first model, and the log says
    why; the bots still play."""
    from evergreen.ai import models

    broken = tmp_path / "value.json"
    broken.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(models, "default_path", lambda: broken)
    models.shipped_model.cache_clear()
    try:
        with caplog.at_level("WARNING", logger="evergreen.ai.models"):
            assert isinstance(judge_for(new_game(1, 1)), ValueModel)
        assert "fall back to the first learned evaluation" in caplog.text
        assert model_path() == default_path()
        assert make_bot("hard", 1, time=None, iterations=2).plan(new_game(1, 3))
    finally:
        models.shipped_model.cache_clear()
