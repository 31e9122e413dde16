"""The toast of an achievement earned: a finished game kept by the autosave enters the
history (``history.record_kept``) and whatever it earned is told in a short notice over
the game, with a chime. The demo (never kept), the guided game and replays (never in the
history) cannot earn anything, so they never toast.
"""

from __future__ import annotations

import logging
from pathlib import Path

from evergreen.i18n import _
from evergreen.match import Match
from evergreen.progress import achievements, daily_record
from evergreen.progress.achievements import Achievement, Facts
from evergreen.progress.history import read_history, record_kept
from evergreen.ui.kit.scene import Host
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.names import rank_name

log = logging.getLogger("evergreen")


def facts(directory: Path | None = None) -> Facts:
    """What the achievements are measured on now (the history and today's deals won)."""
    entries, _message = read_history(directory)
    return Facts(entries, daily_record.daily_wins(entries, directory))


def words(achievement: Achievement) -> tuple[str, str]:
    """An achievement's name and line in the player's language (a rank's is the rank's)."""
    if achievement.rank:
        name = rank_name(achievement.name)
        return name, _(achievement.line).format(rank=name)
    return _(achievement.name), _(achievement.line)


def toast_text(achievement: Achievement) -> str:
    """The toast's words."""
    title, line = words(achievement)
    return _("Achievement earned: {title}. {line}").format(title=title, line=line)


class Recorder:
    """The App's ``on_finished``: records the finished game, then toasts what it earned."""

    def __init__(self, app: Host) -> None:
        self.app = app

    def __call__(self, match: Match, path: Path) -> None:
        found = facts(path.parent)  # (a history rebuilt here may hold the game already)
        kept = [e for e in found.entries if e.game_id != match.game_id]
        before = Facts(kept, found.daily_wins, found.clean_reviews)
        record_kept(match, path)
        earned = achievements.newly_earned(before, facts(path.parent))
        for achievement in earned:
            log.info("achievement earned: %s", achievement.id)
            self.app.notice(toast_text(achievement))
        if earned:
            self.app.sound.play(Cue.SEASON_CHIME)
