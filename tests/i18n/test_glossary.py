"""The Russian catalog keeps to the game's glossary (evergreen/locale/glossary.json), the terms
of the Russian rulebook: a message whose English uses a term says it with one of the term's
Russian stems in every plural form, no message uses a word the glossary rules out, and the
glossary itself is well formed (valid regexes, non-empty stems, exceptions that still apply)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from evergreen.i18n import LOCALE_DIR

GLOSSARY = LOCALE_DIR / "glossary.json"
RUSSIAN = LOCALE_DIR / "ru" / "LC_MESSAGES" / "evergreen.po"
#: Terms the glossary must hold (issue 24): the core words of the rules and the screens.
REQUIRED = {
    "space",
    "fertility icon",
    "fertility",
    "power level",
    "power: Sprout",
    "power: Small growth",
    "power: Big growth",
    "power: Bush",
    "power: Lake",
    "power: Buds",
    "grow",
    "plant",
    "Small Tree",
    "Big Tree",
    "forest",
    "light",
    "shadow",
    "VP",
    "aridity",
    "Spring",
    "Summer",
    "Autumn",
    "Winter",
    "guided game",
    "Hint",
    "supply",
    "ravine",
}
#: A {named} placeholder or a strftime code: not English words.
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%[A-Za-z]")


@dataclass(frozen=True)
class Term:
    """One glossary term: the English it is found by and the Russian it must be said with."""

    id: str
    english: re.Pattern[str]
    russian: tuple[str, ...]
    avoid: tuple[str, ...] = ()
    case_sensitive: bool = False

    def used_in(self, english: str) -> str | None:
        """The English words that use this term (placeholders left out), or None."""
        found = self.english.search(PLACEHOLDER.sub(" ", english))
        return found.group(0) if found else None

    def said_in(self, russian: str) -> bool:
        """True if ``russian`` holds one of the allowed stems."""
        text = russian if self.case_sensitive else russian.casefold()
        return any(stem in text for stem in self.russian)

    def avoided_in(self, russian: str) -> str | None:
        """The first ruled-out stem that ``russian`` holds, or None."""
        text = russian.casefold()
        return next((stem for stem in self.avoid if stem in text), None)


@dataclass(frozen=True)
class Entry:
    """A catalog message: its English (singular, plural) and every Russian plural form."""

    msgid: str
    english: tuple[str, ...]
    russian: tuple[str, ...]


#: Msgid -> ids of the terms that msgid uses in another sense (the glossary's exceptions).
Exceptions = dict[str, set[str]]


def raw_glossary() -> dict[str, Any]:
    """The glossary file as JSON."""
    data: dict[str, Any] = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    return data


def load_terms(raw: dict[str, Any]) -> list[Term]:
    """The glossary's terms, their regexes compiled (case-insensitive)."""
    return [
        Term(
            id=t["id"],
            english=re.compile(t["english"], re.IGNORECASE),
            russian=tuple(t["russian"]),
            avoid=tuple(t.get("avoid", ())),
            case_sensitive=bool(t.get("case_sensitive", False)),
        )
        for t in raw["terms"]
    ]


def load_exceptions(raw: dict[str, Any]) -> Exceptions:
    """The glossary's exceptions by msgid."""
    found: Exceptions = {}
    for e in raw["exceptions"]:
        found.setdefault(e["msgid"], set()).update(e["terms"])
    return found


def catalog_entries(path: Path = RUSSIAN) -> list[Entry]:
    """Every message of a .po file with its translations."""
    with path.open("rb") as f:
        catalog = read_po(f, locale="ru")
    entries = []
    for m in catalog:
        if not m.id:
            continue
        english = tuple(m.id) if isinstance(m.id, (tuple, list)) else (m.id,)
        russian = tuple(m.string) if isinstance(m.string, (tuple, list)) else (m.string,)
        entries.append(Entry(english[0], english, russian))
    return entries


def off_glossary(entries: list[Entry], terms: list[Term], exceptions: Exceptions) -> list[str]:
    """Every message that breaks the glossary, named, with the term and the Russian form."""
    problems = []
    for entry in entries:
        excused = exceptions.get(entry.msgid, set())
        for term in terms:
            if term.id in excused:
                continue
            used = next(filter(None, (term.used_in(e) for e in entry.english)), None)
            for form in entry.russian:
                if used is not None and not term.said_in(form):
                    problems.append(
                        f"{entry.msgid!r}: the English says {used!r} (term {term.id!r}) but "
                        f"{form!r} has none of {list(term.russian)}"
                    )
                bad = term.avoided_in(form)
                if bad is not None:
                    problems.append(
                        f"{entry.msgid!r}: {form!r} uses {bad!r}, which the glossary rules out "
                        f"(term {term.id!r})"
                    )
    return problems


def test_the_glossary_is_well_formed() -> None:
    raw = raw_glossary()
    assert set(raw) >= {"terms", "exceptions"}
    ids = [t.get("id") for t in raw["terms"]]
    assert len(ids) == len(set(ids)), "term ids must be unique"
    assert set(ids) >= REQUIRED, f"missing terms: {sorted(REQUIRED - set(ids))}"
    problems = []
    for t in raw["terms"]:
        name = t.get("id") or t
        if not isinstance(t.get("id"), str) or not t["id"]:
            problems.append(f"{name}: no id")
        if not isinstance(t.get("note"), str) or not t["note"].strip():
            problems.append(f"{name}: no note")
        try:
            re.compile(t.get("english", ""), re.IGNORECASE)
        except (re.error, TypeError) as exc:
            problems.append(f"{name}: the English regex is not valid ({exc})")
        if not t.get("english"):
            problems.append(f"{name}: no English regex")
        for key in ("russian", "avoid"):
            stems = t.get(key, [] if key == "avoid" else None)
            if not isinstance(stems, list) or (key == "russian" and not stems):
                problems.append(f"{name}: {key} must be a list of stems")
                continue
            for stem in stems:
                if not isinstance(stem, str) or not stem.strip():
                    problems.append(f"{name}: an empty {key} stem")
                elif stem != stem.casefold() and not (key == "russian" and t.get("case_sensitive")):
                    problems.append(f"{name}: {key} stem {stem!r} must be lower case")
        for kind, form in t.get("forms", {}).items():
            said = form if t.get("case_sensitive") else form.casefold()
            if not form or not any(stem in said for stem in t.get("russian", [])):
                problems.append(f"{name}: its {kind} form {form!r} uses none of its stems")
    assert not problems, "\n".join(problems)


def test_every_term_and_exception_applies_to_the_catalog() -> None:
    """No regex is dead (it finds some message), and each exception names a message of the
    catalog that does use the excused term (stale exceptions would hide future mistakes)."""
    raw = raw_glossary()
    terms = {t.id: t for t in load_terms(raw)}
    entries = {e.msgid: e for e in catalog_entries()}
    for term in terms.values():
        assert any(term.used_in(x) for e in entries.values() for x in e.english), term.id
    for e in raw["exceptions"]:
        assert isinstance(e.get("reason"), str) and e["reason"].strip(), f"no reason: {e}"
        assert e.get("msgid") in entries, f"exception for a message not in the catalog: {e}"
        assert e.get("terms"), f"an exception names no term: {e}"
        for term_id in e["terms"]:
            assert term_id in terms, f"exception for an unknown term: {e}"
            entry = entries[e["msgid"]]
            assert any(terms[term_id].used_in(x) for x in entry.english), (
                f"{e['msgid']!r} does not use {term_id!r}: the exception is not needed"
            )


def test_the_russian_catalog_keeps_to_the_glossary() -> None:
    raw = raw_glossary()
    problems = off_glossary(catalog_entries(), load_terms(raw), load_exceptions(raw))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("english", "russian", "reported"),
    [
        (("That is not a space of the planet.",), ("Это не клетка планеты.",), True),
        (("That is not a space of the planet.",), ("Это не ячейка планеты.",), False),
        (("{n} space", "{n} spaces"), ("{n} ячейка", "{n} ячейки", "{n} клетки"), True),
        (("{n} space", "{n} spaces"), ("{n} ячейка", "{n} ячейки", "{n} ячеек"), False),
        (("Ravine",), ("Расщелина, а не клетка",), True),
        (("{space} left",), ("осталось {space}",), False),
    ],
)
def test_the_check_reports_a_message_off_the_glossary(
    english: tuple[str, ...], russian: tuple[str, ...], reported: bool
) -> None:
    """The check really fails on a made-up message (the test above would stay green
    otherwise): a missing term in any plural form, or a ruled-out word anywhere; a
    placeholder named like a term is not the term."""
    terms = load_terms(raw_glossary())
    entry = Entry(english[0], english, russian)
    problems = off_glossary([entry], terms, {})
    assert bool(problems) is reported, problems
    if reported:
        assert all(repr(english[0]) in p for p in problems)


def test_an_exception_excuses_only_its_own_term() -> None:
    terms = load_terms(raw_glossary())
    entry = Entry("a space or a ravine", ("a space or a ravine",), ("пробел или расщелина",))
    assert off_glossary([entry], terms, {"a space or a ravine": {"space"}}) == []
    wrong = Entry("a space or a ravine", ("a space or a ravine",), ("пробел или пропасть",))
    problems = off_glossary([wrong], terms, {"a space or a ravine": {"space"}})
    assert len(problems) == 1 and "'ravine'" in problems[0]
