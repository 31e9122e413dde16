"""Hard: determinized Monte Carlo search over whole turns and draft picks, on a time budget.

The candidates of a decision are the best few whole turns from the greedy beam (or every
card of the market). Each iteration samples one world the bot could be in: the unseen cards
(the deck) shuffled with the bot's own RNG and the state's RNG reseeded, so the hidden deck
order is never peeked at. Every candidate is played in that same world (common random
numbers), then the game goes on with greedy policies for everyone until the bot has played
``depth`` more turns of its own (one by default: in solo tests deeper play-outs by greedy
policies added more noise than insight); the bot's position as that turn ends (before its
``end``, where the model was fitted) is judged by the learned evaluation (``learned.py``),
which the play-outs' greedy policies use too. No card is dealt before a round ends, so each
option is played up to its ``end`` once and that opening is reused in every world. The
candidate with the best mean wins, its beam value counting as ``prior`` worlds: with few
worlds (a two-player play-out was slow: four worlds in 0.5 s) the noisiest option would
otherwise win by luck, and did: at 0.5 s without it Hard lost 64-36 to Medium, with it won
77-23.
Greedy turns met in the play-outs are cached by position and card, so later iterations
cost little: a few hundred to a few thousand worlds a turn in 0.5 s.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from evergreen.rules import Command, GameState, Sim, Verb

from .base import PlanningBot
from .evaluate import Judge
from .features import turn_after_pick
from .greedy import card_values
from .models import DEFAULT, judge_for
from .playouts import Playouts
from .turns import Candidate, enumerate_turns

__all__ = ["DEFAULT_TIME", "HardBot", "Playouts"]

Stop = Callable[[], bool]
Observer = Callable[[list[tuple[Sim, list[float]]]], None]
#: Seconds per decision unless told otherwise (the Settings screen offers others).
DEFAULT_TIME = 0.5
#: The share of the time budget the candidates may take before the beams narrow to
#: ``_LATE_WIDTH`` (only on a busy machine: a pick's three beams take a fifth of it here; a
#: turn's beam narrows from its next wave on).
_CANDIDATE_SHARE = 0.4
_LATE_WIDTH, _LATE_PER_STAGE = 48, 6
_LATE_BEAM = (_LATE_WIDTH, _LATE_PER_STAGE)
#: Cached greedy turns kept by a hard bot before it starts afresh.
_CACHE_LIMIT = 50_000


class HardBot(PlanningBot):
    """Monte Carlo search with determinization; ``time`` seconds per decision (None: no
    limit) and/or ``iterations`` sampled worlds (deterministic when only iterations cap).

    Half a second by default: measured, more time makes it no stronger. Before the worlds
    shared their openings, 2 s against 0.5 s: solo, same 40 deals, mean 163.7 vs 165.9;
    against Medium 65.8% vs 76.7% of 60 games. Since (a turn gets hundreds to thousands of
    worlds), solo on deals 30000-30099: 1 s 170.4 vs 171.3; play-outs two own turns deep,
    16 candidates or 24-wide play-out beams all within the noise (about 0.7) of the default.

    The candidates come from a beam 256 positions wide keeping up to 24 per stage of the
    turn: 48/6 often cut the best turn (three Sprouts, a level-4 Lake) before it finished.
    Measured on the same 200 solo deals (tournament seed 30000): 48/6 mean 166.2, median 167;
    160/16 167.4, 168; 256/24 168.0, 168 (170.2, 171 with the shared openings).

    ``real_picks`` (solo, off): the play-outs' picks judged in the position a pick really
    leads to, the card left over in the fertility zone (``Playouts``). At 8 worlds a
    decision: +0.59 ± 0.33 VP on the 200 screening deals (seeds 720000-720199), then
    -0.71 ± 0.29 on 200 fresh ones (730000-730199): no gain, so Hard judges the what-if."""

    def __init__(
        self,
        seed: int = 0,
        time: float | None = DEFAULT_TIME,
        iterations: int | None = None,
        candidates: int = 8,
        width: int = 256,
        per_stage: int = 24,
        depth: int = 1,
        rollout_width: int = 8,
        weights: Judge | None = None,
        model: str = DEFAULT,
        should_stop: Stop | None = None,
        search_draft: bool = True,
        search_turns: bool = True,
        draft_candidates: int = 3,
        prior: float = 4.0,
        rivalry: float = 0.0,
        real_picks: bool = False,
    ) -> None:
        super().__init__(seed)
        if time is None and iterations is None:
            raise ValueError("the hard bot needs a time budget or an iteration cap")
        self._rng = random.Random(seed)
        self.time = time
        self.iterations = iterations
        self.candidates = candidates
        self.width = width
        self.per_stage = per_stage
        self.depth = depth
        self.rollout_width = rollout_width
        self.weights = weights  # None: the learned model named by ``model`` (``models``)
        self.model = model
        self.should_stop = should_stop
        self.search_draft = search_draft
        self.search_turns = search_turns
        self.draft_candidates = draft_candidates
        self.prior = prior
        self.real_picks = real_picks  # solo play-outs: picks judged after the clean-up
        self.rivalry = rivalry  # table games: the others' expected VP counts against its own
        self.last_iterations = 0
        #: told, after each search, each option's opening (its position before ``end``) and
        #: its values in the worlds it was played in (``tools/train_value.py`` learns from
        #: them); None in play
        self.observer: Observer | None = None
        self._sim: Playouts | None = None
        self._deadline: float | None = None
        self._started = 0.0
        self._playout_time = 0.0  # a recent play-out's duration (decaying maximum)
        #: the turns found while drafting, by the exact position each pick leads to (solo)
        self._after_pick: dict[GameState, list[Candidate]] = {}

    def plan(self, state: GameState) -> list[Command]:
        """As for every bot; the time budget runs from here (candidates included)."""
        # a little room for the last play-out's overrun and choosing: the budget is a maximum
        self._started = time.perf_counter()
        self._deadline = None if self.time is None else self._started + 0.97 * self.time
        return super().plan(state)

    def turn(self, state: GameState) -> Sequence[Command]:
        """The candidate turn with the best mean outcome over the sampled worlds."""
        seat = state.awaiting
        assert seat is not None
        found = self._after_pick.get(state)
        if found is None:
            score = self._judge(state).evaluator(state, seat)
            found = enumerate_turns(
                state, score, self.width, self.per_stage, self._late, _LATE_BEAM
            )
        self._after_pick = {}
        found = found[: self.candidates]
        if len(found) == 1 or not self.search_turns:
            return found[0].commands
        best = self._search(state, seat, [c.commands for c in found], [c.value for c in found])
        return found[best].commands

    def pick(self, state: GameState) -> Command:
        """The market card whose best few follow-up turns do best over the sampled worlds.

        The options are (take a card, then one of its best turns by the beam): a card is
        worth the best turn it allows, judged the same way as the turn itself will be, in
        the position the pick really leads to where nobody else chooses in between (solo:
        the zone after the automa's pick and the clean-up).
        """
        seat = state.awaiting
        assert seat is not None
        market = tuple(dict.fromkeys(state.market))
        if len(market) == 1:
            return Command(seat, Verb.TAKE, market[0])
        if not self.search_draft:
            return card_values(state, self._judge(state), self.width, self.per_stage)[0][1]
        judge = self._judge(state)
        options: list[tuple[Command, ...]] = []
        beam: list[float] = []
        width, per_stage = self.width, self.per_stage
        for card_id in market:
            if self._late():  # a busy machine: the other cards' beams narrower, in time
                width, per_stage = min(width, _LATE_WIDTH), min(per_stage, _LATE_PER_STAGE)
            what_if = turn_after_pick(state, seat, card_id)
            score = judge.evaluator(what_if, seat)
            found = enumerate_turns(what_if, score, width, per_stage, self._late, _LATE_BEAM)
            # a pure function of the position: if the game reaches it, the turn reuses it
            self._after_pick[what_if] = found
            take = Command(seat, Verb.TAKE, card_id)
            options += [(take, *c.commands) for c in found[: self.draft_candidates]]
            beam += [c.value for c in found[: self.draft_candidates]]
        return options[self._search(state, seat, options, beam)][0]

    # -- search ---------------------------------------------------------------------------
    def _search(
        self, state: GameState, seat: int, options: list[tuple[Command, ...]], beam: list[float]
    ) -> int:
        """Index of the option with the best mean over the worlds sampled in the budget.

        Successive halving: after 4, 8, 16, ... worlds the worse half of the options still
        in the race drops out, so the budget goes to telling the good ones apart.
        """
        deadline = self._deadline
        sim = self._playouts(state, seat)
        values: list[list[float]] = [[] for _ in options]
        openings: dict[int, tuple[Sim, Command]] = {}
        alive = list(range(len(options)))
        done, cut = 0, 4
        while not self._enough(done, deadline):
            world_seed = self._rng.getrandbits(64)
            for k, i in enumerate(alive):
                if k and self._out_of_time(deadline):
                    break
                began = time.perf_counter()
                if i not in openings:
                    openings[i] = sim.opening(state, options[i])
                values[i].append(sim.in_world(state, openings[i], options[i], world_seed))
                self._playout_time = max(time.perf_counter() - began, 0.9 * self._playout_time)
            done += 1
            if done == cut and len(alive) > 2:
                alive = _best(alive, values, (len(alive) + 1) // 2, beam, self.prior)
                cut *= 2
        self.last_iterations = done
        if self.observer is not None:  # what the search learnt of each option (training)
            self.observer([(openings[i][0], values[i]) for i in sorted(openings)])
        return _best(alive, values, 1, beam, self.prior)[0]

    def _playouts(self, state: GameState, seat: int) -> Playouts:
        """The play-out engine, kept from decision to decision (its caches stay valid)."""
        sim = self._sim
        if sim is None or sim.me != seat or sim.size() > _CACHE_LIMIT:
            judge = self._judge(state)
            sim = Playouts(
                seat, judge, self.depth, self.rollout_width, self.rivalry, self.real_picks
            )
            self._sim = sim
        sim.forget_before(state.round)
        return sim

    def _judge(self, state: GameState) -> Judge:
        return self.weights if self.weights is not None else judge_for(state, self.model)

    def _late(self) -> bool:
        """True once the candidates have taken more than their share of the time budget."""
        if self.time is None:
            return False
        return time.perf_counter() - self._started > _CANDIDATE_SHARE * self.time

    def _enough(self, done: int, deadline: float | None) -> bool:
        if done == 0:
            return False
        if self.iterations is not None and done >= self.iterations:
            return True
        return self._out_of_time(deadline)

    def _out_of_time(self, deadline: float | None) -> bool:
        """True when another play-out would likely end after the deadline (or told to stop)."""
        if self.should_stop is not None and self.should_stop():
            return True
        return deadline is not None and time.perf_counter() + self._playout_time >= deadline


def _best(
    alive: list[int], values: list[list[float]], keep: int, beam: list[float], prior: float
) -> list[int]:
    """The ``keep`` options with the best means over the worlds all of them were tried in;
    each option's beam value counts as ``prior`` worlds more (it damps the noise of few)."""
    n = min(len(values[i]) for i in alive)
    if n == 0 and not prior:
        return alive[:keep]
    means = {i: (sum(values[i][:n]) + prior * beam[i]) / (n + prior) for i in alive}
    return sorted(alive, key=lambda i: (-means[i], i))[:keep]
