"""The review in the replay viewer: made in a worker process (``review_run``) with a progress
bar and a Cancel; its grades as marks on the timeline; a decision selected shows the better
move beside the one played; a summary (VP lost by season and by kind, the three costliest
decisions, the accuracy); and the puzzles of ``puzzle``.

The panel stands over the fertility zone, the powers and the players (the market stays in
sight: a better pick is ringed there, as the hint rings it). A puzzle's panel is smaller,
over the players alone: the market, the fertility zone and the powers its decision depends
on stay in sight, and the game's action bar stands under the board.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui

from evergreen.ai.worker import BotWorker
from evergreen.i18n import _, number
from evergreen.persistence.files import in_examples
from evergreen.persistence.saves import autosave_path
from evergreen.review.analysis import Grade, Kind, Review, Reviewed
from evergreen.review.explain import Explanation, Line, best_turn, explain
from evergreen.review.judge import DEFAULT_BUDGET
from evergreen.review.kept import read_review
from evergreen.review.run import ReviewRun, ReviewWorker, Status, review_engine
from evergreen.rules import Command, GameState, Season, Verb
from evergreen.seats import SeatKind
from evergreen.ui.game.hud import HINT, draw_hint, draw_ring
from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE, panel
from evergreen.ui.kit.text import INK, MUTED, fit, font, render, wrap
from evergreen.ui.screens.replay import review_bars
from evergreen.ui.screens.replay.puzzle import Puzzle
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.replay.timeline import Mark, Timeline
from evergreen.ui.words import review as words
from evergreen.ui.words.names import season_name

#: Sampled worlds per decision (tests make it small).
BUDGET = DEFAULT_BUDGET
#: The panel (design x, y, w, h) and its buttons' row at its foot.
PANEL = (720, 262, 540, 532)  # over the player panels below, their shadow too
#: A puzzle's panel: over the players' panels alone (under the powers, to the window's foot).
PUZZLE = (720, 560, 540, 234)
FOOT_H = 40
COLOURS = {
    Grade.BLUNDER: (190, 40, 40),
    Grade.MISTAKE: (226, 120, 24),
    Grade.INACCURACY: (238, 214, 150),  # fainter
}
#: The grades N and P go between.
JUMPED = (Grade.MISTAKE, Grade.BLUNDER)
BAR = (62, 107, 72)
#: The move played's marks on the board (its spaces lettered a, b, c; its card ringed),
#: beside the better move's, drawn as the hint draws them (numbered, in ``HINT``).
PLAYED = (190, 150, 226)


def bot_worker() -> ReviewWorker:
    """A worker process of the review's own (ended when the review ends)."""
    return BotWorker()


def review_home(source: ReplaySource) -> Path | None:
    """Where a game's review is kept: beside its save (the autosave of the game just
    finished); None for the shipped examples (read-only: the review is made, not kept)."""
    path = source.path
    if path is None:
        path = autosave_path(source.game_id)
        if not path.exists():
            return None
    return None if in_examples(path) else path


def has_review(source: ReplaySource) -> bool:
    """True if a complete review of the game is kept beside its save (opening it shows the
    review at once, made by no worker)."""
    home = review_home(source)
    if home is None:
        return False
    kept = read_review(home, source.match, BUDGET, review_engine(source.match))
    return kept is not None and kept[1]


class ReviewPanel:
    """The review of one replay's game, and what of it is shown."""

    def __init__(self, source: ReplaySource, make_worker: Callable[[], ReviewWorker]) -> None:
        self.source, self.make_worker = source, make_worker
        self.run: ReviewRun | None = None
        self.open = False
        self.selected: Reviewed | None = None
        self.puzzle: Puzzle | None = None
        self.rows: list[tuple[pygame.Rect, Reviewed]] = []
        #: Each decision's two lines played out, by its first ply (worked out once: a pick's
        #: turns after it are the bot's beam's).
        self._explained: dict[int, Explanation] = {}
        #: The lowest pixel the last drawing's text reached, and the top of the buttons'
        #: row under it (the overflow tests check the one stays above the other).
        self.drawn_to, self.foot_top = 0, 0
        #: The bars the last drawing drew (the losses' fills, the figures' chart), and the
        #: losses' tracks (a fill's length over its track's is its share of the most lost).
        self.bars: list[pygame.Rect] = []
        self.tracks: list[pygame.Rect] = []
        #: Told the game's id when a review is completed here and kept (the achievements).
        self.completed: Callable[[str], None] | None = None

    # -- the run ---------------------------------------------------------------------------
    def begin(self) -> None:
        """Open the panel; make the review (or go on with it) unless it is done."""
        self.open = True
        if self.run is None or self.run.status in (Status.CANCELLED, Status.FAILED):
            src = self.source
            self.run = ReviewRun.start(
                src.match, src.replay, review_home(src), BUDGET, self.make_worker
            )

    @property
    def running(self) -> bool:
        return self.run is not None and self.run.status is Status.RUNNING

    @property
    def review(self) -> Review | None:
        return None if self.run is None else self.run.review

    def cancel(self) -> None:
        if self.run is not None:
            self.run.cancel()

    def close(self) -> None:
        """Leaving the viewer: no worker process is left."""
        self.cancel()
        if self.puzzle is not None:
            self.puzzle.close()

    def step(self) -> bool:
        """Once a frame: the review's and the puzzle's answers; True if the panel changed
        in a way that needs its buttons rebuilt."""
        changed = False
        run = self.run
        if run is not None and run.step():
            changed = run.status is not Status.RUNNING
            if run.status is Status.DONE and run.save is not None and self.completed:
                self.completed(self.source.game_id)
        if self.puzzle is not None and self.puzzle.step():
            changed = True
        return changed

    # -- marks and selection ---------------------------------------------------------------
    def marked(self) -> list[Reviewed]:
        review = self.review
        return [] if review is None else [r for r in review.decisions if r.grade in COLOURS]

    def marks(self) -> tuple[Mark, ...]:
        """The inaccuracies, mistakes and blunders, at their decisions' first command."""
        return tuple(Mark(r.decision.start, COLOURS[r.grade]) for r in self.marked())

    def mark_at(self, timeline: Timeline, pos: tuple[int, int]) -> Reviewed | None:
        """The marked decision under a press (on the strip's top edge)."""
        lay, strip = timeline.layout, timeline.rect
        if not (strip.y - lay.px(8) <= pos[1] <= strip.y + lay.px(14)):
            return None
        near = [(abs(timeline.x_of(r.decision.start) - pos[0]), r) for r in self.marked()]
        near = [n for n in near if n[0] <= lay.px(7)]
        return min(near, key=lambda n: n[0])[1] if near else None

    def next_mark(self, index: int, forward: bool) -> Reviewed | None:
        """The next (or previous) mistake or blunder from the point ``index``."""
        found = [r for r in self.marked() if r.grade in JUMPED]
        if forward:
            return next((r for r in found if r.decision.start > index), None)
        return next((r for r in reversed(found) if r.decision.start < index), None)

    def covers(self, lay: Layout, pos: tuple[int, int]) -> bool:
        """True if the open panel stands at ``pos``."""
        return self.open and lay.rect(*self.place()).collidepoint(pos)

    def place(self) -> tuple[int, int, int, int]:
        """Where the panel stands now (design x, y, w, h): a puzzle's is the smaller."""
        return PUZZLE if self.puzzle is not None else PANEL

    def row_at(self, pos: tuple[int, int]) -> Reviewed | None:
        """One of the three costliest decisions clicked in the summary."""
        if not self.open or self.selected is not None or self.puzzle is not None:
            return None
        return next((r for rect, r in self.rows if rect.collidepoint(pos)), None)

    # -- buttons -----------------------------------------------------------------------------
    def buttons(self, ui: pygame_gui.UIManager, lay: Layout) -> dict[object, str]:
        """The panel's buttons for what it shows (name → pressed)."""
        if not self.open:
            return {}
        names = self._button_names()
        x, y, w, h = self.place()
        room = w - 16 - 8 * (len(names) - 1)
        # each button as wide as its words ask, so a long one ('Next puzzle' in Russian) is
        # never shrunk beside short ones (at least a third of an even share each)
        asks = [max(font(lay.px(type_scale.CAPTION)).size(label)[0], 1) for _name, label in names]
        least = room / max(1, len(names)) / 3
        widths = [least + (room - least * len(names)) * a / sum(asks) for a in asks]
        made: dict[object, str] = {}
        left: float = x + 8
        for (name, label), width in zip(names, widths, strict=True):
            rect = lay.rect(left, y + h - FOOT_H - 4, width, FOOT_H - 4)
            made[widgets.button(ui, rect, label)] = name
            left += width + 8
        return made

    def _button_names(self) -> list[tuple[str, str]]:
        if self.running:
            return [("review-cancel", _("Cancel"))]
        if self.puzzle is not None:
            names = [("puzzle-again", _("Try again"))]
            last = self.puzzle.number + 1 >= len(self.puzzle.costliest)
            if self.puzzle.answered and not last:
                names.append(("puzzle-next", _("Next puzzle")))
            return [*names, ("puzzle-end", _("Done"))]
        if self.selected is not None:
            return [("review-summary", _("Summary")), ("review-close", _("Close"))]
        done = self.run is not None and self.run.status is Status.DONE
        learn = (
            _("Learn from your mistakes") if self.by_people() else _("Learn from these mistakes")
        )
        names = [("learn", learn)] if done and self.costliest() else []
        if not done:
            names.append(("review", _("Go on")))
        return [*names, ("review-close", _("Close"))]

    def explained(self, r: Reviewed) -> Explanation:
        """The move played and the better one of a decision, played out (kept)."""
        found = self._explained.get(r.decision.start)
        if found is None:
            engine = review_engine(self.source.match)

            def follow_up(state: GameState, seat: int, card: int) -> tuple[Command, ...]:
                return best_turn(state, seat, card, engine)

            state = self.source.replay.state_at(r.decision.start)
            found = explain(state, r.judgement, follow_up)
            self._explained[r.decision.start] = found
        return found

    def draw_lines(self, surface: pygame.Surface, lay: Layout, state: GameState) -> None:
        """The decision selected on the board: the move played's spaces lettered and its
        card ringed (``PLAYED``), the better move's numbered and ringed as the hint draws
        them: the labels the panel's words use."""
        r = self.selected
        if r is None or self.puzzle is not None:
            return
        found = self.explained(r)
        better = list(found.better.commands)
        draw_hint(surface, lay, state, better, r.decision.seat, buttons=False)  # no action bar
        draw_played(surface, lay, state, found.played)  # its letters over the hint's path

    def by_people(self) -> bool:
        """True if a person played the decisions reviewed (a game of bots only reviews the
        bots: its mistakes are not "yours")."""
        return SeatKind.HUMAN in self.source.match.seats

    def costliest(self) -> list[Reviewed]:
        review = self.review
        return [] if review is None else review.costliest(3)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        if not self.open:
            return
        box = lay.rect(*self.place())
        x, y, w, h = self.place()
        self.foot_top = lay.rect(x, y + h - FOOT_H - 4, w, FOOT_H).y
        panel(surface, box, lay)
        pygame.draw.rect(surface, EDGE, box, lay.px(2), border_radius=lay.px(10))
        self.bars, self.tracks = [], []
        inner = box.inflate(-lay.px(24), -lay.px(20))
        if self.running:
            self._draw_progress(surface, lay, inner)
        elif self.puzzle is not None:
            self._draw_puzzle(surface, lay, inner)
        elif self.selected is not None:
            self._draw_selected(surface, lay, inner, self.selected)
        else:
            self._draw_summary(surface, lay, inner)

    def _put(
        self, surface: pygame.Surface, img: pygame.Surface, at: tuple[int, int] | pygame.Rect
    ) -> None:
        """Blit a text (at a point or in a rect) and note how low the panel's text reaches."""
        rect = img.get_rect(topleft=at) if isinstance(at, tuple) else pygame.Rect(at)
        surface.blit(img, rect)
        self.drawn_to = max(self.drawn_to, rect.bottom)

    def _title(self, surface: pygame.Surface, lay: Layout, inner: pygame.Rect, text: str) -> int:
        img = fit(text, lay.px(type_scale.LABEL), inner.width, INK, True)
        self._put(surface, img, inner.topleft)
        self.drawn_to = inner.y + img.get_height()
        return inner.y + img.get_height() + lay.px(6)

    def _lines(
        self, surface: pygame.Surface, lay: Layout, x: int, y: int, width: int, text: str
    ) -> int:
        for img in wrap(text, lay.px(type_scale.CAPTION), width, INK, max_lines=3):
            self._put(surface, img, (x, y))
            y += img.get_height()
        return y

    def _step_line(
        self, surface: pygame.Surface, lay: Layout, at: tuple[int, int], width: int, line: str
    ) -> int:
        """One line of a move or its outcome, wrapped in ``width`` at its own size (a long
        step, say a Russian action's words, goes on under itself, indented, never cut or
        shrunk); an empty line is a gap. Returns the y under it."""
        x, y = at
        if not line:
            return y + lay.px(20)
        indent = lay.px(14)  # a step's further lines stand in: where a step ends shows
        for k, img in enumerate(wrap(line, lay.px(type_scale.CAPTION), width - indent, INK)):
            self._put(surface, img, (x + (indent if k else 0), y))
            y += max(img.get_height(), lay.px(20))
        return y

    def _draw_progress(self, surface: pygame.Surface, lay: Layout, inner: pygame.Rect) -> None:
        assert self.run is not None
        y = self._title(surface, lay, inner, _("The review of this game"))
        bar = pygame.Rect(inner.x, y + lay.px(10), inner.width, lay.px(18))
        pygame.draw.rect(surface, (214, 208, 188), bar, border_radius=lay.px(6))
        done = bar.copy()
        done.width = round(bar.width * self.run.fraction)
        pygame.draw.rect(surface, BAR, done, border_radius=lay.px(6))
        words_ = words.progress_words(self.run.done, self.run.total)
        self._lines(surface, lay, inner.x, bar.bottom + lay.px(10), inner.width, words_)

    def _draw_summary(self, surface: pygame.Surface, lay: Layout, inner: pygame.Rect) -> None:
        review, run = self.review, self.run
        if review is None or run is None:
            return
        y = self._title(surface, lay, inner, _("The review of this game"))
        if run.status is not Status.DONE:
            note = _("Review stopped: {done} of {total} decisions judged, kept for later.")
            y = self._lines(
                surface, lay, inner.x, y, inner.width, note.format(done=run.done, total=run.total)
            )
        accuracy = _("Accuracy {n}%").format(n=number(review.accuracy(), ".0f"))
        self._put(
            surface, fit(accuracy, lay.px(type_scale.BODY), inner.width, INK, True), (inner.x, y)
        )
        y += lay.px(30)
        # the seasons in one row of four, then the kinds one a line across the panel (a kind's
        # name can be long: «Когда применять способность»)
        # each loss with its bar (one scale for all: the costliest in red)
        seasons = [season_name(Season(s)) for s in range(4)]
        by_season, kinds = review.lost_by_season(), review.lost_by_kind()
        top = max(*by_season, *kinds.values())
        quarter = inner.width // 4
        head = fit(_("VP lost by season"), lay.px(type_scale.CAPTION), inner.width, MUTED, True)
        self._put(surface, head, (inner.x, y))
        y += lay.px(22)
        for k, (name, lost) in enumerate(zip(seasons, by_season, strict=True)):
            line = f"{name}: {number(lost, '.1f')}"
            img = fit(line, lay.px(type_scale.CAPTION), quarter - lay.px(8), INK)
            self._put(surface, img, (inner.x + k * quarter, y))
            at = (inner.x + k * quarter, y + img.get_height() + lay.px(2))
            track = pygame.Rect(at, (quarter - lay.px(14), lay.px(review_bars.LOSS_H)))
            self.tracks.append(track)
            self.bars.append(review_bars.loss_bar(surface, lay, track, lost, top))
        y += lay.px(40)
        head = fit(_("VP lost by kind"), lay.px(type_scale.CAPTION), inner.width, MUTED, True)
        self._put(surface, head, (inner.x, y))
        lines = [
            fit(
                f"{words.kind_name(k)}: {number(kinds[k], '.1f')}",
                lay.px(type_scale.CAPTION),
                inner.width,
                INK,
            )
            for k in Kind
        ]
        bars_x = inner.x + max(img.get_width() for img in lines) + lay.px(12)
        for kind, img in zip(Kind, lines, strict=True):
            y += lay.px(22)
            self._put(surface, img, (inner.x, y))
            track = pygame.Rect(bars_x, 0, inner.right - bars_x, lay.px(review_bars.LOSS_H + 2))
            if track.width >= lay.px(60):  # beside its words when they leave room
                track.centery = y + img.get_height() // 2
                self.tracks.append(track)
                self.bars.append(review_bars.loss_bar(surface, lay, track, kinds[kind], top))
        y += lay.px(32)
        self._draw_costliest(surface, lay, inner, y)

    def _draw_costliest(
        self, surface: pygame.Surface, lay: Layout, inner: pygame.Rect, y: int
    ) -> None:
        self._put(
            surface,
            fit(_("The costliest decisions"), lay.px(type_scale.CAPTION), inner.width, MUTED, True),
            (inner.x, y),
        )
        y += lay.px(24)
        self.rows = []
        costliest = self.costliest()
        # the rows share the room down to the buttons (no half-empty panel), 28 px at least
        room = self.foot_top - lay.px(12) - y
        step = max(lay.px(32), min(lay.px(52), room // max(1, len(costliest))))
        for r in costliest:
            row = pygame.Rect(inner.x, y, inner.width, step - lay.px(4))
            pygame.draw.rect(surface, (246, 242, 228), row, border_radius=lay.px(6))
            pygame.draw.rect(
                surface, COLOURS.get(r.grade, EDGE), row, lay.px(2), border_radius=lay.px(6)
            )
            said = season_name(Season(r.season)) + " · " + words.kind_name(r.kind)
            said += " · " + words.loss_words(r.judgement.loss, r.grade)
            img = fit(said, lay.px(type_scale.CAPTION), row.width - lay.px(12), INK)
            self._put(surface, img, img.get_rect(midleft=(row.x + lay.px(6), row.centery)))
            self.rows.append((row, r))
            y += step

    def _draw_selected(
        self, surface: pygame.Surface, lay: Layout, inner: pygame.Rect, r: Reviewed
    ) -> None:
        """The move played and the better one side by side, each with the figures in which
        they differ, and why, or that the difference lies in later turns."""
        state = self.source.replay.state_at(r.decision.start)
        head = season_name(Season(r.season)) + " · " + words.loss_words(r.judgement.loss, r.grade)
        y = self._title(surface, lay, inner, head)
        found = self.explained(r)
        if r.judgement.pick:
            note = _("Each card with the best turn the bot finds after it.")
            y = self._wrapped(surface, lay, (inner.x, y), inner.width, note, lay.px(44), MUTED)
        half = inner.width // 2
        columns = ((_("Played"), found.played, True), (_("Better"), found.better, False))
        bottom = y  # the steps side by side, then both figures from one line
        for col, (name, line, played) in enumerate(columns):
            x = inner.x + col * half
            yy = self._column_head(surface, lay, (x, y), half - lay.px(8), name, played)
            for step in words.line_steps(state, line, played):
                yy = self._step_line(surface, lay, (x, yy), half - lay.px(10), step)
            bottom = max(bottom, yy)
        bottom = self._figures(surface, lay, (inner.x, bottom + lay.px(10)), half, found)
        reason = words.why_words(state, found)
        foot = inner.bottom - lay.px(FOOT_H)
        if reason:
            at = (inner.x, bottom + lay.px(8))
            bottom = self._wrapped(surface, lay, at, inner.width, reason, foot - at[1])
        room = pygame.Rect(inner.x, bottom + lay.px(14), inner.width, 0)
        room.height = foot - room.y
        chart = review_bars.figure_chart(surface, lay, room, found, (PLAYED, HINT))
        if chart is not None:  # the figures again as bars, where the panel has room
            self.bars.append(chart)
            self.drawn_to = max(self.drawn_to, chart.bottom)

    def _figures(
        self,
        surface: pygame.Surface,
        lay: Layout,
        at: tuple[int, int],
        half: int,
        found: Explanation,
    ) -> int:
        """Both columns' figures, row by row (a long one wrapped: 'свет в следующем сезоне: 2'
        shrank to 13 px at 130 % text in a 1024×640 window, its row as tall as its lines);
        returns the y under them."""
        columns = [
            [
                wrap(text, lay.px(type_scale.CAPTION), half - lay.px(10), INK, bold=ahead)
                for text, ahead in words.figure_lines(found, played)
            ]
            for played in (True, False)
        ]
        y = at[1]
        for row in range(max(len(c) for c in columns)):
            tall = lay.px(20)
            for col, lines in enumerate(columns):
                if row < len(lines):
                    yy = y
                    for img in lines[row]:
                        self._put(surface, img, (at[0] + col * half, yy))
                        yy += img.get_height()
                    tall = max(tall, yy - y)
            y += tall
        return y

    def _column_head(
        self,
        surface: pygame.Surface,
        lay: Layout,
        at: tuple[int, int],
        width: int,
        name: str,
        played: bool,
    ) -> int:
        """A column's heading after the mark its spaces carry on the board ('a' or '1')."""
        x, y = at
        pill = label_pill("a" if played else "1", PLAYED if played else HINT, lay)
        self._put(surface, pill, (x, y))
        room = width - pill.get_width() - lay.px(6)
        img = fit(name, lay.px(type_scale.CAPTION), room, MUTED, True)
        self._put(surface, img, (x + pill.get_width() + lay.px(6), y))
        return y + max(img.get_height(), pill.get_height()) + lay.px(2)

    def _draw_puzzle(self, surface: pygame.Surface, lay: Layout, inner: pygame.Rect) -> None:
        """The puzzle's number, what to find (the step to play is on the status line, the
        legal spaces on the board), then the verdict and the bot's answer in one line."""
        p = self.puzzle
        assert p is not None
        head = _("Puzzle {n} of {total}").format(n=p.number + 1, total=len(p.costliest))
        y = self._title(surface, lay, inner, head)
        lost = number(p.reviewed.judgement.loss, ".1f")
        if p.judging is None:
            text = _(
                "The move played here gave away {loss} VP. Find a better one: play the "
                "decision on the board, as in the game."
            ).format(loss=lost)
        elif not p.answered:
            text = _("Weighing your move…")
        elif p.found:
            text = _("Found: your move is as good as the bot's, or nearly.")
        else:
            loss = p.judging.judgement.loss if p.judging.judgement else 0.0
            text = _("Not quite: your move gives away {loss} VP. The bot's answer is on the board.")
            text = text.format(loss=number(loss, ".1f"))
        foot = inner.bottom - lay.px(FOOT_H)
        y = self._wrapped(surface, lay, (inner.x, y), inner.width, text, foot - y)
        if p.answered:
            best = Line(p.reviewed.judgement.best, p.position, None)
            line = _(" › ").join(words.line_steps(p.position, best, played=False))
            self._wrapped(surface, lay, (inner.x, y + lay.px(4)), inner.width, line, foot - y)

    def _wrapped(
        self,
        surface: pygame.Surface,
        lay: Layout,
        at: tuple[int, int],
        width: int,
        text: str,
        room: int,
        colour: tuple[int, int, int] = INK,
    ) -> int:
        """``text`` wrapped in as many lines as ``room`` pixels hold (at least one); the y
        under it."""
        x, y = at
        lines = max(1, room // max(1, int(font(lay.px(type_scale.CAPTION)).get_linesize())))
        for img in wrap(text, lay.px(type_scale.CAPTION), width, colour, max_lines=lines):
            self._put(surface, img, (x, y))
            y += img.get_height()
        return y


def label_pill(label: str, colour: tuple[int, int, int], lay: Layout) -> pygame.Surface:
    """A step's label on a pill of its line's colour (as the hint labels its steps)."""
    img = render(label, lay.px(type_scale.CAPTION), INK, True)
    pill = img.get_rect().inflate(lay.px(10), lay.px(4))
    pill.width, pill.height = max(pill.width, lay.px(26)), lay.px(26)
    out = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(out, colour, out.get_rect(), border_radius=pill.height // 2)
    out.blit(img, img.get_rect(center=out.get_rect().center))
    return out


def draw_played(
    surface: pygame.Surface, lay: Layout, state: GameState, line: Line
) -> dict[int, str]:
    """The move played on the board: its card ringed, its spaces lettered at their top-left
    corner (the better move's numbers stand at the top-right); returns the labels drawn."""
    for cmd in line.commands:
        if cmd.verb is Verb.TAKE and cmd.card in state.market:
            rect = lay.card_rect(state.market.index(cmd.card), len(state.market))
            draw_ring(surface, lay, rect.inflate(lay.px(8), lay.px(8)), PLAYED, False)
    labels = words.line_labels(line, played=True)
    for space, label in labels.items():
        rect = lay.space_rect(space)
        pill = label_pill(label, PLAYED, lay)
        surface.blit(pill, (rect.left + lay.px(3), rect.top + lay.px(3)))
    return labels
