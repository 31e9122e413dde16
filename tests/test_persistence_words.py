"""The persistence's reasons in words (``evergreen.persistence_words``): every kind, every
operation and every fallback is worded in English and in Russian, the English word for word
the value's own ``str()`` (the sentence the logs and the tests read), and the window and the
command line say what it says."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

import pytest

from evergreen.i18n import set_language
from evergreen.persistence import (
    Fallback,
    JsonKind,
    Operation,
    Reason,
    SaveError,
    Used,
    Why,
)
from evergreen.persistence.reasons import MB
from evergreen.persistence_words import (
    error_text,
    fallback_text,
    problem_text,
    sentence,
    shown,
    shown_date,
)

PATH = Path("/home/ada/saves/game.json")
WHEN = datetime(2026, 3, 1, 12, 30, tzinfo=UTC)
#: Kinds whose words are the system's own, said as it said them in every language.
SYSTEMS_WORDS = {Why.OTHER}


def example(kind: Why) -> Reason:
    """A reason of ``kind`` with every parameter set (each kind reads those it needs)."""
    return Reason(
        kind,
        folder="/home/ada/saves",
        detail="input should be a valid integer",
        position=7,
        line=3,
        column=12,
        number=41,
        command="P2 plant r3c4",
        refusal="r3c4 is a ravine",
        field="seats[1].kind",
        fields=("round", "players"),
        version="9",
        newest=6,
        count=64,
        found="/ ?",
        forbidden='/ \\ : * ? " < > |',
        prefix="autosave-",
        json=JsonKind.LIST,
        type_name="int",
        size=17 * MB,
        limit=16 * MB,
        name="Ada's game",
    )


def in_both(words: Callable[[], str]) -> tuple[str, str]:
    """What ``words()`` says in English and in Russian."""
    said = []
    for language in ("en", "ru"):
        set_language(language)
        said.append(words())
    set_language("en")
    return said[0], said[1]


def check_worded(english: str, russian: str, *, same: bool = False) -> None:
    """Both filled in (no placeholder left), and the Russian is a translation."""
    for text in (english, russian):
        assert text and not re.search(r"\{\w*\}", text), text
    assert (english == russian) if same else (english != russian), (english, russian)
    assert same or re.search("[а-яё]", russian), russian


@pytest.mark.parametrize("kind", list(Why))
def test_every_kind_is_worded_in_both_languages(kind: Why) -> None:
    """A new kind without words fails here: its clause, and its sentence for each thing
    being done to a file."""
    reason = example(kind)
    english, russian = in_both(lambda: problem_text(reason))
    assert english == str(reason)
    check_worded(english, russian, same=kind in SYSTEMS_WORDS)
    for operation in Operation:
        error = SaveError(reason, None if operation is Operation.NAME else PATH, operation)
        english, russian = in_both(partial(error_text, error))
        assert english == str(error)
        check_worded(english, russian)


@pytest.mark.parametrize("used", list(Used))
def test_every_fallback_is_worded_in_both_languages(used: Used) -> None:
    fallback = Fallback(used, PATH, example(Why.EMPTY), WHEN, ("sound", "language"))
    english, russian = in_both(lambda: fallback_text(fallback))
    assert english == str(fallback)
    check_worded(english, russian)


def test_the_sentences_the_player_reads() -> None:
    """A few whole sentences, as the player has always read them."""
    full = SaveError(Reason(Why.DISK_FULL, folder="/saves"), PATH, Operation.SAVE)
    assert error_text(full) == "Cannot save “game.json”: the disk holding /saves is full."
    set_language("ru")
    assert (
        error_text(full)
        == "Не удалось сохранить «game.json»: диск, на котором находится /saves, заполнен."
    )
    big = Reason(Why.TOO_BIG, size=int(17.5 * MB), limit=16 * MB)
    assert (
        problem_text(big)
        == "его размер 17,5\u00a0МБ, а сохранение может занимать не больше 16\u00a0МБ"
    )
    set_language("en")
    assert problem_text(big) == "it is 17.5 MB, more than the 16 MB a save may be"
    missing = SaveError(Reason(Why.FILE_MISSING), PATH, Operation.DELETE)
    assert error_text(missing) == "There is no save “game.json” to delete."
    unprintable = SaveError(Reason(Why.NAME_CONTROL), None, Operation.NAME)
    assert error_text(unprintable) == "That cannot be a save name: it holds control characters."
    whole = Reason(Why.BAD_FIELD, detail="input should be an object")
    assert sentence(whole, PATH) == (
        "Cannot load “game.json”: the whole save is not valid (input should be an object)."
    )


def test_a_file_and_a_date_as_shown() -> None:
    assert in_both(lambda: shown(PATH)) == ("“game.json”", "«game.json»")
    local = WHEN.astimezone()
    assert shown_date(WHEN) == local.strftime("%Y-%m-%d %H:%M")
    assert shown_date(None) == "?"
