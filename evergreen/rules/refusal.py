"""Why a command is refused, as a value: a kind and its parameters (DESIGN: a refusal is a
value the rules produce once and the window only translates).

``str(refusal)`` is the English sentence for the terminal, the logs and the tests; the
window words each kind in the player's language from the same parameters.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import NamedTuple

from .cards import all_cards
from .commands import Verb, space_name
from .enums import Biome, Phase, Piece, Power
from .errors import RulesError

NONE = -1


class Why(StrEnum):
    """The kinds of refusal, each with the parameters ``Refusal`` fills for it."""

    MALFORMED = "malformed"  # detail: which field of the Command value is wrong
    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"  # seat (not a seat of this game)
    AUTOMA = "automa"  # seat (the solo automa's)
    NOT_YOUR_TURN = "not_your_turn"  # seat, awaited, phase
    WRONG_STEP = "wrong_step"  # seat, verb, expected (the verbs open now)
    NO_ARGUMENT = "no_argument"  # verb (takes no argument)
    NOT_IN_MARKET = "not_in_market"  # arg: the card
    NOT_AN_ACTION = "not_an_action"  # arg
    NOT_A_SPACE = "not_a_space"  # arg
    RAVINE = "ravine"  # space (R7.1)
    OCCUPIED = "occupied"  # space, piece (placing on a space that is not empty)
    CANNOT_GROW = "cannot_grow"  # space, piece (only a Sprout or Small Tree grows, R5.1)
    NOT_BY_LAKE = "not_by_lake"  # space (not next to the new Lake, or grown by it, R6.4)
    POWER_TARGET = "power_target"  # space, verb, power (the power cannot act there, R6.4)
    WRONG_BIOME = "wrong_biome"  # space, biome (of the space), needed (the card's, R5.3)
    USED_BY_ACTION = "used_by_action"  # space (this action already used it, R5.2)
    SUPPLY_EMPTY = "supply_empty"  # verb, piece (no Bush or Lake is left, R1.2)


class Refusal(NamedTuple):
    """Why a command is not legal: ``kind`` and the parameters that kind uses."""

    kind: Why
    seat: int = NONE
    verb: Verb | None = None
    arg: int = NONE  # a card id, an action or a space, as the command gave it
    space: int = NONE
    piece: Piece | None = None
    biome: Biome | None = None
    needed: Biome | None = None
    power: Power | None = None
    awaited: int = NONE
    phase: Phase | None = None
    expected: tuple[Verb, ...] = ()
    detail: str = ""

    def __str__(self) -> str:
        text: str = _ENGLISH[self.kind](self)
        return text


class IllegalCommand(RulesError):
    """A command that is not legal in the given state: ``refusal`` says why as a value (its
    kind and parameters), the message says it in English."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal


def _expected(r: Refusal) -> str:
    words = [EXPECT[v] for v in r.expected]
    return "the game is over" if not words else "expected " + " or ".join(words)


def _piece(piece: Piece | None, article: bool = False) -> str:
    if piece is None or piece is Piece.EMPTY:
        return "nothing"
    name = piece.name.replace("_", " ").title()
    return f"a {name}" if article else name


def _where(r: Refusal) -> str:
    return space_name(r.space)


def _arg(value: int) -> str:
    return space_name(value) if 0 <= value < 49 else repr(value)


#: What each verb asks of a player, in English (for "expected ...").
EXPECT = {
    Verb.TAKE: "taking a card from the market",
    Verb.ACTION: "choosing an action (A-D)",
    Verb.POWER: "using the card's power",
    Verb.PLANT: "planting a Sprout",
    Verb.GROW: "growing a Sprout or Small Tree",
    Verb.BUSH: "placing a Bush",
    Verb.LAKE: "placing a Lake",
    Verb.STOP: "stopping",
    Verb.END: "ending the turn",
}
_DOING = {
    Verb.TAKE: "take a card",
    Verb.ACTION: "choose an action",
    Verb.POWER: "use a power",
    Verb.STOP: "stop",
    Verb.END: "end the turn",
}


def _card_name(card: int) -> str:
    cards = all_cards()
    return cards[card].name if 0 <= card < len(cards) else str(card)


def _biome(biome: Biome | None) -> str:
    return "a ravine" if biome is None else biome.label


_ENGLISH: dict[Why, Callable[[Refusal], str]] = {
    Why.MALFORMED: lambda r: r.detail,
    Why.GAME_OVER: lambda r: "The game is over: no more moves.",
    Why.NO_SUCH_SEAT: lambda r: f"There is no seat P{r.seat + 1} in this game.",
    Why.AUTOMA: lambda r: f"P{r.seat + 1} is the automa: it plays by itself.",
    Why.NOT_YOUR_TURN: lambda r: (
        f"It is P{r.awaited + 1}'s turn to "
        f"{'draft' if r.phase is Phase.DRAFT else 'act'}, not P{r.seat + 1}'s."
    ),
    Why.WRONG_STEP: lambda r: (
        f"P{r.seat + 1} cannot "
        f"{_DOING.get(r.verb) or f'{r.verb} on {_arg(r.arg)}' if r.verb else 'do that'}"
        f" now: {_expected(r)}."
    ),
    Why.NO_ARGUMENT: lambda r: f"'{r.verb}' takes no argument.",
    Why.NOT_IN_MARKET: lambda r: f"{_card_name(r.arg)} is not in the market.",
    Why.NOT_AN_ACTION: lambda r: f"{r.arg!r} is not an action (A-D).",
    Why.NOT_A_SPACE: lambda r: f"{_arg(r.arg)} is not a space of the planet.",
    Why.RAVINE: lambda r: f"{_where(r)} is a ravine: nothing is ever placed there (R7.1).",
    Why.OCCUPIED: lambda r: f"{_where(r)} is not empty: it holds a {_piece(r.piece)}.",
    Why.CANNOT_GROW: lambda r: (
        f"{_where(r)} holds {_piece(r.piece, True)}: only a Sprout or Small Tree grows (R5.1)."
    ),
    Why.NOT_BY_LAKE: lambda r: (
        f"{_where(r)} is not next to the new Lake, or was already grown by it (R6.4)."
    ),
    Why.POWER_TARGET: lambda r: (
        f"the {r.power.label if r.power is not None else ''} power cannot {r.verb} on "
        f"{_where(r)} (R6.4)."
    ),
    Why.WRONG_BIOME: lambda r: (
        f"{_where(r)} is {_biome(r.biome)}: this action needs {_biome(r.needed)} (R5.3)."
    ),
    Why.USED_BY_ACTION: lambda r: f"{_where(r)} was already used by this action (R5.2).",
    Why.SUPPLY_EMPTY: lambda r: (
        f"No {_piece(r.piece)} is left in the shared supply: every one has been placed (R1.2)."
    ),
}

__all__ = ["EXPECT", "NONE", "IllegalCommand", "Refusal", "Why"]
