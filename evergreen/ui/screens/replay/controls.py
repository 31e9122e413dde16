"""The replay's controls: the row of step buttons under the timeline (each drawn as a
picture over its widget, its words in its tooltip), the speed, Play from here; Export and
Back on the top bar; and which key does what.

A step button names its unit and direction (``Unit``); the keys give the same steps.
"""

from __future__ import annotations

import pygame
import pygame_gui

from evergreen.i18n import N_, _, number
from evergreen.session.replay import Unit
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.text import INK, MUTED

#: The step buttons, left to right: name, unit, forward, tooltip.
STEPS: tuple[tuple[str, Unit, bool, str], ...] = (
    ("season-", Unit.SEASON, False, N_("Back to the start of the season (Shift+Page Up)")),
    ("round-", Unit.ROUND, False, N_("Back one round (Page Up or Ctrl+Left)")),
    ("turn-", Unit.DECISION, False, N_("Back one turn or draft pick (Shift+Left)")),
    ("step-", Unit.STEP, False, N_("Back one step (Left)")),
    ("step+", Unit.STEP, True, N_("Forward one step (Right)")),
    ("turn+", Unit.DECISION, True, N_("Forward one turn or draft pick (Shift+Right)")),
    ("round+", Unit.ROUND, True, N_("Forward one round (Page Down or Ctrl+Right)")),
    ("season+", Unit.SEASON, True, N_("Forward to the next season (Shift+Page Down)")),
)
#: The row under the timeline (design y, h), a step button's width and the gap.
ROW_Y, ROW_H = 748, 44
STEP_W, GAP = 44, 4
#: Play/pause stands between the backward and forward steps.
PLAY_W = 56
#: The speed button and Play from here, after the steps.
SPEED_W = 64
#: Playback speeds: steps per second at each (the speed button goes round them).
SPEEDS = (1.0, 2.0, 4.0, 8.0)
#: The top bar's buttons (design x, y, w, h): Export where the game has Hint, Back its Menu.
EXPORT = (1020, 8, 152, 32)
BACK = (1180, 8, 88, 32)
#: "Review this game" on the top bar, left of Export.
REVIEW = (836, 8, 176, 32)
#: The gap between the status line's end and the first button of the top bar (design).
BAR_GAP = 8


def caption_end(puzzle: bool) -> float:
    """Where the replay's status line ends (design x): before "Review this game", or, in a
    puzzle (Back alone on the bar), before Back (it ran under "Review this game")."""
    return (BACK[0] if puzzle else REVIEW[0]) - BAR_GAP


def step_rects(lay: Layout) -> dict[str, pygame.Rect]:
    """Where each button of the row stands: the steps back, play, the steps forward, the
    speed and Play from here (to the strip's right end)."""
    rects: dict[str, pygame.Rect] = {}
    x = 20.0
    for k, (name, _unit, _fwd, _tip) in enumerate(STEPS):
        if k == 4:
            rects["play"] = lay.rect(x, ROW_Y, PLAY_W, ROW_H)
            x += PLAY_W + GAP
        rects[name] = lay.rect(x, ROW_Y, STEP_W, ROW_H)
        x += STEP_W + GAP
    x += 6
    rects["speed"] = lay.rect(x, ROW_Y, SPEED_W, ROW_H)
    x += SPEED_W + GAP + 6
    rects["branch"] = lay.rect(x, ROW_Y, 700 - x, ROW_H)
    return rects


def speed_label(speed: float) -> str:
    """'2×': steps a second."""
    return f"{number(speed)}×"


def key_step(event: pygame.event.Event) -> tuple[Unit, bool] | None:
    """The step a key gives: Left/Right a step, with Shift a turn, with Ctrl a round, with
    both a season; Page Up/Down a round, with Shift a season."""
    forward = {pygame.K_RIGHT: True, pygame.K_LEFT: False}.get(event.key)
    shift = bool(event.mod & pygame.KMOD_SHIFT)
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    if forward is not None:
        if ctrl:
            return (Unit.SEASON if shift else Unit.ROUND), forward
        return (Unit.DECISION if shift else Unit.STEP), forward
    page = {pygame.K_PAGEDOWN: True, pygame.K_PAGEUP: False}.get(event.key)
    if page is not None:
        return (Unit.SEASON if shift else Unit.ROUND), page
    return None


def tip_of(name: str, playing: bool) -> str:
    """A button's tooltip in the player's language."""
    for step, _unit, _fwd, tip in STEPS:
        if step == name:
            return _(tip)
    if name == "play":
        return _("Pause (Space)") if playing else _("Play the game on from here (Space)")
    return ""


def draw_icon(
    surface: pygame.Surface, lay: Layout, name: str, button: pygame_gui.elements.UIButton
) -> None:
    """The picture of a step or play button over its widget: one triangle a step, a bar
    after it a turn, two a round, two and a bar a season; play a triangle, pause two bars."""
    colour = INK if button.is_enabled else MUTED
    cx, cy = button.rect.center
    h = lay.px(7)
    if name in ("play", "pause"):
        if name == "pause":
            for dx in (-lay.px(5), lay.px(5)):
                pygame.draw.rect(surface, colour, (cx + dx - lay.px(2), cy - h, lay.px(5), 2 * h))
        else:
            w = lay.px(12)
            points = [(cx - w // 2, cy - h - 2), (cx - w // 2, cy + h + 2), (cx + w // 2 + 2, cy)]
            pygame.draw.polygon(surface, colour, points)
        return
    forward = name.endswith("+")
    kind = name[:-1]
    count = 2 if kind in ("round", "season") else 1
    bar = kind in ("turn", "season")
    w = lay.px(9)
    total = count * w + (lay.px(4) if bar else 0)
    left = cx - total // 2
    shapes = [("tri", k) for k in range(count)]
    shapes = (shapes + [("bar", count)]) if forward and bar else shapes
    if bar and not forward:
        shapes = [("bar", 0), *[("tri", k) for k in range(count)]]
    x = left
    for shape, _k in shapes:
        if shape == "bar":
            pygame.draw.rect(surface, colour, (x, cy - h, lay.px(3), 2 * h))
            x += lay.px(4)
            continue
        if forward:
            points = [(x, cy - h), (x, cy + h), (x + w, cy)]
        else:
            points = [(x + w, cy - h), (x + w, cy + h), (x, cy)]
        pygame.draw.polygon(surface, colour, points)
        x += w
