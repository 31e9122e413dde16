"""Words for the status line: what is expected now, a step captioned as it is played, and why a
command is refused (the hover tips are ``tips``', the finished game's words ``results``').

Pure functions of the game state (no pygame), so they are unit-tested directly. Every text
comes from the message catalog in the current language (``evergreen.i18n``). Texts that name
a player take ``seating`` too: the match (the names given at setup), or a ``Seating``; a
state alone gives the default names.
"""

from __future__ import annotations

from collections.abc import Callable

from evergreen.i18n import N_, _, ngettext, pgettext
from evergreen.rules import (
    Action,
    Biome,
    Command,
    GameState,
    Phase,
    Piece,
    Power,
    PowerStage,
    Refusal,
    Verb,
    Why,
    all_cards,
    why_illegal,
)
from evergreen.rules.tables import SEASON_ROUNDS, SUPPLY_BUSHES, SUPPLY_LAKES
from evergreen.ui.words.names import (
    Seated,
    Seating,
    biome_name,
    card_name,
    power_said,
    season_name,
    seat_label,
)

#: A step on a space in words, by the piece it leaves there: said of a seat ('Ada plants…'),
#: of the solo player ('You plant…'), as a log row beside a seat's name ('plants…') and
#: as a log row beside 'You' ('plant…'). Four sentences each, not one with a subject slotted
#: in: English and Russian conjugate the verb by its subject.
PLACING: dict[Piece, tuple[str, str, str, str]] = {
    Piece.SPROUT: (
        N_("{who} plants a Sprout in {biome}."),
        N_("You plant a Sprout in {biome}."),
        N_("plants a Sprout in {biome}"),
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        N_("plant a Sprout in {biome}"),
    ),
    Piece.SMALL_TREE: (
        N_("{who} grows a Sprout into a Small Tree in {biome}."),
        N_("You grow a Sprout into a Small Tree in {biome}."),
        N_("grows a Sprout into a Small Tree in {biome}"),
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        N_("grow a Sprout into a Small Tree in {biome}"),
    ),
    Piece.BIG_TREE: (
        N_("{who} grows a Small Tree into a Big Tree in {biome}."),
        N_("You grow a Small Tree into a Big Tree in {biome}."),
        N_("grows a Small Tree into a Big Tree in {biome}"),
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        N_("grow a Small Tree into a Big Tree in {biome}"),
    ),
    Piece.BUSH: (
        N_("{who} places a Bush in {biome}."),
        N_("You place a Bush in {biome}."),
        N_("places a Bush in {biome}"),
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        N_("place a Bush in {biome}"),
    ),
    Piece.LAKE: (
        N_("{who} places a Lake in {biome}."),
        N_("You place a Lake in {biome}."),
        N_("places a Lake in {biome}"),
        # TRANSLATORS: a row of the game log beside "You" (the solo player): second person.
        N_("place a Lake in {biome}"),
    ),
}
#: What a command on a space leaves there (a growth: one step up from what stands).
_LEAVES = {Verb.BUSH: Piece.BUSH, Verb.LAKE: Piece.LAKE, Verb.PLANT: Piece.SPROUT}


def placing(state: GameState, seat: int, space: int, piece: Piece, form: int, who: str = "") -> str:
    """A step that left ``piece`` on ``space`` of ``seat``'s planet in words, in the
    ``form`` of ``PLACING`` (0: of the seat named ``who``; 1: of you; 2: a log row beside a
    name; 3: a log row beside 'You')."""
    biome = state.players[seat].planet.layout.biome_of(space) if seat >= 0 else None
    where = biome_name(biome) if biome is not None else "?"
    text = _(PLACING.get(Piece(piece), PLACING[Piece.SPROUT])[form])
    return text.format(who=who, biome=where)


def left_by(state: GameState, cmd: Command) -> Piece:
    """The piece a command on a space leaves there (``state``: before it)."""
    if cmd.verb is Verb.GROW:
        grown = state.players[cmd.seat].planet.pieces[cmd.space] == Piece.SPROUT
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


def action_said(action: Action) -> str:
    """What an action does, as a report says it (the log, the captions: "Ada chooses action
    A: plant up to 3 Sprouts"): an infinitive in Russian, where ``ACTION_TEXT`` is said to
    the player (an imperative)."""
    texts = {
        Action.A: pgettext("report", "plant up to 3 Sprouts"),
        Action.B: pgettext("report", "grow up to 2 different spaces"),
        Action.C: pgettext("report", "plant 1 Sprout and grow 1 other space"),
        Action.D: pgettext("report", "plant or grow once, in any biome"),
    }
    return texts[action]


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
    "header",
    "prompt",
    "refusal",
    "refusal_text",
    "seat_label",
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


def watching_prompt(state: GameState, seating: Seated) -> str:
    """What the one awaited is doing, for those who watch (a bot's turn, the demo): in the
    third person, never an instruction to press a button."""
    seat = state.awaiting
    if seat is None:
        return _("The game is over.")
    seats = Seating.of(seating)
    if seats.is_you(seat):
        if state.phase is Phase.DRAFT:
            return _("You are choosing a card from the market.")
        return _("You are playing a turn.")
    who = seats.name(seat)
    if state.phase is Phase.DRAFT:
        return _("{who} is choosing a card from the market.").format(who=who)
    return _("{who} is playing a turn.").format(who=who)


#: How a prompt names its seat, at its start.
NAMED = "{who}: "


def said_to(seating: Seated, seat: int, text: str) -> str:
    """A prompt's sentence for ``seat`` ("{who}: take a card…", still to be formatted): the
    solo player is spoken to, not named ("Take a card…", «Возьмите карту…»). Every prompt
    starts with its name and a colon, in every language (the catalog's rule for names;
    tests/i18n/test_name_agreement.py checks it)."""
    if Seating.of(seating).is_you(seat) and text.startswith(NAMED):
        rest = text.removeprefix(NAMED)
        return rest[:1].upper() + rest[1:]
    return text


def preview_title(seating: Seated, seat: int) -> str:
    """The heading of what the viewed planet would score if the season ended now."""
    seats = Seating.of(seating)
    if seats.is_you(seat):
        return _("If the season ended now, you would score:")
    return _("If the season ended now, {who} would score:").format(who=seats.name(seat))


def prompt(state: GameState, seating: Seated) -> str:
    """What the game waits for, and from whom."""
    seat = state.awaiting
    if seat is None:
        return _("The game is over.")
    who = seat_label(seating, seat)
    if state.phase is Phase.DRAFT:
        return said_to(seating, seat, _("{who}: take a card from the market.")).format(who=who)
    t = state.turn
    card = all_cards()[state.players[seat].hand[-1]]
    power = power_said(card.power)
    if t.power is PowerStage.ACTIVE:
        if t.lake >= 0:
            n = 2 - len(t.lake_grown)
            text = ngettext(
                "{who}: grow up to {n} space next to the new Lake, or Stop.",
                "{who}: grow up to {n} spaces next to the new Lake, or Stop.",
                n,
            )
            return said_to(seating, seat, text).format(who=who, n=n)
        text = ngettext(
            "{who}: {power} power, {n} use left, or Stop.",
            "{who}: {power} power, {n} uses left, or Stop.",
            t.uses_left,
        )
        return said_to(seating, seat, text).format(who=who, power=power, n=t.uses_left)
    if t.action is None:
        text = _where(
            card.biome,
            _("{who}: choose an action A-D for {biome}."),
            _("{who}: choose an action A-D for {biome}, or use the power first."),
            _("{who}: choose an action A-D (Wild: any biome)."),
            _("{who}: choose an action A-D (Wild: any biome), or use the power first."),
            t.power is PowerStage.UNUSED,
        )
        return said_to(seating, seat, text).format(who=who, biome=biome_name(card.biome))
    if not t.action_done:
        what = _(ACTION_TEXT[t.action])
        if card.biome is Biome.WILD or t.action is Action.D:
            text = _("{who}: action {action}, {what}, or Stop.")
        else:
            text = _("{who}: action {action}, {what} in {biome}, or Stop.")
        text = said_to(seating, seat, text)
        return text.format(who=who, action=t.action.name, what=what, biome=biome_name(card.biome))
    if t.power is PowerStage.UNUSED:
        text = _("{who}: use the {power} power, or End turn to confirm.")
        return said_to(seating, seat, text).format(who=who, power=power)
    return said_to(seating, seat, _("{who}: End turn to confirm (or Undo).")).format(who=who)


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
        return _("{who} takes “{card}”.").format(who=who, card=card_name(cmd.card))
    if verb is Verb.ACTION:
        what = action_said(cmd.action)
        return _("{who} chooses action {action}: {what}.").format(
            who=who, action=cmd.action.name, what=what
        )
    if verb is Verb.POWER:
        power = all_cards()[state.players[cmd.seat].hand[-1]].power
        return _("{who} uses the {power} power.").format(who=who, power=power_said(power))
    if verb is Verb.STOP:
        return _("{who} stops.").format(who=who)
    if verb is Verb.END:
        return _("{who} ends the turn.").format(who=who)
    return placing(state, cmd.seat, cmd.space, left_by(state, cmd), 0, who)


def _your_caption(state: GameState, cmd: Command) -> str:
    """A step of the solo player's own turn in words ('You plant a Sprout in Swamp.')."""
    verb = cmd.verb
    if verb is Verb.TAKE:
        return _("You take “{card}”.").format(card=card_name(cmd.card))
    if verb is Verb.ACTION:
        what = action_said(cmd.action)
        return _("You choose action {action}: {what}.").format(action=cmd.action.name, what=what)
    if verb is Verb.POWER:
        power = all_cards()[state.players[cmd.seat].hand[-1]].power
        return _("You use the {power} power.").format(power=power_said(power))
    if verb is Verb.STOP:
        return _("You stop.")
    if verb is Verb.END:
        return _("You end your turn.")
    return placing(state, cmd.seat, cmd.space, left_by(state, cmd), 1)


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
    power = power_said(why.power) if why.power is not None else "?"
    return _("The {power} power cannot be used on this space.").format(power=power)


_REFUSALS: dict[Why, Callable[[Seating, Refusal], str]] = {
    Why.MALFORMED: lambda s, w: _("That is not a move the game understands."),
    Why.GAME_OVER: lambda s, w: _("The game is over: no more moves."),
    Why.NO_SUCH_SEAT: lambda s, w: _("There is no such player in this game."),
    Why.AUTOMA: lambda s, w: _("The automa plays by itself."),
    Why.NOT_YOUR_TURN: lambda s, w: (
        _("It is your turn.") if s.is_you(w.awaited) else _("It is {who}'s turn.")
    ).format(who=s.name(w.awaited)),
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
