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
