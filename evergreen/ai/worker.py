"""Bots thinking in a child process, so the window's drawing loop keeps its 60 fps.

Threads would not do: a thinking bot holds Python's GIL and the frames stall. A
``BotWorker`` owns one child process (``spawn`` start method: the same on every platform,
and safe with pygame in the parent):

    worker = BotWorker()
    ticket = worker.ask(state, "hard", seed=7, settings={"time": 2.0}, whole_turn=True)
    ...                                   # every frame:
    answer = worker.poll()                # None while thinking, then the commands
    worker.close()                        # on quit: the child is ended and joined

``poll`` never blocks. A child that died (crash, killed) is started again and the question
asked again, so the game goes on. ``cancel`` drops the question in flight (the child stops
thinking soon after: the hard bot checks a shared flag). A frozen build (PyInstaller) must
call ``multiprocessing.freeze_support()`` first thing in its ``__main__``.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
import time
from collections.abc import Mapping
from multiprocessing.connection import Connection, wait
from multiprocessing.context import SpawnProcess
from multiprocessing.sharedctypes import Synchronized
from typing import Any

from evergreen.review.judge import Judgement, judge
from evergreen.rules import Command, GameState, Verb
from evergreen.seats import bot_kind

from .bots import make_bot

Answer = Command | list[Command]
#: What ``poll`` hands back: a bot's move(s), or a decision judged (``judge``).
Reply = Answer | Judgement
#: The level a judging question is asked under (``BotWorker.judge``).
JUDGE = "judge"
#: Command as plain values for the pipe: (seat, verb text, arg).
Wire = tuple[int, str, int]

_JOIN_TIMEOUT = 2.0
#: Children in a row that die before answering: then the worker gives up (WorkerError).
MAX_RESTARTS = 3
#: How much lower the child's scheduling priority is than the window's (Unix nice levels).
NICENESS = 19


class WorkerError(RuntimeError):
    """The child failed to answer (for example a bot raised); the message says why."""


class BotWorker:
    """One child process that answers bot questions, one question at a time."""

    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._proc: SpawnProcess | None = None
        self._conn: Connection | None = None
        self._wanted: Synchronized[int] | None = None
        self._ticket = 0
        self._pending: tuple[int, tuple[Any, ...]] | None = None
        self.restarts = 0  # children started again after dying
        self._failures = 0  # ... in a row without an answer

    # -- the API ------------------------------------------------------------------------
    def ask(
        self,
        state: GameState,
        level: str,
        seed: int = 0,
        settings: Mapping[str, Any] | None = None,
        whole_turn: bool = False,
    ) -> int:
        """Start thinking about ``state``; returns a ticket. Any earlier question is dropped.

        ``whole_turn``: answer the whole remaining turn (or the draft pick) as a list of
        commands, as for a hint or for a bot turn played out step by step; otherwise answer
        the next single command.
        """
        self._ticket += 1
        request = (self._ticket, state.to_json(), str(level), seed, dict(settings or {}))
        self._pending = (self._ticket, request + (whole_turn,))
        self._send()
        return self._ticket

    def judge(
        self, state: GameState, taken: list[Command], budget: int, seed: int, engine: str = "hard"
    ) -> int:
        """Start judging the decision ``taken`` in ``state`` (``ai.review.judge``, with
        ``budget`` worlds from ``seed``, as the ``engine`` bot weighs options); ``poll``
        answers a ``Judgement``."""
        settings = {"taken": [_wire(c) for c in taken], "budget": budget, "engine": engine}
        return self.ask(state, JUDGE, seed, settings, whole_turn=True)

    def poll(self) -> Reply | None:
        """The answer to the last question once it is ready, else None (never blocks).

        Raises WorkerError if the bot failed on that question.
        """
        if self._pending is None or self._conn is None:
            return None
        try:
            while self._conn.poll():
                ticket, ok, payload = self._conn.recv()
                if ticket != self._pending[0]:
                    continue  # the answer to a dropped question
                self._pending = None
                self._failures = 0
                if not ok:
                    raise WorkerError(str(payload))
                return _answer(payload)
        except (EOFError, OSError):
            pass  # the child died: restarted below
        if self._proc is not None and not self._proc.is_alive():
            self._restart()
        return None

    def wait(self, timeout: float | None = None) -> Reply | None:
        """Block until the answer arrives (tests, tools); None after ``timeout`` seconds."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            answer = self.poll()
            if answer is not None or self._pending is None:
                return answer
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                return None
            self.ready(left)

    def ready(self, timeout: float | None = None) -> bool:
        """Block until the child has news for ``poll`` (an answer, or its death: ``poll``
        then starts another) or ``timeout`` seconds pass; True if it has, and at once when
        no question is in flight. The window never blocks (it polls once a frame); a loop
        that has nothing else to do until the answer waits here instead of sleeping."""
        if self._pending is None or self._conn is None or self._proc is None:
            return True
        return bool(wait([self._conn, self._proc.sentinel], timeout))

    @property
    def thinking(self) -> bool:
        """True while a question awaits its answer (show the "thinking" indicator)."""
        return self._pending is not None

    @property
    def pid(self) -> int | None:
        """The child's process id, if it is running."""
        return None if self._proc is None else self._proc.pid

    def cancel(self) -> None:
        """Drop the question in flight; its answer, if it still comes, is ignored."""
        self._pending = None
        if self._wanted is not None:
            self._wanted.value = 0

    def close(self) -> None:
        """End the child (even mid-thought) and wait for it: no process is left behind."""
        self._pending = None
        proc, conn = self._proc, self._conn
        self._proc = self._conn = self._wanted = None
        if conn is not None:
            conn.close()
        if proc is not None:
            _end(proc)

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # interpreter shutdown: best effort only
            self.close()

    # -- the child's life -----------------------------------------------------------------
    def _send(self) -> None:
        if self._proc is None or not self._proc.is_alive():
            self._start()
        assert self._conn is not None and self._wanted is not None and self._pending is not None
        ticket, request = self._pending
        self._wanted.value = ticket
        try:
            self._conn.send(request)
        except (BrokenPipeError, OSError):
            self._restart()

    def _start(self) -> None:
        if self._proc is not None:
            self.close_child()
        parent, child = self._ctx.Pipe()
        wanted: Synchronized[int] = self._ctx.Value("q", 0)
        proc = self._ctx.Process(
            target=serve, args=(child, wanted), name="evergreen-bot", daemon=True
        )
        proc.start()
        child.close()
        self._proc, self._conn, self._wanted = proc, parent, wanted

    def _restart(self) -> None:
        """The child died: start a new one and ask the pending question again."""
        self.restarts += 1
        self._failures += 1
        self.close_child()
        if self._failures > MAX_RESTARTS:
            self._pending = None
            raise WorkerError(f"the bot process died {self._failures} times in a row")
        if self._pending is not None:
            self._start()
            self._send()

    def close_child(self) -> None:
        """End the current child process but keep the pending question (internal use)."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = self._wanted = None
        if conn is not None:
            conn.close()
        if proc is not None:
            _end(proc)


class InlineWorker:
    """``BotWorker``'s API answered in this process: ``ask`` thinks at once (blocking), so
    tools, the terminal and tests play bots with no child process. A bot that raises is
    reported by ``poll`` as WorkerError, as the child would report it."""

    def __init__(self) -> None:
        self._answer: Answer | WorkerError | None = None

    def ask(
        self,
        state: GameState,
        level: str,
        seed: int = 0,
        settings: Mapping[str, Any] | None = None,
        whole_turn: bool = False,
    ) -> int:
        """Think about ``state`` now; the answer waits for ``poll``."""
        try:
            bot = make_bot(level, seed, **dict(settings or {}))
            plan = bot.plan(state) if whole_turn else [bot.choose(state)]
            self._answer = plan if whole_turn else plan[0]
        except Exception as exc:  # reported like the child's failures
            self._answer = WorkerError(f"{type(exc).__name__}: {exc}")
        return 1

    def poll(self) -> Answer | None:
        """The answer to the last question (once), else None."""
        answer, self._answer = self._answer, None
        if isinstance(answer, WorkerError):
            raise answer
        return answer

    @property
    def thinking(self) -> bool:
        """Never: the answer is ready when ``ask`` returns."""
        return False

    def cancel(self) -> None:
        """Drop the answer not yet collected."""
        self._answer = None

    def close(self) -> None:
        """Nothing to end."""
        self._answer = None


def serve(conn: Connection, wanted: Synchronized[int]) -> None:
    """The child's loop: answer questions until the pipe closes (the parent quit).

    A hard search also stops early when its question is dropped or when the parent is gone
    (killed without a chance to close the worker): the child then exits instead of thinking
    on as an orphan.
    """
    _yield_to_the_window()
    parent = os.getppid()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        ticket, text, level, seed, settings, whole_turn = request
        if wanted.value != ticket:
            continue  # dropped before it started

        def dropped(ticket: int = ticket) -> bool:
            return wanted.value != ticket or os.getppid() != parent

        try:
            state = GameState.from_json(text)
            if level == JUDGE:
                payload: Any = _judged(state, seed, settings, dropped)
            else:
                if bot_kind(level).entry.searches:  # a search may be stopped mid-thought
                    settings.setdefault("should_stop", dropped)
                bot = make_bot(level, seed, **settings)
                plan = bot.plan(state) if whole_turn else [bot.choose(state)]
                payload = ([_wire(c) for c in plan], whole_turn)
            reply: tuple[int, bool, Any] = (ticket, True, payload)
        except Exception as exc:  # a bot's failure is reported, the child lives on
            reply = (ticket, False, f"{type(exc).__name__}: {exc}")
        if os.getppid() != parent:
            return
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


def _yield_to_the_window() -> None:
    """Run the child at a lower priority, so on a busy or small machine the scheduler
    serves the window's drawing loop first and the bot thinks with what is left."""
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(NICENESS)


def _wire(cmd: Command) -> Wire:
    return (cmd.seat, cmd.verb.value, cmd.arg)


def _judged(
    state: GameState, seed: int, settings: dict[str, Any], dropped: Any
) -> tuple[str, tuple[Any, ...]]:
    """A judging question answered in the child: the judgement as plain values."""
    taken = [Command(s, Verb(v), a) for s, v, a in settings["taken"]]
    engine = str(settings.get("engine", "hard"))
    j = judge(state, taken, int(settings["budget"]), seed, should_stop=dropped, engine=engine)
    return (
        JUDGE,
        (
            j.seat,
            j.pick,
            [_wire(c) for c in j.taken],
            [_wire(c) for c in j.best],
            j.vp_taken,
            j.vp_best,
            j.worlds,
        ),
    )


def _answer(payload: Any) -> Reply:
    if payload[0] == JUDGE:
        seat, pick, taken, best, vp_taken, vp_best, worlds = payload[1]
        commands = [tuple(Command(s, Verb(v), a) for s, v, a in w) for w in (taken, best)]
        return Judgement(seat, pick, commands[0], commands[1], vp_taken, vp_best, worlds)
    wires, whole_turn = payload
    cmds = [Command(seat, Verb(verb), arg) for seat, verb, arg in wires]
    return cmds if whole_turn else cmds[0]


def _end(proc: SpawnProcess) -> None:
    """Terminate and join a child; kill it if it ignores the polite request."""
    if proc.is_alive():
        proc.terminate()
    proc.join(_JOIN_TIMEOUT)
    if proc.is_alive():
        proc.kill()
        proc.join(_JOIN_TIMEOUT)
    proc.close()
