"""The hint says the move in the game's words and why (issue 31, defect 8): it was jargon
without a reason ("use the power › grow at 1 › end the turn")."""

from __future__ import annotations

import random

from evergreen.rules import (
    Command,
    GameState,
    Phase,
    Verb,
    apply,
    largest_forest,
    legal_commands,
    light_score,
    new_game,
)
from evergreen.ui.words.hints import gains, hint_text, runs


def action_turn(seed: int) -> tuple[GameState, list[Command]]:
    """A state at the start of a seat's action turn some rounds in, and a legal turn from
    it: action A or C first, then the space steps, then the end (random but legal)."""
    rng = random.Random(seed)
    state = new_game(2, seed)
    while True:
        legal = list(legal_commands(state))
        if state.phase is Phase.ACTIONS and state.turn.action is None and state.round >= 3:
            break
        state = apply(state, rng.choice(legal))
    plan, now = [], state
    first = rng.choice([c for c in legal_commands(now) if c.verb is Verb.ACTION])
    plan.append(first)
    now = apply(now, first)
    while True:
        legal = list(legal_commands(now))
        spaces = [c for c in legal if c.verb in (Verb.PLANT, Verb.GROW)]
        cmd = rng.choice(spaces) if spaces else next(c for c in legal if c.verb is Verb.END)
        plan.append(cmd)
        now = apply(now, cmd)
        if cmd.verb is Verb.END:
            return state, plan


def test_the_hint_gives_its_reason_worked_out_by_the_rules() -> None:
    checked = 0
    for seed in range(12):
        state, plan = action_turn(seed)
        seat = plan[0].seat
        after = state
        for cmd in plan:
            after = apply(after, cmd)
        said = hint_text(plan, state)
        assert said.startswith("Hint: action ")
        light = light_score(after.players[seat].planet, state.sun).total
        light -= light_score(state.players[seat].planet, state.sun).total
        forest = (
            largest_forest(state.players[seat].planet),
            largest_forest(after.players[seat].planet),
        )
        why = gains(state, after, seat)
        assert (f"{light:+d} light this season" in why) == (light != 0)
        assert (f"largest forest from {forest[0]} to {forest[1]}" in why) == (
            forest[0] != forest[1]
        )
        assert (" — " in said) == bool(why)
        checked += bool(light or forest[0] != forest[1])
    assert checked >= 3  # many turns gain light or forest


def test_a_run_of_steps_is_one_step_with_its_numbers() -> None:
    seat = 0
    plan = [
        Command(seat, Verb.ACTION, 0),
        *(Command(seat, Verb.PLANT, i) for i in (3, 8, 12)),
        Command(seat, Verb.END),
    ]
    steps = runs(plan)
    assert [len(s[2]) for s in steps] == [1, 3, 1]
    assert steps[1][1] == [1, 2, 3]
    said = hint_text(plan, new_game(2, 1))
    assert "plant Sprouts at 1, 2, 3" in said and "grow at" not in said
    assert "action A: plant up to 3 Sprouts" in said
