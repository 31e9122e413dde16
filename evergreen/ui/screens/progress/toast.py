"""The toasts of achievements earned: a finished game kept by the autosave enters the
history (``history.record_kept``) and whatever it earned waits for the game's results: it
is shown there once they are on the screen, their celebration over (never during the
final scoring, never over its headers), with a chime; so is a review completed in the
replay viewer (``review_done``: a review without a blunder), at once over the viewer.

A few show at once (``AT_ONCE``, the rest counted under them and shown after), each batch
for ``SECONDS``, and only over the screen they belong to: hidden while another screen
covers it, dropped when it is left (never over Statistics or the title minutes later).
The demo (never kept), the guided game and replays (never in the history) cannot earn
anything, so they never toast.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from evergreen.i18n import _, ngettext
from evergreen.progress import achievements, daily_record
from evergreen.progress.achievements import Achievement, Facts
from evergreen.progress.history import read_history, record_kept
from evergreen.progress.reviews import clean_reviews
from evergreen.session.match import Match
from evergreen.ui.art.badges import badge
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.scene import Host, Scene
from evergreen.ui.kit.text import LIGHT, fit, font, wrap
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


#: How many toasts show at once, and for how long each batch stays (seconds).
AT_ONCE = 3
SECONDS = 6.0
#: A toast's width and the medal's side (design units); where the stack stands by default.
WIDTH, MEDAL = 440, 52
CORNER = (1260, 718)
#: The space inside an achievement's name: the wrapper never breaks a line there.
NO_BREAK = "\u00a0"
#: The toast's colours: the notices' dark paper and amber edge.
FILL, EDGE = (33, 37, 33), (196, 120, 24)


@dataclass
class Toasts:
    """The achievements to toast: those a finished game earned, waiting for its results
    (by game id), and those on show over their screen (``owner``)."""

    waiting: dict[str, list[Achievement]] = field(default_factory=dict)
    queue: list[Achievement] = field(default_factory=list)
    owner: Scene | None = None
    left: float = SECONDS

    def earned(self, game_id: str, found: list[Achievement]) -> None:
        """What the game ``game_id`` earned: shown on its results (only one game waits: a
        game finished after it, its results never shown, drops it)."""
        self.waiting = {game_id: list(found)} if found else {}

    def show(self, found: list[Achievement], owner: Scene | None) -> None:
        """Show ``found`` over ``owner`` (after what shows there already)."""
        if not found or owner is None:
            return
        if owner is not self.owner:
            self.queue, self.left = [], SECONDS
        self.owner = owner
        self.queue += found

    def drop(self) -> None:
        """No toast on show any more (their screen has gone)."""
        self.queue, self.owner, self.left = [], None, SECONDS

    @property
    def shown(self) -> list[Achievement]:
        """The toasts on show now (at most ``AT_ONCE``)."""
        return self.queue[:AT_ONCE]

    def visible(self, top: Scene | None) -> bool:
        """True if toasts show over ``top`` now."""
        return bool(self.queue) and top is not None and top is self.owner

    def on_show(self, top: Scene | None) -> tuple[str, ...] | None:
        """What is on show over ``top`` now, to tell a frame that must be drawn: the ids of
        the toasts shown and how many wait (None if nothing shows)."""
        if not self.visible(top):
            return None
        return (*(a.id for a in self.shown), str(len(self.queue)))

    def update(self, dt: float, stack: list[Scene]) -> bool:
        """Time passes over the scene ``stack``: the results of a game that earned something
        take its toasts once still; a batch leaves after ``SECONDS`` on show; all go when
        their screen has left the stack. True if a batch has just begun to show (a chime)."""
        top = stack[-1] if stack else None
        if self.owner is not None and self.owner not in stack:
            self.drop()
        game = getattr(top, "toasts_for", lambda: None)()
        began = False
        if isinstance(game, str) and game in self.waiting:
            self.show(self.waiting.pop(game), top)
            began = True
        if not self.visible(top):
            return began
        self.left -= dt
        if self.left <= 0:
            del self.queue[:AT_ONCE]
            self.left = SECONDS
            began = bool(self.queue)
        if not self.queue:
            self.owner = None
        return began

    def draw(
        self, surface: pygame.Surface, top: Scene | None, under: pygame.Rect | None = None
    ) -> pygame.Rect | None:
        """The toasts on show, stacked up from the scene's notice corner (right-aligned;
        over ``under``, a notice showing there), the count of those after them under the
        last; the rect drawn (None if none)."""
        if not self.visible(top):
            return None
        lay = Layout(*surface.get_size(), players=0)
        corner = top.notice_corner() if top is not None else (*CORNER, "bottomright")
        x, bottom = lay.rect(corner[0], corner[1], 0, 0).topleft
        if under is not None:
            bottom = min(bottom, under.top - lay.px(6))
        made = [(a, toast_lines(lay, a)) for a in self.shown]
        more = len(self.queue) - len(made)
        drawn = None
        if more > 0:
            words = ngettext("+{n} more achievement", "+{n} more achievements", more)
            img = fit(words.format(n=more), lay.px(type_scale.CAPTION), lay.px(WIDTH), LIGHT, True)
            rect = img.get_rect(bottomright=(x, bottom))
            back = rect.inflate(lay.px(16), lay.px(6))
            pygame.draw.rect(surface, FILL, back, border_radius=lay.px(8))
            surface.blit(img, rect)
            bottom, drawn = back.top - lay.px(6), back
        for achievement, lines in reversed(made):
            high = max(lay.px(MEDAL), sum(img.get_height() for img in lines)) + lay.px(16)
            box = pygame.Rect(0, 0, lay.px(WIDTH), high)
            box.bottomright = (x, bottom)
            draw_toast(surface, lay, box, achievement, lines)
            bottom = box.top - lay.px(6)
            drawn = box if drawn is None else drawn.union(box)
        return drawn


def toast_lines(lay: Layout, achievement: Achievement) -> list[pygame.Surface]:
    """A toast's lines: 'Achievement earned: <name>' (on two lines where it is too long for
    one, the name kept whole on the second), then what it asked (wrapped)."""
    title, line = words(achievement)
    room = lay.px(WIDTH - MEDAL - 40)
    size = lay.px(18)
    if font(size, True).size(title)[0] <= room:  # a name that fits a line never breaks
        title = title.replace(" ", NO_BREAK)
    head = _("Achievement earned: {title}").format(title=title)
    return [
        *wrap(head, size, room, LIGHT, max_lines=2, bold=True),
        *wrap(line, size, room, LIGHT, max_lines=2),
    ]


def draw_toast(
    surface: pygame.Surface,
    lay: Layout,
    box: pygame.Rect,
    achievement: Achievement,
    lines: list[pygame.Surface],
) -> None:
    """One toast: the medal, then its ``lines``, on the notices' dark paper."""
    pygame.draw.rect(surface, FILL, box, border_radius=lay.px(10))
    pygame.draw.rect(surface, EDGE, box, lay.px(2), border_radius=lay.px(10))
    medal = badge(achievement.id, lay.px(MEDAL), True)
    surface.blit(medal, medal.get_rect(midleft=(box.x + lay.px(12), box.centery)))
    y = box.centery - sum(img.get_height() for img in lines) // 2
    for img in lines:
        surface.blit(img, (box.x + lay.px(MEDAL + 24), y))
        y += img.get_height()


class Recorder:
    """The App's ``on_finished``: records the finished game, then keeps what it earned for
    its results.

    Finishing a game never fails because of the history: the game's own file is kept
    before this is called; if the history cannot take the game now, a notice says so and
    the game is recorded from its file at the next start (``history.read_history``)."""

    def __init__(self, app: Host, toasts: Toasts) -> None:
        self.app = app
        self.toasts = toasts

    def __call__(self, match: Match, path: Path) -> None:
        found = facts(path.parent, just_kept=match.game_id)  # (a rebuilt one holds it)
        kept = [e for e in found.entries if e.game_id != match.game_id]
        before = Facts(kept, found.daily_wins, found.clean_reviews)
        problem = record_kept(match, path)
        if problem is not None:
            self.app.notice(problem)
            return
        earned = newly_earned(before, facts(path.parent))
        self.toasts.earned(match.game_id, earned)


def newly_earned(before: Facts, after: Facts) -> list[Achievement]:
    """What ``after`` has earned that ``before`` had not (each logged)."""
    earned = achievements.newly_earned(before, after)
    for achievement in earned:
        log.info("achievement earned: %s", achievement.id)
    return earned


def review_done(app: Host, game_id: str) -> None:
    """A review of the game ``game_id`` was just completed (and kept): toast what it earned
    over the screen it was made on (only a finished game of the history, reviewed without
    a blunder, earns anything)."""
    earned = newly_earned(facts(but_review=game_id), facts())
    toasts = getattr(app, "toasts", None)
    if isinstance(toasts, Toasts) and earned:
        toasts.show(earned, app.scenes.top)
        app.sound.play(Cue.SEASON_CHIME)
