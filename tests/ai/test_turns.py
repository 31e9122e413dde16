"""Whole-turn enumeration: legal chains that end the turn, best first, no duplicates."""

from __future__ import annotations

import pytest

from evergreen.ai import MediumBot
from evergreen.ai.evaluate import Evaluator
from evergreen.ai.features import geometry
from evergreen.ai.turns import enumerate_turns
from evergreen.rules import GameState, Phase, Verb, apply, legal_commands, new_game


def action_positions(players: int, seed: int, every: int = 3) -> list[GameState]:
    """Positions from a Medium game: turn starts and a few mid-turn steps."""
    bot = MediumBot(seed)
    state = new_game(players, seed)
    out = []
    n = 0
    while not state.is_over:
        if state.phase is Phase.ACTIONS:
            n += 1
            if n % every == 0:
                out.append(state)
        state = apply(state, bot.choose(state))
    return out


@pytest.mark.parametrize("players", [1, 3])
def test_every_candidate_is_a_legal_chain_ending_the_turn(players: int) -> None:
    for state in action_positions(players, 20 + players):
        seat = state.awaiting
        assert seat is not None
        found = enumerate_turns(state, Evaluator(state, seat), width=6, per_stage=2)
        assert found
        values = [c.value for c in found]
        assert values == sorted(values, reverse=True)
        finals = {(c.masks, c.levels, c.vp) for c in found}
        assert len(finals) == len(found)
        for cand in found[:3]:
            s = state
            for cmd in cand.commands:
                assert cmd in legal_commands(s), (cmd, cand.commands)
                if cmd.verb is Verb.END:  # the candidate's position is the one before ``end``
                    me = s.players[seat]
                    assert cand.masks == geometry(me.planet).masks(me.planet.pieces)
                    assert (cand.levels, cand.vp) == (me.levels, me.vp)
                s = apply(s, cmd)
            assert cand.commands[-1].verb is Verb.END
            assert all(c.verb is not Verb.END for c in cand.commands[:-1])
            assert s.awaiting != seat or s.phase is not Phase.ACTIONS or s.round != state.round


def test_enumeration_needs_the_action_phase() -> None:
    state = new_game(2, 1)
    with pytest.raises(ValueError, match="action phase"):
        enumerate_turns(state, Evaluator(state, 0))


def test_a_beam_short_of_time_narrows_from_the_next_wave() -> None:
    """Issue 35: once ``late`` says so, the waves left keep ``late_width`` positions (the
    Hard bot on a busy machine), and until then the beam is the wide one."""
    state = action_positions(2, 7, every=5)[2]
    seat = state.awaiting
    assert seat is not None
    score = Evaluator(state, seat)
    wide = enumerate_turns(state, score, 64, 8)
    narrow = enumerate_turns(state, score, 6, 2)
    assert wide != narrow
    assert enumerate_turns(state, score, 64, 8, lambda: False, (6, 2)) == wide
    assert enumerate_turns(state, score, 64, 8, lambda: True, (6, 2)) == narrow
