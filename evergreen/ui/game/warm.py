"""Pictures the game will show soon, drawn ahead while nothing moves.

A bot's move lands in one frame: the new position's board, the panels it changes and, at a
new round, the cards the draft turns up and the planet's tiles lit from the sun's new side
are drawn then. A card's picture or a tree's sprite
drawn for the first time cost as much as a whole frame; drawn ahead, a little in each quiet
frame the window draws anyway (while a bot thinks, while the mouse moves) and in slices
while the window sleeps between frames (``GameScene.draw_ahead``), the frame a move lands
on finds them kept. No frame is drawn for it. Nothing drawn ahead is shown before the rules
show it: a card's picture is kept, not revealed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial

from evergreen.rules import GameState, Piece, Sun
from evergreen.ui.art import ambient_art, pieces, planet_art, sprites, terrain
from evergreen.ui.art.board import grid_edges
from evergreen.ui.art.cards import card_face
from evergreen.ui.game.panels import AUTOMA_CARD
from evergreen.ui.kit.layout import GRID, Layout

#: How long drawing ahead may take in one frame (ms): one picture at most once this is spent
#: (a card is about 4 ms, a piece about 5 ms), on top of a quiet frame's 8-10 ms.
BUDGET_MS = 2.0
#: The pieces drawn in shade when a taller tree's shadow falls on them (R9.1).
TREES = (Piece.SMALL_TREE, Piece.BIG_TREE)
#: The deck's top cards drawn ahead: enough for the next two rounds' markets at any table.
DECK_AHEAD = 10


def card_sizes(lay: Layout) -> tuple[tuple[int, int], ...]:
    """The sizes a card is shown at on the game screen: in the market (and flying from it),
    drafted (``panels.drafted``) and on the automa's panel."""
    market = lay.card_rect(0, 1)
    drafted = market.inflate(-lay.px(14), -lay.px(24))
    automa = (lay.px(AUTOMA_CARD[0]), lay.px(AUTOMA_CARD[1]))
    return (market.width, market.height), (drafted.width, drafted.height), automa


def warm_list(state: GameState, lay: Layout, motion: bool = False) -> list[Callable[[], object]]:
    """What to draw ahead for ``state`` on ``lay``, the soonest needed first: every piece in
    each of its looks at the board spaces' sizes, lit from the sun's side now (the trees in
    shade too: only trees are ever shaded), a tree's shadow to every side, the planets'
    tiles lit from the sun's next side (the round's end moves it: ``next_sun_tiles``), the
    sun's breathing glow at each of its levels (one more every few frames), then the market's cards and the deck's next ones at the sizes the screen shows cards."""
    cells = sorted({lay.space_rect(i).width for i in range(GRID * GRID)})  # (79 or 80 px)
    tasks: list[Callable[[], object]] = [
        partial(sprites.piece_sprite, cell, piece, shaded, state.sun, space)
        for cell in cells
        for piece in Piece
        if piece is not Piece.EMPTY
        for space in range(pieces.VARIANTS[piece])  # the first spaces show each look
        for shaded in ((False, True) if piece in TREES else (False,))
    ]
    xs = grid_edges(lay)[0]
    tasks += [
        partial(planet_art.shadow_stamp, xs[1] - xs[0], sun, spaces)
        for sun in Sun
        for spaces in (1, 2)
    ]
    if motion:  # the swaying pieces' leans (a tree grown by a bot sways at the next step)
        tasks += swaying_looks(state, lay)
    tasks += next_sun_tiles(state, lay)
    glow = round(lay.sun_rect(state.sun).width * ambient_art.GLOW_SPAN)
    tasks += [
        partial(ambient_art.breath_glow, glow, level)
        for level in range(ambient_art.BREATH_LEVELS + 1)
    ]
    cards = dict.fromkeys([*state.market, *state.deck[:DECK_AHEAD]])
    sizes = card_sizes(lay)
    tasks += [partial(card_face, w, h, c) for c in cards for w, h in sizes]
    return tasks


def swaying_looks(state: GameState, lay: Layout) -> list[Callable[[], object]]:
    """Every lean of each look the players' swaying pieces show on the large board, lit
    from the sun's side now (the trees in shade too): the ambient motion's next step lays
    them (``ambient_art.sway_set``; baked in that step, a new tree's cost 5-20 ms)."""
    xs = grid_edges(lay)[0]
    looks: dict[tuple[int, Piece, bool, int], Callable[[], object]] = {}
    for player in state.players:
        planet = player.planet
        for i in planet.layout.plantable:
            piece = Piece(planet.pieces[i])
            if piece is Piece.EMPTY or not ambient_art.sways(piece):
                continue
            c = i % GRID
            w = xs[c + 1] - xs[c]
            variant = pieces.variant_of(piece, i) if w >= sprites.DETAIL_SIZE else 0
            for shaded in (False, True) if piece in TREES else (False,):
                key = (w, piece, shaded, variant)
                looks.setdefault(
                    key, partial(ambient_art.sway_set, w, piece, shaded, Sun(state.sun), variant)
                )
    return list(looks.values())


def next_sun_tiles(state: GameState, lay: Layout) -> list[Callable[[], object]]:
    """The players' planets' tiles at the board's sizes, lit from the side the sun moves to
    next (``Sun.clockwise``): each of the planets' spaces' looks once. With them kept, the
    frame after the sun moves lays the tiles on the new board, it does not paint them."""
    xs = grid_edges(lay)[0]
    sun = Sun(state.sun).clockwise()
    looks: dict[tuple[int, object, int], Callable[[], object]] = {}
    for player in state.players:
        layout = player.planet.layout
        for i in layout.spaces:
            c = i % GRID
            w, biome = xs[c + 1] - xs[c], layout.biome_of(i)
            key = (w, biome, terrain.variant_of(i))
            looks.setdefault(key, partial(planet_art.tile, w, biome, sun, i))
    return list(looks.values())


class Warmer:
    """Draws a game's coming pictures ahead, a little each quiet frame."""

    def __init__(self, motion: Callable[[], bool] = lambda: False) -> None:
        self._for: tuple[GameState, Layout] | None = None
        self._todo: list[Callable[[], object]] = []
        #: Whether the planet's ambient motion is on (its pieces' leans are drawn ahead).
        self.motion = motion

    @property
    def pending(self) -> bool:
        """True until the pictures for the last state it was given are drawn (and before it
        was given one). They are drawn in the frames drawn anyway: drawing ahead never keeps
        an idle window awake."""
        return self._for is None or bool(self._todo)

    def step(self, state: GameState, lay: Layout, budget_ms: float = BUDGET_MS) -> None:
        """Draw ahead for ``state`` within ``budget_ms`` (what is kept already costs a
        lookup; one picture drawn afresh may run over). Call it in frames where nothing
        else is drawn afresh, or between frames."""
        if self._for is None or self._for[0] is not state or self._for[1] is not lay:
            self._for = (state, lay)
            self._todo = warm_list(state, lay, self.motion())[::-1]
        start = time.perf_counter()
        while self._todo and (time.perf_counter() - start) * 1000 < budget_ms:
            self._todo.pop()()
