"""Memory that stays small: a window dragged through a hundred sizes keeps the pictures of
the last two scales only, every cache within its bounds; Apps and games opened and closed
in one process leave no pictures and no scenes behind; a game keeps few window-sized
pictures (each is 33 MB at 3840×2160)."""

from __future__ import annotations

import gc
import types
import weakref
from typing import Any

import pygame
import pygame_gui
import pytest
from pygame_gui.core.surface_cache import SurfaceCache

from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit import bounded_cache, widgets
from evergreen.ui.kit.bounded_cache import report
from evergreen.ui.kit.scene import SETTLE_FRAMES, Scene
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import DT, frames, make_app, top

MB = 2**20


def held() -> tuple[int, int]:
    """Entries and bytes every drawing cache holds now."""
    rows = report()
    return sum(r.entries for r in rows), sum(r.bytes for r in rows)


def within_bounds() -> None:
    for r in report():
        scales = len(bounded_cache._scales)
        assert r.entries <= r.max_entries * scales, r
        if r.max_bytes is not None:
            assert r.bytes <= r.max_bytes * scales, r


@pytest.mark.slow  # a soak of 100 window sizes, 73 s: make test-slow (CI stays near 15 minutes)
def test_a_resize_drag_leaves_nothing_of_the_sizes_it_passed() -> None:
    app = make_app(size=(1024, 640))
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    frames(app, 2)
    at_start = held()
    for step in range(100):  # a drag from 1024×640 to about 1918×1087
        size = (1024 + step * 9, 640 + step * 45 // 10)
        app.resize(*size)
        frames(app, 2)
        within_bounds()
    after_drag = held()
    final = app.size
    bounded_cache.clear_all()
    app.resize(final[0] - 1, final[1])
    app.resize(*final)
    frames(app, 2)
    fresh = held()
    assert after_drag[1] <= 3 * fresh[1] + 8 * MB, (after_drag, fresh)
    assert after_drag[1] < 200 * MB and at_start[1] < 200 * MB
    assert isinstance(top(app), GameScene)


def live_scenes() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, Scene))


def test_apps_opened_and_closed_in_one_process_leave_nothing_behind() -> None:
    counts = []
    for seed in range(4):
        app = make_app(size=(1280, 800))
        game = app.open_game(Match.start(2, seed))
        assert game is not None
        app.scenes.push(game)
        frames(app, 3)
        app.close()
        counts.append((live_scenes(), held()))
    assert held() == (0, 0)
    scenes = [c[0] for c in counts]
    assert scenes[-1] <= scenes[0], counts


def test_the_pictures_a_game_draws_are_in_bounded_caches() -> None:
    app = make_app(size=(1280, 800))
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    frames(app, 3)
    filled = {r.name for r in report() if r.entries}
    for name in (
        "art.terrain.tile",
        "art.planet_art.board_on_sky",
        "art.planet_art.ground_on_sky",
        "art.sprites.biome_tile",
        "art.cards._card_face",
        "kit.text._render",
        "kit.layout._space_box",
    ):
        assert name in filled, (name, sorted(filled))


def test_no_picture_cache_is_left_unbounded() -> None:
    """A function that returns a picture (pygame.Surface) is cached only by ``bounded``."""
    import ast
    from pathlib import Path

    import evergreen.ui

    unbounded = []
    for path in Path(evergreen.ui.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef) or node.returns is None:
                continue
            returns = ast.unparse(node.returns)
            cached = [ast.unparse(d) for d in node.decorator_list]
            if "Surface" in returns and any("cache" in d for d in cached):
                unbounded.append(f"{path.name}:{node.name}")
    assert not unbounded, unbounded


def held_pictures(roots: list[object] | None = None) -> list[pygame.Surface]:
    """Every picture reachable from ``roots`` (by default all of Python's objects: in
    caches, scenes, widgets...), descending into the tuples and dicts the collector does
    not track (a cache's entries)."""
    found: dict[int, pygame.Surface] = {}
    seen: set[int] = set()
    if roots is None:
        roots = [o for o in gc.get_objects() if not isinstance(o, types.FrameType)]
    todo = list(roots)
    while todo:
        o = todo.pop()
        if isinstance(o, pygame.Surface):
            found[id(o)] = o
            continue
        if id(o) in seen or isinstance(o, int | float | str | bytes):
            continue
        seen.add(id(o))
        todo.extend(
            r
            for r in gc.get_referents(o)
            if isinstance(r, pygame.Surface | tuple | list | dict) or not gc.is_tracked(r)
        )
    return [s for s in found.values() if s.get_parent() is None]


def test_a_game_keeps_few_window_sized_pictures() -> None:
    """A game opened from the title (which stays beneath it) holds at most three pictures
    of a quarter of the window or more: the window itself, the board on its sky and the
    bare board it is laid on; together under 2.25 windows' bytes. (The sky, the planet's
    body, its picture, that picture on the sky, the shadows at full size, and the title's
    sky, planet and shadows under the game were eleven.)"""
    app = make_app(size=(1280, 800))
    frames(app, 3)  # the title draws its pictures
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    frames(app, 3)
    window = app.screen.get_width() * app.screen.get_height()
    # pygame_gui's shape atlases are 1024×1024 whatever the window: not the window's
    atlases = [o for o in gc.get_objects() if isinstance(o, SurfaceCache)]
    fixed = {id(s) for s in held_pictures(atlases)}
    large = [
        s
        for s in held_pictures()
        if s.get_width() * s.get_height() * 4 >= window and id(s) not in fixed
    ]
    sizes = sorted((s.get_size() for s in large), reverse=True)
    assert len(large) <= 3, sizes
    held_bytes = sum(s.get_width() * s.get_height() * s.get_bytesize() for s in large)
    assert held_bytes <= 2.25 * window * app.screen.get_bytesize(), sizes


def test_a_scene_that_leaves_lets_its_pictures_go_without_waiting_for_the_collector() -> None:
    """A screen's widgets hold their pictures (pygame_gui's shape atlases of 4 MB each among
    them) in reference cycles, which Python's collector may leave for minutes: a 10-minute
    ``--demo`` grew from 180 to 300 MB of them. The App collects them once after the frame
    that follows a scene leaving the stack (here with the automatic collector off, so only
    that can free them)."""
    app = make_app(size=(1280, 800))
    app.frame(DT)
    title = top(app)
    manager = weakref.ref(title.ui)  # type: ignore[attr-defined]
    gc.collect()
    gc.disable()
    try:
        app.scenes.replace(app.settings_screen())
        del title
        app.frame(DT)
        assert manager() is None, "the title's widgets outlived the title"
        assert not app.scenes.dropped  # once: the frames after collect nothing
    finally:
        gc.enable()


def temporaries(app: App) -> int:
    """The bytes of the pictures pygame_gui's widgets hold to draw their looks from (four
    times their size each way), over every screen on the stack."""
    held_bytes = 0
    for scene in app.scenes.stack:
        ui = getattr(scene, "ui", None)
        if not isinstance(ui, pygame_gui.UIManager):
            continue
        for element in ui.get_sprite_group().sprites():
            shape = getattr(element, "drawable_shape", None)
            for name in ("temp_additive_shape", "temp_subtractive_shape"):
                picture = getattr(shape, name, None)
                if isinstance(picture, pygame.Surface):
                    held_bytes += picture.get_width() * picture.get_height() * 4
    return held_bytes


def test_widgets_built_at_a_new_size_hold_no_temporaries() -> None:
    """pygame_gui draws a widget's five looks one a frame, each from two pictures of 16
    times its area, and kept those until the last look was drawn: every widget of a screen
    built at a new size held them at once (70 MB at 3840×2160), in the very frames where
    the new size's board is drawn. Each look now lets go of them once drawn."""
    app = make_app(size=(1280, 800))
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    assert temporaries(app) == 0
    for size in ((1600, 1000), (1920, 1200)):
        app.resize(*size)
        assert temporaries(app) == 0
        for _ in range(3):  # the looks still to draw, one a frame
            frames(app, 1)
            assert temporaries(app) == 0


def test_a_resize_lets_go_of_the_widgets_of_the_size_before() -> None:
    """Every screen's widgets of the size before are gone by the end of the first frame at
    the new size (they waited in reference cycles for the collector, and pygame_gui kept
    the first manager made, with its widgets, as its default); once the resize returns,
    all but those an event still in the queue holds."""
    app = make_app(size=(1280, 800))
    frames(app, 1)  # the title, which stays beneath the game
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    frames(app, 1)
    for size in ((1600, 1000), (1366, 768)):
        managers = [weakref.ref(s.ui) for s in app.scenes.stack if hasattr(s, "ui")]
        assert len(managers) == 2
        # (a widget's event still in the queue, such as a hover that ended under the mouse
        # at 0, 0, holds its manager until the next frame reads it)
        pygame.event.get()
        app.resize(*size)
        assert managers[0]() is None  # the title's (the game's "Back to your planet" is
        # under the mouse at 0, 0: its hover ends as it goes, in an event in the queue)
        app.frame(1 / 60)
        assert [m() for m in managers] == [None, None]


def test_a_frame_applies_the_last_of_the_window_sizes_it_was_sent() -> None:
    """A drag of the window's edge sends a size for each step of the mouse: a frame builds
    the screens for the last of them only (each size applied built every widget and picture
    anew, and what they left waited for the collector)."""
    app = make_app(size=(1280, 800))
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    frames(app, 1)
    built: list[tuple[int, int]] = []
    rebuild = game.resize

    def resize(size: tuple[int, int]) -> None:
        built.append(size)
        rebuild(size)

    game.resize = resize  # type: ignore[method-assign]
    for w, h in ((1300, 810), (1400, 870), (1500, 930), (1600, 1000)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
    frames(app, 1)
    assert built == [(1600, 1000)]
    assert app.size == (1600, 1000)


def test_the_frames_after_a_resize_give_the_heap_back_and_idle_frames_do_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The new widgets draw their looks a frame at a time after a resize, from temporaries
    freed in the heap, which glibc keeps resident unless trimmed (25 MB after a drag to
    3840×2160): each of those frames trims, a bounded number; frames without a resize do
    not (the collector runs once, at the resize)."""
    app = make_app(size=(1280, 800))
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    trims: list[bool] = []
    monkeypatch.setattr(
        bounded_cache, "give_back", lambda collect=False: trims.append(collect) or False
    )
    for _ in range(3 * SETTLE_FRAMES):
        app.frame(1 / 60)
    assert trims == []
    app.resize(1600, 1000)
    assert trims == [False, True]  # the caches' pictures of the size before; its widgets
    for _ in range(3 * SETTLE_FRAMES):
        app.frame(1 / 60)
    assert trims == [False, True, True] + [False] * (SETTLE_FRAMES - 1)


def test_a_resize_empties_every_screen_before_building_any(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The title beneath the game is built anew first: the game's widgets of the size
    before are already gone from their manager then, not held while the title's are drawn
    (their looks were 45 MB at 3840×2160, on top of the widest button's 37 MB of pygame_gui
    temporaries)."""
    app = make_app(size=(1280, 800))
    frames(app, 1)
    game = app.open_game(Match.start(2, 46))
    assert game is not None
    app.scenes.push(game)
    frames(app, 1)
    old = [s.ui for s in app.scenes.stack if hasattr(s, "ui")]
    left: list[int] = []
    make = widgets.button

    def button(*args: Any, **kwargs: Any) -> pygame_gui.elements.UIButton:
        left.append(sum(len(ui.get_root_container().elements) for ui in old))
        return make(*args, **kwargs)

    monkeypatch.setattr(widgets, "button", button)
    app.resize(1600, 1000)
    assert left and set(left) == {0}


@pytest.mark.parametrize(
    "size",
    [(1280, 800), pytest.param((3840, 2160), marks=pytest.mark.slow)],  # 4K: 12 s
)
def test_a_busy_game_draws_its_frames_from_the_caches(size: tuple[int, int]) -> None:
    """The bounds do not turn into redraws every frame: once a busy game's frames have
    filled the caches (pieces popping, points rising, a card dealt, again and again), the
    frames that follow draw nothing anew, at the design size and at 3840×2160 (where each
    picture is seven times the bytes)."""
    from benchmarks.ui import keep_busy, late_game

    app = make_app(size=size, speed=Speed.NORMAL)
    scene = app.open_game(late_game())
    assert scene is not None
    app.scenes.reset(scene)
    misses: list[tuple[int, str]] = []  # (frame, cache) of each picture drawn anew
    frame = -1
    real_get = bounded_cache.BoundedCache.get

    def spy(self: bounded_cache.BoundedCache[Any], key: Any, make: Any) -> Any:
        if frame >= 0 and key not in self._groups.get(bounded_cache._scales[-1], {}):
            misses.append((frame, self.name))
        return real_get(self, key, make)

    for _ in range(600):  # first what the game draws ahead in quiet frames (game/warm.py)
        app.step(DT)
        if not scene.warmer.pending:
            break
    assert not scene.warmer.pending
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(bounded_cache.BoundedCache, "get", spy)
        for n in range(210):
            # two seconds first: each animation drawn once, the scene settled (a prompt
            # comes in about a second after the game opens)
            frame = n - 120
            keep_busy(scene, n)
            app.step(DT)
    assert not misses, sorted(set(misses))
