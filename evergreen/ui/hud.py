"""The game scene's overlays: status bar, live preview, floating points, flying cards, banner.

Functions of the layout, the state and the running tweens; nothing here changes state.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from evergreen.rules import GameState, Planet, Sun, largest_forest_spaces, light_score
from evergreen.ui import art
from evergreen.ui.anim import Animator, Tween, pytweening
from evergreen.ui.layout import Layout
from evergreen.ui.prompts import header, prompt
from evergreen.ui.text import ACCENT, INK, LIGHT, MUTED, fit, render

BAR = (62, 107, 72)
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
    img = fit(text, lay.px(20), lay.px(880), ERROR if error else LIGHT)
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
