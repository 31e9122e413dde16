"""Names that differ only in case or Unicode form are one name (Windows and macOS keep them
in one file): saving, deleting, importing and exporting treat them so on every system, so
a saves folder made on Linux never holds two files that would overwrite each other once
copied to Windows or macOS, and the game acts the same on all three."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from evergreen.i18n import LANGUAGES
from evergreen.persistence import delete_save, load, name_key, name_problem, save_match, save_path
from evergreen.persistence.files import same_named
from evergreen.session.record import write_record
from evergreen.session.record_files import import_file, record_target
from tests.persistence.helpers import played

CAFE_ONE = unicodedata.normalize("NFC", "Café")  # é as one character
CAFE_TWO = unicodedata.normalize("NFD", "Café")  # e and a combining accent


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Game", "GAME", True),
        ("game", "Game", True),
        (CAFE_ONE, CAFE_TWO, True),
        ("ИГРА", "игра", True),
        ("Ёлка", "ёЛКА", True),
        ("Game 1", "Game 2", False),
        ("Game", "Game ", False),
        ("ель", "ёль", False),  # another letter, not another form of it
    ],
)
def test_the_key_of_a_name(a: str, b: str, same: bool) -> None:
    assert (name_key(a) == name_key(b)) is same
    assert a != b


@pytest.mark.parametrize(("first", "second"), [("Game", "GAME"), (CAFE_ONE, CAFE_TWO)])
def test_a_save_under_a_name_differing_only_in_case_replaces_that_save(
    tmp_path: Path, first: str, second: str
) -> None:
    """The second save is the first one's file (its old content kept as .bak), never a
    second file beside it."""
    early, later = played(2, 3, 10), played(2, 3, 30)
    path = save_match(early, first, tmp_path)
    assert save_path(second, tmp_path) == path
    assert save_match(later, second, tmp_path) == path
    assert files(tmp_path) == sorted([path.name, path.name + ".bak"])
    assert load(path).match.log == later.log
    assert len(load(tmp_path / (path.name + ".bak")).match.log) == len(early.log)


def test_the_exact_name_wins_where_both_are_there(tmp_path: Path) -> None:
    """A folder that already holds both (made by an older version on Linux): each name
    still reaches its own file."""
    (tmp_path / "probe").touch()
    if (tmp_path / "PROBE").exists():
        pytest.skip("this file system ignores case: it cannot hold both")
    (tmp_path / "probe").unlink()
    for name in ("Game", "game"):
        (tmp_path / f"{name}.json").write_text("{}", encoding="utf-8")
    assert save_path("game", tmp_path) == tmp_path / "game.json"
    assert save_path("Game", tmp_path) == tmp_path / "Game.json"
    assert save_path("GAME", tmp_path) == tmp_path / "Game.json"  # the first by name


def test_deleting_by_a_name_differing_only_in_case_deletes_that_save(tmp_path: Path) -> None:
    path = save_match(played(2, 4, 10), "Checkpoint", tmp_path)
    delete_save("CHECKPOINT", tmp_path)
    assert not path.exists() and files(tmp_path) == []


def test_importing_never_makes_a_save_differing_only_in_case(tmp_path: Path) -> None:
    """Records named "Final.egr" and "FINAL.egr" become the saves "Final" and "FINAL (2)"."""
    saves = tmp_path / "saves"
    made = []
    for seed, name in ((5, "Final"), (6, "FINAL")):
        record = tmp_path / f"records-{seed}" / f"{name}.egr"  # one folder each: on
        record.parent.mkdir()  # Windows and macOS one folder could not hold both
        record.write_text(write_record(played(2, seed)), encoding="utf-8")
        made.append(import_file(record, str(saves)))
    assert [p.name for p in made] == ["Final.json", "FINAL (2).json"]
    assert [load(p).match.state.seed for p in made] == [5, 6]
    assert len({name_key(p.name) for p in saves.iterdir()}) == len(list(saves.iterdir()))


def test_an_export_never_lands_on_another_file_differing_only_in_case(tmp_path: Path) -> None:
    """The window's export: a file whose name differs from the record's only in case is
    that name taken; the same game's record so named is replaced in its own file."""
    text = write_record(played(2, 7))
    other = tmp_path / "EVERGREEN-ABC.egr"
    other.write_text(json.dumps({"schema": 7}), encoding="utf-8")  # not a record at all
    assert record_target(tmp_path, "evergreen-abc", text) == tmp_path / "evergreen-abc-2.egr"
    own = tmp_path / "Evergreen-Abc-2.egr"
    own.write_text(text, encoding="utf-8")
    assert record_target(tmp_path, "evergreen-abc", text) == own


def test_same_named_looks_at_names_only(tmp_path: Path) -> None:
    assert same_named(tmp_path, "x.json") is None
    (tmp_path / "X.JSON").mkdir()  # a folder is there too: the name is taken
    assert same_named(tmp_path, "x.json") == tmp_path / "X.JSON"
    assert same_named(tmp_path / "missing", "x.json") is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_names_the_game_offers_are_names_every_system_takes(language: str) -> None:
    """The save dialog's dated name and the names of imported records, in each language,
    are save names (Windows' rules) at any date, so the game never offers one it refuses."""
    from datetime import datetime

    from evergreen import i18n
    from evergreen.i18n import _

    try:
        i18n.set_language(language)
        for when in (datetime(2026, 1, 2, 3, 4), datetime(1999, 12, 31, 23, 59)):
            assert name_problem(when.strftime(_("Game %Y-%m-%d %H.%M"))) is None
        assert name_problem(_("Pasted game record")) is None
        assert name_problem(_("Game record")) is None
    finally:
        i18n.set_language("en")
