"""One seat's turn in the action phase: the action (R5) and the power (R6), step by step.

``turn_menu`` says which verbs and targets are open at this step; it is the single source
of truth for both ``legal_commands`` and the checks in ``apply``.
"""

from __future__ import annotations

from .cards import all_cards
from .commands import Command, Verb
from .enums import Action, Biome, Piece, Power, PowerStage, Source
from .state import NONE, Event, EventKind, GameState, PlayerState, ScoreEntry, Supply, Turn
from .step import Step
from .tables import BUDS_VP, LAST_LEVEL

Targets = tuple[int, ...] | None
Menu = tuple[tuple[Verb, Targets], ...]

_EMPTY, _SPROUT, _SMALL = int(Piece.EMPTY), int(Piece.SPROUT), int(Piece.SMALL_TREE)
_BIG, _BUSH, _LAKE = int(Piece.BIG_TREE), int(Piece.BUSH), int(Piece.LAKE)
STOP_ONLY: Menu = ((Verb.STOP, None),)
_ACTIONS: Targets = tuple(int(a) for a in Action)
_CHOOSE: Menu = ((Verb.ACTION, _ACTIONS), (Verb.POWER, None))
_CHOOSE_NO_POWER: Menu = ((Verb.ACTION, _ACTIONS),)
_FINISH: Menu = ((Verb.POWER, None), (Verb.END, None))
_END_ONLY: Menu = ((Verb.END, None),)
_PLACED_BY = {Verb.PLANT: _SPROUT, Verb.BUSH: _BUSH, Verb.LAKE: _LAKE}
#: The verbs that take a piece from the shared supply (R1.2), and the piece they take.
SUPPLIED = {Verb.BUSH: Piece.BUSH, Verb.LAKE: Piece.LAKE}


def turn_menu(state: GameState) -> Menu:
    """What the acting seat may do at this step of its turn."""
    t = state.turn
    if t.power is PowerStage.ACTIVE:
        return _power_menu(state, t)
    if t.action is None:
        return _CHOOSE if t.power is PowerStage.UNUSED else _CHOOSE_NO_POWER
    if not t.action_done:
        return _action_menu(state, t)
    return _FINISH if t.power is PowerStage.UNUSED else _END_ONLY


def act(state: GameState, cmd: Command, events: list[Event]) -> tuple[GameState, Step | None]:
    """Apply one already-checked command of the action phase."""
    seat, verb, t = cmd.seat, cmd.verb, state.turn
    if verb is Verb.ACTION:
        events.append(Event(EventKind.ACTION, seat, value=cmd.arg))
        return state._replace(turn=t._replace(action=Action(cmd.arg))), None
    if verb is Verb.POWER:
        return _use_power(state, seat, events), None
    if verb is Verb.STOP:
        return state._replace(turn=_stop(t)), None
    if verb is Verb.END:
        events.append(Event(EventKind.TURN_ENDED, seat))
        acted = state.acted + 1
        done = acted == len(state.players)
        return state._replace(acted=acted, turn=Turn()), (Step.END_ROUND if done else None)
    return _place(state, cmd, events), None


def settle(state: GameState) -> tuple[GameState, Menu]:
    """Auto-play forced stops (no effect left to apply); returns the state and its menu."""
    menu = turn_menu(state)
    while menu == STOP_ONLY:
        state = state._replace(turn=_stop(state.turn))
        menu = turn_menu(state)
    return state, menu


def drafted(state: GameState, seat: int) -> int:
    """The card a player drafted this round."""
    return state.players[seat].hand[-1]


def supply_left(state: GameState, verb: Verb) -> int:
    """How many pieces placing ``verb`` (BUSH or LAKE) may still take from the shared supply
    (R1.2); a large number when the house rule makes them unlimited."""
    left = state.pieces_left
    return left.bushes if verb is Verb.BUSH else left.lakes


# -- menus ----------------------------------------------------------------------------
def _action_menu(state: GameState, t: Turn) -> Menu:
    seat = state.awaiting
    assert seat is not None
    planet = state.players[seat].planet
    pieces, lay = planet.pieces, planet.layout
    biome = all_cards()[drafted(state, seat)].biome
    spaces = lay.plantable if biome is Biome.WILD else lay.by_biome[biome]
    effects = t.effects
    action = t.action
    plant: tuple[int, ...] = ()
    grow: tuple[int, ...] = ()
    if action is Action.A:
        if len(effects) < 3:
            plant = tuple(i for i in spaces if pieces[i] == _EMPTY)
    elif action is Action.B:
        if len(effects) < 2:
            done = {e.arg for e in effects}
            grow = tuple(
                i for i in spaces if (pieces[i] == _SPROUT or pieces[i] == _SMALL) and i not in done
            )
    elif action is Action.C:
        verbs = {e.verb: e.arg for e in effects}
        if Verb.PLANT not in verbs:
            plant = tuple(i for i in spaces if pieces[i] == _EMPTY)
        if Verb.GROW not in verbs:
            planted = verbs.get(Verb.PLANT, NONE)
            grow = tuple(
                i for i in spaces if (pieces[i] == _SPROUT or pieces[i] == _SMALL) and i != planted
            )
    elif not effects:  # D: one effect anywhere
        every = lay.plantable
        plant = tuple(i for i in every if pieces[i] == _EMPTY)
        grow = tuple(i for i in every if pieces[i] == _SPROUT or pieces[i] == _SMALL)
    return _menu_of(plant, grow)


def _menu_of(plant: tuple[int, ...], grow: tuple[int, ...]) -> Menu:
    if plant and grow:
        return ((Verb.PLANT, plant), (Verb.GROW, grow), (Verb.STOP, None))
    if plant:
        return ((Verb.PLANT, plant), (Verb.STOP, None))
    if grow:
        return ((Verb.GROW, grow), (Verb.STOP, None))
    return STOP_ONLY


def _power_menu(state: GameState, t: Turn) -> Menu:
    seat = state.awaiting
    assert seat is not None
    planet = state.players[seat].planet
    pieces, lay = planet.pieces, planet.layout
    if t.lake != NONE:
        if len(t.lake_grown) >= 2:
            return STOP_ONLY
        grow = tuple(
            j
            for j in lay.neighbours[t.lake]
            if (pieces[j] == _SPROUT or pieces[j] == _SMALL) and j not in t.lake_grown
        )
        return ((Verb.GROW, grow), (Verb.STOP, None)) if grow else STOP_ONLY
    if t.uses_left <= 0:
        return STOP_ONLY
    power = all_cards()[drafted(state, seat)].power
    verb, want = _POWER_TARGET[power]
    if verb in SUPPLIED and supply_left(state, verb) <= 0:
        return STOP_ONLY  # R1.2: none of that kind is left; the marker still moved
    targets = tuple(i for i in lay.plantable if pieces[i] == want)
    return ((verb, targets), (Verb.STOP, None)) if targets else STOP_ONLY


_POWER_TARGET: dict[Power, tuple[Verb, int]] = {
    Power.SPROUT: (Verb.PLANT, _EMPTY),
    Power.SMALL_GROWTH: (Verb.GROW, _SPROUT),
    Power.BIG_GROWTH: (Verb.GROW, _SMALL),
    Power.BUSH: (Verb.BUSH, _EMPTY),
    Power.LAKE: (Verb.LAKE, _EMPTY),
}


# -- effects --------------------------------------------------------------------------
def _use_power(state: GameState, seat: int, events: list[Event]) -> GameState:
    """R6.1: move the marker one step (capped), then the power is active for ``level`` uses."""
    player = state.players[seat]
    power = all_cards()[player.hand[-1]].power
    level = min(player.levels[power] + 1, LAST_LEVEL)
    levels = player.levels[:power] + (level,) + player.levels[power + 1 :]
    player = player._replace(levels=levels)
    events.append(Event(EventKind.POWER, seat, power=power, level=level))
    turn = state.turn._replace(power=PowerStage.ACTIVE, uses_left=level)
    if power is Power.BUDS:  # R6.4: once, VP = the value at the marker
        gain = BUDS_VP[level]
        player = player._replace(ledger=player.ledger + (ScoreEntry(Source.BUDS, gain, level),))
        events.append(Event(EventKind.VP, seat, value=gain, source=Source.BUDS, detail=level))
        turn = turn._replace(power=PowerStage.DONE, uses_left=0)
    return _with_player(state, seat, player)._replace(turn=turn)


def _place(state: GameState, cmd: Command, events: list[Event]) -> GameState:
    seat, space = cmd.seat, cmd.arg
    player = state.players[seat]
    old = player.planet.pieces[space]
    new = old + 1 if cmd.verb is Verb.GROW else _PLACED_BY[cmd.verb]
    player = player._replace(planet=player.planet.put(space, new))
    events.append(Event(EventKind.PLACED, seat, space=space, piece=new, value=old))
    if cmd.verb in SUPPLIED and not state.options.unlimited_pieces:
        state = state._replace(supply=_taken(state.supply, cmd.verb))
    t = state.turn
    if t.power is not PowerStage.ACTIVE:
        t = t._replace(effects=t.effects + (cmd,))
    elif t.lake != NONE and cmd.verb is Verb.GROW:
        t = t._replace(lake_grown=t.lake_grown + (space,))
    elif cmd.verb is Verb.LAKE:
        t = t._replace(uses_left=t.uses_left - 1, lake=space, lake_grown=())
    else:
        t = t._replace(uses_left=t.uses_left - 1)
    return _with_player(state, seat, player)._replace(turn=t)


def _taken(supply: Supply, verb: Verb) -> Supply:
    """The supply after one Bush or Lake is taken from it (never returned, R1.2)."""
    if verb is Verb.BUSH:
        return supply._replace(bushes=supply.bushes - 1)
    return supply._replace(lakes=supply.lakes - 1)


def _stop(t: Turn) -> Turn:
    """End the innermost open step: a Lake's growths, else the power, else the action."""
    if t.lake != NONE:
        return t._replace(lake=NONE, lake_grown=())
    if t.power is PowerStage.ACTIVE:
        return t._replace(power=PowerStage.DONE, uses_left=0)
    return t._replace(action_done=True)


def _with_player(state: GameState, seat: int, player: PlayerState) -> GameState:
    players = state.players
    return state._replace(players=players[:seat] + (player,) + players[seat + 1 :])
