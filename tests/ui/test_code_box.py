"""Text boxes driven with hostile text, as typed or pasted: the New game screen's code box
says why in one clean line and changes nothing; no box takes what it cannot draw, and
nothing crashes (a superscript digit in the code box once sent the App to its crash
screen, and a zero-width or bidi character first in any box made pygame_gui fail)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest

from evergreen.session.challenge import ChallengeError, parse
from evergreen.ui.kit import text
from evergreen.ui.screens import crash
from tests.test_challenge import HOSTILE
from tests.ui.driver import click, click_button, frames, key, top
from tests.ui.test_setup import open_setup

PASTED = [
    *HOSTILE,
    "x" * 10_000,
    "\x00" * 5,
    "2TR-BA2Y5" + "\u200b" * 3,
    "\u200b",
    "\u034f",  # a combining grapheme joiner: printable, and draws nothing
    "\u05d0\u05d1\u05d2-RT2",  # right-to-left letters
    "０ＴＲ－ＢＡ２Ｙ５",  # full-width throughout
    "¹TR-BA2Y5",
    "0\n\n1",
]


@pytest.fixture
def no_crash_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    logs = tmp_path / "logs"
    monkeypatch.setenv(crash.LOG_DIR_ENV, str(logs))
    return logs


def refused_or_applied(held: str) -> bool:
    """True if the code box's text names a deal (then Apply deals it)."""
    try:
        parse(held)
    except ChallengeError:
        return False
    return True


@pytest.mark.parametrize("how", ["typed", "pasted"])
@pytest.mark.parametrize("hostile", PASTED, ids=range(len(PASTED)))
def test_hostile_text_in_the_code_box_is_refused_cleanly(
    hostile: str, how: str, no_crash_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, scene = open_setup()
    before = (scene.players, scene.seed, scene.choices.sun, scene.choices.unlimited)
    click(app, scene.boxes["code"].rect.center)
    if how == "typed":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=hostile))
    else:
        monkeypatch.setattr(pygame_gui.core.utility, "clipboard_paste", lambda: hostile)
        monkeypatch.setattr(pygame.key, "get_mods", lambda: pygame.KMOD_CTRL)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode=""))
    frames(app, 2)
    monkeypatch.undo()
    monkeypatch.setenv(crash.LOG_DIR_ENV, str(no_crash_log))
    held = scene.boxes["code"].get_text()
    assert held == text.typeable(held), "the box holds what it cannot draw"
    click_button(app, "apply")
    click(app, scene.boxes["code"].rect.center)
    key(app, pygame.K_RETURN)  # Enter in the code box applies it again
    frames(app, 2)
    assert top(app) is scene, type(top(app)).__name__
    assert app.match is None and not no_crash_log.exists(), "a crash log was written"
    message, error = scene.code_status
    assert message.isprintable() and "\n" not in message
    if not refused_or_applied(held):
        assert error and message
        assert (scene.players, scene.seed, scene.choices.sun, scene.choices.unlimited) == before


def test_the_parser_alone_refuses_every_hostile_text_the_box_could_be_given() -> None:
    """Whatever a box might still let through reaches a parser that refuses it."""
    for hostile in PASTED:
        if hostile.strip() != "2TR-BA2Y5" + "\u200b" * 3:
            with pytest.raises(ChallengeError):
                parse(hostile)


@pytest.mark.parametrize("invisible", ["\u200b", "\u034f", "\u202e", "\ufeff", "\u00ad"])
def test_a_name_box_takes_no_invisible_character_and_the_game_draws_it(
    invisible: str, no_crash_log: Path
) -> None:
    app, scene = open_setup()
    click(app, scene.boxes["name:0"].rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=invisible + "Ada" + invisible))
    frames(app, 2)
    assert scene.boxes["name:0"].get_text() == "Ada"
    assert not no_crash_log.exists()
    for drawn in (invisible, invisible * 3):  # from a save or settings written elsewhere
        assert text.render(drawn, 20).get_width() == 0
        text.fit(drawn, 20, 100)
