"""Setup (R2), game structure (R3), the draft and its clean-up (R4), end of round (R8) and
the solo automa (R11), checked against RULES.md and DATA.md.

Card icons are derived here from DATA.md's PATTERN (not read from the engine's data), so a
wrong card list would show up as a failing setup or clean-up test.
"""

from __future__ import annotations

import pytest

from evergreen.rules import (
    Biome,
    Command,
    EventKind,
    GameState,
    IllegalCommand,
    Phase,
    Piece,
    Season,
    Sun,
    apply,
    card,
    fertility_of,
    legal_commands,
    new_game,
    solo_rank,
)
from evergreen.rules.draft import automa_choice
from evergreen.rules.state import NONE, ZoneCard, card_locations, check_state
from tests.rules.helpers import cid, draft_all, play, set_market, swap_cards, texts

ALL_CARDS = list(range(42))
SPRING_TO_WINTER = [Season.SPRING] * 5 + [Season.SUMMER] * 4 + [Season.AUTUMN] * 3
SPRING_TO_WINTER += [Season.WINTER] * 2


# -- R2.1 ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_r2_1_planets_empty_levels_zero_spring_sun_top(players: int) -> None:
    """R2.1: every planet empty, all six power levels 0, Spring (round 1), sun on top."""
    state = new_game(players, 11)
    assert len(state.players) == players
    for p in state.players:
        assert all(piece == Piece.EMPTY for piece in p.planet.pieces)
        assert p.levels == (0, 0, 0, 0, 0, 0)
    assert state.round == 0
    assert state.season is Season.SPRING
    assert state.sun is Sun.TOP
    assert state.options.sun_start is Sun.TOP


def test_r2_1_sun_start_side_is_a_game_option() -> None:
    """R2.1: players may agree on another start side; the sun then moves on from there (R9.4)."""
    state = new_game(2, 3, sun=Sun.RIGHT)
    assert state.sun is Sun.RIGHT
    assert state.options.sun_start is Sun.RIGHT
    rounds = _play_game(2, 3, sun=Sun.RIGHT)
    # Spring is rounds 0-4 with the start side; Summer starts one side clockwise (bottom).
    assert [r.sun for r in rounds[:5]] == [Sun.RIGHT] * 5
    assert rounds[5].sun is Sun.BOTTOM
    assert new_game(2, 3, sun=Sun.LEFT).sun is Sun.LEFT


# -- R2.2 ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_r2_2_first_player_is_random_from_the_seed(players: int) -> None:
    """R2.2: the first player comes from the seeded RNG: every seat occurs over seeds,
    and one seed always gives the same first player."""
    firsts = {new_game(players, seed).first for seed in range(40)}
    assert firsts == set(range(players))
    for seed in range(5):
        assert new_game(players, seed).first == new_game(players, seed).first


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r2_2_starting_vp_by_seat_order_from_first_player(players: int) -> None:
    """R2.2: starting VP 0, 1, 2, 3 by seat order from the first player."""
    seen_firsts = set()
    for seed in range(30):
        state = new_game(players, seed)
        seen_firsts.add(state.first)
        for k in range(players):
            seat = (state.first + k) % players
            assert state.players[seat].vp == k
            assert len(state.players[seat].ledger) == 1
    assert len(seen_firsts) > 1


def test_r2_2_solo_player_starts_with_0_if_first_else_1() -> None:
    """R2.2 with R11.1: solo, the player gets 0 VP when first and 1 when the automa is first."""
    seen = set()
    for seed in range(20):
        state = new_game(1, seed)
        assert state.first in (0, 1)
        assert state.scores == ((0,) if state.first == 0 else (1,))
        seen.add(state.first)
    assert seen == {0, 1}


# -- R2.3 ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_r2_3_fertility_zone_holds_only_face_up_flower_cards(players: int) -> None:
    """R2.3: every setup zone card shows flowers, lies face up on its own biome's stack,
    and together they show at least 5 flowers."""
    for seed in range(15):
        state = new_game(players, seed)
        total = 0
        for biome, stack in enumerate(state.zone):
            for z in stack:
                assert z.face_up
                assert _flowers(z.card) > 0
                assert _biome_name(z.card) == Biome(biome).name.lower()
                total += _flowers(z.card)
            assert fertility_of(state, Biome(biome)) == sum(_flowers(z.card) for z in stack)
        assert 5 <= total <= 6  # the last card revealed adds 1 or 2 flowers


@pytest.mark.parametrize("players", [1, 2, 4])
def test_r2_3_reveal_stops_as_soon_as_five_flowers_show(players: int) -> None:
    """R2.3: cards are revealed one at a time until 5 flowers show: the last revealed card
    has flowers, and without it the revealed cards show fewer than 5."""
    for seed in range(20):
        state = new_game(players, seed)
        (setup,) = [e for e in state.events if e.kind is EventKind.SETUP_REVEALED]
        revealed = setup.cards
        assert len(set(revealed)) == len(revealed)
        assert sum(_flowers(c) for c in revealed) >= 5
        assert _flowers(revealed[-1]) > 0
        assert sum(_flowers(c) for c in revealed[:-1]) < 5


@pytest.mark.parametrize("players", [1, 2, 3])
def test_r2_3_flower_cards_to_zone_others_back_in_deck(players: int) -> None:
    """R2.3: revealed flower cards (and only they) make the zone, in reveal order per stack;
    aridity, blank and Wild revealed cards are back in the deck (the first deal may already
    have put some into the market); all 42 cards are accounted for."""
    for seed in range(20):
        state = new_game(players, seed)
        (setup,) = [e for e in state.events if e.kind is EventKind.SETUP_REVEALED]
        revealed = setup.cards
        for biome, stack in enumerate(state.zone):
            expected = [c for c in revealed if _flowers(c) and _biome_index(c) == biome]
            assert [z.card for z in stack] == expected
        zone_cards = {z.card for stack in state.zone for z in stack}
        back = [c for c in revealed if not _flowers(c)]
        dealt_from_deck = set(state.deck) | set(state.market) | set(state.automa)
        for c in back:
            assert c not in zone_cards
            assert c in dealt_from_deck
        assert state.discard == ()
        assert all(p.hand == () for p in state.players)
        assert sorted(card_locations(state)) == ALL_CARDS
        assert len(state.deck) + len(state.market) + len(state.automa) + len(zone_cards) == 42


def test_r2_3_returned_cards_are_shuffled_into_the_deck() -> None:
    """R2.3: the non-flower revealed cards are shuffled back, not simply put at the bottom
    or on top of the deck."""
    not_a_block = 0
    for seed in range(20):
        state = new_game(2, seed)
        (setup,) = [e for e in state.events if e.kind is EventKind.SETUP_REVEALED]
        back = {c for c in setup.cards if not _flowers(c)}
        full = state.market + state.deck  # the deck as it was before the first deal
        positions = sorted(full.index(c) for c in back)
        at_bottom = positions == list(range(len(full) - len(back), len(full)))
        on_top = positions == list(range(len(back)))
        not_a_block += not (at_bottom or on_top)
    assert not_a_block >= 15


# -- R12.4: determinism of setup -------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_r12_same_seed_gives_identical_setup(players: int) -> None:
    """R12.4: all randomness comes from the seed: the same seed gives the same state."""
    a, b = new_game(players, 1234), new_game(players, 1234)
    assert a == b
    assert a.to_json() == b.to_json()


def test_r12_different_seeds_give_different_deck_orders() -> None:
    """R12.4/R2.3: different seeds shuffle differently."""
    decks = {new_game(2, seed).deck for seed in range(12)}
    assert len(decks) == 12
    markets = {new_game(2, seed).market for seed in range(12)}
    assert len(markets) > 1


def test_r12_same_seed_and_commands_replay_identically() -> None:
    """R12.4: a game replays identically from its seed and commands (reshuffles included)."""
    assert _play_game(2, 42) == _play_game(2, 42)


# -- R3.1 ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3])
def test_r3_1_season_lengths_5_4_3_2_and_14_rounds(players: int) -> None:
    """R3.1: Spring 5 rounds, Summer 4, Autumn 3, Winter 2: 14 drafts, then the game ends;
    the seasons end after rounds 5, 9, 12 and 14."""
    state = new_game(players, 5)
    drafts: list[GameState] = []
    ended: list[tuple[int, int]] = []  # (round index, season value) of SEASON_ENDED
    while not state.is_over:
        assert state.phase is Phase.DRAFT
        drafts.append(state)
        state = _end_turns(draft_all(state))
        for e in state.events:
            if e.kind is EventKind.SEASON_ENDED:
                ended.append((drafts[-1].round, e.value))
    assert len(drafts) == 14
    assert [d.round for d in drafts] == list(range(14))
    assert [d.season for d in drafts] == SPRING_TO_WINTER
    assert ended == [(4, 0), (8, 1), (11, 2), (13, 3)]
    assert state.phase is Phase.OVER


# -- R4.1 ------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(1, 3), (2, 3), (3, 4), (4, 5)])
def test_r4_1_market_has_players_plus_one_cards(players: int, size: int) -> None:
    """R4.1 (R11.1 solo: 3): the market is dealt players + 1 cards, every round."""
    for seed in range(4):
        state = new_game(players, seed)
        (dealt,) = [e for e in state.events if e.kind is EventKind.DEALT]
        assert len(dealt.cards) == size
        for _ in range(3):
            # the automa may already have picked in a solo game where it is first
            picked = len(state.automa) - state.round_in_season if players == 1 else 0
            assert len(state.market) + picked == size
            state = _end_turns(draft_all(state))
            (dealt,) = [e for e in state.events if e.kind is EventKind.DEALT]
            assert len(dealt.cards) == size


def test_r4_1_market_is_dealt_from_the_top_of_the_deck_left_to_right() -> None:
    """R4.1: the new market is the next cards of the deck, in order, left to right."""
    state = _end_turns_but_last(draft_all(new_game(3, 8)))
    top = state.deck[:4]
    after = _end_turns(state)
    assert after.market == top
    assert after.deck == state.deck[4:]


# -- R4.2 ------------------------------------------------------------------------------
@pytest.mark.parametrize("left_in_deck", [0, 1, 2])
def test_r4_2_reshuffle_discards_when_deck_runs_out(left_in_deck: int) -> None:
    """R4.2: with fewer deck cards than the market needs, the remaining deck cards are dealt
    first, then the discard pile is shuffled into a new deck and the deal goes on."""
    state = draft_all(new_game(2, 9))  # action phase of round 1
    remaining = state.deck[:left_in_deck]
    old_discard = state.discard + state.deck[left_in_deck:]
    state = state._replace(deck=remaining, discard=old_discard)
    check_state(state)
    after = _end_turns(state)
    (reshuffled,) = [e for e in after.events if e.kind is EventKind.RESHUFFLED]
    assert reshuffled.value == len(old_discard)
    assert after.market[:left_in_deck] == remaining
    assert len(after.market) == 3
    assert set(after.market[left_in_deck:]) <= set(old_discard)
    assert after.discard == ()
    assert set(after.deck) | set(after.market[left_in_deck:]) == set(old_discard)
    assert len(after.deck) == len(old_discard) - (3 - left_in_deck)
    assert sorted(card_locations(after)) == ALL_CARDS
    check_state(after)


def test_r4_2_reshuffle_is_a_shuffle() -> None:
    """R4.2: the discard pile is shuffled (its order is not kept), reproducibly by seed."""
    state = draft_all(new_game(2, 9))
    state = state._replace(deck=(), discard=state.discard + state.deck)
    after = _end_turns(state)
    assert after.market + after.deck != state.discard
    assert _end_turns(state) == after


def test_r4_2_no_reshuffle_while_the_deck_suffices() -> None:
    """R4.2: a deal that leaves cards in the deck does not touch the discard pile."""
    state = draft_all(new_game(2, 9))
    state = state._replace(deck=state.deck[:4], discard=state.discard + state.deck[4:])
    after = _end_turns(state)
    assert not [e for e in after.events if e.kind is EventKind.RESHUFFLED]
    assert after.market == state.deck[:3]
    assert after.deck == state.deck[3:]
    assert after.discard == state.discard


def test_r4_2_deck_emptied_by_a_deal_is_renewed_at_once() -> None:
    """R4.2 "at any moment": dealing the last deck card reshuffles the discards right away."""
    state = draft_all(new_game(2, 9))
    state = state._replace(deck=state.deck[:3], discard=state.discard + state.deck[3:])
    after = _end_turns(state)
    (reshuffled,) = [e for e in after.events if e.kind is EventKind.RESHUFFLED]
    assert after.market == state.deck
    assert after.discard == ()
    assert reshuffled.value == len(state.discard)
    assert sorted(after.deck) == sorted(state.discard)
    check_state(after)


# -- R4.3 ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_r4_3_draft_in_seat_order_from_first_player(players: int) -> None:
    """R4.3: from the first player clockwise, each seat takes exactly one card."""
    for seed in range(6):
        state = new_game(players, seed)
        first = state.first
        order = [(first + k) % players for k in range(players)]
        for k, seat in enumerate(order):
            assert state.phase is Phase.DRAFT
            assert state.awaiting == seat
            assert {c.seat for c in legal_commands(state)} == {seat}
            market = state.market
            taken = market[-1]
            state = play(state, f"P{seat + 1} take {card(taken).name}")
            assert state.players[seat].hand == (taken,)
            assert taken not in state.market
            if k < players - 1:
                assert state.market == tuple(c for c in market if c != taken)
            for other in order[k + 1 :]:
                assert state.players[other].hand == ()
        assert state.phase is Phase.ACTIONS
        assert all(len(p.hand) == 1 for p in state.players)


def test_r4_3_taking_out_of_turn_is_illegal() -> None:
    """R4.3: only the awaited seat may take, and only a card in the market."""
    state = new_game(3, 2)
    first = state.first
    other = (first + 1) % 3
    name = card(state.market[0]).name
    with pytest.raises(IllegalCommand):
        apply(state, Command.parse(f"P{other + 1} take {name}"))
    absent = next(c for c in state.deck)
    with pytest.raises(IllegalCommand):
        apply(state, Command.parse(f"P{first + 1} take {card(absent).name}"))
    after = play(state, f"P{first + 1} take {name}")
    with pytest.raises(IllegalCommand):  # the first player cannot take a second card
        apply(after, Command.parse(f"P{first + 1} take {card(after.market[0]).name}"))


# -- R4.4 ------------------------------------------------------------------------------
@pytest.mark.parametrize("slot", [0, 1, 3])
def test_r4_4_marker_goes_on_leftmost_card_after_first_pick(slot: int) -> None:
    """R4.4: right after the first player's pick, the marker is on the leftmost card left."""
    state = _market(new_game(3, 4), _FOUR)
    assert state.marker == NONE
    first = state.first
    state = play(state, f"P{first + 1} take {_FOUR[slot]}")
    left = [n for n in _FOUR if n != _FOUR[slot]]
    assert state.marker == cid(left[0])
    assert [e.card for e in state.events if e.kind is EventKind.MARKER] == [cid(left[0])]
    # the marker does not move when later seats take other cards
    second = state.awaiting
    state = play(state, f"P{second + 1} take {left[-1]}")
    assert state.marker == cid(left[0])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r4_4_taker_of_marked_card_is_first_next_round(players: int) -> None:
    """R4.4: whoever takes the marked card becomes first player of the next round."""
    for taker_k in range(1, players):
        state = new_game(players, 6)
        first = state.first
        order = [(first + k) % players for k in range(players)]
        state = play(state, f"P{first + 1} take {card(state.market[-1]).name}")
        marked = state.marker
        for k in range(1, players):
            seat = order[k]
            if k == taker_k:
                name = card(marked).name
            else:
                name = card(next(c for c in reversed(state.market) if c != marked)).name
            state = play(state, f"P{seat + 1} take {name}")
        assert state.players[order[taker_k]].hand == (marked,)
        assert state.first == first  # this round's order is unchanged
        state = _end_turns(state)
        assert state.round == 1
        assert state.first == order[taker_k]
        assert [e.seat for e in state.events if e.kind is EventKind.FIRST_PLAYER] == [
            order[taker_k]
        ]
        assert state.awaiting == order[taker_k]
        assert state.marker == NONE


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r4_4_nobody_takes_marked_card_first_player_stays(players: int) -> None:
    """R4.4: if the marked card is the one left over, the first player stays first."""
    state = new_game(players, 6)
    first = state.first
    state = play(state, f"P{first + 1} take {card(state.market[-1]).name}")
    marked = state.marker
    while state.phase is Phase.DRAFT:
        seat = state.awaiting
        name = card(next(c for c in state.market if c != marked)).name
        state = play(state, f"P{seat + 1} take {name}")
    assert all(marked not in p.hand for p in state.players)
    state = _end_turns(state)
    assert state.first == first
    assert state.awaiting == first


def test_r4_4_marker_decides_first_player_over_several_rounds() -> None:
    """R4.4/R8.1: each round's marked card passes the first-player role on, round after round."""
    state = new_game(3, 1)
    for _ in range(4):
        first = state.first
        state = play(state, f"P{first + 1} take {card(state.market[-1]).name}")
        marked = state.marker
        second = state.awaiting
        state = play(state, f"P{second + 1} take {card(marked).name}")
        state = draft_all(state)
        state = _end_turns(state)
        assert state.first == second


# -- R4.5 - R4.7 clean-up --------------------------------------------------------------
def test_r4_5_leftover_flower_card_goes_face_up_on_its_stack() -> None:
    """R4.5: a leftover card with flowers goes face up on top of its biome's stack."""
    state = _zone(new_game(2, 0), {Biome.GRASSLAND: [("grassland/bush", True)]})
    other = [tuple(s) for s in state.zone]
    after = _draft_leaving(state, ["rock/big-growth", "grassland/sprout", "wheat/bush"], 1)
    assert after.zone[Biome.GRASSLAND] == (
        ZoneCard(cid("grassland/bush"), True),
        ZoneCard(cid("grassland/sprout"), True),
    )
    assert fertility_of(after, Biome.GRASSLAND) == 3  # 1 + 2
    assert [s for b, s in enumerate(after.zone) if b != Biome.GRASSLAND] == [
        s for b, s in enumerate(other) if b != Biome.GRASSLAND
    ]
    (ev,) = [e for e in after.events if e.kind is EventKind.FERTILITY]
    assert (ev.card, ev.value) == (cid("grassland/sprout"), 2)
    assert after.discard == state.discard
    assert after.phase is Phase.ACTIONS
    check_state(after)


def test_r4_5_leftover_flower_card_starts_an_empty_stack() -> None:
    """R4.5: a flower card on an empty stack starts it, face up."""
    state = _zone(new_game(2, 0), {})
    after = _draft_leaving(state, ["snow/small-growth", "rock/big-growth", "wheat/bush"], 0)
    assert after.zone[Biome.SNOW] == (ZoneCard(cid("snow/small-growth"), True),)
    assert fertility_of(after, Biome.SNOW) == 2


def test_r4_5_aridity_flips_most_recent_card_of_its_stack() -> None:
    """R4.5: aridity flips the most recent card of its biome's stack face down (its flowers
    stop counting) and goes on top; the cards below stay as they were."""
    zone = {
        Biome.GRASSLAND: [("grassland/sprout", True), ("grassland/bush", True)],
        Biome.WHEAT: [("wheat/lake", True)],
    }
    state = _zone(new_game(2, 0), zone)
    assert fertility_of(state, Biome.GRASSLAND) == 3
    after = _draft_leaving(state, ["rock/big-growth", "wheat/bush", "grassland/big-growth"], 2)
    assert after.zone[Biome.GRASSLAND] == (
        ZoneCard(cid("grassland/sprout"), True),
        ZoneCard(cid("grassland/bush"), False),
        ZoneCard(cid("grassland/big-growth"), True),
    )
    assert fertility_of(after, Biome.GRASSLAND) == 2
    assert after.zone[Biome.WHEAT] == (ZoneCard(cid("wheat/lake"), True),)
    assert fertility_of(after, Biome.WHEAT) == 2
    (ev,) = [e for e in after.events if e.kind is EventKind.ARIDITY]
    assert ev.card == cid("grassland/big-growth")
    assert after.discard == state.discard
    check_state(after)


def test_r4_5_aridity_on_empty_stack_starts_it_and_changes_nothing() -> None:
    """R4.5: aridity on an empty stack simply starts that stack; nothing else changes."""
    zone = {Biome.GRASSLAND: [("grassland/sprout", True)], Biome.ROCK: [("rock/bush", True)]}
    state = _zone(new_game(2, 0), zone)
    before = [fertility_of(state, b) for b in Biome if b is not Biome.WILD]
    after = _draft_leaving(state, ["rock/big-growth", "swamp/lake", "wheat/bush"], 1)
    assert after.zone[Biome.SWAMP] == (ZoneCard(cid("swamp/lake"), True),)
    for b in Biome:
        if b not in (Biome.WILD, Biome.SWAMP):
            assert after.zone[b] == state.zone[b]
    assert [fertility_of(after, b) for b in Biome if b is not Biome.WILD] == before
    assert after.discard == state.discard
    check_state(after)


@pytest.mark.parametrize("blank", ["grassland/buds", "rock/big-growth", "snow/sprout"])
def test_r4_5_blank_leftover_is_discarded(blank: str) -> None:
    """R4.5: a leftover card with no top icon goes to the discard pile; the zone is unchanged."""
    state = _zone(new_game(2, 0), {Biome.GRASSLAND: [("grassland/bush", True)]})
    names = ["wheat/lake", blank, "swamp/big-growth"]
    after = _draft_leaving(state, names, 1)
    assert after.discard == state.discard + (cid(blank),)
    assert after.zone == state.zone
    (ev,) = [e for e in after.events if e.kind is EventKind.DISCARDED]
    assert ev.cards == (cid(blank),)
    check_state(after)


def test_r4_6_aridity_on_aridity_flips_only_the_earlier_aridity_card() -> None:
    """R4.6: if the top of the stack is an earlier aridity card, that card is flipped and the
    flowers below it stay visible."""
    zone = {Biome.GRASSLAND: [("grassland/sprout", True), ("grassland/lake", True)]}
    state = _zone(new_game(2, 0), zone)
    assert fertility_of(state, Biome.GRASSLAND) == 2
    after = _draft_leaving(state, ["rock/big-growth", "grassland/big-growth", "wheat/bush"], 1)
    assert after.zone[Biome.GRASSLAND] == (
        ZoneCard(cid("grassland/sprout"), True),
        ZoneCard(cid("grassland/lake"), False),
        ZoneCard(cid("grassland/big-growth"), True),
    )
    assert fertility_of(after, Biome.GRASSLAND) == 2
    check_state(after)


def test_r4_6_two_aridity_leftovers_in_successive_rounds() -> None:
    """R4.5/R4.6 over two rounds: the first aridity flips the flower card; the second flips
    the first aridity card; the flower card stays face down and fertility stays 0."""
    state = _zone(new_game(2, 0), {Biome.SNOW: [("snow/big-growth", True)]})
    assert fertility_of(state, Biome.SNOW) == 1
    state = _draft_leaving(state, ["rock/big-growth", "snow/bush", "wheat/bush"], 1)
    assert state.zone[Biome.SNOW] == (
        ZoneCard(cid("snow/big-growth"), False),
        ZoneCard(cid("snow/bush"), True),
    )
    assert fertility_of(state, Biome.SNOW) == 0
    state = _end_turns(state)
    state = _draft_leaving(state, ["grassland/buds", "wheat/sprout", "snow/buds"], 2)
    assert state.zone[Biome.SNOW] == (
        ZoneCard(cid("snow/big-growth"), False),
        ZoneCard(cid("snow/bush"), False),
        ZoneCard(cid("snow/buds"), True),
    )
    assert fertility_of(state, Biome.SNOW) == 0
    check_state(state)


@pytest.mark.parametrize("wild", ["wild/sprout", "wild/buds"])
def test_r4_7_wild_leftover_is_discarded(wild: str) -> None:
    """R4.7: a Wild card left over shows no top icon and goes to the discard pile."""
    state = _zone(new_game(2, 0), {Biome.GRASSLAND: [("grassland/bush", True)]})
    after = _draft_leaving(state, ["wheat/lake", "grassland/big-growth", wild], 2)
    assert after.discard == state.discard + (cid(wild),)
    assert after.zone == state.zone
    check_state(after)


# -- R8.1 ------------------------------------------------------------------------------
def test_r8_1_round_ends_when_all_players_have_ended_their_turns() -> None:
    """R8.1: the round ends only after every player's turn; then a new draft starts with
    the first player and a fresh market."""
    state = draft_all(new_game(3, 2))
    first = state.first
    for k in range(3):
        assert state.phase is Phase.ACTIONS
        assert state.awaiting == (first + k) % 3
        assert state.round == 0
        state = _end_one_turn(state)
    assert state.phase is Phase.DRAFT
    assert state.round == 1
    assert state.picks == 0
    assert len(state.market) == 4
    assert state.awaiting == state.first


@pytest.mark.parametrize("players", [1, 2, 4])
def test_r8_1_hands_grow_each_round_and_are_discarded_at_season_end(players: int) -> None:
    """R8.1/R9.4: within a season each seat holds one more card per round; at each season's
    end (not Winter's) every seat's cards, the automa's too, go to the discard pile."""
    state = new_game(players, 13)
    seats = max(2, players)
    while not state.is_over:
        k = state.round_in_season
        if state.picks == 0:
            assert all(len(state.hand_of(s)) == k for s in range(seats))
        state = draft_all(state)
        assert all(len(state.hand_of(s)) == k + 1 for s in range(seats))
        before = state
        season = state.season
        state = _end_turns(state)
        if season is Season.WINTER and k == 1:
            assert state.is_over
            assert all(len(state.hand_of(s)) == 2 for s in range(seats))
            assert [p.hand for p in state.players] == [p.hand for p in before.players]
            assert state.automa == before.automa
        elif k + 1 == len([s for s in SPRING_TO_WINTER if s is season]):
            hands = [c for s in range(seats) for c in before.hand_of(s)]
            assert len(hands) == seats * (k + 1)
            discarded = [c for e in state.events if e.kind is EventKind.DISCARDED for c in e.cards]
            assert sorted(discarded) == sorted(hands)
            assert all(p.hand == () for p in state.players)
            if players == 1:  # the automa, if first, has already drafted in the new season
                assert len(state.automa) == (1 if state.first == 1 else 0)
            assert set(hands) <= set(state.discard) | set(state.deck) | set(state.market)
            assert not set(hands) & set(state.automa)
        else:
            assert not [e for e in state.events if e.kind is EventKind.SEASON_ENDED]
            for s in range(seats):
                assert state.hand_of(s)[: k + 1] == before.hand_of(s)
        if not state.is_over:
            check_state(state)


# -- R11.1 -----------------------------------------------------------------------------
def test_r11_1_solo_automa_drafts_automatically_after_the_player() -> None:
    """R11.1: solo, the market has 3 cards; after the player's pick the automa takes its card
    by itself (seat P2); the automa has no planet, and only the player has VP."""
    seed = _solo_seed(first=0)
    state = new_game(1, seed)
    assert len(state.market) == 3
    assert state.awaiting == 0
    assert state.automa == ()
    assert len(state.players) == 1
    assert len(state.scores) == 1
    with pytest.raises(IllegalCommand):
        apply(state, Command.parse(f"P2 take {card(state.market[0]).name}"))
    state = play(state, f"P1 take {card(state.market[0]).name}")
    took = [e for e in state.events if e.kind is EventKind.TOOK]
    assert [e.seat for e in took] == [0, 1]
    assert state.automa == (took[1].card,)
    assert state.phase is Phase.ACTIONS
    assert state.market == ()
    assert len(state.scores) == 1


def test_r11_1_solo_automa_first_picks_before_the_player() -> None:
    """R11.1: when the automa is first it has already taken its card when the draft awaits
    the player, and the marker is on the leftmost card left."""
    seed = _solo_seed(first=1)
    state = new_game(1, seed)
    (dealt,) = [e for e in state.events if e.kind is EventKind.DEALT]
    assert len(dealt.cards) == 3
    assert len(state.automa) == 1
    assert state.automa[0] in dealt.cards
    assert state.market == tuple(c for c in dealt.cards if c != state.automa[0])
    assert state.marker == state.market[0]
    assert state.awaiting == 0
    assert state.scores == (1,)


def test_r11_1_automa_taking_marked_card_becomes_first() -> None:
    """R11.1/R11.2/R4.4 through apply: the player takes a blank card, the marker goes on the leftmost card left, the automa (most flowers) takes that
    marked card, so the automa is first next round; the flower leftover goes to its stack."""
    state = _zone(new_game(1, _solo_seed(first=0)), {})
    state = _market(state, ["grassland/sprout", "rock/sprout", "wheat/bush"])
    state = play(state, "P1 take wheat/bush")
    assert state.marker == cid("grassland/sprout")
    assert state.automa == (cid("grassland/sprout"),)
    assert state.zone[Biome.ROCK] == (ZoneCard(cid("rock/sprout"), True),)
    assert state.phase is Phase.ACTIONS
    state = _end_turns(state)
    assert state.first == 1
    # the automa, now first, has already drafted in the new round
    assert len(state.automa) == 2
    assert state.awaiting == 0
    assert len(state.market) == 2
    assert state.marker == state.market[0]


def test_r11_1_automa_not_taking_marked_card_player_stays_first() -> None:
    """R11.1/R4.4: the automa takes the Wild, not the marked card: the player stays first."""
    state = _zone(new_game(1, _solo_seed(first=0)), {})
    state = _market(state, ["grassland/buds", "rock/big-growth", "wild/lake"])
    state = play(state, "P1 take rock/big-growth")
    assert state.marker == cid("grassland/buds")
    assert state.automa == (cid("wild/lake"),)
    assert state.discard[-1] == cid("grassland/buds")
    state = _end_turns(state)
    assert state.first == 0
    assert state.awaiting == 0
    assert len(state.market) == 3
    assert len(state.automa) == 1


def test_r11_1_player_taking_marked_card_after_automa_becomes_first() -> None:
    """R11.1/R4.4: the automa first; the player takes the marked card and is first next round;
    otherwise the automa stays first."""
    for take_marked in (True, False):
        state = new_game(1, _solo_seed(first=1))
        marked = state.marker
        pick = marked if take_marked else state.market[1]
        state = play(state, f"P1 take {card(pick).name}")
        state = _end_turns(state)
        assert state.first == (0 if take_marked else 1)
        assert state.awaiting == 0
        assert len(state.automa) == (1 if take_marked else 2)


def test_r11_1_automa_scores_nothing_over_a_whole_game() -> None:
    """R11.1: across a whole solo game the automa drafts every round and never has VP."""
    state = new_game(1, 21)
    drafted = 0
    while not state.is_over:
        state = draft_all(state)
        drafted += 1
        assert len(state.automa) == state.round_in_season + 1
        assert len(state.players) == 1
        state = _end_turns(state)
    assert drafted == 14
    assert len(state.scores) == 1
    assert len(state.automa) == 2  # Winter's cards are not discarded


# -- R11.2 -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("market", "zone", "expected"),
    [
        # 1. a Wild card beats everything, wherever it lies
        (["grassland/sprout", "snow/small-growth", "wild/bush"], {}, "wild/bush"),
        (["grassland/big-growth", "wild/buds", "rock/bush"], {}, "wild/buds"),
        # ... leftmost of two Wilds
        (["grassland/sprout", "wild/lake", "wild/sprout"], {}, "wild/lake"),
        # 2. else most flowers: 2 beats 1, aridity and blank
        (["grassland/small-growth", "grassland/big-growth", "wheat/lake"], {}, "wheat/lake"),
        (["grassland/buds", "grassland/lake", "rock/sprout"], {}, "rock/sprout"),
        # ... leftmost of equal flowers
        (["grassland/small-growth", "rock/bush", "snow/small-growth"], {}, "rock/bush"),
        (["snow/big-growth", "rock/lake", "swamp/bush"], {}, "snow/big-growth"),
        # 3. else the aridity card of the biome with the lowest fertility
        (
            ["grassland/big-growth", "snow/bush", "wheat/sprout"],
            {
                Biome.GRASSLAND: [("grassland/sprout", True)],
                Biome.SNOW: [("snow/big-growth", True)],
                Biome.WHEAT: [("wheat/lake", False)],  # face down: counts 0
            },
            "wheat/sprout",
        ),
        (
            ["swamp/lake", "grassland/lake", "rock/buds"],
            {
                Biome.SWAMP: [("swamp/bush", True)],
                Biome.GRASSLAND: [("grassland/bush", True), ("grassland/sprout", True)],
                Biome.ROCK: [("rock/bush", True)],
            },
            "swamp/lake",
        ),
        # ... aridity beats blank; leftmost among equally fertile biomes
        (["grassland/buds", "swamp/sprout", "flowers/small-growth"], {}, "swamp/sprout"),
        (
            ["rock/small-growth", "snow/buds", "grassland/lake"],
            {Biome.GRASSLAND: [("grassland/small-growth", True)]},
            "rock/small-growth",
        ),
        # ruling: only blank cards -> the leftmost
        (["rock/big-growth", "grassland/buds", "snow/sprout"], {}, "rock/big-growth"),
        (["swamp/small-growth", "wheat/bush", "flowers/lake"], {}, "swamp/small-growth"),
    ],
)
def test_r11_2_automa_priority(
    market: list[str], zone: dict[Biome, list[tuple[str, bool]]], expected: str
) -> None:
    """R11.2: Wild; else most flowers; else aridity of the least fertile biome; leftmost
    among equals; ruling: only blank cards -> leftmost."""
    state = _zone(new_game(1, _solo_seed(first=0)), zone)
    state = _market(state, market)
    assert automa_choice(state) == cid(expected)


def test_r11_2_automa_takes_lowest_fertility_aridity_through_apply() -> None:
    """R11.2 through apply: after the player's pick, the automa takes the aridity card of the
    least fertile biome among those left; the other aridity card is cleaned up (R4.5)."""
    zone = {Biome.ROCK: [("rock/bush", True)], Biome.SNOW: [("snow/lake", True)]}
    state = _zone(new_game(1, _solo_seed(first=0)), zone)
    # rock fertility 2, flowers 0, snow 1
    state = _market(state, ["rock/small-growth", "flowers/bush", "snow/sprout"])
    state = play(state, "P1 take snow/sprout")
    assert state.automa == (cid("flowers/bush"),)
    assert [(e.seat, e.card) for e in state.events if e.kind is EventKind.TOOK] == [
        (0, cid("snow/sprout")),
        (1, cid("flowers/bush")),
    ]
    # rock/small-growth is left over: aridity flips rock/bush
    assert state.zone[Biome.ROCK] == (
        ZoneCard(cid("rock/bush"), False),
        ZoneCard(cid("rock/small-growth"), True),
    )
    check_state(state)


# -- R11.3 -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("vp", "rank"),
    [
        (0, "Broccoli"),
        (120, "Broccoli"),
        (121, "Bonsai"),
        (135, "Bonsai"),
        (136, "Olive"),
        (150, "Olive"),
        (151, "Holly"),
        (160, "Holly"),
        (161, "Birch"),
        (170, "Birch"),
        (171, "Pine"),
        (180, "Pine"),
        (181, "Oak"),
        (190, "Oak"),
        (191, "Baobab"),
        (200, "Baobab"),
        (201, "Legendary Sequoia"),
        (250, "Legendary Sequoia"),
    ],
)
def test_r11_3_solo_rank_table_boundaries(vp: int, rank: str) -> None:
    """R11.3: the rank table: 0-120 Broccoli ... 191-200 Baobab, over 200 Legendary Sequoia."""
    assert solo_rank(vp) == rank


# -- helpers ---------------------------------------------------------------------------
_BIOMES = ["grassland", "flowers", "wheat", "rock", "swamp", "snow"]
_POWERS = ["sprout", "small-growth", "big-growth", "bush", "lake", "buds"]
_PATTERN = [2, 1, "aridity", 1, "aridity", "blank"]  # DATA.md
_FOUR = ["grassland/buds", "rock/big-growth", "wheat/bush", "snow/sprout"]  # all blank


def _biome_name(c: int) -> str:
    return card(c).name.split("/")[0]


def _biome_index(c: int) -> int:
    name = _biome_name(c)
    return _BIOMES.index(name) if name in _BIOMES else 6


def _flowers(c: int) -> int:
    """Flowers on a card's top icon, from DATA.md's PATTERN (Wild cards are blank)."""
    biome, power = card(c).name.split("/")
    if biome == "wild":
        return 0
    icon = _PATTERN[(_POWERS.index(power) + _BIOMES.index(biome)) % 6]
    return icon if isinstance(icon, int) else 0


def _end_one_turn(state: GameState) -> GameState:
    """The awaited seat chooses action D, applies nothing, and ends its turn."""
    seat = state.awaiting
    assert seat is not None and state.phase is Phase.ACTIONS
    if state.turn.action is None:
        state = play(state, f"P{seat + 1} action D")
    end = Command.parse(f"P{seat + 1} end")
    while end not in legal_commands(state):
        assert f"P{seat + 1} stop" in texts(state)
        state = play(state, f"P{seat + 1} stop")
    return apply(state, end)


def _end_turns(state: GameState) -> GameState:
    """Finish the action phase: every player ends the turn without effects."""
    while state.phase is Phase.ACTIONS:
        state = _end_one_turn(state)
    return state


def _end_turns_but_last(state: GameState) -> GameState:
    """All players but the last of the round end their turns, and the last chooses and
    stops its action, so that only its 'end' is left."""
    while state.acted < len(state.players) - 1:
        state = _end_one_turn(state)
    seat = state.awaiting
    assert seat is not None
    state = play(state, f"P{seat + 1} action D", f"P{seat + 1} stop")
    return state


def _play_game(players: int, seed: int, sun: Sun = Sun.TOP) -> list[GameState]:
    """A whole game, drafting leftmost and acting with no effect; the state at each draft."""
    state = new_game(players, seed, sun=sun)
    drafts = []
    while not state.is_over:
        drafts.append(state)
        state = _end_turns(draft_all(state))
    return [*drafts, state]


def _zone(state: GameState, stacks: dict[Biome, list[tuple[str, bool]]]) -> GameState:
    """Replace the fertility zone: current zone cards go to the bottom of the deck, then each
    named card is moved from the deck (swapped out of the market first if needed)."""
    old = tuple(z.card for stack in state.zone for z in stack)
    state = state._replace(zone=((),) * 6, deck=state.deck + old)
    wanted = [cid(n) for names in stacks.values() for n, _ in names]
    spare = [c for c in state.deck if c not in wanted]
    for c in wanted:
        if c in state.market:
            state = swap_cards(state, c, spare.pop())
        assert c in state.deck, f"{card(c).name} is not free to move to the zone"
    state = state._replace(deck=tuple(c for c in state.deck if c not in wanted))
    zone = [()] * 6
    for biome, names in stacks.items():
        zone[biome] = tuple(ZoneCard(cid(n), up) for n, up in names)
    state = state._replace(zone=tuple(zone))
    check_state(state)
    return state


def _market(state: GameState, names: list[str]) -> GameState:
    """set_market, refusing to pull a card out of the fertility zone or a hand."""
    placed = {z.card for stack in state.zone for z in stack}
    placed |= {c for p in state.players for c in p.hand} | set(state.automa)
    assert not placed & {cid(n) for n in names}
    state = set_market(state, names)
    check_state(state)
    return state


def _draft_leaving(state: GameState, names: list[str], leave: int) -> GameState:
    """Set the market to ``names`` and let every seat take the leftmost card other than
    ``names[leave]``, so that card is the one cleaned up (the returned state's events)."""
    state = _market(state, names)
    keep = cid(names[leave])
    while state.phase is Phase.DRAFT:
        seat = state.awaiting
        pick = next(c for c in state.market if c != keep)
        state = play(state, f"P{seat + 1} take {card(pick).name}")
    assert all(keep not in state.hand_of(s) for s in range(state.seats))
    return state


def _solo_seed(first: int) -> int:
    """The smallest seed whose solo game has this first seat (0 player, 1 automa)."""
    return next(s for s in range(100) if new_game(1, s).first == first)
