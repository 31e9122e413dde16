"""The game screen's panels drawn from the state: the market, the fertility zone, a player's
power tracks with the shared supply, and the players' panels (in solo, the automa's beside).

Static layers (card faces, small planets, text) are cached per size by what draws them; a
frame only blits them.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from evergreen.i18n import _, ngettext
from evergreen.rules import (
    PLANET_BIOMES,
    GameState,
    Phase,
    Piece,
    Power,
    all_cards,
    solo_rank,
)
from evergreen.rules.data_files import game_data
from evergreen.rules.scoring import fertility
from evergreen.rules.tables import LAST_LEVEL
from evergreen.ui.art import sprites
from evergreen.ui.art.board import MINI_CELLS, mini_planet
from evergreen.ui.art.cards import card_face
from evergreen.ui.art.player_tags import chip_size, draw_tag
from evergreen.ui.game import corner
from evergreen.ui.kit import type_scale
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.paper import EDGE, panel
from evergreen.ui.kit.text import (
    ACCENT,
    ACCENT_INK,
    INK,
    LIGHT,
    MIN_SIZE,
    MUTED,
    PAPER,
    common_size,
    em,
    fit,
    font,
    line_count,
    render,
    within_height,
    words_of,
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

#: The count of a supply piece once none is left.
EMPTY_SUPPLY = (170, 40, 20)


def draw_market(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    hover: int | None,
    slide: float | None,
    seating: Seated,
    slots: tuple[int | None, ...] | None = None,
) -> None:
    """The market cards left to right, the first-player marker, deck and discard counts
    (during the actions, the card each player drafted, under their name). ``slots``: the
    market as it stood before a card was taken (None where one was), while the taken card
    flies: the others stay in their places and the slot left shows empty."""
    panel(surface, lay.market, lay)
    heading, at = market_heading(lay, state)
    surface.blit(heading, at)
    piles = _("Deck {deck} · Discard {discard}").format(
        deck=len(state.deck), discard=len(state.discard)
    )
    img = fit(piles, lay.px(type_scale.CAPTION), lay.px(240), MUTED)
    baseline = at[1] + heading.get_height() + font(lay.px(type_scale.BODY), True).get_descent()
    bottom = baseline - font(lay.px(type_scale.CAPTION)).get_descent()  # on the heading's line
    surface.blit(img, img.get_rect(bottomright=(lay.rect(1250, 0, 0, 0).x, bottom)))
    n = len(state.market)
    if state.marker in state.market:  # the token on a card, said in words under the cards
        marker_legend(surface, lay, lay.market_legend)
    if slide is not None and slide < 0:  # still to be dealt: the scoring runs first
        return
    clip = surface.get_clip()
    surface.set_clip(lay.market.clip(clip))
    cards = state.market if slots is None else slots
    for slot, card in enumerate(cards):
        if card is None:
            empty_slot(surface, lay, lay.card_rect(slot, len(cards)))
            continue
        rect = market_card(lay, state, slot, hover if slots is None else None)
        if slots is not None:
            rect = lay.card_rect(slot, len(cards))
        if slide is not None and slide < 1:
            rect = rect.move(round((1 - slide) * lay.px(260 + 40 * slot)), 0)
        surface.blit(card_face(rect.width, rect.height, card), rect)
        if card == state.marker:
            marker(surface, lay, rect)
    surface.set_clip(clip)
    if not n and slots is None:
        drafted(surface, lay, state, seating)


#: A market slot a card has just left: a faint hollow in the panel's paper.
SLOT_HOLLOW = (0, 0, 0, 22)
SLOT_EDGE = (120, 112, 92, 120)


def empty_slot(surface: pygame.Surface, lay: Layout, rect: pygame.Rect) -> None:
    """The place a taken card left in the market, while it flies to its taker."""
    hollow = pygame.Surface(rect.size, pygame.SRCALPHA)
    box = hollow.get_rect().inflate(-lay.px(4), -lay.px(4))
    pygame.draw.rect(hollow, SLOT_HOLLOW, box, border_radius=lay.px(8))
    pygame.draw.rect(hollow, SLOT_EDGE, box, max(1, lay.px(1)), border_radius=lay.px(8))
    surface.blit(hollow, rect)


def market_heading(lay: Layout, state: GameState) -> tuple[pygame.Surface, tuple[int, int]]:
    """The market's heading and where it stands: its letters' top a little under the
    panel's top (not its line's: the font's leading above them put its foot under the
    cards at 130 % text)."""
    title = _("Market") if state.market else _("Drafted this round")
    img = fit(title, lay.px(type_scale.BODY), lay.px(270), INK, True)
    top = lay.market.top + lay.px(5) - img.get_bounding_rect().top
    return img, (lay.rect(730, 0, 0, 0).x, top)


def market_card(lay: Layout, state: GameState, slot: int, hover: int | None) -> pygame.Rect:
    """Where a market card is drawn: the one under the mouse (``hover``) raised, as far as
    the heading above leaves room (it covered the heading's foot)."""
    rect = lay.card_rect(slot, len(state.market))
    if slot != hover:
        return rect
    img, at = market_heading(lay, state)
    foot = img.get_bounding_rect().bottom + at[1]
    return rect.move(0, -max(0, min(lay.px(6), rect.top - foot - lay.px(2))))


def drafted(surface: pygame.Surface, lay: Layout, state: GameState, seating: Seated) -> None:
    """During the actions: the card each seat took this round, the acting one framed."""
    seats = drafting_seats(state)
    for slot, seat in enumerate(seats):
        slot_rect = lay.card_rect(slot, len(seats))
        rect = drafted_rect(lay, slot, len(seats))
        if seat == state.awaiting:
            frame = rect.inflate(lay.px(8), lay.px(8))
            pygame.draw.rect(surface, ACCENT, frame, border_radius=lay.px(10))
        surface.blit(card_face(rect.width, rect.height, state.hand_of(seat)[-1]), rect)
        below = (rect.centerx, rect.bottom + lay.px(3))
        bold = seat == state.awaiting
        least = corner.smallest_em(lay)
        width = slot_rect.width
        draw_tag(
            surface, seating, seat, below, lay.px(20), width, bold=bold, align="centre", least=least
        )


def drafting_seats(state: GameState) -> list[int]:
    """The seats whose card of this round shows under 'Drafted this round', in order."""
    return [s for s in state.seat_order() if state.hand_of(s)]


def drafted_rect(lay: Layout, slot: int, count: int) -> pygame.Rect:
    """Where the ``slot``-th of ``count`` drafted cards is drawn in the market's place."""
    return lay.card_rect(slot, count).inflate(-lay.px(14), -lay.px(24)).move(0, lay.px(1))


def marker(surface: pygame.Surface, lay: Layout, card_rect: pygame.Rect) -> None:
    """The first-player marker: a token on the card's top right corner, clear of its name
    and power (the market's title line says what it means)."""
    first_marker(surface, lay, marker_centre(lay, card_rect), lay.px(13))


def first_marker(
    surface: pygame.Surface, lay: Layout, centre: tuple[int, int], r: int
) -> pygame.Rect:
    """The first-player marker, ``2 r`` tall, centred on ``centre``; the rect drawn."""
    token = marker_token(lay, r)
    return surface.blit(token, token.get_rect(center=centre))


def marker_token(lay: Layout, r: int) -> pygame.Surface:
    """The first-player marker: an amber token saying '1st' (it said '1', which read as a
    count of something), ``2 r`` tall."""
    # TRANSLATORS: on the first-player marker: very short (an ordinal, e.g. "1-й").
    img = render(_("1st"), max(lay.px(MIN_SIZE), r * 1.3), LIGHT, True)
    token = pygame.Surface((max(2 * r, img.get_width() + r), 2 * r), pygame.SRCALPHA)
    rect = token.get_rect()
    pygame.draw.rect(token, ACCENT, rect, border_radius=r)
    pygame.draw.rect(token, INK, rect, max(1, lay.px(2)), border_radius=r)
    token.blit(img, img.get_rect(center=rect.center))
    return token


def marker_legend(surface: pygame.Surface, lay: Layout, line: pygame.Rect) -> None:
    """On the ``line`` under the market's cards, centred: what the marker on a card means
    (the token, then its words)."""
    token = marker_token(lay, lay.px(10))
    gap = lay.px(6)
    # TRANSLATORS: beside the first-player marker under the market: what taking that card does.
    words = fit(_("takes the first turn next round"), lay.px(MIN_SIZE), line.width - 40, MUTED)
    width = token.get_width() + gap + words.get_width()
    x = line.centerx - width // 2
    surface.blit(token, token.get_rect(midleft=(x, line.centery)))
    surface.blit(words, words.get_rect(midleft=(x + token.get_width() + gap, line.centery)))


def marker_centre(lay: Layout, card_rect: pygame.Rect) -> tuple[int, int]:
    """Where the first-player marker stands on a card: over its top right corner."""
    return (card_rect.right - lay.px(4), card_rect.top + lay.px(4))


def draw_zone(surface: pygame.Surface, lay: Layout, state: GameState) -> None:
    """Fertility stacks: biome, visible flowers (fertility), aridity cards, cards in it."""
    panel(surface, lay.zone, lay)
    heading = within_height(
        lay.px(type_scale.BODY), lay.px(24), bold=True
    )  # clear of the row under it
    head = fit(_("Fertility"), heading, lay.px(520), INK, True)
    surface.blit(head, lay.rect(730, 264, 0, 0).topleft)
    cards = all_cards()
    room = lay.stack_rect(0).width - lay.px(4)
    names, xs = biome_labels(lay)
    for biome in PLANET_BIOMES:
        rect = lay.stack_rect(biome)
        stack = state.zone[biome]
        size = lay.px(34)
        surface.blit(sprites.biome_tile(size, biome), (rect.x + lay.px(4), rect.y))
        value = fertility(stack)
        surface.blit(sprites.flower_icon(lay.px(20)), (rect.x + lay.px(42), rect.y + lay.px(2)))
        img = render(str(value), lay.px(type_scale.LABEL), INK if value else MUTED, True)
        surface.blit(img, (rect.x + lay.px(45), rect.y + lay.px(17)))
        arid = sum(1 for z in stack if cards[z.card].aridity)
        if arid:  # the aridity cards in the stack, beside the flowers
            surface.blit(
                sprites.aridity_icon(lay.px(20)), (rect.x + lay.px(64), rect.y + lay.px(2))
            )
            img = render(str(arid), lay.px(type_scale.LABEL), MUTED, True)
            surface.blit(img, (rect.x + lay.px(67), rect.y + lay.px(17)))
        # the six names in one size, each centred under its stack: left-aligned, a long one
        # («Лесостепь») ran a word space from the next and the two read as one phrase
        label = fit(biome_name(biome), names, lay.zone.width, INK)
        surface.blit(label, label.get_rect(midtop=(xs[biome], rect.y + lay.px(39))))
        n = len(stack)
        count = ngettext("{n} card", "{n} cards", n).format(n=n)
        img = fit(count, lay.px(type_scale.CAPTION), room, MUTED)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + lay.px(59))))


def biome_labels(lay: Layout) -> tuple[float, list[int]]:
    """The fertility stacks' names: their one size and where each one's centre stands,
    under its stack. A name may be wider than its stack (at 130 % text in a 1024×640 window
    «Лесостепь» shrank to 12 px in it) as long as its neighbours stand an em away and each
    stays inside the panel (the first and last moved in from their stacks' centres if need
    be); the size is the largest up to 18 at which they do, down to the game's smallest
    text (``corner.smallest_em``)."""
    names = [biome_name(b) for b in PLANET_BIOMES]
    centres = [lay.stack_rect(b).centerx for b in PLANET_BIOMES]
    left, right = lay.zone.left + lay.px(4), lay.zone.right - lay.px(4)

    def placed(size: float) -> tuple[list[int], bool]:
        widths = [font(size).size(n)[0] for n in names]
        xs = [
            max(left + w // 2, min(c, right - (w + 1) // 2))
            for c, w in zip(centres, widths, strict=True)
        ]
        apart = all(
            xs[k + 1] - xs[k] - (widths[k] + widths[k + 1]) / 2 >= em(size)
            for k in range(len(xs) - 1)
        )
        return xs, apart

    size, floor = float(lay.px(18)), corner.smallest_em(lay)
    while em(size - 0.5) >= floor and not placed(size)[1]:
        size -= 0.5
    return size, placed(size)[0]


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
    img, at = tracks_heading(lay, title)
    surface.blit(img, at)
    levels = state.players[seat].levels
    drafted = _drafted_power(state, seat)
    first = lay.track_label(0)
    room = first.width - first.height - lay.px(8)
    names = [power_name(p) for p in Power]  # one size for the six (bold, as the drafted one)
    size = common_size(names, lay.px(type_scale.CAPTION), room, bold=True)
    for power in Power:
        label = lay.track_label(power)
        surface.blit(sprites.power_icon(label.height, power), label.topleft)
        colour = ACCENT_INK if power == drafted else INK
        name = fit(power_name(power), size, room, colour, power == drafted)
        surface.blit(
            name, name.get_rect(midleft=(label.x + label.height + lay.px(6), label.centery))
        )
        moving = sliding is not None and sliding[0] == power
        for level in range(LAST_LEVEL + 1):
            box = lay.track_box(power, level)
            on = level == levels[power] and not moving
            pygame.draw.rect(surface, ACCENT_INK if on else PAPER, box, border_radius=lay.px(5))
            pygame.draw.rect(surface, EDGE, box, lay.px(1), border_radius=lay.px(5))
            img = render(str(level), lay.px(type_scale.CAPTION), LIGHT if on else MUTED, on)
            surface.blit(img, img.get_rect(center=box.center))
        if sliding is not None and moving:
            _sliding_marker(surface, lay, *sliding)
    draw_supply(surface, lay, state)


def tracks_heading(lay: Layout, title: str) -> tuple[pygame.Surface, tuple[int, int]]:
    """The power tracks' heading and where it stands: its letters (their ink, not the
    font's line, whose leading above them made the heading shrink to 13 px at 130 % text in
    a 1024×640 window) between the panel's top and the first track, as large as that room
    lets them be, down to the game's smallest text (``corner.smallest_em``)."""
    top, bottom = lay.tracks.top + lay.px(2), lay.track_label(0).top - lay.px(1)
    size, floor = float(lay.px(18)), corner.smallest_em(lay)

    def ink(size: float) -> pygame.Rect:
        return font(size, True).render(title, True, INK).get_bounding_rect()

    while ink(size).height > bottom - top and em(size - 0.5) >= floor:
        size -= 0.5
    img = fit(title, size, lay.px(520), INK, True)
    ink_rect = img.get_bounding_rect()
    y = top + (bottom - top - ink_rect.height) // 2 - ink_rect.top
    return img, (lay.rect(730, 0, 0, 0).x, y)


def _sliding_marker(
    surface: pygame.Surface, lay: Layout, power: int, start: int, end: int, t: float
) -> None:
    """A power's marker between two levels of its track, the level it goes to on it."""
    a, b = lay.track_box(power, start), lay.track_box(power, end)
    box = a.copy()
    box.x = round(a.x + (b.x - a.x) * t)
    pygame.draw.rect(surface, ACCENT_INK, box, border_radius=lay.px(5))
    pygame.draw.rect(surface, EDGE, box, lay.px(1), border_radius=lay.px(5))
    img = render(str(end if t >= 0.5 else start), lay.px(type_scale.CAPTION), LIGHT, True)
    surface.blit(img, img.get_rect(center=box.center))


def draw_supply(surface: pygame.Surface, lay: Layout, state: GameState) -> None:
    """The shared supply beside the Bush and Lake tracks: a piece and how many are left
    ('∞' with the house rule of unlimited pieces), red once none is left (R1.2)."""
    head = fit(_("Supply"), lay.px(type_scale.CAPTION), lay.px(76), MUTED)
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
        img = render(text, lay.px(type_scale.CAPTION), colour, bold=True)
        surface.blit(img, img.get_rect(midleft=(spot.x + spot.height + lay.px(10), spot.centery)))


def _drafted_power(state: GameState, seat: int) -> Power | None:
    hand = state.players[seat].hand
    if state.phase is not Phase.ACTIONS or not hand or state.awaiting != seat:
        return None
    return all_cards()[hand[-1]].power


def draw_players(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    viewed: int,
    scores: list[float],
    seating: Seated,
    who: tuple[str, ...] = (),
    held: GameState | None = None,
    flying: frozenset[int] = frozenset(),
) -> None:
    """Every player's small planet under a band of their colour: name, score, who plays it
    (``who``: 'Hard bot'...), the first-player marker on the panel of its holder, and the
    one to play marked in their colour. While a season is scored (``held``: the state it
    scores) nobody is to play yet, and the marker and the automa's cards are that season's.
    The panels share one layout (``PanelRows``), so their planets stand in a row; the
    automa's cards still ``flying`` to its panel are not there yet."""
    shown = held or state
    rows = panel_rows(lay, state, seating, who)
    for seat, player in enumerate(state.players):
        rect = lay.player_rect(seat)
        panel(surface, rect, lay)
        colour_band(surface, lay, rect, Seating.of(seating).colour(seat))
        if seat == viewed:
            pygame.draw.rect(surface, ACCENT, rect, lay.px(3), border_radius=lay.px(10))
        inset = lay.px(5 if rows.name_lines == 2 else 8)  # the score under the name's start
        x, room = rect.x + inset, rect.width - lay.px(14)
        y = score_y = _panel_name(surface, lay, rect, seating, seat, rows)
        points = render(vp(round(scores[seat])), lay.px(type_scale.BODY), ACCENT_INK, True)
        surface.blit(points, (x, y))
        kind = who[seat] if seat < len(who) else ""
        if kind and rows.kind_beside:  # who plays it: 'Hard bot'
            left = points.get_width() + lay.px(6)
            img = fit(kind, lay.px(type_scale.CAPTION), room - left, MUTED)
            surface.blit(img, img.get_rect(bottomleft=(x + left, y + points.get_height())))
        y += points.get_height() + lay.px(1)
        if rows.kind_line:
            if kind:
                surface.blit(fit(kind, lay.px(type_scale.CAPTION), room, MUTED), (x, y))
            y += font(lay.px(type_scale.CAPTION)).get_height()
        badge = font(
            lay.px(type_scale.CAPTION), True
        ).get_height()  # the badge's row, kept when not shown
        badge_room = room
        if seat == shown.first:  # the first-player marker, at the right of the badge's row
            img = marker_token(lay, min(lay.px(11), badge // 2))
            row = (score_y, points.get_height()) if rows.marker_up else (y, badge)
            token = img.get_rect(midright=(rect.right - lay.px(7), row[0] + row[1] // 2))
            surface.blit(img, token)
            if not rows.marker_up:
                badge_room = token.x - lay.px(6) - x  # 'to play' ends before it (they collided)
        if state.awaiting == seat and held is None:
            to_play(surface, lay, (x, y), badge_room, Seating.of(seating).colour(seat))
        y += badge
        top = max(rect.y + lay.px(74), y + lay.px(4))  # larger text pushes the planet down
        below = pygame.Rect(rect.x, top, rect.width, rect.bottom - lay.px(2) - top)
        side = min(rect.width - lay.px(12), below.height - lay.px(4))
        img = mini_planet(player.planet, max(4, round(side / MINI_CELLS)))
        surface.blit(img, img.get_rect(center=below.center))
    if state.automa_seat is not None:
        draw_solo(surface, lay, shown, round(scores[0]), seating, flying)


class PanelRows(NamedTuple):
    """How the players' panels are laid out, alike for every seat: the names' size and
    lines (2: a name too long for one line beside its chip is drawn in two lines, without
    the chip, the band above it in its colour), who plays a seat beside its score or on a
    line of its own, and the first-player marker on the score's row (where the badge's row
    is too short for 'to play' beside it) or the badge's."""

    name_size: float
    name_lines: int
    kind_beside: bool
    kind_line: bool
    marker_up: bool


def panel_rows(lay: Layout, state: GameState, seating: Seated, who: tuple[str, ...]) -> PanelRows:
    """The panels' layout for these players in this window (at 130 % text in a 1024×640
    window, four players' names, their bots and 'to play' shrank to 12 px)."""
    seats = Seating.of(seating)
    names = [seats.name(seat) for seat in range(len(state.players))]
    rect = lay.player_rect(0)
    room, size = rect.width - lay.px(14), float(lay.px(20))
    beside = room - chip_size(size) - max(3, chip_size(size) // 2)  # a tag's room for the name
    lines = 1
    if any(font(size, True).size(name)[0] > beside for name in names):
        lines, wide, floor = 2, rect.width - lay.px(10), corner.smallest_em(lay)
        while em(size - 0.5) >= floor and not all(_two_lines(n, size, wide) for n in names):
            size -= 0.5
    points = max(
        font(lay.px(type_scale.BODY), True).size(vp(round(s)))[0] for s in (*state.scores, 99)
    )
    kinds = [k for k in who if k]
    kind_beside = all(
        font(lay.px(type_scale.CAPTION)).size(k)[0] <= room - points - lay.px(6) for k in kinds
    )
    badge = font(lay.px(type_scale.CAPTION), True).get_height()
    token = marker_token(lay, min(lay.px(11), badge // 2)).get_width()
    label = font(lay.px(type_scale.CAPTION), True).size(_("to play"))[0] + 2 * lay.px(5)
    score_row_free = not (kinds and kind_beside) and points + lay.px(6) + token <= room
    marker_up = score_row_free and label > room - token - lay.px(8)
    return PanelRows(size, lines, kind_beside, bool(kinds) and not kind_beside, marker_up)


def _two_lines(name: str, size: float, width: int) -> bool:
    """Whether ``name`` (bold) wraps into two lines of ``width`` with no word broken."""
    widest = max((font(size, True).size(w)[0] for w in words_of(name)), default=0)
    return widest <= width and line_count(name, size, width, True) <= 2


def _panel_name(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    seating: Seated,
    seat: int,
    rows: PanelRows,
) -> int:
    """A panel's name (its chip before it on one line, or in two lines across the panel);
    returns the y under it. A name too long even so is cut (the panel's tip says it)."""
    if rows.name_lines == 1:
        x, room = rect.x + lay.px(8), rect.width - lay.px(14)
        tag = draw_tag(surface, seating, seat, (x, rect.y + lay.px(8)), lay.px(20), room)
        return tag.rect.bottom + lay.px(1)
    wide, y = rect.width - lay.px(10), rect.y + lay.px(8)
    name = Seating.of(seating).name(seat)
    if not _two_lines(name, rows.name_size, wide):  # a word wider than the panel
        shown = [fit(name, rows.name_size, wide, INK, True, shrink=False)]
    else:
        shown = wrap(name, rows.name_size, wide, INK, 2, True, shrink=False)
    height = font(rows.name_size, True).get_linesize()
    for img in shown:
        surface.blit(img, (rect.x + lay.px(5), y))
        y += height
    return rect.y + lay.px(8) + height * rows.name_lines + lay.px(1)


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
    img = fit(_("to play"), lay.px(type_scale.CAPTION), max(1, room - 2 * pad), ink, True)
    box = pygame.Rect(pos[0], pos[1], img.get_width() + 2 * pad, img.get_height())
    pygame.draw.rect(surface, colour, box, border_radius=lay.px(6))
    pygame.draw.rect(surface, RIM, box, max(1, lay.px(1)), border_radius=lay.px(6))
    surface.blit(img, img.get_rect(center=box.center))


#: The automa's cards on its panel (design units).
AUTOMA_CARD = (52, 74)


def solo_area(lay: Layout) -> pygame.Rect:
    """The automa's panel, beside the player's (solo)."""
    first = lay.player_rect(0)
    area = pygame.Rect(first.right + lay.px(8), first.y, 0, first.height)
    area.width = lay.players_panel.right - area.x
    return area


def automa_card_rect(lay: Layout, k: int, count: int) -> pygame.Rect:
    """Where the ``k``-th of the ``count`` cards the automa took this season is drawn in its
    panel: side by side, overlapping if the row is too narrow for them."""
    area = solo_area(lay)
    x, room = area.x + lay.px(10), area.width - lay.px(20)
    w, h = lay.px(AUTOMA_CARD[0]), lay.px(AUTOMA_CARD[1])
    step = w + lay.px(6)
    if count > 1:
        step = min(step, (room - w) // (count - 1))
    return pygame.Rect(x + k * step, area.y + lay.px(57), w, h)


def draw_solo(
    surface: pygame.Surface,
    lay: Layout,
    state: GameState,
    points: int,
    seating: Seated,
    flying: frozenset[int] = frozenset(),
) -> None:
    """Solo: beside the player's panel, the automa's cards of this season (but those still
    ``flying`` to it) and the next rank to reach (the space stood empty)."""
    area = solo_area(lay)
    panel(surface, area, lay)
    x, room = area.x + lay.px(10), area.width - lay.px(20)
    automa = state.automa_seat if state.automa_seat is not None else 1
    least = corner.smallest_em(lay)
    colour_band(surface, lay, area, Seating.of(seating).colour(automa))
    draw_tag(surface, seating, automa, (x, area.y + lay.px(8)), lay.px(20), room, least=least)
    taken = fit(_("Cards it took this season:"), lay.px(type_scale.CAPTION), room, MUTED)
    surface.blit(taken, (x, area.y + lay.px(33)))
    n = len(state.automa)  # every one (the last four were shown: Spring has five rounds)
    for k, card in enumerate(state.automa):
        if card in flying:
            continue
        rect = automa_card_rect(lay, k, n)
        surface.blit(card_face(rect.width, rect.height, card), rect)
    if not state.automa:
        none = fit(_("none yet"), lay.px(type_scale.CAPTION), room, MUTED)
        surface.blit(none, (x, area.y + lay.px(59)))
    goal = next_rank(points)
    if goal is None:
        text = _("You are above every rank: {rank}.").format(rank=rank_name(solo_rank(points)))
    else:
        name, needed = goal
        text = _("Next rank: {rank} at {points} VP ({left} to go).").format(
            rank=rank_name(name), points=needed, left=needed - points
        )
    lines = wrap(text, lay.px(type_scale.CAPTION), room, INK, max_lines=2)
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
