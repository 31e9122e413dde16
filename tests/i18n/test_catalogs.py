"""The message catalogs: every message the code uses is translated into Russian (all plural
forms, the same placeholders), the committed template and compiled catalog are up to date,
Russian plurals pick the right form, and the bundled font draws every character."""

from __future__ import annotations

import gettext
import io
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from evergreen import i18n
from evergreen.i18n import LOCALE_DIR, _, ngettext

PACKAGE = Path(i18n.__file__).parent
POT = LOCALE_DIR / "evergreen.pot"
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != "en"]

Msgid = str | tuple[str, ...]


def po_path(lang: str) -> Path:
    """A language's message catalog (source form)."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / "evergreen.po"


def code_messages() -> dict[Msgid, Message]:
    """Every message marked in the game's code (as ``make catalogs`` extracts them)."""
    keywords = {**DEFAULT_KEYWORDS, "N_": None}
    found: dict[Msgid, Message] = {}
    for path, line, msg, comments, _context in extract_from_dir(
        str(PACKAGE), [("**.py", "python")], keywords=keywords, comment_tags=("TRANSLATORS:",)
    ):
        key: Msgid = tuple(msg) if isinstance(msg, tuple) else msg
        if key not in found:
            found[key] = Message(msg, locations=[(path, line)], auto_comments=comments)
    return found


def catalog(path: Path, lang: str | None = None) -> Catalog:
    """A .po or .pot file read with Babel."""
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def key_of(message: Message) -> Msgid:
    """A catalog message's id as ``code_messages`` keys it."""
    return tuple(message.id) if isinstance(message.id, (tuple, list)) else message.id


def fields(text: str) -> set[str]:
    """The {named} placeholders of a message, and its strftime codes (%Y...)."""
    names = {f for _lit, f, _spec, _conv in string.Formatter().parse(text) if f is not None}
    return names | set(re.findall(r"%[A-Za-z]", text))


def test_the_code_marks_messages() -> None:
    messages = code_messages()
    assert len(messages) > 300
    assert "Continue" in messages and ("{n} card", "{n} cards") in messages


def test_the_template_is_up_to_date() -> None:
    """evergreen.pot holds exactly the code's messages (run `make catalogs` if not)."""
    template = {key_of(m) for m in catalog(POT) if m.id}
    code = set(code_messages())
    assert not code - template, (
        f"run `make catalogs`: new messages {sorted(map(str, code - template))}"
    )
    assert not template - code, f"run `make catalogs`: gone {sorted(map(str, template - code))}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated(lang: str) -> None:
    """Each message of the code has a non-empty translation in every plural form, is not
    fuzzy, and keeps the same placeholders."""
    po = catalog(po_path(lang), lang)
    assert po.num_plurals == 3 if lang == "ru" else po.num_plurals >= 1
    problems = []
    for key, msg in code_messages().items():
        found = po.get(msg.id)
        where = f"{msg.locations[0][0]}:{msg.locations[0][1]} {key!r}"
        if found is None:
            problems.append(f"missing: {where}")
            continue
        if found.fuzzy:
            problems.append(f"fuzzy: {where}")
        forms = list(found.string) if msg.pluralizable else [found.string]
        if msg.pluralizable and len(forms) != po.num_plurals:
            problems.append(f"{len(forms)} plural forms, {po.num_plurals} needed: {where}")
        wanted = set().union(*(fields(s) for s in (key if isinstance(key, tuple) else (key,))))
        for form in forms:
            if not form or not form.strip():
                problems.append(f"empty translation: {where}")
            elif fields(form) != wanted:
                problems.append(f"placeholders {fields(form)} != {wanted}: {where}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_stale_translations(lang: str) -> None:
    """The .po holds no entry the code no longer uses (and no obsolete #~ entries)."""
    po = catalog(po_path(lang), lang)
    stale = {key_of(m) for m in po if m.id} - set(code_messages())
    assert not stale and not po.obsolete, f"run `make catalogs`: {sorted(map(str, stale))}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_compiled_catalog_matches_its_source(lang: str) -> None:
    """The committed .mo is the .po compiled (so `pip install` needs no build step)."""
    po = catalog(po_path(lang), lang)
    fresh = io.BytesIO()
    write_mo(fresh, po)
    fresh.seek(0)
    mo = po_path(lang).with_suffix(".mo")
    with mo.open("rb") as f:
        committed = gettext.GNUTranslations(f)
    compiled = gettext.GNUTranslations(fresh)
    assert committed._catalog == compiled._catalog, "run `make catalogs` to compile the .mo"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("n", "form"),
    [
        (0, "{n} карт"),
        (1, "{n} карта"),
        (2, "{n} карты"),
        (4, "{n} карты"),
        (5, "{n} карт"),
        (11, "{n} карт"),
        (12, "{n} карт"),
        (21, "{n} карта"),
        (22, "{n} карты"),
        (25, "{n} карт"),
        (101, "{n} карта"),
        (111, "{n} карт"),
    ],
)
def test_russian_has_three_plural_forms(n: int, form: str) -> None:
    i18n.set_language("ru")
    assert ngettext("{n} card", "{n} cards", n) == form
    i18n.set_language("en")
    assert ngettext("{n} card", "{n} cards", n) == ("{n} card" if n == 1 else "{n} cards")


def test_switching_language_changes_every_later_message() -> None:
    assert _("Continue") == "Continue"
    i18n.set_language("ru")
    assert i18n.language() == "ru" and _("Continue") == "Продолжить"
    assert i18n.number(1.5, ".1f") == "1,5"
    i18n.set_language("en")
    assert _("Continue") == "Continue" and i18n.number(1.5, ".1f") == "1.5"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("xx")


def test_the_system_language_decides_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert i18n.system_language() == "ru"
    monkeypatch.setenv("LANGUAGE", "de:en")
    assert i18n.system_language() == "en"


def test_the_bundled_font_draws_every_character() -> None:
    """No message, in any language, has a character the font lacks (it would show as a box)."""
    import pygame.freetype

    from evergreen.ui.kit.text import font_path

    pygame.freetype.init()
    texts = [str(k) for k in code_messages()]
    for lang in TRANSLATED:
        for m in catalog(po_path(lang), lang):
            texts += list(m.string) if isinstance(m.string, (tuple, list)) else [m.string]
    texts += ["English", "Русский", "0123456789 ×–—…«»“”·›"]
    chars = sorted({ch for t in texts for ch in t if ch.isprintable() and not ch.isspace()})
    for bold in (False, True):
        face = pygame.freetype.Font(font_path(bold), 14)
        missing = [ch for ch in chars if face.get_metrics(ch)[0] is None]
        assert not missing, f"{'bold' if bold else 'regular'} font lacks {missing}"
