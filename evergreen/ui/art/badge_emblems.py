"""What each achievement's badge shows in its roundel (``badges`` draws the medal round
it): the game's own lit pieces standing on a little hill under a season's sky, the sun
token, the biome symbols, the fertility flower, small planets in the player colours. Each
emblem says what its achievement is for: a Sprout for the first game, a grove for ten, old
growth for fifty, a forest on a tiny planet, a tree throwing its shadow under the sun, a
Big Tree ringed by the six biomes, the steps of a power, a meadow of flowers, a laurel
round a planet for a bot beaten, a lake as still as a steady hand, the four colours of a
full table, two trees at a finish line, a week of days, the sun over the day's page, a
glass that finds no blunder; a rank shows the ladder's growth (a Sprout at its foot, the
Legendary Sequoia at its head).

Everything is drawn in a unit box (the badge's square) with a :class:`Pen` on a canvas
already supersampled; nothing here caches (``badges`` does)."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import NamedTuple

import pygame

from evergreen.rules.enums import Biome, Piece
from evergreen.ui.art import pieces
from evergreen.ui.art import shapes as sh
from evergreen.ui.art.shapes import Colour, Pen
from evergreen.ui.art.sprites import BIOME_COLOURS
from evergreen.ui.words.colours import PLAYER_COLOURS

#: The roundel inside the medal's ring (unit box): its centre and radius; the hill's top.
CENTRE, INNER = (0.5, 0.5), 0.335
HORIZON = 0.64
#: From this height on the supersampled canvas (about 36 px once scaled down) a piece is
#: drawn in full detail (leaf clusters, needles); smaller, plain, as on the small planets:
#: the detail would blur into noise, and it is most of a badge's bake.
DETAIL = 100


class Scene(NamedTuple):
    """A roundel's sky (top, horizon) and ground colours."""

    sky: Colour
    haze: Colour
    ground: Colour


#: The seasons' skies (as the title's: spring fresh, summer warm gold, autumn amber-rose,
#: winter pale blue-grey) and a ground for each.
SPRING = Scene((150, 200, 232), (226, 240, 222), (120, 176, 84))
SUMMER = Scene((120, 176, 226), (250, 226, 160), (150, 180, 70))
AUTUMN = Scene((196, 150, 150), (248, 206, 150), (170, 130, 70))
WINTER = Scene((150, 172, 200), (228, 234, 240), (226, 236, 244))
MEADOW = Scene((160, 204, 236), (244, 230, 236), (224, 152, 186))


def piece(
    pen: Pen, kind: Piece, x: float, foot: float, high: float, variant: int = 0, lit: bool = True
) -> None:
    """The lit piece ``kind`` standing at ``(x, foot)``, ``high`` tall (unit box)."""
    b = pieces.PIECE_BOUNDS[kind]
    scale = high / (b[3] - b[1]) * pen.s
    wide = (b[2] - b[0]) * scale
    box = pygame.Rect(0, 0, round(wide), round(high * pen.s))
    box.midbottom = (round(pen.ox + x * pen.s), round(pen.oy + foot * pen.s))
    w = 1.2 + scale * 0.018
    look = pieces.Look(sunlit=lit, detail=high * pen.s >= DETAIL)
    # drawn on a canvas just round the piece (its masks are most of the work), then laid on
    room = box.inflate(round(scale * 0.3), round(scale * 0.3))
    canvas = pygame.Surface(room.size, pygame.SRCALPHA)
    pieces.PIECE_DRAWERS[kind](sh.fit_pen(canvas, b, box.move(-room.x, -room.y), w), variant, look)
    pen.surf.blit(canvas, room)


def inset(pen: Pen, draw: Callable[[Pen], None], x: float, y: float, size: float) -> None:
    """A unit-box drawing (a symbol, the sun, a flower) in the square ``size`` at (x, y)."""
    draw(Pen(pen.surf, pen.ox + x * pen.s, pen.oy + y * pen.s, size * pen.s, pen.w * size))


def hill(pen: Pen, colour: Colour, top: float = HORIZON, bulge: float = 0.9) -> None:
    """The ground: a wide hill whose top is at ``top``, lighter on its crest."""
    r = bulge
    pen.ellipse(sh.shade(colour, 0.82), (0.5 - r, top, 2 * r, 2 * r * 0.5))
    pen.ellipse(colour, (0.5 - r, top + 0.012, 2 * r, 2 * r * 0.5))
    pen.ellipse(sh.mix(colour, (255, 255, 240), 0.25), (0.3, top + 0.02, 0.4, 0.05))


def planet(pen: Pen, x: float, y: float, r: float, ring: Colour | None = None) -> None:
    """A small round world: grass with a darker rim, a ring in a player's colour."""
    if ring is not None:
        pen.ellipse(sh.OUTLINE, (x - r - 0.03, y - r - 0.03, 2 * r + 0.06, 2 * r + 0.06))
        pen.ellipse(ring, (x - r - 0.022, y - r - 0.022, 2 * r + 0.044, 2 * r + 0.044))
    pen.ellipse(sh.OUTLINE, (x - r, y - r, 2 * r, 2 * r))
    pen.ellipse((96, 150, 70), (x - r + 0.008, y - r + 0.008, 2 * r - 0.016, 2 * r - 0.016))
    pen.ellipse((132, 190, 92), (x - r * 0.7, y - r * 0.75, r * 1.1, r * 0.9))
    pen.ellipse((190, 226, 150), (x - r * 0.5, y - r * 0.62, r * 0.45, r * 0.3))


def star_mark(pen: Pen, x: float, y: float, r: float, colour: Colour = sh.GOLD) -> None:
    """A small outlined star (a level, a win)."""
    pen.poly(colour, sh.star(x, y, r, r * 0.45))


# --- the ranks: the ladder grows --------------------------------------------------------------

#: What stands on each step of the ladder (Broccoli at its foot): (piece, x, height, look).
LADDER: tuple[tuple[tuple[Piece, float, float, int], ...], ...] = (
    ((Piece.SPROUT, 0.5, 0.2, 0),),
    ((Piece.BUSH, 0.5, 0.2, 0),),
    ((Piece.SMALL_TREE, 0.5, 0.3, 0),),
    ((Piece.BUSH, 0.38, 0.17, 1), (Piece.SMALL_TREE, 0.58, 0.3, 1)),
    ((Piece.SMALL_TREE, 0.38, 0.26, 2), (Piece.SMALL_TREE, 0.62, 0.32, 0)),
    ((Piece.BIG_TREE, 0.5, 0.44, 0),),
    ((Piece.SMALL_TREE, 0.34, 0.26, 1), (Piece.BIG_TREE, 0.58, 0.44, 1)),
    (
        (Piece.BIG_TREE, 0.36, 0.38, 2),
        (Piece.BIG_TREE, 0.64, 0.4, 0),
        (Piece.SMALL_TREE, 0.5, 0.24, 2),
    ),
    ((Piece.BIG_TREE, 0.5, 0.66, 1),),
)
#: The ladder's seasons: the foot in spring, the head in a gold summer.
LADDER_SCENES = (SPRING, SPRING, SPRING, AUTUMN, AUTUMN, WINTER, WINTER, SUMMER, SUMMER)


def rank(pen: Pen, step: int) -> None:
    """The rank ``step`` of the ladder: the more it grows, the higher the rank; the
    Legendary Sequoia stands out of its roundel before the sun."""
    if step == len(LADDER) - 1:
        inset(pen, sh.draw_sun, 0.5, 0.12, 0.3)
    hill(pen, LADDER_SCENES[step].ground)
    for kind, x, high, variant in LADDER[step]:
        piece(pen, kind, x, HORIZON + 0.06, high, variant)


# --- the other achievements ------------------------------------------------------------------


def seedling(pen: Pen) -> None:
    hill(pen, SPRING.ground)
    piece(pen, Piece.SPROUT, 0.5, HORIZON + 0.07, 0.34)


def grove(pen: Pen) -> None:
    hill(pen, SPRING.ground)
    for x, high, v in ((0.32, 0.26, 1), (0.68, 0.26, 2), (0.5, 0.32, 0)):
        piece(pen, Piece.SMALL_TREE, x, HORIZON + (0.06 if x == 0.5 else 0.03), high, v)


def old_growth(pen: Pen) -> None:
    hill(pen, (80, 120, 70))
    for x, foot, high, v in (
        (0.28, 0.66, 0.3, 1),
        (0.72, 0.66, 0.3, 2),
        (0.4, 0.69, 0.38, 0),
        (0.6, 0.7, 0.4, 1),
        (0.5, 0.74, 0.3, 2),
    ):
        piece(pen, Piece.BIG_TREE, x, foot, high, v)


def deep_woods(pen: Pen) -> None:
    """A forest all round a tiny planet's top."""
    planet(pen, 0.5, 0.86, 0.3)
    for k, (kind, high) in enumerate(
        (
            (Piece.SMALL_TREE, 0.16),
            (Piece.BIG_TREE, 0.24),
            (Piece.BIG_TREE, 0.28),
            (Piece.BIG_TREE, 0.24),
            (Piece.SMALL_TREE, 0.16),
        )
    ):
        a = math.radians(-90 + (k - 2) * 26)
        x, y = 0.5 + 0.29 * math.cos(a), 0.86 + 0.29 * math.sin(a)
        piece(pen, kind, x, y + 0.03, high, k % 3)


def sunbather(pen: Pen) -> None:
    """A tree in the sun's full light, its shadow long on the ground."""
    inset(pen, sh.draw_sun, 0.2, 0.2, 0.26)
    hill(pen, SUMMER.ground)
    pen.ellipse((40, 58, 40, 110), (0.5, HORIZON + 0.035, 0.3, 0.05))
    piece(pen, Piece.SMALL_TREE, 0.52, HORIZON + 0.06, 0.34, 0)


def arboretum(pen: Pen) -> None:
    """A Big Tree ringed by the six biomes' symbols."""
    biomes = [b for b in Biome if b is not Biome.WILD]
    for k, biome in enumerate(biomes):
        a = math.radians(-150 + k * 60)
        x, y = 0.5 + 0.25 * math.cos(a), 0.52 + 0.25 * math.sin(a)
        pen.ellipse(sh.OUTLINE, (x - 0.065, y - 0.065, 0.13, 0.13))
        pen.ellipse(BIOME_COLOURS[biome], (x - 0.057, y - 0.057, 0.114, 0.114))
        ink = (40, 44, 40) if sh.luma(BIOME_COLOURS[biome]) > 110 else (250, 250, 240)
        inset(pen, functools.partial(symbol, biome=biome, ink=ink), x - 0.04, y - 0.04, 0.08)
    piece(pen, Piece.BIG_TREE, 0.5, 0.72, 0.4, 0)


def symbol(pen: Pen, biome: Biome, ink: Colour) -> None:
    """A biome's symbol in ``ink`` (the pen's unit box)."""
    sh.draw_symbol(pen, biome, ink)


def steps(pen: Pen, top: int, colour: Colour) -> None:
    """A power's track climbing left to right, its steps filled up to ``top``."""
    for k in range(4):
        box = (0.24 + k * 0.135, 0.72 - (k + 1) * 0.075, 0.115, (k + 1) * 0.075)
        fill = colour if k < top else (200, 196, 184)
        pen.poly(fill, [(box[0], box[1]), (box[0] + box[2], box[1]), *_foot(box)])


def _foot(box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    return [(box[0] + box[2], box[1] + box[3]), (box[0], box[1] + box[3])]


def full_power(pen: Pen) -> None:
    hill(pen, SUMMER.ground, 0.74)
    steps(pen, 4, (250, 204, 72))
    piece(pen, Piece.BIG_TREE, 0.7, 0.42, 0.26, 0)
    sh.draw_arrow(Pen(pen.surf, pen.ox, pen.oy, pen.s, pen.w), 0.25, 0.3, 0.2)


def overgrowth(pen: Pen) -> None:
    """Three powers at the top: three pieces on three gold plinths."""
    hill(pen, SUMMER.ground, 0.74)
    for k, kind in enumerate((Piece.SPROUT, Piece.SMALL_TREE, Piece.LAKE)):
        x = 0.3 + k * 0.2
        pen.poly(
            (250, 204, 72), [(x - 0.08, 0.6), (x + 0.08, 0.6), (x + 0.08, 0.76), (x - 0.08, 0.76)]
        )
        star_mark(pen, x, 0.68, 0.045, (255, 240, 190))
        piece(pen, kind, x, 0.6, 0.2 if kind is not Piece.LAKE else 0.12, 0)
    sh.draw_arrow(Pen(pen.surf, pen.ox, pen.oy, pen.s, pen.w), 0.42, 0.18, 0.16)


def green_fingers(pen: Pen) -> None:
    hill(pen, MEADOW.ground, 0.62)
    for x, y, s in ((0.22, 0.5, 0.2), (0.58, 0.46, 0.22), (0.4, 0.58, 0.24), (0.62, 0.64, 0.16)):
        inset(pen, sh.draw_flower, x, y, s)
    piece(pen, Piece.SPROUT, 0.34, 0.52, 0.16, 1)


def beaten(level: int) -> Callable[[Pen], None]:
    """A bot beaten: a Big Tree on the winner's step of a podium in a laurel, a star for
    each level of the bot (the stronger the bot, the taller the tree)."""

    def draw(pen: Pen) -> None:
        laurel(pen)
        for x, top, metal in ((0.36, 0.66, (196, 202, 210)), (0.64, 0.7, (196, 122, 70))):
            pen.poly(metal, [(x - 0.08, top), (x + 0.08, top), (x + 0.08, 0.86), (x - 0.08, 0.86)])
        pen.poly((250, 204, 72), [(0.42, 0.6), (0.58, 0.6), (0.58, 0.86), (0.42, 0.86)])
        piece(pen, Piece.SPROUT, 0.34, 0.67, 0.1, 0)
        piece(pen, Piece.BUSH, 0.65, 0.71, 0.09, 0)
        piece(pen, Piece.BIG_TREE, 0.5, 0.61, 0.2 + 0.04 * level, level % 3)
        for k in range(level):
            star_mark(pen, 0.5 + (k - (level - 1) / 2) * 0.12, 0.23, 0.06)

    return draw


def laurel(pen: Pen) -> None:
    """Two sprays of leaves curving up round the roundel."""
    for side in (-1, 1):
        for k in range(6):
            a = math.radians(110 - k * 24) if side < 0 else math.radians(70 + k * 24)
            x, y = 0.5 + 0.25 * math.cos(a) * -1, 0.53 + 0.25 * math.sin(a)
            x = 0.5 + side * abs(x - 0.5)
            tip = (x + side * 0.03 - side * 0.02 * k, y - 0.08)
            pen.poly(sh.CROWN, sh.lens((x, y), tip, 0.05))


def steady_hand(pen: Pen) -> None:
    """A lake as still as glass, the tree beside it reflected whole."""
    hill(pen, SPRING.ground, 0.58)
    piece(pen, Piece.LAKE, 0.5, 0.8, 0.22, 0)
    piece(pen, Piece.SMALL_TREE, 0.5, 0.62, 0.24, 0)


def full_table(pen: Pen) -> None:
    """Four small worlds, one in each player's colour."""
    for k, colour in enumerate(PLAYER_COLOURS):
        x, y = 0.37 + (k % 2) * 0.26, 0.37 + (k // 2) * 0.26
        planet(pen, x, y, 0.09, colour)
        piece(pen, (Piece.SPROUT, Piece.SMALL_TREE, Piece.BUSH, Piece.BIG_TREE)[k], x, y, 0.1)


def photo_finish(pen: Pen) -> None:
    """Two trees neck and neck at a chequered line, one a leaf taller."""
    hill(pen, SUMMER.ground)
    for k in range(8):
        for row in range(2):
            colour = (250, 250, 240) if (k + row) % 2 else sh.OUTLINE
            pen.ellipse(colour, (0.28 + k * 0.055, 0.2 + row * 0.04, 0.055, 0.04))
    piece(pen, Piece.SMALL_TREE, 0.38, HORIZON + 0.06, 0.34, 0)
    piece(pen, Piece.SMALL_TREE, 0.62, HORIZON + 0.06, 0.37, 1)


def page(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """A day's page: paper with a red band at its top."""
    pen.poly((250, 247, 236), [(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
    pen.poly((196, 70, 60), [(x, y), (x + w, y), (x + w, y + h * 0.2), (x, y + h * 0.2)])


def every_day(pen: Pen) -> None:
    """A week's page, a Sprout grown on each of its seven days."""
    page(pen, 0.2, 0.26, 0.6, 0.5)
    for k in range(7):
        x, y = 0.28 + (k % 4) * 0.145, 0.5 + (k // 4) * 0.2
        piece(pen, Piece.SPROUT, x + (0.07 if k >= 4 else 0), y, 0.12)


def daily_champion(pen: Pen) -> None:
    """The sun over the day's page, a star on it."""
    inset(pen, sh.draw_sun, 0.34, 0.14, 0.32)
    page(pen, 0.28, 0.44, 0.44, 0.36)
    star_mark(pen, 0.5, 0.65, 0.1)


def no_blunders(pen: Pen) -> None:
    """A glass held over a Big Tree: nothing wrong found."""
    hill(pen, WINTER.ground)
    piece(pen, Piece.BIG_TREE, 0.44, HORIZON + 0.06, 0.4, 2)
    pen.line(sh.OUTLINE, [(0.62, 0.6), (0.78, 0.78)], 0.07)
    pen.line((150, 100, 56), [(0.62, 0.6), (0.77, 0.77)], 0.045)
    for w, c in ((0.06, sh.OUTLINE), (0.035, (214, 160, 40))):
        pts = [
            (0.5 + 0.16 * math.cos(t / 16 * math.tau), 0.44 + 0.16 * math.sin(t / 16 * math.tau))
            for t in range(17)
        ]
        pen.line(c, pts, w)
    pen.line((17, 119, 51), [(0.42, 0.45), (0.48, 0.52), (0.6, 0.36)], 0.045)


#: Each achievement's emblem and the sky it stands under.
EMBLEMS: dict[str, tuple[Callable[[Pen], None], Scene]] = {
    "first-game": (seedling, SPRING),
    "ten-games": (grove, SPRING),
    "fifty-games": (old_growth, AUTUMN),
    "forest-15": (deep_woods, SPRING),
    "light-20": (sunbather, SUMMER),
    "big-tree-every-biome": (arboretum, SPRING),
    "power-top": (full_power, SUMMER),
    "all-powers-top": (overgrowth, SUMMER),
    "fertility-20": (green_fingers, MEADOW),
    "beat-easy": (beaten(1), SPRING),
    "beat-medium": (beaten(2), SUMMER),
    "beat-hard": (beaten(3), AUTUMN),
    "beat-expert": (beaten(4), WINTER),
    "no-undo": (steady_hand, WINTER),
    "four-players": (full_table, WINTER),
    "by-one": (photo_finish, SUMMER),
    "daily-week": (every_day, WINTER),
    "daily-beat-hard": (daily_champion, SUMMER),
    "clean-review": (no_blunders, WINTER),
}
