"""Words for the status line and hover tips: what is expected now, and what things are.

Pure functions of the game state (no pygame), so they are unit-tested directly. Every text
comes from the message catalog in the current language (``evergreen.i18n``). Texts that name
a player take ``seating`` too: the match (the names given at setup), or a ``Seating``; a
state alone gives the default names.
"""

from __future__ import annotations

from collections.abc import Callable

from evergreen.i18n import N_, _, ngettext
from evergreen.rules import (
    PLANET_BIOMES,
    Action,
    Biome,
    Command,
    GameState,
    Phase,
    Piece,
    Power,
    PowerStage,
    Refusal,
    Season,
    Source,
    Verb,
    Why,
    all_cards,
    fertility_of,
    legal_commands,
    player_breakdown,
    ranking,
    solo_rank,
    why_illegal,
)
from evergreen.rules.tables import SEASON_ROUNDS, SUPPLY_BUSHES, SUPPLY_LAKES
from evergreen.ui.words.names import (
    Seated,
    Seating,
    biome_name,
    card_name,
    icon_name,
    power_name,
    rank_name,
    season_name,
    seat_label,
    source_name,
)

#: A step on a space in words, by the piece it leaves there: said of a seat ('Ada plants…'),
#: of the solo player ('You plant…'), and as a log row beside the seat's name ('plants…').
#: Three sentences each, not one with a subject slotted in: Russian conjugates the verb.
PLACING: dict[Piece, tuple[str, str, str]] = {
    Piece.SPROUT: (
        N_("{who} plants a Sprout in {biome}."),
        N_("You plant a Sprout in {biome}."),
        N_("plants a Sprout in {biome}"),
    ),
    Piece.SMALL_TREE: (
        N_("{who} grows a Sprout into a Small Tree in {biome}."),
        N_("You grow a Sprout into a Small Tree in {biome}."),
        N_("grows a Sprout into a Small Tree in {biome}"),
    ),
    Piece.BIG_TREE: (
        N_("{who} grows a Small Tree into a Big Tree in {biome}."),
        N_("You grow a Small Tree into a Big Tree in {biome}."),
        N_("grows a Small Tree into a Big Tree in {biome}"),
    ),
    Piece.BUSH: (
        N_("{who} places a Bush in {biome}."),
        N_("You place a Bush in {biome}."),
        N_("places a Bush in {biome}"),
    ),
    Piece.LAKE: (
        N_("{who} places a Lake in {biome}."),
        N_("You place a Lake in {biome}."),
        N_("places a Lake in {biome}"),
    ),
}
#: What a command on a space leaves there (a growth: one step up from what stands).
_LEAVES = {Verb.BUSH: Piece.BUSH, Verb.LAKE: Piece.LAKE, Verb.PLANT: Piece.SPROUT}


def placing(state: GameState, seat: int, space: int, piece: Piece, form: int, who: str = "") -> str:
    """A step that left ``piece`` on ``space`` of ``seat``'s planet in words, in the
    ``form`` of ``PLACING`` (0: of the seat named ``who``; 1: of you; 2: a log row)."""
    biome = state.players[seat].planet.layout.biome_of(space) if seat >= 0 else None
    where = biome_name(biome) if biome is not None else "?"
    text = _(PLACING.get(Piece(piece), PLACING[Piece.SPROUT])[form])
    return text.format(who=who, biome=where)


def left_by(state: GameState, cmd: Command) -> Piece:
    """The piece a command on a space leaves there (``state``: before it)."""
    if cmd.verb is Verb.GROW:
        grown = state.players[cmd.seat].planet.pieces[cmd.arg] == Piece.SPROUT
        return Piece.SMALL_TREE if grown else Piece.BIG_TREE
    return _LEAVES.get(cmd.verb, Piece.SPROUT)


ACTION_TEXT = {
    Action.A: N_("plant up to 3 Sprouts"),
    Action.B: N_("grow up to 2 different spaces"),
    Action.C: N_("plant 1 Sprout and grow 1 other space"),
    Action.D: N_("plant or grow once, in any biome"),
}
POWER_TEXT = {
    Power.SPROUT: N_("plant a Sprout anywhere per level"),
    Power.SMALL_GROWTH: N_("grow a Sprout into a Small Tree per level"),
    Power.BIG_GROWTH: N_("grow a Small Tree into a Big Tree per level"),
    Power.BUSH: N_("place a Bush on an empty space per level"),
    Power.LAKE: N_("place a Lake per level, then grow 2 spaces next to it"),
    Power.BUDS: N_("gain VP equal to the new level"),
}
PIECE_TEXT = {
    Piece.EMPTY: N_("empty"),
    Piece.SPROUT: N_("a Sprout (no light, no shadow, not in forests)"),
    Piece.SMALL_TREE: N_("a Small Tree (1 VP when lit; shades 1 space)"),
    Piece.BIG_TREE: N_("a Big Tree (2 VP when lit; shades 2 spaces; scores fertility at the end)"),
    Piece.BUSH: N_("a Bush (joins forests; no light, no shadow)"),
    Piece.LAKE: N_("a Lake (no light, no shadow, not in forests)"),
}
#: What a click on a highlighted space would do, per verb.
CLICK_TEXT = {
    Verb.PLANT: N_("Click to plant here."),
    Verb.GROW: N_("Click to grow here."),
    Verb.BUSH: N_("Click to place a Bush here."),
    Verb.LAKE: N_("Click to place a Lake here."),
}
#: What the game expects, per verb (for a refused click or key).
EXPECT_TEXT = {
    Verb.TAKE: N_("taking a card from the market"),
    Verb.ACTION: N_("choosing an action (A-D)"),
    Verb.POWER: N_("using the card's power"),
    Verb.PLANT: N_("planting a Sprout"),
    Verb.GROW: N_("growing a Sprout or Small Tree"),
    Verb.BUSH: N_("placing a Bush"),
    Verb.LAKE: N_("placing a Lake"),
    Verb.STOP: N_("stopping"),
    Verb.END: N_("ending the turn"),
}

__all__ = [
    "caption",
    "card_tip",
    "header",
    "market_tip",
    "player_tip",
    "prompt",
    "refusal",
    "refusal_text",
    "result_rows",
    "score_tip",
    "seat_label",
    "space_tip",
    "stack_tip",
    "supply_tip",
    "track_tip",
    "verdict",
]


def header(state: GameState) -> str:
    """'Summer · round 2 of 4'."""
    if state.is_over:
        return _("Game over")
    return _("{season} · round {round} of {rounds}").format(
        season=season_name(state.season),
        round=state.round_in_season + 1,
        rounds=SEASON_ROUNDS[state.season],
    )


def prompt(state: GameState, seating: Seated) -> str:
    """What the game waits for, and from whom."""
    seat = state.awaiting
    if seat is None:
        return _("The game is over.")
    who = seat_label(seating, seat)
    if state.phase is Phase.DRAFT:
        return _("{who}: take a card from the market.").format(who=who)
    t = state.turn
    card = all_cards()[state.players[seat].hand[-1]]
    power = power_name(card.power)
    if t.power is PowerStage.ACTIVE:
        if t.lake >= 0:
            n = 2 - len(t.lake_grown)
            return ngettext(
                "{who}: grow up to {n} space next to the new Lake, or Stop.",
                "{who}: grow up to {n} spaces next to the new Lake, or Stop.",
                n,
            ).format(who=who, n=n)
        return ngettext(
            "{who}: {power} power, {n} use left, or Stop.",
            "{who}: {power} power, {n} uses left, or Stop.",
            t.uses_left,
        ).format(who=who, power=power, n=t.uses_left)
    if t.action is None:
        return _where(
            card.biome,
            _("{who}: choose an action A-D for {biome}."),
            _("{who}: choose an action A-D for {biome}, or use the power first."),
            _("{who}: choose an action A-D (Wild: any biome)."),
            _("{who}: choose an action A-D (Wild: any biome), or use the power first."),
            t.power is PowerStage.UNUSED,
        ).format(who=who, biome=biome_name(card.biome))
    if not t.action_done:
        what = _(ACTION_TEXT[t.action])
        if card.biome is Biome.WILD or t.action is Action.D:
            text = _("{who}: action {action}, {what}, or Stop.")
        else:
            text = _("{who}: action {action}, {what} in {biome}, or Stop.")
        return text.format(who=who, action=t.action.name, what=what, biome=biome_name(card.biome))
    if t.power is PowerStage.UNUSED:
        return _("{who}: use the {power} power, or End turn to confirm.").format(
            who=who, power=power
        )
    return _("{who}: End turn to confirm (or Undo).").format(who=who)


def _where(biome: Biome, plain: str, power: str, wild: str, wild_power: str, can: bool) -> str:
    if biome is Biome.WILD:
        return wild_power if can else wild
    return power if can else plain


def caption(state: GameState, cmd: Command, seating: Seated) -> str:
    """One step of a seat's turn in words, for the status line as it plays on the main
    board ('Ada plants a Sprout in Swamp.'; the solo player's own: 'You plant...');
    ``state`` is the state before the step."""
    seats = Seating.of(seating)
    if seats.is_you(cmd.seat):
        return _your_caption(state, cmd)
    who = seats.name(cmd.seat)
    verb = cmd.verb
    if verb is Verb.TAKE:
        return _("{who} takes “{card}”.").format(who=who, card=card_name(cmd.arg))
    if verb is Verb.ACTION:
        what = _(ACTION_TEXT[Action(cmd.arg)])
        return _("{who} chooses action {action}: {what}.").format(
            who=who, action=Action(cmd.arg).name, what=what
        )
    if verb is Verb.POWER:
        power = all_cards()[state.players[cmd.seat].hand[-1]].power
        return _("{who} uses the {power} power.").format(who=who, power=power_name(power))
    if verb is Verb.STOP:
        return _("{who} stops.").format(who=who)
    if verb is Verb.END:
        return _("{who} ends the turn.").format(who=who)
    return placing(state, cmd.seat, cmd.arg, left_by(state, cmd), 0, who)


def _your_caption(state: GameState, cmd: Command) -> str:
    """A step of the solo player's own turn in words ('You plant a Sprout in Swamp.')."""
    verb = cmd.verb
    if verb is Verb.TAKE:
        return _("You take “{card}”.").format(card=card_name(cmd.arg))
    if verb is Verb.ACTION:
        what = _(ACTION_TEXT[Action(cmd.arg)])
        return _("You choose action {action}: {what}.").format(
            action=Action(cmd.arg).name, what=what
        )
    if verb is Verb.POWER:
        power = all_cards()[state.players[cmd.seat].hand[-1]].power
        return _("You use the {power} power.").format(power=power_name(power))
    if verb is Verb.STOP:
        return _("You stop.")
    if verb is Verb.END:
        return _("You end your turn.")
    return placing(state, cmd.seat, cmd.arg, left_by(state, cmd), 1)


def refusal(state: GameState, cmd: Command, seating: Seated) -> str | None:
    """Why ``cmd`` cannot be played now, in the player's language (None if it can)."""
    found = why_illegal(state, cmd)
    return None if found is None else refusal_text(found, seating)


def refusal_text(why: Refusal, seating: Seated) -> str:
    """A refusal of the rules (``why_illegal``) in the player's language: the rules decide
    why, from one source; this only words each kind with its parameters."""
    return _REFUSALS[why.kind](Seating.of(seating), why)


def _wrong_step(seats: Seating, why: Refusal) -> str:
    # TRANSLATORS: joins what the game expects: "taking a card or stopping".
    expected = _(" or ").join(_(EXPECT_TEXT[v]) for v in why.expected)
    return _("{who} cannot do that now: the game expects {expected}.").format(
        who=seats.name(why.seat), expected=expected
    )


def _piece_text(why: Refusal) -> str:
    return _(PIECE_TEXT[why.piece if why.piece is not None else Piece.EMPTY])


def _supply_empty(seats: Seating, why: Refusal) -> str:
    if why.piece is Piece.LAKE:
        text = _("No Lake is left in the shared supply: all {total} are on the planets.")
        return text.format(total=SUPPLY_LAKES)
    text = _("No Bush is left in the shared supply: all {total} are on the planets.")
    return text.format(total=SUPPLY_BUSHES)


def _wrong_biome(seats: Seating, why: Refusal) -> str:
    needed = biome_name(why.needed) if why.needed is not None else "?"
    here = biome_name(why.biome) if why.biome is not None else "?"
    return _("This action works in {biome} only; this space is {here}.").format(
        biome=needed, here=here
    )


def _power_target(seats: Seating, why: Refusal) -> str:
    power = power_name(why.power) if why.power is not None else "?"
    return _("The {power} power cannot be used on this space.").format(power=power)


_REFUSALS: dict[Why, Callable[[Seating, Refusal], str]] = {
    Why.MALFORMED: lambda s, w: _("That is not a move the game understands."),
    Why.GAME_OVER: lambda s, w: _("The game is over: no more moves."),
    Why.NO_SUCH_SEAT: lambda s, w: _("There is no such player in this game."),
    Why.AUTOMA: lambda s, w: _("The automa plays by itself."),
    Why.NOT_YOUR_TURN: lambda s, w: _("It is {who}'s turn.").format(who=s.name(w.awaited)),
    Why.WRONG_STEP: _wrong_step,
    Why.NO_ARGUMENT: lambda s, w: _("That step needs no space or card."),
    Why.NOT_IN_MARKET: lambda s, w: _("That card is not in the market."),
    Why.NOT_AN_ACTION: lambda s, w: _("The actions are A, B, C and D."),
    Why.NOT_A_SPACE: lambda s, w: _("That is not a space of the planet."),
    Why.RAVINE: lambda s, w: _("This is a ravine: nothing is ever placed there."),
    Why.OCCUPIED: lambda s, w: _("This space is not empty: it holds {piece}.").format(
        piece=_piece_text(w)
    ),
    Why.CANNOT_GROW: lambda s, w: _(
        "Only a Sprout or a Small Tree grows; this space holds {piece}."
    ).format(piece=_piece_text(w)),
    Why.NOT_BY_LAKE: lambda s, w: _(
        "This space is not next to the new Lake, or the Lake already grew it."
    ),
    Why.POWER_TARGET: _power_target,
    Why.WRONG_BIOME: _wrong_biome,
    Why.USED_BY_ACTION: lambda s, w: _("This action already used this space."),
    Why.SUPPLY_EMPTY: _supply_empty,
}


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
        if cmd.arg == index and cmd.verb in CLICK_TEXT:
            text += " " + _(CLICK_TEXT[cmd.verb])
    return text


def card_tip(card_id: int) -> str:
    """A card in words: biome, power, top icon."""
    c = all_cards()[card_id]
    if c.biome is Biome.WILD:
        text = _("Wild / {power}: act in any biome; power: {effect}; {icon}.")
    else:
        text = _("{biome} / {power}: act in {biome}; power: {effect}; {icon}.")
    return text.format(
        biome=biome_name(c.biome),
        power=power_name(c.power),
        effect=_(POWER_TEXT[c.power]),
        icon=icon_name(card_id),
    )


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


def result_rows(state: GameState) -> list[tuple[str, list[int]]]:
    """(label, one value per player) rows of the breakdown table."""
    bds = [player_breakdown(state, s) for s in range(len(state.players))]
    rows = [
        (_("Start"), [b.start for b in bds]),
        (_("Buds"), [b.buds for b in bds]),
    ]
    for season in Season:
        what = {"season": season_name(season)}
        rows.append((_("Light, {season}").format(**what), [b.light[season] for b in bds]))
        rows.append((_("Forest, {season}").format(**what), [b.forest[season] for b in bds]))
    for k, biome in enumerate(PLANET_BIOMES):
        label = _("Fertility, {biome}").format(biome=biome_name(biome))
        rows.append((label, [b.fertility[k] for b in bds]))
    rows.append((_("Total"), [b.total for b in bds]))
    return rows


def verdict(state: GameState, seating: Seated) -> str:
    """Who won, and why if there was a tie (R10.3); the rank in a solo game (R11.3)."""
    scores = state.scores
    if state.options.players == 1:
        return _("You scored {points} VP: rank {rank}.").format(
            points=scores[0], rank=rank_name(solo_rank(scores[0]))
        )
    order = ranking(state)
    best = order[0]
    tied = [s for s in order if scores[s] == scores[best]]
    winner = seat_label(seating, best)
    if len(tied) == 1:
        return _("{winner} wins with {points} VP.").format(winner=winner, points=scores[best])
    others = ", ".join(seat_label(seating, s) for s in tied[1:])
    return _(
        "{winner} wins with {points} VP (tied with {others}; {winner} came first in the last"
        " round's order)."
    ).format(winner=winner, points=scores[best], others=others)


def source_word(source: Source) -> str:
    """'light', 'forest'... (the floating points and the scoring table)."""
    return source_name(source)
