"""Games told apart in the Load list, and the one person at a table named alike everywhere
(issue 52, point 11): today's deal, an ordinary game, the guided game and a game against
bots each say what they are; a person alone against a bot is 'You' in the game, on the
title's Continue line and in the Load list, as a solo player is."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from evergreen.i18n import set_language
from evergreen.persistence import autosave, latest_info, list_saves
from evergreen.progress.daily_record import daily_match
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Mode
from evergreen.ui.words.names import seat_label
from evergreen.ui.words.saves import continue_summary, title_of

DAY = date(2026, 11, 28)


@pytest.fixture(autouse=True)
def english() -> object:
    set_language("en")
    yield
    set_language("en")


def kept(folder: Path, match: Match, moves: int = 3) -> Match:
    """``match`` a few moves in, autosaved in ``folder``."""
    for _ in range(moves):
        match.play(match.legal()[0])
    autosave(match, folder)
    return match


def titles(folder: Path) -> dict[str, str]:
    return {info.game_id: title_of(info) for info in list_saves(folder, examples=False)}


def test_each_kind_of_game_says_what_it_is_in_the_load_list(tmp_path: Path) -> None:
    games = {
        "daily": kept(tmp_path, daily_match(DAY)),
        "practice": kept(tmp_path, daily_match(DAY, practice=True)),
        "solo": kept(tmp_path, Match.start(1, 5)),
        "guided": kept(tmp_path, Match.start(1, 6, mode=Mode.GUIDED)),
        "bot": kept(tmp_path, Match.start(2, 7, (SeatKind.HUMAN, SeatKind.HARD))),
        "bots": kept(tmp_path, Match.start(3, 8, (SeatKind.HUMAN, SeatKind.EASY, SeatKind.HARD))),
        "people": kept(tmp_path, Match.start(2, 9, names=("Ada",))),
        "mixed": kept(tmp_path, Match.start(3, 10, (SeatKind.HUMAN,) * 2 + (SeatKind.HARD,))),
    }
    found = titles(tmp_path)
    assert {kind: found[m.game_id] for kind, m in games.items()} == {
        "daily": "Today's deal · 28 November",
        "practice": "Today's deal · 28 November · practice",
        "solo": "You vs Automa",
        "guided": "Guided game",
        "bot": "You vs Hard bot",
        "bots": "You vs Easy bot, Hard bot",
        "people": "Ada, Player 2",
        "mixed": "Player 1, Player 2 vs Hard bot",
    }
    assert "You" not in found.values()


def test_russian_titles_name_the_day_and_the_rival(tmp_path: Path) -> None:
    daily = kept(tmp_path, daily_match(DAY))
    versus = kept(tmp_path, Match.start(2, 7, (SeatKind.HUMAN, SeatKind.HARD)))
    set_language("ru")
    found = titles(tmp_path)
    assert found[daily.game_id] == "Расклад дня · 28 ноября"
    assert found[versus.game_id] == "Вы · против: Сложный бот"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_person_alone_against_a_bot_is_you_in_the_game_the_title_and_the_list(
    tmp_path: Path, lang: str
) -> None:
    set_language(lang)
    you = {"en": "You", "ru": "Вы"}[lang]
    match = kept(tmp_path, Match.start(2, 7, (SeatKind.HUMAN, SeatKind.HARD)))
    assert seat_label(match, 0) == you  # the game's own naming
    info = latest_info(tmp_path)
    assert info is not None and info.game_id == match.game_id
    _first, points = continue_summary(info)
    assert points.startswith(f"{you}: ")  # the title's Continue line
    assert titles(tmp_path)[match.game_id].startswith(you)  # the Load list


def test_two_people_and_a_bot_are_named_alike_everywhere(tmp_path: Path) -> None:
    match = kept(tmp_path, Match.start(3, 10, (SeatKind.HUMAN,) * 2 + (SeatKind.HARD,)))
    assert [seat_label(match, s) for s in range(3)] == ["Player 1", "Player 2", "Player 3"]
    info = latest_info(tmp_path)
    assert info is not None
    _first, points = continue_summary(info)
    assert "You" not in points
    assert titles(tmp_path)[match.game_id] == "Player 1, Player 2 vs Hard bot"


def test_the_continue_line_says_todays_deal(tmp_path: Path) -> None:
    kept(tmp_path, daily_match(DAY))
    info = latest_info(tmp_path)
    assert info is not None
    first, points = continue_summary(info)
    assert first.startswith("Today's deal · Spring") and points.endswith(" VP")
