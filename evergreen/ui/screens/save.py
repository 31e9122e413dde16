"""Save the game under a name, from the pause menu."""

from __future__ import annotations

from datetime import datetime

import pygame
import pygame_gui

from evergreen.i18n import _
from evergreen.persistence import SaveError, save_dir, save_match, save_path
from evergreen.persistence.files import printable_name
from evergreen.persistence_words import error_text
from evergreen.session.match import Match
from evergreen.ui.kit import type_scale, widgets
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, MUTED, fit, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.confirm import ConfirmScene

ERROR = (170, 40, 20)


class SaveScene(WidgetScene):
    """A name box (a dated name is offered), Save and Cancel; problems are said in the box."""

    opaque = False
    escape_closes = True

    def __init__(self, app: Host, match: Match) -> None:
        super().__init__(app)
        self.match = match
        # TRANSLATORS: the name offered for a new save: a strftime format (no / or :).
        self.name = datetime.now().strftime(_("Game %Y-%m-%d %H.%M"))
        self.problem = ""
        self.box: pygame_gui.elements.UITextEntryLine | None = None

    def build(self) -> None:
        self.box = pygame_gui.elements.UITextEntryLine(
            self.layout.rect(420, 330, 440, 44), manager=self.ui
        )
        self.box.set_text_length_limit(64)
        self.box.set_text(self.name)
        widgets.give_focus(self.box)
        self.add_button("save", 420, 470, 230, 48, _("Save (Enter)"), None, "#primary")
        self.add_button("cancel", 670, 470, 190, 48, _("Cancel (Esc)"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        enter = (pygame.K_RETURN, pygame.K_KP_ENTER)
        if event.type == pygame.KEYDOWN and event.key in enter and self.focus in (None, "save"):
            self.on_button("save")
            return True
        return super().handle_event(event)

    def on_button(self, name: str) -> None:
        if name == "cancel":
            self.app.scenes.pop()
            return
        if self.box is not None:
            self.name = self.box.get_text().strip()
        try:
            path = save_path(self.name)  # "Game" is the save "game" too: it is asked
        except SaveError as exc:
            self.refuse(error_text(exc))
            return
        if path.exists():
            there = printable_name(path)
            question = _("A save named “{name}” exists. Replace it?").format(name=there)
            self.app.scenes.push(ConfirmScene(self.app, question, _("Replace"), self.write))
        else:
            self.write()

    def write(self) -> None:
        """Save now; on success back to the pause menu with a notice, else say why here."""
        try:
            path = save_match(self.match, self.name)
        except SaveError as exc:
            self.refuse(error_text(exc))
            return
        self.app.scenes.pop()
        self.app.notice(_("Saved as “{name}”.").format(name=printable_name(path)))

    def refuse(self, problem: str) -> None:
        """Say why the name cannot be saved; the box takes the keyboard back to mend it."""
        self.problem = problem
        if self.box is not None:
            widgets.give_focus(self.box)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.veil(surface)  # what lies beneath is background while the dialog is open
        self.panel(surface, 390, 220, 500, 320)
        self.title(surface, _("Save the game"), 262, type_scale.TITLE, 460)
        hint = fit(_("Name"), lay.px(type_scale.CAPTION), lay.px(440), MUTED, True)
        surface.blit(hint, lay.rect(422, 304, 0, 0).topleft)
        y = lay.rect(0, 380, 0, 0).y
        if self.problem:
            lines = wrap(self.problem, lay.px(type_scale.CAPTION), lay.px(440), ERROR, max_lines=4)
        else:
            where = _("Kept in {folder}").format(folder=save_dir())
            lines = wrap(where, lay.px(type_scale.CAPTION), lay.px(440), INK, max_lines=4)
        for img in lines:
            surface.blit(img, (lay.rect(422, 0, 0, 0).x, y))
            y += img.get_height()
        super().draw(surface)
