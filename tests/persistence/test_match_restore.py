"""Session additions for saves: restore (replaying a log), seat names, the on_confirm hook."""

from __future__ import annotations

import pytest

from evergreen.rules import Command, new_game
from evergreen.session import ReplayError, SeatKind, Session, check_seats, default_names
from tests.persistence.helpers import played

H, B, A = SeatKind.HUMAN, SeatKind.BOT, SeatKind.AUTOMA


def test_restore_replays_to_the_same_session() -> None:
    original = played(3, 21, 57)
    restored = Session.restore(new_game(3, 21), original.seats, original.log, original.names)
    assert restored.state == original.state and restored.log == original.log
    assert restored.history == original.history
    assert not restored.events  # nothing to animate after a load


def test_restore_reports_the_illegal_command() -> None:
    log = [Command.parse("P1 end")]
    with pytest.raises(ReplayError) as info:
        Session.restore(new_game(2, 1), (H, H), log)
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


def test_names_default_and_pad() -> None:
    assert default_names((H, A)) == ("Player 1", "Automa")
    assert Session.start(3, 1).names == ("Player 1", "Player 2", "Player 3")
    assert Session.start(1, 1, names=["Rowan"]).names == ("Rowan", "Automa")
    with pytest.raises(ValueError, match="names"):
        Session.start(2, 1, names=["a", "b", "c"])


def test_start_is_unchanged() -> None:
    """The seat kinds and first events of a new session are what they always were."""
    session = Session.start(1, 5)
    assert session.seats == (H, A) and session.bot_seed == 5
    assert list(session.events) == list(new_game(1, 5).events)
    assert session.on_confirm is None


def test_bot_moves_depend_only_on_the_session() -> None:
    a, b = played(2, 3, 20, kinds="bb"), played(2, 3, 20, kinds="bb")
    assert a.bot_move() == b.bot_move()
    assert played(2, 3, 20, kinds="hh").bot_move() is None
