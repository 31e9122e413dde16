"""A saving process killed at any moment (SIGKILL, over and over) never costs the last good
save: the named save (or its backup) and the game's autosave (and its backups) always load,
and the temp files the kills leave are removed by the clean-up at start."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest

from evergreen.persistence import (
    KEEP_BACKUPS,
    autosave,
    autosave_path,
    backup_path,
    continue_latest,
    list_saves,
    load,
    load_with_fallback,
    save_match,
    tidy,
)
from evergreen.session.match import Match
from tests.persistence.helpers import played
from tests.waiting import process_ended

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork and SIGKILL")
KILLS = 120


def saver_child(folder: Path, matches: list[Match], life: float) -> None:
    """Runs in the forked child: save named and autosaves in a loop until killed, ``life``
    seconds from now, by its own alarm: SIGALRM, whose default action ends the process at
    once, as SIGKILL does (no handler, no clean-up); at once if ``life`` is 0."""
    try:
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
        if life > 0:
            signal.setitimer(signal.ITIMER_REAL, life)
        else:
            os.kill(os.getpid(), signal.SIGKILL)
        for i in range(10**9):
            match = matches[i % len(matches)]
            save_match(match, "crash", folder)
            autosave(match, folder)
    finally:
        os._exit(0)


def test_kill_while_saving_never_loses_the_last_good_save(tmp_path: Path) -> None:
    """Kill the saving child at random short delays, at least 100 times (the child's own
    alarm kills it; the test waits for its end)."""
    full = played(3, 8)
    matches = [played(3, 8, n) for n in range(1, len(full.log), len(full.log) // 6)]
    for match in matches:  # one game at several points
        match.game_id = full.game_id
    known = {str(s.log) for s in matches}
    save_match(matches[0], "crash", tmp_path)
    autosave(matches[0], tmp_path)
    rng = random.Random(1)
    for _ in range(KILLS):
        life = rng.choice([0.0, rng.uniform(0, 0.004), rng.uniform(0, 0.03)])
        pid = os.fork()
        if pid == 0:
            saver_child(tmp_path, matches, life)
        if not process_ended(pid):  # (it never ends by itself: a generous deadline)
            os.kill(pid, signal.SIGKILL)
            raise AssertionError("the saving child's alarm never went off")
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status), "the saving child ended by itself"
        main = load(tmp_path / "crash.json")  # os.replace: never a half-written file
        assert str(main.match.log) in known
        loaded, message = load_with_fallback(tmp_path / "crash.json")
        assert message is None and loaded.match.state == main.match.state
        latest = continue_latest(tmp_path)
        assert latest is not None and str(latest[0].match.log) in known
    interrupted = list(tmp_path.glob(".*.tmp"))  # temp files of writes cut off by a kill
    assert interrupted, "no kill landed in the middle of a write"
    assert all(info.error is None for info in list_saves(tmp_path, examples=False))
    assert len(list(tmp_path.glob("autosave-*.json"))) == 1  # one file for the one game
    game = autosave_path(full.game_id, tmp_path)
    for generation in range(1, KEEP_BACKUPS + 1):
        assert str(load(backup_path(game, generation)).match.log) in known
    backup = tmp_path / "crash.json.bak"
    assert backup.exists() and str(load(backup).match.log) in known
    old = time.time() - 3600
    for path in interrupted:
        os.utime(path, (old, old))
    tidy(tmp_path)  # at the next start
    assert not list(tmp_path.glob(".*.tmp"))
    assert load(game).match.log and load(tmp_path / "crash.json").match.log
