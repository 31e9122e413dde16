"""The overflow tour's check: every screen of the game (``tests/ui/tour.py``) in a language,
a window size and a text size, and every text drawn into a box fitting it. The tests that run
it are split by language (``test_overflow_english.py``, ``test_overflow_russian.py``), so the
two halves, the suite's longest file before, run side by side on two cores."""

from __future__ import annotations

from collections.abc import Iterator

import pygame_gui

from evergreen import i18n
from evergreen.persistence import save_settings
from evergreen.persistence.settings import Settings
from evergreen.ui.app import App
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit import text, widgets
from evergreen.ui.kit.widget_scene import WidgetScene
from evergreen.ui.screens.replay.scene import ReplayScene
from tests.ui.driver import frames
from tests.ui.tour import LONG_NAMES, tour


def screens(lang: str, size: tuple[int, int], scale: int = 100) -> Iterator[tuple[str, App]]:
    """Every screen in ``lang`` at ``size`` and UI scale ``scale`` (chosen in the settings
    file, as the Settings screen would, so every app of the tour starts with them)."""
    save_settings(Settings(language=lang, ui_scale=scale))
    for name, app in tour(size):
        assert (i18n.language(), text.ui_scale()) == (lang, scale / 100), name
        yield name, app


def overflows(app: App) -> list[str]:
    """Widget texts wider than their box on the screen now: button labels (the ones that
    had to be cut, or that still do not fit) and rows of selection lists."""
    found = []
    for scene in app.scenes.stack:
        buttons = scene.buttons if isinstance(scene, WidgetScene) else {}
        widgets_now = list(buttons) if isinstance(scene, WidgetScene) else []
        if isinstance(scene, GameScene):
            widgets_now = [*scene.buttons.values(), *scene.game_log.widgets()]
        if isinstance(scene, ReplayScene):  # its bars', the review's and the puzzle's buttons
            widgets_now = [*scene.buttons, *scene.table.game_log.widgets()]
        for b in widgets_now:
            room = widgets.label_room(scene.ui, b)  # type: ignore[attr-defined]
            label = str(b.text)
            width = b.font.size(label)[0] if b.font is not None else 0
            if getattr(b, "label_cut", False) or width > room:
                found.append(f"{type(scene).__name__} button {label!r}: wider than {room}")
        lists = getattr(scene, "list", None)
        if isinstance(lists, pygame_gui.elements.UISelectionList):
            for row in lists.item_list:
                element = row["button_element"]
                room = element.rect.width - 2 * 14 if element is not None else 0  # the padding
                if element is not None and element.font.size(row["text"])[0] > room:
                    found.append(f"list row {row['text']!r} wider than {room}")
    return found


def case_id(value: object) -> str:
    """A run's id by its window and text size ('1024x640-130'), so ``-k "1024 and 130"``
    picks it."""
    if isinstance(value, tuple):
        return "x".join(str(v) for v in value)
    return str(value)


def floored(size: tuple[int, int], scale: int) -> bool:
    """Whether nothing may be drawn under ``text.MIN_EM`` (14 px): at 1280×800 and larger,
    at every text size, and in any window at 130 % text (issue 52: a long name is cut, its
    tip shows it whole; a label wraps or gets the room). At 1024×640 and 100 % the whole
    design is drawn at 80 % and its smallest texts at 12-13 px by intent
    (``text.SMALL_WINDOW_BOOST`` raises them as far as the room allows)."""
    return size[0] >= 1280 or scale >= 130


def check_screens(lang: str, size: tuple[int, int], scale: int) -> None:
    """On every screen, every text drawn into a box fits it (fitted or wrapped text was not
    cut, but for the longest names players can give, which narrow panels cut with an
    ellipsis) and every button label fits its button; at the three window sizes, in both
    languages, at 100 % and 130 % text (and Russian at 115 % in the small window); where
    ``floored``, nothing is drawn smaller than 14 px."""
    problems: list[str] = []
    words: set[str] = set()
    seen = 0
    for name, app in screens(lang, size, scale):
        with text.recording() as drawn:
            frames(app, 1)
        seen += 1
        words |= {d.text for d in drawn}
        problems += [f"{name}: {p}" for p in overflows(app)]
        for d in drawn:
            if d.cut and d.text not in LONG_NAMES:  # a cut name's hover tip shows it whole
                problems.append(f"{name}: {d.kind} {d.text!r} cut to fit {d.box} px")
            if floored(size, scale) and d.em < text.MIN_EM:
                problems.append(f"{name}: {d.kind} {d.text!r} drawn at {d.em} px")
    assert seen >= 20 and len(words) > 100
    english = {"New game", "Market", "Fertility", "Continue (Enter)"}
    assert (lang == "en") == bool(english & words), "the screens are not in the language asked"
    assert not problems, "\n".join(problems)
