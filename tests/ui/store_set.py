"""The store page's pictures, staged as a player would meet them (``tools/shots.py --store``):
the title, a game in mid-Summer, the season's light sweeping a planet, a card shown large,
the end-of-game ceremony, and the statistics.

Unlike the overflow tour, which catches every screen at its first frame, these are caught at
their best moment: the planets grown by a bot's play (a forest, not random scatter), the
light halfway across the planet, the title's sky a few seconds on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from evergreen.ai import make_bot
from evergreen.rules import GameState, Phase, Season
from evergreen.session.match import Match
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.layout import Hit
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import click_button, frames, make_app, top
from tests.ui.tour import ceremony_screen

#: The store page's size: what a storefront's screenshots are.
STORE_SIZE = (1920, 1080)

#: The names at the table in the pictures: short and of several lands.
NAMES = ("Mira", "Tomas", "Anya", "Kenji")


def store_set(size: tuple[int, int] = STORE_SIZE) -> Iterator[tuple[str, App]]:
    """Yield (name, app) for each picture of the set, the screen drawn at its moment."""
    app = make_app(size)
    frames(app, 2)
    _advance(app, 2.4)  # the title's sky and planet a moment on, not at their first frame
    yield "title", app
    game, app = _table(size)
    summer = lambda s: s.season is Season.SUMMER and s.round_in_season >= 2  # noqa: E731
    _play_until(app, game, summer, to_act=Phase.DRAFT)
    _zoom(app, game)
    yield "card-large", app
    game.look.zoom = None
    _play_until(app, game, summer, to_act=Phase.ACTIONS)
    _alive(app, game)
    yield "game-summer", app
    app.speed, game.ambient.clock = Speed.OFF, None
    _play_until(app, game, lambda s: isinstance(top(app), SeasonScoringScene))
    _sweep(app, game)
    yield "light-sweep", app
    _play_until(app, game, lambda s: s.is_over)
    frames(app, 3)
    yield ceremony_screen(app)
    yield _statistics(size)


def _table(size: tuple[int, int]) -> tuple[GameScene, App]:
    """A three-player table, every seat played by the medium bot through the shots."""
    app = make_app(size)
    opened = app.open_game(Match.start(3, 21, names=NAMES[:3]))
    assert opened is not None
    app.scenes.reset(opened)
    game = top(app)
    assert isinstance(game, GameScene)
    return game, app


def _play_until(
    app: App, game: GameScene, done: Callable[[GameState], bool], to_act: Phase | None = None
) -> None:
    """Let the medium bot play every seat until ``done`` (and, with ``to_act``, until the
    first seat is to act in that phase, so the screen is the player's turn)."""
    bot = make_bot("medium", 5)
    for _ in range(5000):
        state = game.match.state
        if state.is_over or (done(state) and (to_act is None or _first_to_act(state, to_act))):
            return
        if isinstance(top(app), SeasonScoringScene) and not done(state):
            top(app).close()  # type: ignore[attr-defined]
            continue
        if isinstance(top(app), SeasonScoringScene):
            return
        game.play(bot.choose(state))
        game.update(0.0)
    raise AssertionError("the game never got there")


def _first_to_act(state: GameState, phase: Phase) -> bool:
    return state.phase is phase and state.awaiting == 0


def _alive(app: App, game: GameScene) -> None:
    """The planet's ambient motion on, caught while a cloud's shadow crosses it, the
    season's particles drifting and the trees leaning in a gust."""
    from evergreen.ui.art.ambient_art import CLOUD_CROSSING, CLOUD_FIRST

    app.speed = Speed.NORMAL
    game.ambient.clock = lambda: CLOUD_FIRST + CLOUD_CROSSING * 0.45
    frames(app, 2)


def _zoom(app: App, game: GameScene) -> None:
    """A right-click on the middle market card: the card shown large beside the market."""
    market = game.match.state.market
    slot = len(market) // 2
    pos = game.layout.card_rect(slot, len(market)).center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    frames(app, 2)
    assert game.hit(pos) == (Hit.CARD, slot)
    assert game.look.zoom is not None, "the right-click showed no card large"


def _sweep(app: App, game: GameScene) -> None:
    """The season's scoring played from its start to halfway through the first seat's
    light sweep."""
    from evergreen.ui.game import scoring_anim

    scoring = top(app)
    assert isinstance(scoring, SeasonScoringScene)
    game.look.zoom = None
    game.anim.skip()
    state = game.match.state
    events = list(state.events)
    scoring_anim.start(game.anim, state, events, scoring.scored.sun, 1.0)
    plan = scoring_anim.plans(state, events, scoring.scored.sun)[0]
    game.anim.update(plan.sweep_end * 0.55)
    frames(app, 1)


def _advance(app: App, seconds: float) -> None:
    """Let the screens' own clocks run ``seconds`` (the shots freeze SDL's ticks)."""
    start = pygame.time.get_ticks
    base = start()
    steps = int(seconds * 30)
    for k in range(steps):
        pygame.time.get_ticks = lambda k=k: base + int((k + 1) * 1000 / 30)
        frames(app, 1)
    pygame.time.get_ticks = start


def _statistics(size: tuple[int, int]) -> tuple[str, App]:
    """The statistics over a history of games (the overflow tour's), from the title."""
    from datetime import date

    from tests.ui.tour import _progress_history

    _progress_history(date.today())
    app = make_app(size)
    frames(app, 2)
    click_button(app, "stats")
    frames(app, 2)
    return "statistics", app
