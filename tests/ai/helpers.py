"""Playing whole games with bots, checking every command against the legal commands."""

from __future__ import annotations

from collections.abc import Sequence

from evergreen.ai import Bot
from evergreen.rules import Command, GameState, apply, legal_commands, new_game


def play_checked(
    bots: Sequence[Bot], players: int, seed: int, max_rounds: int | None = None
) -> tuple[GameState, list[Command]]:
    """Play a seeded game with one bot per player seat; every command must be legal."""
    state = new_game(players, seed)
    log: list[Command] = []
    while not state.is_over:
        if max_rounds is not None and state.round >= max_rounds:
            break
        seat = state.awaiting
        assert seat is not None
        cmd = bots[seat].choose(state)
        assert cmd in legal_commands(state), f"{cmd} is not legal (game seed {seed})"
        state = apply(state, cmd)
        log.append(cmd)
    return state, log
