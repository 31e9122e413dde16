"""The review of a game in the player's words: the grades and kinds of decision by name, a
move's outcome on its planet (light, forest, fertility, trees in shade: worked out by playing
it on a copy of the state), and why the better move is better, where a feature says it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from evergreen.i18n import N_, _, number
from evergreen.review.analysis import Grade, Kind
from evergreen.rules import (
    PLANET_BIOMES,
    Command,
    GameState,
    Phase,
    Piece,
    PowerStage,
    RulesError,
    all_cards,
    apply,
    fertility_of,
    largest_forest,
    light_score,
)
from evergreen.ui.words.hints import runs, step_words
from evergreen.ui.words.names import power_said

GRADE_NAMES = {
    Grade.BEST: N_("best"),
    Grade.GOOD: N_("good"),
    Grade.INACCURACY: N_("inaccuracy"),
    Grade.MISTAKE: N_("mistake"),
    Grade.BLUNDER: N_("blunder"),
}
KIND_NAMES = {
    Kind.DRAFT: N_("Drafts"),
    Kind.ACTION: N_("Actions"),
    Kind.PLACEMENTS: N_("Placements"),
    Kind.POWER_TIMING: N_("Power timing"),
}


def grade_name(grade: Grade) -> str:
    return _(GRADE_NAMES[grade])


def kind_name(kind: Kind) -> str:
    return _(KIND_NAMES[kind])


@dataclass(frozen=True)
class Outcome:
    """A planet after a move, if the season ended now: light VP, the largest forest,
    fertility VP (Big Trees by their biome's flowers) and trees left in shade."""

    light: int
    forest: int
    fertility: int
    shaded: int


def outcome(state: GameState, plan: Sequence[Command], seat: int) -> Outcome | None:
    """The outcome of playing ``plan`` in ``state`` for ``seat`` (None if the rules refuse
    a step of it)."""
    after = state
    try:
        for cmd in plan:
            after = apply(after, cmd)
    except RulesError:
        return None
    planet = after.players[seat].planet
    light = light_score(planet, state.sun)
    big = int(Piece.BIG_TREE)
    fertile = sum(
        fertility_of(after, biome)
        for biome in PLANET_BIOMES
        for i in planet.layout.by_biome[biome]
        if planet.pieces[i] == big
    )
    return Outcome(light.total, largest_forest(planet), fertile, len(light.shaded))


def why(played: Outcome | None, better: Outcome | None) -> str:
    """One sentence on why the better move is better, from the first feature that says it
    ('' if none does: the bot sees further than this season)."""
    if played is None or better is None:
        return ""
    if better.light > played.light:
        return _("The better move catches more light this season.")
    if better.forest > played.forest:
        return _("The better move makes a bigger forest.")
    if better.fertility > played.fertility:
        return _("The better move puts Big Trees on the fertile biomes.")
    if better.shaded < played.shaded:
        return _("The better move leaves fewer trees in shade.")
    return ""


def move_words(state: GameState, plan: Sequence[Command]) -> list[str]:
    """A move's steps as the hint says them (the last "end the turn" left out)."""
    return [step_words(state, first, numbers) for first, numbers, _cmds in runs(list(plan))]


def line_words(state: GameState, plan: Sequence[Command]) -> str:
    """A move's steps in one line, as the hint joins them ('take Snow / Bush › action A: …')."""
    # TRANSLATORS: joins the steps of a hint: "take Snow / Bush › action B: … › …"
    return _(" › ").join(move_words(state, plan))


def outcome_lines(found: Outcome | None) -> list[str]:
    """An outcome as short lines, for the side-by-side columns."""
    if found is None:
        return []
    return [
        _("light {n}").format(n=found.light),
        _("forest {n}").format(n=found.forest),
        _("fertility {n}").format(n=found.fertility),
        _("in shade {n}").format(n=found.shaded),
    ]


def loss_words(loss: float, grade: Grade) -> str:
    """'mistake: −4.5 VP'."""
    # TRANSLATORS: a decision's grade and the VP it lost, e.g. "mistake: −4.5 VP".
    return _("{grade}: −{loss} VP").format(grade=grade_name(grade), loss=number(loss, ".1f"))


def progress_words(done: int, total: int) -> str:
    return _("Reviewing decision {done} of {total}…").format(done=done, total=total)


#: The stages of a turn a puzzle counts: the action chosen, the action done, the power (used
#: before or after the action, or left), the turn ended.
TURN_STAGES = 4


def puzzle_step(state: GameState) -> str:
    """The step of a puzzle's decision the player is on, and what to do there ('Step 2 of 4:
    action A, plant up to 3 Sprouts: click a highlighted space, or Stop.'): worked out from
    the try's state, so it is never the step before. Short: one line of the status bar."""
    seat = state.awaiting
    if seat is None:
        return ""
    if state.phase is Phase.DRAFT:
        what = _("take a card from the market.")
        return _("Step {n} of {total}: {what}").format(n=1, total=1, what=what)
    t = state.turn
    done = (t.action is not None) + t.action_done + (t.power is PowerStage.DONE)
    power = power_said(all_cards()[state.players[seat].hand[-1]].power)
    if t.power is PowerStage.ACTIVE:
        if t.lake >= 0:
            what = _("grow next to the new Lake: click a highlighted space, or Stop.")
        else:
            what = _("{power} power: click a highlighted space, or Stop.").format(power=power)
    elif t.action is None:
        if t.power is PowerStage.UNUSED:
            what = _("choose an action A-D, or use the power first.")
        else:
            what = _("choose an action A-D.")
    elif not t.action_done:
        what = _("action {action}: click a highlighted space, or Stop.").format(
            action=t.action.name
        )
    elif t.power is PowerStage.UNUSED:
        what = _("use the {power} power, or End turn.").format(power=power)
    else:
        what = _("End turn, and your try is weighed.")
    step = min(done + 1, TURN_STAGES)
    return _("Step {n} of {total}: {what}").format(n=step, total=TURN_STAGES, what=what)
