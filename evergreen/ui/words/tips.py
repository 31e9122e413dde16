"""Words for the hover tips: what a space, a card, a track, a fertility stack, a market
slot, a player's panel and the shared supply are, and what a click there would do.

Pure functions of the game state, like the status line's (``prompts``), whose tables of
what pieces, powers and clicks are called they share."""

from __future__ import annotations

from evergreen.i18n import _, ngettext
from evergreen.rules import (
    Biome,
    GameState,
    Piece,
    Power,
    all_cards,
    fertility_of,
    legal_commands,
    player_breakdown,
)
from evergreen.rules.tables import SUPPLY_BUSHES, SUPPLY_LAKES
from evergreen.ui.words.names import (
    Seated,
    biome_name,
    icon_name,
    power_name,
    seat_label,
)
from evergreen.ui.words.prompts import CLICK_TEXT, PIECE_TEXT, POWER_TEXT


def space_tip(state: GameState, seat: int, index: int) -> str:
    """What a space of a seat's planet is, and what clicking it would do."""
    planet = state.players[seat].planet
    lay = planet.layout
    if index not in lay.spaces:
        return ""
    if lay.is_ravine(index):
        return _("Ravine: nothing is ever placed here.")
    biome = lay.biome_of(index)
    assert biome is not None
    piece = Piece(planet.pieces[index])
    text = _("{biome}, fertility {fertility}: {piece}.").format(
        biome=biome_name(biome), fertility=fertility_of(state, biome), piece=_(PIECE_TEXT[piece])
    )
    for cmd in legal_commands(state):
        if cmd.verb in CLICK_TEXT and cmd.space == index:
            text += " " + _(CLICK_TEXT[cmd.verb])
    return text


def card_tip(card_id: int) -> str:
    """A card in words: biome, power, top icon and what that does (``icon_said``)."""
    c = all_cards()[card_id]
    if c.biome is Biome.WILD:
        text = _("Wild / {power}: act in any biome; power: {effect}; {icon}.")
    else:
        text = _("{biome} / {power}: act in {biome}; power: {effect}; {icon}.")
    return text.format(
        biome=biome_name(c.biome),
        power=power_name(c.power),
        effect=_(POWER_TEXT[c.power]),
        icon=icon_said(card_id),
    )


def icon_said(card_id: int) -> str:
    """A card's top icon and what it does should the card be the one left in the market
    after the draft (R4.5): its flowers join the biome's fertility, its aridity turns the
    biome's newest fertility card face down, a card with neither is discarded. (The tips
    said 'aridity' without saying what it was, issue 52.)"""
    c = all_cards()[card_id]
    biome = biome_name(c.biome)
    if c.flowers:
        return ngettext(
            "{icon} (left in the market, it adds {n} to {biome} fertility)",
            "{icon} (left in the market, it adds {n} to {biome} fertility)",
            c.flowers,
        ).format(icon=icon_name(card_id), n=c.flowers, biome=biome)
    if c.aridity:
        return _(
            "{icon} (left in the market, it turns the card last added to the {biome} fertility"
            " stack face down: its flowers stop counting)"
        ).format(icon=icon_name(card_id), biome=biome)
    return _("{icon} (left in the market, it is discarded)").format(icon=icon_name(card_id))


def track_tip(power: Power, level: int) -> str:
    """A power track."""
    return _("{power} level {level}: {effect}. Using it moves the marker up first.").format(
        power=power_name(power), level=level, effect=_(POWER_TEXT[power])
    )


def stack_tip(state: GameState, biome: Biome) -> str:
    """A fertility stack: what its number means and what lies in it."""
    cards = all_cards()
    stack = state.zone[biome]
    value = fertility_of(state, biome)
    arid = sum(1 for z in stack if cards[z.card].aridity)
    down = sum(1 for z in stack if not z.face_up)
    first = _(
        "{biome} fertility {value}: each Big Tree in {biome} scores {value} VP at the end."
    ).format(biome=biome_name(biome), value=value)
    second = ngettext(
        "{n} card: {arid} aridity, {down} face down.",
        "{n} cards: {arid} aridity, {down} face down.",
        len(stack),
    ).format(n=len(stack), arid=arid, down=down)
    return f"{first} {second}"


def market_tip(state: GameState, slot: int) -> str:
    """A market card's tip; the first-player marker's too if it lies on the card."""
    if slot >= len(state.market):
        return ""
    card = state.market[slot]
    tip = card_tip(card)
    if state.marker == card:
        tip += " " + _(
            "The first-player marker (1) lies on it: whoever takes this card plays first"
            " next round."
        )
    return tip


def player_tip(state: GameState, seating: Seated, seat: int) -> str:
    """A player's panel: their score's parts, the first-player marker if they hold it, and
    that a click shows their planet."""
    tip = score_tip(state, seating, seat)
    if seat == state.first:
        tip += " " + _("Holds the first-player marker (1): plays first this round.")
    return tip + " " + _("Click to view this planet.")


def supply_tip(state: GameState, power: Power) -> str:
    """The shared supply of Bushes or Lakes: how many are left and what that means (R1.2)."""
    lake = power is Power.LAKE
    if state.options.unlimited_pieces:
        if lake:
            return _("Lakes: unlimited (house rule). They never run out in this game.")
        return _("Bushes: unlimited (house rule). They never run out in this game.")
    left = state.pieces_left.lakes if lake else state.pieces_left.bushes
    total = SUPPLY_LAKES if lake else SUPPLY_BUSHES
    if lake:
        text = _(
            "Lakes left in the supply shared by all players: {left} of {total}. A placed Lake"
            " never returns; with none left, the Lake power places nothing (its marker still"
            " moves)."
        )
    else:
        text = _(
            "Bushes left in the supply shared by all players: {left} of {total}. A placed Bush"
            " never returns; with none left, the Bush power places nothing (its marker still"
            " moves)."
        )
    return text.format(left=left, total=total)


def score_tip(state: GameState, seating: Seated, seat: int) -> str:
    """Where a player's VP came from so far (R10.4)."""
    b = player_breakdown(state, seat)
    return _(
        "{who}: {total} VP = start {start} + buds {buds} + light {light} + forest {forest}"
        " + fertility {fertility}."
    ).format(
        who=seat_label(seating, seat),
        total=b.total,
        start=b.start,
        buds=b.buds,
        light=sum(b.light),
        forest=sum(b.forest),
        fertility=sum(b.fertility),
    )
