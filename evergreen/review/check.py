"""The checks a kept review passes before it is shown or counted: every fact it states must
be one its game and its judge could give.

A review file (``review_file``) says, for each decision judged, whose it was and where it
stood in the log, the move taken, the best move found, the expected final VP of each and how
many worlds weighed them; the loss and the grade are worked out from those values, never
stored. So a kept review is checked against the game it sits beside:

- the same decisions: each one judged is a decision the review would judge (a person's
  complete pick or turn: the seat is one the game has, the plies are the game's, in play
  order, none twice), and the review is complete exactly when it judged them all;
- the same moves: the move recorded as taken is the one the game's log took there, in the
  round and the phase (a pick or a turn) the game was in;
- a best move the judge could find: legal in that position, by the same seat, a single pick
  for a pick and a whole turn through its ``end`` for a turn;
- values the judge could give: finite and bounded, the best worth at least the move taken
  (the judge weighs the move taken among its options, so the loss is never negative), the
  same value for both when the best is the move taken, weighed in the file's number of
  worlds; and the kind of decision the one the analysis gives that pair of moves.

Any disagreement raises ``ReviewMismatch`` (a ``ValueError``), and the review is made again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from evergreen.review.analysis import Reviewed, decisions_to_review, reviewed_as
from evergreen.review.judge import Judgement
from evergreen.rules import Command, GameState, Phase, Verb, apply
from evergreen.session.match import Match
from evergreen.session.replay import Decision, Replay


class JudgedRecord(Protocol):
    """One decision as a kept review states it (``kept.JudgedRecord`` is the file's)."""

    @property
    def seat(self) -> int: ...
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def pick(self) -> bool: ...
    @property
    def taken(self) -> Sequence[str]: ...
    @property
    def best(self) -> Sequence[str]: ...
    @property
    def vp_taken(self) -> float: ...
    @property
    def vp_best(self) -> float: ...
    @property
    def worlds(self) -> int: ...


class ReviewMismatch(ValueError):
    """A kept review says something its game or its judge could not."""


def checked_decisions(
    records: Sequence[JudgedRecord], match: Match, budget: int, complete: bool
) -> list[Reviewed]:
    """The decisions of a kept review of ``match`` (made with ``budget`` worlds), each
    checked against the game; raises ReviewMismatch at the first that does not agree."""
    replay = Replay.of(match)
    wanted = {d.start: d for d in decisions_to_review(match, replay=replay)}
    starts = [r.start for r in records]
    if starts != sorted(set(starts)):
        raise ReviewMismatch("its decisions are not in play order, or one is there twice")
    if complete != (len(records) == len(wanted)):
        raise ReviewMismatch("it says it is complete when it is not, or the other way round")
    return [_checked(r, wanted.get(r.start), replay, budget) for r in records]


def _checked(r: JudgedRecord, decision: Decision | None, replay: Replay, budget: int) -> Reviewed:
    """One kept decision, as the game and the judge could have it."""
    if decision is None or (decision.seat, decision.end) != (r.seat, r.end):
        raise ReviewMismatch(
            f"seat {r.seat + 1} at plies {r.start}-{r.end} is not a decision it reviews"
        )
    state = replay.state_at(decision.start)
    if (r.round, r.pick) != (state.round, state.phase is Phase.DRAFT):
        raise ReviewMismatch(f"the decision at ply {r.start} is not in its round or phase")
    taken = tuple(Command.parse(t) for t in r.taken)
    if taken != replay.log[decision.start : decision.end]:
        raise ReviewMismatch(f"the move taken at ply {r.start} is not the game's")
    best = tuple(Command.parse(t) for t in r.best)
    _playable(state, best, r.seat, r.pick)
    if r.worlds != budget:
        raise ReviewMismatch(f"the decision at ply {r.start} was not weighed in its worlds")
    if r.vp_taken > r.vp_best or (best == taken and r.vp_taken != r.vp_best):
        raise ReviewMismatch(f"the values at ply {r.start} are not ones the judge gives")
    judgement = Judgement(r.seat, r.pick, taken, best, r.vp_taken, r.vp_best, r.worlds)
    found = reviewed_as(decision, judgement, state.round)
    if found.kind.value != r.kind:
        raise ReviewMismatch(f"the decision at ply {r.start} is not of the kind it says")
    return found


def _playable(state: GameState, move: tuple[Command, ...], seat: int, pick: bool) -> None:
    """Raise ReviewMismatch unless ``move`` is a whole decision ``seat`` could take in
    ``state``: one card taken for a pick, a turn through its only ``end`` otherwise."""
    verbs = [c.verb for c in move]
    if pick:
        whole = verbs == [Verb.TAKE]
    else:
        whole = Verb.TAKE not in verbs and verbs.count(Verb.END) == 1 and verbs[-1] is Verb.END
    if not whole or any(c.seat != seat for c in move):
        raise ReviewMismatch("its best move is not a whole decision of the seat")
    for cmd in move:
        state = apply(state, cmd)  # IllegalCommand (a ValueError) if it cannot be played
