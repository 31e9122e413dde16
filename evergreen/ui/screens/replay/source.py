"""What a replay shows: a game as it was saved (or just finished), never played on.

Opening reads the save once (``persistence.load``: validated, replayed through the rules)
and walks it once (``Replay``: a snapshot per round); nothing is ever written back, so the
file stays as it was. A save that no longer loads raises ``SaveError`` saying why.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from evergreen.persistence import Reason, SaveError, Why, load
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Origin, OriginKind, ReplayError
from evergreen.session.replay import Replay, branch


@dataclass(frozen=True)
class ReplaySource:
    """A game to look back through: the match as saved, its replay, the id it was saved
    under (a record is named after it) and when it was saved."""

    match: Match
    replay: Replay
    game_id: str
    saved_at: datetime
    path: Path | None = None

    @classmethod
    def of_save(cls, path: str | os.PathLike[str]) -> ReplaySource:
        """The replay of a save file; SaveError (one sentence naming the file) if it no
        longer loads."""
        loaded = load(path)
        match = loaded.match
        match.keeper = None  # looked at, never kept
        try:
            replay = Replay.of(match)
        except (ReplayError, ValueError) as exc:  # the save loaded, so this is unexpected
            raise SaveError(Reason(Why.OTHER, detail=str(exc)), Path(path)) from exc
        return cls(match, replay, loaded.save.game_id, loaded.save.saved_at, Path(path))

    @classmethod
    def of_match(cls, match: Match) -> ReplaySource:
        """The replay of a match in memory (the game just finished); the match is only read."""
        return cls(match, Replay.of(match), match.game_id, datetime.now(UTC))

    def branch(self, index: int, seats: tuple[SeatKind, ...]) -> Match:
        """A new game from the point ``index`` with these seats (a new id; the source is
        not changed): played on from a replay, as its origin says."""
        game = branch(self.match, index, seats)
        game.origin = Origin(OriginKind.BRANCH, source=self.game_id, ply=index)
        return game
