"""When the window draws a frame, and how the frame loop sleeps in between.

A frame is due just after input (for a pressed button's look, a hover highlight), when the
top scene's next step is due (``Scene.wake_in``), or when the caller says something changed
(the scenes, the notice); otherwise the loop sleeps until the next event, looking for it
now and then, so an idle window costs next to nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from evergreen.ui.kit import input_wait

#: After an event the window keeps drawing this long (a pressed button's look, a hover
#: highlight), then sleeps until the next event if nothing moves.
AWAKE_AFTER_EVENT = 0.25
#: The longest sleep between two looks at the clock (notices that end, a bot's answer).
LONGEST_SLEEP_MS = 250
#: Seconds between looks for input while the loop sleeps (see ``FramePacing.sleep``).
IDLE_POLL = 0.02


class FramePacing:
    """The frame loop's clock: awake for a moment after input, then until the next step."""

    def __init__(self) -> None:
        self.awake_until = 0.0
        #: When the top scene's next step is due without input (None: only on events).
        self.wake_at: float | None = None

    def woke(self) -> None:
        """Input came: frames are drawn for the next ``AWAKE_AFTER_EVENT`` seconds."""
        self.awake_until = time.monotonic() + AWAKE_AFTER_EVENT

    def schedule(self, wake: float | None) -> None:
        """The top scene changes by itself in ``wake`` seconds (None: only on events)."""
        self.wake_at = None if wake is None else time.monotonic() + wake

    def due(self, changed: bool) -> bool:
        """True when a frame must be drawn: something ``changed``, input came just now, or
        the top scene's step is due."""
        now = time.monotonic()
        return (
            changed or now < self.awake_until or (self.wake_at is not None and now >= self.wake_at)
        )

    def sleep(self, meanwhile: Callable[[], float | None]) -> float:
        """Wait for the next event without drawing, until the top scene's next step is due
        (at most ``LONGEST_SLEEP_MS``, so a notice that times out or a bot's answer is seen);
        the event is left in the queue, in order, for the frame it asks for. ``meanwhile``
        runs at each look (the sound's crossfades go on, pictures are drawn ahead) and says
        in how many seconds it next has something to do (None: not before an event); the
        seconds slept are returned.

        Between two looks it waits on the window's connection to the X server where there is
        one (``input_wait``): until input comes or the next duty is due. Elsewhere it looks
        every ``IDLE_POLL`` seconds and sleeps between: pygame's ``event.wait`` spins inside
        in millisecond steps (2.2 % of a core in an idle X window here, whatever its
        timeout), a sleep between looks costs a fraction of that and answers input within
        the same few milliseconds as a frame."""
        timeout = LONGEST_SLEEP_MS / 1000
        if self.wake_at is not None:
            timeout = max(0.001, min(timeout, self.wake_at - time.monotonic()))
        began = time.monotonic()
        deadline = began + timeout
        socket = input_wait.x11_socket()
        while True:
            if pygame.event.peek():
                self.woke()
                break
            now = time.monotonic()
            if now >= deadline:
                break
            duty = meanwhile()
            rest = deadline - now if duty is None else min(deadline - now, max(0.0, duty))
            if socket is None or not input_wait.wait_on(socket, rest):
                time.sleep(min(IDLE_POLL, rest))
        return time.monotonic() - began
