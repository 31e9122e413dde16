"""The large planet's ambient motion (issue 53, point 2): trees and bushes sway in a slow
wind, a cloud's shadow drifts across now and then, the season's particles drift over the
planet and the sun's glow breathes; stepped, deterministic for a moment, drawn in the
planet's rect alone, still with Reduce motion, and never waking a hidden window."""

from __future__ import annotations

import math
import os
import random

import pygame
import pytest

from evergreen.rules import Command, Piece, Season, Sun
from evergreen.rules.commands import SPACE_VERBS
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.art import ambient_art
from evergreen.ui.art.board import PLANET_RADIUS, planet_area, target_ring
from evergreen.ui.game import ambient as ambient_module
from evergreen.ui.game.ambient import STEP, disc_centre, region
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.sections import BoardSection, sections
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import frames, make_app


def placing_match(seed: int = 3) -> Match:
    """A game of a person and a bot, played on until the person places pieces on the
    planet (legal targets on it, a few pieces grown already)."""
    match = Match.start(2, seed, (SeatKind.HUMAN, SeatKind.EASY))
    rng = random.Random(seed)
    while match.state.round < 3 or match.state.awaiting != 0 or not placing(match):
        legal = match.legal()
        match.play(rng.choice(placing(match) or legal))
    return match


def placing(match: Match) -> list[Command]:
    return [c for c in match.legal() if c.verb in SPACE_VERBS]


def waiting_game(speed: Speed = Speed.NORMAL, seed: int = 3) -> tuple[App, GameScene]:
    """A game waiting for the person to place a piece, nothing else moving on its board
    (the new targets' pulse over), its ambient clock held by the test."""
    app = make_app(speed=speed)
    game = app.open_game(placing_match(seed))
    assert isinstance(game, GameScene)
    app.scenes.reset(game)
    game.ambient.clock = lambda: 0.0
    for _ in range(900):
        frames(app, 1)
        if game.frame.board_still(game.table()) and game.steps_in() is None:
            break
    assert game.frame.board_still(game.table()), "the board comes to rest"
    return app, game


def board_at(game: GameScene, t: float) -> bytes:
    """The planet's rect of a whole frame drawn at moment ``t``."""
    game.ambient.clock = lambda: t
    surface = pygame.Surface(game.app.size)
    game.draw(surface)
    return pygame.image.tobytes(
        surface.subsurface(region(game.layout).clip(surface.get_rect())), "RGB"
    )


def test_the_planet_moves_and_each_moment_is_drawn_the_same_every_time() -> None:
    _app, game = waiting_game()
    first, again = board_at(game, 21.3), board_at(game, 21.3)
    assert first == again  # a moment is a pure function of the time
    assert board_at(game, 21.3 + STEP) != first  # and the next step moves
    _app2, other = waiting_game()  # the same game in another window: the same picture
    assert board_at(other, 21.3) == first


def test_reduce_motion_draws_the_planet_still_as_without_motion() -> None:
    """With Reduce motion (or animations off) no frame is asked for the planet and it is
    drawn exactly as a board with no ambient layer at every moment."""
    for calm in ("reduce", "off"):
        app, game = waiting_game(Speed.OFF if calm == "off" else Speed.NORMAL)
        app.reduce_motion = calm == "reduce"
        assert game.ambient.wake_in() is None and game.ambient.key() is None
        assert game.wake_in() is None  # a waiting game sleeps, as before the motion
        still = board_at(game, 3.0)
        assert board_at(game, 17.45) == still == board_at(game, 40.0)
        game.sections = sections(game)  # a board without ambient motion at all
        board = game.sections[0]
        assert isinstance(board, BoardSection)
        game.board = board
        game.frame.retained.forget()
        assert board_at(game, 17.45) == still


def test_a_waiting_game_asks_for_a_frame_at_each_step_only() -> None:
    _app, game = waiting_game()
    game.ambient.clock = lambda: 12.34
    wait = game.wake_in()
    step = math.floor(12.34 / STEP)
    assert wait is not None and 0 < wait <= STEP
    assert math.isclose(wait, (step + 1) * STEP - 12.34, abs_tol=1e-6)
    assert game.ambient.key() == step


def test_a_hidden_or_minimised_window_is_never_woken(monkeypatch: pytest.MonkeyPatch) -> None:
    """pygame says the window is not active when it is hidden or minimised: the motion
    then asks for no frame, and the frame loop sleeps until an event comes."""
    app, game = waiting_game()
    game.ambient.clock = lambda: 5.01
    assert game.wake_in() is not None
    monkeypatch.setattr(pygame.display, "get_active", lambda: False)
    assert not ambient_module.window_shown()
    assert game.wake_in() is None
    frames(app, 1)  # the frame after the window was hidden schedules nothing
    assert app.pacing.wake_at is None
    monkeypatch.setattr(pygame.display, "get_active", lambda: True)  # shown again
    frames(app, 1)
    assert app.pacing.wake_at is not None


def test_a_step_redraws_the_planet_alone_and_looks_like_a_whole_frame() -> None:
    """A frame in which only the motion stepped presents the planet's part (and the small
    top bar) alone, and the window then is what a whole frame drawn at that moment is."""
    app, game = waiting_game()
    lay = game.layout
    screen = pygame.Surface(app.size)
    game.ambient.clock = lambda: 30.0
    assert game.draw_frame(screen, True) is None
    before = screen.copy()
    game.ambient.clock = lambda: 30.0 + STEP
    damage = game.draw_frame(screen, False)
    assert damage, "the step is drawn"
    board = planet_area(lay).union(lay.action_bar)
    assert all(board.contains(r) or r.bottom <= lay.top_bar.bottom for r in damage)
    whole = pygame.Surface(app.size)
    game.frame.retained.forget()
    game.draw(whole)
    assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB")
    # outside the planet's part nothing changed
    outside = pygame.Rect(planet_area(lay).right, lay.top_bar.bottom, 1, 1)
    outside.width, outside.height = app.size[0] - outside.x, app.size[1] - outside.y
    assert pygame.image.tobytes(screen.subsurface(outside), "RGB") == pygame.image.tobytes(
        before.subsurface(outside), "RGB"
    )
    assert game.draw_frame(screen, False) == [pygame.Rect(0, 0, app.size[0], lay.top_bar.bottom)]


def test_the_forest_sways_but_not_in_lockstep() -> None:
    spaces = range(49)
    for t in (3.0, 11.7, 26.2):
        levels = {ambient_art.sway_level(s, t) for s in spaces}
        assert len(levels) >= 2, "neighbours lean differently"
        assert all(-ambient_art.SWAY_LEVELS <= v <= ambient_art.SWAY_LEVELS for v in levels)
    through = {ambient_art.sway_level(17, k * STEP) for k in range(80)}
    assert len(through) >= 3, "a tree sways to and fro over a few seconds"
    assert ambient_art.SWAY_REACH[Piece.BUSH] < ambient_art.SWAY_REACH[Piece.SMALL_TREE]
    assert Piece.LAKE not in ambient_art.SWAY_REACH


def _centroid_x(surface: pygame.Surface, rows: range) -> float:
    alpha = pygame.surfarray.pixels_alpha(surface)
    total = weight = 0.0
    for y in rows:
        for x in range(surface.get_width()):
            a = float(alpha[x, y])
            total += a * x
            weight += a
    del alpha
    return total / weight


def test_a_swaying_tree_keeps_its_foot_and_leans_its_crown() -> None:
    size = 80
    still = ambient_art.sway_sprite(size, Piece.BIG_TREE, False, Sun.RIGHT, 10, 0)
    lean = ambient_art.sway_sprite(size, Piece.BIG_TREE, False, Sun.RIGHT, 10, 3)
    back = ambient_art.sway_sprite(size, Piece.BIG_TREE, False, Sun.RIGHT, 10, -3)
    assert lean is ambient_art.sway_sprite(size, Piece.BIG_TREE, False, Sun.RIGHT, 10, 3)
    crown, foot = range(4, 30), range(72, 76)
    assert _centroid_x(lean, crown) - _centroid_x(still, crown) > 1.0
    assert _centroid_x(back, crown) - _centroid_x(still, crown) < -1.0
    assert abs(_centroid_x(lean, foot) - _centroid_x(still, foot)) < 0.3
    # the same look on another space shares its pictures (cached per look, not per space)
    assert ambient_art.sway_sprite(size, Piece.BIG_TREE, False, Sun.RIGHT, 10 + 7 * 3, 3) is lean


def test_a_clouds_shadow_comes_now_and_then_and_stays_on_the_ground() -> None:
    seen = [ambient_art.cloud_at(k * 0.5) for k in range(400)]
    assert any(c is None for c in seen) and any(c is not None for c in seen)
    cloud = next(c for c in seen if c is not None and abs(c.x) < 0.3)
    radius = 200
    surface = pygame.Surface((600, 600))
    surface.fill((200, 200, 200))
    centre = (300.0, 300.0)
    ambient_art.draw_cloud(surface, centre, radius, cloud)
    darker = outside = 0
    for x in range(0, 600, 4):
        for y in range(0, 600, 4):
            lit = surface.get_at((x, y))[0] == 200
            if math.hypot(x - 300, y - 300) > radius:
                outside += not lit
            else:
                darker += not lit
    assert outside == 0, "the shadow never falls past the planet's rim"
    assert darker > 200, "it darkens the ground it crosses"
    assert min(surface.get_at((x, 300))[0] for x in range(100, 500)) > 200 * 0.75  # faint


def test_the_seasons_particles_are_few_kind_to_the_eye_and_on_the_planet() -> None:
    for season in Season:
        counts = []
        for k in range(120):
            ps = ambient_art.particles_at(season, k * 0.37, seed=5)
            counts.append(len(ps))
            assert all(math.hypot(p.x, p.y) < 0.97 for p in ps)
        assert 0 < max(counts) <= 30
    a = ambient_art.particles_at(Season.WINTER, 10.0)
    b = ambient_art.particles_at(Season.WINTER, 10.0 + STEP)
    assert a == ambient_art.particles_at(Season.WINTER, 10.0)
    assert any(p.y > q.y for p, q in zip(b, a, strict=False)), "snow falls"
    motes = ambient_art.particles_at(Season.SUMMER, 10.0)
    later = ambient_art.particles_at(Season.SUMMER, 10.5)
    assert sum(q.y for q in later) < sum(p.y for p in motes), "motes of light rise"


def test_a_particle_never_rests_on_a_biome_symbol() -> None:
    """Each particle keeps moving: in one second it travels further than a symbol is wide
    (a sixth of a space, about a tenth of the planet's radius)."""
    for season in Season:
        a = ambient_art.particles_at(season, 40.0)
        b = ambient_art.particles_at(season, 41.0)
        moved = [math.hypot(p.x - q.x, p.y - q.y) for p, q in zip(a, b, strict=False)]
        close = [m for m in moved if m < 0.5]  # the same particle (not one born again)
        assert close and min(close) > 0.012 and sorted(close)[len(close) // 2] > 0.025


def test_the_motion_lies_under_the_rings_and_marks() -> None:
    """A legal target's ring is drawn over the motion: its pixels are the same at every
    moment while the planet under and around it moves."""
    app, game = waiting_game()
    lay = game.layout
    targets = sorted(game.targets())
    assert targets
    rect = lay.space_rect(targets[0])
    ring = target_ring(rect.width, lay.px(1), False)
    mask = pygame.mask.from_surface(ring, 250)
    pictures = []
    for t in (10.0, 18.3, 27.9, 33.1):
        game.ambient.clock = lambda t=t: t
        surface = pygame.Surface(app.size)
        game.draw(surface)
        pictures.append(surface)
    for x in range(rect.width):
        for y in range(rect.height):
            if mask.get_at((x, y)):
                colours = {tuple(p.get_at((rect.x + x, rect.y + y))) for p in pictures}
                assert len(colours) == 1, (x, y, colours)


def test_the_suns_glow_breathes_within_the_planets_rect() -> None:
    levels = {ambient_art.breath_level(k * 0.5) for k in range(12)}
    assert len(levels) >= 5
    faint, full = ambient_art.breath_glow(90, 0), ambient_art.breath_glow(90, 6)
    assert full.get_at((45, 45)).a > faint.get_at((45, 45)).a
    app, game = waiting_game()
    lay = game.layout
    surface = pygame.Surface(app.size)
    surface.fill((0, 0, 0))
    game.ambient.draw_breath(surface, lay, Sun.TOP)
    box = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1))
    box.invert()  # what the glow lit
    assert box.count() > 0
    assert all(region(lay).contains(r) for r in box.get_bounding_rects())


def test_the_layer_is_centred_on_the_planet() -> None:
    _app, game = waiting_game()
    lay = game.layout
    cx, cy = disc_centre(lay)
    radius = lay.px(PLANET_RADIUS)
    area = planet_area(lay)
    assert area.left <= cx - radius and cx + radius <= area.right + 1
    assert abs(cx - lay.grid.centerx) <= 1 and abs(cy - lay.grid.centery) <= 1


def test_x11_presents_only_the_parts_a_frame_updates(monkeypatch: pytest.MonkeyPatch) -> None:
    """On X11 the window's own framebuffer is asked for (SDL's texture framebuffer presents
    the whole window for any part updated); other drivers keep SDL's choice, and a value
    set in the environment stands."""
    from evergreen.ui.kit import window

    hint = "SDL_FRAMEBUFFER_ACCELERATION"
    for driver, wanted in (("x11", "0"), ("wayland", None), ("windows", None), ("dummy", None)):
        monkeypatch.delenv(hint, raising=False)
        monkeypatch.setattr(pygame.display, "get_driver", lambda d=driver: d)
        window.present_in_parts()
        assert os.environ.get(hint) == wanted, driver
    monkeypatch.setenv(hint, "opengl")
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    window.present_in_parts()
    assert os.environ[hint] == "opengl"


def changed(before: pygame.Surface, after: pygame.Surface) -> pygame.mask.Mask:
    """The pixels that differ between two pictures of one size."""
    diff = after.copy()
    diff.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = before.copy()
    back.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))
    same.invert()
    return same


def sleep_between(game: GameScene) -> int:
    """What the window does while it sleeps between two frames, until it has nothing left
    to draw ahead (the motion's pictures first); how many slices it took."""
    for n in range(100):
        if not game.draw_ahead(8.0):
            return n
    raise AssertionError("drawing ahead never ends")


def test_a_step_presents_every_pixel_it_changed_and_the_window_stays_a_whole_frame() -> None:
    """Step after step, through a cloud's crossing: every pixel a step changes lies in the
    boxes it presents (what the player sees is what was drawn), and the window is then what
    a whole frame drawn at that moment is (the pictures kept under and over the motion,
    made while the window slept)."""
    app, game = waiting_game()
    screen = pygame.Surface(app.size)
    game.ambient.clock = lambda: 20.0
    assert game.draw_frame(screen, True) is None
    assert sleep_between(game) > 0
    assert game.frame.composer.layers is not None
    moved = 0
    for k in range(1, 17):
        t = 20.0 + k * STEP
        assert ambient_art.cloud_at(t, game.ambient.seed) is not None  # a cloud crosses
        game.ambient.clock = lambda t=t: t
        before = screen.copy()
        damage = game.draw_frame(screen, False)
        assert damage is not None
        presented = pygame.mask.Mask(app.size)
        for box in damage:
            presented.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
        change = changed(before, screen)
        moved += change.count()
        assert change.overlap_area(presented, (0, 0)) == change.count(), f"step {k}"
    assert moved > 0, "the planet moved"
    whole = pygame.Surface(app.size)
    game.draw(whole)
    assert changed(whole, screen).count() == 0


def test_between_clouds_a_step_presents_a_small_part_of_the_planet() -> None:
    """With no cloud over the planet a step presents where the particles, the leaning
    pieces and the glow changed (and not the top bar, which did not), not the planet's whole
    rect: the part of the window the display copies is small."""
    app, game = waiting_game()
    lay = game.layout
    screen = pygame.Surface(app.size)
    game.ambient.clock = lambda: 40.0
    game.draw_frame(screen, True)
    sleep_between(game)  # the motion's pictures are made
    game.ambient.clock = lambda: 40.0 + STEP
    whole = region(lay).clip(screen.get_rect())
    assert whole in (game.draw_frame(screen, False) or [])  # the first from them: all of it
    shares = []
    for k in range(2, 14):
        t = 40.0 + k * STEP
        assert ambient_art.cloud_at(t, game.ambient.seed) is None
        game.ambient.clock = lambda t=t: t
        damage = game.draw_frame(screen, False)
        assert damage, f"step {k} presents what moved"
        assert all(whole.contains(box) for box in damage)  # no top bar
        shares.append(sum(b.width * b.height for b in damage) / (whole.width * whole.height))
    assert sorted(shares)[len(shares) // 2] < 0.25, shares


def test_a_top_bar_that_changes_between_steps_is_drawn_and_presented(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The motion's steps leave the top bar alone while it shows the same; a change of it
    alone (the thinking dots) is drawn and presented at the next step."""
    app, game = waiting_game()
    lay = game.layout
    screen = pygame.Surface(app.size)
    game.ambient.clock = lambda: 40.0
    game.draw_frame(screen, True)
    game.ambient.clock = lambda: 40.0 + STEP
    game.draw_frame(screen, False)
    top = pygame.Rect(0, 0, app.size[0], lay.top_bar.bottom)
    bar = game.top_bar
    monkeypatch.setattr(bar, "key", lambda table: ("changed",))
    game.ambient.clock = lambda: 40.0 + 2 * STEP
    assert top in (game.draw_frame(screen, False) or [])
    game.ambient.clock = lambda: 40.0 + 3 * STEP
    assert top not in (game.draw_frame(screen, False) or [])


def test_the_coming_pictures_are_drawn_while_the_window_sleeps() -> None:
    """A new position's coming pictures (``Warmer``) are drawn in slices between frames
    while the player thinks, with no frame drawn for them."""
    app, game = waiting_game()
    game.warmer = type(game.warmer)()  # nothing drawn ahead yet for this position
    assert game.warmer.pending
    drawn = app.frames
    for _ in range(2000):
        app.meanwhile()
        if not game.warmer.pending:
            break
    assert not game.warmer.pending
    assert app.frames == drawn


def test_a_window_uncovered_is_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Steps present only what moved: when the system says the window was exposed (what it
    showed there lost), the next frame draws and presents the whole window."""
    app, game = waiting_game()
    game.ambient.clock = lambda: 40.0
    frames(app, 2)
    flips: list[int] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(1))
    game.ambient.clock = lambda: 40.0 + STEP
    frames(app, 1)
    assert not flips  # a step: parts only
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    frames(app, 1)
    assert flips == [1]
