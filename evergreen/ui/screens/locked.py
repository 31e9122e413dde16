"""When a game's lock cannot be taken because something stands at its path (a folder, a
link): say why, and offer to clear it (when that loses nothing) or to play the game as a
new copy with its own id. Never play it as if held: another running copy could write the
same game."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.persistence import Autosaver, LockError, autosave_path, clear_obstacle
from evergreen.persistence_words import shown
from evergreen.session.match import Match, new_game_id
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import INK, MUTED, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.load.scene import start_game


def obstacle_text(exc: LockError) -> str:
    """One sentence: what stands where the game's lock file goes."""
    where = shown(exc.path)
    if exc.kind == "folder":
        text = _("A folder named {file} stands where this game's lock file goes.")
    elif exc.kind == "other":
        text = _("Something that is not a file ({file}) stands where this game's lock goes.")
    elif exc.kind == "denied":
        text = _("This game's lock file {file} may not be opened by Evergreen.")
    else:
        text = _("This game's lock file {file} cannot be used ({detail}).")
    return text.format(file=where, detail=exc.detail or "?")


class LockedScene(WidgetScene):
    """The question, over the screen that asked to open the game."""

    opaque = False
    escape_closes = True

    def __init__(self, app: Host, match: Match, problem: LockError) -> None:
        super().__init__(app)
        self.match = match
        self.problem = problem

    def build(self) -> None:
        x = 350
        if self.problem.clearable:
            self.add_button("clear", x, 446, 190, 48, _("Clear it and play"), None, "#primary")
            x += 200
        self.add_button("copy", x, 446, 190, 48, _("Play as a new copy"))
        self.add_button("no", x + 200, 446, 190, 48, _("Cancel (Esc)"))

    def on_button(self, name: str) -> None:
        self.app.scenes.pop()
        if name == "clear":
            try:
                clear_obstacle(self.problem.path)
            except LockError as exc:
                self.app.notice(obstacle_text(exc))
                return
            self.open()
        elif name == "copy":
            self.match.game_id = new_game_id()  # its own file: the one in question stays
            self.open()

    def open(self) -> None:
        """Open the game, as Load and Continue do."""
        start_game(self.app, self.match)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.veil(surface)
        self.panel(surface, 330, 236, 620, 276)
        y = lay.rect(0, 258, 0, 0).y
        lines: list[tuple[str, tuple[int, int, int]]] = [
            (obstacle_text(self.problem), INK),
            (
                _(
                    "Without its lock another Evergreen window could write this game at the "
                    "same time, so it is not opened as it is."
                ),
                MUTED,
            ),
        ]
        for words, colour in lines:
            for img in wrap(words, lay.px(type_scale.BODY), lay.px(580), colour, max_lines=3):
                surface.blit(img, img.get_rect(midtop=(lay.rect(640, 0, 0, 0).x, y)))
                y += img.get_height()
            y += lay.px(8)
        super().draw(surface)


def claim(app: Host, keeper: Autosaver, match: Match) -> bool:
    """Hold the match's game for this window; False (the player told why, or asked) if
    another running copy plays it or something stands where its lock goes. A game never
    saved simply takes another id then."""
    for _attempt in range(3):
        try:
            if keeper.claim(match):
                return True
        except LockError as problem:
            if autosave_path(match.game_id, keeper.directory).exists():
                app.scenes.push(LockedScene(app, match, problem))
                return False
            match.game_id = new_game_id()
            continue
        app.notice(_("That game is open in another Evergreen window."))
        return False
    return False
