"""The sleeping loop waits on the X server's socket: one look per sleep while nothing comes,
and input wakes it (``ui/kit/input_wait``). Run in a real X window (Xvfb), moved with
xdotool; elsewhere the loop looks every ``IDLE_POLL`` as before."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator

import pygame
import pytest

from benchmarks.x11 import xvfb
from evergreen.ui.kit import input_wait
from evergreen.ui.kit.pacing import IDLE_POLL, LONGEST_SLEEP_MS, FramePacing
from tests.waiting import PipeText

#: A window in the X server: it sleeps ``QUIET`` times with nothing coming, says how many
#: looks each took, then (told on stdin that the mouse is about to move) sleeps for up to a
#: minute and says whether input woke it long before, how many looks that took and whether
#: the mouse's motion is in the queue.
CHILD = r"""
import sys
import pygame
from evergreen.ui.kit import input_wait
from evergreen.ui.kit import pacing as pacing_module
from evergreen.ui.kit.pacing import FramePacing

pygame.display.init()
pygame.display.set_mode((200, 200))
pygame.display.flip()
for _ in range(20):  # the window's first events (mapped, exposed, focus) taken
    pygame.event.get()
print("socket", input_wait.x11_socket() is not None, flush=True)
looks = 0


def meanwhile():
    global looks
    looks += 1
    return None  # nothing to do before an event


pacing = FramePacing()
counted = []
for _ in range(int(sys.argv[1])):
    pygame.event.get()
    looks = 0
    pacing.sleep(meanwhile)
    counted.append(looks)
print("quiet", *counted, flush=True)
sys.stdin.readline()
pacing_module.LONGEST_SLEEP_MS = 60_000  # one sleep of a minute, unless input wakes it
looks = 0
print("sleeping", flush=True)
slept = pacing.sleep(meanwhile)
kinds = {pygame.event.event_name(e.type) for e in pygame.event.get()}
print("woke", slept < 30, looks, "MouseMotion" in kinds, flush=True)
"""
QUIET = 4

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="needs Xvfb and xdotool (.ci/run installs them)",
)


@pytest.fixture
def display() -> Iterator[str]:
    with xvfb((400, 300)) as name:
        yield name


def test_the_sleeping_loop_looks_once_per_sleep_in_x_and_input_wakes_it(display: str) -> None:
    """In a real X window nothing coming costs one look per sleep (a sleep lasts up to
    ``LONGEST_SLEEP_MS``: looking every ``IDLE_POLL`` would take a dozen), and a mouse moved
    into the window wakes a sleep of a minute after one look (not its end: the half-minute
    line is a deadline, not a speed), its motion left in the queue for the frame."""
    env = {
        **os.environ,
        "DISPLAY": display,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "SDL_VIDEO_WINDOW_POS": "0,0",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(QUIET)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=env,
    )
    assert child.stdin is not None and child.stdout is not None
    log = PipeText(child.stdout)
    try:
        assert log.until(lambda text: "\nquiet" in text and text.endswith("\n")), log.text
        assert "socket True" in log.text
        quiet = [int(n) for n in log.text.split("quiet", 1)[1].split("\n", 1)[0].split()]
        polled = LONGEST_SLEEP_MS / 1000 / IDLE_POLL
        assert len(quiet) == QUIET and max(quiet) <= 2 < polled, quiet
        child.stdin.write(b"go\n")
        child.stdin.flush()
        assert log.until(lambda text: "sleeping" in text), log.text
        subprocess.run(["xdotool", "mousemove", "100", "100"], env=env, check=True, timeout=30)
        assert log.until(lambda text: "woke" in text and text.endswith("\n")), log.text
        woken, looks, motion = log.text.split("woke", 1)[1].split()[:3]
        assert (woken, looks, motion) == ("True", "1", "True"), log.text
    finally:
        child.kill()
        child.wait(timeout=30)


def test_no_x_window_no_socket_and_the_loop_looks_as_before() -> None:
    """The tests' dummy driver (as Windows, macOS and Wayland): there is no X socket, and the
    sleeping loop looks every ``IDLE_POLL`` (a meanwhile that is never due still runs at each
    look, as it always did)."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    assert pygame.display.get_driver() != "x11"
    assert input_wait.x11_socket() is None
    pacing = FramePacing()
    pygame.event.get()
    pacing.schedule(3 * IDLE_POLL)
    looks = 0

    def meanwhile() -> None:
        nonlocal looks
        looks += 1

    pacing.sleep(meanwhile)
    assert looks >= 2, looks


def test_waiting_on_a_closed_socket_is_refused_not_raised() -> None:
    """A socket that is no longer there (the display closed meanwhile) is reported, and the
    loop falls back to its plain sleep."""
    read, write = os.pipe()
    os.close(read)
    os.close(write)
    assert input_wait.wait_on(read, 0.0) is False
