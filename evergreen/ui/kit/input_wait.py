"""Waiting for the window's input without looking for it again and again.

The sleeping frame loop (``FramePacing.sleep``) must answer a click within a few
milliseconds, yet SDL can only be asked whether input came (``pygame.event.peek``); its own
wait spins in millisecond steps inside. Asking 50 times a second cost a waiting window 0.9 %
of a core here, more than the planet's whole motion is allowed. On X11 the window's input
comes down one socket, the connection to the X server: the loop waits on it (``select``)
until something comes or its next duty is due, and wakes a few times a second instead of
fifty. Elsewhere (Wayland, Windows, macOS, the dummy driver of the tests) there is no such
socket to be had, and the loop looks every few milliseconds as before.

The socket is only waited on, never read: SDL reads it at the next look, as ever.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import select

import pygame


@functools.cache
def _xlib() -> ctypes.CDLL | None:
    """The X client library SDL uses (loaded once), or None where there is none."""
    name = ctypes.util.find_library("X11") or "libX11.so.6"
    try:
        lib = ctypes.CDLL(name)
        lib.XConnectionNumber.argtypes = [ctypes.c_void_p]
        lib.XConnectionNumber.restype = ctypes.c_int
    except (OSError, AttributeError):
        return None
    return lib


@functools.cache
def _capsule_api() -> ctypes.PyDLL:
    """Python's own C functions that read a capsule, their signatures declared (once)."""
    api = ctypes.pythonapi
    api.PyCapsule_GetName.restype = ctypes.c_char_p
    api.PyCapsule_GetName.argtypes = [ctypes.py_object]
    api.PyCapsule_GetPointer.restype = ctypes.c_void_p
    api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    return api


def _capsule_pointer(capsule: object) -> int | None:
    """The C pointer a Python capsule holds (pygame hands SDL's window handles so)."""
    api = _capsule_api()
    try:
        pointer = api.PyCapsule_GetPointer(capsule, api.PyCapsule_GetName(capsule))
    except (ValueError, TypeError):
        return None
    return int(pointer) if pointer else None


def x11_socket() -> int | None:
    """The file descriptor of the window's connection to the X server, or None: no window,
    not X11, no X library, or anything else unexpected (the loop then looks as it always
    did)."""
    if pygame.display.get_surface() is None:
        return None
    try:
        if pygame.display.get_driver() != "x11":
            return None
        capsule = pygame.display.get_wm_info().get("display")
    except pygame.error:
        return None
    if type(capsule).__name__ != "PyCapsule":
        return None
    pointer, lib = _capsule_pointer(capsule), _xlib()
    if pointer is None or lib is None:
        return None
    fd = int(lib.XConnectionNumber(pointer))
    return fd if fd >= 0 else None


def wait_on(fd: int, seconds: float) -> bool:
    """Wait until the X server sends something on ``fd`` or ``seconds`` pass; False if the
    socket could not be waited on (then nothing was waited)."""
    try:
        select.select([fd], [], [], max(0.0, seconds))
    except (OSError, ValueError):
        return False
    return True
