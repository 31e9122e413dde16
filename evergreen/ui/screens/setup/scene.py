"""The New game screen: the mode first (solo, 2-4 players, or the guided game), then a row per
seat (name, colour, who plays it), then the deal's options (the sun's side, the pieces rule,
the seed) and its challenge code, shown live and taken from a friend's. The choices are
remembered for next time (``Settings.last_setup``), but for the seed."""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise

import pygame
import pygame_gui

from evergreen.challenge import MAX_CODE, MAX_SEED, ChallengeError, parse
from evergreen.i18n import N_, _, ngettext
from evergreen.rules import Sun
from evergreen.rules.data_files import game_data
from evergreen.seats import NAME_MAX, SeatKind
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art.player_tags import chip
from evergreen.ui.kit import widgets
from evergreen.ui.kit.paper import BACKGROUND
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import ACCENT_INK, ERROR, INK, MUTED, PAPER, fit, wrap
from evergreen.ui.kit.widget_scene import FOCUS, WidgetScene
from evergreen.ui.screens.setup.choices import (
    MAX_SEED_DIGITS,
    SEAT_KINDS,
    SetupChoices,
    fresh_seed,
)
from evergreen.ui.words.colours import PLAYER_COLOURS, colour_name
from evergreen.ui.words.names import rank_name, seat_kind_name

#: The Start and Back buttons' design rects (x, y, w, h): the end-to-end test clicks Start.
START = (1000, 708, 240, 50)
BACK = (40, 708, 200, 50)
#: The mode row: the segmented control and Learn to play beside it.
MODES = (190, 80, 680, 48)
LEARN = (890, 80, 200, 48)
#: The panels (x, y, w, h): the seats, the deal's options, the challenge code.
SEATS_PANEL = (40, 166, 1200, 280)
OPTIONS_PANEL = (40, 460, 784, 232)
CODE_PANEL = (840, 460, 400, 232)
#: The seat rows: the first row's top, the pitch, the height of their widgets.
ROW_TOP, ROW_PITCH, ROW_H = 222, 54, 44
#: Columns of the seat rows (x, width): chip, name, colours, who plays, what that means.
CHIP_X = 64
NAME_COL = (96, 236)
COLOUR_COL = (350, 166)
KIND_COL = (536, 420)
ABOUT_COL = (974, 246)
SWATCH, SWATCH_GAP = 37, 6
#: The options panel: the rows' tops, the label and control columns, the planet picture's
#: centre and radius (the sun on its starting side).
OPTION_ROWS = (510, 572, 634)
OPTION_H = 40
OPTION_LABEL = (64, 150)
OPTION_CONTROL = (226, 460)
PLANET = (756, 586, 40)
#: The code panel's column.
CODE_COL = (864, 352)
#: Where the code's status line goes (what a refused code is told in red).
STATUS = (CODE_COL[0], 622, CODE_COL[1], 60)

#: The outline of a seat nobody takes (fewer than four players).
FREE_SEAT = (214, 208, 190)

#: What each kind of seat does, in a line (the bots as ``evergreen.ai`` makes them).
KIND_ABOUT = {
    SeatKind.HUMAN: N_("A person at this screen"),
    SeatKind.EASY: N_("Sees only this season and often picks a weaker move"),
    SeatKind.MEDIUM: N_("Greedy: plays the move that looks best right now"),
    SeatKind.HARD: N_("Plays out its best moves in many possible futures"),
}
SUN_SIDES = {
    Sun.TOP: N_("Top"),
    Sun.RIGHT: N_("Right"),
    Sun.BOTTOM: N_("Bottom"),
    Sun.LEFT: N_("Left"),
}


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
    ) -> pygame_gui.elements.UIButton:
        """A button, in the Tab order."""
        self.order.append(name)
        return super().add_button(name, x, y, w, h, text, tip, style, enabled)

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
        _placeholder_look(box)
        self.order.append(name)
        return box

    def build(self) -> None:
        c = self.choices
        modes = [
            (
                str(n),
                _("Solo") if n == 1 else ngettext("{n} player", "{n} players", n).format(n=n),
                _("You against the automa (R11)") if n == 1 else None,
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
                options = [(k.value, seat_kind_name(k), _(KIND_ABOUT[k])) for k in SEAT_KINDS]
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
            _placeholder_look(event.ui_element)
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
        self.ui.set_focus_set(self.boxes.get(self.focus))  # a box takes the keyboard

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
        from evergreen.match import Match, Mode
        from evergreen.ui.game import tutorial

        match = Match.start(tutorial.PLAYERS, tutorial.SEED, mode=Mode.GUIDED)
        game = self.app.open_game(match)  # a guided game: the App gives its guide
        if game is not None:
            self.app.scenes.replace(game)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        c = self.choices
        surface.fill(BACKGROUND)  # texts change under the widgets: draw it all anew
        self.title(surface, _("New game"), 42, 40)
        about = (
            _("You against the automa: how high a rank can you reach?")
            if c.solo
            else _("Take turns at this screen; a bot can play any seat.")
        )
        img = fit(about, lay.px(18), lay.px(1200), MUTED)
        surface.blit(img, img.get_rect(center=lay.rect(0, 146, 1280, 0).center))
        for panel in (SEATS_PANEL, OPTIONS_PANEL, CODE_PANEL):
            self.card(surface, *panel)
        self.draw_seats(surface)
        self.draw_options(surface)
        super().draw(surface)
        self.draw_swatches(surface)
        name = self.typing_in() or self.focus
        if name in self.boxes:
            ring = self.boxes[name].rect.inflate(lay.px(8), lay.px(8))
            pygame.draw.rect(surface, FOCUS, ring, lay.px(3), lay.px(10))

    def card(self, surface: pygame.Surface, x: float, y: float, w: float, h: float) -> None:
        """A paper panel on the desk: a soft shadow under it, a thin green edge."""
        lay = self.layout
        r = lay.rect(x, y, w, h)
        radius = lay.px(14)
        shadow = _shadow(r.size, radius)
        surface.blit(shadow, shadow.get_rect(center=(r.centerx, r.centery + lay.px(3))))
        pygame.draw.rect(surface, PAPER, r, border_radius=radius)
        pygame.draw.rect(surface, (62, 107, 72), r, max(1, lay.px(2)), border_radius=radius)

    def heading(self, surface: pygame.Surface, text: str, x: float, y: float, w: float) -> None:
        """A panel's heading, left-aligned at design (x, y) (its top)."""
        img = fit(text, self.layout.px(24), self.layout.px(w), INK, bold=True)
        surface.blit(img, self.layout.rect(x, y, 0, 0).topleft)

    def label(
        self, surface: pygame.Surface, text: str, x: float, y: float, w: float, h: float = 0
    ) -> None:
        """A muted bold label left-aligned in a design column (two lines at most), centred
        on a row of height ``h`` (0: its top at ``y``)."""
        lay = self.layout
        lines = wrap(text, lay.px(18), lay.px(w), MUTED, max_lines=2, bold=True)
        r = lay.rect(x, y, w, h)
        top = r.centery - sum(line.get_height() for line in lines) // 2 if h else r.y
        for line in lines:
            surface.blit(line, (r.x, top))
            top += line.get_height()

    def draw_seats(self, surface: pygame.Surface) -> None:
        lay = self.layout
        c = self.choices
        heads_y = 190
        self.heading(surface, _("Players"), CHIP_X, heads_y - 6, NAME_COL[0] + NAME_COL[1] - CHIP_X)
        self.label(surface, _("Colour"), COLOUR_COL[0], heads_y + 4, COLOUR_COL[1])
        self.label(surface, _("Played by"), KIND_COL[0], heads_y + 4, KIND_COL[1])
        seating = c.seating()
        for seat in range(c.seats()):
            y = ROW_TOP + seat * ROW_PITCH
            row = lay.rect(CHIP_X, y, 24, ROW_H)
            dot = lay.px(22)
            surface.blit(chip(dot, seating.colour(seat)), (row.x, row.centery - dot // 2))
            if seat < c.players:
                kind = SeatKind.HUMAN if c.solo else c.kinds[seat]
                about = _("You play against the automa") if c.solo else _(KIND_ABOUT[kind])
                if c.solo:
                    self.fixed(surface, seat_kind_name(SeatKind.HUMAN), KIND_COL, y)
            else:  # the solo automa: a fixed row
                self.fixed(surface, seating.name(seat), (NAME_COL[0] + 10, NAME_COL[1] - 10), y)
                self.fixed(surface, seat_kind_name(SeatKind.AUTOMA), KIND_COL, y)
                about = _("Takes cards by fixed rules; no planet, no score")
            self.lines(surface, about, ABOUT_COL[0], y, ABOUT_COL[1], ROW_H, MUTED)
        if c.solo:
            self.draw_solo(surface)
            return
        right = ABOUT_COL[0] + ABOUT_COL[1]
        for seat in range(c.players, len(c.kinds)):  # the free seats, faintly
            y = ROW_TOP + seat * ROW_PITCH
            box = lay.rect(CHIP_X, y, right - CHIP_X, ROW_H)
            pygame.draw.rect(surface, FREE_SEAT, box, lay.px(2), lay.px(10))
            img = fit(_("Free seat"), lay.px(18), box.width, MUTED)
            surface.blit(img, img.get_rect(center=box.center))

    def draw_solo(self, surface: pygame.Surface) -> None:
        """Under the solo seats: what the automa does (R11.2), and the ranks (R11.3)."""
        lay = self.layout
        x, y = CHIP_X, ROW_TOP + 2 * ROW_PITCH + 8
        w = SEATS_PANEL[0] + SEATS_PANEL[2] - 24 - CHIP_X
        rule = lay.rect(x, y - 8, w, 0)
        pygame.draw.line(surface, (214, 208, 190), rule.topleft, rule.topright, lay.px(2))
        automa = _(
            "Each round the automa takes a card by fixed rules: a Wild card, else the one "
            "with the most flowers, else an aridity card of the least fertile biome (R11)."
        )
        self.lines(surface, automa, x, y, w, 50, INK)
        ranks = game_data().ranks
        steps = [
            _("{rank} {low}–{high}").format(rank=rank_name(r.name), low=r.min_vp, high=n.min_vp - 1)
            for r, n in pairwise(ranks)
        ]
        last = ranks[-1]
        steps.append(_("{rank} {low}+").format(rank=rank_name(last.name), low=last.min_vp))
        text = _("Your final score gives your rank: {ranks}.").format(ranks=" · ".join(steps))
        self.lines(surface, text, x, y + 54, w, 50, MUTED)

    def fixed(
        self, surface: pygame.Surface, text: str, column: tuple[float, float], y: float
    ) -> None:
        """A choice that is not one (the solo seats): its text where its control would be."""
        lay = self.layout
        img = fit(text, lay.px(20), lay.px(column[1]), INK, bold=True)
        surface.blit(img, img.get_rect(midleft=lay.rect(column[0], y, 0, ROW_H).midleft))

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

    def draw_options(self, surface: pygame.Surface) -> None:
        lay = self.layout
        c = self.choices
        self.heading(surface, _("The deal"), OPTION_LABEL[0], 472, 600)
        label_x, label_w = OPTION_LABEL
        for text, y in zip(
            (_("Sun starts"), _("Bushes and Lakes"), _("Seed")), OPTION_ROWS, strict=True
        ):
            self.label(surface, text, label_x, y, label_w, OPTION_H)
        px, py, radius = PLANET
        self.draw_planet(surface, lay.rect(px, py, 0, 0).topleft, lay.px(radius), c.sun)
        cx, cw = CODE_COL
        self.heading(surface, _("Challenge code"), cx, 472, cw)
        deal = c.challenge()
        code = deal.code if deal is not None else "—"
        img = fit(code, lay.px(28), lay.px(170), ACCENT_INK, bold=True)
        surface.blit(img, img.get_rect(midleft=lay.rect(cx, 506, 0, 50).midleft))
        note = (
            _("Share it: the same deal for anyone.")
            if deal is not None
            else _("A code carries seeds up to {most}.").format(most=MAX_SEED)
            if c.seed
            else _("A new seed is dealt at the start.")
        )
        self.lines(surface, note, cx + 182, 506, cw - 182, 50, MUTED)
        text, error = self.code_status
        if not text:
            text = _("Or paste a friend's code and apply it: the seats stay as they are.")
        self.lines(surface, text, *STATUS, ERROR if error else MUTED)

    def lines(
        self,
        surface: pygame.Surface,
        text: str,
        x: float,
        y: float,
        w: float,
        h: float,
        colour: tuple[int, int, int],
    ) -> None:
        """Muted text wrapped in two lines at most, centred on a design box's height."""
        lay = self.layout
        lines = wrap(text, lay.px(18), lay.px(w), colour, max_lines=2)
        box = lay.rect(x, y, w, h)
        top = box.centery - sum(line.get_height() for line in lines) // 2
        for line in lines:
            surface.blit(line, (box.x, top))
            top += line.get_height()

    def draw_planet(
        self, surface: pygame.Surface, centre: tuple[int, int], radius: int, sun: Sun
    ) -> None:
        """A little planet lit from the sun's starting side, the sun token there."""
        disc = planet_art.planet_disc(radius, sun)
        surface.blit(disc, disc.get_rect(center=centre))
        ux, uy = TOWARD[sun]
        size = max(8, round(radius * 0.62))
        at = (round(centre[0] + ux * radius * 1.18), round(centre[1] + uy * radius * 1.18))
        glow = planet_art.sun_glow(size * 3)
        surface.blit(glow, glow.get_rect(center=at))
        token = sprites.sun_token(size)
        surface.blit(token, token.get_rect(center=at))


#: Where the sun stands from the planet's centre, per side (screen y points down).
TOWARD = {Sun.TOP: (0, -1), Sun.RIGHT: (1, 0), Sun.BOTTOM: (0, 1), Sun.LEFT: (-1, 0)}


def _placeholder_look(box: pygame_gui.elements.UITextEntryLine) -> None:
    """Show an empty box's placeholder muted, and what is typed in ink (pygame_gui draws
    both in the text colour)."""
    colour = pygame.Color(*(INK if box.get_text() else MUTED))
    if box.text_colour != colour:
        box.text_colour = colour
        box.rebuild()  # type: ignore[no-untyped-call]  # pygame_gui leaves it unannotated


@lru_cache(maxsize=8)
def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft shadow the size of a panel (blurred once, kept)."""
    pad = max(4, radius)
    w, h = size[0] + 2 * pad, size[1] + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (40, 44, 36, 70), (pad, pad, *size), border_radius=radius)
    return pygame.transform.gaussian_blur(surf, max(1, pad // 2))
