"""The chance API: what a player cannot see, and positions a bot may imagine.

A bot that searches must guess the hidden deck order (OpenSpiel's chance nodes; a sampled
"world"). These functions make such positions *inside the rules*, from what every player
sees, so no bot edits a state's fields and none can learn the real order of the deck:

- ``unseen_cards``: the cards nobody can see, in id order.
- ``determinize``: the same position with the unseen cards in an order drawn from a seed,
  and the game's RNG reseeded; it depends only on the visible position and the seed.
- ``hypothetical_turn``: a what-if position in which a seat holds a card and acts now, to
  judge a draft pick by the turns it would allow (never played on).
"""

from __future__ import annotations

from .enums import Phase
from .rng import next_u64, seed_state, shuffled
from .state import GameState, Turn


def unseen_cards(state: GameState) -> tuple[int, ...]:
    """The cards no player can see (the deck), sorted by id: their order is the secret."""
    return tuple(sorted(state.deck))


def determinize(state: GameState, seed: int) -> GameState:
    """``state`` in a world drawn from ``seed``: the unseen cards shuffled (from their id
    order, so the real order leaks into nothing) and the RNG for later shuffles reseeded.

    Two states that differ only in the order of the deck give the same world for a seed.
    """
    rng = seed_state(seed)
    deck, rng = shuffled(rng, unseen_cards(state))
    _value, rng = next_u64(rng)
    return state._replace(deck=deck, rng=rng)


def hypothetical_turn(state: GameState, seat: int, card_id: int) -> GameState:
    """A what-if position: ``seat`` holds ``card_id`` and acts now (for judging draft picks).

    Only what the players see goes in: the seat's own planet and levels, the visible zone.
    It is meant for listing and judging turns, not for playing a game on: the market is
    empty and the other seats' picks are not made.
    """
    if not 0 <= seat < len(state.players):
        raise ValueError(f"seat {seat} is not a player of this game")
    player = state.players[seat]
    hand = player.hand + (card_id,)
    players = state.players[:seat] + (player._replace(hand=hand),) + state.players[seat + 1 :]
    order = state.acting_order()
    return state._replace(
        phase=Phase.ACTIONS,
        market=(),
        players=players,
        acted=order.index(seat),
        turn=Turn(),
        events=(),
    )
