"""The game scene's overlays: status bar, live preview, floating points, flying cards, banner.

Functions of the layout, the state and the running tweens; nothing here changes state.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from evergreen.rules import (
    Action,
    Command,
    GameState,
    Planet,
    Sun,
    Verb,
    largest_forest_spaces,
    light_score,
)
from evergreen.ui import art
from evergreen.ui.anim import Animator, Tween, pytweening
from evergreen.ui.layout import Layout
from evergreen.ui.prompts import header, prompt
from evergreen.ui.text import ACCENT, INK, LIGHT, MUTED, fit, render

BAR = (62, 107, 72)
HINT = (80, 170, 230)
ERROR = (255, 190, 170)


class Preview(NamedTuple):
    """What a planet would score if the season ended now (R9)."""

    light: int
    forest: frozenset[int]
    shaded: frozenset[int]

    @classmethod
    def of(cls, planet: Planet, sun: Sun) -> Preview:
        """Work the preview out for a planet and the sun's side."""
        light = light_score(planet, sun)
        return cls(light.total, frozenset(largest_forest_spaces(planet)), light.shaded)


def banner(anim: Animator, text: str, seconds: float, factor: float) -> None:
    """Show a large centred message for a moment ('P2's turn', 'End of Spring')."""
    anim.add(Tween("banner", seconds, easing=pytweening.linear, data=text), factor)


def draw_top(
    surface: pygame.Surface, lay: Layout, state: GameState, message: str, error: bool, demo: bool
) -> None:
    """Season and round, then what is expected (or why a click was refused)."""
    pygame.draw.rect(surface, BAR, lay.top_bar)
    surface.blit(render(header(state), lay.px(22), LIGHT, True), lay.rect(16, 13, 0, 0).topleft)
    text = message or prompt(state)
    if demo:
        text = "Demo: bots play on their own. " + prompt(state)
    img = fit(text, lay.px(20), lay.px(800), ERROR if error else LIGHT)
    surface.blit(img, img.get_rect(midleft=lay.rect(270, 24, 0, 0).topleft))


def draw_preview(surface: pygame.Surface, lay: Layout, seat: int, preview: Preview) -> None:
    """'If the season ended now' for the viewed planet, under it."""
    forest = len(preview.forest)
    lines = [
        f"P{seat + 1} if the season ended now:",
        f"light {preview.light} + forest {forest} = {preview.light + forest}",
    ]
    notes = []
    if preview.shaded:
        notes.append(f"{len(preview.shaded)} shaded (dark)")
    if preview.forest:
        notes.append("forest outlined")
    if notes:
        lines.append(", ".join(notes))
    for i, line in enumerate(lines):
        img = render(line, lay.px(16), INK if i else MUTED, i == 1)
        surface.blit(img, lay.rect(30, 680 + i * 18, 0, 0).topleft)


def draw_floaters(surface: pygame.Surface, lay: Layout, anim: Animator) -> None:
    """'+3 light' rising from a player's panel."""
    for key, t in anim.tweens.items():
        if not (isinstance(key, tuple) and key[0] == "vp") or t.value <= 0:
            continue
        seat, value, source = t.data  # type: ignore[misc]
        rect = lay.player_rect(seat)
        img = render(f"+{value} {source}", lay.px(22), ACCENT, True)
        y = rect.y + lay.px(130) - t.value * lay.px(60)
        surface.blit(img, img.get_rect(center=(rect.centerx, round(y))))


def draw_taken(surface: pygame.Surface, lay: Layout, anim: Animator, players: int) -> None:
    """Drafted cards flying from the market to the taker's panel (the automa's off-screen)."""
    for key, t in anim.tweens.items():
        if not (isinstance(key, tuple) and key[0] == "took"):
            continue
        card, start, seat = t.data  # type: ignore[misc]
        if seat < players:
            end = lay.player_rect(seat).center
        else:
            end = (lay.players_panel.right, lay.players_panel.bottom)
        scale = 1 - 0.5 * t.value
        w, h = round(start.width * scale), round(start.height * scale)
        cx = start.centerx + (end[0] - start.centerx) * t.value
        cy = start.centery + (end[1] - start.centery) * t.value
        img = art.card_face(start.width, start.height, card)
        img = pygame.transform.smoothscale(img, (max(1, w), max(1, h)))
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


def draw_banner(surface: pygame.Surface, lay: Layout, anim: Animator) -> None:
    """The centred banner, while its tween runs."""
    t = anim.get("banner")
    if not t:
        return
    img = render(str(t.data), lay.px(48), LIGHT, True)
    box = img.get_rect(center=lay.grid.center).inflate(lay.px(48), lay.px(24))
    pygame.draw.rect(surface, BAR, box, border_radius=lay.px(12))
    pygame.draw.rect(surface, ACCENT, box, lay.px(3), border_radius=lay.px(12))
    surface.blit(img, img.get_rect(center=box.center))


_BUTTON_OF = {Verb.POWER: "power", Verb.STOP: "stop", Verb.END: "end"}


def draw_hint(
    surface: pygame.Surface, lay: Layout, state: GameState, plan: list[Command], seat: int
) -> None:
    """The hard bot's suggestion on the board: the card to take, or the spaces of the turn
    numbered in order and the first button to press framed."""
    from evergreen.rules import Verb
    from evergreen.rules.commands import SPACE_VERBS
    from evergreen.ui.layout import Button

    step = 0
    for cmd in plan:
        if cmd.verb is Verb.TAKE and cmd.arg in state.market:
            rect = lay.card_rect(state.market.index(cmd.arg), len(state.market))
            pygame.draw.rect(
                surface, HINT, rect.inflate(lay.px(10), lay.px(10)), lay.px(4), lay.px(10)
            )
        elif cmd.verb in SPACE_VERBS and state.awaiting == seat:
            step += 1
            rect = lay.space_rect(cmd.arg)
            centre = (rect.right - lay.px(16), rect.top + lay.px(16))
            pygame.draw.circle(surface, HINT, centre, lay.px(13))
            img = render(str(step), lay.px(17), INK, True)
            surface.blit(img, img.get_rect(center=centre))
    first = next((c for c in plan if c.verb is not Verb.TAKE), None)
    name = None if first is None else _BUTTON_OF.get(first.verb)
    button = None if name is None else Button(name)
    if first is not None and first.verb is Verb.ACTION:
        button = Button(Action(first.arg).name)
    if button is not None:
        rect = lay.button_rect(button).inflate(lay.px(8), lay.px(8))
        pygame.draw.rect(surface, HINT, rect, lay.px(4), lay.px(10))


def hint_text(plan: list[Command]) -> str:
    """The plan in words for the status line."""
    if not plan:
        return "Hint: no suggestion this time."
    return "Hint: " + ", then ".join(describe(c) for c in plan)


def describe(cmd: Command) -> str:
    """'take Snow/Bush', 'action B', 'grow r3c4', 'power', 'end turn'."""
    from evergreen.rules import Verb, all_cards

    if cmd.verb is Verb.TAKE:
        return f"take {all_cards()[cmd.arg].name}"
    if cmd.verb is Verb.ACTION:
        return f"action {Action(cmd.arg).name}"
    if cmd.verb is Verb.END:
        return "end turn"
    text = str(cmd).split(" ", 1)[1]
    return text
