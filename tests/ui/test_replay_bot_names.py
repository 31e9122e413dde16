"""A replayed game of the Hard bot (today's deal played by the bot, a game of bots) names the
bot by its name, never "You" (issue 52, point 3): the status line, the powers' panel, the
players' panels, the game log and the review panel, in English and in Russian. Only a
person who played is "You"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from evergreen import i18n
from evergreen.ai.random_bot import RandomBot
from evergreen.seats import SeatKind
from evergreen.session.match import Match
from evergreen.ui.kit.text import recording
from evergreen.ui.screens.replay import table as replay_table
from evergreen.ui.screens.replay.scene import ReplayScene
from evergreen.ui.screens.replay.source import ReplaySource
from tests.ui.driver import frames, make_app

#: The words that call someone "You" (English, Russian).
YOU = {"en": ("You ", "You:", "Your ", "your "), "ru": ("Вы ", "Вы:", "Ваш", "ваш")}
BOT = {"en": "Hard bot", "ru": "Сложный бот"}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def bot_game(steps: int, seats: tuple[SeatKind, ...] = (SeatKind.HARD,)) -> Match:
    """A solo game whose seat 0 is the Hard bot (beside the automa), ``steps`` moves in
    (played by a random bot here: only the seats' kinds matter to the names)."""
    match = Match.start(len(seats), 5, seats)
    bot = RandomBot(5)
    while len(match.log) < steps:
        match.play(bot.choose(match.state))
    return match


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_replayed_bot_game_never_calls_the_bot_you(lang: str) -> None:
    match = bot_game(30)
    app = make_app()
    app.set_language(lang)
    scene = ReplayScene(app, ReplaySource.of_match(match))
    app.scenes.push(scene)
    seen: list[str] = []
    for index in (0, 1, 5, 12, 30):  # the start (who is choosing), picks, a turn's steps
        scene.go(index)
        scene.table.game_log.set_open(True)
        with recording() as drawn:
            frames(app, 2)
        seen += [d.text for d in drawn]
    you = [t for t in seen if any(w in t for w in YOU[lang])]
    assert not you, f"the bot called 'You': {you}"
    said = [t for t in seen if t.startswith(BOT[lang])]
    assert said, "the bot is not named in the status line, the panels or the log"
    assert scene.table.seats.seating.name(0) == BOT[lang]
    assert not scene.table.seats.seating.is_you(0)


def test_a_person_stays_you_and_a_given_name_stays_as_given() -> None:
    kinds = (SeatKind.HUMAN, SeatKind.HARD, SeatKind.EASY, SeatKind.AUTOMA)
    assert replay_table.shown_names(kinds, ("", "", "Dana")) == ("", "Hard bot", "Dana", "")
    match = bot_game(3, (SeatKind.HUMAN,))
    scene = ReplayScene(make_app(), ReplaySource.of_match(match))
    assert scene.table.seats.seating.is_you(0)
