"""The bounded drawing caches: entries of old window scales go, and within a scale the most
recently used stay within the count and the bytes given."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pygame
import pytest

from evergreen.ui.kit import bounded_cache
from evergreen.ui.kit.bounded_cache import bounded, report, set_scale, size_of


@pytest.fixture(autouse=True)
def fresh_scales() -> Iterator[None]:
    saved = list(bounded_cache._scales)
    yield
    bounded_cache._scales[:] = saved


def test_pictures_of_old_scales_go_and_the_scale_in_use_stays() -> None:
    made = []

    @bounded("test.tile", max_entries=100)
    def tile(size: int) -> pygame.Surface:
        made.append(size)
        return pygame.Surface((size, size), pygame.SRCALPHA)

    for step in range(150):  # a drag through 150 sizes
        set_scale(1.0 + step / 100)
        tile(40 + step)
    mine = next(r for r in report() if r.name == "test.tile")
    assert bounded_cache.KEEP_SCALES == 1
    assert mine.entries == 1 and mine.bytes == 189**2 * 4
    tile(189)
    assert made.count(189) == 1  # still held at the scale in use


def test_within_a_scale_the_bytes_and_count_are_bounded() -> None:
    calls = []

    @bounded("test.text", max_entries=1000, max_bytes=100 * 100 * 4 * 3)
    def render(n: int) -> pygame.Surface:
        calls.append(n)
        return pygame.Surface((100, 100), pygame.SRCALPHA)

    set_scale(7.0)
    for n in range(10):
        render(n)
    mine = next(r for r in report() if r.name == "test.text")
    assert mine.entries == 3 and mine.bytes <= mine.max_bytes  # type: ignore[operator]
    render(9)
    assert calls.count(9) == 1  # the most recent stays
    render(0)
    assert calls.count(0) == 2  # the oldest went

    @bounded("test.count", max_entries=5)
    def small(n: int) -> tuple[int, int]:
        return (n, n)

    for n in range(50):
        small(n)
    assert next(r for r in report() if r.name == "test.count").entries == 5


def test_size_of_counts_pixels() -> None:
    assert size_of(pygame.Surface((10, 20), pygame.SRCALPHA)) == 800
    assert size_of((pygame.Surface((10, 10), pygame.SRCALPHA),) * 2) == 800
    assert size_of("text") == 64


def test_a_bound_by_area_grows_with_the_window_and_never_shrinks_below_the_design_size() -> None:
    @bounded("test.by_area", max_entries=1000, max_bytes=100 * 100 * 4 * 2, by_area=True)
    def render(n: int, side: int) -> pygame.Surface:
        return pygame.Surface((side, side), pygame.SRCALPHA)

    def held() -> int:
        return next(r for r in report() if r.name == "test.by_area").entries

    set_scale(0.8)  # a window smaller than the design size keeps the design size's bound
    for n in range(10):
        render(n, 100)
    assert held() == 2
    set_scale(3.0)  # nine times the area: nine times the bytes, so the same texts fit
    for n in range(20):
        render(n, 300)
    assert held() == 2
    for n in range(20):
        render(n, 100)
    assert held() == 18


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_memory_is_given_back_through_glibc_on_linux_alone(
    monkeypatch: pytest.MonkeyPatch, system: str
) -> None:
    """Windows and macOS have no glibc: giving memory back and the pictures' own pages are
    no-ops there, and no C library is even looked for (the system a parameter)."""
    import ctypes

    def no_library(*args: object, **kw: object) -> None:
        raise AssertionError(f"a C library was looked for on {system}")

    monkeypatch.setattr(ctypes, "CDLL", no_library)
    monkeypatch.setattr(bounded_cache, "PLATFORM", system)
    assert bounded_cache.libc_of(system) is None
    bounded_cache.give_back(collect=True)
    bounded_cache.pictures_on_their_own_pages()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc is Linux's")
def test_glibc_is_found_on_this_linux() -> None:
    libc = bounded_cache.libc_of("linux")
    assert libc is not None and callable(libc.malloc_trim)
