"""The game scene: the board, the market and panels; mouse and keys become commands.

Nothing here changes the game state: commands are picked from the legal ones and handed
to the Match; views draw the match's state; animations follow its event log.
"""

from __future__ import annotations

import logging
import math

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.rules import (
    Command,
    Event,
    EventKind,
    GameState,
    Piece,
    Season,
    apply,
)
from evergreen.rules.commands import SPACE_VERBS
from evergreen.seats import SeatKind
from evergreen.session.match import Match, Mode
from evergreen.ui.art import title_art
from evergreen.ui.game import hud, owner_tag, status
from evergreen.ui.game.buttons import BUTTON_TEXT, BUTTON_TIPS, command_of, in_play
from evergreen.ui.game.callout import Refusal
from evergreen.ui.game.event_anim import EventAnimator
from evergreen.ui.game.frame import GameFrame
from evergreen.ui.game.hud import Preview
from evergreen.ui.game.input import GameInput
from evergreen.ui.game.log_panel import LogPanel
from evergreen.ui.game.sections import ActionBarSection, sections
from evergreen.ui.game.tutorial import Guide, Step
from evergreen.ui.game.view import Target
from evergreen.ui.game.warm import Warmer
from evergreen.ui.kit import widgets
from evergreen.ui.kit.anim import Animator
from evergreen.ui.kit.layout import ACTION_BAR, STACKED, Button, Layout
from evergreen.ui.kit.scene import Host, Scene, until_next_step
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.prompts import caption, refusal_text, seat_label

log = logging.getLogger("evergreen")
#: Seconds between two steps of another seat's turn at normal speed: each is seen and read.
BOT_DELAY = 0.7
#: Seconds between the steps of the "thinking..." dots.
THINKING_STEP = status.THINKING_STEP
#: How close a rolling score must come to the real one to show it.
ROLLED = 0.05
#: How often the worker is asked whether a bot's answer has come.
BOT_POLL = 0.1
#: The legal targets' pulse: seconds a breath, how many, and the frame step meanwhile.
PULSE_PERIOD = 1.1
PULSES = 3
PULSE_STEP = 1 / 20


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
        self.warmer = Warmer()
        self.viewed = match.state.awaiting or 0
        self.hover: Target | None = None
        self.mouse = (0, 0)
        self.message = ""
        self.message_error = False
        #: The seat the message is about (a chip of its colour starts the status line).
        self.message_seat: int | None = None
        self.refusal: Refusal | None = None
        self.asked_hint = False
        self.bot_wait = 0.0
        self.end_wait = 0.0
        self.scores = [float(s) for s in match.state.scores]
        self.last_human: int | None = None
        #: The seat whose turn was last announced by a sound (see ``turn_cue``).
        self.turn_heard = match.state.awaiting
        self._hinted = match.hint() is not None
        self.preview = Preview(0, frozenset(), frozenset())
        self.events = EventAnimator(match.state.sun, match.state.market)
        self._targets: tuple[object, object, frozenset[int]] = (None, None, frozenset())
        self._ghost: tuple[object, int, Piece | None] = (None, -1, None)
        #: The command the keyboard is on (Tab moves it, Enter does it).
        self.focus: Command | None = None
        #: The state shown while a season's scoring plays (see ``shown_state``), and the
        #: scores the shown ones roll to meanwhile (each seat's once its points land).
        self.held: GameState | None = None
        self.goals: tuple[int, ...] | None = None
        #: Per seat, the spaces its last turn placed on or grew (see ``note_moves``).
        self.last_moves: dict[int, set[int]] = {}
        self._before: GameState | None = None
        #: The screen's sections (see ``sections``), the board and top bar by name.
        self.sections = sections(self)
        self.board, self.top_bar = self.sections[0], self.sections[1]
        #: The action bar's faces and reasons (drawn over its widgets, so not kept).
        self.actions = ActionBarSection(self)
        #: How a frame is composed of the sections (and which parts of it are redrawn).
        self.frame = GameFrame(self)
        #: The targets now pulsing, and for how long (see ``pulse``).
        self._pulse_for: frozenset[int] = frozenset()
        self.pulse_age = 0.0
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
        self.refusal = None  # about the state before
        seat = state.awaiting
        if seat is not None and seat != state.automa_seat:
            self.viewed = seat
        if self.match.awaiting_kind is SeatKind.HUMAN and seat != self.last_human:
            self.announce()
            self.last_human = seat
        self.refresh_buttons()
        self.refresh_preview()

    def announce(self) -> None:
        """At a hotseat table, say whose turn it is (when more than one person plays)."""
        seat = self.match.state.awaiting
        humans = sum(k is SeatKind.HUMAN for k in self.match.seats)
        if humans > 1 and seat is not None and self.match.awaiting_kind is SeatKind.HUMAN:
            who = seat_label(self.match, seat)
            self.banner(_("{who}'s turn").format(who=who), 0.9)

    def refresh_preview(self) -> None:
        """Light and forest the viewed planet would score if the season ended now."""
        state = self.match.state
        self.preview = Preview.of(state.players[self.viewed].planet, state.sun)

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
        self.message, self.message_error, self.message_seat = text, error, seat
        self.refusal = Refusal(text, at) if error and at is not None and text else None
        self.asked_hint = False
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
        for section in self.sections:
            found = section.hit(pos)
            if found is not None:
                return found
        return None

    # -- time -----------------------------------------------------------------------------
    def wake_in(self) -> float | None:
        """Frames while anything moves or a bot plays; the thinking dots and the guide's
        ring change in steps; a person's turn with nothing moving needs no frame."""
        match = self.match
        rolling = any(
            abs(a - b) >= 0.05 for a, b in zip(self.scores, match.state.scores, strict=False)
        )
        if self.anim.busy or self.anim.waiting or rolling or self.demo or match.is_over:
            return 0.0
        kind = match.awaiting_kind
        if match.bot_thinking:  # a bot's turn or a hint: the answer is looked for often
            return min(BOT_POLL, until_next_step(THINKING_STEP))
        if kind is not None and kind.is_bot:
            return 0.0  # its turn plays out step by step
        if self.pulse() is not None:
            return PULSE_STEP
        if self.guide_step() is not None and not self.app.reduce_motion:
            return until_next_step(hud.GUIDE_PULSE)
        if widgets.tooltip_pending(self.buttons.values()):
            return widgets.TOOLTIP_WATCH
        return self.game_log.wake_in()

    def update(self, dt: float) -> None:
        state = self.match.state
        self.advance(dt)
        self.frame.hold = self.match.state is not state  # a bot's move: kept now, shown next
        if not self.frame.hold and not self.anim.busy:  # a quiet frame: draw ahead
            self.warmer.step(state, self.layout)
        if self.app.scenes.top is self:  # a tip about the state before a move closes
            self.app.scenes.tips.watch(self.match.state, self.ui)
        owner_tag.show_home(self.buttons.get(Button.HOME), self.home_seat(), self.viewed)
        # last: the widgets make their pictures here (a move's buttons show with its board)
        self.ui.update(dt)
        widgets.tidy(self.ui)

    def advance(self, dt: float) -> None:
        """Time passes: animations, the worker's moves, the scores rolling, a bot's step."""
        self.anim.update(dt)
        self.absorb_events()
        self.roll_scores(dt)
        self.interface_cues()
        targets = self.targets()
        if targets != self._pulse_for:  # new targets: they pulse a few times, then rest
            self._pulse_for, self.pulse_age = targets, 0.0
        else:
            self.pulse_age += dt
        if self.anim.busy or self.app.scenes.top is not self:
            return
        state = self.match.state
        if state.is_over:
            self.finish(dt)
            return
        kind = self.match.awaiting_kind
        if kind is not None and kind.is_bot:
            self.bot_wait += dt
            if self.bot_wait >= BOT_DELAY * self.app.speed.factor:
                self.bot_step()
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

    def bot_step(self) -> None:
        """Let the awaited bot play its next command once the worker has thought it out,
        captioned on the status line as it plays on the main board."""
        cmd = self.match.bot_command()
        if cmd is not None:
            self.bot_wait = 0.0
            words = caption(self.match.state, cmd, self.match)
            if self.play(cmd) and not self.human_turn:  # a person's turn shows its prompt
                self.say(words, seat=cmd.seat)

    def finish(self, dt: float) -> None:
        """Game over: the results (in the demo too: they go on to its next game)."""
        self.end_wait += dt
        if self.end_wait > 0.6:
            results = self.app.results_screen(self.match.state, self.match, self.demo)
            self.app.scenes.replace(results)

    def absorb_events(self) -> None:
        """Turn new rule events into animations (scoring first, then what follows it)."""
        batch = list(self.match.events)
        self.match.events.clear()
        if not batch:
            return
        factor = self.app.motion
        self.note_moves(batch)
        self.game_log.absorb(batch)
        self.events.absorb(self.anim, batch, self.layout, self.match.state, factor)
        if any(e.kind is EventKind.SEASON_ENDED for e in batch):
            from evergreen.ui.game.season_scoring import SeasonScoringScene

            self.held = self._before  # the scoring owns the screen until it closes
            self.app.scenes.push(SeasonScoringScene(self, batch))

    def note_moves(self, batch: list[Event]) -> None:
        """Remember each seat's placements of its last turn (marked on its planet until its
        next round begins, with its draft pick)."""
        for e in batch:
            if e.kind is EventKind.TOOK:
                self.last_moves[e.seat] = set()
            elif e.kind is EventKind.PLACED:
                self.last_moves.setdefault(e.seat, set()).add(e.space)

    def marks(self) -> frozenset[int]:
        """The spaces marked as the viewed seat's last moves (none on a person's own planet
        while they play their turn: they see what they do)."""
        seat = self.viewed
        if self.human_turn and self.match.state.awaiting == seat:
            return frozenset()
        return frozenset(self.last_moves.get(seat, ()))

    def resume(self) -> None:
        """Back on top (the season's scoring closed): the new season shows now."""
        self.held, self.goals = None, None
        self.events.release(self.anim)
        self.changed()

    def shown_state(self) -> GameState:
        """The state the header, status line, market, fertility zone and sun show: during a
        season's scoring still the one it scores (nothing runs ahead of the sequence)."""
        return self.held or self.match.state

    def music_season(self) -> Season:
        """The shown season's music (the scored one until its scoring closes)."""
        return self.shown_state().season

    def roll_scores(self, dt: float) -> None:
        """Displayed scores count up towards the real ones."""
        for seat, real in enumerate(self.goals or self.match.state.scores):
            shown = self.scores[seat]
            if self.app.speed.factor == 0 or abs(real - shown) < ROLLED:
                self.scores[seat] = float(real)
            else:
                self.scores[seat] = shown + (real - shown) * min(1.0, dt * 6)

    # -- drawing --------------------------------------------------------------------------
    def widgets(self) -> list[pygame_gui.elements.UIButton]:
        """Every button of the screen: the bars', the log's, the guide's Leave."""
        found = [*self.buttons.values(), *self.game_log.widgets()]
        return found if self.leave is None else [*found, self.leave]

    def draw(self, surface: pygame.Surface) -> None:
        self.frame.draw(surface)

    def draw_frame(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect] | None:
        return self.frame.draw_frame(surface, full)

    def hover_text(self) -> str:
        """The hover text of what the mouse is over, from the section it lies in."""
        return self.frame.hover_text()

    def disabled_tip(self, pos: tuple[int, int]) -> str:
        """Why the disabled button under ``pos`` cannot be pressed now ('' if none is)."""
        return self.actions.why_disabled(pos)

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

    def status(self) -> str:
        """The status line: a refusal or note, a hint, a thinking bot, or what is expected."""
        return self.status_line()[0]

    def status_line(self) -> tuple[str, int | None]:
        """The status line's text and the seat it is about, if it names one ('' for the
        prompt of the one awaited)."""
        return status.status_line(self)

    def pulse(self) -> float | None:
        """How bright the legal targets' pulse is now (0 to 1), or None once they rest: new
        targets breathe ``PULSES`` times to catch the eye, then hold still so the waiting
        game sleeps (and at once with Reduce motion)."""
        if self.app.reduce_motion or not self.targets() or self.pulse_age >= PULSES * PULSE_PERIOD:
            return None
        return 0.5 - 0.5 * math.cos(2 * math.pi * self.pulse_age / PULSE_PERIOD)

    def ghost(self, space: int | None) -> Piece | None:
        """The piece a click on a highlighted space would leave there (for the preview)."""
        if space is None or space not in self.targets():
            return None
        state = self.match.state
        if self._ghost[0] is not state or self._ghost[1] != space:
            cmd = self.space_command(space)
            piece = None
            if cmd is not None:
                after = apply(state, cmd).players[cmd.seat].planet.pieces[space]
                piece = Piece(after)
            self._ghost = (state, space, piece)
        return self._ghost[2]

    def space_command(self, space: int) -> Command | None:
        """The command a click on a space of the awaited seat's planet gives, if legal."""
        for cmd in self.match.legal():
            if cmd.verb in SPACE_VERBS and cmd.space == space:
                return cmd
        return None

    def targets(self) -> frozenset[int]:
        """Spaces of the viewed planet a click would act on (worked out once per state)."""
        state, viewed, human = self.match.state, self.viewed, self.human_turn
        cached = self._targets
        if not (cached[0] is state and cached[1] == (viewed, human)):
            found: frozenset[int] = frozenset()
            if human and state.awaiting == viewed:
                found = frozenset(c.space for c in self.match.legal() if c.verb in SPACE_VERBS)
            self._targets = (state, (viewed, human), found)
        return self._targets[2]
