"""Untrusted save files: every kind of damage gives a SaveError naming the file and the
problem, the file stays as it was, and nothing else is ever raised."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from evergreen.persistence import (
    MAX_SAVE_BYTES,
    SaveError,
    check_name,
    load,
    load_with_fallback,
    save_match,
)
from evergreen.persistence import atomic as atomic_module
from tests.persistence.helpers import EXAMPLES, fingerprint, write

Raw = dict[str, Any]


def example(name: str = "winter") -> Raw:
    """A parsed copy of an example save."""
    data: Raw = json.loads(EXAMPLES[name].read_bytes())
    return data


def refused(path: Path, *match: str) -> SaveError:
    """Load must fail with a SaveError naming the file and saying each ``match``; the file is
    left exactly as it was (bytes and mtime)."""
    before = fingerprint(path) if path.is_file() else None
    with pytest.raises(SaveError) as info:
        load(path)
    error = info.value
    assert isinstance(error, ValueError)
    assert path.name in str(error) and error.path == path
    for text in match:
        assert text in str(error), str(error)
    assert str(error).endswith(".") and "\n" not in str(error)
    if before is not None:
        assert fingerprint(path) == before
    return error


def edited(tmp_path: Path, change: Callable[[Raw], object], name: str = "winter") -> Path:
    """An example save with one change applied to its parsed JSON."""
    raw = example(name)
    change(raw)
    return write(tmp_path / "edited.json", json.dumps(raw))


def test_truncated_file(tmp_path: Path) -> None:
    data = EXAMPLES["winter"].read_bytes()
    refused(write(tmp_path / "cut.json", data[: len(data) // 2]), "cut short")


def test_empty_file(tmp_path: Path) -> None:
    refused(write(tmp_path / "empty.json", b""), "empty")
    refused(write(tmp_path / "blank.json", b"  \n\t "), "empty")


def test_not_json(tmp_path: Path) -> None:
    refused(write(tmp_path / "text.json", "this is not a save {"), "not valid JSON", "line 1")


def test_non_utf8_bytes(tmp_path: Path) -> None:
    data = EXAMPLES["winter"].read_bytes().replace(b"Ada", b"Ad\xff")
    refused(write(tmp_path / "latin.json", data), "not UTF-8", "position")


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("[1, 2, 3]", "holds a JSON list, not a save"),
        ('"save"', "a JSON string"),
        ("42", "a JSON number"),
        ("true", "JSON true/false"),
        ("null", "JSON null"),
        ("{}", "no schema version"),
        ('{"schema": 2}', "options is not valid"),
        ('{"schema": "2"}', "schema version '2'"),
        ('{"schema": true}', "schema version True"),
        ('{"schema": 0}', "schema version 0"),
        ('{"schema": NaN}', "cannot be read"),
        ('{"schema": 2, "seed": 1' + "0" * 5000 + "}", "far too many digits"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_json_of_the_wrong_shape(tmp_path: Path, text: str, match: str) -> None:
    refused(write(tmp_path / "shape.json", text), match)


@pytest.mark.parametrize(
    ("change", "match"),
    [
        (lambda r: r.pop("log"), "log is not valid (field required)"),
        (lambda r: r.pop("snapshot"), "snapshot is not valid"),
        (lambda r: r.update(extra=1), "extra is not valid"),
        (lambda r: r.update(seed="7"), "seed is not valid"),
        (lambda r: r.update(seed=2**70), "seed is not valid"),
        (lambda r: r.update(seed=True), "seed is not valid"),
        (lambda r: r.update(log={"P1": "end"}), "log is not valid"),
        (lambda r: r["log"].__setitem__(3, 7), "log[3] is not valid"),
        (lambda r: r["log"].__setitem__(3, "P1 " + "x" * 100), "log[3] is not valid"),
        (lambda r: r["options"].update(players=True), "options.players is not valid"),
        (lambda r: r["options"].update(players=9), "options.players is not valid"),
        (lambda r: r["options"].update(planet="../../etc"), "options.planet is not valid"),
        (lambda r: r["options"].update(planet="mars"), "game options are not valid"),
        (lambda r: r["seats"][0].update(kind="wizard"), "seats[0].kind is not valid"),
        (lambda r: r["seats"][0].update(name="x" * 33), "seats[0].name is not valid"),
        (lambda r: r["seats"][0].update(colour=4), "seats[0].colour is not valid"),
        (lambda r: r["seats"][0].pop("colour"), "seats[0].colour is not valid"),
        (lambda r: r["seats"][1].update(colour=r["seats"][0]["colour"]), "seats do not fit"),
        (lambda r: r["seats"][0].update(name="a\x07b"), "seats[0].name is not valid"),
        (lambda r: r["seats"].append(r["seats"][0]), "seats do not fit the game"),
        (lambda r: r["seats"][1].update(kind="automa"), "seats do not fit the game"),
        (lambda r: r.update(saved_at="yesterday"), "saved_at is not valid"),
        (lambda r: r.update(saved_at="2025-01-01T12:00:00"), "saved_at is not valid"),
        (lambda r: r["summary"].update(scores=[1, 2]), "summary does not match"),
        (lambda r: r["summary"].update(season="monsoon"), "summary.season is not valid"),
    ],
)
def test_wrong_fields_and_types(
    tmp_path: Path, change: Callable[[Raw], object], match: str
) -> None:
    refused(edited(tmp_path, change), match)


def test_illegal_command_in_the_log(tmp_path: Path) -> None:
    """The error names the command's place and text and the engine's reason."""
    path = edited(tmp_path, lambda r: r["log"].__setitem__(0, "P1 end"))
    error = refused(path, "command 1 of its log (P1 end) is illegal at that point")
    assert "draft" in error.problem or "take" in error.problem


def test_unreadable_command_in_the_log(tmp_path: Path) -> None:
    path = edited(tmp_path, lambda r: r["log"].__setitem__(4, "P1 fly r2c3"))
    refused(path, "command 5 of its log cannot be read", "unknown verb 'fly'")


def test_log_cut_short_does_not_match_the_snapshot(tmp_path: Path) -> None:
    refused(edited(tmp_path, lambda r: r["log"].pop()), "snapshot does not match")


def test_snapshot_that_does_not_match_the_log(tmp_path: Path) -> None:
    def cheat(raw: Raw) -> None:
        raw["snapshot"]["rng"] ^= 1  # a well-formed state, but not this game's

    refused(edited(tmp_path, cheat), "snapshot does not match", "differ in rng")


def test_damaged_snapshot(tmp_path: Path) -> None:
    refused(edited(tmp_path, lambda r: r["snapshot"].pop("rng")), "snapshot is damaged")
    refused(edited(tmp_path, lambda r: r.update(snapshot={"a": [[[]]]})), "snapshot is damaged")


def test_huge_file_is_refused_before_reading(tmp_path: Path, monkeypatch: Any) -> None:
    """Hundreds of megabytes (sparse here) are refused on their size, without a read."""
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(300 * 2**20)

    def no_open(*args: object, **kw: object) -> None:
        raise AssertionError("a file over the limit must not be opened")

    monkeypatch.setattr(atomic_module, "open", no_open, raising=False)
    refused(path, "300.0 MB", "16 MB")


def test_a_file_that_grows_is_read_only_up_to_the_limit(tmp_path: Path, monkeypatch: Any) -> None:
    """If stat lies (the file grew after it), at most limit + 1 bytes are read."""
    path = write(tmp_path / "grows.json", b" " * (MAX_SAVE_BYTES + 1000))
    real_stat = os.stat

    def small_stat(p: Any, *args: Any, **kw: Any) -> os.stat_result:
        return real_stat(EXAMPLES["solo"] if p == path else p, *args, **kw)

    monkeypatch.setattr(os, "stat", small_stat)
    refused(path, "16.0 MB", "more than")


def test_missing_file_and_folder_instead_of_file(tmp_path: Path) -> None:
    refused(tmp_path / "nothing.json", "does not exist")
    (tmp_path / "folder.json").mkdir()
    refused(tmp_path / "folder.json", "not a regular file")


def test_fallback_does_not_hide_unrecoverable_damage(tmp_path: Path) -> None:
    """With no backup or autosave, load_with_fallback raises the original error."""
    path = write(tmp_path / "only.json", b"{")
    with pytest.raises(SaveError, match="cut short"):
        load_with_fallback(path)


@pytest.mark.parametrize(
    ("name", "match"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("a/b", "holds /"),
        ("a\\b", "holds \\"),
        ("..", "dot"),
        (".", "dot"),
        (".hidden", "starts with a dot"),
        ("../escape", "holds /"),
        ("CON", "Windows"),
        ("nul", "Windows"),
        ("com1.txt", "Windows"),
        ("LPT9", "Windows"),
        ("COM0", "Windows"),
        ("lpt0", "Windows"),
        ("Com²", "Windows"),
        ("CONIN$", "Windows"),
        ("CON .txt", "Windows"),
        ("aux.tar.gz", "Windows"),
        ("PRN", "Windows"),
        ("a<b", "holds <"),
        ("a>b", "holds >"),
        ("a|b", "holds |"),
        ("a*b", "holds *"),
        ("C:", "holds :"),
        ("C:\\Users\\x\\game", "holds : \\"),
        ("\U0001f332" * 51, "too long for this system"),  # 51 letters, 204 bytes
        ("x" * 65, "longer than 64"),
        ("ё" * 64 + "xx", "longer than 64"),
        ("tab\there", "control characters"),
        ("nul\x00byte", "control characters"),
        ("line\nbreak", "control characters"),
        ("what?", "holds ?"),
        ('a "quote"', 'holds "'),
        ("ends.", "ends with a dot"),
        ("ends ", "ends with a dot or a space"),
        ("autosave-7", "kept for autosaves"),
        (None, "a name is text"),
    ],
)
def test_bad_save_names(tmp_path: Path, name: object, match: str) -> None:
    """A bad name is refused in one sentence, and nothing is written."""
    with pytest.raises(SaveError, match="cannot be a save name") as info:
        check_name(name)
    assert match in str(info.value)
    from tests.persistence.helpers import played

    with pytest.raises(SaveError):
        save_match(played(2, 1, 5), name, tmp_path)  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["My game", "Игра 1", "v1.2 final", "a" * 64, "CONSOLE", "nuller"])
def test_good_save_names(name: str) -> None:
    assert check_name(name) == name
