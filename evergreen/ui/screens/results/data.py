"""What the results screen shows, worked out once from the finished game (no drawing).

Every number comes from the rules: the players' ledgers (``ScoreEntry``: the R10.4
breakdown), the Buds VP placed in the season they were scored in by the game's log
(``GameLog``: the rules' events, replayed), and the last (Winter) scoring's lit trees,
shaded trees and largest forest from the rules' own scoring functions. Nothing here
recomputes a rule.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from evergreen.i18n import _, ngettext
from evergreen.rules import (
    PLANET_BIOMES,
    EventKind,
    GameState,
    Planet,
    Season,
    Source,
    largest_forest_spaces,
    light_score,
    player_breakdown,
    ranking,
)
from evergreen.session.match import Match
from evergreen.ui.words.game_log import GameLog
from evergreen.ui.words.names import Seated, Seating, biome_name, season_name, source_name

#: The sources in the chart's order (and the legend's).
SOURCES = (Source.START, Source.BUDS, Source.LIGHT, Source.FOREST, Source.FERTILITY)


class Phase(IntEnum):
    """A row of the chart: when the points were scored (the start before Spring, the
    fertility after Winter)."""

    START = 0
    SPRING = 1
    SUMMER = 2
    AUTUMN = 3
    WINTER = 4
    FERTILITY = 5

    @classmethod
    def of(cls, season: Season) -> Phase:
        """The row of a season."""
        return cls(int(season) + 1)

    @property
    def season(self) -> Season | None:
        """The season of the row (None for the start and the fertility)."""
        return Season(self - 1) if Phase.SPRING <= self <= Phase.WINTER else None


def phase_name(phase: Phase) -> str:
    """'Start', 'Spring'… 'Fertility', in the current language."""
    if phase is Phase.START:
        return _("Start")
    if phase is Phase.FERTILITY:
        return _("Fertility")
    season = phase.season
    assert season is not None
    return season_name(season)


def source_label(source: Source) -> str:
    """A source's name as a legend's label: 'Light' ('Свет')."""
    name = source_name(source)
    return name[:1].upper() + name[1:]


class Row(NamedTuple):
    """One row of a player's chart: the VP of each source in one phase."""

    phase: Phase
    points: dict[Source, int]

    @property
    def total(self) -> int:
        """The row's VP."""
        return sum(self.points.values())


class Marks(NamedTuple):
    """A planet as the last (Winter) scoring saw it: the trees lit (and what each scored),
    the trees in shade and the largest forest."""

    lit: dict[int, int]
    shaded: frozenset[int]
    forest: frozenset[int]

    @property
    def light(self) -> int:
        """The light VP of the Winter scoring."""
        return sum(self.lit.values())


class PlayerResult(NamedTuple):
    """One player's results: place (1 = the winner), rows of the chart, the Winter marks,
    the VP per biome of the fertility."""

    seat: int
    planet: Planet
    place: int
    total: int
    rows: tuple[Row, ...]
    marks: Marks
    fertility: tuple[int, ...]

    def by_source(self) -> dict[Source, int]:
        """The chart's VP per source, summed over the rows."""
        out = dict.fromkeys(SOURCES, 0)
        for row in self.rows:
            for source, points in row.points.items():
                out[source] += points
        return out

    @property
    def chart_total(self) -> int:
        """The chart's VP, all rows."""
        return sum(row.total for row in self.rows)


class Results(NamedTuple):
    """Every player's results, in ranking order (the winner first)."""

    players: tuple[PlayerResult, ...]
    #: The highest VP of any row of any player (the charts share one scale).
    top_row: int

    def of(self, seat: int) -> PlayerResult:
        """The results of a seat."""
        return next(p for p in self.players if p.seat == seat)


def results(state: GameState, match: Match | None = None) -> Results:
    """The results of a finished game (``match``: its log places the Buds VP in their
    seasons; without it they are placed by the order of the ledger)."""
    order = ranking(state)
    buds = buds_by_season(state, match)
    found = []
    for place, seat in enumerate(order, 1):
        b = player_breakdown(state, seat)
        rows = [Row(Phase.START, {Source.START: b.start})]
        for season in Season:
            points = {
                Source.BUDS: buds[seat][season],
                Source.LIGHT: b.light[season],
                Source.FOREST: b.forest[season],
            }
            rows.append(Row(Phase.of(season), points))
        rows.append(Row(Phase.FERTILITY, {Source.FERTILITY: sum(b.fertility)}))
        planet = state.players[seat].planet
        light = light_score(planet, state.sun)  # the sun of the last scoring: Winter's
        marks = Marks(dict(light.points), light.shaded, frozenset(largest_forest_spaces(planet)))
        found.append(PlayerResult(seat, planet, place, b.total, tuple(rows), marks, b.fertility))
    top = max((row.total for p in found for row in p.rows), default=0)
    return Results(tuple(found), max(1, top))


def buds_by_season(state: GameState, match: Match | None) -> list[list[int]]:
    """Per seat, the Buds VP scored in each season: from the game's log (the rules' events,
    each with its round), else (a state alone, or a log that does not add up to the
    ledger) from the ledger's order: a Buds line comes before its season's light line."""
    n = len(state.players)
    logged = [[0] * len(Season) for _ in range(n)]
    if match is not None:
        for entry in GameLog.of(match).entries:
            e = entry.event
            merged = e.kind is EventKind.POWER and entry.vp is not None
            alone = e.kind is EventKind.VP and e.source is Source.BUDS
            if (merged or alone) and 0 <= entry.seat < n:
                logged[entry.seat][entry.season] += entry.vp or 0
    out = []
    for seat in range(n):
        if match is not None and sum(logged[seat]) == player_breakdown(state, seat).buds:
            out.append(logged[seat])
        else:
            out.append(_buds_from_ledger(state, seat))
    return out


def _buds_from_ledger(state: GameState, seat: int) -> list[int]:
    per = [0] * len(Season)
    season = 0
    for entry in state.players[seat].ledger:
        if entry.source is Source.LIGHT:
            season = min(len(Season) - 1, entry.detail + 1)
        elif entry.source is Source.BUDS:
            per[season] += entry.amount
    return per


def segment_tip(
    state: GameState, seating: Seated, result: PlayerResult, row: Row, source: Source
) -> str:
    """The hover text of one segment of a player's chart: its exact VP and the row's."""
    who = Seating.of(seating).name(result.seat)
    head = _("{who} · {phase}: {source} {points} VP").format(
        who=who, phase=phase_name(row.phase), source=source_name(source), points=row.points[source]
    )
    return head + "\n" + row_tip(row, result)


def row_tip(row: Row, result: PlayerResult) -> str:
    """What a row adds up to, part by part."""
    if row.phase is Phase.FERTILITY:
        parts = [
            _("{biome} {points}").format(biome=biome_name(biome), points=v)
            for biome, v in zip(PLANET_BIOMES, result.fertility, strict=True)
            if v
        ]
        if not parts:
            return _("No Big Tree scored fertility.")
        return _("Fertility: {points} VP ({parts})").format(
            points=row.total, parts=", ".join(parts)
        )
    if row.phase is Phase.START:
        return _("Start: {points} VP (a later seat starts with more)").format(points=row.total)
    parts = [
        _("{source} {points}").format(source=source_name(s), points=v)
        for s, v in row.points.items()
        if v
    ]
    if not parts:
        return _("{phase}: no VP").format(phase=phase_name(row.phase))
    return _("{phase} in all: {points} VP ({parts})").format(
        phase=phase_name(row.phase), points=row.total, parts=" + ".join(parts)
    )


def planet_tip(seating: Seated, result: PlayerResult) -> str:
    """The hover text of a player's planet: what the Winter scoring saw on it."""
    marks = result.marks
    lit = ngettext(
        "{n} tree in the light (+{points} VP)",
        "{n} trees in the light (+{points} VP)",
        len(marks.lit),
    ).format(n=len(marks.lit), points=marks.light)
    seats = Seating.of(seating)
    if seats.is_you(result.seat):
        text = _(
            "Your planet at the Winter scoring: {lit}, marked with a sun; the largest forest"
            " (outlined) {forest} VP; shaded trees drawn darker."
        )
    else:
        text = _(
            "{who}'s planet at the Winter scoring: {lit}, marked with a sun; the largest forest"
            " (outlined) {forest} VP; shaded trees drawn darker."
        )
    return text.format(who=seats.name(result.seat), lit=lit, forest=len(marks.forest))
