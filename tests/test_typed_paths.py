"""Paths typed for what the game writes, under each system's rules (``typed_paths``, the
system a parameter): a Windows path on Linux or macOS, and on Windows a name Windows refuses
or changes, are refused with one sentence and exit 2, and nothing is written anywhere; a
record file whose name Windows would refuse imports as a save of a name every system takes."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from evergreen import typed_paths
from evergreen.__main__ import main
from evergreen.persistence import load, name_problem
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.session.record import write_record
from evergreen.session.record_files import import_file
from evergreen.typed_paths import path_problem
from tests.persistence.helpers import EXAMPLES, played

WINDOWS_PATHS = [
    "C:\\Users\\x\\game.egr",
    "c:/Users/x/game.egr",
    "D:game.egr",
    "records\\game.egr",
    "\\\\server\\share\\game.egr",
]
#: Names Windows refuses or changes, each as the last part of a path and inside one.
WINDOWS_REFUSES = {
    "CON": "device",
    "nul.egr": "device",
    "COM1.egr": "device",
    "lpt9": "device",
    "Com0.txt": "device",
    "AUX .egr": "device",
    "game.egr.": "ending in a dot",
    "game.egr ": "ending in a dot or a space",
    "a<b.egr": "holding <",
    "a>b.egr": "holding >",
    'a"b.egr': 'holding "',
    "a|b.egr": "holding |",
    "a?b.egr": "holding ?",
    "a*b.egr": "holding *",
    "game.egr:hidden": "holding :",
    "tab\there.egr": "control characters",
    "x" * 256: "longer than 255",
}


@pytest.mark.parametrize("text", WINDOWS_PATHS)
def test_a_windows_path_is_refused_on_linux_and_macos_and_taken_on_windows(text: str) -> None:
    for posix in ("linux", "darwin"):
        problem = path_problem(text, posix)
        assert problem is not None and "Windows path" in problem
    assert path_problem(text, "win32") is None


@pytest.mark.parametrize(("name", "words"), sorted(WINDOWS_REFUSES.items()))
def test_a_name_windows_refuses_is_refused_on_windows(name: str, words: str) -> None:
    for text in (name, f"C:\\Users\\x\\{name}", f"C:\\Users\\{name}\\game.egr"):
        problem = path_problem(text, "win32")
        assert problem is not None and words in problem, (text, problem)


@pytest.mark.parametrize(
    "text",
    ["game.egr", "records/game.egr", "/tmp/игра.egr", "./CON.egr", "a?b.egr", "x" * 255],
)
def test_what_linux_takes_is_taken(text: str) -> None:
    """Linux and macOS take any name but for their separator and length: a name only
    Windows refuses is the player's to give there."""
    assert path_problem(text, "linux") is None and path_problem(text, "darwin") is None


def test_a_name_too_long_for_linux_is_refused() -> None:
    """Linux counts a name's bytes, Windows its UTF-16 units."""
    assert path_problem("é" * 128 + ".egr", "linux") is not None  # 260 bytes
    assert path_problem("é" * 128 + ".egr", "win32") is None  # 132 units: taken
    assert path_problem("é" * 252 + ".egr", "win32") is not None  # 256 units


@pytest.mark.parametrize(
    ("system", "target"),
    [
        ("linux", "C:\\Users\\x\\game.egr"),
        ("darwin", "records\\game.egr"),
        ("win32", "game.egr."),
        ("win32", "NUL"),
        ("win32", "C:\\Users\\x\\a?b.egr"),
    ],
)
def test_export_to_a_refused_path_writes_nothing_anywhere(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    system: str,
    target: str,
) -> None:
    """`record export -o` a path this system would misplace: exit 2, one sentence naming
    it, and no file in the current folder or anywhere under it."""
    monkeypatch.setattr(typed_paths, "PLATFORM", system)
    monkeypatch.chdir(tmp_path)
    code = main(["record", "export", str(EXAMPLES["winter"]), "-o", target])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith(f"evergreen: -o {target} ") and err.count("\n") == 1
    assert list(tmp_path.rglob("*")) == []


def test_a_save_folder_given_as_a_windows_path_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--save-dir and $EVERGREEN_SAVE_DIR / $EVERGREEN_CONFIG_DIR: refused before anything
    is made, in the window's start and the command line's import alike."""
    monkeypatch.chdir(tmp_path)
    record = tmp_path / "r.egr"
    record.write_text(write_record(played(2, 3)), encoding="utf-8")
    runs: list[tuple[list[str], dict[str, str]]] = [
        (["record", "import", str(record), "--save-dir", "C:\\games"], {}),
        (["record", "import", str(record)], {SAVE_DIR_ENV: "C:\\games"}),
        (["--save-dir", "saves\\mine", "--frames", "1"], {}),
        (["--frames", "1"], {CONFIG_DIR_ENV: "D:\\config"}),
    ]
    for argv, env in runs:
        with monkeypatch.context() as m:
            for name, value in env.items():
                m.setenv(name, value)
            code = main(argv)
        err = capsys.readouterr().err
        assert code == 2 and "is a Windows path" in err, (argv, env, err)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.egr"]


@pytest.mark.skipif(sys.platform == "win32", reason="Windows cannot name a file so")
@pytest.mark.parametrize(
    "name", ["CON", "nul.txt", "a?b", "a<b>c", "x.", "LPT1", "a|b", "a*b", "a:b", "trail "]
)
def test_a_record_named_as_windows_refuses_imports_under_a_name_every_system_takes(
    tmp_path: Path, name: str
) -> None:
    """Linux names a file so; its record imports as a save whose name Windows takes too."""
    record = tmp_path / f"{name}.egr"
    record.write_text(write_record(played(2, 4)), encoding="utf-8")
    path = import_file(record, str(tmp_path / "saves"))
    assert name_problem(path.stem) is None and path.stem in ("Game record", name.strip())
    assert path_problem(str(path), "win32") is None
    assert load(path).match.state.seed == 4
    assert os.listdir(tmp_path / "saves") == [path.name]


@pytest.mark.parametrize(
    "argv",
    [
        ["record", "import", "C:\\Users\\x\\game.egr"],
        ["record", "export", "C:\\Users\\x\\game.json"],
        ["analyse", "C:\\Users\\x\\game.json"],
    ],
)
def test_a_windows_path_to_read_on_linux_is_said_missing_and_nothing_is_written(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "C:\\Users\\x\\game." in err and "does not exist" in err and err.count("\n") == 1
    assert list(tmp_path.rglob("*")) == []
