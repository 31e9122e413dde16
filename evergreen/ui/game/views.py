"""Drawing the game scene's parts: planet board, market, fertility zone, tracks, players.

Static layers (the biome tiles of a board, mini planets, card faces, text) are cached per
size; a frame only blits them and the few pieces and highlights on top.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from evergreen.i18n import _, ngettext
from evergreen.rules import (
    PLANET_BIOMES,
    GameState,
    Phase,
    Piece,
    Planet,
    Power,
    Sun,
    all_cards,
    solo_rank,
)
from evergreen.rules.data_files import game_data
from evergreen.rules.scoring import fertility
from evergreen.rules.tables import LAST_LEVEL
from evergreen.ui.art import planet_art, sprites
from evergreen.ui.art.player_tags import draw_tag
from evergreen.ui.kit.layout import GRID, Layout
from evergreen.ui.kit.text import (
    ACCENT,
    ACCENT_INK,
    INK,
    LIGHT,
    MIN_SIZE,
    MUTED,
    PAPER,
    fit,
    font,
    render,
    wrap,
)
from evergreen.ui.words.colours import RIM, dark_text_on
from evergreen.ui.words.names import (
    Seated,
    Seating,
    biome_name,
    power_name,
    rank_name,
    vp,
)

PANEL = (236, 231, 214)
EDGE = (62, 107, 72)
HILITE = (255, 214, 102)
FOREST_LINE = (24, 40, 28)
EMPTY_SUPPLY = (170, 40, 20)


def panel(surface: pygame.Surface, rect: pygame.Rect, lay: Layout) -> None:
    """A rounded paper panel."""
    pygame.draw.rect(surface, PANEL, rect, border_radius=lay.px(10))
    pygame.draw.rect(surface, (200, 194, 172), rect, lay.px(1), border_radius=lay.px(10))


@lru_cache(maxsize=8)
def grid_edges(lay: Layout) -> tuple[tuple[int, ...], ...]:
    """Pixel offsets of the 8 vertical and 8 horizontal grid lines from the grid's corner."""
    g = lay.grid
    xs = [lay.space_rect(k).left - g.left for k in range(GRID)] + [g.width]
    ys = [lay.space_rect(k * GRID).top - g.top for k in range(GRID)] + [g.height]
    return tuple(xs), tuple(ys)


@lru_cache(maxsize=16)
def overlay(size: int, colour: tuple[int, int, int, int], border: int = 0) -> pygame.Surface:
    """A translucent square (highlights, shade marks)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.fill(colour)
    if border:
        pygame.draw.rect(surf, (colour[0], colour[1], colour[2], 255), surf.get_rect(), border)
    return surf


def draw_planet(
    surface: pygame.Surface,
    lay: Layout,
    planet: Planet,
    sun: Sun,
    targets: frozenset[int] = frozenset(),
    hover: int | None = None,
    shaded: frozenset[int] = frozenset(),
    pops: dict[int, float] | None = None,
    ghost: Piece | None = None,
    marks: frozenset[int] = frozenset(),
    pulse: float | None = None,
    backdrop: pygame.Surface | None = None,
) -> None:
    """The large planet lit from the ``sun``'s side: its body, tiles, the shadows its trees
    cast and its pieces (``shaded`` ones in shade, popping ones growing in), legal targets,
    the last turn's moves (``marks``), and on the hovered target a faint preview (``ghost``)
    of the piece a click would leave there. ``pulse`` (0-1): the targets' rings glow.
    ``backdrop``: the window's sky, if the planet is drawn on it (the two are then kept
    as one opaque picture)."""
    pops = {i: t for i, t in (pops or {}).items() if t < 1 and planet.pieces[i]}
    edges = grid_edges(lay)
    radius = lay.px(PLANET_RADIUS)
    picture = planet_art.board_picture(
        planet, Sun(sun), edges, radius, frozenset(shaded), frozenset(pops)
    )
    g = lay.grid
    gx, gy = planet_art.grid_offset(edges, radius)
    area = planet_area(lay)
    if backdrop is None:
        surface.blit(picture, area.topleft, area.move(gx - g.x, gy - g.y))
    else:  # one opaque blit of the planet on its sky (a frame's largest blit, made cheap)
        offset = (gx - g.x, gy - g.y)
        surface.blit(_on_sky(picture, backdrop, (area.x, area.y, area.w, area.h), offset), area)
    for i, grow in pops.items():
        rect = lay.space_rect(i)
        piece = Piece(planet.pieces[i])
        img = sprites.growing_sprite(rect.width, GROWN_FROM.get(piece), piece, grow, i in shaded)
        surface.blit(img, img.get_rect(center=rect.center))
    for i in marks:
        last_move_mark(surface, lay, lay.space_rect(i))
    for i in targets:
        rect = lay.space_rect(i)
        strong = i == hover
        surface.blit(target_ring(rect.width, lay.px(1), strong), rect)
        if pulse:
            surface.blit(target_glow(rect.width, lay.px(1), round(pulse * GLOW_LEVELS)), rect)
        if strong and ghost is not None:
            surface.blit(ghost_sprite(rect.width, ghost), rect)


#: What a tree grew from (trees only ever grow: R7), so it grows out of its old self.
GROWN_FROM = {Piece.SMALL_TREE: Piece.SPROUT, Piece.BIG_TREE: Piece.SMALL_TREE}

#: The large planet's radius in design units: its 37 spaces inside, a little ground around.
PLANET_RADIUS = 326


@lru_cache(maxsize=4)
def _on_sky(
    picture: pygame.Surface,
    sky: pygame.Surface,
    area: tuple[int, int, int, int],
    offset: tuple[int, int],
) -> pygame.Surface:
    """The planet's picture on the part of the sky behind ``area``, as one opaque surface
    (in the display's format when there is a display)."""
    rect = pygame.Rect(area)
    out = pygame.Surface(rect.size)
    out.blit(sky, (0, 0), rect)
    out.blit(picture, (0, 0), rect.move(offset))
    return out.convert() if pygame.display.get_surface() is not None else out


def planet_area(lay: Layout) -> pygame.Rect:
    """Where the large planet's picture (shadow and atmosphere included) is drawn: over the
    board and a little around it, never over the panels on its right."""
    return pygame.Rect(_planet_box(lay))


@lru_cache(maxsize=8)
def _planet_box(lay: Layout) -> tuple[int, int, int, int]:
    edges = grid_edges(lay)
    gx, gy = planet_art.grid_offset(edges, lay.px(PLANET_RADIUS))
    size = planet_art.disc_size(lay.px(PLANET_RADIUS))
    area = pygame.Rect(lay.grid.x - gx, lay.grid.y - gy, size, size).union(lay.board)
    area.width = min(area.right, lay.market.left) - area.x
    return area.x, area.y, area.width, area.height


def last_move_mark(surface: pygame.Surface, lay: Layout, rect: pygame.Rect) -> None:
    """A small amber dot in a space's corner: placed or grown in that seat's last turn."""
    centre = (rect.right - lay.px(9), rect.top + lay.px(9))
    pygame.draw.circle(surface, INK, centre, lay.px(6))
    pygame.draw.circle(surface, ACCENT, centre, lay.px(5))


#: A legal target's ring: a dark stroke outside a light one, so one of the two stands out
#: on every biome (and the tile keeps its colour: no tint).
TARGET_DARK = (24, 30, 26)
TARGET_LIGHT = (255, 250, 226)


@lru_cache(maxsize=16)
def target_ring(size: int, unit: int, strong: bool) -> pygame.Surface:
    """The mark of a space a click would act on: a double ring inside the tile, thicker
    under the mouse."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    dark, light = (3, 4) if strong else (2, 3)
    radius = max(2, size // 8)
    outer = surf.get_rect().inflate(-2 * unit, -2 * unit)
    pygame.draw.rect(surf, TARGET_DARK, outer, dark * unit, border_radius=radius)
    inner = outer.inflate(-2 * dark * unit, -2 * dark * unit)
    pygame.draw.rect(surf, TARGET_LIGHT, inner, light * unit, border_radius=max(1, radius - 2))
    return surf


#: The pulse's brightness steps (each a cached picture).
GLOW_LEVELS = 8


@lru_cache(maxsize=2 * (GLOW_LEVELS + 1))
def target_glow(size: int, unit: int, level: int) -> pygame.Surface:
    """A light band inside a target's ring, ``level`` of ``GLOW_LEVELS`` bright (the pulse
    of new targets); it only adds to the ring, whose contrast stands without it."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    inner = surf.get_rect().inflate(-12 * unit, -12 * unit)
    alpha = round(200 * level / GLOW_LEVELS)
    radius = max(1, size // 8 - 4)
    pygame.draw.rect(surf, (*TARGET_LIGHT, alpha), inner, 4 * unit, border_radius=radius)
    return surf


@lru_cache(maxsize=16)
def ghost_sprite(size: int, piece: Piece) -> pygame.Surface:
    """A see-through piece: what a click on a highlighted space would place or grow."""
    sprite = sprites.piece_sprite(size, piece).copy()
    sprite.set_alpha(150)
    return sprite


def draw_sun(
    surface: pygame.Surface, lay: Layout, side: Sun, moving: tuple[Sun, float] | None
) -> None:
    """The sun token on its side of the planet, with an arrow for the light's direction;
    moving on, it travels clockwise around the planet's rim (never across it)."""
    angle = SIDE_ANGLE[Sun(side)]
    if moving:
        old, t = moving
        start = SIDE_ANGLE[Sun(old)]
        angle = start + ((angle - start) % 360) * t
    centre, radius = lay.sun_orbit()
    rad = math.radians(angle)
    ux, uy = math.cos(rad), math.sin(rad)
    size = lay.sun_rect(Sun(side)).width
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(centre[0] + ux * radius), round(centre[1] + uy * radius))
    sun_token(surface, rect, angle)


def sun_token(surface: pygame.Surface, rect: pygame.Rect, angle: float) -> None:
    """The sun token in ``rect`` with its glow and a small arrow pointing where its light
    falls (``angle``: where the sun stands, in degrees, as seen from the planet's centre)."""
    glow = planet_art.sun_glow(rect.width * 3)
    surface.blit(glow, glow.get_rect(center=rect.center))
    surface.blit(sprites.sun_token(rect.width), rect)
    rad = math.radians(angle)
    dx, dy = -math.cos(rad), -math.sin(rad)  # the light falls towards the planet
    cx, cy = rect.center
    d = rect.width * 0.75
    tip = (cx + dx * d * 1.1, cy + dy * d * 1.1)
    base = (cx + dx * d * 0.75, cy + dy * d * 0.75)
    side = (-dy * rect.width * 0.18, dx * rect.width * 0.18)
    points = [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])]
    pygame.draw.polygon(surface, ACCENT, points)


#: Where each side's sun stands around the planet, in degrees (screen y points down, so
#: growing angles go clockwise: top, right, bottom, left).
SIDE_ANGLE = {Sun.TOP: -90.0, Sun.RIGHT: 0.0, Sun.BOTTOM: 90.0, Sun.LEFT: 180.0}


def draw_market(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    hover: int | None,
    slide: float | None,
    seating: Seated,
) -> None:
    """The market cards left to right, the first-player marker, deck and discard counts
    (during the actions, the card each player drafted, under their name)."""
    panel(surface, lay.market, lay)
    title = _("Market") if state.market else _("Drafted this round")
    surface.blit(fit(title, lay.px(20), lay.px(270), INK, True), lay.rect(730, 58, 0, 0).topleft)
    piles = _("Deck {deck} · Discard {discard}").format(
        deck=len(state.deck), discard=len(state.discard)
    )
    img = fit(piles, lay.px(18), lay.px(240), MUTED)
    surface.blit(img, img.get_rect(topright=lay.rect(1250, 60, 0, 0).topleft))
    n = len(state.market)
    if slide is not None and slide < 0:  # still to be dealt: the scoring runs first
        return
    clip = surface.get_clip()
    surface.set_clip(lay.market.clip(clip))
    for slot, card in enumerate(state.market):
        rect = lay.card_rect(slot, n)
        if slot == hover:
            rect = rect.move(0, -lay.px(6))
        if slide is not None and slide < 1:
            rect = rect.move(round((1 - slide) * lay.px(260 + 40 * slot)), 0)
        surface.blit(sprites.card_face(rect.width, rect.height, card), rect)
        if card == state.marker:
            marker(surface, lay, rect)
    surface.set_clip(clip)
    if not n:
        drafted(surface, lay, state, seating)


def drafted(surface: pygame.Surface, lay: Layout, state: GameState, seating: Seated) -> None:
    """During the actions: the card each seat took this round, the acting one framed."""
    seats = [s for s in state.seat_order() if state.hand_of(s)]
    for slot, seat in enumerate(seats):
        slot_rect = lay.card_rect(slot, len(seats))
        rect = slot_rect.inflate(-lay.px(14), -lay.px(24)).move(0, lay.px(1))
        if seat == state.awaiting:
            frame = rect.inflate(lay.px(8), lay.px(8))
            pygame.draw.rect(surface, ACCENT, frame, border_radius=lay.px(10))
        surface.blit(sprites.card_face(rect.width, rect.height, state.hand_of(seat)[-1]), rect)
        below = (rect.centerx, rect.bottom + lay.px(3))
        bold = seat == state.awaiting
        draw_tag(
            surface, seating, seat, below, lay.px(20), slot_rect.width, bold=bold, align="centre"
        )


def marker(surface: pygame.Surface, lay: Layout, card_rect: pygame.Rect) -> None:
    """The first-player marker: a token on the card's top right corner, clear of its name
    and power (the card's tip explains it)."""
    first_marker(surface, lay, marker_centre(lay, card_rect), lay.px(15))


def first_marker(surface: pygame.Surface, lay: Layout, centre: tuple[int, int], r: int) -> None:
    """The first-player marker: an amber token with a '1' (on a market card, or on the
    panel of the player who holds it)."""
    pygame.draw.circle(surface, ACCENT, centre, r)
    pygame.draw.circle(surface, INK, centre, r, max(1, lay.px(2)))
    img = render("1", max(lay.px(MIN_SIZE), r * 4 / 3), LIGHT, True)
    surface.blit(img, img.get_rect(center=centre))


def marker_centre(lay: Layout, card_rect: pygame.Rect) -> tuple[int, int]:
    """Where the first-player marker stands on a card: over its top right corner."""
    return (card_rect.right - lay.px(4), card_rect.top + lay.px(4))


def draw_zone(surface: pygame.Surface, lay: Layout, state: GameState) -> None:
    """Fertility stacks: biome, visible flowers (fertility), aridity cards, cards in it."""
    panel(surface, lay.zone, lay)
    head = fit(_("Fertility"), lay.px(20), lay.px(520), INK, True)
    surface.blit(head, lay.rect(730, 264, 0, 0).topleft)
    cards = all_cards()
    for biome in PLANET_BIOMES:
        rect = lay.stack_rect(biome)
        stack = state.zone[biome]
        size = lay.px(34)
        surface.blit(sprites.biome_tile(size, biome), (rect.x + lay.px(4), rect.y))
        value = fertility(stack)
        surface.blit(sprites.flower_icon(lay.px(20)), (rect.x + lay.px(42), rect.y + lay.px(2)))
        img = render(str(value), lay.px(22), INK if value else MUTED, True)
        surface.blit(img, (rect.x + lay.px(45), rect.y + lay.px(17)))
        arid = sum(1 for z in stack if cards[z.card].aridity)
        if arid:  # the aridity cards in the stack, beside the flowers
            surface.blit(
                sprites.aridity_icon(lay.px(20)), (rect.x + lay.px(64), rect.y + lay.px(2))
            )
            img = render(str(arid), lay.px(22), MUTED, True)
            surface.blit(img, (rect.x + lay.px(67), rect.y + lay.px(17)))
        label = fit(biome_name(biome), lay.px(18), rect.width - lay.px(4), INK)
        surface.blit(label, (rect.x + lay.px(4), rect.y + lay.px(39)))
        n = len(stack)
        count = ngettext("{n} card", "{n} cards", n).format(n=n)
        img = fit(count, lay.px(18), rect.width - lay.px(4), MUTED)
        surface.blit(img, (rect.x + lay.px(4), rect.y + lay.px(59)))


def draw_tracks(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    seat: int,
    seating: Seated,
    sliding: tuple[int, int, int, float] | None = None,
) -> None:
    """A player's six power tracks with the marker on its level; ``sliding`` (power, from,
    to, progress 0-1): that marker on its way from one level to the next."""
    panel(surface, lay.tracks, lay)
    seats = Seating.of(seating)
    if seats.is_you(seat):
        title = _("Your powers")
    else:
        title = _("Powers of {who}").format(who=seats.name(seat))
    surface.blit(fit(title, lay.px(18), lay.px(520), INK, True), lay.rect(730, 386, 0, 0).topleft)
    levels = state.players[seat].levels
    drafted = _drafted_power(state, seat)
    for power in Power:
        label = lay.track_label(power)
        surface.blit(sprites.power_icon(label.height, power), label.topleft)
        colour = ACCENT_INK if power == drafted else INK
        room = label.width - label.height - lay.px(8)
        name = fit(power_name(power), lay.px(18), room, colour, power == drafted)
        surface.blit(
            name, name.get_rect(midleft=(label.x + label.height + lay.px(6), label.centery))
        )
        moving = sliding is not None and sliding[0] == power
        for level in range(LAST_LEVEL + 1):
            box = lay.track_box(power, level)
            on = level == levels[power] and not moving
            pygame.draw.rect(surface, ACCENT_INK if on else PAPER, box, border_radius=lay.px(5))
            pygame.draw.rect(surface, EDGE, box, lay.px(1), border_radius=lay.px(5))
            img = render(str(level), lay.px(18), LIGHT if on else MUTED, on)
            surface.blit(img, img.get_rect(center=box.center))
        if sliding is not None and moving:
            _sliding_marker(surface, lay, *sliding)
    draw_supply(surface, lay, state)


def _sliding_marker(
    surface: pygame.Surface, lay: Layout, power: int, start: int, end: int, t: float
) -> None:
    """A power's marker between two levels of its track, the level it goes to on it."""
    a, b = lay.track_box(power, start), lay.track_box(power, end)
    box = a.copy()
    box.x = round(a.x + (b.x - a.x) * t)
    pygame.draw.rect(surface, ACCENT_INK, box, border_radius=lay.px(5))
    pygame.draw.rect(surface, EDGE, box, lay.px(1), border_radius=lay.px(5))
    img = render(str(end if t >= 0.5 else start), lay.px(18), LIGHT, True)
    surface.blit(img, img.get_rect(center=box.center))


def draw_supply(surface: pygame.Surface, lay: Layout, state: GameState) -> None:
    """The shared supply beside the Bush and Lake tracks: a piece and how many are left
    ('∞' with the house rule of unlimited pieces), red once none is left (R1.2)."""
    head = fit(_("Supply"), lay.px(18), lay.px(76), MUTED)
    surface.blit(head, head.get_rect(midtop=lay.rect(1218, 390, 0, 0).topleft))
    left = state.pieces_left
    for power, count, piece in (
        (Power.BUSH, left.bushes, Piece.BUSH),
        (Power.LAKE, left.lakes, Piece.LAKE),
    ):
        spot = lay.supply_rect(power)
        icon = sprites.piece_sprite(spot.height, piece)
        surface.blit(icon, icon.get_rect(midleft=(spot.x + lay.px(4), spot.centery)))
        text = "∞" if state.options.unlimited_pieces else str(count)
        colour = EMPTY_SUPPLY if count == 0 else INK
        img = render(text, lay.px(18), colour, bold=True)
        surface.blit(img, img.get_rect(midleft=(spot.x + spot.height + lay.px(10), spot.centery)))


def _drafted_power(state: GameState, seat: int) -> Power | None:
    hand = state.players[seat].hand
    if state.phase is not Phase.ACTIONS or not hand or state.awaiting != seat:
        return None
    return all_cards()[hand[-1]].power


#: A small planet's width in spaces: the 7 of its grid and the ground around them.
MINI_CELLS = 7.8


def mini_inset(cell: int) -> int:
    """Where a small planet's grid starts inside ``mini_planet``'s picture, in pixels."""
    return round(cell * MINI_CELLS / 2) - cell * GRID // 2


@lru_cache(maxsize=32)
def mini_planet(planet: Planet, cell: int) -> pygame.Surface:
    """A small picture of a planet: its spaces on a round body (cached per planet value and
    size); ``MINI_CELLS`` spaces across."""
    surf = planet_art.mini_disc(round(cell * MINI_CELLS / 2)).copy()
    inset = mini_inset(cell)
    lay = planet.layout
    for i in lay.spaces:
        r, c = divmod(i, GRID)
        rect = pygame.Rect(inset + c * cell, inset + r * cell, cell, cell)
        surf.blit(sprites.biome_tile(cell, lay.biome_of(i)), rect)
        if planet.pieces[i]:
            surf.blit(sprites.piece_sprite(cell, Piece(planet.pieces[i])), rect)
    return surf


def draw_players(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    viewed: int,
    scores: list[float],
    seating: Seated,
    who: tuple[str, ...] = (),
) -> None:
    """Every player's small planet under a band of their colour: name, score, who plays it
    (``who``: 'Hard bot'...), the first-player marker on the panel of its holder, and the
    one to play marked in their colour."""
    for seat, player in enumerate(state.players):
        rect = lay.player_rect(seat)
        panel(surface, rect, lay)
        colour_band(surface, lay, rect, Seating.of(seating).colour(seat))
        if seat == viewed:
            pygame.draw.rect(surface, ACCENT, rect, lay.px(3), border_radius=lay.px(10))
        x, room = rect.x + lay.px(8), rect.width - lay.px(14)
        name = draw_tag(surface, seating, seat, (x, rect.y + lay.px(8)), lay.px(20), room)
        points = render(vp(round(scores[seat])), lay.px(20), ACCENT_INK, True)
        y = name.rect.bottom + lay.px(1)
        surface.blit(points, (x, y))
        token = 0  # the first-player marker, at the end of the points' row of its holder
        if seat == state.first:
            r = lay.px(11)
            centre = (rect.right - lay.px(7) - r, y + points.get_height() // 2)
            first_marker(surface, lay, centre, r)
            token = 2 * r + lay.px(4)
        if seat < len(who) and who[seat]:  # who plays it: 'Hard bot'
            left = points.get_width() + lay.px(6)
            kind = fit(who[seat], lay.px(18), room - left - token, MUTED)
            surface.blit(kind, kind.get_rect(bottomleft=(x + left, y + points.get_height())))
        y += points.get_height() + lay.px(1)
        if state.awaiting == seat:
            to_play(surface, lay, (x, y), room, Seating.of(seating).colour(seat))
        y += font(lay.px(18), True).get_height()  # the badge's row, kept when it is not shown
        top = max(rect.y + lay.px(74), y + lay.px(4))  # larger text pushes the planet down
        below = pygame.Rect(rect.x, top, rect.width, rect.bottom - lay.px(2) - top)
        side = min(rect.width - lay.px(12), below.height - lay.px(4))
        img = mini_planet(player.planet, max(4, round(side / MINI_CELLS)))
        surface.blit(img, img.get_rect(center=below.center))
    if state.automa_seat is not None:
        draw_solo(surface, lay, state, round(scores[0]), seating)


def colour_band(
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, colour: tuple[int, int, int]
) -> None:
    """A player's colour along the top of their panel (rounded with its corners)."""
    band = pygame.Rect(rect.x, rect.y, rect.width, lay.px(5))
    radius = lay.px(10)
    pygame.draw.rect(
        surface, colour, band, border_top_left_radius=radius, border_top_right_radius=radius
    )
    pygame.draw.line(
        surface, RIM, (band.x + radius // 2, band.bottom), (band.right - radius // 2, band.bottom)
    )


def to_play(
    surface: pygame.Surface,
    lay: Layout,
    pos: tuple[int, int],
    room: int,
    colour: tuple[int, int, int],
) -> None:
    """'to play' in a small frame of the player's colour (its text dark or light, whichever
    reads on it)."""
    ink = INK if dark_text_on(colour) else LIGHT
    pad = lay.px(5)
    img = fit(_("to play"), lay.px(18), max(1, room - 2 * pad), ink, True)
    box = pygame.Rect(pos[0], pos[1], img.get_width() + 2 * pad, img.get_height())
    pygame.draw.rect(surface, colour, box, border_radius=lay.px(6))
    pygame.draw.rect(surface, RIM, box, max(1, lay.px(1)), border_radius=lay.px(6))
    surface.blit(img, img.get_rect(center=box.center))


def draw_solo(
    surface: pygame.Surface, lay: Layout, state: GameState, points: int, seating: Seated
) -> None:
    """Solo: beside the player's panel, the automa's cards of this season and the next rank
    to reach (the space stood empty)."""
    first = lay.player_rect(0)
    area = pygame.Rect(first.right + lay.px(8), first.y, 0, first.height)
    area.width = lay.players_panel.right - area.x
    panel(surface, area, lay)
    x, room = area.x + lay.px(10), area.width - lay.px(20)
    automa = state.automa_seat if state.automa_seat is not None else 1
    colour_band(surface, lay, area, Seating.of(seating).colour(automa))
    draw_tag(surface, seating, automa, (x, area.y + lay.px(8)), lay.px(20), room)
    taken = fit(_("Cards it took this season:"), lay.px(18), room, MUTED)
    surface.blit(taken, (x, area.y + lay.px(33)))
    w, h = lay.px(52), lay.px(74)
    for k, card in enumerate(state.automa[-4:]):
        face = sprites.card_face(w, h, card)
        surface.blit(face, (x + k * (w + lay.px(6)), area.y + lay.px(57)))
    if not state.automa:
        none = fit(_("none yet"), lay.px(18), room, MUTED)
        surface.blit(none, (x, area.y + lay.px(59)))
    goal = next_rank(points)
    if goal is None:
        text = _("You are above every rank: {rank}.").format(rank=rank_name(solo_rank(points)))
    else:
        name, needed = goal
        text = _("Next rank: {rank} at {points} VP ({left} to go).").format(
            rank=rank_name(name), points=needed, left=needed - points
        )
    lines = wrap(text, lay.px(18), room, INK, max_lines=2)
    y = area.bottom - lay.px(8) - sum(img.get_height() for img in lines)
    ladder = pygame.Rect(x, y - lay.px(30), room, lay.px(18))
    rank_ladder(surface, lay, ladder, points, Seating.of(seating).colour(0))
    for img in lines:
        surface.blit(img, (x, y))
        y += img.get_height()


def rank_ladder(
    surface: pygame.Surface,
    lay: Layout,
    box: pygame.Rect,
    points: int,
    colour: tuple[int, int, int],
) -> None:
    """The solo ranks (R11.3) as a bar in ``box``: a tick where each rank starts, the
    player's points filled in their colour up to a dot."""
    ranks = game_data().ranks
    top = ranks[-1].min_vp + 20

    def at(vp_value: int) -> int:
        return box.x + round(box.width * min(vp_value, top) / top)

    bar = pygame.Rect(box.x, box.centery - lay.px(3), box.width, lay.px(6))
    pygame.draw.rect(surface, (214, 208, 190), bar, border_radius=bar.height // 2)
    done = bar.copy()
    done.width = max(bar.height, at(points) - bar.x)
    pygame.draw.rect(surface, colour, done, border_radius=bar.height // 2)
    for rank in ranks[1:]:
        tx = at(rank.min_vp)
        reached = points >= rank.min_vp
        pygame.draw.line(surface, INK if reached else MUTED, (tx, box.top), (tx, box.bottom), 1)
    pygame.draw.circle(surface, INK, (at(points), bar.centery), lay.px(6))
    pygame.draw.circle(surface, colour, (at(points), bar.centery), lay.px(4))


def next_rank(points: int) -> tuple[str, int] | None:
    """The next solo rank above ``points`` (R11.3) and the VP it starts at, if any."""
    for rank in game_data().ranks:
        if rank.min_vp > points:
            return rank.name, rank.min_vp
    return None


def tooltip(surface: pygame.Surface, lay: Layout, pos: tuple[int, int], text: str) -> None:
    """A small box of wrapped text near the mouse."""
    width = lay.px(320)
    lines = wrap(text, lay.px(18), width)
    h = sum(img.get_height() for img in lines) + lay.px(12)
    w = max(img.get_width() for img in lines) + lay.px(16)
    box = pygame.Rect(pos[0] + lay.px(16), pos[1] + lay.px(16), w, h)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, INK, box, border_radius=lay.px(6))
    y = box.y + lay.px(6)
    for img in lines:
        surface.blit(img, (box.x + lay.px(8), y))
        y += img.get_height()
