"""Words for the status line and hover tips: what is expected now, and what things are.

Pure functions of the game state (no pygame), so they are unit-tested directly.
"""

from __future__ import annotations

from evergreen.rules import (
    PLANET_BIOMES,
    Action,
    Biome,
    GameState,
    Phase,
    Piece,
    Power,
    PowerStage,
    Season,
    Verb,
    all_cards,
    fertility_of,
    legal_commands,
    player_breakdown,
    ranking,
    solo_rank,
)
from evergreen.rules.tables import SEASON_ROUNDS

ACTION_TEXT = {
    Action.A: "plant up to 3 Sprouts",
    Action.B: "grow up to 2 different spaces",
    Action.C: "plant 1 Sprout and grow 1 other space",
    Action.D: "plant or grow once, in any biome",
}
POWER_TEXT = {
    Power.SPROUT: "plant a Sprout anywhere per level",
    Power.SMALL_GROWTH: "grow a Sprout into a Small Tree per level",
    Power.BIG_GROWTH: "grow a Small Tree into a Big Tree per level",
    Power.BUSH: "place a Bush on an empty space per level",
    Power.LAKE: "place a Lake per level, then grow 2 spaces next to it",
    Power.BUDS: "gain VP equal to the new level",
}
PIECE_TEXT = {
    Piece.EMPTY: "empty",
    Piece.SPROUT: "a Sprout (no light, no shadow, not in forests)",
    Piece.SMALL_TREE: "a Small Tree (1 VP when lit; shades 1 space)",
    Piece.BIG_TREE: "a Big Tree (2 VP when lit; shades 2 spaces; scores fertility at the end)",
    Piece.BUSH: "a Bush (joins forests; no light, no shadow)",
    Piece.LAKE: "a Lake (no light, no shadow, not in forests)",
}


def seat_label(state: GameState, seat: int) -> str:
    """'P2', or 'Automa'."""
    return "Automa" if seat == state.automa_seat else f"P{seat + 1}"


def header(state: GameState) -> str:
    """'Summer · round 2 of 4'."""
    if state.is_over:
        return "Game over"
    n = SEASON_ROUNDS[state.season]
    return f"{state.season.label} · round {state.round_in_season + 1} of {n}"


def prompt(state: GameState) -> str:
    """What the game waits for, and from whom."""
    seat = state.awaiting
    if seat is None:
        return "The game is over."
    who = seat_label(state, seat)
    if state.phase is Phase.DRAFT:
        return f"{who}: take a card from the market."
    t = state.turn
    card = all_cards()[state.players[seat].hand[-1]]
    where = "any biome" if card.biome is Biome.WILD else card.biome.label
    if t.power is PowerStage.ACTIVE:
        if t.lake >= 0:
            return (
                f"{who}: grow up to {2 - len(t.lake_grown)} spaces next to the new Lake, or Stop."
            )
        return f"{who}: {card.power.label} power, {t.uses_left} use(s) left, or Stop."
    if t.action is None:
        power = " or use the power first" if t.power is PowerStage.UNUSED else ""
        return f"{who}: choose an action A-D for {where}{power}."
    if not t.action_done:
        return f"{who}: action {t.action.name}, {ACTION_TEXT[t.action]} in {where}, or Stop."
    if t.power is PowerStage.UNUSED:
        return f"{who}: use the {card.power.label} power, or End turn to confirm."
    return f"{who}: End turn to confirm (or Undo)."


def space_tip(state: GameState, seat: int, index: int) -> str:
    """What a space of a seat's planet is, and what clicking it would do."""
    planet = state.players[seat].planet
    lay = planet.layout
    if index not in lay.spaces:
        return ""
    if lay.is_ravine(index):
        return "Ravine: nothing is ever placed here."
    biome = lay.biome_of(index)
    assert biome is not None
    piece = Piece(planet.pieces[index])
    text = f"{biome.label}, fertility {fertility_of(state, biome)}: {PIECE_TEXT[piece]}."
    for cmd in legal_commands(state):
        if cmd.arg == index and cmd.verb in (Verb.PLANT, Verb.GROW, Verb.BUSH, Verb.LAKE):
            text += f" Click to {cmd.verb.value} here."
    return text


def card_tip(card_id: int) -> str:
    """A card in words: biome, power, top icon."""
    c = all_cards()[card_id]
    where = "any biome (Wild)" if c.biome is Biome.WILD else c.biome.label
    icon = {"blank": "no top icon"}.get(c.icon, c.icon)
    return (
        f"{c.biome.label} / {c.power.label}: act in {where}; power: {POWER_TEXT[c.power]}; {icon}."
    )


def track_tip(power: Power, level: int) -> str:
    """A power track."""
    return f"{power.label} level {level}: {POWER_TEXT[power]}. Using it moves the marker up first."


def stack_tip(state: GameState, biome: Biome) -> str:
    """A fertility stack: what its number means and what lies in it."""
    cards = all_cards()
    stack = state.zone[biome]
    value = fertility_of(state, biome)
    arid = sum(1 for z in stack if cards[z.card].aridity)
    down = sum(1 for z in stack if not z.face_up)
    return (
        f"{biome.label} fertility {value}: each Big Tree in {biome.label} scores {value} VP at "
        f"the end. {len(stack)} card(s): {arid} aridity, {down} face down."
    )


def hover_tip(state: GameState, viewed: int, kind: str, value: int) -> str:
    """The one- or two-line explanation of what the mouse is over (see ``Layout.hit``)."""
    if kind == "space":
        return space_tip(state, viewed, value)
    if kind == "card" and value < len(state.market):
        return card_tip(state.market[value])
    if kind == "player":
        return score_tip(state, value) + " Click to view this planet."
    if kind == "stack":
        return stack_tip(state, Biome(value))
    if kind == "track":
        return track_tip(Power(value), state.players[viewed].levels[value])
    return ""


def score_tip(state: GameState, seat: int) -> str:
    """Where a player's VP came from so far (R10.4)."""
    b = player_breakdown(state, seat)
    return (
        f"P{seat + 1}: {b.total} VP = start {b.start} + buds {b.buds} + light {sum(b.light)}"
        f" + forest {sum(b.forest)} + fertility {sum(b.fertility)}."
    )


def result_rows(state: GameState) -> list[tuple[str, list[int]]]:
    """(label, one value per player) rows of the breakdown table."""
    bds = [player_breakdown(state, s) for s in range(len(state.players))]
    rows = [("Start", [b.start for b in bds]), ("Buds", [b.buds for b in bds])]
    for season in Season:
        rows.append((f"Light {season.label}", [b.light[season] for b in bds]))
        rows.append((f"Forest {season.label}", [b.forest[season] for b in bds]))
    for biome in PLANET_BIOMES:
        rows.append((f"Fertility {biome.label}", [b.fertility[biome] for b in bds]))
    rows.append(("Total", [b.total for b in bds]))
    return rows


def verdict(state: GameState) -> str:
    """Who won, and why if there was a tie (R10.3); the rank in a solo game (R11.3)."""
    scores = state.scores
    if state.options.players == 1:
        return f"You scored {scores[0]} VP: rank {solo_rank(scores[0])}"
    order = ranking(state)
    best = order[0]
    tied = [s for s in order if scores[s] == scores[best]]
    text = f"P{best + 1} wins with {scores[best]} VP"
    if len(tied) > 1:
        others = ", ".join(f"P{s + 1}" for s in tied[1:])
        text += f" (tied with {others}; P{best + 1} came first in the last round's order)"
    return text
