"""The review of a game in the player's words: the grades and kinds of decision by name, the
move played and the better one as reports of moves (their spaces by the labels the board
draws: the better line's numbered, the move played's lettered), the figures in which they
differ at their horizon (``review.explain``) and why the better move is better, or that the
difference lies in later turns; and the step a puzzle's try is on.
"""

from __future__ import annotations

from evergreen.i18n import N_, _, number, pgettext
from evergreen.review.analysis import Grade, Kind
from evergreen.review.explain import HORIZON, Explanation, Figure, Horizon, Line, better_of
from evergreen.rules import (
    Command,
    GameState,
    Phase,
    PowerStage,
    RulesError,
    Verb,
    all_cards,
    apply,
)
from evergreen.rules.commands import SPACE_VERBS
from evergreen.ui.words.hints import numbered, runs
from evergreen.ui.words.names import card_name, power_said
from evergreen.ui.words.prompts import action_said

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


# -- why a decision lost: the two lines and their figures (``review.explain``) ---------------

#: A figure and its horizon in words, for the columns and the sentence on why.
FIGURE_NAMES = {
    Figure.BUDS: N_("Buds VP now"),
    Figure.LIGHT: N_("light this season"),
    Figure.FOREST: N_("forest this season"),
    Figure.SHADED: N_("in shade this season"),
    Figure.LIGHT_NEXT: N_("light next season"),
    Figure.FERTILITY: N_("fertility at the end"),
    Figure.LEVELS: N_("power levels"),
    Figure.OPEN_CARDS: N_("cards still playable"),
}
#: The figures shown when none differs: this season's (they read the same on both sides).
SEASON_FIGURES = tuple(f for f in Figure if HORIZON[f] is Horizon.SEASON)


def figure_name(figure: Figure) -> str:
    return _(FIGURE_NAMES[figure])


def line_labels(line: Line, played: bool) -> dict[int, str]:
    """Each space a line acts on and its steps' labels, as the board draws them and the
    words say them: the better line's steps numbered (1, 2, 3, as the hint numbers them),
    the move played's lettered (a, b, c), so the two never read alike."""
    found: dict[int, list[str]] = {}
    for cmd, n in numbered(list(line.commands)):
        if cmd.verb in SPACE_VERBS:
            found.setdefault(cmd.space, []).append(step_label(n, played))
    return {space: ",".join(labels) for space, labels in found.items()}


def step_label(n: int, played: bool) -> str:
    """The label of a line's ``n``-th space step: 'c' for the move played, '3' for the better."""
    return chr(ord("a") + (n - 1) % 26) if played else str(n)


def line_steps(state: GameState, line: Line, played: bool) -> list[str]:
    """A line's steps in words, as a report of moves ('take “Snow / Bush”', 'action A: plant
    up to 3 Sprouts', 'plant Sprouts at a, b'), the spaces by the labels the board shows;
    the last 'end the turn' left out. A pick's turn after the card is said with it."""
    plan = list(line.commands)
    if plan and plan[-1].verb is Verb.END:
        plan = plan[:-1]
    steps, now = [], state
    for first, numbers, commands in runs(plan):
        at = ", ".join(step_label(n, played) for n in numbers)
        steps.append(_step_said(now, first, at, len(numbers)))
        if first.verb is Verb.TAKE:
            now = line.start  # the turn after a pick: played with the card in hand
            continue
        for cmd in commands:
            try:
                now = apply(now, cmd)
            except RulesError:
                break
    return steps


def _step_said(state: GameState, cmd: Command, at: str, count: int) -> str:
    """One step of a line in words (``state``: before it)."""
    verb = cmd.verb
    if verb is Verb.TAKE:
        return pgettext("review", "take {card}").format(card=card_name(cmd.card))
    if verb is Verb.ACTION:
        return pgettext("review", "action {action}: {what}").format(
            action=cmd.action.name, what=action_said(cmd.action)
        )
    if verb is Verb.POWER:
        hand = state.players[cmd.seat].hand if 0 <= cmd.seat < len(state.players) else ()
        if hand:
            power = power_said(all_cards()[hand[-1]].power)
            return pgettext("review", "use the {power} power").format(power=power)
        return pgettext("review", "use the power")
    words = {
        Verb.PLANT: pgettext("review", "plant Sprouts at {at}"),
        Verb.GROW: pgettext("review", "grow at {at}"),
        Verb.BUSH: pgettext("review", "place a Bush at {at}"),
        Verb.LAKE: pgettext("review", "place a Lake at {at}"),
        Verb.STOP: pgettext("review", "stop"),
        Verb.END: pgettext("review", "end the turn"),
    }
    if verb is Verb.PLANT and count == 1:
        return pgettext("review", "plant a Sprout at {at}").format(at=at)
    return words[verb].format(at=at)


def figure_lines(found: Explanation, played: bool) -> list[tuple[str, bool]]:
    """A column's figures: the ones that differ (True: this side is ahead there), or this
    season's when none does (the same on both sides)."""
    line = found.played if played else found.better
    if line.figures is None:
        return []
    shown = found.differences or SEASON_FIGURES
    other = (found.better if played else found.played).figures or {}
    lines = []
    for f in shown:
        value = line.figures.get(f, 0)
        mine, theirs = (value, other.get(f, 0)) if played else (other.get(f, 0), value)
        ahead = f in found.differences and better_of(f, mine, theirs) != played
        # TRANSLATORS: a figure of a move and its value, e.g. "light this season: 4".
        lines.append((_("{figure}: {n}").format(figure=figure_name(f), n=value), ahead))
    return lines


def why_words(state: GameState, found: Explanation) -> str:
    """Why the better move is better, as far as the figures say: where it is ahead (and
    where the move played is), or, when every figure is the same, that the difference lies
    in later turns, with the better line."""
    if found.played.figures is None or found.better.figures is None:
        return ""
    if found.later:
        line = _(" › ").join(line_steps(state, found.better, False))
        return _(
            "Both moves leave the same figures, this season and the next: the difference "
            "lies in later turns, as the bot plays them out. The better line: {line}."
        ).format(line=line)
    a, b = found.played.figures, found.better.figures
    ahead = [f for f in found.differences if better_of(f, a[f], b[f])]
    behind = [f for f in found.differences if f not in ahead]
    # TRANSLATORS: joins figures in a sentence: "light this season, light next season".
    join = _(", ").join
    said = []
    if ahead:
        said.append(
            _("The better move is ahead in {figures}.").format(
                figures=join(figure_name(f) for f in ahead)
            )
        )
    if behind:
        said.append(
            _("The move played is ahead in {figures}, which the bot values less.").format(
                figures=join(figure_name(f) for f in behind)
            )
        )
    if not ahead:
        said.append(_("The better move's gain lies in later turns."))
    return " ".join(said)
