"""Every bot only ever plays legal commands, at every table size, and is deterministic."""

from __future__ import annotations

import pytest

from evergreen.ai import (
    EXPERT_TIME,
    Bot,
    EasyBot,
    ExpertBot,
    HardBot,
    MediumBot,
    RandomBot,
    hint,
    make_bot,
)
from evergreen.rules import Phase, Verb, apply, determinize, legal_commands, new_game
from evergreen.seats import SeatKind, bot_kinds

from .helpers import play_checked


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_easy_and_medium_play_only_legal_commands(level: str, players: int) -> None:
    seeds = range(players * 10, players * 10 + (4 if level == "easy" else 3))
    for seed in seeds:
        bots = [make_bot(level, seed * 8 + s) for s in range(players)]
        state, _ = play_checked(bots, players, seed)
        assert state.is_over


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_hard_and_expert_with_a_tiny_budget_play_only_legal_commands(
    level: str, players: int
) -> None:
    bots: list[Bot] = [make_bot(level, players, time=None, iterations=1, candidates=3)]
    bots += [make_bot("easy", s) for s in range(1, players)]
    rounds = 14 if players == 1 else 6
    state, log = play_checked(bots, players, 70 + players, max_rounds=rounds)
    assert log and (state.is_over or state.round == rounds)


def test_mixed_table_of_all_levels() -> None:
    bots = [make_bot(level, 3, **({"time": None, "iterations": 1} if level == "hard" else {}))
            for level in ("random", "easy", "medium", "hard")]  # fmt: skip
    state, _ = play_checked(bots, 4, 99, max_rounds=3)
    assert state.round == 3


@pytest.mark.parametrize(
    ("level", "settings"),
    [
        ("random", {}),
        ("easy", {}),
        ("medium", {}),
        ("hard", {"time": None, "iterations": 2, "candidates": 3, "draft_candidates": 2}),
        ("expert", {"time": None, "iterations": 2, "candidates": 3, "draft_candidates": 2}),
    ],
)
def test_a_fixed_seed_gives_the_same_game(level: str, settings: dict[str, object]) -> None:
    rounds = 14 if level not in ("hard", "expert") else 3

    def game() -> list[str]:
        bots = [make_bot(level, 5 + s, **settings) for s in range(2)]
        return [str(c) for c in play_checked(bots, 2, 5, max_rounds=rounds)[1]]

    assert game() == game()


def test_plan_is_the_whole_turn_and_choose_replays_it() -> None:
    bot = MediumBot(1)
    state = new_game(2, 8)
    while state.phase is Phase.DRAFT:
        plan = bot.plan(state)
        assert len(plan) == 1 and plan[0].verb is Verb.TAKE
        state = apply(state, bot.choose(state))
    plan = bot.plan(state)
    assert plan[-1].verb is Verb.END
    for cmd in plan:
        assert bot.choose(state) == cmd
        state = apply(state, cmd)


def test_a_bot_replans_when_the_game_leaves_its_plan() -> None:
    bot = MediumBot(2)
    state = new_game(1, 4)
    while state.phase is Phase.DRAFT:
        state = apply(state, bot.choose(state))
    first = bot.choose(state)
    other = next(c for c in legal_commands(state) if c != first)
    state = apply(state, other)  # someone else (a human) took another step
    follow = bot.choose(state)
    assert follow in legal_commands(state)


def test_hint_suggests_the_whole_turn_or_the_pick() -> None:
    state = new_game(2, 12)
    pick = hint(state, seed=1, time=None, iterations=1)
    assert len(pick) == 1 and pick[0] in legal_commands(state)
    while state.phase is Phase.DRAFT:
        state = apply(state, pick[0] if pick else MediumBot().choose(state))
        pick = []
    turn = hint(state, seed=1, time=None, iterations=1, candidates=3)
    assert turn[-1].verb is Verb.END
    for cmd in turn:
        assert cmd in legal_commands(state)
        state = apply(state, cmd)


def test_the_expert_can_give_the_hint() -> None:
    state = new_game(1, 12)
    pick = hint(state, seed=1, level="expert", time=None, iterations=1)
    assert len(pick) == 1 and pick[0] in legal_commands(state)
    with pytest.raises(ValueError, match="a search bot"):
        hint(state, level="medium")


def test_random_bot_plans_a_whole_turn_too() -> None:
    state = new_game(2, 3)
    bot = RandomBot(3)
    while state.phase is Phase.DRAFT:
        state = apply(state, bot.choose(state))
    plan = RandomBot(4).plan(state)
    assert plan[-1].verb is Verb.END
    for cmd in plan:
        state = apply(state, cmd)


def test_factory_levels_and_errors() -> None:
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot(SeatKind.EASY, 1), EasyBot)
    assert isinstance(make_bot("medium", 1), MediumBot)
    assert isinstance(make_bot("hard", 1, time=0.1), HardBot)
    expert = make_bot("expert", 1)
    assert isinstance(expert, ExpertBot) and expert.time == EXPERT_TIME == 2.0
    for kind in bot_kinds():
        assert isinstance(make_bot(kind, 0), Bot)
    for not_a_bot in ("grandmaster", SeatKind.HUMAN, "automa"):
        with pytest.raises(ValueError, match=r"unknown bot level .* \(one of random, easy"):
            make_bot(not_a_bot)
    with pytest.raises(ValueError, match="time budget or an iteration cap"):
        make_bot("hard", time=None)
    with pytest.raises(ValueError, match="game is over"):
        state = new_game(1, 1)
        bot = MediumBot()
        while not state.is_over:
            state = apply(state, bot.choose(state))
        bot.plan(state)


def test_hard_respects_its_time_budget_roughly() -> None:
    state = new_game(2, 6)
    bot = HardBot(1, time=0.2)
    while state.phase is Phase.DRAFT:
        state = apply(state, bot.choose(state))
    bot.plan(state)
    assert bot.last_iterations >= 1


def test_the_beam_prior_damps_a_lucky_option_seen_in_few_worlds() -> None:
    from evergreen.ai.hard import _best

    values = [[150.0, 151.0], [170.0, 140.0], [149.0, 150.0]]  # option 1: one lucky world
    beam = [152.0, 140.0, 149.0]
    assert _best([0, 1, 2], values, 1, beam, prior=0.0) == [1]  # the raw mean is fooled
    assert _best([0, 1, 2], values, 1, beam, prior=4.0) == [0]
    many = [v * 50 for v in values]  # with many worlds the play-outs outweigh the prior
    many[1] = [160.0] * 100
    assert _best([0, 1, 2], many, 1, beam, prior=4.0) == [1]
    assert _best([0, 1, 2], [[], [], []], 2, beam, prior=4.0) == [0, 2]  # before any world


@pytest.mark.parametrize("players", [1, 2, 3])
def test_an_options_opening_draws_no_card_so_every_world_shares_it(players: int) -> None:
    """The hard bot plays each option up to its ``end`` once and reuses it in every sampled
    world with that world's deck: valid only if no card is dealt before the round ends."""
    from evergreen.ai.hard import Playouts
    from evergreen.ai.learned import hard_weights
    from evergreen.ai.turns import enumerate_turns

    state = new_game(players, 40 + players)
    bot = MediumBot(1)
    checked = 0
    while not state.is_over:
        seat = state.awaiting
        assert seat is not None
        if state.phase is Phase.ACTIONS and state.turn.action is None and state.round % 3 == 0:
            sim = Playouts(seat, hard_weights(state), 1, 8)
            score = hard_weights(state).evaluator(state, seat)
            for c in enumerate_turns(state, score, 32, 4)[:4]:
                opening = sim.opening(state, c.commands)
                start, last = opening
                assert last.verb is Verb.END
                assert start.deck == state.deck and start.rng == state.rng
                shared = sim.in_world(state, opening, c.commands, 7)
                assert shared == sim.value_after(determinize(state, 7), c.commands)
                checked += 1
        state = apply(state, bot.choose(state))
    assert checked >= 12


def test_the_last_turns_leaf_is_the_final_score() -> None:
    """In the last round the play-out's leaf (the turn judged before its ``end``, by the
    last round's model, with the zone as the clean-up left it) is the game's final VP."""
    from evergreen.ai.hard import Playouts
    from evergreen.ai.learned import hard_weights

    for seed in range(3):
        state = new_game(1, 70 + seed)
        bot = MediumBot(seed)
        while state.round < 12 or state.phase is not Phase.ACTIONS:
            state = apply(state, bot.choose(state))
        sim = Playouts(0, hard_weights(state), 1, 8)
        plan = bot.plan(state)
        start, last = sim.opening(state, plan)
        leaf = sim.value_from(start.copy(), last)
        end = start  # the last round: the bot's greedy pick and turn, then scoring
        end.play(last)
        while not end.is_over:
            seat = end.awaiting
            assert seat is not None
            if end.phase is Phase.DRAFT:
                end.play(sim.greedy_pick(end, seat))
            else:
                for cmd in sim.greedy_turn(end, seat).commands:
                    end.play(cmd)
        assert leaf == pytest.approx(end.vps[0], abs=1e-3)


def test_a_solo_turn_reuses_the_turns_found_while_drafting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The pick enumerated the turns of the very position the game then reaches (solo), so
    the turn decision starts from them instead of enumerating again, and forgets them."""
    import evergreen.ai.hard as hard_module
    import evergreen.ai.playouts as playouts_module

    state = new_game(1, 5)
    bot = HardBot(1, time=None, iterations=2)
    state = apply(state, bot.plan(state)[0])
    assert state in bot._after_pick
    widths: list[int] = []
    real = hard_module.enumerate_turns

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        widths.append(args[2])  # the bot's own beam is 256 wide, the play-outs' 8 or less
        return real(*args, **kwargs)

    monkeypatch.setattr(hard_module, "enumerate_turns", counted)
    monkeypatch.setattr(playouts_module, "enumerate_turns", counted)
    plan = bot.plan(state)
    assert plan[-1].verb is Verb.END
    assert widths and bot.width not in widths and bot._after_pick == {}


def test_with_rivalry_a_table_games_last_leaf_is_the_final_margin() -> None:
    """``rivalry`` 1: a play-out is worth the bot's VP less the others' mean (what decides
    a win); in the last round that is the final margin."""
    from evergreen.ai.hard import Playouts
    from evergreen.ai.learned import hard_weights

    state = new_game(2, 71)
    bot = MediumBot(3)
    while state.round < 13 or state.phase is not Phase.ACTIONS:
        state = apply(state, bot.choose(state))
    me = state.awaiting
    assert me is not None
    sim = Playouts(me, hard_weights(state), 1, 8, rivalry=1.0)
    start, last = sim.opening(state, bot.plan(state))
    leaf = sim.value_from(start.copy(), last)
    own_only = Playouts(me, hard_weights(state), 1, 8).value_from(start.copy(), last)
    end = start
    end.play(last)
    while not end.is_over:
        seat = end.awaiting
        assert seat is not None
        for cmd in sim.greedy_turn(end, seat).commands:
            end.play(cmd)
    assert leaf == pytest.approx(end.vps[me] - end.vps[1 - me])
    assert own_only == pytest.approx(end.vps[me])


def test_on_a_busy_machine_a_picks_later_beams_narrow_to_stay_in_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once the candidates have used their share of the budget (here at once: a budget of
    a microsecond), the remaining cards' beams are narrower; the pick is still legal."""
    import evergreen.ai.hard as hard_module

    widths: list[int] = []
    real = hard_module.enumerate_turns

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        widths.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(hard_module, "enumerate_turns", counted)
    state = new_game(2, 9)
    pick = HardBot(1, time=1e-6).plan(state)
    assert pick[0] in legal_commands(state)
    assert widths and max(widths) <= 48
    widths.clear()
    HardBot(1, time=None, iterations=1).plan(state)  # no budget: full width, deterministic
    assert set(widths) == {256}


def test_a_solo_play_outs_pick_counts_the_card_left_for_the_fertility_zone() -> None:
    """Solo, the play-outs pick the card whose greedy turn is best in the position the pick
    really leads to (the automa's pick and the clean-up done: the card left over has joined
    the fertility zone), as the bot's own pick does; judged on the rules' what-if instead
    (the zone before the clean-up), some of these picks differ."""
    from evergreen.ai.hard import Playouts
    from evergreen.ai.learned import hard_weights
    from evergreen.rules import Command, Sim

    differ = 0
    for seed, rounds in ((307, 10), (315, 9), (325, 10)):
        state = new_game(1, seed)
        bot = MediumBot(seed - 300)
        while state.round < rounds or state.phase is not Phase.DRAFT:
            state = apply(state, bot.choose(state))
        sim = Playouts(0, hard_weights(state), 1, 8, real_picks=True)
        values = {}
        for card_id in state.market:
            after = apply(state, Command(0, Verb.TAKE, card_id))
            assert after.phase is Phase.ACTIONS and after.awaiting == 0
            found = sim.greedy_turn(Sim.of(after), 0)
            score = hard_weights(after).evaluator(after, 0)
            values[card_id] = score.value(found.masks, found.levels, found.vp)
        pick = sim.greedy_pick(Sim.of(state), 0)
        assert values[pick.arg] == max(values.values())
        plain = Playouts(0, hard_weights(state), 1, 8).greedy_pick(Sim.of(state), 0)
        differ += plain != pick
    assert differ >= 1
