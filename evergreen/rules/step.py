"""The automatic steps of the game flow (see ``flow``)."""

from __future__ import annotations

from enum import Enum, auto


class Step(Enum):
    """Automatic steps between inputs."""

    DEAL = auto()
    AUTOMA = auto()
    CLEANUP = auto()
    END_ROUND = auto()
    END_SEASON = auto()
    NEXT_ROUND = auto()
    END_GAME = auto()
