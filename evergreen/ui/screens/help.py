"""The rules reference, over any scene (F1 or a Rules button): a page laid over the dimmed
screen, sections in our own words, a search box, and each section's figure drawn (and some
animated) with the game's own art, filling the page under its text."""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.ui.art import menu_art
from evergreen.ui.art.rules_figures import draw_figure
from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, MUTED, fit, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.words.rules_text import Figure, Section, sections

#: Design-space geometry: the page over the screen, the section list on the left, the text
#: and its figure on the right, the figure's lowest edge and the footer's line.
PANEL = (20, 14, 1240, 772)
LIST_X, LIST_W, LIST_Y, ROW = 44, 304, 142, 46
PAGE_X, PAGE_W = 376, 856
PAGE_TOP, TEXT_TOP, FIGURE_BOTTOM, FOOTER_Y = 26, 92, 702, 718
#: The words' sizes (design pixels): headings, the page's text (14 px or more at 1024×640).
HEADING, BODY = type_scale.TITLE, type_scale.BODY
#: The least room a figure is given (design pixels); the text above it is never cut.
FIGURE_MIN = 150
#: Figures that move: the light sweeps all the time, the forest's outline blinks.
MOVING = frozenset({Figure.LIGHT})
BLINKING = frozenset({Figure.FOREST})


class HelpScene(WidgetScene):
    """Pick a section on the left (or Up/Down); type to find sections by words: the search
    box has the keyboard from the start, and after every click (the footer says "type to
    search"; before, typing did nothing until the box was clicked, issue 52)."""

    opaque = False
    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.query = ""
        self.index = 0
        self.clock = 0.0
        self.box: pygame_gui.elements.UITextEntryLine | None = None
        #: Where the last frame drew the figure (the tests look at it).
        self.figure_box: pygame.Rect | None = None

    @property
    def found(self) -> list[Section]:
        """The sections matching the search, in the current language."""
        return sections(self.query)

    def build(self) -> None:
        self.box = pygame_gui.elements.UITextEntryLine(
            self.layout.rect(LIST_X, 84, LIST_W, 42),
            manager=self.ui,
            placeholder_text=_("Search the rules"),
        )
        self.box.set_text(self.query)
        widgets.placeholder_look(self.box)
        self.ui.set_focus_set(self.box)  # typing searches at once
        self.box.edit_position = len(self.query)
        found = self.found
        self.index = min(self.index, max(0, len(found) - 1))
        made = []
        for k, section in enumerate(found):
            style = "#chosen" if k == self.index else None
            y = LIST_Y + k * ROW
            made.append(
                self.add_button(
                    f"section:{k}", LIST_X, y, LIST_W, ROW - 6, section.title, None, style
                )
            )
        widgets.fit_group(self.ui, made)  # one size for every title: none smaller than the rest
        self.add_button("close", 1052, FOOTER_Y, 180, 50, _("Close (F1)"))

    def on_button(self, name: str) -> None:
        kind, _sep, arg = name.partition(":")
        if kind == "section":
            self.show(int(arg))
        else:
            self.app.scenes.pop()

    def show(self, index: int) -> None:
        """Open a section of the (filtered) list; its animation starts again."""
        self.index, self.clock = index, 0.0
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.box:
            self.query = self.box.get_text()
            self.index = 0
            self.rebuild()  # (the new box has the keyboard, the words typed and the cursor)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            # (a one-line box has no use for them: they go through the sections as it types)
            step = -1 if event.key == pygame.K_UP else 1
            if self.found:
                self.show((self.index + step) % len(self.found))
            return True
        return super().handle_event(event)

    def figure(self) -> Figure:
        """The figure of the section on show."""
        found = self.found
        return found[self.index].figure if found else Figure.NONE

    def wake_in(self) -> float | None:
        """Only a moving figure asks for frames: the light's sweep, the forest's blink; a
        still page waits for input (and the widgets' own waits)."""
        figure = self.figure()
        if figure in MOVING:
            return 0.0
        own = super().wake_in()
        if figure in BLINKING:
            phase = self.clock % 2.0
            blink = (1.4 if phase < 1.4 else 2.0) - phase + 0.001
            return blink if own is None else min(own, blink)
        return own

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(menu_art.veil(surface.get_size()), (0, 0))
        menu_art.draw_sheet(surface, lay.rect(*PANEL), lay.px(16), max(1, lay.px(2)))
        head = fit(_("Rules"), lay.px(HEADING), lay.px(LIST_W), INK, bold=True)
        surface.blit(head, lay.rect(LIST_X, PAGE_TOP, 0, 0).topleft)
        hint = wrap(_("Up/Down: sections · type to search"), lay.px(BODY), lay.px(LIST_W), MUTED)
        y = lay.rect(0, FOOTER_Y + 25, 0, 0).y - sum(i.get_height() for i in hint) // 2
        for img in hint:
            surface.blit(img, (lay.rect(LIST_X, 0, 0, 0).x, y))
            y += img.get_height()
        found = self.found
        self.figure_box = None
        if not found:
            note = fit(_("No section has these words."), lay.px(BODY), lay.px(PAGE_W), MUTED)
            surface.blit(note, lay.rect(PAGE_X, TEXT_TOP, 0, 0).topleft)
        else:
            self.draw_page(surface, found[self.index])
        super().draw(surface)
        self.draw_placeholder(surface)

    def draw_placeholder(self, surface: pygame.Surface) -> None:
        """'Search the rules' in the empty box while it has the keyboard (pygame_gui shows
        a placeholder only in a box without it: the box that takes typing at once would
        stand empty), after the cursor."""
        box = self.box
        if box is None or self.query or not box.is_focused:
            return
        lay = self.layout
        room = box.rect.inflate(-lay.px(24), 0)
        img = fit(_("Search the rules"), lay.px(BODY), room.w, MUTED)
        surface.blit(img, img.get_rect(midleft=(room.x + lay.px(4), room.centery)))

    def draw_page(self, surface: pygame.Surface, section: Section) -> None:
        """The section's title, its text, and its figure in the room left under it."""
        lay = self.layout
        left = lay.rect(PAGE_X, 0, 0, 0).x
        title = fit(section.title, lay.px(HEADING), lay.px(PAGE_W), INK, bold=True)
        surface.blit(title, (left, lay.rect(0, PAGE_TOP, 0, 0).y))
        rule_y = lay.rect(0, TEXT_TOP - 12, 0, 0).y
        pygame.draw.line(
            surface, (196, 206, 184), (left, rule_y), (left + lay.px(PAGE_W), rule_y), lay.px(2)
        )
        y = lay.rect(0, TEXT_TOP, 0, 0).y
        for paragraph in section.paragraphs:
            for img in wrap(paragraph, lay.px(BODY), lay.px(PAGE_W), INK):
                surface.blit(img, (left, y))
                y += img.get_height()
            y += lay.px(10)
        if section.figure is Figure.NONE:
            return
        bottom = lay.rect(0, FIGURE_BOTTOM, 0, 0).y
        top = min(y + lay.px(8), bottom - lay.px(FIGURE_MIN))
        box = pygame.Rect(left, top, lay.px(PAGE_W), bottom - top)
        surface.blit(menu_art.figure_ground(box.w, box.h, lay.px(12), max(1, lay.px(2))), box)
        self.figure_box = box
        inner = box.inflate(-lay.px(28), -lay.px(24))
        draw_figure(surface, inner, section.figure, self.clock, lay)
