"""Hostile game records (tests/data/records/hostile, each with what it must say in
``manifest.json``): read as the format says (lines split at ``\\n`` only, numbers of bounded
length, ASCII where the format is ASCII), each is refused at its own line with a short,
clean message, through the library and through ``record import``; nothing is written.
Valid records, with ``\\r\\n`` line ends too, still read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evergreen.__main__ import main
from evergreen.session.record import RecordError, read_record, read_record_file, write_record
from tests.persistence.helpers import played

HOSTILE = Path(__file__).parent / "data" / "records" / "hostile"
MANIFEST: dict[str, dict[str, object]] = json.loads(
    (HOSTILE / "manifest.json").read_text(encoding="utf-8")
)
#: The longest a refusal may be: a sentence with short excerpts, never the record's text.
LONGEST_MESSAGE = 300


def clean_and_short(message: str) -> None:
    """A message a screen can lay out: bounded, no control or unprintable characters."""
    assert len(message) <= LONGEST_MESSAGE, len(message)
    assert message.isprintable(), repr(message)


def test_the_manifest_names_every_hostile_file() -> None:
    files = {p.stem for p in HOSTILE.glob("*.egr")}
    assert files == set(MANIFEST) and len(files) >= 15


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_a_hostile_record_is_refused_at_its_line_with_a_short_clean_message(name: str) -> None:
    case = MANIFEST[name]
    path = HOSTILE / f"{name}.egr"
    for read in (lambda: read_record(path.read_bytes()), lambda: read_record_file(path)):
        with pytest.raises(RecordError) as caught:
            read()
        error = caught.value
        assert error.line == case["line"], str(error)[:200]
        assert str(case["says"]) in str(error)
        assert str(error).startswith(f"line {case['line']}: ")
        clean_and_short(str(error))


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_record_import_refuses_each_hostile_record_with_exit_2_and_writes_nothing(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    case = MANIFEST[name]
    saves = tmp_path / "saves"
    saves.mkdir()
    code = main(["record", "import", str(HOSTILE / f"{name}.egr"), "--save-dir", str(saves)])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(f"evergreen: {name}.egr: line {case['line']}: ")
    assert str(case["says"]) in err
    assert err.count("\n") == 1
    clean_and_short(err.rstrip("\n"))
    assert list(saves.iterdir()) == []


def test_windows_line_ends_still_read_and_number_as_an_editor_does() -> None:
    match = played(2, 7, 40)
    text = write_record(match).replace("\n", "\r\n")
    again = read_record(text.encode("utf-8"))
    assert again.log == match.log and again.state == match.state
    bad = text.replace("\r\nP2 action D", "\r\nP2 dance D", 1)
    with pytest.raises(RecordError) as caught:
        read_record(bad)
    assert caught.value.line == bad.split("\n").index("P2 dance D\r") + 1


def test_a_leading_zero_format_of_an_old_record_still_reads() -> None:
    """Format "01" is format 1 written with a zero: a record that read before reads now."""
    match = played(2, 7, 40)
    text = write_record(match).replace('[Format "1"]', '[Format "01"]')
    assert read_record(text).log == match.log
