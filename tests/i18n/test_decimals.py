"""Numbers with decimals are shown with the language's decimal mark (Russian writes 4,5):
every one in the window goes through ``i18n.number``, none through a bare format spec."""

from __future__ import annotations

import re

from evergreen import i18n
from evergreen.review.analysis import Grade
from evergreen.ui.screens.replay.controls import speed_label
from evergreen.ui.words.review import loss_words
from tests.test_layers import PACKAGE

#: A replacement field of an f-string that formats a float by itself: {x:.1f}, {x:g}.
BARE_FLOAT = re.compile(r"\{[^{}\"']*:[^{}\"']*(\.[0-9]+f|g)\}")


def test_no_window_text_formats_a_decimal_without_the_languages_mark() -> None:
    found = [
        f"{path.relative_to(PACKAGE)}:{n}: {line.strip()}"
        for path in sorted((PACKAGE / "ui").rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if BARE_FLOAT.search(line)
    ]
    assert not found, "use i18n.number:\n" + "\n".join(found)


def test_the_review_and_the_viewer_write_russian_decimals_with_a_comma() -> None:
    try:
        i18n.set_language("ru")
        assert "4,5" in loss_words(4.5, Grade.MISTAKE) and "." not in loss_words(4.5, Grade.MISTAKE)
        assert speed_label(0.5) == "0,5×"
    finally:
        i18n.set_language("en")
    assert "4.5" in loss_words(4.5, Grade.MISTAKE) and speed_label(0.5) == "0.5×"


def test_the_check_finds_a_bare_decimal() -> None:
    assert BARE_FLOAT.search('line = f"{name}: {lost:.1f}"')
    assert BARE_FLOAT.search('return f"{speed:g}×"')
    assert not BARE_FLOAT.search("line = f\"{name}: {number(lost, '.1f')}\"")
