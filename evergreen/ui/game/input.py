"""Mouse and keys on the game screen become commands: a click on a card or a space, a
button or its key, Tab through the legal choices. The commands are picked from the legal
ones and played through the scene (``GameView.play``), which hands them to the match.
"""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.rules import Command, Verb
from evergreen.rules.commands import SPACE_VERBS
from evergreen.session.match import UndoStop
from evergreen.ui.game.aids import Aids
from evergreen.ui.game.buttons import command_of, undo_refusal
from evergreen.ui.game.view import GameView
from evergreen.ui.kit.layout import Button, Hit
from evergreen.ui.sound.cues import Cue
from evergreen.ui.words.names import Seating
from evergreen.ui.words.prompts import prompt, refusal

#: The keyboard's order of the buttons' commands.
BUTTONS_ORDER = (Verb.ACTION, Verb.POWER, Verb.STOP, Verb.END)


class GameInput:
    """The game screen's input: events in, commands played (or refused, said why)."""

    def __init__(self, game: GameView) -> None:
        self.game = game

    def handle_event(self, event: pygame.event.Event) -> bool:
        """An event of the game screen: the log's first, then the guide's Leave, the bars'
        buttons, the widgets, then the mouse on the board and panels, and the keys."""
        if event.type == pygame.MOUSEMOTION:  # also over widgets: disabled ones say why
            self.game.look.mouse = event.pos
        self.close_refusal(event)
        if self.game.game_log.handle_event(event):
            if event.type == pygame.MOUSEMOTION:  # over the log: nothing beneath is hovered
                self.game.look.hover = None
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.game.leave:
            self.game.leave_guide()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for b, widget in self.game.buttons.items():
                if event.ui_element is widget:
                    self.press(b)
                    return True
        if self.game.ui.process_events(event):
            return True
        self.zoom(event)
        if event.type == pygame.MOUSEMOTION:
            self.game.look.hover = self.game.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self.game.look.zoom is not None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.game.anim.busy:
                self.game.anim.skip()
            else:
                self.click(event.pos)
            return True
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        return False

    def zoom(self, event: pygame.event.Event) -> None:
        """A right-click on a market card shows it large; the mouse leaving it, a click or
        a key puts it back."""
        look = self.game.look
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            hit = self.game.hit(event.pos)
            market = self.game.match.state.market
            on_card = hit is not None and hit[0] is Hit.CARD and hit[1] < len(market)
            look.zoom = market[hit[1]] if on_card and hit is not None else None
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            look.zoom = None
        elif event.type == pygame.MOUSEMOTION and look.zoom is not None:
            market = self.game.match.state.market
            hit = self.game.hit(event.pos)
            slot = market.index(look.zoom) if look.zoom in market else None
            if hit != (Hit.CARD, slot):
                look.zoom = None

    def close_refusal(self, event: pygame.event.Event) -> None:
        """A refusal beside what was clicked goes at the next click or key, or when the
        mouse leaves the place."""
        refusal = self.game.look.refusal
        if refusal is None:
            return
        moved_off = event.type == pygame.MOUSEMOTION and not refusal.near(
            self.game.layout, event.pos
        )
        if moved_off or event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.game.look.refusal = None

    def key(self, key: int, mod: int = 0) -> bool:
        """Esc pauses, Backspace undoes, Tab / Shift+Tab go through the legal choices (cards,
        spaces, buttons), Enter does the one the keyboard is on (else ends the turn), H hints,
        A-D choose an action, P uses the power, S stops."""
        letters = {
            pygame.K_a: Button.A,
            pygame.K_b: Button.B,
            pygame.K_c: Button.C,
            pygame.K_d: Button.D,
            pygame.K_p: Button.POWER,
            pygame.K_s: Button.STOP,
            pygame.K_h: Button.HINT,
            pygame.K_HOME: Button.HOME,
        }
        if key == pygame.K_ESCAPE:
            self.press(Button.MENU)
        elif key == pygame.K_BACKSPACE:
            self.press(Button.UNDO)
        elif key == pygame.K_TAB:
            self.move_focus(-1 if mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focus = self.game.look.focus
            if focus is not None and focus in self.game.match.legal():
                self.game.look.focus = None
                self.game.play(focus)
            else:
                self.press(Button.END)
        elif key in letters:
            self.press(letters[key])
        else:
            return False
        return True

    def choices(self) -> list[Command]:
        """What the keyboard can go through: the legal commands, cards left to right, spaces
        in reading order, then the buttons (actions A-D, power, stop, end)."""
        if not self.game.human_turn:
            return []
        state = self.game.match.state
        order = {Verb.TAKE: 0, **{v: 1 for v in SPACE_VERBS}}

        def rank(cmd: Command) -> tuple[int, int]:
            if cmd.verb is Verb.TAKE:
                return (0, state.market.index(cmd.card))
            return (
                order.get(cmd.verb, 2),
                cmd.space
                if cmd.verb in SPACE_VERBS
                else BUTTONS_ORDER.index(cmd.verb) * 10 + cmd.arg,
            )

        return sorted(self.game.match.legal(), key=rank)

    def move_focus(self, step: int) -> None:
        """Tab: the keyboard moves to the next legal choice (the planet shown is the player's)."""
        options = self.choices()
        if not options:
            self.game.look.focus = None
            return
        if self.game.look.focus in options:
            self.game.look.focus = options[
                (options.index(self.game.look.focus) + step) % len(options)
            ]
        else:
            self.game.look.focus = options[0 if step > 0 else -1]
        seat = self.game.match.state.awaiting
        if seat is not None and self.game.look.viewed != seat:
            self.game.show(seat)

    def press(self, b: Button) -> None:
        """A button (or its key) was pressed."""
        if b is Button.MENU:
            self.game.app.scenes.push(self.game.app.pause_screen())
            return
        if b is Button.HOME:  # also while a bot plays: only the view changes
            home = self.game.home_seat()
            if home is not None:
                self.game.show(home)
            return
        if b is Button.UNDO:  # also while a bot thinks: a pick it has not answered yet
            self.undo()
            return
        if not self.game.human_turn:
            self.game.say(_("Wait: a bot is playing now."), error=True)
            return
        if b is Button.HINT:
            self.game.match.ask_hint()
            self.game.say(_("Thinking about a hint…"))
            self.game.look.asked_hint = True
            return
        seat = self.game.match.state.awaiting
        cmd = command_of(b, seat if seat is not None else 0)
        if cmd is not None:
            self.game.play(cmd)

    def undo(self) -> None:
        """Undo (the button or Backspace): the last step taken back, or why not."""
        match = self.game.match
        stop = match.why_no_undo()
        if stop is not None or not match.undo():
            self.game.say(undo_refusal(stop or UndoStop.NOTHING), error=True)
            return
        self.game.app.sound.play(Cue.UNDO)
        state = match.state
        # TRANSLATORS: the status line after Undo: what was taken back, then what to do.
        undone = _("Undone. {next}").format(next=prompt(state, match))
        self.game.say(undone, seat=state.awaiting)
        self.game.changed()

    def click(self, pos: tuple[int, int]) -> None:
        """A left click on the board, a card or a player panel."""
        target = self.game.hit(pos)
        if target is None:
            return
        kind, value = target
        if kind is Hit.PLAYER:
            self.game.show(value)
            return
        if kind not in (Hit.CARD, Hit.SPACE):
            return
        if not self.game.human_turn:
            self.game.say(_("Wait: a bot is playing now."), error=True)
            return
        state = self.game.match.state
        seat = state.awaiting
        assert seat is not None
        lay = self.game.layout
        if kind is Hit.CARD:
            at = lay.card_rect(value, len(state.market))
            self.game.play(Command(seat, Verb.TAKE, state.market[value]), at=at)
            return
        if self.game.look.viewed != seat:
            self.game.show(seat)
            seats = Seating.of(self.game.match)
            back = _("Back to your planet.") if seats.is_you(seat) else _("Back to {who}'s planet.")
            back = back.format(who=seats.name(seat))
            self.game.say(back, seat=seat)
            return
        cmd = Aids.space_command(self.game.match, value)
        at = lay.space_rect(value)
        if cmd is not None:
            self.game.play(cmd, at=at)
            return
        verbs = [c.verb for c in self.game.match.legal() if c.verb in SPACE_VERBS] or [Verb.PLANT]
        reason = refusal(state, Command(seat, verbs[0], value), self.game.match)
        self.game.say(reason or _("Nothing to do there."), error=True, at=at)
