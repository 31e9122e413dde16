"""Bots that play through the public rules API only: random, easy, medium, hard and expert.

``make_bot(kind, seed, **settings)`` gives a ``Bot`` of a bot ``SeatKind``: ``choose(state)`` is its next single
command, ``plan(state)`` the awaited seat's whole remaining turn (or its draft pick).
``hint(state)`` is the hard (or expert) bot's plan for the hint button. ``worker.BotWorker`` runs bots in
a child process so a window keeps drawing while they think.
"""

from .base import Bot, PlanningBot
from .bots import HINT_TIME, hint, make_bot
from .easy import EasyBot
from .expert import EXPERT_TIME, ExpertBot
from .greedy import MediumBot
from .hard import HardBot
from .random_bot import RandomBot

__all__ = [
    "EXPERT_TIME",
    "HINT_TIME",
    "Bot",
    "EasyBot",
    "ExpertBot",
    "HardBot",
    "MediumBot",
    "PlanningBot",
    "RandomBot",
    "hint",
    "make_bot",
]
