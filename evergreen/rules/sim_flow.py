"""The fast simulator's flow between inputs: the draft (R4), the automa (R11.2), the end of
a round, a season and the game (R8–R10), changing a ``Sim`` in place.

Each method mirrors the engine's step of the same name (``draft``, ``flow``), in the same
order of random draws, so that a ``Sim`` and ``apply`` play the same game.
"""

from __future__ import annotations

from .bits import Bits, Masks
from .cards import all_cards
from .commands import Command
from .enums import Action, Biome, Phase, PowerStage, Season, Source
from .rng import shuffled
from .state import NONE, Options, ScoreEntry, ZoneCard
from .tables import SEASON_OF_ROUND, SOLO_MARKET, TOTAL_ROUNDS, is_last_round_of_season
from .turn import Menu

_CARDS = all_cards()


class SimFlow:
    """The flow of a ``Sim`` (its subclass holds the fields and the turn)."""

    __slots__ = (
        "_legal",
        "_menu",
        "acted",
        "action",
        "action_done",
        "automa",
        "automa_hand",
        "bits",
        "bushes",
        "deck",
        "discard",
        "effects",
        "first",
        "flowers",
        "hands",
        "lake",
        "lake_grown",
        "lakes",
        "ledgers",
        "levels",
        "marker",
        "market",
        "next_first",
        "options",
        "phase",
        "picks",
        "planets",
        "players",
        "power",
        "rng",
        "round",
        "seats",
        "seed",
        "sun",
        "uses_left",
        "vps",
        "zone",
    )

    options: Options
    players: int
    seats: int
    automa: int  # the automa's seat, or NONE
    bits: Bits
    seed: int
    rng: int
    round: int
    phase: Phase
    sun: int
    first: int
    next_first: int
    marker: int
    market: tuple[int, ...]
    picks: int
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    zone: tuple[tuple[ZoneCard, ...], ...]
    flowers: list[int]  # visible flowers per biome (R10.1)
    planets: list[Masks]
    levels: list[tuple[int, ...]]
    hands: list[tuple[int, ...]]
    ledgers: list[tuple[ScoreEntry, ...]]
    vps: list[int]
    automa_hand: tuple[int, ...]
    bushes: int
    lakes: int
    acted: int
    action: Action | None
    action_done: bool
    effects: tuple[Command, ...]
    power: PowerStage
    uses_left: int
    lake: int
    lake_grown: tuple[int, ...]
    _menu: Menu | None
    _legal: tuple[Command, ...] | None

    @property
    def awaiting(self) -> int | None:
        """The seat whose input is awaited."""
        raise NotImplementedError

    def settle(self) -> None:
        """Auto-play forced stops."""
        raise NotImplementedError

    def reset_turn(self) -> None:
        """No turn in progress."""
        raise NotImplementedError

    def moved(self) -> None:
        """Forget the menu of the position before."""
        raise NotImplementedError

    def take(self, seat: int, card_id: int) -> None:
        """Seat takes a card; the first pick places the marker (R4.3, R4.4)."""
        market = tuple(c for c in self.market if c != card_id)
        if self.picks == 0:
            self.marker = market[0]
        elif card_id == self.marker:
            self.next_first = seat
        if seat == self.automa:
            self.automa_hand += (card_id,)
        else:
            self.hands[seat] += (card_id,)
        self.market = market
        self.picks += 1

    def after_pick(self) -> None:
        """The automa's picks that follow, then the clean-up once everyone has a card."""
        while self.picks < self.seats and self.awaiting == self.automa:
            self.take(self.automa, self.automa_choice())
        if self.picks == self.seats:
            self._cleanup()

    def automa_choice(self) -> int:
        """R11.2: Wild, else most flowers, else the aridity card of the least fertile biome,
        else the leftmost; leftmost among equals."""
        cards = [_CARDS[c] for c in self.market]
        for c in cards:
            if c.biome is Biome.WILD:
                return c.id
        most = max(c.flowers for c in cards)
        if most:
            return next(c.id for c in cards if c.flowers == most)
        arid = [c for c in cards if c.aridity]
        if arid:
            return min(arid, key=lambda c: self.flowers[c.biome]).id
        return cards[0].id

    def after_turn(self) -> None:
        """A turn was confirmed: the next seat acts, or the round (and maybe more) ends (R8.1)."""
        if self.acted < self.players:
            self.settle()
            return
        if is_last_round_of_season(self.round):
            self._end_season()
            if self.phase is Phase.OVER:
                return
        self.first = self.first if self.next_first == NONE else self.next_first
        assert self.round + 1 < TOTAL_ROUNDS
        self.round += 1
        self.deal()

    def deal(self) -> None:
        """R4.1–R4.2: a new market; the discards reshuffled whenever the deck runs out."""
        need = SOLO_MARKET if self.players == 1 else self.seats + 1
        deck, discard, rng = self.deck, self.discard, self.rng
        if len(deck) >= need:
            market, deck = deck[:need], deck[need:]
        else:
            market = deck
            deck, rng = shuffled(rng, discard)
            discard = ()
            if len(market) + len(deck) < need:
                raise RuntimeError(
                    "not enough cards to deal: the deck data cannot support this game"
                )
            market, deck = market + deck[: need - len(market)], deck[need - len(market) :]
        if not deck and discard:
            deck, rng = shuffled(rng, discard)
            discard = ()
        self.market, self.deck, self.discard, self.rng = market, deck, discard, rng
        self.picks, self.marker, self.next_first, self.phase = 0, NONE, NONE, Phase.DRAFT
        self.moved()
        self.after_pick()

    def _cleanup(self) -> None:
        """R4.5–R4.7: the card left over goes by its top icon; the actions begin."""
        (left,) = self.market
        c = _CARDS[left]
        if c.flowers or c.aridity:
            stack = self.zone[c.biome]
            if c.aridity and stack:
                stack = stack[:-1] + (ZoneCard(stack[-1].card, False),)
            stack += (ZoneCard(left),)
            self.zone = self.zone[: c.biome] + (stack,) + self.zone[c.biome + 1 :]
            self.flowers[c.biome] = sum(_CARDS[z.card].flowers for z in stack if z.face_up)
        else:
            self.discard += (left,)
        self.market, self.phase, self.acted = (), Phase.ACTIONS, 0
        self.reset_turn()
        self.moved()
        self.settle()

    def _end_season(self) -> None:
        """R9: light and largest forest for everyone; then the season change or the game end."""
        season = SEASON_OF_ROUND[self.round]
        b = self.bits
        for seat, (_, small, big, bush, _) in enumerate(self.planets):
            light = b.light(small, big, self.sun)
            forest = b.largest_forest(small | big | bush)
            self.ledgers[seat] += (
                ScoreEntry(Source.LIGHT, light, int(season)),
                ScoreEntry(Source.FOREST, forest, int(season)),
            )
            self.vps[seat] += light + forest
        if season is Season.WINTER:
            self._end_game()
            return
        hands = tuple(c for hand in self.hands for c in hand) + self.automa_hand
        self.discard += hands
        self.sun = (self.sun + 1) % 4
        self.hands = [() for _ in self.hands]
        self.automa_hand = ()

    def _end_game(self) -> None:
        """R10: each Big Tree scores its biome's fertility, one ledger line per biome."""
        masks = self.bits.biome_masks
        for seat, planet in enumerate(self.planets):
            big = planet[2]
            entries = tuple(
                ScoreEntry(Source.FERTILITY, (big & mask).bit_count() * flowers, biome)
                for biome, (mask, flowers) in enumerate(zip(masks, self.flowers, strict=True))
            )
            self.ledgers[seat] += entries
            self.vps[seat] += sum(e.amount for e in entries)
        self.phase = Phase.OVER
        self.moved()
