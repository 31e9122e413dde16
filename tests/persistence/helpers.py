"""Shared builders for persistence tests: seeded games, example files, untouched-file checks."""

from __future__ import annotations

import os
import random
from pathlib import Path

from evergreen.ai.random_bot import RandomBot
from evergreen.ai.worker import InlineWorker
from evergreen.persistence import EXAMPLES_DIR
from evergreen.seats import SeatKind
from evergreen.session.bot_play import BotPlay
from evergreen.session.match import Match

#: Saves written by earlier versions of the game (kept to prove they still load).
FIXTURES = Path(__file__).parent / "fixtures"
EXAMPLES = {
    "winter": EXAMPLES_DIR / "winter-last-round-2p.json",
    "solo": EXAMPLES_DIR / "solo-mid-autumn.json",
    "finished": EXAMPLES_DIR / "finished-4p.json",
}


def played(players: int, seed: int, steps: int | None = None, kinds: str = "") -> Match:
    """A match after ``steps`` random commands (None: to the end); kinds like 'hb' give the
    seat kinds (h human, b random bot), all human by default."""
    seats = tuple(SeatKind.RANDOM if k == "b" else SeatKind.HUMAN for k in kinds) or None
    match = Match.start(players, seed, seats)
    bot = RandomBot(seed)
    while not match.state.is_over and (steps is None or len(match.log) < steps):
        match.play(bot.choose(match.state))
    return match


def inline_bots(match: Match) -> Match:
    """The match with its bots thinking in this process (``InlineWorker``)."""
    worker = InlineWorker()
    match.bots = BotPlay(lambda: worker)
    return match


def random_match(rng: random.Random) -> Match:
    """A seeded game of 1-4 players stopped at a random point (often mid-turn)."""
    players = rng.randint(1, 4)
    full = played(players, rng.randrange(10**6))
    return played(players, full.state.seed, rng.randint(0, len(full.log)))


def fingerprint(path: Path) -> tuple[int, int, bytes | None]:
    """A file's size, mtime and (up to 1 MB) bytes, to check that loading left it as it was."""
    info = os.stat(path)
    return info.st_size, info.st_mtime_ns, path.read_bytes() if info.st_size <= 2**20 else None


def write(path: Path, data: bytes | str) -> Path:
    """Write a test file and return its path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path
