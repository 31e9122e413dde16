"""The bot worker process: answers arrive, nothing is left behind, a crash is survived.

No test sleeps or reads a clock: each waits for what it needs (an answer, a process's end)
with a generous deadline, and a Hard bot that must be "mid-thought" is given far longer
than any deadline, so only a stop the test caused can end its thinking in time."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from evergreen.ai.worker import NICENESS, BotWorker, WorkerError
from evergreen.rules import GameState, Phase, Verb, apply, legal_commands, new_game
from tests.waiting import DEADLINE, PipeText, process_ended

pytestmark = pytest.mark.skipif(not hasattr(os, "kill"), reason="needs os.kill")

ENDLESS_HARD = {"time": 3600.0}  # thinks for an hour unless stopped: far past every deadline


def reaped(pid: int) -> bool:
    """True if no process has this id any more: it ended and its parent collected it."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def thinking_hard(worker: BotWorker, state: GameState) -> int:
    """The worker's child up and serving (it has answered a first question), then asked an
    endless Hard question about ``state``; returns the child's pid."""
    worker.ask(state, "medium", seed=1)
    assert worker.wait(DEADLINE) is not None
    worker.ask(state, "hard", seed=1, settings=ENDLESS_HARD)
    assert worker.thinking and worker.pid is not None
    return worker.pid


@pytest.fixture
def worker() -> Iterator[BotWorker]:
    w = BotWorker()
    yield w
    w.close()


def test_a_single_command_and_a_whole_turn_arrive_and_are_legal(worker: BotWorker) -> None:
    state = new_game(2, 3)
    worker.ask(state, "medium", seed=1)
    assert worker.thinking
    cmd = worker.wait(DEADLINE)
    assert not worker.thinking
    assert cmd is not None and not isinstance(cmd, list) and cmd in legal_commands(state)
    while state.phase is Phase.DRAFT:
        state = apply(state, next(iter(legal_commands(state))))
    worker.ask(state, "hard", seed=1, settings={"time": None, "iterations": 1}, whole_turn=True)
    plan = worker.wait(DEADLINE)
    assert isinstance(plan, list) and plan[-1].verb is Verb.END
    for step in plan:
        assert step in legal_commands(state)
        state = apply(state, step)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="Unix scheduling priorities")
def test_the_child_yields_the_cpu_to_the_window(worker: BotWorker) -> None:
    """On a busy or one-core machine the drawing loop is served first: the child runs at
    a lower priority (a higher nice value) than the window's process."""
    worker.ask(new_game(2, 3), "medium", seed=1)
    assert worker.wait(DEADLINE) is not None and worker.pid is not None
    child = os.getpriority(os.PRIO_PROCESS, worker.pid)
    assert child == min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
    assert child > os.getpriority(os.PRIO_PROCESS, 0)


def test_poll_never_blocks(worker: BotWorker) -> None:
    """Polls while the child thinks for an hour return None: a poll that waited for the
    answer would return it (or hang the test), not None."""
    thinking_hard(worker, new_game(2, 4))
    for _ in range(20):
        assert worker.poll() is None
    assert worker.thinking


def test_ready_wakes_for_the_answer_and_wait_gives_up_at_its_deadline(worker: BotWorker) -> None:
    state = new_game(2, 4)
    assert worker.ready(0)  # no question: nothing to wait for
    worker.ask(state, "medium", seed=1)
    assert worker.ready(DEADLINE)
    assert worker.poll() in legal_commands(state)
    worker.ask(state, "hard", seed=1, settings=ENDLESS_HARD)
    assert not worker.ready(0.05) and worker.wait(0.05) is None  # an hour's thought: not yet
    assert worker.thinking


def test_close_mid_thought_leaves_no_process(worker: BotWorker) -> None:
    pid = thinking_hard(worker, new_game(2, 5))
    worker.close()
    assert reaped(pid)  # close ends the child and waits for it
    assert worker.poll() is None and not worker.thinking


def test_a_killed_worker_is_restarted_and_the_game_goes_on(worker: BotWorker) -> None:
    state = new_game(2, 6)
    first = thinking_hard(worker, state)
    os.kill(first, signal.SIGKILL)
    assert process_ended(first)
    assert worker.poll() is None  # notices the death: a new child takes the question
    assert worker.thinking and worker.pid not in (None, first)
    assert reaped(first)  # the dead child was collected, not left a zombie
    worker.ask(state, "medium", seed=1)  # a quicker question instead
    cmd = worker.wait(DEADLINE)
    assert cmd is not None and not isinstance(cmd, list) and cmd in legal_commands(state)
    assert worker.restarts == 1


def test_a_question_in_flight_survives_a_crash(worker: BotWorker) -> None:
    state = new_game(1, 7)
    worker.ask(state, "medium", seed=2)
    assert worker.wait(DEADLINE) is not None  # the child is up
    pid = worker.pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    assert process_ended(pid)
    worker.ask(state, "medium", seed=2)  # the next question finds the child dead
    assert worker.wait(DEADLINE) in legal_commands(state)
    assert reaped(pid) and worker.pid != pid


def test_cancel_drops_the_answer_and_the_next_question_is_answered(worker: BotWorker) -> None:
    """The cancelled Hard question would think for an hour: the next answer arrives within
    the deadline only because the child stopped thinking about it (one question at a time)."""
    state = new_game(2, 8)
    thinking_hard(worker, state)
    worker.cancel()
    assert worker.poll() is None and not worker.thinking
    worker.ask(state, "medium", seed=1)
    assert worker.wait(DEADLINE) in legal_commands(state)


def test_a_failing_bot_is_reported(worker: BotWorker) -> None:
    worker.ask(new_game(2, 9), "grandmaster", seed=1)
    with pytest.raises(WorkerError, match="unknown bot level"):
        worker.wait(DEADLINE)


QUITTER = """
import os, sys
from evergreen.ai.worker import BotWorker
from evergreen.rules import new_game

if __name__ == "__main__":
    worker = BotWorker()
    state = new_game(2, 3)
    worker.ask(state, "medium", seed=1)
    assert worker.wait(60) is not None  # the child is up and serving
    worker.ask(state, "hard", seed=1, settings={"time": 3600.0})  # an hour's thought
    print(worker.pid, flush=True)
    if sys.argv[1] == "kill":
        os.kill(os.getpid(), 9)  # the game dies without closing its worker
    sys.exit(0)  # the game quits without closing its worker
"""


@pytest.mark.parametrize("how", ["exit", "kill"])
def test_a_game_that_quits_or_dies_mid_thought_leaves_no_process(how: str, tmp_path: Path) -> None:
    script = tmp_path / "quitter.py"
    script.write_text(QUITTER)
    errors = tmp_path / "stderr.txt"  # (and the killed game's resource tracker's complaint)
    with errors.open("w") as sink:
        game = subprocess.Popen(
            [sys.executable, str(script), how], stdout=subprocess.PIPE, stderr=sink
        )
    assert game.stdout is not None
    with game, game.stdout:  # (the worker holds the pipe too: read a line, not to the end)
        out = PipeText(game.stdout)
        assert out.until(lambda text: "\n" in text), errors.read_text()
        game.wait(DEADLINE)
    pid = int(out.text.split()[0])
    ended = process_ended(pid)
    if not ended:
        os.kill(pid, signal.SIGKILL)  # not left thinking for an hour after the test
    assert ended, f"worker {pid} outlived its game ({how})"
