"""The trainer of the shipped evaluation (tools/train_value.py): it records raw positions,
reproducibly, and fits TD(lambda) targets into a file the game loads."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

pytest.importorskip("numpy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import numpy as np
import train_value

from evergreen.ai.features import TOTAL_ROUNDS, geometry
from evergreen.ai.value import FEATURES, ValueModel2, context, features


def test_a_recorded_game_has_a_position_per_player_turn_and_the_final_scores() -> None:
    rows = train_value.play(7, 2, "medium", None)
    assert len(rows) == 2 * TOTAL_ROUNDS
    for seat in (0, 1):
        mine = [r for r in rows if r["seat"] == seat]
        assert [r["round"] for r in mine] == list(range(TOTAL_ROUNDS))
        assert len({r["final"] for r in mine}) == 1
        assert all(r["vp"] <= r["final"] for r in mine)
    assert rows == train_value.play(7, 2, "medium", None)  # the same seed, the same game


def test_the_features_of_a_recorded_position_are_those_of_the_game(tmp_path: Path) -> None:
    """What the file keeps is enough to recompute the features the bots judge by."""
    from evergreen.ai.greedy import MediumBot
    from evergreen.rules import Verb, apply, new_game

    state, bot = new_game(1, 5), MediumBot(5)
    expected = []
    rows = []
    while not state.is_over:
        for cmd in bot.plan(state):
            if cmd.verb is Verb.END:
                me = state.players[0]
                geo = geometry(me.planet)
                masks = geo.masks(me.planet.pieces)
                expected.append(features(geo, context(state), masks, me.levels))
                rows.append(train_value.position(state, 5))
            state = apply(state, cmd)
    path = tmp_path / "rows.npz"
    train_value.save(path, rows)
    got = train_value.feature_matrix(train_value.load([path]))
    assert got.shape == (TOTAL_ROUNDS, len(FEATURES))
    assert np.allclose(got, np.array(expected))


def test_play_and_fit_write_a_file_the_game_loads(tmp_path: Path) -> None:
    data, out = tmp_path / "solo.npz", tmp_path / "value.json"
    argv = ["play", "--games", "2", "--seed", "3", "--explore", "0.5", "--out", str(data)]
    assert train_value.main(argv) == 0
    assert train_value.main(["fit", str(data), "--sweeps", "1", "--out", str(out)]) == 0
    model = ValueModel2.load(out)
    assert model.tables[0] == model.tables[1]  # no table games: they borrow the solo weights
    assert any(w for row in model.tables[0] for w in row)


def _made_up(rng: np.random.Generator, n: int) -> tuple[dict, np.ndarray]:
    """``n`` made-up solo games' positions (round by round, no VP yet) and their features:
    the caller sets each position's ``final``."""
    x = rng.integers(0, 5, size=(n * TOTAL_ROUNDS, len(FEATURES))).astype(float)
    x[:, -1] = 1.0
    data = {
        "game": np.repeat(np.arange(n), TOTAL_ROUNDS),
        "seat": np.zeros(n * TOTAL_ROUNDS, dtype=np.int8),
        "players": np.ones(n * TOTAL_ROUNDS, dtype=np.int8),
        "round": np.tile(np.arange(TOTAL_ROUNDS), n).astype(np.int8),
        "vp": np.zeros(n * TOTAL_ROUNDS, dtype=np.int16),
    }
    return data, x


def test_the_fit_follows_the_td_targets() -> None:
    """Made-up positions whose VP to come is a known linear function of their features: the
    plain Monte Carlo fit (lambda 1) finds it in every round."""
    rng = np.random.default_rng(1)
    data, x = _made_up(rng, 600)
    truth = rng.uniform(-1, 1, size=len(FEATURES))
    data["final"] = x @ truth
    model = train_value.fit(data, x, ridge=1e-6, lam=1.0, sweeps=0)
    for row in model.tables[0]:
        assert np.allclose(row, truth, atol=1e-3)


def test_bad_data_files_are_refused_with_their_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"PK not really a zip")
    with pytest.raises(SystemExit):
        train_value.main(["fit", str(bad), "--out", str(tmp_path / "o.json")])
    assert "bad.npz: not a file of recorded positions" in capsys.readouterr().err
    assert not (tmp_path / "o.json").exists()


def test_a_searching_policy_also_records_the_options_it_weighed(tmp_path: Path) -> None:
    """``--searched``: each option a hard search weighed is a row (kind 1) whose target is
    its mean value over its worlds; the fit takes them as they are."""
    rows = train_value.play(4, 1, "hard", None, iterations=2, searched=True)
    played = [r for r in rows if r["kind"] == 0]
    weighed = [r for r in rows if r["kind"] == 1]
    assert len(played) == TOTAL_ROUNDS and len(weighed) > 2 * TOTAL_ROUNDS
    assert all(r["worlds"] >= 1 and r["final"] >= r["vp"] - 5 for r in weighed)
    path, out = tmp_path / "h.npz", tmp_path / "v.json"
    train_value.save(path, rows)
    data = train_value.load([path])
    assert int(data["kind"].sum()) == len(weighed)
    follow = train_value._next_positions(data)
    assert all(follow[i] == -1 for i in np.flatnonzero(data["kind"] == 1))
    assert train_value.main(["fit", str(path), "--sweeps", "1", "--out", str(out)]) == 0
    ValueModel2.load(out)
    only = tmp_path / "played.json"
    argv = ["fit", str(path), "--sweeps", "1", "--played-only", "--out", str(only)]
    assert train_value.main(argv) == 0
    about = json.loads(only.read_text(encoding="utf-8"))["about"]
    assert about["positions"] == len(played) and about["played_only"] is True
    assert json.loads(out.read_text(encoding="utf-8"))["about"]["positions"] == len(rows)


def test_a_smoothed_fit_shares_a_seasons_weights_and_keeps_what_the_data_says() -> None:
    """``--smooth``: a strong pull makes the rounds of a season one set of weights (the
    bias free), while seasons stay apart; weights the data fixes that agree within each
    season are found all the same."""
    rng = np.random.default_rng(2)
    season = np.array(train_value._SEASON_OF_ROUND)
    by_season = rng.uniform(-1, 1, size=(season.max() + 1, len(FEATURES)))
    truth = by_season[season]
    data, x = _made_up(np.random.default_rng(3), 300)
    data["final"] = np.einsum("ij,ij->i", x, truth[data["round"]])
    model = train_value.fit(data, x, ridge=1e-6, lam=1.0, sweeps=0, smooth=10.0)
    assert np.allclose(np.array(model.tables[0]), truth, atol=1e-3)
    noisy = {**data, "final": data["final"] + rng.normal(0, 5, size=len(x))}
    free = np.array(train_value.fit(noisy, x, 1e-6, 1.0, 0).tables[0])
    pulled = np.array(train_value.fit(noisy, x, 1e-6, 1.0, 0, smooth=1e6).tables[0])
    for s in range(season.max() + 1):
        rows = pulled[season == s, :-1]
        assert np.ptp(rows, axis=0).max() < 1e-3  # one set of weights per season
        assert np.ptp(free[season == s, :-1], axis=0).max() > 0.05  # the noise, unpulled
    assert np.ptp(pulled[:, :-1], axis=0).max() > 0.5  # the seasons still differ
