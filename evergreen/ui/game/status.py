"""The game screen's status line: a hint, a thinking bot, a refusal or note, the keyboard's
choice, or (when empty) what the one awaited is expected to do."""

from __future__ import annotations

import pygame

from evergreen.i18n import _
from evergreen.ui.game import hud
from evergreen.ui.game.view import GameView
from evergreen.ui.words.hints import hint_text
from evergreen.ui.words.names import bot_name
from evergreen.ui.words.prompts import seat_label

#: Seconds per step of a thinking bot's dots.
THINKING_STEP = 0.4


def status_line(scene: GameView) -> tuple[str, int | None]:
    """The status line's text and the seat it is about, if it names one ('' for the prompt
    of the one awaited)."""
    match = scene.match
    state = match.state
    hint = match.hint()
    if hint is not None:
        return hint_text(hint, state), None
    kind, seat = match.awaiting_kind, state.awaiting
    if kind is not None and kind.is_bot and seat is not None and match.bot_thinking:
        dots = "…"
        if not scene.app.reduce_motion:
            dots = "." * (1 + int(pygame.time.get_ticks() / 1000 / THINKING_STEP) % 3)
        thinking = _("{who} ({bot}) is thinking{dots}").format(
            who=seat_label(match, seat), bot=bot_name(kind), dots=dots
        )
        return thinking, seat
    look = scene.look
    if look.asked_hint and not match.bot_thinking:
        return "", None
    if not look.message and look.focus is not None and look.focus in match.legal():
        return hud.focus_text(look.focus), None
    return look.message, look.message_seat
