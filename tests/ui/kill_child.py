"""A player for the kill tests: the real App (dummy video driver) continues the latest game
of its saves folder or starts one of the given mode, then plays random legal moves through
the game scene until it is killed or the game ends.

    python -m tests.ui.kill_child MODE SEED

It prints ``resumed N ID`` once the game is open (N commands in its log, ID the game's id)
and ``kept N`` each
time a confirmed turn or draft pick has been played (the App's keeper has written the
autosave by then); ``over N`` when the game has ended. The saves folder is the
environment's ($EVERGREEN_SAVE_DIR).
"""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from evergreen.persistence import latest_game
from evergreen.rules import Verb
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.app import App, Options
from evergreen.ui.game.scene import GameScene
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.kit.speed import Speed
from evergreen.ui.screens.title import TitleScene

H, E, R = SeatKind.HUMAN, SeatKind.EASY, SeatKind.RANDOM
#: Mode → the seats of a new game of it (None: the guided game of the title screen).
MODES: dict[str, tuple[SeatKind, ...] | None] = {
    "solo": (H,),
    "hotseat": (H, H),
    "bot": (H, E),
    "four": (H, R, H, R),
    "guided": None,
}
MILESTONE_VERBS = (Verb.END, Verb.TAKE)


def say(text: str) -> None:
    """One line to the test, at once."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def open_game(app: App, mode: str, seed: int) -> None:
    """Continue the latest game, as the title's Continue does, or start one of ``mode``."""
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    if latest_game() is not None:
        title.continue_game()
    elif MODES[mode] is None:
        title.on_button("learn")
    else:
        seats = MODES[mode]
        assert seats is not None
        game = app.open_game(Match.start(len(seats), seed, seats))
        assert game is not None
        app.scenes.push(game)
    assert isinstance(app.scenes.top, GameScene), type(app.scenes.top).__name__


def last_milestone(match: Match) -> int:
    """The log length just after its last confirmed turn or draft pick (0 if none)."""
    for index in range(len(match.log) - 1, -1, -1):
        if match.log[index].verb in MILESTONE_VERBS:
            return index + 1
    return 0


def main(mode: str, seed: int) -> None:
    """Play until killed (or the game ends)."""
    app = App(Options(size=(1024, 640), speed=Speed.OFF))
    app.step(1 / 60)
    open_game(app, mode, seed)
    match = app.match
    assert match is not None
    say(f"resumed {len(match.log)} {match.game_id}")
    rng = random.Random(seed)
    told = last_milestone(match)
    while not match.is_over:
        top = app.scenes.top
        if isinstance(top, SeasonScoringScene):
            top.close()
        elif isinstance(top, GameScene) and top.human_turn:
            top.play(rng.choice(match.legal()))
        app.step(1 / 60)
        kept = last_milestone(match)
        if kept > told:
            say(f"kept {kept}")
            told = kept
    say(f"over {len(match.log)}")
    app.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
