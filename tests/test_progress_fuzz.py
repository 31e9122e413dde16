"""History and today's-deal record files built from random JSON (issue 56): good entries
among valid-looking ones holding impossible values (dates, ranks, seat kinds, seat counts,
huge numbers, deep nesting) and plain random JSON, in a file sometimes of another format,
cut short or with bytes that are not UTF-8. Whatever the file, the statistics, the
achievements and the end of a game never raise; no good entry is lost (every one the file
still holds whole is kept), none that is impossible is kept, the file itself is kept
(unchanged, or set aside whole) and the game finished afterwards enters the history."""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from evergreen.persistence import autosave
from evergreen.progress.achievements import Facts, standings
from evergreen.progress.daily_record import bot_game_path, daily_wins
from evergreen.progress.history import history_path, read_history, record_kept
from evergreen.progress.statistics import figures
from evergreen.session.match import Match
from tests.persistence.helpers import played
from tests.test_progress_files import TODAY, daily, entry, seat, versus

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
#: Values no game can have, by field (each makes an entry impossible).
IMPOSSIBLE: dict[str, st.SearchStrategy[Any]] = {
    "daily": st.sampled_from(
        ["2026-13-40", "0000-01-01", "2026-02-30", "2026-01-00", "2024-W01-1", "２０２６-01-01"]
    ),
    "rank": st.sampled_from(["Nonsense", "oak", "Oak ", "Legendary  Sequoia"]),
    "seats": st.one_of(
        st.lists(st.just(seat()), max_size=1),
        st.lists(st.just(seat()), min_size=5, max_size=8),
        st.lists(st.sampled_from(["wizard", "Human", "", "automa "]).map(seat), min_size=2),
        st.integers(min_value=1001, max_value=10**30).map(
            lambda n: [seat(score=n), seat("automa", 0)]
        ),
        st.just([seat("automa", 0), seat()]),
    ),
    "finished_at": st.sampled_from(
        ["0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59-23:59", "2026-01-01T00:00:00", "x"]
    ),
    "undos": st.sampled_from([-1, 10**9 + 1, 10**30, 1.5, "3", True]),
    "game_id": st.sampled_from(["", "x" * 12, "0" * 13, "ABCDEFABCDEF"]),
}
FIELDS = sorted(entry(1))


@dataclass(frozen=True)
class Item:
    """One entry's text in the file, and what it is: 'good', 'impossible' or 'unknown'."""

    text: str
    kind: str
    game_id: str = ""


@st.composite
def items(draw: st.DrawFn, n: int) -> Item:
    kind = draw(st.sampled_from(["good", "good", "good", "impossible", "random", "deep"]))
    if kind == "good":
        made = draw(st.sampled_from([entry(n), versus(n), daily(n, "2026-01-19")]))
        return Item(json.dumps(made), "good", made["game_id"])
    if kind == "impossible":
        made = dict(draw(st.sampled_from([entry(n), versus(n), daily(n, "2026-01-18")])))
        for field in draw(st.lists(st.sampled_from(sorted(IMPOSSIBLE)), min_size=1, max_size=3)):
            made[field] = draw(IMPOSSIBLE[field])
        return Item(json.dumps(made), "impossible")
    if kind == "deep":
        depth = draw(st.integers(min_value=50, max_value=5000))
        inner = "[" * depth + "]" * depth
        return Item(f'{{"game_id": "{n:012x}", "code": {inner}}}', "impossible")
    made = dict(entry(n))
    for field in draw(st.lists(st.sampled_from(FIELDS), min_size=1, max_size=3)):
        made[field] = draw(JSON)
    text = json.dumps(made)
    if draw(st.booleans()):  # a number longer than Python reads
        text = text.replace('"undos": 0', '"undos": 1' + "0" * 5000)
    return Item(text, "unknown")


@st.composite
def history_files(draw: st.DrawFn) -> tuple[bytes, list[Item]]:
    """A file's bytes and the entries written in it (some maybe cut or broken)."""
    entries = [draw(items(n)) for n in range(1, draw(st.integers(0, 12)) + 1)]
    schema = draw(st.sampled_from([1, 1, 1, 2, 0, "1", None]))
    head = draw(
        st.sampled_from(
            [
                '{"schema": %s, "entries": [',
                '{"entries": [',
                "[",
                '{"schema": %s, "x": 1, "entries": [',
            ]
        )
    )
    if "%s" in head:
        head = head % json.dumps(schema)
    body = (head + ",\n".join(item.text for item in entries) + "]}").encode()
    damage = draw(st.sampled_from(["none", "none", "cut", "junk"]))
    at = draw(st.integers(0, len(body)))
    if damage == "cut":
        body = body[:at]
    elif damage == "junk":
        body = body[:at] + draw(st.sampled_from([b"\xff\xfe", b"\x00", b"}]"])) + body[at:]
    return body, entries


@cache
def finished() -> Match:
    """A finished solo game (played once)."""
    return played(1, 5)


def expected(body: bytes, entries: list[Item]) -> set[str]:
    """The good entries the file still holds whole (not cut, no byte changed in them)."""
    text = body.decode("utf-8", "replace")
    return {i.game_id for i in entries if i.kind == "good" and i.text in text}


@settings(
    max_examples=80,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(history_files(), st.one_of(JSON.map(json.dumps).map(str.encode), st.binary(max_size=64)))
def test_a_history_from_random_json_never_breaks_the_game(
    made: tuple[bytes, list[Item]], bot_file: bytes
) -> None:
    body, entries = made
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = history_path(folder)
        path.parent.mkdir(parents=True)
        path.write_bytes(body)
        bot = bot_game_path(date(2026, 1, 19), folder)
        bot.parent.mkdir(parents=True)
        bot.write_bytes(bot_file)
        read, _message = read_history(folder)
        ids = {e.game_id for e in read}
        newer = b'"schema": 2' in body
        if not newer:
            assert expected(body, entries) <= ids  # no good entry lost
        impossible = {f"{n:012x}" for n, i in enumerate(entries, 1) if i.kind == "impossible"}
        assert not impossible & ids
        kept = [p.read_bytes() for p in path.parent.iterdir() if p.is_file()]
        assert body in kept  # the file itself: unchanged, or set aside whole
        figures(read, TODAY)
        standings(Facts(read, daily_wins(read, folder)))
        match = finished()
        assert record_kept(match, autosave(match, folder)) is None
        after = read_history(folder)[0]
        assert {e.game_id for e in after} == ids | {match.game_id}
        standings(Facts(after, daily_wins(after, folder)))
