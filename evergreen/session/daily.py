"""Today's deal: one solo deal a day, the same for everyone who plays that day.

The date rule: the day is the player's own local calendar date (``date.today()``), so the
deal changes at their midnight, wherever they are. The seed of a date depends on nothing
but the date itself: the SHA-256 of ``evergreen-daily:YYYY-MM-DD``, its first eight bytes as
a big-endian number, reduced to the seeds a challenge code carries. So it is the same on
every machine, every Python version and in every time zone, and differs from day to day
(tested over ten years of dates). The deal is solo, the sun starting at the top and the
rulebook's shared supply (R1.2): its challenge code names it.
"""

from __future__ import annotations

import hashlib
from datetime import date

from evergreen.rules import Sun
from evergreen.session.challenge import MAX_SEED, Challenge

PREFIX = "evergreen-daily:"


def calendar_day(text: str) -> date | None:
    """The day ``YYYY-MM-DD`` names, or None if it is not one the calendar has (month 13,
    day zero, year 0, another way of writing it: an ISO week, an ordinal day, no dashes)."""
    if len(text) != 10 or not text.isascii():
        return None
    try:
        day = date.fromisoformat(text)
    except ValueError:
        return None
    return day if day.isoformat() == text else None


def daily_seed(day: date) -> int:
    """The seed of ``day``'s deal."""
    digest = hashlib.sha256(f"{PREFIX}{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % (MAX_SEED + 1)


def daily_deal(day: date | None = None) -> Challenge:
    """The deal of ``day`` (today, by the local calendar, if None)."""
    return Challenge(1, daily_seed(day or date.today()), Sun.TOP, False)
