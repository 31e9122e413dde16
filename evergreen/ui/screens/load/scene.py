"""The Load screen: games in progress (newest first), the player's named saves, finished
games and the examples; each with a small picture of its planet, to load or delete."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.match import Match
from evergreen.persistence import (
    SaveError,
    SaveInfo,
    delete_save,
    list_saves,
    load_with_fallback,
)
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, MUTED, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.confirm import ConfirmScene
from evergreen.ui.screens.load.save_list import SaveList
from evergreen.ui.words.saves import details, title_of

ERROR = (170, 40, 20)
#: Seconds between two clicks on one entry that make a double-click (load it).
DOUBLE_CLICK = 0.4


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
        self.list = SaveList(list_saves())
        self.chosen: SaveInfo | None = None
        self.hover: SaveInfo | None = None
        self.problem = ""
        self._last_click: tuple[SaveInfo | None, int] = (None, -10_000)

    @property
    def saves(self) -> list[SaveInfo]:
        """The entries, in list order."""
        return self.list.entries

    def build(self) -> None:
        usable = self.chosen is not None and self.chosen.error is None
        deletable = self.chosen is not None and not self.chosen.example
        self.add_button("load", 340, 690, 200, 52, _("Load"), None, "#primary", enabled=usable)
        tip = _("Example saves come with the game and cannot be deleted")
        self.add_button("delete", 560, 690, 180, 52, _("Delete…"), tip, enabled=deletable)
        self.add_button("back", 760, 690, 180, 52, _("Back (Esc)"))

    def handle_event(self, event: pygame.event.Event) -> bool:
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
        elif name == "load" and self.chosen is not None and self.chosen.error is None:
            self.load(self.chosen)
        elif name == "delete" and self.chosen is not None and not self.chosen.example:
            info = self.chosen
            if info.autosave:
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
            loaded, message = load_with_fallback(info.path)
        except SaveError as exc:
            self.problem = str(exc)
            return
        if start_game(self.app, loaded.match) and message:
            self.app.notice(message)

    def delete(self, info: SaveInfo) -> None:
        """Delete after the player said yes; the list is read again."""
        try:
            delete_save(info)
        except SaveError as exc:
            self.problem = str(exc)
            return
        self.app.notice(_("Deleted “{name}”.").format(name=title_of(info)))
        self.list = SaveList(list_saves())
        self.chosen = self.hover = None
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.title(surface, _("Load a game"), 58, 44)
        self.list.draw(surface, lay, self.chosen, self.hover, lambda i: (title_of(i), details(i)))
        if not self.saves:
            text, colour = _("No saves yet: games are autosaved after every turn."), MUTED
        elif self.problem:
            text, colour = self.problem, ERROR
        elif self.chosen and self.chosen.error:
            text = _("This save is damaged: it cannot be loaded, only deleted. {reason}").format(
                reason=self.chosen.error
            )
            colour = ERROR
        else:
            text, colour = _("Pick a save, then Load (or double-click it)."), INK
        lines = wrap(text, lay.px(18), lay.px(1080), colour, max_lines=2)
        y = lay.rect(0, 652, 0, 0).y - sum(img.get_height() for img in lines) // 2
        for img in lines:
            surface.blit(img, img.get_rect(midtop=(lay.rect(640, 0, 0, 0).x, y)))
            y += img.get_height()
        super().draw(surface)
