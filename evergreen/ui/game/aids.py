"""What the game screen marks for the one who plays: the spaces a click would act on, the
piece such a click would leave, their pulse when they are new, and each seat's last moves.

Worked out from the running match (its legal commands) and kept while the state stays the
same, so a frame's ``Table`` costs little to make (``GameScene.table``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from evergreen.rules import Command, Event, EventKind, GameState, Piece, apply
from evergreen.rules.commands import SPACE_VERBS

#: The legal targets' pulse: seconds a breath, how many, and the frame step meanwhile.
PULSE_PERIOD = 1.1
PULSES = 3
PULSE_STEP = 1 / 20


class Playing(Protocol):
    """What the aids read of a game being played: the running match, or a review's puzzle
    (its position and the try so far)."""

    @property
    def state(self) -> GameState: ...

    def legal(self) -> Sequence[Command]: ...


class Aids:
    """The targets, ghost piece, pulse and last-move marks of a match's game screen."""

    def __init__(self) -> None:
        self._targets: tuple[object, object, frozenset[int]] = (None, None, frozenset())
        self._ghost: tuple[object, int, Piece | None] = (None, -1, None)
        #: The targets now pulsing, and for how long (see ``pulse``).
        self._pulse_for: frozenset[int] = frozenset()
        self.pulse_age = 0.0
        #: Per seat, the spaces its last turn placed on or grew (see ``note_moves``).
        self.last_moves: dict[int, set[int]] = {}

    @staticmethod
    def space_command(match: Playing, space: int) -> Command | None:
        """The command a click on a space of the awaited seat's planet gives, if legal."""
        for cmd in match.legal():
            if cmd.verb in SPACE_VERBS and cmd.space == space:
                return cmd
        return None

    def targets(self, match: Playing, viewed: int, playing: bool) -> frozenset[int]:
        """Spaces of the viewed planet a click would act on (``playing``: a person is to act;
        worked out once per state)."""
        state = match.state
        cached = self._targets
        if not (cached[0] is state and cached[1] == (viewed, playing)):
            found: frozenset[int] = frozenset()
            if playing and state.awaiting == viewed:
                found = frozenset(c.space for c in match.legal() if c.verb in SPACE_VERBS)
            self._targets = (state, (viewed, playing), found)
        return self._targets[2]

    def ghost(self, match: Playing, space: int | None, targets: frozenset[int]) -> Piece | None:
        """The piece a click on a highlighted space would leave there (for the preview)."""
        if space is None or space not in targets:
            return None
        state = match.state
        if self._ghost[0] is not state or self._ghost[1] != space:
            cmd = self.space_command(match, space)
            piece = None
            if cmd is not None:
                after = apply(state, cmd).players[cmd.seat].planet.pieces[space]
                piece = Piece(after)
            self._ghost = (state, space, piece)
        return self._ghost[2]

    def age(self, targets: frozenset[int], dt: float) -> None:
        """Time passes for the pulse: new targets breathe again from the start."""
        if targets != self._pulse_for:
            self._pulse_for, self.pulse_age = targets, 0.0
        else:
            self.pulse_age += dt

    def pulse(self, targets: frozenset[int], still: bool) -> float | None:
        """How bright the legal targets' pulse is now (0 to 1), or None once they rest: new
        targets breathe ``PULSES`` times to catch the eye, then hold still so the waiting
        game sleeps (and at once with Reduce motion: ``still``)."""
        if still or not targets or self.pulse_age >= PULSES * PULSE_PERIOD:
            return None
        return 0.5 - 0.5 * math.cos(2 * math.pi * self.pulse_age / PULSE_PERIOD)

    def note_moves(self, batch: list[Event]) -> None:
        """Remember each seat's placements of its last turn (marked on its planet until its
        next round begins, with its draft pick)."""
        for e in batch:
            if e.kind is EventKind.TOOK:
                self.last_moves[e.seat] = set()
            elif e.kind is EventKind.PLACED:
                self.last_moves.setdefault(e.seat, set()).add(e.space)

    def marks(self, state: GameState, viewed: int, playing: bool) -> frozenset[int]:
        """The spaces marked as the viewed seat's last moves (none on a person's own planet
        while they play their turn: they see what they do)."""
        if playing and state.awaiting == viewed:
            return frozenset()
        return frozenset(self.last_moves.get(viewed, ()))
