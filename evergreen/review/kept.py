"""A game's review kept beside its save (``<save>.review``), so it is made once and
survives restarts.

The file is JSON, read through the same door as a save: a size cap before reading, a
regular file, UTF-8, strict types, a future format refused. It must belong to the very game
it sits beside, as it stands (the same id, the same commands by a digest of the log, the
same number of plies and the same end: a review made mid-game is stale once the game has
moved on), and to the review engine of this version (the budget and the model's digest);
its checksum must match what it holds, and every decision in it must agree with the game
and with what the judge can give (``review_check``: the same decisions, the same moves
taken, legal best moves, values the judge could give). Anything else — damaged, truncated,
changed, of another game or another engine — is set aside, so the review is made again,
never shown wrong. Writing is atomic. Deleting a save deletes its review; the start-up
clean-up removes reviews whose save is gone.

Format 1 (before the checksum, the plies and the end were kept) still loads when every
check it can pass does; format 2 adds those three.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from evergreen.ai import models
from evergreen.persistence import SaveError, atomic_write_bytes
from evergreen.persistence.atomic import read_limited
from evergreen.persistence.files import REVIEW_SUFFIX
from evergreen.persistence.models import MAX_LOG
from evergreen.review.analysis import Progress, Review, Reviewed, decisions_to_review, review_match
from evergreen.review.check import ReviewMismatch, checked_decisions
from evergreen.rules import RulesError
from evergreen.rules.commands import MAX_SEATS
from evergreen.session.match import Match, OriginKind

log = logging.getLogger("evergreen")

SUFFIX = REVIEW_SUFFIX
REVIEW_SCHEMA = 2
MAX_REVIEW_BYTES = 4 * 2**20
#: The most an expected final VP can be, either way (a game's score is 0 to 1,000).
MAX_VP = 1000.0
#: The most worlds a review weighs an option in.
MAX_BUDGET = 100_000

CommandText = Annotated[str, Field(min_length=1, max_length=64)]
Value = Annotated[float, Field(ge=-MAX_VP, le=MAX_VP, allow_inf_nan=False)]
Hex64 = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class JudgedRecord(_Strict):
    """One decision as kept (its loss and grade are worked out from the values)."""

    seat: int = Field(ge=0, lt=MAX_SEATS)
    start: int = Field(ge=0, le=MAX_LOG)
    end: int = Field(ge=1, le=MAX_LOG)
    round: int = Field(ge=0, le=99)
    kind: Literal["draft", "action", "power timing", "placements"]
    pick: bool
    taken: list[CommandText] = Field(min_length=1, max_length=64)
    best: list[CommandText] = Field(min_length=1, max_length=64)
    vp_taken: Value
    vp_best: Value
    worlds: int = Field(ge=1, le=MAX_BUDGET)


class ReviewFile(_Strict):
    """The file: whose game as it stood, by which engine, the decisions, and a checksum of
    the rest (format 2)."""

    model_config = ConfigDict(populate_by_name=True, strict=True, extra="forbid", frozen=True)

    schema_version: int = Field(alias="schema", ge=1, le=REVIEW_SCHEMA)
    game_id: str = Field(pattern=r"^[0-9a-f]{12}$")
    log_digest: Hex64
    #: The commands of the log it covers, and whether the game was over then (format 2).
    plies: int | None = Field(default=None, ge=0, le=MAX_LOG)
    over: bool | None = None
    engine: str = Field(max_length=128)
    budget: int = Field(ge=1, le=MAX_BUDGET)
    complete: bool
    decisions: list[JudgedRecord] = Field(max_length=5000)
    #: The SHA-256 of the rest of the file, written canonically (format 2; ``seal``).
    checksum: Hex64 | None = None

    @model_validator(mode="after")
    def _fields_of_its_format(self) -> ReviewFile:
        added = (self.plies, self.over, self.checksum)
        if self.schema_version == 1 and added != (None, None, None):
            raise ValueError("a review of format 1 keeps no plies, end or checksum")
        if self.schema_version > 1 and None in added:
            raise ValueError("it lacks the plies, the end or the checksum of its format")
        return self


@dataclass(frozen=True)
class Kept:
    """A kept review that passed every check: the review, whether it is complete, and what
    made it."""

    review: Review
    complete: bool
    engine: str
    budget: int


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
    files = hashlib.sha256()
    try:
        for path in models.model_paths():
            files.update(path.read_bytes())
        digest = files.hexdigest()[:16]
    except OSError:
        digest = "none"
    return f"review-1/{engine}/{digest}"


def seal(fields: dict[str, Any]) -> str:
    """The checksum of a review file's fields (all but the checksum): the SHA-256 of them
    written canonically (keys sorted, no spaces), so a digit changed anywhere is seen."""
    text = json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def write_review(
    save: Path, match: Match, review: Review, complete: bool, engine: str = "hard"
) -> Path:
    """Keep a review beside its save (made by ``engine``); raises SaveError."""
    body = ReviewFile(
        schema_version=REVIEW_SCHEMA,
        game_id=game_of(match),
        log_digest=log_digest(match),
        plies=len(match.log),
        over=match.is_over,
        engine=engine_id(engine),
        budget=review.budget,
        complete=complete,
        decisions=[_record(r) for r in review.decisions],
        checksum="0" * 64,
    )
    fields = body.model_dump(mode="json", by_alias=True, exclude={"checksum"})
    fields["checksum"] = seal(fields)
    path = review_path(save)
    data = json.dumps(fields, ensure_ascii=False)
    atomic_write_bytes(path, data.encode("utf-8") + b"\n", backups=0)
    return path


def read_review(
    save: Path, match: Match, budget: int, engine: str = "hard"
) -> tuple[Review, bool] | None:
    """The review kept beside ``save`` if it is sound and belongs to ``match`` as it stands,
    at this budget and engine (with whether it is complete); None otherwise (make it
    again)."""
    kept = read_kept(save, match, (engine_id(engine), budget))
    return None if kept is None else (kept.review, kept.complete)


def read_kept(save: Path, match: Match, made_by: tuple[str, int] | None = None) -> Kept | None:
    """The review kept beside ``save`` if it is sound, belongs to ``match`` as it stands
    and passes every check against it (and, given ``made_by``, was made by that engine at
    that budget); None if there is none or it is set aside (logged: it is made again)."""
    path = review_path(save)
    if not path.exists():
        return None
    try:
        body = open_review(path)
        if (body.game_id, body.log_digest) != (game_of(match), log_digest(match)):
            raise ReviewMismatch("it is the review of another game, or of it before it went on")
        if body.schema_version > 1 and (body.plies, body.over) != (len(match.log), match.is_over):
            raise ReviewMismatch("it covers another point of the game")
        if made_by is not None and (body.engine, body.budget) != made_by:
            raise ReviewMismatch("it was made by another engine or budget")
        decisions = checked_decisions(body.decisions, match, body.budget, body.complete)
    except (SaveError, ValueError, ValidationError, RecursionError, RulesError) as exc:
        log.info("review of %s not used (%s): it is made again", save.name, exc)
        return None
    return Kept(Review(body.budget, decisions), body.complete, body.engine, body.budget)


def open_review(path: Path) -> ReviewFile:
    """A review file read through the save's door and its checksum checked (not yet
    against its game); raises SaveError or ValueError (ValidationError among them)."""
    text = read_limited(path, MAX_REVIEW_BYTES, "a review").decode("utf-8")
    raw = json.loads(text, parse_constant=_no_constant)
    if not isinstance(raw, dict):
        raise ValueError("a review is a JSON object")
    body = ReviewFile.model_validate(raw)
    if body.checksum is not None:
        fields = {k: v for k, v in raw.items() if k != "checksum"}
        if seal(fields) != body.checksum:
            raise ValueError("its checksum does not match what it holds")
    return body


def _no_constant(name: str) -> float:
    raise ValueError(f"a review holds numbers, not {name}")


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
