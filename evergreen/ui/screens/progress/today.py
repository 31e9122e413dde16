"""Today's deal for the screens: where the player stands on it today (in words), starting
it (the day's first finished game is the scored one, later ones are practice and say so)
and the Hard bot's game on the same deal, made in a low-priority process of its own while
the player plays (``daily_record.start_bot_game``).
"""

from __future__ import annotations

from datetime import date
from multiprocessing.process import BaseProcess

from evergreen.i18n import _
from evergreen.persistence import SaveError, load
from evergreen.progress import daily_record
from evergreen.progress.daily_record import Day
from evergreen.progress.history import Entry, read_history
from evergreen.session.match import Match
from evergreen.ui.kit.scene import Host
from evergreen.ui.words.names import vp

#: Sampled worlds per decision of the bot's game (tests make it tiny).
BOT_ITERATIONS = daily_record.BOT_ITERATIONS
#: The bot's games being made, by day (one at a time per day).
MAKING: dict[date, BaseProcess] = {}
#: How often a screen waiting for the bot's game looks whether it is kept (seconds).
LOOK_AGAIN = 0.5


#: What the last rebuild of a damaged or lost history said, until a screen shows it.
REBUILT: list[str] = []


def history() -> list[Entry]:
    """The history (rebuilt if lost or damaged: the sentence saying so waits in
    ``REBUILT`` for the Statistics screen, whoever read it first)."""
    entries, message = read_history()
    if message:
        REBUILT[:] = [message]
    return entries


def rebuilt_message() -> str:
    """The sentence of the last rebuild not shown yet ('' if none); shown once."""
    message = REBUILT[0] if REBUILT else ""
    REBUILT.clear()
    return message


def today() -> date:
    """The player's local calendar date (the date rule: ``evergreen.session.daily``)."""
    return date.today()


def standing(day: date | None = None) -> tuple[Day, list[Entry]]:
    """Where the player stands on ``day`` (today by default), and the history it was read
    from (a damaged history is rebuilt on the way: the Statistics screen says so)."""
    entries = history()
    return daily_record.standing(day or today(), entries), entries


def state_line(day: Day) -> str:
    """The title's line under Today's deal: not played, your score, beaten the bot."""
    if not day.played:
        return _("Not played yet: you against the Hard bot")
    assert day.score is not None
    margin = day.margin
    if margin is not None and margin > 0:
        return _("Played: {score}, the Hard bot beaten").format(score=vp(day.score))
    return _("Played: {score}; again is practice").format(score=vp(day.score))


def verdict(day: Day) -> str:
    """You against the Hard bot in one sentence (or that it is still playing)."""
    margin = day.margin
    if day.score is None:
        return _("Today's deal is not played yet.")
    if margin is None:
        return _("The Hard bot is still playing the same deal…")
    if margin > 0:
        return _("You beat the Hard bot by {points}.").format(points=vp(margin))
    if margin < 0:
        return _("The Hard bot beat you by {points}.").format(points=vp(-margin))
    return _("A tie with the Hard bot: {points} each.").format(points=vp(day.score))


def bot_busy(day: date) -> bool:
    """True while the bot's game of ``day`` is being made in this run."""
    process = MAKING.get(day)
    return process is not None and process.is_alive()


def start_bot(day: date) -> BaseProcess | None:
    """Start making the bot's game of ``day`` (nothing if kept or under way)."""
    if bot_busy(day):
        return MAKING[day]
    process = daily_record.start_bot_game(day, iterations=BOT_ITERATIONS)
    if process is not None:
        MAKING[day] = process
    return process


def stop_bots() -> None:
    """End every bot's game being made (the window closes): no process outlives it."""
    while MAKING:
        _day, process = MAKING.popitem()
        daily_record.stop_bot_game(process)


def start_today(app: Host) -> bool:
    """Open today's deal as the running game (solo, origin daily) over the title and start
    the bot's game on it; a second attempt is practice and the notice says so."""
    day, _entries = standing()
    match = daily_record.daily_match(day.day, practice=day.played)
    game = app.open_game(match)
    if game is None:
        return False
    start_bot(day.day)
    app.scenes.push(game)
    if day.played and day.score is not None:
        app.notice(
            _("Practice: today's scored game is played ({score}); this one does not count.").format(
                score=vp(day.score)
            )
        )
    else:  # what is scored, against whom (the board's label says it again under the mouse)
        app.notice(
            _(
                "Today's deal: the same cards for everyone today. Your first finished game of"
                " it is scored against the Hard bot's game of the same deal; the games after it"
                " are practice."
            )
        )
    return True


class Rival:
    """The Hard bot's game of ``day`` as a screen waits for it: read once it is kept (its
    making is started again if it was cut short: the window closed while it played), looked
    for every ``LOOK_AGAIN`` seconds until then, and never again after."""

    def __init__(self, day: date) -> None:
        self.day = day
        self.match: Match | None = None
        self.waited = 0.0
        self.look()
        if self.match is None:
            start_bot(day)

    @property
    def waiting(self) -> bool:
        """True while the bot's game is not kept yet."""
        return self.match is None

    def look(self) -> bool:
        """Read the bot's game if it is kept now; True if it has just come."""
        if self.match is not None or daily_record.bot_score(self.day) is None:
            return False
        try:
            self.match = load(daily_record.bot_game_path(self.day)).match
        except SaveError:
            return False
        return True

    def update(self, dt: float) -> bool:
        """Time passes; True when the bot's game has just come."""
        if not self.waiting:
            return False
        self.waited += dt
        if self.waited < LOOK_AGAIN:
            return False
        self.waited = 0.0
        return self.look()
