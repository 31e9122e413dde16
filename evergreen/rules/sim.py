"""The fast simulator: the same game as ``apply``, on a compact mutable copy, for searches.

A ``Sim`` is made from a ``GameState`` (``Sim.of``) and gives one back (``state()``); in
between, ``play(cmd)`` changes it in place. It holds planets as bit sets (``bits``), keeps
each state's menu once, records no events and builds no records until asked, so a search
that plays thousands of commands a decision pays for none of that. Its legal commands are
the engine's, in the engine's order, and it refuses an illegal command with the engine's
``IllegalCommand``: ``tests/rules/test_sim.py`` plays random games both ways and compares
every menu and the states and scores.

The flow (deal, draft, clean-up, season and game end) is in ``sim_flow``; this module holds
the state and the turn (R5, R6).
"""

from __future__ import annotations

from .bits import bits
from .cards import all_cards
from .commands import NO_ARG, Command, Verb
from .engine import why_illegal
from .enums import Action, Biome, Phase, Power, PowerStage, Source, Sun
from .layout import layout
from .planet import Planet
from .refusal import IllegalCommand
from .rng import next_u64, seed_state, shuffled
from .sim_flow import SimFlow
from .sim_parts import (
    BARE,
    CHOOSE,
    CHOOSE_NO_POWER,
    END_ONLY,
    FINISH,
    FIXED,
    POWER_TARGET,
    ROWS,
    STOP_ONLY,
    TurnPosition,
)
from .state import (
    NONE,
    UNLIMITED_SUPPLY,
    GameState,
    PlayerState,
    ScoreEntry,
    Supply,
    Turn,
    ZoneCard,
)
from .tables import BUDS_VP, LAST_LEVEL
from .turn import Menu

_CARDS = all_cards()
_A, _B, _C = Action.A, Action.B, Action.C
_PLANT, _GROW, _STOP, _END = Verb.PLANT, Verb.GROW, Verb.STOP, Verb.END
_ACTIVE, _UNUSED, _DONE = PowerStage.ACTIVE, PowerStage.UNUSED, PowerStage.DONE
_DRAFT = Phase.DRAFT


class Sim(SimFlow):
    """A game in play, changed in place by ``play``; ``state()`` is the engine's state."""

    __slots__ = ()

    @classmethod
    def of(cls, state: GameState) -> Sim:
        """A simulator at ``state``."""
        sim = cls.__new__(cls)
        o = sim.options = state.options
        sim.players = o.players
        sim.seats = state.seats
        sim.automa = NONE if state.automa_seat is None else state.automa_seat
        b = sim.bits = bits(o.planet)
        sim.seed, sim.rng, sim.round, sim.phase = state.seed, state.rng, state.round, state.phase
        sim.sun, sim.first, sim.next_first = int(state.sun), state.first, state.next_first
        sim.marker, sim.market, sim.picks = state.marker, state.market, state.picks
        sim.deck, sim.discard, sim.zone = state.deck, state.discard, state.zone
        sim.flowers = [_fertility(stack) for stack in state.zone]
        sim.planets = [b.masks(p.planet.pieces) for p in state.players]
        sim.levels = [p.levels for p in state.players]
        sim.hands = [p.hand for p in state.players]
        sim.ledgers = [p.ledger for p in state.players]
        sim.vps = [p.vp for p in state.players]
        sim.automa_hand = state.automa
        sim.bushes, sim.lakes, sim.acted = state.supply.bushes, state.supply.lakes, state.acted
        t = state.turn
        sim.action, sim.action_done, sim.effects = t.action, t.action_done, t.effects
        sim.power, sim.uses_left, sim.lake, sim.lake_grown = (
            t.power,
            t.uses_left,
            t.lake,
            t.lake_grown,
        )
        sim._menu = sim._legal = None
        return sim

    def copy(self) -> Sim:
        """An independent copy (its values are shared: they are never changed in place)."""
        new = Sim.__new__(Sim)
        new.options, new.players, new.seats, new.automa = (
            self.options,
            self.players,
            self.seats,
            self.automa,
        )
        new.bits, new.seed, new.rng, new.round = self.bits, self.seed, self.rng, self.round
        new.phase, new.sun, new.first, new.next_first = (
            self.phase,
            self.sun,
            self.first,
            self.next_first,
        )
        new.marker, new.market, new.picks = self.marker, self.market, self.picks
        new.deck, new.discard, new.zone = self.deck, self.discard, self.zone
        new.flowers, new.planets, new.levels = (
            list(self.flowers),
            list(self.planets),
            list(self.levels),
        )
        new.hands, new.ledgers, new.vps = list(self.hands), list(self.ledgers), list(self.vps)
        new.automa_hand, new.bushes, new.lakes = self.automa_hand, self.bushes, self.lakes
        new.acted, new.action, new.action_done = self.acted, self.action, self.action_done
        new.effects, new.power, new.uses_left = self.effects, self.power, self.uses_left
        new.lake, new.lake_grown = self.lake, self.lake_grown
        new._menu, new._legal = self._menu, self._legal
        return new

    # -- for searches (the chance API of ``chance``, on a Sim) ------------------------------
    def determinize(self, seed: int) -> None:
        """This position in the world drawn from ``seed``, as ``chance.determinize`` makes it:
        the unseen cards shuffled from their id order, the RNG reseeded."""
        rng = seed_state(seed)
        self.deck, rng = shuffled(rng, sorted(self.deck))
        _value, self.rng = next_u64(rng)

    def what_if(self, seat: int, card_id: int) -> Sim:
        """A copy in which ``seat`` holds ``card_id`` and acts now, as
        ``chance.hypothetical_turn`` makes it (for judging picks, never played on)."""
        if not 0 <= seat < self.players:
            raise ValueError(f"seat {seat} is not a player of this game")
        new = self.copy()
        new.hands[seat] += (card_id,)
        order = [
            s for k in range(self.seats) if (s := (self.first + k) % self.seats) < self.players
        ]
        new.phase, new.market, new.acted = Phase.ACTIONS, (), order.index(seat)
        new.reset_turn()
        new.moved()
        return new

    def turn_position(self) -> TurnPosition:
        """The acting seat's side of the position (for a search over one turn's steps)."""
        seat = self._acting()
        return TurnPosition(
            self.planets[seat],
            self.levels[seat],
            self.vps[seat],
            self.ledgers[seat],
            self.bushes,
            self.lakes,
            self.action,
            self.action_done,
            self.effects,
            self.power,
            self.uses_left,
            self.lake,
            self.lake_grown,
        )

    def resume(self, at: TurnPosition) -> None:
        """Go back to a position of the same turn that ``turn_position`` gave."""
        seat = self._acting()
        self.planets[seat], self.levels[seat], self.vps[seat], self.ledgers[seat] = at[:4]
        self.bushes, self.lakes, self.action, self.action_done = at[4:8]
        self.effects, self.power, self.uses_left, self.lake, self.lake_grown = at[8:]
        self._menu = self._legal = None

    def state(self) -> GameState:
        """The engine's state for this position (with no events: ``Sim`` records none)."""
        lay_bits, lay = self.bits, layout(self.options.planet)
        players = tuple(
            PlayerState(Planet(lay_bits.pieces(m), lay), lv, hand, ledger)
            for m, lv, hand, ledger in zip(
                self.planets, self.levels, self.hands, self.ledgers, strict=True
            )
        )
        turn = Turn(
            self.action,
            self.action_done,
            self.effects,
            self.power,
            self.uses_left,
            self.lake,
            self.lake_grown,
        )
        return GameState(
            self.options,
            self.seed,
            self.rng,
            self.round,
            self.phase,
            Sun(self.sun),
            self.first,
            self.next_first,
            self.marker,
            self.market,
            self.picks,
            self.deck,
            self.discard,
            self.zone,
            players,
            self.automa_hand,
            Supply(self.bushes, self.lakes),
            self.acted,
            turn,
            (),
        )

    # -- views ----------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once the game has ended (R10)."""
        return self.phase is Phase.OVER

    @property
    def awaiting(self) -> int | None:
        """The seat whose input is awaited (as ``GameState.awaiting``)."""
        if self.phase is Phase.DRAFT:
            return (self.first + self.picks) % self.seats
        if self.phase is Phase.ACTIONS:
            return self._acting()
        return None

    def pieces_left(self) -> tuple[int, int]:
        """Bushes and Lakes that may still be placed (R1.2; a large number if unlimited)."""
        if self.options.unlimited_pieces:
            return UNLIMITED_SUPPLY.bushes, UNLIMITED_SUPPLY.lakes
        return self.bushes, self.lakes

    # -- moves ----------------------------------------------------------------------------
    def menu(self) -> Menu:
        """Verbs and targets open to the awaited seat (the engine's ``menu``)."""
        found = self._menu
        if found is None:
            found = self._menu = self._work_out_menu()
        return found

    def legal(self) -> tuple[Command, ...]:
        """The legal commands, in the order ``legal_commands`` gives them."""
        found = self._legal
        if found is not None:
            return found
        menu = self._menu
        if menu is None:
            menu = self.menu()
        out: list[Command] = []
        if menu:  # a menu is empty when no seat is awaited
            seat = self._awaited()
            fixed = FIXED[seat].get(id(menu))
            if fixed is not None:  # a menu without targets of the position's own
                self._legal = fixed
                return fixed
            rows, bare = ROWS[seat], BARE[seat]
            for verb, targets in menu:
                if targets is None:
                    out.append(bare[verb])
                else:
                    row = rows[verb]
                    out += [row[t] for t in targets]
        found = self._legal = tuple(out)
        return found

    def moved(self) -> None:
        """Forget the menu worked out for the position before (the flow calls this)."""
        self._menu = self._legal = None

    def allows(self, cmd: Command) -> bool:
        """True if ``cmd`` is legal now."""
        menu = self._menu
        if menu is None:
            menu = self.menu()
        if not menu or cmd.seat != self._awaited() or type(cmd.verb) is not Verb:
            return False
        arg = cmd.arg
        if type(arg) is not int and (not isinstance(arg, int) or isinstance(arg, bool)):
            return False  # as the engine: any int but a bool
        verb = cmd.verb
        for v, targets in menu:
            if v is verb:
                return arg == NO_ARG if targets is None else arg in targets
        return False

    def play(self, cmd: Command) -> None:
        """Play a legal command in place; IllegalCommand (the engine's refusal) if not."""
        if not self.allows(cmd):
            reason = why_illegal(self.state(), cmd)
            assert reason is not None, "a command the menu refuses has a refusal"
            raise IllegalCommand(reason)
        self._menu = self._legal = None
        if self.phase is _DRAFT:
            self.take(cmd.seat, cmd.arg)
            self.after_pick()
            return
        verb = cmd.verb
        if verb is Verb.ACTION:
            self.action = Action(cmd.arg)
        elif verb is Verb.POWER:
            self._use_power(cmd.seat)
        elif verb is _STOP:
            self._stop()
        elif verb is _END:
            self.acted += 1
            self.reset_turn()
            self.after_turn()
            return
        else:
            self._place(cmd)
        self.settle()

    def settle(self) -> None:
        """Auto-play forced stops (no effect left to apply), as the engine does."""
        menu = self._menu
        if menu is None:
            menu = self._menu = self._work_out_menu()
        while menu is STOP_ONLY:  # every menu of a lone stop is this one
            self._stop()
            self._legal = None
            menu = self._menu = self._work_out_menu()

    def reset_turn(self) -> None:
        """No turn in progress (``Turn()``)."""
        self.action, self.action_done, self.effects = None, False, ()
        self.power, self.uses_left, self.lake, self.lake_grown = _UNUSED, 0, NONE, ()

    # -- the turn -------------------------------------------------------------------------
    def _acting(self) -> int:
        if self.players == 1:
            return 0
        return (self.first + self.acted) % self.seats

    def _awaited(self) -> int:
        """The awaited seat, when one is (the menu is not empty)."""
        if self.phase is _DRAFT:
            return (self.first + self.picks) % self.seats
        if self.players == 1:
            return 0
        return (self.first + self.acted) % self.seats

    def _work_out_menu(self) -> Menu:
        phase = self.phase
        if phase is Phase.DRAFT:
            return ((Verb.TAKE, self.market),)
        if phase is not Phase.ACTIONS:
            return ()
        if self.power is _ACTIVE:
            return self._power_menu()
        if self.action is None:
            return CHOOSE if self.power is _UNUSED else CHOOSE_NO_POWER
        if not self.action_done:
            return self._action_menu()
        return FINISH if self.power is _UNUSED else END_ONLY

    def _action_menu(self) -> Menu:
        seat = self._acting()
        sprout, small, big, bush, lake = self.planets[seat]
        free = ~(sprout | small | big | bush | lake)
        growable = sprout | small
        biome = _CARDS[self.hands[seat][-1]].biome
        b = self.bits
        area = b.plantable_mask if biome is Biome.WILD else b.biome_masks[biome]
        indices = b.indices
        effects, action = self.effects, self.action
        plant: tuple[int, ...] = ()
        grow: tuple[int, ...] = ()
        if action is _A:
            if len(effects) < 3:
                plant = indices(area & free)
        elif action is _B:
            if len(effects) < 2:
                done = 0
                for e in effects:
                    done |= 1 << e.arg
                grow = indices(area & growable & ~done)
        elif action is _C:
            verbs = {e.verb: e.arg for e in effects}
            if _PLANT not in verbs:
                plant = indices(area & free)
            if _GROW not in verbs:
                planted = verbs.get(_PLANT, NONE)
                grow = indices(area & growable & ~(0 if planted == NONE else 1 << planted))
        elif not effects:  # D: one effect anywhere
            plant = indices(b.plantable_mask & free)
            grow = indices(growable)
        if plant and grow:
            return ((_PLANT, plant), (_GROW, grow), (_STOP, None))
        if plant:
            return ((_PLANT, plant), (_STOP, None))
        if grow:
            return ((_GROW, grow), (_STOP, None))
        return STOP_ONLY

    def _power_menu(self) -> Menu:
        seat = self._acting()
        masks = self.planets[seat]
        sprout, small = masks[0], masks[1]
        if self.lake != NONE:
            if len(self.lake_grown) >= 2:
                return STOP_ONLY
            growable, done = sprout | small, self.lake_grown
            grow = tuple(
                j for j, bit in self.bits.neighbours[self.lake] if growable & bit and j not in done
            )
            return ((_GROW, grow), (_STOP, None)) if grow else STOP_ONLY
        if self.uses_left <= 0:
            return STOP_ONLY
        verb, on = POWER_TARGET[_CARDS[self.hands[seat][-1]].power]
        if verb is Verb.BUSH or verb is Verb.LAKE:
            bushes, lakes = self.pieces_left()
            if (bushes if verb is Verb.BUSH else lakes) <= 0:
                return STOP_ONLY  # R1.2: none of that kind is left; the marker still moved
        b = self.bits
        if on < 0:
            taken = sprout | small | masks[2] | masks[3] | masks[4]
            targets = b.indices(b.plantable_mask & ~taken)
        else:
            targets = b.indices(masks[on])
        return ((verb, targets), (_STOP, None)) if targets else STOP_ONLY

    def _use_power(self, seat: int) -> None:
        """R6.1: the marker moves one step (capped), then ``level`` uses; Buds pays at once."""
        power = _CARDS[self.hands[seat][-1]].power
        old = self.levels[seat]
        level = min(old[power] + 1, LAST_LEVEL)
        self.levels[seat] = old[:power] + (level,) + old[power + 1 :]
        self.power, self.uses_left = _ACTIVE, level
        if power is Power.BUDS:  # R6.4: once, VP = the value at the marker
            gain = BUDS_VP[level]
            self.ledgers[seat] += (ScoreEntry(Source.BUDS, gain, level),)
            self.vps[seat] += gain
            self.power, self.uses_left = _DONE, 0

    def _place(self, cmd: Command) -> None:
        seat, space, verb = cmd.seat, cmd.arg, cmd.verb
        bit = 1 << space
        sprout, small, big, bush, lake = self.planets[seat]
        if verb is _GROW:
            if sprout & bit:
                sprout, small = sprout ^ bit, small | bit
            else:
                small, big = small ^ bit, big | bit
        elif verb is _PLANT:
            sprout |= bit
        elif verb is Verb.BUSH:
            bush |= bit
            if not self.options.unlimited_pieces:
                self.bushes -= 1
        else:
            lake |= bit
            if not self.options.unlimited_pieces:
                self.lakes -= 1
        self.planets[seat] = (sprout, small, big, bush, lake)
        if self.power is not _ACTIVE:
            self.effects += (cmd,)
        elif self.lake != NONE and verb is _GROW:
            self.lake_grown += (space,)
        elif verb is Verb.LAKE:
            self.uses_left -= 1
            self.lake, self.lake_grown = space, ()
        else:
            self.uses_left -= 1

    def _stop(self) -> None:
        """End the innermost open step: a Lake's growths, else the power, else the action."""
        if self.lake != NONE:
            self.lake, self.lake_grown = NONE, ()
        elif self.power is _ACTIVE:
            self.power, self.uses_left = _DONE, 0
        else:
            self.action_done = True


def _fertility(stack: tuple[ZoneCard, ...]) -> int:
    return sum(_CARDS[z.card].flowers for z in stack if z.face_up)
