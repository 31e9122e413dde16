"""Save the game under a name, from the pause menu."""

from __future__ import annotations

from datetime import datetime

import pygame
import pygame_gui

from evergreen.persistence import SaveError, check_name, save_dir, save_session
from evergreen.session import Session
from evergreen.ui.app import App
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.scenes.confirm import ConfirmScene
from evergreen.ui.text import INK, MUTED, fit, render
from evergreen.ui.views import wrap

ERROR = (170, 40, 20)


class SaveScene(WidgetScene):
    """A name box (a dated name is offered), Save and Cancel; problems are said in the box."""

    opaque = False
    escape_closes = True

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.name = datetime.now().strftime("Game %Y-%m-%d %H.%M")
        self.problem = ""
        self.box: pygame_gui.elements.UITextEntryLine | None = None

    def build(self) -> None:
        self.box = pygame_gui.elements.UITextEntryLine(
            self.layout.rect(460, 330, 360, 44), manager=self.ui
        )
        self.box.set_text_length_limit(64)
        self.box.set_text(self.name)
        self.box.focus()
        self.add_button("save", 460, 470, 170, 48, "Save (Enter)", None, "#big")
        self.add_button("cancel", 650, 470, 170, 48, "Cancel (Esc)")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
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
            path = save_dir() / f"{check_name(self.name)}.json"
        except SaveError as exc:
            self.problem = str(exc)
            return
        if path.exists():
            question = f"A save named “{self.name}” exists. Replace it?"
            self.app.scenes.push(ConfirmScene(self.app, question, "Replace", self.write))
        else:
            self.write()

    def write(self) -> None:
        """Save now; on success back to the pause menu with a notice, else say why here."""
        try:
            save_session(self.session, self.name)
        except SaveError as exc:
            self.problem = str(exc)
            return
        self.app.scenes.pop()
        self.app.notice(f"Saved as “{self.name}”.")

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.panel(surface, 420, 220, 440, 320)
        self.title(surface, "Save the game", 262, 32)
        hint = render("Name", lay.px(18), MUTED, True)
        surface.blit(hint, lay.rect(462, 304, 0, 0).topleft)
        y = lay.rect(0, 384, 0, 0).y
        for img in wrap(self.problem, lay.px(16), lay.px(360), ERROR) if self.problem else []:
            surface.blit(img, (lay.rect(462, 0, 0, 0).x, y))
            y += img.get_height()
        if not self.problem:
            where = fit(f"Kept in {save_dir()}", lay.px(14), lay.px(360), INK)
            surface.blit(where, lay.rect(462, 388, 0, 0).topleft)
        super().draw(surface)
