"""The public move API: ``legal_commands``, ``apply`` and ``why_illegal`` (a refusal as a value)."""

from __future__ import annotations

from collections.abc import Iterator

from .cards import all_cards
from .commands import NO_ARG, Command, Verb
from .draft import take
from .enums import Action, Biome, Phase, Piece, PowerStage
from .flow import advance
from .refusal import IllegalCommand, Refusal, Why
from .state import NONE, Event, GameState
from .turn import SUPPLIED, Menu, act, drafted, settle, supply_left, turn_menu


def menu(state: GameState) -> Menu:
    """Verbs and targets open to the awaited seat."""
    if state.phase is Phase.DRAFT:
        return ((Verb.TAKE, state.market),)
    if state.phase is Phase.ACTIONS:
        return turn_menu(state)
    return ()


class LegalCommands:
    """A lazy view of the legal commands of one state: iterate, ``len``, a cheap
    ``cmd in legal``, and ``apply`` / ``after`` that play one of them.

    It is also the caller's cache (the engine keeps none): playing through it checks the
    command against the menu it already holds, and ``after`` hands on the next state's menu,
    which the engine works out anyway while settling, so a loop of ``after`` works out each
    menu once.
    """

    __slots__ = ("_menu", "_seat", "state")

    def __init__(self, state: GameState, known: Menu | None = None) -> None:
        if not isinstance(state, GameState):
            raise IllegalCommand(_not_a("GameState", type(state).__name__))
        self.state = state
        self._menu = menu(state) if known is None else known
        seat = state.awaiting
        self._seat = -1 if seat is None else seat

    def apply(self, cmd: Command) -> GameState:
        """The state after ``cmd`` (one of these commands); IllegalCommand if it is not."""
        return self.after(cmd).state

    def after(self, cmd: Command) -> LegalCommands:
        """The legal commands of the state after ``cmd``; IllegalCommand if it is not legal."""
        if not isinstance(cmd, Command):
            raise IllegalCommand(_not_a("Command", repr(cmd)))
        if cmd not in self:
            reason = why_illegal(self.state, cmd)
            assert reason is not None, "a command the menu refuses has a refusal"
            raise IllegalCommand(reason)
        new, found = _play(self.state, cmd)
        return LegalCommands(new, found)

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
    """The state after ``cmd``; raises IllegalCommand (input untouched) if it is not legal.

    To play many commands in a row, ``legal_commands(state).after(cmd)`` saves working out
    each state's menu twice."""
    if not isinstance(state, GameState):
        raise IllegalCommand(_not_a("GameState", type(state).__name__))
    if not isinstance(cmd, Command):
        raise IllegalCommand(_not_a("Command", repr(cmd)))
    reason = why_illegal(state, cmd)
    if reason:
        raise IllegalCommand(reason)
    return _play(state, cmd)[0]


def _play(state: GameState, cmd: Command) -> tuple[GameState, Menu]:
    """Play a command already checked; the new state and its menu."""
    events: list[Event] = []
    if state.phase is Phase.DRAFT:
        new, step = take(state, cmd.seat, cmd.arg, events)
    else:
        new, step = act(state, cmd, events)
    new = advance(new, step, events)._replace(events=tuple(events))
    if new.phase is Phase.ACTIONS:
        return settle(new)
    return new, menu(new)


def why_illegal(state: GameState, cmd: Command) -> Refusal | None:
    """None if ``cmd`` is legal in ``state``, else why not (``str()`` of it is a sentence a
    player can read; the window words it from the kind and parameters)."""
    bad = malformed(cmd)
    if bad:
        return Refusal(Why.MALFORMED, detail=bad)
    if state.phase is Phase.OVER:
        return Refusal(Why.GAME_OVER)
    seat = state.awaiting
    assert seat is not None
    if not 0 <= cmd.seat < state.seats:
        return Refusal(Why.NO_SUCH_SEAT, seat=cmd.seat)
    if cmd.seat == state.automa_seat:
        return Refusal(Why.AUTOMA, seat=cmd.seat)
    if cmd.seat != seat:
        return Refusal(Why.NOT_YOUR_TURN, seat=cmd.seat, awaited=seat, phase=state.phase)
    found = menu(state)
    for verb, targets in found:
        if verb == cmd.verb:
            if targets is None:
                return None if cmd.arg == NO_ARG else Refusal(Why.NO_ARGUMENT, verb=verb)
            if cmd.arg in targets:
                return None
            return _why_not_target(state, cmd)
    if state.phase is Phase.ACTIONS and cmd.verb in SUPPLIED and supply_left(state, cmd.verb) <= 0:
        return Refusal(Why.SUPPLY_EMPTY, seat=seat, verb=cmd.verb, piece=SUPPLIED[cmd.verb])
    return Refusal(
        Why.WRONG_STEP,
        seat=seat,
        verb=cmd.verb,
        arg=cmd.arg,
        expected=tuple(verb for verb, _ in found),
    )


def malformed(cmd: Command) -> str | None:
    """Why a Command value is not well-formed (wrong field types), else None."""
    if type(cmd.verb) is not Verb:
        return f"{cmd.verb!r} is not a verb ({', '.join(v.value for v in Verb)})."
    for name in ("seat", "arg"):
        value = getattr(cmd, name)
        if not isinstance(value, int) or isinstance(value, bool):
            return f"the command's {name} must be a whole number, not {value!r}."
    return None


def _why_not_target(state: GameState, cmd: Command) -> Refusal:
    verb = cmd.verb
    if verb is Verb.TAKE:
        return Refusal(Why.NOT_IN_MARKET, seat=cmd.seat, verb=verb, arg=cmd.arg)
    if verb is Verb.ACTION:
        return Refusal(Why.NOT_AN_ACTION, seat=cmd.seat, verb=verb, arg=cmd.arg)
    planet = state.players[cmd.seat].planet
    lay, i = planet.layout, cmd.arg
    if not 0 <= i < len(lay.cell) or i not in lay.spaces:
        return Refusal(Why.NOT_A_SPACE, seat=cmd.seat, verb=verb, arg=i)
    at = Refusal(Why.RAVINE, seat=cmd.seat, verb=verb, arg=i, space=i)  # the space's refusal
    if lay.is_ravine(i):
        return at
    piece = Piece(planet.pieces[i])
    if verb is not Verb.GROW and piece is not Piece.EMPTY:
        return at._replace(kind=Why.OCCUPIED, piece=piece)
    if verb is Verb.GROW and piece not in (Piece.SPROUT, Piece.SMALL_TREE):
        return at._replace(kind=Why.CANNOT_GROW, piece=piece)
    return _why_not_here(state, at)


def _why_not_here(state: GameState, at: Refusal) -> Refusal:
    """Why a space that could hold the piece is not a target at this step of the turn."""
    t = state.turn
    if t.lake != NONE:
        return at._replace(kind=Why.NOT_BY_LAKE)
    card = all_cards()[drafted(state, at.seat)]
    if t.power is PowerStage.ACTIVE:
        return at._replace(kind=Why.POWER_TARGET, power=card.power)
    biome = state.players[at.seat].planet.layout.biome_of(at.space)
    if (
        card.biome is not Biome.WILD
        and t.action is not None
        and t.action is not Action.D
        and biome is not card.biome
    ):
        return at._replace(kind=Why.WRONG_BIOME, biome=biome, needed=card.biome)
    return at._replace(kind=Why.USED_BY_ACTION)


def _not_a(kind: str, got: str) -> Refusal:
    return Refusal(Why.MALFORMED, detail=f"expected a {kind}, got {got}")


_ROWS: list[dict[Verb, list[Command]]] = [
    {verb: [Command(seat, verb, a) for a in range(49)] for verb in Verb} for seat in range(4)
]
