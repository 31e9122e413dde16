"""The review's screens fit at every window size, in both languages, at 100 % and 130 % text
(issue 52): the viewer, the summary, a decision beside the better move, a puzzle at its
first and second step, a pick's puzzle and a puzzle answered (``tour_review``, the tour's
own screens). Nothing is cut, no button's label is wider than its button, the panel's text
stays above its buttons, the puzzle's panel leaves the market, the fertility zone and the
powers in sight, and no text is smaller than 14 px at 1280×800 and 1920×1080 (at 1024×640
the game's smallest text is 12.5 px: ``kit/text.SMALL_WINDOW_BOOST``).

(The whole tour's overflow test, ``test_i18n_ui``, visits these screens too, at the sizes
and scales it takes; this one takes every size and both scales for the review alone.)"""

from __future__ import annotations

import pytest

from evergreen import i18n
from evergreen.persistence import save_settings
from evergreen.persistence.settings import Settings
from evergreen.ui.kit import text
from evergreen.ui.screens.replay.scene import ReplayScene
from tests.ui.driver import frames
from tests.ui.overflow import overflows
from tests.ui.tour import LONG_NAMES
from tests.ui.tour_review import review_screens

#: The review's screens the tour takes.
SCREENS = {
    "replay",
    "review-summary",
    "review-comparison",
    "review-puzzle",
    "review-puzzle-step",
    "review-puzzle-answered",
    "review-puzzle-draft",
}
#: The smallest text (px) each window size may draw.
SMALLEST = {(1280, 800): 14, (1920, 1080): 14, (1024, 640): 12}


@pytest.mark.parametrize("scale", [100, 130])
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
def test_the_review_screens_fit(size: tuple[int, int], lang: str, scale: int) -> None:
    save_settings(Settings(language=lang, ui_scale=scale))
    problems: list[str] = []
    seen = set()
    try:
        for name, app in review_screens(size):
            assert (i18n.language(), text.ui_scale()) == (lang, scale / 100), name
            seen.add(name)
            with text.recording() as drawn:
                frames(app, 1)
            problems += [f"{name}: {p}" for p in overflows(app)]
            for d in drawn:
                if d.cut and d.text not in LONG_NAMES:
                    problems.append(f"{name}: {d.kind} {d.text!r} cut to fit {d.box} px")
                if d.em < SMALLEST[size]:
                    problems.append(f"{name}: {d.kind} {d.text!r} drawn at {d.em} px")
            scene = app.scenes.top
            assert isinstance(scene, ReplayScene)
            panel, lay = scene.review, scene.layout
            if panel.open and panel.drawn_to > panel.foot_top:
                problems.append(f"{name}: the panel's text runs into its buttons")
            if panel.puzzle is not None:
                box = lay.rect(*panel.place())
                for covered in ("market", "zone", "tracks"):
                    if box.colliderect(getattr(lay, covered)):
                        problems.append(f"{name}: the puzzle covers the {covered}")
    finally:
        i18n.set_language("en")
        text.set_ui_scale(100)
    assert seen == SCREENS
    assert not problems, "\n".join(problems)
