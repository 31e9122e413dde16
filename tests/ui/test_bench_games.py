"""The benchmarks' games are games the rules made: a bot can think about them (a state
patched by hand once broke the shared supply's count, and the Hard bots of `make bench`
failed on every move, for ever)."""

from __future__ import annotations

from benchmarks.ui import before_season_end, late_game
from evergreen.rules import apply, new_game
from evergreen.rules.state import check_state


def test_the_late_game_is_played_through_the_rules() -> None:
    match = late_game()
    state = match.state
    check_state(state)
    assert state.round >= 12
    assert sum(1 for p in state.players for piece in p.planet.pieces if piece) > 60
    replay = new_game(4, state.seed)
    for cmd in match.log:
        replay = apply(replay, cmd)
    assert replay == state


def test_the_scoring_benchmark_starts_one_command_before_a_seasons_end() -> None:
    match, cmd = before_season_end()
    check_state(match.state)
    assert cmd in match.legal()
