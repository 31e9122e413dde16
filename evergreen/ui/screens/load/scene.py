"""The Load screen: games in progress (newest first), the player's named saves, finished
games, the game records beside the saves and the examples; each with a small picture, to
load (a record: import) or delete. A game record can also be pasted from the clipboard."""

from __future__ import annotations

from pathlib import Path

import pygame

from evergreen.i18n import _
from evergreen.persistence import (
    SaveError,
    SaveInfo,
    delete_save,
    list_saves,
    load_with_fallback,
)
from evergreen.persistence_words import error_text, fallback_text, sentence
from evergreen.session.match import Match
from evergreen.session.record_files import list_records
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, MUTED, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens import menu_look
from evergreen.ui.screens.confirm import ConfirmScene
from evergreen.ui.screens.load.importing import import_file, import_pasted
from evergreen.ui.screens.load.save_list import SaveList
from evergreen.ui.screens.replay.source import ReplaySource
from evergreen.ui.words.saves import details, title_of

ERROR = (170, 40, 20)
#: The one place the screen's word goes (design x, y, w, h): between the list and the
#: buttons, apart from both. Only one message is shown at a time.
MESSAGE = (100, 630, 1080, 50)
#: Ctrl+V (Cmd+V on a Mac) pastes a game record.
PASTE_KEYS = pygame.KMOD_CTRL | pygame.KMOD_META
#: Seconds between two clicks on one entry that make a double-click (load it).
DOUBLE_CLICK = 0.4


def entries() -> list[SaveInfo]:
    """What the list holds: the saves and the game records beside them."""
    return list_saves() + list_records()


def start_game(app: Host, match: Match) -> bool:
    """Leave whatever is on screen (the game in progress is kept) for ``match``; False if
    it cannot be opened (another running copy plays it: the notice says so)."""
    game = app.open_game(match)
    if game is None:
        return False
    app.scenes.reset(app.title_screen())
    app.scenes.push(game)
    return True


class LoadScene(WidgetScene):
    """Pick an entry (click, or Up/Down); Load it (a double-click too), Delete it (asked
    first), or go Back. The wheel scrolls the list."""

    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.list = SaveList(entries())
        self.chosen: SaveInfo | None = None
        self.hover: SaveInfo | None = None
        self.problem = ""
        #: Where the last frame drew its message's lines (the tests check they stay apart
        #: from the list and the buttons).
        self.message_rects: list[pygame.Rect] = []
        self.season = menu_look.season_now()
        self._last_click: tuple[SaveInfo | None, int] = (None, -10_000)

    @property
    def saves(self) -> list[SaveInfo]:
        """The entries, in list order."""
        return self.list.entries

    def build(self) -> None:
        usable = self.chosen is not None and self.chosen.error is None
        deletable = self.chosen is not None and not self.chosen.example
        record = self.chosen is not None and self.chosen.record
        if record:
            tip = _("Check the record move by move, keep it as a save and open it as a replay")
            self.add_button("load", 240, 690, 200, 52, _("Import"), tip, "#primary")
        else:
            self.add_button("load", 240, 690, 200, 52, _("Load"), None, "#primary", enabled=usable)
        look = _("Look back through the game step by step, and play on from any step")
        self.add_button(
            "replay", 460, 690, 180, 52, _("Replay"), look, enabled=usable and not record
        )
        tip = _("Example saves come with the game and cannot be deleted")
        self.add_button("delete", 660, 690, 180, 52, _("Delete…"), tip, enabled=deletable)
        self.add_button("back", 860, 690, 180, 52, _("Back (Esc)"))
        paste = _("Import a game record copied to the clipboard (the text of an .egr file)")
        self.add_button("paste", 900, 26, 280, 48, _("Paste a game record"), paste)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & PASTE_KEYS:
            self.on_button("paste")
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.step_choice(-1 if event.key == pygame.K_UP else 1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.list.scroll_by(-event.y * 80)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.list.at(self.layout, event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            picked = self.list.at(self.layout, event.pos)
            if picked is not None:
                self.click(picked)
                return True
        return super().handle_event(event)

    def click(self, info: SaveInfo) -> None:
        """Choose an entry; the second click on it in quick succession loads it."""
        now = pygame.time.get_ticks()
        twice = self._last_click[0] is info and now - self._last_click[1] <= DOUBLE_CLICK * 1000
        self._last_click = (info, now)
        self.choose(info)
        if twice:
            self.on_button("load")

    def step_choice(self, step: int) -> None:
        """Up/Down: the previous or next entry is chosen."""
        saves = self.saves
        if not saves:
            return
        now = saves.index(self.chosen) if self.chosen in saves else -step
        self.choose(saves[(now + step) % len(saves)])

    def choose(self, info: SaveInfo) -> None:
        """An entry becomes the chosen one (and is scrolled into view)."""
        self.chosen = info
        self.list.show(info)
        self.problem = ""
        self.rebuild()

    def on_button(self, name: str) -> None:
        if name == "back":
            self.app.scenes.pop()
        elif name == "paste":
            import_pasted(self)
        elif name == "load" and self.chosen is not None and self.chosen.record:
            import_file(self, self.chosen)
        elif name == "load" and self.chosen is not None and self.chosen.error is None:
            self.load(self.chosen)
        elif name == "replay" and self.chosen is not None and self.chosen.error is None:
            self.replay(self.chosen)
        elif name == "delete" and self.chosen is not None and not self.chosen.example:
            info = self.chosen
            if info.record:
                question = _("Delete the game record “{name}”? This cannot be undone.").format(
                    name=info.name
                )
            elif info.autosave:
                question = _("Delete the game “{name}”? This cannot be undone.").format(
                    name=title_of(info)
                )
            else:
                question = _("Delete the save “{name}”? This cannot be undone.").format(
                    name=info.name
                )
            self.app.scenes.push(
                ConfirmScene(self.app, question, _("Delete"), lambda: self.delete(info))
            )

    def load(self, info: SaveInfo) -> None:
        """Replay the save and play on (a backup of it if it is damaged)."""
        try:
            loaded, fallback = load_with_fallback(info.path)
        except SaveError as exc:
            self.problem = error_text(exc)
            return
        if start_game(self.app, loaded.match) and fallback is not None:
            self.app.notice(fallback_text(fallback))

    def replay(self, info: SaveInfo) -> None:
        """Look back through the save (never changed); a save that no longer loads says why
        and opens nothing."""
        # lazy: the replay viewer brings the game screen's modules (about 0.1 s)
        from evergreen.ui.screens.replay.scene import ReplayScene

        try:
            source = ReplaySource.of_save(info.path)
        except SaveError as exc:
            self.problem = _("This game cannot be replayed: {reason}").format(
                reason=error_text(exc)
            )
            return
        self.app.scenes.push(ReplayScene(self.app, source))

    def delete(self, info: SaveInfo) -> None:
        """Delete after the player said yes; the list is read again."""
        try:
            delete_save(info)
        except SaveError as exc:
            self.problem = error_text(exc)
            return
        self.app.notice(_("Deleted “{name}”.").format(name=title_of(info)))
        self.read_again()

    def read_again(self, chosen: Path | None = None) -> None:
        """List the folder again (a file came or went), the entry of ``chosen`` chosen."""
        self.list = SaveList(entries())
        self.hover = None
        found = next((i for i in self.saves if chosen is not None and i.path == chosen), None)
        if found is None:
            self.chosen = None
            self.rebuild()
        else:
            self.choose(found)

    def message(self) -> tuple[str, tuple[int, int, int]]:
        """The screen's one word to the player now, and its colour: no saves, a problem
        met, the chosen save is damaged, or how to load."""
        if self.problem:
            return self.problem, ERROR
        if not self.saves:
            return _("No saves yet: games are autosaved after every turn."), MUTED
        if self.chosen and self.chosen.error:
            text = _("This save is damaged: it cannot be loaded, only deleted. {reason}")
            return text.format(reason=sentence(self.chosen.error, self.chosen.path)), ERROR
        if self.chosen and self.chosen.record:
            return _("Import checks every move of the record through the rules."), INK
        return _("Pick a save, then Load (or double-click it)."), INK

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        menu_look.backdrop(surface, lay, self.season)
        self.title(surface, _("Load a game"), 52, type_scale.TITLE, width=480)
        self.list.draw(surface, lay, self.chosen, self.hover, lambda i: (title_of(i), details(i)))
        text, colour = self.message()
        area = lay.rect(*MESSAGE)
        lines = wrap(text, lay.px(type_scale.BODY), area.width - lay.px(24), colour, max_lines=2)
        height = sum(img.get_height() for img in lines)
        width = max(img.get_width() for img in lines)
        plate = pygame.Rect(0, 0, width + lay.px(28), height + lay.px(10))
        plate.center = area.center
        menu_look.plate(surface, lay, plate)
        y = area.centery - height // 2
        self.message_rects = []
        for img in lines:
            rect = surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
            self.message_rects.append(rect)
            y += img.get_height()
        super().draw(surface)
