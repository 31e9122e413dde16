"""Pure screen geometry of the game scene: where everything is, and what is under the mouse.

Everything is laid out once in a 1280×800 design space and scaled uniformly (and centred)
to the window, so the screen keeps its proportions from 1024×640 to 4K. No drawing here:
this module is unit-tested without a window.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from enum import StrEnum

from pygame import Rect

from evergreen.rules import Sun
from evergreen.ui.kit.bounded_cache import bounded

DESIGN_W, DESIGN_H = 1280, 800
GRID = 7
MIN_W, MIN_H = 1024, 640


class Button(StrEnum):
    """The game scene's buttons (the action bar and the top bar)."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"
    POWER = "power"
    STOP = "stop"
    UNDO = "undo"
    END = "end"
    MENU = "menu"
    HINT = "hint"
    HOME = "home"  # back to the planet of the person playing, under the board's name plate


#: The powers whose pieces come from the shared supply (R1.2): Bush and Lake.
SUPPLIED = (3, 4)


class Hit(StrEnum):
    """Kinds of things the mouse can be over in the game scene."""

    CARD = "card"
    SPACE = "space"
    PLAYER = "player"
    STACK = "stack"
    TRACK = "track"
    SUPPLY = "supply"  # the Bushes or Lakes left, beside their power track (R1.2)
    DAILY = "daily"  # today's deal's label on the board: what is scored, against whom


ACTION_BAR = (
    Button.A,
    Button.B,
    Button.C,
    Button.D,
    Button.POWER,
    Button.STOP,
    Button.UNDO,
    Button.END,
)


#: The four actions' buttons, left to right.
ACTIONS = (Button.A, Button.B, Button.C, Button.D)
#: The turn's buttons, in the row under the actions, left to right, with their design widths:
#: room for 'Способность' and 'Завершить ход' at 130 % text in a 1024×640 window, End turn
#: the widest (the turn's last word).
TURN_ROW = ((Button.POWER, 160), (Button.STOP, 120), (Button.UNDO, 150), (Button.END, 232))
#: The buttons drawn with one font (side by side, the same height).
STACKED = tuple(b for b, _w in TURN_ROW)

#: The large planet's square (design x, y and side). It was 680 wide with the buttons squeezed
#: into 48 px under it; 640 leaves the actions and the turn two real rows.
BOARD_X, BOARD_Y, BOARD_SIZE = 20, 52, 640
#: The planet's art was drawn for a 680 square: its parts scale by this.
BOARD_K = BOARD_SIZE / 680
#: The action bar: A-D in a row (each a letter, a picture and a few words), the turn's
#: buttons in a row under them.
BAR_X, BAR_W = 20, 680
ACTIONS_Y, ACTIONS_H = 698, 56
TURN_Y, TURN_H = 758, 34
#: Gap between buttons side by side.
BAR_GAP = 6
#: Design width of an action's button: the bar, shared by the four.
ACTION_W = (BAR_W - 3 * BAR_GAP) / 4


def _on_board(x: float, y: float) -> tuple[float, float]:
    """A point of the planet's 680-square art (origin at the square's corner) in design units."""
    return BOARD_X + x * BOARD_K, BOARD_Y + y * BOARD_K


@dataclass(frozen=True)
class Layout:
    """Rects of the game scene for a window size and a number of players."""

    width: int
    height: int
    players: int

    # -- scaling --------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """Design units to pixels."""
        return min(self.width / DESIGN_W, self.height / DESIGN_H)

    @property
    def origin(self) -> tuple[int, int]:
        """Top-left pixel of the (centred) design area."""
        s = self.scale
        return (round((self.width - DESIGN_W * s) / 2), round((self.height - DESIGN_H * s) / 2))

    def rect(self, x: float, y: float, w: float, h: float) -> Rect:
        """A design-space rectangle in window pixels."""
        s, (ox, oy) = self.scale, self.origin
        left, top = round(ox + x * s), round(oy + y * s)
        return Rect(left, top, round(ox + (x + w) * s) - left, round(oy + (y + h) * s) - top)

    def px(self, design: float) -> int:
        """A design length in pixels (at least 1)."""
        return max(1, round(design * self.scale))

    # -- regions --------------------------------------------------------------------------
    @property
    def top_bar(self) -> Rect:
        """Season, round, status line."""
        return self.rect(0, 0, DESIGN_W, 48)

    @property
    def board(self) -> Rect:
        """The large planet, sun margin included."""
        return self.rect(BOARD_X, BOARD_Y, BOARD_SIZE, BOARD_SIZE)

    @property
    def grid(self) -> Rect:
        """The 7×7 grid of the large planet."""
        return self.rect(*_on_board(46, 46), 588 * BOARD_K, 588 * BOARD_K)

    @property
    def cell(self) -> float:
        """Pixel size of one space of the large planet."""
        return self.grid.width / GRID

    def space_rect(self, index: int) -> Rect:
        """Pixel rect of grid index ``index`` (row * 7 + col) on the large planet (worked
        out once per size: a frame asks for hundreds)."""
        return Rect(_space_box(self, index))

    def space_at(self, pos: tuple[int, int]) -> int | None:
        """Grid index under a pixel, or None (callers check it is a planet space)."""
        if not self.grid.collidepoint(pos):
            return None
        cols = [self.space_rect(k).left for k in range(1, GRID)]
        rows = [self.space_rect(k * GRID).top for k in range(1, GRID)]
        return bisect_right(rows, pos[1]) * GRID + bisect_right(cols, pos[0])

    def sun_orbit(self) -> tuple[tuple[int, int], float]:
        """The circle the sun travels around the planet on: centre and radius, in pixels."""
        centre = self.rect(*_on_board(340, 340), 0, 0).topleft
        return (centre[0], centre[1]), (340 - 22) * BOARD_K * self.scale

    def sun_rect(self, side: Sun) -> Rect:
        """The sun token beside the grid on its side."""
        (cx, cy), half = _on_board(340, 340), (340 - 22) * BOARD_K
        x, y = {
            Sun.TOP: (cx, cy - half),
            Sun.RIGHT: (cx + half, cy),
            Sun.BOTTOM: (cx, cy + half),
            Sun.LEFT: (cx - half, cy),
        }[Sun(side)]
        return self.rect(x - 20, y - 20, 40, 40)

    @property
    def action_bar(self) -> Rect:
        """The two rows of buttons under the planet."""
        return self.rect(BAR_X, ACTIONS_Y, BAR_W, TURN_Y + TURN_H - ACTIONS_Y)

    def button_rect(self, button: Button) -> Rect:
        """Pixel rect of a button."""
        if button is Button.MENU:
            return self.rect(1180, 8, 88, 32)
        if button is Button.HINT:
            return self.rect(1052, 8, 120, 32)
        if button is Button.HOME:
            return self.rect(24, 116, 190, 32)
        if button in ACTIONS:  # A-D: wide, each its letter, a picture and a few words
            i = ACTIONS.index(button)
            return self.rect(BAR_X + i * (ACTION_W + BAR_GAP), ACTIONS_Y, ACTION_W, ACTIONS_H)
        x: float = BAR_X  # the turn's row: Power, Stop, Undo, End turn
        for b, w in TURN_ROW:
            if b is button:
                return self.rect(x, TURN_Y, w, TURN_H)
            x += w + BAR_GAP
        raise ValueError(button)

    @property
    def market(self) -> Rect:
        """The draft market."""
        return self.rect(720, 56, 540, 196)

    def card_rect(self, slot: int, count: int) -> Rect:
        """Market slot ``slot`` of ``count`` cards, left to right."""
        w, h, gap = 94, 141, 10  # (room under them for the first-player marker's words)
        x0 = 720 + (540 - (count * w + (count - 1) * gap)) / 2
        return self.rect(x0 + slot * (w + gap), 82, w, h)

    @property
    def market_legend(self) -> Rect:
        """The line under the market's cards (what the first-player marker means)."""
        return self.rect(730, 226, 520, 24)

    def card_at(self, pos: tuple[int, int], count: int) -> int | None:
        """Market slot under a pixel."""
        for slot in range(count):
            if self.card_rect(slot, count).collidepoint(pos):
                return slot
        return None

    @property
    def zone(self) -> Rect:
        """The fertility zone with deck and discard counts."""
        return self.rect(720, 262, 540, 112)

    def stack_rect(self, biome: int) -> Rect:
        """The fertility stack of a biome (0-5), the six across the zone."""
        return self.rect(726 + biome * 89, 290, 86, 80)

    @property
    def tracks(self) -> Rect:
        """The current player's six power tracks."""
        return self.rect(720, 384, 540, 168)

    def track_box(self, power: int, level: int) -> Rect:
        """Level box ``level`` (0-4) of power track ``power`` (0-5)."""
        return self.rect(924 + level * 51, 408 + power * 24, 46, 22)

    def track_label(self, power: int) -> Rect:
        """The name of a power track."""
        return self.rect(724, 408 + power * 24, 196, 22)

    def supply_rect(self, power: int) -> Rect:
        """Beside the Bush and Lake tracks: how many of those pieces the supply holds."""
        return self.rect(1180, 408 + power * 24, 76, 22)

    @property
    def players_panel(self) -> Rect:
        """Every player's small planet and score."""
        return self.rect(720, 562, 540, 230)

    def player_rect(self, seat: int) -> Rect:
        """Small planet panel of a seat (clickable to view it large)."""
        n = max(1, self.players)
        w = min(180, (540 - (n - 1) * 8) / n)
        return self.rect(720 + seat * (w + 8), 562, w, 230)

    def player_at(self, pos: tuple[int, int]) -> int | None:
        """Seat whose small planet is under a pixel."""
        for seat in range(self.players):
            if self.player_rect(seat).collidepoint(pos):
                return seat
        return None

    def hit(
        self, pos: tuple[int, int], cards: int, spaces: frozenset[int]
    ) -> tuple[Hit, int] | None:
        """What is under a pixel: a market card slot (of ``cards``), a planet space (one of
        ``spaces``), a player's panel, a fertility stack or a power track."""
        slot = self.card_at(pos, cards)
        if slot is not None:
            return (Hit.CARD, slot)
        space = self.space_at(pos)
        if space is not None and space in spaces:
            return (Hit.SPACE, space)
        seat = self.player_at(pos)
        if seat is not None:
            return (Hit.PLAYER, seat)
        return self.zone_hit(pos) or self.tracks_hit(pos)

    def zone_hit(self, pos: tuple[int, int]) -> tuple[Hit, int] | None:
        """The fertility stack under a pixel, if any."""
        for biome in range(6):
            if self.stack_rect(biome).collidepoint(pos):
                return (Hit.STACK, biome)
        return None

    def tracks_hit(self, pos: tuple[int, int]) -> tuple[Hit, int] | None:
        """The power track (or the supply beside Bush and Lake) under a pixel, if any."""
        for power in SUPPLIED:
            if self.supply_rect(power).collidepoint(pos):
                return (Hit.SUPPLY, power)
        for power in range(6):
            if self.track_label(power).collidepoint(pos) or any(
                self.track_box(power, lv).collidepoint(pos) for lv in range(5)
            ):
                return (Hit.TRACK, power)
        return None


@bounded("kit.layout._space_box", 1024)
def _space_box(lay: Layout, index: int) -> tuple[int, int, int, int]:
    r, c = divmod(index, GRID)
    x, y = _on_board(46 + c * 84, 46 + r * 84)
    rect = lay.rect(x, y, 84 * BOARD_K, 84 * BOARD_K)
    return rect.x, rect.y, rect.width, rect.height


def clamp_size(width: int, height: int) -> tuple[int, int]:
    """A window size no smaller than the supported minimum."""
    return max(MIN_W, width), max(MIN_H, height)
