"""The rules engine's error types: all are ValueError subclasses."""

from __future__ import annotations


class RulesError(ValueError):
    """Base class of every error the rules engine raises on bad input."""


class IllegalCommand(RulesError):
    """A command that is not legal in the given state; the message is player-readable."""


class CommandSyntaxError(RulesError):
    """Command text that does not parse."""


class PlanetTextError(RulesError):
    """Planet text notation that is malformed or disagrees with the layout."""


class StateError(RulesError):
    """A serialized game state that is malformed or inconsistent."""


class DataError(RulesError):
    """A component data file that is missing, malformed or inconsistent."""
