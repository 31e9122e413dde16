"""Saves and settings in the player's language: why a file could not be read, written or
deleted or a name cannot name a save, the whole sentence of such a failure naming its file,
what was used instead of a file that did not read, and a file's name and a save's date as
the player sees them.

Persistence says why as values (``persistence.reasons``: a kind and its parameters) and
words nothing; whatever shows one to the player words it here, as the window words the
rules' refusals (``ui/words/prompts.refusal_text``). This module sits at the top of the
package beside ``i18n`` rather than in ``ui/words`` because layers below the window tell
the player these sentences too (the history's note of a game it could not record, the
game records' files) and never import ``evergreen.ui``; the window, the command line and
those layers all import it, and it imports only the catalogs and ``persistence``
(``tests/test_layers.py``).

In English each sentence is word for word the ``str()`` of the value it words (tested for
every kind), and each message is the one persistence had marked, so the translations hold.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from evergreen.i18n import N_, _, date_format, number
from evergreen.persistence.errors import SaveError
from evergreen.persistence.reasons import (
    MB,
    Fallback,
    JsonKind,
    Operation,
    Reason,
    Used,
    Why,
    local_date,
)

__all__ = [
    "error_text",
    "fallback_text",
    "problem_text",
    "sentence",
    "shown",
    "shown_date",
]


def shown(path: Path) -> str:
    """A file name as the player sees it in messages."""
    return _quoted(path.name)


def shown_date(when: datetime | None) -> str:
    """A save's date in local time, as the player's language writes dates ('?' if unknown
    or beyond what this system's clock can show)."""
    return local_date(when, date_format())


def problem_text(reason: Reason) -> str:
    """What is wrong with the file (or the name), the end of a sentence: 'the disk holding
    /home/ada/saves is full'. The system's own words (``Why.OTHER``) are said as it said
    them."""
    if reason.kind is Why.OTHER:
        return reason.detail
    kind = _(_JSON_KINDS[reason.json]) if reason.json is not None else reason.type_name
    return _(_PROBLEMS[reason.kind]).format(
        **reason.values(),
        kind=kind,
        field=reason.field or _(_WHOLE_SAVE),
        size=number(reason.size / MB, ".1f"),
        limit=number(reason.limit / MB),
    )


def sentence(
    reason: Reason, path: Path | None = None, operation: Operation = Operation.LOAD
) -> str:
    """One sentence naming the file: ``reason`` met doing ``operation`` to ``path`` ('Cannot save
    “x.json”: the disk holding … is full.')."""
    file = shown(path) if path is not None else ""
    if reason.kind in _ALONE:
        return _(_ALONE[reason.kind]).format(file=file)
    if operation is Operation.DELETE and reason.kind is Why.FILE_MISSING:
        return _("There is no save {file} to delete.").format(file=file)
    problem = problem_text(reason)
    if operation is Operation.NAME:
        if reason.name is None:
            return _("That cannot be a save name: {problem}.").format(problem=problem)
        return _(_FRAMES[operation]).format(name=_quoted(reason.name), problem=problem)
    return _(_FRAMES[operation]).format(file=file, problem=problem, reason=problem)


def error_text(error: SaveError) -> str:
    """A ``SaveError`` as the player reads it: one sentence naming the file."""
    return sentence(error.reason, error.path, error.operation)


def fallback_text(fallback: Fallback) -> str:
    """What was used instead of a file that did not read, and why, in one sentence."""
    other = _OTHERS.get(fallback.used)
    problem = problem_text(fallback.problem) if fallback.problem is not None else ""
    return _(_FALLBACKS[fallback.used]).format(
        file=shown(fallback.path),
        problem=problem,
        other=_(other).format(when=shown_date(fallback.when)) if other else "",
        names=", ".join(fallback.names),
    )


def _quoted(name: str) -> str:
    # TRANSLATORS: a file name in quotes, inside messages about saves and settings.
    return _("“{name}”").format(name=name)


_PROBLEMS: dict[Why, str] = {
    Why.DISK_FULL: N_("the disk holding {folder} is full"),
    Why.READ_ONLY: N_("{folder} is on a read-only disk"),
    Why.NO_WRITE_PERMISSION: N_("there is no permission to write in {folder}"),
    Why.NO_FOLDER: N_("the folder {folder} does not exist"),
    Why.NOT_A_FOLDER: N_("{folder} is not a folder"),
    Why.FILE_NAME_TOO_LONG: N_("the file name is too long for this system"),
    Why.FILE_MISSING: N_("the file does not exist"),
    Why.NO_READ_PERMISSION: N_("there is no permission to read it"),
    Why.IS_A_FOLDER: N_("it is a folder, not a file"),
    Why.NOT_A_REGULAR_FILE: N_("it is not a regular file"),
    Why.TOO_BIG: N_("it is {size} MB, more than the {limit} MB a save may be"),
    Why.SETTINGS_TOO_BIG: N_("it is {size} MB, more than the {limit} MB a settings file may be"),
    Why.EMPTY: N_("the file is empty"),
    Why.NOT_UTF8: N_("it is not UTF-8 text (bad byte at position {position})"),
    Why.CUT_SHORT: N_("it is cut short (the JSON ends too early)"),
    Why.NOT_JSON: N_("it is not valid JSON ({detail}, line {line}, column {column})"),
    Why.TOO_DEEP: N_("its JSON is nested too deeply"),
    Why.TOO_MANY_DIGITS: N_("it holds a number with far too many digits"),
    Why.UNREADABLE_VALUE: N_("it holds a value that cannot be read ({detail})"),
    Why.NOT_AN_OBJECT: N_("it holds {kind}, not a save (a JSON object)"),
    Why.NO_SCHEMA: N_("it has no schema version, so it is not an Evergreen save"),
    Why.BAD_SCHEMA: N_("its schema version {version} is not a whole number from 1"),
    Why.NEWER_FORMAT: N_(
        "it was saved by a newer version of Evergreen (save format {version}; "
        "this version reads formats 1 to {newest})"
    ),
    Why.BAD_FIELD: N_("{field} is not valid ({detail})"),
    Why.BAD_OPTIONS: N_("its game options are not valid ({detail})"),
    Why.UNREADABLE_COMMAND: N_("command {number} of its log cannot be read ({detail})"),
    Why.ILLEGAL_COMMAND: N_(
        "command {number} of its log ({command}) is illegal at that point: {reason}"
    ),
    Why.SEATS_MISFIT: N_("its seats do not fit the game ({detail})"),
    Why.SNAPSHOT_DAMAGED: N_("its snapshot is damaged ({detail})"),
    Why.SNAPSHOT_TOO_DEEP: N_("its snapshot is nested too deeply"),
    Why.SNAPSHOT_MISMATCH: N_(
        "its snapshot does not match its command log (they differ in {fields})"
    ),
    Why.SUMMARY_MISMATCH: N_("its summary does not match the game it holds"),
    Why.UNSAVABLE_FIELD: N_("its {field} cannot be saved ({detail})"),
    Why.UNSAVABLE: N_("it cannot be saved ({detail})"),
    Why.NOT_SETTINGS: N_("it is not a JSON object"),
    Why.EXAMPLE_STAYS: N_("it is an example that comes with the game"),
    Why.NAME_NOT_TEXT: N_("a name is text, not {kind}"),
    Why.NAME_EMPTY: N_("it is empty"),
    Why.NAME_TOO_LONG: N_("it is longer than {count} characters"),
    Why.NAME_CONTROL: N_("it holds control characters"),
    Why.NAME_FORBIDDEN: N_("it holds {found} (the characters {forbidden} are not allowed)"),
    Why.NAME_DOT_START: N_("it starts with a dot"),
    Why.NAME_DOT_END: N_("it ends with a dot or a space"),
    Why.NAME_DEVICE: N_("Windows keeps that name for a device"),
    Why.NAME_AUTOSAVE: N_("names starting with '{prefix}' are kept for autosaves"),
}
_JSON_KINDS: dict[JsonKind, str] = {
    JsonKind.LIST: N_("a JSON list"),
    JsonKind.STRING: N_("a JSON string"),
    JsonKind.BOOL: N_("JSON true/false"),
    JsonKind.NULL: N_("JSON null"),
    JsonKind.NUMBER: N_("a JSON number"),
}
_WHOLE_SAVE = N_("the whole save")
_FRAMES: dict[Operation, str] = {
    Operation.LOAD: N_("Cannot load {file}: {problem}."),
    Operation.SAVE: N_("Cannot save {file}: {problem}."),
    Operation.DELETE: N_("Cannot delete {file}: {reason}."),
    Operation.NAME: N_("{name} cannot be a save name: {problem}."),
}
_ALONE: dict[Why, str] = {
    Why.EXAMPLE_STAYS: N_("{file} is an example that comes with the game: it stays."),
    Why.NOT_SETTINGS: N_("{file} is not a settings file."),
}
_FALLBACKS: dict[Used, str] = {
    Used.BACKUP: N_("{file} could not be loaded because {problem}, so {other} was loaded instead."),
    Used.OLDER_AUTOSAVE: N_(
        "{file} could not be loaded because {problem}, so {other} was loaded instead."
    ),
    Used.SETTINGS_BACKUP: N_("{file} could not be read because {problem}, so its backup is used."),
    Used.DEFAULT_SETTINGS: N_(
        "{file} could not be read because {problem}, so the default settings are used."
    ),
    Used.DEFAULT_FIELDS: N_(
        "Some settings in {file} were not valid ({names}), so those are back to their defaults."
    ),
}
_OTHERS: dict[Used, str] = {
    Used.BACKUP: N_("its backup from {when}"),
    Used.OLDER_AUTOSAVE: N_("the autosave from {when}"),
}
