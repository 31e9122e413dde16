"""The rules reference's figures, drawn with the game's own art and filling the room the page
leaves them: the four seasons on a growing planet, the market's cards, the actions, the
powers, the pieces and what each does, the keys; the scoring ones (light sweeping along the
worked lines, a forest, fertility, the end, the solo ranks) are in ``rules_score_figures``."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from evergreen.i18n import _, ngettext
from evergreen.rules import Biome, Piece, Planet, Power, Season, Sun
from evergreen.rules.cards import card_by_name
from evergreen.rules.data_files import game_data
from evergreen.ui.art import menu_art, sprites
from evergreen.ui.art import rules_score_figures as score
from evergreen.ui.art.action_bar import draw_action
from evergreen.ui.art.cards import card_face
from evergreen.ui.art.rules_figure_kit import BIG, Fig, columns
from evergreen.ui.art.rules_score_figures import LINE_ROW, PIECE_OF
from evergreen.ui.kit.layout import ACTIONS, Layout
from evergreen.ui.kit.text import ACCENT_INK, INK, LIGHT, MUTED
from evergreen.ui.words.names import piece_name, power_name, season_name
from evergreen.ui.words.rules_text import Figure

__all__ = ["LINE_ROW", "PIECE_OF", "draw_figure"]

#: An action button's colours in the theme (assets/theme.json: normal_bg, normal_border).
BUTTON = (62, 107, 72)
BUTTON_EDGE = (42, 74, 50)
SEASONS = (Season.SPRING, Season.SUMMER, Season.AUTUMN, Season.WINTER)
#: The sun's side in each season of the brief's figure (it starts on top, moves clockwise).
SUN_OF = (Sun.TOP, Sun.RIGHT, Sun.BOTTOM, Sun.LEFT)


def draw_figure(
    surface: pygame.Surface,
    box: pygame.Rect,
    figure: Figure,
    clock: float,
    lay: Layout | None = None,
) -> None:
    """Draw ``figure`` filling ``box``; ``clock`` (seconds) drives the animated ones; ``lay``
    (the window's layout, by default the surface's) gives the words their size."""
    drawer = _DRAWERS.get(figure)
    if drawer is not None:
        drawer(Fig(surface, box, clock, lay or Layout(*surface.get_size(), players=0)))


def grown_planets(seed: int = 5) -> list[Planet]:
    """A planet at the end of each season: Sprouts planted, trees grown, a Bush and a Lake."""
    rng = random.Random(seed)
    planet = Planet.empty()
    spaces = list(planet.layout.plantable)
    rng.shuffle(spaces)
    planted: list[int] = []
    out = []
    for season in range(4):
        for i in planted[: 3 + 2 * season]:  # the older pieces grow first
            piece = Piece(planet.pieces[i])
            if piece in (Piece.SPROUT, Piece.SMALL_TREE):
                planet = planet.put(i, int(Piece(piece + 1)))
        for _k in range(5):
            i = spaces.pop()
            extra = {3: Piece.BUSH, 8: Piece.LAKE}.get(len(planted), Piece.SPROUT)
            planet = planet.put(i, int(extra))
            planted.append(i)
        out.append(planet)
    return out


def _brief(f: Fig) -> None:
    """Four seasons, four pictures of one planet growing, the sun a quarter turn further
    round it each time; the season's name and rounds under each."""
    rounds = game_data().season_rounds
    label_h = f.px(60)
    for k, (col, planet) in enumerate(zip(columns(f.box, 4), grown_planets(), strict=True)):
        radius = round(max(8, min(col.width * 0.36, (col.height - label_h) * 0.36)))
        img = menu_art.planet_with_sun(planet, SUN_OF[k], radius)
        reach = round(radius * 1.36)  # the planet and its sun, on every side
        top = col.centery - (2 * reach + label_h) // 2
        f.surface.blit(img, img.get_rect(center=(col.centerx, top + reach)))
        top += 2 * reach + f.px(6)
        width = col.width - f.px(8)
        top = f.words(season_name(SEASONS[k]), col.centerx, top, width, BIG, bold=True)
        text = ngettext("{n} round", "{n} rounds", rounds[k]).format(n=rounds[k])
        f.words(text, col.centerx, top, width, colour=MUTED, lines=1)


def _card(f: Fig) -> None:
    """The market: four cards in a row, the first's parts named beside it."""
    names = ("snow/bush", "wheat/lake", "wild/sprout", "flowers/buds")
    h = min(f.box.height - f.px(16), round(f.box.width * 0.4))
    w = round(h * 2 / 3)
    first = card_face(w, h, card_by_name()[names[0]].id)
    x, y = f.box.x + f.px(12), f.box.centery - h // 2
    f.surface.blit(first, (x, y))
    notes = (
        (0.08, _("Flowers, aridity or nothing")),
        (0.25, _("The biome: where actions A to C work")),
        (0.6, _("The power: before or after the action")),
    )
    left = x + w + f.px(30)
    room = f.box.width * 11 // 20 - (left - f.box.x)
    for k, (at, text) in enumerate(notes):  # the words a third of the height apart
        part = (x + w - f.px(6), y + round(h * at))
        middle = f.box.y + f.box.height * (2 * k + 1) // 6
        pygame.draw.line(f.surface, ACCENT_INK, part, (left - f.px(6), middle), 2)
        pygame.draw.circle(f.surface, ACCENT_INK, part, f.px(4))
        f.words_left(text, left, middle, room, lines=3)
    rest = pygame.Rect(f.box.x + f.box.width * 11 // 20, f.box.y, 0, f.box.height)
    rest.width = f.box.right - rest.x
    small = min(round(h * 0.8), round(rest.width / 3.4 * 3 / 2))
    sw = round(small * 2 / 3)
    for k, name in enumerate(names[1:]):
        img = card_face(sw, small, card_by_name()[name].id)
        cx = rest.x + k * (sw + f.px(10))
        f.surface.blit(img, (cx, f.box.centery - small // 2 + (k % 2) * f.px(8)))


def _actions(f: Fig) -> None:
    """Each action as its button in the game's action bar (the same face: letter, picture,
    words), what it puts on the planet, then what it does in full."""
    # the faces at the design size at least (their words 14 px or more in a small window)
    k = max(1.0, 1 / f.lay.scale)
    lay = Layout(round(f.lay.width * k), round(f.lay.height * k), players=0)
    face = lay.button_rect(ACTIONS[0]).size
    pitch = f.box.height // 4
    rows = (
        ((Piece.SPROUT,) * 3, _("plant ×3 in the card's biome")),
        ((Piece.SMALL_TREE, Piece.BIG_TREE), _("grow ×2, two spaces")),
        ((Piece.SPROUT, Piece.SMALL_TREE), _("plant 1 and grow 1")),
        ((Piece.SPROUT,), _("plant or grow once, anywhere")),
    )
    size = min(pitch - f.px(6), round(face[1] * 1.5))
    for k, (b, (pieces, text)) in enumerate(zip(ACTIONS, rows, strict=True)):
        middle = f.box.y + k * pitch + pitch // 2
        rect = pygame.Rect((f.box.x + f.px(12), middle - face[1] // 2), face)
        radius = lay.px(8)
        pygame.draw.rect(f.surface, BUTTON, rect, border_radius=radius)
        pygame.draw.rect(f.surface, BUTTON_EDGE, rect, max(1, lay.px(2)), border_radius=radius)
        draw_action(f.surface, lay, b, rect, LIGHT)
        for j, piece in enumerate(pieces):  # what it puts on the planet, large
            at = (rect.right + f.px(12) + j * (size - f.px(6)), middle - size // 2)
            f.surface.blit(sprites.piece_sprite(size, piece), at)
        left = rect.right + f.px(24) + 3 * (size - f.px(6))
        f.words_left(text, left, middle, f.box.right - left - f.px(8))


#: What each power puts on the planet (a piece, or a piece and what it grows into).
POWER_PIECES = {
    Power.SPROUT: (Piece.SPROUT,),
    Power.SMALL_GROWTH: (Piece.SPROUT, Piece.SMALL_TREE),
    Power.BIG_GROWTH: (Piece.SMALL_TREE, Piece.BIG_TREE),
    Power.BUSH: (Piece.BUSH,),
    Power.LAKE: (Piece.LAKE,),
    Power.BUDS: (),
}


def _powers(f: Fig) -> None:
    """The six powers in two columns: the icon, the name, and what it does, as pieces."""
    rows = f.box.height // 3
    icon = min(rows - f.px(12), f.px(64))
    for k, power in enumerate(Power):
        col = columns(f.box, 2)[k // 3]
        middle = col.y + (k % 3) * rows + rows // 2
        x = col.x + f.px(12)
        f.surface.blit(sprites.power_icon(icon, power), (x, middle - icon // 2))
        name_x = x + icon + f.px(12)
        f.words_left(power_name(power), name_x, middle, f.px(170), bold=True)
        x = name_x + f.px(176)
        pieces = POWER_PIECES[power]
        cell = min(icon, col.right - x - f.px(8))
        for j, piece in enumerate(pieces):
            at = pygame.Rect(x + j * (cell + f.px(22)), middle - cell // 2, cell, cell)
            f.surface.blit(sprites.biome_tile(cell, Biome.GRASSLAND), at)
            f.surface.blit(sprites.piece_sprite(cell, piece), at)
            if j:
                arrow = pygame.Rect(at.x - f.px(20), middle - f.px(6), f.px(16), f.px(12))
                tip = (arrow.right, middle)
                pygame.draw.polygon(f.surface, INK, (arrow.topleft, tip, arrow.bottomleft))
        if not pieces:
            text = _("points: the new level")
            room = col.right - x - f.px(8)
            f.words_left(text, x, middle, room, colour=ACCENT_INK, bold=True, lines=3)


#: The pieces in the figure, and for each: collects light, casts shadow, in a forest (R7).
PIECE_ROWS = (
    (Piece.SPROUT, (False, False, False)),
    (Piece.SMALL_TREE, (True, True, True)),
    (Piece.BIG_TREE, (True, True, True)),
    (Piece.BUSH, (False, False, True)),
    (Piece.LAKE, (False, False, False)),
)


def _pieces(f: Fig) -> None:
    """The five pieces on their tiles, named under them (two lines when a name needs them,
    all at one size), and what each does: a table of light, shadow and forest."""
    marks = (_("Collects light"), _("Casts shadow"), _("Joins a forest"))
    head = f.box.width // 4
    cols = columns(pygame.Rect(f.box.x + head, f.box.y, f.box.width - head, f.box.height), 5)
    row_h = f.px(34)
    size = max(8, min(cols[0].width - f.px(16), f.box.height - 3 * row_h - f.px(80)))
    names_top = f.box.y + f.px(6) + size + f.px(6)
    bottoms = [names_top]
    for col, (piece, _does) in zip(cols, PIECE_ROWS, strict=True):
        x = col.centerx - size // 2
        f.surface.blit(sprites.biome_tile(size, Biome.GRASSLAND), (x, f.box.y + f.px(6)))
        f.surface.blit(sprites.piece_sprite(size, piece), (x, f.box.y + f.px(6)))
        bottoms.append(f.words(piece_name(piece), col.centerx, names_top, col.width - f.px(8)))
    table = max(bottoms) + f.px(8)  # under the longest name, on one line or two
    for r, text in enumerate(marks):
        middle = table + r * row_h + row_h // 2
        if r % 2 == 0:
            band = pygame.Rect(f.box.x, middle - row_h // 2, f.box.width, row_h)
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            shade.fill((255, 255, 255, 60))
            f.surface.blit(shade, band)
        f.words_left(text, f.box.x + f.px(8), middle, head - f.px(12), lines=1)
        for col, (_piece, does) in zip(cols, PIECE_ROWS, strict=True):
            _mark(f, (col.centerx, middle), does[r])


def _mark(f: Fig, at: tuple[int, int], yes: bool) -> None:
    """A tick (yes) or a short dash (no)."""
    x, y = at
    u = f.px(7)
    if yes:
        points = [(x - u, y), (x - u // 3, y + u * 2 // 3), (x + u, y - u * 2 // 3)]
        pygame.draw.lines(f.surface, (40, 120, 60), False, points, max(2, f.px(3)))
    else:
        pygame.draw.line(f.surface, MUTED, (x - u // 2, y), (x + u // 2, y), max(1, f.px(2)))


#: The keys of the game screen and what each does.
KEYS = (
    ("Enter", "End turn"),
    ("Backspace", "Undo"),
    ("H", "Hint"),
    ("L", "Log"),
    ("Tab", "Next highlighted space"),
    ("Esc", "Pause"),
    ("F1", "Rules"),
    ("M", "Sound on or off"),
)


def _keys(f: Fig) -> None:
    """The keyboard: each key as a key cap, what it does beside it, in two columns."""
    words = {
        "End turn": _("End turn"),
        "Undo": _("Undo"),
        "Hint": _("Hint"),
        "Log": _("Log"),
        "Next highlighted space": _("Next highlighted space"),
        "Pause": _("Pause"),
        "Rules": _("Rules"),
        "Sound on or off": _("Sound on or off"),
    }
    per = (len(KEYS) + 1) // 2
    pitch = f.box.height // per
    cap_h = min(pitch - f.px(10), f.px(46))
    for k, (key, does) in enumerate(KEYS):
        col = columns(f.box, 2)[k // per]
        middle = col.y + (k % per) * pitch + pitch // 2
        cap = pygame.Rect(col.x + f.px(12), middle - cap_h // 2, f.px(130), cap_h)
        radius = f.px(8)
        low = cap.move(0, f.px(3))
        pygame.draw.rect(f.surface, (150, 146, 128), low, border_radius=radius)
        pygame.draw.rect(f.surface, (250, 248, 238), cap, border_radius=radius)
        pygame.draw.rect(f.surface, (120, 116, 100), cap, max(1, f.px(1)), border_radius=radius)
        f.words(key, cap.centerx, cap.y + (cap_h - f.px(24)) // 2, cap.width, bold=True, lines=1)
        left = cap.right + f.px(14)
        f.words_left(words[does], left, middle, col.right - left - f.px(8))


_DRAWERS: dict[Figure, Callable[[Fig], None]] = {
    Figure.BRIEF: _brief,
    Figure.CARD: _card,
    Figure.PIECES: _pieces,
    Figure.ACTIONS: _actions,
    Figure.POWERS: _powers,
    Figure.LIGHT: score.light,
    Figure.FOREST: score.forest,
    Figure.FERTILITY: score.fertility,
    Figure.END: score.end,
    Figure.RANKS: score.ranks,
    Figure.KEYS: _keys,
}
