"""Why a decision lost VP, as far as the figures show it: the move played and the better one
played out on a copy of the position, each line's figures at the horizon they count at, and
which of them differ.

A line is the move and, for a pick, the turn the judging bot would play with that card (as
it weighs a pick: each card by its best follow-up turn, ``judge._pick_options``), so both
sides of a pick are judged alike. The figures, by horizon:

- now: the VP the line scores at once (Buds);
- this season's end: the light with the sun where it stands, the largest forest, the trees
  left in shade;
- the next season: the light with the sun one side on (the planet as the line leaves it);
- the game's end: the fertility the Big Trees score with the zone as it stands then;
- later turns: the power levels reached (what the next turns' powers can do), and the cards
  still to come (the market and the deck) whose actions can still act on the planet: a line
  that fills a biome's last space closes that biome's cards to it, one that leaves a card in
  the market keeps it open to the others.

When none of them differs, the loss lies further on than these figures see (the bot's play
of the turns after): ``Explanation.later`` says so, and the better line is what to show.
Nothing here imports the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from evergreen.ai.bots import make_bot
from evergreen.ai.features import turn_after_pick
from evergreen.ai.hard import HardBot
from evergreen.ai.models import judge_for
from evergreen.ai.turns import enumerate_turns
from evergreen.review.judge import BEAM_WIDTH, PER_STAGE, Judgement
from evergreen.rules import (
    PLANET_BIOMES,
    Biome,
    Command,
    GameState,
    Phase,
    Piece,
    RulesError,
    Season,
    Source,
    all_cards,
    apply,
    fertility_of,
    largest_forest,
    light_score,
)
from evergreen.rules.commands import SPACE_VERBS
from evergreen.seats import bot_kind


class Horizon(Enum):
    """When a figure counts."""

    NOW = "now"
    SEASON = "this season"
    NEXT = "next season"
    END = "game end"
    LATER = "later turns"


class Figure(Enum):
    """A figure of a line, each at its horizon (``HORIZON``)."""

    BUDS = "buds"
    LIGHT = "light"
    FOREST = "forest"
    SHADED = "shaded"
    LIGHT_NEXT = "light next season"
    FERTILITY = "fertility"
    LEVELS = "power levels"
    OPEN_CARDS = "cards still open"


HORIZON = {
    Figure.BUDS: Horizon.NOW,
    Figure.LIGHT: Horizon.SEASON,
    Figure.FOREST: Horizon.SEASON,
    Figure.SHADED: Horizon.SEASON,
    Figure.LIGHT_NEXT: Horizon.NEXT,
    Figure.FERTILITY: Horizon.END,
    Figure.LEVELS: Horizon.LATER,
    Figure.OPEN_CARDS: Horizon.LATER,
}
#: Figures where less is better (every other one: more is better).
LOWER_IS_BETTER = frozenset((Figure.SHADED,))


@dataclass(frozen=True)
class Line:
    """A move played out: its commands (a pick: the card, then the turn after it), the
    position its turn is played from (after a pick: the card in hand, ``turn_after_pick``)
    and its figures (None if the rules refuse a step of it)."""

    commands: tuple[Command, ...]
    start: GameState
    figures: dict[Figure, int] | None

    @property
    def spaces(self) -> tuple[int, ...]:
        """The spaces the line acts on, in order (each once)."""
        return tuple(dict.fromkeys(c.space for c in self.commands if c.verb in SPACE_VERBS))


@dataclass(frozen=True)
class Explanation:
    """The move played and the better one, and the figures in which they differ (nearest
    horizon first)."""

    played: Line
    better: Line
    differences: tuple[Figure, ...]

    @property
    def later(self) -> bool:
        """True when no figure differs: the difference lies in later turns."""
        return not self.differences


#: The turn a seat would play after taking a card: (state, seat, card) → commands.
FollowUp = Callable[[GameState, int, int], tuple[Command, ...]]


def explain(
    state: GameState, judgement: Judgement, follow_up: FollowUp | None = None
) -> Explanation:
    """The move played and the better one of ``judgement`` in ``state``, played out, with the
    figures that differ. A pick's lines go on with ``follow_up`` (default: the judging
    bot's best turn with that card, ``best_turn``)."""
    seat = judgement.seat
    turn_of = follow_up or best_turn
    lines = []
    for move in (judgement.taken, judgement.best):
        start, commands = state, tuple(move)
        if judgement.pick and state.phase is Phase.DRAFT:
            card = move[0].card
            start = turn_after_pick(state, seat, card)
            commands = (move[0], *turn_of(state, seat, card))
            played_out = _played(start, commands[1:])
        else:
            played_out = _played(start, commands)
        figures = None if played_out is None else figures_of(state, played_out, seat)
        lines.append(Line(commands, start, figures))
    played, better = lines
    return Explanation(played, better, differing(played, better))


def differing(played: Line, better: Line) -> tuple[Figure, ...]:
    """The figures in which two lines differ, nearest horizon first."""
    if played.figures is None or better.figures is None:
        return ()
    a, b = played.figures, better.figures
    found = [f for f in Figure if f in a and f in b and a[f] != b[f]]
    order = list(Horizon)
    return tuple(sorted(found, key=lambda f: order.index(HORIZON[f])))


def figures_of(before: GameState, after: GameState, seat: int) -> dict[Figure, int]:
    """The figures of ``seat``'s planet and tracks in ``after`` (a line played from
    ``before``): light, shade and forest with the sun where it stood in ``before``."""
    planet = after.players[seat].planet
    light = light_score(planet, before.sun)
    big = int(Piece.BIG_TREE)
    new = after.players[seat].ledger[len(before.players[seat].ledger) :]
    found = {
        Figure.BUDS: sum(e.amount for e in new if e.source is Source.BUDS),
        Figure.LIGHT: light.total,
        Figure.FOREST: largest_forest(planet),
        Figure.SHADED: len(light.shaded),
        Figure.FERTILITY: sum(
            fertility_of(after, biome)
            for biome in PLANET_BIOMES
            for i in planet.layout.by_biome[biome]
            if planet.pieces[i] == big
        ),
        Figure.LEVELS: sum(after.players[seat].levels),
        Figure.OPEN_CARDS: open_cards(after, seat),
    }
    if before.season < Season.WINTER:
        found[Figure.LIGHT_NEXT] = light_score(planet, before.sun.clockwise()).total
    return found


def open_cards(state: GameState, seat: int) -> int:
    """The cards still to come (the market and the deck) whose actions A-C can still act on
    ``seat``'s planet: a wild card, or a biome with an empty space or a Sprout or Small Tree
    (a card's power is open whatever the planet holds, so it is not counted)."""
    planet = state.players[seat].planet
    growing = (int(Piece.EMPTY), int(Piece.SPROUT), int(Piece.SMALL_TREE))
    open_biomes = {
        biome
        for biome in PLANET_BIOMES
        if any(planet.pieces[i] in growing for i in planet.layout.by_biome[biome])
    }
    cards = all_cards()
    return sum(
        1
        for c in (*state.market, *state.deck)
        if cards[c].biome is Biome.WILD or cards[c].biome in open_biomes
    )


def better_of(figure: Figure, played: int, better: int) -> bool:
    """True if the better line's value of ``figure`` is the better one."""
    return better < played if figure in LOWER_IS_BETTER else better > played


def best_turn(state: GameState, seat: int, card: int, engine: str = "hard") -> tuple[Command, ...]:
    """The turn the judging bot finds best for ``seat`` after taking ``card`` (as the judge
    weighs a pick; its beam, not its play-outs): its commands through ``end``."""
    bot = make_bot(bot_kind(engine))
    assert isinstance(bot, HardBot)
    what_if = turn_after_pick(state, seat, card)
    weights = judge_for(what_if, bot.model)
    found = enumerate_turns(what_if, weights.evaluator(what_if, seat), BEAM_WIDTH, PER_STAGE)
    return tuple(found[0].commands) if found else ()


def _played(state: GameState, commands: Sequence[Command]) -> GameState | None:
    after = state
    try:
        for cmd in commands:
            after = apply(after, cmd)
    except RulesError:
        return None
    return after
