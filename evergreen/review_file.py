"""A game's review kept beside its save (``<save>.review``), so it is made once and
survives restarts.

The file is JSON, validated like a save: a size cap, strict types, and it must belong to
the very game it sits beside (the same id and the same commands, by a digest of the log)
and to the review engine of this version (the budget and the model's digest). Anything
else — damaged, truncated, of another game or another engine — is ignored, so the review
is made again, never shown wrong. Writing is atomic. Deleting a save deletes its review;
the start-up clean-up removes reviews whose save is gone.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from evergreen.ai.review import Judgement
from evergreen.analysis import Kind, Progress, Review, Reviewed, decisions_to_review, review_match
from evergreen.match import Match, OriginKind
from evergreen.persistence import SaveError, atomic_write_bytes
from evergreen.persistence.atomic import read_limited
from evergreen.persistence.files import REVIEW_SUFFIX
from evergreen.replay import Decision
from evergreen.rules import Command, RulesError

log = logging.getLogger("evergreen")

SUFFIX = REVIEW_SUFFIX
REVIEW_SCHEMA = 1
MAX_REVIEW_BYTES = 4 * 2**20


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class JudgedRecord(_Strict):
    """One decision as kept."""

    seat: int = Field(ge=0, le=4)
    start: int = Field(ge=0)
    end: int = Field(ge=1)
    round: int = Field(ge=0, le=99)
    kind: Literal["draft", "action", "power timing", "placements"]
    pick: bool
    taken: list[str] = Field(min_length=1, max_length=64)
    best: list[str] = Field(min_length=1, max_length=64)
    vp_taken: float
    vp_best: float
    worlds: int = Field(ge=1)


class ReviewFile(_Strict):
    """The file: whose game, by which engine, and the decisions."""

    model_config = ConfigDict(populate_by_name=True, strict=True, extra="forbid", frozen=True)

    schema_version: int = Field(alias="schema", ge=1, le=REVIEW_SCHEMA)
    game_id: str = Field(pattern=r"^[0-9a-f]{12}$")
    log_digest: str = Field(pattern=r"^[0-9a-f]{64}$")
    engine: str = Field(max_length=128)
    budget: int = Field(ge=1)
    complete: bool
    decisions: list[JudgedRecord] = Field(max_length=5000)


def review_path(save: Path) -> Path:
    """Where a save's review is kept."""
    return save.with_name(save.name + SUFFIX)


def game_of(match: Match) -> str:
    """The game a review belongs to: the game's id, but for a named save or an example
    loaded and not played on, the id saved in it (loading gives such a save a new id each
    time, so that its review could never be found again)."""
    origin = match.origin
    loaded = origin.kind in (OriginKind.LOADED, OriginKind.EXAMPLE)
    if loaded and origin.source and origin.ply == len(match.log):
        return origin.source
    return match.game_id


def log_digest(match: Match) -> str:
    """A digest of the game's commands: a review belongs to exactly this log."""
    return hashlib.sha256("\n".join(map(str, match.log)).encode("utf-8")).hexdigest()


def engine_id(engine: str = "hard") -> str:
    """What the review's judgements depend on besides the game: the review module's
    version, the judging bot ("hard" or "expert") and the learned models' files it judges
    by (a new model makes old reviews stale)."""
    from evergreen.ai import models

    files = hashlib.sha256()
    try:
        for path in models.model_paths():
            files.update(path.read_bytes())
        digest = files.hexdigest()[:16]
    except OSError:
        digest = "none"
    return f"review-1/{engine}/{digest}"


def write_review(
    save: Path, match: Match, review: Review, complete: bool, engine: str = "hard"
) -> Path:
    """Keep a review beside its save (made by ``engine``); raises SaveError."""
    body = ReviewFile(
        schema_version=REVIEW_SCHEMA,
        game_id=game_of(match),
        log_digest=log_digest(match),
        engine=engine_id(engine),
        budget=review.budget,
        complete=complete,
        decisions=[_record(r) for r in review.decisions],
    )
    path = review_path(save)
    data = json.dumps(body.model_dump(mode="json", by_alias=True), ensure_ascii=False)
    atomic_write_bytes(path, data.encode("utf-8") + b"\n", backups=0)
    return path


def read_review(
    save: Path, match: Match, budget: int, engine: str = "hard"
) -> tuple[Review, bool] | None:
    """The review kept beside ``save`` if it is sound and belongs to ``match`` at this
    budget and engine (with whether it is complete); None otherwise (make it again)."""
    path = review_path(save)
    if not path.exists():
        return None
    try:
        raw = json.loads(read_limited(path, MAX_REVIEW_BYTES, "a review").decode("utf-8"))
        body = ReviewFile.model_validate(raw)
        if (body.game_id, body.log_digest) != (game_of(match), log_digest(match)):
            raise ValueError("it is the review of another game")
        if (body.engine, body.budget) != (engine_id(engine), budget):
            raise ValueError("it was made by another engine or budget")
        review = Review(budget, [_reviewed(r) for r in body.decisions])
    except (SaveError, ValueError, ValidationError, RecursionError, RulesError) as exc:
        log.info("review of %s not used (%s): it is made again", save.name, exc)
        return None
    return review, body.complete


def _record(r: Reviewed) -> JudgedRecord:
    j = r.judgement
    return JudgedRecord(
        seat=r.decision.seat,
        start=r.decision.start,
        end=r.decision.end,
        round=r.round,
        kind=r.kind.value,
        pick=j.pick,
        taken=[str(c) for c in j.taken],
        best=[str(c) for c in j.best],
        vp_taken=j.vp_taken,
        vp_best=j.vp_best,
        worlds=j.worlds,
    )


def _reviewed(r: JudgedRecord) -> Reviewed:
    taken = tuple(Command.parse(t) for t in r.taken)
    best = tuple(Command.parse(t) for t in r.best)
    j = Judgement(r.seat, r.pick, taken, best, r.vp_taken, r.vp_best, r.worlds)
    return Reviewed(Decision(r.seat, r.start, r.end), j, r.round, Kind(r.kind))


def reviewed(
    save: Path,
    match: Match,
    budget: int,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    engine: str = "hard",
) -> tuple[Review, bool]:
    """The review of the game a save holds, judged by ``engine`` ("hard" or "expert"): the
    one kept beside it if sound, else made (going on from a review cut short), kept after
    each decision so a cancelled or interrupted review goes on where it stopped. Returns it
    and whether it is complete."""
    kept = read_review(save, match, budget, engine)
    if kept is not None and kept[1]:
        return kept
    total = len(decisions_to_review(match))

    def keep(review: Review) -> None:
        try:
            write_review(save, match, review, len(review.decisions) >= total, engine)
        except SaveError as exc:
            log.warning("review not kept: %s", exc)

    review = review_match(
        match,
        budget,
        progress=progress,
        should_stop=should_stop,
        engine=engine,
        done=None if kept is None else kept[0],
        judged=keep,
    )
    complete = len(review.decisions) >= total
    if kept is None and complete and not review.decisions:
        keep(review)
    return review, complete
