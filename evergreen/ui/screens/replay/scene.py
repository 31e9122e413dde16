"""The replay viewer: the whole table at any point of a game, the timeline to move through
it, Play from here and the game's record.

The table is drawn by the game screen's own sections (``ReplayTable`` makes the ``Table`` value
they draw); the strip
along the bottom (``Timeline``) shows the seasons and rounds and takes clicks and drags; the
buttons under it and the keys step by a step, a turn, a round or a season, or play the game
on at the chosen speed. A step forward (a key, a button, or playing) is animated as in
play, a season's scoring shown over the viewer (``scoring``); every other move is a jump
(``ReplayTable.go``: from the replay's nearest snapshot), drawn at once. Esc or Back returns to
the screen the viewer was opened from.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.review.analysis import Reviewed
from evergreen.review.run import ReviewWorker
from evergreen.seats import SeatKind
from evergreen.session.replay import Unit
from evergreen.ui.art import planet_art
from evergreen.ui.art.cards import card_face
from evergreen.ui.game.buttons import BUTTON_TEXT, BUTTON_TIPS, command_of, in_play
from evergreen.ui.game.event_anim import FLIGHT
from evergreen.ui.game.hud import draw_hint
from evergreen.ui.game.sections import ActionBarSection, Section
from evergreen.ui.game.table import Table
from evergreen.ui.kit import widgets
from evergreen.ui.kit.layout import ACTION_BAR, STACKED, Button, Hit, Layout
from evergreen.ui.kit.paper import tooltip
from evergreen.ui.kit.retained import Retained
from evergreen.ui.kit.scene import Corner, Host, Scene
from evergreen.ui.screens.progress import toast
from evergreen.ui.screens.replay import controls
from evergreen.ui.screens.replay.branch import BranchDialog
from evergreen.ui.screens.replay.export import export_record
from evergreen.ui.screens.replay.puzzle import Puzzle
from evergreen.ui.screens.replay.review import ReviewPanel, bot_worker
from evergreen.ui.screens.replay.scoring import ReplayScoring
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.screens.replay.table import ReplayTable, warm_list
from evergreen.ui.screens.replay.timeline import Mark, Timeline

log = logging.getLogger("evergreen")
#: Notices stand over the market's top right (clear of the top bar's buttons).
NOTICES: Corner = (1260, 56, "topright")


class ReplayScene(Scene):
    """Looks through ``source`` from its first point; ``marks`` go on the timeline."""

    def __init__(
        self,
        app: Host,
        source: ReplaySource,
        marks: tuple[Mark, ...] = (),
        worker: Callable[[], ReviewWorker] = bot_worker,
    ) -> None:
        super().__init__(app)
        self.review = ReviewPanel(source, worker)
        self.review.completed = lambda game_id: toast.review_done(app, game_id)
        self.source = source
        self.table = ReplayTable(app, source)
        self.marks = marks
        self.retained = Retained()
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.timeline = Timeline(source.replay, self.table.layout)
        self._bands = self.timeline.seasons()
        self.playing = False
        self.speed = controls.SPEEDS[1]
        self._waited = 0.0
        self.dragging = False
        #: Card pictures still to draw ahead (see ``warm``).
        self._to_warm: list[tuple[int, int, int]] = []
        #: The faces of A-D over their buttons while a puzzle is played (the game's own).
        self.actions = ActionBarSection(self.table)

    # -- lifecycle ----------------------------------------------------------------------------
    @property
    def index(self) -> int:
        """The point shown: commands played up to it."""
        return self.table.index

    @property
    def layout(self) -> Layout:
        return self.table.layout

    @property
    def ui(self) -> pygame_gui.UIManager:
        """The screen's widgets (the tooltips' gate closes theirs)."""
        return self.table.ui

    def enter(self) -> None:
        self.build()

    def exit(self) -> None:
        self.review.close()  # no worker process is left behind

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size, text size or language: new layout, widgets and pictures."""
        table = self.table
        table.layout = Layout(*size, players=table.layout.players)
        table.ui = widgets.manager(size)
        self.timeline = Timeline(self.source.replay, table.layout)
        self.retained.forget()
        self.build()

    def build(self) -> None:
        """(Re)create the buttons for the window size and language."""
        table, lay = self.table, self.layout
        widgets.clear(table.ui)
        self.buttons, table.buttons = {}, {}
        if self.review.puzzle is not None:  # the game's action bar where the timeline was
            self.build_action_bar()
        else:
            self.build_steps()
        self.build_top()
        self.buttons.update(self.review.buttons(table.ui, lay))  # type: ignore[arg-type]
        table.game_log.build()
        self._to_warm = warm_list(self.source, lay)
        self.refresh()

    def build_top(self) -> None:
        """The top bar's buttons: Review this game, Export and Back (a puzzle keeps Back
        alone: its step's words on the status line need the room)."""
        table, lay = self.table, self.layout
        back = widgets.button(
            table.ui, lay.rect(*controls.BACK), _("Back"), _("Back to where you were (Esc)")
        )
        self.buttons[back] = "back"
        if self.review.puzzle is not None:
            return
        export = widgets.button(
            table.ui,
            lay.rect(*controls.EXPORT),
            _("Export"),
            _("Write this game's record beside the saves and copy it"),
        )
        review = widgets.button(
            table.ui,
            lay.rect(*controls.REVIEW),
            _("Review this game"),
            _("The Hard bot judges every decision: where the points were lost"),
        )
        self.buttons[export], self.buttons[review] = "export", "review"
        widgets.fit_group(table.ui, [review, export, back])

    def build_steps(self) -> None:
        """The timeline's row of buttons: the steps, play, the speed and Play from here."""
        table = self.table
        for name, rect in controls.step_rects(self.layout).items():
            text = controls.speed_label(self.speed) if name == "speed" else ""
            if name == "branch":
                text = _("Play from here")
            style = "#primary" if name == "branch" else None
            self.buttons[widgets.button(table.ui, rect, text, self.tip(name), style)] = name

    def build_action_bar(self) -> None:
        """A puzzle is played as in the live game: the game screen's action bar (A-D with
        what they do, Power, Stop, Undo, End turn: its words and tooltips), in its place."""
        table, lay = self.table, self.layout
        for k, b in enumerate(ACTION_BAR):
            label = _(BUTTON_TEXT[b]) if b in BUTTON_TEXT else ""
            style = "#primary" if b is Button.END else None
            widget = widgets.button(table.ui, lay.button_rect(b), label, _(BUTTON_TIPS[b]), style)
            table.buttons[b] = widget
            self.buttons[widget] = f"bar:{k}"
        widgets.fit_group(table.ui, [table.buttons[b] for b in STACKED])

    def tip(self, name: str) -> str:
        if name == "speed":
            return _("Playing speed: steps a second")
        if name == "branch":
            return _("A new game from here: change who plays each seat first")
        return controls.tip_of(name, self.playing)

    def refresh(self) -> None:
        """Enable the buttons that do something at the point shown."""
        index, end = self.index, len(self.source.replay)
        self.refresh_bar()
        for widget, name in self.buttons.items():
            if name.endswith("-"):
                widgets.set_enabled(widget, index > 0)
            elif name.endswith("+"):
                widgets.set_enabled(widget, index < end)
            elif name == "branch":
                widgets.set_enabled(widget, not self.table.state.is_over)
            if name == "play":
                widgets.set_selected(widget, self.playing)
                widget.set_tooltip(self.tip("play"))
        self.table.ui.update(0.0)

    def refresh_bar(self) -> None:
        """A puzzle's action bar: exactly the buttons whose step is legal in the try are
        enabled (Undo while the try has a step to take back), the action chosen pressed in."""
        p = self.review.puzzle
        if p is None:
            return
        legal, seat = set(p.legal()), p.state.awaiting or 0
        for b, widget in self.table.buttons.items():
            cmd = command_of(b, seat)
            ok = p.can_undo if b is Button.UNDO else cmd is not None and cmd in legal
            widgets.set_enabled(widget, ok)
            widgets.set_selected(widget, in_play(b, p.state))

    # -- moving through the game --------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show the point ``index`` at once."""
        self.table.go(index)
        if self.index >= len(self.source.replay):
            self.playing = False
        self.refresh()

    def step(self, unit: Unit, forward: bool) -> None:
        """One ``unit`` forward or back (one step forward is animated: ``step_on``)."""
        if unit is Unit.STEP and forward:
            self.step_on()
        else:
            self.go(self.source.replay.step(self.index, unit, forward))
        log.info("replay: at %d of %d", self.index, len(self.source.replay))

    def step_on(self) -> None:
        """One command forward, animated as in play; a season's end shows its scoring."""
        motion = self.app.motion
        if self.playing:  # each step's tweens fit in its time at the chosen speed
            motion *= min(1.0, 1 / self.speed / FLIGHT)
        batch = self.table.step_on(motion)
        if self.index >= len(self.source.replay):
            self.playing = False
        self.refresh()
        if batch:
            self.app.scenes.push(ReplayScoring(self.table, batch, lambda: self.playing))

    def resume(self) -> None:
        """Back on top (a season's scoring or a dialog closed)."""
        self.table.scored()
        self.refresh()

    def toggle_play(self) -> None:
        """Play the game on from the point shown (from the start once at its end), or pause."""
        if not self.playing and self.index >= len(self.source.replay):
            self.go(0)
        self.playing = not self.playing
        self._waited = 0.0
        self.refresh()

    def next_speed(self) -> None:
        """The next playing speed (round the choices)."""
        speeds = controls.SPEEDS
        self.speed = speeds[(speeds.index(self.speed) + 1) % len(speeds)]
        self.build()

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        table = self.table
        if table.game_log.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.press(self.buttons[event.ui_element])
            return True
        if event.type == pygame.MOUSEMOTION:
            table.look.mouse = event.pos
            table.look.hover = table.hit(event.pos)
            if self.dragging:
                self.go(self.timeline.index_at(event.pos[0]))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.click(event.pos):
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        return widgets.process_events(table.ui, event)

    def click(self, pos: tuple[int, int]) -> bool:
        """A press on the timeline takes the handle there; on a player's panel, shows that
        planet."""
        if self.review.puzzle is not None:  # the board and the market play the try
            return self.click_puzzle(pos)
        chosen = self.review.mark_at(self.timeline, pos) or self.review.row_at(pos)
        if chosen is not None:
            self.select(chosen)
            return True
        if self.review.covers(self.layout, pos):
            return False  # the panel's buttons take it, not the sections under it
        if self.timeline.grabs(pos):
            self.dragging = True
            self.go(self.timeline.index_at(pos[0]))
            return True
        found = self.table.hit(pos)
        if found is not None and found[0] is Hit.PLAYER:
            self.table.show_seat(found[1])
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """The keys: steps (``controls.key_step``), Home/End, Space, Esc; during a puzzle,
        Backspace takes a step of the try back (as Undo) and the replay stays where it is."""
        if self.review.puzzle is not None:
            if event.key == pygame.K_BACKSPACE:
                self.press_bar(Button.UNDO)
            elif event.key == pygame.K_ESCAPE:
                self.app.scenes.pop()
            else:
                return False
            return True
        step = controls.key_step(event)
        if step is not None:
            self.step(*step)
        elif event.key == pygame.K_HOME:
            self.go(0)
        elif event.key == pygame.K_END:
            self.go(len(self.source.replay))
        elif event.key == pygame.K_SPACE:
            self.toggle_play()
        elif event.key in (pygame.K_n, pygame.K_p):
            found = self.review.next_mark(self.index, event.key == pygame.K_n)
            if found is not None:
                self.select(found)
        elif event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        else:
            return False
        return True

    def press(self, name: str) -> None:
        """A button of the screen was pressed."""
        for step, unit, forward, _tip in controls.STEPS:
            if name == step:
                self.step(unit, forward)
                return
        if name == "play":
            self.toggle_play()
        elif name == "speed":
            self.next_speed()
        elif name == "branch":
            self.ask_branch()
        elif name == "export":
            export_record(self.app, self.source)
        elif name == "back":
            self.app.scenes.pop()
        elif name.startswith("bar:"):
            self.press_bar(ACTION_BAR[int(name[4:])])
        else:
            self.press_review(name)

    def press_bar(self, b: Button) -> None:
        """A button of a puzzle's action bar: that step of the try (Undo: the last one
        taken back)."""
        p = self.review.puzzle
        if p is None:
            return
        if b is Button.UNDO:
            played = p.undo()
        else:
            cmd = command_of(b, p.state.awaiting or 0)
            played = cmd is not None and p.play(cmd)
        if played:
            self.show_puzzle()
            self.build()

    # -- the review ------------------------------------------------------------------------------
    def press_review(self, name: str) -> None:
        """A button of the review's panel (or the top bar's "Review this game")."""
        panel = self.review
        if name == "review":
            panel.begin()
        elif name == "review-cancel":
            panel.cancel()
        elif name == "review-close":
            panel.open, panel.selected = False, None
        elif name == "review-summary":
            panel.selected = None
        elif name == "learn":
            self.start_puzzles()
        elif name.startswith("puzzle-"):
            self.press_puzzle(name)
        self.build()

    def select(self, reviewed: Reviewed) -> None:
        """Show a judged decision: its position, the better move on the board."""
        panel = self.review
        panel.open, panel.selected = True, reviewed
        if panel.puzzle is not None:
            panel.puzzle.close()
            panel.puzzle = self.table.puzzle = None
        self.playing = False
        self.go(reviewed.decision.start)
        self.table.show_seat(reviewed.decision.seat)
        self.build()

    def start_puzzles(self) -> None:
        src = self.source
        costliest, run = self.review.costliest(), self.review.run
        if costliest and run is not None:
            self.review.puzzle = Puzzle(
                src.match, src.replay, costliest, run.budget, self.review.make_worker
            )
            self.review.selected = None
            self.table.puzzle = self.review.puzzle
            self.show_puzzle()

    def show_puzzle(self) -> None:
        """The table at the puzzle's position with the try so far played on it."""
        p = self.review.puzzle
        if p is None:
            return
        self.playing = False
        self.go(p.reviewed.decision.start)
        tried = list(self.source.replay.log[: p.reviewed.decision.start]) + p.tried
        self.table.show_position(p.state, tried, p.reviewed.decision.seat)

    def press_puzzle(self, name: str) -> None:
        p = self.review.puzzle
        if p is None:
            return
        if name == "puzzle-again":
            p.again()
        elif name == "puzzle-next" and p.next():
            pass
        else:  # the last one, or Done
            p.close()
            self.review.puzzle = self.table.puzzle = None
            self.go(self.index)  # the replay's point again, as it was
            return
        self.show_puzzle()

    def click_puzzle(self, pos: tuple[int, int]) -> bool:
        """A space or a market card clicked during a puzzle: that step of the try."""
        p = self.review.puzzle
        found = self.table.hit(pos)
        if p is None or found is None:
            return False
        kind, value = found
        played = False
        if kind is Hit.SPACE:
            played = p.at_space(value)
        elif kind is Hit.CARD and 0 <= value < len(p.state.market):
            played = p.at_card(p.state.market[value])
        if played:
            self.show_puzzle()
            self.build()
        return played

    # -- play from here ------------------------------------------------------------------------
    def ask_branch(self) -> None:
        """The dialog of who plays each seat, then the new game."""
        self.playing = False
        self.refresh()
        dialog = BranchDialog(self.app, self.table.seats, self.start_branch)
        self.app.scenes.push(dialog)

    def start_branch(self, seats: tuple[SeatKind, ...]) -> None:
        """Start the new game from the point shown (the running game, if any, is kept and
        left first; the source is only read)."""
        match = self.source.branch(self.index, seats)
        game = self.app.open_game(match)
        if game is None:
            return
        self.app.scenes.reset(self.app.title_screen())
        self.app.scenes.push(game)

    # -- time ------------------------------------------------------------------------------------
    def wake_in(self) -> float | None:
        """While playing, the next step's time; at rest nothing moves (None), but for a
        tooltip about to show."""
        if self.table.moving:
            return 0.0
        if self.review.running or (self.review.puzzle and self.review.puzzle.judging):
            return 1 / 30  # the worker's answer is polled, never waited for
        if self.table.pulsing:  # a puzzle's new targets breathe
            return 1 / 30
        if self.playing:
            return max(0.0, 1 / self.speed - self._waited)
        if self._to_warm:
            return 0.0
        if widgets.tooltip_pending(self.buttons):
            return widgets.TOOLTIP_WATCH
        return self.table.game_log.wake_in()

    def update(self, dt: float) -> None:
        self.table.ui.update(dt)
        widgets.tidy(self.table.ui)
        self.table.update(dt)
        if self._to_warm:  # one card a frame: the window answers meanwhile
            card_face(*self._to_warm.pop())
        if self.review.step():
            puzzle = self.review.puzzle
            if puzzle is not None and puzzle.answered:
                self.go(puzzle.reviewed.decision.start)  # the position, the bot's answer on it
            self.build()
        if not self.playing or self.app.scenes.top is not self:
            return
        self._waited += dt
        if self._waited >= 1 / self.speed and not self.table.anim.busy:
            self._waited = 0.0
            self.step(Unit.STEP, True)

    # -- drawing ---------------------------------------------------------------------------------
    def notice_corner(self) -> Corner:
        return NOTICES

    def draw(self, surface: pygame.Surface) -> None:
        """The sky, the table's sections (kept ones blitted while unchanged), the log, the
        timeline, the buttons with their pictures, and the tooltip under the mouse."""
        table, shown = self.table, self.table.table()
        planet_art.blit_sky(surface, shown.shown.season, surface.get_height())
        for section in table.sections:
            self.draw_section(surface, section, shown)
        self.draw_better(surface)
        table.game_log.draw(surface, shown)
        table.draw_moving(surface)
        self.review.draw(surface, self.layout)
        puzzle = self.review.puzzle is not None  # the action bar stands where the timeline was
        if shown.held is None and not puzzle:  # (a season's scoring captions the board)
            marks = self.marks + self.review.marks()
            self.timeline.draw(surface, self.index, self._bands, marks)
        widgets.draw_widgets(table.ui, surface)  # their tips last, over the icons
        if puzzle:
            self.actions.draw(surface, shown)
        for widget, name in self.buttons.items():
            if name == "play":
                controls.draw_icon(surface, self.layout, "pause" if self.playing else name, widget)
            elif name[-1] in "+-":
                controls.draw_icon(surface, self.layout, name, widget)
        tip = self.hover_text(shown)
        if tip and self.app.scenes.tips.open:
            tooltip(surface, self.layout, shown.mouse, tip)
        widgets.draw_tips(table.ui, surface)

    def draw_better(self, surface: pygame.Surface) -> None:
        """The decision selected: the move played and the better one on the board (the
        labels the panel's words use); a puzzle's try judged: the bot's answer, as the hint
        draws it."""
        panel, shown = self.review, None
        if panel.puzzle is not None:
            if panel.puzzle.answered and self.index == panel.puzzle.reviewed.decision.start:
                shown = panel.puzzle.reviewed
        elif panel.selected is not None and self.index == panel.selected.decision.start:
            panel.draw_lines(surface, self.layout, self.table.state)  # played and better
            return
        if shown is not None:
            state = self.table.state
            best, seat = list(shown.judgement.best), shown.decision.seat
            draw_hint(surface, self.layout, state, best, seat, buttons=False)  # no action bar

    def draw_section(self, surface: pygame.Surface, section: Section, table: Table) -> None:
        key = section.key(table)
        if key is None:
            section.draw(surface, table)
        else:
            self.retained.draw(
                surface, section.name, section.rect(), key, lambda: section.draw(surface, table)
            )

    def hover_text(self, table: Table | None = None) -> str:
        """The hover text of what the mouse is over (the log's row first)."""
        table = table or self.table.table()
        found = self.table.game_log.hover_tip(table.mouse)
        if found or table.hover is None:
            return found
        for section in self.table.sections:
            if section.hit(table.mouse, table) == table.hover:
                return section.tip(table.hover, table)
        return ""
