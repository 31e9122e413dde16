"""Play from here: who plays each seat of the new game, before it starts.

The same seats as the game replayed, each with its name and colour; each seat's player can
be changed between a person and the bots' levels (the solo automa stays the automa). Start
hands the chosen kinds on; Esc or Cancel changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from evergreen.i18n import _
from evergreen.seats import SeatKind
from evergreen.ui.art.player_tags import chip, chip_size
from evergreen.ui.game.table import Seats
from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, MUTED, fit, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.words.names import seat_colour, seat_kind_name, seat_label

#: The kinds a seat may be given, in the order offered.
OFFERED = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)
#: The panel (design x, w), the first row's top, a row's height and the choices' column.
PANEL_X, PANEL_W = 290, 700
ROWS_Y, ROW_H = 300, 58
#: From the panel's top to its first row: the title and the note (three lines at most).
HEAD = 156
NAME_X, NAME_W = 320, 230
CHOICE_X, CHOICE_W = 560, 400


class BranchDialog(WidgetScene):
    """Pick each seat's player, then Start (``on_start`` gets every seat's kind)."""

    opaque = False
    escape_closes = True

    def __init__(
        self, app: Host, seats: Seats, on_start: Callable[[tuple[SeatKind, ...]], None]
    ) -> None:
        super().__init__(app)
        self.seats = seats
        self.kinds = list(seats.kinds)
        self.on_start = on_start

    @property
    def people(self) -> list[int]:
        """The seats whose player may change (all but the solo automa)."""
        return [s for s, kind in enumerate(self.kinds) if kind is not SeatKind.AUTOMA]

    def top(self) -> float:
        """The panel's top (design y): the panel is centred on the rows it holds."""
        return ROWS_Y - HEAD - (len(self.people) - 1) * ROW_H / 2

    def build(self) -> None:
        for row, seat in enumerate(self.people):
            options = [(k.value, seat_kind_name(k), None) for k in OFFERED]
            y = self.top() + HEAD + row * ROW_H
            self.add_choice(f"seat{seat}", CHOICE_X, y, CHOICE_W, 44, options, self.kinds[seat])
        bottom = self.top() + HEAD + len(self.people) * ROW_H + 16
        start = self.add_button(
            "start", 440, bottom, 220, 50, _("Start the new game"), None, "#primary"
        )
        cancel = self.add_button("cancel", 680, bottom, 180, 50, _("Cancel (Esc)"))
        widgets.fit_group(self.ui, [start, cancel])

    def on_button(self, name: str) -> None:
        kind, _sep, value = name.partition(":")
        if kind.startswith("seat"):
            self.kinds[int(kind[4:])] = SeatKind(value)
            self.rebuild()
        elif name == "start":
            self.app.scenes.pop()
            self.on_start(tuple(self.kinds))
        elif name == "cancel":
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.veil(surface)
        top = self.top()
        height = HEAD + len(self.people) * ROW_H + 90
        self.panel(surface, PANEL_X, top, PANEL_W, height)
        self.title(surface, _("Play from here"), top + 36, type_scale.TITLE, PANEL_W - 40)
        note = _(
            "A new game starts here, with a save of its own; the game you are "
            "looking at stays as it was. Who plays each seat?"
        )
        y = lay.rect(0, top + 58, 0, 0).y
        for img in wrap(note, lay.px(type_scale.CAPTION), lay.px(PANEL_W - 60), MUTED, max_lines=3):
            surface.blit(img, img.get_rect(midtop=(lay.rect(640, 0, 0, 0).x, y)))
            y += img.get_height()
        for row, seat in enumerate(self.people):
            box = lay.rect(NAME_X, top + HEAD + row * ROW_H, NAME_W, 44)
            dot = chip_size(lay.px(22))
            mark = chip(dot, seat_colour(self.seats.seating, seat))
            surface.blit(mark, mark.get_rect(midleft=box.midleft))
            room = box.width - dot - lay.px(10)
            name = fit(
                seat_label(self.seats.seating, seat), lay.px(type_scale.BODY), room, INK, True
            )
            surface.blit(name, name.get_rect(midleft=(box.x + dot + lay.px(10), box.centery)))
        super().draw(surface)
