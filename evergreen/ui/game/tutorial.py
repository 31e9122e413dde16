"""The guided first game: a fixed-seed solo game where each step shows what to click and why.

Pure logic (no pygame): ``Guide.step(state)`` is the move to highlight and a short note. The
suggestions are the Medium bot's whole turns, so following the highlights alone plays a
sensible game to its end; the notes explain each idea the first time it comes up, during
the first season. Nothing is ever blocked: if the player does something else, the guide
plans again from where the game now stands.
"""

from __future__ import annotations

from typing import NamedTuple

from evergreen.ai import make_bot
from evergreen.i18n import N_, _
from evergreen.rules import Command, GameState, Phase, Verb, all_cards, legal_commands
from evergreen.ui.words.names import power_said

#: The guided game's seed: a deal that shows every kind of move early.
SEED = 2024
PLAYERS = 1
#: Notes explain ideas during these first rounds (Spring); later steps are only highlighted.
GUIDED_ROUNDS = 5

#: The guide's first note, before anything is clicked: what the game is about (light,
#: forests, fertility; four seasons), then the first click. The draft is explained at the
#: next round's.
GOAL_NOTE = N_(
    "The goal: grow a forest in four seasons. Each season's end scores your lit trees and "
    "your largest forest, and the game's end scores fertility. Click the highlighted card."
)
FIRST_NOTES = {
    "take": N_(
        "Each round starts with the draft: take one card. Its biome (top) is where actions "
        "A to C work; its power (bottom) is this turn's bonus. Click the highlighted card."
    ),
    "action": N_(
        "Choose an action: A plants up to 3 Sprouts, B grows up to 2 spaces, C plants 1 and "
        "grows 1, all in the card's biome; D plants or grows once anywhere. Click {action}."
    ),
    "plant": N_("Plant a Sprout on the highlighted space: Sprouts grow into trees later."),
    "grow": N_(
        "Grow the highlighted piece: a Sprout becomes a Small Tree, a Small Tree a Big Tree. "
        "Trees score light at the end of each season."
    ),
    "power": N_(
        "Use the card's power ({power}) before or after the action: its track goes up one "
        "level and the power acts that many times."
    ),
    "bush": N_(
        "Place a Bush: it joins forests but casts no shadow. Bushes come from a supply of 20 "
        "shared by all players (the number beside the Bush track)."
    ),
    "lake": N_(
        "Place a Lake, then grow up to 2 spaces next to it. Lakes come from a supply of 20 "
        "shared by all players (the number beside the Lake track)."
    ),
    "stop": N_("Nothing more worth doing in this step: Stop."),
    "end": N_(
        "Confirm your turn with End turn. Until then, Undo takes back any step. "
        "At the end of the season, lit trees and your largest forest score."
    ),
}
AGAIN_NOTES = {
    "take": N_("Take the highlighted card."),
    "action": N_("Choose action {action}."),
    "plant": N_("Plant on the highlighted space."),
    "grow": N_("Grow the highlighted piece."),
    "power": N_("Use the {power} power."),
    "bush": N_("Place the Bush on the highlighted space."),
    "lake": N_("Place the Lake on the highlighted space."),
    "stop": N_("Stop here."),
    "end": N_("End the turn."),
}


class Step(NamedTuple):
    """What the guide points at: a legal command, and why (empty after the first season)."""

    command: Command
    note: str


class Guide:
    """Suggests the guided player's moves and remembers which ideas it has explained."""

    def __init__(self, seat: int = 0) -> None:
        self.seat = seat
        self.explained: set[str] = set()
        self._plan: list[Command] = []
        self._for: GameState | None = None
        self._step: Step | None = None

    def step(self, state: GameState) -> Step | None:
        """The suggestion for ``state`` (None when it is not the guided player's move)."""
        if state.is_over or state.awaiting != self.seat:
            return None
        if self._for is state:
            return self._step
        cmd = self._next(state)
        self._for, self._step = state, Step(cmd, self._note(state, cmd))
        return self._step

    def _next(self, state: GameState) -> Command:
        if self._plan and self._for is not None and self._plan[0] in _legal(state):
            return self._plan.pop(0)
        self._plan = make_bot("medium", SEED).plan(state)
        return self._plan.pop(0)

    def _note(self, state: GameState, cmd: Command) -> str:
        if state.round >= GUIDED_ROUNDS:
            return ""
        key = cmd.verb.value
        if key not in FIRST_NOTES:
            return ""
        if "goal" not in self.explained:  # the goal first: it opened on 'Click the card'
            self.explained.add("goal")
            return _(GOAL_NOTE)
        first = key not in self.explained
        self.explained.add(key)
        text = _(FIRST_NOTES[key] if first else AGAIN_NOTES[key])
        hand = state.players[self.seat].hand
        power = (
            power_said(all_cards()[hand[-1]].power) if hand and state.phase is Phase.ACTIONS else ""
        )
        action = cmd.action.name if cmd.verb is Verb.ACTION else ""
        return text.format(action=action, power=power)


def _legal(state: GameState) -> list[Command]:
    return list(legal_commands(state))
