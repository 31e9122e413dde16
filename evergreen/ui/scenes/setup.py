"""New-game setup: number of players, who plays each seat (under its name and colour), the
seed."""

from __future__ import annotations

import random

import pygame
import pygame_gui

from evergreen.i18n import _, ngettext
from evergreen.match import Match
from evergreen.seats import SeatKind
from evergreen.ui.app import App
from evergreen.ui.names import Seating, seat_kind_name
from evergreen.ui.player_tags import draw_tag
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.text import INK, MUTED, fit

MAX_SEED_DIGITS = 12
SEAT_CYCLE = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)


class SetupScene(WidgetScene):
    """Choose 1-4 players, Human or Bot per seat, and a seed; then start."""

    escape_closes = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.players = 2
        self.kinds = [SeatKind.HUMAN] * 4
        #: Per seat, the name given ('' for none: the default is shown) and the colour.
        self.names = [""] * 4
        self.colours = [0, 1, 2, 3]
        self.seed = str(random.randrange(10**6))
        self.seed_box: pygame_gui.elements.UITextEntryLine | None = None
        #: The house rule of R1.2: Bushes and Lakes never run out.
        self.unlimited = False

    def build(self) -> None:
        for n in range(1, 5):
            label = _("Solo") if n == 1 else ngettext("{n} player", "{n} players", n).format(n=n)
            tip = _("You against the automa (R11)") if n == 1 else None
            style = "#chosen" if n == self.players else None
            self.add_button(f"players:{n}", 340 + (n - 1) * 156, 220, 140, 48, label, tip, style)
        for seat in range(self.players):
            kind = self.kinds[seat]
            self.add_button(
                f"seat:{seat}",
                340 + seat * 156,
                352,
                140,
                40,
                seat_kind_name(kind),
                _("Click: a person, or an Easy, Medium or Hard bot"),
            )
        rect = self.layout.rect(560, 430, 160, 40)
        self.seed_box = pygame_gui.elements.UITextEntryLine(rect, manager=self.ui)
        self.seed_box.set_allowed_characters("numbers")
        self.seed_box.set_text_length_limit(MAX_SEED_DIGITS)
        self.seed_box.set_text(self.seed)
        pieces = (
            _("Bushes and Lakes: unlimited (house rule)")
            if self.unlimited
            else _("Bushes and Lakes: 20 each (rulebook)")
        )
        tip = _(
            "The box holds 20 Bushes and 20 Lakes, shared by all players; the house rule "
            "lets them never run out. Click to switch."
        )
        self.add_button("pieces", 450, 506, 380, 44, pieces, tip)
        self.add_button("start", 520, 584, 240, 48, _("Start"), None, "#primary")
        self.add_button("back", 520, 644, 240, 48, _("Back"))

    def on_button(self, name: str) -> None:
        self.read_seed()
        kind, _, arg = name.partition(":")
        if kind == "players":
            self.players = int(arg)
            self.rebuild()
        elif kind == "seat":
            seat = int(arg)
            now = SEAT_CYCLE.index(self.kinds[seat])
            self.kinds[seat] = SEAT_CYCLE[(now + 1) % len(SEAT_CYCLE)]
            self.rebuild()
        elif name == "pieces":
            self.unlimited = not self.unlimited
            self.rebuild()
        elif name == "start":
            self.start()
        elif name == "back":
            self.app.scenes.pop()

    def read_seed(self) -> None:
        """Keep what the player typed (digits only; empty means a fresh random seed)."""
        if self.seed_box is not None:
            self.seed = self.seed_box.get_text() or str(random.randrange(10**6))

    def start(self) -> None:
        """Replace this screen with the game."""
        n = self.players
        match = Match.start(
            n,
            int(self.seed),
            tuple(self.kinds[:n]),
            names=self.names[:n],
            colours=self.colours[:n],
            unlimited_pieces=self.unlimited,
        )
        game = self.app.open_game(match)
        if game is not None:
            self.app.scenes.replace(game)

    def seating(self) -> Seating:
        """The seats as they will be shown: the names and colours chosen (the solo automa's
        seat follows the player's)."""
        n = self.players
        automa = 1 if n == 1 else None
        seats = n + (automa is not None)
        return Seating(tuple(self.names[:seats]), tuple(self.colours[:seats]), automa)

    def draw(self, surface: pygame.Surface) -> None:
        self.title(surface, _("New game"), 120, 56)
        lay = self.layout
        for text, y in ((_("Players"), 196), (_("Seats"), 300), (_("Seed"), 414)):
            img = fit(text, lay.px(24), lay.px(1200), INK, bold=True)
            surface.blit(img, img.get_rect(center=lay.rect(0, y, 1280, 0).center))
        for seat in range(self.players):
            top = lay.rect(340 + seat * 156 + 70, 324, 0, 0).topleft
            draw_tag(surface, self.seating(), seat, top, lay.px(20), lay.px(140), align="centre")
        note = _("Same seed, same cards: share it to replay a deal.")
        img = fit(note, lay.px(18), lay.px(1200), MUTED)
        surface.blit(img, img.get_rect(center=lay.rect(0, 484, 1280, 0).center))
        super().draw(surface)
