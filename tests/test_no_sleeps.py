"""No test sleeps to let something happen, and none asserts how long something took.

A sleep makes a test slow on a fast machine and wrong on a slow one; so does a wall-clock
bound. Wait on the thing itself instead, with a generous deadline: ``tests/waiting.py``
(a process's end, a pipe's next line, a lock let go), ``BotWorker.wait``/``ready``,
``Popen.wait(timeout)``; or move a fake clock on (tests/ui/test_frame_loop.py).
"""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SLEEP = re.compile(r"\bsleep\(")  # time.sleep(, asyncio.sleep(, sleep( imported bare
TIMED = re.compile(r"\bassert\b.*\b(perf_counter|monotonic|time)\(\) - ")  # elapsed time

#: Where a ``sleep(`` is not a test sleeping, and why: file → the allowed text.
ALLOWED = {
    # The App's own idle wait between frames (it returns at the first event) is the thing
    # these tests check.
    "ui/test_frame_loop.py": "app.sleep()",
    # The frame loop's sleep between looks for input, waiting on the X server, is the thing
    # this test checks.
    "ui/test_input_wait.py": "pacing.sleep(meanwhile)",
}


def offences(pattern: re.Pattern[str]) -> list[str]:
    """``file:line: text`` of each line of the tests matching ``pattern`` (allowed text
    taken out first); this file, which names the patterns, is left out."""
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        if path == Path(__file__).resolve():
            continue
        name = path.relative_to(TESTS).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if name in ALLOWED:
                line = line.replace(ALLOWED[name], "")
            if pattern.search(line):
                found.append(f"tests/{name}:{number}: {line.strip()}")
    return found


def test_no_test_sleeps() -> None:
    assert offences(SLEEP) == []


def test_no_test_asserts_how_long_something_took() -> None:
    assert offences(TIMED) == []


def test_the_checks_find_what_they_look_for() -> None:
    for line in ("time.sleep(0.2)", "    await asyncio.sleep(1)", "sleep(0.01)  # from time"):
        assert SLEEP.search(line), line
    assert SLEEP.search("app.sleep()")  # found, unless in the file it is allowed in
    assert TIMED.search("assert time.perf_counter() - start < 0.5")
    assert TIMED.search("    assert time.monotonic() - start < 20  # stopped early")
    assert not TIMED.search("assert time.monotonic() < end, 'timed out'")  # a deadline: fine
    assert all(ALLOWED[name] in (TESTS / name).read_text() for name in ALLOWED)
