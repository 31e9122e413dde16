"""The finished game in words: who won and why (R10.3), the solo rank (R11.3), and the
rows of the R10.4 breakdown table (the results screen and the terminal game)."""

from __future__ import annotations

from evergreen.i18n import _
from evergreen.rules import (
    PLANET_BIOMES,
    GameState,
    Season,
    player_breakdown,
    ranking,
    solo_rank,
)
from evergreen.ui.words.names import (
    Seated,
    biome_name,
    rank_name,
    season_name,
    seat_label,
)


def result_rows(state: GameState) -> list[tuple[str, list[int]]]:
    """(label, one value per player) rows of the breakdown table."""
    bds = [player_breakdown(state, s) for s in range(len(state.players))]
    rows = [
        (_("Start"), [b.start for b in bds]),
        (_("Buds"), [b.buds for b in bds]),
    ]
    for season in Season:
        what = {"season": season_name(season)}
        rows.append((_("Light, {season}").format(**what), [b.light[season] for b in bds]))
        rows.append((_("Forest, {season}").format(**what), [b.forest[season] for b in bds]))
    for k, biome in enumerate(PLANET_BIOMES):
        label = _("Fertility, {biome}").format(biome=biome_name(biome))
        rows.append((label, [b.fertility[k] for b in bds]))
    rows.append((_("Total"), [b.total for b in bds]))
    return rows


def verdict(state: GameState, seating: Seated) -> str:
    """Who won, and why if there was a tie (R10.3); the rank in a solo game (R11.3)."""
    scores = state.scores
    if state.options.players == 1:
        return _("You scored {points} VP: rank {rank}.").format(
            points=scores[0], rank=rank_name(solo_rank(scores[0]))
        )
    order = ranking(state)
    best = order[0]
    tied = [s for s in order if scores[s] == scores[best]]
    winner = seat_label(seating, best)
    if len(tied) == 1:
        return _("{winner} wins with {points} VP.").format(winner=winner, points=scores[best])
    others = ", ".join(seat_label(seating, s) for s in tied[1:])
    return _(
        "{winner} wins with {points} VP (tied with {others}; {winner} came first in the last"
        " round's order)."
    ).format(winner=winner, points=scores[best], others=others)
