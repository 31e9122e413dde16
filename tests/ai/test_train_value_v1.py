"""The trainer of the first learned evaluation (tools/train_value_v1.py, the frozen anchor's
model) records games and fits them."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

pytest.importorskip("numpy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import train_value_v1 as train_value

from evergreen.ai.features import TOTAL_ROUNDS
from evergreen.ai.learned import FEATURES, ValueModel


def test_a_recorded_game_has_a_position_per_round_and_its_final_score() -> None:
    final, rows = train_value.play(7, None)
    assert [r for r, *_ in rows] == list(range(TOTAL_ROUNDS))
    assert all(len(x) == len(FEATURES) and vp <= end == final for _, x, vp, end in rows)
    assert rows[-1][2] < final  # the last season end still scores after the last turn


def test_the_fit_recovers_the_weights_that_made_the_data() -> None:
    rng = random.Random(1)
    truth = [[rng.uniform(-2, 2) for _ in FEATURES] for _ in range(TOTAL_ROUNDS)]
    rows = []
    for r in range(TOTAL_ROUNDS):
        for _ in range(300):
            x = [float(rng.randint(0, 9)) for _ in FEATURES[:-1]] + [1.0]
            vp = rng.randint(0, 50)
            rows.append(
                (r, x, vp, vp + round(sum(a * b for a, b in zip(truth[r], x, strict=True)), 6))
            )
    model = train_value.fit(rows, ridge=1e-6)
    for got, want in zip(model.rounds, truth, strict=True):
        assert got == pytest.approx(want, abs=1e-3)


def test_the_trainer_writes_a_file_the_game_loads(tmp_path: Path) -> None:
    out = tmp_path / "value.json"
    assert (
        train_value.main(["--iterations", "1", "--games", "2", "--jobs", "1", "--out", str(out)])
        == 0
    )
    model = ValueModel.load(out)
    assert len(model.rounds) == TOTAL_ROUNDS
    assert json.loads(out.read_text())["about"]["games_per_iteration"] == 2


@pytest.mark.slow
def test_the_hard_policy_records_its_games_and_starts_from_a_given_model(tmp_path: Path) -> None:
    """``--policy hard --init FILE``: the hard bot plays (judging by that model) and the
    file records where training started."""
    final, rows = train_value.play(7, None, "hard", 0.01)
    assert [r for r, *_ in rows] == list(range(TOTAL_ROUNDS)) and rows[-1][3] == final
    first = tmp_path / "first.json"
    train_value.main(["--iterations", "1", "--games", "2", "--jobs", "1", "--out", str(first)])
    out = tmp_path / "second.json"
    args = ["--policy", "hard", "--hard-time", "0.01", "--init", str(first)]
    assert train_value.main([*args, "--games", "2", "--jobs", "1", "--out", str(out)]) == 0
    about = json.loads(out.read_text())["about"]
    assert about["policy"].startswith("hard") and about["init"] == "first.json"
    assert ValueModel.load(out).rounds != ValueModel.load(first).rounds


def test_a_broken_starting_model_is_refused_with_its_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    with pytest.raises(SystemExit):
        train_value.main(["--init", str(bad), "--games", "1", "--out", str(tmp_path / "o.json")])
    assert "--init: bad.json: not a value model" in capsys.readouterr().err
    assert not (tmp_path / "o.json").exists()


def test_exploring_plays_other_moves_and_stays_reproducible() -> None:
    """``--explore``: some decisions are random good ones; the same seed, the same game."""
    calm = train_value.play(7, None)
    wild = train_value.play(7, None, explore=1.0)
    assert wild == train_value.play(7, None, explore=1.0)
    assert [r for r, *_ in wild[1]] == list(range(TOTAL_ROUNDS))
    assert [x for _, x, _, _ in wild[1]] != [x for _, x, _, _ in calm[1]]


def test_recorded_positions_are_kept_and_pooled_by_later_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, out = tmp_path / "rows.npz", tmp_path / "value.json"
    base = ["--iterations", "1", "--games", "2", "--jobs", "1", "--out", str(out)]
    assert train_value.main([*base, "--data", str(data)]) == 0
    first = train_value.load_rows(data)
    assert len(first) == 2 * TOTAL_ROUNDS
    assert train_value.main([*base, "--data", str(data), "--explore", "0.5", "--seed", "9"]) == 0
    assert train_value.load_rows(data)[: len(first)] == first
    about = json.loads(out.read_text())["about"]
    assert about["positions"] == 4 * TOTAL_ROUNDS and about["explore"] == 0.5
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"PK not really a zip")
    with pytest.raises(SystemExit):
        train_value.main([*base, "--data", str(bad)])
    assert "--data: bad.npz: not a file of recorded positions" in capsys.readouterr().err
