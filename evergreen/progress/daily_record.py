"""Today's deal against the Hard bot: the bot's own game on the day's deal, and where the
player stands on each day.

The Hard bot plays each day's deal once, with a fixed number of sampled worlds per
decision rather than a time budget, so its game is the same on every machine (everyone is
measured against the same bot game) and does not depend on how busy the computer is. Its
game is kept as a save in ``history/daily/<day>-hard.json`` (read-only to the rest of the
game: it is not listed, never continued) and opens as a replay. It is made in a process of
its own at low priority while the player plays (``start_bot_game``); it goes on when the
player leaves the game for the title (the verdict still wants it), and is ended when the
window closes (``stop_bot_game``) or ends itself if the game's process is gone: no process
outlives the game, and an unfinished bot game is made again, from its start, next time.

A day's first finished attempt is the scored one; games of it played afterwards are
practice (``Origin.practice``) and say so.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
from dataclasses import dataclass
from datetime import UTC, date, datetime
from multiprocessing.process import BaseProcess
from pathlib import Path

from evergreen.ai.bots import make_bot
from evergreen.persistence import SaveError, atomic_write_bytes, build_save, encode, load, save_dir
from evergreen.seats import SeatKind
from evergreen.session.challenge import Challenge
from evergreen.session.daily import calendar_day, daily_deal
from evergreen.session.match import Match, Origin, OriginKind

from .history import FOLDER, Entry, PathArg
from .history_file import set_aside

log = logging.getLogger("evergreen")

#: Sampled worlds per decision of the daily bot (about its strength at 0.5 s a decision).
BOT_ITERATIONS = 160


@dataclass(frozen=True)
class Day:
    """Where the player stands on one day's deal."""

    day: date
    score: int | None  # the scored attempt's VP (None: not played)
    best: int | None  # the best of all attempts, practice included
    bot: int | None  # the Hard bot's VP (None: its game not made yet)

    @property
    def played(self) -> bool:
        return self.score is not None

    @property
    def margin(self) -> int | None:
        """The player's VP minus the bot's (None until both are known)."""
        if self.score is None or self.bot is None:
            return None
        return self.score - self.bot


def bot_game_path(day: date, directory: PathArg = None) -> Path:
    """Where the Hard bot's game of a day is kept."""
    return save_dir(directory) / FOLDER / "daily" / f"{day.isoformat()}-hard.json"


def daily_match(day: date, practice: bool = False) -> Match:
    """A new game of the day's deal for the player (solo, seat 1 human)."""
    deal = daily_deal(day)
    match = Match.start(1, deal.seed, sun=deal.sun, unlimited_pieces=deal.unlimited_pieces)
    match.origin = Origin(OriginKind.DAILY, date=day.isoformat(), practice=practice)
    return match


def play_bot_game(day: date, iterations: int = BOT_ITERATIONS) -> Match:
    """The Hard bot's whole game of the day's deal (deterministic)."""
    deal = daily_deal(day)
    match = Match.start(
        1, deal.seed, (SeatKind.HARD,), sun=deal.sun, unlimited_pieces=deal.unlimited_pieces
    )
    match.origin = Origin(OriginKind.DAILY, date=day.isoformat())
    bot = make_bot(SeatKind.HARD, deal.seed, time=None, iterations=iterations)
    while not match.is_over:
        for cmd in bot.plan(match.state):
            refusal = match.play(cmd)
            if refusal is not None:
                raise RuntimeError(f"the daily bot played an illegal move: {refusal}")
    return match


def make_bot_game(
    day: date, directory: str | None = None, iterations: int = BOT_ITERATIONS
) -> None:
    """Play and keep the bot's game of a day (in a process of its own; nothing if kept)."""
    path = bot_game_path(day, directory)
    if path.exists():
        return
    match = play_bot_game(day, iterations)
    atomic_write_bytes(path, encode(build_save(match, datetime.now(UTC))), backups=0)


def start_bot_game(
    day: date, directory: PathArg = None, iterations: int = BOT_ITERATIONS
) -> BaseProcess | None:
    """Make the bot's game of a day in the background (a low-priority process); None if it
    is already kept."""
    path = bot_game_path(day, directory)
    if path.exists():
        return None
    folder = str(save_dir(directory))
    process = multiprocessing.get_context("spawn").Process(
        target=_background,
        args=(day, folder, iterations, os.getpid()),
        daemon=True,
        name="evergreen-daily-bot",
    )
    process.start()
    return process


def _background(day: date, folder: str, iterations: int, parent: int) -> None:
    with contextlib.suppress(AttributeError, OSError):
        os.nice(19)
    threading.Thread(target=_orphaned, args=(parent,), daemon=True).start()
    make_bot_game(day, folder, iterations)


#: How often the bot's process looks whether the game that started it is still there (s).
WATCH = 1.0


def _orphaned(parent: int) -> None:
    """End the bot's process if its parent is gone (killed, crashed): no process outlives
    the game. Its game is written atomically, so nothing is left half-way; the next run
    makes it again."""
    stop = threading.Event()
    while not stop.wait(WATCH):
        if os.getppid() != parent:
            os._exit(0)


def stop_bot_game(process: BaseProcess, wait: float = 5.0) -> None:
    """End a bot's game being made (its game, not kept yet, is made again next time)."""
    if process.is_alive():
        process.terminate()
        process.join(wait)
    if process.is_alive():
        process.kill()
        process.join(wait)


def bot_score(day: date, directory: PathArg = None) -> int | None:
    """The Hard bot's VP on a day (None if its game is not kept yet). A kept game that
    cannot be read (damaged, cut short, too big, of a newer version) is put aside
    (``<day>-hard.json.unread``, or ``.unread-2``...: never over one kept before) so that
    it is made again: it is the bot's, never the player's, and the same deal gives the same
    game."""
    path = bot_game_path(day, directory)
    if not os.path.lexists(path):
        return None
    try:
        match = load(path).match
        deal = Challenge.of(match.state)
        if match.is_over and deal is not None and deal.code == daily_deal(day).code:
            return match.state.scores[0]
        log.warning("the daily bot's game of %s is not that day's, played out: made again", day)
    except SaveError as exc:
        log.warning("the daily bot's game of %s cannot be read (made again): %s", day, exc)
    if set_aside(path, "unread") is None:
        log.warning("could not put the daily bot's unreadable game aside")
    return None


#: The Hard bot's VP by (saves folder, day), once its game is kept: it never changes then.
KNOWN: dict[tuple[str, date], int] = {}


def rival_score(origin: Origin, directory: PathArg = None) -> int | None:
    """In a game of today's deal, the Hard bot's VP on the same deal once its game is kept
    (None before, and in any other game). The game screen asks it every frame it draws:
    until the game is kept that is a look at whether its file is there, then a dictionary's."""
    day = calendar_day(origin.date) if origin.kind is OriginKind.DAILY else None
    if day is None:
        return None
    key = (str(save_dir(directory)), day)
    if key not in KNOWN:
        if not os.path.lexists(bot_game_path(day, directory)):
            return None
        score = bot_score(day, directory)
        if score is None:
            return None
        KNOWN[key] = score
    return KNOWN[key]


def standing(day: date, entries: list[Entry], directory: PathArg = None) -> Day:
    """Where the player stands on ``day``."""
    mine = [e for e in entries if e.origin == "daily" and e.daily == day.isoformat()]
    scored = [e for e in mine if not e.practice]
    score = scored[0].seats[0].score if scored else None
    best = max((e.seats[0].score for e in mine), default=None)
    return Day(day, score, best, bot_score(day, directory))


def daily_wins(entries: list[Entry], directory: PathArg = None) -> list[datetime]:
    """When the player beat the Hard bot on a day's scored attempt (for achievements)."""
    found = []
    for e in entries:
        day = calendar_day(e.daily)
        if e.origin != "daily" or e.practice or day is None:
            continue
        bot = bot_score(day, directory)
        if bot is not None and e.seats[0].score > bot:
            found.append(e.finished_at)
    return sorted(found)
