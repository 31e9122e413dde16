"""A saving process killed at any moment (SIGKILL, over and over) never costs the last good
save: the named save (or its backup) and the latest autosave always load."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest

from evergreen.persistence import (
    KEEP_AUTOSAVES,
    autosave,
    continue_latest,
    list_saves,
    load,
    load_with_fallback,
    save_session,
)
from evergreen.session import Session
from tests.persistence.helpers import played

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork and SIGKILL"),
]
KILLS = 120


def saver_child(folder: Path, sessions: list[Session]) -> None:
    """Runs in the forked child: save named and autosaves in a loop until killed."""
    try:
        for i in range(10**9):
            session = sessions[i % len(sessions)]
            save_session(session, "crash", folder)
            autosave(session, folder)
    finally:
        os._exit(0)


def test_kill_while_saving_never_loses_the_last_good_save(tmp_path: Path) -> None:
    """Kill the saving child at random short delays, at least 100 times."""
    full = played(3, 8)
    sessions = [played(3, 8, n) for n in range(0, len(full.log), len(full.log) // 6)]
    known = {str(s.log) for s in sessions}
    save_session(sessions[0], "crash", tmp_path)
    autosave(sessions[0], tmp_path)
    rng = random.Random(1)
    for _ in range(KILLS):
        pid = os.fork()
        if pid == 0:
            saver_child(tmp_path, sessions)
        time.sleep(rng.choice([0.0, rng.uniform(0, 0.004), rng.uniform(0, 0.03)]))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        main = load(tmp_path / "crash.json")  # os.replace: never a half-written file
        assert str(main.session.log) in known
        loaded, message = load_with_fallback(tmp_path / "crash.json")
        assert message is None and loaded.session.state == main.session.state
        latest = continue_latest(tmp_path)
        assert latest is not None and str(latest[0].session.log) in known
    interrupted = list(tmp_path.glob(".*.tmp"))  # temp files of writes cut off by a kill
    assert interrupted, "no kill landed in the middle of a write"
    assert all(info.error is None for info in list_saves(tmp_path, examples=False))
    autosave(sessions[-1], tmp_path)  # kills between writing and pruning left extras
    assert len(list(tmp_path.glob("autosave-*.json"))) == KEEP_AUTOSAVES
    backup = tmp_path / "crash.json.bak"
    assert backup.exists() and str(load(backup).session.log) in known
