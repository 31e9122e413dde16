"""The Evergreen rules engine: pure, immutable, seeded (R-numbers: docs/RULES.md)."""

from .cards import Card, all_cards, card
from .chance import determinize, hypothetical_turn, unseen_cards
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
    PlanetTextError,
    RulesError,
    StateError,
)
from .planet import LightScore, Planet, forests, largest_forest, largest_forest_spaces, light_score
from .refusal import IllegalCommand, Refusal, Why
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
from .sim import Sim
from .sim_parts import TurnPosition
from .state import (
    UNLIMITED_SUPPLY,
    Event,
    EventKind,
    GameState,
    Options,
    PlayerState,
    ScoreEntry,
    Supply,
    Turn,
    ZoneCard,
)

__all__ = [
    "PLANET_BIOMES",
    "UNLIMITED_SUPPLY",
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
    "Refusal",
    "RulesError",
    "ScoreEntry",
    "Season",
    "Sim",
    "Source",
    "StateError",
    "Sun",
    "Supply",
    "Turn",
    "TurnPosition",
    "Verb",
    "Why",
    "ZoneCard",
    "all_cards",
    "apply",
    "breakdown",
    "breakdown_from_events",
    "card",
    "determinize",
    "fertility_of",
    "forests",
    "hypothetical_turn",
    "largest_forest",
    "largest_forest_spaces",
    "legal_commands",
    "light_score",
    "new_game",
    "player_breakdown",
    "ranking",
    "solo_rank",
    "unseen_cards",
    "why_illegal",
    "winner",
]
