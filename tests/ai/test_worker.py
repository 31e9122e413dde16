"""The bot worker process: answers arrive, nothing is left behind, a crash is survived."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from evergreen.ai.worker import NICENESS, BotWorker, WorkerError
from evergreen.rules import Phase, Verb, apply, legal_commands, new_game

pytestmark = pytest.mark.skipif(not hasattr(os, "kill"), reason="needs os.kill")

SLOW_HARD = {"time": 30.0}  # long enough to be mid-thought when the test acts


def gone(pid: int, within: float = 5.0) -> bool:
    """True once no process has this id (it was ended and reaped)."""
    end = time.monotonic() + within
    while time.monotonic() < end:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.02)
    return False


@pytest.fixture
def worker() -> Iterator[BotWorker]:
    w = BotWorker()
    yield w
    w.close()


def test_a_single_command_and_a_whole_turn_arrive_and_are_legal(worker: BotWorker) -> None:
    state = new_game(2, 3)
    worker.ask(state, "medium", seed=1)
    assert worker.thinking
    cmd = worker.wait(60)
    assert not worker.thinking
    assert cmd is not None and not isinstance(cmd, list) and cmd in legal_commands(state)
    while state.phase is Phase.DRAFT:
        state = apply(state, next(iter(legal_commands(state))))
    worker.ask(state, "hard", seed=1, settings={"time": None, "iterations": 1}, whole_turn=True)
    plan = worker.wait(60)
    assert isinstance(plan, list) and plan[-1].verb is Verb.END
    for step in plan:
        assert step in legal_commands(state)
        state = apply(state, step)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="Unix scheduling priorities")
def test_the_child_yields_the_cpu_to_the_window(worker: BotWorker) -> None:
    """On a busy or one-core machine the drawing loop is served first: the child runs at
    a lower priority (a higher nice value) than the window's process."""
    worker.ask(new_game(2, 3), "medium", seed=1)
    assert worker.wait(60) is not None and worker.pid is not None
    child = os.getpriority(os.PRIO_PROCESS, worker.pid)
    assert child == min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
    assert child > os.getpriority(os.PRIO_PROCESS, 0)


def test_poll_never_blocks(worker: BotWorker) -> None:
    worker.ask(new_game(2, 4), "hard", seed=1, settings=SLOW_HARD)
    start = time.perf_counter()
    for _ in range(20):
        assert worker.poll() is None
    assert time.perf_counter() - start < 0.5


def test_close_mid_thought_leaves_no_process(worker: BotWorker) -> None:
    worker.ask(new_game(2, 5), "hard", seed=1, settings=SLOW_HARD)
    time.sleep(0.3)
    pid = worker.pid
    assert pid is not None
    worker.close()
    assert gone(pid)
    assert worker.poll() is None and not worker.thinking


def test_a_killed_worker_is_restarted_and_the_game_goes_on(worker: BotWorker) -> None:
    state = new_game(2, 6)
    worker.ask(state, "hard", seed=1, settings=SLOW_HARD)
    time.sleep(0.3)
    first = worker.pid
    assert first is not None
    os.kill(first, signal.SIGKILL)
    time.sleep(0.2)
    assert worker.poll() is None  # notices the death: a new child takes the question
    assert worker.thinking and worker.pid not in (None, first)
    assert gone(first)  # the dead child was reaped, not left a zombie
    worker.ask(state, "medium", seed=1)  # a quicker question instead
    cmd = worker.wait(60)
    assert cmd is not None and not isinstance(cmd, list) and cmd in legal_commands(state)
    assert worker.restarts == 1


def test_a_question_in_flight_survives_a_crash(worker: BotWorker) -> None:
    state = new_game(1, 7)
    worker.ask(state, "medium", seed=2)
    assert worker.wait(60) is not None  # the child is up
    pid = worker.pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    time.sleep(0.2)
    worker.ask(state, "medium", seed=2)  # the next question finds the child dead
    assert worker.wait(60) in legal_commands(state)
    assert gone(pid) and worker.pid != pid


def test_cancel_drops_the_answer_and_the_next_question_is_answered(worker: BotWorker) -> None:
    state = new_game(2, 8)
    worker.ask(state, "hard", seed=1, settings=SLOW_HARD)
    time.sleep(0.2)
    worker.cancel()
    assert worker.poll() is None and not worker.thinking
    start = time.monotonic()
    worker.ask(state, "medium", seed=1)
    assert worker.wait(60) in legal_commands(state)
    assert time.monotonic() - start < 20  # the cancelled hard search stopped early


def test_a_failing_bot_is_reported(worker: BotWorker) -> None:
    worker.ask(new_game(2, 9), "grandmaster", seed=1)
    with pytest.raises(WorkerError, match="unknown bot level"):
        worker.wait(60)


QUITTER = """
import os, sys, time
from evergreen.ai.worker import BotWorker
from evergreen.rules import new_game

if __name__ == "__main__":
    worker = BotWorker()
    worker.ask(new_game(2, 3), "hard", seed=1, settings={"time": 30.0})
    time.sleep(0.5)
    print(worker.pid, flush=True)
    if sys.argv[1] == "kill":
        os.kill(os.getpid(), 9)  # the game dies without closing its worker
    sys.exit(0)  # the game quits without closing its worker
"""


@pytest.mark.parametrize("how", ["exit", "kill"])
def test_a_game_that_quits_or_dies_mid_thought_leaves_no_process(how: str, tmp_path: Path) -> None:
    script = tmp_path / "quitter.py"
    script.write_text(QUITTER)
    done = subprocess.run(
        [sys.executable, str(script), how], capture_output=True, text=True, timeout=60
    )
    pid = int(done.stdout.split()[0])
    assert gone(pid, within=10.0), f"worker {pid} outlived its game ({how})"
