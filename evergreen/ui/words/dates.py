"""Dates and times as the current language writes them (issue 52: the Russian screens showed
2026-11-28): the catalog holds each language's ``strftime`` form, so a translator sets it
(Russian: 28.11.2026). Days are the player's local calendar days."""

from __future__ import annotations

from datetime import date, datetime

from evergreen.i18n import _, date_format


def day_text(day: date | str) -> str:
    """A calendar day: '2026-11-28' / '28.11.2026' (``day`` may be an ISO date string, as
    the history keeps today's deal's day; one that is not stays as it is)."""
    if isinstance(day, str):
        try:
            return day_text(date.fromisoformat(day))
        except ValueError:
            return day
    # TRANSLATORS: a strftime format for a calendar day (no time), as in "Earned on …".
    return day.strftime(_("%Y-%m-%d"))


def moment_text(when: datetime) -> str:
    """A date and time in local time: '2026-11-28 14:05' / '28.11.2026 14:05'."""
    return when.astimezone().strftime(date_format())
