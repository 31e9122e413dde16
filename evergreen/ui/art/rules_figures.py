"""The rules reference's figures, drawn with the game's own art: a card, the pieces, the
actions, the powers, light sweeping along the worked lines (animated, scored by the engine
itself), a forest outlined, a fertility stack, the solo ranks."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.rules import (
    Biome,
    Piece,
    Planet,
    Power,
    Sun,
    largest_forest_spaces,
    light_score,
)
from evergreen.rules.cards import card_by_name
from evergreen.rules.data_files import game_data
from evergreen.ui.art import sprites
from evergreen.ui.art.cards import card_back, card_face
from evergreen.ui.kit.text import ACCENT, INK, LIGHT, MUTED, fit, render, wrap
from evergreen.ui.words.names import piece_name, power_name, rank_name
from evergreen.ui.words.rules_text import WORKED_LINES, Figure

PIECE_OF = {
    "t": Piece.SMALL_TREE,
    "T": Piece.BIG_TREE,
    "b": Piece.BUSH,
    "s": Piece.SPROUT,
    "~": Piece.LAKE,
    ".": Piece.EMPTY,
}
#: An action button's colours in the theme (assets/theme.json: normal_bg, normal_border).
BUTTON = (62, 107, 72)
BUTTON_EDGE = (42, 74, 50)
#: The light figure shows each worked line this long (seconds), the sweep taking most of it.
LINE_SECONDS = 3.5
#: Row 2 of the Classic planet: seven spaces with no ravine, where the worked lines are laid.
LINE_ROW = 2
FOREST_PLANET = """
. . _ _ _ . .
. t b # _ _ .
_ T _ _ t T _
_ t _ # _ b _
_ _ # _ _ t _
. s _ # T _ .
. . _ _ _ . .
"""


def draw_figure(surface: pygame.Surface, box: pygame.Rect, figure: Figure, clock: float) -> None:
    """Draw ``figure`` inside ``box``; ``clock`` (seconds) drives the animated ones."""
    drawer = _DRAWERS.get(figure)
    if drawer is not None:
        drawer(surface, box, clock)


def _label(surface: pygame.Surface, text: str, centre: tuple[int, int], size: int) -> None:
    img = render(text, size, INK)
    surface.blit(img, img.get_rect(midtop=centre))


def _card(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    h = min(box.height - 20, round(box.width * 0.6))
    w = round(h * 2 / 3)
    names = ("snow/bush", "wheat/lake", "wild/sprout")
    for k, name in enumerate(names):
        img = card_face(w, h, card_by_name()[name].id)
        surface.blit(img, (box.x + k * (w + 16), box.y))


def _pieces(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    pieces = (Piece.SPROUT, Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH, Piece.LAKE)
    names = tuple(piece_name(p) for p in pieces)
    size = min(box.width // 6, 96)
    step = box.width // len(pieces)
    for k, (piece, name) in enumerate(zip(pieces, names, strict=True)):
        x = box.x + k * step + (step - size) // 2
        surface.blit(sprites.biome_tile(size, Biome.GRASSLAND), (x, box.y))
        surface.blit(sprites.piece_sprite(size, piece), (x, box.y))
        _label(surface, name, (x + size // 2, box.y + size + 6), 18)


def _actions(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    """Each action as its button in the game's action bar (the same face: letter, picture,
    words), then what it does in full."""
    from evergreen.ui.art.action_bar import draw_action
    from evergreen.ui.kit.layout import ACTIONS, Layout

    lay = Layout(*surface.get_size(), players=0)
    face = lay.button_rect(ACTIONS[0]).size
    gap = max(8, (box.height - 4 * face[1]) // 4)
    gap = min(gap, face[1] // 2)
    rows = (
        ((Piece.SPROUT,) * 3, _("plant ×3 in the card's biome")),
        ((Piece.SMALL_TREE, Piece.BIG_TREE), _("grow ×2, two spaces")),
        ((Piece.SPROUT, Piece.SMALL_TREE), _("plant 1 and grow 1")),
        ((Piece.SPROUT,), _("plant or grow once, anywhere")),
    )
    size = face[1] + gap // 2
    for k, (b, (pieces, text)) in enumerate(zip(ACTIONS, rows, strict=True)):
        rect = pygame.Rect((box.x, box.y + k * (face[1] + gap)), face)
        radius = lay.px(8)
        pygame.draw.rect(surface, BUTTON, rect, border_radius=radius)
        pygame.draw.rect(surface, BUTTON_EDGE, rect, max(1, lay.px(2)), border_radius=radius)
        draw_action(surface, lay, b, rect, LIGHT)
        for j, piece in enumerate(pieces):  # what it puts on the planet, large
            at = (rect.right + 12 + j * (size - 6), rect.centery - size // 2 - 2)
            surface.blit(sprites.piece_sprite(size, piece), at)
        left = rect.right + 24 + 3 * (size - 6)
        lines = wrap(text, lay.px(18), box.right - left, INK, max_lines=2)
        y = rect.centery - sum(img.get_height() for img in lines) // 2
        for img in lines:  # the size of the page's own text, on one line or two
            surface.blit(img, (left, y))
            y += img.get_height()


def _powers(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    size = min(48, box.height // 7)
    for k, power in enumerate(Power):
        y = box.y + k * (size + 8)
        surface.blit(sprites.power_icon(size, power), (box.x, y))
        img = render(power_name(power), 18, INK, True)
        surface.blit(img, img.get_rect(midleft=(box.x + size + 12, y + size // 2)))


def _light(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    """One worked line at a time: pieces on a row, the sun at the left, light sweeping in,
    shaded trees darkened, each lit tree's points rising, then the line's total."""
    index = int(clock // LINE_SECONDS) % len(WORKED_LINES)
    progress = min(1.0, (clock % LINE_SECONDS) / (LINE_SECONDS * 0.7))
    line = WORKED_LINES[index].split()
    planet = Planet.empty()
    start = LINE_ROW * 7
    for k, ch in enumerate(line):
        planet = planet.put(start + k, int(PIECE_OF[ch]))
    score = light_score(planet, Sun.LEFT)
    cell = min(80, (box.width - 80) // 7)
    y = box.y + 40
    sun = sprites.sun_token(cell // 2)
    surface.blit(sun, sun.get_rect(center=(box.x + cell // 4, y + cell // 2)))
    x0 = box.x + cell // 2 + 12
    front = progress * cell * len(line)
    for k, ch in enumerate(line):
        rect = pygame.Rect(x0 + k * cell, y, cell, cell)
        surface.blit(sprites.biome_tile(cell, Biome.GRASSLAND), rect)
        if PIECE_OF[ch] is not Piece.EMPTY:
            surface.blit(sprites.piece_sprite(cell, PIECE_OF[ch]), rect)
        reached = (k + 0.5) * cell <= front
        i = start + k
        if reached and i in score.shaded:
            dark = pygame.Surface(rect.size, pygame.SRCALPHA)
            dark.fill((20, 24, 40, 120))
            surface.blit(dark, rect)
        if reached and i in score.points:
            img = render(f"+{score.points[i]}", cell // 3, ACCENT, True)
            surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.top - 2)))
    band = pygame.Rect(x0, y, round(front), cell)
    glow = pygame.Surface(band.size, pygame.SRCALPHA)
    glow.fill((255, 236, 150, 50))
    surface.blit(glow, band)
    if progress >= 1:  # the line's total, in words (the worked line's notation stays ours)
        text = _("Light on this line: {points} points").format(points=score.total)
        img = render(text, 22, INK, True)
        surface.blit(img, (x0, y + cell + 16))


def _forest(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    from evergreen.ui.art.board import mini_inset, mini_planet

    planet = Planet.from_text(FOREST_PLANET)
    cell = min(40, box.height // 8)
    img = mini_planet(planet, cell)
    surface.blit(img, box.topleft)
    forest = largest_forest_spaces(planet)
    inset = mini_inset(cell)
    if (clock % 2.0) < 1.4:  # the outline blinks, to show it off
        for i in forest:
            r, c = divmod(i, 7)
            rect = pygame.Rect(box.x + inset + c * cell, box.y + inset + r * cell, cell, cell)
            pygame.draw.rect(surface, ACCENT, rect, 3)
    note = _("Largest forest: {n} pieces, {n} points").format(n=len(forest))
    surface.blit(render(note, 18, INK, True), (box.x, box.y + img.get_height() + 10))


def _fertility(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    h = min(box.height - 40, 180)
    w = round(h * 2 / 3)
    stack = (
        ("wheat/buds", True),
        ("wheat/sprout", False),
        ("wheat/big-growth", True),
    )
    cards = card_by_name()
    for k, (name, up) in enumerate(stack):
        img = card_face(w, h, cards[name].id) if up else card_back(w, h)
        surface.blit(img, (box.x + k * (w // 2 + 12), box.y + k * 12))
    note = _("Face-down cards show no flowers.")
    surface.blit(fit(note, 18, box.width, MUTED), (box.x, box.y + h + 40))


def _ranks(surface: pygame.Surface, box: pygame.Rect, clock: float) -> None:
    ranks = game_data().ranks
    for k, rank in enumerate(ranks):
        y = box.y + k * 26
        top = ranks[k + 1].min_vp - 1 if k + 1 < len(ranks) else None
        span = f"{rank.min_vp}+" if top is None else f"{rank.min_vp}–{top}"
        surface.blit(render(span, 18, MUTED, True), (box.x, y))
        surface.blit(render(rank_name(rank.name), 18, INK), (box.x + 110, y))


_DRAWERS = {
    Figure.CARD: _card,
    Figure.PIECES: _pieces,
    Figure.ACTIONS: _actions,
    Figure.POWERS: _powers,
    Figure.LIGHT: _light,
    Figure.FOREST: _forest,
    Figure.FERTILITY: _fertility,
    Figure.RANKS: _ranks,
}
