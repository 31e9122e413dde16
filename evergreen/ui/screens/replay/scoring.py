"""A season's scoring shown over the replay viewer when a step forward ends a season: the
game's own scoring scene (``game/season_scoring``) over the viewer's table, as in play.

Two differences, because nothing is being played: Esc goes back to the viewer (there is no
pause menu to give), and while the replay plays on by itself the scoring closes on its own
a moment after its animation (as the demo's does), so playing goes on.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from evergreen.rules import Event
from evergreen.ui.game.season_scoring import Scored, SeasonScoringScene

#: Seconds the scoring stays once its animation is over, while the replay plays on.
PAUSE = 1.5


class ReplayScoring(SeasonScoringScene):
    """The season's points over the viewer; ``playing()``: whether the replay plays on."""

    def __init__(self, table: Scored, events: list[Event], playing: Callable[[], bool]) -> None:
        super().__init__(table, events)
        self.playing = playing

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return super().handle_event(event)

    def wake_in(self) -> float | None:
        if self.playing() and not self.game.anim.busy:
            return max(0.0, PAUSE - self.waited)
        return super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.playing() and not self.game.anim.busy:
            self.waited += dt
            if self.waited >= PAUSE:
                self.close()
