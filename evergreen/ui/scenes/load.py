"""The Load screen: the player's saves (newest first) and the examples, to load or delete."""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import _, ngettext
from evergreen.match import Match
from evergreen.persistence import (
    SaveError,
    SaveInfo,
    delete_save,
    list_saves,
    load_with_fallback,
    shown_date,
)
from evergreen.rules import Season
from evergreen.rules.tables import SEASON_OF_ROUND, SEASON_ROUNDS, TOTAL_ROUNDS, first_round_of
from evergreen.ui import widgets
from evergreen.ui.app import App
from evergreen.ui.names import season_name
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.scenes.confirm import ConfirmScene
from evergreen.ui.text import INK, MUTED, wrap

ERROR = (170, 40, 20)
#: Design width a row's text may take: the list's, less its border, scroll bar and padding.
LIST_ROOM = 1080 - 2 * 2 - 20 - 2 * 14 - 8


def describe(info: SaveInfo) -> str:
    """One line of the list: name, date, players, where the game stands, scores."""
    name = _("Example: {name}").format(name=info.name) if info.example else info.name
    if info.autosave:
        name = game_name(info)
    if info.error:  # why is said under the list when it is chosen
        return _("{name} · damaged").format(name=name)
    when = shown_date(info.saved_at)
    if info.players == 1:
        people = _("solo")
    else:
        people = ngettext("{n} player", "{n} players", info.players).format(n=info.players)
    scores = "–".join(str(s) for s in info.scores)
    return _("{name} · {when} · {people} · {stage} · {scores} VP").format(
        name=name, when=when, people=people, stage=stage(info), scores=scores
    )


def stage(info: SaveInfo) -> str:
    """'Autumn, round 2 of 3' (or 'finished') from a listing's summary."""
    if info.over:
        return _("finished")
    if not 0 <= info.round < TOTAL_ROUNDS:
        known = info.season.upper() in Season.__members__
        return season_name(Season[info.season.upper()]) if known else info.season
    season = SEASON_OF_ROUND[info.round]
    first = first_round_of(season)
    return _("{season}, round {round} of {rounds}").format(
        season=season_name(season), round=info.round - first + 1, rounds=SEASON_ROUNDS[season]
    )


def game_name(info: SaveInfo) -> str:
    """An autosaved game as the list names it: who plays ('Ada, Hard bot'), guided or not."""
    people = [
        name
        for name, kind in zip(info.seat_names, info.seat_kinds, strict=False)
        if kind != "automa"
    ]
    names = ", ".join(people) or _("Autosave")
    return _("Guided game: {names}").format(names=names) if info.mode == "guided" else names


def start_game(app: App, match: Match) -> bool:
    """Leave whatever is on screen (the game in progress is kept) for ``match``; False if
    it cannot be opened (another running copy plays it: the notice says so)."""
    from evergreen.ui.scenes.title import TitleScene

    game = app.open_game(match)
    if game is None:
        return False
    app.scenes.reset(TitleScene(app))
    app.scenes.push(game)
    return True


class LoadScene(WidgetScene):
    """Pick a save; Load it (double-click works too), Delete it (asked first), or go Back."""

    escape_closes = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = list_saves()
        self.chosen: SaveInfo | None = None
        self.problem = ""
        self.list: pygame_gui.elements.UISelectionList | None = None
        self.row_size: int | None = None  # the list's font size, if it had to be smaller

    def build(self) -> None:
        rows = [describe(info) for info in self.saves]
        selected = describe(self.chosen) if self.chosen else None
        self.fit_rows(rows)
        self.list = pygame_gui.elements.UISelectionList(
            self.layout.rect(100, 110, 1080, 500),
            rows,
            manager=self.ui,
            default_selection=selected if selected in rows else None,
        )
        usable = self.chosen is not None and self.chosen.error is None
        deletable = self.chosen is not None and not self.chosen.example
        self.add_button("load", 340, 690, 200, 52, _("Load"), None, "#big", enabled=usable)
        tip = _("Example saves come with the game and cannot be deleted")
        self.add_button("delete", 560, 690, 180, 52, _("Delete…"), tip, enabled=deletable)
        self.add_button("back", 760, 690, 180, 52, _("Back (Esc)"))

    def resize(self, size: tuple[int, int]) -> None:
        self.row_size = None  # the new manager has the theme's sizes
        super().resize(size)

    def fit_rows(self, rows: list[str]) -> None:
        """A smaller list font if a row would be wider than the list (a new manager: the
        rows' font comes from the theme, also for rows that scroll into view later)."""
        element = "selection_list.@selection_list_item"
        size = widgets.theme_size(element, widgets.text_scale(self.app.size))
        fitted = widgets.rows_size(rows, self.layout.px(LIST_ROOM), size)
        if fitted != (self.row_size or size):
            self.ui = widgets.manager(self.app.size, {element: fitted})
        self.row_size = fitted

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.step_choice(-1 if event.key == pygame.K_UP else 1)
            return True
        if event.type in (
            pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
        ):
            self.choose(event.text)
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.on_button("load")
            return True
        return super().handle_event(event)

    def step_choice(self, step: int) -> None:
        """Up/Down: the previous or next save in the list is chosen."""
        if not self.saves:
            return
        now = self.saves.index(self.chosen) if self.chosen in self.saves else -step
        self.choose(describe(self.saves[(now + step) % len(self.saves)]))

    def choose(self, row: str) -> None:
        """The save of a list row becomes the chosen one."""
        self.chosen = next((s for s in self.saves if describe(s) == row), None)
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
                    name=game_name(info)
                )
            else:
                question = _("Delete the save “{name}”? This cannot be undone.").format(
                    name=info.name
                )
            self.app.scenes.push(
                ConfirmScene(self.app, question, _("Delete"), lambda: self.delete(info))
            )

    def load(self, info: SaveInfo) -> None:
        """Replay the save and play on (its backup or an older autosave if it is damaged)."""
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
        self.app.notice(_("Deleted “{name}”.").format(name=info.name))
        self.saves = list_saves()
        self.chosen = None
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.title(surface, _("Load a game"), 64, 44)
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
        y = lay.rect(0, 643, 0, 0).y - sum(img.get_height() for img in lines) // 2
        for img in lines:
            surface.blit(img, img.get_rect(midtop=(lay.rect(640, 0, 0, 0).x, y)))
            y += img.get_height()
        super().draw(surface)
