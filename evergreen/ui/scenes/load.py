"""The Load screen: the player's saves (newest first) and the examples, to load or delete."""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.persistence import SaveError, SaveInfo, delete_save, list_saves, load_with_fallback
from evergreen.rules.tables import SEASON_OF_ROUND, SEASON_ROUNDS, TOTAL_ROUNDS, first_round_of
from evergreen.ui.app import App
from evergreen.ui.scenes.base import WidgetScene
from evergreen.ui.scenes.confirm import ConfirmScene
from evergreen.ui.text import INK, MUTED, fit

ERROR = (170, 40, 20)


def describe(info: SaveInfo) -> str:
    """One line of the list: name, date, players, where the game stands, scores."""
    name = f"Example: {info.name}" if info.example else info.name
    if info.autosave:
        name = "Latest autosave"
    if info.error:
        return f"{name} · damaged ({info.error})"
    when = info.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if info.saved_at else "?"
    people = "solo" if info.players == 1 else f"{info.players} players"
    scores = "–".join(str(s) for s in info.scores)
    return f"{name}  ·  {when}  ·  {people}  ·  {stage(info)}  ·  {scores} VP"


def stage(info: SaveInfo) -> str:
    """'Autumn, round 2 of 3' (or 'finished') from a listing's summary."""
    if info.over:
        return "finished"
    if not 0 <= info.round < TOTAL_ROUNDS:
        return info.season.capitalize()
    season = SEASON_OF_ROUND[info.round]
    first = first_round_of(season)
    return f"{season.label}, round {info.round - first + 1} of {SEASON_ROUNDS[season]}"


def listed(saves: list[SaveInfo]) -> list[SaveInfo]:
    """What the Load screen lists: named saves and examples, and only the newest autosave
    (older ones stay on disk as fallbacks)."""
    autos = [s for s in saves if s.autosave and not s.example]
    newest = max(autos, key=lambda s: s.saved_at.timestamp() if s.saved_at else 0, default=None)
    return [s for s in saves if s is newest or not (s.autosave and not s.example)]


def start_game(app: App, game: WidgetScene | object) -> None:
    """Leave whatever is on screen (keeping a game in progress) for a game from a save."""
    from evergreen.ui.scenes.title import TitleScene

    app.autosave()
    app.scenes.reset(TitleScene(app))
    app.scenes.push(game)  # type: ignore[arg-type]


class LoadScene(WidgetScene):
    """Pick a save; Load it (double-click works too), Delete it (asked first), or go Back."""

    escape_closes = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = listed(list_saves())
        self.chosen: SaveInfo | None = None
        self.problem = ""
        self.list: pygame_gui.elements.UISelectionList | None = None

    def build(self) -> None:
        rows = [describe(info) for info in self.saves]
        selected = describe(self.chosen) if self.chosen else None
        self.list = pygame_gui.elements.UISelectionList(
            self.layout.rect(100, 110, 1080, 500),
            rows,
            manager=self.ui,
            default_selection=selected if selected in rows else None,
        )
        usable = self.chosen is not None and self.chosen.error is None
        deletable = self.chosen is not None and not self.chosen.example
        self.add_button("load", 340, 690, 200, 52, "Load", None, "#big", enabled=usable)
        tip = "Example saves come with the game and cannot be deleted"
        self.add_button("delete", 560, 690, 180, 52, "Delete…", tip, enabled=deletable)
        self.add_button("back", 760, 690, 180, 52, "Back (Esc)")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (
            pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
        ):
            self.choose(event.text)
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.on_button("load")
            return True
        return super().handle_event(event)

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
            what = "the latest autosave" if info.autosave else f"the save “{info.name}”"
            question = f"Delete {what}? This cannot be undone."
            self.app.scenes.push(
                ConfirmScene(self.app, question, "Delete", lambda: self.delete(info))
            )

    def load(self, info: SaveInfo) -> None:
        """Replay the save and play on (its backup or an older autosave if it is damaged)."""
        from evergreen.ui.scenes.game import GameScene

        try:
            loaded, message = load_with_fallback(info.path)
        except SaveError as exc:
            self.problem = str(exc)
            return
        start_game(self.app, GameScene(self.app, loaded.session))
        if message:
            self.app.notice(message)

    def delete(self, info: SaveInfo) -> None:
        """Delete after the player said yes; the list is read again."""
        try:
            delete_save(info)
        except SaveError as exc:
            self.problem = str(exc)
            return
        self.app.notice(f"Deleted “{info.name}”.")
        self.saves = listed(list_saves())
        self.chosen = None
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.title(surface, "Load a game", 64, 44)
        if not self.saves:
            text, colour = "No saves yet: games are autosaved after every turn.", MUTED
        elif self.problem:
            text, colour = self.problem, ERROR
        elif self.chosen and self.chosen.error:
            text, colour = "This save is damaged: it cannot be loaded, only deleted.", ERROR
        else:
            text, colour = "Pick a save, then Load (or double-click it).", INK
        img = fit(text, lay.px(18), lay.px(1080), colour)
        surface.blit(img, img.get_rect(center=lay.rect(0, 640, 1280, 0).center))
        super().draw(surface)
