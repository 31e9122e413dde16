"""The fast simulator's parts that hold no game (``sim``): its fixed menus, the commands it
hands out (each made once, per seat, verb and target, so listing the legal commands builds
none) and the turn position a search goes back to."""

from __future__ import annotations

from typing import NamedTuple

from .bits import Masks
from .commands import NO_ARG, Command, Verb
from .enums import Action, Power, PowerStage
from .state import ScoreEntry
from .turn import Menu

_END, _STOP = Verb.END, Verb.STOP
STOP_ONLY: Menu = ((_STOP, None),)
_ACTIONS = tuple(int(a) for a in Action)
CHOOSE: Menu = ((Verb.ACTION, _ACTIONS), (Verb.POWER, None))
CHOOSE_NO_POWER: Menu = ((Verb.ACTION, _ACTIONS),)
FINISH: Menu = ((Verb.POWER, None), (_END, None))
END_ONLY: Menu = ((_END, None),)
#: the piece-mask index a power's uses act on, and the verb they use (R6.4)
POWER_TARGET = {
    Power.SPROUT: (Verb.PLANT, -1),
    Power.SMALL_GROWTH: (Verb.GROW, 0),
    Power.BIG_GROWTH: (Verb.GROW, 1),
    Power.BUSH: (Verb.BUSH, -1),
    Power.LAKE: (Verb.LAKE, -1),
}
ROWS: list[dict[Verb, list[Command]]] = [
    {verb: [Command(seat, verb, a) for a in range(64)] for verb in Verb} for seat in range(4)
]

#: the legal commands of the menus that are always the same, per seat (by the menu's id)
FIXED: list[dict[int, tuple[Command, ...]]] = [
    {
        id(menu): tuple(
            Command(seat, verb) if targets is None else Command(seat, verb, t)
            for verb, targets in menu
            for t in (targets or (NO_ARG,))
        )
        for menu in (STOP_ONLY, CHOOSE, CHOOSE_NO_POWER, FINISH, END_ONLY)
    }
    for seat in range(4)
]

BARE = [{verb: Command(seat, verb) for verb in Verb} for seat in range(4)]


class TurnPosition(NamedTuple):
    """The acting seat's side of a position in the middle of its turn: all a search over the
    steps of one turn needs to keep of each position it reaches (``Sim.turn_position``),
    and to go back to it (``Sim.resume``). Made by the rules only."""

    masks: Masks  # the seat's pieces as bit sets
    levels: tuple[int, ...]
    vp: int
    ledger: tuple[ScoreEntry, ...]
    bushes: int  # the shared supply (R1.2)
    lakes: int
    action: Action | None
    action_done: bool
    effects: tuple[Command, ...]
    power: PowerStage
    uses_left: int
    lake: int
    lake_grown: tuple[int, ...]
