"""The round and season flow as a table of automatic steps (R3, R4.1–4.2, R8–R10).

A command handler returns the next Step (or None to wait for input); ``advance`` runs
steps from the table until input is needed or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable

from .draft import automa_pick, cleanup
from .enums import Phase, Season
from .rng import shuffled
from .scoring import fertility_scores, season_scores, winner
from .state import NONE, Event, EventKind, GameState
from .step import Step
from .tables import SOLO_MARKET, TOTAL_ROUNDS, is_last_round_of_season

StepFn = Callable[[GameState, list[Event]], tuple[GameState, Step | None]]


def advance(state: GameState, step: Step | None, events: list[Event]) -> GameState:
    """Run automatic steps from ``step`` until the game awaits input."""
    while step is not None:
        state, step = _TABLE[step](state, events)
    return state


def deal(state: GameState, events: list[Event]) -> tuple[GameState, Step | None]:
    """Deal players + 1 cards (solo: 3) into the market (R4.1).

    Whenever the deck runs out, even on the last card dealt, the discard pile is shuffled
    into a new deck at once (R4.2).
    """
    need = SOLO_MARKET if state.options.players == 1 else state.seats + 1
    deck, discard, rng = state.deck, state.discard, state.rng
    if len(deck) >= need:
        market, deck = deck[:need], deck[need:]
    else:
        market = deck
        deck, discard, rng = _reshuffle(discard, rng, events)
        if len(market) + len(deck) < need:
            raise RuntimeError("not enough cards to deal: the deck data cannot support this game")
        market, deck = market + deck[: need - len(market)], deck[need - len(market) :]
    if not deck and discard:
        deck, discard, rng = _reshuffle(discard, rng, events)
    events.append(Event(EventKind.DEALT, cards=market))
    state = state._replace(
        market=market,
        deck=deck,
        discard=discard,
        rng=rng,
        picks=0,
        marker=NONE,
        next_first=NONE,
        phase=Phase.DRAFT,
    )
    return state, (Step.AUTOMA if state.awaiting == state.automa_seat else None)


def _reshuffle(
    discard: tuple[int, ...], rng: int, events: list[Event]
) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """R4.2: the discard pile, shuffled, becomes the new deck: (deck, discard, rng)."""
    deck, rng = shuffled(rng, discard)
    events.append(Event(EventKind.RESHUFFLED, value=len(discard)))
    return deck, (), rng


def end_round(state: GameState, events: list[Event]) -> tuple[GameState, Step | None]:
    """R8.1: end of season after its last round, else a new round."""
    return state, (Step.END_SEASON if is_last_round_of_season(state.round) else Step.NEXT_ROUND)


def end_season(state: GameState, events: list[Event]) -> tuple[GameState, Step | None]:
    """R9: light and forest for everyone, then the season change or the game end."""
    players = []
    for seat, player in enumerate(state.players):
        player, evs = season_scores(player, seat, state.sun, state.season)
        players.append(player)
        events.extend(evs)
    state = state._replace(players=tuple(players))
    events.append(Event(EventKind.SEASON_ENDED, value=int(state.season)))
    if state.season is Season.WINTER:
        return state, Step.END_GAME
    hands = tuple(c for p in state.players for c in p.hand) + state.automa
    events.append(Event(EventKind.DISCARDED, cards=hands))
    sun = state.sun.clockwise()
    events.append(Event(EventKind.SUN_MOVED, value=int(sun)))
    players = [p._replace(hand=()) for p in state.players]
    state = state._replace(
        players=tuple(players), automa=(), discard=state.discard + hands, sun=sun
    )
    return state, Step.NEXT_ROUND


def next_round(state: GameState, events: list[Event]) -> tuple[GameState, Step | None]:
    """The next round starts with its first player (R4.4)."""
    first = state.first if state.next_first == NONE else state.next_first
    events.append(Event(EventKind.FIRST_PLAYER, seat=first))
    assert state.round + 1 < TOTAL_ROUNDS
    return state._replace(round=state.round + 1, first=first), Step.DEAL


def end_game(state: GameState, events: list[Event]) -> tuple[GameState, Step | None]:
    """R10: Big Trees score their biome's fertility; the winner is decided."""
    players = []
    for seat, player in enumerate(state.players):
        player, evs = fertility_scores(player, seat, state.zone)
        players.append(player)
        events.extend(evs)
    state = state._replace(players=tuple(players), phase=Phase.OVER)
    best = winner(state)
    events.append(Event(EventKind.GAME_OVER, seat=NONE if best is None else best))
    return state, None


_TABLE: dict[Step, StepFn] = {
    Step.DEAL: deal,
    Step.AUTOMA: automa_pick,
    Step.CLEANUP: cleanup,
    Step.END_ROUND: end_round,
    Step.END_SEASON: end_season,
    Step.NEXT_ROUND: next_round,
    Step.END_GAME: end_game,
}
