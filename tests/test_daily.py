"""Today's deal: the seed of a date is the same in every time zone and run, distinct for
3,650 consecutive dates; ``python -m evergreen daily`` prints that day's code."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date, timedelta

import pytest

from evergreen.__main__ import main
from evergreen.session.challenge import parse
from evergreen.session.daily import daily_deal, daily_seed


def test_the_seed_is_fixed_for_a_date() -> None:
    """Pinned: a change to the rule would give every player other cards on the same day."""
    assert daily_seed(date(2026, 11, 25)) == daily_seed(date(2026, 11, 25))
    assert daily_deal(date(2026, 11, 25)).code == parse(daily_deal(date(2026, 11, 25)).code).code
    assert daily_seed(date(2026, 11, 25)) == 602793608797763
    assert daily_deal(date(2026, 11, 25)).code == "1TR-H47K9ESQJ3B"


def test_ten_years_of_days_have_distinct_deals() -> None:
    start = date(2026, 1, 1)
    seeds = {daily_seed(start + timedelta(days=n)) for n in range(3650)}
    assert len(seeds) == 3650


@pytest.mark.parametrize("zone", ["UTC", "Pacific/Kiritimati", "America/Adak", "Asia/Kolkata"])
def test_the_same_in_every_time_zone(zone: str) -> None:
    code = "from datetime import date; from evergreen.session.daily import daily_seed; "
    code += "print(daily_seed(date(2026, 11, 25)))"
    env = {**os.environ, "TZ": zone, "PYTHONHASHSEED": "random"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert int(out.stdout) == daily_seed(date(2026, 11, 25))


def test_cli_prints_the_days_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--date", "2026-11-25"]) == 0
    assert capsys.readouterr().out.strip() == daily_deal(date(2026, 11, 25)).code
    assert main(["daily"]) == 0
    assert capsys.readouterr().out.strip() == daily_deal(date.today()).code
    for bad in ("2026-13-01", "tomorrow", "2026-1-1", "20261125"):
        assert main(["daily", "--date", bad]) == 2
    deal = daily_deal(date(2026, 11, 25))
    assert deal.players == 1 and not deal.unlimited_pieces
