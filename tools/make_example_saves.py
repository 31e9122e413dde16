"""Write the example saves in saves/ (shipped read-only with the game, and test fixtures).

Deterministic: seeded RandomBots play every seat and the save time is fixed, so running it
again gives the same bytes. `--check` compares instead of writing (exit 1 on a difference).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from evergreen.ai.random_bot import RandomBot
from evergreen.persistence import atomic_write_bytes, build_save, encode, load
from evergreen.rules import Phase, Season
from evergreen.session import SeatKind, Session

SAVES = Path(__file__).resolve().parents[1] / "saves"
H, B = SeatKind.HUMAN, SeatKind.BOT


def play_until(session: Session, seed: int, stop: Callable[[Session], bool]) -> Session:
    """Let one seeded RandomBot play every seat until ``stop`` holds or the game ends."""
    bot = RandomBot(seed)
    while not session.state.is_over and not stop(session):
        session.play(bot.choose(session.state))
    return session


def last_round_of_winter(session: Session) -> bool:
    """The last round has begun: its market is dealt, nobody has drafted."""
    state = session.state
    return state.season is Season.WINTER and state.round_in_season == 1


def mid_autumn_mid_turn(session: Session) -> bool:
    """Autumn's second round, the player part-way through an action (undo still possible)."""
    state = session.state
    return (
        state.season is Season.AUTUMN
        and state.round_in_season == 1
        and state.phase is Phase.ACTIONS
        and state.turn.action_done is False
        and len(state.turn.effects) >= 1
    )


def examples() -> dict[str, Session]:
    """File name → the session saved in it."""
    return {
        "winter-last-round-2p": play_until(
            Session.start(2, 20250101, (H, B), ["Ada", "Basil"]), 1, last_round_of_winter
        ),
        "solo-mid-autumn": play_until(
            Session.start(1, 31337, (H,), ["Rowan"]), 2, mid_autumn_mid_turn
        ),
        "finished-4p": play_until(
            Session.start(4, 4242, (H, B, B, H), ["Ada", "Basil", "Cedar", "Dana"]),
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
    for name, session in examples().items():
        path = SAVES / f"{name}.json"
        data = encode(build_save(session, when))
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        atomic_write_bytes(path, data, backup=False)
        loaded = load(path).session
        assert loaded.state == session.state and loaded.log == session.log
        print(f"{path.relative_to(SAVES.parent)}: {len(session.log)} commands")
    if stale:
        print(f"out of date: {', '.join(stale)} (run tools/make_example_saves.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
