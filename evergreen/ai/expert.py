"""Expert: the Hard bot's search given more: 2 s a decision, more candidates, play-outs that
look further ahead, judged by the same learned evaluation (see ``ExpertBot``)."""

from __future__ import annotations

from typing import Any

from .hard import HardBot

#: Seconds per decision unless told otherwise.
EXPERT_TIME = 2.0
#: What the Expert does differently from Hard (``HardBot`` settings).
EXPERT_SETTINGS: dict[str, Any] = {
    "candidates": 12,
    "draft_candidates": 4,
}


class ExpertBot(HardBot):
    """The Hard bot's search with ``EXPERT_SETTINGS`` and ``EXPERT_TIME`` a decision."""

    def __init__(self, seed: int = 0, **settings: Any) -> None:
        settings.setdefault("time", EXPERT_TIME)
        for key, value in EXPERT_SETTINGS.items():
            settings.setdefault(key, value)
        super().__init__(seed, **settings)
