"""Message catalogs (gettext): every text the game shows goes through ``_`` or ``ngettext``.

English is the source language; Russian comes from ``evergreen/locale/ru/LC_MESSAGES``.
The language can change while the game runs (``set_language``): ``_`` looks the current
catalog up on every call, so a screen shows the new language as soon as it is redrawn.
"""

from __future__ import annotations

import gettext
import locale
import os
from pathlib import Path

DOMAIN = "evergreen"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("en", "ru")

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def system_language() -> str:
    """'ru' when the system locale is Russian, else 'en'."""
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(key, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    code = locale.getlocale()[0] or ""
    return "ru" if code.lower().startswith("ru") else "en"


def set_language(language: str) -> None:
    """Switch every later ``_`` call to ``language`` ('en' or 'ru')."""
    global _current, _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (one of {', '.join(LANGUAGES)})")
    _language = language
    _current = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)


def language() -> str:
    """The language in use."""
    return _language


def _(message: str) -> str:
    """The message in the current language."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The message for ``n`` things in the current language (Russian has three forms)."""
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """The message in the current language, as said in ``context`` (one English wording
    that another language says two ways: an instruction, or a line of the game's log)."""
    return _current.pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Mark a message for extraction where it is defined; translate it with ``_`` when shown."""
    return message


def number(value: float, spec: str = "g") -> str:
    """``value`` formatted by ``spec`` with the current language's decimal mark (1.5 / 1,5)."""
    text = format(value, spec)
    return text.replace(".", ",") if _language == "ru" else text


def date_format() -> str:
    """The ``strftime`` format of a date and time in the current language."""
    # TRANSLATORS: a strftime format for a date and a time, as in a list of saves.
    return _("%Y-%m-%d %H:%M")
