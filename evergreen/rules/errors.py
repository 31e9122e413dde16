"""The rules engine's error types: all are ValueError subclasses."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .refusal import Refusal


class RulesError(ValueError):
    """Base class of every error the rules engine raises on bad input."""


class IllegalCommand(RulesError):
    """A command that is not legal in the given state: ``refusal`` says why as a value (its
    kind and parameters), the message says it in English."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal


class CommandSyntaxError(RulesError):
    """Command text that does not parse."""


class PlanetTextError(RulesError):
    """Planet text notation that is malformed or disagrees with the layout."""


class StateError(RulesError):
    """A serialized game state that is malformed or inconsistent."""


class DataError(RulesError):
    """A component data file that is missing, malformed or inconsistent."""
