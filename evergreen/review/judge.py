"""The Hard bot's judgement of one decision: what the move taken is worth, and what the
best alternative it finds is worth, in expected final VP.

A decision is a draft pick or a whole turn (action, power timing and placements, up to its
``end``). The options are the Hard bot's own candidates (the best whole turns of its beam;
for a pick, each market card with its best few follow-up turns) plus the move taken. Each is
played in the same sampled worlds (the unseen cards shuffled, common random numbers), the
game going on greedily until the seat has played one more turn of its own, and judged by the
learned evaluation: VP now plus the VP still to come, so the values read as final VP. The
worlds come from a seed and their number is fixed (``budget``), so a review is the same
every time it is made. Only the public rules API is used.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from evergreen.ai.bots import make_bot
from evergreen.ai.evaluate import Judge
from evergreen.ai.features import turn_after_pick
from evergreen.ai.hard import HardBot
from evergreen.ai.models import judge_for
from evergreen.ai.playouts import Playouts
from evergreen.ai.turns import enumerate_turns
from evergreen.rules import Command, GameState, Phase, Sim, Verb
from evergreen.seats import bot_kind

#: Sampled worlds per option unless told otherwise.
DEFAULT_BUDGET = 24
#: Follow-up turns weighed for each card of a pick.
PICK_TURNS = 2
BEAM_WIDTH = 256
PER_STAGE = 24


class Stopped(RuntimeError):
    """A judgement given up half-way (its question was dropped)."""


@dataclass(frozen=True)
class Judgement:
    """One decision judged: the move taken and the best the bot found, each with its
    expected final VP (for a pick, a card with the follow-up turn that makes it best)."""

    seat: int
    pick: bool
    taken: tuple[Command, ...]
    best: tuple[Command, ...]
    vp_taken: float
    vp_best: float
    worlds: int

    @property
    def loss(self) -> float:
        """Expected VP the move taken gives away against the best found (never below 0)."""
        return max(0.0, self.vp_best - self.vp_taken)


def judge(
    state: GameState,
    taken: Sequence[Command],
    budget: int = DEFAULT_BUDGET,
    seed: int = 0,
    should_stop: Callable[[], bool] | None = None,
    engine: str = "hard",
) -> Judgement:
    """Judge the awaited seat's decision ``taken`` (a pick: one ``take``; a turn: its
    commands through ``end``) in ``state``, with ``budget`` sampled worlds, as the
    ``engine`` bot ("hard" or "expert") weighs options: its learned evaluation, its number
    of candidate turns and its play-outs. ``should_stop`` is asked between worlds: True
    gives the judgement up (``Stopped``)."""
    seat = state.awaiting
    if seat is None:
        raise ValueError("the game is over: there is no decision to judge")
    if budget < 1:
        raise ValueError("a review needs at least one world per option")
    taken = tuple(taken)
    bot = _engine(engine)
    weights = judge_for(state, bot.model)
    sim = Playouts(seat, weights, bot.depth, bot.rollout_width)
    if state.phase is Phase.DRAFT:
        options, groups = _pick_options(state, seat, weights)
        mine = taken[0].arg
    else:
        options = [
            c.commands
            for c in enumerate_turns(state, weights.evaluator(state, seat), BEAM_WIDTH, PER_STAGE)[
                : bot.candidates
            ]
        ]
        if taken not in options:
            options.append(taken)
        groups = [(o,) for o in options]
        mine = None
    means = _means(state, sim, options, budget, seed, should_stop)
    value = dict(zip(options, means, strict=True))
    # a pick is worth its card's best follow-up; a turn, itself
    worth = [max(value[o] for o in group) for group in groups]
    best_group = max(range(len(groups)), key=lambda g: (worth[g], -g))
    best = max(groups[best_group], key=lambda o: value[o])
    if mine is None:
        vp_taken = value[taken]
    else:
        vp_taken = next(worth[g] for g, group in enumerate(groups) if group[0][0].arg == mine)
        best = best[:1]
    return Judgement(seat, mine is not None, taken, best, vp_taken, worth[best_group], budget)


def _engine(name: str) -> HardBot:
    """The bot whose way of weighing options a review follows (its settings, not its time)."""
    kind = bot_kind(name)
    bot = make_bot(kind) if kind.entry.searches else None
    if not isinstance(bot, HardBot):
        raise ValueError(f"a review is made by a search bot (hard, expert), not {name!r}")
    return bot


def _pick_options(
    state: GameState, seat: int, weights: Judge
) -> tuple[list[tuple[Command, ...]], list[tuple[tuple[Command, ...], ...]]]:
    """Each market card with its best few follow-up turns (as the Hard bot weighs a pick)."""
    options: list[tuple[Command, ...]] = []
    groups: list[tuple[tuple[Command, ...], ...]] = []
    for card_id in dict.fromkeys(state.market):
        what_if = turn_after_pick(state, seat, card_id)
        found = enumerate_turns(what_if, weights.evaluator(what_if, seat), BEAM_WIDTH, PER_STAGE)
        take = Command(seat, Verb.TAKE, card_id)
        group = tuple((take, *c.commands) for c in found[:PICK_TURNS])  # "end" at least
        options += group
        groups.append(group)
    return options, groups


def _means(
    state: GameState,
    sim: Playouts,
    options: list[tuple[Command, ...]],
    budget: int,
    seed: int,
    should_stop: Callable[[], bool] | None = None,
) -> list[float]:
    """Each option's mean value over ``budget`` worlds, every option in the same worlds."""
    rng = random.Random(seed)
    totals = [0.0] * len(options)
    openings: dict[int, tuple[Sim, Command]] = {}
    for _world in range(budget):
        if should_stop is not None and should_stop():
            raise Stopped("the judgement was dropped")
        world_seed = rng.getrandbits(64)
        for i, option in enumerate(options):
            if i not in openings:
                openings[i] = sim.opening(state, option)
            totals[i] += sim.in_world(state, openings[i], option, world_seed)
    return [t / budget for t in totals]
