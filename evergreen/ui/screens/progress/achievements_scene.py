"""The Achievements screen: every achievement with its icon, name and line; the date it was
earned, or how far along it is where it counts up. Worked out from the history each time it
opens (``progress.achievements.standings``): nothing else is stored."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.progress.achievements import Standing, standings
from evergreen.ui.art.badges import badge
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE, PANEL, tooltip
from evergreen.ui.kit.scene import Host
from evergreen.ui.kit.text import (
    ACCENT_INK,
    INK,
    MUTED,
    UI_SCALES,
    common_lines,
    common_size,
    em,
    fit,
    line_count,
    text_factor,
    wrap,
)
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens import menu_look
from evergreen.ui.screens.legible import least_em
from evergreen.ui.screens.progress import today
from evergreen.ui.screens.progress.toast import facts, words
from evergreen.ui.screens.results.cards import Hover
from evergreen.ui.words.dates import day_text

#: The grid (design units): its corner, its columns (fewer where a card's line would not
#: keep to 14 px in two rows: Russian at 130 % text in a small window), the width the cards
#: and their gaps take and the gap; the area it scrolls in (five rows and the top of a sixth
#: show at the largest text: the wheel or the arrow keys show more).
GRID_X, GRID_Y, COLUMNS, FEWER = 20, 84, 4, 3
GRID_W, GAP = 1228, 6
#: A card's height at the largest text (its four rows of text and their margins), and the
#: part of it that is text (shorter at smaller text sizes: no air between line and date).
CARD_H, CARD_TEXT_H = 116, 106
VIEW = (14, GRID_Y, 1252, 642)
#: The medal's side, and the text's size (design units; never under the game's smallest).
MEDAL, WORDS = 66, type_scale.CAPTION
BUTTONS_Y, BUTTONS_H = 736, 44
#: An earned achievement's card: the paper warmed towards its gold.
EARNED = (248, 239, 210)


def card_height() -> float:
    """A card's height (design units) at the text size in use."""
    return CARD_H - CARD_TEXT_H * (1 - text_factor() / (UI_SCALES[-1] / 100))


def card_width(columns: int) -> float:
    """A card's width (design units) in a grid of ``columns``."""
    return (GRID_W - GAP * (columns - 1)) / columns


def text_room(lay: Layout, width: float) -> int:
    """The pixels a card ``width`` design units wide leaves its text, right of its medal (a
    pixel less: a card's rect may round a pixel narrower where it stands)."""
    return lay.px(width) - lay.px(MEDAL) - lay.px(18) - lay.px(8) - 1


class AchievementsScene(WidgetScene):
    """All the achievements, earned ones in gold; Esc or Back returns."""

    escape_closes = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.standings: list[Standing] = standings(facts())
        self.mouse = (-1, -1)
        self.hovers: list[Hover] = []
        #: Each card drawn last and where its badge stood on it (pixels).
        self.medals: list[tuple[pygame.Rect, pygame.Rect]] = []
        self.season = menu_look.season_now()
        #: How far the grid is scrolled (design units), and the lines' common size.
        self.offset = 0.0
        self.line_size: tuple[int, float] | None = None
        self.name_size: tuple[int, float] | None = None
        #: The grid's columns, for the room a card's text had at ``COLUMNS`` and the size.
        self.columns_for: tuple[tuple[int, int], int] | None = None
        #: The one sentence saying the history was rebuilt ('' when it was read whole).
        self.message = today.rebuilt_message()

    def build(self) -> None:
        self.add_button("back", 1070, BUTTONS_Y, 190, BUTTONS_H, _("Back"))

    def on_button(self, name: str) -> None:
        if name == "back":
            self.app.scenes.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll(-event.y)
        keys = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -4, pygame.K_PAGEDOWN: 4}
        if event.type == pygame.KEYDOWN and event.key in keys:
            return self.scroll(keys[event.key])
        return super().handle_event(event)

    @property
    def columns(self) -> int:
        """The grid's columns: ``COLUMNS``, or ``FEWER`` where a card that narrow would draw
        a line under ``least_em`` to keep it to two rows (the cards widen instead)."""
        lay = self.layout
        size = lay.px(WORDS)
        room = text_room(lay, card_width(COLUMNS))
        key = (room, em(size))
        if self.columns_for is None or self.columns_for[0] != key:
            lines = [words(s.achievement)[1] for s in self.standings]
            shared = common_lines(lines, size, room, 2)
            fits = em(shared) >= least_em(size) and all(
                line_count(t, shared, room) <= 2 for t in lines
            )
            self.columns_for = (key, COLUMNS if fits else FEWER)
        return self.columns_for[1]

    @property
    def bottom(self) -> float:
        """How far the grid can scroll (design units): its last row's foot at the view's."""
        rows = -(-len(self.standings) // self.columns)
        return max(0.0, GRID_Y + rows * (card_height() + GAP) - GAP - (VIEW[1] + VIEW[3]))

    def scroll(self, steps: int) -> bool:
        """Scroll the grid ``steps`` rows down (up if negative), within its ends."""
        step = card_height() + GAP  # a row a turn of the wheel or an arrow key
        self.offset = max(0.0, min(self.bottom, self.offset + steps * step))
        return True

    @property
    def earned(self) -> int:
        return sum(s.unlocked for s in self.standings)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        menu_look.backdrop(surface, lay, self.season)
        head = _("Achievements: {earned} of {total}").format(
            earned=self.earned, total=len(self.standings)
        )
        img = fit(head, lay.px(type_scale.TITLE), lay.px(1000), INK, bold=True)
        surface.blit(img, img.get_rect(midleft=lay.rect(24, 48, 0, 0).topleft))
        self.hovers = []
        self.medals = []
        view = lay.rect(*VIEW)
        surface.set_clip(view)
        high = card_height()
        self.offset = min(self.offset, self.bottom)  # the text size may have changed
        columns = self.columns
        wide = card_width(columns)
        for k, standing in enumerate(self.standings):
            x = GRID_X + (k % columns) * (wide + GAP)
            y = GRID_Y + (k // columns) * (high + GAP) - self.offset
            if y + high > VIEW[1] and y < VIEW[1] + VIEW[3]:
                self.card(surface, lay.rect(x, y, wide, high), standing)
        surface.set_clip(None)
        self.hovers = [Hover(h.rect.clip(view), h.tip, h.key) for h in self.hovers]
        self.draw_scrollbar(surface, view)
        note = self.message or _(
            "House-rule games (unlimited Bushes and Lakes) do not count for the ranks."
        )
        area = lay.rect(20, BUTTONS_Y, 1030, BUTTONS_H)
        img = fit(note, lay.px(type_scale.CAPTION), area.width - lay.px(20), INK)
        plate = img.get_rect(midleft=(area.x + lay.px(10), area.centery))
        menu_look.plate(surface, lay, plate.inflate(lay.px(20), lay.px(10)))
        surface.blit(img, plate)
        super().draw(surface)
        found = next((h for h in self.hovers if h.rect.collidepoint(self.mouse)), None)
        if found is not None and self.app.scenes.tips.open:
            tooltip(surface, lay, self.mouse, found.tip)

    def draw_scrollbar(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        """A thin bar at the grid's right: where the cards shown stand among them all."""
        if self.bottom <= 0:
            return
        lay = self.layout
        track = pygame.Rect(view.right - lay.px(6), view.y, lay.px(5), view.height)
        pygame.draw.rect(surface, (214, 207, 186), track, border_radius=lay.px(3))
        whole = VIEW[3] + self.bottom
        thumb = track.copy()
        thumb.height = round(track.height * VIEW[3] / whole)
        thumb.y = track.y + round(track.height * self.offset / whole)
        pygame.draw.rect(surface, EDGE, thumb, border_radius=lay.px(3))

    def card(self, surface: pygame.Surface, rect: pygame.Rect, standing: Standing) -> None:
        """One achievement: its medal, name, line, and the date earned or its progress."""
        lay = self.layout
        a = standing.achievement
        fill = EARNED if standing.unlocked else PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=lay.px(10))
        edge = EDGE if standing.unlocked else (200, 194, 172)
        pygame.draw.rect(surface, edge, rect, max(1, lay.px(2)), border_radius=lay.px(10))
        side = lay.px(MEDAL)
        medal = badge(a.id, side, standing.unlocked)
        spot = medal.get_rect(midleft=(rect.x + lay.px(8), rect.centery))
        surface.blit(medal, spot)
        self.medals.append((rect, spot))
        left = rect.x + side + lay.px(18)
        room = rect.right - left - lay.px(8)
        name, line = words(a)
        y = rect.y + lay.px(4)
        if self.name_size is None or self.name_size[0] != room:
            names = [words(s.achievement)[0] for s in self.standings]
            self.name_size = (room, common_size(names, lay.px(WORDS), room, bold=True))
        img = fit(name, self.name_size[1], room, INK if standing.unlocked else MUTED, bold=True)
        surface.blit(img, (left, y))
        y += img.get_height()
        foot = self.foot(standing)
        colour = ACCENT_INK if standing.unlocked else MUTED
        img = fit(foot, lay.px(WORDS), room, colour, bold=True)
        bottom = rect.bottom - lay.px(4) - img.get_height()
        surface.blit(img, (left, bottom))
        for part in self.line(line, room):
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

    def line(self, line: str, width: int) -> list[pygame.Surface]:
        """The achievement's line in at most two rows of ``width``, at the size every card's
        line shares (the largest at which each fits two rows: no card's smaller than its
        neighbours')."""
        size = self.layout.px(WORDS)
        if self.line_size is None or self.line_size[0] != width:
            lines = [words(s.achievement)[1] for s in self.standings]
            self.line_size = (width, common_lines(lines, size, width, 2))
        return wrap(line, self.line_size[1], width, INK, max_lines=2)

    def foot(self, standing: Standing) -> str:
        """The date earned, or the progress where it counts up, or 'not yet'."""
        if standing.earned is not None:
            day = day_text(standing.earned.astimezone().date())
            return _("Earned on {day}").format(day=day)
        goal = standing.achievement.goal
        if goal > 1:
            return _("{done} of {goal}").format(done=standing.progress, goal=goal)
        return _("Not yet")
