"""The game screen's buttons in words: their labels and their tooltips (A-D have no label:
``art/action_bar.py`` draws what they do over them)."""

from __future__ import annotations

from evergreen.i18n import N_
from evergreen.ui.kit.layout import Button

#: The buttons' labels.
BUTTON_TEXT = {
    Button.POWER: N_("Power"),
    Button.STOP: N_("Stop"),
    Button.UNDO: N_("Undo"),
    Button.END: N_("End turn"),
    Button.MENU: N_("Menu"),
    Button.HINT: N_("Hint"),
}
BUTTON_TIPS = {
    Button.A: N_("Action A: plant up to 3 Sprouts in the card's biome"),
    Button.B: N_("Action B: grow up to 2 different spaces in the card's biome"),
    Button.C: N_("Action C: plant 1 Sprout and grow 1 other space in the card's biome"),
    Button.D: N_("Action D: plant or grow once, in any biome"),
    Button.POWER: N_("Use the drafted card's power now (before or after the action, not during)"),
    Button.STOP: N_("Apply no more effects of the current action, power or Lake"),
    Button.UNDO: N_("Take back the last step of this turn (Backspace)"),
    Button.END: N_("Confirm the turn (Enter)"),
    Button.MENU: N_("Pause menu (Esc)"),
    Button.HINT: N_("What would the Hard bot do here? Shown on the board, never played (H)"),
}
