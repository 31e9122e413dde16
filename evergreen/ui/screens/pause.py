"""The pause menu, drawn over the game: the game's challenge code (to share its deal, with a
Copy button), then Resume, Save, Load, Rules, Settings, Sound on/off, Leave and Quit."""

from __future__ import annotations

import logging

import pygame

from evergreen.i18n import _
from evergreen.session.challenge import Challenge
from evergreen.ui.kit import text, type_scale
from evergreen.ui.kit.clipboard import copy_text
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.load.scene import LoadScene
from evergreen.ui.screens.save import SaveScene
from evergreen.ui.screens.settings.groups import CONTROL_H, TITLE_SIZE

log = logging.getLogger(__name__)

#: Design geometry: the panel, the code's card inside it, the menu's buttons.
PANEL_W = 520
PAD = 22
BUTTON_W, BUTTON_H, BUTTON_GAP = 300, 44, 8
COPY_W = 150
CAPTION_SIZE, CODE_SIZE, NOTE_SIZE = type_scale.CAPTION, type_scale.TITLE, type_scale.CAPTION
CARD_FILL = (236, 230, 212)
CARD_EDGE = (214, 204, 178)
COPIED_INK = (46, 104, 60)


class PauseScene(WidgetScene):
    """The code of the running game, then the menu."""

    opaque = False
    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        match = app.match
        challenge = Challenge.of(match.state) if match is not None else None
        #: The running game's challenge code (None: its deal has none).
        self.code = challenge.code if challenge is not None else None
        #: What the last Copy did (None: not pressed yet).
        self.copied: bool | None = None
        #: Design geometry worked out by ``build`` (the text's heights set it).
        self.top = self.height = self.title_y = self.caption_h = self.code_h = 0.0
        self.card = (0.0, 0.0, 0.0, 0.0)

    # -- what is said -----------------------------------------------------------------------
    def note(self) -> str:
        """The line under the code: what it is for, or what Copy did."""
        return self.note_for(self.copied)

    def note_for(self, copied: bool | None) -> str:
        """The line under the code after a Copy that worked, failed, or none yet (None)."""
        if self.code is None:
            return _("This game was not dealt from a challenge code, so it has none to share.")
        if copied is True:
            return _("Copied. Whoever pastes it in New game gets this very deal.")
        if copied is False:
            return _("Could not copy: there is no clipboard here. Write the code down to share it.")
        return _("Share it: anyone who enters it in New game gets the same deal.")

    def _lines(self, words: str, size: float, width: float, bold: bool = False) -> float:
        """The height in design units of ``words`` wrapped in ``width``."""
        lay = self.layout
        n = text.line_count(words, lay.px(size), lay.px(width), bold)
        return n * text.font(lay.px(size), bold).get_height() / lay.scale

    def build(self) -> None:
        lay_w = PANEL_W - 2 * PAD
        title_h = self._lines("Ag", TITLE_SIZE, lay_w, True)
        caption_h = self._lines(_("Challenge code"), CAPTION_SIZE, lay_w)
        code_h = max(CONTROL_H, self._lines("2TR", CODE_SIZE, lay_w, True)) if self.code else 0
        notes = {self.note_for(copied) for copied in (None, True, False)}
        # room for the longest, so that nothing moves when Copy is pressed
        note_h = max(self._lines(note, NOTE_SIZE, lay_w - 2 * PAD) for note in notes)
        card_h = PAD / 2 + caption_h + (code_h + 6 if self.code else 0) + note_h + PAD / 2
        buttons_h = 8 * BUTTON_H + 7 * BUTTON_GAP
        total = PAD + title_h + 14 + card_h + 18 + buttons_h + PAD
        self.top = max(0.0, (800 - total) / 2)
        self.height = total
        self.title_y = self.top + PAD + title_h / 2
        x = 640 - PANEL_W / 2 + PAD
        self.card = (x, self.top + PAD + title_h + 14, lay_w, card_h)
        self.caption_h, self.code_h = caption_h, code_h
        if self.code is not None:
            copy_y = self.card[1] + PAD / 2 + caption_h + (code_h - CONTROL_H) / 2
            self.add_button(
                "copy",
                x + lay_w - PAD - COPY_W,
                copy_y,
                COPY_W,
                CONTROL_H,
                _("Copy"),
                _("Put the code on the clipboard"),
            )
        self._menu(self.card[1] + card_h + 18)

    def _menu(self, y: float) -> None:
        match = self.app.match
        can_save = match is not None and match.keeper is not None
        x, w, step = 640 - BUTTON_W / 2, BUTTON_W, BUTTON_H + BUTTON_GAP
        rows: list[tuple[str, str, str | None, str | None, bool]] = [
            ("resume", _("Resume (Esc)"), None, "#primary", True),
            ("save", _("Save game…"), _("Keep this game under a name"), None, can_save),
            ("load", _("Load…"), _("Your saves and the example games"), None, True),
            ("rules", _("Rules (F1)"), None, None, True),
            (
                "settings",
                _("Settings"),
                _("Language, text size, animation speed, window size"),
                None,
                True,
            ),
            (
                "sound",
                _("Sound: off (M)") if self.app.sound.muted else _("Sound: on (M)"),
                _("M turns the sound off and on, on any screen"),
                None,
                True,
            ),
            (
                "title",
                _("Leave to title"),
                _("The game is autosaved: Continue resumes it"),
                None,
                True,
            ),
            ("quit", _("Quit Evergreen"), _("The game is autosaved first"), None, True),
        ]
        for k, (name, label, tip, style, enabled) in enumerate(rows):
            self.add_button(name, x, y + k * step, w, BUTTON_H, label, tip, style, enabled)

    def on_button(self, name: str) -> None:
        if name == "copy" and self.code is not None:
            self.copied = copy_text(self.code)
        elif name == "resume":
            self.app.scenes.pop()
        elif name == "save" and self.app.match is not None:
            self.app.scenes.push(SaveScene(self.app, self.app.match))
        elif name == "load":
            self.app.scenes.push(LoadScene(self.app))
        elif name == "rules":
            self.app.toggle_help()
        elif name == "settings":
            self.app.scenes.push(self.app.settings_screen())
        elif name == "sound":
            self.app.set_muted(not self.app.sound.muted)
            self.rebuild()
        elif name == "title":
            self.app.to_title()
        elif name == "quit":
            self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        self.veil(surface)  # what lies beneath is background while the dialog is open
        lay = self.layout
        self.panel(surface, 640 - PANEL_W / 2, self.top, PANEL_W, self.height)
        self.title(surface, _("Paused"), self.title_y, TITLE_SIZE, PANEL_W - 2 * PAD)
        x, y, w, h = self.card
        r = lay.rect(x, y, w, h)
        pygame.draw.rect(surface, CARD_FILL, r, border_radius=lay.px(10))
        pygame.draw.rect(surface, CARD_EDGE, r, max(1, lay.px(1.5)), lay.px(10))
        inner_x, inner_w = x + PAD, w - 2 * PAD
        cy = y + PAD / 2
        caption = text.fit(_("Challenge code"), lay.px(CAPTION_SIZE), lay.px(inner_w), text.MUTED)
        surface.blit(caption, lay.rect(inner_x, cy, 0, 0).topleft)
        cy += self.caption_h
        if self.code is not None:
            code = text.fit(
                self.code, lay.px(CODE_SIZE), lay.px(inner_w - COPY_W - 12), text.ACCENT_INK, True
            )
            box = lay.rect(inner_x, cy, inner_w - COPY_W - 12, self.code_h)
            surface.blit(code, code.get_rect(midleft=box.midleft))
            cy += self.code_h + 6
        colour = COPIED_INK if self.copied else text.ERROR if self.copied is False else text.MUTED
        top = lay.rect(inner_x, cy, 0, 0).topleft
        for line in text.wrap(self.note(), lay.px(NOTE_SIZE), lay.px(inner_w), colour):
            surface.blit(line, top)
            top = (top[0], top[1] + line.get_height())
        super().draw(surface)
