"""Round and season tables derived from ``data/game.json`` (R3.1)."""

from __future__ import annotations

from .data_files import game_data
from .enums import Season

SEASON_ROUNDS: tuple[int, ...] = tuple(game_data().season_rounds)
TOTAL_ROUNDS = sum(SEASON_ROUNDS)
SEASON_OF_ROUND: tuple[Season, ...] = tuple(
    Season(s) for s, n in enumerate(SEASON_ROUNDS) for _ in range(n)
)
LAST_LEVEL = game_data().track_last_level
BUDS_VP: tuple[int, ...] = tuple(game_data().buds_vp)
START_VP: tuple[int, ...] = tuple(game_data().start_vp)
SETUP_FLOWERS = game_data().setup_flowers
SOLO_MARKET = game_data().solo_market
#: Bushes and Lakes in the box, shared by all players (R1.2).
SUPPLY_BUSHES = game_data().supply.bush
SUPPLY_LAKES = game_data().supply.lake


def first_round_of(season: Season) -> int:
    """0-based index of the season's first round."""
    return sum(SEASON_ROUNDS[:season])


def is_last_round_of_season(round_index: int) -> bool:
    """True if the round ends its season (R8.1)."""
    nxt = round_index + 1
    return nxt == TOTAL_ROUNDS or SEASON_OF_ROUND[nxt] != SEASON_OF_ROUND[round_index]
