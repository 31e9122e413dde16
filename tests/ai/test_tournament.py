"""The tournament: statistics, the command line, and a short Medium-versus-Easy check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evergreen.ai import ExpertBot, HardBot
from evergreen.ai.ratings import ANCHOR, RatingList
from evergreen.ai.tournament import (
    ALIASES,
    entry_bot,
    main,
    play_game,
    rated_name,
    run,
    summarize,
    wilson,
)


def test_wilson_interval() -> None:
    low, high = wilson(85, 100)
    assert low == pytest.approx(0.7672, abs=1e-3) and high == pytest.approx(0.9069, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_seats_rotate_and_shares_sum_to_one() -> None:
    a = play_game(["medium", "easy"], seed=3, rotation=0)
    b = play_game(["medium", "easy"], seed=3, rotation=1)
    for record in (a, b):
        assert sum(record.shares) == pytest.approx(1.0)
        assert all(len(t) == 14 for t in record.turn_times)
        assert all(len(t) == 14 for t in record.pick_times)
    assert a.scores != b.scores  # the same deal, seats swapped


@pytest.mark.slow
def test_medium_beats_easy_more_often_than_not() -> None:
    """A loose bound that a broken evaluation would fail (the real target is 85% of 400)."""
    records = run(["medium", "easy"], games=24, seed=500)
    medium, easy = summarize(["medium", "easy"], records)
    assert medium.wins > 12, (medium, easy)
    assert medium.mean_score > easy.mean_score


def test_command_line_table_and_solo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "2", "--seats", "random,easy", "--quiet", "--no-ratings"]) == 0
    out = capsys.readouterr().out
    assert "1. random" in out and "2. easy" in out and "95% CI" in out
    assert "rating list" not in out
    assert main(["--games", "2", "--solo", "easy", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "solo games" in out and "ranks (R11.3)" in out


def test_command_line_rejects_nonsense(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--seats", "medium"], ["--seats", "medium,wizard"], ["--games", "0"]):
        with pytest.raises(SystemExit):
            main(argv)
    with pytest.raises(SystemExit):
        main(["--set", "hard.time"])


def test_table_games_update_the_rating_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ratings.json"
    argv = ["--games", "2", "--seats", "random,easy", "--quiet", "--ratings", str(path)]
    assert main(argv) == 0
    assert main([*argv, "--set", "easy.width=2"]) == 0
    tallies = {(t.a, t.b): t.games for t in RatingList.load(path).tallies()}
    assert tallies == {("easy", "random"): 2, ("easy[width=2]", "random"): 2}
    capsys.readouterr()
    assert main(["--ratings-table", "--ratings", str(path)]) == 0
    assert "| easy | " in capsys.readouterr().out
    assert main(["--games", "1", "--solo", "easy", "--quiet", "--ratings", str(path)]) == 0
    assert len(RatingList.load(path).tallies()) == 2  # solo games are not rated


def test_the_anchor_is_the_previous_hard_bot_and_entries_are_named_by_their_settings() -> None:
    anchor = entry_bot(ANCHOR, 1)
    assert isinstance(anchor, HardBot) and not isinstance(anchor, ExpertBot)
    assert anchor.model == "v1" and anchor.time == 0.5 and anchor.candidates == 8
    assert ALIASES[ANCHOR][0] == "hard"
    faster = entry_bot(ANCHOR, 1, {ANCHOR: {"time": None, "iterations": 4}})
    assert faster.time is None and faster.iterations == 4 and faster.model == "v1"
    assert isinstance(entry_bot("expert", 1), ExpertBot)
    assert rated_name("hard") == "hard"
    assert rated_name("hard", {"hard": {"time": 2.0, "candidates": 9}}) == (
        "hard[candidates=9,time=2.0]"
    )


def test_two_solo_runs_compare_deal_by_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--paired``: only the deals both runs played, the difference deal by deal."""
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path, scores in ((a, {1: 170, 2: 180, 3: 160}), (b, {2: 176, 3: 158, 4: 100})):
        games = [{"seed": s, "rotation": 0, "scores": [v]} for s, v in scores.items()]
        path.write_text(json.dumps({"levels": ["hard"], "games": games}), encoding="utf-8")
    assert main(["--paired", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "2 deals (seeds 2-3)" in out and "A - B +3.00 ± 1.00" in out
    assert "A mean 170.00 median 170" in out and "B mean 167.00" in out
    b.write_text(json.dumps({"levels": ["hard", "medium"], "games": []}), encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["--paired", str(a), str(b)])
