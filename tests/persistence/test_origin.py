"""Where a game came from and how often Undo was used are kept in its save (schema 5), for
history, statistics and achievements."""

from __future__ import annotations

from pathlib import Path

import pytest

from evergreen.persistence import SaveError, autosave, load, save_match
from evergreen.session.match import Origin, OriginKind
from tests.persistence.helpers import EXAMPLES, played, write


def test_origin_and_undos_round_trip(tmp_path: Path) -> None:
    match = played(1, 9, 20)
    match.origin = Origin(OriginKind.DAILY, date="2026-11-25", practice=True)
    assert match.undos == 0
    while not match.can_undo:
        match.play(match.legal()[0])
    assert match.undo() and match.undos == 1
    path = autosave(match, tmp_path)
    again = load(path).match
    assert again.origin == match.origin and again.undos == 1


def test_a_named_save_or_an_example_plays_on_as_a_game_of_its_own_origin(tmp_path: Path) -> None:
    match = played(2, 4, 30)
    named = load(save_match(match, "mine", tmp_path)).match
    assert named.origin == Origin(OriginKind.LOADED, source=match.game_id, ply=30)
    example = load(EXAMPLES["solo"]).match
    assert example.origin.kind is OriginKind.EXAMPLE and example.origin.ply == len(example.log)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("kind", "stolen"),
        ("date", "yesterday"),
        # shaped like a day, but no calendar has it (issue 56: the daily screens raised)
        ("date", "2026-13-40"),
        ("date", "0000-01-01"),
        ("date", "2026-02-30"),
        ("source", "XYZ"),
        ("ply", -1),
    ],
)
def test_a_bad_origin_is_refused(tmp_path: Path, field: str, value: object) -> None:
    import json

    path = autosave(played(2, 4, 10), tmp_path)
    raw = json.loads(path.read_bytes())
    raw["origin"][field] = value
    bad = write(tmp_path / "bad.json", json.dumps(raw))
    with pytest.raises(SaveError, match="origin"):
        load(bad)
