"""In a window smaller than the design, text shrinks less than the layout: at 1024×640 the
smallest text is 12 px or more (it was 11, grey on beige), within what every box holds."""

from __future__ import annotations

import pytest

from evergreen.ui.kit import text
from evergreen.ui.kit.layout import Layout
from tests.ui.driver import frames, make_app


@pytest.fixture(autouse=True)
def _restore() -> object:
    yield
    text.set_ui_scale(100)
    text.set_window_scale(1.0)


def test_small_windows_raise_text_but_never_past_the_largest_ui_scale() -> None:
    lay = Layout(1024, 640, 2)
    text.set_window_scale(lay.scale)
    assert text.em(lay.px(text.MIN_SIZE)) >= 12
    text.set_ui_scale(130)
    assert text.text_factor() == pytest.approx(1.3)  # boxes are checked at 130 % already
    text.set_window_scale(1.0)
    text.set_ui_scale(100)
    assert text.text_factor() == 1.0  # the design size: as designed


def test_a_game_at_1024x640_draws_no_text_under_12_px() -> None:
    """Everything but the A-D buttons' words (two lines in a bar that does not grow: 11 px
    at the least there) is 12 px or more."""
    from evergreen.i18n import _
    from evergreen.ui.art.action_bar import ACTION_WORDS

    app = make_app((1024, 640), players=4, seed=3)
    with text.recording() as drawn:
        frames(app, 1)
    faces = [_(w) for w in ACTION_WORDS.values()]
    small = sorted(
        {(d.em, d.text) for d in drawn if d.em < 12 and not any(d.text in f for f in faces)}
    )
    assert drawn and not small, small
    assert min(d.em for d in drawn) >= 11
