"""Persistence says why as a value (issue 51): a file that cannot be read, written or named
gives a ``Reason`` (a kind and its parameters) that the window and the command line word;
nothing in ``evergreen/persistence`` words anything in the player's language."""

from __future__ import annotations

import ast
import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from evergreen import persistence
from evergreen.persistence import (
    CURRENT_SCHEMA,
    Fallback,
    JsonKind,
    Operation,
    Reason,
    SaveError,
    Used,
    Why,
    autosave,
    check_name,
    delete_save,
    list_saves,
    load,
    load_settings,
    load_with_fallback,
    save_match,
    save_settings,
    settings_path,
)
from evergreen.persistence.names import MAX_NAME_CHARS
from evergreen.persistence.settings import Settings
from tests.persistence.helpers import EXAMPLES, played, write

PACKAGE = Path(persistence.__file__).parent
#: The gettext functions: calling one words a message in the player's language (the
#: catalogs' other helpers, ``number`` and ``date_format``, are found by their import).
WORDING_CALLS = frozenset({"_", "N_", "gettext", "ngettext", "pgettext"})


def words_in(source: str, name: str) -> list[str]:
    """Where ``source`` (a module named ``name``) imports the catalogs or calls gettext."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [f"{name}:{node.lineno} imports {a.name}" for a in node.names if _i18n(a.name)]
        elif isinstance(node, ast.ImportFrom) and _i18n(node.module or ""):
            found.append(f"{name}:{node.lineno} imports {node.module}")
        elif isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else ""
            if called in WORDING_CALLS:
                found.append(f"{name}:{node.lineno} calls {called}()")
    return found


def _i18n(module: str) -> bool:
    return module in {"evergreen.i18n", "gettext"} or module.startswith("evergreen.i18n.")


def test_persistence_words_nothing() -> None:
    """No module of the package imports the catalogs or calls ``_()``: its failures are
    values (``reasons``), worded by ``evergreen.persistence_words``."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += words_in(path.read_text(encoding="utf-8"), path.name)
    assert found == []


def test_the_check_sees_words() -> None:
    """An import of the catalogs or a call of ``_()`` is found (the test above could not
    fail otherwise)."""
    source = (
        "from evergreen.i18n import _\n"
        "import gettext\n"
        "def f(n):\n"
        "    return _('x') + ngettext('a', 'b', n)\n"
    )
    assert words_in(source, "m.py") == [
        "m.py:1 imports evergreen.i18n",
        "m.py:2 imports gettext",
        "m.py:4 calls _()",
        "m.py:4 calls ngettext()",
    ]


def failing(code: int) -> Any:
    """A stand-in for an os function that fails with the OS error ``code``."""

    def fail(*args: object, **kw: object) -> Any:
        raise OSError(code, os.strerror(code))

    return fail


def refused(call: Any, *args: object) -> SaveError:
    """The SaveError ``call(*args)`` raises."""
    with pytest.raises(SaveError) as info:
        call(*args)
    return info.value


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        (errno.ENOSPC, Why.DISK_FULL),
        (errno.EROFS, Why.READ_ONLY),
        (errno.EACCES, Why.NO_WRITE_PERMISSION),
        (errno.ENOENT, Why.NO_FOLDER),
        (errno.ENOTDIR, Why.NOT_A_FOLDER),
    ],
)
def test_a_write_refused_by_the_system_says_why_and_where(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, kind: Why
) -> None:
    """The OS error's number decides the kind; the folder is the file's."""
    monkeypatch.setattr(os, "write", failing(code))
    error = refused(save_match, played(2, 4, 10), "game", tmp_path)
    assert error.reason == Reason(kind, folder=str(tmp_path))
    assert (error.path, error.operation) == (tmp_path / "game.json", Operation.SAVE)


def test_an_error_the_game_does_not_know_keeps_the_systems_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "write", failing(errno.EIO))
    error = refused(save_match, played(2, 4, 10), "game", tmp_path)
    assert error.reason == Reason(Why.OTHER, detail=os.strerror(errno.EIO).lower())


def test_a_folder_that_is_a_file_is_not_a_folder(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    error = refused(save_settings, Settings(), tmp_path / "file")
    assert error.reason == Reason(Why.NOT_A_FOLDER, folder=str(tmp_path / "file"))
    assert error.path == settings_path(tmp_path / "file")


def test_a_missing_file_and_folder(tmp_path: Path) -> None:
    error = refused(load, tmp_path / "gone" / "game.json")
    assert (error.reason, error.operation) == (Reason(Why.FILE_MISSING), Operation.LOAD)


def test_a_name_too_long_or_unprintable(tmp_path: Path) -> None:
    """The name refused is part of the reason (None if it cannot be shown)."""
    name = "x" * (MAX_NAME_CHARS + 1)
    error = refused(save_match, played(2, 4, 10), name, tmp_path)
    assert error.reason == Reason(Why.NAME_TOO_LONG, count=MAX_NAME_CHARS, name=name)
    assert (error.path, error.operation) == (None, Operation.NAME)
    assert refused(check_name, "a\tb").reason == Reason(Why.NAME_CONTROL)
    assert refused(check_name, 7).reason == Reason(Why.NAME_NOT_TEXT, type_name="int")
    assert refused(check_name, "a/b").reason == Reason(
        Why.NAME_FORBIDDEN, found="/", forbidden=" ".join('/\\:*?"<>|'), name="a/b"
    )


def test_a_newer_format_says_which_and_what_this_version_reads(tmp_path: Path) -> None:
    raw = json.loads(EXAMPLES["winter"].read_bytes())
    raw["schema"] = CURRENT_SCHEMA + 3
    path = write(tmp_path / "future.json", json.dumps(raw))
    error = refused(load, path)
    newer = Reason(Why.NEWER_FORMAT, version=str(CURRENT_SCHEMA + 3), newest=CURRENT_SCHEMA)
    assert (error.reason, error.path) == (newer, path)


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", Reason(Why.EMPTY)),
        (b"\xff", Reason(Why.NOT_UTF8, position=0)),
        (b'{"schema": 6, "seed": "ab', Reason(Why.CUT_SHORT)),
        (
            b"{ broken",
            Reason(
                Why.NOT_JSON,
                detail="expecting property name enclosed in double quotes",
                line=1,
                column=3,
            ),
        ),
        (b"[1, 2]", Reason(Why.NOT_AN_OBJECT, json=JsonKind.LIST)),
        (b"null", Reason(Why.NOT_AN_OBJECT, json=JsonKind.NULL)),
        (b"{}", Reason(Why.NO_SCHEMA)),
        (b'{"schema": "6"}', Reason(Why.BAD_SCHEMA, version="'6'")),
    ],
)
def test_a_damaged_save_says_what_is_wrong(tmp_path: Path, data: bytes, reason: Reason) -> None:
    path = write(tmp_path / "damaged.json", data)
    assert refused(load, path).reason == reason
    (info,) = list_saves(tmp_path, examples=False)
    assert info.error == reason  # the Load screen's entry carries the same value


def test_a_damaged_field_is_named(tmp_path: Path) -> None:
    raw = json.loads(EXAMPLES["winter"].read_bytes())
    raw["seed"] = "not a number"
    error = refused(load, write(tmp_path / "odd.json", json.dumps(raw)))
    assert error.reason.kind is Why.BAD_FIELD and error.reason.field == "seed"


def test_deleting_what_cannot_be_deleted(tmp_path: Path) -> None:
    example = next(info for info in list_saves() if info.example)
    error = refused(delete_save, example)
    assert (error.reason, error.operation) == (Reason(Why.EXAMPLE_STAYS), Operation.DELETE)
    error = refused(delete_save, "nothing", tmp_path)
    assert (error.reason, error.operation) == (Reason(Why.FILE_MISSING), Operation.DELETE)


def test_a_fallback_says_what_was_loaded_instead_and_why(tmp_path: Path) -> None:
    match = played(2, 5, 12)
    path = autosave(match, tmp_path)
    good = load(path)
    autosave(match, tmp_path)  # the first version is now the backup
    write(path, b"")
    loaded, fallback = load_with_fallback(path)
    assert loaded.match.log == match.log
    assert fallback == Fallback(Used.BACKUP, path, Reason(Why.EMPTY), good.save.saved_at)


def test_broken_settings_say_what_was_used_instead(tmp_path: Path) -> None:
    path = write(settings_path(tmp_path), b"[]")
    assert load_settings(tmp_path) == (
        Settings(),
        Fallback(Used.DEFAULT_SETTINGS, path, Reason(Why.NOT_SETTINGS)),
    )
    write(path, json.dumps({"schema": 2, "animation": "fast", "sound": "loud"}))
    assert load_settings(tmp_path) == (
        Settings(animation="fast"),
        Fallback(Used.DEFAULT_FIELDS, path, names=("sound",)),
    )
