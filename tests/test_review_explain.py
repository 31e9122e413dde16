"""Why a decision lost VP (issue 52, point 2): the move played and the better one played out,
their figures at their horizons, the ones that differ named in words; when every figure is
the same, the words say honestly that the difference lies in later turns, and show the
better line."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from evergreen import i18n
from evergreen.review.explain import HORIZON, Figure, Horizon, explain, open_cards
from evergreen.review.judge import Judgement
from evergreen.rules import (
    Action,
    Command,
    GameState,
    Phase,
    Piece,
    Verb,
    all_cards,
    apply,
    legal_commands,
)
from evergreen.session.match import Match
from evergreen.ui.words import review as words


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def first_turn() -> GameState:
    """A solo game at its first turn (the pick made)."""
    state = Match.start(1, 3).state
    while state.phase is not Phase.ACTIONS:
        state = apply(state, next(iter(legal_commands(state))))
    return state


def turn(state: GameState, *steps: Command) -> tuple[Command, ...]:
    """``steps``, then Stop (if the action is not done yet) and End turn, each checked legal."""
    seat = state.awaiting
    assert seat is not None
    plan, now = [], state
    for cmd in steps:
        assert cmd in legal_commands(now), cmd
        plan.append(cmd)
        now = apply(now, cmd)
    for cmd in (Command(seat, Verb.STOP), Command(seat, Verb.END)):
        if cmd in legal_commands(now):
            plan.append(cmd)
            now = apply(now, cmd)
    assert plan[-1].verb is Verb.END
    return tuple(plan)


def plants(state: GameState) -> list[Command]:
    seat = state.awaiting
    assert seat is not None
    chosen = apply(state, Command(seat, Verb.ACTION, int(Action.A)))
    return [c for c in legal_commands(chosen) if c.verb is Verb.PLANT]


def judged(state: GameState, taken: tuple[Command, ...], best: tuple[Command, ...]) -> Judgement:
    seat = state.awaiting
    assert seat is not None
    return Judgement(seat, False, taken, best, 150.0, 156.5, 1)


def test_equal_figures_say_the_difference_lies_in_later_turns_and_show_the_line() -> None:
    """Two turns that each plant one Sprout (no light, no shadow, no forest) leave every
    figure the same: the words say so and give the better line, its space by its number."""
    state = first_turn()
    seat = state.awaiting
    assert seat is not None
    one, other = plants(state)[:2]
    action = Command(seat, Verb.ACTION, int(Action.A))
    found = explain(state, judged(state, turn(state, action, one), turn(state, action, other)))
    assert found.played.figures == found.better.figures and found.later
    said = words.why_words(state, found)
    assert "later turns" in said, said
    assert (
        "The better line: action A: plant up to 3 Sprouts › plant a Sprout at 1 › stop." in said
    ), said
    assert found.better.spaces == (other.space,)
    assert words.line_labels(found.better, played=False) == {other.space: "1"}


def test_differing_figures_are_named_with_their_horizon() -> None:
    """A Sprout grown into a lit Small Tree against no growth at all: the light of this
    season differs, and the words name it, with its horizon, on the better move's side."""
    state = first_turn()
    seat = state.awaiting
    assert seat is not None
    planted = turn(state, Command(seat, Verb.ACTION, int(Action.A)), plants(state)[0])
    after = state
    for cmd in planted:
        after = apply(after, cmd)
    while after.awaiting != seat or after.phase is not Phase.ACTIONS:  # to the next turn
        after = apply(after, next(iter(legal_commands(after))))
    space = planted[1].space
    assert after.players[seat].planet.pieces[space] == Piece.SPROUT
    action = next(
        c for c in legal_commands(after) if c.verb is Verb.ACTION and c.arg == int(Action.D)
    )
    grow = Command(seat, Verb.GROW, space)
    better = turn(after, action, grow)
    nothing = turn(after, action)
    found = explain(after, judged(after, nothing, better))
    assert Figure.LIGHT in found.differences
    assert HORIZON[found.differences[0]] is Horizon.SEASON  # the nearest horizon first
    said = words.why_words(after, found)
    assert "The better move is ahead in light this season" in said, said
    shown = dict(words.figure_lines(found, played=False))
    assert shown.get(f"light this season: {found.better.figures[Figure.LIGHT]}")
    assert "later turns" not in said


def test_a_picks_lines_go_on_with_the_turn_after_each_card() -> None:
    """A pick is judged by each card's best turn after it: both lines say the card, then that
    turn, and are played out from the card in hand."""
    state = Match.start(1, 3).state
    seat = state.awaiting
    assert seat is not None and state.phase is Phase.DRAFT
    first, second = (Command(seat, Verb.TAKE, c) for c in state.market[:2])
    end = (Command(seat, Verb.ACTION, int(Action.A)), Command(seat, Verb.STOP))

    def follow(at: GameState, who: int, card: int) -> tuple[Command, ...]:
        return (*end, Command(who, Verb.END))

    judgement = Judgement(seat, True, (first,), (second,), 150.0, 155.0, 1)
    found = explain(state, judgement, follow)
    assert found.played.commands[0] == first and found.better.commands[0] == second
    assert found.played.figures is not None and found.better.figures is not None
    said = words.line_steps(state, found.better, played=False)
    assert said[0].startswith("take ") and said[1] == "action A: plant up to 3 Sprouts"


def closing_grow() -> tuple[GameState, Command, Command]:
    """A position of a seeded game played by the rules' first legal commands in a shuffled
    order, where one grow turns the last Sprout or Small Tree of a full biome into a tree
    that grows no more (its cards then act nowhere on the planet) and another grow does not."""
    for seed in range(1, 60):
        state, rng = Match.start(1, seed).state, random.Random(seed)
        while state.awaiting is not None:
            legal = sorted(legal_commands(state), key=str)
            seat = state.awaiting
            before = open_cards(state, seat)
            grows = [c for c in legal if c.verb is Verb.GROW]
            closing = [c for c in grows if open_cards(apply(state, c), seat) < before]
            keeping = [c for c in grows if open_cards(apply(state, c), seat) == before]
            if closing and keeping:
                return state, closing[0], keeping[0]
            state = apply(state, rng.choice(legal))
    raise AssertionError("no seeded game grows a biome's last growing piece")


def test_a_move_that_closes_a_biomes_cards_says_so() -> None:
    """Issue 52, point 2: "the cards it keeps open or closes". Growing a full biome's last
    growing piece leaves that biome's cards to come (the market's and the deck's) nothing to
    act on: the line that keeps them open is ahead in "cards still playable", a later-turns
    figure, and the words name it."""
    state, closing, keeping = closing_grow()
    seat = state.awaiting
    assert seat is not None
    found = explain(state, judged(state, turn(state, closing), turn(state, keeping)))
    assert found.played.figures is not None and found.better.figures is not None
    assert Figure.OPEN_CARDS in found.differences
    assert HORIZON[Figure.OPEN_CARDS] is Horizon.LATER
    closed = found.better.figures[Figure.OPEN_CARDS] - found.played.figures[Figure.OPEN_CARDS]
    biome = state.players[seat].planet.layout.biome_of(closing.space)
    coming = [c for c in (*state.market, *state.deck) if all_cards()[c].biome == biome]
    assert closed == len(coming) > 0  # exactly that biome's cards to come, no wild card
    said = words.why_words(state, found)
    assert "cards still playable" in said, said


def test_every_card_is_open_on_an_empty_planet() -> None:
    state = Match.start(2, 3).state
    assert open_cards(state, 0) == open_cards(state, 1) == len(state.market) + len(state.deck)
