"""Why a file of the game could not be read, written or named, as a value (DESIGN: a reason
is a value persistence produces once and the window only words, as the rules' refusals are).

A ``Reason`` is a kind (``Why``) and the parameters its sentence needs. ``SaveError``
(``errors``) carries one with the file and what was being done to it (``Operation``); a
``Fallback`` says what was used instead of a file that did not read, and why.

``str()`` of each is the English sentence, for the logs, the tests and the terminal; the
player reads the sentence in their language from ``evergreen.persistence_words``, which
words each kind from the same parameters. Its English is word for word the one here
(``tests/persistence/test_reasons.py`` checks every kind), so the sentences stay the
catalogs' messages: nothing here is marked for translation.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path

#: A megabyte, as sizes are told.
MB = 2**20
#: How a date and time is written in English (``i18n.date_format``'s message).
ENGLISH_DATE = "%Y-%m-%d %H:%M"


class Why(StrEnum):
    """The kinds of reason, each with the ``Reason`` fields its sentence uses."""

    # writing (the folder is the file's)
    DISK_FULL = "disk_full"  # folder
    READ_ONLY = "read_only"  # folder
    NO_WRITE_PERMISSION = "no_write_permission"  # folder
    NO_FOLDER = "no_folder"  # folder
    NOT_A_FOLDER = "not_a_folder"  # folder
    FILE_NAME_TOO_LONG = "file_name_too_long"
    OTHER = "other"  # detail: what the system (or a library) said, as it said it
    # reading
    FILE_MISSING = "file_missing"
    NO_READ_PERMISSION = "no_read_permission"
    IS_A_FOLDER = "is_a_folder"
    NOT_A_REGULAR_FILE = "not_a_regular_file"
    TOO_BIG = "too_big"  # size, limit (bytes; a save's limit)
    SETTINGS_TOO_BIG = "settings_too_big"  # size, limit (bytes)
    # what a save holds
    EMPTY = "empty"
    NOT_UTF8 = "not_utf8"  # position
    CUT_SHORT = "cut_short"
    NOT_JSON = "not_json"  # detail, line, column
    TOO_DEEP = "too_deep"
    TOO_MANY_DIGITS = "too_many_digits"
    UNREADABLE_VALUE = "unreadable_value"  # detail
    NOT_AN_OBJECT = "not_an_object"  # json: what it holds instead
    NO_SCHEMA = "no_schema"
    BAD_SCHEMA = "bad_schema"  # version (as the file wrote it)
    NEWER_FORMAT = "newer_format"  # version, newest (the newest this version reads)
    BAD_FIELD = "bad_field"  # field ('' for the whole save), detail
    BAD_OPTIONS = "bad_options"  # detail
    UNREADABLE_COMMAND = "unreadable_command"  # number, detail
    ILLEGAL_COMMAND = "illegal_command"  # number, command, refusal (the rules' English)
    SEATS_MISFIT = "seats_misfit"  # detail
    SNAPSHOT_DAMAGED = "snapshot_damaged"  # detail
    SNAPSHOT_TOO_DEEP = "snapshot_too_deep"
    SNAPSHOT_MISMATCH = "snapshot_mismatch"  # fields (of the state that differ)
    SUMMARY_MISMATCH = "summary_mismatch"
    # what a game or settings cannot be saved as
    UNSAVABLE_FIELD = "unsavable_field"  # field, detail
    UNSAVABLE = "unsavable"  # detail
    NOT_SETTINGS = "not_settings"  # said on its own: "… is not a settings file."
    # deleting
    EXAMPLE_STAYS = "example_stays"  # said on its own: an example is never deleted
    # a save's name (the name refused is the reason's ``name``)
    NAME_NOT_TEXT = "name_not_text"  # type_name
    NAME_EMPTY = "name_empty"
    NAME_TOO_LONG = "name_too_long"  # count (the most characters)
    NAME_CONTROL = "name_control"
    NAME_FORBIDDEN = "name_forbidden"  # found, forbidden (characters, space-separated)
    NAME_DOT_START = "name_dot_start"
    NAME_DOT_END = "name_dot_end"
    NAME_DEVICE = "name_device"
    NAME_AUTOSAVE = "name_autosave"  # prefix


class JsonKind(StrEnum):
    """What a file holds instead of a JSON object."""

    LIST = "list"
    STRING = "string"
    BOOL = "bool"
    NULL = "null"
    NUMBER = "number"


class Operation(StrEnum):
    """What was being done to the file when it failed: the sentence around the reason."""

    LOAD = "load"
    SAVE = "save"
    DELETE = "delete"
    NAME = "name"  # a name typed for a save (no file yet)


@dataclass(frozen=True)
class Reason:
    """Why a file could not be read, written or named: ``kind`` and the parameters that
    kind uses (``Why`` says which); the others keep their defaults."""

    kind: Why
    folder: str = ""
    detail: str = ""
    position: int = 0
    line: int = 0
    column: int = 0
    number: int = 0  # a command of the log, 1 for the first
    command: str = ""
    refusal: str = ""
    field: str = ""
    fields: tuple[str, ...] = ()
    version: str = ""
    newest: int = 0
    count: int = 0
    found: str = ""
    forbidden: str = ""
    prefix: str = ""
    json: JsonKind | None = None
    type_name: str = ""
    size: int = 0
    limit: int = 0
    #: The save name refused (``Operation.NAME``), None if it is no printable text.
    name: str | None = None

    def values(self) -> dict[str, object]:
        """The parameters by the names the sentences give them, those that read the same in
        every language; ``kind`` (what a file holds), ``field`` ('' is the whole save),
        ``size`` and ``limit`` (bytes) are left for the wording to say."""
        return {
            "folder": self.folder,
            "detail": self.detail,
            "position": self.position,
            "line": self.line,
            "column": self.column,
            "number": self.number,
            "command": self.command,
            "reason": self.refusal,
            "fields": ", ".join(self.fields),
            "version": self.version,
            "newest": self.newest,
            "count": self.count,
            "found": self.found,
            "forbidden": self.forbidden,
            "prefix": self.prefix,
        }

    def __str__(self) -> str:
        return PROBLEMS[self.kind].format(
            **self.values(),
            kind=JSON_KINDS[self.json] if self.json is not None else self.type_name,
            field=self.field or WHOLE_SAVE,
            size=format(self.size / MB, ".1f"),
            limit=format(self.limit / MB, "g"),
        )


class Used(StrEnum):
    """What was used instead of a file that did not read."""

    BACKUP = "backup"  # a save's backup
    OLDER_AUTOSAVE = "older_autosave"  # an older numbered autosave (schema 2)
    SETTINGS_BACKUP = "settings_backup"
    DEFAULT_SETTINGS = "default_settings"
    DEFAULT_FIELDS = "default_fields"  # the settings not valid (``names``) are defaults


@dataclass(frozen=True)
class Fallback:
    """A file that did not read (``path``) and what was used instead: ``problem`` is why
    (None for ``Used.DEFAULT_FIELDS``), ``when`` the date of the save loaded instead and
    ``names`` the settings set back to their defaults."""

    used: Used
    path: Path
    problem: Reason | None = None
    when: datetime | None = None
    names: tuple[str, ...] = ()

    def __str__(self) -> str:
        other = _OTHERS.get(self.used, "").format(when=local_date(self.when, ENGLISH_DATE))
        return FALLBACKS[self.used].format(
            file=quoted(self.path.name),
            problem=str(self.problem),
            other=other,
            names=", ".join(self.names),
        )


def local_date(when: datetime | None, form: str) -> str:
    """A date in local time written by the ``strftime`` form ``form`` ('?' if unknown or
    beyond what this system's clock can show)."""
    if when is None:
        return "?"
    try:
        return when.astimezone().strftime(form)
    except (OverflowError, ValueError, OSError):
        return "?"


def quoted(name: str) -> str:
    """A file or save name in English quotes."""
    return f"“{name}”"


#: Each kind's words in English: what is wrong with the file ("Cannot load x: <this>.").
PROBLEMS: dict[Why, str] = {
    Why.DISK_FULL: "the disk holding {folder} is full",
    Why.READ_ONLY: "{folder} is on a read-only disk",
    Why.NO_WRITE_PERMISSION: "there is no permission to write in {folder}",
    Why.NO_FOLDER: "the folder {folder} does not exist",
    Why.NOT_A_FOLDER: "{folder} is not a folder",
    Why.FILE_NAME_TOO_LONG: "the file name is too long for this system",
    Why.OTHER: "{detail}",
    Why.FILE_MISSING: "the file does not exist",
    Why.NO_READ_PERMISSION: "there is no permission to read it",
    Why.IS_A_FOLDER: "it is a folder, not a file",
    Why.NOT_A_REGULAR_FILE: "it is not a regular file",
    Why.TOO_BIG: "it is {size} MB, more than the {limit} MB a save may be",
    Why.SETTINGS_TOO_BIG: "it is {size} MB, more than the {limit} MB a settings file may be",
    Why.EMPTY: "the file is empty",
    Why.NOT_UTF8: "it is not UTF-8 text (bad byte at position {position})",
    Why.CUT_SHORT: "it is cut short (the JSON ends too early)",
    Why.NOT_JSON: "it is not valid JSON ({detail}, line {line}, column {column})",
    Why.TOO_DEEP: "its JSON is nested too deeply",
    Why.TOO_MANY_DIGITS: "it holds a number with far too many digits",
    Why.UNREADABLE_VALUE: "it holds a value that cannot be read ({detail})",
    Why.NOT_AN_OBJECT: "it holds {kind}, not a save (a JSON object)",
    Why.NO_SCHEMA: "it has no schema version, so it is not an Evergreen save",
    Why.BAD_SCHEMA: "its schema version {version} is not a whole number from 1",
    Why.NEWER_FORMAT: (
        "it was saved by a newer version of Evergreen (save format {version}; "
        "this version reads formats 1 to {newest})"
    ),
    Why.BAD_FIELD: "{field} is not valid ({detail})",
    Why.BAD_OPTIONS: "its game options are not valid ({detail})",
    Why.UNREADABLE_COMMAND: "command {number} of its log cannot be read ({detail})",
    Why.ILLEGAL_COMMAND: (
        "command {number} of its log ({command}) is illegal at that point: {reason}"
    ),
    Why.SEATS_MISFIT: "its seats do not fit the game ({detail})",
    Why.SNAPSHOT_DAMAGED: "its snapshot is damaged ({detail})",
    Why.SNAPSHOT_TOO_DEEP: "its snapshot is nested too deeply",
    Why.SNAPSHOT_MISMATCH: "its snapshot does not match its command log (they differ in {fields})",
    Why.SUMMARY_MISMATCH: "its summary does not match the game it holds",
    Why.UNSAVABLE_FIELD: "its {field} cannot be saved ({detail})",
    Why.UNSAVABLE: "it cannot be saved ({detail})",
    Why.NOT_SETTINGS: "it is not a JSON object",
    Why.EXAMPLE_STAYS: "it is an example that comes with the game",
    Why.NAME_NOT_TEXT: "a name is text, not {kind}",
    Why.NAME_EMPTY: "it is empty",
    Why.NAME_TOO_LONG: "it is longer than {count} characters",
    Why.NAME_CONTROL: "it holds control characters",
    Why.NAME_FORBIDDEN: "it holds {found} (the characters {forbidden} are not allowed)",
    Why.NAME_DOT_START: "it starts with a dot",
    Why.NAME_DOT_END: "it ends with a dot or a space",
    Why.NAME_DEVICE: "Windows keeps that name for a device",
    Why.NAME_AUTOSAVE: "names starting with '{prefix}' are kept for autosaves",
}
#: What a file holds instead of a JSON object, in English.
JSON_KINDS: dict[JsonKind, str] = {
    JsonKind.LIST: "a JSON list",
    JsonKind.STRING: "a JSON string",
    JsonKind.BOOL: "JSON true/false",
    JsonKind.NULL: "JSON null",
    JsonKind.NUMBER: "a JSON number",
}
#: A field of '' (a problem of the save as a whole), in English.
WHOLE_SAVE = "the whole save"
#: The sentence around a problem, by what was being done ({file}: the file, quoted).
FRAMES: dict[Operation, str] = {
    Operation.LOAD: "Cannot load {file}: {problem}.",
    Operation.SAVE: "Cannot save {file}: {problem}.",
    Operation.DELETE: "Cannot delete {file}: {problem}.",
    Operation.NAME: "{name} cannot be a save name: {problem}.",
}
#: A name refused that is no printable text (``Reason.name`` None).
UNNAMED = "That cannot be a save name: {problem}."
#: The reasons said in a sentence of their own, whatever was being done.
ALONE: dict[Why, str] = {
    Why.EXAMPLE_STAYS: "{file} is an example that comes with the game: it stays.",
    Why.NOT_SETTINGS: "{file} is not a settings file.",
}
#: A save to delete that is not there.
NO_SAVE_TO_DELETE = "There is no save {file} to delete."
#: What was used instead of a file that did not read, in English.
FALLBACKS: dict[Used, str] = {
    Used.BACKUP: "{file} could not be loaded because {problem}, so {other} was loaded instead.",
    Used.OLDER_AUTOSAVE: (
        "{file} could not be loaded because {problem}, so {other} was loaded instead."
    ),
    Used.SETTINGS_BACKUP: "{file} could not be read because {problem}, so its backup is used.",
    Used.DEFAULT_SETTINGS: (
        "{file} could not be read because {problem}, so the default settings are used."
    ),
    Used.DEFAULT_FIELDS: (
        "Some settings in {file} were not valid ({names}), so those are back to their defaults."
    ),
}
_OTHERS: dict[Used, str] = {
    Used.BACKUP: "its backup from {when}",
    Used.OLDER_AUTOSAVE: "the autosave from {when}",
}


def sentence(reason: Reason, path: Path | None, operation: Operation) -> str:
    """The English sentence of a failure: ``reason`` met doing ``operation`` to ``path``."""
    file = quoted(path.name) if path is not None else ""
    if reason.kind in ALONE:
        return ALONE[reason.kind].format(file=file)
    if operation is Operation.DELETE and reason.kind is Why.FILE_MISSING:
        return NO_SAVE_TO_DELETE.format(file=file)
    if operation is Operation.NAME:
        if reason.name is None:
            return UNNAMED.format(problem=reason)
        return FRAMES[operation].format(name=quoted(reason.name), problem=reason)
    return FRAMES[operation].format(file=file, problem=reason)
