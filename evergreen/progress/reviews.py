"""Reviews without a blunder, for the achievements: worked out from the reviews kept beside
the finished games' files (``<save>.review``, ``review_file``), so, like the daily wins,
nothing of it is stored that those files do not say.

A game counts if it is in the history (so never the demo, the guided game, a replay's
branch not played to its end or an example: none of these enter it), its review is
complete and belongs to it, judged at least one decision of a person's seat, and graded
none of the people's decisions a blunder. A review of a bots-only game never counts. When it
happened: the time its file was last written, which for a complete review is when its last
decision was judged (a complete review is read back, never written again).
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from evergreen.analysis import Grade, grade_of
from evergreen.persistence import SaveError, save_dir
from evergreen.persistence.atomic import read_limited
from evergreen.review_file import MAX_REVIEW_BYTES, ReviewFile, review_path

from .history import Entry, PathArg

log = logging.getLogger("evergreen")


def clean_review_time(save: Path, game_id: str, people: set[int]) -> datetime | None:
    """When the complete review beside ``save`` of the game ``game_id`` was finished, if it
    graded no decision of ``people`` (seats) a blunder; None if there is none such (no
    review, cut short, another game's, damaged, a blunder, or no decision of theirs)."""
    path = review_path(save)
    try:
        when = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        body = ReviewFile.model_validate(
            json.loads(read_limited(path, MAX_REVIEW_BYTES, "a review").decode("utf-8"))
        )
    except FileNotFoundError:
        return None
    except (OSError, SaveError, ValueError, ValidationError, RecursionError) as exc:
        log.info("review of %s not counted (%s)", save.name, exc)
        return None
    if body.game_id != game_id or not body.complete:
        return None
    theirs = [d for d in body.decisions if d.seat in people]
    if not theirs:
        return None
    if any(grade_of(max(0.0, d.vp_best - d.vp_taken)) is Grade.BLUNDER for d in theirs):
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
