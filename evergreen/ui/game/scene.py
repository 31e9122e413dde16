"""The game scene: it shows the session's running match as a ``Table`` and turns mouse and
keys into commands for it.

Nothing here changes the game state: commands are picked from the legal ones and handed
to the match (``session/match``); the sections draw the table the scene makes each frame
from the match and the person's ``Look`` (``table``, ``look``); animations follow the
match's events. The scene paces the bots' steps so each is seen, and hands over to the
season's scoring and the results.
"""

from __future__ import annotations

import logging
import time

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.progress.daily_record import rival_score
from evergreen.rules import Command, EventKind, GameState, Season
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Mode, UndoStop
from evergreen.session.pacing import Pacer
from evergreen.ui.art import title_art
from evergreen.ui.game import hud, owner_tag, status
from evergreen.ui.game.aids import PULSE_STEP, Aids
from evergreen.ui.game.ambient import Ambient
from evergreen.ui.game.buttons import BUTTON_TEXT, BUTTON_TIPS, command_of, in_play
from evergreen.ui.game.event_anim import EventAnimator
from evergreen.ui.game.frame import GameFrame
from evergreen.ui.game.input import GameInput
from evergreen.ui.game.log_panel import LogPanel
from evergreen.ui.game.look import Look
from evergreen.ui.game.season_scoring import SeasonScoringScene
from evergreen.ui.game.sections import ActionBarSection, BoardSection, sections
from evergreen.ui.game.table import Seats, Table, Target
from evergreen.ui.game.tutorial import Guide, Step
from evergreen.ui.game.warm import Warmer
from evergreen.ui.kit import widgets
from evergreen.ui.kit.anim import Animator
from evergreen.ui.kit.layout import ACTION_BAR, STACKED, Button, Hit, Layout
from evergreen.ui.kit.scene import Host, Scene, until_next_step
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.prompts import caption, refusal_text, seat_label

log = logging.getLogger("evergreen")
#: Seconds between the steps of the "thinking..." dots.
THINKING_STEP = status.THINKING_STEP
#: How often the worker is asked whether a bot's answer has come.
BOT_POLL = 0.1


class GameScene(Scene):
    """Shows the App's match to its end, then the results (or loops, in demo mode).

    Made by ``App.open_game``, which makes the match the running one first.
    """

    partial_frames = True
    music_in_full = True

    def __init__(self, app: Host, demo: bool = False, guide: Guide | None = None) -> None:
        super().__init__(app)
        match = self.match
        self.demo = demo
        #: The guided first game's guide (None in other games, or once the player leaves it).
        self.guide = guide
        self.leave: pygame_gui.elements.UIButton | None = None
        self.layout = Layout(*app.size, players=len(match.state.players))
        self.ui = widgets.manager(app.size)
        self.buttons: dict[Button, pygame_gui.elements.UIButton] = {}
        self.anim = Animator(app.sound.play)
        self.warmer = Warmer(lambda: self.ambient.on())
        #: What the person looks at (the planet shown, the mouse, the status line's message,
        #: the scores as they roll, the season held while its scoring plays).
        self.look = Look(viewed=match.state.awaiting or 0)
        self.look.set_scores(match.state.scores)
        #: The targets, ghost piece, pulse and last-move marks (see ``aids``).
        self.aids = Aids()
        #: The bots' steps, each seen before the next (see ``session/pacing``).
        self.pacer = Pacer()
        self.end_wait = 0.0
        #: True once the game ended in front of the player (its end's events seen here, not
        #: a save of a finished game opened): the end-of-game ceremony leads to the results.
        self.saw_end = False
        self.last_human: int | None = None
        #: The seat whose turn was last announced by a sound (see ``turn_cue``).
        self.turn_heard = match.state.awaiting
        self._hinted = match.hint() is not None
        self.events = EventAnimator(match.state.sun, match.state.market)
        self._before: GameState | None = None
        #: Who sits at the table, as the sections draw them (made again for another match).
        self._seats: tuple[Match | None, Seats | None] = (None, None)
        #: The large planet's ambient motion: wind, a cloud's shadow, the season's particles
        #: (seeded by the game's deal: the same game moves the same way each time).
        self.ambient = Ambient(app, match.state.seed % 100_000)
        #: The screen's sections (see ``sections``), the board and top bar by name.
        self.sections = sections(self, self.ambient)
        board, self.top_bar = self.sections[0], self.sections[1]
        assert isinstance(board, BoardSection)  # ``sections`` lays the board first
        self.board = board
        #: The action bar's faces and reasons (drawn over its widgets, so not kept).
        self.actions = ActionBarSection(self)
        #: How a frame is composed of the sections (and which parts of it are redrawn).
        self.frame = GameFrame(self)
        #: The game log's section (a panel over the right-hand column).
        self.game_log = LogPanel(self)
        #: Mouse and keys, made commands.
        self.input = GameInput(self)

    @property
    def match(self) -> Match:
        """The game shown: the App's running match."""
        match = self.app.match
        if match is None:
            raise RuntimeError("the game scene shows the App's match, and there is none")
        return match

    # -- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        title_art.forget()  # the menus' pictures are not shown under a game
        self.build()
        self.match.events.clear()
        self.changed()

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size, UI scale or language: new layout and widgets."""
        self.layout = Layout(*size, players=self.layout.players)
        self.ui = widgets.manager(size)
        self.build()

    def build(self) -> None:
        """(Re)create the buttons for the current window size."""
        widgets.clear(self.ui)
        self.buttons = {}  # the size before's go before the new are drawn
        self.buttons = {
            b: widgets.button(
                self.ui,
                self.layout.button_rect(b),
                _(BUTTON_TEXT[b]) if b in BUTTON_TEXT else "",
                _(BUTTON_TIPS[b]),
                "#primary" if b is Button.END else None,  # the turn's last word
            )
            for b in (*ACTION_BAR, Button.MENU, Button.HINT, Button.HOME)
        }
        widgets.fit_group(self.ui, [self.buttons[b] for b in STACKED])  # one size, low buttons
        self.leave = None
        if self.guide is not None:
            self.leave = widgets.button(
                self.ui,
                self.layout.rect(*hud.GUIDE_LEAVE),
                _("Leave the guide"),
                _("Play on by yourself; the game goes on as it is"),
            )
        self.game_log.build()
        self.refresh_buttons()

    # -- state changes --------------------------------------------------------------------
    def play(self, cmd: Command, at: pygame.Rect | None = None) -> bool:
        """Hand a command to the match; show why if it is refused (beside ``at``, what was
        clicked, if given)."""
        before = self.match.state
        self._before = before
        self.events.market_before = before.market
        self.events.levels_before = tuple(p.levels for p in before.players)
        reason = self.match.play(cmd)
        if reason is not None:
            self.say(refusal_text(reason, self.match), error=True, at=at)
            return False
        log.info("played: %s", cmd)
        self.say("")
        self.changed()
        return True

    def changed(self) -> None:
        """After any change of state: buttons, viewed planet, preview, hotseat banner."""
        state = self.match.state
        self.look.refusal = None  # about the state before
        seat = state.awaiting
        if seat is not None and seat != state.automa_seat:
            self.look.viewed = seat
        if self.match.awaiting_kind is SeatKind.HUMAN and seat != self.last_human:
            self.announce()
            self.last_human = seat
        self.refresh_buttons()
        self.look.refresh_preview(state)

    def show(self, seat: int) -> None:
        """Show ``seat``'s planet (a panel clicked, Home, the keyboard's choice)."""
        self.look.show(seat, self.match.state)

    def announce(self) -> None:
        """At a hotseat table, say whose turn it is (when more than one person plays)."""
        seat = self.match.state.awaiting
        humans = sum(k is SeatKind.HUMAN for k in self.match.seats)
        if humans > 1 and seat is not None and self.match.awaiting_kind is SeatKind.HUMAN:
            who = seat_label(self.match, seat)
            self.banner(_("{who}'s turn").format(who=who), 0.9)

    def refresh_buttons(self) -> None:
        """Enable exactly the buttons whose command is legal now."""
        if not self.buttons:
            return
        legal = set(self.match.legal()) if self.human_turn else set()
        seat = self.match.state.awaiting or 0
        for b, widget in self.buttons.items():
            cmd = command_of(b, seat)
            ok = (
                b in (Button.MENU, Button.HOME)
                or (b is Button.HINT and self.human_turn)
                or (b is Button.UNDO and self.match.can_undo)
                or (cmd is not None and cmd in legal)
            )
            widgets.set_enabled(widget, ok)
            widgets.set_selected(widget, in_play(b, self.match.state))

    def home_seat(self) -> int | None:
        """The planet of the person playing: the awaited seat on a person's turn, else the
        last person who played (None in the demo or a game of bots only)."""
        return self.match.state.awaiting if self.human_turn else self.last_human

    @property
    def human_turn(self) -> bool:
        """True when a person is to act (not a bot, not the demo)."""
        return not self.demo and self.match.awaiting_kind is SeatKind.HUMAN

    def say(
        self, text: str, error: bool = False, seat: int | None = None, at: pygame.Rect | None = None
    ) -> None:
        """Put a message on the status line (about ``seat``, if it names a player); a
        refusal of a click is said beside what was clicked (``at``) too."""
        self.look.tell(text, error, seat, at)
        if error:
            self.app.sound.play(Cue.REFUSE)

    def banner(self, text: str, seconds: float) -> None:
        """A large centred message for a moment."""
        hud.banner(self.anim, text, seconds, self.app.motion)

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def hit(self, pos: tuple[int, int]) -> Target | None:
        """What is under the mouse: a card, a space of the viewed planet, a panel… (asked of
        the section it lies in)."""
        table = self.table()
        for section in self.sections:
            found = section.hit(pos, table)
            if found is not None:
                return found
        return None

    # -- time -----------------------------------------------------------------------------
    def wake_in(self) -> float | None:
        """The next frame: the game's own next step (``steps_in``) or the planet's ambient
        motion's, whichever comes first (None: only on events)."""
        waits = [w for w in (self.steps_in(), self.ambient.wake_in()) if w is not None]
        return min(waits, default=None)

    def steps_in(self) -> float | None:
        """Frames while anything moves or a bot plays; the thinking dots and the guide's
        ring change in steps; a person's turn with nothing moving needs no frame."""
        match = self.match
        rolling = self.look.rolling(match.state.scores)
        if self.anim.busy or self.anim.waiting or rolling or self.demo or match.is_over:
            return 0.0
        kind = match.awaiting_kind
        if match.bot_thinking:  # a bot's turn or a hint: the answer is looked for often
            return min(BOT_POLL, until_next_step(THINKING_STEP))
        if kind is not None and kind.is_bot:
            return 0.0  # its turn plays out step by step
        if self.aids.pulse(self.targets(), self.app.reduce_motion) is not None:
            return PULSE_STEP
        if self.guide_step() is not None and not self.app.reduce_motion:
            return until_next_step(hud.GUIDE_PULSE)
        if widgets.tooltip_pending(self.buttons.values()):
            return widgets.TOOLTIP_WATCH
        return self.game_log.wake_in()

    def draw_ahead(self, budget_ms: float) -> bool:
        """Between frames, while nothing moves: the pictures the ambient motion's next steps
        are laid from (``GameFrame.draw_ahead``), then the coming pictures (``Warmer``)."""
        if self.anim.busy or self.frame.hold:
            return False
        window = pygame.display.get_surface()
        if window is not None and self.frame.draw_ahead(window):
            return True
        if not self.warmer.pending:
            return False
        self.warmer.step(self.match.state, self.layout, budget_ms)
        return self.warmer.pending

    def update(self, dt: float) -> None:
        state, began = self.match.state, time.perf_counter()
        self.advance(dt)
        self.frame.hold = self.match.state is not state  # a bot's move: kept now, shown next
        self.frame.held_at = began
        # a quiet frame draws ahead, unless the loop slept before it (and drew ahead then)
        if not self.frame.hold and not self.anim.busy and not self.app.rested:
            self.warmer.step(state, self.layout)
        if self.app.scenes.top is self:  # a tip about the state before a move closes
            self.app.scenes.tips.watch(self.match.state, self.ui)
        owner_tag.show_home(self.buttons.get(Button.HOME), self.home_seat(), self.look.viewed)
        # last: the widgets make their pictures here (a move's buttons show with its board)
        self.ui.update(dt)
        widgets.tidy(self.ui)

    def advance(self, dt: float) -> None:
        """Time passes: animations, the worker's moves, the scores rolling, a bot's step."""
        self.anim.update(dt)
        self.absorb_events()
        self.roll_scores(dt)
        self.interface_cues()
        self.aids.age(self.targets(), dt)  # new targets pulse a few times, then rest
        if self.anim.busy or self.app.scenes.top is not self:
            return
        state = self.match.state
        if state.is_over:
            self.finish(dt)
            return
        cmd = self.pacer.tick(self.match, dt, self.app.speed.factor)
        if cmd is not None:
            self.bot_play(cmd)
            self.absorb_events()  # in the frame that first shows the move: no flash

    def interface_cues(self) -> None:
        """The hint's sound when it shows; once the moves have played out, a sound when
        another seat's turn starts (a bot's, or the next person's at a hotseat table)."""
        hinted = self.match.hint() is not None
        if hinted and not self._hinted:
            self.app.sound.play(Cue.HINT)
        self._hinted = hinted
        seat = self.match.state.awaiting
        if self.anim.busy or seat == self.turn_heard:
            return
        self.turn_heard = seat
        kind = self.match.awaiting_kind
        if seat is None or kind is None:
            return
        humans = sum(k is SeatKind.HUMAN for k in self.match.seats)
        if kind.is_bot or humans > 1:
            self.app.sound.play(Cue.BOT_TURN)

    def bot_play(self, cmd: Command) -> None:
        """The awaited bot plays ``cmd`` (its pacer's next step), captioned on the status
        line as it plays on the main board."""
        words = caption(self.match.state, cmd, self.match)
        if self.play(cmd) and not self.human_turn:  # a person's turn shows its prompt
            self.say(words, seat=cmd.seat)

    def finish(self, dt: float) -> None:
        """Game over: the results (in the demo too: they go on to its next game)."""
        self.end_wait += dt
        if self.end_wait > 0.6:
            state, match = self.match.state, self.match
            results = self.app.results_screen(state, match, self.demo, live=self.saw_end)
            self.app.scenes.replace(results)

    def absorb_events(self) -> None:
        """Turn new rule events into animations (scoring first, then what follows it)."""
        batch = list(self.match.events)
        self.match.events.clear()
        if not batch:
            return
        factor = self.app.motion
        self.saw_end |= any(e.kind is EventKind.GAME_OVER for e in batch)
        self.aids.note_moves(batch)
        self.game_log.absorb(batch)
        self.events.absorb(self.anim, batch, self.layout, self.match.state, factor)
        if any(e.kind is EventKind.SEASON_ENDED for e in batch):
            self.look.held = self._before  # the scoring owns the screen until it closes
            self.app.scenes.push(SeasonScoringScene(self, batch))

    def resume(self) -> None:
        """Back on top (the season's scoring closed): the new season shows now."""
        self.look.end_scoring()
        self.events.release(self.anim)
        self.changed()

    def music_season(self) -> Season:
        """The shown season's music: during a season's scoring still the one it scores
        (nothing runs ahead of the sequence)."""
        return (self.look.held or self.match.state).season

    def roll_scores(self, dt: float) -> None:
        """Displayed scores count up towards the real ones."""
        self.look.roll(self.match.state.scores, dt, self.app.speed.factor == 0)

    # -- the table --------------------------------------------------------------------------
    def seats(self) -> Seats:
        """Who sits at the table (made once per match)."""
        match, (made_for, seats) = self.match, self._seats
        if made_for is not match or seats is None:
            seats = Seats.of(match.seats, match.names, match.colours, match.state, match.origin)
            self._seats = (match, seats)
        return seats

    def table(self) -> Table:
        """What the game screen shows now: the match as it stands, as the person looks at it."""
        match, look, playing = self.match, self.look, self.human_turn
        state, viewed = match.state, look.viewed
        targets = self.targets()
        hover = look.hover
        space = hover[1] if hover is not None and hover[0] is Hit.SPACE else None
        text, about = status.status_line(self)
        focus = look.focus if look.focus is not None and look.focus in match.legal() else None
        hint = match.hint()
        return Table(
            state=state,
            moving=self.anim,
            log=tuple(match.log),
            game_id=match.game_id,
            seats=self.seats(),
            viewed=viewed,
            scores=tuple(look.scores),
            preview=look.preview,
            held=look.held,
            hover=hover,
            mouse=look.mouse,
            targets=targets,
            pulse=self.aids.pulse(targets, self.app.reduce_motion),
            ghost=self.aids.ghost(match, space, targets),
            marks=self.aids.marks(state, viewed, playing),
            status=text,
            about=about,
            error=look.message_error,
            refusal=look.refusal,
            undo_stop=match.why_no_undo() or UndoStop.NOTHING,
            focus=focus,
            zoom=look.zoom if look.zoom in state.market else None,
            hint=None if hint is None else tuple(hint),
            guided=self.guide is not None,
            step=self.guide_step(),
            watching=not playing,
            demo=self.demo,
            rival=rival_score(match.origin),
        )

    def targets(self) -> frozenset[int]:
        """Spaces of the viewed planet a click would act on."""
        return self.aids.targets(self.match, self.look.viewed, self.human_turn)

    # -- drawing --------------------------------------------------------------------------
    def widgets(self) -> list[pygame_gui.elements.UIButton]:
        """Every button of the screen: the bars', the log's, the guide's Leave."""
        found = [*self.buttons.values(), *self.game_log.widgets()]
        return found if self.leave is None else [*found, self.leave]

    def draw(self, surface: pygame.Surface) -> None:
        self.frame.draw(surface)

    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        return self.frame.draw_frame(surface, full)

    def leave_guide(self) -> None:
        """The player goes on alone: no more highlights or notes (kept as a standard game)."""
        self.guide = None
        self.match.mode = Mode.STANDARD
        self.build()
        self.say(_("The guide has left: the game goes on. F1 shows the rules any time."))

    def guide_step(self) -> Step | None:
        """The guide's suggestion now (None outside the guided game or on others' moves)."""
        if self.guide is None or not self.human_turn:
            return None
        return self.guide.step(self.match.state)
