"""`python -m benchmarks.ai`: how long the bots think, per whole turn and per draft pick.

Positions come from seeded two-player games between medium bots: turn starts and draft
picks spread over all four seasons. Each bot plans every position from scratch (a fresh
bot, so no cache from an earlier decision helps); the table gives the median and the
maximum. The hard bot runs at its default time budget unless ``--hard-time`` says otherwise
and also reports how many sampled worlds it managed per decision.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from evergreen.ai.bots import make_bot
from evergreen.ai.hard import HardBot
from evergreen.rules import GameState, Phase, apply, new_game


def positions(count: int, seed: int = 1) -> tuple[list[GameState], list[GameState]]:
    """About ``count`` turn starts and ``count`` draft picks from seeded medium games."""
    turns: list[GameState] = []
    picks: list[GameState] = []
    game = 0
    while len(turns) < count or len(picks) < count:
        state = new_game(2, seed + game)
        bot = make_bot("medium", seed + game)
        step = 0
        while not state.is_over:
            fresh = state.phase is Phase.ACTIONS and state.turn.action is None
            fresh = fresh and state.turn.power == 0
            if step % 5 == game % 5:
                if fresh and len(turns) < count:
                    turns.append(state)
                elif state.phase is Phase.DRAFT and len(picks) < count:
                    picks.append(state)
            if fresh or state.phase is Phase.DRAFT:
                step += 1
            state = apply(state, bot.choose(state))
        game += 1
    return turns, picks


def timed(plan: Callable[[GameState], object], states: list[GameState]) -> list[float]:
    """Seconds each ``plan(state)`` took."""
    out = []
    for state in states:
        start = time.perf_counter()
        plan(state)
        out.append(time.perf_counter() - start)
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    p = argparse.ArgumentParser(prog="benchmarks.ai", description=__doc__.split("\n")[0])
    p.add_argument("--positions", type=int, default=24, help="turns (and picks) for medium")
    p.add_argument("--hard-positions", type=int, default=4, help="turns (and picks) for hard")
    p.add_argument("--hard-time", type=float, default=None, help="hard's budget (s)")
    p.add_argument("--quick", action="store_true", help="a tiny workload (the smoke test)")
    args = p.parse_args(argv)
    if args.quick:
        args.positions, args.hard_positions, args.hard_time = 2, 1, 0.05
    turns, picks = positions(max(args.positions, args.hard_positions))
    print(f"{'bot':<8}{'decision':<8}{'positions':>10}{'median ms':>11}{'max ms':>9}  notes")
    for level in ("easy", "medium"):
        for name, states in (("turn", turns), ("pick", picks)):

            def fresh_plan(state: GameState, level: str = level) -> None:
                make_bot(level, 1).plan(state)

            _row(level, name, timed(fresh_plan, states[: args.positions]), "")
    settings = {} if args.hard_time is None else {"time": args.hard_time}
    for name, states in (("turn", turns), ("pick", picks)):
        worlds: list[int] = []

        def hard_plan(state: GameState, worlds: list[int] = worlds) -> None:
            bot = make_bot("hard", 1, **settings)
            assert isinstance(bot, HardBot)
            bot.plan(state)
            worlds.append(bot.last_iterations)

        secs = timed(hard_plan, states[: args.hard_positions])
        _row("hard", name, secs, f"worlds sampled: median {statistics.median(worlds):.0f}")
    return 0


def _row(level: str, name: str, secs: list[float], note: str) -> None:
    med = 1000 * statistics.median(secs)
    print(f"{level:<8}{name:<8}{len(secs):>10}{med:>11.1f}{1000 * max(secs):>9.1f}  {note}")


if __name__ == "__main__":
    raise SystemExit(main())
