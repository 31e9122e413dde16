"""The Hard bot's review: every move it suggests is legal where it stands, the review is
the same every time for a budget, grades follow the documented thresholds, and in a game
where the human seat's decisions were spoiled on purpose (a turn ended without placing, the
worst card taken) the review finds those among the costliest."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evergreen.__main__ import main
from evergreen.ai.greedy import MediumBot, card_values
from evergreen.ai.learned import hard_weights
from evergreen.persistence import save_match
from evergreen.review.analysis import Grade, Kind, Review, grade_of, review_match
from evergreen.review.run import ReviewRun, review_engine
from evergreen.rules import Action, Command, GameState, Phase, Verb, apply, legal_commands
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.session.replay import Replay

BUDGET = 3


def spoiled_solo(seed: int, spoil_turn: int, spoil_pick: int) -> tuple[Match, set[int]]:
    """A solo game the Medium bot plays for the human, but for its turn number
    ``spoil_turn`` (an action, then stop before placing anything, then end) and its pick
    number ``spoil_pick`` (the card it values least). Returns the plies spoiled."""
    match = Match.start(1, seed)
    bot = MediumBot(seed)
    turns = picks = 0
    spoiled = set()
    while not match.is_over:
        state = match.state
        if state.awaiting != 0:
            raise AssertionError("the solo game waits only for the player")
        if state.phase is Phase.DRAFT:
            picks += 1
            if picks == spoil_pick:
                spoiled.add(len(match.log))
                worst = card_values(state, hard_weights(state), 32, 4)[-1][1]
                match.play(worst)
                continue
        else:
            turns += 1
            if turns == spoil_turn:
                spoiled.add(len(match.log))
                for cmd in (
                    Command(0, Verb.ACTION, Action.A),
                    Command(0, Verb.STOP),
                    Command(0, Verb.END),
                ):
                    if cmd in legal_commands(match.state):
                        assert match.play(cmd) is None
                assert str(match.log[-1]).endswith("end")
                continue
        for cmd in bot.plan(state):
            assert match.play(cmd) is None
    return match, spoiled


Spoiled = tuple[Match, set[int], Review]


@pytest.fixture(scope="module")
def spoiled() -> Spoiled:
    match, plies = spoiled_solo(11, spoil_turn=4, spoil_pick=6)
    return match, plies, review_match(match, BUDGET)


def test_the_spoiled_decisions_are_among_the_costliest(spoiled: Spoiled) -> None:
    _match, plies, review = spoiled
    costliest = {r.decision.start for r in review.costliest(5)}
    assert plies <= costliest, (
        plies,
        [(r.decision.start, r.judgement.loss) for r in review.costliest(5)],
    )
    for r in review.decisions:
        if r.decision.start in plies:
            assert r.grade in (Grade.MISTAKE, Grade.BLUNDER, Grade.INACCURACY)


def test_every_suggested_move_is_legal_where_it_stands(spoiled: Spoiled) -> None:
    match, _plies, review = spoiled
    replay = Replay.of(match)
    for r in review.decisions:
        state = replay.state_at(r.decision.start)
        for cmd in r.judgement.best:
            state = apply(state, cmd)  # raises IllegalCommand if not legal
        assert r.judgement.loss >= 0 and r.judgement.worlds == BUDGET


def test_the_summary_adds_up(spoiled: Spoiled) -> None:
    _match, _plies, review = spoiled
    total = sum(r.judgement.loss for r in review.decisions)
    assert sum(review.lost_by_season()) == pytest.approx(total)
    assert sum(review.lost_by_kind().values()) == pytest.approx(total)
    assert sum(review.counts().values()) == len(review.decisions)
    assert 0 < review.accuracy() < 100
    assert all(r.kind is Kind.DRAFT for r in review.decisions if r.judgement.pick)


def test_a_review_is_the_same_every_time() -> None:
    match = Match.start(2, 5)
    bot = MediumBot(5)
    while len(match.log) < 30:
        for cmd in bot.plan(match.state):
            match.play(cmd)
    first = [r.as_json() for r in review_match(match, 2).decisions]
    again = [r.as_json() for r in review_match(match, 2).decisions]
    assert first == again and first


@pytest.mark.parametrize(
    ("loss", "grade"),
    [
        (0.0, Grade.BEST),
        (0.49, Grade.BEST),
        (0.5, Grade.GOOD),
        (1.99, Grade.GOOD),
        (2.0, Grade.INACCURACY),
        (4.0, Grade.MISTAKE),
        (6.99, Grade.MISTAKE),
        (7.0, Grade.BLUNDER),
    ],
)
def test_grades_follow_the_thresholds(loss: float, grade: Grade) -> None:
    assert grade_of(loss) is grade


def test_cli_analyse_json_has_the_fixed_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = Match.start(1, 3)
    bot = MediumBot(3)
    while len(match.log) < 12:
        for cmd in bot.plan(match.state):
            match.play(cmd)
    save = save_match(match, "short", tmp_path)
    assert main(["analyse", str(save), "--budget", "2", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines
    for line in lines:
        row = json.loads(line)
        assert {"seat", "ply", "taken", "best", "vp_taken", "vp_best", "loss", "grade"} <= set(row)
        assert row["grade"] in {g.value for g in Grade}
    assert main(["analyse", str(save), "--budget", "0"]) == 2
    assert main(["analyse", str(tmp_path / "missing.json")]) == 2


def test_the_expert_can_be_the_reviewing_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--engine expert`` (issue 35): the Expert's candidates and play-outs judge."""
    match = Match.start(1, 4)
    bot = MediumBot(4)
    while len(match.log) < 8:
        for cmd in bot.plan(match.state):
            match.play(cmd)
    by_expert = review_match(match, 1, engine="expert").decisions
    assert by_expert and all(r.judgement.worlds == 1 for r in by_expert)
    save = save_match(match, "short", tmp_path)
    assert main(["analyse", str(save), "--budget", "1", "--engine", "expert", "--json"]) == 0
    assert capsys.readouterr().out.splitlines()
    with pytest.raises(ValueError, match="a search bot"):
        review_match(match, 1, engine="medium")


class _Recording:
    """A review worker that only records what it is asked."""

    def __init__(self) -> None:
        self.engines: list[str] = []

    def judge(
        self, state: GameState, taken: list[Command], budget: int, seed: int, engine: str = "hard"
    ) -> int:
        self.engines.append(engine)
        return len(self.engines)

    def poll(self) -> None:
        return None

    def close(self) -> None:
        pass


@pytest.mark.parametrize(
    ("seats", "engine"),
    [
        ((SeatKind.HUMAN,), "hard"),
        ((SeatKind.HUMAN, SeatKind.HARD), "hard"),
        ((SeatKind.HUMAN, SeatKind.EXPERT), "expert"),
    ],
)
def test_the_window_reviews_with_the_expert_when_one_sat_at_the_table(
    tmp_path: Path, seats: tuple[SeatKind, ...], engine: str
) -> None:
    """As with hints: a table with an Expert is reviewed (and its puzzles judged) by the
    Expert, and its kept review belongs to that engine."""
    match = Match.start(len(seats), 4, seats=seats)
    while len(match.log) < 4:
        match.play(next(iter(legal_commands(match.state))))
    worker = _Recording()
    run = ReviewRun.start(match, Replay.of(match), None, 1, lambda: worker)
    run.step()
    assert review_engine(match) == run.engine == engine
    assert worker.engines == [engine]
