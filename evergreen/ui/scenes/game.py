"""The game scene: the board, the market and panels; mouse and keys become commands.

Nothing here changes the game state: commands are picked from the legal ones and handed
to the Session; views draw the session's state; animations follow its event log.
"""

from __future__ import annotations

import itertools
import logging

import pygame
import pygame_gui

from evergreen.rules import (
    Action,
    Biome,
    Command,
    EventKind,
    Season,
    Source,
    Sun,
    Verb,
    largest_forest_spaces,
    light_score,
    why_illegal,
)
from evergreen.rules.commands import SPACE_VERBS
from evergreen.session import SeatKind, Session
from evergreen.ui import art, scoring_anim, views, widgets
from evergreen.ui.anim import Animator, Tween, pytweening
from evergreen.ui.app import App
from evergreen.ui.layout import ACTION_BAR, Button, Layout
from evergreen.ui.prompts import (
    card_tip,
    header,
    prompt,
    score_tip,
    seat_label,
    space_tip,
    stack_tip,
    track_tip,
)
from evergreen.ui.scene import Scene
from evergreen.ui.text import ACCENT, INK, LIGHT, MUTED, fit, render

log = logging.getLogger("evergreen")
FLOAT_DELAY = {
    Source.FOREST: scoring_anim.SWEEP,
    Source.FERTILITY: scoring_anim.SWEEP + scoring_anim.FOREST,
}
BOT_DELAY = 0.35
BUTTON_TEXT = {
    Button.A: "A",
    Button.B: "B",
    Button.C: "C",
    Button.D: "D",
    Button.POWER: "Power",
    Button.STOP: "Stop",
    Button.UNDO: "Undo",
    Button.END: "End turn",
    Button.MENU: "Menu",
}
BUTTON_TIPS = {
    Button.A: "Action A: plant up to 3 Sprouts in the card's biome",
    Button.B: "Action B: grow up to 2 different spaces in the card's biome",
    Button.C: "Action C: plant 1 Sprout and grow 1 other space in the card's biome",
    Button.D: "Action D: plant or grow once, in any biome",
    Button.POWER: "Use the drafted card's power now (before or after the action, not during)",
    Button.STOP: "Apply no more effects of the current action, power or Lake",
    Button.UNDO: "Take back the last step of this turn (Backspace)",
    Button.END: "Confirm the turn (Enter)",
    Button.MENU: "Pause menu (Esc)",
}


class GameScene(Scene):
    """Plays one Session to its end, then shows the results (or loops, in demo mode)."""

    def __init__(self, app: App, session: Session, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.layout = Layout(*app.size, players=len(session.state.players))
        self.ui = widgets.manager(app.size)
        self.buttons: dict[Button, pygame_gui.elements.UIButton] = {}
        self.anim = Animator()
        self.viewed = session.state.awaiting or 0
        self.hover: tuple[str, int] | None = None
        self.mouse = (0, 0)
        self.message = ""
        self.message_error = False
        self.bot_wait = 0.0
        self.end_wait = 0.0
        self.scores = [float(s) for s in session.state.scores]
        self.counter = itertools.count()
        self.last_human: int | None = None
        self.preview: tuple[int, int, frozenset[int]] = (0, 0, frozenset())
        self.sun_side = session.state.sun
        self._targets: tuple[object, object, frozenset[int]] = (None, None, frozenset())
        self.market_before: tuple[int, ...] = session.state.market

    # -- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.build()
        self.session.events.clear()
        self.changed()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(*size, players=self.layout.players)
        self.ui.set_window_resolution(size)
        self.build()

    def build(self) -> None:
        """(Re)create the buttons for the current window size."""
        self.ui.clear_and_reset()
        self.buttons = {
            b: widgets.button(self.ui, self.layout.button_rect(b), BUTTON_TEXT[b], BUTTON_TIPS[b])
            for b in (*ACTION_BAR, Button.MENU)
        }
        self.refresh_buttons()

    # -- state changes --------------------------------------------------------------------
    def play(self, cmd: Command) -> bool:
        """Hand a command to the session; show why if it is refused."""
        self.market_before = self.session.state.market
        reason = self.session.play(cmd)
        if reason:
            self.say(reason, error=True)
            return False
        log.info("played: %s", cmd)
        self.say("")
        self.changed()
        return True

    def changed(self) -> None:
        """After any change of state: buttons, viewed planet, preview, hotseat banner."""
        state = self.session.state
        seat = state.awaiting
        if seat is not None and seat != state.automa_seat:
            self.viewed = seat
        if self.session.awaiting_kind is SeatKind.HUMAN and seat != self.last_human:
            humans = sum(k is SeatKind.HUMAN for k in self.session.seats)
            if humans > 1 and seat is not None:
                self.banner(f"{seat_label(state, seat)}'s turn", 0.9)
            self.last_human = seat
        self.refresh_buttons()
        self.refresh_preview()

    def refresh_preview(self) -> None:
        """Light and forest the viewed planet would score if the season ended now."""
        state = self.session.state
        planet = state.players[self.viewed].planet
        light = light_score(planet, state.sun)
        self.preview = (light.total, len(largest_forest_spaces(planet)), light.shaded)

    def refresh_buttons(self) -> None:
        """Enable exactly the buttons whose command is legal now."""
        if not self.buttons:
            return
        legal = set(self.session.legal()) if self.human_turn else set()
        seat = self.session.state.awaiting or 0
        for b, widget in self.buttons.items():
            cmd = self.button_command(b, seat)
            ok = (
                b is Button.MENU
                or (b is Button.UNDO and self.session.can_undo)
                or (cmd is not None and cmd in legal)
            )
            widget.enable() if ok else widget.disable()

    @property
    def human_turn(self) -> bool:
        """True when a person is to act (not a bot, not the demo)."""
        return not self.demo and self.session.awaiting_kind is SeatKind.HUMAN

    @staticmethod
    def button_command(b: Button, seat: int) -> Command | None:
        """The command a button stands for."""
        if b.value in Action.__members__:
            return Command(seat, Verb.ACTION, int(Action[b.value]))
        verb = {Button.POWER: Verb.POWER, Button.STOP: Verb.STOP, Button.END: Verb.END}.get(b)
        return None if verb is None else Command(seat, verb)

    def say(self, text: str, error: bool = False) -> None:
        """Put a message on the status line."""
        self.message, self.message_error = text, error

    def banner(self, text: str, seconds: float) -> None:
        """A large centred message for a moment."""
        tween = Tween("banner", seconds, easing=pytweening.linear, data=text)
        self.anim.add(tween, self.app.speed.factor)

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for b, widget in self.buttons.items():
                if event.ui_element is widget:
                    self.press(b)
                    return True
        if self.ui.process_events(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.anim.busy:
                self.anim.skip()
            else:
                self.click(event.pos)
            return True
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def key(self, key: int) -> bool:
        """Esc pauses, Backspace undoes, Enter ends the turn."""
        if key == pygame.K_ESCAPE:
            self.press(Button.MENU)
        elif key == pygame.K_BACKSPACE:
            self.press(Button.UNDO)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press(Button.END)
        else:
            return False
        return True

    def press(self, b: Button) -> None:
        """A button (or its key) was pressed."""
        from evergreen.ui.scenes.pause import PauseScene

        if b is Button.MENU:
            self.app.scenes.push(PauseScene(self.app))
            return
        if not self.human_turn:
            self.say("Wait: it is not a person's turn.", error=True)
            return
        if b is Button.UNDO:
            if self.session.undo():
                self.say("Undone.")
                self.changed()
            else:
                self.say("Nothing to undo in this turn.", error=True)
            return
        seat = self.session.state.awaiting
        cmd = self.button_command(b, seat if seat is not None else 0)
        if cmd is not None:
            self.play(cmd)

    def hit(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        """What is under the mouse: ('card', slot), ('space', index), ('player', seat)…"""
        lay, state = self.layout, self.session.state
        slot = lay.card_at(pos, len(state.market))
        if slot is not None:
            return ("card", slot)
        space = lay.space_at(pos)
        if space is not None and space in state.players[self.viewed].planet.layout.spaces:
            return ("space", space)
        seat = lay.player_at(pos)
        if seat is not None:
            return ("player", seat)
        for biome in range(6):
            if lay.stack_rect(biome).collidepoint(pos):
                return ("stack", biome)
        for power in range(6):
            if lay.track_label(power).collidepoint(pos) or any(
                lay.track_box(power, lv).collidepoint(pos) for lv in range(5)
            ):
                return ("track", power)
        return None

    def click(self, pos: tuple[int, int]) -> None:
        """A left click on the board, a card or a player panel."""
        target = self.hit(pos)
        if target is None:
            return
        kind, value = target
        if kind == "player":
            self.viewed = value
            self.refresh_preview()
            return
        if kind not in ("card", "space"):
            return
        if not self.human_turn:
            self.say("Wait: it is not a person's turn.", error=True)
            return
        state = self.session.state
        seat = state.awaiting
        assert seat is not None
        if kind == "card":
            self.play(Command(seat, Verb.TAKE, state.market[value]))
            return
        if self.viewed != seat:
            self.viewed = seat
            self.refresh_preview()
            self.say(f"Back to {seat_label(state, seat)}'s planet.")
            return
        legal = self.session.legal()
        for cmd in legal:
            if cmd.arg == value and cmd.verb in SPACE_VERBS:
                self.play(cmd)
                return
        verbs = [c.verb for c in legal if c.verb in SPACE_VERBS] or [Verb.PLANT]
        reason = why_illegal(state, Command(seat, verbs[0], value))
        self.say(reason or "Nothing to do there.", error=True)

    # -- time -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.anim.update(dt)
        self.absorb_events()
        self.roll_scores(dt)
        if self.anim.busy:
            return
        state = self.session.state
        if state.is_over:
            self.finish(dt)
            return
        if self.demo or self.session.awaiting_kind is SeatKind.BOT:
            self.bot_wait += dt
            if self.bot_wait >= BOT_DELAY * self.app.speed.factor:
                self.bot_wait = 0.0
                self.bot_step()

    def bot_step(self) -> None:
        """Let the awaited bot play one command (in the demo every seat is a bot)."""
        cmd = self.session.bot_move()
        if cmd is not None:
            self.play(cmd)

    def finish(self, dt: float) -> None:
        """Game over: the results (or, in the demo, a new game after a pause)."""
        from evergreen.ui.scenes.results import ResultsScene

        self.end_wait += dt
        if self.demo:
            if self.end_wait > 3.0:
                players = len(self.session.state.players)
                seed = self.session.state.seed + 1
                self.session = Session.start(players, seed, (SeatKind.BOT,) * players)
                self.end_wait = 0.0
                self.sun_side = self.session.state.sun
                self.scores = [float(s) for s in self.session.state.scores]
                self.changed()
            return
        if self.end_wait > 0.6:
            self.app.scenes.replace(ResultsScene(self.app, self.session.state))

    def absorb_events(self) -> None:
        """Turn new rule events into animations (scoring first, then what follows it)."""
        factor = self.app.speed.factor
        batch = list(self.session.events)
        self.session.events.clear()
        after = scoring_anim.start(self.anim, batch, self.viewed, self.sun_side, factor)
        for e in batch:
            n = next(self.counter)
            if e.kind is EventKind.TOOK and e.card in self.market_before:
                slot = self.market_before.index(e.card)
                start = self.layout.card_rect(slot, len(self.market_before))
                tween = Tween(
                    ("took", n),
                    0.45,
                    easing=pytweening.easeInOutCubic,
                    data=(e.card, start, e.seat),
                )
                self.anim.add(tween, factor)
            elif e.kind is EventKind.PLACED:
                tween = Tween(("pop", e.seat, e.space), 0.28, easing=pytweening.easeOutBack)
                self.anim.add(tween, factor)
            elif e.kind is EventKind.VP and e.value and e.source is not Source.START:
                wait = FLOAT_DELAY.get(e.source, 0.0) + (
                    e.detail * 0.3 if e.source is Source.FERTILITY else 0
                )
                self.anim.add(
                    Tween(("vp", n), 1.1, delay=wait, data=(e.seat, e.value, e.source)), factor
                )
            elif e.kind is EventKind.DEALT:
                self.anim.add(Tween("deal", 0.35, delay=after / max(factor, 1e-9)), factor)
            elif e.kind is EventKind.SUN_MOVED:
                old, self.sun_side = self.sun_side, Sun(e.value)
                tween = Tween(
                    "sun",
                    0.8,
                    delay=after / max(factor, 1e-9),
                    easing=pytweening.easeInOutSine,
                    data=old,
                )
                self.anim.add(tween, factor)
            elif e.kind is EventKind.SEASON_ENDED and not after:
                self.banner(f"End of {Season(e.value).label}", 1.2)

    def roll_scores(self, dt: float) -> None:
        """Displayed scores count up towards the real ones."""
        for seat, real in enumerate(self.session.state.scores):
            shown = self.scores[seat]
            if self.app.speed.factor == 0 or abs(real - shown) < 0.05:
                self.scores[seat] = float(real)
            else:
                self.scores[seat] = shown + (real - shown) * min(1.0, dt * 6)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay, state = self.layout, self.session.state
        self.draw_top(surface)
        views.panel(surface, lay.board, lay)
        targets = self.targets()
        hover = self.hover[1] if self.hover and self.hover[0] == "space" else None
        pops = {
            k[2]: t.value
            for k, t in self.anim.tweens.items()
            if isinstance(k, tuple) and k[0] == "pop" and k[1] == self.viewed
        }
        planet = state.players[self.viewed].planet
        shaded = scoring_anim.shaded_now(self.anim)
        shaded = self.preview[2] if shaded is None else shaded
        views.draw_planet(surface, lay, planet, targets, hover, shaded, pops)
        scoring_anim.draw(surface, lay, self.anim, planet)
        sun = self.anim.get("sun")
        views.draw_sun(surface, lay, state.sun, (sun.data, sun.value) if sun else None)  # type: ignore[arg-type]
        self.draw_preview(surface)
        card_hover = self.hover[1] if self.hover and self.hover[0] == "card" else None
        deal = self.anim.get("deal")
        slide = None if deal is None else (-1.0 if deal.elapsed < deal.delay else deal.value)
        views.draw_market(surface, lay, state, card_hover, slide)
        views.draw_zone(surface, lay, state)
        views.draw_tracks(surface, lay, state, self.viewed)
        views.draw_players(surface, lay, state, self.viewed, self.scores)
        self.draw_floaters(surface)
        self.draw_taken(surface)
        self.ui.draw_ui(surface)
        self.draw_banner(surface)
        tip = self.tip()
        if tip:
            views.tooltip(surface, lay, self.mouse, tip)

    def targets(self) -> frozenset[int]:
        """Spaces of the viewed planet a click would act on (worked out once per state)."""
        state, viewed, human = self.session.state, self.viewed, self.human_turn
        cached = self._targets
        if not (cached[0] is state and cached[1] == (viewed, human)):
            found: frozenset[int] = frozenset()
            if human and state.awaiting == viewed:
                found = frozenset(c.arg for c in self.session.legal() if c.verb in SPACE_VERBS)
            self._targets = (state, (viewed, human), found)
        return self._targets[2]

    def draw_top(self, surface: pygame.Surface) -> None:
        """Season and round, then what is expected (or why a click was refused)."""
        lay = self.layout
        bar = lay.top_bar
        pygame.draw.rect(surface, (62, 107, 72), bar)
        surface.blit(
            render(header(self.session.state), lay.px(22), LIGHT, True),
            lay.rect(16, 13, 0, 0).topleft,
        )
        text = self.message or prompt(self.session.state)
        if self.demo:
            text = "Demo: bots play on their own. " + prompt(self.session.state)
        colour = (255, 190, 170) if self.message_error else LIGHT
        img = fit(text, lay.px(20), lay.px(880), colour)
        surface.blit(img, img.get_rect(midleft=lay.rect(270, 24, 0, 0).topleft))

    def draw_preview(self, surface: pygame.Surface) -> None:
        """'If the season ended now' for the viewed planet."""
        lay = self.layout
        light, forest, shaded = self.preview
        lines = [
            f"P{self.viewed + 1} if the season ended now:",
            f"light {light} + forest {forest} = {light + forest}",
        ]
        if shaded:
            lines.append(f"{len(shaded)} tree(s) in shadow (darkened)")
        for i, line in enumerate(lines):
            img = render(line, lay.px(16), INK if i else MUTED, i == 1)
            surface.blit(img, lay.rect(30, 680 + i * 18, 0, 0).topleft)

    def draw_floaters(self, surface: pygame.Surface) -> None:
        """'+3 light' rising from a player's panel."""
        lay = self.layout
        for key, t in self.anim.tweens.items():
            if not (isinstance(key, tuple) and key[0] == "vp") or t.value <= 0:
                continue
            seat, value, source = t.data  # type: ignore[misc]
            rect = lay.player_rect(seat)
            img = render(f"+{value} {source}", lay.px(22), ACCENT, True)
            y = rect.y + lay.px(130) - t.value * lay.px(60)
            surface.blit(img, img.get_rect(center=(rect.centerx, round(y))))

    def draw_taken(self, surface: pygame.Surface) -> None:
        """Drafted cards flying from the market to the taker's panel (the automa's off-screen)."""
        lay = self.layout
        for key, t in self.anim.tweens.items():
            if not (isinstance(key, tuple) and key[0] == "took"):
                continue
            card, start, seat = t.data  # type: ignore[misc]
            if seat < len(self.session.state.players):
                end = lay.player_rect(seat).center
            else:
                end = (lay.players_panel.right, lay.players_panel.bottom)
            scale = 1 - 0.5 * t.value
            w, h = round(start.width * scale), round(start.height * scale)
            cx = start.centerx + (end[0] - start.centerx) * t.value
            cy = start.centery + (end[1] - start.centery) * t.value
            img = art.card_face(start.width, start.height, card)
            img = pygame.transform.smoothscale(img, (max(1, w), max(1, h)))
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def draw_banner(self, surface: pygame.Surface) -> None:
        """The centred banner ('P2's turn', 'End of Spring')."""
        t = self.anim.get("banner")
        if not t:
            return
        lay = self.layout
        img = render(str(t.data), lay.px(48), LIGHT, True)
        box = img.get_rect(center=lay.grid.center).inflate(lay.px(48), lay.px(24))
        pygame.draw.rect(surface, (62, 107, 72), box, border_radius=lay.px(12))
        pygame.draw.rect(surface, ACCENT, box, lay.px(3), border_radius=lay.px(12))
        surface.blit(img, img.get_rect(center=box.center))

    def tip(self) -> str:
        """Hover explanation of what is under the mouse."""
        if not self.hover:
            return ""
        kind, value = self.hover
        state = self.session.state
        if kind == "space":
            return space_tip(state, self.viewed, value)
        if kind == "card" and value < len(state.market):
            return card_tip(state.market[value])
        if kind == "player":
            return score_tip(state, value) + " Click to view this planet."
        if kind == "stack":
            return stack_tip(state, Biome(value))
        if kind == "track":
            from evergreen.rules import Power

            return track_tip(Power(value), state.players[self.viewed].levels[value])
        return ""
