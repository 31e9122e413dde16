"""One registry of seat kinds: a throwaway bot registered in one entry is found everywhere
a kind of seat is read (the bots' factory, the worker, a match and its bot play, saves and
records, the remembered setup, the words and the New game screen), and taken out again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from evergreen.ai import make_bot
from evergreen.ai.bots import hint
from evergreen.ai.worker import InlineWorker
from evergreen.persistence import load, save_match
from evergreen.persistence.settings import LastSetup
from evergreen.rules import Command, GameState, legal_commands, new_game
from evergreen.seats import (
    SeatKind,
    bot_kind,
    bot_kinds,
    offered_kinds,
    register,
    search_kinds,
    seat_kinds,
    unregister,
)
from evergreen.session.bot_play import BotPlay
from evergreen.session.match import Match
from evergreen.session.record import read_record, write_record
from evergreen.ui.screens.setup.scene import SetupScene
from evergreen.ui.words.names import bot_label, kind_about, seat_kind_name
from tests.ui.driver import click_button, frames, make_app, top


class FirstLegalBot:
    """The throwaway bot: always the first legal command."""

    def __init__(self, seed: int = 0, **settings: object) -> None:
        self.seed = seed

    def choose(self, state: GameState) -> Command:
        return next(iter(legal_commands(state)))

    def plan(self, state: GameState) -> list[Command]:
        return [self.choose(state)]


@pytest.fixture
def tester() -> Iterator[SeatKind]:
    kind = register(
        "tester",
        "Tester",
        bot=f"{__name__}:FirstLegalBot",
        strength=25,
        offered=True,
        bot_name="Tester bot",
        about="Plays the first legal move",
    )
    yield kind
    unregister(kind)


def test_a_registered_kind_is_a_kind_of_seat_everywhere(tester: SeatKind) -> None:
    assert SeatKind("tester") is tester and tester.value == "tester"
    assert tester in seat_kinds() and tester.is_bot
    assert bot_kinds() == (
        SeatKind.RANDOM,
        SeatKind.EASY,
        SeatKind.MEDIUM,
        tester,
        SeatKind.HARD,
        SeatKind.EXPERT,
    )
    assert tester in offered_kinds() and tester not in search_kinds()
    assert bot_kind("tester") is tester
    assert isinstance(make_bot("tester", 3), FirstLegalBot)
    with pytest.raises(ValueError, match="a search bot"):
        hint(new_game(2, 1), level=tester)
    # the words are the entry's (untranslated message ids come back as they are)
    assert seat_kind_name(tester) == "Tester" and bot_label(tester) == "Tester bot"
    assert kind_about(tester) == "Plays the first legal move"


def test_a_registered_bot_plays_is_saved_and_recorded(tester: SeatKind, tmp_path: Path) -> None:
    worker = InlineWorker()
    match = Match.start(2, 5, (SeatKind.HUMAN, tester))
    match.bots = BotPlay(lambda: worker)
    for _step in range(5000):  # a game is a few hundred commands
        if match.is_over:
            break
        if match.awaiting_kind is tester:
            cmd = match.bot_command()
            assert cmd is not None
        else:
            cmd = next(iter(legal_commands(match.state)))
        assert match.play(cmd) is None
    assert match.is_over
    path = save_match(match, "tester", tmp_path)
    assert load(path).match.seats == (SeatKind.HUMAN, tester)
    assert read_record(write_record(match)).seats == (SeatKind.HUMAN, tester)
    setup = LastSetup(kinds=("human", "tester", "easy", "human"))
    assert setup.kinds[1] == "tester"


def test_an_unknown_or_withdrawn_kind_is_refused_everywhere(tmp_path: Path) -> None:
    kind = register("gone", "Gone", bot=f"{__name__}:FirstLegalBot", offered=True)
    match = Match.start(2, 5, (SeatKind.HUMAN, kind))
    match.play(next(iter(legal_commands(match.state))))
    path = save_match(match, "gone", tmp_path)
    text = write_record(match)
    unregister(kind)
    with pytest.raises(ValueError, match="not a kind of seat"):
        SeatKind("gone")
    with pytest.raises(ValueError):
        LastSetup(kinds=("human", "gone", "easy", "human"))
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("gone")
    with pytest.raises(ValueError):
        load(path)
    with pytest.raises(ValueError):
        read_record(text)
    with pytest.raises(ValueError, match="registered already"):
        register("hard", "Hard again")
    with pytest.raises(ValueError, match="lower-case"):
        register("Bad Name", "Bad")


def test_the_new_game_screen_offers_a_registered_bot(tester: SeatKind) -> None:
    app = make_app()
    frames(app, 2)
    click_button(app, "new")
    scene = top(app)
    assert isinstance(scene, SetupScene)
    click_button(app, "players:2")
    click_button(app, "seat:1:tester")
    assert scene.choices.kinds[1] is tester
