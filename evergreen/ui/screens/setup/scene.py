"""The New game screen: the mode first (solo, 2-4 players, or the guided game), then a row per
seat (name, colour, who plays it), then the deal's options (the sun's side, the pieces rule,
the seed) and its challenge code, shown live and taken from a friend's. The choices are
remembered for next time (``Settings.last_setup``), but for the seed."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from evergreen.i18n import _, ngettext
from evergreen.rules import Sun
from evergreen.seats import NAME_MAX, SeatKind, offered_kinds
from evergreen.session.challenge import MAX_CODE, ChallengeError, parse
from evergreen.session.match import Match, Mode
from evergreen.ui.art.player_tags import chip
from evergreen.ui.game import tutorial
from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import fit
from evergreen.ui.kit.widget_scene import FOCUS, WidgetScene
from evergreen.ui.screens import menu_look
from evergreen.ui.screens.menu_look import ON_SKY
from evergreen.ui.screens.setup import drawing
from evergreen.ui.screens.setup.choices import (
    MAX_SEED_DIGITS,
    SetupChoices,
    fresh_seed,
)
from evergreen.ui.screens.setup.plan import (
    BACK,
    CODE_COL,
    CODE_PANEL,
    COLOUR_COL,
    KIND_COL,
    LEARN,
    MODES,
    NAME_COL,
    OPTION_CONTROL,
    OPTION_H,
    OPTION_ROWS,
    OPTIONS_PANEL,
    ROW_H,
    ROW_PITCH,
    ROW_TOP,
    SEATS_PANEL,
    START,
    SUN_SIDES,
    SWATCH,
    SWATCH_GAP,
)
from evergreen.ui.words.colours import PLAYER_COLOURS, colour_name
from evergreen.ui.words.names import kind_about, seat_kind_name


class SetupScene(WidgetScene):
    """Choose the mode, the seats and the deal; then start (Enter) or go back (Esc)."""

    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.choices = SetupChoices.remembered(app.settings.last_setup)
        #: The text boxes by name ("name:0".."name:3", "seed", "code"), rebuilt with the rest.
        self.boxes: dict[str, pygame_gui.elements.UITextEntryLine] = {}
        #: What an empty box shows (muted): a seat's default name, "Paste a code"...
        self.hints: dict[str, str] = {}
        #: Every control in reading order: the Tab order (buttons and text boxes).
        self.order: list[str] = []
        #: What the code box holds, and the last word about a code (the text, and whether
        #: it is an error: then shown in the accent ink).
        self.code_text = ""
        self.code_status: tuple[str, bool] = ("", False)
        self.season = menu_look.season_now()

    # -- the choices, by the names the tests and the tour use ----------------------------------
    @property
    def players(self) -> int:
        return self.choices.players

    @property
    def kinds(self) -> list[SeatKind]:
        return self.choices.kinds

    @property
    def names(self) -> list[str]:
        return self.choices.names

    @property
    def colours(self) -> list[int]:
        return self.choices.colours

    @property
    def seed(self) -> str:
        return self.choices.seed

    @property
    def seed_box(self) -> pygame_gui.elements.UITextEntryLine | None:
        return self.boxes.get("seed")

    # -- widgets ----------------------------------------------------------------------------
    def rebuild(self) -> None:
        self.boxes.clear()
        self.order.clear()
        super().rebuild()

    def add_button(
        self,
        name: str,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        tip: str | None = None,
        style: str | None = None,
        enabled: bool = True,
        action: Callable[[], object] | None = None,
    ) -> pygame_gui.elements.UIButton:
        """A button, in the Tab order."""
        self.order.append(name)
        return super().add_button(name, x, y, w, h, text, tip, style, enabled, action)

    def add_box(
        self, name: str, x: float, y: float, w: float, h: float, text: str, limit: int, hint: str
    ) -> pygame_gui.elements.UITextEntryLine:
        """A text box at a design rect, in the Tab order."""
        box = pygame_gui.elements.UITextEntryLine(
            self.layout.rect(x, y, w, h), manager=self.ui, placeholder_text=hint
        )
        box.set_text_length_limit(limit)
        box.set_text(text)
        self.boxes[name] = box
        self.hints[name] = hint
        widgets.placeholder_look(box)
        self.order.append(name)
        return box

    def build(self) -> None:
        c = self.choices
        modes = [
            (
                str(n),
                _("Solo") if n == 1 else ngettext("{n} player", "{n} players", n).format(n=n),
                _("You against the automa") if n == 1 else None,
            )
            for n in range(1, 5)
        ]
        self.add_choice("players", *MODES, modes, str(c.players), gap=8)
        self.add_button(
            "learn",
            *LEARN,
            _("Learn to play"),
            _("A guided solo game: what to click, and why"),
        )
        self.build_seats()
        self.build_options()
        self.add_button("back", *BACK, _("Back (Esc)"))
        self.add_button("start", *START, _("Start (Enter)"), None, "#primary")

    def build_seats(self) -> None:
        c = self.choices
        for seat in range(c.players):
            y = ROW_TOP + seat * ROW_PITCH
            self.add_box(
                f"name:{seat}",
                NAME_COL[0],
                y,
                NAME_COL[1],
                ROW_H,
                c.names[seat],
                NAME_MAX,
                c.default_name(seat),
            )
            for colour in range(len(PLAYER_COLOURS)):
                owner = c.colours.index(colour) if colour in c.colours else None
                tip = colour_name(colour)
                if owner not in (None, seat) and owner < c.seats():
                    tip = _("{colour}: swaps with {name}").format(
                        colour=tip, name=c.seating().name(owner)
                    )
                x = COLOUR_COL[0] + colour * (SWATCH + SWATCH_GAP)
                style = "#chosen" if c.colours[seat] == colour else None
                top = y + (ROW_H - SWATCH) / 2
                self.add_button(f"colour:{seat}:{colour}", x, top, SWATCH, SWATCH, "", tip, style)
            if not c.solo:
                options = [(k.value, seat_kind_name(k), kind_about(k)) for k in offered_kinds()]
                x, w = KIND_COL
                self.add_choice(f"seat:{seat}", x, y, w, ROW_H, options, c.kinds[seat].value)

    def build_options(self) -> None:
        c = self.choices
        x, w = OPTION_CONTROL
        sun_y, pieces_y, seed_y = OPTION_ROWS
        sides = [(side.name.lower(), _(SUN_SIDES[side]), None) for side in SUN_SIDES]
        self.add_choice("sun", x, sun_y, w, OPTION_H, sides, c.sun.name.lower())
        pieces = [
            ("rulebook", _("20 each (rulebook)"), _("The box holds 20 Bushes and 20 Lakes")),
            ("unlimited", _("Unlimited (house rule)"), _("Bushes and Lakes never run out")),
        ]
        chosen = "unlimited" if c.unlimited else "rulebook"
        self.add_choice("pieces", x, pieces_y, w, OPTION_H, pieces, chosen)
        box = self.add_box("seed", x, seed_y, 260, OPTION_H, c.seed, MAX_SEED_DIGITS, _("Random"))
        box.set_allowed_characters("numbers")
        tip = _("A new deal: a new random seed")
        self.add_button("random", x + 272, seed_y, w - 272, OPTION_H, _("Random"), tip)
        cx, cw = CODE_COL
        y = OPTION_ROWS[1]
        self.add_box("code", cx, y, cw - 136, OPTION_H, self.code_text, MAX_CODE, _("Paste a code"))
        self.add_button("apply", cx + cw - 124, y, 124, OPTION_H, _("Apply"), _("Deal that game"))

    # -- input ------------------------------------------------------------------------------
    def on_button(self, name: str) -> None:
        self.read_boxes()
        c = self.choices
        what, _sep, arg = name.partition(":")
        if what == "players":
            c.players = int(arg)
        elif what == "seat":
            seat, _sep, kind = arg.partition(":")
            c.kinds[int(seat)] = SeatKind(kind)
        elif what == "colour":
            seat, _sep, colour = arg.partition(":")
            c.choose_colour(int(seat), int(colour))
        elif what == "sun":
            c.sun = Sun[arg.upper()]
        elif what == "pieces":
            c.unlimited = arg == "unlimited"
        elif name == "random":
            c.seed = fresh_seed()
        elif name == "apply":
            self.apply_code()
        elif name == "learn":
            self.learn()
            return
        elif name == "start":
            self.start()
            return
        elif name == "back":
            self.app.scenes.pop()
            return
        self.rebuild()

    def read_boxes(self) -> None:
        """Take what the text boxes hold (the seed: digits only)."""
        c = self.choices
        for name, box in self.boxes.items():
            text = box.get_text()
            what, _sep, seat = name.partition(":")
            if what == "name":
                c.names[int(seat)] = text
            elif what == "seed":
                c.seed = text if text.isdigit() else ""
            elif what == "code":
                self.code_text = text

    def apply_code(self) -> None:
        """Deal the game of the code in the code box, or say why it cannot."""
        try:
            deal = parse(self.code_text)
        except ChallengeError as exc:
            self.code_status = (str(exc), True)
            return
        self.choices.apply(deal)
        self.code_text = ""
        self.code_status = (
            _("Code {code} applied: same cards, same sun.").format(code=deal.code),
            False,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED
            and event.ui_element in self.boxes.values()
        ):
            self.read_boxes()
            widgets.placeholder_look(event.ui_element)
            if event.ui_element is self.boxes.get("code"):
                self.code_status = ("", False)
            return True
        return super().handle_event(event)

    def focusable(self) -> list[str]:
        """Every enabled control in reading order, text boxes too."""
        buttons = {name: b for b, name in self.buttons.items()}
        return [
            name
            for name in self.order
            if name in self.boxes or (name in buttons and buttons[name].is_enabled)
        ]

    def typing_in(self) -> str | None:
        """The text box that has the keyboard, by name."""
        focused = widgets.focused(self.ui)
        return next((name for name, box in self.boxes.items() if box in focused), None)

    def move_focus(self, step: int) -> None:
        """Tab / Shift+Tab: the next (or previous) control; a text box takes the keyboard."""
        names = self.focusable()
        if not names:
            return
        now = self.typing_in() or self.focus
        if now in names:
            self.focus = names[(names.index(now) + step) % len(names)]
        else:
            self.focus = names[0 if step > 0 else -1]
        self.read_boxes()
        box = self.boxes.get(self.focus)
        if box is not None:  # a box takes the keyboard, its text selected
            widgets.give_focus(box)
        else:
            self.ui.set_focus_set(None)

    def keyboard(self, event: pygame.event.Event) -> bool:
        """Tab moves; Enter starts (or applies the code typed in the code box, or presses
        the button the keyboard is on); Space presses that button."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        box = self.typing_in()
        button = self.focus if box is None and self.focus not in self.boxes else None
        if button not in self.focusable():
            button = None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_button("apply" if box == "code" else button or "start")
            return True
        if event.key == pygame.K_SPACE and button is not None:
            self.on_button(button)
            return True
        return False

    # -- actions ----------------------------------------------------------------------------
    def start(self) -> None:
        """Replace this screen with the game; the choices are kept for next time."""
        self.read_boxes()
        match = self.choices.match()
        self.app.keep_setup(self.choices.remember())
        game = self.app.open_game(match)
        if game is not None:
            self.app.scenes.replace(game)

    def learn(self) -> None:
        """The guided first game, as the title's Learn to play starts it."""
        match = Match.start(tutorial.PLAYERS, tutorial.SEED, mode=Mode.GUIDED)
        game = self.app.open_game(match)  # a guided game: the App gives its guide
        if game is not None:
            self.app.scenes.replace(game)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        c = self.choices
        menu_look.backdrop(surface, lay, self.season)  # the title's sky, drawn whole
        self.title(surface, _("New game"), 42, type_scale.TITLE)
        about = (
            _("You against the automa: how high a rank can you reach?")
            if c.solo
            else _("Take turns at this screen; a bot can play any seat.")
        )
        img = fit(about, lay.px(type_scale.CAPTION), lay.px(1200), ON_SKY)
        surface.blit(img, img.get_rect(center=lay.rect(0, 146, 1280, 0).center))
        for panel in (SEATS_PANEL, OPTIONS_PANEL, CODE_PANEL):
            menu_look.sheet(surface, lay, *panel)
        drawing.draw_seats(surface, lay, c)
        drawing.draw_options(surface, lay, c, self.code_status)
        super().draw(surface)
        self.draw_swatches(surface)
        name = self.typing_in() or self.focus
        if name in self.boxes:
            ring = self.boxes[name].rect.inflate(lay.px(8), lay.px(8))
            pygame.draw.rect(surface, FOCUS, ring, lay.px(3), lay.px(10))

    def draw_swatches(self, surface: pygame.Surface) -> None:
        """The colour chips on their buttons."""
        for button, name in self.buttons.items():
            what, _sep, arg = name.partition(":")
            if what != "colour":
                continue
            colour = int(arg.partition(":")[2])
            size = round(button.rect.height * 0.62)
            surface.blit(
                chip(size, PLAYER_COLOURS[colour]),
                chip(size, PLAYER_COLOURS[colour]).get_rect(center=button.rect.center),
            )
