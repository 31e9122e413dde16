"""The Evergreen rules engine: pure, immutable, seeded (see RULES.md for R-numbers)."""

from .cards import Card, all_cards, card
from .commands import Command, Verb
from .engine import LegalCommands, apply, legal_commands, why_illegal
from .enums import (
    PLANET_BIOMES,
    Action,
    Biome,
    Phase,
    Piece,
    Power,
    PowerStage,
    Season,
    Source,
    Sun,
)
from .errors import (
    CommandSyntaxError,
    DataError,
    IllegalCommand,
    PlanetTextError,
    RulesError,
    StateError,
)
from .planet import LightScore, Planet, forests, largest_forest, largest_forest_spaces, light_score
from .scoring import (
    Breakdown,
    breakdown,
    breakdown_from_events,
    fertility_of,
    player_breakdown,
    ranking,
    solo_rank,
    winner,
)
from .setup import new_game
from .state import Event, EventKind, GameState, Options, PlayerState, ScoreEntry, Turn, ZoneCard

__all__ = [
    "PLANET_BIOMES",
    "Action",
    "Biome",
    "Breakdown",
    "Card",
    "Command",
    "CommandSyntaxError",
    "DataError",
    "Event",
    "EventKind",
    "GameState",
    "IllegalCommand",
    "LegalCommands",
    "LightScore",
    "Options",
    "Phase",
    "Piece",
    "Planet",
    "PlanetTextError",
    "PlayerState",
    "Power",
    "PowerStage",
    "RulesError",
    "ScoreEntry",
    "Season",
    "Source",
    "StateError",
    "Sun",
    "Turn",
    "Verb",
    "ZoneCard",
    "all_cards",
    "apply",
    "breakdown",
    "breakdown_from_events",
    "card",
    "fertility_of",
    "forests",
    "largest_forest",
    "largest_forest_spaces",
    "legal_commands",
    "light_score",
    "new_game",
    "player_breakdown",
    "ranking",
    "solo_rank",
    "why_illegal",
    "winner",
]
