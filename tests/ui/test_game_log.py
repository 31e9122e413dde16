"""The game log: its entries against the events of games played by bots, the log rebuilt
from a game's commands against the one that followed it, and its panel in the real scene
(opened by L and by its button, the wheel, hovering an entry, idle, text that fits)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pygame
import pytest

from evergreen import i18n
from evergreen.ai import make_bot
from evergreen.persistence.paths import CONFIG_DIR_ENV
from evergreen.rules import (
    Action,
    Command,
    Event,
    EventKind,
    Piece,
    Source,
    Verb,
    apply,
    legal_commands,
    new_game,
)
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.log_panel import TOGGLE, LogPanel
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit import text
from evergreen.ui.words.game_log import Entry, GameLog, describe, seat_of, start_of
from evergreen.ui.words.names import biome_name, seat_label
from tests.ui.driver import click, frames, game_app, key, make_app, top

KINDS = (SeatKind.EASY, SeatKind.MEDIUM, SeatKind.EASY)


def bots_game(kinds: tuple[SeatKind, ...] = KINDS, seed: int = 4) -> tuple[Match, list[Event]]:
    """A whole game played by bots, followed by a log as the scene would; its match and
    every event of the game, the setup's first."""
    match = Match.start(len(kinds), seed, kinds)
    events = list(match.events)
    match.events.clear()
    bots = {seat: make_bot(kind, seed + seat) for seat, kind in enumerate(kinds)}
    while not match.is_over:
        seat = match.state.awaiting
        assert seat is not None
        assert match.play(bots[seat].choose(match.state)) is None
        events += match.events
        match.events.clear()
    return match, events


@pytest.fixture(scope="module")
def played() -> tuple[Match, list[Event]]:
    return bots_game()


def test_every_placed_piece_has_its_entry_naming_its_space(
    played: tuple[Match, list[Event]],
) -> None:
    match, events = played
    state = match.state
    entries = GameLog.of(match).entries
    placed = [e for e in events if e.kind is EventKind.PLACED]
    logged = [x for x in entries if x.event.kind is EventKind.PLACED]
    assert [x.event for x in logged] == placed and len(placed) > 50
    for x in logged:
        assert x.spaces == (x.event.space,)
        biome = state.players[x.seat].planet.layout.biome_of(x.event.space)
        assert biome is not None and biome_name(biome) in describe(x, state)
        grew = x.event.value != Piece.EMPTY
        assert ("grows" in describe(x, state)) == grew


def test_the_log_says_every_step_of_every_seat(played: tuple[Match, list[Event]]) -> None:
    """Each card taken, action chosen, power used and turn ended is an entry of its seat."""
    match, events = played
    entries = GameLog.of(match).entries
    for kind in (EventKind.TOOK, EventKind.ACTION, EventKind.POWER, EventKind.TURN_ENDED):
        said = Counter(x.seat for x in entries if x.event.kind is kind)
        happened = Counter(e.seat for e in events if e.kind is kind)
        assert said == happened and said, kind
    words = {describe(x, match.state) for x in entries}
    assert all(words) and "" not in words


def test_the_vp_of_the_entries_add_up_to_the_scores(played: tuple[Match, list[Event]]) -> None:
    match, events = played
    entries = GameLog.of(match).entries
    for seat, score in enumerate(match.state.scores):
        mine = [x for x in entries if x.seat == seat and x.vp is not None]
        assert sum(x.vp or 0 for x in mine) == score
        scoring = sum(x.vp or 0 for x in mine if x.event.source in _SCORING)
        start = start_of(match.state).scores[seat]
        buds = sum(
            e.value for e in events if e.kind is EventKind.VP and e.seat == seat and _buds(e)
        )
        assert scoring == score - start - buds  # what the seasons' scoring changed
    light = [x for x in entries if x.event.source is Source.LIGHT]
    assert len(light) == 4 * 3 and all(bool(x.spaces) == bool(x.vp) for x in light)


def test_the_newest_entry_comes_first(played: tuple[Match, list[Event]]) -> None:
    match, _events = played
    shown = GameLog.of(match).newest_first()
    assert shown[0].event.kind is EventKind.GAME_OVER
    assert [x.step for x in shown] == sorted((x.step for x in shown), reverse=True)
    assert [x.round for x in shown] == sorted((x.round for x in shown), reverse=True)
    assert shown[0].round == 13 and shown[-1].round == 0 and shown[-1].step == 0


def test_rebuilt_from_the_commands_it_equals_the_log_that_followed_the_game() -> None:
    """Followed batch by batch, Undo included, the log is the one replaying the match's
    commands gives; a restored match (a loaded game) shows its whole past too."""
    rng = random.Random(3)
    for players in (1, 2, 4):
        match = Match.start(players, 20 + players)
        match.events.clear()
        followed = GameLog.of(match)
        undone = 0
        while not match.is_over:
            match.play(rng.choice(match.legal()))
            followed.follow(match, list(match.events))
            match.events.clear()
            if match.can_undo and rng.random() < 0.15:
                match.undo()  # the next batch shows it
                undone += 1
        followed.follow(match, ())
        assert undone and followed.entries == GameLog.of(match).entries
        loaded = Match.restore(start_of(match.state), match.seats, match.log)
        assert GameLog.of(loaded).entries == followed.entries


def test_a_solo_game_names_the_automa_and_ends_without_a_winner() -> None:
    match, _events = bots_game((SeatKind.MEDIUM,), seed=6)
    entries = GameLog.of(match).entries
    automa = [x for x in entries if x.seat == match.state.automa_seat]
    assert {x.event.kind for x in automa} == {EventKind.TOOK, EventKind.FIRST_PLAYER}
    assert seat_label(match.state, automa[0].seat) == i18n._("Automa")
    assert seat_of(entries[-1], match.state) is None
    assert describe(entries[-1], match.state) == i18n._("Game over")


def test_a_match_made_up_mid_game_starts_its_log_now() -> None:
    state = new_game(2, 8)
    for _ in range(12):
        state = apply(state, next(iter(legal_commands(state))))
    match = Match(state, (SeatKind.HUMAN, SeatKind.HUMAN))
    assert GameLog.of(match).entries == []


# -- the panel in the game scene ------------------------------------------------------------
def scene_game(players: int = 3, seed: int = 4) -> tuple[App, GameScene]:
    return game_app(players, seed)


def play_steps(app: App, game: GameScene, steps: int, seed: int = 1) -> None:
    """Bots' moves for every seat, through the scene (its events taken in each frame)."""
    bots = [make_bot(SeatKind.EASY, seed + s) for s in range(len(game.match.seats))]
    for _ in range(steps):
        if isinstance(top(app), SeasonScoringScene):
            top(app).close()  # type: ignore[attr-defined]
        state = game.match.state
        if state.is_over:
            return
        seat = state.awaiting
        assert seat is not None and game.play(bots[seat].choose(state))
        game.update(0.0)


def test_l_and_the_button_open_and_close_the_log() -> None:
    app, game = scene_game()
    panel = game.game_log
    assert not panel.open and panel.log is None  # nothing worked out until it is opened
    key(app, pygame.K_l)
    assert panel.open and panel.log is not None and panel.log.entries
    key(app, pygame.K_l)
    assert not panel.open
    button = game.layout.rect(*TOGGLE).center
    click(app, button)
    assert panel.open
    market = game.layout.card_rect(0, len(game.match.state.market)).center
    click(app, market)  # under the open log: the click goes nowhere
    assert game.match.log == []
    click(app, button)
    assert not panel.open
    click(app, market)
    assert len(game.match.log) == 1


def test_the_open_log_follows_the_game_and_equals_it_rebuilt() -> None:
    app, game = scene_game()
    key(app, pygame.K_l)
    play_steps(app, game, 400)
    frames(app, 1)
    log = game.game_log.log
    assert log is not None and game.match.is_over
    assert log.entries == GameLog.of(game.match).entries


def test_undo_takes_the_step_out_of_the_log() -> None:
    app, game = scene_game(2)
    key(app, pygame.K_l)
    play_steps(app, game, 2)  # the draft
    seat = game.match.state.awaiting
    assert seat is not None and game.play(Command(seat, Verb.ACTION, Action.D))
    game.update(0.0)
    log = game.game_log.log
    assert log is not None
    before = list(log.entries)
    assert game.play(next(c for c in game.match.legal() if c.verb is Verb.PLANT))
    game.update(0.0)
    assert log.entries[-1].event.kind is EventKind.PLACED
    key(app, pygame.K_BACKSPACE)
    assert log.entries == before


def test_hovering_an_entry_shows_its_space_on_that_seats_planet() -> None:
    app, game = scene_game()
    play_steps(app, game, 40)
    key(app, pygame.K_l)
    panel = game.game_log
    own = game.look.viewed
    entry = next(x for x in _shown(panel) if x.spaces and x.seat != own)
    rect = panel.rect_of(entry)
    assert rect is not None
    _move(app, rect.center)
    assert panel.hovered == entry and game.look.viewed == entry.seat
    assert seat_label(game.match.state, entry.seat) in panel.hover_tip(rect.center)
    ring = game.layout.space_rect(entry.spaces[0])
    edge = (ring.centerx, ring.top + game.layout.px(5))
    assert app.screen.get_at(edge)[:3] == _colour_of(game, entry)
    quiet = next(x for x in _shown(panel) if not x.spaces)
    spot = panel.rect_of(quiet)
    assert spot is not None
    _move(app, spot.center)
    assert panel.hover_tip(spot.center) == "" and game.look.viewed == own
    _move(app, game.layout.board.center)
    assert panel.hovered is None and game.look.viewed == own


def test_the_wheel_scrolls_the_log_to_its_oldest_entries() -> None:
    app, game = scene_game()
    play_steps(app, game, 120)
    key(app, pygame.K_l)
    panel = game.game_log
    oldest = _shown(panel)[-1]
    assert panel.rect_of(oldest) is None and panel.scroll == 0
    for _ in range(200):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app, 1)
    assert panel.scroll > 0 and panel.rect_of(oldest) is not None
    key(app, pygame.K_l)
    key(app, pygame.K_l)
    assert panel.scroll == 0  # opened again at the newest


def test_the_open_log_keeps_no_frame_coming() -> None:
    app, game = scene_game(2)
    key(app, pygame.K_l)
    _move(app, game.game_log.list_rect.center)
    frames(app, 2)
    assert game.human_turn and not game.anim.busy
    assert game.game_log.wake_in() is None and game.wake_in() is None


@pytest.mark.parametrize(
    ("lang", "size", "scale"), [("en", (1280, 800), 100), ("ru", (1024, 640), 130)]
)
def test_every_entry_of_a_game_fits_its_row(
    lang: str, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Scrolled through a whole game's log, no text is cut (and at 1280×800, none is under
    14 px): every entry is drawn, in the language and text size set."""
    from evergreen.persistence import save_settings
    from evergreen.persistence.settings import Settings

    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))  # these settings for this test only
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app(size, players=4, seed=9)
    game = top(app)
    assert isinstance(game, GameScene)
    play_steps(app, game, 600)
    key(app, pygame.K_l)
    panel = game.game_log
    seen: set[str] = set()
    problems = []
    while True:
        with text.recording() as drawn:
            game.draw(app.screen)  # no frame: the game over, a frame would go to the results
        seen |= {d.text for d in drawn}
        problems += [d for d in drawn if d.cut or (scale == 100 and d.em < text.MIN_EM)]
        if panel.scroll >= panel.content_height - panel.list_rect.height:
            break
        panel.scroll_by(panel.list_rect.height)
    assert not problems, problems
    state = game.match.state
    assert {describe(x, state) for x in _shown(panel)} <= seen
    assert (lang == "ru") == ("Журнал игры" in seen)


def test_overflow_checks_see_the_log_button() -> None:
    """The tour's overflow test reads the game scene's widgets, the log's button too."""
    from tests.ui.overflow import overflows

    app, game = scene_game()
    button = game.game_log.widgets()[0]
    button.label_cut = True  # type: ignore[attr-defined]
    assert any("'Log'" in p for p in overflows(app))


# -- helpers --------------------------------------------------------------------------------
_SCORING = (Source.LIGHT, Source.FOREST, Source.FERTILITY)


def _buds(e: Event) -> bool:
    return e.source is Source.BUDS


def _shown(panel: LogPanel) -> list[Entry]:
    assert panel.log is not None
    return panel.log.newest_first()


def _move(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    frames(app, 1)


def _colour_of(game: GameScene, entry: Entry) -> tuple[int, int, int]:
    from evergreen.ui.game.log_panel import seat_colour

    return seat_colour(game.match.state, entry.seat)


def test_a_start_of_no_points_makes_no_entry() -> None:
    """The setup's VP (R2.2) enter the log where they give some: not the first player's 0
    (nor a solo player's), but every later seat's."""
    for players in (1, 3):
        log = GameLog.of(Match.start(players, 4))
        starts = {e.seat: e.vp for e in log.entries if e.event.kind is EventKind.VP and e.step == 0}
        state = new_game(players, 4)
        want = {
            seat: p.ledger[0].amount
            for seat, p in enumerate(state.players)
            if p.ledger[0].amount and seat != state.automa_seat
        }
        assert starts == want, (players, starts)
        assert players == 1 or starts, "later seats start with VP"
