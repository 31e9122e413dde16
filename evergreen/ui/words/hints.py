"""The hint in the game's words, with its reason: each step as a player would say it ("take
Snow / Bush", "action B: grow up to 2 different spaces", "plant Sprouts at 1, 2, 3") and
what the turn gains if the season ended now ("+3 light this season, largest forest from 4 to 6"),
worked out by playing the suggested steps on a copy of the state through the rules.

The numbers are the ones drawn on the board's spaces (``hint_labels``), in the order played.
"""

from __future__ import annotations

from evergreen.i18n import _, ngettext
from evergreen.rules import (
    Command,
    GameState,
    Piece,
    Verb,
    all_cards,
    apply,
    largest_forest,
    light_score,
)
from evergreen.rules.commands import SPACE_VERBS
from evergreen.rules.errors import RulesError
from evergreen.ui.words.names import card_name, power_said
from evergreen.ui.words.prompts import ACTION_TEXT


def numbered(plan: list[Command]) -> list[tuple[Command, int]]:
    """Each command of a plan with the number of space steps so far (its own included): the
    numbers the board draws and the status line says."""
    out, number = [], 0
    for cmd in plan:
        number += cmd.verb in SPACE_VERBS
        out.append((cmd, number))
    return out


def hint_labels(plan: list[Command]) -> dict[int, str]:
    """Each space the plan touches and its step numbers, in the order drawn and said: a
    Sprout planted then grown on one space reads "3,4", so no number hides another."""
    steps: dict[int, list[str]] = {}
    for cmd, number in numbered(plan):
        if cmd.verb in SPACE_VERBS:
            steps.setdefault(cmd.space, []).append(str(number))
    return {space: ",".join(numbers) for space, numbers in steps.items()}


def step_words(state: GameState, cmd: Command, numbers: list[int]) -> str:
    """One step of the hint in the game's words (``state``: before it); a run of plants,
    growths, Bushes or Lakes is one step with the numbers of its spaces."""
    at = ", ".join(str(n) for n in numbers)
    if cmd.verb is Verb.TAKE:
        return _("take {card}").format(card=card_name(cmd.card))
    if cmd.verb is Verb.ACTION:
        action = cmd.action
        return _("action {action}: {what}").format(action=action.name, what=_(ACTION_TEXT[action]))
    hand = state.players[cmd.seat].hand if 0 <= cmd.seat < len(state.players) else ()
    if cmd.verb is Verb.POWER and hand:
        card = all_cards()[hand[-1]]
        return _("use the {power} power").format(power=power_said(card.power))
    words = {
        Verb.PLANT: _("plant Sprouts at {at}"),
        Verb.GROW: _("grow at {at}"),
        Verb.BUSH: _("place a Bush at {at}"),
        Verb.LAKE: _("place a Lake at {at}"),
        Verb.POWER: _("use the power"),
        Verb.STOP: _("stop"),
        Verb.END: _("end the turn"),
    }
    if cmd.verb is Verb.PLANT and len(numbers) == 1:
        return _("plant a Sprout at {at}").format(at=at)
    return words[cmd.verb].format(at=at)


def gains(state: GameState, after: GameState, seat: int) -> str:
    """What the turn gains on ``seat``'s planet, if the season ended with the sun where it
    is: points scored now (Buds), light, the largest forest, and new Sprouts to grow ('' if
    none of these changes)."""
    sun = state.sun
    before, now = state.players[seat].planet, after.players[seat].planet
    parts = []
    scored = after.players[seat].vp - state.players[seat].vp
    if scored:
        parts.append(_("{n:+d} VP now").format(n=scored))
    light = light_score(now, sun).total - light_score(before, sun).total
    if light:
        parts.append(_("{n:+d} light this season").format(n=light))
    forest_was, forest_now = largest_forest(before), largest_forest(now)
    if forest_now != forest_was:
        parts.append(_("largest forest from {was} to {now}").format(was=forest_was, now=forest_now))
    sprouts = now.pieces.count(Piece.SPROUT) - before.pieces.count(Piece.SPROUT)
    if sprouts > 0 and not parts:
        parts.append(ngettext("{n} new Sprout", "{n} new Sprouts", sprouts).format(n=sprouts))
    return ", ".join(parts)


def runs(plan: list[Command]) -> list[tuple[Command, list[int], list[Command]]]:
    """The plan's steps, each with its spaces' numbers: a run of the same space verb is one
    step (its first command, the numbers, every command of the run)."""
    out: list[tuple[Command, list[int], list[Command]]] = []
    for cmd, number in numbered(plan):
        last = out[-1] if out else None
        if last is not None and cmd.verb in SPACE_VERBS and last[0].verb is cmd.verb:
            last[1].append(number)
            last[2].append(cmd)
        else:
            out.append((cmd, [number] if cmd.verb in SPACE_VERBS else [], [cmd]))
    return out


def hint_text(plan: list[Command], state: GameState) -> str:
    """The plan in words for the status line, with what it gains (worked out by playing it
    on a copy; a plan the rules refuse somewhere is said without its gains)."""
    if not plan:
        return _("Hint: no suggestion this time.")
    steps, now, legal = [], state, True
    for first, numbers, commands in runs(plan):
        steps.append(step_words(now, first, numbers))
        for cmd in commands:
            if legal:
                try:
                    now = apply(now, cmd)
                except RulesError:
                    legal = False
    # TRANSLATORS: joins the steps of a hint: "take Snow / Bush › action B: … › …"
    joiner = _(" › ")
    why = gains(state, now, plan[0].seat) if legal else ""
    if why:
        # TRANSLATORS: a hint: its steps, then what they gain ("+2 light this season").
        return _("Hint: {steps} — {why}.").format(steps=joiner.join(steps), why=why)
    return _("Hint: {steps}.").format(steps=joiner.join(steps))
