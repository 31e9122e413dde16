"""The review of a game: the Hard bot judges every decision of the seats reviewed (the human
ones), grades it by the VP it gave away, and sums the game up.

Grades, by the expected final VP lost against the best move the bot found
(``ai.review.judge``): best (under 0.5), good (under 2), inaccuracy (2 or more), mistake (4
or more), blunder (7 or more). Why these: the bot's own noise at the default budget (the
same decision judged with other worlds) is about ±1 VP, so under 2 VP a "better" move is
often no better; a solo game is scored 150-200 and a rank spans 10 VP, so 4 VP is a
noticeable share of a rank and 7 VP most of one. Accuracy is the mean over the decisions of
100·e^(−loss/4): 100 for a game of best moves, about 61 for one where every move lost 2 VP.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from evergreen.review.judge import DEFAULT_BUDGET, Judgement, judge
from evergreen.rules import Command, Verb
from evergreen.rules.tables import SEASON_OF_ROUND
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.session.replay import Decision, Replay


class Grade(Enum):
    """How good a decision was, by the VP it lost."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


#: The least loss (VP) of each grade, worst first.
THRESHOLDS = ((Grade.BLUNDER, 7.0), (Grade.MISTAKE, 4.0), (Grade.INACCURACY, 2.0))
BEST_WITHIN = 0.5


class Kind(Enum):
    """What a decision was about, for the summary: a pick, or where a turn differed most
    from the best one (its action, when its power was used, or only where it placed)."""

    DRAFT = "draft"
    ACTION = "action"
    POWER_TIMING = "power timing"
    PLACEMENTS = "placements"


def grade_of(loss: float) -> Grade:
    """The grade a loss of ``loss`` VP earns."""
    for grade, least in THRESHOLDS:
        if loss >= least:
            return grade
    return Grade.BEST if loss < BEST_WITHIN else Grade.GOOD


@dataclass(frozen=True)
class Reviewed:
    """One decision with its judgement and where it stood."""

    decision: Decision
    judgement: Judgement
    round: int
    kind: Kind

    @property
    def grade(self) -> Grade:
        return grade_of(self.judgement.loss)

    @property
    def season(self) -> int:
        return int(SEASON_OF_ROUND[min(self.round, len(SEASON_OF_ROUND) - 1)])

    def as_json(self) -> dict[str, object]:
        """The fields of ``analyse --json`` (fixed names: seat, ply, taken, best, vp_taken,
        vp_best, loss, grade)."""
        j = self.judgement
        return {
            "seat": self.decision.seat + 1,
            "ply": self.decision.start,
            "round": self.round + 1,
            "kind": self.kind.value,
            "taken": [str(c) for c in j.taken],
            "best": [str(c) for c in j.best],
            "vp_taken": round(j.vp_taken, 2),
            "vp_best": round(j.vp_best, 2),
            "loss": round(j.loss, 2),
            "grade": self.grade.value,
        }


@dataclass
class Review:
    """A game's review: each decision judged, in the order played."""

    budget: int
    decisions: list[Reviewed] = field(default_factory=list)

    def accuracy(self, seat: int | None = None) -> float:
        """100·mean(e^(−loss/4)) over the decisions (of one seat); 100 with none."""
        losses = [r.judgement.loss for r in self._of(seat)]
        if not losses:
            return 100.0
        return 100.0 * sum(math.exp(-loss / 4.0) for loss in losses) / len(losses)

    def lost_by_season(self, seat: int | None = None) -> list[float]:
        """VP lost in each season."""
        lost = [0.0] * 4
        for r in self._of(seat):
            lost[r.season] += r.judgement.loss
        return lost

    def lost_by_kind(self, seat: int | None = None) -> dict[Kind, float]:
        """VP lost by kind of decision."""
        lost = dict.fromkeys(Kind, 0.0)
        for r in self._of(seat):
            lost[r.kind] += r.judgement.loss
        return lost

    def costliest(self, count: int = 3, seat: int | None = None) -> list[Reviewed]:
        """The decisions that lost the most VP (ties: the earlier first)."""
        ranked = sorted(self._of(seat), key=lambda r: (-r.judgement.loss, r.decision.start))
        return [r for r in ranked[:count] if r.judgement.loss > 0]

    def counts(self, seat: int | None = None) -> dict[Grade, int]:
        """How many decisions earned each grade."""
        found = dict.fromkeys(Grade, 0)
        for r in self._of(seat):
            found[r.grade] += 1
        return found

    def _of(self, seat: int | None) -> list[Reviewed]:
        return [r for r in self.decisions if seat is None or r.decision.seat == seat]


Progress = Callable[[int, int], None]


def reviewed_seats(match: Match) -> tuple[int, ...]:
    """The seats a review judges: the human ones (every bot seat in a game with none)."""
    humans = tuple(s for s, kind in enumerate(match.seats) if kind is SeatKind.HUMAN)
    if humans:
        return humans
    return tuple(s for s, kind in enumerate(match.seats) if kind is not SeatKind.AUTOMA)


def decisions_to_review(
    match: Match, seats: Sequence[int] | None = None, replay: Replay | None = None
) -> list[Decision]:
    """The complete decisions of ``seats`` (default: ``reviewed_seats``), in play order
    (``replay``: the match's replay, if made already)."""
    replay = Replay.of(match) if replay is None else replay
    wanted = set(reviewed_seats(match) if seats is None else seats)
    return [
        d for d in replay.decisions if d.seat in wanted and _complete(replay.log[d.start : d.end])
    ]


def review_match(
    match: Match,
    budget: int = DEFAULT_BUDGET,
    seats: Sequence[int] | None = None,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    engine: str = "hard",
    done: Review | None = None,
    judged: Callable[[Review], object] | None = None,
) -> Review:
    """Judge every complete decision of ``seats`` (default: ``reviewed_seats``); the same
    review every time for the same game and budget. ``engine`` is the bot that judges
    ("hard" or "expert"); ``done``: a review begun before (its decisions are not judged
    again); ``progress(done, total)`` and ``judged(review)`` are told after each decision;
    ``should_stop`` ends the review early (the decisions judged so far)."""
    replay = Replay.of(match)
    todo = decisions_to_review(match, seats, replay)
    review = Review(budget, list(done.decisions) if done is not None else [])
    already = {r.decision.start for r in review.decisions}
    for count, decision in enumerate(todo):
        if decision.start in already:
            continue
        if should_stop is not None and should_stop():
            break
        state = replay.state_at(decision.start)
        taken = replay.log[decision.start : decision.end]
        judgement = judge(state, taken, budget, judge_seed(match, decision), engine=engine)
        review.decisions.append(reviewed_as(decision, judgement, state.round))
        review.decisions.sort(key=lambda r: r.decision.start)
        if judged is not None:
            judged(review)
        if progress is not None:
            progress(count + 1, len(todo))
    return review


def judge_seed(match: Match, decision: Decision) -> int:
    """The seed a decision is judged with (its worlds): the same wherever it is judged."""
    return (match.state.seed * 1_000_003 + decision.start) & (2**63 - 1)


def reviewed_as(decision: Decision, judgement: Judgement, round_: int) -> Reviewed:
    """A decision judged, with its round and kind."""
    kind = _kind(judgement.taken, judgement.best, judgement.pick)
    return Reviewed(decision, judgement, round_, kind)


def _complete(commands: Sequence[Command]) -> bool:
    """True for a pick, or a turn played through its ``end``."""
    return bool(commands) and (commands[-1].verb in (Verb.TAKE, Verb.END))


def _kind(taken: Sequence[Command], best: Sequence[Command], pick: bool) -> Kind:
    """Where a turn differed most from the best one."""
    if pick:
        return Kind.DRAFT

    def action(cmds: Sequence[Command]) -> object:
        return next((c.arg for c in cmds if c.verb is Verb.ACTION), None)

    def power_first(cmds: Sequence[Command]) -> bool | None:
        verbs = [c.verb for c in cmds]
        if Verb.POWER not in verbs:
            return None
        return Verb.ACTION not in verbs or verbs.index(Verb.POWER) < verbs.index(Verb.ACTION)

    if action(taken) != action(best):
        return Kind.ACTION
    if power_first(taken) != power_first(best):
        return Kind.POWER_TIMING
    return Kind.PLACEMENTS
