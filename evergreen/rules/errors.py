"""The rules engine's error types: all are ValueError subclasses.

This module imports nothing of the package, so every module may import it. The one error
that carries a rules value, ``IllegalCommand`` (with its ``Refusal``), lives beside that
value in ``refusal``.
"""

from __future__ import annotations


class RulesError(ValueError):
    """Base class of every error the rules engine raises on bad input."""


class CommandSyntaxError(RulesError):
    """Command text that does not parse."""


class PlanetTextError(RulesError):
    """Planet text notation that is malformed or disagrees with the layout."""


class StateError(RulesError):
    """A serialized game state that is malformed or inconsistent."""


class DataError(RulesError):
    """A component data file that is missing, malformed or inconsistent."""
