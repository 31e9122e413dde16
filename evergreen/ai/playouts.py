"""Play-outs for the searching bots: a sampled world played on with greedy policies.

An option (a whole turn, or a pick with the turn planned after it) is played once up to its
last command (``opening``); in each sampled world (``Sim.determinize``: the unseen cards
shuffled with the bot's seed, never the real order) the game goes on from there with greedy
policies for everyone until the bot has played ``depth`` more turns of its own, and the
bot's position as that turn ends (before its ``end``, where the learned model was fitted)
is judged. Everything runs on the fast simulator (``rules.Sim``). Greedy turns are cached
by position and card, and evaluators by their context, so later worlds cost little.

A greedy pick takes the card whose best turn is best. In a solo game (``real_picks``) that
turn is judged in the position the pick really leads to, after the automa's pick and the
clean-up (R11.2, R4.5), so the card left over for the fertility zone counts, as it does in
the bot's own pick (``features.turn_after_pick``); at a table the others' picks are not
known, and the rules' what-if is judged. Off by default (``HardBot``): it measured no
stronger. Caching the greedy turns by the fertility zone too (so a world's turn is chosen
for its own zone) measured weaker: -0.50 ± 0.30 VP on the screening deals, and slower.
"""

from __future__ import annotations

from collections.abc import Sequence

from evergreen.rules import Command, GameState, IllegalCommand, Phase, Sim, Verb, determinize

from .evaluate import Judge, Score
from .turns import Candidate, enumerate_turns

#: An evaluation context: (round, sun side, visible flowers per biome, supply as seen)
ContextKey = tuple[int, int, tuple[int, ...], tuple[int, int]]
#: The supply as far as one turn can tell it apart (R1.2): a turn places at most four
#: Bushes or Lakes, so every supply from five up plays and judges alike.
SUPPLY_SEEN = 5


class Playouts:
    """Plays sampled worlds forward with greedy policies, caching turns by position."""

    def __init__(
        self,
        me: int,
        weights: Judge,
        depth: int,
        width: int,
        rivalry: float = 0.0,
        real_picks: bool = False,
    ) -> None:
        self.me = me
        self.weights = weights
        self.depth = depth
        self.width = width
        #: how much the others' expected VP counts against the bot's own (0: not at all; 1:
        #: the value is the margin over the others' mean, what a win is decided by)
        self.rivalry = rivalry
        #: solo: picks judged in the position they really lead to (``_solo_pick``)
        self.real_picks = real_picks
        #: greedy turns by (round, seat, pieces, levels, VP, card in hand, supply as seen)
        self._turns: dict[tuple[object, ...], Candidate] = {}
        self._evaluators: dict[ContextKey, Score] = {}

    def size(self) -> int:
        """Cached turns held."""
        return len(self._turns)

    def forget_before(self, round_index: int) -> None:
        """Drop cached turns and evaluators of rounds already played."""
        self._turns = {k: v for k, v in self._turns.items() if _round_of(k) >= round_index}
        self._evaluators = {k: v for k, v in self._evaluators.items() if k[0] >= round_index}

    def in_world(
        self,
        state: GameState,
        opening: tuple[Sim, Command],
        option: Sequence[Command],
        world_seed: int,
    ) -> float:
        """``option``'s value in the world ``world_seed`` of ``state``, its ``opening``
        (from ``opening(state, option)``) reused when it drew no card, as is expected."""
        start, last = opening
        if start.deck == state.deck and start.rng == state.rng:
            world = start.copy()
            world.determinize(world_seed)
            return self.value_from(world, last)
        return self.value_after(determinize(state, world_seed), option)

    def value_after(self, world: GameState, option: Sequence[Command]) -> float:
        """The bot's evaluation after ``option`` and ``depth`` more turns of its own."""
        start, last = self.opening(world, option)
        return self.value_from(start, last)

    def opening(self, state: GameState, option: Sequence[Command]) -> tuple[Sim, Command]:
        """``option`` played up to its last command (the turn's ``end``), and that command.

        No card is dealt before a round ends, so in every sampled world the opening is this
        same position with that world's deck: a search plays it once per option.

        A pick's turn was planned before the others acted; if they have used up what it
        needs (the last Bushes or Lakes of the shared supply, R1.2), the bot plays the best
        turn of the position it really meets instead."""
        sim = Sim.of(state)
        if option[0].verb is Verb.TAKE:  # a pick and the turn planned with that card
            sim.play(option[0])
            self._until_my_turn(sim)
            option = option[1:]
            mark = sim.copy()
            try:
                for cmd in option[:-1]:
                    sim.play(cmd)
                return sim, option[-1]
            except IllegalCommand:  # the others used up what the planned turn needed
                sim = mark
                option = self._turn(sim, self.me).commands
        for cmd in option[:-1]:
            sim.play(cmd)
        return sim, option[-1]

    def value_from(self, world: Sim, last: Command) -> float:
        """The evaluation once ``last`` is played in ``world`` (which this plays on) and the
        game goes on until the bot has played ``depth`` more turns. The bot's last turn is
        judged as it ends, before its ``end`` (as the learned model was fitted), from the
        cached turn's result: the same planet, levels and VP whatever the world."""
        me = self.me
        if self.depth == 0:
            score = self._evaluator(world)
            return self._against(
                world, score.value(world.planets[me], world.levels[me], world.vps[me]), score
            )
        world.play(last)
        own = self.depth
        while not world.is_over:
            seat = world.awaiting
            assert seat is not None
            if world.phase is Phase.DRAFT:
                world.play(self._pick(world, seat))
                continue
            found = self._turn(world, seat)
            if seat == me:
                own -= 1
                if own == 0:
                    score = self._evaluator(world)
                    return self._against(
                        world, score.value(found.masks, found.levels, found.vp), score
                    )
            for cmd in found.commands:
                world.play(cmd)
        return self._against(world, float(world.vps[me]), None)

    def _against(self, world: Sim, mine: float, score: Score | None) -> float:
        """The bot's value less ``rivalry`` times the others' mean (their VP once the game is
        over, else their positions as they stand, by the same evaluation)."""
        if not self.rivalry or world.players == 1:
            return mine
        others = [p for p in range(world.players) if p != self.me]
        theirs = 0.0
        if score is None:
            theirs = float(sum(world.vps[p] for p in others))
        else:
            theirs = sum(
                score.value(world.planets[p], world.levels[p], world.vps[p]) for p in others
            )
        return mine - self.rivalry * theirs / len(others)

    def greedy_pick(self, world: Sim, seat: int) -> Command:
        """The market card whose best greedy turn is best (leftmost among equals)."""
        return self._pick(world, seat)

    def greedy_turn(self, world: Sim, seat: int) -> Candidate:
        """The awaited seat's best turn by the greedy beam (cached)."""
        return self._turn(world, seat)

    def _until_my_turn(self, sim: Sim) -> None:
        """Let the others pick and act (greedy) until the bot's own turn begins."""
        while sim.phase is Phase.DRAFT or sim.awaiting != self.me:
            seat = sim.awaiting
            assert seat is not None
            if sim.phase is Phase.DRAFT:
                sim.play(self._pick(sim, seat))
            else:
                for cmd in self._turn(sim, seat).commands:
                    sim.play(cmd)

    def _pick(self, sim: Sim, seat: int) -> Command:
        if self.real_picks and sim.players == 1:
            return self._solo_pick(sim, seat)
        best, best_value = sim.market[0], float("-inf")
        for card_id in sim.market:
            value = self._turn(sim, seat, card_id).value
            if value > best_value:
                best, best_value = card_id, value
        return Command(seat, Verb.TAKE, best)

    def _solo_pick(self, sim: Sim, seat: int) -> Command:
        """Solo: the card whose greedy turn is best judged in the position the pick really
        leads to (the automa's pick and the clean-up follow the rules, R11.2, R4.5), so the
        card left over for the fertility zone counts, as in the bot's own pick."""
        best, best_value = sim.market[0], float("-inf")
        for card_id in dict.fromkeys(sim.market):
            take = Command(seat, Verb.TAKE, card_id)
            after = sim.copy()
            after.play(take)
            if after.phase is not Phase.ACTIONS or after.awaiting != seat:
                value = self._turn(sim, seat, card_id).value
            else:
                found = self._turn(after, seat)
                value = self._evaluator(after).value(found.masks, found.levels, found.vp)
            if value > best_value:
                best, best_value = card_id, value
        return Command(seat, Verb.TAKE, best)

    def _turn(self, sim: Sim, seat: int, card_id: int | None = None) -> Candidate:
        """The greedy turn of ``seat`` now, or (``card_id``) if it held that card and acted
        now (the rules' what-if, ``Sim.what_if``)."""
        card = sim.hands[seat][-1] if card_id is None else card_id
        bushes, lakes = _supply_key(sim)
        key = (
            sim.round,
            seat,
            sim.planets[seat],
            sim.levels[seat],
            sim.vps[seat],
            card,
            bushes,
            lakes,
        )
        found = self._turns.get(key)
        if found is None:
            position = sim if card_id is None else sim.what_if(seat, card_id)
            width = self.width if seat == self.me else max(2, self.width // 3)
            found = enumerate_turns(position, self._evaluator(position), width, 2)[0]
            self._turns[key] = found
        return found

    def _evaluator(self, sim: Sim) -> Score:
        key = (sim.round, sim.sun, tuple(sim.flowers), _supply_key(sim))
        found = self._evaluators.get(key)
        if found is None:
            found = self.weights.evaluator(sim.state(), self.me)
            self._evaluators[key] = found
        return found


def _supply_key(sim: Sim) -> tuple[int, int]:
    bushes, lakes = sim.pieces_left()
    return (min(bushes, SUPPLY_SEEN), min(lakes, SUPPLY_SEEN))


def _round_of(key: tuple[object, ...]) -> int:
    first = key[0]
    assert isinstance(first, int)
    return first
