"""The frame a bot's move lands on stays light: the pictures it needs were drawn ahead in
quiet frames (``game/warm.py``), a new position's tree shadows are stamped, not blurred, and
the move's animations start in that very frame (no frame of the finished piece first)."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

import pygame
import pytest

from evergreen.rules import Piece, Planet, Sun
from evergreen.rules.commands import SPACE_VERBS
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.art import cards, pieces, planet_art, sprites
from evergreen.ui.art.board import grid_edges
from evergreen.ui.art.shapes import OUTLINE, Pen
from evergreen.ui.game.kinds import Pop
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.warm import DECK_AHEAD, card_sizes, warm_list
from evergreen.ui.kit import bounded_cache
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import bot_frame, frames, frames_until, make_app


@contextmanager
def drawn_afresh() -> Iterator[list[str]]:
    """The names of the caches that had to draw something while inside."""
    missed: list[str] = []
    real = bounded_cache.BoundedCache.get

    def get(
        self: bounded_cache.BoundedCache[object], key: Hashable, make: Callable[[], object]
    ) -> object:
        def counted() -> object:
            missed.append(self.name)
            return make()

        return real(self, key, counted)

    setattr(bounded_cache.BoundedCache, "get", get)  # noqa: B010 (a method swapped in)
    try:
        yield missed
    finally:
        setattr(bounded_cache.BoundedCache, "get", real)  # noqa: B010


def bot_game(
    speed: Speed = Speed.OFF, seed: int = 5, kind: SeatKind = SeatKind.EASY
) -> tuple[App, GameScene]:
    app = make_app(speed=speed)
    scene = app.open_game(Match.start(2, seed, (kind, kind)))
    assert scene is not None
    app.scenes.push(scene)
    return app, scene


def test_quiet_frames_draw_the_coming_pictures_ahead() -> None:
    """Once the quiet frames have drawn ahead, every piece as the board draws it on every
    space (its size and look, lit from the sun's side now; a tree in shade too), a tree's
    shadow to each side and the cards the next rounds turn up, at each size the screen shows
    a card, are kept: a move that needs them draws nothing afresh."""
    app, scene = bot_game(kind=SeatKind.HUMAN)
    bounded_cache.clear_all()
    lay = scene.layout
    frames(app, 1)
    assert scene.warmer.pending and scene.wake_in() is None  # an idle window is not woken
    frames_until(app, lambda: not scene.warmer.pending, "drawn ahead", seconds=20)  # (drawn)
    state = scene.match.state
    cell = grid_edges(lay)[0][1] - grid_edges(lay)[0][0]
    with drawn_afresh() as missed:
        for space in range(49):
            size = lay.space_rect(space).width
            for piece in (Piece.SPROUT, Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH, Piece.LAKE):
                sprites.piece_sprite(size, piece, False, state.sun, space)
            for piece in (Piece.SMALL_TREE, Piece.BIG_TREE):
                sprites.piece_sprite(size, piece, True, state.sun, space)
        for sun in Sun:
            planet_art.shadow_stamp(cell, sun, 2)
        for card in (*state.market, *state.deck[:DECK_AHEAD]):
            for w, h in card_sizes(lay):
                cards.card_face(w, h, card)
    assert missed == []
    # and the list is what the screen shows: the market's size is the drawn cards' size
    assert card_sizes(lay)[0] == lay.card_rect(0, 1).size


def test_quiet_frames_light_the_planets_for_the_suns_next_side() -> None:
    """Once the quiet frames have drawn ahead, every player's planet's tiles are kept lit
    from the side the sun moves to next: the frame after the sun moves paints no tile."""
    app, scene = bot_game(kind=SeatKind.HUMAN)
    bounded_cache.clear_all()
    frames(app, 1)
    frames_until(app, lambda: not scene.warmer.pending, "drawn ahead", seconds=20)
    state = scene.match.state
    xs = grid_edges(scene.layout)[0]
    with drawn_afresh() as missed:
        for player in state.players:
            layout = player.planet.layout
            for i in layout.spaces:
                w = xs[i % 7 + 1] - xs[i % 7]
                planet_art.tile(w, layout.biome_of(i), state.sun.clockwise(), i)
    assert missed == []


def test_drawing_ahead_waits_for_a_quiet_frame() -> None:
    """Nothing is drawn ahead in a frame that plays a move or while anything moves; the
    window asks for frames while something is left to draw ahead."""
    app, scene = bot_game(speed=Speed.NORMAL)
    steps: list[int] = []
    real = scene.warmer.step

    def step(*args: object) -> None:
        steps.append(len(scene.match.log))
        real(*args)  # type: ignore[arg-type]

    scene.warmer.step = step  # type: ignore[method-assign,assignment]
    landed: list[int] = []
    seen = 0
    while len(landed) < 3:
        steps.clear()
        bot_frame(app)
        if len(scene.match.log) != seen:
            seen = len(scene.match.log)
            landed.append(seen)
            assert steps == [], "drawn ahead in the frame a move landed on"
            assert scene.anim.busy or not scene.match.events
        elif scene.anim.busy:
            assert steps == [], "drawn ahead while something moved"


def test_the_list_reads_the_deck_and_market_of_the_game_shown() -> None:
    """The cards drawn ahead are the market's and the deck's next ones, soonest first."""
    match = Match.start(3, 17, (SeatKind.HUMAN,) * 3)
    lay = Layout(1280, 800, players=3)
    tasks = warm_list(match.state, lay)
    shown = [t.args[2] for t in tasks if getattr(t, "func", None) is cards.card_face]  # type: ignore[attr-defined]
    expected = list(dict.fromkeys([*match.state.market, *match.state.deck[:DECK_AHEAD]]))
    assert list(dict.fromkeys(shown)) == expected
    assert len(shown) == len(expected) * len(card_sizes(lay))


def test_a_bots_placement_pops_in_the_frame_that_plays_it() -> None:
    """A piece a bot places grows in from the frame that first shows it: that frame has its
    pop starting (never the finished piece for a frame, then the pop)."""
    app, scene = bot_game(speed=Speed.NORMAL)
    seen = len(scene.match.log)
    placed = 0
    deadline = 4000
    while placed < 3 and deadline:
        deadline -= 1
        bot_frame(app)
        if len(scene.match.log) == seen:
            continue
        seen = len(scene.match.log)
        cmd = scene.match.log[-1]
        if cmd.verb in SPACE_VERBS:
            pops = {t.what.space: t.value for t in scene.anim.each(Pop)}
            assert cmd.arg in pops, f"{cmd} landed with no pop: {pops}"
            assert pops[cmd.arg] < 0.5
            placed += 1
    assert placed == 3


def test_stamped_shadows_overlap_no_darker_than_one() -> None:
    """Two trees' stamps over the same spot: as dark as one (a blend by maximum)."""
    edges = (tuple(i * 80 for i in range(8)), tuple(i * 80 for i in range(8)))
    pieces_at = [0] * 49
    pieces_at[22], pieces_at[23] = Piece.BIG_TREE, Piece.BIG_TREE
    layout = Planet.empty().layout
    two = planet_art.shadow_layer(Planet(tuple(pieces_at), layout), Sun.LEFT, edges, 80)
    pieces_at[22] = 0
    one = planet_art.shadow_layer(Planet(tuple(pieces_at), layout), Sun.LEFT, edges, 80)
    spot = (round((edges[0][4] + 40) / 2), round((edges[1][3] + 40) / 2))  # row 3, col 4
    assert one.get_at(spot).a == two.get_at(spot).a > 0
    assert max(two.get_at((x, spot[1])).a for x in range(two.get_width())) <= 120


@pytest.mark.parametrize("size", [40, 84])
def test_a_pieces_contact_shadow_is_the_whole_layers_blur(size: int) -> None:
    """The soft shadow under a piece, blurred on a small layer round it, is the same as the
    whole sprite's layer blurred (what it cost ten times as much to draw before)."""
    big = size * sprites.PIECE_SS
    fast = pygame.Surface((big, big), pygame.SRCALPHA)
    slow = pygame.Surface((big, big), pygame.SRCALPHA)
    pen = Pen(fast, 0, 0, big, 2)
    pieces.ground(pen, 0.5, 0.81, 0.3, 0.07)
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    Pen(layer, 0, 0, big, 2).ellipse((*OUTLINE, 90), (0.35, 0.775, 0.3, 0.07))
    radius = max(1, round(0.07 * big * 0.3))
    slow.blit(pygame.transform.gaussian_blur(layer, radius), (0, 0))
    diff = [
        abs(fast.get_at((x, y)).a - slow.get_at((x, y)).a)
        for x in range(0, big, 2)
        for y in range(math.floor(big * 0.6), big, 2)
    ]
    assert max(diff) <= 1 and sum(diff) < len(diff) * 0.05


def test_a_bots_move_is_kept_in_one_frame_and_drawn_in_the_next(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The frame that plays a bot's move keeps it (the autosave has it) and presents
    nothing new; the next frame draws the whole window with the move. The two costs, each a
    third of a frame, no longer fall in one frame."""
    from evergreen.persistence import autosave_path, load

    app, scene = bot_game(speed=Speed.NORMAL)
    shown: list[str] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: shown.append("whole"))
    monkeypatch.setattr(pygame.display, "update", lambda *a: shown.append("part"))
    kept = 0
    seen = len(scene.match.log)
    for _ in range(4000):
        if kept == 2:
            break
        shown.clear()
        bot_frame(app)
        if len(scene.match.log) == seen:
            continue
        seen = len(scene.match.log)
        assert shown == [], "the frame that played the move presented it"
        if scene.match.log[-1].verb.value in ("take", "end"):  # a milestone: kept at once
            assert len(load(autosave_path(scene.match.game_id)).match.log) == seen
            kept += 1
        shown.clear()
        bot_frame(app)
        assert shown == ["whole"], shown
    assert kept == 2


def test_a_held_frame_is_only_the_next_one() -> None:
    """The hold lasts one draw, whatever that draw is: a whole frame (a scene pushed by the
    move itself, the season's scoring) uses it up, so no later frame is skipped or drawn
    over a stale picture."""
    app, scene = bot_game(kind=SeatKind.HUMAN)
    frames(app, 2)
    scene.frame.hold = True
    assert scene.frame.draw_frame(app.screen, True) is None  # whole: drawn, hold gone
    assert not scene.frame.hold
    assert scene.frame.draw_frame(app.screen, False) != []
    scene.frame.hold = True
    assert scene.frame.draw_frame(app.screen, False) == []  # held: nothing presented
    assert scene.frame.draw_frame(app.screen, False) is None  # then the whole window


def test_the_frame_that_keeps_a_bots_move_prepares_the_pictures_the_next_one_lays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The frame that keeps a bot's move presents nothing, and makes the pictures the next
    frame would: the planet's with the move, and each panel the move changed. The next
    frame then draws the move from them (no planet laid afresh, no panel painted), and what
    it draws is, pixel for pixel, the window drawn whole with nothing prepared. (The time
    budget is lifted: which pictures fit in it on a slow machine is not the test's.)"""
    from evergreen.ui.game import frame as frame_module

    monkeypatch.setattr(frame_module, "PREPARE_WITHIN_MS", 1e9)
    app, scene = bot_game(speed=Speed.NORMAL)
    scene.ambient.clock = lambda: 100.0  # the planet's motion at one moment all through
    laid: list[Planet] = []
    pieces_on = planet_art._pieces_on

    def counted(out: pygame.Surface, planet: Planet, *args: object) -> None:
        laid.append(planet)
        pieces_on(out, planet, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(planet_art, "_pieces_on", counted)
    checked = 0
    seen = len(scene.match.log)
    for _ in range(4000):
        if checked == 3:
            break
        bot_frame(app)
        if len(scene.match.log) == seen:
            continue
        seen = len(scene.match.log)
        if not scene.frame.hold and scene.frame._frame_key:
            continue  # not kept in this frame (a scene pushed over it: drawn whole)
        painted, prepared = scene.frame.retained.drawn, len(laid)
        bot_frame(app)
        if app.scenes.top is not scene:
            continue  # the season's scoring took over
        assert len(laid) == prepared, "the frame showing the move laid the planet afresh"
        assert scene.frame.retained.drawn == painted, "it painted a panel afresh"
        shown = app.screen.copy()
        scene.frame.retained.forget()
        bounded_cache.clear_all()
        fresh = pygame.Surface(app.size)
        scene.frame.draw_table(fresh, scene.table())
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(fresh, "RGB")
        checked += 1
    assert checked == 3
