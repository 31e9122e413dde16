"""The rules reference, over any scene (F1 or a Rules button): sections in our own words, a
search box, and each section's figure drawn (and animated) with the game's own art."""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.ui.art.rules_figures import draw_figure
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, MUTED, fit, render, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.words.rules_text import Section, sections

#: Design-space geometry: the panel, the section list on the left, the page on the right.
PANEL = (50, 40, 1180, 720)
LIST_X, LIST_W, LIST_Y, ROW = 74, 300, 154, 44
PAGE_X, PAGE_W = 400, 800


class HelpScene(WidgetScene):
    """Pick a section on the left (or Up/Down); type in the box to find sections by words."""

    opaque = False
    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.query = ""
        self.index = 0
        self.clock = 0.0
        self.box: pygame_gui.elements.UITextEntryLine | None = None

    @property
    def found(self) -> list[Section]:
        """The sections matching the search, in the current language."""
        return sections(self.query)

    def build(self) -> None:
        self.box = pygame_gui.elements.UITextEntryLine(
            self.layout.rect(LIST_X, 96, LIST_W, 40), manager=self.ui
        )
        self.box.set_text(self.query)
        found = self.found
        self.index = min(self.index, max(0, len(found) - 1))
        for k, section in enumerate(found):
            style = "#chosen" if k == self.index else None
            y = LIST_Y + k * ROW
            self.add_button(f"section:{k}", LIST_X, y, LIST_W, ROW - 6, section.title, None, style)
        self.add_button("close", 1030, 696, 180, 44, _("Close (F1)"))

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
            self.rebuild()
            if self.box is not None:
                self.box.focus()
                self.box.edit_position = len(self.query)
            return True
        typing = self.box is not None and self.box.is_focused
        if (
            event.type == pygame.KEYDOWN
            and not typing
            and event.key in (pygame.K_UP, pygame.K_DOWN)
        ):
            step = -1 if event.key == pygame.K_UP else 1
            if self.found:
                self.show((self.index + step) % len(self.found))
            return True
        return super().handle_event(event)

    def wake_in(self) -> float | None:
        """The page's figure is animated."""
        return 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.panel(surface, *PANEL)
        head = fit(_("Rules"), lay.px(30), lay.px(LIST_W), INK, bold=True)
        surface.blit(head, lay.rect(LIST_X, 52, 0, 0).topleft)
        found = self.found
        if not found:
            note = fit(_("No section has these words."), lay.px(18), lay.px(PAGE_W), MUTED)
            surface.blit(note, lay.rect(PAGE_X, 100, 0, 0).topleft)
            super().draw(surface)
            return
        section = found[self.index]
        title = fit(section.title, lay.px(30), lay.px(PAGE_W), INK, bold=True)
        surface.blit(title, lay.rect(PAGE_X, 52, 0, 0).topleft)
        y = lay.rect(0, 104, 0, 0).y
        for paragraph in section.paragraphs:
            for img in wrap(paragraph, lay.px(18), lay.px(PAGE_W), INK):
                surface.blit(img, (lay.rect(PAGE_X, 0, 0, 0).x, y))
                y += img.get_height()
            y += lay.px(8)
        bottom = lay.rect(0, 690, 0, 0).y
        box = pygame.Rect(lay.rect(PAGE_X, 0, 0, 0).x, y + lay.px(10), lay.px(PAGE_W), 0)
        box.height = max(0, bottom - box.y)
        if box.height > lay.px(80):
            draw_figure(surface, box, section.figure, self.clock)
        hint = render(_("Up/Down: sections · type to search"), lay.px(18), MUTED)
        surface.blit(hint, lay.rect(LIST_X, 708, 0, 0).topleft)
        super().draw(surface)
