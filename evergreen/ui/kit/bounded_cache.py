"""Drawing caches that stay small: every cache says what it holds and has a bound.

A picture drawn for one window size is of no use at another, yet caches keyed by size kept
every size a window was dragged through (a drag from 1024×640 to 1918×1087 left 875 MB of
tiles, cards and window-sized layers). Here:

- every cache belongs to the window's scale it was filled at: when the scale changes
  (``set_scale``: the App calls it whenever a window opens or resizes), the entries of all
  but the newest ``KEEP_SCALES`` scales go, so a drag leaves nothing of the sizes it passed
  through, and switching between a window and fullscreen redraws nothing twice;
- within a scale, each cache keeps its most recently used entries up to ``max_entries`` and
  ``max_bytes`` (a picture counts its pixels' bytes): text renders and other unbounded
  families are bounded by bytes, not only by count;
- ``report()`` lists every cache with its entries and bytes (tests and ``make bench``).

Use ``@bounded("name", max_entries=..., max_bytes=...)`` on a pure function of hashable
arguments; ``fn.cache_clear()`` empties it.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, ParamSpec, TypeVar

import pygame

#: How many window scales' entries are kept (the one in use and the one before it).
KEEP_SCALES = 2

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
    list); 64 for anything else (a small record)."""
    if isinstance(value, pygame.Surface):
        w, h = value.get_size()
        return w * h * value.get_bytesize()
    if isinstance(value, tuple | list):
        return sum(size_of(v) for v in value) or 64
    return 64


class BoundedCache(Generic[R]):
    """One cache: entries grouped by the scale they were made at, LRU within bounds."""

    def __init__(self, name: str, max_entries: int, max_bytes: int | None) -> None:
        self.name = name
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._groups: dict[float, OrderedDict[Hashable, tuple[R, int]]] = {}
        self._bytes = 0

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
        while len(group) > 1 and (
            len(group) > self.max_entries
            or (self.max_bytes is not None and self._bytes > self.max_bytes)
        ):
            _key, (_value, cost) = group.popitem(last=False)
            self._bytes -= cost

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
    name: str, max_entries: int, max_bytes: int | None = None
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Cache a pure function's results in a ``BoundedCache`` named ``name``."""

    def wrap(fn: Callable[P, R]) -> Callable[P, R]:
        cache: BoundedCache[R] = BoundedCache(name, max_entries, max_bytes)
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
    """The window's scale changed: caches keep the entries of the newest ``KEEP_SCALES``."""
    if scale in _scales:
        _scales.remove(scale)
    _scales.append(scale)
    del _scales[:-KEEP_SCALES]
    for cache in _caches:
        cache.keep_scales(_scales)


def report() -> list[CacheReport]:
    """Every cache, with what it holds now."""
    return [cache.report() for cache in _caches]


def clear_all() -> None:
    """Empty every cache (the App closing lets its pictures go)."""
    for cache in _caches:
        cache.clear()
