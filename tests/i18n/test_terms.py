"""One word per concept in Russian (issue 40, part 2): victory points are «ПО» joined to
their number by a no-break space, never a bare «очки»; a deal is «расклад» and its code
«код расклада» (the glossary's 'deal' term rules out «раздача» and «код вызова»)."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from evergreen.i18n import LOCALE_DIR

RUSSIAN = LOCALE_DIR / "ru" / "LC_MESSAGES" / "evergreen.po"


def russian_strings() -> list[str]:
    with open(RUSSIAN, "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if m.id:
            out += [s for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s]
    return out


def test_vp_is_joined_to_its_number_by_a_no_break_space() -> None:
    loose = [s for s in russian_strings() if re.search(r"[0-9}] ПО\b", s)]
    assert not loose, loose


def test_no_bare_ochki_for_victory_points() -> None:
    bare = [
        s
        for s in russian_strings()
        for m in re.finditer(r"\b[Оо]чк\w*", s)
        if not re.search(r"победн\w*\s+$", s[: m.start()])
    ]
    assert not bare, bare


def test_the_deal_has_one_name() -> None:
    found = [s for s in russian_strings() if re.search(r"раздач|вызов", s, re.I)]
    assert not found, found
