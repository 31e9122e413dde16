"""The public move API: ``legal_commands`` and ``apply`` (with the checks' messages)."""

from __future__ import annotations

from collections.abc import Iterator

from .cards import all_cards
from .commands import NO_ARG, Command, Verb, arg_text, space_name
from .draft import take
from .enums import Action, Biome, Phase, Piece, PowerStage
from .errors import IllegalCommand
from .flow import advance
from .state import NONE, Event, GameState
from .turn import Menu, act, drafted, settle, turn_menu

# The menu of the last state seen: legal_commands(s) then apply(s, cmd) computes it once.
# A pure memo (states are immutable); the tuple is swapped whole, so threads only miss.
_last: tuple[GameState | None, Menu] = (None, ())


def menu(state: GameState) -> Menu:
    """Verbs and targets open to the awaited seat (memoized for the last state seen)."""
    last = _last
    if last[0] is state:
        return last[1]
    if state.phase is Phase.DRAFT:
        found: Menu = ((Verb.TAKE, state.market),)
    elif state.phase is Phase.ACTIONS:
        found = turn_menu(state)
    else:
        found = ()
    _remember(state, found)
    return found


class LegalCommands:
    """A lazy view of the legal commands: iterate, ``len``, and a cheap ``cmd in legal``."""

    __slots__ = ("_menu", "_seat")

    def __init__(self, state: GameState) -> None:
        if not isinstance(state, GameState):
            raise IllegalCommand(f"expected a GameState, got {type(state).__name__}")
        self._menu = menu(state)
        seat = state.awaiting
        self._seat = -1 if seat is None else seat

    def __iter__(self) -> Iterator[Command]:
        seat = self._seat
        for verb, targets in self._menu:
            if targets is None:
                yield Command(seat, verb)
            else:
                row = _ROWS[seat][verb]
                for t in targets:
                    yield row[t]

    def __contains__(self, cmd: object) -> bool:
        if not isinstance(cmd, Command) or cmd.seat != self._seat or malformed(cmd):
            return False
        for verb, targets in self._menu:
            if verb == cmd.verb:
                return cmd.arg == NO_ARG if targets is None else cmd.arg in targets
        return False

    def __len__(self) -> int:
        return sum(1 if t is None else len(t) for _, t in self._menu)

    def __bool__(self) -> bool:
        return bool(self._menu)

    def __repr__(self) -> str:
        return f"<LegalCommands ({', '.join(map(str, self))})>"


def legal_commands(state: GameState) -> LegalCommands:
    """The commands the awaited seat may give now (none once the game is over)."""
    return LegalCommands(state)


def apply(state: GameState, cmd: Command) -> GameState:
    """The state after ``cmd``; raises IllegalCommand (input untouched) if it is not legal."""
    if not isinstance(state, GameState):
        raise IllegalCommand(f"expected a GameState, got {type(state).__name__}")
    if not isinstance(cmd, Command):
        raise IllegalCommand(f"expected a Command, got {cmd!r}")
    reason = why_illegal(state, cmd)
    if reason:
        raise IllegalCommand(reason)
    events: list[Event] = []
    if state.phase is Phase.DRAFT:
        new, step = take(state, cmd.seat, cmd.arg, events)
    else:
        new, step = act(state, cmd, events)
    new = advance(new, step, events)._replace(events=tuple(events))
    if new.phase is Phase.ACTIONS:
        new, found = settle(new)
        _remember(new, found)
    return new


def why_illegal(state: GameState, cmd: Command) -> str | None:
    """None if ``cmd`` is legal in ``state``, else a sentence a player can read."""
    bad = malformed(cmd)
    if bad:
        return bad
    if state.phase is Phase.OVER:
        return "The game is over: no more moves."
    seat = state.awaiting
    assert seat is not None
    if not 0 <= cmd.seat < state.seats:
        return f"There is no seat P{_seat_no(cmd.seat)} in this {state.seats}-seat game."
    if cmd.seat == state.automa_seat:
        return f"P{cmd.seat + 1} is the automa: it plays by itself."
    if cmd.seat != seat:
        doing = "draft" if state.phase is Phase.DRAFT else "act"
        return f"It is P{seat + 1}'s turn to {doing}, not P{cmd.seat + 1}'s."
    found = menu(state)
    for verb, targets in found:
        if verb == cmd.verb:
            if targets is None:
                return None if cmd.arg == NO_ARG else f"'{verb}' takes no argument."
            if cmd.arg in targets:
                return None
            return _why_not_target(state, cmd)
    return f"P{seat + 1} cannot {_verb_text(cmd)} now: {expected(found)}."


def malformed(cmd: Command) -> str | None:
    """Why a Command value is not well-formed (wrong field types), else None."""
    if type(cmd.verb) is not Verb:
        return f"{cmd.verb!r} is not a verb ({', '.join(v.value for v in Verb)})."
    for name in ("seat", "arg"):
        value = getattr(cmd, name)
        if not isinstance(value, int) or isinstance(value, bool):
            return f"the command's {name} must be a whole number, not {value!r}."
    return None


def expected(found: Menu) -> str:
    """What the menu asks for, in words."""
    words = [_EXPECT[v] for v, _ in found]
    return "the game is over" if not words else "expected " + " or ".join(words)


_EXPECT = {
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


def _why_not_target(state: GameState, cmd: Command) -> str:
    verb = cmd.verb
    if verb is Verb.TAKE:
        what = arg_text(verb, cmd.arg) if 0 <= cmd.arg < len(all_cards()) else str(cmd.arg)
        return f"{what} is not in the market."
    if verb is Verb.ACTION:
        return f"{cmd.arg!r} is not an action (A-D)."
    planet = state.players[cmd.seat].planet
    lay, i = planet.layout, cmd.arg
    if not (isinstance(i, int) and 0 <= i < len(lay.cell)) or i not in lay.spaces:
        return f"{_arg_name(i)} is not a space of the planet."
    where = space_name(i)
    if lay.is_ravine(i):
        return f"{where} is a ravine: nothing is ever placed there (R7.1)."
    piece = Piece(planet.pieces[i])
    if verb is not Verb.GROW and piece is not Piece.EMPTY:
        return f"{where} is not empty: it holds a {_piece_name(piece)}."
    if verb is Verb.GROW and piece not in (Piece.SPROUT, Piece.SMALL_TREE):
        return (
            f"{where} holds {_piece_name(piece, True)}: only a Sprout or Small Tree grows (R5.1)."
        )
    return _why_not_here(state, cmd, where)


def _why_not_here(state: GameState, cmd: Command, where: str) -> str:
    t = state.turn
    if t.lake != NONE:
        return f"{where} is not next to the new Lake, or was already grown by it (R6.4)."
    if t.power is PowerStage.ACTIVE:
        card = all_cards()[drafted(state, cmd.seat)]
        return f"the {card.power.label} power cannot {cmd.verb} on {where} (R6.4)."
    card = all_cards()[drafted(state, cmd.seat)]
    biome = state.players[cmd.seat].planet.layout.biome_of(cmd.arg)
    if (
        card.biome is not Biome.WILD
        and t.action is not None
        and t.action is not Action.D
        and biome is not card.biome
    ):
        return f"{where} is {biome.label if biome is not None else 'a ravine'}: this action needs {card.biome.label} (R5.3)."
    return f"{where} was already used by this action (R5.2)."


def _verb_text(cmd: Command) -> str:
    return {
        Verb.TAKE: "take a card",
        Verb.ACTION: "choose an action",
        Verb.POWER: "use a power",
        Verb.STOP: "stop",
        Verb.END: "end the turn",
    }.get(cmd.verb) or f"{cmd.verb.value} on {_arg_name(cmd.arg)}"


def _piece_name(piece: Piece, article: bool = False) -> str:
    name = piece.name.replace("_", " ").title()
    if piece is Piece.EMPTY:
        return "nothing"
    return f"a {name}" if article else name


def _arg_name(i: object) -> str:
    return space_name(i) if isinstance(i, int) and 0 <= i < 49 else repr(i)


def _seat_no(seat: object) -> str:
    return str(seat + 1) if isinstance(seat, int) else repr(seat)


def _remember(state: GameState, found: Menu) -> None:
    global _last
    _last = (state, found)


_ROWS: list[dict[Verb, list[Command]]] = [
    {verb: [Command(seat, verb, a) for a in range(49)] for verb in Verb} for seat in range(4)
]
