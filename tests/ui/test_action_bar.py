"""The A-D buttons say what they do: a picture and a few words, in both languages, inside
their buttons at every window size and text scale."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from evergreen import i18n
from evergreen.ui.art import action_bar
from evergreen.ui.kit import text
from evergreen.ui.kit.layout import ACTIONS, Layout


@pytest.fixture(autouse=True)
def _restore() -> Iterator[None]:
    yield
    i18n.set_language("en")
    text.set_ui_scale(100)


def test_every_action_has_words_in_both_languages() -> None:
    english = {b: i18n._(action_bar.ACTION_WORDS[b]) for b in ACTIONS}
    i18n.set_language("ru")
    russian = {b: i18n._(action_bar.ACTION_WORDS[b]) for b in ACTIONS}
    assert len(set(english.values())) == len(set(russian.values())) == 4
    for b in ACTIONS:
        assert english[b] != russian[b], b
        assert all("а" <= ch.lower() <= "я" for ch in russian[b] if ch.isalpha()), russian[b]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 115, 130])
def test_action_faces_fit_their_buttons(lang: str, size: tuple[int, int], scale: int) -> None:
    """The words are never cut (at most two lines), are 14 px at 1280x800 and 100 %, and the
    face draws inside the button's border and nowhere else."""
    i18n.set_language(lang)
    text.set_ui_scale(scale)
    lay = Layout(*size, players=2)
    for b in ACTIONS:
        rect = lay.button_rect(b)
        surface = pygame.Surface(size, pygame.SRCALPHA)
        with text.recording() as drawn:
            action_bar.draw_action(surface, lay, b, rect, text.LIGHT)
        label = i18n._(action_bar.ACTION_WORDS[b])
        said = [d for d in drawn if d.kind in ("fit", "wrap")]
        assert " ".join(d.text for d in said) == label and len(said) <= 2
        assert not any(d.cut for d in said), (label, said)
        assert not said[0].text.isdigit(), "a number alone on a line"
        if size == (1280, 800) and scale == 100:
            assert min(d.em for d in said) >= text.MIN_EM
        ink = surface.get_bounding_rect()  # letter, picture and words: inside the border
        assert rect.inflate(-2, -2).contains(ink), (label, rect, ink)


def test_disabled_face_is_dimmer() -> None:
    lay = Layout(1280, 800, players=2)
    rect = lay.button_rect(ACTIONS[0])
    on = pygame.Surface((1280, 800), pygame.SRCALPHA)
    off = pygame.Surface((1280, 800), pygame.SRCALPHA)
    action_bar.draw_action(on, lay, ACTIONS[0], rect, text.LIGHT, True)
    action_bar.draw_action(off, lay, ACTIONS[0], rect, text.MUTED, False)
    col = rect.x + lay.px(action_bar.PAD) + lay.px(action_bar.ICON) // 2
    below = range(rect.centery, rect.bottom)  # the picture (the letter is above it)
    alpha_on = max(on.get_at((col, y)).a for y in below)
    alpha_off = max(off.get_at((col, y)).a for y in below)
    assert 0 < alpha_off < alpha_on


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("grow", [0, 1, 3])
def test_a_ring_around_a_bar_button_leaves_its_neighbours_uncovered(
    size: tuple[int, int], grow: int
) -> None:
    """The keyboard's, the hint's and the guide's rings around Power, Stop, End turn, Undo
    or A-D stay in the bar's gaps: no neighbour's face is drawn over (the half-height
    buttons stand 4 design pixels apart)."""
    from evergreen.ui.game import hud
    from evergreen.ui.kit.layout import Button

    lay = Layout(*size, players=2)
    buttons = [*ACTIONS, Button.POWER, Button.STOP, Button.END, Button.UNDO]
    for b in buttons:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        hud.draw_ring(surface, lay, lay.button_rect(b), (255, 0, 0), True, grow)
        drawn = surface.get_bounding_rect(min_alpha=1)
        assert drawn.contains(lay.button_rect(b)), b  # around the button
        for other in buttons:
            if other is b:
                continue
            box = lay.button_rect(other)
            covered = [
                (x, y)
                for x in range(box.left, box.right)
                for y in range(box.top, box.bottom)
                if surface.get_at((x, y)).a
            ]
            assert not covered, (b, other, covered[:3])


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG 2 contrast ratio of two colours (their relative luminance)."""

    def lum(c: tuple[int, int, int]) -> float:
        def channel(v: int) -> float:
            s = v / 255
            return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_chosen_action_reads_for_the_rest_of_the_turn() -> None:
    """The defect: once chosen, an action's button was grey text on orange for the rest of
    the turn. The letter and the words drawn on the button stand out from the button's
    colour as drawn by at least 4.5:1 (WCAG AA)."""
    from collections import Counter

    from evergreen.rules import Verb
    from evergreen.ui.kit.layout import Button
    from tests.ui.driver import frames, game_app

    app, game = game_app(players=2, seed=9)
    while game.match.legal()[0].verb is Verb.TAKE:
        game.play(game.match.legal()[0])
    seat = game.match.state.awaiting
    game.play(next(c for c in game.match.legal() if c.verb is Verb.ACTION and c.arg == 0))
    frames(app, 3)
    widget = game.buttons[Button.A]
    assert widget.is_selected and not widget.is_enabled and game.match.state.awaiting == seat
    lay, screen = game.layout, app.screen
    rect = lay.button_rect(Button.A).inflate(-2 * lay.px(4), -2 * lay.px(4))
    pixels = [
        tuple(screen.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    ]
    back = Counter(pixels).most_common(1)[0][0]
    assert _contrast(back, (255, 255, 255)) < 4 or _contrast(back, (0, 0, 0)) < 12  # a colour
    letter = pygame.Rect(rect.x, rect.y, lay.px(action_bar.ICON), rect.height // 2)
    words = pygame.Rect(rect.x + lay.px(action_bar.ICON + 6), rect.y, rect.width // 2, rect.height)
    for part in (letter, words):
        ink = max(
            (
                tuple(screen.get_at((x, y)))[:3]
                for x in range(part.left, part.right)
                for y in range(part.top, part.bottom)
            ),
            key=lambda c: _contrast(c, back),
        )
        assert _contrast(ink, back) >= 4.5, (part, ink, back)  # type: ignore[arg-type]
