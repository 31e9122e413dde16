"""Russian typography on screen (issue 52, point 18): a number and its unit stay on one line
(no-break spaces bind them, and the wrapper honours them), and dates are written the way
the language writes them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, date, datetime

import pygame
import pytest

from evergreen import i18n
from evergreen.ui.kit import text
from evergreen.ui.words.dates import day_text, moment_text


@pytest.fixture
def russian() -> Iterator[None]:
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def test_the_wrapper_never_breaks_at_a_no_break_space() -> None:
    pygame.font.init()
    words = "Победа с отрывом в 20\u00a0ПО, и ещё немного слов после"
    f = text.font_em(text.em(20))
    # every width at which the line must break somewhere between the words
    for width in range(f.size("в 20\u00a0ПО,")[0], f.size(words)[0], 7):
        lines = text._wrapped(words, text.em(20), width, False)
        assert any("20\u00a0ПО" in line for line in lines), (width, lines)
        assert not any(line.endswith("20") for line in lines), (width, lines)


def test_the_wrapper_still_breaks_at_plain_spaces_and_tabs() -> None:
    pygame.font.init()
    width = text.font_em(text.em(20)).size("three")[0]
    lines = text._wrapped("one\ttwo three", text.em(20), width, False)
    assert lines == ("one", "two", "three")


def test_a_russian_day_is_written_the_russian_way(russian: None) -> None:
    assert day_text(date(2026, 11, 28)) == "28.11.2026"
    assert day_text("2026-03-07") == "07.03.2026"
    when = datetime(2026, 11, 28, 12, 5, tzinfo=UTC).astimezone()
    assert moment_text(when) == when.strftime("%d.%m.%Y %H:%M")


def test_an_english_day_stays_iso() -> None:
    assert day_text(date(2026, 11, 28)) == "2026-11-28"
    assert day_text("not a day") == "not a day"


def test_russian_units_are_bound_to_their_numbers() -> None:
    """«20 ПО», «{low}+ ПО», «12 КБ»: the unit after a no-break space, so a line never starts
    with «ПО» (the editor saw «20 / ПО» at 130 %)."""
    from babel.messages.pofile import read_po

    with open(i18n.LOCALE_DIR / "ru" / "LC_MESSAGES" / "evergreen.po", "rb") as f:
        catalog = read_po(f)
    loose = []
    for m in catalog:
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for s in strings:
            if s and re.search(r"[\d}+] (ПО|КБ|МБ|%)(?!\w)", s):
                loose.append(s)
    assert not loose, "\n".join(loose)
