"""The demo: games where every seat is a bot, one after another (``--demo``, the title's
Watch a demo)."""

from __future__ import annotations

from evergreen.rules import GameState
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.kit.scene import Host

DEMO_SEATS = (SeatKind.HARD, SeatKind.MEDIUM, SeatKind.EASY, SeatKind.MEDIUM)


def demo_match(players: int, seed: int) -> Match:
    """A game where every seat is a bot, of mixed strengths, for the demo."""
    return Match.start(players, seed, DEMO_SEATS[:players])


def next_demo(app: Host, last: GameState) -> None:
    """The demo's next game (as many players, the next seed), in place of the scene on top
    (the last one's results)."""
    game = app.open_game(demo_match(len(last.players), last.seed + 1), demo=True)
    if game is not None:
        app.scenes.replace(game)
