"""Whole-turn enumeration: the best few ways to play the awaited seat's turn to its ``end``.

A turn is a chain of small commands (R5, R6): choose an action, place its effects, maybe use
the power before or after, then ``end``. The chains branch a lot (three Sprouts out of a
dozen spaces, a level-4 power, Lakes with their growths), so the search is a beam over the
chains, one command per wave:

- a placement is first judged on the pieces it would leave (a Sprout planted, a tree grown,
  a Bush or a Lake put down: R5.1, R6.4) without playing it; only the positions the beam
  keeps are played, on the fast simulator (``rules.Sim``), which checks them;
- a position reached by another chain already (same pieces, levels, VP and turn progress,
  whatever the order of the effects) is a transposition and is dropped;
- each wave keeps the ``width`` best positions by evaluation, at most ``per_stage`` of them
  at the same stage of the turn (action chosen or not, power unused/active/done, Lake
  open), so that "power first" and every action keep a voice;
- a position where ``end`` is legal is a finished turn: a candidate.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from evergreen.rules import (
    Action,
    Command,
    GameState,
    Phase,
    PowerStage,
    Sim,
    TurnPosition,
    Verb,
)

from .evaluate import Masks, Score


class Candidate(NamedTuple):
    """One way to play the turn: its commands (ending with ``end``), its value, and the
    seat's pieces, levels and VP it leads to (just before ``end``)."""

    commands: tuple[Command, ...]
    value: float
    masks: Masks
    levels: tuple[int, ...]
    vp: int


# A wave entry: (value, tie-break order, position, commands so far, a command not yet played,
# piece masks after that command, stage group after that command)
_Group = tuple[object, ...]
_Entry = tuple[float, int, TurnPosition, tuple[Command, ...], Command | None, Masks, _Group]

_PLANT, _GROW, _BUSH, _LAKE = Verb.PLANT, Verb.GROW, Verb.BUSH, Verb.LAKE
_ACTION, _STOP, _END = Verb.ACTION, Verb.STOP, Verb.END


def enumerate_turns(
    position: GameState | Sim,
    score: Score,
    width: int = 10,
    per_stage: int = 3,
    late: Callable[[], bool] | None = None,
    late_width: tuple[int, int] = (48, 6),
) -> list[Candidate]:
    """Finished turns for the awaited seat, best first (distinct resulting positions).

    The beam runs on the fast simulator (``rules.Sim``): each position it keeps is the
    acting seat's ``TurnPosition``, resumed to list and play its steps. ``late`` (asked
    before each wave): once it says True, the waves left keep ``late_width`` (width, per
    stage) positions, so a search short of time still finishes its turns (a beam no wider
    than that is left as it is)."""
    sim = position.copy() if isinstance(position, Sim) else Sim.of(position)
    if sim.awaiting is None or sim.phase is not Phase.ACTIONS:
        raise ValueError("whole turns exist only in the action phase")
    seen: set[tuple[object, ...]] = set()
    finals: dict[tuple[object, ...], Candidate] = {}
    at = sim.turn_position()
    root = score.value(at.masks, at.levels, at.vp)
    wave: list[_Entry] = [(root, 0, at, (), None, at.masks, _group_of(at))]
    order = 0
    while wave:
        if late is not None and width > late_width[0] and late():  # short of time
            width, per_stage = late_width
        children: list[_Entry] = []
        for value, _, node, path, _, masks, group in wave:
            levels, vp = node.levels, node.vp
            stage = _stage(node)
            sim.resume(node)
            for cmd in sim.legal():
                verb = cmd.verb
                order += 1
                if verb is _END:
                    _add_final(finals, node, path + (cmd,), value)
                elif verb is _PLANT or verb is _GROW or verb is _BUSH or verb is _LAKE:
                    after = _placed(masks, verb, 1 << cmd.arg)
                    key: tuple[object, ...] = (after, levels, vp, stage)
                    if key not in seen:
                        seen.add(key)
                        v = score.value(after, levels, vp)
                        g = _lake_open(group) if verb is _LAKE else group
                        children.append((v, order, node, path, cmd, after, g))
                elif verb is _ACTION or verb is _STOP:  # nothing placed: judged as it stands
                    key = (masks, levels, vp, stage, verb, cmd.arg)
                    if key not in seen:
                        seen.add(key)
                        g = _group_after(node, cmd)
                        children.append((value, order, node, path, cmd, masks, g))
                else:  # the power: its marker moves (and Buds pays)
                    sim.play(cmd)
                    child = sim.turn_position()
                    sim.resume(node)
                    key = (child.masks, child.levels, child.vp, _stage(child))
                    if key not in seen:
                        seen.add(key)
                        v = score.value(child.masks, child.levels, child.vp)
                        g = _group_of(child)
                        children.append((v, order, child, path + (cmd,), None, child.masks, g))
        wave = [_played(sim, e) for e in _select(children, width, per_stage)]
    return sorted(finals.values(), key=lambda c: -c.value)


def best_turn(
    position: GameState | Sim, score: Score, width: int = 10, per_stage: int = 3
) -> Candidate:
    """The best finished turn found by ``enumerate_turns``."""
    return enumerate_turns(position, score, width, per_stage)[0]


def _placed(masks: Masks, verb: Verb, bit: int) -> Masks:
    """The piece masks after a placement on ``bit`` (R5.1 plant/grow, R6.4 Bush, Lake)."""
    sprout, small, big, bush, lake = masks
    if verb is _PLANT:
        return (sprout | bit, small, big, bush, lake)
    if verb is _GROW:
        if sprout & bit:
            return (sprout & ~bit, small | bit, big, bush, lake)
        return (sprout, small & ~bit, big | bit, bush, lake)
    if verb is _BUSH:
        return (sprout, small, big, bush | bit, lake)
    return (sprout, small, big, bush, lake | bit)


def _played(sim: Sim, entry: _Entry) -> _Entry:
    """Play a kept placement for real (the simulator checks it)."""
    value, order, node, path, cmd, masks, group = entry
    if cmd is None:
        return entry
    sim.resume(node)
    sim.play(cmd)
    return (value, order, sim.turn_position(), path + (cmd,), None, masks, group)


def _add_final(
    finals: dict[tuple[object, ...], Candidate],
    node: TurnPosition,
    path: tuple[Command, ...],
    value: float,
) -> None:
    key = (node.masks, node.levels, node.vp)
    old = finals.get(key)
    if old is None or len(path) < len(old.commands):
        finals[key] = Candidate(path, value, node.masks, node.levels, node.vp)


def _select(children: list[_Entry], width: int, per_stage: int) -> list[_Entry]:
    children.sort(key=lambda c: (-c[0], c[1]))
    kept: list[_Entry] = []
    groups: dict[tuple[object, ...], int] = {}
    for child in children:
        group = child[6]
        n = groups.get(group, 0)
        if n >= per_stage:
            continue
        groups[group] = n + 1
        kept.append(child)
        if len(kept) >= width:
            break
    return kept


def _group_of(t: TurnPosition) -> _Group:
    """The stage of a turn for the beam's diversity: action, its end, power, Lake open."""
    return (t.action, t.action_done, t.power, t.lake < 0)


def _group_after(t: TurnPosition, cmd: Command) -> _Group:
    """The stage group after choosing an action or stopping (R5.4, R6.5), without playing."""
    if cmd.verb is _ACTION:
        return (Action(cmd.arg), t.action_done, t.power, True)
    if t.lake >= 0:  # stop the Lake's growths
        return (t.action, t.action_done, t.power, True)
    if t.power is PowerStage.ACTIVE:  # stop the power
        return (t.action, t.action_done, PowerStage.DONE, True)
    return (t.action, True, t.power, True)  # stop the action


def _lake_open(group: _Group) -> _Group:
    return group[:3] + (False,)


def _stage(t: TurnPosition) -> tuple[object, ...]:
    """Turn progress that, with the pieces, tells what may still be done (effects counted)."""
    return (
        t.action,
        t.action_done,
        t.power,
        t.uses_left,
        t.lake,
        len(t.effects),
        len(t.lake_grown),
    )
