"""End of season (R9), end of game (R10) and the solo ranks (R11.3)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .cards import all_cards
from .data_files import game_data
from .enums import PLANET_BIOMES, Biome, Piece, Season, Source, Sun
from .planet import Planet, largest_forest_spaces, light_score
from .state import NONE, Event, EventKind, GameState, PlayerState, ScoreEntry, ZoneCard

_BIG = int(Piece.BIG_TREE)


def fertility(stack: Iterable[ZoneCard]) -> int:
    """Visible flowers on a fertility stack (R10.1)."""
    cards = all_cards()
    return sum(cards[z.card].flowers for z in stack if z.face_up)


def fertility_of(state: GameState, biome: Biome) -> int:
    """Current fertility of a biome (R10.1)."""
    return fertility(state.zone[biome])


def season_scores(
    player: PlayerState, seat: int, sun: Sun, season: Season
) -> tuple[PlayerState, list[Event]]:
    """Light (R9.1) and largest forest (R9.3) for one player; returns the ledger and events."""
    light = light_score(player.planet, sun)
    forest = largest_forest_spaces(player.planet)
    events = [
        Event(EventKind.SHADED, seat, spaces=tuple(sorted(light.shaded))),
        Event(
            EventKind.VP,
            seat,
            value=light.total,
            source=Source.LIGHT,
            detail=int(season),
            spaces=tuple(sorted(light.points)),
        ),
        Event(
            EventKind.VP,
            seat,
            value=len(forest),
            source=Source.FOREST,
            detail=int(season),
            spaces=tuple(sorted(forest)),
        ),
    ]
    ledger = player.ledger + (
        ScoreEntry(Source.LIGHT, light.total, int(season)),
        ScoreEntry(Source.FOREST, len(forest), int(season)),
    )
    return player._replace(ledger=ledger), events


def fertility_scores(
    player: PlayerState, seat: int, zone: tuple[tuple[ZoneCard, ...], ...]
) -> tuple[PlayerState, list[Event]]:
    """Each Big Tree scores its biome's fertility (R10.2); one ledger line per biome."""
    planet: Planet = player.planet
    lay = planet.layout
    entries, events = [], []
    for biome in PLANET_BIOMES:
        trees = tuple(i for i in lay.by_biome[biome] if planet.pieces[i] == _BIG)
        amount = len(trees) * fertility(zone[biome])
        entries.append(ScoreEntry(Source.FERTILITY, amount, int(biome)))
        events.append(
            Event(
                EventKind.VP,
                seat,
                value=amount,
                source=Source.FERTILITY,
                detail=int(biome),
                spaces=trees,
            )
        )
    return player._replace(ledger=player.ledger + tuple(entries)), events


def ranking(state: GameState) -> tuple[int, ...]:
    """Players' seats best first: most VP, ties by the last round's seat order (R10.3)."""
    order = state.acting_order()
    return tuple(sorted(order, key=lambda s: (-state.players[s].vp, order.index(s))))


def winner(state: GameState) -> int | None:
    """The winning seat once the game is over, else None."""
    return ranking(state)[0] if state.is_over else None


def solo_rank(vp: int) -> str:
    """The solo rank for a final score (R11.3)."""
    name = game_data().ranks[0].name
    for rank in game_data().ranks:
        if vp >= rank.min_vp:
            name = rank.name
    return name


class Breakdown(NamedTuple):
    """The R10.4 score breakdown of one player."""

    start: int
    buds: int
    light: tuple[int, ...]  # per season
    forest: tuple[int, ...]  # per season
    fertility: tuple[int, ...]  # per planet biome
    total: int


def breakdown(entries: Iterable[ScoreEntry]) -> Breakdown:
    """Sum VP ledger entries (or VP events turned into entries) into an R10.4 breakdown."""
    start = buds = 0
    light, forest, fert = [0] * 4, [0] * 4, [0] * len(PLANET_BIOMES)
    for e in entries:
        if e.source is Source.START:
            start += e.amount
        elif e.source is Source.BUDS:
            buds += e.amount
        elif e.source is Source.LIGHT:
            light[e.detail] += e.amount
        elif e.source is Source.FOREST:
            forest[e.detail] += e.amount
        else:
            fert[e.detail] += e.amount
    total = start + buds + sum(light) + sum(forest) + sum(fert)
    return Breakdown(start, buds, tuple(light), tuple(forest), tuple(fert), total)


def breakdown_from_events(events: Iterable[Event], seat: int) -> Breakdown:
    """The R10.4 breakdown of one seat rebuilt from a game's event log (all its VP events)."""
    return breakdown(
        ScoreEntry(e.source, e.value, e.detail)
        for e in events
        if e.kind is EventKind.VP and e.seat == seat and e.source is not None
    )


def player_breakdown(state: GameState, seat: int) -> Breakdown:
    """The R10.4 breakdown of a player's VP so far."""
    if not (isinstance(seat, int) and 0 <= seat < len(state.players)):
        raise ValueError(f"no player at seat {seat!r}")
    return breakdown(state.players[seat].ledger)


__all__ = ["NONE", "breakdown", "fertility", "ranking", "solo_rank", "winner"]
