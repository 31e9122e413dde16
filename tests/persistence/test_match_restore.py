"""Match additions for saves: restore (replaying a log), seat names, seats that fit."""

from __future__ import annotations

import pytest

from evergreen.rules import Command, new_game
from evergreen.seats import NAME_MAX, SeatKind, check_seats, clean_name, seat_colours
from evergreen.session.match import Match, Mode, ReplayError
from tests.persistence.helpers import played

H, B, A = SeatKind.HUMAN, SeatKind.RANDOM, SeatKind.AUTOMA


def test_restore_replays_to_the_same_match() -> None:
    original = played(3, 21, 57)
    restored = Match.restore(new_game(3, 21), original.seats, original.log, original.names)
    assert restored.state == original.state and restored.log == original.log
    assert restored.history == original.history
    assert not restored.events  # nothing to animate after a load


def test_restore_reports_the_illegal_command() -> None:
    log = [Command.parse("P1 end")]
    with pytest.raises(ReplayError) as info:
        Match.restore(new_game(2, 1), (H, H), log)
    assert info.value.index == 0 and info.value.command == log[0]
    assert "command 1 (P1 end) is illegal there" in str(info.value)


@pytest.mark.parametrize(
    ("players", "seats", "match"),
    [
        (2, (H,), "2 seats, not 1"),
        (2, (H, A), "cannot be the automa"),
        (1, (H, H), "is the automa's"),
        (1, (A, A), "cannot be the automa"),
    ],
)
def test_seats_must_fit_the_game(players: int, seats: tuple[SeatKind, ...], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        check_seats(new_game(players, 1), seats)


def test_names_pad_with_none_of_their_own() -> None:
    """Seats without a given name keep '' (the window shows a default in its language); a
    solo game's names may leave out the automa."""
    assert Match.start(3, 1).names == ("", "", "")
    assert Match.start(1, 1, names=["Rowan"]).names == ("Rowan", "")
    assert Match.start(2, 1, names=["Ada"]).names == ("Ada", "")
    with pytest.raises(ValueError, match="names"):
        Match.start(2, 1, names=["a", "b", "c"])


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("  Ada  ", "Ada"),
        ("Ada\tLovelace\n", "Ada Lovelace"),
        ("A\x00d\x1b[31ma\u200b", "Ad[31ma"),
        ("Maximilianus Rex the Third", "Maximilianus Rex"),
        ("Ёлка" * 10, "ЁлкаЁлкаЁлкаЁлка"),
        ("\n\t ", ""),
        ("abcdefghijklmno  pq", "abcdefghijklmno"),
    ],
)
def test_names_are_cleaned(typed: str, kept: str) -> None:
    """Names are user text: no control characters, one space between words, at most
    NAME_MAX characters (no space left dangling where it was cut)."""
    assert clean_name(typed) == kept
    assert len(kept) <= NAME_MAX
    assert Match.start(2, 1, names=[typed]).names[0] == kept


def test_colours_default_to_the_seat_and_may_be_chosen() -> None:
    assert Match.start(3, 1).colours == (0, 1, 2)
    assert Match.start(1, 1).colours == (0, 1)  # the automa has one too
    assert Match.start(3, 1, colours=[2]).colours == (2, 0, 1)
    assert Match.start(2, 1, colours=[3, 1]).colours == (3, 1)
    restored = Match.restore(new_game(2, 1), (H, H), [], colours=[1, 0])
    assert restored.colours == (1, 0)
    for bad, why in (([1, 1], "same colour"), ([4], "from 0 to 3"), ([-1], "from 0 to 3")):
        with pytest.raises(ValueError, match=why):
            Match.start(2, 1, colours=bad)
    assert seat_colours([], 4) == (0, 1, 2, 3)


def test_start_is_unchanged() -> None:
    """The seat kinds and first events of a new match are what they always were; a new
    match has a fresh id and is kept nowhere until a keeper is given."""
    match = Match.start(1, 5)
    assert match.seats == (H, A) and match.bot_seed == 5
    assert list(match.events) == list(new_game(1, 5).events)
    assert match.keeper is None and match.bots is None
    assert match.game_id != Match.start(1, 5).game_id


def test_restore_keeps_the_id_and_mode() -> None:
    original = played(2, 4, 12)
    restored = Match.restore(
        new_game(2, 4), original.seats, original.log, game_id="00ff00ff00ff", mode=Mode.GUIDED
    )
    assert restored.game_id == "00ff00ff00ff" and restored.mode is Mode.GUIDED
    with pytest.raises(ValueError, match="12 lowercase hex"):
        Match.restore(new_game(2, 4), original.seats, original.log, game_id="../../etc")
