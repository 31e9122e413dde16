"""Replays: every example save and seeded games of 1-4 players replay to the engine's final
state and scores; a jump to any point equals stepping there; decisions, rounds and seasons
are marked where the rules say; a branch starts from the source's prefix and leaves the
source as it was."""

from __future__ import annotations

import itertools
import random

import pytest

from evergreen.persistence import load
from evergreen.rules import apply
from evergreen.rules.tables import SEASON_OF_ROUND
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.session.replay import Replay, Unit, branch
from tests.persistence.helpers import EXAMPLES, played


def seeded(count: int) -> list[Match]:
    rng = random.Random(2026)
    games = []
    for n in range(count):
        players = 1 + n % 4
        full = played(players, rng.randrange(10**9))
        steps = None if n % 3 else rng.randrange(1, len(full.log))
        games.append(played(players, full.state.seed, steps))
    return games


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_example_replays_to_its_state(name: str) -> None:
    match = load(EXAMPLES[name]).match
    replay = Replay.of(match)
    assert replay.final == match.state
    assert replay.state_at(len(replay)) == match.state
    assert replay.final.scores == match.state.scores


@pytest.mark.slow
def test_seeded_games_replay_and_every_jump_equals_stepping() -> None:
    rng = random.Random(7)
    for match in seeded(200):
        replay = Replay.of(match)
        assert replay.final == match.state and replay.final.scores == match.state.scores
        stepped = [replay.start]
        for cmd in match.log:
            stepped.append(apply(stepped[-1], cmd))
        for index in rng.sample(range(len(stepped)), min(8, len(stepped))):
            assert replay.state_at(index) == stepped[index]


def test_marks_follow_the_rules() -> None:
    match = played(3, 99)
    replay = Replay.of(match)
    states = [replay.state_at(i) for i in range(len(replay) + 1)]
    rounds = [i for i in range(1, len(states)) if states[i].round != states[i - 1].round]
    assert replay.round_starts == [0, *rounds]
    seasons = [
        i
        for i in replay.round_starts
        if i == 0 or SEASON_OF_ROUND[states[i].round] != SEASON_OF_ROUND[states[i - 1].round]
    ]
    assert replay.season_starts == seasons and len(seasons) == 4
    decisions = replay.decisions
    assert decisions[0].start == 0 and decisions[-1].end == len(replay)
    assert all(a.end == b.start for a, b in itertools.pairwise(decisions))
    for d in decisions:
        assert states[d.start].awaiting == d.seat
        last = str(match.log[d.end - 1])
        assert last.endswith(" end") or " take " in last or d.end == len(replay)


def test_steps_by_each_unit_move_between_marks() -> None:
    replay = Replay.of(played(2, 5))
    end = len(replay)
    assert replay.step(0, Unit.STEP, False) == 0 and replay.step(end, Unit.STEP, True) == end
    point = 0
    visited = [0]
    while point < end:
        point = replay.step(point, Unit.ROUND, True)
        visited.append(point)
    assert visited == [*replay.round_starts, end]
    assert replay.step(end, Unit.SEASON, False) == replay.season_starts[-1]
    d = replay.decisions[3]
    assert replay.step(d.start, Unit.DECISION, True) == replay.decisions[4].start
    assert replay.step(d.start + 1, Unit.DECISION, False) == d.start
    assert replay.decision_at(d.start) == d and replay.decision_at(end) is None


def test_a_branch_starts_from_the_prefix_with_new_seats_and_leaves_the_source() -> None:
    source = played(2, 12)
    before = (list(source.log), source.state, source.game_id)
    middle = len(source.log) // 2
    game = branch(source, middle, seats=(SeatKind.HUMAN, SeatKind.HARD))
    assert game.log == source.log[:middle] and game.game_id != source.game_id
    assert game.seats == (SeatKind.HUMAN, SeatKind.HARD)
    assert game.state == Replay.of(source).state_at(middle)
    assert (list(source.log), source.state, source.game_id) == before
    solo = played(1, 4, 30)
    assert branch(solo, 10).seats == (SeatKind.HUMAN, SeatKind.AUTOMA)
    with pytest.raises(IndexError):
        branch(source, len(source.log) + 1)
