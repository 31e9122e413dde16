"""The results screen's foot: the challenge code stands beside the buttons, never under one
(in Russian it was drawn under «Экспорт»), at the three window sizes, in English at 100 %
and in Russian at 130 %."""

from __future__ import annotations

import pytest

from evergreen import i18n
from evergreen.persistence import save_settings
from evergreen.persistence.settings import Settings
from evergreen.session.match import Match
from tests.ui.driver import frames, make_app
from tests.ui.test_results import finished


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize(("lang", "scale"), [("en", 100), ("ru", 130)])
def test_the_challenge_code_is_under_no_button(
    size: tuple[int, int], lang: str, scale: int
) -> None:
    save_settings(Settings(language=lang, ui_scale=scale))
    app = make_app(size)
    assert i18n.language() == lang
    for players in (1, 2):  # the solo screen and the cards' screen
        scene = finished(app, players=players, seed=21 + players)
        frames(app, 2)
        assert isinstance(scene.match, Match) and scene.challenge is not None
        code = next(h.rect for h in scene.hovers if h.key == ("code",))
        assert code.width > 0 and code.height > 0
        assert app.screen.get_rect().contains(code)
        for button, name in scene.buttons.items():
            assert not code.colliderect(button.rect), f"the code is under {name!r}"
