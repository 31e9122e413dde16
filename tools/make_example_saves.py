"""Write the example saves in saves/ (shipped read-only with the game, and test fixtures).

Deterministic: seeded RandomBots play every seat and the save time is fixed, so running it
again gives the same bytes. `--check` compares instead of writing (exit 1 on a difference).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import atomic_write_bytes, build_save, encode, load
from evergreen.rules import Phase, Season
from evergreen.seats import SeatKind
from evergreen.session.match import Match

SAVES = Path(__file__).resolve().parents[1] / "saves"
H, B = SeatKind.HUMAN, SeatKind.RANDOM


def play_until(match: Match, seed: int, stop: Callable[[Match], bool]) -> Match:
    """Let one seeded RandomBot play every seat until ``stop`` holds or the game ends."""
    bot = RandomBot(seed)
    while not match.state.is_over and not stop(match):
        match.play(bot.choose(match.state))
    return match


def last_round_of_winter(match: Match) -> bool:
    """The last round has begun: its market is dealt, nobody has drafted."""
    state = match.state
    return state.season is Season.WINTER and state.round_in_season == 1


def mid_autumn_mid_turn(match: Match) -> bool:
    """Autumn's second round, the player part-way through an action (undo still possible)."""
    state = match.state
    return (
        state.season is Season.AUTUMN
        and state.round_in_season == 1
        and state.phase is Phase.ACTIONS
        and state.turn.action_done is False
        and len(state.turn.effects) >= 1
    )


def examples() -> dict[str, Match]:
    """File name → the match saved in it."""
    return {
        "winter-last-round-2p": play_until(
            Match.start(2, 20250101, (H, B), ["Ada", "Basil"]), 1, last_round_of_winter
        ),
        "solo-mid-autumn": play_until(
            Match.start(1, 31337, (H,), ["Rowan"]), 2, mid_autumn_mid_turn
        ),
        "finished-4p": play_until(
            Match.start(4, 4242, (H, B, B, H), ["Ada", "Basil", "Cedar", "Dana"]),
            3,
            lambda s: False,
        ),
    }


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) every example save."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--check", action="store_true", help="compare with saves/, write nothing")
    args = p.parse_args(argv)
    when = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)
    stale = []
    for name, match in examples().items():
        path = SAVES / f"{name}.json"
        match.game_id = hashlib.sha256(name.encode()).hexdigest()[:12]  # the same every run
        data = encode(build_save(match, when))
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        atomic_write_bytes(path, data, backups=0)
        loaded = load(path).match
        assert loaded.state == match.state and loaded.log == match.log
        print(f"{path.relative_to(SAVES.parent)}: {len(match.log)} commands")
    if stale:
        print(f"out of date: {', '.join(stale)} (run tools/make_example_saves.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
