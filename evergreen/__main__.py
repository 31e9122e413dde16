"""`python -m evergreen`: until the window exists, a bots-only game printed in the terminal."""

from __future__ import annotations

import argparse
import sys

from evergreen.ai.random_bot import RandomBot
from evergreen.rules import GameState, Phase, RulesError, apply, new_game
from evergreen.textview import describe, results, seat_name, turn_line


def main(argv: list[str] | None = None) -> int:
    """Play one game between random bots and print the moves and the score breakdown."""
    args = _parser().parse_args(argv)
    try:
        state = new_game(args.players, args.seed)
    except RulesError as exc:
        print(f"evergreen: {exc}", file=sys.stderr)
        return 2
    bot = RandomBot(args.seed)
    print(f"Evergreen: {args.players} player(s), seed {args.seed} (random bots)")
    _print_events(state)
    turn: list[str] = []
    while not state.is_over:
        cmd = bot.choose(state)
        before = state
        state = apply(state, cmd)
        if before.phase is Phase.ACTIONS:
            turn.append(str(cmd).split(" ", 1)[1])
            if state.acted != before.acted or state.phase is not Phase.ACTIONS:
                print(turn_line(seat_name(before, cmd.seat), turn))
                turn = []
        _print_events(state)
    for seat, player in enumerate(state.players):
        print(f"\n{seat_name(state, seat)}'s planet:\n{player.planet}")
    print()
    print(results(state))
    return 0


def _print_events(state: GameState) -> None:
    for event in state.events:
        line = describe(state, event)
        if line:
            print(line)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="evergreen", description=__doc__)
    p.add_argument("--players", type=int, default=2, help="1 (solo vs the automa) to 4")
    p.add_argument("--seed", type=int, default=1, help="the game's seed")
    return p


if __name__ == "__main__":
    sys.exit(main())
