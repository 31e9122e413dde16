"""A replay: any point of a game's log, reached at once, and new games branched from it.

A save holds the seed and every command, so a game can be played again exactly. A
``Replay`` plays it through once, keeping a snapshot of the state at the start of every
round, and notes where each decision (a draft pick, a whole turn) begins and ends, and
where each round and season begins. A jump to any point then replays at most one round's
commands from the nearest snapshot; stepping forward and back moves by a step, a
decision, a round or a season. Nothing here changes the game the replay came from:
``branch`` makes a new match (a new id) whose log is the prefix up to the point shown.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from evergreen.rules import Command, GameState, apply, new_game
from evergreen.rules.tables import SEASON_OF_ROUND
from evergreen.seats import SeatKind
from evergreen.session.match import MILESTONES, Match, Mode


class Unit(Enum):
    """How far a step of the viewer goes."""

    STEP = "step"
    DECISION = "decision"
    ROUND = "round"
    SEASON = "season"


@dataclass(frozen=True)
class Decision:
    """One decision of one seat: the commands ``log[start:end]`` (a card taken, or a whole
    turn up to its ``end``), taken in the state at ``start``."""

    seat: int
    start: int
    end: int


class Replay:
    """The whole of a game's log, reachable at any point (0: before the first command,
    ``len(log)``: after the last)."""

    def __init__(self, start: GameState, log: Sequence[Command]) -> None:
        self.start = start
        self.log = tuple(log)
        self._snapshots: list[int] = []
        self._states: list[GameState] = []
        self.round_starts: list[int] = []
        self.season_starts: list[int] = []
        self.decisions: list[Decision] = []
        self.final = self._walk()

    @classmethod
    def of(cls, match: Match) -> Replay:
        """The replay of a match's log from its new game."""
        o = match.state.options
        start = new_game(o.players, match.state.seed, o.sun_start, o.planet, o.unlimited_pieces)
        return cls(start, match.log)

    def _walk(self) -> GameState:
        state = self.start
        seen_round = seen_season = -1
        opened, seat = 0, -1
        for index, cmd in enumerate(self.log):
            seen_round, seen_season = self._mark(index, state, seen_round, seen_season)
            if index == opened:
                seat = -1 if state.awaiting is None else state.awaiting
            state = apply(state, cmd)
            if not {e.kind for e in state.events}.isdisjoint(MILESTONES):
                self.decisions.append(Decision(seat, opened, index + 1))
                opened = index + 1
        if opened < len(self.log):  # a turn in progress when the game was saved
            self.decisions.append(Decision(seat, opened, len(self.log)))
        self._mark(len(self.log), state, seen_round, seen_season)
        return state

    def _mark(
        self, index: int, state: GameState, seen_round: int, seen_season: int
    ) -> tuple[int, int]:
        """Note a snapshot and the round and season starts at ``index``."""
        r = state.round
        if r != seen_round:
            self._snapshots.append(index)
            self._states.append(state)
            self.round_starts.append(index)
            season = int(SEASON_OF_ROUND[min(r, len(SEASON_OF_ROUND) - 1)])
            if season != seen_season:
                self.season_starts.append(index)
            return r, season
        return seen_round, seen_season

    def __len__(self) -> int:
        return len(self.log)

    def state_at(self, index: int) -> GameState:
        """The state after the first ``index`` commands (from the nearest snapshot)."""
        if not 0 <= index <= len(self.log):
            raise IndexError(f"a point of this game is 0 to {len(self.log)}, not {index}")
        at = bisect.bisect_right(self._snapshots, index) - 1
        state = self._states[at]
        for cmd in self.log[self._snapshots[at] : index]:
            state = apply(state, cmd)
        return state

    def decision_at(self, index: int) -> Decision | None:
        """The decision whose commands include ``log[index]`` (None at the end)."""
        starts = [d.start for d in self.decisions]
        at = bisect.bisect_right(starts, index) - 1
        if at < 0 or index >= self.decisions[at].end:
            return None
        return self.decisions[at]

    def step(self, index: int, unit: Unit, forward: bool) -> int:
        """The point one ``unit`` forward or back from ``index`` (clamped to the game)."""
        if unit is Unit.STEP:
            return max(0, min(len(self.log), index + (1 if forward else -1)))
        marks = {
            Unit.DECISION: [d.start for d in self.decisions] + [len(self.log)],
            Unit.ROUND: self.round_starts,
            Unit.SEASON: self.season_starts,
        }[unit]
        if forward:
            later = [m for m in marks if m > index]
            return later[0] if later else len(self.log)
        earlier = [m for m in marks if m < index]
        return earlier[-1] if earlier else 0


def branch(
    source: Match,
    index: int,
    seats: Sequence[SeatKind] | None = None,
    names: Sequence[str] | None = None,
) -> Match:
    """A new game (a new id, the standard mode) that starts where ``source`` stood after
    ``index`` commands, with the same seats unless others are given (the solo automa
    stays the automa). The source is not changed."""
    replay = Replay.of(source)
    if not 0 <= index <= len(replay):
        raise IndexError(f"a point of this game is 0 to {len(replay)}, not {index}")
    kinds = tuple(seats) if seats is not None else source.seats
    return Match.restore(
        replay.start,
        kinds,
        source.log[:index],
        tuple(names) if names is not None else source.names,
        mode=Mode.STANDARD,
        colours=source.colours,
    )
