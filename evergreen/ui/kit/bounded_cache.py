"""Drawing caches that stay small: every cache says what it holds and has a bound.

A picture drawn for one window size is of no use at another, yet caches keyed by size kept
every size a window was dragged through (a drag from 1024×640 to 1918×1087 left 875 MB of
tiles, cards and window-sized layers). Here:

- every cache belongs to the window's scale it was filled at: when the scale changes
  (``set_scale``: the App calls it whenever a window opens or resizes), the entries of all
  but the newest ``KEEP_SCALES`` scales go (the one in use), so a drag leaves nothing of
  the sizes it passed through; the first frame after a resize collects the screens'
  widget cycles and gives the freed memory back to the system (``give_back``);
- within a scale, each cache keeps its most recently used entries up to ``max_entries`` and
  ``max_bytes`` (a picture counts its pixels' bytes): text renders and other unbounded
  families are bounded by bytes, not only by count;
- ``report()`` lists every cache with its entries and bytes (tests and ``make bench``).

Use ``@bounded("name", max_entries=..., max_bytes=...)`` on a pure function of hashable
arguments; ``fn.cache_clear()`` empties it.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, ParamSpec, TypeVar

import pygame

#: How many window scales' entries are kept: the one in use only (a window-sized picture
#: of 4K is 33 MB; keeping the scale before it cost 85 MB after a drag there).
KEEP_SCALES = 1

P = ParamSpec("P")
R = TypeVar("R")

_caches: list[BoundedCache[Any]] = []
_scales: list[float] = [1.0]


@dataclass(frozen=True)
class CacheReport:
    """What one cache holds now."""

    name: str
    entries: int
    bytes: int
    max_entries: int
    max_bytes: int | None


def size_of(value: object) -> int:
    """The bytes a cached value holds: a picture's pixels (of each picture in a tuple or
    list), a record's ``nbytes`` if it says (one holding a picture); 64 for anything else
    (a small record)."""
    nbytes = getattr(value, "nbytes", None)
    if isinstance(nbytes, int):
        return nbytes
    if isinstance(value, pygame.Surface):
        w, h = value.get_size()
        return w * h * value.get_bytesize()
    if isinstance(value, tuple | list):
        return sum(size_of(v) for v in value) or 64
    return 64


class BoundedCache(Generic[R]):
    """One cache: entries grouped by the scale they were made at, LRU within bounds."""

    def __init__(
        self, name: str, max_entries: int, max_bytes: int | None, by_area: bool = False
    ) -> None:
        self.name = name
        self.max_entries = max_entries
        self._max_bytes = max_bytes
        self.by_area = by_area
        self._groups: dict[float, OrderedDict[Hashable, tuple[R, int]]] = {}
        self._bytes = 0

    @property
    def max_bytes(self) -> int | None:
        """The bound on bytes now: with ``by_area``, the bound given is for the design size
        (1280×800) and grows with the window's area (a text drawn at 3840×2160 is 7 times
        the bytes), so the same screens fit at any size and a small window keeps little."""
        if self._max_bytes is None or not self.by_area:
            return self._max_bytes
        return int(self._max_bytes * max(1.0, _scales[-1]) ** 2)

    def get(self, key: Hashable, make: Callable[[], R]) -> R:
        group = self._groups.setdefault(_scales[-1], OrderedDict())
        found = group.get(key)
        if found is not None:
            group.move_to_end(key)
            return found[0]
        value = make()
        cost = size_of(value)
        group[key] = (value, cost)
        self._bytes += cost
        self._trim(group)
        return value

    def _trim(self, group: OrderedDict[Hashable, tuple[R, int]]) -> None:
        """Within the count (this scale's entries) and the bytes (all scales', the older
        scale's entries going first), least recently used first; the newest stays."""
        while len(group) > 1 and len(group) > self.max_entries:
            self._bytes -= group.popitem(last=False)[1][1]
        bound = self.max_bytes
        if bound is None:
            return
        for older in [g for g in self._groups.values() if g is not group]:
            while older and self._bytes > bound:
                self._bytes -= older.popitem(last=False)[1][1]
        while len(group) > 1 and self._bytes > bound:
            self._bytes -= group.popitem(last=False)[1][1]

    def keep_scales(self, scales: list[float]) -> None:
        """Drop the entries of every scale not in ``scales``."""
        for scale in [s for s in self._groups if s not in scales]:
            group = self._groups.pop(scale)
            self._bytes -= sum(cost for _value, cost in group.values())

    def clear(self) -> None:
        self._groups.clear()
        self._bytes = 0

    def report(self) -> CacheReport:
        entries = sum(len(g) for g in self._groups.values())
        return CacheReport(self.name, entries, self._bytes, self.max_entries, self.max_bytes)


def bounded(
    name: str, max_entries: int, max_bytes: int | None = None, by_area: bool = False
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Cache a pure function's results in a ``BoundedCache`` named ``name`` (``by_area``:
    ``max_bytes`` is for the design size and grows with the window's area)."""

    def wrap(fn: Callable[P, R]) -> Callable[P, R]:
        cache: BoundedCache[R] = BoundedCache(name, max_entries, max_bytes, by_area)
        _caches.append(cache)

        @functools.wraps(fn)
        def cached(*args: P.args, **kwargs: P.kwargs) -> R:
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            return cache.get(key, lambda: fn(*args, **kwargs))

        cached.cache_clear = cache.clear  # type: ignore[attr-defined]
        cached.cache = cache  # type: ignore[attr-defined]
        return cached

    return wrap


def set_scale(scale: float) -> None:
    """The window's scale changed: caches keep the entries of the newest ``KEEP_SCALES``,
    and the memory the dropped pictures held goes back to the system."""
    if scale in _scales:
        _scales.remove(scale)
    _scales.append(scale)
    del _scales[:-KEEP_SCALES]
    for cache in _caches:
        cache.keep_scales(_scales)
    give_back()


def give_back(collect: bool = False) -> None:
    """Return freed memory to the system where the C library keeps it (glibc): pictures of
    a few MB freed in the middle of the heap are otherwise kept by the process for ever (a
    drag across sizes measured 623 MB resident with 159 MB in use). With ``collect``, the
    reference cycles are collected first: the widgets of a screen rebuilt at a new size
    hold their pictures in cycles, and Python's collector, which sees only its own objects,
    would let them wait for long."""
    if collect:
        gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


#: Allocations of this many bytes or more get pages of their own (glibc's mmap threshold).
PAGES_OF_THEIR_OWN = 2**20
#: glibc's ``mallopt`` parameter for that threshold.
_M_MMAP_THRESHOLD = -3


def pictures_on_their_own_pages() -> None:
    """Give every allocation of a megabyte or more (a picture of 512×512 or more) pages of
    its own, handed back to the system when freed. glibc does so at first, then raises
    that threshold to the size of the first such block freed: later pictures then lie in
    the heap, where those freed leave holes the process keeps (a game at 3840×2160 held
    339 MB resident for 212 MB in use; 264 MB with this). A no-op but on glibc."""
    libc = _libc()
    if libc is not None:
        libc.mallopt(_M_MMAP_THRESHOLD, PAGES_OF_THEIR_OWN)


#: The system the C library is looked for on (named as ``sys.platform`` names it; the
#: tests name others: glibc is Linux's alone, so elsewhere nothing is trimmed).
PLATFORM = sys.platform


def _libc() -> ctypes.CDLL | None:
    return libc_of(PLATFORM)


@functools.cache
def libc_of(platform: str) -> ctypes.CDLL | None:
    """glibc, on a system that has it (Linux but musl's); None elsewhere."""
    if not platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.malloc_trim  # noqa: B018  # not glibc (musl has no malloc_trim)
        libc.mallopt  # noqa: B018
    except (OSError, AttributeError):
        return None
    return libc


def _malloc_trim() -> Callable[[int], int] | None:
    libc = _libc()
    if libc is None:
        return None
    trim: Callable[[int], int] = libc.malloc_trim
    return trim


def report() -> list[CacheReport]:
    """Every cache, with what it holds now."""
    return [cache.report() for cache in _caches]


def clear_all() -> None:
    """Empty every cache (the App closing lets its pictures go)."""
    for cache in _caches:
        cache.clear()
    give_back()
