"""Issue 56 (items 3 and 9): a kept review is checked against its game before it is shown.

A review file that names a seat the game does not have, a ply it does not have, a move
taken that is not the game's, a best move that cannot be played, values the judge could
not give, or that lies about being complete is set aside and made again, never shown;
so is one whose checksum does not match what it holds (a digit changed anywhere: every
digit of a real review file changed in turn is either refused or means the same). The
changes are made as a forger would, the checksum made to match, so each check is shown
to hold by itself. The file comes through the door of a save (a FIFO, a file over the size
limit, bytes that are not UTF-8, a folder, a future format: made again, nothing hangs), and
a file of the format before the checksum still loads. One real review (the Hard bot's, at
the smallest budget) is made once for the module."""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from evergreen.persistence import autosave
from evergreen.review.analysis import Review
from evergreen.review.kept import MAX_REVIEW_BYTES, read_review, review_path, reviewed
from evergreen.session.match import Match
from tests.test_review_file import short_game

BUDGET = 1
Fields = dict[str, Any]


def rows(review: Review) -> list[dict[str, object]]:
    return [r.as_json() for r in review.decisions]


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Match, bytes, list[dict[str, object]]]:
    """A real review of a short solo game: the game, the file's bytes, the review's rows."""
    match = short_game()
    save = autosave(match, tmp_path_factory.mktemp("made"))
    review, complete = reviewed(save, match, BUDGET)
    assert complete and len(review.decisions) == 4
    return match, review_path(save).read_bytes(), rows(review)


@pytest.fixture
def kept(made: tuple[Match, bytes, list[dict[str, object]]], tmp_path: Path) -> tuple[Match, Path]:
    """The game autosaved in a folder of its own, with its real review beside it."""
    match, data, _ = made
    save = autosave(match, tmp_path)
    review_path(save).write_bytes(data)
    return match, save


def sealed(fields: Fields) -> bytes:
    """The file of ``fields``; a checksum among them is made to match the rest, as the
    format says (the SHA-256 of the other fields, keys sorted, no spaces, as UTF-8)."""
    if "checksum" in fields:
        rest = {k: v for k, v in fields.items() if k != "checksum"}
        text = json.dumps(rest, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        fields = {**rest, "checksum": hashlib.sha256(text.encode("utf-8")).hexdigest()}
    return json.dumps(fields, ensure_ascii=False).encode("utf-8")


def forge(save: Path, change: Callable[[Fields], object]) -> None:
    """Change the review beside ``save`` and make its checksum match again."""
    path = review_path(save)
    fields = json.loads(path.read_bytes())
    change(fields)
    path.write_bytes(sealed(fields))


def turn(fields: Fields) -> Fields:
    """The first turn (not a pick) of the review."""
    found: Fields = next(d for d in fields["decisions"] if not d["pick"])
    return found


def same_as_taken(fields: Fields) -> None:
    """The first turn's best move made the move taken, its loss kept."""
    d = turn(fields)
    d["best"] = list(d["taken"])
    if d["vp_best"] == d["vp_taken"]:
        d["vp_taken"] -= 5.0


def decision(k: int, **values: object) -> Callable[[Fields], None]:
    def change(fields: Fields) -> None:
        fields["decisions"][k].update(values)

    return change


LIES: dict[str, Callable[[Fields], object]] = {
    # a seat the game does not have (a solo game: the person's seat 0, the automa's 1)
    "seat 4": decision(0, seat=4),
    "seat 3": decision(0, seat=3),
    "the automa's seat": decision(0, seat=1),
    # a ply the game does not have, or that is no decision's start
    "plies past the end": decision(3, start=900, end=907),
    "plies inside a turn": decision(1, start=2),
    "an end inside a turn": decision(1, end=5),
    "in the wrong round": decision(2, round=0),
    "a pick said to be a turn": decision(0, pick=False),
    "the kind of another decision": decision(1, kind="draft"),
    # the move taken is not the game's
    "another card taken": lambda f: f["decisions"][0].update(
        taken=[f["decisions"][0]["best"][0]]
        if f["decisions"][0]["best"] != f["decisions"][0]["taken"]
        else ["P1 take oak/oak"]
    ),
    "a step of the turn changed": lambda f: turn(f)["taken"].__setitem__(1, "P1 plant r0c0"),
    # a best move that cannot be played
    "a best move of another seat": lambda f: turn(f)["best"].__setitem__(0, "P2 power"),
    "a best move not legal": lambda f: turn(f)["best"].insert(0, "P1 grow r6c6"),
    "a best turn without its end": lambda f: turn(f)["best"].pop(),
    "two cards for a pick": lambda f: f["decisions"][0].update(best=f["decisions"][0]["taken"] * 2),
    "a best move that is not a command": decision(0, best=["P1 take no such card"]),
    # values the judge could not give
    "a negative loss": lambda f: f["decisions"][2].update(
        vp_taken=f["decisions"][2]["vp_best"] + 1
    ),
    "a loss against the move itself": same_as_taken,
    "not a number": decision(0, vp_taken=float("nan")),
    "infinite": decision(0, vp_best=float("inf")),
    "unbounded": decision(0, vp_taken=-1e300, vp_best=1e300),
    "in other worlds": decision(1, worlds=BUDGET + 1),
    # the review as a whole
    "complete though cut short": lambda f: f["decisions"].pop(),
    "a decision twice": lambda f: f["decisions"].insert(1, f["decisions"][0]),
    "out of play order": lambda f: f["decisions"].reverse(),
    "a later point of the game": lambda f: f.update(plies=f.get("plies", 15) + 1),
    "said to be over": lambda f: f.update(over=True),
    "a future format": lambda f: f.update(schema=3),
}


@pytest.mark.parametrize("lie", list(LIES))
def test_a_review_that_says_what_its_game_could_not_is_made_again(
    kept: tuple[Match, Path], lie: str
) -> None:
    match, save = kept
    forge(save, LIES[lie])
    assert read_review(save, match, BUDGET) is None


def test_a_seat_the_game_does_not_have_is_made_again_not_shown(
    kept: tuple[Match, Path], made: tuple[Match, bytes, list[dict[str, object]]]
) -> None:
    """The issue's case: seat 4 of a solo game crashed the review screen (IndexError)."""
    match, save = kept
    forge(save, decision(0, seat=4))
    again, complete = reviewed(save, match, BUDGET)
    assert complete and rows(again) == made[2]
    assert review_path(save).read_bytes() == made[1]  # made again, as it was


def test_every_digit_changed_is_refused_or_means_the_same(
    kept: tuple[Match, Path], made: tuple[Match, bytes, list[dict[str, object]]]
) -> None:
    """A digit of the file changed, one at a time at every position (by 1 and by 5): the
    review read back is refused (made again) or means exactly what it meant."""
    match, save = kept
    original = made[1]
    path = review_path(save)
    digits = [i for i, byte in enumerate(original) if chr(byte).isdigit()]
    assert len(digits) > 200
    shown_changed = []
    for i in digits:
        for step in (1, 5):
            flipped = bytearray(original)
            flipped[i] = ord(str((int(chr(original[i])) + step) % 10))
            path.write_bytes(bytes(flipped))
            back = read_review(save, match, BUDGET)
            if back is not None and (rows(back[0]), back[1]) != (made[2], True):
                shown_changed.append(flipped[max(0, i - 30) : i + 10].decode())
    assert shown_changed == []


def test_a_review_of_the_format_before_the_checksum_still_loads(
    kept: tuple[Match, Path], made: tuple[Match, bytes, list[dict[str, object]]]
) -> None:
    """Format 1 (no checksum, plies or end) still loads when it agrees with its game; a
    lie in it is still seen; a format-1 file that keeps a checksum is refused."""
    match, save = kept
    path = review_path(save)
    fields = json.loads(made[1])
    for key in ("checksum", "plies", "over"):
        fields.pop(key, None)
    fields["schema"] = 1
    path.write_bytes(sealed(fields))
    back = read_review(save, match, BUDGET)
    assert back is not None and back[1] and rows(back[0]) == made[2]
    path.write_bytes(sealed({**fields, "decisions": fields["decisions"][:-1]}))
    assert read_review(save, match, BUDGET) is None  # complete though cut short
    path.write_bytes(sealed({**fields, "checksum": "0" * 64}))
    assert read_review(save, match, BUDGET) is None


def refused_within(save: Path, match: Match, seconds: float = 20.0) -> None:
    """``read_review`` answers None within ``seconds`` (a FIFO must not hang it)."""
    answers: list[object] = []
    reader = threading.Thread(
        target=lambda: answers.append(read_review(save, match, BUDGET)), daemon=True
    )
    reader.start()
    reader.join(seconds)
    assert not reader.is_alive(), "reading the review hangs"
    assert answers == [None]


@pytest.mark.parametrize("kind", ["fifo", "oversized", "not utf-8", "folder", "not json"])
def test_a_review_file_through_the_door_of_a_save(
    kept: tuple[Match, Path], made: tuple[Match, bytes, list[dict[str, object]]], kind: str
) -> None:
    match, save = kept
    path = review_path(save)
    path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "oversized":
        path.write_bytes(made[1].rstrip() + b" " * MAX_REVIEW_BYTES + b"\n")
    elif kind == "not utf-8":
        path.write_bytes(made[1].replace(b'"engine": "', b'"engine": "\xff\xfe', 1))
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(b"[" * 100_000)
    refused_within(save, match)
    if kind != "folder":
        again, complete = reviewed(save, match, BUDGET)
        assert complete and rows(again) == made[2] and path.read_bytes() == made[1]
