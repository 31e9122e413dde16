"""A whole game through the real scenes, from the New game screen to the results: the names,
colours and seat kinds set there are the ones the results show, with the right winner and
each player's chart adding up to the engine's own breakdown."""

from __future__ import annotations

import random

import pytest

from evergreen.rules import Source, player_breakdown, ranking
from evergreen.seats import SeatKind
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.screens.results.scene import ResultsScene
from evergreen.ui.words.colours import player_colour
from tests.ui.driver import click, click_button, frames, top, where
from tests.ui.test_results import drawn_texts
from tests.ui.test_setup import LONG, open_setup, type_into

#: At most this many frames and clicks for the whole game (a bot's turn takes a few frames).
MOST_STEPS = 20_000


@pytest.mark.slow
def test_names_colours_and_seats_set_up_reach_the_results() -> None:
    app, setup = open_setup()
    click_button(app, "players:3")
    type_into(app, setup, "name:0", "Ada")
    type_into(app, setup, "name:1", LONG)  # the longest name a seat takes
    click_button(app, "colour:0:2")  # seat 1 takes seat 3's colour: they swap
    click_button(app, "seat:2:easy")
    type_into(app, setup, "seed", "9090")
    colours = list(setup.colours)
    click_button(app, "start")
    game = top(app)
    assert isinstance(game, GameScene)
    match = game.match
    assert match.names[:2] == ("Ada", LONG)
    assert match.seats == (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.EASY)
    rng = random.Random(9090)
    for _ in range(MOST_STEPS):
        scene = top(app)
        if isinstance(scene, ResultsScene):
            break
        if isinstance(scene, SeasonScoringScene):
            click_button(app, "continue")
        elif scene is game and game.human_turn and not match.state.is_over:
            click(app, where(game, rng.choice(match.legal())))
        else:  # a bot thinks, or the last scoring gives way to the results
            frames(app)
    results = top(app)
    assert isinstance(results, ResultsScene), type(results).__name__
    state = results.state
    assert state == match.state and state.is_over
    words = drawn_texts(app)
    assert {"Ada", LONG, "Player 3"} <= words  # the names given, and the bot's default
    for seat in range(3):
        assert results.seating.colour(seat) == player_colour(colours[seat])
    best = ranking(state)[0]
    assert results.results.players[0].seat == best
    ribbon, _line = results.headline()
    assert results.seating.name(best) in ribbon and ribbon in words
    for shown in results.results.players:
        b = player_breakdown(state, shown.seat)
        assert shown.chart_total == b.total == state.scores[shown.seat]
        assert shown.by_source() == {
            Source.START: b.start,
            Source.BUDS: b.buds,
            Source.LIGHT: sum(b.light),
            Source.FOREST: sum(b.forest),
            Source.FERTILITY: sum(b.fertility),
        }
