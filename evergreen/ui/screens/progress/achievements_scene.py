"""The Achievements screen: every achievement with its icon, name and line; the date it was
earned, or how far along it is where it counts up. Worked out from the history each time it
opens (``progress.achievements.standings``): nothing else is stored."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.progress.achievements import Standing, standings
from evergreen.ui.kit.paper import EDGE, PANEL, tooltip
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import ACCENT_INK, INK, MUTED, fit, wrap
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens import menu_look
from evergreen.ui.screens.progress.icons import icon
from evergreen.ui.screens.progress.toast import facts, words
from evergreen.ui.screens.results.cards import Hover

#: The grid (design units): its corner, columns, a card's size and the gap.
GRID_X, GRID_Y, COLUMNS = 20, 84, 4
CARD_W, CARD_H, GAP = 302.5, 102, 6
#: The medal's side, and the text's size (design units; never under the game's smallest).
MEDAL, WORDS = 48, 18
BUTTONS_Y, BUTTONS_H = 736, 44


class AchievementsScene(WidgetScene):
    """All the achievements, earned ones in gold; Esc or Back returns."""

    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.standings: list[Standing] = standings(facts())
        self.mouse = (-1, -1)
        self.hovers: list[Hover] = []
        self.season = menu_look.season_now()

    def build(self) -> None:
        self.add_button("back", 1070, BUTTONS_Y, 190, BUTTONS_H, _("Back"))

    def on_button(self, name: str) -> None:
        if name == "back":
            self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        return super().handle_event(event)

    @property
    def earned(self) -> int:
        return sum(s.unlocked for s in self.standings)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        menu_look.backdrop(surface, lay, self.season)
        head = _("Achievements: {earned} of {total}").format(
            earned=self.earned, total=len(self.standings)
        )
        img = fit(head, lay.px(40), lay.px(1000), INK, bold=True)
        surface.blit(img, img.get_rect(midleft=lay.rect(24, 48, 0, 0).topleft))
        self.hovers = []
        for k, standing in enumerate(self.standings):
            x = GRID_X + (k % COLUMNS) * (CARD_W + GAP)
            y = GRID_Y + (k // COLUMNS) * (CARD_H + GAP)
            self.card(surface, lay.rect(x, y, CARD_W, CARD_H), standing)
        note = _("House-rule games (unlimited Bushes and Lakes) do not count for the ranks.")
        area = lay.rect(20, BUTTONS_Y, 1030, BUTTONS_H)
        img = fit(note, lay.px(18), area.width - lay.px(20), INK)
        plate = img.get_rect(midleft=(area.x + lay.px(10), area.centery))
        menu_look.plate(surface, lay, plate.inflate(lay.px(20), lay.px(10)))
        surface.blit(img, plate)
        menu_look.under_buttons(surface, lay, self.buttons)
        super().draw(surface)
        menu_look.over_buttons(surface, lay, self.buttons)
        found = next((h for h in self.hovers if h.rect.collidepoint(self.mouse)), None)
        if found is not None and self.app.scenes.tips.open:
            tooltip(surface, lay, self.mouse, found.tip)

    def card(self, surface: pygame.Surface, rect: pygame.Rect, standing: Standing) -> None:
        """One achievement: its medal, name, line, and the date earned or its progress."""
        lay = self.layout
        a = standing.achievement
        pygame.draw.rect(surface, PANEL, rect, border_radius=lay.px(10))
        edge = EDGE if standing.unlocked else (200, 194, 172)
        pygame.draw.rect(surface, edge, rect, max(1, lay.px(2)), border_radius=lay.px(10))
        side = lay.px(MEDAL)
        medal = icon(a.id, side, standing.unlocked)
        surface.blit(medal, medal.get_rect(midleft=(rect.x + lay.px(8), rect.centery)))
        left = rect.x + side + lay.px(14)
        room = rect.right - left - lay.px(8)
        name, line = words(a)
        y = rect.y + lay.px(4)
        img = fit(name, lay.px(WORDS), room, INK if standing.unlocked else MUTED, bold=True)
        surface.blit(img, (left, y))
        y += img.get_height()
        foot = self.foot(standing)
        colour = ACCENT_INK if standing.unlocked else MUTED
        img = fit(foot, lay.px(WORDS), room, colour, bold=True)
        bottom = rect.bottom - lay.px(4) - img.get_height()
        surface.blit(img, (left, bottom))
        for part in self.line(line, room, bottom - y):
            surface.blit(part, (left, y))
            y += part.get_height()
        if not standing.unlocked and a.goal > 1:
            bar = pygame.Rect(left + img.get_width() + lay.px(8), 0, 0, lay.px(6))
            bar.width = max(0, rect.right - lay.px(10) - bar.x)
            bar.centery = bottom + img.get_height() // 2
            pygame.draw.rect(surface, (214, 207, 186), bar, border_radius=lay.px(3))
            done = bar.copy()
            done.width = round(bar.width * standing.progress / a.goal)
            pygame.draw.rect(surface, EDGE, done, border_radius=lay.px(3))
        self.hovers.append(Hover(rect, f"{name}: {line} {foot}", ("achievement", a.id)))

    def line(self, line: str, width: int, height: int) -> list[pygame.Surface]:
        """The achievement's line in at most two rows of ``width`` within ``height`` (larger
        text sizes make it a little smaller where the card has no more room)."""
        size = self.layout.px(WORDS)
        parts = wrap(line, size, width, INK, max_lines=2)
        tall = sum(p.get_height() for p in parts)
        if tall > height > 0:
            parts = wrap(line, size * height / tall, width, INK, max_lines=2)
        return parts

    def foot(self, standing: Standing) -> str:
        """The date earned, or the progress where it counts up, or 'not yet'."""
        if standing.earned is not None:
            day = standing.earned.astimezone().date().isoformat()
            return _("Earned on {day}").format(day=day)
        goal = standing.achievement.goal
        if goal > 1:
            return _("{done} of {goal}").format(done=standing.progress, goal=goal)
        return _("Not yet")
