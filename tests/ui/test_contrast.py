"""Every text the widget theme draws is readable: its colour against its background meets
WCAG AA (a contrast ratio of at least 4.5:1), in every state of every styled widget."""

from __future__ import annotations

import pygame
import pytest

from evergreen.ui.kit import paper, widgets

AA = 4.5
#: Widget element ids (as pygame_gui combines them) → (text colour, background) id pairs.
TEXT_ON = {
    "button": ["normal", "hovered", "disabled", "selected", "active"],
    "#primary": ["normal", "hovered", "disabled", "selected", "active"],
    "#chosen": ["normal", "hovered"],
}
ELEMENTS = {
    "button": ["button"],
    "#primary": ["#primary", "button"],
    "#chosen": ["#chosen", "button"],
}


def luminance(colour: pygame.Color) -> float:
    """Relative luminance (WCAG 2)."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)


def ratio(a: pygame.Color, b: pygame.Color) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def pairs() -> list[tuple[str, str, pygame.Color, pygame.Color]]:
    """(element, state, text colour, background colour) of every themed text."""
    pygame.display.init()
    pygame.font.init()
    theme = widgets.manager((1280, 800)).get_theme()
    found = []
    for name, states in TEXT_ON.items():
        ids = ELEMENTS[name]
        for state in states:
            text = theme.get_colour(f"{state}_text", ids)
            back = theme.get_colour(f"{state}_bg", ids)
            found.append((name, state, text, back))
    found.append(
        ("tooltip", "normal", pygame.Color(*paper.TIP_TEXT), pygame.Color(*paper.TIP_FILL))
    )
    ids = ["text_entry_line"]
    found.append(
        (
            "text entry",
            "normal",
            theme.get_colour("normal_text", ids),
            theme.get_colour("dark_bg", ids),
        )
    )
    found.append(
        (
            "text entry",
            "selected",
            theme.get_colour("selected_text", ["text_entry_line"]),
            theme.get_colour("selected_bg", ["text_entry_line"]),
        )
    )
    return found


def test_themed_text_meets_wcag_aa() -> None:
    found = pairs()
    assert len(found) == 15
    low = [
        f"{element} {state}: {text} on {back} = {ratio(text, back):.2f}"
        for element, state, text, back in found
        if ratio(text, back) < AA
    ]
    assert low == []


def test_the_tooltip_is_light_on_dark() -> None:
    """The defect: tooltips drew near-white text on the cream default box."""
    pygame.display.init()
    pygame.font.init()
    assert luminance(pygame.Color(*paper.TIP_FILL)) < 0.1


def test_the_ratio_is_the_wcag_one() -> None:
    white, black = pygame.Color("#FFFFFF"), pygame.Color("#000000")
    assert ratio(white, black) == pytest.approx(21.0)
    assert ratio(white, white) == pytest.approx(1.0)
    assert ratio(pygame.Color("#767676"), white) == pytest.approx(4.54, abs=0.01)


@pytest.mark.slow
def test_the_primary_button_differs_by_colour_only() -> None:
    """Continue, Start and Save were big and bold for no reason: every button style shares
    the button's font, and on every screen the primary button has the height of another
    button beside it."""
    import json

    from evergreen.ui.kit.widget_scene import WidgetScene
    from evergreen.ui.kit.widgets import THEME
    from tests.ui.tour import tour

    theme = json.loads(THEME.read_text(encoding="utf-8"))
    assert "#primary" in theme and "font" not in theme["#primary"] and "#big" not in theme
    checked = 0
    for name, app in tour((1280, 800)):
        scene = app.scenes.top
        if not isinstance(scene, WidgetScene):
            continue
        buttons = {n: b for b, n in scene.buttons.items()}
        for n, b in buttons.items():
            if b.object_ids and b.object_ids[-1] == "#primary":
                others = {o.rect.height for m, o in buttons.items() if m != n}
                assert not others or b.rect.height in others, f"{name}: {n}"
                checked += 1
    assert checked >= 6


def test_the_text_the_game_draws_itself_is_readable() -> None:
    """Our own drawing (panels, tables, tracks, the top bar) meets WCAG AA too: every text
    colour on every surface it is drawn on (the grey and the amber of text were 3.9:1 and
    2.8:1 on the panels)."""
    from evergreen.ui.art.cards import CARD_PAPER
    from evergreen.ui.game import hud
    from evergreen.ui.kit.paper import EDGE, PANEL
    from evergreen.ui.kit.text import ACCENT_INK, ERROR, INK, LIGHT, MUTED, PAPER

    papers = {"paper": PAPER, "panel": PANEL, "card": CARD_PAPER}
    on_paper = {"ink": INK, "muted": MUTED, "accent": ACCENT_INK, "green": EDGE}
    on_paper["error"] = ERROR
    pairs = [(f"{t} on {p}", fg, bg) for t, fg in on_paper.items() for p, bg in papers.items()]
    pairs += [
        ("light on the top bar", LIGHT, hud.BAR),
        ("a refusal on the top bar", hud.ERROR, hud.BAR),
        ("light on the level reached", LIGHT, ACCENT_INK),
    ]
    low = [
        f"{name}: {ratio(pygame.Color(fg), pygame.Color(bg)):.2f}"
        for name, fg, bg in pairs
        if ratio(pygame.Color(fg), pygame.Color(bg)) < AA
    ]
    assert not low, low
