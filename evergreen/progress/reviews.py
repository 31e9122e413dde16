"""Reviews without a blunder, for the achievements: worked out from the reviews kept beside
the finished games' files (``<save>.review``, ``review_file``), so, like the daily wins,
nothing of it is stored that those files do not say.

A game counts if it is in the history (so never the demo, the guided game, a replay's
branch not played to its end or an example: none of these enter it), its file holds the
game finished, and the review beside it is of that finished game, covers every one of its
decisions and passes every check a review must pass to be shown (``review_file.read_kept``:
the same decisions and moves as the game, values the judge could give, its checksum), judged
at least one decision of a person's seat, and graded none of the people's decisions a
blunder. A review made before the game ended (beside its autosave) is of another point of
the game, so it never counts; nor does a review of a bots-only game. When it happened: the
time its file was last written, which for a complete review is when its last decision was
judged (a complete review is read back, never written again).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path

from evergreen.persistence import SaveError, load, save_dir
from evergreen.review.analysis import Grade
from evergreen.review.kept import game_of, read_kept, review_path

from .history import Entry, PathArg

log = logging.getLogger("evergreen")


def clean_review_time(save: Path, game_id: str, people: set[int]) -> datetime | None:
    """When the complete review beside ``save`` of the finished game ``game_id`` was
    finished, if it graded no decision of ``people`` (seats) a blunder; None if there is
    none such (no review, cut short, made before the game ended, another game's, damaged or
    changed, a blunder, or no decision of theirs)."""
    path = review_path(save)
    try:
        when = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        match = load(save).match
    except FileNotFoundError:
        return None
    except (OSError, SaveError) as exc:
        log.info("review of %s not counted (%s)", save.name, exc)
        return None
    if game_of(match) != game_id or not match.is_over:
        return None
    kept = read_kept(save, match)
    if kept is None or not kept.complete:
        return None
    theirs = [r for r in kept.review.decisions if r.decision.seat in people]
    if not theirs or any(r.grade is Grade.BLUNDER for r in theirs):
        return None
    return when


def clean_reviews(entries: list[Entry], directory: PathArg = None) -> dict[str, datetime]:
    """The history's games reviewed without a blunder of a person: game id → when."""
    folder = save_dir(directory)
    found = {}
    for e in entries:
        people = set(e.human_seats())
        if not people:
            continue
        when = clean_review_time(folder / e.file, e.game_id, people)
        if when is not None:
            found[e.game_id] = when
    return found
