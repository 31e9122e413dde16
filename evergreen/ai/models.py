"""Which learned evaluation a bot judges by: the first one, the second one, or a file.

``"v1"`` is the first model (``learned``, ``data/hard_value.json``), which the previous Hard
bot, the rating list's anchor, judges by; ``"value"`` is a model of the second evaluation
(``evergreen.ai.value``) shipped as ``data/value.json``; any other name is the path of a
``value.json`` (to gauge a newly trained model in a tournament); ``"value-solo"`` is the
shipped model in solo games and the first model at a table. ``DEFAULT`` is what the Hard
and Expert bots judge by: ``"value-solo"``, since the fourth try's fit (x-pi2) measured
stronger solo on fresh deals; no fit has measured stronger at a table (docs/BOTS.md, "Play
strength"). A model that cannot be used
falls back, with a logged warning, to the first model and then to the hand-made evaluation:
the bots always play.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

from evergreen.rules import GameState

from .evaluate import Judge
from .learned import default_path as first_path
from .learned import hard_weights
from .value import ValueModel2, default_path

log = logging.getLogger(__name__)

#: The shipped model's name, and the first model's.
SHIPPED = "value"
FIRST = "v1"
#: Solo games judged by the shipped model, games of 2-4 players by the first one (the
#: shipped model measured stronger solo only; its table weights were never shown stronger).
SOLO_SHIPPED = "value-solo"
#: The model the Hard and Expert bots judge by unless told otherwise.
DEFAULT = SOLO_SHIPPED


def judge_for(state: GameState, model: str = DEFAULT) -> Judge:
    """The evaluation named ``model`` for this game (see the module docstring)."""
    if model == SOLO_SHIPPED:
        model = SHIPPED if state.options.players == 1 else FIRST
    if model == FIRST:
        return hard_weights(state)
    found = shipped_model() if model == SHIPPED else model_file(model)
    if found is not None and found.planet == state.options.planet:
        return found
    return hard_weights(state)


def model_path(model: str = DEFAULT) -> Path:
    """The file the evaluation named ``model`` is read from: the shipped model's, or the
    first model's when the shipped one does not load (what the bots then judge by)."""
    if model == FIRST:
        return first_path()
    if model not in (SHIPPED, SOLO_SHIPPED):
        return Path(model)
    return default_path() if shipped_model() is not None else first_path()


def model_paths(model: str = DEFAULT) -> tuple[Path, ...]:
    """Every file the evaluation named ``model`` judges by, whatever the table: both the
    shipped model's and the first model's for ``"value-solo"`` (a review made by it is stale
    when either changes)."""
    if model == SOLO_SHIPPED:
        return (model_path(SHIPPED), first_path())
    return (model_path(model),)


@cache
def shipped_model() -> ValueModel2 | None:
    """The model shipped with the game, or None (with a logged reason) if it does not load."""
    try:
        return ValueModel2.load(default_path())
    except ValueError as err:
        log.warning("the bots fall back to the first learned evaluation: %s", err)
        return None


@cache
def model_file(path: str) -> ValueModel2:
    """A model file by path (a tournament gauging a trained model); ValueError if unusable."""
    return ValueModel2.load(Path(path))
