"""Words for the status line and hover tips: what is expected now, and what things are.

Pure functions of the game state (no pygame), so they are unit-tested directly. Every text
comes from the message catalog in the current language (``evergreen.i18n``).
"""

from __future__ import annotations

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
    Season,
    Source,
    Verb,
    all_cards,
    fertility_of,
    legal_commands,
    player_breakdown,
    ranking,
    solo_rank,
    why_illegal,
)
from evergreen.rules.tables import SEASON_ROUNDS
from evergreen.ui.names import (
    biome_name,
    icon_name,
    player_label,
    power_name,
    rank_name,
    season_name,
    seat_label,
    source_name,
)

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
    "card_tip",
    "header",
    "hover_tip",
    "prompt",
    "refusal",
    "result_rows",
    "score_tip",
    "seat_label",
    "space_tip",
    "stack_tip",
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


def prompt(state: GameState) -> str:
    """What the game waits for, and from whom."""
    seat = state.awaiting
    if seat is None:
        return _("The game is over.")
    who = seat_label(state, seat)
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


def refusal(state: GameState, cmd: Command) -> str | None:
    """Why the window cannot play ``cmd`` now, in the player's language (None if it can).

    The rules engine explains itself in English (``why_illegal``); this says the same for
    the commands a click or key can give, and falls back to a general sentence."""
    if why_illegal(state, cmd) is None:
        return None
    if state.is_over:
        return _("The game is over: no more moves.")
    seat = state.awaiting
    assert seat is not None
    legal = list(legal_commands(state))
    verbs = list(dict.fromkeys(c.verb for c in legal))
    if cmd.verb in verbs and cmd.verb in CLICK_TEXT and cmd.seat == seat:
        return _space_refusal(state, cmd)
    # TRANSLATORS: joins what the game expects: "taking a card or stopping".
    expected = _(" or ").join(_(EXPECT_TEXT[v]) for v in verbs)
    return _("{who} cannot do that now: the game expects {expected}.").format(
        who=seat_label(state, seat), expected=expected
    )


def _space_refusal(state: GameState, cmd: Command) -> str:
    planet = state.players[cmd.seat].planet
    lay, i = planet.layout, cmd.arg
    if i not in lay.spaces:
        return _("That is not a space of the planet.")
    if lay.is_ravine(i):
        return _("This is a ravine: nothing is ever placed there.")
    piece = Piece(planet.pieces[i])
    if cmd.verb is not Verb.GROW and piece is not Piece.EMPTY:
        return _("This space is not empty: it holds {piece}.").format(piece=_(PIECE_TEXT[piece]))
    if cmd.verb is Verb.GROW and piece not in (Piece.SPROUT, Piece.SMALL_TREE):
        return _("Only a Sprout or a Small Tree grows; this space holds {piece}.").format(
            piece=_(PIECE_TEXT[piece])
        )
    t = state.turn
    if t.lake >= 0:
        return _("This space is not next to the new Lake, or the Lake already grew it.")
    card = all_cards()[state.players[cmd.seat].hand[-1]]
    if t.power is PowerStage.ACTIVE:
        return _("The {power} power cannot be used on this space.").format(
            power=power_name(card.power)
        )
    biome = lay.biome_of(i)
    if card.biome is not Biome.WILD and t.action is not Action.D and biome is not card.biome:
        return _("This action works in {biome} only; this space is {here}.").format(
            biome=biome_name(card.biome), here=biome_name(biome) if biome is not None else "?"
        )
    return _("This action already used this space.")


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


def hover_tip(state: GameState, viewed: int, kind: str, value: int) -> str:
    """The one- or two-line explanation of what the mouse is over (see ``Layout.hit``)."""
    if kind == "space":
        return space_tip(state, viewed, value)
    if kind == "card" and value < len(state.market):
        return card_tip(state.market[value])
    if kind == "player":
        return score_tip(state, value) + " " + _("Click to view this planet.")
    if kind == "stack":
        return stack_tip(state, Biome(value))
    if kind == "track":
        return track_tip(Power(value), state.players[viewed].levels[value])
    return ""


def score_tip(state: GameState, seat: int) -> str:
    """Where a player's VP came from so far (R10.4)."""
    b = player_breakdown(state, seat)
    return _(
        "{who}: {total} VP = start {start} + buds {buds} + light {light} + forest {forest}"
        " + fertility {fertility}."
    ).format(
        who=player_label(seat),
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


def verdict(state: GameState) -> str:
    """Who won, and why if there was a tie (R10.3); the rank in a solo game (R11.3)."""
    scores = state.scores
    if state.options.players == 1:
        return _("You scored {points} VP: rank {rank}.").format(
            points=scores[0], rank=rank_name(solo_rank(scores[0]))
        )
    order = ranking(state)
    best = order[0]
    tied = [s for s in order if scores[s] == scores[best]]
    winner = player_label(best)
    if len(tied) == 1:
        return _("{winner} wins with {points} VP.").format(winner=winner, points=scores[best])
    others = ", ".join(player_label(s) for s in tied[1:])
    return _(
        "{winner} wins with {points} VP (tied with {others}; {winner} came first in the last"
        " round's order)."
    ).format(winner=winner, points=scores[best], others=others)


def source_word(source: Source) -> str:
    """'light', 'forest'... (the floating points and the scoring table)."""
    return source_name(source)
