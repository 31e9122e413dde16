"""The match: kept after every confirmed turn and draft pick in every table size (decided by
the rules' events, not by whose turn it is), undo closed at the same points, bots played
through the worker API."""

from __future__ import annotations

import random

import pytest

from evergreen.ai.worker import InlineWorker
from evergreen.rules import Command, EventKind, GameState, Verb
from evergreen.seats import SeatKind
from evergreen.session.bot_play import BotPlay
from evergreen.session.match import MILESTONES, Match, UndoStop


class Recorder:
    """A keeper that remembers the log length at each keep."""

    def __init__(self) -> None:
        self.kept: list[int] = []

    def keep(self, match: Match) -> bool:
        self.kept.append(len(match.log))
        return True


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_kept_after_every_confirmed_turn_and_pick(players: int) -> None:
    """Solo included, where the same seat is awaited before and after almost every turn."""
    match = Match.start(players, 30 + players)
    recorder = Recorder()
    match.keeper = recorder
    rng = random.Random(players)
    expected = []
    while not match.is_over:
        cmd = rng.choice(match.legal())
        match.play(cmd)
        if cmd.verb in (Verb.END, Verb.TAKE):
            expected.append(len(match.log))
    assert recorder.kept == expected
    assert len(expected) > 20


def test_solo_turns_are_kept_although_the_same_seat_plays_on() -> None:
    """The defect: in solo the hook fired only when the awaited seat changed."""
    match = Match.start(1, 5)
    recorder = Recorder()
    match.keeper = recorder
    ends = 0
    while ends < 10:
        cmd = match.legal()[-1]
        assert match.state.awaiting == 0
        match.play(cmd)
        ends += cmd.verb is Verb.END
    assert len(recorder.kept) >= 20  # ten turns and ten draft picks


def test_undo_stops_at_a_confirmed_turn() -> None:
    match = Match.start(1, 9)
    match.play(match.legal()[0])  # the draft pick
    steps = 0
    while match.log[-1].verb is not Verb.END:
        match.play(
            next(c for c in match.legal() if c.verb is not Verb.END)
            if steps < 2
            else match.legal()[-1]
        )
        steps += 1
    assert not match.can_undo and match.why_no_undo() is not None
    while match.undo():
        pass
    assert match.log[-1].verb is Verb.END  # a confirmed turn is not taken back


def _first_pick(match: Match) -> tuple[GameState, list[Command]]:
    """The awaited seat takes the market's first card; the state and log before it."""
    before, log = match.state, list(match.log)
    assert match.play(match.legal()[0]) is None and match.log[-1].verb is Verb.TAKE
    return before, log


def test_a_pick_is_undone_while_no_other_seat_has_played() -> None:
    """The defect: one click took a card for good ('Nothing to undo in this turn'), though
    the market lies face up and nothing new was shown until the next seat acts."""
    match = Match.start(1, 9)  # a person and the automa: the automa awaited after the pick
    recorder = Recorder()
    match.keeper = recorder
    before, log = _first_pick(match)
    assert match.awaiting_kind is not SeatKind.HUMAN or match.state.phase.value == "actions"
    assert match.can_undo and match.why_no_undo() is None
    assert match.undo()
    assert match.state == before and match.state is before  # the very state the rules made
    assert match.log == log and match.undos == 1
    assert recorder.kept[-1] == len(log)  # the saved game loses the pick too


def test_a_pick_and_the_turn_after_it_are_undone_step_by_step() -> None:
    """The person picks last and acts at once (solo, the automa first): Undo goes back
    through the action's steps, then the pick."""
    match = Match.start(1, 2)
    while not (match.state.awaiting == 0 and match.legal()[0].verb is Verb.TAKE):
        match.play(match.legal()[0])
        assert match.state.round < 3
    before, log = _first_pick(match)
    if match.state.awaiting == 0 and match.state.phase.value == "actions":
        match.play(next(c for c in match.legal() if c.verb is Verb.ACTION))
    while match.undo():
        pass
    assert match.state is before and match.log == log


def test_a_pick_is_not_undone_once_another_seat_has_played() -> None:
    match = Match.start(2, 9)  # two people
    _first_pick(match)
    picker = match.log[-1].seat
    _first_pick(match)  # the other person takes a card
    assert match.log[-1].seat != picker
    assert match.undo()  # the second pick is theirs to take back...
    assert not match.can_undo and not match.undo()  # ...but not the first one
    assert match.why_no_undo() is UndoStop.OTHER_SEAT


def test_a_pick_is_not_undone_once_a_bot_has_played() -> None:
    match = Match.start(2, 9, (SeatKind.HUMAN, SeatKind.EASY))
    while match.awaiting_kind is not SeatKind.HUMAN:
        match.play(match.legal()[0])
    _first_pick(match)
    if match.awaiting_kind is SeatKind.EASY:  # the bot takes its card
        assert match.can_undo
        match.play(match.legal()[0])
    assert not match.can_undo and match.why_no_undo() is UndoStop.OTHER_SEAT


def test_nothing_is_undone_once_new_cards_are_dealt() -> None:
    """A new round's market was dealt from the deck: nothing before it comes back."""
    match = Match.start(2, 9)
    first = match.state.round
    while match.state.round == first:
        match.play(match.legal()[-1])
    assert any(e.kind is EventKind.DEALT for e in match.state.events)
    assert not match.can_undo and match.why_no_undo() is UndoStop.REVEALED
    assert not match.undo()


def test_nothing_to_undo_at_the_start() -> None:
    match = Match.start(2, 9)
    assert not match.can_undo and match.why_no_undo() is UndoStop.NOTHING


def test_undo_after_a_restore_is_the_same() -> None:
    """A restored match rebuilds what may be undone: a pick too."""
    match = Match.start(1, 9)
    _first_pick(match)
    restored = Match.restore(Match.start(1, 9).state, match.seats, match.log)
    assert restored.can_undo and restored.undo() and match.undo()
    assert restored.state == match.state


def test_the_milestones_are_rules_events() -> None:
    assert {EventKind.TURN_ENDED, EventKind.TOOK, EventKind.GAME_OVER} == MILESTONES


def test_nothing_kept_without_a_keeper_or_before_a_move() -> None:
    match = Match.start(2, 1)
    assert not match.keep()
    recorder = Recorder()
    match.keeper = recorder
    assert not match.keep() and recorder.kept == []


def test_bot_seats_play_through_the_worker_api() -> None:
    """Every bot seat's moves come from BotPlay (here thinking in this process); a person's
    seat gets none."""
    match = Match.start(3, 4, (SeatKind.EASY, SeatKind.RANDOM, SeatKind.HUMAN))
    worker = InlineWorker()
    match.bots = BotPlay(lambda: worker)
    while not match.is_over:
        if match.awaiting_kind is SeatKind.HUMAN:
            assert match.bot_command() is None
            match.play(match.legal()[0])
            continue
        cmd = match.bot_command()
        assert cmd is not None and match.play(cmd) is None
    assert match.is_over


def test_a_match_without_bot_play_says_so() -> None:
    match = Match.start(2, 1, (SeatKind.HUMAN, SeatKind.EASY))
    with pytest.raises(RuntimeError, match="no bot play"):
        match.bot_command()
    assert match.hint() is None and not match.bot_thinking


def test_the_expert_thinks_its_own_time_and_may_give_the_hints() -> None:
    """Issue 35: an Expert seat gets the Expert's time; ``hint_kind`` picks the hint's bot."""

    class Asked:
        def __init__(self) -> None:
            self.questions: list[tuple[str, dict[str, object]]] = []

        def ask(self, state, level, seed=0, settings=None, whole_turn=False):  # type: ignore[no-untyped-def]
            self.questions.append((level, dict(settings or {})))
            return len(self.questions)

        def poll(self) -> None:
            return None

        thinking = True

        def cancel(self) -> None:
            pass

    asked = Asked()
    play = BotPlay(lambda: asked, hard_time=1.0, expert_time=4.0, hint_kind=SeatKind.EXPERT)
    assert play.settings(SeatKind.EXPERT) == {"time": 4.0}
    assert play.settings(SeatKind.HARD) == {"time": 1.0}
    state = Match.start(2, 3, (SeatKind.EXPERT, SeatKind.HUMAN)).state
    play.ask_hint(state, 1)
    assert asked.questions == [("expert", {"time": 4.0})]
    # the Hard bot hints unless the Expert was chosen for the table
    play.hint_kind = SeatKind.HARD
    play.ask_hint(state, 1, (SeatKind.HARD, SeatKind.HUMAN))
    play.ask_hint(state, 1, (SeatKind.EXPERT, SeatKind.HUMAN))
    assert asked.questions[1:] == [("hard", {"time": 1.0}), ("expert", {"time": 4.0})]
