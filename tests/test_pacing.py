"""The bots' pace (session/pacing): each step of a bot's turn is handed out on its own, a
delay apart at normal speed, and a person's turn gets nothing."""

from __future__ import annotations

import pytest

from evergreen.ai.worker import InlineWorker
from evergreen.seats import SeatKind
from evergreen.session.bot_play import BotPlay
from evergreen.session.match import Match
from evergreen.session.pacing import BOT_DELAY, Pacer


def bots_match() -> Match:
    match = Match.start(2, 11, (SeatKind.EASY, SeatKind.RANDOM))
    worker = InlineWorker()
    match.bots = BotPlay(lambda: worker)
    return match


def test_a_step_waits_for_the_delay_then_comes_alone() -> None:
    match, pacer = bots_match(), Pacer()
    assert pacer.tick(match, BOT_DELAY / 2) is None  # not yet: the last step is being read
    cmd = pacer.tick(match, BOT_DELAY / 2)
    assert cmd is not None and cmd in match.legal()
    assert pacer.waited == 0.0
    assert match.play(cmd) is None
    assert pacer.tick(match, BOT_DELAY / 10) is None  # the next one waits its turn again


@pytest.mark.parametrize("factor", [0.0, 0.5, 2.0])
def test_the_speed_setting_scales_the_delay(factor: float) -> None:
    match, pacer = bots_match(), Pacer()
    short = BOT_DELAY * factor - 0.01
    if short > 0:
        assert pacer.tick(match, short, factor) is None
    assert pacer.tick(match, 0.02, factor) is not None


def test_a_persons_turn_gets_nothing_and_a_whole_game_plays_out() -> None:
    match = Match.start(2, 5, (SeatKind.HUMAN, SeatKind.EASY))
    worker = InlineWorker()
    match.bots = BotPlay(lambda: worker)
    pacer, steps = Pacer(), 0
    while not match.is_over:
        if match.awaiting_kind is SeatKind.HUMAN:
            assert pacer.tick(match, 10.0) is None
            match.play(match.legal()[0])
            continue
        cmd = pacer.tick(match, BOT_DELAY)
        assert cmd is not None and match.play(cmd) is None
        steps += 1
    assert steps > 20
