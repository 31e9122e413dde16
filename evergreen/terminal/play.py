"""A bots-only game printed in the terminal (`python -m evergreen --text`)."""

from __future__ import annotations

import sys

from evergreen.ai.random_bot import RandomBot
from evergreen.rules import GameState, Phase, RulesError, apply, new_game
from evergreen.terminal.views import describe, results, seat_label, turn_line


def play_in_terminal(players: int, seed: int) -> int:
    """Play one game between random bots and print the moves and the score breakdown."""
    try:
        state = new_game(players, seed)
    except RulesError as exc:
        print(f"evergreen: {exc}", file=sys.stderr)
        return 2
    bot = RandomBot(seed)
    print(f"Evergreen: {players} player(s), seed {seed} (random bots)")
    _print_events(state)
    turn: list[str] = []
    while not state.is_over:
        cmd = bot.choose(state)
        before = state
        state = apply(state, cmd)
        if before.phase is Phase.ACTIONS:
            turn.append(str(cmd).split(" ", 1)[1])
            if state.acted != before.acted or state.phase is not Phase.ACTIONS:
                print(turn_line(seat_label(before, cmd.seat), turn))
                turn = []
        _print_events(state)
    for seat, player in enumerate(state.players):
        print(f"\n{seat_label(state, seat)}'s planet:\n{player.planet}")
    print()
    print(results(state))
    return 0


def _print_events(state: GameState) -> None:
    for event in state.events:
        line = describe(state, event)
        if line:
            print(line)
