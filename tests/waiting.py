"""Waiting in tests without sleeping: each helper blocks on what it waits for (the kernel's
notice that a process ended, a pipe's next bytes, a lock let go) up to a generous deadline,
so a slow machine makes a test slower, never wrong. tests/test_no_sleeps.py keeps fixed
sleeps out of the tests."""

from __future__ import annotations

import codecs
import os
import select
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

#: Seconds a test waits for something that takes milliseconds to a few seconds when all is
#: well: only a fault (or a machine stalled far beyond any normal load) reaches it.
DEADLINE = 60.0


def process_ended(pid: int, timeout: float = DEADLINE) -> bool:
    """True once the process ``pid`` has ended (its parent may not have reaped it yet), or
    False if it still runs after ``timeout`` seconds. Waits on the kernel's notice of its
    exit: a pidfd on Linux, kqueue on macOS and the BSDs; works for any process, not only
    this one's children."""
    if hasattr(os, "pidfd_open"):
        try:
            fd = os.pidfd_open(pid)
        except ProcessLookupError:
            return True
        try:
            return bool(select.select([fd], [], [], timeout)[0])
        finally:
            os.close(fd)
    queue = select.kqueue()
    try:
        exit_notice = select.kevent(
            pid,
            filter=select.KQ_FILTER_PROC,
            flags=select.KQ_EV_ADD | select.KQ_EV_ONESHOT,
            fflags=select.KQ_NOTE_EXIT,
        )
        try:
            return bool(queue.control([exit_notice], 1, timeout))
        except ProcessLookupError:
            return True
    finally:
        queue.close()


class PipeText:
    """What a child process writes to a pipe, read as it arrives (``select`` on the pipe)."""

    def __init__(self, pipe: IO[bytes]) -> None:
        self._fd = pipe.fileno()
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.text = ""
        self.closed = False  # every writer has closed its end

    def until(self, done: Callable[[str], bool], timeout: float = DEADLINE) -> bool:
        """Read until ``done(text read so far)``; False if the pipe closes first or
        ``timeout`` seconds pass."""
        end = time.monotonic() + timeout
        while not done(self.text):
            left = end - time.monotonic()
            if self.closed or left <= 0:
                return False
            if select.select([self._fd], [], [], left)[0]:
                self._read()
        return True

    def drain(self) -> str:
        """Read what is in the pipe now, without waiting for more; the text read so far."""
        while not self.closed and select.select([self._fd], [], [], 0)[0]:
            self._read()
        return self.text

    def _read(self) -> None:
        chunk = os.read(self._fd, 1 << 16)
        self.closed = not chunk
        self.text += self._decoder.decode(chunk, final=self.closed)


def flock_free(path: Path, timeout: float = DEADLINE) -> bool:
    """True once no process holds the ``flock`` on ``path`` (a missing file: none does), or
    False after ``timeout`` seconds. A helper thread blocks in ``flock`` until it gets the
    lock, then lets it go at once."""
    got = threading.Event()

    def take() -> None:
        import fcntl

        try:
            fd = os.open(path, os.O_RDWR)
        except FileNotFoundError:
            got.set()
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            fcntl.flock(fd, fcntl.LOCK_UN)
            got.set()
        finally:
            os.close(fd)

    threading.Thread(target=take, name="flock-free", daemon=True).start()
    return got.wait(timeout)
