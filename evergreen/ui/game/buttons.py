"""The game screen's buttons: their labels and tooltips (A-D have no label:
``art/action_bar.py`` draws what they do over them), the command each stands for, and
which is in play."""

from __future__ import annotations

from evergreen.i18n import N_, _
from evergreen.rules import Action, Command, GameState, PowerStage, Verb
from evergreen.session.match import UndoStop
from evergreen.ui.kit.layout import Button

#: The buttons' labels (A-D have none: ``action_bar`` draws what they do over them).
BUTTON_TEXT = {
    Button.POWER: N_("Power"),
    Button.STOP: N_("Stop"),
    Button.UNDO: N_("Undo"),
    Button.END: N_("End turn"),
    Button.MENU: N_("Menu"),
    Button.HINT: N_("Hint"),
    Button.HOME: N_("Back to your planet"),
}
BUTTON_TIPS = {
    Button.A: N_("Action A: plant up to 3 Sprouts in the card's biome"),
    Button.B: N_("Action B: grow up to 2 different spaces in the card's biome"),
    Button.C: N_("Action C: plant 1 Sprout and grow 1 other space in the card's biome"),
    Button.D: N_("Action D: plant or grow once, in any biome"),
    Button.POWER: N_("Use the drafted card's power now (before or after the action, not during)"),
    Button.STOP: N_("Apply no more effects of the current action, power or Lake"),
    Button.UNDO: N_("Take back the last step of this turn or your card pick (Backspace)"),
    Button.END: N_("Confirm the turn (Enter)"),
    Button.MENU: N_("Pause menu (Esc)"),
    Button.HINT: N_("What would the Hard bot do here? Shown on the board, never played (H)"),
    Button.HOME: N_("Show the planet of the person playing again (Home)"),
}


def command_of(b: Button, seat: int) -> Command | None:
    """The command a button stands for (None for Undo, Menu and Hint)."""
    if b.value in Action.__members__:
        return Command(seat, Verb.ACTION, int(Action[b.value]))
    verb = {Button.POWER: Verb.POWER, Button.STOP: Verb.STOP, Button.END: Verb.END}.get(b)
    return None if verb is None else Command(seat, verb)


def in_play(b: Button, state: GameState) -> bool:
    """True if ``b`` is the action chosen this turn, or Power while the power is in use: its
    button stays pressed in until the turn ends."""
    turn = state.turn
    if b.value in Action.__members__:
        return turn.action is Action[b.value]
    return b is Button.POWER and turn.power is PowerStage.ACTIVE


def undo_refusal(stop: UndoStop) -> str:
    """Why Undo cannot take anything back now, in the player's language (its disabled
    button's tip, and the status line when Backspace is pressed)."""
    if stop is UndoStop.CONFIRMED:
        return _("Nothing to undo: the turn was confirmed.")
    if stop is UndoStop.REVEALED:
        return _("Nothing to undo: new cards have been dealt since.")
    if stop is UndoStop.OTHER_SEAT:
        return _("Nothing to undo: another player has played since.")
    return _("Nothing to undo in this turn.")
