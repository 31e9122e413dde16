"""The toast of an achievement earned: a finished game kept by the autosave enters the
history (``history.record_kept``) and whatever it earned is told in a short notice over
the game, with a chime; so is a review completed in the replay viewer (``review_done``:
a review without a blunder). The demo (never kept), the guided game and replays (never in
the history) cannot earn anything, so they never toast.
"""

from __future__ import annotations

import logging
from pathlib import Path

from evergreen.i18n import _
from evergreen.progress import achievements, daily_record
from evergreen.progress.achievements import Achievement, Facts
from evergreen.progress.history import read_history, record_kept
from evergreen.progress.reviews import clean_reviews
from evergreen.session.match import Match
from evergreen.ui.kit.scene import Host
from evergreen.ui.screens.progress import today
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.names import rank_name

log = logging.getLogger("evergreen")


def facts(directory: Path | None = None, but_review: str = "", just_kept: str = "") -> Facts:
    """What the achievements are measured on now (the history, today's deals won, the games
    reviewed without a blunder: all of them, or all but the game ``but_review``'s). A history
    rebuilt on the way is said by the next screen of it (``today.rebuilt_message``), unless
    all it holds is the game ``just_kept`` (the first game finished: nothing was lost)."""
    entries, message = read_history(directory)
    if message and any(e.game_id != just_kept for e in entries):
        today.REBUILT[:] = [message]
    clean = clean_reviews(entries, directory)
    clean.pop(but_review, None)
    return Facts(entries, daily_record.daily_wins(entries, directory), list(clean.values()))


def words(achievement: Achievement) -> tuple[str, str]:
    """An achievement's name and line in the player's language (a rank's is the rank's)."""
    if achievement.rank:
        name = rank_name(achievement.name)
        return name, _(achievement.line)
    return _(achievement.name), _(achievement.line)


def toast_text(achievement: Achievement) -> str:
    """The toast's words."""
    title, line = words(achievement)
    return _("Achievement earned: {title}. {line}").format(title=title, line=line)


class Recorder:
    """The App's ``on_finished``: records the finished game, then toasts what it earned.

    Finishing a game never fails because of the history: the game's own file is kept
    before this is called; if the history cannot take the game now, a notice says so and
    the game is recorded from its file at the next start (``history.read_history``)."""

    def __init__(self, app: Host) -> None:
        self.app = app

    def __call__(self, match: Match, path: Path) -> None:
        found = facts(path.parent, just_kept=match.game_id)  # (a rebuilt one holds it)
        kept = [e for e in found.entries if e.game_id != match.game_id]
        before = Facts(kept, found.daily_wins, found.clean_reviews)
        problem = record_kept(match, path)
        if problem is not None:
            self.app.notice(problem)
            return
        announce(self.app, before, facts(path.parent))


def announce(app: Host, before: Facts, after: Facts) -> None:
    """Toast what ``after`` has earned that ``before`` had not, with the chime."""
    earned = achievements.newly_earned(before, after)
    for achievement in earned:
        log.info("achievement earned: %s", achievement.id)
        app.notice(toast_text(achievement))
    if earned:
        app.sound.play(Cue.SEASON_CHIME)


def review_done(app: Host, game_id: str) -> None:
    """A review of the game ``game_id`` was just completed (and kept): toast what it earned
    (only a finished game of the history, reviewed without a blunder, earns anything)."""
    announce(app, facts(but_review=game_id), facts())
