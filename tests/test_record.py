"""Game records: save → record → save gives the same game for seeded games of 1-4
players; every kind of bad record is refused with its line and a reason, and nothing is
written; the command line's record export/import (fixed names)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from evergreen.__main__ import main
from evergreen.persistence import load, save_match
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.session.record import (
    MAX_RECORD_BYTES,
    WHOLE_FILE,
    RecordError,
    read_record,
    write_record,
)
from tests.persistence.helpers import EXAMPLES, played


def same_game(a: Match, b: Match) -> None:
    assert a.log == b.log and a.state == b.state
    assert (a.seats, a.names, a.colours, a.mode) == (b.seats, b.names, b.colours, b.mode)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("finished", [True, False])
def test_a_record_round_trips(players: int, finished: bool) -> None:
    rng = random.Random(players * 10 + finished)
    for _game in range(3):
        full = played(players, rng.randrange(10**9))
        steps = None if finished else rng.randrange(1, len(full.log))
        match = played(players, full.state.seed, steps)
        match.names = tuple(["Ада", 'Bob "the" #1', "", "Zoë"][: len(match.seats)])
        text = write_record(match)
        again = read_record(text)
        same_game(match, again)
        assert write_record(again) == text


def test_examples_round_trip_with_seats_and_dates() -> None:
    for path in EXAMPLES.values():
        loaded = load(path)
        text = write_record(loaded.match, loaded.save.saved_at)
        assert "[Date " in text and "# Spring, round 1" in text
        same_game(loaded.match, read_record(text.encode("utf-8")))


def test_comments_and_blank_lines_are_passed_over() -> None:
    match = played(2, 5, 30)
    lines = write_record(match).splitlines()
    commented = [f'{line}   # a note, with "quotes" and # signs' for line in lines]
    commented.insert(3, "")
    same_game(match, read_record("\n".join(commented)))


GOOD = write_record(played(2, 7, 40))


def broken(find: str, put: str, count: int = 1) -> str:
    assert find in GOOD
    return GOOD.replace(find, put, count)


def line_of(text: str, part: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if part in line)


BAD: list[tuple[str, str, str]] = [
    ("unknown command", broken("P1 take", "P1 snatch"), "is not a command"),
    ("illegal command", broken("P2 take", "P1 take"), "is not allowed here ("),
    ("no format", broken('[Format "1"]\n', ""), "no Format tag"),
    ("future format", broken('[Format "1"]', '[Format "7"]'), "newer version"),
    ("bad header line", broken('[Players "2"]', "[Players 2]"), "header line"),
    ("tag twice", broken('[Players "2"]', '[Players "2"]\n[Players "2"]'), "twice"),
    ("other planet", broken('[Planet "classic"]', '[Planet "mars"]'), "another planet"),
    ("players", broken('[Players "2"]', '[Players "5"]'), "Players tag"),
    ("pieces", broken('[Pieces "supply"]', '[Pieces "none"]'), "Pieces tag"),
    ("seat kind", broken('[Seat2 "human"', '[Seat2 "wizard"'), "kind of seat"),
    ("seat count", broken('[Seat2 "human" "" "1"]', '[Seat3 "human" "" "1"]'), "no seat 3"),
    ("tag after moves", GOOD + '[Players "2"]\n', "after the first command"),
    ("truncated", GOOD[: GOOD.rindex("P") + 4], "is not a command"),
    ("result", GOOD.replace("[Mode", '[Result "1" "2"]\n[Mode'), "not over"),
]


@pytest.mark.parametrize(("text", "words"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_a_bad_record_names_its_line_and_why(text: str, words: str) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert words in str(caught.value)
    if caught.value.line == WHOLE_FILE:  # a fault of the file as a whole: no line named
        assert str(caught.value) == caught.value.reason and "line" not in str(caught.value)
    else:
        assert str(caught.value).startswith(f"line {caught.value.line}: ")
        assert 1 <= caught.value.line <= len(text.splitlines()) + 1


def test_the_line_named_is_the_bad_one() -> None:
    text = broken("P2 take", "P2 dance")
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert caught.value.line == line_of(text, "P2 dance")


def test_a_wrong_result_is_refused() -> None:
    match = played(2, 3)
    text = write_record(match)
    real = " ".join(f'"{s}"' for s in match.state.scores)
    wrong = text.replace(f"[Result {real}]", '[Result "1" "1"]')
    with pytest.raises(RecordError, match="ends"):
        read_record(wrong)


def test_not_utf8_names_the_line_of_the_bad_byte() -> None:
    data = GOOD.encode("utf-8").replace(b"P1 take", b"P1 t\xffke", 1)
    with pytest.raises(RecordError, match="UTF-8") as caught:
        read_record(data)
    assert caught.value.line == line_of(GOOD, "P1 take")


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    from evergreen.session.record import read_record_file

    huge = tmp_path / "huge.egr"
    with open(huge, "wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)  # sparse: no memory spent
    with pytest.raises(RecordError, match="KB"):
        read_record_file(huge)


def test_cli_export_then_import_makes_the_same_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = Match.start(2, 11, (SeatKind.HUMAN, SeatKind.HARD), names=("Ada",))
    while not match.is_over:
        match.play(match.legal()[0])
    save = save_match(match, "mine", tmp_path / "a")
    out = tmp_path / "mine.egr"
    assert main(["record", "export", str(save), "-o", str(out)]) == 0
    assert main(["record", "export", str(save)]) == 0
    assert capsys.readouterr().out == out.read_text(encoding="utf-8")
    before = save.read_bytes()
    assert main(["record", "import", str(out), "--save-dir", str(tmp_path / "b")]) == 0
    made = Path(capsys.readouterr().out.strip())
    assert made.parent == tmp_path / "b" and made.name == "mine.json"
    same_game(match, load(made).match)
    assert save.read_bytes() == before
    assert main(["record", "import", str(out), "--save-dir", str(tmp_path / "b")]) == 0
    assert Path(capsys.readouterr().out.strip()).name == "mine (2).json"


def test_cli_refuses_a_bad_record_with_exit_2_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.egr"
    bad.write_text(broken("P2 take", "P2 dance"), encoding="utf-8")
    folder = tmp_path / "saves"
    assert main(["record", "import", str(bad), "--save-dir", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"evergreen: bad.egr: line {line_of(bad.read_text(), 'P2 dance')}: ")
    assert not folder.exists() or not list(folder.iterdir())
    assert main(["record", "export", str(tmp_path / "none.json")]) == 2
    assert "Cannot load" in capsys.readouterr().err


def test_the_window_flags_still_work(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "9"]) == 2
    assert "--players" in capsys.readouterr().err


def test_a_record_says_which_version_wrote_it_and_one_without_still_reads(
    tmp_path: Path,
) -> None:
    """The header carries the one version; a record written before it was kept (no
    ``Version`` tag) or by another version reads to the same game, and the window's export
    replaces the same game's record whatever version wrote it."""
    from evergreen.session.record_files import record_target
    from evergreen.version import VERSION

    match = played(2, 8, 40)
    text = write_record(match)
    assert text.splitlines()[1:3] == ['[Format "1"]', f'[Version "{VERSION}"]']
    older = text.replace(f'[Version "{VERSION}"]\n', "")
    assert "[Version" not in older
    same_game(read_record(older), match)
    other = text.replace(f'[Version "{VERSION}"]', '[Version "9.9.9"]')
    same_game(read_record(other), match)
    earlier = tmp_path / "game.egr"
    earlier.write_text(other, encoding="utf-8")
    assert record_target(tmp_path, "game", text) == earlier
    earlier.write_text(write_record(played(2, 9, 40)), encoding="utf-8")  # another game
    assert record_target(tmp_path, "game", text) == tmp_path / "game-2.egr"
