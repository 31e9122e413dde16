"""Frames that redraw only what changed look exactly like frames drawn whole: kept panel
pictures stay inside their panels and are redrawn when what they show changes, and a frame
in which only the large planet moved redraws the board alone."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from benchmarks.x11 import before_scoring
from evergreen.persistence.paths import CONFIG_DIR_ENV, SAVE_DIR_ENV
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game import ambient
from evergreen.ui.game.kinds import Pop
from evergreen.ui.game.panels import draw_market, draw_players, draw_tracks, draw_zone
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit.anim import Tween
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import frames, make_app


@pytest.fixture(autouse=True)
def _ambient_held(monkeypatch: pytest.MonkeyPatch) -> None:
    """The planet's ambient motion held at one moment: these tests compare frames drawn a
    little apart in time (its own steps: tests/ui/test_ambient.py)."""
    monkeypatch.setattr(ambient, "seconds_now", lambda: 4.25)


def drawn_bounds(paint: object, size: tuple[int, int]) -> pygame.Rect:
    """The bounding box of what ``paint(surface)`` draws on a clear surface."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    paint(surface)  # type: ignore[operator]
    return surface.get_bounding_rect(min_alpha=1)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_panels_draw_inside_their_rects(players: int) -> None:
    """A kept picture is cut from the panel's rect: nothing a panel draws may lie outside it
    (else it would vanish on the frames that reuse the picture)."""
    match = Match.start(players, 5)
    for _ in range(6):  # a few moves in: cards taken, levels up, pieces placed
        match.play(match.legal()[0])
    state = match.state
    scores = [1.0] * len(state.players)
    for size in ((1280, 800), (1024, 640), (1920, 1080)):
        lay = Layout(*size, players=len(state.players))
        panels = {
            "market": (
                lay.market,
                lambda s, lay=lay: draw_market(s, lay, state, 0, None, state),
            ),
            "zone": (lay.zone, lambda s, lay=lay: draw_zone(s, lay, state)),
            "tracks": (lay.tracks, lambda s, lay=lay: draw_tracks(s, lay, state, 0, state)),
            "players": (
                lay.players_panel,
                lambda s, lay=lay: draw_players(s, lay, state, 0, scores, state),
            ),
        }
        for name, (rect, paint) in panels.items():
            bounds = drawn_bounds(paint, size)
            assert rect.contains(bounds), (name, size, bounds, rect)


def scoring_game(size: tuple[int, int] = (1280, 800)) -> tuple[GameScene, object]:
    """A game scene one command before Spring's scoring, at normal animation speed."""
    app = make_app(size, speed=Speed.NORMAL)
    match, cmd = before_scoring()
    game = app.open_game(match)
    assert isinstance(game, GameScene)
    app.scenes.reset(game)
    frames(app, 3)
    return game, cmd


def test_kept_panels_look_like_panels_drawn_afresh() -> None:
    """The same frame drawn with every panel kept and with none kept is the same picture;
    a change of state draws the changed panels again."""
    game, cmd = scoring_game()
    app = game.app
    frames(app, 2)
    kept = game.frame.retained
    before = kept.reused
    full = pygame.Surface(app.size)
    game.draw(full)
    assert kept.reused > before, "a frame with nothing changed reuses the kept panels"
    kept.forget()
    fresh = pygame.Surface(app.size)
    game.draw(fresh)
    assert pygame.image.tobytes(full, "RGB") == pygame.image.tobytes(fresh, "RGB")
    drawn = kept.drawn
    game.play(cmd)  # the state changes: the panels showing it are drawn again
    game.draw(pygame.Surface(app.size))
    assert kept.drawn > drawn


def test_only_the_board_is_redrawn_while_only_the_board_moves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """During a season's scoring, frames in which only the planet moves redraw and present
    the board's rect alone, and their picture equals a whole frame's."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))  # its own saves and settings:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))  # no notice about others'
    game, cmd = scoring_game()
    app = game.app
    assert app.notices.current is None, app.notices.current
    toggle = game.game_log.toggle
    assert toggle is not None
    pos = toggle.rect.center  # the mouse rests on a button: its tooltip comes up meanwhile
    pygame.mouse.set_pos(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    game.play(cmd)
    frames(app, 2)
    scoring = app.scenes.top
    partial = 0
    for _ in range(240):
        if not game.anim.busy:
            break
        app.step(1 / 60)
        if app.notices.current is not None:  # a notice makes every frame whole
            continue
        damage = app.scenes.draw_frame(app.screen, False)
        if damage is not None:
            partial += 1
            lay = game.layout
            resting = game.frame.board_still(game.table())  # at rest and drawn so: not drawn again
            assert resting or any(
                r.contains(lay.board) and r.contains(lay.action_bar) for r in damage
            )
            whole = app.screen.copy()  # the same pixel format: the same blending
            app.scenes.draw_frame(whole, True)
            got, want = pygame.image.tobytes(app.screen, "RGB"), pygame.image.tobytes(whole, "RGB")
            if got != want:
                first = next(i for i in range(len(got)) if got[i] != want[i]) // 3
                where = divmod(first, app.size[0])[::-1]
                raise AssertionError(f"frames differ first at {where}; top: {app.scenes.top}")
    assert scoring is not game and partial > 100  # points rising over the panels too


def partial_frame_equals_whole(app: App) -> bool:
    """Draw a frame that may redraw a part only; if it did (and no notice made it whole),
    check it looks like the same frame drawn whole. True if it was partial."""
    damage = app.scenes.draw_frame(app.screen, False)
    if damage is None or app.notices.current is not None:
        return False
    whole = app.screen.copy()
    app.scenes.draw_frame(whole, True)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    return True


def targets_game(players: int) -> GameScene:
    """A game scene at normal speed whose player has just been offered spaces (their
    targets breathe)."""
    from evergreen.rules.commands import SPACE_VERBS

    app = make_app(speed=Speed.NORMAL)
    match = Match.start(players, 3)
    while not any(c.verb in SPACE_VERBS for c in match.legal()):
        match.play(match.legal()[0])
    game = app.open_game(match)
    assert isinstance(game, GameScene)
    app.scenes.reset(game)
    frames(app, 2)
    return game


def test_the_targets_pulse_in_board_only_frames_that_equal_whole_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While new targets breathe, frames redraw the board alone, and look like whole ones."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    game = targets_game(1)
    app = game.app
    partial = 0
    while game.table().pulse is not None:
        app.step(1 / 20)
        partial += partial_frame_equals_whole(app)
    assert partial > 10


def test_the_guides_ring_on_a_card_keeps_pulsing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The guide's ring on a market card lies off the board: each step of its pulse makes a
    whole frame (a board-only frame would leave it still)."""
    from evergreen.rules import Verb
    from evergreen.session.match import Mode
    from evergreen.ui.game import hud, tutorial

    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    app = make_app(speed=Speed.NORMAL)
    game = app.open_game(Match.start(tutorial.PLAYERS, tutorial.SEED, mode=Mode.GUIDED))
    assert isinstance(game, GameScene)
    app.scenes.reset(game)
    frames(app, 2)
    step = game.guide_step()
    assert step is not None and step.command.verb is Verb.TAKE  # the draft: a card is ringed
    clock = [0]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: clock[0])
    app.scenes.draw_frame(app.screen, False)
    assert app.scenes.draw_frame(app.screen, False) is not None  # same step: board only
    clock[0] = round(hud.GUIDE_PULSE * 1000) + 1  # the next step of the pulse
    assert app.scenes.draw_frame(app.screen, False) is None


def test_a_tooltip_stays_over_frames_that_redraw_a_part(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tooltip lies over whatever is under the mouse (here a space, on the board the sweep
    redraws): frames still redraw the board alone, the tooltip drawn again over it, and each
    looks like a whole frame."""
    from evergreen.ui.kit.layout import Hit

    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    game, cmd = scoring_game()
    app = game.app
    game.play(cmd)
    frames(app, 2)
    space = next(iter(game.match.state.players[game.look.viewed].planet.layout.spaces))
    game.look.mouse, game.look.hover = game.layout.space_rect(space).center, (Hit.SPACE, space)
    assert game.frame.hover_text(game.table())
    app.scenes.draw_frame(app.screen, False)
    without = app.screen.copy()
    game.look.mouse, game.look.hover = (0, 0), None  # the same frame with no tooltip differs
    app.scenes.draw_frame(without, True)
    game.look.mouse, game.look.hover = game.layout.space_rect(space).center, (Hit.SPACE, space)
    partial = 0
    for _ in range(30):
        app.step(1 / 60)
        partial += partial_frame_equals_whole(app)
    assert partial > 20
    assert pygame.image.tobytes(without, "RGB") != pygame.image.tobytes(app.screen, "RGB")


def test_a_dialog_over_a_moving_board_veils_each_part_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pause menu's veil over a game whose targets still breathe: every frame is drawn
    whole beneath the dialog (a board-only frame under a veil drawn over everything would
    darken the panels left from the last frame again and again, until they faded away)."""
    from evergreen.ui.screens.pause import PauseScene

    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    game = targets_game(2)
    app = game.app
    app.scenes.push(PauseScene(app))
    for _ in range(12):  # the targets breathe on beneath the menu
        app.step(1 / 20)
        assert app.scenes.draw_frame(app.screen, False) is None
    assert game.table().pulse is not None
    whole = app.screen.copy()
    app.scenes.draw_frame(whole, True)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def test_a_resting_board_is_not_drawn_or_presented_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once the targets rest (and nothing else moves), a frame of the same key presents the
    top bar alone: the board is neither drawn nor presented again (presenting it cost 15-20
    ms a frame at 1920x1080 while a bot thought), and the window is the whole frame's."""
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "saves"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    game = targets_game(1)
    app = game.app
    while game.table().pulse is not None:
        app.step(1 / 20)
    app.step(1 / 20)  # the board's resting picture, drawn once
    drawn = []
    real = game.board.draw
    monkeypatch.setattr(game.board, "draw", lambda s, t: (drawn.append(1), real(s, t)))
    damage = app.scenes.draw_frame(app.screen, False)
    assert damage is not None and len(damage) == 1 and damage[0].bottom <= game.layout.board.top
    assert drawn == []
    whole = app.screen.copy()
    app.scenes.draw_frame(whole, True)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    game.anim.add(Tween(Pop(game.look.viewed, 24), 0.5))  # something moves: the board again
    app.step(1 / 60)
    damage = app.scenes.draw_frame(app.screen, False)
    assert damage is not None and any(r.contains(game.layout.board) for r in damage)
