"""Game setup (R2): ``new_game``."""

from __future__ import annotations

from .cards import all_cards
from .enums import PLANET_BIOMES, Phase, Source, Sun
from .errors import RulesError
from .flow import advance
from .layout import layout
from .planet import Planet
from .rng import below, seed_state, shuffled
from .state import MAX_PLAYERS as MAX_PLAYERS  # where challenge codes read the limit
from .state import (
    NONE,
    Event,
    EventKind,
    GameState,
    Options,
    PlayerState,
    ScoreEntry,
    Supply,
    Turn,
    ZoneCard,
)
from .step import Step
from .tables import SETUP_FLOWERS, START_VP, SUPPLY_BUSHES, SUPPLY_LAKES


def new_game(
    players: int,
    seed: int,
    sun: Sun = Sun.TOP,
    planet: str = "classic",
    unlimited_pieces: bool = False,
) -> GameState:
    """A new game for 1–4 players (1 = solo against the automa), ready for the first draft.

    ``unlimited_pieces`` is the house rule of R1.2: Bushes and Lakes never run out.
    """
    _check_options(players, seed, sun, planet)
    if not isinstance(unlimited_pieces, bool):
        raise RulesError(f"unlimited_pieces is True or False, not {unlimited_pieces!r}")
    options = Options(players, Sun(sun), planet, unlimited_pieces)
    seats = max(2, players)
    rng = seed_state(seed)
    first, rng = below(rng, seats)
    deck, rng = shuffled(rng, range(len(all_cards())))
    zone, deck, rng, revealed = _seed_fertility(deck, rng)
    empty = Planet.empty(planet)
    people = [PlayerState(empty) for _ in range(players)]
    events = [Event(EventKind.SETUP_REVEALED, cards=revealed), Event(EventKind.FIRST_PLAYER, first)]
    for k in range(seats):  # R2.2: 0, 1, 2, 3 VP by seat order from the first player
        seat = (first + k) % seats
        if seat < players:
            people[seat] = people[seat]._replace(ledger=(ScoreEntry(Source.START, START_VP[k]),))
            events.append(Event(EventKind.VP, seat, value=START_VP[k], source=Source.START))
    state = GameState(
        options=options,
        seed=seed,
        rng=rng,
        round=0,
        phase=Phase.DRAFT,
        sun=Sun(sun),
        first=first,
        next_first=NONE,
        marker=NONE,
        market=(),
        picks=0,
        deck=deck,
        discard=(),
        zone=zone,
        players=tuple(people),
        automa=(),
        supply=Supply(SUPPLY_BUSHES, SUPPLY_LAKES),
        acted=0,
        turn=Turn(),
        events=(),
    )
    state = advance(state, Step.DEAL, events)
    return state._replace(events=tuple(events))


def _seed_fertility(
    deck: tuple[int, ...], rng: int
) -> tuple[tuple[tuple[ZoneCard, ...], ...], tuple[int, ...], int, tuple[int, ...]]:
    """R2.3: reveal until 5 flowers show; flower cards seed the zone, the rest go back."""
    cards = all_cards()
    flowers, n = 0, 0
    while flowers < SETUP_FLOWERS:
        if n == len(deck):
            raise RulesError("the deck has too few flowers to seed the fertility zone (R2.3)")
        flowers += cards[deck[n]].flowers
        n += 1
    revealed = deck[:n]
    stacks: list[tuple[ZoneCard, ...]] = [() for _ in PLANET_BIOMES]
    for c in revealed:
        if cards[c].flowers:
            stacks[cards[c].biome] += (ZoneCard(c),)
    back = tuple(c for c in revealed if not cards[c].flowers)
    rest, rng = shuffled(rng, deck[n:] + back)
    return tuple(stacks), rest, rng, revealed


def _check_options(players: object, seed: object, sun: object, planet: object) -> None:
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= MAX_PLAYERS:
        raise RulesError(f"players must be a whole number from 1 to {MAX_PLAYERS}, not {players!r}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RulesError(f"the seed must be a whole number, not {seed!r}")
    if sun not in set(Sun) or isinstance(sun, bool):
        raise RulesError(f"the sun starts on a side (Sun.TOP/RIGHT/BOTTOM/LEFT), not {sun!r}")
    if not isinstance(planet, str):
        raise RulesError(f"the planet layout is a name, not {planet!r}")
    layout(planet)
