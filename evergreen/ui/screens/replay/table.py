"""The table at one point of a replay, as the game screen's sections draw it.

``ReplayTable`` makes the ``Table`` value (``game/table.py``) that the game screen's own
sections draw (the board, the top bar, the market, the fertility zone, the tracks, the
players' panels and the game log) from the replay alone: the state at the point shown, the
commands that led there, the seats as saved; no match stands in. Nothing can be played on
it: no targets, no hint, no guide. A jump to a point takes the state from the replay's
nearest snapshot (``Replay.state_at``), never from the start, and shows at once; a step
forward (``step_on``) is animated by the game screen's own tweens (``game/event_anim``: the
card flying, the piece popping in, the marker sliding, the points, a season's scoring) and
its scores roll, as in play. The review's puzzles show their position and the try so far
on it (``show_position``).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.rules import Command, Event, EventKind, GameState, apply
from evergreen.rules.commands import SPACE_VERBS
from evergreen.seats import SeatKind
from evergreen.ui.game import card_flight, hud, scoring_anim
from evergreen.ui.game.aids import Aids
from evergreen.ui.game.event_anim import EventAnimator
from evergreen.ui.game.log_panel import LogPanel
from evergreen.ui.game.look import Look
from evergreen.ui.game.sections import Section, sections
from evergreen.ui.game.table import Seats, Table, Target
from evergreen.ui.game.warm import card_sizes
from evergreen.ui.kit import widgets
from evergreen.ui.kit.anim import Animator
from evergreen.ui.kit.layout import Button, Hit, Layout
from evergreen.ui.kit.scene import Host
from evergreen.ui.screens.replay.controls import caption_end
from evergreen.ui.screens.replay.puzzle import Puzzle
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.words.game_log import GameLog
from evergreen.ui.words.names import bot_label
from evergreen.ui.words.prompts import caption, watching_prompt
from evergreen.ui.words.review import puzzle_step


def warm_list(source: ReplaySource, lay: Layout) -> list[tuple[int, int, int]]:
    """The card pictures the game's markets and drafted cards show (size and card), the
    first round's last: popped one a frame after opening, so a jump later finds them drawn
    (a card's picture costs as much as the rest of a frame)."""
    replay = source.replay
    market, drafted, _automa = card_sizes(lay)
    cards = dict.fromkeys(c for i in replay.round_starts for c in replay.state_at(i).market)
    found = [(w, h, c) for c in cards for w, h in (market, drafted)]
    return found[::-1]


def shown_names(kinds: Sequence[SeatKind], names: Sequence[str]) -> tuple[str, ...]:
    """The names a replay shows: each given name, and a bot's seat without one by its bot's
    name ("Hard bot"). The game itself calls the solo seat "You" whoever plays it, but a
    replay of the Hard bot's game (today's deal, a game of bots) must not call the bot "You"
    ("You is choosing a card", "Your powers"): only a person is "You"."""
    given = list(names) + [""] * (len(kinds) - len(names))
    return tuple(
        name or (bot_label(kind) if kind.is_bot else "")
        for kind, name in zip(kinds, given, strict=False)
    )


class ReplayTable:
    """The game as it stood after ``index`` commands of its replay."""

    def __init__(self, app: Host, source: ReplaySource) -> None:
        self.app = app
        self.source = source
        self.replay = source.replay
        start, saved = self.replay.start, source.match
        self.layout = Layout(*app.size, players=len(start.players))
        self.ui = widgets.manager(app.size)
        self.buttons: dict[Button, pygame_gui.elements.UIButton] = {}
        self.anim = Animator(app.sound.play)
        #: The game's rule events made tweens (what the last step forward animates).
        self.events = EventAnimator(start.sun, start.market)
        #: Who sat at the table, as saved (a bot by its name: only a person is "You").
        names = shown_names(saved.seats, saved.names)
        self.seats = Seats.of(saved.seats, names, saved.colours, start, saved.origin)
        self.game_id = saved.game_id
        #: The state at the point shown, and the commands that led there.
        self.state = start
        self.log: tuple[Command, ...] = ()
        self.index = 0
        #: The state before the last command shown (None at the start): its caption.
        self.before: GameState | None = None
        self.demo = False
        #: What the person looks at (the planet shown, the mouse, the scores as they roll).
        self.look = Look()
        self.look.set_scores(start.scores)
        #: The seat the player chose to look at (a panel clicked): kept while stepping.
        self.pinned: int | None = None
        self._marks: frozenset[int] = frozenset()
        #: The whole game's log, worded once; each point shows the part played by then.
        self._full_log = GameLog.of(saved)
        self._log_steps = [e.step for e in self._full_log.entries]
        self.game_log = LogPanel(self)
        self.sections: list[Section] = sections(self)
        #: A review's puzzle played on the table (``show_position``): its legal spaces are
        #: marked as the game marks them (``Aids``) and the status line says its step.
        self.puzzle: Puzzle | None = None
        self.aids = Aids()
        self.go(0)

    # -- the point shown ----------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show the table after ``index`` commands (clamped to the game) at once: what was
        moving stops, the scores stand as they were."""
        self.stop_moving()
        self._show(index)
        self.look.set_scores(self.state.scores)
        self.events.sun = self.state.sun

    def step_on(self, factor: float) -> list[Event]:
        """One command forward, animated as in play (``factor``: the tweens' length, 0 for
        none); the events of a season's end are returned (its scoring is shown over the
        viewer, see ``scene``), else []. The last step's tweens end first."""
        if self.index >= len(self.replay):
            return []
        self.stop_moving()
        before = self.state
        self.events.sun = before.sun
        self.events.market_before = before.market
        self.events.levels_before = tuple(p.levels for p in before.players)
        self._show(self.index + 1)
        state = self.state
        batch = list(state.events)
        if factor <= 0:
            self.look.set_scores(state.scores)
            return []
        self.events.absorb(self.anim, batch, self.layout, state, factor)
        if any(e.kind is EventKind.SEASON_ENDED for e in batch):
            self.look.held = before  # the scoring shows the season it scores
            return batch
        return []

    def show_position(self, state: GameState, log: list[Command], seat: int) -> None:
        """Show a position reached from the point shown by other commands (a puzzle's try),
        ``seat``'s planet in view."""
        self.state, self.log = state, tuple(log)
        self._marks = frozenset()  # as in play: the one playing sees what they do
        self.show_seat(seat)

    def stop_moving(self) -> None:
        """End every tween at once, silently (and what waited for a season's scoring)."""
        self.anim = Animator(self.app.sound.play)
        self.events.held.clear()
        self.look.end_scoring()

    @property
    def moving(self) -> bool:
        """True while a step's tweens run or the scores roll."""
        return self.anim.busy or self.anim.waiting or self.look.rolling(self.state.scores)

    def update(self, dt: float) -> None:
        """Time passes for a step's animation (and a puzzle's targets' pulse)."""
        self.anim.update(dt)
        self.roll_scores(dt)
        self.aids.age(self.targets(), dt)

    def scored(self) -> None:
        """A season's scoring closed: the new season shows, what waited for it moves."""
        self.look.end_scoring()
        self.events.release(self.anim)
        self._look()

    def draw_moving(self, surface: pygame.Surface) -> None:
        """What moves over the sections (as the game's frame draws it): cards flying, points
        rising and landing, the season's banner."""
        lay, anim = self.layout, self.anim
        hud.draw_floaters(surface, lay, anim)
        card_flight.draw(surface, lay, anim, self.state)
        scoring_anim.draw_flights(surface, lay, anim)
        hud.draw_banner(surface, lay, anim)

    def _show(self, index: int) -> None:
        index = max(0, min(len(self.replay), index))
        self.index = index
        if index == 0:
            self.before, state = None, self.replay.state_at(0)
        else:
            self.before = self.replay.state_at(index - 1)
            state = apply(self.before, self.replay.log[index - 1])
        self.state = state
        self.log = tuple(self.replay.log[:index])
        self.game_log.log = self._log_until(index)
        self._marks = self._placed_this_decision()
        self._look()

    def _look(self) -> None:
        """Show the planet chosen (a panel clicked), else the acting seat's."""
        seat = self.acting_seat()
        if self.pinned is not None:
            self.look.viewed = self.pinned
        elif seat is not None and seat != self.state.automa_seat:
            self.look.viewed = seat
        self.refresh_preview()

    def acting_seat(self) -> int | None:
        """The seat whose decision the point shown is in (the last command's)."""
        if self.index == 0:
            return self.state.awaiting
        return self.replay.log[self.index - 1].seat

    def _log_until(self, index: int) -> GameLog:
        """The game log as it read after ``index`` commands."""
        full, cut = self._full_log, GameLog()
        cut.entries = full.entries[: bisect_right(self._log_steps, index)]
        cut.commands = list(self.replay.log[:index])
        cut.game_id, cut.round = full.game_id, full.round
        return cut

    def _placed_this_decision(self) -> frozenset[int]:
        """The spaces the acting seat's decision placed on or grew up to the point shown."""
        if self.index == 0:
            return frozenset()
        decision = self.replay.decision_at(self.index - 1)
        start = self.index - 1 if decision is None else decision.start
        done = self.replay.log[start : self.index]
        return frozenset(c.space for c in done if c.verb in SPACE_VERBS)

    def show_seat(self, seat: int) -> None:
        """Look at ``seat``'s planet (a panel clicked); it stays shown while stepping."""
        if 0 <= seat < len(self.state.players):
            self.pinned = seat
            self.look.show(seat, self.state)

    def show(self, seat: int) -> None:
        """Show ``seat``'s planet for a moment (a row of the log hovered): not kept while
        stepping, as a panel clicked is."""
        self.look.show(seat, self.state)

    def refresh_preview(self) -> None:
        """Work the viewed planet's preview out again."""
        self.look.refresh_preview(self.state)

    def roll_scores(self, dt: float) -> None:
        """After a step, the scores shown count up towards the real ones (as in play; a jump
        sets them at once)."""
        self.look.roll(self.state.scores, dt, self.app.speed.factor == 0)

    def announce(self) -> None:
        """Nobody's turn is announced in a replay."""

    # -- the table -----------------------------------------------------------------------------
    def table(self) -> Table:
        """What the viewer shows: the point of the game, the planet looked at, the last
        command in words; nothing to click on."""
        look = self.look
        text, about = self.status_line()
        targets = self.targets()
        hovered = look.hover[1] if look.hover and look.hover[0] is Hit.SPACE else None
        ghost = pulse = None
        if self.puzzle is not None:
            ghost = self.aids.ghost(self.puzzle, hovered, targets)
            pulse = self.aids.pulse(targets, self.app.reduce_motion)
        return Table(
            state=self.state,
            moving=self.anim,
            log=self.log,
            game_id=self.game_id,
            seats=self.seats,
            viewed=look.viewed,
            scores=tuple(look.scores),
            preview=look.preview,
            held=look.held,
            hover=look.hover,
            mouse=look.mouse,
            marks=self.marks(),
            status=text,
            about=about,
            status_end=caption_end(self.puzzle is not None),
            targets=targets,
            pulse=pulse,
            ghost=ghost,
            watching=self.puzzle is None,
        )

    def targets(self) -> frozenset[int]:
        """The spaces a click would act on: a puzzle's legal ones on the planet of the seat
        playing it (as the game screen marks them); none in a replay."""
        if self.puzzle is None:
            return frozenset()
        return self.aids.targets(self.puzzle, self.look.viewed, True)

    @property
    def pulsing(self) -> bool:
        """True while a puzzle's new targets breathe (the viewer then asks for frames)."""
        return self.puzzle is not None and self.table().pulse is not None

    def hit(self, pos: tuple[int, int]) -> Target | None:
        """What is under the mouse (a space, a card, a panel...)."""
        table = self.table()
        for section in self.sections:
            found = section.hit(pos, table)
            if found is not None:
                return found
        return None

    def marks(self) -> frozenset[int]:
        """The spaces the acting seat's decision placed on so far, on its own planet."""
        return self._marks if self.look.viewed == self.acting_seat() else frozenset()

    def status_line(self) -> tuple[str, int | None]:
        """Whose decision it was and what they chose: the last command shown in words
        (before the first, who is to choose); during a puzzle, the step of its decision."""
        state, seating = self.state, self.seats.seating
        p = self.puzzle
        if p is not None:
            return self.puzzle_status(p)
        if self.before is None:
            return watching_prompt(state, seating), state.awaiting
        cmd = self.replay.log[self.index - 1]
        words = caption(self.before, cmd, seating)
        if state.is_over:
            words = f"{words} {watching_prompt(state, seating)}"
        return words, cmd.seat

    @staticmethod
    def puzzle_status(p: Puzzle) -> tuple[str, int | None]:
        """A puzzle's status line: the step to play, then the try weighed and answered."""
        seat = p.reviewed.decision.seat
        if p.judging is None:
            return puzzle_step(p.state), seat
        if not p.answered:
            return _("Your try is being weighed…"), seat
        return _("The bot's answer is drawn on the board, its steps numbered."), seat

    def widgets(self) -> list[pygame_gui.elements.UIButton]:
        """The log's button (the viewer's own are the scene's)."""
        return self.game_log.widgets()
